import CKeepsake
import KeepsakeCore

// The supplement routine. Conversion only; the rules live in the core (Routine/, DayLog/).

public typealias KSOutString = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
public typealias KSCString = UnsafePointer<CChar>

/// Runs a call that returns JSON into a required out-parameter.
private func json(_ out: KSOutString?, _ session: OpaquePointer?, _ body: (Session) throws(KeepsakeError) -> JSONValue) -> ks_status {
    out?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let out else { throw .invalidArgument("out_json is NULL") }
        try Arg.give(try body(try Handles.get(session, .session, as: Session.self)), to: out)
    }
}

@c @implementation
public func ks_routine_start(_ outJSON: KSOutString?, _ session: OpaquePointer?, _ routineJSON: KSCString?, _ now: KSCString?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        let routine = try s.startRoutine(try Session.NewRoutine(json: try Arg.string(routineJSON, "routine_json")), now: try Arg.string(now, "now"))
        try Arg.give(routine.json, to: outJSON)
    }
}

@c @implementation
public func ks_routine_get(_ outJSON: KSOutString?, _ session: OpaquePointer?) -> ks_status {
    json(outJSON, session) { (s) throws(KeepsakeError) in try s.routine().json }
}

@c @implementation
public func ks_routine_delete(_ session: OpaquePointer?) -> ks_status {
    entry { () throws(KeepsakeError) in try Handles.get(session, .session, as: Session.self).deleteRoutine() }
}

@c @implementation
public func ks_routine_set_reminder(_ session: OpaquePointer?, _ slot: KSCString?, _ time: KSCString?, _ now: KSCString?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Handles.get(session, .session, as: Session.self).setReminder(
            slot: try Arg.string(slot, "slot"), time: try Arg.string(time, "time"), now: try Arg.string(now, "now"))
    }
}

@c @implementation
public func ks_routine_set_answers(_ session: OpaquePointer?, _ answersJSON: KSCString?, _ now: KSCString?) -> ks_status {
    entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        guard let value = try? JSONParser.parse(try Arg.string(answersJSON, "answers_json")) else {
            throw .invalidArgument("answers_json must be a JSON object of strings")
        }
        let answers = try Session.parseAnswers(value)
        try s.setRoutineAnswers(answers, now: try Arg.string(now, "now"))
    }
}

@c @implementation
public func ks_routine_take(_ session: OpaquePointer?, _ date: KSCString?, _ slot: KSCString?, _ takenAt: KSCString?, _ today: KSCString?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Handles.get(session, .session, as: Session.self).takeSlot(
            try Arg.string(slot, "slot"), on: try Arg.string(date, "date"), at: try Arg.string(takenAt, "taken_at"), today: try Arg.string(today, "today"))
    }
}

@c @implementation
public func ks_routine_untake(_ session: OpaquePointer?, _ date: KSCString?, _ slot: KSCString?, _ today: KSCString?, _ now: KSCString?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Handles.get(session, .session, as: Session.self).untakeSlot(
            try Arg.string(slot, "slot"), on: try Arg.string(date, "date"), today: try Arg.string(today, "today"), now: try Arg.string(now, "now"))
    }
}

@c @implementation
public func ks_routine_set_note(_ session: OpaquePointer?, _ date: KSCString?, _ note: KSCString?, _ today: KSCString?, _ now: KSCString?) -> ks_status {
    entry { () throws(KeepsakeError) in
        let text: String? = note == nil ? nil : try Arg.string(note, "note")
        try Handles.get(session, .session, as: Session.self).setRoutineNote(
            on: try Arg.string(date, "date"), note: text, today: try Arg.string(today, "today"), now: try Arg.string(now, "now"))
    }
}

@c @implementation
public func ks_routine_rate(_ session: OpaquePointer?, _ date: KSCString?, _ energy: Int32, _ sleep: Int32, _ stress: Int32,
                            _ today: KSCString?, _ now: KSCString?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Handles.get(session, .session, as: Session.self).rateRoutine(
            on: try Arg.string(date, "date"), energy: Int(energy), sleep: Int(sleep), stress: Int(stress),
            today: try Arg.string(today, "today"), now: try Arg.string(now, "now"))
    }
}

@c @implementation
public func ks_routine_home(_ outJSON: KSOutString?, _ session: OpaquePointer?, _ today: KSCString?) -> ks_status {
    json(outJSON, session) { (s) throws(KeepsakeError) in try s.routineHome(today: try Arg.string(today, "today")) }
}

@c @implementation
public func ks_routine_progress(_ outJSON: KSOutString?, _ session: OpaquePointer?, _ today: KSCString?) -> ks_status {
    json(outJSON, session) { (s) throws(KeepsakeError) in try s.routineProgress(today: try Arg.string(today, "today")) }
}

@c @implementation
public func ks_routine_calendar(_ outJSON: KSOutString?, _ session: OpaquePointer?, _ month: KSCString?, _ today: KSCString?) -> ks_status {
    json(outJSON, session) { (s) throws(KeepsakeError) in
        try s.routineCalendar(month: try Arg.string(month, "month"), today: try Arg.string(today, "today"))
    }
}

@c @implementation
public func ks_routine_day(_ outJSON: KSOutString?, _ session: OpaquePointer?, _ date: KSCString?, _ today: KSCString?) -> ks_status {
    json(outJSON, session) { (s) throws(KeepsakeError) in try s.routineDay(try Arg.string(date, "date"), today: try Arg.string(today, "today")) }
}

@c @implementation
public func ks_routine_reminders(_ outJSON: KSOutString?, _ session: OpaquePointer?, _ now: KSCString?) -> ks_status {
    json(outJSON, session) { (s) throws(KeepsakeError) in try s.routineReminders(now: try Arg.string(now, "now")) }
}

@c @implementation
public func ks_routine_achievements(_ outJSON: KSOutString?, _ session: OpaquePointer?, _ today: KSCString?) -> ks_status {
    json(outJSON, session) { (s) throws(KeepsakeError) in try s.routineAchievements(today: try Arg.string(today, "today")) }
}

@c @implementation
public func ks_routine_results(_ outJSON: KSOutString?, _ session: OpaquePointer?) -> ks_status {
    json(outJSON, session) { (s) throws(KeepsakeError) in try s.routineResults() }
}

@c @implementation
public func ks_routine_message(_ outJSON: KSOutString?, _ session: OpaquePointer?, _ messagesJSON: KSCString?, _ today: KSCString?) -> ks_status {
    json(outJSON, session) { (s) throws(KeepsakeError) in
        var messages: [String]?
        if messagesJSON != nil {
            guard case .array(let items)? = try? JSONParser.parse(try Arg.string(messagesJSON, "messages_json")) else {
                throw .invalidArgument("messages_json must be a JSON array of strings")
            }
            var list: [String] = []
            for item in items {
                guard case .string(let m) = item else { throw .invalidArgument("messages_json must be a JSON array of strings") }
                list.append(m)
            }
            messages = list
        }
        return try s.routineMessage(messages, today: try Arg.string(today, "today"))
    }
}

@c @implementation
public func ks_routine_export_csv(_ outCSV: KSOutString?, _ session: OpaquePointer?, _ today: KSCString?) -> ks_status {
    outCSV?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outCSV else { throw .invalidArgument("out_csv is NULL") }
        let s = try Handles.get(session, .session, as: Session.self)
        try Arg.give(try s.exportRoutineCSV(today: try Arg.string(today, "today")), to: outCSV)
    }
}

@c @implementation
public func ks_routine_export_bundle(_ outJSON: KSOutString?, _ session: OpaquePointer?, _ path: KSCString?,
                                     _ options: UnsafePointer<ks_export_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        let target = try Arg.string(path, "path")
        let result = try s.exportRoutineBundle(to: target, options: try Arg.exportOptions(options))
        try Arg.give(result.json, to: outJSON)
    }
}
