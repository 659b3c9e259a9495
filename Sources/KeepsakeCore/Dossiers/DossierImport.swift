/// What importing a bundle did to dossiers.
public struct DossierImportCounts: Hashable, Sendable, Codable {
    /// Patients new to the store.
    public var patientsAdded = 0
    /// Patients whose details differed: the later `modified` wins, and the other version's
    /// details are kept as a `note` action in the patient's timeline.
    public var patientsUpdated = 0
    /// Patients whose details differed where the store's were as new or newer: the store's
    /// stay, and the bundle's are kept as a `note` action in the patient's timeline.
    public var patientsKept = 0
    /// Patients the store already had with the same details (`created` aside, which stays the
    /// store's): importing the same bundle again changes nothing.
    public var patientsUnchanged = 0
    /// Actions new to the store.
    public var actionsAdded = 0
    /// Versions appended to actions the store had, where the bundle's history continued the
    /// store's.
    public var actionVersionsAdded = 0
    /// Actions whose history diverged from the store's: the store's stays as it is, and the
    /// bundle's is added beside it under a new id derived from both.
    public var actionsCopied = 0
    /// Attachments new to the store.
    public var attachmentsAdded = 0
    /// Attachments the store had with another caption or capture instant: both kept.
    public var attachmentsCopied = 0

    /// All counts zero.
    public init() {}

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        ["patients_added": .int(Int64(patientsAdded)), "patients_updated": .int(Int64(patientsUpdated)),
         "patients_kept": .int(Int64(patientsKept)), "patients_unchanged": .int(Int64(patientsUnchanged)),
         "actions_added": .int(Int64(actionsAdded)), "action_versions_added": .int(Int64(actionVersionsAdded)),
         "actions_copied": .int(Int64(actionsCopied)), "attachments_added": .int(Int64(attachmentsAdded)),
         "attachments_copied": .int(Int64(attachmentsCopied))]
    }
}

/// Importing a bundle's dossiers into a store, inside the import's transaction (FORMAT.md
/// R48). No edit is ever lost: action histories are merged only when one continues the
/// other; otherwise both are kept. Ids of copies derive from the content, so importing the
/// same bundle twice changes nothing the second time.
enum DossierBundleImport {
    /// Reads the bundle's rows one at a time (one action's history at a time), so memory does
    /// not grow with the number of rows; only the ids of diverged actions are kept.
    static func apply(_ tables: BundleTables, into db: Database) throws(KeepsakeError) -> DossierImportCounts? {
        guard !tables.isEmpty("patients") else { return nil }
        var counts = DossierImportCounts()
        try DossierBundleRules.forEach(Patient.self, tables) { (p) throws(KeepsakeError) in try importPatient(p, &counts, in: db) }

        // Rows come sorted by (id, version): one action's versions are consecutive.
        var renamed: [String: String] = [:]
        var history: [ActionVersion] = []
        func flush() throws(KeepsakeError) {
            guard let id = history.first?.id else { return }
            if let newID = try importAction(history, &counts, in: db) { renamed[id] = newID }
            history.removeAll(keepingCapacity: true)
        }
        try DossierBundleRules.forEach(ActionVersion.self, tables) { (v) throws(KeepsakeError) in
            if let first = history.first, first.id != v.id { try flush() }
            history.append(v)
        }
        try flush()
        try DossierBundleRules.forEach(DossierAttachment.self, tables) { (a) throws(KeepsakeError) in
            try importAttachment(a, actionID: a.actionID.map { renamed[$0] ?? $0 }, &counts, in: db)
        }
        return counts
    }

    private static func importPatient(_ theirs: Patient, _ counts: inout DossierImportCounts, in db: Database) throws(KeepsakeError) {
        guard let ours = try DossierTables.patient(theirs.id, in: db) else {
            try theirs.insert(in: db)
            counts.patientsAdded += 1
            return
        }
        // `created` stays the store's (R48): a patient differing only there is unchanged, so
        // importing the same bundle again changes nothing.
        let theirsAsOurs = Patient(id: ours.id, fullName: theirs.fullName, birthDate: theirs.birthDate, admittedOn: theirs.admittedOn,
                                   dischargedOn: theirs.dischargedOn, diagnosis: theirs.diagnosis, notes: theirs.notes,
                                   created: ours.created, modified: theirs.modified)
        if ours.encoded == theirsAsOurs.encoded { counts.patientsUnchanged += 1; return }
        let theirsNewer = theirs.modified > ours.modified
        let loser = theirsNewer ? ours : theirs
        if theirsNewer {
            try theirsAsOurs.update(in: db)
            counts.patientsUpdated += 1
        } else {
            counts.patientsKept += 1
        }
        // The other version's details become a note, so nothing typed on either device is lost.
        let noteID = try derivedID("patient-note", ours.id, CanonicalJSON.string(loser.json))
        guard try db.scalar("SELECT 1 FROM dossier_actions WHERE id = ?", [.text(noteID)]) == nil else { return }
        let details = """
            Another version of this patient's details, not kept when a bundle was imported:
            full_name: \(loser.fullName)
            birth_date: \(loser.birthDate)
            admitted_on: \(loser.admittedOn)
            discharged_on: \(loser.dischargedOn.map(\.description) ?? "-")
            diagnosis: \(loser.diagnosis)
            notes: \(loser.notes)
            modified: \(loser.modified)
            """
        let content = ActionContent(occurredAt: loser.modified, kind: .note, title: "Patient details differed at import",
                                    details: String(details.utf8.prefix(DossierRules.maxLongTextBytes)) ?? "")
        try DossierTables.insertVersion(id: noteID, version: 1, patientID: ours.id, content: content, deleted: false,
                                        changedAt: loser.modified.rfc3339, author: .init(accountID: nil, name: "import"), in: db)
    }

    /// Imports one action's history; returns the new id when it was copied beside the store's.
    private static func importAction(_ history: [ActionVersion], _ counts: inout DossierImportCounts, in db: Database) throws(KeepsakeError) -> String? {
        guard let first = history.first else { return nil }
        let stored = try ActionVersion.fetchAll(db, where: "id = ?", [.text(first.id)], orderBy: "version")
        if stored.isEmpty {
            try insert(history, as: first.id, in: db)
            counts.actionsAdded += 1
            return nil
        }
        let common = min(stored.count, history.count)
        let agrees = (0..<common).allSatisfy { stored[$0] == history[$0] }
        if agrees {
            guard history.count > stored.count else { return nil }
            for v in history[stored.count...] {
                try DossierTables.insertVersion(v, in: db)
                counts.actionVersionsAdded += 1
            }
            return nil
        }
        // Diverged: the store's history stays as it is; the bundle's is added as another action.
        let fingerprint = history.map { "\($0.version) \($0.changedAt) \(CanonicalJSON.string($0.content.json)) \($0.deleted)" }.joined(separator: "\n")
        let copyID = try derivedID("action-copy", first.id, fingerprint)
        if try db.scalar("SELECT 1 FROM dossier_actions WHERE id = ?", [.text(copyID)]) == nil {
            try insert(history, as: copyID, in: db)
            counts.actionsCopied += 1
        }
        return copyID
    }

    private static func insert(_ history: [ActionVersion], as id: String, in db: Database) throws(KeepsakeError) {
        for v in history {
            try DossierTables.insertVersion(id: id, version: v.version, patientID: v.patientID, content: v.content, deleted: v.deleted,
                                            changedAt: v.changedAt, author: v.author, in: db)
        }
    }

    private static func importAttachment(_ a: DossierAttachment, actionID: String?, _ counts: inout DossierImportCounts, in db: Database) throws(KeepsakeError) {
        let theirs = DossierAttachment(id: a.id, patientID: a.patientID, actionID: actionID, sha256: a.sha256, caption: a.caption,
                                       capturedAt: a.capturedAt, attachedAt: a.attachedAt, attachedBy: a.attachedBy, media: nil, missing: false)
        let existing = try DossierAttachment.fetchOne(db, key: .text(a.id))
        guard let existing else {
            try theirs.insert(in: db)
            counts.attachmentsAdded += 1
            return
        }
        if existing.encoded == theirs.encoded { return }
        let copyID = try derivedID("attachment-copy", a.id, CanonicalJSON.string(theirs.json))
        guard try db.scalar("SELECT 1 FROM dossier_attachments WHERE id = ?", [.text(copyID)]) == nil else { return }
        let copy = DossierAttachment(id: copyID, patientID: theirs.patientID, actionID: theirs.actionID, sha256: theirs.sha256, caption: theirs.caption,
                                     capturedAt: theirs.capturedAt, attachedAt: theirs.attachedAt, attachedBy: theirs.attachedBy, media: nil, missing: false)
        try copy.insert(in: db)
        counts.attachmentsCopied += 1
    }

    /// A UUID-shaped id derived from content (the hash's first 32 hex digits, version 8).
    static func derivedID(_ purpose: String, _ id: String, _ content: String) throws(KeepsakeError) -> String {
        let hex = Array(try SHA256Hasher.hex(of: Array("keepsake-dossier-\(purpose)\n\(id)\n\(content)".utf8)))
        var digits = Array(hex.prefix(32))
        digits[12] = "8"
        let variant = "89ab"
        digits[16] = Array(variant)[Int(String(digits[16]), radix: 16).map { $0 % 4 } ?? 0]
        let s = String(digits)
        func part(_ from: Int, _ count: Int) -> String { String(s.dropFirst(from).prefix(count)) }
        return "\(part(0, 8))-\(part(8, 4))-\(part(12, 4))-\(part(16, 4))-\(part(20, 12))"
    }
}
