/// What a manifest of access `viewer` adds (FORMAT.md R52–R54): the dossier and its revision,
/// the centre's public key and key id, one entry per recipient, and the signature.
public struct ViewerFields: Hashable, Sendable, Codable {
    /// One relative the bundle is sealed for: how to derive their key and the content key sealed
    /// to it (R54).
    public struct Recipient: Hashable, Sendable, Codable, Identifiable {
        /// 32 hex digits naming the entry without naming the relative (R54).
        public let id: String
        /// The Argon2id salt of the relative's key pair, `ViewerCrypto.saltBytes` bytes.
        public let salt: [UInt8]
        /// Argon2id passes for the relative's key pair.
        public let opsLimit: Int64
        /// Argon2id memory in bytes for the relative's key pair.
        public let memLimit: Int64
        /// The bundle's content key and its binding to the bundle, sealed to the relative's
        /// public key (`ViewerCrypto.seal`).
        public let sealedKey: [UInt8]
        /// The last day of the relative's link when the bundle was made; nil for no end.
        public let endsOn: CivilDate?

        var json: JSONValue {
            ["id": .string(id), "salt": .string(Hex.encode(salt)), "opslimit": .int(opsLimit), "memlimit": .int(memLimit),
             "sealed_key": .string(Hex.encode(sealedKey)), "ends_on": endsOn.map { .string($0.description) } ?? .null]
        }
    }

    /// The dossier the bundle carries: its patient's id.
    public var dossierID: String
    /// The dossier's revision; a device keeps only the highest it has opened (R58).
    public var revision: Int64
    /// The centre's Ed25519 public key, 32 bytes, which signed the manifest.
    public var publicKey: [UInt8]
    /// The relatives the bundle is sealed for, 1 to 64.
    public var recipients: [Recipient]
    /// The content key's check (R53, `ViewerCrypto.keyCheck`), 64 hex digits: the signature
    /// commits to the one key the members decrypt under.
    public var keyCheck: String
    /// The Ed25519 signature of the manifest by the centre's key.
    public var signature: [UInt8]
    /// A viewer update's base (FORMAT.md R66): the revision the device must hold; nil for a
    /// bundle that carries every medium.
    public var baseRevision: Int64? = nil

    /// The id of `publicKey` (R52): the first 16 hex digits of its SHA-256.
    public var keyID: String { (try? ViewerCrypto.keyID(publicKey)) ?? "" }

    static let access = "viewer"
    static let manifestKeys: Set<String> = ["dossier_id", "revision", "key_id", "public_key", "key_check", "recipients", "signature"]
    static let maxRecipients = 64

    /// The manifest members these fields add; without the signature when `signed` is false.
    func members(signed: Bool) -> [String: JSONValue] {
        var o: [String: JSONValue] = [
            "dossier_id": .string(dossierID), "revision": .int(revision), "key_id": .string(keyID),
            "public_key": .string(Hex.encode(publicKey)), "key_check": .string(keyCheck), "recipients": .array(recipients.map(\.json)),
        ]
        if signed { o["signature"] = .string(Hex.encode(signature)) }
        if let baseRevision { o["base_revision"] = .int(baseRevision) }
        return o
    }

    /// The bytes the signature covers (R53): a context line, then the canonical JSON of the
    /// manifest without `digest` and `signature`.
    static func signingMessage(_ manifestWithoutDigest: [String: JSONValue]) -> [UInt8] {
        var o = manifestWithoutDigest
        o["signature"] = nil
        o["digest"] = nil
        return ViewerCrypto.manifestContext + CanonicalJSON.encode(.object(o))
    }

    /// Reads and checks the viewer members of a manifest whose digest matched (R52–R55), and
    /// verifies the signature.
    static func decode(_ object: [String: JSONValue], formatVersion: Int64, kind: String) throws(KeepsakeError) -> ViewerFields {
        func field(_ why: String) -> KeepsakeError { .bundle(.manifestField, "viewer manifest: \(why)") }
        guard formatVersion >= 2, kind == "dossier" else { throw field("access viewer needs format version 2 or later and kind dossier") }
        guard case .string(let dossierID)? = object["dossier_id"], Validation.isUUID(dossierID) else { throw field("'dossier_id' must be a lowercase UUID") }
        guard case .int(let revision)? = object["revision"], revision >= 1 else { throw field("'revision' must be an integer ≥ 1") }
        guard case .string(let pkHex)? = object["public_key"], let publicKey = ViewerCrypto.parseHex(pkHex, bytes: 32) else {
            throw field("'public_key' must be 64 lowercase hex digits")
        }
        guard case .string(let keyID)? = object["key_id"], keyID == (try ViewerCrypto.keyID(publicKey)) else {
            throw field("'key_id' must be the first 16 hex digits of the SHA-256 of 'public_key'")
        }
        guard case .string(let keyCheck)? = object["key_check"], ViewerCrypto.parseHex(keyCheck, bytes: 32) != nil else {
            throw field("'key_check' must be 64 lowercase hex digits")
        }
        guard case .string(let sigHex)? = object["signature"], let signature = ViewerCrypto.parseHex(sigHex, bytes: ViewerCrypto.signatureBytes) else {
            throw field("'signature' must be 128 lowercase hex digits")
        }
        guard case .array(let list)? = object["recipients"], (1...maxRecipients).contains(list.count) else {
            throw field("'recipients' must be an array of 1 to \(maxRecipients) entries")
        }
        var recipients: [Recipient] = []
        for (index, item) in list.enumerated() {
            guard case .object(let r) = item, Set(r.keys) == ["id", "salt", "opslimit", "memlimit", "sealed_key", "ends_on"],
                  case .string(let id)? = r["id"], id.utf8.count == 32, ViewerCrypto.parseHex(id, bytes: 16) != nil,
                  case .string(let saltHex)? = r["salt"], let salt = ViewerCrypto.parseHex(saltHex, bytes: ViewerCrypto.saltBytes),
                  case .int(let ops)? = r["opslimit"], case .int(let mem)? = r["memlimit"],
                  case .string(let sealedHex)? = r["sealed_key"], let sealed = ViewerCrypto.parseHex(sealedHex, bytes: ViewerCrypto.sealedKeyBytes) else {
                throw field("recipient \(index) must be {\"ends_on\",\"id\",\"memlimit\",\"opslimit\",\"salt\",\"sealed_key\"} with hex of the sizes FORMAT.md R52 gives")
            }
            var endsOn: CivilDate?
            switch r["ends_on"] {
            case .null?: endsOn = nil
            case .string(let d)? where CivilDate(d) != nil: endsOn = CivilDate(d)
            default: throw field("recipient \(index)'s 'ends_on' must be null or a date YYYY-MM-DD")
            }
            guard ops >= ViewerCrypto.minOpsLimit, mem >= ViewerCrypto.minMemLimit, mem % 1024 == 0 else {
                throw field("recipient \(index)'s Argon2id parameters are below the minimum (opslimit ≥ 1, memlimit ≥ 8192, a multiple of 1024)")
            }
            if let last = recipients.last, !(last.id < id) { throw field("'recipients' must be in strictly ascending order of 'id'") }
            recipients.append(Recipient(id: id, salt: salt, opsLimit: ops, memLimit: mem, sealedKey: sealed, endsOn: endsOn))
        }
        var baseRevision: Int64?
        if let value = object["base_revision"] {
            guard formatVersion >= 3 else { throw field("'base_revision' (a viewer update) needs format version 3 or later") }
            guard case .int(let base) = value, base >= 1, base < revision else {
                throw field("'base_revision' must be an integer from 1 to 'revision' − 1")
            }
            baseRevision = base
        }
        guard ViewerCrypto.verify(signature, signingMessage(object), publicKey: publicKey) else {
            throw .bundle(.signature, "the manifest's signature does not verify with its public key \(keyID)")
        }
        return ViewerFields(dossierID: dossierID, revision: revision, publicKey: publicKey, recipients: recipients, keyCheck: keyCheck, signature: signature,
                            baseRevision: baseRevision)
    }
}
