/// Mind maps in bundles (FORMAT.md section 11).
enum MindMapRecordKind: BundledRecordKind {
    static let bundleKind = "mindmap"
    static let sinceFormatVersion: Int64 = 2
    static let tables: Set<String> = ["mindmaps", "mindmap_nodes"]
    static let carriesMedia = false

    static func checkRow(_ row: BundleRow) throws(KeepsakeError) {
        try MindMapBundleRules.checkRow(row)
    }

    static func checkContent(_ tables: [String: [JSONValue]], kind: String) throws(KeepsakeError) -> (any Sendable)? {
        MindMapTrees(trees: try MindMapBundleRules.trees(tables, kind: kind))
    }

    static func copyForArchive(from store: Database, session: Session, into bundle: Database) throws(KeepsakeError) {
        try MindMapBundleRows.copy(from: store, map: nil, into: bundle)
    }

    static func merge(_ bundle: BundleDatabase, checked: (any Sendable)?, session: Session, into db: Database,
                      result: inout ImportResult) throws(KeepsakeError) {
        let trees: [(MindMapRecord, MindMapTree)]
        if let built = checked as? MindMapTrees {
            trees = built.trees
        } else {
            trees = try MindMapBundleRules.trees(bundle.tables, kind: RecordKinds.archive)
        }
        result.mindMaps = try MindMapBundleImport.apply(trees, into: db)
    }
}

/// The checked trees of a bundle's maps, built once by the reader and used by the import.
struct MindMapTrees: @unchecked Sendable {
    let trees: [(MindMapRecord, MindMapTree)]
}
