import KeepsakeCore

extension Commands {
    /// `keepsake routine …`: the supplement routine.
    static func routine(_ args: inout Arguments) throws(CLIError) {
        let sub = args.takeFirstWord() ?? ""
        let storePath = try args.required("--store")
        let actingAs = try args.option("--as")
        let today = try args.option("--today") ?? Clock.today()
        let now = Clock.now()
        let store = try core { () throws(KeepsakeError) in try Store.open(at: storePath, create: sub == "start") }
        func printJSON(_ body: (Session) throws(KeepsakeError) -> JSONValue) throws(CLIError) {
            try noPositionals(&args)
            let session = try session(store, actingAs)
            let value = try core { () throws(KeepsakeError) in try body(session) }
            Output.out(CanonicalJSON.string(value) + "\n")
        }
        switch sub {
        case "start":
            let start = try args.option("--start") ?? today
            let length = try args.option("--days").map { (text: String) throws(CLIError) -> Int in
                guard let n = Int(text) else { throw .usage("--days takes a number of days", verb: "routine") }
                return n
            }
            let goal = try args.option("--goal")
            try noPositionals(&args)
            let session = try session(store, actingAs)
            let routine = try core { () throws(KeepsakeError) in
                try session.startRoutine(Session.NewRoutine(startDate: start, lengthDays: length, goal: goal), now: now)
            }
            Output.out("started a routine on \(routine.startDate)\(routine.lengthDays.map { " for \($0) days" } ?? "")\n")
        case "take", "untake":
            let date = try args.option("--date") ?? today
            let slot = try args.single("SLOT")
            let session = try session(store, actingAs)
            try core { () throws(KeepsakeError) in
                if sub == "take" { try session.takeSlot(slot, on: date, at: now, today: today) } else { try session.untakeSlot(slot, on: date, today: today, now: now) }
            }
            Output.out("\(date) \(slot): \(sub == "take" ? "taken" : "not taken")\n")
        case "note":
            let date = try args.option("--date") ?? today
            let text = try args.single("TEXT")
            let session = try session(store, actingAs)
            try core { () throws(KeepsakeError) in try session.setRoutineNote(on: date, note: text, today: today, now: now) }
            Output.out("\(date): note saved\n")
        case "rate":
            let date = try args.option("--date") ?? today
            func score(_ name: String) throws(CLIError) -> Int {
                guard let text = try args.option("--" + name), let v = Int(text) else { throw .usage("--\(name) 1-10 is required", verb: "routine") }
                return v
            }
            let energy = try score("energy"), sleep = try score("sleep"), stress = try score("stress")
            try noPositionals(&args)
            let session = try session(store, actingAs)
            try core { () throws(KeepsakeError) in try session.rateRoutine(on: date, energy: energy, sleep: sleep, stress: stress, today: today, now: now) }
            Output.out("\(date): ratings saved\n")
        case "home": try printJSON { (s) throws(KeepsakeError) in try s.routineHome(today: today) }
        case "progress": try printJSON { (s) throws(KeepsakeError) in try s.routineProgress(today: today) }
        case "calendar":
            let month = try args.option("--month") ?? String(today.prefix(7))
            try printJSON { (s) throws(KeepsakeError) in try s.routineCalendar(month: month, today: today) }
        case "reminders": try printJSON { (s) throws(KeepsakeError) in try s.routineReminders(now: now) }
        case "achievements": try printJSON { (s) throws(KeepsakeError) in try s.routineAchievements(today: today) }
        case "results": try printJSON { (s) throws(KeepsakeError) in try s.routineResults() }
        case "message": try printJSON { (s) throws(KeepsakeError) in try s.routineMessage(nil, today: today) }
        case "export":
            let csvPath = try args.option("--csv")
            let bundlePath = try args.option("--bundle")
            // The bundle manifest's instant (FORMAT.md R20); with the same routine it fixes every byte (R30).
            let created = try args.option("--created") ?? now
            try noPositionals(&args)
            guard csvPath != nil || bundlePath != nil else { throw .usage("give --csv OUT and/or --bundle OUT", verb: "routine") }
            let session = try session(store, actingAs)
            try core { () throws(KeepsakeError) in
                if let csvPath {
                    try AtomicFile.write(Array(try session.exportRoutineCSV(today: today).utf8), to: csvPath)
                    Output.out("wrote \(csvPath)\n")
                }
                if let bundlePath {
                    let result = try session.exportRoutineBundle(to: bundlePath, options: ExportOptions(created: created))
                    Output.out("wrote \(result.path): \(result.members) members, \(result.size) bytes\n")
                }
            }
        default:
            throw .usage("routine needs start, take, untake, note, rate, home, progress, calendar, reminders, achievements, results, message or export", verb: "routine")
        }
    }
}
