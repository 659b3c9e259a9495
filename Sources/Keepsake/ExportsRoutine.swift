import CKeepsake
import KeepsakeCore

// The supplement routine. Conversion only; the rules (answers, messages) live in the core
// (Routine/, DayLog/).

@c @implementation
public func ks_routine_start(_ outJSON: OutText?, _ session: OpaquePointer?, _ routineJSON: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.startRoutine(try Session.NewRoutine(json: try Arg.string(routineJSON, "routine_json")), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_routine_get(_ outJSON: OutText?, _ session: OpaquePointer?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.routine().json }
}

@c @implementation
public func ks_routine_delete(_ session: OpaquePointer?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in try s.deleteRoutine() }
}

@c @implementation
public func ks_routine_set_reminder(_ session: OpaquePointer?, _ slot: InText?, _ time: InText?, _ now: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.setReminder(slot: try Arg.string(slot, "slot"), time: try Arg.string(time, "time"), now: try Arg.instant(now, "now"))
    }
}

@c @implementation
public func ks_routine_set_answers(_ session: OpaquePointer?, _ answersJSON: InText?, _ now: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.setRoutineAnswers(try Session.parseAnswers(json: try Arg.string(answersJSON, "answers_json")), now: try Arg.instant(now, "now"))
    }
}

@c @implementation
public func ks_routine_take(_ session: OpaquePointer?, _ date: InText?, _ slot: InText?, _ today: InText?, _ now: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.takeSlot(try Arg.string(slot, "slot"), on: try Arg.day(date, "date"), at: try Instant.parse(try Arg.string(now, "now"), "taken_at"),
                       today: try Arg.day(today, "today"))
    }
}

@c @implementation
public func ks_routine_untake(_ session: OpaquePointer?, _ date: InText?, _ slot: InText?, _ today: InText?, _ now: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.untakeSlot(try Arg.string(slot, "slot"), on: try Arg.day(date, "date"), today: try Arg.day(today, "today"),
                         now: try Arg.instant(now, "now"))
    }
}

@c @implementation
public func ks_routine_set_note(_ session: OpaquePointer?, _ date: InText?, _ note: InText?, _ today: InText?, _ now: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.setRoutineNote(on: try Arg.day(date, "date"), note: try Arg.optional(note, "note"), today: try Arg.day(today, "today"),
                             now: try Arg.instant(now, "now"))
    }
}

@c @implementation
public func ks_routine_rate(_ session: OpaquePointer?, _ date: InText?, _ energy: Int32, _ sleep: Int32, _ stress: Int32,
                            _ today: InText?, _ now: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in
        try s.rateRoutine(on: try Arg.day(date, "date"), energy: Int(energy), sleep: Int(sleep), stress: Int(stress),
                          today: try Arg.day(today, "today"), now: try Arg.instant(now, "now"))
    }
}

@c @implementation
public func ks_routine_home(_ outJSON: OutText?, _ session: OpaquePointer?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.routineHome(today: try Arg.day(today, "today")).json }
}

@c @implementation
public func ks_routine_progress(_ outJSON: OutText?, _ session: OpaquePointer?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.routineProgress(today: try Arg.day(today, "today")).json }
}

@c @implementation
public func ks_routine_calendar(_ outJSON: OutText?, _ session: OpaquePointer?, _ month: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        // today first, as the core always checked it.
        let day = try Arg.day(today, "today")
        return try s.routineCalendar(month: try Session.parseMonth(try Arg.string(month, "month")), today: day).json
    }
}

@c @implementation
public func ks_routine_day(_ outJSON: OutText?, _ session: OpaquePointer?, _ date: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        try s.routineDay(try Arg.day(date, "date"), today: try Arg.day(today, "today")).json
    }
}

@c @implementation
public func ks_routine_reminders(_ outJSON: OutText?, _ session: OpaquePointer?, _ now: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.routineReminders(now: try Arg.instant(now, "now")).json }
}

@c @implementation
public func ks_routine_achievements(_ outJSON: OutText?, _ session: OpaquePointer?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.routineAchievements(today: try Arg.day(today, "today")).json }
}

@c @implementation
public func ks_routine_results(_ outJSON: OutText?, _ session: OpaquePointer?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.routineResults().json }
}

@c @implementation
public func ks_routine_message(_ outJSON: OutText?, _ session: OpaquePointer?, _ messagesJSON: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in
        let messages = try Arg.optional(messagesJSON, "messages_json").map { (text) throws(KeepsakeError) in try Session.parseMessages(json: text) }
        return try s.routineMessage(messages, today: try Arg.day(today, "today")).json
    }
}

@c @implementation
public func ks_routine_export_csv(_ outJSON: OutText?, _ session: OpaquePointer?, _ path: InText?, _ today: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportRoutineCSV(to: try Arg.string(path, "path"), today: try Arg.day(today, "today")).json
    }
}

@c @implementation
public func ks_routine_export_bundle(_ outJSON: OutText?, _ session: OpaquePointer?, _ path: InText?,
                                     _ options: UnsafePointer<ks_export_options>?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportRoutineBundle(to: try Arg.string(path, "path"), options: try Arg.exportOptions(options)).json
    }
}
