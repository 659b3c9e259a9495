/// How every dossier operation reaches the store: changes in one write unit of work holding
/// `.changeDossiers`, views after `AccessPolicy.requireView` in the same read unit of work, and
/// the author recorded with each change.
extension Session {
    /// The author of changes made through this session, as recorded in the dossier.
    func author(in db: Database) throws(KeepsakeError) -> DossierAction.Author {
        guard let id = actor.accountID else { return DossierAction.Author(accountID: nil, name: "owner") }
        let name = try AccountTable.find(id: id, in: db)?.displayName ?? id
        return DossierAction.Author(accountID: id, name: name)
    }

    /// Runs `body` in one write unit of work holding `.changeDossiers` (owner and staff). A
    /// relative's viewer copy of a dossier cannot be changed this way whatever `body` does: the
    /// store's writing connection refuses it (`ViewerCopyGuard`).
    func changingDossiers<T>(_ body: (Database) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try write(.changeDossiers, body)
    }

    /// Runs `body` in one read unit of work, with the patient, after checking that the session
    /// may view patient `patientID` on `today` (`AccessPolicy.requireView`).
    func viewingPatient<T>(_ patientID: String, today: CivilDate, _ body: (Database, Patient) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try DossierRules.id(patientID, "patient_id")
        return try viewingPatient(today: today, of: { (_) throws(KeepsakeError) in patientID }, body)
    }

    /// `viewingPatient` for a record found by its own id: `patientOf` finds its patient in the
    /// same unit of work as the view check and the work.
    func viewingPatient<T>(today: CivilDate, of patientOf: (Database) throws(KeepsakeError) -> String,
                           _ body: (Database, Patient) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try read(.viewPatients) { (db) throws(KeepsakeError) -> T in
            let patientID = try patientOf(db)
            try AccessPolicy.requireView(self, patientID: patientID, today: today, in: db)
            return try body(db, try DossierTables.requirePatient(patientID, in: db))
        }
    }

    /// The patient of a record (`table`'s row `id`). Unknown ids look the same as other
    /// patients' ids to a relative, so the lookup tells them nothing.
    func patient(ofRecord id: String, in table: String, _ noun: String, _ db: Database) throws(KeepsakeError) -> String {
        if case .text(let patient)? = try db.scalar("SELECT patient_id FROM \(table) WHERE id = ? LIMIT 1", [.text(id)]) {
            return patient
        }
        if actor.role == .relative { throw .permissionDenied("cannot view \(noun) \(id): it is not in a patient linked to this relative") }
        throw .notFound("no \(noun) with id \(id)")
    }
}
