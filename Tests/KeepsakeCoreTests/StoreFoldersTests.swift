import XCTest
@testable import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A store touches nothing outside itself (issue 28 §1): its media/ and tmp/ are real folders
/// of its own, reached by descriptor, and only names it writes are ever removed from them.
final class StoreFoldersTests: StoreTestCase {
    /// A process id no process has (above Linux's and Darwin's largest).
    let deadPID = Int32.max - 1

    func storeError(_ body: () throws -> Void) -> KeepsakeError? {
        do {
            try body()
            return nil
        } catch {
            return error as? KeepsakeError
        }
    }

    func testAMediaFolderThatIsALinkToAnotherStoresIsRefusedAndItsFilesStay() throws {
        let other = try makeStore("other")
        let photo = try addMedia(other, [0xFF, 0xD8, 0xFF] + Array("another centre's patient".utf8))
        _ = try makeStore("store")
        // The copy's media/ points at the other store's, and the key that spares the full check is gone.
        removeTreeForTest(path("store/media"))
        XCTAssertEqual(symlink(path("other/media"), path("store/media")), 0)
        let db = try Database(path: path("store/keepsake.db"), mode: .readWrite)
        try db.run("DELETE FROM store_info WHERE key = 'media_trails'")
        let error = storeError { _ = try Store.open(at: path("store")) }
        guard case .corruptStore(let message)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertTrue(message.contains("media") && message.contains("symbolic link"), message)
        XCTAssertNotNil(FileSystem.regularFileSize(other.store.mediaPath(photo.sha256)), "the other store's photo stays")
        // Read-only, nothing is cleaned up, so nothing can be deleted: that open still works.
        XCTAssertNoThrow(try Store.open(at: path("store"), readOnly: true))
    }

    func testATemporaryFolderThatIsALinkIsRefusedAndWhatItPointsAtStays() throws {
        _ = try makeStore()
        let documents = path("documents")
        try FileSystem.makeDirectory(documents)
        try FileSystem.makeDirectory(documents + "/2024-05-tax")
        try writeAll(documents + "/2024-05-tax/return.pdf", [1])
        try writeAll(documents + "/1999-report.txt", [2])
        try writeAll(documents + "/\(deadPID)-\(FileSystem.randomName()).media", [3])
        let before = Set(FileSystem.list(documents))
        removeTreeForTest(path("store/tmp"))
        XCTAssertEqual(symlink(documents, path("store/tmp")), 0)
        let error = storeError { _ = try Store.open(at: path("store")) }
        guard case .corruptStore(let message)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertTrue(message.contains("tmp"), message)
        XCTAssertEqual(Set(FileSystem.list(documents)), before)
        XCTAssertEqual(FileSystem.list(documents + "/2024-05-tax"), ["return.pdf"])
    }

    func testAFileInPlaceOfAFolderIsRefused() throws {
        _ = try makeStore()
        removeTreeForTest(path("store/tmp"))
        try writeAll(path("store/tmp"), Array("not a folder".utf8))
        guard case .corruptStore? = storeError({ _ = try Store.open(at: path("store")) }) else { return XCTFail() }
        XCTAssertEqual(FileSystem.regularFileSize(path("store/tmp")), 12)
    }

    func testAForgedExportMarkerRemovesNothingElsewhere() throws {
        _ = try makeStore()
        let documents = path("documents")
        try FileSystem.makeDirectory(documents)
        let important = documents + "/important.txt"
        let loose = documents + "/.\(deadPID)-x.tmp"   // the name the marker's pid starts, but not one an export writes
        let genuine = documents + "/.\(deadPID)-\(FileSystem.randomName()).keepsake.tmp"
        for file in [important, loose, genuine] { try writeAll(file, [1]) }
        let marker = { (target: String) throws in
            try self.writeAll(self.path("store/tmp/\(self.deadPID)-\(FileSystem.randomName()).export"), Array(target.utf8))
        }
        try marker(important)
        try marker(loose)
        try marker(genuine)
        try writeAll(path("store/tmp/\(deadPID)-forged.export"), Array(genuine.utf8))   // not a name the store writes
        _ = try Store.open(at: path("store"))
        XCTAssertNotNil(FileSystem.regularFileSize(important), "a marker naming a file an export does not write removes nothing")
        XCTAssertNotNil(FileSystem.regularFileSize(loose))
        XCTAssertNil(FileSystem.regularFileSize(genuine), "a killed export's own temporary file goes")
        XCTAssertEqual(FileSystem.list(path("store/tmp")), ["\(deadPID)-forged.export"], "markers go; a name the store does not write stays")
    }

    func testAMediaFolderSwappedForALinkWhileOpenIsNotFollowed() throws {
        let other = try makeStore("other")
        let s = try makeStore("store")
        let bytes = [0xFF, 0xD8, 0xFF] + Array("the same photo in both stores".utf8)
        let theirs = try addMedia(other, bytes)
        let ours = try addMedia(s, bytes)
        let documents = path("documents")
        try FileSystem.makeDirectory(documents)
        // While the store is open, its media/ and tmp/ are moved away and links put in their place.
        XCTAssertEqual(rename(path("store/media"), path("store/media.moved")), 0)
        XCTAssertEqual(symlink(path("other/media"), path("store/media")), 0)
        XCTAssertEqual(rename(path("store/tmp"), path("store/tmp.moved")), 0)
        XCTAssertEqual(symlink(documents, path("store/tmp")), 0)
        try s.deleteMedia(ours.sha256)
        XCTAssertNotNil(FileSystem.regularFileSize(other.store.mediaPath(theirs.sha256)), "the other store's file stays")
        XCTAssertNil(FileSystem.regularFileSize(path("store/media.moved/\(ours.sha256.prefix(2))/\(ours.sha256)")),
                     "the store's own file goes, in the folder it opened")
        let added = try addMedia(s, Array("GIF89a added after the swap".utf8))
        XCTAssertNotNil(FileSystem.regularFileSize(path("store/media.moved/\(added.sha256.prefix(2))/\(added.sha256)")))
        XCTAssertNil(FileSystem.regularFileSize(other.store.mediaPath(added.sha256)), "nothing is written through the link")
        XCTAssertEqual(FileSystem.list(documents), [], "no trail or staged file lands where tmp/ now points")
    }

    func removeTreeForTest(_ path: String) {
        FileSystem.removeTree(path)
        XCTAssertFalse(FileSystem.exists(path))
    }
}
