import XCTest
@testable import KeepsakeCore

/// Records (Database/Record.swift): each record type's one mapping, its checks, and bundle rows
/// read through the same mapping as store rows.
final class RecordTests: StoreTestCase {
    /// A record written with `insert` and changed with `update` reads back the same through
    /// `fetchOne`, and its bundle form decodes to the same value.
    func testPatientRoundTripsThroughStoreAndBundleRows() throws {
        let session = try makeStore()
        let patient = try session.createPatient(PatientInput(fullName: "Ana Ruiz", birthDate: "1950-02-03",
                                                             admittedOn: "2026-01-05", diagnosis: "stroke"), now: now)
        var changed = patient
        changed.dischargedOn = "2026-02-01"
        changed.notes = "walks alone"
        try session.write(.changeDossiers) { (db) throws(KeepsakeError) in try changed.update(in: db) }
        let stored = try session.read(.viewPatients) { (db) throws(KeepsakeError) in try Patient.fetchOne(db, key: .text(patient.id)) }
        XCTAssertEqual(stored, changed)
        XCTAssertEqual(try Patient(row: Row(bundle: changed.bundleJSON())), changed)
        XCTAssertNil(changed.bundleJSON()["name_key"], "a store-only column stays out of the bundle's form")
        XCTAssertEqual(changed.encoded["name_key"], SQLValue.text("ana ruiz"))
    }

    /// Every record type encodes exactly the store columns its table declares, but those that
    /// are the store's state (`extra`), and decodes what it encodes.
    func testEveryRecordEncodesItsDeclaredColumns() throws {
        let author = DossierAction.Author(accountID: nil, name: "owner")
        let version = ActionVersion(id: Random.uuid(), version: 1, patientID: Random.uuid(),
                                    content: ActionContent(occurredAt: now, kind: .call, title: "Call", durationSeconds: 30,
                                                           call: .init(direction: .incoming, party: "Maria", number: "+34 1", outcome: .answered)),
                                    deleted: false, changedAt: now.rfc3339, author: author)
        let attachment = DossierAttachment(id: Random.uuid(), patientID: Random.uuid(), actionID: nil, sha256: String(repeating: "a", count: 64),
                                           caption: "x", capturedAt: nil, attachedAt: now, attachedBy: author, media: nil, missing: false)
        let media = MediaRecord(sha256: String(repeating: "b", count: 64), size: 3, mediaType: "image/png", addedAt: now)
        func check<R: PersistableRecord & FetchableRecord & Equatable>(_ record: R, state: Set<String> = []) throws {
            let declared = Set(R.table.columns(.newestStore).map(\.name))
            XCTAssertEqual(Set(record.encoded.keys).union(state), declared, "\(R.self)")
            let names = Array(record.encoded.keys)
            let row = Row(names: RowNames(names), values: names.map { record.encoded[$0] ?? .null })
            let decoded: R
            do { decoded = try R(row: row) } catch { return XCTFail("\(R.self): \(error)") }
            XCTAssertEqual(decoded, record)
        }
        try check(version, state: ["is_current"])
        try check(attachment)
        try check(media)
    }

    /// Column access is checked: a column the query lacks or the table does not declare is a
    /// programming error, never a silent NULL.
    func testUndeclaredColumnsAreRefused() throws {
        XCTAssertThrowsError(try Row(bundle: ["id": .string("x")]).text("full_name")) { error in
            guard case KeepsakeError.internalError = error else { return XCTFail("\(error)") }
        }
        let session = try makeStore()
        XCTAssertThrowsError(try session.write(.changeDossiers) { (db) throws(KeepsakeError) in
            try Tables.patients.update(["id": .text("p"), "nickname": .text("x")], in: db)
        }) { error in
            guard case KeepsakeError.internalError(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("no column nickname"), message)
        }
    }
}
