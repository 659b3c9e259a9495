/// SQL of the dossier tables of a store.
enum DossierTables {
    static let selectAttachment = Tables.dossierAttachments.selectSQL(.newestStore)

    /// A version with its first version's author joined (`a` the version, `f` version 1).
    static let selectAction = "SELECT "
        + Tables.dossierActions.columns(.newestBundle).map { "a." + $0.name }.joined(separator: ", ")
        + ", f.changed_by AS recorded_by, f.changed_by_name AS recorded_by_name, f.changed_at AS recorded_at"
        + " FROM dossier_actions a JOIN dossier_actions f ON f.id = a.id AND f.version = 1"

    static func patient(_ id: String, in db: Database) throws(KeepsakeError) -> Patient? {
        try db.record(Tables.patients.selectSQL(.newestStore) + " WHERE id = ?", [.text(id)]).map(Patient.init(row:))
    }

    static func requirePatient(_ id: String, in db: Database) throws(KeepsakeError) -> Patient {
        guard let patient = try patient(id, in: db) else { throw .notFound("no patient with id \(id)") }
        return patient
    }

    static func insert(_ p: Patient, in db: Database) throws(KeepsakeError) {
        var values = p.values
        values["name_key"] = .text(nameKey(p.fullName))
        try Tables.patients.insert(values, in: db)
    }

    static func update(_ p: Patient, in db: Database) throws(KeepsakeError) {
        try db.run("""
            UPDATE patients SET full_name = ?, birth_date = ?, admitted_on = ?, discharged_on = ?, diagnosis = ?, notes = ?,
              modified = ?, name_key = ? WHERE id = ?
            """, [.text(p.fullName), .text(p.birthDate.description), .text(p.admittedOn.description),
                  p.dischargedOn.map { .text($0.description) } ?? .null, .text(p.diagnosis), .text(p.notes), .text(p.modified.rfc3339), .text(nameKey(p.fullName)), .text(p.id)])
    }

    /// The form names are searched in: NFC, lower case.
    static func nameKey(_ name: String) -> String { Username.key(name) }

    /// The current version of action `id`, deleted or not.
    static func currentAction(_ id: String, in db: Database) throws(KeepsakeError) -> DossierAction? {
        try db.record(selectAction + " WHERE a.id = ? AND a.is_current = 1", [.text(id)]).map(action(row:))
    }

    static func requireCurrentAction(_ id: String, in db: Database) throws(KeepsakeError) -> DossierAction {
        guard let action = try currentAction(id, in: db) else { throw .notFound("no action with id \(id)") }
        return action
    }

    /// Every version of action `id`, oldest first.
    static func history(_ id: String, in db: Database) throws(KeepsakeError) -> [DossierAction] {
        try db.records(selectAction + " WHERE a.id = ? ORDER BY a.version", [.text(id)]).map(action(row:))
    }

    /// Adds version `version` of an action and makes it the current one.
    static func insertVersion(id: String, version: Int64, patientID: String, content c: ActionContent, deleted: Bool,
                              changedAt: String, author: DossierAction.Author, in db: Database) throws(KeepsakeError) {
        try db.run("UPDATE dossier_actions SET is_current = 0 WHERE id = ? AND is_current = 1", [.text(id)])
        var values = versionValues(id: id, version: version, patientID: patientID, content: c, deleted: deleted, changedAt: changedAt, author: author)
        values["occurred_key"] = .text(DossierRules.sortKey(c.occurredAt))
        values["is_current"] = .integer(1)
        try Tables.dossierActions.insert(values, in: db)
    }

    /// The columns an action version shares between store and bundle, by name.
    static func versionValues(id: String, version: Int64, patientID: String, content c: ActionContent, deleted: Bool,
                              changedAt: String, author: DossierAction.Author) -> [String: SQLValue] {
        func text(_ s: String?) -> SQLValue { s.map { .text($0) } ?? .null }
        return ["id": .text(id), "version": .integer(version), "patient_id": .text(patientID), "occurred_at": .text(c.occurredAt.rfc3339),
                "kind": .text(c.kind.rawValue), "title": .text(c.title), "details": .text(c.details),
                "duration_seconds": c.durationSeconds.map { .integer($0) } ?? .null, "value": text(c.value), "unit": text(c.unit),
                "call_direction": text(c.call?.direction.rawValue), "call_party": text(c.call?.party), "call_number": text(c.call?.number),
                "call_outcome": text(c.call?.outcome.rawValue), "deleted": .integer(deleted ? 1 : 0), "changed_at": .text(changedAt),
                "changed_by": text(author.accountID), "changed_by_name": .text(author.name)]
    }

    /// Decodes a row of `selectAction`.
    static func action(row r: Row) throws(KeepsakeError) -> DossierAction {
        var call: DossierAction.Call?
        if let direction = try r.optionalText("call_direction") {
            guard let d = DossierAction.Call.Direction(rawValue: direction), let party = try r.optionalText("call_party"),
                  let number = try r.optionalText("call_number"),
                  let outcome = try r.optionalText("call_outcome").flatMap(DossierAction.Call.Outcome.init(rawValue:)) else {
                throw .corruptStore("action \(try r.text("id")) has an incomplete call")
            }
            call = DossierAction.Call(direction: d, party: party, number: number, outcome: outcome)
        }
        let content = ActionContent(occurredAt: try Instant.stored(try r.text("occurred_at"), "occurred_at"), kind: try r.raw("kind", as: DossierAction.Kind.self),
                                    title: try r.text("title"), details: try r.text("details"),
                                    durationSeconds: try r.optionalInteger("duration_seconds"),
                                    value: try r.optionalText("value"), unit: try r.optionalText("unit"), call: call)
        return DossierAction(id: try r.text("id"), version: try r.integer("version"), patientID: try r.text("patient_id"), content: content,
                             deleted: try r.integer("deleted") != 0, changedAt: try Instant.stored(try r.text("changed_at"), "changed_at"),
                             changedBy: .init(accountID: try r.optionalText("changed_by"), name: try r.text("changed_by_name")),
                             recordedBy: .init(accountID: try r.optionalText("recorded_by"), name: try r.text("recorded_by_name")),
                             recordedAt: try Instant.stored(try r.text("recorded_at"), "recorded_at"))
    }

    static func attachment(row r: Row) throws(KeepsakeError) -> DossierAttachment {
        DossierAttachment(id: try r.text("id"), patientID: try r.text("patient_id"), actionID: try r.optionalText("action_id"),
                          sha256: try r.text("sha256"), caption: try r.text("caption"), capturedAt: try r.optionalText("captured_at").map { (s) throws(KeepsakeError) in try Instant.stored(s, "captured_at") },
                          attachedAt: try Instant.stored(try r.text("attached_at"), "attached_at"),
                          attachedBy: .init(accountID: try r.optionalText("attached_by"), name: try r.text("attached_by_name")),
                          media: nil, missing: false)
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
