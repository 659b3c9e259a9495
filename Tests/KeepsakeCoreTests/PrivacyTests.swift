import XCTest
@testable import KeepsakeCore

/// Patient data at rest through the Swift API (the C ABI side: Tests/Privacy).
final class PrivacyTests: StoreTestCase {
    func patient(_ s: Session, _ name: String) throws -> Patient {
        try s.createPatient(PatientInput(fullName: name, birthDate: "1950-04-02", admittedOn: "2026-11-02"), now: now)
    }

    func testDeletingThePatientDeletesTheMediaOnlyItReferredTo() throws {
        let s = try makeStore()
        let ilse = try patient(s, "Ilse Wunderlich")
        let otto = try patient(s, "Otto Nebenbett")
        let own = try addMedia(s, [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 3, count: 5000))
        let shared = try addMedia(s, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 4, count: 5000))
        let loose = try addMedia(s, Array("GIF89a never attached".utf8))
        _ = try s.attach(own.sha256, patientID: ilse.id, actionID: nil, AttachmentInput(), now: now)
        _ = try s.attach(shared.sha256, patientID: ilse.id, actionID: nil, AttachmentInput(), now: now)
        let ottos = try s.attach(shared.sha256, patientID: otto.id, actionID: nil, AttachmentInput(), now: now)
        try s.deletePatient(ilse.id)
        XCTAssertEqual(Set(try s.listMedia().map(\.sha256)), [shared.sha256, loose.sha256], "Ilse's own photo went with her")
        XCTAssertNil(FileSystem.regularFileSize(s.store.mediaPath(own.sha256)))
        XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(shared.sha256)), "Otto's attachment still refers to it")
        try s.deleteAttachment(ottos.id)
        XCTAssertEqual(try s.listMedia().map(\.sha256), [loose.sha256], "media never attached stay: they are the store's own")
        XCTAssertNil(FileSystem.regularFileSize(s.store.mediaPath(shared.sha256)))
        XCTAssertEqual(FileSystem.regularFileSize(s.store.databasePath + "-wal"), 0, "the write-ahead log is truncated after a deletion")
    }

    /// A process id no process has (above Linux's and Darwin's largest).
    let deadPID = Int32.max - 1

    func orphan(_ s: Session, _ text: String) throws -> String {
        let bytes = Array(text.utf8)
        let sha256 = try SHA256Hasher.hex(of: bytes)
        try FileSystem.makeDirectory(FileSystem.parent(of: s.store.mediaPath(sha256)))
        try AtomicFile.write(bytes, to: s.store.mediaPath(sha256))
        return sha256
    }

    func testTheFilesADeadProcesssTrailNamesAreRemovedWhenTheStoreOpens() throws {
        let s = try makeStore()
        let recorded = try addMedia(s, Array("GIF89a kept".utf8))
        let placed = try orphan(s, "placed by a process killed before its commit")
        let unnamed = try orphan(s, "named by no trail")
        try AtomicFile.write(Array("not the store's".utf8), to: s.store.mediaDirectory + "/" + String(placed.prefix(2)) + "/notes.txt")
        let trail = s.store.temporaryDirectory + "/\(deadPID)-\(String(repeating: "0a", count: 12)).media-trail"
        try AtomicFile.write(Array("\(placed)\n\(recorded.sha256)\nnot a hash\n".utf8), to: trail)
        XCTAssertTrue(FileSystem.list(s.store.temporaryDirectory).contains("\(deadPID)-\(String(repeating: "0a", count: 12)).media-trail"))
        _ = try Store.open(at: path("store"))
        XCTAssertNil(FileSystem.regularFileSize(s.store.mediaPath(placed)), "a file its trail names and no row records is removed")
        XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(recorded.sha256)), "a recorded file stays")
        XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(unnamed)),
                        "the open checks only what trails name, not every file of media/")
        XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(placed).replacingOccurrences(of: placed, with: "notes.txt")))
        XCTAssertEqual(FileSystem.list(s.store.temporaryDirectory), [], "the trail goes once its files are checked")
    }

    func testATrailOfALiveProcessIsLeftAlone() throws {
        let s = try makeStore()
        let placed = try orphan(s, "being placed by a live writer")
        let trail = s.store.temporaryDirectory + "/\(getpid())-\(String(repeating: "0b", count: 12)).media-trail"
        try AtomicFile.write(Array("\(placed)\n".utf8), to: trail)
        _ = try Store.open(at: path("store"))
        XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(placed)))
        XCTAssertNotNil(FileSystem.regularFileSize(trail))
    }

    func testAStoreOfAnOlderLibraryIsCheckedWholeOnce() throws {
        // A store of schema version 7, the last written by a library without trails.
        try FileSystem.makeDirectory(path("old"))
        let db = try Database(path: path("old/keepsake.db"), mode: .readWriteCreate)
        try db.execute("PRAGMA application_id = \(StoreSchema.applicationID)")
        for step in 0..<7 { try db.execute(StoreSchema.migrations[step]) }
        try db.execute("PRAGMA user_version = 7")
        let kept = Array("GIF89a recorded".utf8), left = Array("left by a crash under a library without trails".utf8)
        let keptSHA = try SHA256Hasher.hex(of: kept), leftSHA = try SHA256Hasher.hex(of: left)
        try db.run("INSERT INTO media (sha256, size, media_type, added_at) VALUES (?, ?, 'image/gif', ?)",
                   [.text(keptSHA), .integer(Int64(kept.count)), .text(now.rfc3339)])
        try FileSystem.makeDirectory(path("old/media"))
        for (sha, bytes) in [(keptSHA, kept), (leftSHA, left)] {
            try FileSystem.makeDirectory(path("old/media/" + sha.prefix(2)))
            try AtomicFile.write(bytes, to: path("old/media/\(sha.prefix(2))/\(sha)"))
        }
        let store = try Store.open(at: path("old"))
        XCTAssertNil(FileSystem.regularFileSize(store.mediaPath(leftSHA)), "the upgrade checks every file of media/")
        XCTAssertNotNil(FileSystem.regularFileSize(store.mediaPath(keptSHA)))
        XCTAssertEqual(try db.integer("PRAGMA user_version"), StoreSchema.currentVersion)
        // Store version 9's media totals are counted from the rows the upgrade found.
        XCTAssertEqual(try store.info().mediaCount, 1)
        XCTAssertEqual(try store.info().mediaBytes, Int64(kept.count))
    }

    func testAnErasureThatWaitsForAReaderCompletesInTheSameProcess() throws {
        let s = try makeStore()
        let ilse = try patient(s, "Ilse Wunderlich")
        let photo = try addMedia(s, [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 9, count: 4000))
        _ = try s.attach(photo.sha256, patientID: ilse.id, actionID: nil, AttachmentInput(), now: now)
        // Another connection holds a snapshot that still lists the photo.
        let reader = try Database(path: s.store.databasePath, mode: .readOnly)
        try reader.execute("BEGIN")
        XCTAssertEqual(try reader.integer("SELECT count(*) FROM media"), 1)
        try s.deletePatient(ilse.id)
        XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(photo.sha256)), "the snapshot may still read it")
        XCTAssertEqual(FileSystem.list(s.store.temporaryDirectory).filter { $0.hasSuffix(MediaTrail.waitingSuffix) }.count, 1)
        try reader.execute("COMMIT")
        // The next checkpoint of this process completes it: here another deletion's.
        let otto = try patient(s, "Otto Nebenbett")
        try s.deletePatient(otto.id)
        XCTAssertNil(FileSystem.regularFileSize(s.store.mediaPath(photo.sha256)), "erased once no snapshot lists it")
        XCTAssertEqual(FileSystem.list(s.store.temporaryDirectory), [], "and its trail is gone")
    }

    /// A deletion whose erasure waits for `reader`'s snapshot; returns the photo's hash.
    func deletionWaitingForAReader(_ s: Session, _ reader: Database, _ byte: UInt8) throws -> String {
        let ilse = try patient(s, "Ilse Wunderlich")
        let photo = try addMedia(s, [0xFF, 0xD8, 0xFF] + [UInt8](repeating: byte, count: 4000))
        _ = try s.attach(photo.sha256, patientID: ilse.id, actionID: nil, AttachmentInput(), now: now)
        try reader.execute("BEGIN")
        XCTAssertEqual(try reader.integer("SELECT count(*) FROM media WHERE sha256 = '\(photo.sha256)'"), 1)
        try s.deletePatient(ilse.id)
        XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(photo.sha256)), "the snapshot may still read it")
        XCTAssertEqual(FileSystem.list(s.store.temporaryDirectory).filter { $0.hasSuffix(MediaTrail.waitingSuffix) }.count, 1)
        return photo.sha256
    }

    func testAWaitingErasureCompletesAtTheNextWriteOnceTheReaderEnded() throws {
        let s = try makeStore()
        let reader = try Database(path: s.store.databasePath, mode: .readOnly)
        let photo = try deletionWaitingForAReader(s, reader, 11)
        _ = try patient(s, "Written while the reader still reads")
        XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(photo)), "a write while the reader still needs it keeps it")
        try reader.execute("COMMIT")
        _ = try patient(s, "An ordinary write afterwards")
        XCTAssertNil(FileSystem.regularFileSize(s.store.mediaPath(photo)), "the next ordinary write erases it")
        XCTAssertEqual(FileSystem.list(s.store.temporaryDirectory), [], "and its trail is gone")
    }

    func testAWaitingErasureCompletesAtAnotherConnectionsWrite() throws {
        let s = try makeStore()
        let reader = try Database(path: s.store.databasePath, mode: .readOnly)
        let photo = try deletionWaitingForAReader(s, reader, 12)
        XCTAssertEqual(try waitingCount(s), 1, "the waiting trail is counted, so that writes know to list tmp/")
        try reader.execute("COMMIT")
        // Another store object: its own writing connection, as another process has; this
        // process's trail is live, so only the waiting trail tells the other one what to erase.
        let other = try Store.open(at: path("store")).ownerSession()
        _ = try other.createPatient(PatientInput(fullName: "Written elsewhere", birthDate: "1950-04-02", admittedOn: "2026-11-02"), now: now)
        XCTAssertNil(FileSystem.regularFileSize(s.store.mediaPath(photo)), "another connection's write erases it")
        XCTAssertEqual(FileSystem.list(s.store.temporaryDirectory), [])
        XCTAssertEqual(try waitingCount(s), 0, "and takes it off the count")
        _ = try patient(s, "and the first connection finds nothing left to do")
        XCTAssertEqual(try waitingCount(s), 0)
    }

    /// The count of waiting trails in `store_info` (`MediaTrail.waitingKey`).
    func waitingCount(_ s: Session) throws -> Int64? {
        let db = try Database(path: s.store.databasePath, mode: .readOnly)
        return MediaTrail.waitingCount(in: db)
    }

    /// Writes list `tmp/` for waiting trails only while the count says there are some; every
    /// open for writing lists it and sets the count from what it finds.
    func testWritesListTemporaryFilesOnlyWhileTrailsAreCounted() throws {
        let s = try makeStore()
        XCTAssertEqual(try waitingCount(s), 0, "an open sets the count")
        // A waiting trail the count does not know of (as a crash between the rename and the
        // count leaves), of a live process (this one): writes do not look for it.
        let ilse = try patient(s, "Ilse Wunderlich")
        let photo = try addMedia(s, [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 21, count: 4000))
        _ = try s.attach(photo.sha256, patientID: ilse.id, actionID: nil, AttachmentInput(), now: now)
        let trail = s.store.temporaryDirectory + "/\(FileSystem.processScopedName())" + MediaTrail.waitingSuffix
        try AtomicFile.write(Array("\(photo.sha256)\n".utf8), to: trail)
        let db = try Database(path: s.store.databasePath, mode: .readWrite)
        try db.run("DELETE FROM dossier_attachments WHERE sha256 = ?", [.text(photo.sha256)])
        try db.run("DELETE FROM media WHERE sha256 = ?", [.text(photo.sha256)])
        _ = try patient(s, "A write with the count at 0")
        XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(photo.sha256)), "the write did not list tmp/")
        XCTAssertNotNil(FileSystem.regularFileSize(trail))
        // The next open lists it, completes it and counts what is left (nothing).
        let other = try Store.open(at: path("store"))
        XCTAssertNil(FileSystem.regularFileSize(other.mediaPath(photo.sha256)), "the open completes it")
        XCTAssertNil(FileSystem.regularFileSize(trail))
        XCTAssertEqual(try waitingCount(s), 0)
        // A count above 0 has every write list tmp/ (here a count left by a crash: nothing to do).
        try db.run("UPDATE store_info SET value = '2' WHERE key = ?", [.text(MediaTrail.waitingKey)])
        _ = try patient(s, "A write with the count at 2")
        XCTAssertEqual(try waitingCount(s), 2, "a count is lowered only by a removal, or set by an open")
        _ = try Store.open(at: path("store"))
        XCTAssertEqual(try waitingCount(s), 0)
    }

    func testAWaitingErasureCompletesByTheDocumentedCallAndTheCheck() throws {
        let s = try makeStore()
        let reader = try Database(path: s.store.databasePath, mode: .readOnly)
        let first = try deletionWaitingForAReader(s, reader, 13)
        s.store.completeWaitingErasures()
        XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(first)), "not while the reader still needs it")
        try reader.execute("COMMIT")
        s.store.completeWaitingErasures()
        XCTAssertNil(FileSystem.regularFileSize(s.store.mediaPath(first)), "completeWaitingErasures() erases it once the reader ended")
        let second = try deletionWaitingForAReader(s, reader, 14)
        try reader.execute("COMMIT")
        _ = try s.checkMedia()
        XCTAssertNil(FileSystem.regularFileSize(s.store.mediaPath(second)), "and so does the media check (keepsake info --check)")
        XCTAssertEqual(FileSystem.list(s.store.temporaryDirectory), [])
    }

    func testADeletionWithNoRoomForItsTrailHasTheNextOpenCheckEveryFile() throws {
        var s: Session? = try makeStore()
        let ilse = try patient(s!, "Ilse Wunderlich")
        let photo = try addMedia(s!, [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 5, count: 4000))
        _ = try s!.attach(photo.sha256, patientID: ilse.id, actionID: nil, AttachmentInput(), now: now)
        let tmp = s!.store.temporaryDirectory
        // No trail can be written (as on a full disk): tmp/ is a file.
        FileSystem.removeTree(tmp)
        try AtomicFile.write(Array("not a folder".utf8), to: tmp)
        try s!.deletePatient(ilse.id)
        XCTAssertNil(FileSystem.regularFileSize(s!.store.mediaPath(photo.sha256)), "erased after the commit all the same")
        let db = try Database(path: s!.store.databasePath, mode: .readOnly)
        XCTAssertNil(try db.scalar("SELECT value FROM store_info WHERE key = 'media_trails'"),
                     "the deletion took away the key, so a crash before the unlink is found by a whole check")
        s = nil
        FileSystem.remove(tmp)
        let orphan = try orphan(try makeStore("other"), "stand-in for a file a crash left")
        try FileSystem.makeDirectory(path("store/media/" + orphan.prefix(2)))
        try AtomicFile.write(Array("stand-in for a file a crash left".utf8), to: path("store/media/\(orphan.prefix(2))/\(orphan)"))
        _ = try Store.open(at: path("store"))
        XCTAssertNil(FileSystem.regularFileSize(path("store/media/\(orphan.prefix(2))/\(orphan)")), "the next open checked every file")
        XCTAssertEqual(try db.scalar("SELECT value FROM store_info WHERE key = 'media_trails'"), .text("1"), "and set the key again")
    }

    func testAUnitOfWorkThatRollsBackUnlinksTheFilesItPlaced() throws {
        let s = try makeStore()
        let bytes = Array("GIF89a placed, then the unit of work failed".utf8)
        let sha256 = try SHA256Hasher.hex(of: bytes)
        let staged = s.store.temporaryPath(".media")
        try AtomicFile.write(bytes, to: staged)
        XCTAssertThrowsError(try s.write(.addMedia) { (db) throws(KeepsakeError) in
            try s.store.placeMediaFiles([(staged, sha256, UInt64(bytes.count))], in: db)
            XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(sha256)), "placed before the rows commit")
            XCTAssertEqual(FileSystem.list(s.store.temporaryDirectory).filter { $0.hasSuffix(".media-trail") }.count, 1,
                           "named in a trail before it is placed")
            throw KeepsakeError.busy("the unit of work fails after placing")
        })
        XCTAssertNil(FileSystem.regularFileSize(s.store.mediaPath(sha256)), "the rollback unlinks what no row records")
        XCTAssertEqual(FileSystem.list(s.store.temporaryDirectory), [], "and removes the trail")
        let record = try addMedia(s, bytes)
        XCTAssertEqual(record.sha256, sha256)
        XCTAssertEqual(FileSystem.list(s.store.temporaryDirectory), [], "a committed write leaves no trail")
    }

    func testFilesArePrivateWhateverTheUmask() throws {
        let old = umask(0o022)
        defer { umask(old) }
        let s = try makeStore()
        let record = try addMedia(s, Array("GIF89a private".utf8))
        XCTAssertEqual(FileSystem.mode(path("store")), 0o700)
        XCTAssertEqual(FileSystem.mode(s.store.databasePath), 0o600)
        XCTAssertEqual(FileSystem.mode(s.store.mediaPath(record.sha256)), 0o600)
        let out = path("out.keepsake")
        _ = try s.exportBundle(to: out, options: ExportOptions(created: now))
        XCTAssertEqual(FileSystem.mode(out), 0o600)
    }

    func testAChangedByteFailsTheExportAndAWholeRead() throws {
        let s = try makeStore()
        let bytes = [UInt8](repeating: 7, count: 3000)
        let record = try addMedia(s, bytes)
        var changed = bytes
        changed[1500] = 8
        let file = s.store.mediaPath(record.sha256)
        FileSystem.remove(file)
        try AtomicFile.write(changed, to: file)
        XCTAssertEqual(try s.readMedia(record.sha256, offset: 0, maxCount: 10), Array(changed[0..<10]), "a partial read cannot tell")
        XCTAssertThrowsError(try s.readMedia(record.sha256, offset: 0, maxCount: 3000)) { error in
            guard case .corruptStore(let m)? = error as? KeepsakeError else { return XCTFail("\(error)") }
            XCTAssertTrue(m.contains(record.sha256))
        }
        let out = path("damaged.keepsake")
        XCTAssertThrowsError(try s.exportBundle(to: out, options: ExportOptions(created: now))) { error in
            guard case .corruptStore(let m)? = error as? KeepsakeError else { return XCTFail("\(error)") }
            XCTAssertTrue(m.contains(record.sha256) && m.contains("not written"), m)
        }
        XCTAssertFalse(FileSystem.exists(out))
        XCTAssertEqual(FileSystem.list(path(".")).filter { $0.hasPrefix(".") }, [], "no temporary file is left")
        let report = try s.checkMedia()
        XCTAssertEqual(report.damaged.map(\.sha256), [record.sha256])
    }

    func testMessagesQuoteAShortPrefix() {
        XCTAssertEqual(Validation.quoted("short"), "'short'")
        let long = String(repeating: "x", count: 10_000_000)
        XCTAssertEqual(Validation.quoted(long), "'" + String(repeating: "x", count: 64) + "…' (10000000 bytes)")
        XCTAssertLessThanOrEqual(KeepsakeError.invalidArgument(long).message.utf8.count, KeepsakeError.maxMessageBytes)
        XCTAssertEqual(KeepsakeError.invalidArgument("é" + long).message.unicodeScalars.first, "é")
    }
}
