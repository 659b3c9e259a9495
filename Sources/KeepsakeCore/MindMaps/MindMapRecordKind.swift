/// Mind maps in bundles (FORMAT.md section 11).
enum MindMapRecordKind: BundledRecordKind {
    static let bundleKind = "mindmap"
    static let sinceFormatVersion: Int64 = 2
    static let tables: Set<String> = ["mindmaps", "mindmap_nodes"]
    static let outcomeKey = "mindMaps"
    /// Every import says what it did to maps, zeros when nothing.
    static var emptyOutcome: MindMapImportCounts? { MindMapImportCounts() }
    static let carriesMedia = false

    static func checkRow(_ row: BundleRow) throws(KeepsakeError) {
        try MindMapBundleRules.checkRow(row)
    }

    static func checkContent(_ tables: BundleTables, kind: String) throws(KeepsakeError) -> (any Sendable)? {
        MindMapTrees(trees: try MindMapBundleRules.trees(tables, kind: kind))
    }

    static func copyForArchive(from store: Database, session: Session, into bundle: Database) throws(KeepsakeError) {
        try MindMapBundleRows.copy(from: store, map: nil, into: bundle)
    }

    static func merge(_ bundle: BundleDatabase, checked: (any Sendable)?, session: Session, into db: Database) throws(KeepsakeError) -> MindMapImportCounts? {
        let trees: [(MindMapRecord, MindMapTree)]
        if let built = checked as? MindMapTrees {
            trees = built.trees
        } else {
            trees = try MindMapBundleRules.trees(bundle.tables, kind: RecordKinds.archive)
        }
        return try MindMapBundleImport.apply(trees, into: db)
    }
}

/// The checked trees of a bundle's maps, built once by the reader and used by the import.
struct MindMapTrees: @unchecked Sendable {
    let trees: [(MindMapRecord, MindMapTree)]
}

extension ImportResult {
    /// What happened to the bundle's mind maps (all zero for a bundle without maps).
    public var mindMaps: MindMapImportCounts { outcome(of: MindMapRecordKind.self) ?? MindMapImportCounts() }
}

extension MindMapImportCounts: ImportOutcome {
    var importJSON: [String: JSONValue] {
        ["maps_added": .int(Int64(added)), "maps_replaced": .int(Int64(replaced)), "maps_copied": .int(Int64(copied)),
         "maps_unchanged": .int(Int64(unchanged))]
    }
}
