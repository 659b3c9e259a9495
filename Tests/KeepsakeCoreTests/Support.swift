import XCTest
@testable import KeepsakeCore

/// A temporary folder per test, removed afterwards.
class StoreTestCase: XCTestCase {
    var folder = ""
    let now: Instant = "2026-11-30T09:00:00Z"

    override func setUpWithError() throws {
        folder = "/tmp/keepsake-tests-" + FileSystem.randomName()
        XCTAssertEqual(mkdir(folder, 0o755), 0)
    }

    override func tearDown() {
        FileSystem.removeTree(folder)
    }

    func path(_ name: String) -> String { folder + "/" + name }

    /// The host key the tests' centre stores seal their signing key under (FORMAT.md 9.2).
    var testHostKey: [UInt8] { Array(0..<32) }

    func makeStore(_ name: String = "store") throws -> Session {
        try Store.open(at: path(name), create: true).ownerSession()
    }

    @discardableResult
    func addMedia(_ session: Session, _ bytes: [UInt8]) throws -> MediaRecord {
        let writer = try session.openMediaWriter(now: now)
        try writer.write(bytes)
        return try writer.finish()
    }

    func readAll(_ path: String) throws -> [UInt8] {
        let file = try File.openForReading(path)
        return try file.readBytes(upTo: Int(try file.size()))
    }

    func writeAll(_ path: String, _ bytes: [UInt8]) throws {
        FileSystem.remove(path)
        let file = try File.createExclusive(path)
        try file.write(bytes)
        try file.close()
    }

    func reason(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as KeepsakeError {
            return error.bundleReason?.rawValue ?? error.message
        } catch {
            return "\(error)"
        }
    }
    /// Every media row of the session's store (a viewer copy's too, which no session lists).
    func storedMedia(_ s: Session) throws -> [String] {
        try s.store.read(.describeStore) { (db) throws(KeepsakeError) in try MediaTable.all(in: db).map(\.sha256) }
    }
}

extension StoreTestCase {
    /// Tests/Samples/mindmaps: files the source programs wrote (sources and licences in
    /// Tests/Samples/SOURCES.md).
    var mindMapSamples: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/mindmaps").path
    }

    /// Each node of `map` as ".…title|note" (a dot per level), depth-first: a tree's shape,
    /// titles and notes in one comparable list.
    func outline(_ session: Session, _ map: MindMap) throws -> [String] {
        let (_, tree) = try session.mindMapTree(map.id)
        var lines: [String] = []
        tree.walk { i, depth, entering in
            if entering { lines.append(String(repeating: ".", count: depth) + tree.nodes[i].title + "|" + (tree.nodes[i].note ?? "")) }
        }
        return lines
    }
}
