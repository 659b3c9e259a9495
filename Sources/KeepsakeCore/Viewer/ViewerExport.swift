/// What a viewer export wrote.
public struct ViewerExportResult: Hashable, Sendable, Codable {
    /// The file written.
    public let path: String
    /// The bundle's size in bytes.
    public let size: UInt64
    /// The bundle's members: the manifest, the sealed database and one per media file.
    public let members: Int
    /// The dossier's id: the patient's id.
    public let dossierID: String
    /// The revision written, one more than the last viewer bundle of this dossier from this store.
    public let revision: Int64
    /// The centre key's id (R52), which names the key.
    public let keyID: String
    /// The centre key's 128-bit fingerprint (R72), what relatives compare.
    public let fingerprint: String
    /// The relatives the bundle is sealed for.
    public let recipients: Int
    /// Relatives linked to the patient who have no viewer key yet (their password was set
    /// before viewer bundles existed): staff reset their password to include them.
    public let withoutKey: [String]

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        ["path": .string(path), "size": .int(Int64(size)), "members": .int(Int64(members)), "dossier_id": .string(dossierID),
         "revision": .int(revision), "key_id": .string(keyID), "fingerprint": .string(fingerprint),
         "recipients": .int(Int64(recipients)), "without_key": .array(withoutKey.map { .string($0) })]
    }
}

extension Session {
    /// Writes a viewer bundle of patient `patientID` for the relatives linked to them on
    /// `today` (FORMAT.md section 15): only the patient's current records and media, sealed
    /// with a fresh content key for each of those relatives, signed with the centre's key, with
    /// the next revision of the dossier. Atomic like every export. Owner and staff.
    ///
    /// - Throws: `.notFound` without a centre key, for an unknown patient, or when no linked
    ///   relative has a viewer key.
    public func exportViewerBundle(patientID: String, to path: String, today: CivilDate, options: ExportOptions) throws(KeepsakeError) -> ViewerExportResult {
        try DossierRules.id(patientID, "patient_id")
        try precheck(.exportViewerBundle)
        guard !path.isEmpty else { throw .invalidArgument("the bundle path is empty") }
        try FileSystem.requireReplaceableFile(path)
        guard options.base == nil else {
            throw .invalidArgument("a viewer update names its base by revision (base_revision), not by a bundle's path: the centre cannot read a sealed bundle")
        }
        if let base = options.baseRevision, base < 1 { throw .invalidArgument("base_revision must be 1 or more; \(base) is not a revision") }

        // Everything read and the revision taken in one transaction.
        let hostKey = store.hostKey.withLock { $0 }
        let snapshot = try write(.exportViewerBundle) { (db) throws(KeepsakeError) -> ViewerSnapshot in
            try ViewerSnapshot.take(patientID: patientID, today: today, baseRevision: options.baseRevision, hostKey: hostKey, in: db)
        }
        let (size, members) = try writeViewerBundle(snapshot, to: path, options: options)
        return ViewerExportResult(path: path, size: size, members: members, dossierID: patientID, revision: snapshot.revision,
                                  keyID: snapshot.centre.keyID, fingerprint: snapshot.centre.fingerprint, recipients: snapshot.recipients.filter { $0.key != nil }.count,
                                  withoutKey: snapshot.recipients.filter { $0.key == nil }.map(\.accountID))
    }
}

extension Session {
    /// Seals and writes the viewer bundle of `snapshot` to `path` (atomically): a full bundle,
    /// or an update against `options.baseRevision` leaving out the media it holds. Returns the
    /// bundle's size and its number of members.
    func writeViewerBundle(_ snapshot: ViewerSnapshot, to path: String, options: ExportOptions) throws(KeepsakeError) -> (UInt64, Int) {
        // Everything but the sealed bundle itself (the plaintext dossier database above all)
        // is written in the store's private tmp/, never beside the destination.
        let scratch = try store.exportScratch()
        defer { scratch.remove() }
        let plainDatabase = try snapshot.buildDatabase(in: scratch.path)
        let sealer = ViewerBundleSealer(snapshot: snapshot)
        var sealedMedia: [(member: Manifest.Member, file: String)] = []
        for (index, record) in snapshot.media.enumerated() where !snapshot.held.contains(record.sha256) {
            guard store.hasMediaFile(record.sha256, size: record.size) else {
                throw .corruptStore("media \(record.sha256) is missing or damaged in the store's media folder; the bundle was not written")
            }
            let target = scratch.path + "/m\(index)"
            sealedMedia.append((try sealer.seal(store.mediaPath(record.sha256), role: "media", to: target, plain: record.sha256), target))
        }
        sealedMedia.sort { $0.member.sha256 < $1.member.sha256 }
        let databaseMember = try sealer.seal(plainDatabase, role: Manifest.databasePath, to: scratch.path + "/db")
        let manifest = try sealer.signedManifest(members: [databaseMember] + sealedMedia.map(\.member), options: options)
        let sources = [scratch.path + "/db"] + sealedMedia.map(\.file)
        let size = try BundleWriter.write(manifest: manifest, sources: sources, to: path, store: store, progress: options.progress)
        return (size, manifest.members.count + 1)
    }
}

/// What one viewer bundle of a patient holds, read in the one transaction that also takes its
/// revision (FORMAT.md R57, R66): the centre's key, the relatives sealed to, the rows relatives
/// see and the media, with those the base revision already listed.
struct ViewerSnapshot {
    struct Recipient { let accountID: String; let endsOn: CivilDate?; let key: ViewerKey? }

    let patientID: String
    let centre: CentreKey
    let secretKey: [UInt8]
    /// The relatives linked today, with or without a viewer key.
    let recipients: [Recipient]
    let revision: Int64
    let media: [MediaRecord]
    /// The media the base revision listed (an update leaves them out).
    let held: Set<String>
    let patient: [String: SQLValue]
    /// Current, undeleted actions and their attachments, with names shown as R57 says.
    let actions: [[String: SQLValue]]
    let attachments: [[String: SQLValue]]

    /// Reads the snapshot and records the new revision and the media it lists (for later updates).
    static func take(patientID: String, today: CivilDate, baseRevision: Int64?, hostKey: [UInt8]?, in db: Database) throws(KeepsakeError) -> ViewerSnapshot {
        guard let stored = try CentreKey.load(in: db) else {
            throw .notFound("the store has no centre key: create one before exporting viewer bundles")
        }
        let centre = stored.key
        let secretKey = try stored.secretKey(hostKey: hostKey)
        let bundle = SchemaSide.newestBundle
        guard let patientRow = try db.record(Tables.patients.selectSQL(bundle) + " WHERE id = ?", [.text(patientID)]) else {
            throw .notFound("no patient with id \(patientID)")
        }
        try AccessPolicy.requireOwnDossier(patientID, "export a viewer bundle", in: db)
        let recipients = try db.records("""
            SELECT l.account_id, l.ends_on, k.salt, k.opslimit, k.memlimit, k.public_key
            FROM relative_links l JOIN accounts a ON a.id = l.account_id LEFT JOIN viewer_keys k ON k.account_id = l.account_id
            WHERE l.patient_id = ? AND a.role = 'relative' ORDER BY l.account_id
            """, [.text(patientID)]).compactMapping { (r) throws(KeepsakeError) -> Recipient? in
            // The relatives who may view the patient today, by the one relative-access rule.
            guard RelativeAccess.allows(link: try r.value("ends_on"), today: today) else { return nil }
            var viewerKey: ViewerKey?
            if try r.value("public_key") != .null {
                viewerKey = ViewerKey(salt: try r.blob("salt"), opsLimit: try r.integer("opslimit"), memLimit: try r.integer("memlimit"),
                                      publicKey: try r.blob("public_key"))
            }
            return Recipient(accountID: try r.text("account_id"), endsOn: try r.optionalText("ends_on").map { (d) throws(KeepsakeError) in try CivilDate.stored(d, "ends_on") }, key: viewerKey)
        }
        guard recipients.contains(where: { $0.key != nil }) else {
            throw .notFound("no relative linked to patient \(patientID) today has a viewer key: link one, and set their password")
        }
        // What relatives see (R57): current, undeleted actions as one version each;
        // attachments of the patient and of those actions; no staff account ids.
        let current = "SELECT id FROM dossier_actions WHERE patient_id = ? AND is_current = 1 AND deleted = 0"
        let actions = try db.records(Tables.dossierActions.selectSQL(bundle) + " WHERE patient_id = ? AND is_current = 1 AND deleted = 0 ORDER BY id",
                                     [.text(patientID)])
        let attachments = try db.records(Tables.dossierAttachments.selectSQL(bundle) + """

            WHERE patient_id = ? AND (action_id IS NULL OR action_id IN (\(current))) ORDER BY id
            """, [.text(patientID), .text(patientID)])
        let media = try db.records(MediaTable.select + """
             WHERE sha256 IN (
              SELECT sha256 FROM dossier_attachments WHERE patient_id = ? AND (action_id IS NULL OR action_id IN (\(current))))
            ORDER BY sha256
            """, [.text(patientID), .text(patientID)]).map(MediaTable.record)
        // R57: names travel, usernames do not: a shown name that is also a username of this
        // store (compared by comparison key, section 9.1) is written as "staff".
        var names: [String] = []
        for (rows, column) in [(actions, "changed_by_name"), (attachments, "attached_by_name")] {
            for row in rows { if case .text(let name)? = row.byName[column] { names.append(name) } }
        }
        let usernames = try AuthorNames.usernames(in: db, among: names)
        func shown(_ row: Row, _ column: String) -> [String: SQLValue] {
            var values = row.byName
            if case .text(let name)? = values[column] { values[column] = .text(AuthorNames.shown(name, usernames: usernames)) }
            return values
        }
        let last = try db.integer("SELECT coalesce(max(revision), 0) FROM viewer_revisions WHERE patient_id = ?", [.text(patientID)])
        try Tables.viewerRevisions.upsert(["patient_id": .text(patientID), "revision": .integer(last + 1)], in: db)
        // R66: an update seals only the media its base revision did not list; what this
        // revision leaves on the devices is recorded for the updates after it.
        var held: Set<String> = []
        if let base = baseRevision {
            guard base <= last else {
                throw .invalidArgument("base_revision \(base) is not a revision of patient \(patientID)'s viewer bundles yet (the last is \(last))")
            }
            let sent = Set(try db.records("SELECT sha256 FROM viewer_revision_media WHERE patient_id = ? AND revision = ?",
                                          [.text(patientID), .integer(base)]).map { (row) throws(KeepsakeError) in try row.text("sha256") })
            held = Set(media.map(\.sha256)).intersection(sent)
        }
        for record in media {
            try Tables.viewerRevisionMedia.insert(["patient_id": .text(patientID), "revision": .integer(last + 1), "sha256": .text(record.sha256)], in: db)
        }
        return ViewerSnapshot(patientID: patientID, centre: centre, secretKey: secretKey, recipients: recipients, revision: last + 1,
                              media: media, held: held, patient: patientRow.byName, actions: actions.map { shown($0, "changed_by_name") },
                              attachments: attachments.map { shown($0, "attached_by_name") })
    }

    /// The same revision as a full bundle: no media left out.
    var full: ViewerSnapshot {
        ViewerSnapshot(patientID: patientID, centre: centre, secretKey: secretKey, recipients: recipients, revision: revision,
                       media: media, held: [], patient: patient, actions: actions, attachments: attachments)
    }

    /// The plaintext dossier database relatives see (R57), built fresh (R29) in `folder`;
    /// returns its path.
    func buildDatabase(in folder: String) throws(KeepsakeError) -> String {
        try BundleDatabaseBuilder.build(at: folder + "/plain.db", scratchPath: folder + "/build.db") { (db) throws(KeepsakeError) in
            for record in media { try MediaTable.insert(record, in: db) }
            let bundle = SchemaSide.newestBundle
            try Tables.patients.insert(patient, on: bundle, in: db)
            for var row in actions {
                row["version"] = .integer(1)   // the current content only
                row["changed_by"] = .null      // staff account ids stay in the centre
                try Tables.dossierActions.insert(row, on: bundle, in: db)
            }
            for var row in attachments {
                row["attached_by"] = .null
                try Tables.dossierAttachments.insert(row, on: bundle, in: db)
            }
        }
    }
}

/// Seals a snapshot's members under one fresh content key (R56), seals that key to each
/// recipient bound to this bundle (R54), and signs the manifest (R53).
struct ViewerBundleSealer {
    let snapshot: ViewerSnapshot
    let contentKey = Random.bytes(ViewerCrypto.keyBytes)

    /// Seals the file at `source` into a new file `target` as the member of `role`; `plain`
    /// is the SHA-256 the source must have (a media file's record), checked on the bytes as
    /// they are sealed.
    func seal(_ source: String, role: String, to target: String, plain: String? = nil) throws(KeepsakeError) -> Manifest.Member {
        let out = try File.createExclusive(target)
        let sealer = try MemberSealer(key: contentKey, ad: ViewerCrypto.memberAD(dossierID: snapshot.patientID, revision: snapshot.revision, role: role),
                                      output: out)
        let input = try File.openForReading(source)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: File.bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        let hasher = SHA256Hasher()
        while true {
            let n = try input.read(into: buffer)
            if n == 0 { break }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<n])
            if plain != nil { hasher.update(chunk) }
            try sealer.write(chunk)
        }
        if let plain, try hasher.finalizeHex() != plain { throw MediaDamage.changed(plain, "; the bundle was not written") }
        let sha = try sealer.finish()
        try out.close()
        return Manifest.Member(path: role == Manifest.databasePath ? Manifest.databasePath : "media/" + sha, size: sealer.written, sha256: sha)
    }

    /// One entry per recipient with a viewer key: the content key and its binding to this
    /// bundle's signer, dossier and revision, sealed to the relative's key (R54).
    func recipientEntries() throws(KeepsakeError) -> [ViewerFields.Recipient] {
        let binding = ViewerCrypto.binding(publicKey: snapshot.centre.publicKey, dossierID: snapshot.patientID, revision: snapshot.revision)
        var entries: [ViewerFields.Recipient] = []
        for r in snapshot.recipients {
            guard let key = r.key else { continue }
            entries.append(ViewerFields.Recipient(id: try ViewerCrypto.recipientID(publicKey: key.publicKey), salt: key.salt,
                                                  opsLimit: key.opsLimit, memLimit: key.memLimit,
                                                  sealedKey: try ViewerCrypto.seal(contentKey, binding: binding, to: key.publicKey),
                                                  endsOn: r.endsOn))
        }
        return entries.sorted { $0.id < $1.id }
    }

    /// The manifest of `members`, signed with the centre's key (R53).
    func signedManifest(members: [Manifest.Member], options: ExportOptions) throws(KeepsakeError) -> Manifest {
        var fields = ViewerFields(dossierID: snapshot.patientID, revision: snapshot.revision, publicKey: snapshot.centre.publicKey,
                                  recipients: try recipientEntries(), keyCheck: try ViewerCrypto.keyCheck(contentKey),
                                  signature: [UInt8](repeating: 0, count: ViewerCrypto.signatureBytes), baseRevision: options.baseRevision)
        var manifest = Manifest(formatVersion: BundleSchema.formatVersion, kind: DossierRecordKind.bundleKind, access: ViewerFields.access,
                                created: options.created, generator: KeepsakeVersion.generator, members: members, viewer: fields)
        fields.signature = try ViewerCrypto.sign(ViewerFields.signingMessage(manifest.body), secretKey: snapshot.secretKey)
        manifest.viewer = fields
        return manifest
    }
}
