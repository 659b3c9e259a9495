import XCTest
@testable import KeepsakeCore

/// Patients, the timeline with history, attachments, limits (issue 6).
final class DossierTests: StoreTestCase {
    let today: CivilDate = "2026-11-30"

    func makePatient(_ s: Session, _ name: String = "Anna Berg") throws -> Patient {
        try s.createPatient(PatientInput(fullName: name, birthDate: "1950-04-02", admittedOn: "2026-11-02", diagnosis: "Stroke"), now: now)
    }

    /// `patientPage`: the whole list's order a page at a time, by a cursor; a search by the
    /// trigram index (3 characters or more) and by the scan; the limits and a foreign cursor
    /// refused, naming what is wrong.
    func testPatientPagesFollowTheListByCursor() throws {
        let s = try makeStore()
        for name in ["Otto Wehr", "Anna Berg", "Carla Bergmann", "Dana Quist", "Bert Ähnlich", "Eva Lindberg", "Gisela Bauer"] {
            _ = try makePatient(s, name)
        }
        let otto = try s.patients(matching: "otto", today: today)[0]
        _ = try s.dischargePatient(otto.id, on: "2026-11-20", now: now)
        let whole = try s.patients(matching: nil, today: today)
        XCTAssertEqual(whole.last?.id, otto.id, "discharged last")
        for (query, limit) in [(nil, 1), (nil, 3), (nil, 7), ("berg", 1), ("er", 2), ("ähn", 5)] as [(String?, Int64)] {
            var seen: [String] = []
            var cursor: String?
            repeat {
                let page = try s.patientPage(matching: query, limit: limit, after: cursor, today: today)
                XCTAssertLessThanOrEqual(page.patients.count, Int(limit))
                seen += page.patients.map(\.id)
                cursor = page.nextCursor
            } while cursor != nil
            XCTAssertEqual(seen, try s.patients(matching: query, today: today).map(\.id), "\(query ?? "all") by \(limit)")
        }
        XCTAssertEqual(try s.patientPage(matching: "BERG", limit: 10, after: nil, today: today).patients.map(\.fullName),
                       ["Anna Berg", "Carla Bergmann", "Eva Lindberg"])
        for limit: Int64 in [0, -1, 1001] {
            XCTAssertThrowsError(try s.patientPage(matching: nil, limit: limit, after: nil, today: today)) {
                guard case .invalidArgument(let message)? = $0 as? KeepsakeError, message.hasPrefix("limit \(limit) is out of range") else {
                    return XCTFail("\($0)")
                }
            }
        }
        XCTAssertThrowsError(try s.patientPage(matching: nil, limit: 5, after: "1/zz/\(otto.id)", today: today)) {
            XCTAssertEqual(($0 as? KeepsakeError)?.message, "cursor '1/zz/\(otto.id)' is not a cursor this library gave")
        }
    }

    func testPatientsCreateListSearchDischargeDelete() throws {
        let s = try makeStore()
        let anna = try makePatient(s)
        let bert = try makePatient(s, "  Bert Ähnlich ")
        XCTAssertEqual(bert.fullName, "Bert Ähnlich")
        _ = try s.dischargePatient(anna.id, on: "2026-11-20", now: now)
        XCTAssertEqual(try s.patients(matching: nil, today: today).map(\.fullName), ["Bert Ähnlich", "Anna Berg"], "active first")
        XCTAssertEqual(try s.patients(matching: "äHN", today: today).map(\.id), [bert.id])
        XCTAssertThrowsError(try s.dischargePatient(anna.id, on: "2026-11-01", now: now)) { XCTAssertEqual(($0 as? KeepsakeError)?.message.contains("before admitted_on"), true) }
        XCTAssertThrowsError(try PatientInput(json: #"{"full_name":"X","birth_date":"1950-02-30","admitted_on":"2026-11-02"}"#)) {
            XCTAssertEqual(($0 as? KeepsakeError)?.message, "birth_date '1950-02-30' is not a date YYYY-MM-DD")
        }
        XCTAssertThrowsError(try s.createPatient(PatientInput(fullName: " ", birthDate: "1950-02-03", admittedOn: "2026-11-02"), now: now))
        let a = try s.recordAction(patientID: anna.id, ActionContent(occurredAt: now, kind: .note, title: "Hello"), now: now)
        _ = try s.editAction(a.id, ActionContent(occurredAt: now, kind: .note, title: "Hello again"), now: now)
        let preview = try s.patientDeletionPreview(anna.id)
        XCTAssertEqual(preview, PatientDeletion(actions: 1, actionVersions: 2, attachments: 0, relativeLinks: 0))
        XCTAssertEqual(try s.deletePatient(anna.id), preview)
        XCTAssertThrowsError(try s.patient(anna.id, today: today)) { XCTAssertEqual(($0 as? KeepsakeError).map { if case .notFound = $0 { return true }; return false }, true) }
        XCTAssertThrowsError(try s.action(a.id, today: today))
    }

    func testActionsKeepEveryVersionAndTimelinePages() throws {
        let s = try makeStore()
        let p = try makePatient(s)
        var ids: [String] = []
        for i in 0..<25 {
            let when = Instant("2026-11-\(String(format: "%02d", 3 + i % 20))T\(String(format: "%02d", i % 24)):00:00+01:00")!
            let a = try s.recordAction(patientID: p.id, ActionContent(occurredAt: when, kind: i % 5 == 0 ? .measurement : .therapy,
                                                                    title: "Session \(i)", durationSeconds: 1800,
                                                                    value: i % 5 == 0 ? "36.\(i % 10)" : nil, unit: i % 5 == 0 ? "°C" : nil), now: now)
            ids.append(a.id)
        }
        let edited = try s.editAction(ids[3], ActionContent(occurredAt: "2026-11-06T03:00:00+01:00", kind: .therapy, title: "Session 3 (gait)", durationSeconds: 2700), now: "2026-11-30T10:00:00Z")
        XCTAssertEqual(edited.version, 2)
        XCTAssertEqual(edited.recordedAt, now)
        let deleted = try s.deleteAction(ids[4], now: "2026-11-30T11:00:00Z")
        XCTAssertTrue(deleted.deleted)
        XCTAssertThrowsError(try s.editAction(ids[4], ActionContent(occurredAt: now, kind: .note, title: "x"), now: now))
        let history = try s.actionHistory(ids[3], today: today)
        XCTAssertEqual(history.map(\.version), [1, 2])
        XCTAssertEqual(history.map(\.content.title), ["Session 3", "Session 3 (gait)"])
        XCTAssertEqual(try s.actionHistory(ids[4], today: today).map(\.deleted), [false, true])

        var seen: [DossierAction] = []
        var cursor: String?
        repeat {
            let page = try s.timeline(patientID: p.id, TimelineQuery(limit: 7, cursor: cursor), today: today)
            XCTAssertEqual(page.total, 24)
            seen += page.actions
            cursor = page.nextCursor
        } while cursor != nil
        XCTAssertEqual(seen.count, 24)
        XCTAssertFalse(seen.contains { $0.id == ids[4] }, "deleted actions leave the timeline")
        let keys = seen.map { DossierRules.sortKey($0.content.occurredAt) }
        XCTAssertEqual(keys, keys.sorted(by: >), "newest first by instant")
        let measurements = try s.timeline(patientID: p.id, TimelineQuery(kinds: [.measurement], limit: 100), today: today)
        XCTAssertEqual(measurements.actions.count, 5)
        let ranged = try s.timeline(patientID: p.id, TimelineQuery(from: "2026-11-10T00:00:00Z", to: "2026-11-12T00:00:00Z", limit: 100), today: today)
        XCTAssertTrue(ranged.actions.allSatisfy { DossierRules.sortKey($0.content.occurredAt) >= "2026-11-10" && DossierRules.sortKey($0.content.occurredAt) < "2026-11-12" })
        XCTAssertFalse(ranged.actions.isEmpty)
        XCTAssertThrowsError(try s.timeline(patientID: p.id, TimelineQuery(limit: 0), today: today))
    }

    func testActionRules() throws {
        let s = try makeStore()
        let p = try makePatient(s)
        func refused(_ c: ActionContent) { XCTAssertThrowsError(try s.recordAction(patientID: p.id, c, now: now), "\(c)") }
        refused(ActionContent(occurredAt: now, kind: .measurement, title: "Pulse", value: "72.", unit: "bpm"))
        refused(ActionContent(occurredAt: now, kind: .measurement, title: "Pulse", value: "72"))
        refused(ActionContent(occurredAt: now, kind: .note, title: "x", value: "1", unit: "kg"))
        refused(ActionContent(occurredAt: now, kind: .call, title: "Call", durationSeconds: 10))
        refused(ActionContent(occurredAt: now, kind: .call, title: "Call", durationSeconds: 10,
                              call: .init(direction: .outgoing, party: "Maria", number: "call me", outcome: .answered)))
        XCTAssertThrowsError(try ActionContent(json: #"{"occurred_at":"yesterday","kind":"note","title":"x"}"#)) { error in
            XCTAssertEqual((error as? KeepsakeError)?.message, "occurred_at 'yesterday' is not an RFC 3339 instant such as 2026-11-30T09:00:00Z")
        }
        refused(ActionContent(occurredAt: now, kind: .note, title: "x", durationSeconds: -1))
        let call = try s.recordAction(patientID: p.id, ActionContent(occurredAt: now, kind: .call, title: "Weekly update", durationSeconds: 300,
                                                                   call: .init(direction: .outgoing, party: " Maria Keller ", number: "+41 44 555 01 23", outcome: .answered)), now: now)
        XCTAssertEqual(call.content.call?.party, "Maria Keller")
        let parsed = try ActionContent(json: #"{"occurred_at":"2026-11-30T09:00:00Z","kind":"measurement","title":"Temp","value":"36.6","unit":"°C"}"#)
        XCTAssertEqual(parsed.value, "36.6")
        XCTAssertThrowsError(try ActionContent(json: #"{"occurred_at":"2026-11-30T09:00:00Z","kind":"measurement","title":"Temp","value":36.6,"unit":"°C"}"#))
        XCTAssertThrowsError(try ActionContent(json: #"{"occurred_at":"2026-11-30T09:00:00Z","kind":"note","title":"x","extra":1}"#))
    }

    func testAttachmentsAreContentAddressedAndReadByRange() throws {
        let s = try makeStore()
        let p = try makePatient(s)
        let a = try s.recordAction(patientID: p.id, ActionContent(occurredAt: now, kind: .therapy, title: "Gait"), now: now)
        let video = [0, 0, 0, 0x18] + Array("ftypmp42".utf8) + (0..<100_000).map { UInt8($0 % 251) }
        let record = try addMedia(s, video)
        XCTAssertEqual(record.mediaType, "video/mp4")
        let first = try s.attach(record.sha256, patientID: p.id, actionID: a.id, AttachmentInput(caption: "Day 3", capturedAt: .some("2026-11-30T08:12:00+01:00")), now: now)
        let again = try s.attach(try addMedia(s, video).sha256, patientID: p.id, actionID: a.id, AttachmentInput(), now: now)
        XCTAssertEqual(again.id, first.id, "the same file attached to the same place once")
        let onPatient = try s.attach(record.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "Portrait"), now: now)
        XCTAssertEqual(try s.listMedia().count, 1, "stored once")
        XCTAssertEqual(try s.attachments(patientID: p.id, actionID: nil, today: today).count, 2)
        XCTAssertEqual(try s.attachments(patientID: p.id, actionID: a.id, today: today).map(\.id), [first.id])
        XCTAssertEqual(try s.readAttachment(first.id, offset: 50_000, maxCount: 10, today: today), Array(video[50_000..<50_010]))
        XCTAssertEqual(try s.readAttachment(first.id, offset: UInt64(video.count) - 3, maxCount: 10, today: today).count, 3)
        XCTAssertEqual(try s.readAttachment(first.id, offset: UInt64(video.count) + 5, maxCount: 10, today: today), [])
        let updated = try s.updateAttachment(onPatient.id, AttachmentInput(caption: "Portrait, week 2", capturedAt: .some(nil)))
        XCTAssertEqual(updated.caption, "Portrait, week 2")
        // A file removed behind the store's back is reported, not a crash.
        XCTAssertEqual(unlink(s.store.mediaPath(record.sha256)), 0)
        XCTAssertEqual(try s.attachment(first.id, today: today).missing, true)
        XCTAssertThrowsError(try s.readAttachment(first.id, offset: 0, maxCount: 10, today: today)) {
            guard case .corruptStore(let m)? = $0 as? KeepsakeError else { return XCTFail("\($0)") }
            XCTAssertTrue(m.contains("missing"))
        }
        let other = try makePatient(s, "Other")
        XCTAssertThrowsError(try s.attach(record.sha256, patientID: other.id, actionID: a.id, AttachmentInput(), now: now))
        XCTAssertThrowsError(try s.attach(String(repeating: "0", count: 64), patientID: p.id, actionID: nil, AttachmentInput(), now: now))
        try s.deleteAttachment(onPatient.id)
        XCTAssertEqual(try s.attachments(patientID: p.id, actionID: nil, today: today).count, 1)
    }

    func testMediaLimitsStopAFileAsItStreams() throws {
        let s = try makeStore()
        try s.setMediaLimits(MediaLimits(image: 1000, video: 0, other: 50))
        XCTAssertEqual(try s.mediaLimits(), MediaLimits(image: 1000, video: 0, other: 50))
        let w = try s.openMediaWriter(now: now)
        try w.write([0xFF, 0xD8, 0xFF] + [UInt8](repeating: 1, count: 500))
        XCTAssertThrowsError(try w.write([UInt8](repeating: 1, count: 600))) {
            guard case .limitExceeded? = $0 as? KeepsakeError else { return XCTFail("\($0)") }
        }
        XCTAssertTrue(FileSystem.list(s.store.temporaryDirectory).isEmpty, "nothing left behind")
        XCTAssertThrowsError(try addMedia(s, Array("plain text, more than fifty bytes of it, clearly over".utf8)))
        XCTAssertNoThrow(try addMedia(s, Array("short".utf8)))
        XCTAssertNoThrow(try addMedia(s, [0, 0, 0, 0x18] + Array("ftypmp42".utf8) + [UInt8](repeating: 7, count: 5000)))
        XCTAssertEqual(try s.listMedia().count, 2)
    }

    func testRelativesReadOnlyTheirLinkedPatientWhileLinked() throws {
        let store = try Store.open(at: path("centre"), create: true)
        let owner = try store.ownerSession()
        _ = try owner.createAccount(NewAccount(username: "ana", displayName: "Ana Staff", role: .staff), password: "staff-password", now: now)
        let staff = try store.signIn(username: "ana", password: "staff-password", now: now, remember: false).0
        let rudi = try staff.createAccount(NewAccount(username: "rudi", displayName: "Rudi", role: .relative), password: "relative-pass", now: now)
        let p1 = try makePatient(staff)
        let p2 = try makePatient(staff, "Zweite")
        let a = try staff.recordAction(patientID: p1.id, ActionContent(occurredAt: now, kind: .note, title: "Visit"), now: now)
        XCTAssertEqual(a.recordedBy.name, "Ana Staff")
        XCTAssertEqual(a.recordedBy.accountID, staff.actor.accountID)
        try staff.linkRelative(accountID: rudi.id, patientID: p1.id, endsOn: "2026-12-31", now: now)
        let relative = try store.signIn(username: "rudi", password: "relative-pass", now: now, remember: false).0
        XCTAssertEqual(try relative.patients(matching: nil, today: today).map(\.id), [p1.id])
        XCTAssertEqual(try relative.patients(matching: nil, today: "2027-01-01").map(\.id), [])
        XCTAssertNoThrow(try relative.timeline(patientID: p1.id, TimelineQuery(), today: today))
        XCTAssertNoThrow(try relative.action(a.id, today: today))
        func denied(_ body: () throws -> Void) {
            XCTAssertThrowsError(try body()) { guard case .permissionDenied? = $0 as? KeepsakeError else { return XCTFail("\($0)") } }
        }
        denied { _ = try relative.timeline(patientID: p1.id, TimelineQuery(), today: "2027-01-01") }
        denied { _ = try relative.patient(p2.id, today: today) }
        denied { _ = try relative.action(Random.uuid(), today: today) }
        denied { _ = try relative.recordAction(patientID: p1.id, ActionContent(occurredAt: now, kind: .note, title: "x"), now: now) }
        denied { _ = try relative.deletePatient(p1.id) }
        denied { _ = try relative.exportFHIR(patientID: p1.id, to: self.path("f.json"), created: self.now) }
        // Deleting the patient deletes the link.
        XCTAssertEqual(try staff.patientDeletionPreview(p1.id).relativeLinks, 1)
        try staff.deletePatient(p1.id)
        XCTAssertEqual(try staff.relativeLinks(accountID: rudi.id), [])
    }
}
