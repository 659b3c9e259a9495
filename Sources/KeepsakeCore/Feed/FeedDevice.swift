/// Where a device stands with a feed (FORMAT.md R77).
public enum FeedStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// The device holds the head's revision and the head is within its `expires`.
    case current
    /// The head names a revision the device does not hold yet: fetch and apply.
    case behind
    /// The head is past its `expires`: the device keeps showing its copy, as of `confirmedAt`.
    case stale
}

/// What a device fetches next for a head (`Session.planFeed`).
public struct FeedPlan: Hashable, Sendable, Codable {
    /// The feed's id.
    public let feedID: String
    /// The head's revision.
    public let revision: Int64
    /// The revision the device holds; nil before its first.
    public let held: Int64?
    /// The objects to fetch from `objects/<digest>`, in the order they are applied.
    public let fetch: [FeedHead.Object]
    /// The device's status with this head.
    public let status: FeedStatus
    /// When the device last accepted a current head of this feed (nil: never).
    public let confirmedAt: Instant?
    /// The head's expiry.
    public let expires: Instant

    package var json: JSONValue {
        ["feed_id": .string(feedID), "revision": .int(revision), "held": held.map { .int($0) } ?? .null,
         "fetch": .array(fetch.map(\.json)), "status": .string(status.rawValue),
         "confirmed_at": confirmedAt.map { .string($0.rfc3339) } ?? .null, "expires": .string(expires.rfc3339)]
    }
}

/// A feed this device follows (`Store.viewerFeeds()`).
public struct ViewerFeed: Hashable, Sendable, Codable, Identifiable {
    /// The feed's id.
    public let feedID: String
    /// The dossier the feed carries on this device (nil until its first bundle).
    public let dossierID: String?
    /// The revision last accepted.
    public let revision: Int64
    /// The centre key the device trusts for the feed, 64 hex digits.
    public let centreKey: String
    /// The last accepted head's `issued` and `expires`.
    public let issued: Instant
    /// The last accepted head's expiry.
    public let expires: Instant
    /// When the device last accepted a current head (the host's `now`).
    public let confirmedAt: Instant
    /// The feed's id identifies it.
    public var id: String { feedID }

    /// `current` while `now` is before the head's expiry, `stale` after.
    public func status(now: Instant) -> FeedStatus { now < expires ? .current : .stale }

    package func json(now: Instant?) -> JSONValue {
        var o: [String: JSONValue] = ["feed_id": .string(feedID), "dossier_id": dossierID.map { .string($0) } ?? .null, "revision": .int(revision),
                                      "centre_key": .string(centreKey), "issued": .string(issued.rfc3339), "expires": .string(expires.rfc3339),
                                      "confirmed_at": .string(confirmedAt.rfc3339)]
        if let now { o["status"] = .string(status(now: now).rawValue) }
        return .object(o)
    }
}

/// What `Session.applyFeed` did.
public struct FeedApplyResult: Hashable, Sendable, Codable {
    /// The feed's id.
    public let feedID: String
    /// The dossier's id on this device.
    public let dossierID: String?
    /// The revision the device holds now.
    public let revision: Int64
    /// The bundles applied, in order (their revisions).
    public let applied: [Int64]
    /// `current`, or `stale` for a head past its expiry (nothing applied, the copy kept).
    public let status: FeedStatus
    /// When the device last accepted a current head.
    public let confirmedAt: Instant?

    package var json: JSONValue {
        ["feed_id": .string(feedID), "dossier_id": dossierID.map { .string($0) } ?? .null, "revision": .int(revision),
         "applied": .array(applied.map { .int($0) }), "status": .string(status.rawValue),
         "confirmed_at": confirmedAt.map { .string($0.rfc3339) } ?? .null]
    }
}

/// A head checked against the device (R77).
struct CheckedHead {
    let head: FeedHead
    let rotations: [FeedRotation]
    let trusted: [UInt8]
    let record: ViewerFeedRecord?
    let held: Int64?
}

/// A feed this device follows, as `viewer_feeds` holds it: its one mapping to the table's
/// rows (`Record.swift`).
struct ViewerFeedRecord: FetchableRecord, PersistableRecord {
    static var table: Table { Tables.viewerFeeds }
    let feedID: String
    let key: [UInt8]
    let dossierID: String?
    let revision: Int64
    let issued: Instant
    let expires: Instant
    let confirmedAt: Instant

    init(feedID: String, key: [UInt8], dossierID: String?, revision: Int64, issued: Instant, expires: Instant, confirmedAt: Instant) {
        self.feedID = feedID
        self.key = key
        self.dossierID = dossierID
        self.revision = revision
        self.issued = issued
        self.expires = expires
        self.confirmedAt = confirmedAt
    }

    init(row r: Row) throws(KeepsakeError) {
        feedID = try r.text("feed_id")
        key = try r.blob("centre_key")
        dossierID = try r.optionalText("dossier_id")
        revision = try r.integer("revision")
        issued = try r.instant("issued")
        expires = try r.instant("expires")
        confirmedAt = try r.instant("confirmed_at")
    }

    func encode(to row: inout RowValues) {
        row.set("feed_id", feedID)
        row.set("centre_key", key)
        row.set("dossier_id", dossierID)
        row.set("revision", revision)
        row.set("issued", issued)
        row.set("expires", expires)
        row.set("confirmed_at", confirmedAt)
    }
}

extension Session {
    /// Checks a feed's `head.json` on a relative's device and says what to fetch next
    /// (FORMAT.md R77): the head must be of `feedID` (the feed the device was given, the last
    /// part of its location), signed by the centre key the device trusts for the feed (or, for
    /// its first head, by a centre it trusts from an invitation), following only rotations
    /// signed by that key, and neither older nor of a lower revision than the last head the
    /// device accepted. A head past its expiry is no error: the plan says `stale` and fetches
    /// nothing. Reads only; the device's owner.
    ///
    /// - Throws: `.invalidBundle` `[feed-head]` (form, signature), `[feed-mismatch]` (another
    ///   feed's head), `.keyMismatch` (a key the device does not trust, a rotation not signed
    ///   by it), `.staleRevision` (a rollback).
    public func planFeed(head bytes: [UInt8], feedID: String, now: Instant) throws(KeepsakeError) -> FeedPlan {
        try precheck(.openViewerBundle)
        let checked = try read(.viewPatients) { (db) throws(KeepsakeError) in try FeedCheck.check(bytes, feedID: feedID, in: db) }
        let head = checked.head
        if now >= head.expires {
            return FeedPlan(feedID: feedID, revision: head.revision, held: checked.held, fetch: [], status: .stale,
                            confirmedAt: checked.record?.confirmedAt, expires: head.expires)
        }
        let fetch = head.plan(from: checked.held)
        return FeedPlan(feedID: feedID, revision: head.revision, held: checked.held, fetch: fetch, status: fetch.isEmpty ? .current : .behind,
                        confirmedAt: checked.record?.confirmedAt, expires: head.expires)
    }

    /// Applies a feed's head and the objects its plan named (FORMAT.md R77): checks the head as
    /// `planFeed` does, then every file's size and SHA-256 against the head before any is
    /// used, then opens the bundles in order with the relative's `username` and `password`
    /// through the viewer open path, each checked to be signed by the head's key, of the
    /// feed's dossier and of the revision the head names for it; the head's revision must be
    /// what they reach. Records the head as the feed's last accepted one, confirmed at `now`.
    /// A head past its expiry applies nothing and returns status `stale`.
    ///
    /// - Parameters:
    ///   - bytes: the feed's `head.json` as fetched.
    ///   - feedID: the feed the device was given (the last part of its location).
    ///   - files: the fetched objects, digest to the path of the file.
    ///   - username: the relative's username, as in their invitation.
    ///   - password: the relative's password.
    ///   - today: the device's civil day, against which the relative's access is checked.
    ///   - now: the device's instant: the head's expiry is checked against it, and the feed is
    ///     recorded as confirmed current at it.
    /// - Throws: what `planFeed` throws; `.invalidArgument` for an object missing from `files`;
    ///   `.invalidBundle` `[feed-object]` for a file of another size or digest, or a bundle of
    ///   another revision than the head names; `[feed-mismatch]` for a bundle of another
    ///   dossier than the feed's; whatever opening the bundle throws. A refusal leaves the
    ///   device's copy at the last bundle fully applied (each is one unit of work).
    public func applyFeed(head bytes: [UInt8], feedID: String, files: [String: String], username: String, password: String,
                          today: CivilDate, now: Instant) throws(KeepsakeError) -> FeedApplyResult {
        try precheck(.openViewerBundle)
        let checked = try read(.viewPatients) { (db) throws(KeepsakeError) in try FeedCheck.check(bytes, feedID: feedID, in: db) }
        let head = checked.head
        if now >= head.expires {
            return FeedApplyResult(feedID: feedID, dossierID: checked.record?.dossierID, revision: checked.held ?? 0, applied: [],
                                   status: .stale, confirmedAt: checked.record?.confirmedAt)
        }
        let plan = head.plan(from: checked.held)
        // Every file checked before any is used (R75).
        for object in plan {
            guard let path = files[object.digest] else {
                throw .invalidArgument("the object \(object.digest) the head names was not given: fetch it from objects/\(object.digest)")
            }
            guard let size = FileSystem.regularFileSize(path), Int64(size) == object.size else {
                throw .bundle(.feedObject, "objects/\(object.digest) is \(FileSystem.regularFileSize(path).map { "\($0)" } ?? "no file of") bytes; the head names \(object.size) (FORMAT.md R75)")
            }
            guard try BundleWriter.hashFile(path) == object.digest else {
                throw .bundle(.feedObject, "objects/\(object.digest) has another SHA-256 than its name: altered or of another feed (FORMAT.md R75)")
            }
        }
        // Rotations signed by the trusted key move the device's trust (R76) before the bundles,
        // which the new key signs, are opened.
        if !checked.rotations.isEmpty, let last = checked.rotations.last {
            try write(.openViewerBundle) { (db) throws(KeepsakeError) in
                var username = ""
                if case .text(let name)? = try db.scalar("SELECT username FROM viewer_centres WHERE public_key = ?", [.blob(checked.trusted)]) { username = name }
                try db.run("INSERT OR IGNORE INTO viewer_centres (public_key, username, trusted_at) VALUES (?, ?, ?)",
                           [.blob(last.newKey), .text(username), .text(now.rfc3339)])
                for rotation in checked.rotations {
                    try db.run("UPDATE viewer_dossiers SET signer_public_key = ? WHERE signer_public_key = ?", [.blob(last.newKey), .blob(rotation.oldKey)])
                }
                try db.run("UPDATE viewer_feeds SET centre_key = ? WHERE feed_id = ?", [.blob(last.newKey), .text(feedID)])
            }
        }
        var dossierID = checked.record?.dossierID
        var reached = checked.held
        var applied: [Int64] = []
        for object in plan {
            guard let path = files[object.digest] else { continue }
            let expected = dossierID
            let (_, result) = try openViewerBundle(at: path, username: username, password: password, today: today, now: now,
                                                   options: ReadOptions(), expect: { (fields) throws(KeepsakeError) in
                guard fields.publicKey == head.key else {
                    throw .bundle(.feedMismatch, "the bundle of revision \(fields.revision) is signed by another key than the feed's head (FORMAT.md R77)")
                }
                guard fields.revision == object.revision, fields.baseRevision == object.baseRevision else {
                    throw .bundle(.feedObject, "the head names revision \(object.revision) for objects/\(object.digest), but the bundle is of revision \(fields.revision) (FORMAT.md R77)")
                }
                if let expected, fields.dossierID != expected {
                    throw .bundle(.feedMismatch, "the bundle is of another dossier than the one this feed carries on this device (FORMAT.md R77)")
                }
            })
            if dossierID == nil { dossierID = result.dossierID }
            reached = result.revision
            applied.append(result.revision)
        }
        guard (reached ?? 0) >= head.revision else {
            throw .bundle(.feedObject, "the head names revision \(head.revision) but its objects reach \(reached ?? 0) (FORMAT.md R77)")
        }
        let dossier = dossierID
        let revision = head.revision
        try write(.openViewerBundle) { (db) throws(KeepsakeError) in
            if let dossier, try db.scalar("SELECT 1 FROM viewer_feeds WHERE dossier_id = ? AND feed_id <> ?", [.text(dossier), .text(feedID)]) != nil {
                throw .bundle(.feedMismatch, "dossier of this feed arrives on this device through another feed already (FORMAT.md R77)")
            }
            try ViewerFeedRecord(feedID: feedID, key: head.key, dossierID: dossier, revision: revision, issued: head.issued,
                                 expires: head.expires, confirmedAt: now).upsert(in: db)
        }
        return FeedApplyResult(feedID: feedID, dossierID: dossier, revision: revision, applied: applied, status: .current, confirmedAt: now)
    }
}

extension Store {
    /// The feeds this device follows, in order of feed id.
    public func viewerFeeds() throws(KeepsakeError) -> [ViewerFeed] {
        try read(.listViewerDossiers) { (db) throws(KeepsakeError) -> [ViewerFeed] in
            try ViewerFeedRecord.fetchAll(db, orderBy: "feed_id").map { rec in
                ViewerFeed(feedID: rec.feedID, dossierID: rec.dossierID, revision: rec.revision, centreKey: Hex.encode(rec.key), issued: rec.issued,
                           expires: rec.expires, confirmedAt: rec.confirmedAt)
            }
        }
    }
}

enum FeedCheck {
    static func record(_ feedID: String, in db: Database) throws(KeepsakeError) -> ViewerFeedRecord? {
        try ViewerFeedRecord.fetchOne(db, key: .text(feedID))
    }

    /// R77: form, feed, signature (following rotations from the trusted key), rollback.
    static func check(_ bytes: [UInt8], feedID: String, in db: Database) throws(KeepsakeError) -> CheckedHead {
        guard FeedHead.isFeedID(feedID) else { throw .invalidArgument("\(quoted: feedID) is not a feed id (32 lowercase hex digits)") }
        let (head, signature) = try FeedHead.parse(bytes)
        guard head.feedID == feedID else {
            throw .bundle(.feedMismatch, "this head is of feed \(head.feedID), not of feed \(feedID) the device asked for (FORMAT.md R77)")
        }
        let record = try record(feedID, in: db)
        var trusted: [UInt8] = []
        var rotations: [FeedRotation] = []
        if let record {
            trusted = record.key
            rotations = try head.verify(signature: signature, trusted: record.key)
        } else {
            let centres = try db.records("SELECT public_key FROM viewer_centres ORDER BY public_key").map { (r) throws(KeepsakeError) in try r.blob("public_key") }
            var failure: KeepsakeError = .keyMismatch("this feed's head is signed by key \(ViewerCrypto.fingerprint(publicKey: head.key)), which no invitation accepted on this device names: accept the centre's invitation first (FORMAT.md R77)")
            var found = false
            for key in centres {
                do {
                    rotations = try head.verify(signature: signature, trusted: key)
                    trusted = key
                    found = true
                    break
                } catch {
                    failure = error
                }
            }
            guard found else { throw failure }
        }
        var held = record?.revision
        if let dossier = record?.dossierID,
           case .integer(let revision)? = try db.scalar("SELECT revision FROM viewer_dossiers WHERE dossier_id = ?", [.text(dossier)]) {
            held = max(held ?? 0, revision)
        }
        if let record {
            guard head.revision >= record.revision else {
                throw .staleRevision("this head names revision \(head.revision) of the feed; this device accepted revision \(record.revision): an old head is refused (FORMAT.md R77)")
            }
            guard head.issued >= record.issued else {
                throw .staleRevision("this head was issued \(head.issued.rfc3339), before the head this device accepted (\(record.issued.rfc3339)): an old head is refused (FORMAT.md R77)")
            }
        }
        return CheckedHead(head: head, rotations: rotations, trusted: trusted, record: record, held: held)
    }
}
