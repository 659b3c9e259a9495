import XCTest
@testable import KeepsakeCore

/// Output paths (issue 15 section 8): an export replaces only a regular file, and refuses
/// anything else before any work, leaving nothing beside it.
final class AtomicFileTests: StoreTestCase {
    func testOnlyAbsentOrRegularFilesAreReplaceable() throws {
        try writeAll(path("regular"), [1, 2, 3])
        XCTAssertNoThrow(try FileSystem.requireReplaceableFile(path("regular")))
        XCTAssertNoThrow(try FileSystem.requireReplaceableFile(path("absent")))
        XCTAssertEqual(symlink(path("regular"), path("link")), 0)
        XCTAssertEqual(mkfifo(path("fifo"), 0o600), 0)
        XCTAssertEqual(mkdir(path("folder"), 0o755), 0)
        let cases: [(String, String)] = [
            (path("link"), "is a symbolic link"), (path("fifo"), "is not a regular file"), ("/dev/null", "is not a regular file"),
            (path("folder"), "is a folder"), (path("folder") + "/", "is a folder"), (path("none/x"), "does not exist"), ("", "empty"),
        ]
        for (target, message) in cases {
            XCTAssertTrue(reason { try FileSystem.requireReplaceableFile(target) }?.contains(message) ?? false, target)
        }
    }

    func testWritesRefuseALinkAFolderAndADevice() throws {
        let session = try makeStore()
        try addMedia(session, Array(repeating: 7, count: 4096))
        try writeAll(path("target"), Array("keep me".utf8))
        XCTAssertEqual(symlink(path("target"), path("link.keepsake")), 0)
        XCTAssertEqual(mkdir(path("out"), 0o755), 0)
        for output in [path("link.keepsake"), path("out"), "/dev/null"] {
            XCTAssertNotNil(reason { _ = try session.exportBundle(to: output, options: ExportOptions(created: now)) }, output)
            XCTAssertNotNil(reason { try AtomicFile.write(Array("x".utf8), to: output) }, output)
        }
        XCTAssertEqual(try readAll(path("target")), Array("keep me".utf8))
        var st = stat()
        XCTAssertEqual(lstat(path("link.keepsake"), &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFLNK)
        XCTAssertEqual(FileSystem.list(path("out")), [])
        XCTAssertEqual(FileSystem.list(folder).sorted(), ["link.keepsake", "out", "store", "target"])
        // A regular file is replaced.
        _ = try session.exportBundle(to: path("target"), options: ExportOptions(created: now))
        try Bundles.verify(at: path("target"))
    }
}
