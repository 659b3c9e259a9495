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
    /// regard to case; nil or "" for all): active ones first, then by name.
    public func patients(matching query: String?, today: CivilDate) throws(KeepsakeError) -> [Patient] {
        let needle = DossierTables.nameKey((query ?? "").trimmingSpaces)
        guard needle.unicodeScalars.count <= DossierRules.maxShortText else { throw .invalidArgument("the search text is too long") }
        return try read(.viewPatients) { (db) throws(KeepsakeError) -> [Patient] in
            var filter = "instr(name_key, ?) > 0"
            var arguments: [SQLValue] = [.text(needle)]
            if actor.role == .relative, let accountID = actor.accountID {
                filter += " AND id IN (SELECT patient_id FROM relative_links WHERE account_id = ?)"
                arguments.append(.text(accountID))
            }
            let candidates = try Patient.fetchAll(db, where: filter, arguments, orderBy: "discharged_on IS NOT NULL, name_key, id")
            // The list is exactly what the view rule lets the session see today.
            var visible: [Patient] = []
            for p in candidates {
                do throws(KeepsakeError) {
                    try AccessPolicy.requireView(self, patientID: p.id, today: today, in: db)
                    visible.append(p)
                } catch {
                    guard case .permissionDenied = error else { throw error }
                }
            }
            return visible
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
            try store.dropUnreferencedMedia(media, in: db)
            return counts
        }
    }
}

/// The checks of a patient record.
enum PatientRules {
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
