import XCTest
@testable import KeepsakeCore

/// Moving nodes (issue 16 §8): re-parenting with the subtree, reordering, the refusals, and
/// that a move is durable and leaves navigators' histories working.
final class MindMapMoveTests: StoreTestCase {
    func titles(_ session: Session, _ id: String) throws -> [String] { try session.children(of: id).map(\.title) }

    func testReparentAndReorder() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "Trip", now: now)
        let papers = try session.createNode(under: map.rootID, title: "Papers", now: now)
        let packing = try session.createNode(under: map.rootID, title: "Packing", now: now)
        let passports = try session.createNode(under: papers.id, title: "Passports", now: now)
        let boots = try session.createNode(under: packing.id, title: "Boots", now: now)
        let socks = try session.createNode(under: boots.id, title: "Socks", now: now)
        let tickets = try session.createNode(under: papers.id, title: "Tickets", now: now)

        // Re-parent with the subtree: Boots (and Socks) go first under Papers.
        let moved = try session.moveNode(boots.id, under: papers.id, at: 0, now: "2026-11-30T10:00:00Z")
        XCTAssertEqual(moved.parentID, papers.id)
        XCTAssertEqual(moved.modified, "2026-11-30T10:00:00Z")
        XCTAssertEqual(try titles(session, papers.id), ["Boots", "Passports", "Tickets"])
        XCTAssertEqual(try titles(session, packing.id), [])
        XCTAssertEqual(try session.path(to: socks.id).map(\.title), ["Trip", "Papers", "Boots", "Socks"])
        // Reorder among siblings: to the end, to the middle, past the end is last.
        try session.moveNode(boots.id, under: papers.id, now: now)
        XCTAssertEqual(try titles(session, papers.id), ["Passports", "Tickets", "Boots"])
        try session.moveNode(tickets.id, under: papers.id, at: 0, now: now)
        XCTAssertEqual(try titles(session, papers.id), ["Tickets", "Passports", "Boots"])
        try session.moveNode(tickets.id, under: papers.id, at: 99, now: now)
        XCTAssertEqual(try titles(session, papers.id), ["Passports", "Boots", "Tickets"])
        // Positions stay 0, 1, 2 and the map is one tree (its exports and bundles check it).
        XCTAssertEqual(try session.children(of: papers.id).map(\.position), [0, 1, 2])
        XCTAssertNoThrow(try session.mindMapTree(map.id))
        XCTAssertEqual(try session.mindMap(map.id).nodeCount, 7)
        _ = passports
    }

    func testRefusalsChangeNothing() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "A", now: now)
        let other = try session.createMindMap(title: "B", now: now)
        let a = try session.createNode(under: map.rootID, title: "a", now: now)
        let b = try session.createNode(under: a.id, title: "b", now: now)
        let c = try session.createNode(under: b.id, title: "c", now: now)
        let before = try session.mindMapTree(map.id).1.nodes
        func refused(_ id: String, _ parent: String, _ index: Int? = nil, _ text: String) {
            XCTAssertThrowsError(try session.moveNode(id, under: parent, at: index, now: now)) { error in
                guard case .invalidArgument(let m)? = error as? KeepsakeError, m.contains(text) else { return XCTFail("\(error)") }
            }
        }
        refused(a.id, c.id, nil, "cycle")
        refused(a.id, a.id, nil, "the node itself")
        refused(b.id, other.rootID, nil, "another map")
        refused(map.rootID, a.id, nil, "root")
        refused(c.id, a.id, -1, "negative")
        XCTAssertThrowsError(try session.moveNode(c.id, under: "00000000-0000-4000-8000-000000000000", now: now)) { error in
            guard case .notFound? = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try session.mindMapTree(map.id).1.nodes, before, "nothing changed")
    }

    func testAMoveIsDurableAndNavigatorsKeepTheirHistory() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "Trip", now: now)
        let a = try session.createNode(under: map.rootID, title: "a", now: now)
        let b = try session.createNode(under: map.rootID, title: "b", now: now)
        let deep = try session.createNode(under: a.id, title: "deep", now: now)
        let navigator = try session.openNavigator(map: map.id)
        try navigator.open(a.id)
        try navigator.open(deep.id)
        let saved = try navigator.state()
        try session.moveNode(deep.id, under: b.id, now: now)
        // A navigator restored from the saved state still stands on the moved node, with its
        // new breadcrumb, and goes back through the same history.
        let restored = try session.restoreNavigator(saved)
        XCTAssertEqual(try restored.view().path.map(\.title), ["Trip", "b", "deep"])
        try restored.back()
        XCTAssertEqual(try restored.view().active.title, "a")
        // Durable at once: a fresh open of the store sees the move.
        let reopened = try Store.open(at: path("store"), readOnly: true).ownerSession()
        XCTAssertEqual(try reopened.children(of: b.id).map(\.title), ["deep"])
        XCTAssertEqual(try reopened.children(of: a.id).map(\.title), [])
    }
}
