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
        let usernames = try AuthorNames.usernames(in: db)
        for (table, column) in [("dossier_actions", "changed_by_name"), ("dossier_attachments", "attached_by_name")] {
            for row in try bundle.records("SELECT DISTINCT \(column) AS name FROM \(table)") {
                let name = try row.text("name")
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

    /// The comparison keys of the store's usernames.
    static func usernames(in db: Database) throws(KeepsakeError) -> Set<String> {
        Set(try db.records("SELECT username_key FROM accounts").map { (row) throws(KeepsakeError) in try row.text("username_key") })
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
            guard let p = patient(.object(row)), PatientRules.isValid(p) else {
                throw fail("not a valid patient (ids, dates, a name of 1 to \(DossierRules.maxShortText) characters, discharge not before admission)")
            }
        case "dossier_actions":
            guard let v = BundledVersion(.object(row)) else {
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
            guard let a = attachment(.object(row)) else {
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

    /// R47 and R27: references between rows, and what each kind may hold.
    static func check(_ tables: [String: [JSONValue]], kind: String) throws(KeepsakeError) {
        let patients = (tables["patients"] ?? []).compactMap(patient)
        let actions = (tables["dossier_actions"] ?? []).compactMap(BundledVersion.init)
        let attachments = (tables["dossier_attachments"] ?? []).compactMap(attachment)
        let media = Set((tables["media"] ?? []).compactMap { $0["sha256"]?.stringValue })
        func reference(_ why: String) -> KeepsakeError { .bundle(.dossierReference, why) }
        let patientIDs = Set(patients.map(\.id))
        var owner: [String: String] = [:]
        var last: BundledVersion?
        for v in actions { // sorted by (id, version)
            guard patientIDs.contains(v.patientID) else { throw reference("action \(v.id) belongs to patient \(v.patientID), whom the bundle does not hold") }
            if let p = owner[v.id], p != v.patientID { throw reference("the versions of action \(v.id) name different patients") }
            owner[v.id] = v.patientID
            let expected = last?.id == v.id ? (last?.version ?? 0) + 1 : 1
            guard v.version == expected else { throw reference("action \(v.id) has version \(v.version) where version \(expected) must come") }
            if let last, last.id == v.id, last.deleted { throw reference("action \(v.id) has a version after the one that deleted it") }
            last = v
        }
        for a in attachments {
            guard patientIDs.contains(a.patientID) else { throw reference("attachment \(a.id) belongs to patient \(a.patientID), whom the bundle does not hold") }
            if let action = a.actionID, owner[action] != a.patientID {
                throw reference("attachment \(a.id) names action \(action), which is not an action of its patient in the bundle")
            }
            guard media.contains(a.sha256) else { throw reference("attachment \(a.id) names media \(a.sha256), which the bundle does not hold") }
        }
        switch kind {
        case "dossier":
            guard patients.count == 1 else { throw .bundle(.kindContent, "a bundle of kind dossier holds exactly one patient; this one holds \(patients.count)") }
            guard media == Set(attachments.map(\.sha256)) else {
                throw .bundle(.kindContent, "a bundle of kind dossier holds exactly the media its attachments name")
            }
            let others = tables.filter { $0.key != "media" && !DossierBundleRules.tables.contains($0.key) && !$0.value.isEmpty }
            guard others.isEmpty else {
                throw .bundle(.kindContent, "a bundle of kind dossier holds rows only in media and the dossier tables, not in \(others.keys.sorted().joined(separator: ", "))")
            }
        case "archive":
            break
        default:
            guard patients.isEmpty && actions.isEmpty && attachments.isEmpty else {
                throw .bundle(.kindContent, "a bundle of kind \(kind) holds no dossiers")
            }
        }
    }

    static func patient(_ row: JSONValue) -> Patient? {
        guard case .string(let id)? = row["id"], case .string(let name)? = row["full_name"], case .string(let b)? = row["birth_date"],
              let birth = CivilDate(b), case .string(let a)? = row["admitted_on"], let admitted = CivilDate(a),
              case .string(let diagnosis)? = row["diagnosis"], case .string(let notes)? = row["notes"],
              case .string(let c)? = row["created"], let created = Instant(c),
              case .string(let m)? = row["modified"], let modified = Instant(m) else { return nil }
        let discharged: CivilDate?
        switch row["discharged_on"] {
        case .null?: discharged = nil
        case .string(let d)?:
            guard let day = CivilDate(d) else { return nil }
            discharged = day
        default: return nil
        }
        return Patient(id: id, fullName: name, birthDate: birth, admittedOn: admitted, dischargedOn: discharged,
                       diagnosis: diagnosis, notes: notes, created: created, modified: modified)
    }

    static func attachment(_ row: JSONValue) -> DossierAttachment? {
        guard case .string(let id)? = row["id"], case .string(let patient)? = row["patient_id"], case .string(let sha)? = row["sha256"],
              case .string(let caption)? = row["caption"], case .string(let attached)? = row["attached_at"],
              let attachedAt = Instant(attached), case .string(let name)? = row["attached_by_name"] else { return nil }
        func optional(_ key: String) -> String?? {
            switch row[key] {
            case .null?: return .some(nil)
            case .string(let s)?: return .some(s)
            default: return nil
            }
        }
        guard let action = optional("action_id"), let capturedText = optional("captured_at"), let by = optional("attached_by") else { return nil }
        var captured: Instant?
        if let text = capturedText {
            guard let instant = Instant(text) else { return nil }
            captured = instant
        }
        return DossierAttachment(id: id, patientID: patient, actionID: action, sha256: sha, caption: caption, capturedAt: captured,
                                 attachedAt: attachedAt, attachedBy: .init(accountID: by, name: name), media: nil, missing: false)
    }
}

/// One `dossier_actions` row of a bundle.
struct BundledVersion: Equatable {
    /// Two versions agree when every stored value is the same, `occurred_at` as written (its
    /// text, offset included), not only the same point in time: an import compares histories
    /// with this, and a history that differs in any stored byte has diverged.
    static func == (a: BundledVersion, b: BundledVersion) -> Bool {
        a.id == b.id && a.version == b.version && a.patientID == b.patientID && a.content == b.content
            && a.content.occurredAt.rfc3339 == b.content.occurredAt.rfc3339
            && a.deleted == b.deleted && a.changedAt == b.changedAt && a.author == b.author
    }

    let id: String
    let version: Int64
    let patientID: String
    let content: ActionContent
    let deleted: Bool
    let changedAt: String
    let author: DossierAction.Author

    init?(_ row: JSONValue) {
        guard case .string(let id)? = row["id"], case .int(let version)? = row["version"], case .string(let patient)? = row["patient_id"],
              case .string(let o)? = row["occurred_at"], let occurred = Instant(o), case .string(let kindText)? = row["kind"],
              let kind = DossierAction.Kind(rawValue: kindText), case .string(let title)? = row["title"],
              case .string(let details)? = row["details"], case .int(let deleted)? = row["deleted"], deleted == 0 || deleted == 1,
              case .string(let changedAt)? = row["changed_at"], case .string(let name)? = row["changed_by_name"],
              Validation.isUUID(id), Validation.isUUID(patient), Validation.isInstant(changedAt), DossierRules.isShortText(name) else { return nil }
        func optional(_ key: String) -> String?? {
            switch row[key] {
            case .null?: return .some(nil)
            case .string(let s)?: return .some(s)
            default: return nil
            }
        }
        guard let value = optional("value"), let unit = optional("unit"), let direction = optional("call_direction"),
              let party = optional("call_party"), let number = optional("call_number"), let outcome = optional("call_outcome"),
              let by = optional("changed_by"), by.map(Validation.isUUID) ?? true else { return nil }
        var duration: Int64?
        switch row["duration_seconds"] {
        case .null?: duration = nil
        case .int(let d)?: duration = d
        default: return nil
        }
        var call: DossierAction.Call?
        if direction != nil || party != nil || number != nil || outcome != nil {
            guard let d = direction.flatMap(DossierAction.Call.Direction.init(rawValue:)), let party, let number,
                  let o = outcome.flatMap(DossierAction.Call.Outcome.init(rawValue:)) else { return nil }
            call = DossierAction.Call(direction: d, party: party, number: number, outcome: o)
        }
        self.id = id
        self.version = version
        self.patientID = patient
        self.content = ActionContent(occurredAt: occurred, kind: kind, title: title, details: details, durationSeconds: duration,
                                     value: value, unit: unit, call: call)
        self.deleted = deleted == 1
        self.changedAt = changedAt
        self.author = DossierAction.Author(accountID: by, name: name)
    }

    init(id: String, version: Int64, patientID: String, content: ActionContent, deleted: Bool, changedAt: String, author: DossierAction.Author) {
        self.id = id
        self.version = version
        self.patientID = patientID
        self.content = content
        self.deleted = deleted
        self.changedAt = changedAt
        self.author = author
    }
}
