/// The store's `mindmaps` and `mindmap_nodes` tables. Every function runs inside a unit of work
/// (`Session.read`/`Session.write`) on the connection it was given.
enum MindMapTable {
    static let nodeColumns = "id, map_id, parent_id, position, title, note, created, modified, link, feed"

    static func map(_ id: String, in db: Database) throws(KeepsakeError) -> MindMap? {
        try db.rows("""
            SELECT m.id, m.title, m.created, m.modified,
                   (SELECT n.id FROM mindmap_nodes n WHERE n.map_id = m.id AND n.parent_id IS NULL),
                   (SELECT count(*) FROM mindmap_nodes n WHERE n.map_id = m.id)
            FROM mindmaps m WHERE m.id = ?
            """, [.text(id)]).first.flatMap(mapRecord)
    }

    static func requireMap(_ id: String, in db: Database) throws(KeepsakeError) -> MindMap {
        guard let map = try map(id, in: db) else { throw .notFound("no mind map with id \(id) in the store") }
        return map
    }

    /// Every map, newest change first (ties by id).
    static func allMaps(in db: Database) throws(KeepsakeError) -> [MindMap] {
        let maps = try db.rows("""
            SELECT m.id, m.title, m.created, m.modified,
                   (SELECT n.id FROM mindmap_nodes n WHERE n.map_id = m.id AND n.parent_id IS NULL),
                   (SELECT count(*) FROM mindmap_nodes n WHERE n.map_id = m.id)
            FROM mindmaps m
            """).compactMap(mapRecord)
        return maps.sorted { a, b in
            let (x, y) = (Instant(a.modified), Instant(b.modified))
            if let x, let y, x != y { return x > y }
            return a.id < b.id
        }
    }

    static func node(_ id: String, in db: Database) throws(KeepsakeError) -> MindMapNode? {
        try db.rows("SELECT \(nodeColumns) FROM mindmap_nodes WHERE id = ?", [.text(id)]).first.flatMap(nodeRecord)
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
        try db.rows("SELECT \(nodeColumns) FROM mindmap_nodes WHERE parent_id = ? ORDER BY position", [.text(id)]).compactMap(nodeRecord)
    }

    /// The nodes from the root down to `id` (both included), as (id, title).
    static func path(to id: String, in db: Database) throws(KeepsakeError) -> [(id: String, title: String)] {
        let rows = try db.rows("""
            WITH RECURSIVE up(id, parent_id, title, depth) AS (
              SELECT id, parent_id, title, 0 FROM mindmap_nodes WHERE id = ?
              UNION ALL
              SELECT n.id, n.parent_id, n.title, up.depth + 1 FROM mindmap_nodes n JOIN up ON n.id = up.parent_id
            )
            SELECT id, title FROM up ORDER BY depth DESC
            """, [.text(id)])
        return rows.compactMap { row in
            guard row.count == 2, case .text(let id) = row[0], case .text(let title) = row[1] else { return nil }
            return (id, title)
        }
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

    static let insertNodeSQL = "INSERT INTO mindmap_nodes (\(nodeColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"

    static func nodeArguments(_ node: MindMapNode) -> [SQLValue] {
        [.text(node.id), .text(node.mapID), node.parentID.map { .text($0) } ?? .null, .integer(node.position),
         .text(node.title), node.note.map { .text($0) } ?? .null, .text(node.created), .text(node.modified),
         node.link.map { .text($0) } ?? .null, node.feed.map { .text($0) } ?? .null]
    }

    static func insert(_ node: MindMapNode, in db: Database) throws(KeepsakeError) {
        try db.run(insertNodeSQL, nodeArguments(node))
    }

    static func insertMap(id: String, title: String, created: String, modified: String, in db: Database) throws(KeepsakeError) {
        try db.run("INSERT INTO mindmaps (id, title, created, modified) VALUES (?, ?, ?, ?)",
                   [.text(id), .text(title), .text(created), .text(modified)])
    }

    static func touch(map id: String, now: String, in db: Database) throws(KeepsakeError) {
        try db.run("UPDATE mindmaps SET modified = ? WHERE id = ?", [.text(now), .text(id)])
    }

    /// Every node of a map (unordered).
    static func nodes(ofMap id: String, in db: Database) throws(KeepsakeError) -> [MindMapNode] {
        let stmt = try db.prepare("SELECT \(nodeColumns) FROM mindmap_nodes WHERE map_id = ?")
        try stmt.bind([.text(id)])
        var nodes: [MindMapNode] = []
        while try stmt.step() {
            guard let node = nodeRecord(stmt.row()) else { throw .corruptStore("a node of map \(id) has values of the wrong type") }
            nodes.append(node)
        }
        return nodes
    }

    static func mapRecord(_ row: [SQLValue]) -> MindMap? {
        guard row.count == 6, case .text(let id) = row[0], case .text(let title) = row[1], case .text(let created) = row[2],
              case .text(let modified) = row[3], case .text(let root) = row[4], case .integer(let count) = row[5] else { return nil }
        return MindMap(id: id, title: title, rootID: root, created: created, modified: modified, nodeCount: count)
    }

    static func nodeRecord(_ row: [SQLValue]) -> MindMapNode? {
        guard row.count == 10, case .text(let id) = row[0], case .text(let map) = row[1], case .integer(let position) = row[3],
              case .text(let title) = row[4], case .text(let created) = row[6], case .text(let modified) = row[7],
              let parent = optionalText(row[2]), let note = optionalText(row[5]), let link = optionalText(row[8]),
              let feed = optionalText(row[9]) else { return nil }
        return MindMapNode(id: id, mapID: map, parentID: parent, position: position, title: title, note: note,
                           created: created, modified: modified, link: link, feed: feed)
    }

    /// `.some(nil)` for NULL, `.some(text)` for text, nil for another type.
    private static func optionalText(_ value: SQLValue) -> String?? {
        switch value {
        case .null: return .some(nil)
        case .text(let text): return .some(text)
        default: return nil
        }
    }
}
