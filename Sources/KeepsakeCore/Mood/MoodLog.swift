/// Marking days. One mood per day per account; a day after the host's today is refused,
/// whatever the call. Owners and staff keep their own logs; relatives only view patients.
extension Session {
    /// The longest note a day keeps, in characters.
    public static let moodNoteLimit = 1000

    /// Sets (or changes) the mood of `date`.
    ///
    /// ```swift
    /// try session.setMood(.good, on: "2026-11-30", note: "Walk by the river", today: "2026-11-30", now: now)
    /// ```
    @discardableResult
    public func setMood(_ mood: Mood, on date: String, note: String?, today: String, now: String) throws(KeepsakeError) -> MoodDay {
        let day = try Session.checkDay(date, today: today)
        try Session.requireInstant(now, "now")
        let text = note?.trimmingSpaces
        if let text, text.unicodeScalars.count > Session.moodNoteLimit {
            throw .invalidArgument("a mood note has at most \(Session.moodNoteLimit) Unicode scalar values")
        }
        let record = MoodDay(date: day, mood: mood, note: (text?.isEmpty ?? true) ? nil : text, changedAt: now)
        try writeMood(record)
        return record
    }

    /// Clears the mood of `date`: the day shows as unmarked again.
    public func clearMood(on date: String, today: String, now: String) throws(KeepsakeError) {
        let day = try Session.checkDay(date, today: today)
        try Session.requireInstant(now, "now")
        try writeMood(MoodDay(date: day, mood: nil, note: nil, changedAt: now))
    }

    /// The day's record, or nil when it was never marked.
    public func mood(on date: String, today: String) throws(KeepsakeError) -> MoodDay? {
        let day = try Session.checkDay(date, today: today)
        return try read(.readMoods) { (db) throws(KeepsakeError) -> MoodDay? in
            return try MoodTable.find(MoodTable.owner(self), day, in: db)
        }
    }

    private func writeMood(_ record: MoodDay) throws(KeepsakeError) {
        try write(.changeMoods) { (db) throws(KeepsakeError) in try MoodTable.put(MoodTable.owner(self), record, in: db) }
    }

    /// Parses `date` and refuses a day after `today`.
    static func checkDay(_ date: String, today: String) throws(KeepsakeError) -> CivilDate {
        let day = try CivilDate.parse(date, "date")
        let now = try CivilDate.parse(today, "today")
        guard day <= now else { throw .invalidArgument("\(date) is after today (\(today)): a mood is marked for a day that has come") }
        return day
    }
}
