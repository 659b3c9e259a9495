/// The call log as CSV for a CRM (RFC 4180: comma separated, CRLF line ends, fields with a
/// comma, quote or line break quoted, quotes doubled), one row per current, not deleted
/// `call` action, oldest first:
///
/// ```
/// direction,party,number,start,duration_seconds,outcome,patient_id,patient_name,action_id
/// outgoing,Maria Keller (daughter),+41 44 555 01 23,2026-11-30T10:15:00Z,420,answered,…,Anna Berg,…
/// ```
///
/// Text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, tab or
/// CR) gets a leading `'` in the party and patient name columns.
extension Session {
    /// Writes the call log of patient `patientID` (every patient when nil) to `path`,
    /// atomically. Owner and staff.
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown patient;
    ///   `.readOnly` for a relative's viewer copy of a dossier; the errors of every export
    ///   (`ExportOptions`).
    public func exportCallLog(patientID: String?, to path: String) throws(KeepsakeError) -> FileExportResult {
        if let patientID { try DossierRules.id(patientID, "patient_id") }
        let out = try AtomicTextFile(path: path)
        var rows = 0
        try read(.exportDossiers) { (db) throws(KeepsakeError) in
            if let patientID {
                _ = try DossierTables.requirePatient(patientID, in: db)
                try AccessPolicy.requireOwnDossier(patientID, "export the call log", in: db)
            }
            try out.write(CallLogCSV.header)
            let statement = try db.prepare("""
                SELECT a.call_direction, a.call_party, a.call_number, a.occurred_at, a.duration_seconds, a.call_outcome, a.patient_id,
                       p.full_name, a.id
                FROM dossier_actions a JOIN patients p ON p.id = a.patient_id
                WHERE a.kind = 'call' AND a.is_current = 1 AND a.deleted = 0 AND a.patient_id NOT IN (SELECT dossier_id FROM viewer_dossiers)\(patientID == nil ? "" : " AND a.patient_id = ?")
                ORDER BY a.occurred_key, a.id
                """)
            try statement.bind(patientID.map { [.text($0)] } ?? [])
            while try statement.step() {
                // Party and patient name are free text; the number is checked to phone characters on input.
                let cells = statement.row().enumerated().map { i, v -> CSVWriter.Cell in
                    switch v {
                    case .text(let s): return [1, 7].contains(i) ? .text(s) : .value(s)
                    case .integer(let n): return .value(String(n))
                    default: return .value("")
                    }
                }
                try out.write(CSVWriter.line(cells))
                rows += 1
            }
        }
        try out.commit()
        return FileExportResult(path: path, size: out.size, records: rows)
    }
}

enum CallLogCSV {
    static let header = CSVWriter.header(["direction", "party", "number", "start", "duration_seconds", "outcome", "patient_id", "patient_name", "action_id"])
}
