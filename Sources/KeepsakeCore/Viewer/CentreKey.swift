/// The centre's signing key (FORMAT.md section 15): an Ed25519 key pair kept in the centre's
/// store. Its public key and its fingerprint may be shown to anyone; the secret key never
/// leaves the store and never goes into a bundle.
public struct CentreKey: Hashable, Sendable, Codable {
    /// The Ed25519 public key, 32 bytes; every viewer bundle of the centre carries it.
    public let publicKey: [UInt8]
    /// When the key was created (its text as the host gave it).
    public let createdAt: Instant

    /// The first 16 hex digits of the SHA-256 of the public key (R52).
    public var keyID: String { (try? ViewerCrypto.keyID(publicKey)) ?? "" }
    /// The key's 128-bit fingerprint (R72), as staff show it and relatives compare it:
    /// `fe81-2c12-f3ab-4ce6-ac5d-b69a-c352-f906`.
    public var fingerprint: String { ViewerCrypto.fingerprint(publicKey: publicKey) }

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        ["public_key": .string(Hex.encode(publicKey)), "key_id": .string(keyID), "fingerprint": .string(fingerprint),
         "created_at": .string(createdAt.rfc3339)]
    }

    static func load(in db: Database) throws(KeepsakeError) -> (CentreKey, secretKey: [UInt8])? {
        guard let row = try db.record("SELECT public_key, secret_key, created_at FROM centre_key WHERE id = 1") else { return nil }
        return (CentreKey(publicKey: try row.blob("public_key"), createdAt: try Instant.stored(try row.text("created_at"), "created_at")), try row.blob("secret_key"))
    }
}

extension Session {
    /// Creates the centre's signing key. Owner and staff; once per store.
    ///
    /// - Throws: `.alreadyExists` when the store has one (a new key would break every
    ///   relative's pin: their devices refuse bundles signed by another key).
    public func createCentreKey(now: Instant) throws(KeepsakeError) -> CentreKey {
        let pair = try ViewerCrypto.signingKeyPair()
        return try write(.createCentreKey) { (db) throws(KeepsakeError) -> CentreKey in
            if try CentreKey.load(in: db) != nil {
                throw .alreadyExists("the store has a centre key already; relatives' devices trust it, so it is never replaced")
            }
            try Tables.centreKey.insert(["id": .integer(1), "public_key": .blob(pair.publicKey), "secret_key": .blob(pair.secretKey),
                                         "created_at": .text(now.rfc3339)], in: db)
            return CentreKey(publicKey: pair.publicKey, createdAt: now)
        }
    }

    /// The centre's public key and fingerprint. Owner and staff.
    /// - Throws: `.notFound` when the store has no centre key yet.
    public func centreKey() throws(KeepsakeError) -> CentreKey {
        try read(.readCentreKey) { (db) throws(KeepsakeError) -> CentreKey in
            guard let (key, _) = try CentreKey.load(in: db) else { throw .notFound("the store has no centre key; create one first") }
            return key
        }
    }
}
