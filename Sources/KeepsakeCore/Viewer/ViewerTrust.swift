/// An invitation (FORMAT.md section 18, R72): one short text a centre gives a relative out of
/// band (printed, shown as a QR code) that carries the centre's full public key and the
/// relative's username, so that the relative's device trusts that key before it opens any
/// bundle, and never a key it merely found in a bundle.
///
/// `keepsake:invite?v=1&key=<64 hex digits>&user=<username, percent-encoded UTF-8>`, then
/// optionally `&min=<revision>` and `&feed=<URL, percent-encoded>` (format version 4).
public struct ViewerInvitation: Hashable, Sendable, Codable {
    /// The centre's Ed25519 public key, 32 bytes.
    public let centreKey: [UInt8]
    /// The relative's username as the centre stores it (NFC, trimmed).
    public let username: String
    /// The lowest revision of the centre's bundles the device accepts from now on (R58), or
    /// nil for none: a copy older than what the centre had when it invited the relative is
    /// refused as stale.
    public let minRevision: Int64?
    /// Where the device may fetch the centre's viewer bundles (an `https` or `http` URL), or
    /// nil for none; the device keeps it with the trusted centre.
    public let feedURL: String?

    /// The prefix every invitation starts with.
    public static let prefix = "keepsake:invite?"
    /// The longest invitation a reader accepts, in bytes (an invitation is 94 bytes and the
    /// encoded username; a QR code of version 10 holds 213 bytes at level M).
    public static let maxBytes = 512

    /// The longest feed URL, in bytes (R72).
    public static let maxFeedURLBytes = 256

    /// An invitation of `centreKey` for `username`, with an optional minimum revision and feed.
    public init(centreKey: [UInt8], username: String, minRevision: Int64? = nil, feedURL: String? = nil) {
        self.centreKey = centreKey
        self.username = username
        self.minRevision = minRevision
        self.feedURL = feedURL
    }

    /// The invitation's text (R72).
    public var text: String {
        Self.prefix + "v=1&key=" + Hex.encode(centreKey) + "&user=" + Self.percentEncode(username)
            + (minRevision.map { "&min=" + String($0) } ?? "") + (feedURL.map { "&feed=" + Self.percentEncode($0) } ?? "")
    }

    /// Checks a minimum revision as R72 allows it: 1 to 2^53 − 1.
    static func checkMinRevision(_ value: Int64) throws(KeepsakeError) {
        guard value >= 1, value <= JSONValue.maxSafeInteger else {
            throw .invalidArgument("an invitation's minimum revision is an integer from 1 to \(JSONValue.maxSafeInteger); \(value) is not (FORMAT.md R72)")
        }
    }

    /// What is wrong with a feed URL as R72 allows it (`https://` or `http://` and at least one
    /// more character, printable ASCII without spaces, at most `maxFeedURLBytes` bytes), or nil.
    static func feedURLProblem(_ url: String) -> String? {
        let bytes = Array(url.utf8)
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
            return "a feed URL starts with 'https://' or 'http://'; \(quoted: url) does not"
        }
        guard bytes.count > (url.hasPrefix("https://") ? 8 : 7), bytes.count <= maxFeedURLBytes else {
            return "a feed URL has a host and at most \(maxFeedURLBytes) bytes; \(quoted: url) has \(bytes.count)"
        }
        guard bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return "a feed URL is printable ASCII without spaces (other characters percent-encoded in it); \(quoted: url) is not"
        }
        return nil
    }

    /// The centre key's id (R52), the first 16 hex digits of SHA-256 of the key.
    public var keyID: String { (try? ViewerCrypto.keyID(centreKey)) ?? "" }

    /// The centre key's fingerprint (R72): the first 32 hex digits (128 bits) of SHA-256 of the
    /// key in eight groups of four, what staff and relatives compare when they do compare.
    public var fingerprint: String { ViewerCrypto.fingerprint(publicKey: centreKey) }

    /// This value as the C interface and the CLI's `--json` give it.
    package var json: JSONValue {
        ["text": .string(text), "public_key": .string(Hex.encode(centreKey)), "key_id": .string(keyID),
         "fingerprint": .string(fingerprint), "username": .string(username),
         "min_revision": minRevision.map { .int($0) } ?? .null, "feed_url": feedURL.map { .string($0) } ?? .null]
    }

    /// Reads an invitation's text (R72).
    /// - Throws: `.invalidArgument` naming what is wrong: another prefix or version, a parameter
    ///   missing, repeated, out of order or unknown, a key that is not 64 lowercase hex digits, a
    ///   username that is not one (section 9.1), a minimum revision or feed URL that is not
    ///   one, a text over `maxBytes`.
    public static func parse(_ text: String) throws(KeepsakeError) -> ViewerInvitation {
        func bad(_ why: String) -> KeepsakeError { .invalidArgument("not a Keepsake invitation: \(why) (FORMAT.md R72)") }
        guard text.utf8.count <= maxBytes else { throw bad("it is \(text.utf8.count) bytes, more than \(maxBytes)") }
        guard text.hasPrefix(prefix) else { throw bad("it does not start with \(quoted: prefix)") }
        let pairs = text.dropFirst(prefix.count).split(separator: "&", omittingEmptySubsequences: false).map { part -> (String, String) in
            guard let eq = part.firstIndex(of: "=") else { return (String(part), "") }
            return (String(part[..<eq]), String(part[part.index(after: eq)...]))
        }
        let names = pairs.map(\.0)
        guard names.count >= 3, Array(names.prefix(3)) == ["v", "key", "user"],
              [[], ["min"], ["feed"], ["min", "feed"]].contains(Array(names.dropFirst(3))) else {
            throw bad("its parameters must be v, key and user, then optionally min and feed, each once and in that order; it has \(names.joined(separator: ", "))")
        }
        guard pairs[0].1 == "1" else { throw bad("version \(quoted: pairs[0].1) is not 1") }
        guard let key = ViewerCrypto.parseHex(pairs[1].1, bytes: 32) else { throw bad("'key' must be 64 lowercase hex digits") }
        guard let raw = percentDecode(pairs[2].1), percentEncode(raw) == pairs[2].1 else {
            throw bad("'user' must be a username percent-encoded as R72 says")
        }
        guard let username = try? Username.normalize(raw), username == raw else {
            throw bad("'user' \(quoted: raw) is not a username (section 9.1)")
        }
        var minRevision: Int64?
        var feedURL: String?
        for (name, value) in pairs.dropFirst(3) {
            if name == "min" {
                guard let n = Int64(value), String(n) == value, n >= 1, n <= JSONValue.maxSafeInteger else {
                    throw bad("'min' must be a revision from 1 to \(JSONValue.maxSafeInteger) in decimal without leading zeros")
                }
                minRevision = n
            } else {
                guard let url = percentDecode(value), percentEncode(url) == value else {
                    throw bad("'feed' must be a URL percent-encoded as R72 says")
                }
                if let problem = feedURLProblem(url) { throw bad("'feed': \(problem)") }
                feedURL = url
            }
        }
        return ViewerInvitation(centreKey: key, username: username, minRevision: minRevision, feedURL: feedURL)
    }

    /// RFC 3986 percent-encoding of UTF-8: unreserved characters as they are, every other byte
    /// as `%` and two uppercase hex digits.
    static func percentEncode(_ s: String) -> String {
        var out = ""
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
            }
        }
        return out
    }

    static func percentDecode(_ s: String) -> String? {
        var bytes: [UInt8] = []
        var it = Array(s.utf8)[...]
        while let c = it.popFirst() {
            if c == UInt8(ascii: "%") {
                guard it.count >= 2, let v = UInt8(String(decoding: it.prefix(2), as: UTF8.self), radix: 16) else { return nil }
                bytes.append(v)
                it = it.dropFirst(2)
            } else {
                bytes.append(c)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

/// A centre this device trusts (R58): its key came from an invitation.
public struct TrustedCentre: Hashable, Sendable, Codable, Identifiable {
    /// The centre's public key, 64 hex digits.
    public let publicKey: String
    /// The key's id (R52).
    public let keyID: String
    /// The key's 128-bit fingerprint (R72).
    public let fingerprint: String
    /// The username the invitation named.
    public let username: String
    /// When the device accepted the invitation (the host's `now`).
    public let trustedAt: Instant
    /// The lowest revision of the centre's bundles the device opens (the highest `min` of the
    /// invitations accepted), or nil for none.
    public let minRevision: Int64?
    /// The centre's feed URL from its latest invitation that named one, or nil.
    public let feedURL: String?

    /// The public key identifies the centre.
    public var id: String { publicKey }

    enum CodingKeys: String, CodingKey {
        case publicKey = "public_key", keyID = "key_id", fingerprint, username, trustedAt = "trusted_at", minRevision = "min_revision",
             feedURL = "feed_url"
    }

    init(publicKey: [UInt8], username: String, trustedAt: Instant, minRevision: Int64?, feedURL: String?) {
        self.publicKey = Hex.encode(publicKey)
        self.keyID = (try? ViewerCrypto.keyID(publicKey)) ?? ""
        self.fingerprint = ViewerCrypto.fingerprint(publicKey: publicKey)
        self.username = username
        self.trustedAt = trustedAt
        self.minRevision = minRevision
        self.feedURL = feedURL
    }

    static func load(_ row: Row) throws(KeepsakeError) -> TrustedCentre {
        TrustedCentre(publicKey: try row.blob("public_key"), username: try row.text("username"),
                      trustedAt: try Instant.stored(try row.text("trusted_at"), "trusted_at"),
                      minRevision: try row.optionalInteger("min_revision"), feedURL: try row.optionalText("feed_url"))
    }

    package var json: JSONValue {
        ["public_key": .string(publicKey), "key_id": .string(keyID), "fingerprint": .string(fingerprint), "username": .string(username),
         "trusted_at": .string(trustedAt.rfc3339), "min_revision": minRevision.map { .int($0) } ?? .null,
         "feed_url": feedURL.map { .string($0) } ?? .null]
    }
}

/// What forgetting a centre removed from the device.
public struct ForgottenCentre: Hashable, Sendable, Codable {
    /// The centre's public key, 64 hex digits.
    public let publicKey: String
    /// The viewer dossiers signed by it that the device no longer holds, in order of id.
    public let dossiers: [String]

    enum CodingKeys: String, CodingKey { case publicKey = "public_key", dossiers }

    package var json: JSONValue { ["public_key": .string(publicKey), "dossiers": .array(dossiers.map { .string($0) })] }
}

extension Session {
    /// The invitation of relative `accountID` to the centre's viewer bundles (FORMAT.md R72):
    /// the centre's full public key and the relative's username, as one short text to hand
    /// over out of band (printed, or as a QR code). Owner and staff.
    ///
    /// - Parameters:
    ///   - accountID: the relative's account.
    ///   - minRevision: the lowest revision of the centre's bundles the relative's device will
    ///     open (R58), or nil for none. Revisions count per dossier, so a centre gives at most
    ///     the revision it last exported of the relative's dossiers.
    ///   - feedURL: where the device may fetch the centre's bundles (`https://` or `http://`),
    ///     or nil for none.
    /// - Throws: `.notFound` without a centre key or for an unknown account; `.invalidArgument`
    ///   for an account that is not a relative's, a minimum revision below 1 or above 2^53 − 1,
    ///   a feed URL R72 does not allow, or an invitation longer than `ViewerInvitation.maxBytes`.
    public func viewerInvitation(accountID: String, minRevision: Int64? = nil, feedURL: String? = nil) throws(KeepsakeError) -> ViewerInvitation {
        if let minRevision { try ViewerInvitation.checkMinRevision(minRevision) }
        if let feedURL, let problem = ViewerInvitation.feedURLProblem(feedURL) { throw .invalidArgument(problem + " (FORMAT.md R72)") }
        return try read(.readCentreKey) { (db) throws(KeepsakeError) -> ViewerInvitation in
            guard let centre = try CentreKey.load(in: db)?.key else {
                throw .notFound("the store has no centre key: create one before inviting relatives")
            }
            guard let row = try db.record("SELECT username, role FROM accounts WHERE id = ?", [.text(accountID)]) else {
                throw .notFound("no account with id \(quoted: accountID)")
            }
            guard try row.text("role") == Identity.Role.relative.rawValue else {
                throw .invalidArgument("account \(accountID) is not a relative's: only relatives are invited to viewer bundles")
            }
            let invitation = ViewerInvitation(centreKey: centre.publicKey, username: try row.text("username"), minRevision: minRevision, feedURL: feedURL)
            guard invitation.text.utf8.count <= ViewerInvitation.maxBytes else {
                throw .invalidArgument("the invitation would be \(invitation.text.utf8.count) bytes, more than \(ViewerInvitation.maxBytes) (FORMAT.md R72): give a shorter feed URL")
            }
            return invitation
        }
    }

    /// Trusts the centre an invitation names (FORMAT.md R58, R72): from now on this device
    /// opens viewer bundles signed by its key, none below the invitation's minimum revision.
    /// Accepting the same invitation again changes nothing; another invitation of a centre
    /// already trusted raises its minimum revision (the higher one is kept) and replaces its
    /// feed URL when it names one. The device's owner only.
    ///
    /// - Throws: `.invalidArgument` for a text that is not an invitation (R72).
    @discardableResult
    public func trustInvitation(_ text: String, now: Instant) throws(KeepsakeError) -> TrustedCentre {
        let invitation = try ViewerInvitation.parse(text)
        return try write(.openViewerBundle) { (db) throws(KeepsakeError) -> TrustedCentre in
            let select = "SELECT public_key, username, trusted_at, min_revision, feed_url FROM viewer_centres WHERE public_key = ?"
            if let row = try db.record(select, [.blob(invitation.centreKey)]) {
                let known = try TrustedCentre.load(row)
                let minRevision = [known.minRevision, invitation.minRevision].compactMap { $0 }.max()
                let feedURL = invitation.feedURL ?? known.feedURL
                guard minRevision != known.minRevision || feedURL != known.feedURL else { return known }
                try db.run("UPDATE viewer_centres SET min_revision = ?, feed_url = ? WHERE public_key = ?",
                           [minRevision.map { .integer($0) } ?? .null, feedURL.map { .text($0) } ?? .null, .blob(invitation.centreKey)])
                return TrustedCentre(publicKey: invitation.centreKey, username: known.username, trustedAt: known.trustedAt,
                                     minRevision: minRevision, feedURL: feedURL)
            }
            try Tables.viewerCentres.insert(["public_key": .blob(invitation.centreKey), "username": .text(invitation.username),
                                             "trusted_at": .text(now.rfc3339),
                                             "min_revision": invitation.minRevision.map { .integer($0) } ?? .null,
                                             "feed_url": invitation.feedURL.map { .text($0) } ?? .null], in: db)
            return TrustedCentre(publicKey: invitation.centreKey, username: invitation.username, trustedAt: now,
                                 minRevision: invitation.minRevision, feedURL: invitation.feedURL)
        }
    }

    /// Forgets a centre (FORMAT.md R58): its key is no longer trusted, and every viewer dossier
    /// it signed leaves this device with its pin and the media only it used. Deliberate: to open
    /// the centre's bundles again, the device needs a new invitation. The device's owner only.
    ///
    /// - Parameter publicKey: the centre's public key, 64 lowercase hex digits.
    /// - Throws: `.invalidArgument` for a key that is not 64 hex digits; `.notFound` for a
    ///   centre this device does not trust.
    public func forgetCentre(publicKey: String) throws(KeepsakeError) -> ForgottenCentre {
        guard let key = ViewerCrypto.parseHex(publicKey, bytes: 32) else {
            throw .invalidArgument("a centre's public key is 64 lowercase hex digits; \(quoted: publicKey) is not")
        }
        let store = self.store
        return try write(.openViewerBundle) { (db) throws(KeepsakeError) -> ForgottenCentre in
            guard try db.scalar("SELECT 1 FROM viewer_centres WHERE public_key = ?", [.blob(key)]) != nil else {
                throw .notFound("this device does not trust the centre key \(ViewerCrypto.fingerprint(publicKey: key))")
            }
            let dossiers = try db.records("SELECT dossier_id FROM viewer_dossiers WHERE signer_public_key = ? ORDER BY dossier_id", [.blob(key)])
                .map { (row) throws(KeepsakeError) in try row.text("dossier_id") }
            try ViewerCopyGuard.allowWrites(in: db)
            for id in dossiers {
                let media = try AttachmentTable.hashes(patientID: id, in: db)
                try db.run("DELETE FROM dossier_attachments WHERE patient_id = ?", [.text(id)])
                try db.run("DELETE FROM dossier_actions WHERE patient_id = ?", [.text(id)])
                try db.run("DELETE FROM patients WHERE id = ?", [.text(id)])
                try db.run("DELETE FROM viewer_dossiers WHERE dossier_id = ?", [.text(id)])
                try db.run("DELETE FROM viewer_feeds WHERE dossier_id = ?", [.text(id)])
                try store.dropUnreferencedMedia(media, in: db)
            }
            try ViewerCopyGuard.endWrites(in: db)
            try db.run("DELETE FROM viewer_centres WHERE public_key = ?", [.blob(key)])
            // The feeds of its dossiers go with them: a new invitation starts them again.
            try db.run("DELETE FROM viewer_feeds WHERE centre_key = ?", [.blob(key)])
            return ForgottenCentre(publicKey: publicKey, dossiers: dossiers)
        }
    }
}

extension Store {
    /// The centres this device trusts, in order of public key.
    ///
    /// - Throws: `KeepsakeError.permissionDenied` for a session that may not list them.
    public func trustedCentres() throws(KeepsakeError) -> [TrustedCentre] {
        try read(.listViewerDossiers) { (db) throws(KeepsakeError) -> [TrustedCentre] in
            try db.records("SELECT public_key, username, trusted_at, min_revision, feed_url FROM viewer_centres ORDER BY public_key")
                .map { (r) throws(KeepsakeError) in try TrustedCentre.load(r) }
        }
    }
}
