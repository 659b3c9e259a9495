/// Keeps a relative's viewer copy of a dossier read-only for every session, by construction:
/// temporary triggers on the store's writing connection refuse any insert, update or delete of
/// a viewer dossier's patient, actions and attachments, whatever code issues it. Only the unit
/// of work that opens a viewer bundle lifts the refusal, inside its own transaction
/// (`allowWrites`, then `endWrites` before it commits; a rollback restores the refusal too).
enum ViewerCopyGuard {
    /// The start of the triggers' message, by which `Database.error` maps it to `.readOnly`.
    static let refusal = "viewer-copy-read-only: "

    /// Installs the triggers on `db` (the store's writer; temporary objects live as long as the
    /// connection).
    static func install(on db: Database) throws(KeepsakeError) {
        var sql = "CREATE TEMP TABLE IF NOT EXISTS viewer_copy_writes (allowed INTEGER NOT NULL);\n"
        let message = refusal + "a relative's viewer copy of a centre's signed dossier is read-only for every session"
        for (table, column) in [("patients", "id"), ("dossier_actions", "patient_id"), ("dossier_attachments", "patient_id")] {
            for (event, rows) in [("INSERT", ["NEW"]), ("UPDATE", ["OLD", "NEW"]), ("DELETE", ["OLD"])] {
                let viewerRow = rows.map { "EXISTS (SELECT 1 FROM main.viewer_dossiers WHERE dossier_id = \($0).\(column))" }
                    .joined(separator: " OR ")
                sql += """
                    CREATE TEMP TRIGGER IF NOT EXISTS viewer_copy_\(table)_\(event.lowercased()) BEFORE \(event) ON main.\(table)
                    WHEN NOT EXISTS (SELECT 1 FROM temp.viewer_copy_writes) AND (\(viewerRow))
                    BEGIN SELECT RAISE(ABORT, '\(message.sqlQuotedBody)'); END;

                    """
            }
        }
        try db.execute(sql)
    }

    /// Lets the current transaction write viewer copies.
    static func allowWrites(in db: Database) throws(KeepsakeError) {
        try db.execute("INSERT INTO temp.viewer_copy_writes (allowed) VALUES (1)")
    }

    /// Restores the refusal before the transaction that lifted it commits.
    static func endWrites(in db: Database) throws(KeepsakeError) {
        try db.execute("DELETE FROM temp.viewer_copy_writes")
    }
}

/// What of a store is a relative's viewer copy, so that exports leave it out: it is the
/// centre's signed dossier, never re-exported unsigned.
enum ViewerCopyMedia {
    /// The store's media referred to only by viewer copies' attachments.
    static func viewerOnly(in db: Database) throws(KeepsakeError) -> Set<String> {
        Set(try db.records("""
            SELECT DISTINCT a.sha256 FROM dossier_attachments a JOIN viewer_dossiers v ON v.dossier_id = a.patient_id
            WHERE NOT EXISTS (SELECT 1 FROM dossier_attachments o WHERE o.sha256 = a.sha256
                              AND o.patient_id NOT IN (SELECT dossier_id FROM viewer_dossiers))
            """).map { (row) throws(KeepsakeError) in try row.text("sha256") })
    }
}

extension String {
    /// The string with each `'` doubled, for the inside of an SQL string literal.
    var sqlQuotedBody: String {
        var out = ""
        for c in self { out.append(c); if c == "'" { out.append("'") } }
        return out
    }
}
