/// Moving nodes: re-parenting a node with its subtree, and reordering siblings. Each move is
/// one durable transaction like every other change; node ids stay, so a navigator's saved
/// history still names the same nodes after a move.
extension Session {
    /// Moves node `id` (with its subtree) under `newParentID`, to place `index` among the new
    /// parent's children (0 first; nil or an index past the end: last). Moving a node under its
    /// own parent reorders its siblings.
    ///
    /// ```swift
    /// try session.moveNode(towels.id, under: beach.id, at: 0, now: now)   // first child of beach
    /// ```
    /// - Throws: `.notFound` for an unknown node or parent; `.invalidArgument` for the root, a
    ///   parent inside the node's own subtree (a cycle), a parent in another map, or a
    ///   negative index.
    /// - Returns: the node as it now is.
    @discardableResult
    public func moveNode(_ id: String, under newParentID: String, at index: Int? = nil, now: Instant) throws(KeepsakeError) -> MindMapNode {
        try MindMapRules.requireID(id, "node id")
        try MindMapRules.requireID(newParentID, "parent id")
        let now = now.rfc3339
        if let index, index < 0 { throw .invalidArgument("index \(index) is negative; give 0 for the first place, or none for the last") }
        return try changingMindMaps { (db) throws(KeepsakeError) -> MindMapNode in
            let node = try MindMapTable.requireNode(id, in: db)
            let parent = try MindMapTable.requireNode(newParentID, in: db)
            guard node.parentID != nil else { throw .invalidArgument("node \(id) is the root of its map; the root cannot move") }
            guard parent.mapID == node.mapID else {
                throw .invalidArgument("node \(newParentID) is in another map (\(parent.mapID)); nodes move within their map only")
            }
            // The new parent must not be the node or lie below it.
            if try MindMapTable.path(to: newParentID, in: db).contains(where: { $0.id == id }) {
                throw .invalidArgument("node \(newParentID) is \(newParentID == id ? "the node itself" : "inside the subtree of \(id)"); moving there would make a cycle")
            }
            var siblings = try MindMapTable.children(of: newParentID, in: db).map(\.id).filter { $0 != id }
            siblings.insert(id, at: min(index ?? siblings.count, siblings.count))
            // Positions are unique among siblings: park every one beyond any final value, then
            // number them 0, 1, 2, … in the new order.
            let park = Int64(siblings.count) + (try MindMapTable.nextPosition(under: newParentID, in: db))
            let oldParkAt = try MindMapTable.nextPosition(under: node.parentID ?? newParentID, in: db)
            try db.run("UPDATE mindmap_nodes SET parent_id = ?, position = ?, modified = ? WHERE id = ?",
                       [.text(newParentID), .integer(park + max(oldParkAt, 0) + 1), .text(now), .text(id)])
            try db.run("UPDATE mindmap_nodes SET position = position + ? WHERE parent_id = ? AND id <> ?",
                       [.integer(park + max(oldParkAt, 0) + 2), .text(newParentID), .text(id)])
            for (k, sibling) in siblings.enumerated() {
                try db.run("UPDATE mindmap_nodes SET position = ? WHERE id = ?", [.integer(Int64(k)), .text(sibling)])
            }
            try MindMapTable.touch(map: node.mapID, now: now, in: db)
            return try MindMapTable.requireNode(id, in: db)
        }
    }
}
