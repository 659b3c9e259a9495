// The measured side of bench/app_screens.py: cold start of each app's first screen through its
// model layer, and the latency of a value observation to a write by another process.
//   AppBench prepare DIR             the three apps' stores, and a remembered sign-in token
//   AppBench start DIR alma|maps|rehab   one cold start: prints open, sign-in, screen, total (ms)
//   AppBench observe DIR N           prints the wall clock (s) at each of N new mood summaries
//   AppBench write DIR N PAUSE_MS    N mood writes, PAUSE_MS apart: prints each commit's time
import AppModels
import Foundation
import KeepsakeKit

/// Writes `line` to standard output at once (a pipe's reader waits for it).
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The wall clock in seconds, comparable between processes of this machine.
func wallClock() -> Double { Date().timeIntervalSince1970 }

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// The token of the rehab app's remembered sign-in, in a file (the Keychain item of an app).
final class FileKeychain: TokenKeychain {
    let path: String
    init(path: String) { self.path = path }
    func token() -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
    func setToken(_ token: String?) {
        if let token { try? token.write(toFile: path, atomically: true, encoding: .utf8) } else { try? FileManager.default.removeItem(atPath: path) }
    }
}

func prepare(_ root: String) async throws {
    let day = CivilDate(year: 2026, month: 11, day: 30)
    let now = Instant(Date())
    // Alma: three years of moods.
    let alma = try Store.open(at: root + "/alma", create: true).ownerSession()
    var date = day.adding(days: -3 * 365)
    let moods: [Mood] = [.good, .ok, .bad, .good, .good]
    var i = 0
    while date <= day {
        try alma.setMood(moods[i % moods.count], on: date, note: i % 7 == 0 ? "note \(i)" : nil, today: day, now: now)
        date = date.adding(days: 1)
        i += 1
    }
    // The map app: 20 maps of 50 nodes.
    let maps = try Store.open(at: root + "/maps", create: true).ownerSession()
    for m in 0..<20 {
        let map = try maps.createMindMap(title: "Map \(m)", now: now)
        for n in 0..<50 { _ = try maps.createNode(under: map.rootID, title: "Node \(n)", now: now) }
    }
    // The centre: 200 patients; staff Vera remembered.
    let centre = try Store.open(at: root + "/centre", create: true)
    _ = try centre.ownerSession().createAccount(NewAccount(username: "vera", displayName: "Vera", role: .staff), password: "vera-password-1", now: now)
    let (staff, token) = try centre.signIn(username: "vera", password: "vera-password-1", now: now, remember: true)
    for p in 0..<200 {
        _ = try staff.createPatient(PatientInput(fullName: "Patient \(p)", birthDate: CivilDate(year: 1950, month: 1, day: 1).adding(days: Int64(p)),
                                                 admittedOn: day.adding(days: Int64(-p))), now: now)
    }
    FileKeychain(path: root + "/token").setToken(token)
}

func start(_ root: String, app: String) async throws {
    let clock = ContinuousClock()
    let today = CivilDate(year: 2026, month: 11, day: 30)
    let t0 = clock.now
    let store = try await KeepsakeStore.open(at: root + "/" + (app == "rehab" ? "centre" : app))
    let t1 = clock.now
    let session: AsyncSession
    if app == "rehab" {
        let signIn = SignInModel(store: store, keychain: FileKeychain(path: root + "/token"))
        guard await signIn.resumeAtLaunch(), let resumed = signIn.session else {
            throw CancellationError()
        }
        session = resumed
    } else {
        session = try await store.ownerSession()
    }
    let t2 = clock.now
    var shown = 0
    switch app {
    case "alma":
        let home = MoodHomeModel(session: session, today: today)
        try await home.load()
        shown = home.summary?.ranges.count ?? 0
    case "maps":
        let list = MapListModel(session: session)
        try await list.load()
        shown = list.maps.count
    default:
        let patients = PatientListModel(session: session, today: today)
        try await patients.load()
        shown = patients.patients.count
    }
    let t3 = clock.now
    emit(String(format: "%.3f %.3f %.3f %.3f %d", milliseconds(t1 - t0), milliseconds(t2 - t1), milliseconds(t3 - t2), milliseconds(t3 - t0), shown))
}

func observe(_ root: String, count: Int) async throws {
    let store = try await KeepsakeStore.open(at: root + "/alma")
    let me = try await store.ownerSession()
    let today = CivilDate(year: 2026, month: 11, day: 30)
    var seen = -1
    emit("ready")
    for try await _ in me.values({ s in try s.mood(on: today, today: today) }) {
        seen += 1
        if seen > 0 { emit(String(format: "%.6f", wallClock())) }
        if seen == count { return }
    }
}

func write(_ root: String, count: Int, pauseMilliseconds: Int) async throws {
    let session = try Store.open(at: root + "/alma").ownerSession()
    let today = CivilDate(year: 2026, month: 11, day: 30)
    for i in 0..<count {
        try await Task.sleep(for: .milliseconds(pauseMilliseconds))
        try session.setMood(i % 2 == 0 ? .bad : .good, on: today, note: "write \(i)", today: today, now: Instant(Date()))
        emit(String(format: "%.6f", wallClock()))
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    print("usage: AppBench prepare|start|observe|write DIR [...]")
    exit(2)
}
do {
    switch arguments[1] {
    case "prepare": try await prepare(arguments[2])
    case "start": try await start(arguments[2], app: arguments.count > 3 ? arguments[3] : "alma")
    case "observe": try await observe(arguments[2], count: arguments.count > 3 ? Int(arguments[3]) ?? 10 : 10)
    case "write": try await write(arguments[2], count: arguments.count > 3 ? Int(arguments[3]) ?? 10 : 10,
                                  pauseMilliseconds: arguments.count > 4 ? Int(arguments[4]) ?? 300 : 300)
    default:
        print("usage: AppBench prepare|start|observe|write DIR [...]")
        exit(2)
    }
} catch {
    print("AppBench: \(error)")
    exit(1)
}
