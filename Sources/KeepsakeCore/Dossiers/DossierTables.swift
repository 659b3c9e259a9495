/// SQL of the dossier tables of a store.
enum DossierTables {
    /// A version with its first version's author joined (`a` the version, `f` version 1).
    static let selectAction = "SELECT "
        + Tables.dossierActions.columns(.newestBundle).map { "a." + $0.name }.joined(separator: ", ")
        + ", f.changed_by AS recorded_by, f.changed_by_name AS recorded_by_name, f.changed_at AS recorded_at"
        + " FROM dossier_actions a JOIN dossier_actions f ON f.id = a.id AND f.version = 1"

    static func patient(_ id: String, in db: Database) throws(KeepsakeError) -> Patient? {
        try Patient.fetchOne(db, key: .text(id))
    }

    static func requirePatient(_ id: String, in db: Database) throws(KeepsakeError) -> Patient {
        guard let patient = try patient(id, in: db) else { throw .notFound("no patient with id \(id)") }
        return patient
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
        try insertVersion(ActionVersion(id: id, version: version, patientID: patientID, content: c, deleted: deleted, changedAt: changedAt,
                                        author: author), in: db)
    }

    /// Adds `v` and makes it its action's current version.
    static func insertVersion(_ v: ActionVersion, in db: Database) throws(KeepsakeError) {
        try db.run("UPDATE dossier_actions SET is_current = 0 WHERE id = ? AND is_current = 1", [.text(v.id)])
        try v.insert(in: db, extra: ["is_current": .integer(1)])
    }

    /// Decodes a row of `selectAction`: a version and who recorded the action.
    static func action(row r: Row) throws(KeepsakeError) -> DossierAction {
        let v = try ActionVersion(row: r)
        return DossierAction(id: v.id, version: v.version, patientID: v.patientID, content: v.content, deleted: v.deleted,
                             changedAt: try Instant.stored(v.changedAt, "changed_at"), changedBy: v.author,
                             recordedBy: .init(accountID: try r.optionalText("recorded_by"), name: try r.text("recorded_by_name")),
                             recordedAt: try r.instant("recorded_at"))
    }
}
