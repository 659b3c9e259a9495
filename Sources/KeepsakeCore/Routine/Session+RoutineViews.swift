/// What the routine app shows, computed by the core on the day-log engine (civil dates, runs).
extension Session {
    /// Home: "Day N of your reset", the current streak of complete days, overall progress, and
    /// today's slots.
    ///
    /// ```swift
    /// let home = try session.routineHome(today: today)
    /// print("Day \(home.day)", home.todaySlots.map(\.name))
    /// ```
    /// - Parameter today: the user's local day.
    /// - Throws: `KeepsakeError.notFound` without a routine; `permissionDenied` for a session
    ///   that may not read it.
    public func routineHome(today: CivilDate) throws(KeepsakeError) -> RoutineHome {
        let now = today
        let state = try readRoutine()
        let r = state.routine
        let dayNumber = now.dayNumber - r.startDate.dayNumber + 1
        let lastCounted = min(now, r.endDate ?? now)
        let daysSoFar = max(0, Int(lastCounted.dayNumber - r.startDate.dayNumber + 1))
        let complete = lastCounted >= r.startDate ? state.completeDays(through: lastCounted, today: now).filter(\.1).count : 0
        let streak = state.currentStreak(today: now)
        let slots = r.slots.map { slot in
            RoutineSlotDay(name: slot.name, reminder: slot.reminder, takenAt: state.taken[now.dayNumber]?[slot.name])
        }
        return RoutineHome(day: dayNumber, lengthDays: r.lengthDays, started: dayNumber >= 1, finished: r.endDate.map { now > $0 } ?? false,
                           status: state.status(now, today: now), streak: streak?.length ?? 0, streakFirst: streak?.first,
                           completeDays: complete, progressOf: r.lengthDays ?? daysSoFar, todaySlots: slots,
                           nextAchievement: achievements(state, today: now).next)
    }

    /// Progress: days completed out of the programme, and the week (Monday to Sunday) around
    /// `today` with each day's status.
    ///
    /// - Parameter today: the user's local day.
    /// - Throws: `KeepsakeError.notFound` without a routine.
    public func routineProgress(today: CivilDate) throws(KeepsakeError) -> RoutineProgress {
        let now = today
        let state = try readRoutine()
        let monday = now.adding(days: Int64(1 - now.weekday))
        let week = (0..<7).map { i in
            let day = monday.adding(days: Int64(i))
            return RoutineStatusDay(date: day, status: state.status(day, today: now), taken: state.taken[day.dayNumber]?.count ?? 0)
        }
        let last = min(now, state.routine.endDate ?? now)
        let complete = last >= state.routine.startDate ? state.completeDays(through: last, today: now).filter(\.1).count : 0
        return RoutineProgress(completeDays: complete, lengthDays: state.routine.lengthDays, week: week)
    }

    /// The month `YYYY-MM` as its first day, with the error the month argument of every host
    /// reports.
    package static func parseMonth(_ month: String) throws(KeepsakeError) -> CivilDate {
        guard month.utf8.count == 7, let first = CivilDate(month + "-01") else { throw .invalidArgument("month \(quoted: month) is not YYYY-MM") }
        return first
    }

    /// A month of days with their statuses.
    ///
    /// - Parameters:
    ///   - month: any day of the month to show (its first day, say).
    ///   - today: the user's local day.
    /// - Throws: `KeepsakeError.notFound` without a routine.
    public func routineCalendar(month: CivilDate, today: CivilDate) throws(KeepsakeError) -> RoutineCalendar {
        let now = today
        let first = month.firstOfMonth
        let state = try readRoutine()
        var days: [RoutineStatusDay] = []
        var day = first
        while day <= first.lastOfMonth {
            days.append(RoutineStatusDay(date: day, status: state.status(day, today: now), taken: state.taken[day.dayNumber]?.count ?? 0))
            day = day.adding(days: 1)
        }
        return RoutineCalendar(month: first, slots: state.routine.slots.count, days: days)
    }

    /// A day's details: each slot's time taken, the note, the status.
    ///
    /// - Parameters:
    ///   - date: the day, on or before `today`.
    ///   - today: the user's local day.
    /// - Throws: `KeepsakeError.invalidArgument` for a day after today; `notFound` without a
    ///   routine.
    public func routineDay(_ date: CivilDate, today: CivilDate) throws(KeepsakeError) -> RoutineDay {
        let now = today
        let day = try Session.checkDay(date, today: now)
        let state = try readRoutine()
        let slots = state.routine.slots.map { slot in
            RoutineSlotDay(name: slot.name, reminder: nil, takenAt: state.taken[day.dayNumber]?[slot.name])
        }
        return RoutineDay(date: day, status: state.status(day, today: now), slots: slots, note: state.notes[day.dayNumber]?.note)
    }

    /// The reminder check at `now` (an instant whose offset is the user's; the local
    /// day and time are read from it): which of today's slots are overdue (not taken an hour or
    /// more after their time), and the next reminder instant of each slot, in the same offset,
    /// for the host to schedule as local notifications.
    ///
    /// - Parameter now: the instant, in the user's offset (`2026-12-01T21:30:00+01:00`, or
    ///   `Instant(date, in: timeZone)` in KeepsakeKit).
    /// - Throws: `KeepsakeError.notFound` without a routine.
    public func routineReminders(now: Instant) throws(KeepsakeError) -> RoutineReminders {
        let today = now.localDate, localTime = now.localTime
        let minutes = try Routine.minutes(localTime)
        let offset = now.offsetText
        let state = try readRoutine()
        let r = state.routine
        let active = today >= r.startDate && (r.endDate.map { today <= $0 } ?? true)
        var overdue: [RoutineReminders.Overdue] = []
        var next: [RoutineReminders.Next] = []
        for slot in r.slots {
            let at = try Routine.minutes(slot.reminder)
            let takenToday = state.taken[today.dayNumber]?[slot.name] != nil
            if active && !takenToday && minutes >= at + 60 {
                overdue.append(RoutineReminders.Overdue(slot: slot.name, reminder: slot.reminder, minutesLate: minutes - at))
            }
            var day = max(today, r.startDate)
            if day == today && (takenToday || minutes >= at) { day = day.adding(days: 1) }
            if let end = r.endDate, day > end { continue }
            let text = "\(day)T\(slot.reminder):00\(offset)"
            guard let at = Instant(text) else { throw .internalError("the reminder instant \(quoted: text) is not an RFC 3339 instant") }
            next.append(RoutineReminders.Next(slot: slot.name, at: at))
        }
        return RoutineReminders(localDate: today, localTime: localTime, overdue: overdue, next: next)
    }

    /// Achievements, computed from the check-ins (so editing the past re-evaluates them): First
    /// Step (the first complete day) and 7-, 10- and 30-day streaks, each with the day it was
    /// reached; and the next one with the progress towards it.
    ///
    /// - Parameter today: the user's local day.
    /// - Throws: `KeepsakeError.notFound` without a routine.
    public func routineAchievements(today: CivilDate) throws(KeepsakeError) -> RoutineAchievements {
        let now = today
        let a = achievements(try readRoutine(), today: now)
        return RoutineAchievements(achievements: a.all, next: a.next)
    }

    private func achievements(_ state: RoutineState, today: CivilDate) -> (all: [RoutineAchievement], next: RoutineAchievementProgress?) {
        let last = min(today, state.routine.endDate ?? today)
        let days = last >= state.routine.startDate ? state.completeDays(through: last, today: today) : []
        // The day each streak length was first reached, in one pass.
        var reached: [Int: CivilDate] = [:]
        var runs = DayRunTracker<Bool>()
        let goals = RoutineAchievementKind.allCases
        for (day, complete) in days {
            runs.add(day: day.dayNumber, value: complete)
            let run = complete ? runs.currentLength : 0
            for goal in goals where run >= goal.days && reached[goal.days] == nil { reached[goal.days] = day }
        }
        let current = state.currentStreak(today: today)?.length ?? 0
        let all = goals.map { RoutineAchievement(id: $0, unlockedOn: reached[$0.days]) }
        guard let goal = goals.first(where: { reached[$0.days] == nil }) else { return (all, nil) }
        return (all, RoutineAchievementProgress(id: goal, progress: min(current, goal.days)))
    }

    /// Results: every rating, and a before-and-after comparison of the first and the latest
    /// (for stress, lower is better).
    ///
    /// - Throws: `KeepsakeError.notFound` without a routine.
    public func routineResults() throws(KeepsakeError) -> RoutineResults {
        let state = try readRoutine()
        let ratings = state.ratings.map { RoutineResults.Rating(date: $0.ratedOn, energy: $0.energy, sleep: $0.sleep, stress: $0.stress) }
        guard let first = state.ratings.first, let latest = state.ratings.last, state.ratings.count >= 2 else {
            return RoutineResults(ratings: ratings, comparison: nil)
        }
        func compare(_ before: Int, _ after: Int, lowerIsBetter: Bool) -> RoutineResults.Change {
            RoutineResults.Change(before: before, after: after, better: lowerIsBetter ? after < before : after > before)
        }
        return RoutineResults(ratings: ratings, comparison: RoutineResults.Comparison(
            from: first.ratedOn, to: latest.ratedOn,
            energy: compare(first.energy, latest.energy, lowerIsBetter: false),
            sleep: compare(first.sleep, latest.sleep, lowerIsBetter: false),
            stress: compare(first.stress, latest.stress, lowerIsBetter: true)))
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
    ///
    /// - Parameters:
    ///   - messages: 1 to 1000 messages to choose from; nil for `routineMessages`.
    ///   - today: the user's local day.
    /// - Throws: `KeepsakeError.invalidArgument` for an empty or too long list; `notFound`
    ///   without a routine.
    public func routineMessage(_ messages: [String]?, today: CivilDate) throws(KeepsakeError) -> RoutineMessage {
        let now = today
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
        return RoutineMessage(day: dayIndex + 1, index: order[position], message: list[order[position]])
    }
}
