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

    func testAFileWithoutARowIsSweptWhenTheStoreOpens() throws {
        let s = try makeStore()
        let record = try addMedia(s, Array("GIF89a kept".utf8))
        let orphan = String(repeating: "ab", count: 32)
        let folder = s.store.mediaDirectory + "/ab"
        try FileSystem.makeDirectory(folder)
        try AtomicFile.write(Array("left by a crash".utf8), to: folder + "/" + orphan)
        try AtomicFile.write(Array("not the store's".utf8), to: folder + "/notes.txt")
        _ = try Store.open(at: path("store"))
        XCTAssertNil(FileSystem.regularFileSize(folder + "/" + orphan), "a media file no row records is removed")
        XCTAssertNotNil(FileSystem.regularFileSize(folder + "/notes.txt"), "names the store does not write are left alone")
        XCTAssertNotNil(FileSystem.regularFileSize(s.store.mediaPath(record.sha256)))
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
