import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Commands {
    /// `keepsake mood …`: mark days, show tiles and the summary, import and export.
    static func mood(_ args: inout Arguments) throws(CLIError) {
        let sub = args.takeFirstWord() ?? ""
        let access = try args.store(writes: sub == "set" || sub == "import")
        let today = try args.today()
        let now = Clock.now()
        let printer = args.printer
        switch sub {
        case "set":
            let date = try args.day("--date") ?? today
            let note = try args.option("--note")
            let moodText = try args.single("MOOD")
            // A mistyped word is a usage mistake (exit 2), like a bad date.
            guard let mood = Mood(rawValue: moodText) else {
                throw .usage("the mood is good, ok or bad, not '\(Arguments.quoted(moodText))'", verb: nil)
            }
            let session = try access.session()
            let day = try core { () throws(KeepsakeError) in
                try session.setMood(mood, on: date, note: note, today: today, now: now)
            }
            printer.done(day, "\(day.date): \(day.mood?.rawValue ?? "cleared")\n")
        case "clear":
            let date = try args.day("--date") ?? today
            try args.none()
            let session = try access.session()
            try core { () throws(KeepsakeError) in try session.clearMood(on: date, today: today, now: now) }
            printer.done(["date": .string(date.description), "mood": .null] as JSON, "\(date): cleared\n")
        case "tiles":
            let presetText = try args.option("--preset") ?? "current_month"
            try args.none()
            let preset: RangePreset
            do throws(KeepsakeError) { preset = try RangePreset.parse(presetText) } catch { throw .usage(error.message, verb: nil) }
            let session = try access.session()
            let tiles = try core { () throws(KeepsakeError) in JSON(try session.moodTiles(preset: preset, today: today)) }
            printer.record(tiles, MoodText.tiles(tiles))
        case "summary":
            try args.none()
            let session = try access.session()
            let summary = try core { () throws(KeepsakeError) in JSON(try session.moodSummary(today: today)) }
            printer.record(summary, MoodText.summary(summary))
        case "import":
            let daylio = try args.option("--daylio")
            let pixels = try args.option("--pixels")
            let levels = try args.option("--levels")
            try args.none()
            guard (daylio == nil) != (pixels == nil) else { throw .usage("give one of --daylio FILE or --pixels FILE", verb: "mood") }
            var overrides: [String: Int] = [:]
            if let levels {
                do throws(DaylioLevels.ParseError) {
                    overrides = try DaylioLevels(parsing: levels).levels
                } catch {
                    switch error {
                    case .notAnObject: throw .usage("--levels takes a JSON object such as {\"Calm\":3}", verb: "mood")
                    case .notAnInteger(let name): throw .usage("--levels: the level of '\(name)' must be 1 to 5", verb: "mood")
                    }
                }
            }
            let session = try access.session()
            let result = try core { () throws(KeepsakeError) -> MoodImportResult in
                if let daylio { return try session.importDaylio(fileAt: daylio, overrides: overrides, today: today, now: now) }
                return try session.importPixels(fileAt: pixels ?? "", today: today, now: now)
            }
            let skipped = result.skipped.map(\.description)
            let future = result.future.map(\.description)
            printer.done(result, "imported \(result.imported) days" + (skipped.isEmpty ? "" : "; kept \(skipped.count) days already marked: \(skipped.joined(separator: ", "))")
                + (future.isEmpty ? "" : "; refused \(future.count) days after today (\(today)): \(future.joined(separator: ", "))") + "\n")
        case "export":
            let csv = try args.output("--csv")
            let svg = try args.output("--svg")
            let bundle = try args.output("--bundle")
            let yearText = try args.option("--year")
            // The bundle manifest's instant (FORMAT.md R20); with the same log it fixes every byte (R30).
            let created = try args.instant("--created")
            try args.none()
            let year: Int? = try yearText.map { (text: String) throws(CLIError) -> Int in
                guard let y = Int(text) else { throw .usage("--year takes a year such as 2026, not '\(Arguments.quoted(text))'", verb: "mood") }
                return y
            }
            guard csv != nil || svg != nil || bundle != nil else { throw .usage("give --csv OUT, --svg OUT and/or --bundle OUT", verb: "mood") }
            try oneStandardOutput([csv, svg, bundle])
            let session = try access.session()
            if let csv {
                try writeText(printer, try core { () throws(KeepsakeError) in try session.exportMoodCSV(year: year, today: today) }, to: csv)
            }
            if let bundle {
                try writeBundle(printer, access, bundle, label: "export") { (path, progress) throws(KeepsakeError) in
                    try session.exportMoodBundle(year: year, to: path, today: today, options: ExportOptions(created: created, progress: progress))
                }
            }
            if let svg {
                let y = year ?? today.year
                try writeText(printer, try core { () throws(KeepsakeError) in try session.renderMoodYear(y, today: today) }, to: svg)
            }
        default:
            break
        }
    }
}

/// The mood views as text: the tiles as a calendar, the summary as a table of ranges.
enum MoodText {
    static func symbol(_ day: JSON) -> String {
        if day["future"] == .bool(true) { return " " }
        switch day["mood"]?.stringValue {
        case "good"?: return "+"
        case "ok"?: return "o"
        case "bad"?: return "-"
        default: return "."
        }
    }

    static func tiles(_ tiles: JSON) -> String {
        let days = tiles["days"]?.arrayValue ?? []
        let firstWeekday = Int(tiles["first_weekday"]?.intValue ?? 1)
        var text = "\((tiles["preset"]?.stringValue ?? "").replacingUnderscores()): \(tiles["first"]?.stringValue ?? "?") to \(tiles["last"]?.stringValue ?? "?")"
            + "  (+ good, o ok, - bad, . unmarked)\n"
        for month in tiles["months"]?.arrayValue ?? [] {
            let first = Int(month["first_index"]?.intValue ?? 0), count = Int(month["days"]?.intValue ?? 0)
            guard first >= 0, count > 0, first + count <= days.count else { continue }
            text += (month["month"]?.stringValue ?? "").padding(9) + "Mo Tu We Th Fr Sa Su\n"
            var cells = [String](repeating: " ", count: (firstWeekday - 1 + first) % 7)
            for index in first..<(first + count) {
                cells.append(symbol(days[index]))
                if cells.count == 7 || index == first + count - 1 {
                    let row = String(repeating: " ", count: 9) + cells.joined(separator: "  ")
                    text += String(row.reversed().drop(while: { $0 == " " }).reversed()) + "\n"
                    cells = []
                }
            }
        }
        return text
    }

    static func run(_ run: JSON?) -> String {
        guard let run, run != .null else { return "-" }
        let length = run["length"]?.intValue ?? 0
        return "\(length) day\(length == 1 ? "" : "s") from \(run["first"]?.stringValue ?? "?")"
    }

    static func summary(_ summary: JSON) -> String {
        var text = "today: \(summary["today"]?.stringValue ?? "?")\n"
        if let streak = summary["current_streak"], streak != .null {
            let length = streak["length"]?.intValue ?? 0
            text += "current streak: \(length) day\(length == 1 ? "" : "s") \(streak["mood"]?.stringValue ?? "") since \(streak["first"]?.stringValue ?? "?")\n"
        } else {
            text += "current streak: none\n"
        }
        let ranges = summary["ranges"]?.objectValue ?? [:]
        let order = RangePreset.summary.map(\.rawValue).filter { ranges[$0] != nil }
        let rows: [JSON] = order.compactMap { name -> JSON? in
            guard let r = ranges[name] else { return nil }
            func percent(_ mood: String) -> JSON { .string((r["percent"]?[mood]?.stringValue ?? "0") + "%") }
            return .object(["range": .string(name.replacingUnderscores()), "days": r["days"] ?? .null, "marked": r["marked"] ?? .null,
                            "good": percent("good"), "ok": percent("ok"), "bad": percent("bad"),
                            "longest_good_run": .string(run(r["longest_good_run"])), "longest_bad_run": .string(run(r["longest_bad_run"]))])
        }
        let columns = ["range", "days", "marked", "good", "ok", "bad", "longest_good_run", "longest_bad_run"]
        text += "\n" + (TextView.table(rows, order: columns) ?? []).map { $0 + "\n" }.joined()
        return text
    }
}
