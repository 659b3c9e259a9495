import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Clock {
    /// The host's civil date in its local time zone: the day the user lives in.
    static func today() -> String {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    }
}

extension Commands {
    /// `keepsake mood …`: mark days, show tiles and the summary, import and export.
    static func mood(_ args: inout Arguments) throws(CLIError) {
        let sub = args.takeFirstWord() ?? ""
        let storePath = try args.required("--store")
        let actingAs = try args.option("--as")
        let today = try args.option("--today") ?? Clock.today()
        let now = Clock.now()
        let store = try core { () throws(KeepsakeError) in try Store.open(at: storePath, create: sub == "set" || sub == "import") }
        switch sub {
        case "set":
            let date = try args.option("--date") ?? today
            let note = try args.option("--note")
            let moodText = try args.single("MOOD")
            let session = try session(store, actingAs)
            let day = try core { () throws(KeepsakeError) in
                try session.setMood(try Mood.parse(moodText), on: date, note: note, today: today, now: now)
            }
            Output.out("\(day.date): \(day.mood?.rawValue ?? "cleared")\n")
        case "clear":
            let date = try args.option("--date") ?? today
            try noPositionals(&args)
            let session = try session(store, actingAs)
            try core { () throws(KeepsakeError) in try session.clearMood(on: date, today: today, now: now) }
            Output.out("\(date): cleared\n")
        case "tiles":
            let preset = try args.option("--preset") ?? "current_month"
            try noPositionals(&args)
            let session = try session(store, actingAs)
            let tiles = try core { () throws(KeepsakeError) in try session.moodTiles(preset: try RangePreset.parse(preset), today: today) }
            Output.out(CanonicalJSON.string(tiles) + "\n")
        case "summary":
            try noPositionals(&args)
            let session = try session(store, actingAs)
            let summary = try core { () throws(KeepsakeError) in try session.moodSummary(today: today) }
            Output.out(CanonicalJSON.string(summary) + "\n")
        case "import":
            let daylio = try args.option("--daylio")
            let pixels = try args.option("--pixels")
            let levels = try args.option("--levels")
            try noPositionals(&args)
            guard (daylio == nil) != (pixels == nil) else { throw .usage("give one of --daylio FILE or --pixels FILE", verb: "mood") }
            var overrides: [String: Int] = [:]
            if let levels {
                guard case .object(let o)? = try? JSONParser.parse(levels) else { throw .usage("--levels takes a JSON object such as {\"Calm\":3}", verb: "mood") }
                for (name, value) in o {
                    guard case .int(let level) = value else { throw .usage("--levels: the level of '\(name)' must be 1 to 5", verb: "mood") }
                    overrides[name] = Int(level)
                }
            }
            let session = try session(store, actingAs)
            let result = try core { () throws(KeepsakeError) -> JSONValue in
                if let daylio { return try session.importDaylio(fileAt: daylio, overrides: overrides, now: now) }
                return try session.importPixels(fileAt: pixels ?? "", now: now)
            }
            let skipped = result["skipped"]?.arrayValue?.compactMap(\.stringValue) ?? []
            Output.out("imported \(result["imported"]?.intValue ?? 0) days" + (skipped.isEmpty ? "" : "; kept \(skipped.count) days already marked: \(skipped.joined(separator: ", "))") + "\n")
        case "export":
            let csvPath = try args.option("--csv")
            let svgPath = try args.option("--svg")
            let bundlePath = try args.option("--bundle")
            let yearText = try args.option("--year")
            // The bundle manifest's instant (FORMAT.md R20); with the same log it fixes every byte (R30).
            let created = try args.option("--created") ?? now
            try noPositionals(&args)
            let year: Int? = try yearText.map { (text: String) throws(CLIError) -> Int in
                guard let y = Int(text) else { throw .usage("--year takes a year such as 2026", verb: "mood") }
                return y
            }
            guard csvPath != nil || svgPath != nil || bundlePath != nil else { throw .usage("give --csv OUT, --svg OUT and/or --bundle OUT", verb: "mood") }
            let session = try session(store, actingAs)
            try core { () throws(KeepsakeError) in
                if let csvPath {
                    try AtomicFile.write(Array(try session.exportMoodCSV(year: year, today: today).utf8), to: csvPath)
                    Output.out("wrote \(csvPath)\n")
                }
                if let bundlePath {
                    let result = try session.exportMoodBundle(year: year, to: bundlePath, today: today, options: ExportOptions(created: created))
                    Output.out("wrote \(result.path): \(result.members) members, \(result.size) bytes\n")
                }
                if let svgPath {
                    let y = year ?? (CivilDate(today)?.year ?? 1970)
                    try AtomicFile.write(Array(try session.renderMoodYear(y, today: today).utf8), to: svgPath)
                    Output.out("wrote \(svgPath)\n")
                }
            }
        default:
            throw .usage("mood needs 'set', 'clear', 'tiles', 'summary', 'import' or 'export'", verb: "mood")
        }
    }
}
