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

    /// Mood days and routine rows, whose store and bundle forms differ (a day's number or its
    /// date, a mood's 1–3 or its name), encode each form from one mapping and decode both to
    /// the same value; the store's form carries exactly its declared columns but `extra`.
    func testDayKeyedRecordsMapBothForms() throws {
        let day = MoodDay(date: "2026-03-04", mood: .good, note: "sun", changedAt: now)
        XCTAssertEqual(day.encoded["day"], SQLValue.integer(("2026-03-04" as CivilDate).dayNumber))
        XCTAssertEqual(day.encoded["mood"], SQLValue.integer(3))
        XCTAssertEqual(day.encoded(on: .newestBundle)["date"], SQLValue.text("2026-03-04"))
        XCTAssertEqual(day.encoded(on: .newestBundle)["mood"], SQLValue.text("good"))
        XCTAssertEqual(day.bundleJSON(), ["date": "2026-03-04", "mood": "good", "note": "sun", "changed_at": .string(now.rfc3339)])
        let cleared = MoodDay(date: "2026-03-05", mood: nil, note: nil, changedAt: now)
        let checkin = RoutineCheckinRow(routineID: Random.uuid(), date: "2026-03-04", slot: "morning", takenAt: now)
        let note = RoutineNoteRow(routineID: Random.uuid(), date: "2026-03-04", note: "slept well", changedAt: now.rfc3339)
        let rating = RoutineRatingRow(routineID: Random.uuid(), ratedOn: "2026-03-04", energy: 7, sleep: 6, stress: 3, changedAt: now.rfc3339)
        let routine = RoutineRow(id: Random.uuid(), startDate: "2026-03-01", lengthDays: 30, goal: nil, createdAt: now, modifiedAt: now)
        func check<R: PersistableRecord & FetchableRecord & Equatable>(_ record: R, state: Set<String> = []) throws {
            for side in [SchemaSide.newestStore, .newestBundle] {
                let encoded = record.encoded(on: side)
                let declared = Set(R.table.columns(side).map(\.name))
                XCTAssertEqual(Set(encoded.keys).union(side == .newestStore ? state : []), declared, "\(R.self) on \(side)")
                let names = Array(encoded.keys)
                let row = Row(names: RowNames(names), values: names.map { encoded[$0] ?? .null })
                XCTAssertEqual(try R(row: row), record, "\(R.self) on \(side)")
            }
            XCTAssertEqual(try R(row: Row(bundle: record.bundleJSON())), record, "\(R.self) from a bundle's JSON row")
        }
        try check(day, state: ["account_id"])
        try check(cleared, state: ["account_id"])
        try check(checkin)
        try check(note)
        try check(rating)
        try check(routine, state: ["account_id"])
        try check(RoutineSlotRow(routineID: routine.id, name: "evening", position: 4, reminder: "20:00"))
        try check(RoutineAnswerRow(routineID: routine.id, key: "sleep_hours", value: "7"))
    }

    /// A mood day written through the session reads back through the record, and a bundle's
    /// row of it merges as the later change.
    func testMoodDayStoreRowsGoThroughTheRecord() throws {
        let session = try makeStore()
        _ = try session.setMood(.ok, on: "2026-03-04", note: "grey", today: "2026-03-10", now: now)
        let stored = try session.read(.readMoods) { (db) throws(KeepsakeError) in
            try MoodDay.fetchOne(db, where: "account_id = ? AND day = ?", [.text(""), .integer(("2026-03-04" as CivilDate).dayNumber)])
        }
        XCTAssertEqual(stored, MoodDay(date: "2026-03-04", mood: .ok, note: "grey", changedAt: now))
        // Another store's later change of the day travels in a mood bundle, whose row the
        // import reads through the same record.
        let laterAt: Instant = "2026-12-01T00:00:00Z"
        let other = try makeStore("other")
        _ = try other.setMood(.bad, on: "2026-03-04", note: nil, today: "2026-03-10", now: laterAt)
        _ = try other.exportMoodBundle(year: nil, to: path("moods.keepsake"), today: "2026-03-10", options: ExportOptions(created: laterAt))
        _ = try session.importBundle(from: path("moods.keepsake"))
        let later = MoodDay(date: "2026-03-04", mood: .bad, note: nil, changedAt: laterAt)
        XCTAssertEqual(try session.mood(on: "2026-03-04", today: "2026-03-10"), later)
    }
}
