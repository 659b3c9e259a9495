import CKeepsake
import KeepsakeCore

// Mood years. Conversion only; the rules live in the core (Mood/, DayLog/).

@c @implementation
public func ks_mood_set(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                        _ date: UnsafePointer<CChar>?, _ mood: UnsafePointer<CChar>?, _ note: UnsafePointer<CChar>?,
                        _ today: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        let text: String? = note == nil ? nil : try Arg.string(note, "note")
        let day = try s.setMood(try Mood.parse(try Arg.string(mood, "mood")), on: try Arg.string(date, "date"), note: text,
                                today: try Arg.string(today, "today"), now: try Arg.string(now, "now"))
        try Arg.give(day.json, to: outJSON)
    }
}

@c @implementation
public func ks_mood_clear(_ session: OpaquePointer?, _ date: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?,
                          _ now: UnsafePointer<CChar>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Handles.get(session, .session, as: Session.self).clearMood(
            on: try Arg.string(date, "date"), today: try Arg.string(today, "today"), now: try Arg.string(now, "now"))
    }
}

@c @implementation
public func ks_mood_get(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                        _ date: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let s = try Handles.get(session, .session, as: Session.self)
        let d = try Arg.string(date, "date")
        guard let day = try s.mood(on: d, today: try Arg.string(today, "today")) else { throw .notFound("no mood was marked on \(d)") }
        try Arg.give(day.json, to: outJSON)
    }
}

@c @implementation
public func ks_mood_tiles(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                          _ preset: UnsafePointer<CChar>?, _ today: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let s = try Handles.get(session, .session, as: Session.self)
        try Arg.give(try s.moodTiles(preset: try RangePreset.parse(try Arg.string(preset, "preset")), today: try Arg.string(today, "today")), to: outJSON)
    }
}

@c @implementation
public func ks_mood_summary(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                            _ today: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        try Arg.give(try Handles.get(session, .session, as: Session.self).moodSummary(today: try Arg.string(today, "today")), to: outJSON)
    }
}

@c @implementation
public func ks_mood_tile_layout(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ count: UInt32, _ width: UInt32,
                                _ height: UInt32, _ minGap: UInt32) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let layout = try TileLayout.fit(count: Int(count), width: Int(width), height: Int(height), minGap: Int(minGap))
        try Arg.give(layout.json, to: outJSON)
    }
}

@c @implementation
public func ks_mood_export_csv(_ outCSV: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                               _ year: Int32, _ today: UnsafePointer<CChar>?) -> ks_status {
    outCSV?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outCSV else { throw .invalidArgument("out_csv is NULL") }
        let s = try Handles.get(session, .session, as: Session.self)
        try Arg.give(try s.exportMoodCSV(year: year == 0 ? nil : Int(year), today: try Arg.string(today, "today")), to: outCSV)
    }
}

@c @implementation
public func ks_mood_render_svg(_ outSVG: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                               _ year: Int32, _ today: UnsafePointer<CChar>?) -> ks_status {
    outSVG?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outSVG else { throw .invalidArgument("out_svg is NULL") }
        guard (1...9999).contains(year) else { throw .invalidArgument("year \(year) is not 1 to 9999") }
        let s = try Handles.get(session, .session, as: Session.self)
        try Arg.give(try s.renderMoodYear(Int(year), today: try Arg.string(today, "today")), to: outSVG)
    }
}

@c @implementation
public func ks_mood_import_daylio(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                                  _ path: UnsafePointer<CChar>?, _ levelsJSON: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        var overrides: [String: Int] = [:]
        if levelsJSON != nil {
            let text = try Arg.string(levelsJSON, "levels_json")
            guard case .object(let o)? = try? JSONParser.parse(text) else { throw .invalidArgument("levels_json must be a JSON object of name: level") }
            for (name, value) in o {
                guard case .int(let level) = value else { throw .invalidArgument("levels_json: the level of \(quoted: name) must be an integer 1 to 5") }
                overrides[name] = Int(level)
            }
        }
        let result = try s.importDaylio(fileAt: try Arg.string(path, "path"), overrides: overrides, now: try Arg.string(now, "now"))
        try Arg.give(result, to: outJSON)
    }
}

@c @implementation
public func ks_mood_import_pixels(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                                  _ path: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        try Arg.give(try s.importPixels(fileAt: try Arg.string(path, "path"), now: try Arg.string(now, "now")), to: outJSON)
    }
}

@c @implementation
public func ks_mood_export_bundle(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                                  _ path: UnsafePointer<CChar>?, _ year: Int32, _ today: UnsafePointer<CChar>?,
                                  _ options: UnsafePointer<ks_export_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        let target = try Arg.string(path, "path")
        let result = try s.exportMoodBundle(year: year == 0 ? nil : Int(year), to: target, today: try Arg.string(today, "today"),
                                            options: try Arg.exportOptions(options))
        try Arg.give(result.json, to: outJSON)
    }
}
