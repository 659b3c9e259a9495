/// Dossiers in bundles (FORMAT.md section 12).
enum DossierRecordKind: BundledRecordKind {
    static let bundleKind = "dossier"
    static let sinceFormatVersion: Int64 = 2
    static let tables: Set<String> = DossierBundleRules.tables
    static let outcomeKey = "dossiers"
    static let carriesMedia = true

    static func checkRow(_ row: BundleRow) throws(KeepsakeError) {
        try DossierBundleRules.checkRow(row)
    }

    static func checkContent(_ tables: BundleTables, kind: String) throws(KeepsakeError) -> (any Sendable)? {
        try DossierBundleRules.check(tables, kind: kind)
        return nil
    }

    static func copyForArchive(from store: Database, session: Session, into bundle: Database) throws(KeepsakeError) {
        try DossierBundleRows.copy(from: store, patient: nil, into: bundle)
    }

    static func merge(_ bundle: BundleDatabase, checked: (any Sendable)?, session: Session, into db: Database) throws(KeepsakeError) -> DossierImportCounts? {
        try DossierBundleImport.apply(bundle.tables, into: db)
    }
}

extension ImportResult {
    /// What happened to the bundle's dossiers; nil for a bundle without patients.
    public var dossiers: DossierImportCounts? { outcome(of: DossierRecordKind.self) }
}

extension DossierImportCounts: ImportOutcome {
    var importJSON: [String: JSONValue] { ["dossiers": json] }
}
