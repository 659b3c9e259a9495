/// Which tables may hold rows in a bundle of each kind (FORMAT.md R38, R42 and the dossier
/// section): one place, so a new table or kind is refused everywhere it does not belong.
/// Kind `archive` may hold rows in every table. Each record kind adds its own finer checks
/// (one map, one patient).
enum KindContent {
    static let tables: [String: Set<String>] = [
        "mindmap": ["mindmaps", "mindmap_nodes"],
        "dossier": ["patients", "dossier_actions", "dossier_attachments", "media"],
        "mood": ["mood_days"],
        "routine": ["routines", "routine_slots", "routine_answers", "routine_checkins", "routine_notes", "routine_ratings"],
    ]

    static func check(_ rows: [String: [JSONValue]], kind: String) throws(KeepsakeError) {
        guard let allowed = tables[kind] else { return }
        for (table, list) in rows.sorted(by: { $0.key < $1.key }) where !list.isEmpty && !allowed.contains(table) {
            throw .bundle(.kindContent, "a bundle of kind \(kind) holds no rows in table \(table)")
        }
    }
}
