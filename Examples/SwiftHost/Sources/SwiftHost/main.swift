// Every record kind through the public API, as an app would: mood log, mind map with its
// navigator, routine, a dossier a relative can only view (signed in, and from a viewer bundle
// on a device), bundles out and in, and the async API with its change stream.
// Exits non-zero with the failed check's message when anything is not as expected.
import KeepsakeKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct CheckFailed: Error, CustomStringConvertible { let description: String }

func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw CheckFailed(description: message()) }
}

/// The value, or a failed check when there is none.
func check<T>(_ value: T?, _ message: @autoclosure () -> String) throws -> T {
    guard let value else { throw CheckFailed(description: message()) }
    return value
}

/// `body` must fail with `codeName`.
func refused(_ codeName: String, _ what: String, _ body: () throws(KeepsakeError) -> Void) throws {
    do throws(KeepsakeError) {
        try body()
    } catch {
        try check(error.codeName == codeName, "\(what): expected \(codeName), got \(error.codeName): \(error)")
        return
    }
    throw CheckFailed(description: "\(what) was not refused")
}

guard CommandLine.arguments.count == 2 else {
    print("usage: SwiftHost EMPTY-FOLDER")
    exit(2)
}
let root = CommandLine.arguments[1]
let clock = Date(timeIntervalSince1970: 1_796_115_600)  // 2026-12-01T09:00:00Z
let zone = TimeZone(secondsFromGMT: 3600)!  // the user's time zone
let now = Instant(clock, in: zone)  // 2026-12-01T10:00:00+01:00, for the blocking calls
let today = CivilDate(date: clock, in: zone)  // 2026-12-01, the user's local day

do {
    let store = try await KeepsakeStore.open(at: root + "/store", create: true, timeZone: zone)
    var changes = try store.changes().makeAsyncIterator()
    let implicit = try await store.ownerSession()
    _ = try implicit.session.createAccount(NewAccount(username: "alma", displayName: "Alma", role: .owner), password: "alma-password-1", now: now)
    let (me, _) = try await store.signIn(username: "alma", password: "alma-password-1", now: clock)
    let s = me.session

    // Mood log.
    try await me.setMood(.good, on: today, note: "sunny", today: today, now: clock)
    try check(await changes.next() == .thisProcess, "no change notification after a write")
    try s.setMood(.ok, on: today.adding(days: -1), note: nil, today: today, now: now)
    try check(s.mood(on: today, today: today)?.mood == .good, "the mood of today")
    let summary = try await me.moodSummary(today: today)
    let month = try check(summary[.last1Month], "the summary has the last month")
    try check(month.marked == 2 && month.counts.good == 1 && month.percent?.good.description == "50.0", "last month's figures: \(month)")
    try check(summary.currentStreak?.mood == .good && summary.currentStreak?.run.length == 1, "the current streak: \(summary)")
    let decoded = try JSONDecoder().decode(MoodSummary.self, from: JSONEncoder().encode(summary))
    try check(decoded == summary, "the summary codes and decodes to itself")
    let tiles = try await me.moodTiles(preset: .currentMonth, today: today)
    try check(tiles.days.first?.mood == .good && tiles.days.dropFirst().allSatisfy(\.future), "this month's tiles: \(tiles.days.prefix(2))")
    try refused("KS_ERR_INVALID_ARGUMENT", "a mood after today") { () throws(KeepsakeError) in
        try s.setMood(.bad, on: today.adding(days: 1), note: nil, today: today, now: now)
    }

    // Mind map and its navigator.
    let map = try await me.createMindMap(title: "Garden", now: clock)
    let beds = try await me.createNode(under: map.rootID, title: "Beds", now: clock)
    _ = try s.createNode(under: beds.id, title: "Tomatoes", now: now)
    let navigator = try s.openNavigator(map: map.id)
    try navigator.open(beds.id)
    let view = try navigator.view()
    try check(view.children.map(\.title) == ["Tomatoes"] && view.canBack && view.path.map(\.title) == ["Garden", "Beds"], "navigator view: \(view)")
    let saved = try navigator.state()
    try navigator.back()
    try check(try navigator.view().active.id == map.rootID, "back to the root")
    try check(try s.restoreNavigator(saved).view().active.id == beds.id, "a saved navigator state restores")

    // Routine.
    _ = try s.startRoutine(Session.NewRoutine(startDate: today.adding(days: -2), lengthDays: 30, goal: "better_sleep"), now: now)
    try await me.takeSlot("morning", on: today, at: clock, today: today)
    let home = try await me.routineHome(today: today)
    try check(home.day == 3 && home.todaySlots.first { $0.name == "morning" }?.takenAt?.rfc3339 == "2026-12-01T10:00:00+01:00",
              "routine home: the check-in keeps the store's offset: \(home)")
    let reminders = try s.routineReminders(now: now)
    try check(reminders.localTime == "10:00" && reminders.next.first { $0.slot == "evening" }?.at.rfc3339 == "2026-12-01T20:00:00+01:00",
              "reminders in the user's local time: \(reminders)")

    // Dossier, and a relative who can only view it.
    let born = CivilDate(year: 1950, month: 4, day: 2)
    let patient = try s.createPatient(PatientInput(fullName: "Anna Berg", birthDate: born, admittedOn: today.adding(days: -29)), now: now)
    try check(try s.patient(patient.id, today: today).birthDate == born, "a patient's birth date round-trips")
    let walked = try check(Instant("2026-11-30T10:00:00+01:00"), "an RFC 3339 instant")
    let action = try s.recordAction(patientID: patient.id, ActionContent(occurredAt: walked, kind: .note, title: "Walked unaided"), now: now)
    try check(try s.action(action.id, today: today).content.occurredAt.rfc3339 == "2026-11-30T10:00:00+01:00", "an instant's text round-trips")
    let maria = try s.createAccount(NewAccount(username: "maria", displayName: "Maria Keller", role: .relative), password: "maria-password-1", now: now)
    try s.linkRelative(accountID: maria.id, patientID: patient.id, endsOn: nil, now: now)
    let (relative, _) = try await store.signIn(username: "maria", password: "maria-password-1", now: clock)
    let page = try await relative.timeline(patientID: patient.id, TimelineQuery(), today: today)
    try check(page.total == 1, "the relative sees the timeline")
    try refused("KS_ERR_PERMISSION_DENIED", "a relative recording an action") { () throws(KeepsakeError) in
        _ = try relative.session.recordAction(patientID: patient.id, ActionContent(occurredAt: walked, kind: .note, title: "x"), now: now)
    }

    // Bundles: out, verified, and into a second store; a viewer bundle opened on a device.
    let moodBundle = try s.exportMoodBundle(year: nil, to: root + "/moods.keepsake", today: today, options: ExportOptions(created: now))
    try Bundles.verify(at: moodBundle.path)
    let mapBundle = try s.exportMindMapBundle(map.id, to: root + "/garden.keepsake", options: ExportOptions(created: now))
    let other = try Store.open(at: root + "/other", create: true).ownerSession()
    _ = try other.importBundle(from: moodBundle.path)
    _ = try other.importBundle(from: mapBundle.path)
    try check(other.mood(on: today, today: today)?.mood == .good && other.mindMaps().map(\.title) == ["Garden"], "bundles imported")
    // The centre's signing key stays sealed under a key the host keeps outside the store (an
    // app's keychain, a server's key file): here a random one, as a first launch would make.
    try s.store.setHostKey(ViewerCrypto.randomHostKey())
    _ = try s.createCentreKey(now: now)
    _ = try s.exportViewerBundle(patientID: patient.id, to: root + "/viewer.keepsake", today: today, options: ExportOptions(created: now))
    let device = try Store.open(at: root + "/device", create: true)
    try device.ownerSession().trustInvitation(try s.viewerInvitation(accountID: maria.id).text, now: now)
    let (viewer, opened) = try device.ownerSession().openViewerBundle(at: root + "/viewer.keepsake", username: "maria", password: "maria-password-1", today: today, now: now)
    try check(try viewer.timeline(patientID: opened.dossierID, TimelineQuery(), today: today).total == 1, "the viewer copy")
    try refused("KS_ERR_READ_ONLY", "changing a viewer copy") { () throws(KeepsakeError) in
        _ = try viewer.recordAction(patientID: opened.dossierID, ActionContent(occurredAt: walked, kind: .note, title: "x"), now: now)
    }

    // Suspension for the background.
    try await store.suspend()
    try refused("KS_ERR_BUSY", "a write while suspended") { () throws(KeepsakeError) in try s.clearMood(on: today, today: today, now: now) }
    store.resume()
    try s.clearMood(on: today, today: today, now: now)
    print("swift host: every record kind through the public API: ok")
} catch {
    print("swift host: FAILED: \(error)")
    exit(1)
}
