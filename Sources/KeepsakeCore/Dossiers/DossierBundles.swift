/// Dossiers in bundles (FORMAT.md format version 2): the `patients`, `dossier_actions` and
/// `dossier_attachments` tables, kind `dossier` (one patient with every version of every
/// action, their attachments and those media; never relatives' links), the reader's checks,
/// and what importing does.
extension Session {
    /// Writes patient `patientID`'s whole dossier as a bundle of kind `dossier` to `path`,
    /// atomically (FORMAT.md R29–R31), streaming its media. Owner and staff.
    /// - Throws: `.invalidArgument` for a malformed id; `.notFound` for an unknown patient;
    ///   `.readOnly` for a relative's viewer copy of a dossier (it is the centre's to share);
    ///   `.corruptStore` when a media file is missing or damaged; the errors of every export
    ///   (`ExportOptions`).
    public func exportDossierBundle(patientID: String, to path: String, options: ExportOptions) throws(KeepsakeError) -> ExportResult {
        try DossierRules.id(patientID, "patient_id")
        return try writeBundle(kind: DossierRecordKind.bundleKind, .exportDossiers, to: path, options: options) { (store, bundle) throws(KeepsakeError) -> [MediaRecord] in
            _ = try DossierTables.requirePatient(patientID, in: store)
            try AccessPolicy.requireOwnDossier(patientID, "export the dossier", in: store)
            try DossierBundleRows.copy(from: store, patient: patientID, into: bundle)
            return try store.records(MediaTable.select + " WHERE sha256 IN (SELECT sha256 FROM dossier_attachments WHERE patient_id = ?) ORDER BY sha256",
                                     [.text(patientID)]).map(MediaTable.record)
        }
    }
}

/// Copies dossiers from a store into a bundle database being built.
enum DossierBundleRows {
    /// Copies patient `patientID` (every patient of the store's own when nil: never a
    /// relative's viewer copy) with every action version and attachment, in primary-key order.
    /// Relatives' links are never copied. Runs inside the export's unit of work.
    static func copy(from db: Database, patient patientID: String?, into bundle: Database) throws(KeepsakeError) {
        let own = " NOT IN (SELECT dossier_id FROM viewer_dossiers)"
        let arguments: [SQLValue] = patientID.map { [.text($0)] } ?? []
        for (table, column) in [(Tables.patients, "id"), (Tables.dossierActions, "patient_id"), (Tables.dossierAttachments, "patient_id")] {
            try table.copyRows(from: db, where: column + (patientID == nil ? own : " = ?"), arguments, into: bundle)
        }
        // R71: names travel, usernames do not.
        for (table, column) in [("dossier_actions", "changed_by_name"), ("dossier_attachments", "attached_by_name")] {
            let names = try bundle.records("SELECT DISTINCT \(column) AS name FROM \(table)").map { (row) throws(KeepsakeError) in try row.text("name") }
            let usernames = try AuthorNames.usernames(in: db, among: names)
            for name in names {
                let shown = AuthorNames.shown(name, usernames: usernames)
                if shown != name { try bundle.run("UPDATE \(table) SET \(column) = ? WHERE \(column) = ?", [.text(shown), .text(name)]) }
            }
        }
    }
}

/// The names a bundle carries for the authors of dossier records (FORMAT.md section 9.1, R57,
/// R71): the name the store recorded, a display name, except that one which is also the
/// username of an account of the store (by comparison key) travels as `staff`: a display name
/// defaults to the username when none was chosen, and a username is half of a sign-in.
enum AuthorNames {
    static let staffName = "staff"

    /// The comparison keys of `names` that are usernames of the store's accounts: one look-up
    /// in the accounts' unique index per distinct name, so an export costs the same whatever
    /// the number of accounts.
    static func usernames(in db: Database, among names: some Sequence<String>) throws(KeepsakeError) -> Set<String> {
        var found: Set<String> = []
        for key in Set(names.map(Username.key)) where try db.scalar("SELECT 1 FROM accounts WHERE username_key = ?", [.text(key)]) != nil {
            found.insert(key)
        }
        return found
    }

    /// `name` as a bundle carries it.
    static func shown(_ name: String, usernames: Set<String>) -> String {
        usernames.contains(Username.key(name)) ? staffName : name
    }
}

/// The reader's checks of dossier rows (FORMAT.md R44–R47).
enum DossierBundleRules {
    static let tables: Set<String> = ["patients", "dossier_actions", "dossier_attachments"]

    /// R44–R46: the form of one row.
    static func checkRow(_ bundleRow: BundleRow) throws(KeepsakeError) {
        let row = bundleRow.values, fail = bundleRow.fail
        switch bundleRow.table {
        case "patients":
            guard let p = try? Patient(row: bundleRow.row), PatientRules.isValid(p) else {
                throw fail("not a valid patient (ids, dates, a name of 1 to \(DossierRules.maxShortText) characters, discharge not before admission)")
            }
        case "dossier_actions":
            guard let v = try? ActionVersion(row: bundleRow.row), v.followsRules else {
                if case .string(let occurred)? = row["occurred_at"], Instant(occurred) == nil {
                    do throws(KeepsakeError) { _ = try Instant.parse(occurred, "occurred_at") } catch { throw fail(error.message) }
                }
                throw fail("a column holds a value of the wrong type or form")
            }
            guard v.version >= 1 else { throw fail("version must be 1 or more") }
            do throws(KeepsakeError) {
                guard try v.content.validated() == v.content else { throw fail("texts must be stored trimmed") }
            } catch where error.bundleReason == nil {
                throw fail(error.message)
            }
        case "dossier_attachments":
            let instants = ["captured_at", "attached_at"].allSatisfy { (key: String) -> Bool in
                guard case .string(let s)? = row[key] else { return true }
                return Instant(s) != nil
            }
            guard let a = try? DossierAttachment(row: bundleRow.row) else {
                throw fail(instants ? "a column holds a value of the wrong type or form" : "an id, hash, caption, instant or name breaks its rule")
            }
            guard Validation.isUUID(a.id), Validation.isUUID(a.patientID), a.actionID.map(Validation.isUUID) ?? true,
                  Hex.isSHA256(a.sha256), DossierRules.isCaption(a.caption), a.attachedBy.accountID.map(Validation.isUUID) ?? true,
                  DossierRules.isShortText(a.attachedBy.name) else {
                throw fail("an id, hash, caption, instant or name breaks its rule")
            }
        default:
            throw fail("unknown table")
        }
    }

    /// R47 and R27: references between rows, and what each kind may hold. One pass over each
    /// table, row by row; references are index searches of the bundle's database, so memory
    /// does not grow with the number of rows.
    static func check(_ tables: BundleTables, kind: String) throws(KeepsakeError) {
        func reference(_ why: String) -> KeepsakeError { .bundle(.dossierReference, why) }
        let patientCount = tables.count("patients")
        let actionCount = tables.count("dossier_actions")
        let attachmentCount = tables.count("dossier_attachments")
        switch kind {
        case "dossier", "archive":
            break
        default:
            guard patientCount == 0 && actionCount == 0 && attachmentCount == 0 else {
                throw .bundle(.kindContent, "a bundle of kind \(kind) holds no dossiers")
            }
            return
        }
        guard let patients = try tables.finder("patients", select: "1", by: ["id"]),
              let actions = try tables.finder("dossier_actions", select: "\"patient_id\"", by: ["id"]),
              let media = try tables.finder("media", select: "1", by: ["sha256"]) else { return }
        var last: ActionVersion?
        try forEach(ActionVersion.self, tables) { (v) throws(KeepsakeError) in // sorted by (id, version)
            guard try patients.first([.text(v.patientID)]) != nil else {
                throw reference("action \(v.id) belongs to patient \(v.patientID), whom the bundle does not hold")
            }
            if let last, last.id == v.id, last.patientID != v.patientID { throw reference("the versions of action \(v.id) name different patients") }
            let expected = last?.id == v.id ? (last?.version ?? 0) + 1 : 1
            guard v.version == expected else { throw reference("action \(v.id) has version \(v.version) where version \(expected) must come") }
            if let last, last.id == v.id, last.deleted { throw reference("action \(v.id) has a version after the one that deleted it") }
            last = v
        }
        try forEach(DossierAttachment.self, tables) { (a) throws(KeepsakeError) in
            guard try patients.first([.text(a.patientID)]) != nil else {
                throw reference("attachment \(a.id) belongs to patient \(a.patientID), whom the bundle does not hold")
            }
            // Every version of an action names the same patient (checked above): the first's counts.
            if let action = a.actionID, try actions.first([.text(action)]) != .text(a.patientID) {
                throw reference("attachment \(a.id) names action \(action), which is not an action of its patient in the bundle")
            }
            guard try media.first([.text(a.sha256)]) != nil else {
                throw reference("attachment \(a.id) names media \(a.sha256), which the bundle does not hold")
            }
        }
        guard kind == "dossier" else { return }
        guard patientCount == 1 else { throw .bundle(.kindContent, "a bundle of kind dossier holds exactly one patient; this one holds \(patientCount)") }
        // Every attachment's media is held (above); every media row must be named by one.
        let unnamed = try tables.database.scalar(
            "SELECT 1 FROM media WHERE NOT EXISTS (SELECT 1 FROM dossier_attachments WHERE dossier_attachments.sha256 = media.sha256) LIMIT 1")
        guard unnamed == nil else {
            throw .bundle(.kindContent, "a bundle of kind dossier holds exactly the media its attachments name")
        }
        let others = tables.nonEmpty.filter { $0 != "media" && !DossierBundleRules.tables.contains($0) }
        guard others.isEmpty else {
            throw .bundle(.kindContent, "a bundle of kind dossier holds rows only in media and the dossier tables, not in \(others.joined(separator: ", "))")
        }
    }

    /// Calls `body` with each row of `Record`'s table, decoded by its mapping (`checkRow` has
    /// checked each), one at a time.
    static func forEach<Record: FetchableRecord & TableRecord>(_ type: Record.Type, _ tables: BundleTables,
                                                              _ body: (Record) throws(KeepsakeError) -> Void) throws(KeepsakeError) {
        try tables.forEach(Record.table.name) { (row) throws(KeepsakeError) in try body(Row.decode(Record.self, bundle: row)) }
    }
}

/// One version of an action: a `dossier_actions` row of the store or of a bundle.
struct ActionVersion: Equatable {
    /// Two versions agree when every stored value is the same, `occurred_at` as written (its
    /// text, offset included), not only the same point in time: an import compares histories
    /// with this, and a history that differs in any stored byte has diverged.
    static func == (a: ActionVersion, b: ActionVersion) -> Bool {
        a.id == b.id && a.version == b.version && a.patientID == b.patientID && a.content == b.content
            && a.content.occurredAt.rfc3339 == b.content.occurredAt.rfc3339
            && a.deleted == b.deleted && a.changedAt == b.changedAt && a.author == b.author
    }

    let id: String
    let version: Int64
    let patientID: String
    let content: ActionContent
    let deleted: Bool
    /// The text of `changed_at` as stored.
    let changedAt: String
    let author: DossierAction.Author
}

/// The `dossier_actions` table's mapping, for store and bundle rows alike; `is_current` is the
/// store's state, not the version's (`DossierTables.insertVersion`).
extension ActionVersion: TableRecord, FetchableRecord, PersistableRecord {
    static var table: Table { Tables.dossierActions }

    init(row r: Row) throws(KeepsakeError) {
        var call: DossierAction.Call?
        let direction = try r.optionalText("call_direction"), party = try r.optionalText("call_party")
        let number = try r.optionalText("call_number"), outcome = try r.optionalText("call_outcome")
        if direction != nil || party != nil || number != nil || outcome != nil {
            guard let d = direction.flatMap(DossierAction.Call.Direction.init(rawValue:)), let party, let number,
                  let o = outcome.flatMap(DossierAction.Call.Outcome.init(rawValue:)) else {
                throw .corruptStore("action \(try r.text("id")) has an incomplete call")
            }
            call = DossierAction.Call(direction: d, party: party, number: number, outcome: o)
        }
        let content = ActionContent(occurredAt: try r.instant("occurred_at"), kind: try r.raw("kind", as: DossierAction.Kind.self),
                                    title: try r.text("title"), details: try r.text("details"),
                                    durationSeconds: try r.optionalInteger("duration_seconds"),
                                    value: try r.optionalText("value"), unit: try r.optionalText("unit"), call: call)
        self.init(id: try r.text("id"), version: try r.integer("version"), patientID: try r.text("patient_id"), content: content,
                  deleted: try r.flag("deleted"), changedAt: try r.text("changed_at"),
                  author: .init(accountID: try r.optionalText("changed_by"), name: try r.text("changed_by_name")))
    }

    func encode(to row: inout RowValues) {
        row.set("id", id)
        row.set("version", version)
        row.set("patient_id", patientID)
        row.set("occurred_at", content.occurredAt)
        row.set("occurred_key", DossierRules.sortKey(content.occurredAt))
        row.set("kind", content.kind.rawValue)
        row.set("title", content.title)
        row.set("details", content.details)
        row.set("duration_seconds", content.durationSeconds)
        row.set("value", content.value)
        row.set("unit", content.unit)
        row.set("call_direction", content.call?.direction.rawValue)
        row.set("call_party", content.call?.party)
        row.set("call_number", content.call?.number)
        row.set("call_outcome", content.call?.outcome.rawValue)
        row.set("deleted", deleted)
        row.set("changed_at", changedAt)
        row.set("changed_by", author.accountID)
        row.set("changed_by_name", author.name)
    }

    /// The rules of FORMAT.md R45 a decoded row may still break.
    var followsRules: Bool {
        Validation.isUUID(id) && Validation.isUUID(patientID) && Validation.isInstant(changedAt) && DossierRules.isShortText(author.name)
            && (author.accountID.map(Validation.isUUID) ?? true)
    }
}
