/// Mood logs in bundles (FORMAT.md format version 2): the `mood_days` table and kind `mood`.
/// A bundle carries one person's log and no credential; importing merges it into the
/// importing session's own log, day by day, the later `changed_at` winning.
extension Session {
    /// Writes the log of one calendar `year` (all of it when nil) as a bundle of kind `mood`.
    public func exportMoodBundle(year: Int?, to path: String, today: CivilDate, options: ExportOptions) throws(KeepsakeError) -> ExportResult {
        let range = try moodDayRange(year: year, today: today)
        return try writeBundle(kind: MoodRecordKind.bundleKind, .readMoods, to: path, options: options) { (store, bundle) throws(KeepsakeError) -> [MediaRecord] in
            try MoodBundleRows.insert(try MoodTable.days(MoodTable.owner(self), from: range.first, to: range.last, in: store), into: bundle)
            return []
        }
    }
}

enum MoodBundleRows {
    static func insert(_ days: [MoodDay], into db: Database) throws(KeepsakeError) {
        try MoodDay.insertAll(days, on: .newestBundle, into: db)
    }

    /// The exporting session's whole log, for `archive` bundles.
    static func copy(from store: Database, owner: String, into db: Database) throws(KeepsakeError) {
        try insert(try MoodTable.days(owner, in: store), into: db)
    }

    /// The reader's checks of a `mood_days` row (FORMAT.md R25's form for this table).
    static func checkRow(_ row: BundleRow) throws(KeepsakeError) {
        try row.text("date", Validation.isCivilDate, "must be YYYY-MM-DD")
        try row.text("changed_at", Validation.isInstant, "must be an RFC 3339 instant")
        try row.text("mood", orNull: true, { Mood(rawValue: $0) != nil }, "must be good, ok, bad or null")
        if row["mood"] == .null && row["note"] != .null { throw row.fail("a cleared day (mood null) has no note") }
        try row.text("note", orNull: true, { !$0.isEmpty && $0.unicodeScalars.count <= Session.moodNoteLimit },
                     "must be null or 1 to \(Session.moodNoteLimit) Unicode scalar values")
    }

    /// Merges a bundle's days into `owner`'s log: a day is taken when the store has none or an
    /// earlier change; on equal `changed_at` the store keeps its own. Returns the counts.
    static func merge(_ tables: BundleTables, owner: String, into db: Database) throws(KeepsakeError) -> MoodMergeCounts {
        var taken = 0, kept = 0
        try tables.forEach(MoodDay.table.name) { (row) throws(KeepsakeError) in
            if try MoodTable.merge(owner, try Row.decode(MoodDay.self, bundle: row), in: db) { taken += 1 } else { kept += 1 }
        }
        return MoodMergeCounts(daysTaken: taken, daysKept: kept)
    }
}
