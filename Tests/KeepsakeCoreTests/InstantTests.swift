import XCTest
import KeepsakeKit

/// Instants and days through the public Swift API: a `Date` in the user's zone keeps that
/// zone's offset in the store, the routine reads the local time from it, an instant given as
/// text comes back as that text, and a patient's days are `CivilDate`s both ways.
final class InstantTests: StoreTestCase {
    /// 2026-12-01T08:00:00Z, 10:00 in a +02:00 zone.
    let clock = Date(timeIntervalSince1970: 1_796_112_000)
    let plusTwo = TimeZone(secondsFromGMT: 7200)!

    func testADateInAZoneIsStoredAndReadBackWithItsOffset() async throws {
        XCTAssertEqual(Instant(clock, in: plusTwo).rfc3339, "2026-12-01T10:00:00+02:00")
        XCTAssertEqual(Instant(clock).rfc3339, "2026-12-01T08:00:00Z")
        XCTAssertEqual(Instant(clock, in: plusTwo), Instant(clock))
        XCTAssertEqual(Instant(clock, in: plusTwo).date, clock)

        let store = try await KeepsakeStore.open(at: path("zoned"), create: true, timeZone: plusTwo)
        let me = try await store.ownerSession()
        let map = try await me.createMindMap(title: "Garden", now: clock)
        XCTAssertEqual(map.created.rfc3339, "2026-12-01T10:00:00+02:00")
        let today = CivilDate(date: clock, in: plusTwo)
        try await me.setMood(.good, on: today, note: nil, today: today, now: clock)

        // Read back by another session of the same file: the stored text, offset included.
        let again = try Store.open(at: path("zoned")).ownerSession()
        XCTAssertEqual(try again.mindMap(map.id).created.rfc3339, "2026-12-01T10:00:00+02:00")
        XCTAssertEqual(try again.mindMap(map.id).created.utcOffsetSeconds, 7200)
        XCTAssertEqual(try XCTUnwrap(again.mood(on: today, today: today)).changedAt.rfc3339, "2026-12-01T10:00:00+02:00")
    }

    func testTheRoutineRemindersUseTheInstantsLocalTime() async throws {
        let store = try await KeepsakeStore.open(at: path("routine"), create: true, timeZone: plusTwo)
        let me = try await store.ownerSession()
        let today = CivilDate(date: clock, in: plusTwo)
        _ = try me.session.startRoutine(Session.NewRoutine(startDate: today, lengthDays: 30), now: Instant(clock, in: plusTwo))
        try await me.takeSlot("evening", on: today, at: clock, today: today)
        XCTAssertEqual(try me.session.routineDay(today, today: today).slots.first { $0.name == "evening" }?.takenAt?.rfc3339,
                       "2026-12-01T10:00:00+02:00")

        // 10:00 local: the 08:00 morning slot is two hours late, and the next reminders are
        // written in the same offset. At 08:00 UTC the morning would be on time.
        let reminders = try me.session.routineReminders(now: Instant(clock, in: plusTwo))
        XCTAssertEqual(reminders.localDate, today)
        XCTAssertEqual(reminders.localTime, "10:00")
        XCTAssertEqual(reminders.overdue.map(\.slot), ["morning"])
        XCTAssertEqual(reminders.overdue.first?.minutesLate, 120)
        XCTAssertEqual(reminders.next.map(\.at.rfc3339), ["2026-12-02T08:00:00+02:00", "2026-12-02T20:00:00+02:00"])
        let utc = try me.session.routineReminders(now: Instant(clock))
        XCTAssertEqual(utc.localTime, "08:00")
        XCTAssertEqual(utc.overdue, [])
    }

    func testAnInstantGivenAsTextRoundTripsByteForByte() throws {
        let s = try makeStore()
        let texts = ["2026-11-30T10:00:00.120+01:00", "2026-11-30T09:00:00-00:00", "2026-11-30T23:59:60Z"]
        let patient = try s.createPatient(PatientInput(fullName: "Anna Berg", birthDate: CivilDate(year: 1950, month: 4, day: 2),
                                                       admittedOn: CivilDate(year: 2026, month: 11, day: 2)), now: try Instant.parse(texts[1], "now"))
        XCTAssertEqual(patient.created.rfc3339, texts[1])
        for text in texts {
            let at = try Instant.parse(text, "occurred_at")
            let action = try s.recordAction(patientID: patient.id, ActionContent(occurredAt: at, kind: .note, title: "Walked"), now: at)
            let read = try s.action(action.id, today: CivilDate(year: 2026, month: 12, day: 1))
            XCTAssertEqual(read.content.occurredAt.rfc3339, text)
            XCTAssertEqual(read.changedAt.rfc3339, text)
            XCTAssertEqual(read.recordedAt.rfc3339, text)
        }
        // Editing only the way an instant is written is a change: the text is the record.
        let first = try s.timeline(patientID: patient.id, TimelineQuery(), today: CivilDate(year: 2026, month: 12, day: 1)).actions
            .first { $0.content.occurredAt.rfc3339 == texts[0] }
        let action = try XCTUnwrap(first)
        var content = action.content
        content.occurredAt = try Instant.parse("2026-11-30T09:00:00.12Z", "occurred_at")
        XCTAssertEqual(content.occurredAt, action.content.occurredAt)
        let edited = try s.editAction(action.id, content, now: now)
        XCTAssertEqual(edited.version, 2)
        XCTAssertEqual(edited.content.occurredAt.rfc3339, "2026-11-30T09:00:00.12Z")
        XCTAssertThrowsError(try Instant.parse("2026-11-30 09:00", "now"))
    }

    func testAPatientsDaysRoundTripAsCivilDates() throws {
        let s = try makeStore()
        let born = CivilDate(year: 1950, month: 4, day: 2)
        let admitted = CivilDate(year: 2026, month: 11, day: 2)
        let p = try s.createPatient(PatientInput(fullName: "Anna Berg", birthDate: born, admittedOn: admitted), now: now)
        let today = CivilDate(year: 2026, month: 12, day: 1)
        XCTAssertEqual(try s.patient(p.id, today: today).birthDate, born)
        XCTAssertEqual(try s.patient(p.id, today: today).admittedOn, admitted)
        let discharged = try s.dischargePatient(p.id, on: today, now: now)
        XCTAssertEqual(discharged.dischargedOn, today)
        XCTAssertEqual(try s.patient(p.id, today: today).dischargedOn, today)
        XCTAssertNil(try s.dischargePatient(p.id, on: nil, now: now).dischargedOn)
        XCTAssertThrowsError(try s.updatePatient(p.id, PatientInput(birthDate: today.adding(days: 1)), now: now)) { error in
            XCTAssertEqual((error as? KeepsakeError)?.message, "birth_date 2026-12-02 is after admitted_on 2026-11-02")
        }
    }
}
