/// The store's `mindmaps` and `mindmap_nodes` tables. Every function runs inside a unit of work
/// (`Session.read`/`Session.write`) on the connection it was given.
enum MindMapTable {
    static let selectNode = MindMapNode.selectSQL
    /// A map with its root node's id and its node count.
    static let selectMap = """
        SELECT m.id, m.title, m.created, m.modified,
               (SELECT n.id FROM mindmap_nodes n WHERE n.map_id = m.id AND n.parent_id IS NULL) AS root_id,
               (SELECT count(*) FROM mindmap_nodes n WHERE n.map_id = m.id) AS node_count
        FROM mindmaps m
        """

    static func map(_ id: String, in db: Database) throws(KeepsakeError) -> MindMap? {
        try db.record(selectMap + " WHERE m.id = ?", [.text(id)]).map(mapRecord)
    }

    static func requireMap(_ id: String, in db: Database) throws(KeepsakeError) -> MindMap {
        guard let map = try map(id, in: db) else { throw .notFound("no mind map with id \(id) in the store") }
        return map
    }

    /// Every map, newest change first (ties by id).
    static func allMaps(in db: Database) throws(KeepsakeError) -> [MindMap] {
        let maps = try db.records(selectMap).map(mapRecord)
        return maps.sorted { a, b in
            if a.modified != b.modified { return a.modified > b.modified }
            return a.id < b.id
        }
    }

    static func node(_ id: String, in db: Database) throws(KeepsakeError) -> MindMapNode? {
        try MindMapNode.fetchOne(db, key: .text(id))
    }

    static func requireNode(_ id: String, in db: Database) throws(KeepsakeError) -> MindMapNode {
        guard let node = try node(id, in: db) else { throw .notFound("no mind-map node with id \(id) in the store") }
        return node
    }

    static func exists(node id: String, map mapID: String, in db: Database) throws(KeepsakeError) -> Bool {
        try db.scalar("SELECT 1 FROM mindmap_nodes WHERE id = ? AND map_id = ?", [.text(id), .text(mapID)]) != nil
    }

    /// The children of `id`, in order.
    static func children(of id: String, in db: Database) throws(KeepsakeError) -> [MindMapNode] {
        try MindMapNode.fetchAll(db, where: "parent_id = ?", [.text(id)], orderBy: "position")
    }

    /// The nodes from the root down to `id` (both included), as (id, title).
    static func path(to id: String, in db: Database) throws(KeepsakeError) -> [(id: String, title: String)] {
        let rows = try db.records("""
            WITH RECURSIVE up(id, parent_id, title, depth) AS (
              SELECT id, parent_id, title, 0 FROM mindmap_nodes WHERE id = ?
              UNION ALL
              SELECT n.id, n.parent_id, n.title, up.depth + 1 FROM mindmap_nodes n JOIN up ON n.id = up.parent_id
            )
            SELECT id, title FROM up ORDER BY depth DESC
            """, [.text(id)])
        return try rows.map { (row) throws(KeepsakeError) in (try row.text("id"), try row.text("title")) }
    }

    /// The recursive query of the subtree under (and including) the bound node.
    static let subtreeIDs = """
        WITH RECURSIVE subtree(id) AS (
          SELECT id FROM mindmap_nodes WHERE id = ?
          UNION ALL
          SELECT n.id FROM mindmap_nodes n JOIN subtree s ON n.parent_id = s.id
        )
        """

    static func subtreeCount(_ id: String, in db: Database) throws(KeepsakeError) -> SubtreeCount {
        let nodes = try db.integer(subtreeIDs + " SELECT count(*) FROM subtree", [.text(id)])
        return SubtreeCount(nodes: nodes, attachments: 0)
    }

    static func deleteSubtree(_ id: String, in db: Database) throws(KeepsakeError) {
        try db.run("DELETE FROM mindmap_nodes WHERE id IN (" + subtreeIDs + " SELECT id FROM subtree)", [.text(id)])
    }

    /// The next free position under `parentID` (after the last child).
    static func nextPosition(under parentID: String, in db: Database) throws(KeepsakeError) -> Int64 {
        switch try db.scalar("SELECT max(position) FROM mindmap_nodes WHERE parent_id = ?", [.text(parentID)]) {
        case .integer(let last)?: return last + 1
        default: return 0
        }
    }

    static let insertNodeSQL = Tables.mindmapNodes.insertSQL(.newestStore)

    /// The values of `insertNodeSQL` for `node` (a statement prepared once for many nodes).
    static func nodeArguments(_ node: MindMapNode) throws(KeepsakeError) -> [SQLValue] {
        try Tables.mindmapNodes.arguments(node.encoded)
    }

    static func insert(_ node: MindMapNode, in db: Database) throws(KeepsakeError) {
        try db.run(insertNodeSQL, try nodeArguments(node))
    }

    static func insertMap(id: String, title: String, created: String, modified: String, in db: Database) throws(KeepsakeError) {
        try MindMapRecord(id: id, title: title, created: created, modified: modified).insert(in: db)
    }

    static func touch(map id: String, now: String, in db: Database) throws(KeepsakeError) {
        try db.run("UPDATE mindmaps SET modified = ? WHERE id = ?", [.text(now), .text(id)])
    }

    /// Every node of a map (unordered).
    static func nodes(ofMap id: String, in db: Database) throws(KeepsakeError) -> [MindMapNode] {
        let stmt = try db.prepare(selectNode + " WHERE map_id = ?")
        try stmt.bind([.text(id)])
        var nodes: [MindMapNode] = []
        while try stmt.step() {
            do throws(KeepsakeError) {
                nodes.append(try nodeRecord(stmt.record()))
            } catch {
                throw .corruptStore("a node of map \(id): \(error.message)")
            }
        }
        return nodes
    }

    /// Decodes a row of `selectMap`: the map's columns, its root and its node count.
    static func mapRecord(_ row: Row) throws(KeepsakeError) -> MindMap {
        let map = try MindMapRecord(row: row)
        return MindMap(id: map.id, title: map.title, rootID: try row.text("root_id"), created: try Instant.stored(map.created, "created"),
                       modified: try Instant.stored(map.modified, "modified"), nodeCount: try row.integer("node_count"))
    }

    static func nodeRecord(_ row: Row) throws(KeepsakeError) -> MindMapNode { try MindMapNode(row: row) }
}

/// The `mindmap_nodes` table's mapping, for store and bundle rows alike (a bundle of format
/// version 2 has no `link` and `feed`: NULL).
extension MindMapNode: TableRecord, FetchableRecord, PersistableRecord {
    static var table: Table { Tables.mindmapNodes }

    init(row: Row) throws(KeepsakeError) {
        self.init(id: try row.text("id"), mapID: try row.text("map_id"), parentID: try row.optionalText("parent_id"),
                  position: try row.integer("position"), title: try row.text("title"), note: try row.optionalText("note"),
                  created: try row.instant("created"), modified: try row.instant("modified"),
                  link: try row.optionalText("link"), feed: try row.optionalText("feed"))
    }

    func encode(to row: inout RowValues) {
        row.set("id", id)
        row.set("map_id", mapID)
        row.set("parent_id", parentID)
        row.set("position", position)
        row.set("title", title)
        row.set("note", note)
        row.set("created", created)
        row.set("modified", modified)
        row.set("link", link)
        row.set("feed", feed)
    }
}

/// The `mindmaps` table's mapping, for store and bundle rows alike (the instants as their text).
extension MindMapRecord: TableRecord, FetchableRecord, PersistableRecord {
    static var table: Table { Tables.mindmaps }

    init(row: Row) throws(KeepsakeError) {
        self.init(id: try row.text("id"), title: try row.text("title"), created: try row.text("created"), modified: try row.text("modified"))
    }

    func encode(to row: inout RowValues) {
        row.set("id", id)
        row.set("title", title)
        row.set("created", created)
        row.set("modified", modified)
    }
}
