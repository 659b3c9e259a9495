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
        // No record of the store's own may name media of a viewer copy (`ViewerCopyMedia`),
        // whatever code writes it (an attachment added by hash, an update bundle's held rows);
        // the unit of work opening a viewer bundle, which writes only viewer copies (another
        // dossier's may share media), is not refused.
        let media = mediaRefusal + "media of a relative's viewer copy belong to the copy: no other record may refer to them"
        for (event, of) in [("INSERT", ""), ("UPDATE", " OF sha256, patient_id")] {
            sql += """
                CREATE TEMP TRIGGER IF NOT EXISTS viewer_copy_media_\(event.lowercased()) BEFORE \(event)\(of) ON main.dossier_attachments
                WHEN NOT EXISTS (SELECT 1 FROM temp.viewer_copy_writes)
                  AND NOT EXISTS (SELECT 1 FROM main.viewer_dossiers WHERE dossier_id = NEW.patient_id) AND \(ViewerCopyMedia.belongsToCopy("NEW.sha256"))
                BEGIN SELECT RAISE(ABORT, '\(media.sqlQuotedBody)'); END;

                """
        }
        try db.execute(sql)
    }

    /// The start of the media trigger's message, by which `Database.error` maps it to
    /// `.permissionDenied`.
    static let mediaRefusal = "viewer-copy-media: "

    /// Lets the current transaction write viewer copies.
    static func allowWrites(in db: Database) throws(KeepsakeError) {
        try db.execute("INSERT INTO temp.viewer_copy_writes (allowed) VALUES (1)")
    }

    /// Restores the refusal before the transaction that lifted it commits.
    static func endWrites(in db: Database) throws(KeepsakeError) {
        try db.execute("DELETE FROM temp.viewer_copy_writes")
    }
}

/// What of a store is a relative's viewer copy: its media belong to it. A viewer copy's
/// attachment names them and no record of the store's own does (that no other record can come
/// to name them is `ViewerCopyGuard`'s trigger). Who reaches them is `AccessPolicy`'s rule
/// (`AccessPolicy.reachableMedia`).
enum ViewerCopyMedia {
    /// SQL, true when the media whose hash `column` holds belong to a viewer copy.
    static func belongsToCopy(_ column: String) -> String {
        """
        (EXISTS (SELECT 1 FROM main.dossier_attachments a JOIN main.viewer_dossiers v ON v.dossier_id = a.patient_id WHERE a.sha256 = \(column)) \
        AND NOT EXISTS (SELECT 1 FROM main.dossier_attachments a WHERE a.sha256 = \(column) \
        AND a.patient_id NOT IN (SELECT dossier_id FROM main.viewer_dossiers)))
        """
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
