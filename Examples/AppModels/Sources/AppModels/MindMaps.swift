// The Mindly-style map app: the list of maps, and one level of a map at a time.
import Foundation
import KeepsakeKit
import Observation

/// The first screen: every map, kept current while the screen shows.
@Observable
public final class MapListModel {
    /// The maps, newest first.
    public private(set) var maps: [MindMap] = []
    private let session: AsyncSession

    /// The list of `session`'s maps.
    public init(session: AsyncSession) { self.session = session }

    /// Keeps `maps` current until the task ends (`.task { try? await model.observe() }`).
    public func observe() async throws {
        for try await maps in session.values({ s in try s.mindMaps() }) {
            self.maps = maps
        }
    }

    /// Reads the list once (the first frame of the screen).
    public func load() async throws {
        maps = try await session.mindMaps()
    }

    /// The "+" button.
    public func create(title: String) async throws -> MindMap {
        try await session.createMindMap(title: title)
    }
}

/// A map's screen: the active node in the middle, its children around it, the breadcrumb.
@Observable
public final class MapScreenModel {
    /// What the screen shows; nil before the first load.
    public private(set) var view: NavigatorView?
    private let session: AsyncSession
    private let navigator: Navigator

    private init(session: AsyncSession, navigator: Navigator) {
        self.session = session
        self.navigator = navigator
    }

    /// The screen of map `mapID` at its root.
    public static func open(map mapID: String, in session: AsyncSession) async throws -> MapScreenModel {
        let model = MapScreenModel(session: session, navigator: try await session.openNavigator(map: mapID))
        try await model.refresh()
        return model
    }

    /// The screen as it was left (`@SceneStorage` keeps the encoded state).
    public static func restore(_ state: NavigatorState, in session: AsyncSession) async throws -> MapScreenModel {
        let model = MapScreenModel(session: session, navigator: try await session.restoreNavigator(state))
        try await model.refresh()
        return model
    }

    /// Reads what the navigator shows now.
    public func refresh() async throws {
        view = try await session.navigate(navigator)
    }

    /// A tap on a child or a crumb.
    public func open(_ node: MindMapNode.ID) async throws {
        view = try await session.navigate(navigator) { n throws(KeepsakeError) in try n.open(node) }
    }

    /// The back button.
    public func back() async throws {
        view = try await session.navigate(navigator) { n throws(KeepsakeError) in try n.back() }
    }

    /// Adds a child to the active node.
    public func addChild(title: String) async throws {
        guard let active = view?.active.id else { return }
        _ = try await session.createNode(under: active, title: title)
        try await refresh()
    }

    /// What to keep for state restoration.
    public func state() async throws -> NavigatorState {
        let navigator = self.navigator
        return try await session.perform { _ in try navigator.state() }
    }
}
