/// An invitation (FORMAT.md section 18, R72): one short text a centre gives a relative out of
/// band (printed, shown as a QR code) that carries the centre's full public key and the
/// relative's username, so that the relative's device trusts that key before it opens any
/// bundle, and never a key it merely found in a bundle.
///
/// `keepsake:invite?v=1&key=<64 hex digits>&user=<username, percent-encoded UTF-8>`
public struct ViewerInvitation: Hashable, Sendable, Codable {
    /// The centre's Ed25519 public key, 32 bytes.
    public let centreKey: [UInt8]
    /// The relative's username as the centre stores it (NFC, trimmed).
    public let username: String

    /// The prefix every invitation starts with.
    public static let prefix = "keepsake:invite?"
    /// The longest invitation a reader accepts, in bytes (an invitation is 94 bytes and the
    /// encoded username; a QR code of version 10 holds 213 bytes at level M).
    public static let maxBytes = 512

    /// An invitation of `centreKey` for `username`.
    public init(centreKey: [UInt8], username: String) {
        self.centreKey = centreKey
        self.username = username
    }

    /// The invitation's text (R72).
    public var text: String {
        Self.prefix + "v=1&key=" + Hex.encode(centreKey) + "&user=" + Self.percentEncode(username)
    }

    /// The centre key's id (R52), the first 16 hex digits of SHA-256 of the key.
    public var keyID: String { (try? ViewerCrypto.keyID(centreKey)) ?? "" }

    /// The centre key's fingerprint (R72): the first 32 hex digits (128 bits) of SHA-256 of the
    /// key in eight groups of four, what staff and relatives compare when they do compare.
    public var fingerprint: String { ViewerCrypto.fullFingerprint(centreKey) }

    /// This value as the C interface and the CLI's `--json` give it.
    package var json: JSONValue {
        ["text": .string(text), "public_key": .string(Hex.encode(centreKey)), "key_id": .string(keyID),
         "fingerprint": .string(fingerprint), "username": .string(username)]
    }

    /// Reads an invitation's text (R72).
    /// - Throws: `.invalidArgument` naming what is wrong: another prefix or version, a parameter
    ///   missing, repeated, out of order or unknown, a key that is not 64 lowercase hex digits, a
    ///   username that is not one (section 9.1), a text over `maxBytes`.
    public static func parse(_ text: String) throws(KeepsakeError) -> ViewerInvitation {
        func bad(_ why: String) -> KeepsakeError { .invalidArgument("not a Keepsake invitation: \(why) (FORMAT.md R72)") }
        guard text.utf8.count <= maxBytes else { throw bad("it is \(text.utf8.count) bytes, more than \(maxBytes)") }
        guard text.hasPrefix(prefix) else { throw bad("it does not start with \(quoted: prefix)") }
        let pairs = text.dropFirst(prefix.count).split(separator: "&", omittingEmptySubsequences: false).map { part -> (String, String) in
            guard let eq = part.firstIndex(of: "=") else { return (String(part), "") }
            return (String(part[..<eq]), String(part[part.index(after: eq)...]))
        }
        guard pairs.map(\.0) == ["v", "key", "user"] else {
            throw bad("its parameters must be v, key and user, each once and in that order; it has \(pairs.map(\.0).joined(separator: ", "))")
        }
        guard pairs[0].1 == "1" else { throw bad("version \(quoted: pairs[0].1) is not 1") }
        guard let key = ViewerCrypto.parseHex(pairs[1].1, bytes: 32) else { throw bad("'key' must be 64 lowercase hex digits") }
        guard let raw = percentDecode(pairs[2].1), percentEncode(raw) == pairs[2].1 else {
            throw bad("'user' must be a username percent-encoded as R72 says")
        }
        guard let username = try? Username.normalize(raw), username == raw else {
            throw bad("'user' \(quoted: raw) is not a username (section 9.1)")
        }
        return ViewerInvitation(centreKey: key, username: username)
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

    /// The public key identifies the centre.
    public var id: String { publicKey }

    enum CodingKeys: String, CodingKey {
        case publicKey = "public_key", keyID = "key_id", fingerprint, username, trustedAt = "trusted_at"
    }

    init(publicKey: [UInt8], username: String, trustedAt: Instant) {
        self.publicKey = Hex.encode(publicKey)
        self.keyID = (try? ViewerCrypto.keyID(publicKey)) ?? ""
        self.fingerprint = ViewerCrypto.fullFingerprint(publicKey)
        self.username = username
        self.trustedAt = trustedAt
    }

    package var json: JSONValue {
        ["public_key": .string(publicKey), "key_id": .string(keyID), "fingerprint": .string(fingerprint), "username": .string(username),
         "trusted_at": .string(trustedAt.rfc3339)]
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

extension ViewerCrypto {
    /// The 128-bit fingerprint of a key (R72): the first 32 hex digits of its SHA-256 in eight
    /// groups of four. (R52's `key_id`, 64 bits, names a key; it is too short to compare.)
    public static func fullFingerprint(_ publicKey: [UInt8]) -> String {
        let digits = Array((try? SHA256Hasher.hex(of: publicKey)) ?? "").prefix(32)
        return stride(from: 0, to: digits.count, by: 4).map { String(digits[$0..<min($0 + 4, digits.count)]) }.joined(separator: "-")
    }
}

extension Session {
    /// The invitation of relative `accountID` to the centre's viewer bundles (FORMAT.md R72):
    /// the centre's full public key and the relative's username, as one short text to hand
    /// over out of band (printed, or as a QR code). Owner and staff.
    ///
    /// - Throws: `.notFound` without a centre key or for an unknown account; `.invalidArgument`
    ///   for an account that is not a relative's.
    public func viewerInvitation(accountID: String) throws(KeepsakeError) -> ViewerInvitation {
        try read(.readCentreKey) { (db) throws(KeepsakeError) -> ViewerInvitation in
            guard let centre = try CentreKey.load(in: db)?.key else {
                throw .notFound("the store has no centre key: create one before inviting relatives")
            }
            guard let row = try db.record("SELECT username, role FROM accounts WHERE id = ?", [.text(accountID)]) else {
                throw .notFound("no account with id \(quoted: accountID)")
            }
            guard try row.text("role") == Identity.Role.relative.rawValue else {
                throw .invalidArgument("account \(accountID) is not a relative's: only relatives are invited to viewer bundles")
            }
            return ViewerInvitation(centreKey: centre.publicKey, username: try row.text("username"))
        }
    }

    /// Trusts the centre an invitation names (FORMAT.md R58, R72): from now on this device
    /// opens viewer bundles signed by its key. Accepting the same invitation again changes
    /// nothing. The device's owner only.
    ///
    /// - Throws: `.invalidArgument` for a text that is not an invitation (R72).
    @discardableResult
    public func trustInvitation(_ text: String, now: Instant) throws(KeepsakeError) -> TrustedCentre {
        let invitation = try ViewerInvitation.parse(text)
        return try write(.openViewerBundle) { (db) throws(KeepsakeError) -> TrustedCentre in
            if let row = try db.record("SELECT username, trusted_at FROM viewer_centres WHERE public_key = ?", [.blob(invitation.centreKey)]) {
                return TrustedCentre(publicKey: invitation.centreKey, username: try row.text("username"),
                                     trustedAt: try Instant.stored(try row.text("trusted_at"), "trusted_at"))
            }
            try Tables.viewerCentres.insert(["public_key": .blob(invitation.centreKey), "username": .text(invitation.username),
                                             "trusted_at": .text(now.rfc3339)], in: db)
            return TrustedCentre(publicKey: invitation.centreKey, username: invitation.username, trustedAt: now)
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
                throw .notFound("this device does not trust the centre key \(ViewerCrypto.fullFingerprint(key))")
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
                try store.dropUnreferencedMedia(media, in: db)
            }
            try ViewerCopyGuard.endWrites(in: db)
            try db.run("DELETE FROM viewer_centres WHERE public_key = ?", [.blob(key)])
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
            try db.records("SELECT public_key, username, trusted_at FROM viewer_centres ORDER BY public_key").map { (r) throws(KeepsakeError) in
                TrustedCentre(publicKey: try r.blob("public_key"), username: try r.text("username"),
                              trustedAt: try Instant.stored(try r.text("trusted_at"), "trusted_at"))
            }
        }
    }
}
