// Drives the three apps' model layers through their screens, as the apps' views would, and
// exits non-zero with the failed check's message when anything is not as expected.
//   AppModelsCheck EMPTY-FOLDER
import AppModels
import Foundation
import KeepsakeKit

struct CheckFailed: Error, CustomStringConvertible { let description: String }

func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw CheckFailed(description: message()) }
}

/// Waits (up to 5 s) until `condition` holds: an observing model has taken the new value.
func eventually(_ what: String, _ condition: () -> Bool) async throws {
    for _ in 0..<500 {
        if condition() { return }
        try await Task.sleep(for: .milliseconds(10))
    }
    throw CheckFailed(description: "\(what): not seen within 5 s")
}

/// An isolated parameter of any actor compiles in a file importing KeepsakeKit (no public type
/// of it hides Swift's `Actor`).
func onAnyActor(_ actor: isolated (any Actor)) -> Bool { true }

guard CommandLine.arguments.count == 2 else {
    print("usage: AppModelsCheck EMPTY-FOLDER")
    exit(2)
}
let root = CommandLine.arguments[1]
let today = userToday()

do {
    try check(onAnyActor(MainActor.shared), "isolated any Actor")

    // Alma: the summary follows a mood set here and one set by the widget (another connection).
    let alma = try await KeepsakeStore.open(at: root + "/alma", create: true)
    let me = try await alma.ownerSession()
    let home = MoodHomeModel(session: me, today: today)
    let observing = Task { try await home.observe() }
    try await eventually("the first summary") { home.summary != nil }
    try await home.set(.good)
    try await eventually("the summary after setting today's mood") { home.summary?.currentStreak?.mood == .good }
    let widget = try Store.open(at: root + "/alma").ownerSession()
    try widget.setMood(.bad, on: today, note: "from the widget", today: today, now: Instant(Date()))
    try await eventually("the summary after the widget's write") { home.summary?.currentStreak?.mood == .bad }
    try check(home.streakText == "1 bad day", "streak text: \(home.streakText)")
    observing.cancel()
    let calendar = MoodCalendarModel(session: me, today: today)
    try await calendar.load()
    try check(calendar.tiles?.days.last(where: { !$0.future })?.mood == .bad, "today's tile")
    try await calendar.previousMonth()
    try await calendar.previousMonth()
    try check(calendar.tiles?.first == today.firstOfMonth.adding(months: -2), "two months back: \(String(describing: calendar.tiles?.first))")
    try await calendar.nextMonth()
    try check(calendar.tiles?.first == today.firstOfMonth.adding(months: -1), "one month forward")
    print("alma: summary followed both writes, calendar paged to \(calendar.month)")

    // The map app: the list follows a new map; a map's screen moves and is restored.
    let maps = try await KeepsakeStore.open(at: root + "/maps", create: true)
    let mapper = try await maps.ownerSession()
    let list = MapListModel(session: mapper)
    let listing = Task { try await list.observe() }
    let plans = try await list.create(title: "Plans")
    try await eventually("the new map in the list") { list.maps.map(\.id) == [plans.id] }
    listing.cancel()
    let screen = try await MapScreenModel.open(map: plans.id, in: mapper)
    try await screen.addChild(title: "Garden")
    let garden = try screen.view.map { view in view.children[0] } ?? { throw CheckFailed(description: "no child after adding one") }()
    try await screen.open(garden.id)
    try await screen.addChild(title: "Roses")
    let saved = try JSONEncoder().encode(try await screen.state())
    let restored = try await MapScreenModel.restore(try JSONDecoder().decode(NavigatorState.self, from: saved), in: mapper)
    try check(restored.view?.path.map(\.title) == ["Plans", "Garden"], "restored breadcrumb")
    try check(restored.view?.children.map(\.title) == ["Roses"], "restored children")
    try await restored.back()
    try check(restored.view?.active.title == "Plans", "back to the root")
    print("maps: list followed, screen moved, restored and went back")

    // The rehab app: staff sign in once and stay signed in; patient list and timeline.
    let centre = try await KeepsakeStore.open(at: root + "/centre", create: true)
    // The host's key sealing the centre's signing key: from the keychain in the app.
    try centre.store.setHostKey(ViewerCrypto.randomHostKey())
    let setup = try await centre.ownerSession()
    let now = Instant(Date())
    _ = try await setup.perform { s in
        try s.createAccount(NewAccount(username: "vera", displayName: "Vera Staff", role: .staff), password: "vera-password-1", now: now)
    }
    let keychain = MemoryKeychain()
    let firstLaunch = SignInModel(store: centre, keychain: keychain)
    try check(await firstLaunch.resumeAtLaunch() == false, "resumed without a token")
    await firstLaunch.signIn(username: "vera", password: "wrong")
    try check(firstLaunch.session == nil && firstLaunch.failure != nil, "signed in with a wrong password")
    await firstLaunch.signIn(username: "vera", password: "vera-password-1")
    try check(firstLaunch.session != nil && keychain.token() != nil, "sign-in: \(firstLaunch.failure ?? "")")
    let nextLaunch = SignInModel(store: centre, keychain: keychain)
    try check(await nextLaunch.resumeAtLaunch(), "resume at the next launch: \(nextLaunch.failure ?? "")")
    guard let staff = nextLaunch.session else { throw CheckFailed(description: "no session") }

    let anna = try await staff.perform { s in
        try s.createPatient(PatientInput(fullName: "Anna Berg", birthDate: CivilDate(year: 1950, month: 4, day: 2), admittedOn: today), now: now)
    }
    let patients = PatientListModel(session: staff, today: today)
    let watching = Task { try await patients.observe() }
    try await eventually("the patient in the list") { patients.patients.map(\.id) == [anna.id] }
    watching.cancel()
    let timeline = TimelineModel(patientID: anna.id, session: staff, today: today)
    for i in 1...25 { try await timeline.addNote("Exercise \(i)") }
    try await timeline.reload()
    try check(timeline.actions.count == 20 && timeline.total == 25 && timeline.hasMore, "first page: \(timeline.actions.count) of \(timeline.total)")
    try await timeline.loadMore()
    try check(timeline.actions.count == 25 && !timeline.hasMore, "second page")
    let clip = root + "/walk.mp4"
    try Data(Array("\0\0\0\u{18}ftypmp42".utf8) + [UInt8](repeating: 7, count: 100_000)).write(to: URL(fileURLWithPath: clip))
    let media = try await staff.importMedia(fromFile: clip)
    let attachment = try await staff.perform { s in
        try s.attach(media.sha256, patientID: anna.id, actionID: nil, AttachmentInput(caption: "First steps"), now: now)
    }
    let url = try await timeline.mediaURL(of: attachment.id)
    try check(try Data(contentsOf: url).count == 100_012 && url.isFileURL, "the attachment's file")
    print("rehab: signed in once, resumed, \(timeline.total) actions in pages, a video to stream in place")

    // The relative: staff link Maria and export a viewer bundle; her device opens it.
    let key = try await staff.perform { s in try s.createCentreKey(now: now) }
    let mariaID = try await staff.perform { s in
        let maria = try s.createAccount(NewAccount(username: "maria", displayName: "Maria Berg", role: .relative), password: "maria-password-1", now: now)
        try s.linkRelative(accountID: maria.id, patientID: anna.id, endsOn: nil, now: now)
        return maria.id
    }
    let bundle = root + "/anna.keepsake"
    _ = try await staff.perform { s in try s.exportViewerBundle(patientID: anna.id, to: bundle, today: today, options: ExportOptions(created: now)) }
    let device = RelativeDeviceModel(store: try await KeepsakeStore.open(at: root + "/device", create: true), today: today)
    let invitation = try await staff.perform { s in try s.viewerInvitation(accountID: mariaID) }
    _ = try await device.accept(invitation: invitation.text)
    let opened = try await device.open(bundleAt: bundle, username: "maria", password: "maria-password-1")
    try check(opened.pin == .new && device.dossiers.map(\.id) == [anna.id], "opened: \(opened.pin)")
    try check(device.dossiers.first?.fingerprint == key.fingerprint, "the pinned key")
    let relative = try await device.signIn(to: anna.id, username: "maria", password: "maria-password-1")
    try check(relative.patient?.fullName == "Anna Berg" && relative.timeline.total == 25, "the relative's screen")
    let theirs = try await relative.timeline.attachments()
    try check(theirs.count == 1, "the relative's attachments")
    let video = try await relative.timeline.mediaURL(of: theirs[0].id)
    try check(try Data(contentsOf: video).count == 100_012, "the relative's video")
    do {
        _ = try await device.signIn(to: anna.id, username: "maria", password: "wrong-password")
        throw CheckFailed(description: "a relative signed in with a wrong password")
    } catch let error as KeepsakeError {
        try check(error.codeName == "KS_ERR_AUTH_FAILED", "wrong password: \(error.codeName)")
    }
    print("relative: bundle opened (pin \(opened.pin.rawValue)), signed in offline, timeline and video read-only")
    print("app models: all screens checked")
} catch {
    print("app models: FAILED: \(error)")
    exit(1)
}
