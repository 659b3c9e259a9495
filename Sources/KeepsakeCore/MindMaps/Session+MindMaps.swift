/// Mind maps seen by a session: maps, nodes, subtree deletion. Every change is one durable
/// transaction (the store's autosave rule); there is no save call.
///
/// ```swift
/// let map = try session.createMindMap(title: "Holidays", now: now)
/// let beach = try session.createNode(under: map.rootID, title: "Beach", now: now)
/// let kids = try session.children(of: map.rootID)   // [beach]
/// ```
extension Session {
    /// Runs `body` in one write unit of work holding `.changeMindMaps`.
    func changingMindMaps<T>(_ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try write(.changeMindMaps, body)
    }

    /// Runs `body` in one read unit of work holding `.readMindMaps`.
    func readingMindMaps<T>(_ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try read(.readMindMaps, body)
    }

    // MARK: Maps

    /// Creates a map and its root node (titled like the map) in one transaction.
    ///
    /// - Throws: `.invalidArgument` for a blank or too long title.
    public func createMindMap(title: String, now: Instant) throws(KeepsakeError) -> MindMap {
        let title = try MindMapRules.title(title)
        return try changingMindMaps { (db) throws(KeepsakeError) -> MindMap in
            let id = Random.uuid(orderedBy: now)
            try MindMapTable.insertMap(id: id, title: title, created: now.rfc3339, modified: now.rfc3339, in: db)
            let root = MindMapNode(id: Random.uuid(orderedBy: now), mapID: id, parentID: nil, position: 0, title: title, note: nil, created: now, modified: now, link: nil, feed: nil)
            try MindMapTable.insert(root, in: db)
            return MindMap(id: id, title: title, rootID: root.id, created: now, modified: now, nodeCount: 1)
        }
    }

    /// Every map with its node count and last change, newest change first.
    /// Owner and staff (`Permission.readMindMaps`), as every mind-map call.
    public func mindMaps() throws(KeepsakeError) -> [MindMap] {
        try readingMindMaps { (db) throws(KeepsakeError) in try MindMapTable.allMaps(in: db) }
    }

    /// The map `id`. - Throws: `.notFound`.
    public func mindMap(_ id: String) throws(KeepsakeError) -> MindMap {
        try MindMapRules.requireID(id, "map id")
        return try readingMindMaps { (db) throws(KeepsakeError) in try MindMapTable.requireMap(id, in: db) }
    }

    /// Renames a map; its root node takes the same title.
    public func renameMindMap(_ id: String, title: String, now: Instant) throws(KeepsakeError) -> MindMap {
        try MindMapRules.requireID(id, "map id")
        let title = try MindMapRules.title(title)
        let now = now.rfc3339
        return try changingMindMaps { (db) throws(KeepsakeError) -> MindMap in
            let map = try MindMapTable.requireMap(id, in: db)
            try db.run("UPDATE mindmaps SET title = ?, modified = ? WHERE id = ?", [.text(title), .text(now), .text(id)])
            try db.run("UPDATE mindmap_nodes SET title = ?, modified = ? WHERE id = ?", [.text(title), .text(now), .text(map.rootID)])
            return try MindMapTable.requireMap(id, in: db)
        }
    }

    /// Deletes a map with every node in it. Returns what went.
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown map.
    @discardableResult
    public func deleteMindMap(_ id: String) throws(KeepsakeError) -> SubtreeCount {
        try MindMapRules.requireID(id, "map id")
        return try changingMindMaps { (db) throws(KeepsakeError) -> SubtreeCount in
            let map = try MindMapTable.requireMap(id, in: db)
            try MindMapTable.deleteSubtree(map.rootID, in: db)
            try Tables.mindmaps.delete(key: ["id": .text(id)], in: db)
            try store.eraseAfterCommit(removing: [], in: db)
            return SubtreeCount(nodes: map.nodeCount, attachments: 0)
        }
    }

    // MARK: Nodes

    /// Adds a child under `parentID`, after its last child.
    ///
    /// - Parameters:
    ///   - parentID: The node the new one goes under, in any map.
    ///   - title: 1 to `MindMapRules.maxTitleLength` characters once trimmed.
    ///   - note: optional; nil or "" for none.
    ///   - link: where the node points (a web page, a file, another node); nil or "" for
    ///     none, otherwise valid as `MindMapRules.link` says.
    ///   - feed: the URL of the feed the node stands for (OPML's `xmlUrl`); nil or "" for none.
    ///   - now: The instant recorded as the node's `created` and the map's `modified`.
    /// - Throws: `.notFound` for an unknown parent; `.invalidArgument` for bad values.
    public func createNode(under parentID: String, title: String, note: String? = nil, link: String? = nil, feed: String? = nil,
                           now: Instant) throws(KeepsakeError) -> MindMapNode {
        try MindMapRules.requireID(parentID, "parent id")
        let title = try MindMapRules.title(title)
        let note = try MindMapRules.note(note)
        let link = try MindMapRules.link(link)
        let feed = try MindMapRules.link(feed, "feed")
        return try changingMindMaps { (db) throws(KeepsakeError) -> MindMapNode in
            guard case .text(let mapID)? = try db.scalar("SELECT map_id FROM mindmap_nodes WHERE id = ?", [.text(parentID)]) else {
                throw .notFound("no mind-map node with id \(parentID) in the store")
            }
            let node = MindMapNode(id: Random.uuid(orderedBy: now), mapID: mapID, parentID: parentID,
                                   position: try MindMapTable.nextPosition(under: parentID, in: db),
                                   title: title, note: note, created: now, modified: now, link: link, feed: feed)
            try MindMapTable.insert(node, in: db)
            try MindMapTable.touch(map: mapID, now: now.rfc3339, in: db)
            return node
        }
    }

    /// The node `id`. - Throws: `.notFound`.
    public func node(_ id: String) throws(KeepsakeError) -> MindMapNode {
        try MindMapRules.requireID(id, "node id")
        return try readingMindMaps { (db) throws(KeepsakeError) in try MindMapTable.requireNode(id, in: db) }
    }

    /// The children of node `id`, in order.
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown node.
    public func children(of id: String) throws(KeepsakeError) -> [MindMapNode] {
        try MindMapRules.requireID(id, "node id")
        return try readingMindMaps { (db) throws(KeepsakeError) -> [MindMapNode] in
            _ = try MindMapTable.requireNode(id, in: db)
            return try MindMapTable.children(of: id, in: db)
        }
    }

    /// The breadcrumb of node `id`: from the root down to the node, as (id, title).
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown node.
    public func path(to id: String) throws(KeepsakeError) -> [(id: String, title: String)] {
        try MindMapRules.requireID(id, "node id")
        return try readingMindMaps { (db) throws(KeepsakeError) -> [(id: String, title: String)] in
            _ = try MindMapTable.requireNode(id, in: db)
            return try MindMapTable.path(to: id, in: db)
        }
    }

    /// Sets a node's title (the root's title is the map's: renaming the root renames the map).
    public func setNodeTitle(_ id: String, title: String, now: Instant) throws(KeepsakeError) -> MindMapNode {
        try MindMapRules.requireID(id, "node id")
        let title = try MindMapRules.title(title)
        let now = now.rfc3339
        return try changingMindMaps { (db) throws(KeepsakeError) -> MindMapNode in
            let node = try MindMapTable.requireNode(id, in: db)
            try db.run("UPDATE mindmap_nodes SET title = ?, modified = ? WHERE id = ?", [.text(title), .text(now), .text(id)])
            if node.parentID == nil {
                try db.run("UPDATE mindmaps SET title = ? WHERE id = ?", [.text(title), .text(node.mapID)])
            }
            try MindMapTable.touch(map: node.mapID, now: now, in: db)
            return try MindMapTable.requireNode(id, in: db)
        }
    }

    /// Sets or (with nil or "") clears a node's note.
    public func setNodeNote(_ id: String, note: String?, now: Instant) throws(KeepsakeError) -> MindMapNode {
        try MindMapRules.requireID(id, "node id")
        let note = try MindMapRules.note(note)
        let now = now.rfc3339
        return try changingMindMaps { (db) throws(KeepsakeError) -> MindMapNode in
            let node = try MindMapTable.requireNode(id, in: db)
            try db.run("UPDATE mindmap_nodes SET note = ?, modified = ? WHERE id = ?", [note.map { .text($0) } ?? .null, .text(now), .text(id)])
            try MindMapTable.touch(map: node.mapID, now: now, in: db)
            return try MindMapTable.requireNode(id, in: db)
        }
    }

    /// Sets a node's link and feed URL; nil or "" clears each. Both are given, so a host sets
    /// a feed's pair (page and feed) in one durable change.
    ///
    /// ```swift
    /// _ = try session.setNodeLink(node.id, link: "https://example.org/", feed: "https://example.org/feed.xml", now: now)
    /// ```
    /// - Throws: `.notFound`; `.invalidArgument` for a link over `MindMapRules.maxLinkBytes`
    ///   bytes, with a control or format character (FORMAT.md R68: bidirectional overrides,
    ///   zero-width characters…), or of scheme `javascript:`, `vbscript:` or `data:`.
    public func setNodeLink(_ id: String, link: String?, feed: String? = nil, now: Instant) throws(KeepsakeError) -> MindMapNode {
        try MindMapRules.requireID(id, "node id")
        let link = try MindMapRules.link(link)
        let feed = try MindMapRules.link(feed, "feed")
        let now = now.rfc3339
        return try changingMindMaps { (db) throws(KeepsakeError) -> MindMapNode in
            let node = try MindMapTable.requireNode(id, in: db)
            try db.run("UPDATE mindmap_nodes SET link = ?, feed = ?, modified = ? WHERE id = ?",
                       [link.map { .text($0) } ?? .null, feed.map { .text($0) } ?? .null, .text(now), .text(id)])
            try MindMapTable.touch(map: node.mapID, now: now, in: db)
            return try MindMapTable.requireNode(id, in: db)
        }
    }

    /// What deleting node `id` would remove, so every host shows the same confirmation.
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown node.
    public func deletePreview(of id: String) throws(KeepsakeError) -> SubtreeCount {
        try MindMapRules.requireID(id, "node id")
        return try readingMindMaps { (db) throws(KeepsakeError) -> SubtreeCount in
            _ = try MindMapTable.requireNode(id, in: db)
            return try MindMapTable.subtreeCount(id, in: db)
        }
    }

    /// Deletes node `id` and its whole subtree in one transaction. The root cannot be deleted
    /// on its own: delete the map.
    ///
    /// - Throws: `.notFound`; `.invalidArgument` for a root.
    @discardableResult
    public func deleteNode(_ id: String, now: Instant) throws(KeepsakeError) -> SubtreeCount {
        try MindMapRules.requireID(id, "node id")
        let now = now.rfc3339
        return try changingMindMaps { (db) throws(KeepsakeError) -> SubtreeCount in
            let node = try MindMapTable.requireNode(id, in: db)
            guard node.parentID != nil else {
                throw .invalidArgument("node \(id) is the root of its map; delete the map instead")
            }
            try MindMapTable.deleteSubtree(id, in: db)
            let count = SubtreeCount(nodes: Int64(db.changes), attachments: 0)
            try MindMapTable.touch(map: node.mapID, now: now, in: db)
            try store.eraseAfterCommit(removing: [], in: db)
            return count
        }
    }
}
