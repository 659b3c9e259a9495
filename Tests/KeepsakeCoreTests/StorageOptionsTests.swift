import XCTest
@testable import KeepsakeCore
import KeepsakeKit

/// Storage options (issue 25 §4): stored in the store, read back by every later open, applied
/// to the files listed by `storageFiles`. On Linux the Data Protection and backup calls are
/// no-ops; what is checked here is everything around them.
final class StorageOptionsTests: StoreTestCase {
    func testANewStoreHasTheDefaultOptions() throws {
        let store = try Store.open(at: path("store"), create: true)
        XCTAssertEqual(store.storageOptions, StorageOptions())
        XCTAssertNil(store.storageOptions.fileProtection)
        XCTAssertFalse(store.storageOptions.excludesMediaFromBackup)
    }

    func testOptionsAreStoredAndReadByEveryLaterOpen() throws {
        let options = StorageOptions(fileProtection: .completeUntilFirstUserAuthentication, excludesMediaFromBackup: true)
        do {
            let store = try Store.open(at: path("store"), create: true)
            try store.setStorageOptions(options)
            XCTAssertEqual(store.storageOptions, options)
        }
        XCTAssertEqual(try Store.open(at: path("store")).storageOptions, options, "a later open (an extension's) keeps them")
        XCTAssertEqual(try Store.open(at: path("store"), readOnly: true).storageOptions, options)
        // Changed again, and back to the default.
        let store = try Store.open(at: path("store"))
        try store.setStorageOptions(StorageOptions(fileProtection: .complete))
        XCTAssertEqual(try Store.open(at: path("store")).storageOptions, StorageOptions(fileProtection: .complete))
        try store.setStorageOptions(StorageOptions())
        XCTAssertEqual(try Store.open(at: path("store")).storageOptions, StorageOptions())
        for protection in FileProtection.allCases {
            try store.setStorageOptions(StorageOptions(fileProtection: protection))
            XCTAssertEqual(try Store.open(at: path("store")).storageOptions.fileProtection, protection)
        }
    }

    func testAReadOnlyStoreRefusesNewOptionsAndChangesNothing() throws {
        try Store.open(at: path("store"), create: true).setStorageOptions(StorageOptions(excludesMediaFromBackup: true))
        let before = try File.openForReading(path("store/storage.json")).readBytes(upTo: 4096)
        let readOnly = try Store.open(at: path("store"), readOnly: true)
        XCTAssertThrowsError(try readOnly.setStorageOptions(StorageOptions(fileProtection: .complete))) { error in
            XCTAssertEqual((error as? KeepsakeError)?.codeName, "KS_ERR_READ_ONLY")
        }
        XCTAssertEqual(try File.openForReading(path("store/storage.json")).readBytes(upTo: 4096), before)
    }

    func testADamagedOptionsFileIsReportedNotIgnored() throws {
        _ = try Store.open(at: path("store"), create: true)
        for (content, cause) in [("[]", "not a JSON object"),
                                 (#"{"file_protection":"none","excludes_media_from_backup":false}"#, "file_protection must be"),
                                 (#"{"file_protection":null,"excludes_media_from_backup":1}"#, "excludes_media_from_backup must be"),
                                 (#"{"file_protection":null,"excludes_media_from_backup":false,"x":1}"#, "unknown member")] {
            try AtomicFile.write(Array(content.utf8), to: path("store/storage.json"))
            XCTAssertThrowsError(try Store.open(at: path("store")), content) { error in
                XCTAssertEqual((error as? KeepsakeError)?.codeName, "KS_ERR_CORRUPT_STORE", content)
                XCTAssertTrue("\(error)".contains(cause), "\(error)")
            }
        }
    }

    func testTheOptionsFileIsCanonicalJSON() throws {
        let store = try Store.open(at: path("store"), create: true)
        try store.setStorageOptions(StorageOptions(fileProtection: .completeUnlessOpen, excludesMediaFromBackup: true))
        let text = String(decoding: try File.openForReading(path("store/storage.json")).readBytes(upTo: 4096), as: UTF8.self)
        XCTAssertEqual(text, #"{"excludes_media_from_backup":true,"file_protection":"completeUnlessOpen"}"#)
    }

    /// What protection is applied to: every file the store has, media, side files and folders
    /// included; at open, the folders and the database's files.
    func testProtectionCoversTheDatabaseItsSideFilesMediaAndTmp() throws {
        let session = try makeStore()
        let store = session.store
        let record = try addMedia(session, Array(repeating: 7, count: 5000))
        try store.setStorageOptions(StorageOptions(fileProtection: .complete))
        let all = Set(store.storageFiles(includingMedia: true))
        let db = path("store/keepsake.db")
        for expected in [path("store"), db, db + "-wal", db + "-shm", path("store/storage.json"),
                         path("store/media"), path("store/tmp"), store.mediaPath(record.sha256),
                         FileSystem.parent(of: store.mediaPath(record.sha256))] {
            XCTAssertTrue(all.contains(expected), "\(expected) is not protected; list: \(all.sorted())")
        }
        let atOpen = Set(store.storageFiles(includingMedia: false))
        XCTAssertTrue(atOpen.contains(db + "-wal") && atOpen.contains(path("store/media")))
        XCTAssertFalse(atOpen.contains(store.mediaPath(record.sha256)), "media files get it when they are placed, not at every open")
        // Every path in the store's folder is in the full list.
        var everything: [String] = []
        var pending = [path("store")]
        while let current = pending.popLast() {
            everything.append(current)
            if FileSystem.isDirectory(current) { pending += FileSystem.list(current).map { current + "/" + $0 } }
        }
        XCTAssertEqual(Set(everything), all)
        // Media added after the options were set still goes through: the options apply to it.
        let later = try addMedia(session, Array(repeating: 9, count: 4000))
        XCTAssertTrue(Set(store.storageFiles(includingMedia: true)).contains(store.mediaPath(later.sha256)))
    }

    func testTheAsyncAPISetsAndReadsOptions() async throws {
        let store = try await KeepsakeStore.open(at: path("async"), create: true)
        XCTAssertEqual(store.storageOptions, StorageOptions())
        let options = StorageOptions(fileProtection: .completeUntilFirstUserAuthentication, excludesMediaFromBackup: true)
        try await store.setStorageOptions(options)
        XCTAssertEqual(store.storageOptions, options)
        XCTAssertEqual(try Store.open(at: path("async")).storageOptions, options)
    }
}
