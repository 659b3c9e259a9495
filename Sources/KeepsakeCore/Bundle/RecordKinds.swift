/// One record kind's part in bundles, declared once: the bundle tables it owns, the bundle
/// kind that carries it alone, the reader's checks of its rows and content, how an archive
/// copies it from the store, and how an import merges it. The generic bundle code (reader,
/// writer, database checks, import) goes through `RecordKinds.all` and names no kind.
protocol BundledRecordKind: Sendable {
    /// The bundle kind that holds this record kind alone ("mindmap", "dossier", …).
    static var bundleKind: String { get }
    /// The first format version that has it.
    static var sinceFormatVersion: Int64 { get }
    /// The bundle tables it owns, besides `media`.
    static var tables: Set<String> { get }
    /// Whether a bundle of `bundleKind` carries media.
    static var carriesMedia: Bool { get }

    /// R25/R26 for one row of one of `tables` (its values already of their columns' declared
    /// types and NULL flags).
    static func checkRow(_ row: BundleRow) throws(KeepsakeError)
    /// The checks across rows (references, trees) and what a bundle of `kind` may hold of it.
    /// Returns what the checks built that the import uses again (mind-map trees), or nil.
    static func checkContent(_ tables: BundleTables, kind: String) throws(KeepsakeError) -> (any Sendable)?
    /// Copies the exporting session's part of the store (`store`, inside the export's unit of
    /// work) into an archive being built.
    static func copyForArchive(from store: Database, session: Session, into bundle: Database) throws(KeepsakeError)
    /// What an import says it did to this kind (`ImportResult`'s part for it).
    associatedtype Outcome: ImportOutcome
    /// The outcome's name in `ImportResult`: the property the kind declares on it, and its
    /// Codable key.
    static var outcomeKey: String { get }
    /// What an import that gave the kind nothing says of it (nil: nothing).
    static var emptyOutcome: Outcome? { get }
    /// Merges a verified bundle's rows into the store (inside the import's unit of work), and
    /// says what it did; nil when the bundle gave it nothing to say.
    static func merge(_ bundle: BundleDatabase, checked: (any Sendable)?, session: Session, into db: Database) throws(KeepsakeError) -> Outcome?
}

extension BundledRecordKind {
    static var emptyOutcome: Outcome? { nil }

    /// The kind's outcome in an `ImportResult`'s Codable form, if there.
    static func decodeOutcome(_ container: KeyedDecodingContainer<ImportResult.Key>) throws -> Outcome? {
        try container.decodeIfPresent(Outcome.self, forKey: ImportResult.Key(stringValue: outcomeKey))
    }
}

/// The list of record kinds: the one place a new kind is registered.
enum RecordKinds {
    static let all: [any BundledRecordKind.Type] = [MindMapRecordKind.self, DossierRecordKind.self, MoodRecordKind.self, RoutineRecordKind.self]

    /// The kind that carries the whole store.
    static let archive = "archive"

    /// The bundle kinds format version `version` knows.
    static func bundleKinds(formatVersion version: Int64) -> [String] {
        var kinds = [archive]
        for kind in all where kind.sinceFormatVersion <= version { kinds.append(kind.bundleKind) }
        return kinds
    }

    /// The record kind that owns bundle table `table` (nil for `media`, which is the bundle's own).
    static func owner(ofTable table: String) -> (any BundledRecordKind.Type)? {
        for kind in all where kind.tables.contains(table) { return kind }
        return nil
    }

    /// R27: a bundle of a record kind's own kind holds rows only in that kind's tables (and in
    /// `media` when the kind carries media); an archive may hold rows in every table.
    static func checkTables(_ rows: BundleTables, kind: String) throws(KeepsakeError) {
        guard kind != archive else { return }
        var found: (any BundledRecordKind.Type)?
        for k in all where k.bundleKind == kind { found = k }
        guard let owner = found else { return }
        for table in rows.nonEmpty {
            if owner.tables.contains(table) || (table == "media" && owner.carriesMedia) { continue }
            throw .bundle(.kindContent, "a bundle of kind \(kind) holds no rows in table \(table)")
        }
    }
}
