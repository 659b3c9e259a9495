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
/// `Sendable`: a view model keeps one and calls it from any task or thread; its calls run one
/// at a time (a lock), each in one read snapshot.
public final class Navigator: @unchecked Sendable {
    /// The history keeps at most this many transitions (the oldest go first).
    public static let maxHistory = 1_000

    /// The session the navigator reads through; every call needs `Permission.readMindMaps`.
    public let session: Session
    /// The map being navigated.
    public let mapID: String
    /// Guards `active` and `trail`; every public call holds it for its whole run.
    private let lock = Lock()
    private var active: String
    private var trail: [String]

    /// The node shown now. It may name a node deleted since the last call; every call first moves
    /// to the last node of the history that still exists, or to the root.
    public var activeID: String { lock.sync { active } }
    /// The nodes `back()` returns to, oldest first, at most `maxHistory`.
    public var history: [String] { lock.sync { trail } }

    init(session: Session, mapID: String, activeID: String, history: [String]) {
        self.session = session
        self.mapID = mapID
        self.active = activeID
        self.trail = history
    }

    /// The active node, its children in order, the breadcrumb from the root and whether Back
    /// would move, read in one snapshot.
    ///
    /// ```swift
    /// let view = try navigator.view()
    /// print(view.path.map(\.title).joined(separator: " › "), view.children.count)
    /// ```
    /// - Throws: `KeepsakeError.notFound` when the map is gone.
    public func view() throws(KeepsakeError) -> NavigatorView {
        try lock.withLock { () throws(KeepsakeError) -> NavigatorView in try viewLocked() }
    }

    private func viewLocked() throws(KeepsakeError) -> NavigatorView {
        try session.readingMindMaps { (db) throws(KeepsakeError) -> NavigatorView in
            try settle(db)
            let node = try MindMapTable.requireNode(active, in: db)
            let children = try MindMapTable.children(of: active, in: db)
            let path = try MindMapTable.path(to: active, in: db)
            return NavigatorView(mapID: mapID, active: node, children: children,
                                 path: path.map { NavigatorView.Crumb(id: $0.id, title: $0.title) }, canBack: try canBack(db))
        }
    }

    /// Makes `nodeID` (a child, an ancestor from the breadcrumb, any node of the map) active,
    /// remembering the transition for `back()`.
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for a node not in this map.
    public func open(_ nodeID: String) throws(KeepsakeError) {
        try MindMapRules.requireID(nodeID, "node id")
        try lock.withLock { () throws(KeepsakeError) in try openLocked(nodeID) }
    }

    private func openLocked(_ nodeID: String) throws(KeepsakeError) {
        try session.readingMindMaps { (db) throws(KeepsakeError) in
            try settle(db)
            guard try MindMapTable.exists(node: nodeID, map: mapID, in: db) else {
                throw .notFound("no node with id \(nodeID) in mind map \(mapID)")
            }
            guard nodeID != active else { return }
            trail.append(active)
            if trail.count > Navigator.maxHistory { trail.removeFirst(trail.count - Navigator.maxHistory) }
            active = nodeID
        }
    }

    /// Goes back to where the last transition came from (skipping deleted nodes).
    ///
    /// - Throws: `.notFound` when there is nothing to go back to.
    public func back() throws(KeepsakeError) {
        try lock.withLock { () throws(KeepsakeError) in try backLocked() }
    }

    private func backLocked() throws(KeepsakeError) {
        try session.readingMindMaps { (db) throws(KeepsakeError) in
            try settle(db)
            while let previous = trail.popLast() {
                if try MindMapTable.exists(node: previous, map: mapID, in: db) {
                    active = previous
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
            try lock.withLock { () throws(KeepsakeError) -> Bool in
                try session.readingMindMaps { (db) throws(KeepsakeError) -> Bool in
                    try settle(db)
                    return try canBack(db)
                }
            }
        }
    }

    /// The navigator's state to keep (it is `Codable`) and give to `Session.restoreNavigator`.
    /// Deleted nodes are left out.
    ///
    /// - Throws: `KeepsakeError.notFound` when the map is gone.
    public func state() throws(KeepsakeError) -> NavigatorState {
        try lock.withLock { () throws(KeepsakeError) -> NavigatorState in try stateLocked() }
    }

    private func stateLocked() throws(KeepsakeError) -> NavigatorState {
        try session.readingMindMaps { (db) throws(KeepsakeError) -> NavigatorState in
            try settle(db)
            var kept: [String] = []
            for id in trail where try MindMapTable.exists(node: id, map: mapID, in: db) { kept.append(id) }
            trail = kept
            return NavigatorState(mapID: mapID, active: active, history: kept)
        }
    }

    private func canBack(_ db: Database) throws(KeepsakeError) -> Bool {
        for id in trail.reversed() where try MindMapTable.exists(node: id, map: mapID, in: db) { return true }
        return false
    }

    /// Moves off a deleted active node: back through the history, else to the root.
    private func settle(_ db: Database) throws(KeepsakeError) {
        if try MindMapTable.exists(node: active, map: mapID, in: db) { return }
        let map = try MindMapTable.requireMap(mapID, in: db)
        while let previous = trail.popLast() {
            if try MindMapTable.exists(node: previous, map: mapID, in: db) {
                active = previous
                return
            }
        }
        active = map.rootID
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
    /// ```swift
    /// let saved = try navigator.state()
    /// let again = try session.restoreNavigator(saved)
    /// ```
    /// - Throws: `.invalidArgument` for ids that are not UUIDs or a history longer than
    ///   `Navigator.maxHistory`; `.notFound` when the map is gone.
    public func restoreNavigator(_ state: NavigatorState) throws(KeepsakeError) -> Navigator {
        guard Validation.isUUID(state.mapID), Validation.isUUID(state.active), state.history.count <= Navigator.maxHistory else {
            throw .invalidArgument(NavigatorState.shapeMessage)
        }
        guard state.history.allSatisfy(Validation.isUUID) else {
            throw .invalidArgument("the navigator state's history holds something other than node ids")
        }
        let navigator = Navigator(session: self, mapID: try mindMap(state.mapID).id, activeID: state.active, history: state.history)
        _ = try navigator.state() // settles on existing nodes and drops deleted ones
        return navigator
    }

    /// `restoreNavigator(_:)` from the state's JSON (the C ABI's `state_json`).
    package func restoreNavigator(_ state: JSONValue) throws(KeepsakeError) -> Navigator {
        guard case .object(let o) = state, o.count == 4, o["navigator"] == .int(1),
              case .string(let mapID)? = o["map_id"], Validation.isUUID(mapID),
              case .string(let active)? = o["active"], Validation.isUUID(active),
              case .array(let list)? = o["history"], list.count <= Navigator.maxHistory else {
            throw .invalidArgument(NavigatorState.shapeMessage)
        }
        var history: [String] = []
        for item in list {
            guard case .string(let id) = item, Validation.isUUID(id) else {
                throw .invalidArgument("the navigator state's history holds something other than node ids")
            }
            history.append(id)
        }
        return try restoreNavigator(NavigatorState(mapID: mapID, active: active, history: history))
    }

    /// `restoreNavigator(_:)` from the state's JSON text.
    package func restoreNavigator(json: String) throws(KeepsakeError) -> Navigator {
        let value: JSONValue
        do throws(JSONParser.Failure) {
            value = try JSONParser.parse(json)
        } catch {
            throw .invalidArgument("the navigator state is not JSON: \(error)")
        }
        return try restoreNavigator(value)
    }
}

/// What a navigator shows: the active node, its children, the breadcrumb and Back.
public struct NavigatorView: Sendable, Hashable, Codable {
    /// One step of the breadcrumb.
    public struct Crumb: Sendable, Hashable, Codable, Identifiable {
        /// The node's id.
        public let id: String
        /// The node's title.
        public let title: String
    }

    /// The map's id.
    public let mapID: String
    /// The active node.
    public let active: MindMapNode
    /// Its children, in order.
    public let children: [MindMapNode]
    /// From the root to the active node, both included.
    public let path: [Crumb]
    /// Whether `Navigator.back()` would move.
    public let canBack: Bool

    enum CodingKeys: String, CodingKey { case mapID = "map_id", active, children, path, canBack = "can_back" }

    /// `{"active":node,"can_back":bool,"children":[node,…],"map_id":…,"path":[{"id","title"},…]}`.
    package var json: JSONValue {
        ["map_id": .string(mapID), "active": active.json, "children": .array(children.map(\.json)),
         "path": .array(path.map { ["id": .string($0.id), "title": .string($0.title)] }), "can_back": .bool(canBack)]
    }
}

/// A navigator's state, to keep between launches (it is `Codable`) and give to
/// `Session.restoreNavigator(_:)`.
public struct NavigatorState: Sendable, Hashable, Codable {
    /// The map's id.
    public let mapID: String
    /// The active node's id.
    public let active: String
    /// The nodes Back returns to, oldest first, at most `Navigator.maxHistory`.
    public let history: [String]

    /// A state of map `mapID` at node `active` with `history`.
    public init(mapID: String, active: String, history: [String]) {
        self.mapID = mapID
        self.active = active
        self.history = history
    }

    enum CodingKeys: String, CodingKey { case mapID = "map_id", active, history }

    static let shapeMessage = "the navigator state must be {\"active\",\"history\",\"map_id\",\"navigator\":1} as Navigator.state gives it, with at most \(Navigator.maxHistory) history entries"

    /// `{"active":…,"history":[…],"map_id":…,"navigator":1}`, the C ABI's saved state.
    package var json: JSONValue {
        ["navigator": 1, "map_id": .string(mapID), "active": .string(active), "history": .array(history.map { .string($0) })]
    }
}
