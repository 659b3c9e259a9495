/// One level of a map at a time, as a Mindly-style host shows it: the active node, its
/// children, the breadcrumb to the root, and Back through the history of transitions.
///
/// ```swift
/// let navigator = try session.openNavigator(map: map.id)
/// try navigator.open(child.id)
/// try navigator.back()                     // to the root again
/// let saved = navigator.state              // keep it; later:
/// let again = try session.restoreNavigator(saved)
/// ```
///
/// Nodes deleted meanwhile drop out of the history; when the active node itself was deleted,
/// the navigator goes back to the last node of its history that still exists (or the root).
/// Used by one thread at a time.
public final class Navigator {
    /// The history keeps at most this many transitions (the oldest go first).
    public static let maxHistory = 1_000

    /// The session the navigator reads through; every call needs `Permission.readMindMaps`.
    public let session: Session
    /// The map being navigated.
    public let mapID: String
    /// The node shown now. It may name a node deleted since the last call; every call first moves
    /// to the last node of the history that still exists, or to the root.
    public private(set) var activeID: String
    /// The nodes `back()` returns to, oldest first, at most `maxHistory`.
    public private(set) var history: [String]

    init(session: Session, mapID: String, activeID: String, history: [String]) {
        self.session = session
        self.mapID = mapID
        self.activeID = activeID
        self.history = history
    }

    /// The active node, its children in order, the breadcrumb from the root and `can_back`:
    /// `{"active":node,"can_back":bool,"children":[node,…],"map_id":…,"path":[{"id","title"},…]}`.
    public func view() throws(KeepsakeError) -> JSONValue {
        try session.readingMindMaps { (db) throws(KeepsakeError) -> JSONValue in
            try settle(db)
            let active = try MindMapTable.requireNode(activeID, in: db)
            let children = try MindMapTable.children(of: activeID, in: db)
            let path = try MindMapTable.path(to: activeID, in: db)
            return ["map_id": .string(mapID), "active": active.json, "children": .array(children.map(\.json)),
                    "path": .array(path.map { ["id": .string($0.id), "title": .string($0.title)] }),
                    "can_back": .bool(try canBack(db))]
        }
    }

    /// Makes `nodeID` (a child, an ancestor from the breadcrumb, any node of the map) active,
    /// remembering the transition for `back()`.
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for a node not in this map.
    public func open(_ nodeID: String) throws(KeepsakeError) {
        try MindMapRules.requireID(nodeID, "node id")
        try session.readingMindMaps { (db) throws(KeepsakeError) in
            try settle(db)
            guard try MindMapTable.exists(node: nodeID, map: mapID, in: db) else {
                throw .notFound("no node with id \(nodeID) in mind map \(mapID)")
            }
            guard nodeID != activeID else { return }
            history.append(activeID)
            if history.count > Navigator.maxHistory { history.removeFirst(history.count - Navigator.maxHistory) }
            activeID = nodeID
        }
    }

    /// Goes back to where the last transition came from (skipping deleted nodes).
    ///
    /// - Throws: `.notFound` when there is nothing to go back to.
    public func back() throws(KeepsakeError) {
        try session.readingMindMaps { (db) throws(KeepsakeError) in
            try settle(db)
            while let previous = history.popLast() {
                if try MindMapTable.exists(node: previous, map: mapID, in: db) {
                    activeID = previous
                    return
                }
            }
            throw .notFound("there is nothing to go back to")
        }
    }

    /// True when `back()` would move.
    /// - Throws: `.notFound` when the map was deleted.
    public var canBack: Bool {
        get throws(KeepsakeError) {
            try session.readingMindMaps { (db) throws(KeepsakeError) -> Bool in
                try settle(db)
                return try canBack(db)
            }
        }
    }

    /// The navigator as canonical-JSON-ready state to keep and give to
    /// `Session.restoreNavigator`: `{"active":…,"history":[…],"map_id":…,"navigator":1}`.
    /// Deleted nodes are left out.
    public func state() throws(KeepsakeError) -> JSONValue {
        try session.readingMindMaps { (db) throws(KeepsakeError) -> JSONValue in
            try settle(db)
            var kept: [String] = []
            for id in history where try MindMapTable.exists(node: id, map: mapID, in: db) { kept.append(id) }
            history = kept
            return ["navigator": 1, "map_id": .string(mapID), "active": .string(activeID), "history": .array(kept.map { .string($0) })]
        }
    }

    private func canBack(_ db: Database) throws(KeepsakeError) -> Bool {
        for id in history.reversed() where try MindMapTable.exists(node: id, map: mapID, in: db) { return true }
        return false
    }

    /// Moves off a deleted active node: back through the history, else to the root.
    private func settle(_ db: Database) throws(KeepsakeError) {
        if try MindMapTable.exists(node: activeID, map: mapID, in: db) { return }
        let map = try MindMapTable.requireMap(mapID, in: db)
        while let previous = history.popLast() {
            if try MindMapTable.exists(node: previous, map: mapID, in: db) {
                activeID = previous
                return
            }
        }
        activeID = map.rootID
    }
}

extension Session {
    /// A navigator over map `id`, at its root with an empty history.
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown map.
    public func openNavigator(map id: String) throws(KeepsakeError) -> Navigator {
        let map = try mindMap(id)
        return Navigator(session: self, mapID: map.id, activeID: map.rootID, history: [])
    }

    /// A navigator from `Navigator.state()`. Nodes deleted since are dropped.
    ///
    /// - Throws: `.invalidArgument` for a malformed state; `.notFound` when the map is gone.
    public func restoreNavigator(_ state: JSONValue) throws(KeepsakeError) -> Navigator {
        guard case .object(let o) = state, o.count == 4, o["navigator"] == .int(1),
              case .string(let mapID)? = o["map_id"], Validation.isUUID(mapID),
              case .string(let active)? = o["active"], Validation.isUUID(active),
              case .array(let list)? = o["history"], list.count <= Navigator.maxHistory else {
            throw .invalidArgument("the navigator state must be {\"active\",\"history\",\"map_id\",\"navigator\":1} as Navigator.state gives it, with at most \(Navigator.maxHistory) history entries")
        }
        var history: [String] = []
        for item in list {
            guard case .string(let id) = item, Validation.isUUID(id) else {
                throw .invalidArgument("the navigator state's history holds something other than node ids")
            }
            history.append(id)
        }
        let navigator = Navigator(session: self, mapID: try mindMap(mapID).id, activeID: active, history: history)
        _ = try navigator.state() // settles on existing nodes and drops deleted ones
        return navigator
    }

    /// `restoreNavigator(_:)` from the state's JSON text.
    public func restoreNavigator(json: String) throws(KeepsakeError) -> Navigator {
        let value: JSONValue
        do throws(JSONParser.Failure) {
            value = try JSONParser.parse(json)
        } catch {
            throw .invalidArgument("the navigator state is not JSON: \(error)")
        }
        return try restoreNavigator(value)
    }
}
