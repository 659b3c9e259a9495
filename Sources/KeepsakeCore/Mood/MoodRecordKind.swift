/// Mood years in bundles (FORMAT.md section 13): the exporting account's log.
enum MoodRecordKind: BundledRecordKind {
    static let bundleKind = "mood"
    static let sinceFormatVersion: Int64 = 2
    static let tables: Set<String> = ["mood_days"]
    static let outcomeKey = "moods"
    static let carriesMedia = false

    static func checkRow(_ row: BundleRow) throws(KeepsakeError) {
        try MoodBundleRows.checkRow(row)
    }

    static func checkContent(_ tables: BundleTables, kind: String) throws(KeepsakeError) -> (any Sendable)? { nil }

    static func copyForArchive(from store: Database, session: Session, into bundle: Database) throws(KeepsakeError) {
        try MoodBundleRows.copy(from: store, owner: MoodTable.owner(session), into: bundle)
    }

    static func merge(_ bundle: BundleDatabase, checked: (any Sendable)?, session: Session, into db: Database) throws(KeepsakeError) -> MoodMergeCounts? {
        guard !bundle.tables.isEmpty("mood_days") else { return nil }
        return try MoodBundleRows.merge(bundle.tables, owner: MoodTable.owner(session), into: db)
    }
}

extension ImportResult {
    /// What happened to the bundle's mood days; nil for a bundle without any.
    public var moods: MoodMergeCounts? { outcome(of: MoodRecordKind.self) }
}

extension MoodMergeCounts: ImportOutcome {
    var importJSON: [String: JSONValue] { ["moods": json] }
}
