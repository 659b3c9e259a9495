/// SQL of the dossier tables of a store.
enum DossierTables {
    /// The columns an action version shares between store and bundle, in bundle order.
    static let actionColumns = """
        id, version, patient_id, occurred_at, kind, title, details, duration_seconds, value, unit, \
        call_direction, call_party, call_number, call_outcome, deleted, changed_at, changed_by, changed_by_name
        """
    static let attachmentColumns = "id, patient_id, action_id, sha256, caption, captured_at, attached_at, attached_by, attached_by_name"

    /// A version with its first version's author joined (`a` the version, `f` version 1).
    static let selectAction = """
        SELECT a.id, a.version, a.patient_id, a.occurred_at, a.kind, a.title, a.details, a.duration_seconds, a.value, a.unit,
               a.call_direction, a.call_party, a.call_number, a.call_outcome, a.deleted, a.changed_at, a.changed_by,
               a.changed_by_name, f.changed_by, f.changed_by_name, f.changed_at
        FROM dossier_actions a JOIN dossier_actions f ON f.id = a.id AND f.version = 1
        """

    static func patient(_ id: String, in db: Database) throws(KeepsakeError) -> Patient? {
        try db.rows("SELECT \(Patient.columns) FROM patients WHERE id = ?", [.text(id)]).first.flatMap(Patient.init(row:))
    }

    static func requirePatient(_ id: String, in db: Database) throws(KeepsakeError) -> Patient {
        guard let patient = try patient(id, in: db) else { throw .notFound("no patient with id \(id)") }
        return patient
    }

    static func insert(_ p: Patient, in db: Database) throws(KeepsakeError) {
        try db.run("INSERT INTO patients (\(Patient.columns), name_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                   p.arguments + [.text(nameKey(p.fullName))])
    }

    static func update(_ p: Patient, in db: Database) throws(KeepsakeError) {
        try db.run("""
            UPDATE patients SET full_name = ?, birth_date = ?, admitted_on = ?, discharged_on = ?, diagnosis = ?, notes = ?,
              modified = ?, name_key = ? WHERE id = ?
            """, [.text(p.fullName), .text(p.birthDate), .text(p.admittedOn), p.dischargedOn.map { .text($0) } ?? .null,
                  .text(p.diagnosis), .text(p.notes), .text(p.modified), .text(nameKey(p.fullName)), .text(p.id)])
    }

    /// The form names are searched in: NFC, lower case.
    static func nameKey(_ name: String) -> String { Username.key(name) }

    /// The current version of action `id`, deleted or not.
    static func currentAction(_ id: String, in db: Database) throws(KeepsakeError) -> DossierAction? {
        try db.rows(selectAction + " WHERE a.id = ? AND a.is_current = 1", [.text(id)]).first.flatMap(action(row:))
    }

    static func requireCurrentAction(_ id: String, in db: Database) throws(KeepsakeError) -> DossierAction {
        guard let action = try currentAction(id, in: db) else { throw .notFound("no action with id \(id)") }
        return action
    }

    /// Every version of action `id`, oldest first.
    static func history(_ id: String, in db: Database) throws(KeepsakeError) -> [DossierAction] {
        try db.rows(selectAction + " WHERE a.id = ? ORDER BY a.version", [.text(id)]).compactMap(action(row:))
    }

    /// Adds version `version` of an action and makes it the current one.
    static func insertVersion(id: String, version: Int64, patientID: String, content c: ActionContent, deleted: Bool,
                              changedAt: String, author: DossierAction.Author, in db: Database) throws(KeepsakeError) {
        try db.run("UPDATE dossier_actions SET is_current = 0 WHERE id = ? AND is_current = 1", [.text(id)])
        try db.run("INSERT INTO dossier_actions (\(actionColumns), occurred_key, is_current) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
                   versionArguments(id: id, version: version, patientID: patientID, content: c, deleted: deleted,
                                    changedAt: changedAt, author: author) + [.text(DossierRules.sortKey(c.occurredAt))])
    }

    static func versionArguments(id: String, version: Int64, patientID: String, content c: ActionContent, deleted: Bool,
                                 changedAt: String, author: DossierAction.Author) -> [SQLValue] {
        func text(_ s: String?) -> SQLValue { s.map { .text($0) } ?? .null }
        return [.text(id), .integer(version), .text(patientID), .text(c.occurredAt), .text(c.kind.rawValue), .text(c.title),
                .text(c.details), c.durationSeconds.map { .integer($0) } ?? .null, text(c.value), text(c.unit),
                text(c.call?.direction.rawValue), text(c.call?.party), text(c.call?.number), text(c.call?.outcome.rawValue),
                .integer(deleted ? 1 : 0), .text(changedAt), text(author.accountID), .text(author.name)]
    }

    /// Decodes a row of `selectAction`.
    static func action(row r: [SQLValue]) -> DossierAction? {
        guard r.count == 21, case .text(let id) = r[0], case .integer(let version) = r[1], case .text(let patient) = r[2],
              case .text(let occurred) = r[3], case .text(let kindText) = r[4], let kind = DossierAction.Kind(rawValue: kindText),
              case .text(let title) = r[5], case .text(let details) = r[6], case .integer(let deleted) = r[14],
              case .text(let changedAt) = r[15], case .text(let changedName) = r[17], case .text(let firstName) = r[19],
              case .text(let recordedAt) = r[20] else { return nil }
        func text(_ v: SQLValue) -> String? { if case .text(let s) = v { return s }; return nil }
        var call: DossierAction.Call?
        if let d = text(r[10]).flatMap(DossierAction.Call.Direction.init(rawValue:)), let party = text(r[11]), let number = text(r[12]),
           let outcome = text(r[13]).flatMap(DossierAction.Call.Outcome.init(rawValue:)) {
            call = DossierAction.Call(direction: d, party: party, number: number, outcome: outcome)
        }
        var duration: Int64?
        if case .integer(let d) = r[7] { duration = d }
        let content = ActionContent(occurredAt: occurred, kind: kind, title: title, details: details, durationSeconds: duration,
                                    value: text(r[8]), unit: text(r[9]), call: call)
        return DossierAction(id: id, version: version, patientID: patient, content: content, deleted: deleted != 0, changedAt: changedAt,
                             changedBy: .init(accountID: text(r[16]), name: changedName),
                             recordedBy: .init(accountID: text(r[18]), name: firstName), recordedAt: recordedAt)
    }

    static func attachment(row r: [SQLValue]) -> DossierAttachment? {
        guard r.count >= 9, case .text(let id) = r[0], case .text(let patient) = r[1], case .text(let sha) = r[3],
              case .text(let caption) = r[4], case .text(let attachedAt) = r[6], case .text(let byName) = r[8] else { return nil }
        func text(_ v: SQLValue) -> String? { if case .text(let s) = v { return s }; return nil }
        return DossierAttachment(id: id, patientID: patient, actionID: text(r[2]), sha256: sha, caption: caption,
                                 capturedAt: text(r[5]), attachedAt: attachedAt,
                                 attachedBy: .init(accountID: text(r[7]), name: byName), media: nil, missing: false)
    }
}

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
        let day = today
        return try read(.viewPatients) { (db) throws(KeepsakeError) -> T in
            let patientID = try patientOf(db)
            try AccessPolicy.requireView(self, patientID: patientID, today: day, in: db)
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
