/// A supplement routine: a "reset" that starts on a day, optionally lasts a number of days, and
/// has slots (by default morning at 08:00 and evening at 20:00) to check in every day.
public struct Routine: Hashable, Sendable, Codable, Identifiable {
    /// A check-in of the day, such as morning or evening, with its reminder time.
    public struct Slot: Hashable, Sendable, Codable {
        /// The slot's name: 1 to 40 letters, digits or `_`, unique in the routine.
        public let name: String
        /// Local time of day, `HH:MM`.
        public let reminder: String
    }

    /// The routine's id, a random UUID.
    public let id: String
    /// The programme's first day.
    public let startDate: CivilDate
    /// The programme's length, 1 to 3,650 days; nil for a routine without end.
    public let lengthDays: Int?
    /// The goal chosen at onboarding (one of `goals`); nil when none.
    public let goal: String?
    /// The day's check-ins in order, 1 to 8.
    public let slots: [Slot]
    /// The onboarding answers, by question key (at most 200; keys 1 to 100 characters, values at
    /// most 1,000).
    public let answers: [String: String]
    /// When the routine was started (its text as the host gave it).
    public let createdAt: Instant
    /// When anything of the routine last changed (a check-in, note, rating, reminder or answer);
    /// an import keeps the routine with the later one.
    public let modifiedAt: Instant

    /// Morning at 08:00 and evening at 20:00.
    public static let defaultSlots = [Slot(name: "morning", reminder: "08:00"), Slot(name: "evening", reminder: "20:00")]
    /// The goals the onboarding offers.
    public static let goals: Set<String> = ["better_sleep", "less_stress", "more_energy", "better_focus"]

    /// The last day of the programme, or nil when it has no length.
    public var endDate: CivilDate? { lengthDays.map { startDate.adding(days: Int64($0 - 1)) } }

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        var answersJSON: [String: JSONValue] = [:]
        for (k, v) in answers { answersJSON[k] = .string(v) }
        return ["id": .string(id), "start_date": .string(startDate.description), "length_days": lengthDays.map { .int(Int64($0)) } ?? .null,
                "goal": goal.map { .string($0) } ?? .null,
                "slots": .array(slots.map { ["name": .string($0.name), "reminder": .string($0.reminder)] }),
                "answers": .object(answersJSON), "created_at": .string(createdAt.rfc3339), "modified_at": .string(modifiedAt.rfc3339)]
    }

    /// Checks `HH:MM` with 00–23 and 00–59; returns minutes after midnight.
    static func minutes(_ time: String) throws(KeepsakeError) -> Int {
        let b = Array(time.utf8)
        guard b.count == 5, b[2] == UInt8(ascii: ":"), b.enumerated().allSatisfy({ $0.offset == 2 || ($0.element >= 0x30 && $0.element <= 0x39) }) else {
            throw .invalidArgument("\(quoted: time) is not a time of day HH:MM")
        }
        let h = Int(b[0] - 0x30) * 10 + Int(b[1] - 0x30), m = Int(b[3] - 0x30) * 10 + Int(b[4] - 0x30)
        guard h < 24, m < 60 else { throw .invalidArgument("\(quoted: time) is not a time of day HH:MM") }
        return h * 60 + m
    }
}

/// A day's status in the routine.
public enum RoutineDayStatus: String, Sendable, Codable {
    /// Every slot taken.
    case complete
    /// Some slots taken, on a day before today.
    case partial
    /// No slot taken, on a day before today.
    case missed
    /// Today, not yet complete.
    case today
    /// A day after today.
    case future
    /// Before the routine's first day.
    case beforeStart = "before_start"
    /// After the programme's last day.
    case afterEnd = "after_end"
}

/// Everything a routine holds, loaded at once (a programme is at most ten years of days).
struct RoutineState {
    var routine: Routine
    /// Day number → slot name → instant taken.
    var taken: [Int64: [String: Instant]]
    var notes: [Int64: (note: String, changedAt: String)]
    var ratings: [(ratedOn: CivilDate, energy: Int, sleep: Int, stress: Int, changedAt: String)]
    /// Each slot's stored `position` (kept as a bundle gave it: an ordering, not an index).
    var slotPositions: [String: Int64] = [:]

    func status(_ day: CivilDate, today: CivilDate) -> RoutineDayStatus {
        if day > today { return .future }
        if day < routine.startDate { return .beforeStart }
        if let end = routine.endDate, day > end { return .afterEnd }
        let count = taken[day.dayNumber]?.count ?? 0
        if count >= routine.slots.count { return .complete }
        if day == today { return .today }
        return count > 0 ? .partial : .missed
    }

    /// Complete (true) or not, for each day from the start through `last` (the engine's input).
    func completeDays(through last: CivilDate, today: CivilDate) -> [(CivilDate, Bool)] {
        var out: [(CivilDate, Bool)] = []
        var day = routine.startDate
        while day <= last {
            out.append((day, status(day, today: today) == .complete))
            day = day.adding(days: 1)
        }
        return out
    }

    /// The run of complete days that is current: ending today when today is complete, else
    /// ending yesterday (an unfinished today does not break it yet).
    func currentStreak(today: CivilDate) -> DayRun? {
        let last = min(today, routine.endDate ?? today)
        guard last >= routine.startDate else { return nil }
        let days = completeDays(through: last, today: today)
        if let run = DayRuns.ending(on: last, days: days) { return run }
        guard last == today else { return nil }
        return DayRuns.ending(on: last.adding(days: -1), days: days)
    }
}

/// The store's routine tables.
enum RoutineTable {
    static func owner(_ session: Session) -> String { session.actor.accountID ?? "" }

    static func load(_ owner: String, in db: Database) throws(KeepsakeError) -> RoutineState? {
        guard let row = try RoutineRow.fetchOne(db, where: "account_id = ?", [.text(owner)]) else { return nil }
        let ofRoutine = "routine_id = ?", id: [SQLValue] = [.text(row.id)]
        let slots = try RoutineSlotRow.fetchAll(db, where: ofRoutine, id, orderBy: "position, name")
        var slotPositions: [String: Int64] = [:]
        for slot in slots { slotPositions[slot.name] = slot.position }
        var answers: [String: String] = [:]
        for answer in try RoutineAnswerRow.fetchAll(db, where: ofRoutine, id) { answers[answer.key] = answer.value }
        var taken: [Int64: [String: Instant]] = [:]
        for checkin in try RoutineCheckinRow.fetchAll(db, where: ofRoutine, id) { taken[checkin.date.dayNumber, default: [:]][checkin.slot] = checkin.takenAt }
        var notes: [Int64: (note: String, changedAt: String)] = [:]
        for note in try RoutineNoteRow.fetchAll(db, where: ofRoutine, id) { notes[note.date.dayNumber] = (note.note, note.changedAt) }
        let ratings = try RoutineRatingRow.fetchAll(db, where: ofRoutine, id, orderBy: "rated_on").map { r in
            (ratedOn: r.ratedOn, energy: Int(r.energy), sleep: Int(r.sleep), stress: Int(r.stress), changedAt: r.changedAt)
        }
        let routine = Routine(id: row.id, startDate: row.startDate, lengthDays: row.lengthDays.map { Int($0) }, goal: row.goal,
                              slots: slots.map { Routine.Slot(name: $0.name, reminder: $0.reminder) }, answers: answers,
                              createdAt: row.createdAt, modifiedAt: row.modifiedAt)
        return RoutineState(routine: routine, taken: taken, notes: notes, ratings: ratings, slotPositions: slotPositions)
    }

    static func touch(_ id: String, now: String, in db: Database) throws(KeepsakeError) {
        try Tables.routines.update(["id": .text(id), "modified_at": .text(now)], in: db)
    }
}

/// What a bundle import did with the bundle's routine.
public enum RoutineMergeOutcome: String, Sendable, Equatable, Codable {
    /// The bundle's routine replaced the account's (it had none, or an earlier change).
    case taken
    /// The account's own routine was kept (its change was as late or later).
    case kept
}
