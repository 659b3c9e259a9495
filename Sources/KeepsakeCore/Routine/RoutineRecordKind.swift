/// Supplement routines in bundles (FORMAT.md section 14): the exporting account's routine.
enum RoutineRecordKind: BundledRecordKind {
    static let bundleKind = "routine"
    static let sinceFormatVersion: Int64 = 2
    static let tables: Set<String> = RoutineBundleRows.tables
    static let outcomeKey = "routine"
    static let carriesMedia = false

    static func checkRow(_ row: BundleRow) throws(KeepsakeError) {
        try RoutineBundleRows.checkRow(row)
    }

    static func checkContent(_ tables: BundleTables, kind: String) throws(KeepsakeError) -> (any Sendable)? {
        try RoutineBundleRows.check(tables, kind: kind)
        return nil
    }

    static func copyForArchive(from store: Database, session: Session, into bundle: Database) throws(KeepsakeError) {
        try RoutineBundleRows.copy(from: store, owner: RoutineTable.owner(session), into: bundle)
    }

    static func merge(_ bundle: BundleDatabase, checked: (any Sendable)?, session: Session, into db: Database) throws(KeepsakeError) -> RoutineMergeOutcome? {
        try RoutineBundleRows.merge(bundle.tables, owner: RoutineTable.owner(session), into: db)
    }
}

extension ImportResult {
    /// Whether the bundle's routine was taken or the store's kept; nil without a routine.
    public var routine: RoutineMergeOutcome? { outcome(of: RoutineRecordKind.self) }
}

extension RoutineMergeOutcome: ImportOutcome {
    var importJSON: [String: JSONValue] { ["routine": .string(rawValue)] }
}
