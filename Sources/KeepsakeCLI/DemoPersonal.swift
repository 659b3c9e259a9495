import KeepsakeCore

/// The demo's people and personal records: the store's owner account (created on the first
/// run, signed in on every run), a year of generated moods and a routine with eight days of
/// check-ins, with their bundles, CSV and SVG.
enum DemoPersonal {
    static let owner = "alma"
    static let password = "keepsake-demo"

    /// Signs in as the demo owner, creating the account from the implicit owner the first time.
    static func signIn(_ store: Store, now: Instant) throws(KeepsakeError) -> Session {
        if let implicit = try? store.ownerSession() {
            _ = try implicit.createAccount(NewAccount(username: owner, displayName: "Alma", role: .owner), password: password, now: now)
        }
        return try store.signIn(username: owner, password: password, now: now, remember: false).0
    }

    /// A year of moods up to today, generated the same way every time, imported in one
    /// transaction as if from an earlier app; days already marked are kept.
    static func moods(_ session: Session, today: CivilDate, bundles: String, now: Instant) throws(KeepsakeError) {
        var seed: UInt64 = 0x5EED
        var days: [String] = []
        for offset in stride(from: 364, through: 0, by: -1) {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let roll = Int((seed >> 33) % 100)
            guard roll >= 12 else { continue } // about one day in eight left unmarked
            let date = today.adding(days: -Int64(offset))
            // Better spring and summer, a little worse in winter.
            let season = [2, 2, 3, 3, 4, 4, 4, 4, 3, 3, 2, 2][date.month - 1]
            let score = max(1, min(5, season + (roll % 3) - 1 + (roll % 7 == 0 ? -2 : 0)))
            days.append("{\"date\":\"\(date)\",\"scores\":[\(score)],\"notes\":\"\",\"tags\":[]}")
        }
        let result = try session.importPixels(json: "[" + days.joined(separator: ",") + "]", today: today, now: now)
        let summary = try session.moodSummary(today: today)
        let year = summary[.last12Months]
        Output.out("moods:   \(result.imported) days imported; last 12 months: \(year?.percent?.good.description ?? "0")% good, \(year?.unmarked ?? 0) unmarked\n")
        let bundle = try session.exportMoodBundle(year: nil, to: bundles + "/moods.keepsake", today: today, options: ExportOptions(created: now))
        try AtomicFile.write(Array(try session.exportMoodCSV(year: nil, today: today).utf8), to: bundles + "/moods.csv")
        try AtomicFile.write(Array(try session.renderMoodYear(today.year, today: today).utf8), to: bundles + "/moods-\(today.year).svg")
        Output.out("moods:   \(bundle.path), \(bundles)/moods.csv, \(bundles)/moods-\(today.year).svg\n")
    }

    /// A 30-day routine started eight days ago, with both slots checked in on each of the
    /// eight days before today (one evening missed), and its bundle.
    static func routine(_ session: Session, today: CivilDate, bundles: String, now: Instant) throws(KeepsakeError) {
        let start = today.adding(days: -8)
        if (try? session.routine()) == nil {
            _ = try session.startRoutine(Session.NewRoutine(startDate: start, lengthDays: 30, goal: "better_sleep",
                                                            answers: ["sleep_hours": "6", "coffee": "2 cups"]), now: now)
        }
        for offset in 0..<8 {
            let day = start.adding(days: Int64(offset))
            try session.takeSlot("morning", on: day, at: Instant(seconds: day.dayNumber * 86_400 + 8 * 3600 + 10 * 60), today: today)
            if offset != 3 { try session.takeSlot("evening", on: day, at: Instant(seconds: day.dayNumber * 86_400 + 20 * 3600 + 15 * 60), today: today) }
        }
        try session.rateRoutine(on: start, energy: 4, sleep: 3, stress: 7, today: today, now: now)
        try session.rateRoutine(on: today.adding(days: -1), energy: 6, sleep: 6, stress: 5, today: today, now: now)
        let home = try session.routineHome(today: today)
        Output.out("routine: day \(home.day) of 30, streak \(home.streak) complete days\n")
        let bundle = try session.exportRoutineBundle(to: bundles + "/routine.keepsake", options: ExportOptions(created: now))
        try Bundles.verify(at: bundle.path)
        try AtomicFile.write(Array(try session.exportRoutineCSV(today: today).utf8), to: bundles + "/routine.csv")
        Output.out("routine: \(bundle.path), \(bundles)/routine.csv\n")
    }
}
