import CKeepsake
import KeepsakeCore

// Mood years. Conversion only; the rules (the year, the Daylio levels) live in the core
// (Mood/, DayLog/).

@c @implementation
public func ks_mood_set(_ outJSON: OutText?, _ session: OpaquePointer?, _ date: InText?, _ mood: InText?, _ note: InText?,
                        _ today: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.setMood(try Mood.parse(try Arg.string(mood, "mood")), on: try Arg.day(date, "date"), note: try Arg.optional(note, "note"),
                      today: try Arg.day(today, "today"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_mood_clear(_ session: OpaquePointer?, _ date: InText?, _ today: InText?, _ now: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.clearMood(on: try Arg.day(date, "date"), today: try Arg.day(today, "today"), now: try Arg.instant(now, "now"))
    }
}

@c @implementation
public func ks_mood_get(_ outJSON: OutText?, _ session: OpaquePointer?, _ date: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        let d = try Arg.day(date, "date")
        guard let day = try s.mood(on: d, today: try Arg.day(today, "today")) else { throw .notFound("no mood was marked on \(d)") }
        return day.json
    }
}

@c @implementation
public func ks_mood_tiles(_ outJSON: OutText?, _ session: OpaquePointer?, _ preset: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        try s.moodTiles(preset: try RangePreset.parse(try Arg.string(preset, "preset")), today: try Arg.day(today, "today")).json
    }
}

@c @implementation
public func ks_mood_summary(_ outJSON: OutText?, _ session: OpaquePointer?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.moodSummary(today: try Arg.day(today, "today")).json }
}

@c @implementation
public func ks_mood_tile_layout(_ outJSON: OutText?, _ count: UInt32, _ width: UInt32, _ height: UInt32, _ minGap: UInt32) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let layout = try TileLayout.fit(count: Int(count), width: Int(width), height: Int(height), minGap: Int(minGap))
        try Arg.give(layout.json, to: outJSON)
    }
}

@c @implementation
public func ks_mood_export_csv(_ outJSON: OutText?, _ session: OpaquePointer?, _ year: Int32, _ path: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportMoodCSV(year: try MoodYear.parse(Int(year)), to: try Arg.string(path, "path"), today: try Arg.day(today, "today")).json
    }
}

@c @implementation
public func ks_mood_export_svg(_ outJSON: OutText?, _ session: OpaquePointer?, _ year: Int32, _ path: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportMoodSVG(year: try MoodYear.require(Int(year)), to: try Arg.string(path, "path"), today: try Arg.day(today, "today")).json
    }
}

@c @implementation
public func ks_mood_import_daylio(_ outJSON: OutText?, _ session: OpaquePointer?, _ path: InText?, _ levelsJSON: InText?,
                                  _ today: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        let levels = try DaylioLevels(json: try Arg.optional(levelsJSON, "levels_json"))
        return try s.importDaylio(fileAt: try Arg.string(path, "path"), overrides: levels.levels,
                                  today: try Arg.day(today, "today"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_mood_import_pixels(_ outJSON: OutText?, _ session: OpaquePointer?, _ path: InText?, _ today: InText?,
                                  _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.importPixels(fileAt: try Arg.string(path, "path"), today: try Arg.day(today, "today"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_mood_export_bundle(_ outJSON: OutText?, _ session: OpaquePointer?, _ year: Int32, _ path: InText?,
                                  _ options: UnsafePointer<ks_export_options>?, _ today: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportMoodBundle(year: try MoodYear.parse(Int(year)), to: try Arg.string(path, "path"), today: try Arg.day(today, "today"),
                               options: try Arg.exportOptions(options)).json
    }
}
