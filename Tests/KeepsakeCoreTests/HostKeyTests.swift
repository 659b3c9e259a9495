import XCTest
@testable import KeepsakeCore

/// The centre's signing key sealed at rest under the host's key (FORMAT.md 9.2, issue 33 §2):
/// creating and signing need the host key; a wrong one is refused and changes nothing; a plain
/// key of an older store is sealed when the host key is first supplied and leaves no trace in
/// the store's files.
final class HostKeyTests: StoreTestCase {
    let today: CivilDate = "2026-11-30"

    func code(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return (error as? KeepsakeError)?.codeName ?? "\(error)" }
    }

    /// A patient with a linked relative who has a viewer key.
    func patient(_ s: Session) throws -> Patient {
        let p = try s.createPatient(PatientInput(fullName: "Otto Weber", birthDate: "1940-01-01", admittedOn: "2026-11-01"), now: now)
        let rudi = try s.createAccount(NewAccount(username: "rudi", displayName: "Rudi Weber", role: .relative), password: "rudi-password", now: now)
        try s.linkRelative(accountID: rudi.id, patientID: p.id, endsOn: nil, now: now)
        return p
    }

    func staff(_ name: String) throws -> Session {
        let store = try Store.open(at: path(name), create: true)
        _ = try store.ownerSession().createAccount(NewAccount(username: "ana", displayName: "Ana", role: .staff), password: "staff-password", now: now)
        return try store.signIn(username: "ana", password: "staff-password", now: now, remember: false).0
    }

    /// Every byte of the store's folder (database, write-ahead log, shared memory, media, tmp).
    func storeBytes(_ name: String) throws -> [UInt8] {
        var all: [UInt8] = []
        let root = URL(fileURLWithPath: path(name))
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                all += try readAll(url.path)
            }
        }
        return all
    }

    func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        // The secret key's first 16 bytes are enough to find it (random, so no false match).
        let probe = Array(needle.prefix(16))
        var i = 0
        while i + probe.count <= haystack.count {
            if haystack[i] == probe[0], Array(haystack[i..<(i + probe.count)]) == probe { return true }
            i += 1
        }
        return false
    }

    func testSigningNeedsTheHostKeyAndAWrongOneChangesNothing() throws {
        let s = try staff("centre")
        let p = try patient(s)
        XCTAssertEqual(code { _ = try s.createCentreKey(now: now) }, "KS_ERR_PERMISSION_DENIED", "no key is made plain")
        XCTAssertEqual(code { try s.store.setHostKey(Array(repeating: 1, count: 31)) }, "KS_ERR_INVALID_ARGUMENT")
        try s.store.setHostKey(testHostKey)
        let key = try s.createCentreKey(now: now)
        let stored = try XCTUnwrap(try s.read(.readCentreKey) { (db) throws(KeepsakeError) in try CentreKey.load(in: db) })
        XCTAssertNil(stored.plainSecret)
        XCTAssertEqual(stored.sealedSecret?.count, 104)
        XCTAssertNotNil(try s.exportViewerBundle(patientID: p.id, to: path("v1.keepsake"), today: today, options: ExportOptions(created: now)))
        let sealed = stored.sealedSecret

        // Another process (here another open) without the key, then with a wrong one.
        let again = try Store.open(at: path("centre")).signIn(username: "ana", password: "staff-password", now: now, remember: false).0
        XCTAssertEqual(code { _ = try again.exportViewerBundle(patientID: p.id, to: self.path("v2.keepsake"), today: self.today, options: ExportOptions(created: self.now)) },
                       "KS_ERR_PERMISSION_DENIED")
        var wrong = testHostKey
        wrong[0] ^= 1
        XCTAssertEqual(code { try again.store.setHostKey(wrong) }, "KS_ERR_AUTH_FAILED")
        XCTAssertEqual(code { _ = try again.exportViewerBundle(patientID: p.id, to: self.path("v2.keepsake"), today: self.today, options: ExportOptions(created: self.now)) },
                       "KS_ERR_PERMISSION_DENIED", "the wrong key was not kept")
        XCTAssertEqual(try again.read(.readCentreKey) { (db) throws(KeepsakeError) in try CentreKey.load(in: db)?.sealedSecret }, sealed, "nothing changed")
        XCTAssertFalse(FileSystem.exists(path("v2.keepsake")))
        try again.store.setHostKey(testHostKey)
        let v2 = try again.exportViewerBundle(patientID: p.id, to: path("v2.keepsake"), today: today, options: ExportOptions(created: now))
        XCTAssertEqual(v2.revision, 2)
        XCTAssertEqual(try again.centreKey(), key)
        // A store opened read-only checks the key and changes nothing.
        let readOnly = try Store.open(at: path("centre"), readOnly: true)
        XCTAssertEqual(code { try readOnly.setHostKey(wrong) }, "KS_ERR_AUTH_FAILED")
        XCTAssertNoThrow(try readOnly.setHostKey(testHostKey))
        // The key is bound to its public key: sealed bytes moved under another public key do not open.
        XCTAssertNil(ViewerCrypto.openCentreSecret(try XCTUnwrap(sealed), publicKey: Array(repeating: 9, count: 32), hostKey: testHostKey))
    }

    func testAPlainKeyIsSealedWhenTheHostKeyIsFirstSuppliedAndLeavesNoTrace() throws {
        let s = try staff("old")
        let p = try patient(s)
        // A store of an earlier library: the key pair stored plain.
        let pair = try ViewerCrypto.signingKeyPair()
        try s.write(.createCentreKey) { (db) throws(KeepsakeError) in
            try Tables.centreKey.insert(["id": .integer(1), "public_key": .blob(pair.publicKey), "secret_key": .blob(pair.secretKey),
                                         "created_at": .text(now.rfc3339)], in: db)
        }
        XCTAssertTrue(contains(try storeBytes("old"), pair.secretKey), "the plain key is in the store's files before")
        XCTAssertEqual(code { _ = try s.exportViewerBundle(patientID: p.id, to: self.path("v1.keepsake"), today: self.today, options: ExportOptions(created: self.now)) },
                       "KS_ERR_PERMISSION_DENIED", "a plain key does not sign without the host key either")
        try s.store.setHostKey(testHostKey)
        let stored = try XCTUnwrap(try s.read(.readCentreKey) { (db) throws(KeepsakeError) in try CentreKey.load(in: db) })
        XCTAssertNil(stored.plainSecret)
        XCTAssertEqual(ViewerCrypto.openCentreSecret(try XCTUnwrap(stored.sealedSecret), publicKey: pair.publicKey, hostKey: testHostKey), pair.secretKey)
        XCTAssertEqual(try s.read(.readCentreKey) { (db) throws(KeepsakeError) in try db.record("SELECT secret_key FROM centre_key")?.blob("secret_key") }, Array(repeating: 0, count: 64))
        XCTAssertFalse(contains(try storeBytes("old"), pair.secretKey), "no store file holds the secret key after the migration")
        // It signs as before: the same public key.
        _ = try s.exportViewerBundle(patientID: p.id, to: path("v1.keepsake"), today: today, options: ExportOptions(created: now))
        XCTAssertEqual(try s.centreKey().publicKey, pair.publicKey)
        XCTAssertFalse(contains(try storeBytes("old"), pair.secretKey))
    }
}
