import XCTest
@testable import KeepsakeCore

/// Mind maps in bundles: kind mindmap, format version 2 archives, import rules, reader checks.
final class MindMapBundleTests: StoreTestCase {
    func makeMap(_ session: Session, at instant: Instant) throws -> MindMap {
        let map = try session.createMindMap(title: "Trip", now: instant)
        let a = try session.createNode(under: map.rootID, title: "Pack", note: "passport", now: instant)
        _ = try session.createNode(under: a.id, title: "Socks", now: instant)
        return try session.mindMap(map.id)
    }

    func testMindmapBundleRoundTripAndDump() throws {
        let session = try makeStore()
        let map = try makeMap(session, at: now)
        _ = try session.createMindMap(title: "Other", now: now)
        let bundle = path("trip.keepsake")
        _ = try session.exportMindMapBundle(map.id, to: bundle, options: ExportOptions(created: now))
        try Bundles.verify(at: bundle)
        let dump = try Bundles.dump(at: bundle).json
        XCTAssertEqual(dump["kind"], "mindmap")
        XCTAssertEqual(dump["format_version"], .int(BundleSchema.formatVersion))
        XCTAssertEqual(dump["tables"]?["mindmaps"]?.arrayValue?.count, 1)
        XCTAssertEqual(dump["tables"]?["mindmap_nodes"]?.arrayValue?.count, 3)
        // Deterministic.
        _ = try session.exportMindMapBundle(map.id, to: bundle + "2", options: ExportOptions(created: now))
        XCTAssertEqual(try readAll(bundle), try readAll(bundle + "2"))

        let other = try makeStore("other")
        let result = try other.importBundle(from: bundle)
        XCTAssertEqual(result.kind, "mindmap")
        XCTAssertEqual(result.mindMaps.added, 1)
        XCTAssertEqual(try other.mindMap(map.id), map)
        XCTAssertEqual(try other.importBundle(from: bundle).mindMaps.unchanged, 1, "the same map again changes nothing")
        XCTAssertEqual(try other.mindMaps().count, 1)
    }

    func testNewerReplacesOlderKeepsBoth() throws {
        let session = try makeStore()
        let map = try makeMap(session, at: "2026-11-30T09:00:00Z")
        let v1 = path("v1.keepsake")
        _ = try session.exportMindMapBundle(map.id, to: v1, options: ExportOptions(created: now))
        let other = try makeStore("other")
        _ = try other.importBundle(from: v1)
        // The source edits later: importing its bundle replaces the older copy.
        _ = try session.createNode(under: map.rootID, title: "Tickets", now: "2026-11-30T11:00:00Z")
        let v2 = path("v2.keepsake")
        _ = try session.exportMindMapBundle(map.id, to: v2, options: ExportOptions(created: now))
        XCTAssertEqual(try other.importBundle(from: v2).mindMaps.replaced, 1)
        XCTAssertEqual(try other.mindMap(map.id).nodeCount, 4)
        // The destination edits later still: an older bundle is kept beside it, under new ids.
        _ = try other.createNode(under: map.rootID, title: "Hotel", now: "2026-11-30T12:00:00Z")
        let result = try other.importBundle(from: v1)
        XCTAssertEqual(result.mindMaps.copied, 1)
        let maps = try other.mindMaps()
        XCTAssertEqual(maps.count, 2)
        XCTAssertEqual(try other.mindMap(map.id).nodeCount, 5, "the local edits are kept")
        XCTAssertEqual(maps.first { $0.id != map.id }?.nodeCount, 3)
    }

    func testArchiveCarriesEverythingAndVersionOneStillImports() throws {
        let session = try makeStore()
        try addMedia(session, Array("GIF89a pixels".utf8))
        _ = try makeMap(session, at: now)
        _ = try session.createMindMap(title: "Second", now: now)
        let archive = path("all.keepsake")
        _ = try session.exportBundle(to: archive, options: ExportOptions(created: now))
        let dump = try Bundles.dump(at: archive).json
        XCTAssertEqual(dump["format_version"], .int(BundleSchema.formatVersion))
        XCTAssertEqual(dump["tables"]?["mindmaps"]?.arrayValue?.count, 2)
        let other = try makeStore("other")
        let result = try other.importBundle(from: archive)
        XCTAssertEqual(result.mediaAdded, 1)
        XCTAssertEqual(result.mindMaps.added, 2)
    }

    /// A bundle database with mind-map rows written by hand, to break one rule at a time.
    func bundle(kind: String, maps: [(String, String)], nodes: [(String, String, String?, Int, String)], link: String? = nil) throws -> String {
        let file = path("hand-\(FileSystem.randomName()).keepsake")
        let dbPath = try BundleDatabaseBuilder.build(at: path("hand.db"), scratchPath: path("hand.build.db")) { (db) throws(KeepsakeError) in
            for (id, title) in maps {
                try db.run("INSERT INTO mindmaps VALUES (?, ?, ?, ?)", [.text(id), .text(title), .text(now.rfc3339), .text(now.rfc3339)])
            }
            for (id, map, parent, position, title) in nodes {
                try db.run("INSERT INTO mindmap_nodes VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, NULL)",
                           [.text(id), .text(map), parent.map { .text($0) } ?? .null, .integer(Int64(position)), .text(title), .text(now.rfc3339), .text(now.rfc3339),
                            link.map { .text($0) } ?? .null])
            }
        }
        let members = [Manifest.Member(path: "keepsake.db", size: try FileSystem.requireSize(dbPath), sha256: try BundleWriter.hashFile(dbPath))]
        let manifest = Manifest(formatVersion: BundleSchema.formatVersion, kind: kind, access: "full", created: now, generator: "test", members: members)
        _ = try BundleWriter.write(manifest: manifest, sources: [dbPath], to: file, temporaryPath: file + ".tmp", progress: nil)
        FileSystem.remove(dbPath)
        return file
    }

    func testReaderChecksTheTrees() throws {
        let (m, r, a, b) = (Random.uuid(), Random.uuid(), Random.uuid(), Random.uuid())
        XCTAssertNil(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, "T")], nodes: [(r, m, nil, 0, "T"), (a, m, r, 0, "a")])) })
        XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, "T")], nodes: [(a, m, r, 0, "a")])) }, "mindmap-tree")
        XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, "T")], nodes: [(r, m, nil, 0, "T"), (a, m, b, 0, "a"), (b, m, a, 0, "b")])) }, "mindmap-tree")
        XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, "T")], nodes: [(r, m, nil, 0, "T"), (a, m, r, 0, "a"), (b, m, r, 0, "b")])) }, "mindmap-tree")
        XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, "T")], nodes: [(r, m, nil, 0, "T"), (a, m, nil, 0, "T")])) }, "mindmap-tree")
        XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, "T")], nodes: [(r, m, nil, 0, "Other")])) }, "mindmap-tree")
        XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, "T")], nodes: [(r, Random.uuid(), nil, 0, "T")])) }, "mindmap-tree")
        XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [], nodes: [])) }, "kind-content")
        XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, "T"), (b, "U")], nodes: [(r, m, nil, 0, "T"), (a, b, nil, 0, "U")])) }, "kind-content")
        XCTAssertNil(reason { try Bundles.verify(at: try self.bundle(kind: "archive", maps: [], nodes: [])) })
        XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, " T")], nodes: [(r, m, nil, 0, " T")])) }, "database-row")
        XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, "T")], nodes: [(r, m, nil, -1, "T")])) }, "database-row")
        XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [("X", "T")], nodes: [])) }, "database-row")
        // R68: links are checked as any column.
        let tree: [(String, String, String?, Int, String)] = [(r, m, nil, 0, "T")]
        XCTAssertNil(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, "T")], nodes: tree, link: "#ID_1")) })
        for bad in ["", "javascript:x", "DATA:x", " https://e.org", "https://e.org/\u{7}", String(repeating: "é", count: 2_049)] {
            XCTAssertEqual(reason { try Bundles.verify(at: try self.bundle(kind: "mindmap", maps: [(m, "T")], nodes: tree, link: bad)) }, "database-row", bad)
        }
        // A refused bundle leaves the store as it was.
        let session = try makeStore()
        XCTAssertThrowsError(try session.importBundle(from: try bundle(kind: "mindmap", maps: [(m, "T")], nodes: [(a, m, r, 0, "a")])))
        XCTAssertEqual(try session.mindMaps(), [])
    }
}
