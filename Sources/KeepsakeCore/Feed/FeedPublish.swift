#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one publish did to one patient's feed.
public struct FeedPublished: Hashable, Sendable, Codable {
    /// The patient (never written into the feed: the folder is named by `feedID`).
    public let patientID: String
    /// The feed's id, its folder's name under the published folder.
    public let feedID: String
    /// The revision the feed's head names now.
    public let revision: Int64
    /// Whether a new snapshot (a full bundle) was written.
    public let snapshot: Bool
    /// Bytes of objects written.
    public let bytes: Int64

    enum CodingKeys: String, CodingKey { case patientID = "patient_id", feedID = "feed_id", revision, snapshot, bytes }

    package var json: JSONValue {
        ["patient_id": .string(patientID), "feed_id": .string(feedID), "revision": .int(revision), "snapshot": .bool(snapshot), "bytes": .int(bytes)]
    }
}

/// What `Session.publishFeeds` did.
public struct FeedPublishResult: Hashable, Sendable, Codable {
    /// The feeds whose content changed, with their new revisions.
    public let published: [FeedPublished]
    /// Heads signed again with a new `issued` and `expires`, their content unchanged.
    public let refreshed: Int
    /// Superseded objects removed after the grace period.
    public let removed: Int

    package var json: JSONValue {
        ["published": .array(published.map(\.json)), "refreshed": .int(Int64(refreshed)), "removed": .int(Int64(removed))]
    }
}

/// The centre's side of feeds (FORMAT.md section 19).
public enum Feeds {
    /// How long a head stays current after it is issued, by default: 7 days (R74).
    public static let defaultLifetime: Int64 = 7 * 86_400
    /// How long a superseded object stays in a feed after the head stopped naming it: 7 days
    /// (R78), longer than a device takes between fetching a head and its objects.
    public static let defaultGrace: Int64 = 7 * 86_400
    /// A new snapshot is written when what the updates after the current one carry beyond
    /// their new media (their databases and framing) reaches this fraction of its size (1/10),
    /// so a device joining fetches at most about 1.1 dossiers (R78).
    static let snapshotDivisor: Int64 = 10
    /// The most updates a head keeps for devices behind.
    static let keptUpdates = 32
    /// The longest lifetime of a head and grace of a superseded object: ten years.
    public static let maxSeconds: Int64 = 10 * 366 * 86_400
}

extension Session {
    /// Writes or refreshes the centre's feeds into `folder` (FORMAT.md section 19): for every
    /// patient whose dossier, relatives or relatives' keys changed since the last publish, or
    /// one of whose relatives' access has ended by date since (`today` is after the `ends_on`
    /// of a relative the last revision was sealed to), or only for `patientID`: a viewer
    /// update (and a snapshot when the updates outgrow a tenth of the last one, or when a
    /// relative the last snapshot is not sealed to is added) under `objects/`, then the feed's
    /// signed `head.json`, atomically, last.
    /// Work is proportional to the patients that changed (`feed_publications`), not to all.
    /// With `refresh`, every other head is signed again with a new `issued` and `expires`
    /// (`now` + `lifetime` seconds) so devices see it current. Objects superseded more than
    /// `grace` seconds ago are removed. Owner and staff.
    ///
    /// - Throws: `.notFound` without a centre key or for an unknown `patientID`;
    ///   `.invalidArgument` for a folder that is not one.
    public func publishFeeds(to folder: String, patientID: String? = nil, today: CivilDate, now: Instant, refresh: Bool = false,
                             lifetime: Int64 = Feeds.defaultLifetime, grace: Int64 = Feeds.defaultGrace) throws(KeepsakeError) -> FeedPublishResult {
        try precheck(.exportViewerBundle)
        guard !folder.isEmpty, FileSystem.isDirectory(folder) else {
            throw .invalidArgument("\(quoted: folder) is not a folder: create the folder to publish feeds into first")
        }
        guard lifetime > 0, lifetime <= Feeds.maxSeconds, grace >= 0, grace <= Feeds.maxSeconds else {
            throw .invalidArgument("lifetime must be from 1 second and grace from 0 seconds to \(Feeds.maxSeconds) seconds (ten years)")
        }
        if let patientID { try DossierRules.id(patientID, "patient_id") }
        let expires = Instant(seconds: now.seconds + lifetime, utcOffsetSeconds: 0)
        let issued = Instant(seconds: now.seconds, utcOffsetSeconds: 0)
        // Which feeds to write: the changed and the new (and with `refresh`, all).
        let (changed, others, rotations) = try read(.readCentreKey) { (db) throws(KeepsakeError) -> ([String], [String], [FeedRotation]) in
            guard try CentreKey.load(in: db) != nil else { throw .notFound("the store has no centre key: create one before publishing feeds") }
            var changed: [String] = []
            var others: [String] = []
            if let patientID {
                guard try db.scalar("SELECT 1 FROM patients WHERE id = ?", [.text(patientID)]) != nil else {
                    throw .notFound("no patient with id \(patientID)")
                }
                changed = [patientID]
            } else {
                changed = try db.records("""
                    SELECT patient_id FROM feed_publications WHERE changed = 1 OR needs_snapshot = 1
                    UNION SELECT l.patient_id FROM relative_links l JOIN viewer_keys k ON k.account_id = l.account_id
                      WHERE l.patient_id NOT IN (SELECT patient_id FROM feed_publications)
                    UNION SELECT f.patient_id FROM feed_publications f JOIN viewer_revisions v ON v.patient_id = f.patient_id
                      WHERE v.revision > f.revision
                    UNION SELECT patient_id FROM feed_publications WHERE access_ends IS NOT NULL AND access_ends < ?
                    ORDER BY 1
                    """, [.text(today.description)]).map { (r) throws(KeepsakeError) in try r.text("patient_id") }
                if refresh {
                    others = try db.records("SELECT patient_id FROM feed_publications ORDER BY patient_id")
                        .map { (r) throws(KeepsakeError) in try r.text("patient_id") }.filter { !changed.contains($0) }
                }
            }
            let rotations = try db.records("SELECT record FROM centre_key_rotations ORDER BY seq").map { (r) throws(KeepsakeError) -> FeedRotation in
                guard let value = try? JSONParser.parse(try r.text("record")) else { throw .corruptStore("a rotation record is not JSON") }
                return try FeedRotation.parse(value)
            }
            return (changed, others, rotations)
        }
        var published: [FeedPublished] = []
        for id in changed {
            if let done = try publishFeed(patientID: id, folder: folder, today: today, issued: issued, expires: expires, rotations: rotations) {
                published.append(done)
            }
        }
        var refreshed = 0
        for id in others where try refreshHead(patientID: id, folder: folder, issued: issued, expires: expires, rotations: rotations) {
            refreshed += 1
        }
        let removed = try removeSuperseded(folder: folder, before: now.seconds - grace)
        return FeedPublishResult(published: published, refreshed: refreshed, removed: removed)
    }

    /// The state of a patient's feed as `feed_publications` holds it: its one mapping to the
    /// table's rows (`Record.swift`). Whether the feed changed since (`changed`) is the
    /// triggers' state, not the record's: an upsert keeps it.
    private struct FeedRow: FetchableRecord, PersistableRecord {
        static var table: Table { Tables.feedPublications }
        var patientID: String
        var feedID: String
        var revision: Int64
        var snapshot: FeedHead.Object?
        var updates: [FeedHead.Object]
        var issued: Instant
        var expires: Instant
        var needsSnapshot: Bool
        var overhead: Int64
        /// The earliest end of access among the relatives the last revision is sealed to.
        var accessEnds: CivilDate?
        /// The relatives the snapshot is sealed to ("account id:viewer public key").
        var snapshotRecipients: Set<String>

        init(patientID: String, feedID: String, issued: Instant, expires: Instant) {
            self.patientID = patientID
            self.feedID = feedID
            revision = 0
            snapshot = nil
            updates = []
            self.issued = issued
            self.expires = expires
            needsSnapshot = true
            overhead = 0
            accessEnds = nil
            snapshotRecipients = []
        }

        init(row r: Row) throws(KeepsakeError) {
            patientID = try r.text("patient_id")
            let damaged = KeepsakeError.corruptStore("feed_publications of patient \(patientID) is damaged")
            guard let snap = try? JSONParser.parse(try r.text("snapshot")), let parsed = FeedHead.parseObject(snap, update: false),
                  let ups = try? JSONParser.parse(try r.text("updates")), let list = ups.arrayValue else { throw damaged }
            var updates: [FeedHead.Object] = []
            for u in list {
                guard let o = FeedHead.parseObject(u, update: true) else { throw damaged }
                updates.append(o)
            }
            var sealedTo: Set<String> = []
            if let text = try r.optionalText("snapshot_recipients") {
                guard let names = (try? JSONParser.parse(text))?.arrayValue else { throw damaged }
                sealedTo = Set(names.compactMap(\.stringValue))
            }
            feedID = try r.text("feed_id")
            revision = try r.integer("revision")
            snapshot = parsed
            self.updates = updates
            issued = try r.instant("issued")
            expires = try r.instant("expires")
            needsSnapshot = try r.flag("needs_snapshot")
            overhead = try r.integer("overhead")
            accessEnds = try r.optionalCivilDate("access_ends")
            snapshotRecipients = sealedTo
        }

        func encode(to row: inout RowValues) {
            row.set("patient_id", patientID)
            row.set("feed_id", feedID)
            row.set("revision", revision)
            row.set("snapshot", snapshot.map { CanonicalJSON.string($0.json) })
            row.set("updates", CanonicalJSON.string(.array(updates.map(\.json))))
            row.set("issued", issued)
            row.set("expires", expires)
            row.set("needs_snapshot", needsSnapshot)
            row.set("overhead", overhead)
            row.set("access_ends", accessEnds)
            row.set("snapshot_recipients", CanonicalJSON.string(.array(snapshotRecipients.sorted().map { .string($0) })))
        }
    }

    private func loadRow(_ patientID: String, in db: Database) throws(KeepsakeError) -> FeedRow? {
        try FeedRow.fetchOne(db, key: .text(patientID))
    }

    /// Writes one bundle into the feed's `objects/` by its SHA-256, durably; records it first
    /// as superseded now, so that a publish killed before its head leaves nothing unremovable.
    private func writeObject(_ snapshot: ViewerSnapshot, base: Int64?, feed: String, issued: Instant) throws(KeepsakeError) -> FeedHead.Object {
        let objects = feed + "/objects"
        if !FileSystem.isDirectory(objects) {
            try FileSystem.makeDirectory(objects)
            chmod(objects, 0o755)
        }
        let temporary = objects + "/." + FileSystem.randomName() + ".bundle"
        defer { FileSystem.remove(temporary) }
        let (size, _) = try writeViewerBundle(snapshot, to: temporary, options: ExportOptions(created: issued, baseRevision: base))
        let digest = try BundleWriter.hashFile(temporary)
        try write(.exportViewerBundle) { (db) throws(KeepsakeError) in
            try db.run("INSERT OR IGNORE INTO feed_objects (feed_id, digest, superseded_at) VALUES (?, ?, ?)",
                       [.text(String(feed.split(separator: "/").last ?? "")), .text(digest), .text(issued.rfc3339)])
        }
        // Sealed and signed: readable by the web server that serves the folder (R78).
        chmod(temporary, 0o644)
        try FileSystem.rename(temporary, objects + "/" + digest)
        try FileSystem.syncDirectory(objects)
        return FeedHead.Object(digest: digest, size: Int64(size), revision: snapshot.revision, baseRevision: base)
    }

    private func publishFeed(patientID: String, folder: String, today: CivilDate, issued: Instant, expires: Instant,
                             rotations: [FeedRotation]) throws(KeepsakeError) -> FeedPublished? {
        let existing = try read(.readCentreKey) { (db) throws(KeepsakeError) in try loadRow(patientID, in: db) }
        let hostKey = store.hostKey.withLock { $0 }
        // The snapshot of the dossier and its new revision, taken in one transaction that also
        // clears the changed mark (a change after it marks the feed again).
        let taken: ViewerSnapshot
        do {
            taken = try write(.exportViewerBundle) { (db) throws(KeepsakeError) -> ViewerSnapshot in
                try db.run("UPDATE feed_publications SET changed = 0 WHERE patient_id = ?", [.text(patientID)])
                let base = (existing?.needsSnapshot ?? true) ? nil : existing?.revision
                return try ViewerSnapshot.take(patientID: patientID, today: today, baseRevision: base, hostKey: hostKey, in: db)
            }
        } catch .notFound(let message) where message.contains("viewer key") {
            return nil  // no relative to publish for: nothing new is written (R57)
        } catch .notFound(let message) where message.hasPrefix("no patient") {
            // The patient was deleted: the feed is retired. Its head goes at once; its objects
            // (sealed) are superseded now and removed after the grace period.
            if let existing {
                FileSystem.remove(folder + "/" + existing.feedID + "/head.json")
                try write(.exportViewerBundle) { (db) throws(KeepsakeError) in
                    try db.run("UPDATE feed_objects SET superseded_at = ? WHERE feed_id = ? AND superseded_at IS NULL",
                               [.text(issued.rfc3339), .text(existing.feedID)])
                    try db.run("DELETE FROM feed_publications WHERE patient_id = ?", [.text(patientID)])
                }
            }
            return nil
        }
        let feedID = existing?.feedID ?? Hex.encode(Random.bytes(16))
        let feed = folder + "/" + feedID
        if !FileSystem.isDirectory(feed) {
            try FileSystem.makeDirectory(feed)
            chmod(feed, 0o755)
        }
        var row = existing ?? FeedRow(patientID: patientID, feedID: feedID, issued: issued, expires: expires)
        // Whom this revision is sealed to: a relative the snapshot is not sealed to (added
        // later, or with a new viewer key) joins only from a new snapshot (R73).
        let recipients = Set(taken.recipients.compactMap { r in r.key.map { r.accountID + ":" + Hex.encode($0.publicKey) } })
        var bytes: Int64 = 0
        var wroteSnapshot = false
        if let previous = row.snapshot, !row.needsSnapshot {
            let update = try writeObject(taken, base: row.revision, feed: feed, issued: issued)
            bytes += update.size
            row.updates.append(update)
            // What a device joining now would fetch beyond the dossier: each update's bytes
            // beyond its new media. A new snapshot when that reaches a tenth of the last one.
            let newMedia = taken.media.filter { !taken.held.contains($0.sha256) }.reduce(Int64(0)) { $0 + Int64($1.size) }
            row.overhead += max(0, update.size - newMedia)
            // A head names at most `keptUpdates` updates, the first of them applying to the
            // snapshot's revision or an earlier one (R74): when the oldest kept one would not,
            // the chain has outgrown the snapshot.
            let firstKept = row.updates.count > Feeds.keptUpdates ? row.updates[row.updates.count - Feeds.keptUpdates] : nil
            let outgrown = (firstKept?.baseRevision ?? 0) > previous.revision
            if row.overhead * Feeds.snapshotDivisor > previous.size || !recipients.isSubset(of: row.snapshotRecipients) || outgrown {
                let full = try writeObject(taken.full, base: nil, feed: feed, issued: issued)
                bytes += full.size
                row.snapshot = full
                row.overhead = 0
                row.snapshotRecipients = recipients
                wroteSnapshot = true
            }
        } else {
            // The first publish, or after a key rotation: a snapshot only; devices behind fetch it.
            let full = try writeObject(taken.full, base: nil, feed: feed, issued: issued)
            bytes += full.size
            row.snapshot = full
            row.updates = []
            row.overhead = 0
            row.snapshotRecipients = recipients
            wroteSnapshot = true
        }
        if row.updates.count > Feeds.keptUpdates { row.updates.removeFirst(row.updates.count - Feeds.keptUpdates) }
        row.revision = taken.revision
        guard let snapshot = row.snapshot else { throw .internalError("a feed without a snapshot") }
        let head = FeedHead(feedID: feedID, revision: row.revision, issued: issued, expires: expires, key: taken.centre.publicKey,
                            snapshot: snapshot, updates: row.updates, rotations: rotations)
        // The head last, atomically: a reader sees the old head or the new one, and every
        // object either names is in place (R78).
        try Self.writeHead(try head.encoded(secretKey: taken.secretKey), to: feed + "/head.json")
        let named = [snapshot.digest] + row.updates.map(\.digest)
        // A relative whose access ends by date alone changes nothing in the store: the day
        // after her `ends_on`, the publish writes a revision not sealed to her (R73, R57).
        let accessEnds = taken.recipients.filter { $0.key != nil }.compactMap(\.endsOn).min()
        row.issued = issued
        row.expires = expires
        row.needsSnapshot = false
        row.accessEnds = accessEnds
        try write(.exportViewerBundle) { (db) throws(KeepsakeError) in
            try row.upsert(in: db, keeping: ["changed"], extra: ["changed": .integer(0)])
            try markNamed(named, feedID: feedID, at: issued, in: db)
        }
        return FeedPublished(patientID: patientID, feedID: feedID, revision: row.revision, snapshot: wroteSnapshot, bytes: bytes)
    }

    /// Writes a head atomically (a temporary file beside it, flushed, made readable, renamed).
    private static func writeHead(_ bytes: [UInt8], to path: String) throws(KeepsakeError) {
        let temporary = FileSystem.parent(of: path) + "/.head." + FileSystem.randomName() + ".tmp"
        defer { FileSystem.remove(temporary) }
        let file = try File.createExclusive(temporary)
        try file.write(bytes)
        try file.sync()
        try file.close()
        chmod(temporary, 0o644)
        try FileSystem.rename(temporary, path)
        try FileSystem.syncDirectory(FileSystem.parent(of: path))
    }

    /// Objects the head names are current; the feed's others are superseded from `at` on.
    private func markNamed(_ named: [String], feedID: String, at: Instant, in db: Database) throws(KeepsakeError) {
        try db.run("UPDATE feed_objects SET superseded_at = ? WHERE feed_id = ? AND superseded_at IS NULL", [.text(at.rfc3339), .text(feedID)])
        for digest in named {
            try db.run("INSERT INTO feed_objects (feed_id, digest, superseded_at) VALUES (?, ?, NULL) ON CONFLICT (feed_id, digest) DO UPDATE SET superseded_at = NULL",
                       [.text(feedID), .text(digest)])
        }
    }

    private func refreshHead(patientID: String, folder: String, issued: Instant, expires: Instant,
                             rotations: [FeedRotation]) throws(KeepsakeError) -> Bool {
        let hostKey = store.hostKey.withLock { $0 }
        let loaded = try read(.readCentreKey) { (db) throws(KeepsakeError) -> (FeedRow, CentreKey, [UInt8])? in
            guard let row = try loadRow(patientID, in: db), let stored = try CentreKey.load(in: db) else { return nil }
            return (row, stored.key, try stored.secretKey(hostKey: hostKey))
        }
        guard let (row, centre, secret) = loaded, let snapshot = row.snapshot else { return false }
        let head = FeedHead(feedID: row.feedID, revision: row.revision, issued: issued, expires: expires, key: centre.publicKey,
                            snapshot: snapshot, updates: row.updates, rotations: rotations)
        let feed = folder + "/" + row.feedID
        if !FileSystem.isDirectory(feed) { return false }
        try Self.writeHead(try head.encoded(secretKey: secret), to: feed + "/head.json")
        try write(.exportViewerBundle) { (db) throws(KeepsakeError) in
            try db.run("UPDATE feed_publications SET issued = ?, expires = ? WHERE patient_id = ?",
                       [.text(issued.rfc3339), .text(expires.rfc3339), .text(patientID)])
        }
        return true
    }

    /// Removes the objects superseded before `before` (seconds since the epoch) (R78).
    private func removeSuperseded(folder: String, before: Int64) throws(KeepsakeError) -> Int {
        let old = try read(.readCentreKey) { (db) throws(KeepsakeError) -> [(String, String)] in
            try db.records("SELECT feed_id, digest, superseded_at FROM feed_objects WHERE superseded_at IS NOT NULL")
                .compactMapping { (r) throws(KeepsakeError) -> (String, String)? in
                    guard let at = try? Instant.stored(try r.text("superseded_at"), "superseded_at"), at.seconds < before else { return nil }
                    return (try r.text("feed_id"), try r.text("digest"))
                }
        }
        for (feed, digest) in old {
            FileSystem.remove(folder + "/" + feed + "/objects/" + digest)
            try write(.exportViewerBundle) { (db) throws(KeepsakeError) in
                try db.run("DELETE FROM feed_objects WHERE feed_id = ? AND digest = ? AND superseded_at IS NOT NULL", [.text(feed), .text(digest)])
            }
        }
        return old.count
    }

    /// Replaces the centre's signing key (FORMAT.md R76): a new key pair, and a rotation record
    /// signed by the old key and the new one, which every feed carries from the next publish on,
    /// so devices that trust the old key follow it without a new invitation. The next publish
    /// writes a snapshot signed by the new key into every feed. Owner and staff.
    ///
    /// - Throws: `.notFound` when the store has no centre key; `.permissionDenied` when the
    ///   host key is not supplied (`Store.setHostKey`), `.authenticationFailed` when it does not open the
    ///   sealed key.
    public func rotateCentreKey(now: Instant) throws(KeepsakeError) -> CentreKey {
        try precheck(.createCentreKey)
        guard let hostKey = store.hostKey.withLock({ $0 }) else { throw .permissionDenied(CentreKey.hostKeyMissing) }
        let pair = try ViewerCrypto.signingKeyPair()
        // The new secret key is kept sealed at rest like the first (FORMAT.md 9.2).
        let sealed = try ViewerCrypto.sealCentreSecret(pair.secretKey, publicKey: pair.publicKey, hostKey: hostKey)
        return try write(.createCentreKey) { (db) throws(KeepsakeError) -> CentreKey in
            guard let stored = try CentreKey.load(in: db) else { throw .notFound("the store has no centre key to rotate: create one") }
            // Every head carries every rotation, and a head holds at most `maxRotations` (R74).
            guard try db.integer("SELECT count(*) FROM centre_key_rotations") < Int64(FeedHead.maxRotations) else {
                throw .limitExceeded("the centre key was rotated \(FeedHead.maxRotations) times, as many as a feed's head carries (FORMAT.md R74); a new key now needs new invitations")
            }
            let old = stored.key
            let oldSecret = try stored.secretKey(hostKey: hostKey)
            let from = try db.integer("SELECT coalesce(max(revision), 0) + 1 FROM viewer_revisions")
            let rotation = try FeedRotation.make(oldSecret: oldSecret, oldKey: old.publicKey, newSecret: pair.secretKey, newKey: pair.publicKey,
                                                 issued: now, fromRevision: from)
            try db.run("INSERT INTO centre_key_rotations (seq, record) VALUES ((SELECT coalesce(max(seq), 0) + 1 FROM centre_key_rotations), ?)",
                       [.text(CanonicalJSON.string(rotation.json))])
            try db.run("UPDATE centre_key SET public_key = ?, secret_key = ?, sealed_secret_key = ?, created_at = ? WHERE id = 1",
                       [.blob(pair.publicKey), .blob([UInt8](repeating: 0, count: 64)), .blob(sealed), .text(now.rfc3339)])
            try db.run("UPDATE feed_publications SET needs_snapshot = 1")
            return CentreKey(publicKey: pair.publicKey, createdAt: now)
        }
    }
}

extension Session {
    /// The id of patient `patientID`'s feed (FORMAT.md R73), nil before its first publish: with
    /// the base URL the published folder is served at, the feed's location that a relative's
    /// invitation carries. Owner and staff.
    ///
    /// - Throws: `.invalidArgument` for an id that is not one.
    public func feedID(patientID: String) throws(KeepsakeError) -> String? {
        try DossierRules.id(patientID, "patient_id")
        return try read(.readCentreKey) { (db) throws(KeepsakeError) -> String? in
            guard case .text(let id)? = try db.scalar("SELECT feed_id FROM feed_publications WHERE patient_id = ?", [.text(patientID)]) else {
                return nil
            }
            return id
        }
    }
}
