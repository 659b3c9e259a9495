/// Marking days. One mood per day per account; a day after the host's today is refused,
/// whatever the call. Owners and staff keep their own logs; relatives only view patients.
extension Session {
    /// The longest note a day keeps, in characters.
    public static let moodNoteLimit = 1000

    /// Sets (or changes) the mood of `date`.
    ///
    /// ```swift
    /// let day = CivilDate(year: 2026, month: 11, day: 30)
    /// try session.setMood(.good, on: day, note: "Walk by the river", today: day, now: now)
    /// ```
    /// - Parameters:
    ///   - mood: the day's mood.
    ///   - date: the day, on or before `today`.
    ///   - note: an optional note of at most `moodNoteLimit` characters (trimmed; empty is none).
    ///   - today: the user's local day.
    ///   - now: the instant of the change, stored as its text.
    /// - Returns: the stored day.
    /// - Throws: `KeepsakeError.invalidArgument` for a day after today or a long
    ///   note; `permissionDenied` for a session that may not change moods.
    @discardableResult
    public func setMood(_ mood: Mood, on date: CivilDate, note: String?, today: CivilDate, now: Instant) throws(KeepsakeError) -> MoodDay {
        let day = try Session.checkDay(date, today: today)
        let text = note?.trimmingSpaces
        if let text, text.unicodeScalars.count > Session.moodNoteLimit {
            throw .invalidArgument("a mood note has at most \(Session.moodNoteLimit) Unicode scalar values")
        }
        let record = MoodDay(date: day, mood: mood, note: (text?.isEmpty ?? true) ? nil : text, changedAt: now)
        try writeMood(record)
        return record
    }

    /// Clears the mood of `date`: the day shows as unmarked again.
    ///
    /// - Parameters:
    ///   - date: the day, on or before `today`.
    ///   - today: the user's local day.
    ///   - now: the instant of the change, stored as its text.
    /// - Throws: `KeepsakeError.invalidArgument` for a day after today.
    public func clearMood(on date: CivilDate, today: CivilDate, now: Instant) throws(KeepsakeError) {
        let day = try Session.checkDay(date, today: today)
        try writeMood(MoodDay(date: day, mood: nil, note: nil, changedAt: now))
    }

    /// The day's record, or nil when it was never marked.
    ///
    /// - Parameters:
    ///   - date: the day, on or before `today`.
    ///   - today: the user's local day.
    /// - Throws: `KeepsakeError.invalidArgument` for a day after today.
    public func mood(on date: CivilDate, today: CivilDate) throws(KeepsakeError) -> MoodDay? {
        let day = try Session.checkDay(date, today: today)
        return try read(.readMoods) { (db) throws(KeepsakeError) -> MoodDay? in
            return try MoodTable.find(MoodTable.owner(self), day, in: db)
        }
    }

    private func writeMood(_ record: MoodDay) throws(KeepsakeError) {
        try write(.changeMoods) { (db) throws(KeepsakeError) in try MoodTable.put(MoodTable.owner(self), record, in: db) }
    }

    /// Refuses a day after `today`.
    static func checkDay(_ day: CivilDate, today now: CivilDate) throws(KeepsakeError) -> CivilDate {
        guard day <= now else { throw .invalidArgument("\(day) is after today (\(now)): a mood is marked for a day that has come") }
        return day
    }
}
