import KeepsakeCore

extension Commands {
    /// `keepsake routine …`: the supplement routine.
    static func routine(_ args: inout Arguments) throws(CLIError) {
        let sub = args.takeFirstWord() ?? ""
        let access = try args.store(writes: sub == "start")
        let today = try args.today()
        let now = Clock.now()
        let printer = args.printer
        func view(_ body: (Session) throws(KeepsakeError) -> JSON) throws(CLIError) {
            try args.none()
            let session = try access.session()
            let value = try core { () throws(KeepsakeError) in try body(session) }
            printer.record(value, TextView.render(value, order: ["day", "date", "status", "message"]))
        }
        switch sub {
        case "start":
            let start = try args.day("--start") ?? today
            let length = try args.option("--days").map { (text: String) throws(CLIError) -> Int in
                guard let n = Int(text) else { throw .usage("--days takes a number of days, not '\(Arguments.quoted(text))'", verb: "routine") }
                return n
            }
            let goal = try args.option("--goal")
            try args.none()
            let session = try access.session()
            let routine = try core { () throws(KeepsakeError) in
                try session.startRoutine(Session.NewRoutine(startDate: start, lengthDays: length, goal: goal), now: now)
            }
            printer.done(routine, "started a routine on \(routine.startDate)\(routine.lengthDays.map { " for \($0) days" } ?? "")\n")
        case "take", "untake":
            let date = try args.day("--date") ?? today
            let slot = try args.single("SLOT")
            let session = try access.session()
            try core { () throws(KeepsakeError) in
                if sub == "take" { try session.takeSlot(slot, on: date, at: now, today: today) } else { try session.untakeSlot(slot, on: date, today: today, now: now) }
            }
            printer.done(["date": .string(date.description), "slot": .string(slot), "taken": .bool(sub == "take")], "\(date) \(slot): \(sub == "take" ? "taken" : "not taken")\n")
        case "note":
            let date = try args.day("--date") ?? today
            let text = try args.single("TEXT")
            let session = try access.session()
            try core { () throws(KeepsakeError) in try session.setRoutineNote(on: date, note: text, today: today, now: now) }
            printer.done(["date": .string(date.description), "note": .string(text)], "\(date): note saved\n")
        case "rate":
            let date = try args.day("--date") ?? today
            func score(_ name: String) throws(CLIError) -> Int {
                guard let text = try args.option("--" + name), let v = Int(text) else { throw .usage("--\(name) 1-10 is required", verb: "routine") }
                return v
            }
            let energy = try score("energy"), sleep = try score("sleep"), stress = try score("stress")
            try args.none()
            let session = try access.session()
            try core { () throws(KeepsakeError) in try session.rateRoutine(on: date, energy: energy, sleep: sleep, stress: stress, today: today, now: now) }
            printer.done(["date": .string(date.description), "energy": .int(Int64(energy)), "sleep": .int(Int64(sleep)), "stress": .int(Int64(stress))], "\(date): ratings saved\n")
        case "home": try view { (s) throws(KeepsakeError) in JSON(try s.routineHome(today: today)) }
        case "progress": try view { (s) throws(KeepsakeError) in JSON(try s.routineProgress(today: today)) }
        case "calendar":
            let month = try args.option("--month") ?? String(today.description.prefix(7))
            guard let first = CivilDate(month + "-01"), month.count == 7 else { throw .usage("--month takes a month YYYY-MM, not '\(Arguments.quoted(month))'", verb: "routine") }
            try view { (s) throws(KeepsakeError) in JSON(try s.routineCalendar(month: first, today: today)) }
        case "reminders": try view { (s) throws(KeepsakeError) in JSON(try s.routineReminders(now: now)) }
        case "achievements": try view { (s) throws(KeepsakeError) in JSON(try s.routineAchievements(today: today)) }
        case "results": try view { (s) throws(KeepsakeError) in JSON(try s.routineResults()) }
        case "message": try view { (s) throws(KeepsakeError) in JSON(try s.routineMessage(nil, today: today)) }
        case "export":
            let csv = try args.output("--csv")
            let bundle = try args.output("--bundle")
            // The bundle manifest's instant (FORMAT.md R20); with the same routine it fixes every byte (R30).
            let created = try args.instant("--created")
            try args.none()
            guard csv != nil || bundle != nil else { throw .usage("give --csv OUT and/or --bundle OUT", verb: "routine") }
            try oneStandardOutput([csv, bundle])
            let session = try access.session()
            if let csv {
                try writeText(printer, try core { () throws(KeepsakeError) in try session.exportRoutineCSV(today: today) }, to: csv)
            }
            if let bundle {
                try writeBundle(printer, access, bundle, label: "export") { (path, progress) throws(KeepsakeError) in
                    try session.exportRoutineBundle(to: path, options: ExportOptions(created: created, progress: progress))
                }
            }
        default:
            break
        }
    }
}
