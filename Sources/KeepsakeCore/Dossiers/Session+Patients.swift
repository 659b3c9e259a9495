/// Patients seen by a session. Staff and owners create, change, discharge and delete them;
/// relatives see the patients linked to them while the link lasts.
///
/// ```swift
/// let p = try session.createPatient(PatientInput(fullName: "Anna Berg", birthDate: CivilDate(year: 1950, month: 4, day: 2),
///                                                admittedOn: CivilDate(year: 2026, month: 11, day: 2)), now: now)
/// let visible = try session.patients(matching: "berg", today: "2026-11-30")
/// ```
extension Session {
    /// Creates a patient. `fullName`, `birthDate` and `admittedOn` are required.
    public func createPatient(_ input: PatientInput, now: Instant) throws(KeepsakeError) -> Patient {
        guard let name = input.fullName, let birth = input.birthDate, let admitted = input.admittedOn else {
            throw .invalidArgument("a new patient needs \"full_name\", \"birth_date\" and \"admitted_on\"")
        }
        let patient = try PatientRules.checked(Patient(
            id: Random.uuid(), fullName: name, birthDate: birth, admittedOn: admitted, dischargedOn: input.dischargedOn ?? nil,
            diagnosis: input.diagnosis ?? "", notes: input.notes ?? "", created: now, modified: now))
        return try changingDossiers { (db) throws(KeepsakeError) -> Patient in
            try patient.insert(in: db)
            return patient
        }
    }

    /// Changes the fields `input` gives; the others stay.
    public func updatePatient(_ id: String, _ input: PatientInput, now: Instant) throws(KeepsakeError) -> Patient {
        try DossierRules.id(id, "patient_id")
        return try changingDossiers { (db) throws(KeepsakeError) -> Patient in
            var p = try DossierTables.requirePatient(id, in: db)
            if let v = input.fullName { p.fullName = v }
            if let v = input.birthDate { p.birthDate = v }
            if let v = input.admittedOn { p.admittedOn = v }
            if let v = input.dischargedOn { p.dischargedOn = v }
            if let v = input.diagnosis { p.diagnosis = v }
            if let v = input.notes { p.notes = v }
            p.modified = now
            p = try PatientRules.checked(p)
            try p.update(in: db)
            return p
        }
    }

    /// Discharges a patient on `date`, or with nil takes the discharge back.
    public func dischargePatient(_ id: String, on date: CivilDate?, now: Instant) throws(KeepsakeError) -> Patient {
        try updatePatient(id, PatientInput(dischargedOn: .some(date)), now: now)
    }

    /// The patient `id`, if the session may view them on `today`.
    public func patient(_ id: String, today: CivilDate) throws(KeepsakeError) -> Patient {
        try viewingPatient(id, today: today) { (_, p) throws(KeepsakeError) in p }
    }

    /// The patients the session may view on `today` whose name contains `query` (without
    /// regard to case; nil or "" for all): active ones first, then by name. The whole list:
    /// `patientPage` reads it a page at a time.
    public func patients(matching query: String?, today: CivilDate) throws(KeepsakeError) -> [Patient] {
        var all: [Patient] = []
        var cursor: String?
        repeat {
            let page = try patientPage(matching: query, limit: PatientPage.maxLimit, after: cursor, today: today)
            all += page.patients
            cursor = page.nextCursor
        } while cursor != nil
        return all
    }

    /// One page of the patients the session may view on `today` whose name contains `query`
    /// (without regard to case; nil or "" for all), in the order of `patients(matching:today:)`:
    /// active ones first, then by name (and id). `limit` (1 to 1,000) patients at most, after the
    /// patient whose `nextCursor` is `cursor` (nil: from the first). Each page reads only the
    /// rows it returns, whatever the number of patients (the store keeps the list's order in an
    /// index); a search of three characters or more reads only the names that hold every
    /// trigram of it (an index of the names' trigrams), a shorter one every name.
    /// - Throws: `.invalidArgument` for a limit out of range, a search text over 1,000 characters
    ///   or a cursor this library did not give.
    public func patientPage(matching query: String?, limit: Int64, after cursor: String?,
                            today: CivilDate) throws(KeepsakeError) -> PatientPage {
        guard (1...PatientPage.maxLimit).contains(limit) else {
            throw .invalidArgument("limit \(limit) is out of range: a page holds 1 to \(PatientPage.maxLimit) patients")
        }
        let needle = DossierTables.nameKey((query ?? "").trimmingSpaces)
        guard needle.unicodeScalars.count <= DossierRules.maxShortText else { throw .invalidArgument("the search text is too long") }
        let start = try cursor.map { (text) throws(KeepsakeError) -> PatientPage.Cursor in
            guard let parsed = PatientPage.Cursor(text) else { throw .invalidArgument("cursor \(quoted: text) is not a cursor this library gave") }
            return parsed
        }
        return try read(.viewPatients) { (db) throws(KeepsakeError) -> PatientPage in
            var visible: [(patient: Patient, position: PatientPage.Cursor)] = []
            for discharged in [false, true] where !(start.map { $0.discharged && !discharged } ?? false) {
                var after = start.flatMap { $0.discharged == discharged ? $0 : nil }
                while visible.count <= limit {
                    let wanted = Int64(max(Int(limit) + 1 - visible.count, 16))
                    let batch = try PatientRules.listRows(discharged: discharged, after: after, needle: needle, session: self,
                                                          limit: wanted, in: db)
                    for (patient, position) in batch {
                        after = position
                        do throws(KeepsakeError) {
                            // The list is exactly what the view rule lets the session see today.
                            try AccessPolicy.requireView(self, patientID: patient.id, today: today, in: db)
                            visible.append((patient, position))
                        } catch {
                            guard case .permissionDenied = error else { throw error }
                        }
                        if visible.count > limit { break }
                    }
                    if batch.count < wanted { break }
                }
                if visible.count > limit { break }
            }
            var next: String?
            if visible.count > limit {
                visible.removeLast()
                next = visible.last?.position.text
            }
            return PatientPage(patients: visible.map(\.patient), nextCursor: next)
        }
    }

    /// What deleting patient `id` would remove. Owner and staff only.
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown patient.
    public func patientDeletionPreview(_ id: String) throws(KeepsakeError) -> PatientDeletion {
        try DossierRules.id(id, "patient_id")
        return try read(.previewPatientDeletion) { (db) throws(KeepsakeError) -> PatientDeletion in
            _ = try DossierTables.requirePatient(id, in: db)
            return try PatientRules.deletionCounts(id, in: db)
        }
    }

    /// Deletes a patient with every action version, attachment and relative's link, in one
    /// transaction, and the media files only this patient's attachments referred to (removed
    /// once the deletion has committed; see `Store.dropUnreferencedMedia`). Returns what went.
    /// Owner and staff (`Permission.changeDossiers`).
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown patient.
    @discardableResult
    public func deletePatient(_ id: String) throws(KeepsakeError) -> PatientDeletion {
        try DossierRules.id(id, "patient_id")
        return try changingDossiers { (db) throws(KeepsakeError) -> PatientDeletion in
            _ = try DossierTables.requirePatient(id, in: db)
            let counts = try PatientRules.deletionCounts(id, in: db)
            let media = try AttachmentTable.hashes(patientID: id, in: db)
            try db.run("DELETE FROM viewer_revision_media WHERE patient_id = ?", [.text(id)])
            try db.run("DELETE FROM relative_links WHERE patient_id = ?", [.text(id)])
            try db.run("DELETE FROM dossier_attachments WHERE patient_id = ?", [.text(id)])
            try db.run("DELETE FROM dossier_actions WHERE patient_id = ?", [.text(id)])
            try Tables.patients.delete(key: ["id": .text(id)], in: db)
            try PatientRules.purgeSearchIndex(in: db)
            try store.dropUnreferencedMedia(media, in: db)
            return counts
        }
    }
}

/// One page of the patient list (`Session.patientPage`).
public struct PatientPage: Sendable, Hashable, Codable {
    /// The largest page.
    public static let maxLimit: Int64 = 1000
    /// The page's patients: active ones first, then by name.
    public let patients: [Patient]
    /// The cursor of the next page (pass it as `after`); nil on the last page.
    public let nextCursor: String?

    /// A place in the list's order: `0` or `1` (discharged), the name key as hex, the id.
    struct Cursor {
        let discharged: Bool
        let nameKey: String
        let id: String
        var text: String { (discharged ? "1" : "0") + "/" + Hex.encode(Array(nameKey.utf8)) + "/" + id }
        init(discharged: Bool, nameKey: String, id: String) {
            self.discharged = discharged
            self.nameKey = nameKey
            self.id = id
        }
        init?(_ text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, parts[0] == "0" || parts[0] == "1", Validation.isUUID(parts[2]),
                  let bytes = Hex.decode(parts[1]), let key = String(validating: bytes, as: UTF8.self) else { return nil }
            self.init(discharged: parts[0] == "1", nameKey: key, id: parts[2])
        }
    }

    /// This value as the C interface and the CLI's `--json` give it.
    package var json: JSONValue {
        ["patients": .array(patients.map(\.json)), "next_cursor": nextCursor.map { .string($0) } ?? .null]
    }
}

/// The checks of a patient record.
enum PatientRules {
    /// Up to `limit` patients of the list's part `discharged` after `after` (nil: from its
    /// first), in the list's order, with their places; only names holding `needle` (every
    /// name for ""), only patients linked to a relative's account. By the index
    /// `patients_list_order`, or from the trigram index `patient_names` for a needle of three
    /// characters or more.
    static func listRows(discharged: Bool, after: PatientPage.Cursor?, needle: String, session: Session,
                         limit: Int64, in db: Database) throws(KeepsakeError) -> [(Patient, PatientPage.Cursor)] {
        var filter = "(p.discharged_on IS NOT NULL) = ?"
        var arguments: [SQLValue] = [.integer(discharged ? 1 : 0)]
        if let after {
            filter += " AND (p.name_key, p.id) > (?, ?)"
            arguments += [.text(after.nameKey), .text(after.id)]
        }
        var from = "patients p"
        if !needle.isEmpty {
            filter += " AND instr(p.name_key, ?) > 0"
            arguments.append(.text(needle))
            if needle.unicodeScalars.count >= 3 {
                // The names holding every trigram of the needle, then exactly those holding it.
                from = "patient_names f CROSS JOIN patient_search_rows s CROSS JOIN patients p"
                filter = "f.patient_names MATCH ? AND s.search_row = f.rowid AND p.id = s.patient_id AND " + filter
                arguments.insert(.text("\"" + needle.replacing("\"", with: "\"\"") + "\""), at: 0)
            }
        }
        if session.actor.role == .relative, let accountID = session.actor.accountID {
            filter += " AND p.id IN (SELECT patient_id FROM relative_links WHERE account_id = ?)"
            arguments.append(.text(accountID))
        }
        let columns = Patient.table.columns(.newestStore).map { "p." + $0.name }.joined(separator: ", ")
        let rows = try db.records("SELECT \(columns) FROM \(from) WHERE \(filter) ORDER BY p.name_key, p.id LIMIT ?",
                                  arguments + [.integer(limit)])
        return try rows.map { (row) throws(KeepsakeError) -> (Patient, PatientPage.Cursor) in
            let patient = try Patient(row: row)
            return (patient, PatientPage.Cursor(discharged: discharged, nameKey: try row.text("name_key"), id: patient.id))
        }
    }

    /// Merges the trigram index of the names into one segment, so that no trigram of a deleted
    /// patient's name stays in it (FTS5 keeps a deletion as a mark until its segments merge;
    /// `secure_delete` then overwrites the freed pages). Costs a rewrite of the index: about
    /// 20 bytes per patient.
    static func purgeSearchIndex(in db: Database) throws(KeepsakeError) {
        try db.run("INSERT INTO patient_names (patient_names) VALUES ('optimize')")
    }

    static func checked(_ p: Patient) throws(KeepsakeError) -> Patient {
        var p = p
        p.fullName = try DossierRules.shortText(p.fullName, "full_name")
        if let d = p.dischargedOn {
            guard d >= p.admittedOn else { throw .invalidArgument("discharged_on \(d) is before admitted_on \(p.admittedOn)") }
        }
        guard p.birthDate <= p.admittedOn else { throw .invalidArgument("birth_date \(p.birthDate) is after admitted_on \(p.admittedOn)") }
        p.diagnosis = try DossierRules.longText(p.diagnosis, "diagnosis")
        p.notes = try DossierRules.longText(p.notes, "notes")
        return p
    }

    /// The form rule of a stored or bundled patient (used by the bundle reader).
    static func isValid(_ p: Patient) -> Bool {
        guard let c = try? checked(p) else { return false }
        return c.encoded == p.encoded && Validation.isUUID(p.id)
    }

    static func deletionCounts(_ id: String, in db: Database) throws(KeepsakeError) -> PatientDeletion {
        PatientDeletion(
            actions: try Tables.dossierActions.count(where: "patient_id = ? AND version = 1", [.text(id)], in: db),
            actionVersions: try Tables.dossierActions.count(where: "patient_id = ?", [.text(id)], in: db),
            attachments: try Tables.dossierAttachments.count(where: "patient_id = ?", [.text(id)], in: db),
            relativeLinks: try Tables.relativeLinks.count(where: "patient_id = ?", [.text(id)], in: db))
    }
}
