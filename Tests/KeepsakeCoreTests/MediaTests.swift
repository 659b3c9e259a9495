import XCTest
@testable import KeepsakeCore

/// Media entering and leaving the store through the Swift API.
final class MediaTests: StoreTestCase {
    func testChunksAreHashedNamedAndStoredOnce() throws {
        let session = try makeStore()
        let writer = try session.openMediaWriter(now: now)
        try writer.write(Array("GIF8".utf8))
        try writer.write(Array("9a and the rest".utf8))
        let record = try writer.finish()
        XCTAssertEqual(record.mediaType, "image/gif")
        XCTAssertEqual(record.size, 19)
        XCTAssertEqual(record.sha256, try SHA256Hasher.hex(of: Array("GIF89a and the rest".utf8)))
        XCTAssertEqual(try writer.finish(), record, "finish is idempotent")
        let again = try addMedia(session, Array("GIF89a and the rest".utf8))
        XCTAssertEqual(again, record)
        XCTAssertEqual(try session.listMedia(), [record])
        XCTAssertEqual(FileSystem.list(path("store/tmp")), [], "no temporary file is left")
    }

    func testReadingByRanges() throws {
        let session = try makeStore()
        let bytes = (0..<10_000).map { UInt8($0 % 251) }
        let record = try addMedia(session, bytes)
        XCTAssertEqual(try session.readMedia(record.sha256, offset: 0, maxCount: 10), Array(bytes[0..<10]))
        XCTAssertEqual(try session.readMedia(record.sha256, offset: 9_995, maxCount: 100), Array(bytes[9_995...]))
        XCTAssertEqual(try session.readMedia(record.sha256, offset: 10_000, maxCount: 100), [])
        XCTAssertEqual(try session.readMedia(record.sha256, offset: .max, maxCount: 100), [])
        XCTAssertEqual(reason { _ = try session.readMedia(String(repeating: "0", count: 64), offset: 0, maxCount: 1) },
                       "no media with SHA-256 \(String(repeating: "0", count: 64)) in the store")
    }

    func testAFileTruncatedBehindTheStoresBackIsReported() throws {
        let session = try makeStore()
        let record = try addMedia(session, [UInt8](repeating: 9, count: 4096))
        let file = path("store/media/\(record.sha256.prefix(2))/\(record.sha256)")
        XCTAssertEqual(truncate(file, 100), 0)
        XCTAssertThrowsError(try session.readMedia(record.sha256, offset: 0, maxCount: 10)) { error in
            guard case .corruptStore? = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try session.exportBundle(to: path("x.keepsake"), options: ExportOptions(created: now)))
        XCTAssertFalse(FileSystem.exists(path("x.keepsake")))
        XCTAssertEqual(FileSystem.list(folder).filter { $0.hasSuffix(".tmp") }, [], "no temporary file is left beside the bundle")
    }

    func testLeftoversOfDeadProcessesAreSweptAtOpen() throws {
        _ = try makeStore()
        // A finished child's pid is free again: no process has it.
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { argv.forEach { free($0) } }
        XCTAssertEqual(posix_spawn(&pid, "/bin/true", nil, nil, argv, nil), 0)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let random = FileSystem.randomName()
        try writeAll(path("store/tmp/\(pid)-\(random).media"), [1, 2, 3])
        try FileSystem.makeDirectory(path("store/tmp/\(pid)-\(random).scratch"))
        try writeAll(path("store/tmp/\(pid)-\(random).scratch/bundle.db"), [1])
        try writeAll(path("store/tmp/\(getpid())-\(random).media"), [1])
        try writeAll(path("store/tmp/notes.txt"), [1])
        // Names the store does not write exactly, though they start with a dead pid: left alone.
        try FileSystem.makeDirectory(path("store/tmp/\(pid)-05-tax"))
        try writeAll(path("store/tmp/\(pid)-05-tax/return.pdf"), [1])
        try writeAll(path("store/tmp/\(pid)-report.txt"), [1])
        try writeAll(path("store/tmp/\(pid)-\(random).media.txt"), [1])
        _ = try Store.open(at: path("store"))
        XCTAssertEqual(Set(FileSystem.list(path("store/tmp"))), ["\(getpid())-\(random).media", "notes.txt", "\(pid)-05-tax",
                                                                "\(pid)-report.txt", "\(pid)-\(random).media.txt"])
        XCTAssertEqual(FileSystem.list(path("store/tmp/\(pid)-05-tax")), ["return.pdf"])
    }

    func testReadOnlyStoresRefuseChanges() throws {
        let session = try makeStore()
        try addMedia(session, [1])
        let readOnly = try Store.open(at: path("store"), readOnly: true).ownerSession()
        XCTAssertEqual(try readOnly.listMedia().count, 1)
        XCTAssertThrowsError(try readOnly.openMediaWriter(now: now)) { error in
            guard case .readOnly? = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
    }
}
