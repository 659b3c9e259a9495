/// What opening a viewer bundle did.
public struct ViewerOpenResult: Hashable, Sendable, Codable {
    /// The dossier opened: the patient's id.
    public let dossierID: String
    /// The dossier's revision now on the device.
    public let revision: Int64
    /// The id of the key that signed it, pinned for the dossier on this device.
    public let keyID: String
    /// That key's 128-bit fingerprint (R72), as people compare it.
    public let fingerprint: String
    /// The bundle's `created` instant (R20): the dossier as of then.
    public let created: Instant
    /// What the open did to the device's pin of the dossier.
    public let pin: Pin

    /// What opening a viewer bundle did to the device's copy of its dossier; the raw values
    /// are the C interface's `pin` texts.
    public enum Pin: String, Sendable, Hashable, Codable, CaseIterable {
        /// The first bundle of the dossier on this device: its key is now pinned.
        case new
        /// A higher revision replaced the device's copy.
        case replaced
        /// The same bundle again: nothing changed.
        case unchanged
    }

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        ["dossier_id": .string(dossierID), "patient_id": .string(dossierID), "revision": .int(revision), "key_id": .string(keyID),
         "fingerprint": .string(fingerprint), "created": .string(created.rfc3339), "pin": .string(pin.rawValue)]
    }
}

/// Who is opening a viewer bundle.
struct ViewerCredentials {
    let username: String
    let usernameKey: String
    let password: [UInt8]
    let today: CivilDate
    let day: CivilDate

    init(username: String, password: String, today: CivilDate) throws(KeepsakeError) {
        self.day = today
        self.username = (try? Username.normalize(username)) ?? username
        self.usernameKey = Username.key(self.username)
        self.password = password._nfcCodeUnits
        self.today = today
    }
}

/// Reads a viewer bundle's members, decrypting them as they stream (FORMAT.md R54–R56). The
/// recipient's key is derived and the content key opened in `begin`, once the signed manifest
/// is read and before any member is.
final class ViewerSink: BundleSink {
    struct Opened { let plainSHA256: String; let plainSize: UInt64; let path: String? }

    let folder: String
    let credentials: ViewerCredentials
    let keepMedia: Bool
    let pinCheck: (ViewerFields, String) throws(KeepsakeError) -> Void
    private(set) var fields: ViewerFields?
    private(set) var recipient: ViewerFields.Recipient?
    private(set) var recipientPublicKey: [UInt8] = []
    private var contentKey: [UInt8] = []
    private var manifest: Manifest?
    private(set) var database: Opened?
    private(set) var media: [Opened] = []

    init(folder: String, credentials: ViewerCredentials, keepMedia: Bool,
         pinCheck: @escaping (ViewerFields, String) throws(KeepsakeError) -> Void) {
        self.folder = folder
        self.credentials = credentials
        self.keepMedia = keepMedia
        self.pinCheck = pinCheck
    }

    var databasePath: String { folder + "/keepsake.db" }

    func begin(_ manifest: Manifest) throws(KeepsakeError) {
        guard let fields = manifest.viewer else {
            throw .invalidArgument("this is not a viewer bundle (access \(quoted: manifest.access)): it is read, dumped and imported without a recipient's credentials")
        }
        guard case .object(let object) = try manifest.json, case .string(let digest)? = object["digest"] else {
            throw .internalError("a decoded manifest has no digest")
        }
        try pinCheck(fields, digest)
        // R55 (FORMAT 4.0): no entry's parameters below the writers' minimum, before any
        // derivation: a bundle whose entries are cheaper to guess than the writers make them is
        // refused rather than opened (a password typed into it would be derived at that cost).
        for entry in fields.recipients where entry.opsLimit < ViewerCrypto.readerMinOpsLimit || entry.memLimit < ViewerCrypto.readerMinMemLimit {
            throw .bundle(.weakKDF, "recipient \(entry.id) asks for Argon2id with opslimit \(entry.opsLimit) and memlimit \(entry.memLimit); readers accept no less than opslimit \(ViewerCrypto.readerMinOpsLimit) and memlimit \(ViewerCrypto.readerMinMemLimit) (64 MiB), the writers' parameters (FORMAT.md R55)")
        }
        // R55: every entry's parameters within this reader's limits, alone and together, before
        // any derivation: a reader may have to try them all.
        var work: Int64 = 0
        for entry in fields.recipients {
            guard entry.opsLimit <= ViewerCrypto.maxOpsLimit, entry.memLimit <= ViewerCrypto.maxMemLimit else {
                throw .bundle(.limitExceeded, "the bundle asks for Argon2id with opslimit \(entry.opsLimit) and memlimit \(entry.memLimit); readers allow up to \(ViewerCrypto.maxOpsLimit) and \(ViewerCrypto.maxMemLimit) (FORMAT.md R55)")
            }
            work += entry.opsLimit * entry.memLimit
        }
        guard work <= ViewerCrypto.maxTotalWork else {
            throw .bundle(.limitExceeded, "the bundle's recipients ask for Argon2id work of \(work) (opslimit × memlimit, summed); readers allow up to \(ViewerCrypto.maxTotalWork) (FORMAT.md R55)")
        }
        // R54: an entry's id comes from the relative's public key, so the key pair is derived with
        // each entry's salt and parameters, in manifest order, until one's id matches.
        var found: (entry: ViewerFields.Recipient, publicKey: [UInt8], secretKey: [UInt8])?
        for entry in fields.recipients {
            let pair = try ViewerCrypto.deriveKeyPair(usernameKey: credentials.usernameKey, password: credentials.password, salt: entry.salt,
                                                      opsLimit: entry.opsLimit, memLimit: entry.memLimit)
            if try ViewerCrypto.recipientID(publicKey: pair.publicKey) == entry.id {
                found = (entry, pair.publicKey, pair.secretKey)
                break
            }
        }
        guard let (entry, publicKey, secretKey) = found else {
            throw .authenticationFailed("not a recipient, or wrong password: no entry of this viewer bundle opens with the username \(quoted: credentials.username) and this password")
        }
        guard let (key, binding) = ViewerCrypto.open(entry.sealedKey, publicKey: publicKey, secretKey: secretKey) else {
            throw .bundle(.decryption, "recipient \(entry.id)'s sealed key does not open with the key pair its id names")
        }
        // R55: the key is this bundle's, sealed for this signer, dossier and revision, and the
        // one the signature commits to.
        let expected = ViewerCrypto.binding(publicKey: fields.publicKey, dossierID: fields.dossierID, revision: fields.revision)
        guard ViewerCrypto.constantTimeEqual(binding, expected) else {
            throw .bundle(.decryption, "recipient \(entry.id)'s sealed key was sealed for another bundle (another signer, dossier or revision than this manifest's)")
        }
        guard try ViewerCrypto.keyCheck(key) == fields.keyCheck else {
            throw .bundle(.decryption, "recipient \(entry.id)'s content key is not the one the signed 'key_check' names")
        }
        try RelativeAccess.check(endsOn: entry.endsOn, patientID: fields.dossierID, today: credentials.day)
        self.fields = fields
        self.recipient = entry
        self.recipientPublicKey = publicKey
        self.contentKey = key
        self.manifest = manifest
    }

    private func opener(role: String, member: Manifest.Member, output: File?) -> SealedMemberOutput {
        let ad = ViewerCrypto.memberAD(dossierID: fields?.dossierID ?? "", revision: fields?.revision ?? 0, role: role)
        return SealedMemberOutput(opener: MemberOpener(key: contentKey, ad: ad, name: member.path, size: member.size, output: output),
                                  file: output) { [weak self] (sha, size) in
            if role == Manifest.databasePath {
                self?.database = Opened(plainSHA256: sha, plainSize: size, path: self?.databasePath)
            } else {
                self?.media.append(Opened(plainSHA256: sha, plainSize: size, path: output == nil ? nil : (self?.folder ?? "") + "/m-" + member.sha256))
            }
        }
    }

    func databaseFile() throws(KeepsakeError) -> any MemberOutput {
        guard let member = manifest?.members.first else { throw .internalError("a viewer member before the manifest") }
        return opener(role: Manifest.databasePath, member: member, output: try File.createExclusive(databasePath))
    }

    func mediaFile(_ sha256: String) throws(KeepsakeError) -> (any MemberOutput)? {
        guard let member = manifest?.members.first(where: { $0.sha256 == sha256 && $0.path != Manifest.databasePath }) else {
            throw .internalError("a viewer member the manifest does not list")
        }
        let output = keepMedia ? try File.createExclusive(folder + "/m-" + sha256) : nil
        return opener(role: "media", member: member, output: output)
    }
}

/// A decrypting member output: the tar reader writes ciphertext, the file gets plaintext.
final class SealedMemberOutput: MemberOutput {
    let opener: MemberOpener
    let file: File?
    let done: (String, UInt64) -> Void

    init(opener: MemberOpener, file: File?, done: @escaping (String, UInt64) -> Void) {
        self.opener = opener
        self.file = file
        self.done = done
    }

    func write(_ buffer: UnsafeRawBufferPointer) throws(KeepsakeError) { try opener.write(buffer) }
    func close() throws(KeepsakeError) {
        let sha = try opener.finish()
        try file?.close()
        done(sha, opener.plainSize)
    }
}

/// A viewer bundle read and decrypted into a scratch folder, its database checked.
struct OpenedViewerBundle {
    let fields: ViewerFields
    /// The outer manifest's version, kind and creation instant.
    let formatVersion: Int64
    let kind: String
    let created: Instant
    let digest: String
    let recipient: ViewerFields.Recipient
    let recipientPublicKey: [UInt8]
    let database: BundleDatabase
    /// Plaintext media: hash, size and the scratch file (nil when not kept).
    let media: [ViewerSink.Opened]

    static func read(path: String, folder: String, credentials: ViewerCredentials, keepMedia: Bool, options: ReadOptions,
                     pinCheck: @escaping (ViewerFields, String) throws(KeepsakeError) -> Void) throws(KeepsakeError) -> OpenedViewerBundle {
        var digest = ""
        let sink = ViewerSink(folder: folder, credentials: credentials, keepMedia: keepMedia) { (fields, d) throws(KeepsakeError) in
            digest = d
            try pinCheck(fields, d)
        }
        let container = try BundleReader.readContainer(path: path, options: options, sink: sink)
        guard let fields = sink.fields, let recipient = sink.recipient, let db = sink.database else {
            throw .internalError("a viewer bundle was read without its key")
        }
        // The plaintext checks of R56: the database as any dossier bundle's, the media rows
        // against the decrypted media (R25 on plaintext).
        let media = sink.media.sorted { $0.plainSHA256 < $1.plainSHA256 }
        for (a, b) in zip(media, media.dropFirst()) where a.plainSHA256 == b.plainSHA256 {
            throw .bundle(.mediaMismatch, "two media members decrypt to the same file \(a.plainSHA256)")
        }
        let plain = Manifest(formatVersion: container.manifest.formatVersion, kind: container.manifest.kind, access: "full",
                             created: container.manifest.created, generator: container.manifest.generator,
                             members: [Manifest.Member(path: Manifest.databasePath, size: db.plainSize, sha256: db.plainSHA256)]
                                + media.map { Manifest.Member(path: "media/" + $0.plainSHA256, size: $0.plainSize, sha256: $0.plainSHA256) },
                             // An update's media rows may name media it leaves on the device (R66).
                             viewer: fields)
        let database = try BundleDatabase.open(path: sink.databasePath, manifest: plain)
        try checkContent(database.tables, fields: fields)
        return OpenedViewerBundle(fields: fields, formatVersion: container.manifest.formatVersion, kind: container.manifest.kind,
                                  created: container.manifest.created, digest: digest, recipient: recipient, recipientPublicKey: sink.recipientPublicKey,
                                  database: database, media: media)
    }

    /// R57: one patient, the dossier's; one current version per action; no staff account ids.
    static func checkContent(_ tables: BundleTables, fields: ViewerFields) throws(KeepsakeError) {
        func content(_ why: String) -> KeepsakeError { .bundle(.kindContent, "viewer bundle: \(why)") }
        guard tables.count("patients") == 1, try tables.contains("patients", key: ["id": .text(fields.dossierID)]) else {
            throw content("the database must hold exactly the patient named by 'dossier_id'")
        }
        try tables.forEach("dossier_actions") { (row) throws(KeepsakeError) in
            guard row["version"] == .int(1), row["deleted"] == .int(0), row["changed_by"] == .null else {
                throw content("every action is one current, undeleted version 1 without a staff account id")
            }
        }
        try tables.forEach("dossier_attachments") { (row) throws(KeepsakeError) in
            if row["attached_by"] != .null { throw content("attachments carry no staff account id") }
        }
    }
}

extension Session {
    /// Opens a viewer bundle on a relative's device (FORMAT.md section 15): verifies it, checks
    /// that a centre this device trusts signed it (`trustInvitation`) and the pin of its dossier
    /// (only the same key with a higher revision replaces the device's copy), derives the relative's key from `username` and `password`,
    /// decrypts every member, then replaces the device's copy of the dossier in one transaction,
    /// media decrypted into the store's media folder. Returns a read-only viewer session.
    ///
    /// Every refusal leaves the store as it was: `.invalidBundle` (a changed or cut file, a
    /// member from another bundle), `.authenticationFailed` (not a recipient, or a wrong password: one refusal),
    /// `.permissionDenied` (the relative's access ended), `.keyMismatch`, `.staleRevision` (not
    /// above the device's revision, or below the minimum revision of the centre's invitation).
    /// The result carries the bundle's `created`: the dossier as of then.
    ///
    /// The session opening it holds `.openViewerBundle`: the implicit owner of a device's
    /// store without accounts, or an owner account; never staff, whose store holds the
    /// centre's own dossiers. The dossier is read-only for every session of the store.
    public func openViewerBundle(at path: String, username: String, password: String, today: CivilDate, now: Instant,
                                 options: ReadOptions = ReadOptions()) throws(KeepsakeError) -> (Session, ViewerOpenResult) {
        try openViewerBundle(at: path, username: username, password: password, today: today, now: now, options: options, expect: nil)
    }

    /// `openViewerBundle`, with `expect` run on the signed fields before anything is decrypted
    /// and again in the unit of work that replaces the copy (a feed checks them against its head).
    func openViewerBundle(at path: String, username: String, password: String, today: CivilDate, now: Instant, options: ReadOptions,
                          expect: ((ViewerFields) throws(KeepsakeError) -> Void)?) throws(KeepsakeError) -> (Session, ViewerOpenResult) {
        let now = now.rfc3339
        let credentials = try ViewerCredentials(username: username, password: password, today: today)
        try precheck(.openViewerBundle)
        let store = self.store
        let scratch = try ScratchFolder(in: store.requireFolders().temporary)
        try scratch.create()
        defer { scratch.remove() }
        let opened = try OpenedViewerBundle.read(path: path, folder: scratch.path, credentials: credentials, keepMedia: true,
                                                 options: options) { (fields, digest) throws(KeepsakeError) in
            try expect?(fields)
            _ = try self.read(.viewPatients) { (db) throws(KeepsakeError) in try ViewerPins.check(fields, digest: digest, in: db) }
        }
        let fields = opened.fields
        // R66: the media an update leaves on the device must be there.
        let decrypted = Set(opened.media.map(\.plainSHA256))
        let held = fields.baseRevision == nil ? [] : try opened.database.mediaRecords().filter { !decrypted.contains($0.sha256) }
        // Flushed here, not under the write lock: mostly written back while later members were read.
        for m in opened.media { if let file = m.path { try FileSystem.flush(file) } }
        let pin = try write(.openViewerBundle) { (db) throws(KeepsakeError) -> ViewerOpenResult.Pin in
            try UpdateBase.requireHeld(held, in: store, base: fields.baseRevision.map { "revision \($0)" })
            try store.checkIncomingMedia(opened.media.compactMap { m in m.path.map { (m.plainSHA256, m.plainSize, $0) } }, in: db)
            // Files first, then rows, in the unit of work (as every import): a crash leaves at
            // most files without rows, which their trail names for the next open.
            try store.placeMediaFiles(opened.media.compactMap { m in m.path.map { ($0, m.plainSHA256, m.plainSize) } }, in: db)
            try expect?(fields)
            let state = try ViewerPins.check(fields, digest: opened.digest, in: db)
            if state != .unchanged {
                let id = fields.dossierID
                if state == .new, try db.scalar("SELECT 1 FROM patients WHERE id = ?", [.text(id)]) != nil {
                    throw .alreadyExists("this store holds patient \(id) as its own record; a viewer bundle of it opens on a relative's device")
                }
                // The one unit of work allowed to write a viewer copy (ViewerCopyGuard).
                try ViewerCopyGuard.allowWrites(in: db)
                // The device forgets what the new revision no longer holds: the old rows, and
                // the media only they referred to.
                let previous = try AttachmentTable.hashes(patientID: id, in: db)
                try db.run("DELETE FROM dossier_attachments WHERE patient_id = ?", [.text(id)])
                try db.run("DELETE FROM dossier_actions WHERE patient_id = ?", [.text(id)])
                try db.run("DELETE FROM patients WHERE id = ?", [.text(id)])
                for record in try opened.database.mediaRecords() { try MediaTable.insert(record, in: db) }
                _ = try DossierBundleImport.apply(opened.database.tables, into: db)
                try store.dropUnreferencedMedia(previous, in: db)
            }
            try Tables.viewerDossiers.upsert([
                "dossier_id": .text(fields.dossierID), "signer_public_key": .blob(fields.publicKey), "revision": .integer(fields.revision),
                "manifest_digest": .text(opened.digest), "username": .text(credentials.username), "username_key": .text(credentials.usernameKey),
                "salt": .blob(opened.recipient.salt), "opslimit": .integer(opened.recipient.opsLimit), "memlimit": .integer(opened.recipient.memLimit),
                "recipient_public_key": .blob(opened.recipientPublicKey), "ends_on": opened.recipient.endsOn.map { .text($0.description) } ?? .null,
                "opened_at": .text(now),
            ], in: db)
            try ViewerCopyGuard.endWrites(in: db)
            return state
        }
        let session = Session(store: store, actor: Identity(role: .relative, accountID: nil), principal: .viewer(
            Session.ViewerGrant(dossierID: fields.dossierID, username: credentials.username, usernameKey: credentials.usernameKey)))
        return (session, ViewerOpenResult(dossierID: fields.dossierID, revision: fields.revision, keyID: fields.keyID,
                                         fingerprint: ViewerCrypto.fingerprint(publicKey: fields.publicKey), created: opened.created, pin: pin))
    }

}

extension Store {
    /// Signs in again to a dossier opened earlier on this device, offline: the relative's key
    /// is derived again and compared with the one that opened the bundle.
    public func viewerSignIn(dossierID: String, username: String, password: String, today: CivilDate) throws(KeepsakeError) -> Session {
        guard Validation.isUUID(dossierID) else { throw .invalidArgument("\(quoted: dossierID) is not a dossier id (a lowercase UUID)") }
        let credentials = try ViewerCredentials(username: username, password: password, today: today)
        guard let row = try read(.openViewerDossier, { (db) throws(KeepsakeError) in
            try db.record("SELECT username_key, salt, opslimit, memlimit, recipient_public_key, ends_on FROM viewer_dossiers WHERE dossier_id = ?",
                          [.text(dossierID)])
        }) else {
            throw .notFound("no viewer dossier \(dossierID) on this device; open its bundle first")
        }
        let (key, salt, ops, mem) = (try row.text("username_key"), try row.blob("salt"), try row.integer("opslimit"), try row.integer("memlimit"))
        let stored = try row.blob("recipient_public_key")
        guard key == credentials.usernameKey else {
            throw .authenticationFailed("\(quoted: credentials.username) did not open viewer dossier \(dossierID) on this device")
        }
        let pair = try ViewerCrypto.deriveKeyPair(usernameKey: key, password: credentials.password, salt: salt, opsLimit: ops, memLimit: mem)
        guard ViewerCrypto.constantTimeEqual(pair.publicKey, stored) else {
            throw .authenticationFailed("wrong password for \(quoted: credentials.username)")
        }
        try RelativeAccess.check(link: try row.value("ends_on"), patientID: dossierID, today: credentials.day)
        return Session(store: self, actor: Identity(role: .relative, accountID: nil),
                       principal: .viewer(Session.ViewerGrant(dossierID: dossierID, username: credentials.username, usernameKey: key)))
    }

    /// The viewer dossiers on this device with their pins, in order of dossier id.
    ///
    /// - Throws: `KeepsakeError.permissionDenied` for a session that may not list them.
    public func viewerDossiers() throws(KeepsakeError) -> [ViewerDossier] {
        try read(.listViewerDossiers) { (db) throws(KeepsakeError) -> [ViewerDossier] in
            try db.records("SELECT dossier_id, signer_public_key, revision, username, ends_on, opened_at FROM viewer_dossiers ORDER BY dossier_id")
                .map { (r) throws(KeepsakeError) -> ViewerDossier in
                    let signer = try r.blob("signer_public_key")
                    return ViewerDossier(dossierID: try r.text("dossier_id"), keyID: (try? ViewerCrypto.keyID(signer)) ?? "",
                                         fingerprint: ViewerCrypto.fingerprint(publicKey: signer),
                                         revision: try r.integer("revision"), username: try r.text("username"),
                                         endsOn: try r.optionalText("ends_on").flatMap { CivilDate($0) }, openedAt: try Instant.stored(try r.text("opened_at"), "opened_at"))
                }
        }
    }
}

/// The device's trust (R58): only centres it was given by an invitation, then a pin per dossier.
enum ViewerPins {
    /// `new`, `replaced` or `unchanged`; throws for an untrusted signer, another key than the
    /// dossier's pin, or an older revision.
    @discardableResult
    static func check(_ fields: ViewerFields, digest: String, in db: Database) throws(KeepsakeError) -> ViewerOpenResult.Pin {
        guard let centre = try db.record("SELECT min_revision FROM viewer_centres WHERE public_key = ?", [.blob(fields.publicKey)]) else {
            throw .keyMismatch("this bundle is signed by key \(ViewerCrypto.fingerprint(publicKey: fields.publicKey)), which no invitation accepted on this device names: a device opens viewer bundles only from a centre that invited it (accept the centre's invitation first)")
        }
        if let minimum = try centre.optionalInteger("min_revision"), fields.revision < minimum {
            throw .staleRevision("this bundle has revision \(fields.revision) of dossier \(fields.dossierID); the centre's invitation asks this device for revision \(minimum) or later, so this copy is older than what the centre had when it invited you (FORMAT.md R58)")
        }
        guard let row = try db.record("SELECT signer_public_key, revision, manifest_digest FROM viewer_dossiers WHERE dossier_id = ?",
                                      [.text(fields.dossierID)]) else {
            if let base = fields.baseRevision {
                throw .bundle(.baseMissing, "this update of dossier \(fields.dossierID) needs revision \(base) or later on the device, which holds no revision of it: open a full viewer bundle first")
            }
            return .new
        }
        let (pinned, revision, pinnedDigest) = (try row.blob("signer_public_key"), try row.integer("revision"), try row.text("manifest_digest"))
        guard pinned == fields.publicKey else {
            throw .keyMismatch("this bundle of dossier \(fields.dossierID) is signed by key \(ViewerCrypto.fingerprint(publicKey: fields.publicKey)), but this device trusts key \(ViewerCrypto.fingerprint(publicKey: pinned)) for it since its first bundle")
        }
        if fields.revision == revision && digest == pinnedDigest { return .unchanged }
        guard fields.revision > revision else {
            throw .staleRevision("this bundle has revision \(fields.revision) of dossier \(fields.dossierID); this device has revision \(revision), and a bundle replaces it only with a higher one")
        }
        if let base = fields.baseRevision, revision < base {
            throw .bundle(.baseMissing, "this update of dossier \(fields.dossierID) needs revision \(base) or later on the device, which has revision \(revision): open that revision first, or a full viewer bundle")
        }
        return .replaced
    }
}

/// Checking a viewer bundle without a store.
public enum ViewerBundles {
    /// Verifies everything a reader can without credentials (container, hashes, signature), or
    /// with a recipient's credentials everything: every member decrypted and checked. Writes
    /// nothing but temporary files, which it removes.
    public static func verify(at path: String, username: String?, password: String?, today: CivilDate,
                              options: ReadOptions = ReadOptions()) throws(KeepsakeError) -> ViewerBundleCheck {
        guard let username else {
            let info = try Bundles.inspect(at: path, options: options)
            guard case .object(let manifest) = info.manifestJSON, manifest["access"] == .string(ViewerFields.access) else {
                throw .invalidArgument("this is not a viewer bundle: verify it with ks_bundle_verify")
            }
            return ViewerBundleCheck(decrypted: false, dossierID: manifest["dossier_id"]?.stringValue, keyID: manifest["key_id"]?.stringValue,
                                     revision: manifest["revision"]?.intValue, recipients: manifest["recipients"]?.arrayCount ?? 0)
        }
        guard let password else { throw .invalidArgument("password is NULL but a username was given") }
        return try decrypted(at: path, username: username, password: password, today: today, options: options) { (opened) in
            ViewerBundleCheck(decrypted: true, dossierID: opened.fields.dossierID, keyID: opened.fields.keyID,
                              revision: opened.fields.revision, recipients: opened.fields.recipients.count)
        }
    }

    /// The canonical dump of a viewer bundle as a recipient sees it (FORMAT.md R33 and R60):
    /// verified and decrypted with the recipient's credentials; `access` `viewer`, `media` the
    /// decrypted files' SHA-256 and size in ascending order of hash, `tables` the decrypted
    /// database's rows. Writes nothing but temporary files, which it removes.
    public static func dump(at path: String, username: String, password: String, today: CivilDate,
                            options: ReadOptions = ReadOptions()) throws(KeepsakeError) -> BundleDump {
        try decrypted(at: path, username: username, password: password, today: today, options: options) { (opened) throws(KeepsakeError) in
            try BundleDump(formatVersion: opened.formatVersion, kind: opened.kind, access: ViewerFields.access,
                               created: opened.created, media: opened.media.map { ($0.plainSHA256, $0.plainSize) },
                               tables: opened.database.tables.all(), base: opened.fields.baseRevision.map { .int($0) }, baseKey: "base_revision")
        }
    }

    /// Reads and decrypts a viewer bundle into a scratch folder (media hashed, not kept) and
    /// hands it to `body`; the folder is removed afterwards.
    private static func decrypted<T>(at path: String, username: String, password: String, today: CivilDate, options: ReadOptions,
                                     _ body: (OpenedViewerBundle) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        let credentials = try ViewerCredentials(username: username, password: password, today: today)
        let scratch = try ScratchFolder.inSystemTemporaryDirectory()
        defer { scratch.remove() }
        let opened = try OpenedViewerBundle.read(path: path, folder: scratch.path, credentials: credentials, keepMedia: false,
                                                 options: options) { (_, _) throws(KeepsakeError) in }
        return try body(opened)
    }
}

extension JSONValue {
    var arrayCount: Int? { if case .array(let a) = self { return a.count }; return nil }
}

extension ViewerCrypto {
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var diff: UInt8 = 0
        for (x, y) in zip(a, b) { diff |= x ^ y }
        return diff == 0
    }
}

/// A viewer dossier on this device and the key it trusts for it (`Store.viewerDossiers()`).
public struct ViewerDossier: Sendable, Hashable, Codable, Identifiable {
    /// The dossier's id.
    public let dossierID: String
    /// The id of the signing key pinned on first use.
    public let keyID: String
    /// The key's 128-bit fingerprint (R72), as people compare it.
    public let fingerprint: String
    /// The revision this device has.
    public let revision: Int64
    /// The recipient who opened it.
    public let username: String
    /// The last day the relative may view it; nil for no end.
    public let endsOn: CivilDate?
    /// When it was opened (the `now` of the opening, its text as given).
    public let openedAt: Instant

    /// The dossier id identifies the entry.
    public var id: String { dossierID }

    enum CodingKeys: String, CodingKey {
        case dossierID = "dossier_id", keyID = "key_id", fingerprint, revision, username, endsOn = "ends_on", openedAt = "opened_at"
    }

    package var json: JSONValue {
        ["dossier_id": .string(dossierID), "key_id": .string(keyID), "fingerprint": .string(fingerprint), "revision": .int(revision),
         "username": .string(username), "ends_on": endsOn.map { .string($0.description) } ?? .null, "opened_at": .string(openedAt.rfc3339)]
    }
}

/// What `ViewerBundles.verify` checked.
public struct ViewerBundleCheck: Sendable, Hashable, Codable {
    /// Whether every member was decrypted (a recipient's credentials were given).
    public let decrypted: Bool
    /// The dossier's id.
    public let dossierID: String?
    /// The signing key's id.
    public let keyID: String?
    /// The dossier's revision.
    public let revision: Int64?
    /// How many recipients the bundle has.
    public let recipients: Int

    enum CodingKeys: String, CodingKey { case decrypted, dossierID = "dossier_id", keyID = "key_id", revision, recipients }

    /// The C ABI's `ks_viewer_verify` JSON.
    package var json: JSONValue {
        ["decrypted": .bool(decrypted), "dossier_id": dossierID.map { .string($0) } ?? .null, "key_id": keyID.map { .string($0) } ?? .null,
         "revision": revision.map { .int($0) } ?? .null, "recipients": .int(Int64(recipients))]
    }
}
