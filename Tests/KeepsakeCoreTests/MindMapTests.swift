import XCTest
@testable import KeepsakeCore

/// Maps, nodes, subtree deletion and the navigator through the Swift API.
final class MindMapTests: StoreTestCase {
    let later: Instant = "2026-11-30T10:00:00Z"

    func testCreatingAMapCreatesItsRoot() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "  Holidays \n", now: now)
        XCTAssertEqual(map.title, "Holidays")
        XCTAssertEqual(map.nodeCount, 1)
        let root = try session.node(map.rootID)
        XCTAssertEqual(root.title, "Holidays")
        XCTAssertNil(root.parentID)
        XCTAssertEqual(root.mapID, map.id)
        XCTAssertTrue(Validation.isUUID(map.id) && Validation.isUUID(root.id))
        XCTAssertEqual(try session.mindMap(map.id), map)
    }

    func testTitlesAndNotesAreValidated() throws {
        let session = try makeStore()
        XCTAssertThrowsError(try session.createMindMap(title: " \t\n ", now: now))
        XCTAssertThrowsError(try session.createMindMap(title: String(repeating: "x", count: 1001), now: now))
        XCTAssertNoThrow(try session.createMindMap(title: String(repeating: "é", count: 1000), now: now))
        let map = try session.createMindMap(title: "M", now: now)
        XCTAssertThrowsError(try session.createNode(under: map.rootID, title: "x", note: String(repeating: "n", count: 1_000_001), now: now))
        XCTAssertThrowsError(try session.createNode(under: "not-an-id", title: "x", now: now)) { error in
            guard case .invalidArgument? = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try session.createNode(under: Random.uuid(), title: "x", now: now)) { error in
            guard case .notFound? = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
        let node = try session.createNode(under: map.rootID, title: "x", note: "", now: now)
        XCTAssertNil(node.note, "an empty note is no note")
    }

    func testChildrenKeepTheirOrderAndEditsChangeTheMap() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "M", now: now)
        let a = try session.createNode(under: map.rootID, title: "a", now: now)
        let b = try session.createNode(under: map.rootID, title: "b", note: "bee", now: now)
        let c = try session.createNode(under: map.rootID, title: "c", now: now)
        XCTAssertEqual(try session.children(of: map.rootID).map(\.title), ["a", "b", "c"])
        try session.deleteNode(b.id, now: now)
        let d = try session.createNode(under: map.rootID, title: "d", now: later)
        XCTAssertEqual(try session.children(of: map.rootID).map(\.id), [a.id, c.id, d.id])
        let edited = try session.setNodeNote(a.id, note: "long\nnote", now: later)
        XCTAssertEqual(edited.note, "long\nnote")
        XCTAssertEqual(edited.modified, later)
        XCTAssertNil(try session.setNodeNote(a.id, note: nil, now: later).note)
        XCTAssertEqual(try session.setNodeTitle(a.id, title: " A ", now: later).title, "A")
        XCTAssertEqual(try session.mindMap(map.id).modified, later)
        _ = try session.setNodeTitle(map.rootID, title: "Renamed", now: later)
        XCTAssertEqual(try session.mindMap(map.id).title, "Renamed")
        XCTAssertEqual(try session.renameMindMap(map.id, title: "Again", now: later).title, "Again")
        XCTAssertEqual(try session.node(map.rootID).title, "Again")
    }

    func testListIsNewestFirstWithCounts() throws {
        let session = try makeStore()
        let old = try session.createMindMap(title: "old", now: "2026-01-01T00:00:00Z")
        let new = try session.createMindMap(title: "new", now: "2026-06-01T00:00:00+02:00")
        _ = try session.createNode(under: old.rootID, title: "x", now: "2026-03-01T00:00:00Z")
        let maps = try session.mindMaps()
        XCTAssertEqual(maps.map(\.id), [new.id, old.id])
        XCTAssertEqual(maps.map(\.nodeCount), [1, 2])
        _ = try session.createNode(under: old.rootID, title: "y", now: "2026-07-01T00:00:00Z")
        XCTAssertEqual(try session.mindMaps().map(\.id), [old.id, new.id])
    }

    func testDeletingASubtreeAfterAPreview() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "M", now: now)
        let a = try session.createNode(under: map.rootID, title: "a", now: now)
        let b = try session.createNode(under: a.id, title: "b", now: now)
        _ = try session.createNode(under: b.id, title: "c", now: now)
        let keep = try session.createNode(under: map.rootID, title: "keep", now: now)
        XCTAssertEqual(try session.deletePreview(of: a.id), SubtreeCount(nodes: 3, attachments: 0))
        XCTAssertThrowsError(try session.deleteNode(map.rootID, now: now)) { error in
            guard case .invalidArgument? = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try session.deleteNode(a.id, now: later), SubtreeCount(nodes: 3, attachments: 0))
        XCTAssertEqual(try session.children(of: map.rootID).map(\.id), [keep.id])
        XCTAssertThrowsError(try session.node(b.id))
        XCTAssertEqual(try session.mindMap(map.id).nodeCount, 2)
        XCTAssertEqual(try session.deleteMindMap(map.id), SubtreeCount(nodes: 2, attachments: 0))
        XCTAssertEqual(try session.mindMaps(), [])
        XCTAssertThrowsError(try session.node(keep.id))
    }

    func testChangesSurviveReopeningAndReadOnlyStoresRefuseThem() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "M", now: now)
        _ = try session.createNode(under: map.rootID, title: "a", now: now)
        let reopened = try Store.open(at: path("store"), readOnly: true).ownerSession()
        XCTAssertEqual(try reopened.children(of: map.rootID).map(\.title), ["a"])
        XCTAssertThrowsError(try reopened.createNode(under: map.rootID, title: "b", now: now)) { error in
            guard case .readOnly? = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
    }

    func testTenThousandChildren() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "wide", now: now)
        for i in 0..<10_000 { _ = try session.createNode(under: map.rootID, title: "child \(i)", now: now) }
        let children = try session.children(of: map.rootID)
        XCTAssertEqual(children.count, 10_000)
        XCTAssertEqual(children.last?.title, "child 9999")
        let navigator = try session.openNavigator(map: map.id)
        XCTAssertEqual(try navigator.view().children.count, 10_000)
        XCTAssertEqual(try session.deletePreview(of: children[5].id).nodes, 1)
        XCTAssertEqual(try session.deleteMindMap(map.id).nodes, 10_001)
    }

    /// A chain 100,000 deep (made through an OPML import: one transaction) read, navigated,
    /// exported and deleted without deep recursion.
    func testAChainOneHundredThousandDeep() throws {
        let session = try makeStore()
        let depth = 100_000
        var opml = "<?xml version=\"1.0\"?><opml version=\"2.0\"><head><title>deep</title></head><body>"
        for i in 0..<depth { opml += "<outline text=\"n\(i)\">" }
        for _ in 0..<depth { opml += "</outline>" }
        opml += "</body></opml>"
        try writeAll(path("deep.opml"), Array(opml.utf8))
        let map = try session.importMindMap(from: path("deep.opml"), format: .opml, now: now)
        XCTAssertEqual(map.nodeCount, Int64(depth))
        XCTAssertEqual(map.title, "n0")
        var deepest = map.rootID
        // Walk down a few levels, then find the deepest node by its title through the tree.
        let (_, tree) = try session.mindMapTree(map.id)
        tree.walk { i, d, entering in if entering && d == depth - 1 { deepest = tree.nodes[i].id } }
        let path = try session.path(to: deepest)
        XCTAssertEqual(path.count, depth)
        XCTAssertEqual(path.first?.title, "n0")
        XCTAssertEqual(path.last?.title, "n\(depth - 1)")
        let navigator = try session.openNavigator(map: map.id)
        try navigator.open(deepest)
        XCTAssertEqual(try navigator.view().path.count, depth)
        for format in MindMapFormat.allCases where format != .mermaid {
            let result = try session.exportMindMap(map.id, format: format, to: self.path("deep.\(format.rawValue)"))
            XCTAssertEqual(result.nodes, depth)
        }
        XCTAssertThrowsError(try session.exportMindMap(map.id, format: .mermaid, to: self.path("deep.mmd")), "Mermaid nests by indentation") { error in
            guard case .limitExceeded? = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
        XCTAssertFalse(FileSystem.exists(self.path("deep.mmd")))
        XCTAssertLessThan(FileSystem.regularFileSize(self.path("deep.markdown")) ?? .max, 10_000_000, "Markdown stays linear")
        let again = try session.importMindMap(from: self.path("deep.freemind"), format: .freemind, now: now)
        XCTAssertEqual(again.nodeCount, Int64(depth))
        let bundle = self.path("deep.keepsake")
        _ = try session.exportMindMapBundle(map.id, to: bundle, options: ExportOptions(created: now))
        let other = try makeStore("other")
        XCTAssertEqual(try other.importBundle(from: bundle).mindMaps.added, 1)
        XCTAssertEqual(try other.mindMap(map.id).nodeCount, Int64(depth))
        let second = try session.children(of: map.rootID)[0]
        XCTAssertEqual(try session.deletePreview(of: second.id).nodes, Int64(depth - 1))
        XCTAssertEqual(try session.deleteNode(second.id, now: now).nodes, Int64(depth - 1))
        XCTAssertEqual(try session.deleteMindMap(again.id).nodes, Int64(depth))
        XCTAssertEqual(try other.deleteMindMap(map.id).nodes, Int64(depth))
    }

    func testNavigatorGoesBackThroughTransitionsAndSurvivesDeletion() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "M", now: now)
        let a = try session.createNode(under: map.rootID, title: "a", now: now)
        let a1 = try session.createNode(under: a.id, title: "a1", now: now)
        let b = try session.createNode(under: map.rootID, title: "b", now: now)
        let navigator = try session.openNavigator(map: map.id)
        XCTAssertFalse(try navigator.canBack)
        XCTAssertThrowsError(try navigator.back())
        try navigator.open(a.id)
        try navigator.open(a1.id)
        try navigator.open(b.id) // a jump, not a child: Back returns to a1, not to the root
        let view = try navigator.view()
        XCTAssertEqual(view.active.id, b.id)
        XCTAssertEqual(view.path.map(\.title), ["M", "b"])
        XCTAssertTrue(view.canBack)
        // The typed view codes and decodes to itself, and its C ABI JSON keeps the wire names.
        XCTAssertEqual(try JSONDecoder().decode(NavigatorView.self, from: JSONEncoder().encode(view)), view)
        XCTAssertEqual(view.json["can_back"], .bool(true))
        XCTAssertEqual(view.json["active"]?["id"], .string(b.id))
        try navigator.back()
        XCTAssertEqual(navigator.activeID, a1.id)
        XCTAssertThrowsError(try navigator.open(Random.uuid())) { error in
            guard case .notFound? = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
        // Save, delete the active node's subtree, restore: the deleted nodes drop out.
        let state = try navigator.state()
        let saved = CanonicalJSON.string(state.json)
        try session.deleteNode(a.id, now: now)
        let restored = try session.restoreNavigator(json: saved)
        XCTAssertEqual(try session.restoreNavigator(state).activeID, map.rootID, "the typed state restores as its JSON does")
        XCTAssertThrowsError(try session.restoreNavigator(NavigatorState(mapID: map.id, active: "not-a-uuid", history: [])))
        XCTAssertEqual(restored.activeID, map.rootID)
        XCTAssertEqual(restored.history, [])
        XCTAssertFalse(try restored.canBack)
        // A live navigator also settles when its active node goes.
        try restored.open(b.id)
        let c = try session.createNode(under: b.id, title: "c", now: now)
        try restored.open(c.id)
        try session.deleteNode(c.id, now: now)
        XCTAssertEqual(try restored.view().active.id, b.id)
        XCTAssertThrowsError(try session.restoreNavigator(json: "{\"navigator\":2}"))
        XCTAssertThrowsError(try session.restoreNavigator(json: "not json"))
        try session.deleteMindMap(map.id)
        XCTAssertThrowsError(try session.restoreNavigator(json: saved)) { error in
            guard case .notFound? = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
    }
}
