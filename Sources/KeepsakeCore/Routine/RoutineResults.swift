/// A slot as a screen of one day shows it: its reminder time and when it was taken.
public struct RoutineSlotDay: Sendable, Hashable, Codable, Identifiable {
    /// The slot's name ("morning"); it identifies the slot.
    public let name: String
    /// The slot's local reminder time `HH:MM`; nil where the screen does not show it.
    public let reminder: String?
    /// When the slot was taken that day (its text as the host gave it); nil when it was not.
    public let takenAt: Instant?

    /// The name identifies the slot.
    public var id: String { name }

    enum CodingKeys: String, CodingKey { case name, reminder, takenAt = "taken_at" }

    package var json: JSONValue {
        var o: [String: JSONValue] = ["name": .string(name), "taken_at": takenAt.map { .string($0.rfc3339) } ?? .null]
        if let reminder { o["reminder"] = .string(reminder) }
        return .object(o)
    }
}

/// An achievement of the routine: the first complete day and streaks of complete days.
public enum RoutineAchievementKind: String, Sendable, Equatable, Codable, CaseIterable {
    /// The first complete day.
    case firstStep = "first_step"
    /// Seven complete days in a row.
    case streak7 = "streak_7"
    /// Ten complete days in a row.
    case streak10 = "streak_10"
    /// Thirty complete days in a row.
    case streak30 = "streak_30"

    /// The title every host shows.
    public var title: String {
        switch self {
        case .firstStep: return "First Step"
        case .streak7: return "7-day streak"
        case .streak10: return "10-day streak"
        case .streak30: return "30-day streak"
        }
    }

    /// The complete days in a row it takes.
    public var days: Int {
        switch self {
        case .firstStep: return 1
        case .streak7: return 7
        case .streak10: return 10
        case .streak30: return 30
        }
    }
}

/// One achievement and the day it was reached.
public struct RoutineAchievement: Sendable, Hashable, Codable, Identifiable {
    /// Which achievement; it identifies it.
    public let id: RoutineAchievementKind
    /// The day it was first reached; nil while it is locked.
    public let unlockedOn: CivilDate?

    enum CodingKeys: String, CodingKey { case id, unlockedOn = "unlocked_on" }

    package var json: JSONValue {
        ["id": .string(id.rawValue), "title": .string(id.title), "days": .int(Int64(id.days)),
         "unlocked_on": unlockedOn.map { .string($0.description) } ?? .null]
    }
}

/// The next locked achievement and how far the current streak has come towards it.
public struct RoutineAchievementProgress: Sendable, Hashable, Codable, Identifiable {
    /// The achievement.
    public let id: RoutineAchievementKind
    /// Complete days in a row so far, at most `id.days`.
    public let progress: Int

    package var json: JSONValue {
        ["id": .string(id.rawValue), "title": .string(id.title), "progress": .int(Int64(progress)), "of": .int(Int64(id.days))]
    }
}

/// The routine's home screen (`Session.routineHome(today:)`).
public struct RoutineHome: Sendable, Hashable, Codable {
    /// "Day N of your reset": 1 on the start day, less than 1 before it.
    public let day: Int64
    /// The programme's length; nil when it has none.
    public let lengthDays: Int?
    /// Whether the start day has come.
    public let started: Bool
    /// Whether the programme's last day has passed.
    public let finished: Bool
    /// Today's status.
    public let status: RoutineDayStatus
    /// The current streak of complete days.
    public let streak: Int
    /// The streak's first day; nil without a streak.
    public let streakFirst: CivilDate?
    /// Complete days so far.
    public let completeDays: Int
    /// What `completeDays` counts towards: the length, or the days so far without one.
    public let progressOf: Int
    /// Today's slots.
    public let todaySlots: [RoutineSlotDay]
    /// The next locked achievement; nil when all are reached.
    public let nextAchievement: RoutineAchievementProgress?

    enum CodingKeys: String, CodingKey {
        case day, lengthDays = "length_days", started, finished, status, streak, streakFirst = "streak_first"
        case completeDays = "complete_days", progressOf = "progress_of", todaySlots = "today_slots", nextAchievement = "next_achievement"
    }

    /// The C ABI's `ks_routine_home` JSON.
    package var json: JSONValue {
        ["day": .int(day), "length_days": lengthDays.map { .int(Int64($0)) } ?? .null,
         "started": .bool(started), "finished": .bool(finished), "status": .string(status.rawValue),
         "streak": .int(Int64(streak)), "streak_first": streakFirst.map { .string($0.description) } ?? .null,
         "complete_days": .int(Int64(completeDays)), "progress_of": .int(Int64(progressOf)),
         "today_slots": .array(todaySlots.map(\.json)), "next_achievement": nextAchievement?.json ?? .null]
    }
}

/// A day with its routine status, as the week and month views list it.
public struct RoutineStatusDay: Sendable, Hashable, Codable, Identifiable {
    /// The day; it identifies the entry.
    public let date: CivilDate
    /// The day's status.
    public let status: RoutineDayStatus
    /// How many slots were taken that day.
    public let taken: Int

    /// The day identifies the entry.
    public var id: CivilDate { date }
    /// The ISO weekday of `date`, 1 Monday … 7 Sunday.
    public var weekday: Int { date.weekday }
}

/// The progress screen (`Session.routineProgress(today:)`).
public struct RoutineProgress: Sendable, Hashable, Codable {
    /// Complete days so far.
    public let completeDays: Int
    /// The programme's length; nil when it has none.
    public let lengthDays: Int?
    /// Monday to Sunday of the week around today.
    public let week: [RoutineStatusDay]

    enum CodingKeys: String, CodingKey { case completeDays = "complete_days", lengthDays = "length_days", week }

    /// The C ABI's `ks_routine_progress` JSON.
    package var json: JSONValue {
        ["complete_days": .int(Int64(completeDays)), "length_days": lengthDays.map { .int(Int64($0)) } ?? .null,
         "week": .array(week.map { ["date": .string($0.date.description), "weekday": .int(Int64($0.weekday)), "status": .string($0.status.rawValue)] })]
    }
}

/// A month of the routine (`Session.routineCalendar(month:today:)`).
public struct RoutineCalendar: Sendable, Hashable, Codable {
    /// The month's first day.
    public let month: CivilDate
    /// How many slots a day has.
    public let slots: Int
    /// Every day of the month.
    public let days: [RoutineStatusDay]

    /// The ISO weekday of the month's first day.
    public var firstWeekday: Int { month.weekday }

    /// The C ABI's `ks_routine_calendar` JSON.
    package var json: JSONValue {
        ["month": .string(String(month.description.prefix(7))), "first_weekday": .int(Int64(firstWeekday)), "slots": .int(Int64(slots)),
         "days": .array(days.map { ["date": .string($0.date.description), "status": .string($0.status.rawValue), "taken": .int(Int64($0.taken))] })]
    }
}

/// One day's details (`Session.routineDay(_:today:)`).
public struct RoutineDay: Sendable, Hashable, Codable {
    /// The day.
    public let date: CivilDate
    /// Its status.
    public let status: RoutineDayStatus
    /// Each slot and when it was taken.
    public let slots: [RoutineSlotDay]
    /// The day's note; nil without one.
    public let note: String?

    /// The C ABI's `ks_routine_day` JSON.
    package var json: JSONValue {
        ["date": .string(date.description), "status": .string(status.rawValue), "slots": .array(slots.map(\.json)),
         "note": note.map { .string($0) } ?? .null]
    }
}

/// The reminder check (`Session.routineReminders(now:)`).
public struct RoutineReminders: Sendable, Hashable, Codable {
    /// A slot not taken an hour or more after its time.
    public struct Overdue: Sendable, Hashable, Codable {
        /// The slot's name.
        public let slot: String
        /// Its reminder time `HH:MM`.
        public let reminder: String
        /// Minutes since the reminder time.
        public let minutesLate: Int

        enum CodingKeys: String, CodingKey { case slot, reminder, minutesLate = "minutes_late" }
    }

    /// The next reminder of a slot, for the host to schedule as a local notification.
    public struct Next: Sendable, Hashable, Codable {
        /// The slot's name.
        public let slot: String
        /// The reminder's instant, written in the offset of `now`.
        public let at: Instant
    }

    /// The local day of `now`.
    public let localDate: CivilDate
    /// The local time of `now`, `HH:MM`.
    public let localTime: String
    /// Today's overdue slots.
    public let overdue: [Overdue]
    /// The next reminder of each slot that has one.
    public let next: [Next]

    enum CodingKeys: String, CodingKey { case localDate = "local_date", localTime = "local_time", overdue, next }

    /// The C ABI's `ks_routine_reminders` JSON.
    package var json: JSONValue {
        ["local_date": .string(localDate.description), "local_time": .string(localTime),
         "overdue": .array(overdue.map { ["slot": .string($0.slot), "reminder": .string($0.reminder), "minutes_late": .int(Int64($0.minutesLate))] }),
         "next": .array(next.map { ["slot": .string($0.slot), "at": .string($0.at.rfc3339)] })]
    }
}

/// The achievements screen (`Session.routineAchievements(today:)`).
public struct RoutineAchievements: Sendable, Hashable, Codable {
    /// Every achievement, in `RoutineAchievementKind.allCases` order.
    public let achievements: [RoutineAchievement]
    /// The next locked one; nil when all are reached.
    public let next: RoutineAchievementProgress?

    /// The C ABI's `ks_routine_achievements` JSON.
    package var json: JSONValue { ["achievements": .array(achievements.map(\.json)), "next": next?.json ?? .null] }
}

/// The results screen (`Session.routineResults()`).
public struct RoutineResults: Sendable, Hashable, Codable {
    /// One day's rating, each 1 to 5.
    public struct Rating: Sendable, Hashable, Codable, Identifiable {
        /// The day rated; it identifies the rating.
        public let date: CivilDate
        /// Energy, 1 to 5.
        public let energy: Int
        /// Sleep, 1 to 5.
        public let sleep: Int
        /// Stress, 1 to 5 (lower is better).
        public let stress: Int

        /// The day identifies the rating.
        public var id: CivilDate { date }
    }

    /// How one figure moved from the first rating to the latest.
    public struct Change: Sendable, Hashable, Codable {
        /// The first rating's figure.
        public let before: Int
        /// The latest rating's figure.
        public let after: Int
        /// Whether the change is for the better (for stress, lower is better).
        public let better: Bool

        /// `after - before`.
        public var change: Int { after - before }

        package var json: JSONValue {
            ["before": .int(Int64(before)), "after": .int(Int64(after)), "change": .int(Int64(change)), "better": .bool(better)]
        }
    }

    /// The first rating against the latest.
    public struct Comparison: Sendable, Hashable, Codable {
        /// The first rating's day.
        public let from: CivilDate
        /// The latest rating's day.
        public let to: CivilDate
        /// Energy's change.
        public let energy: Change
        /// Sleep's change.
        public let sleep: Change
        /// Stress's change.
        public let stress: Change
    }

    /// Every rating, oldest first.
    public let ratings: [Rating]
    /// The comparison; nil with fewer than two ratings.
    public let comparison: Comparison?

    /// The C ABI's `ks_routine_results` JSON.
    package var json: JSONValue {
        let list: JSONValue = .array(ratings.map {
            ["date": .string($0.date.description), "energy": .int(Int64($0.energy)), "sleep": .int(Int64($0.sleep)), "stress": .int(Int64($0.stress))]
        })
        guard let c = comparison else { return ["ratings": list, "comparison": .null] }
        return ["ratings": list, "comparison": ["from": .string(c.from.description), "to": .string(c.to.description),
                                                "energy": c.energy.json, "sleep": c.sleep.json, "stress": c.stress.json]]
    }
}

/// The message of the day (`Session.routineMessage(_:today:)`).
public struct RoutineMessage: Sendable, Hashable, Codable {
    /// The day of the routine (1 on the start day).
    public let day: Int
    /// The message's index in the list it was chosen from.
    public let index: Int
    /// The message.
    public let message: String

    /// The C ABI's `ks_routine_message` JSON.
    package var json: JSONValue { ["day": .int(Int64(day)), "index": .int(Int64(index)), "message": .string(message)] }
}
