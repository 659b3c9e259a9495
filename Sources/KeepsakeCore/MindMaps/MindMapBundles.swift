/// Mind maps in bundles (FORMAT.md format version 2): the `mindmaps` and `mindmap_nodes`
/// tables, kind `mindmap` (one map), the reader's checks, and what importing does.
extension Session {
    /// Writes map `id` as a bundle of kind `mindmap` to `path`, atomically (FORMAT.md
    /// R29–R31). The bundle holds the map, its nodes and their attachments (none yet).
    /// Owner and staff (`Permission.readMindMaps`).
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown map; the errors
    ///   of every export (`ExportOptions`).
    public func exportMindMapBundle(_ id: String, to path: String, options: ExportOptions) throws(KeepsakeError) -> ExportResult {
        try MindMapRules.requireID(id, "map id")
        return try writeBundle(kind: MindMapRecordKind.bundleKind, .readMindMaps, to: path, options: options) { (store, bundle) throws(KeepsakeError) -> [MediaRecord] in
            _ = try MindMapTable.requireMap(id, in: store)
            try MindMapBundleRows.copy(from: store, map: id, into: bundle)
            return []
        }
    }
}

/// Copies maps from a store into a bundle database being built.
enum MindMapBundleRows {
    /// Copies map `mapID` (every map when nil) with its nodes, in primary-key order, inside
    /// the export's unit of work.
    static func copy(from db: Database, map mapID: String?, into bundle: Database) throws(KeepsakeError) {
        let arguments: [SQLValue] = mapID.map { [.text($0)] } ?? []
        try Tables.mindmaps.copyRows(from: db, where: mapID == nil ? "1" : "id = ?", arguments, into: bundle)
        try Tables.mindmapNodes.copyRows(from: db, where: mapID == nil ? "1" : "map_id = ?", arguments, into: bundle)
    }
}

/// The reader's checks of mind-map rows (FORMAT.md R36–R38).
enum MindMapBundleRules {
    static func checkRow(_ row: BundleRow) throws(KeepsakeError) {
        let uuid = "must be a lowercase UUID", instant = "must be an RFC 3339 instant"
        let title = "must be 1 to \(MindMapRules.maxTitleLength) characters without white space at either end"
        switch row.table {
        case "mindmaps":
            try row.text("id", Validation.isUUID, uuid); try row.text("title", MindMapRules.isValidStoredTitle, title)
            try row.text("created", Validation.isInstant, instant); try row.text("modified", Validation.isInstant, instant)
        case "mindmap_nodes":
            try row.text("id", Validation.isUUID, uuid); try row.text("map_id", Validation.isUUID, uuid)
            try row.text("title", MindMapRules.isValidStoredTitle, title)
            try row.text("created", Validation.isInstant, instant); try row.text("modified", Validation.isInstant, instant)
            try row.text("parent_id", orNull: true, Validation.isUUID, uuid)
            try row.integer("position", { $0 >= 0 }, "must be an integer ≥ 0")
            try row.text("note", orNull: true, { !$0.isEmpty && $0.utf8.count <= MindMapRules.maxNoteBytes },
                         "must be null or 1 to \(MindMapRules.maxNoteBytes) bytes of text")
            // Absent before format version 3 (R68).
            for key in ["link", "feed"] {
                try row.text(key, orNull: true, MindMapRules.isValidStoredLink,
                             "must be null or 1 to \(MindMapRules.maxLinkBytes) bytes of text without control or format characters (FORMAT.md R68) or white space at either end, not of scheme javascript:, vbscript: or data:")
            }
        default:
            throw row.fail("unknown table")
        }
    }

    /// The maps of a bundle as trees, grouped by map, checked (R37, R38).
    static func trees(_ tables: BundleTables, kind: String) throws(KeepsakeError) -> [(MindMapRecord, MindMapTree)] {
        var maps: [MindMapRecord] = []
        var index: [String: Int] = [:]
        try tables.forEach("mindmaps") { (row) throws(KeepsakeError) in
            guard let map = try? Row.decode(MindMapRecord.self, bundle: row) else { return }
            index[map.id] = maps.count
            maps.append(map)
        }
        if kind == "mindmap" {
            guard maps.count == 1 else {
                throw .bundle(.kindContent, "a bundle of kind mindmap holds exactly one map; this one holds \(maps.count)")
            }
            guard tables.isEmpty("media") else {
                throw .bundle(.kindContent, "a bundle of kind mindmap holds media only as attachments of its nodes, which format version 2 does not have")
            }
        }
        var grouped = [[MindMapNode]](repeating: [], count: maps.count)
        try tables.forEach("mindmap_nodes") { (row) throws(KeepsakeError) in
            guard let node = try? Row.decode(MindMapNode.self, bundle: row) else { return }
            guard let m = index[node.mapID] else {
                throw .bundle(.mindmapTree, "node \(node.id) belongs to map \(node.mapID), which the bundle does not hold")
            }
            grouped[m].append(node)
        }
        var result: [(MindMapRecord, MindMapTree)] = []
        for (m, nodes) in grouped.enumerated() {
            let id = maps[m].id
            let tree: MindMapTree
            do throws(MindMapTree.Defect) {
                tree = try MindMapTree(nodes)
            } catch {
                let why: String
                switch error {
                case .noRoot: why = "has no root node"
                case .severalRoots: why = "has more than one root node"
                case .unknownParent(let node): why = "has node \(node) whose parent is not a node of the map"
                case .unreachable(let count): why = "has \(count) nodes that are not reachable from its root (a cycle)"
                case .duplicatePosition(let parent): why = "has two children of node \(parent) at the same position"
                }
                throw .bundle(.mindmapTree, "map \(id) \(why)")
            }
            guard tree.nodes[tree.root].title == maps[m].title else {
                throw .bundle(.mindmapTree, "map \(id)'s root node is not titled like the map")
            }
            result.append((maps[m], tree))
        }
        return result
    }
}

/// A `mindmaps` row.
struct MindMapRecord: Equatable {
    let id: String
    let title: String
    let created: String
    let modified: String
}

/// What importing a bundle did to mind maps.
public struct MindMapImportCounts: Hashable, Sendable, Codable {
    /// Maps new to the store.
    public var added = 0
    /// Maps the store had with an older `modified`, replaced by the bundle's.
    public var replaced = 0
    /// Maps the store had in another state (newer, or the same instant with other content):
    /// both kept, the bundle's under new ids.
    public var copied = 0
    /// Maps the store already had exactly.
    public var unchanged = 0

    /// All counts zero.
    public init() {}
}

/// Importing a bundle's maps into a store, inside the import's transaction. A map already in
/// the store is never merged: the bundle's replaces it when the bundle's is newer; an identical
/// one changes nothing; otherwise both are kept, the bundle's under new ids (FORMAT.md R39).
enum MindMapBundleImport {
    static func apply(_ trees: [(MindMapRecord, MindMapTree)], into db: Database) throws(KeepsakeError) -> MindMapImportCounts {
        var counts = MindMapImportCounts()
        for (map, tree) in trees {
            if let existing = try MindMapTable.map(map.id, in: db) {
                let stored = try MindMapTable.nodes(ofMap: map.id, in: db)
                if map.modified == existing.modified.rfc3339 && map.created == existing.created.rfc3339 && map.title == existing.title && Set(stored.map(\.id)) == Set(tree.nodes.map(\.id))
                    && sameNodes(stored, tree.nodes) {
                    counts.unchanged += 1
                } else if let theirs = Instant(map.modified), theirs > existing.modified,
                          try !conflicts(tree, except: map.id, in: db) {
                    try MindMapTable.deleteSubtree(existing.rootID, in: db)
                    try Tables.mindmaps.delete(key: ["id": .text(map.id)], in: db)
                    try insert(map, tree, fresh: false, in: db)
                    counts.replaced += 1
                } else {
                    try insert(map, tree, fresh: true, in: db)
                    counts.copied += 1
                }
            } else if try conflicts(tree, except: nil, in: db) {
                try insert(map, tree, fresh: true, in: db)
                counts.copied += 1
            } else {
                try insert(map, tree, fresh: false, in: db)
                counts.added += 1
            }
        }
        return counts
    }

    private static func sameNodes(_ stored: [MindMapNode], _ incoming: [MindMapNode]) -> Bool {
        var byID: [String: MindMapNode] = [:]
        for node in stored { byID[node.id] = node }
        return incoming.allSatisfy { byID[$0.id] == $0 }
    }

    /// True when a node id of `tree` is taken in the store by a map other than `except`.
    private static func conflicts(_ tree: MindMapTree, except mapID: String?, in db: Database) throws(KeepsakeError) -> Bool {
        let find = try db.prepare("SELECT map_id FROM mindmap_nodes WHERE id = ?")
        for node in tree.nodes {
            try find.bind([.text(node.id)])
            if try find.step(), case .text(let owner) = find.column(0), owner != mapID { return true }
        }
        return false
    }

    /// Inserts the map and its nodes parents first; with `fresh`, under new ids.
    private static func insert(_ map: MindMapRecord, _ tree: MindMapTree, fresh: Bool, in db: Database) throws(KeepsakeError) {
        let mapID = fresh ? Random.uuid() : map.id
        try MindMapTable.insertMap(id: mapID, title: map.title, created: map.created, modified: map.modified, in: db)
        var newIDs = [String](repeating: "", count: tree.nodes.count)
        var parentOf = [Int](repeating: -1, count: tree.nodes.count)
        for (p, children) in tree.children.enumerated() { for c in children { parentOf[c] = p } }
        let statement = try db.prepare(MindMapTable.insertNodeSQL)
        try tree.walk(throwing: { (i, _, entering) throws(KeepsakeError) in
            guard entering else { return }
            let node = tree.nodes[i]
            newIDs[i] = fresh ? Random.uuid() : node.id
            let parent = parentOf[i] >= 0 ? newIDs[parentOf[i]] : nil
            let row = MindMapNode(id: newIDs[i], mapID: mapID, parentID: parent, position: node.position, title: node.title,
                                  note: node.note, created: node.created, modified: node.modified, link: node.link, feed: node.feed)
            try statement.bind(try MindMapTable.nodeArguments(row))
            while try statement.step() {}
        })
    }
}
