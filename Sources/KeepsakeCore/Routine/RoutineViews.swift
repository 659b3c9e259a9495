/// What the routine app shows, computed by the core on the day-log engine (civil dates, runs).
extension Session {
    /// Home: "Day N of your reset", the current streak of complete days, overall progress, and
    /// today's slots.
    public func routineHome(today: String) throws(KeepsakeError) -> JSONValue {
        let now = try CivilDate.parse(today, "today")
        let state = try readRoutine()
        let r = state.routine
        let dayNumber = now.dayNumber - r.startDate.dayNumber + 1
        let lastCounted = min(now, r.endDate ?? now)
        let daysSoFar = max(0, Int(lastCounted.dayNumber - r.startDate.dayNumber + 1))
        let complete = lastCounted >= r.startDate ? state.completeDays(through: lastCounted, today: now).filter(\.1).count : 0
        let streak = state.currentStreak(today: now)
        let slots: [JSONValue] = r.slots.map { slot in
            ["name": .string(slot.name), "reminder": .string(slot.reminder),
             "taken_at": state.taken[now.dayNumber]?[slot.name].map { .string($0) } ?? .null]
        }
        return ["day": .int(dayNumber), "length_days": r.lengthDays.map { .int(Int64($0)) } ?? .null,
                "started": .bool(dayNumber >= 1), "finished": .bool(r.endDate.map { now > $0 } ?? false),
                "status": .string(state.status(now, today: now).rawValue),
                "streak": .int(Int64(streak?.length ?? 0)), "streak_first": streak.map { .string($0.first.description) } ?? .null,
                "complete_days": .int(Int64(complete)),
                "progress_of": .int(Int64(r.lengthDays ?? daysSoFar)),
                "today_slots": .array(slots), "next_achievement": achievements(state, today: now).next]
    }

    /// Progress: days completed out of the programme, and the week (Monday to Sunday) around
    /// `today` with each day's status.
    public func routineProgress(today: String) throws(KeepsakeError) -> JSONValue {
        let now = try CivilDate.parse(today, "today")
        let state = try readRoutine()
        let monday = now.adding(days: Int64(1 - now.weekday))
        let week: [JSONValue] = (0..<7).map { i in
            let day = monday.adding(days: Int64(i))
            return ["date": .string(day.description), "weekday": .int(Int64(day.weekday)), "status": .string(state.status(day, today: now).rawValue)]
        }
        let last = min(now, state.routine.endDate ?? now)
        let complete = last >= state.routine.startDate ? state.completeDays(through: last, today: now).filter(\.1).count : 0
        return ["complete_days": .int(Int64(complete)), "length_days": state.routine.lengthDays.map { .int(Int64($0)) } ?? .null,
                "week": .array(week)]
    }

    /// A month (`YYYY-MM`) of days with their statuses.
    public func routineCalendar(month: String, today: String) throws(KeepsakeError) -> JSONValue {
        let now = try CivilDate.parse(today, "today")
        guard month.utf8.count == 7, let first = CivilDate(month + "-01") else { throw .invalidArgument("month \(quoted: month) is not YYYY-MM") }
        let state = try readRoutine()
        var days: [JSONValue] = []
        var day = first
        while day <= first.lastOfMonth {
            days.append(["date": .string(day.description), "status": .string(state.status(day, today: now).rawValue),
                         "taken": .int(Int64(state.taken[day.dayNumber]?.count ?? 0))])
            day = day.adding(days: 1)
        }
        return ["month": .string(month), "first_weekday": .int(Int64(first.weekday)), "slots": .int(Int64(state.routine.slots.count)), "days": .array(days)]
    }

    /// A day's details: each slot's time taken, the note, the status.
    public func routineDay(_ date: String, today: String) throws(KeepsakeError) -> JSONValue {
        let day = try Session.checkDay(date, today: today)
        let now = try CivilDate.parse(today, "today")
        let state = try readRoutine()
        let slots: [JSONValue] = state.routine.slots.map { slot in
            ["name": .string(slot.name), "taken_at": state.taken[day.dayNumber]?[slot.name].map { .string($0) } ?? .null]
        }
        return ["date": .string(day.description), "status": .string(state.status(day, today: now).rawValue),
                "slots": .array(slots), "note": state.notes[day.dayNumber].map { .string($0.note) } ?? .null]
    }

    /// The reminder check at `now` (an RFC 3339 instant whose offset is the user's; the local
    /// day and time are read from it): which of today's slots are overdue (not taken an hour or
    /// more after their time), and the next reminder instant of each slot, in the same offset,
    /// for the host to schedule as local notifications.
    public func routineReminders(now: String) throws(KeepsakeError) -> JSONValue {
        try Session.requireInstant(now, "now")
        let localDate = String(now.prefix(10)), localTime = String(now.dropFirst(11).prefix(5))
        guard let today = CivilDate(localDate) else { throw .invalidArgument("now has no valid date") }
        let minutes = try Routine.minutes(localTime)
        let offset = now.hasSuffix("Z") ? "Z" : String(now.suffix(6))
        let state = try readRoutine()
        let r = state.routine
        let active = today >= r.startDate && (r.endDate.map { today <= $0 } ?? true)
        var overdue: [JSONValue] = []
        var next: [JSONValue] = []
        for slot in r.slots {
            let at = try Routine.minutes(slot.reminder)
            let takenToday = state.taken[today.dayNumber]?[slot.name] != nil
            if active && !takenToday && minutes >= at + 60 {
                overdue.append(["slot": .string(slot.name), "reminder": .string(slot.reminder), "minutes_late": .int(Int64(minutes - at))])
            }
            var day = max(today, r.startDate)
            if day == today && (takenToday || minutes >= at) { day = day.adding(days: 1) }
            if let end = r.endDate, day > end { continue }
            next.append(["slot": .string(slot.name), "at": .string("\(day)T\(slot.reminder):00\(offset)")])
        }
        return ["local_date": .string(localDate), "local_time": .string(localTime), "overdue": .array(overdue), "next": .array(next)]
    }

    /// Achievements, computed from the check-ins (so editing the past re-evaluates them): First
    /// Step (the first complete day) and 7-, 10- and 30-day streaks, each with the day it was
    /// reached; and the next one with the progress towards it.
    public func routineAchievements(today: String) throws(KeepsakeError) -> JSONValue {
        let now = try CivilDate.parse(today, "today")
        let a = achievements(try readRoutine(), today: now)
        return ["achievements": .array(a.all), "next": a.next]
    }

    static let achievementGoals: [(id: String, title: String, days: Int)] = [
        ("first_step", "First Step", 1), ("streak_7", "7-day streak", 7), ("streak_10", "10-day streak", 10), ("streak_30", "30-day streak", 30),
    ]

    private func achievements(_ state: RoutineState, today: CivilDate) -> (all: [JSONValue], next: JSONValue) {
        let last = min(today, state.routine.endDate ?? today)
        let days = last >= state.routine.startDate ? state.completeDays(through: last, today: today) : []
        // The day each streak length was first reached, in one pass.
        var reached: [Int: CivilDate] = [:]
        var runs = DayRunTracker<Bool>()
        for (day, complete) in days {
            runs.add(day: day.dayNumber, value: complete)
            let run = complete ? runs.currentLength : 0
            for goal in Session.achievementGoals where run >= goal.days && reached[goal.days] == nil { reached[goal.days] = day }
        }
        let current = state.currentStreak(today: today)?.length ?? 0
        let all: [JSONValue] = Session.achievementGoals.map { goal in
            ["id": .string(goal.id), "title": .string(goal.title), "days": .int(Int64(goal.days)),
             "unlocked_on": reached[goal.days].map { .string($0.description) } ?? .null]
        }
        guard let goal = Session.achievementGoals.first(where: { reached[$0.days] == nil }) else { return (all, .null) }
        return (all, ["id": .string(goal.id), "title": .string(goal.title), "progress": .int(Int64(min(current, goal.days))), "of": .int(Int64(goal.days))])
    }

    /// Results: every rating, and a before-and-after comparison of the first and the latest
    /// (for stress, lower is better).
    public func routineResults() throws(KeepsakeError) -> JSONValue {
        let state = try readRoutine()
        let ratings: [JSONValue] = state.ratings.map {
            ["date": .string($0.ratedOn.description), "energy": .int(Int64($0.energy)), "sleep": .int(Int64($0.sleep)), "stress": .int(Int64($0.stress))]
        }
        guard let first = state.ratings.first, let latest = state.ratings.last, state.ratings.count >= 2 else {
            return ["ratings": .array(ratings), "comparison": .null]
        }
        func compare(_ before: Int, _ after: Int, lowerIsBetter: Bool) -> JSONValue {
            let change = after - before
            return ["before": .int(Int64(before)), "after": .int(Int64(after)), "change": .int(Int64(change)),
                    "better": .bool(lowerIsBetter ? change < 0 : change > 0)]
        }
        return ["ratings": .array(ratings), "comparison": [
            "from": .string(first.ratedOn.description), "to": .string(latest.ratedOn.description),
            "energy": compare(first.energy, latest.energy, lowerIsBetter: false),
            "sleep": compare(first.sleep, latest.sleep, lowerIsBetter: false),
            "stress": compare(first.stress, latest.stress, lowerIsBetter: true),
        ]]
    }

    /// The built-in daily messages.
    public static let routineMessages = [
        "Small steps every day add up.", "You showed up for yourself today.", "Your body thanks you for the care.",
        "Consistency beats intensity.", "Today is a good day to feel a little better.", "You are building a habit that lasts.",
        "Rest well tonight: tomorrow you will feel it.", "Energy follows attention.", "One more day, one more step.",
        "You are doing better than you think.",
    ]

    /// The message of the day: from `messages` (the built-in list when nil), chosen by a fixed
    /// shuffle of the list (seeded by the routine's id) and the day of the routine, so no
    /// message repeats within the list's length and every host shows the same one.
    public func routineMessage(_ messages: [String]?, today: String) throws(KeepsakeError) -> JSONValue {
        let now = try CivilDate.parse(today, "today")
        let list = messages ?? Session.routineMessages
        guard !list.isEmpty, list.count <= 1000 else { throw .invalidArgument("messages must hold 1 to 1000 strings") }
        let state = try readRoutine()
        let dayIndex = Int(now.dayNumber - state.routine.startDate.dayNumber)
        var order = Array(list.indices)
        var seed = Array(try SHA256Hasher.hex(of: Array(state.routine.id.utf8)).utf8).reduce(UInt64(1469598103934665603)) { ($0 ^ UInt64($1)) &* 1099511628211 }
        for i in stride(from: order.count - 1, to: 0, by: -1) {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let j = Int((seed >> 33) % UInt64(i + 1))
            order.swapAt(i, j)
        }
        let position = ((dayIndex % list.count) + list.count) % list.count
        return ["day": .int(Int64(dayIndex + 1)), "index": .int(Int64(order[position])), "message": .string(list[order[position]])]
    }
}
