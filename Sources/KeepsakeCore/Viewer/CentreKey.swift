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

    /// The stored key: its public half, and its secret half either sealed under the host's key
    /// (`sealed`) or, in a store the host has not given its key to yet, plain.
    struct Stored {
        let key: CentreKey
        let plainSecret: [UInt8]?
        let sealedSecret: [UInt8]?
    }

    static func load(in db: Database) throws(KeepsakeError) -> Stored? {
        guard let row = try db.record("SELECT public_key, secret_key, sealed_secret_key, created_at FROM centre_key WHERE id = 1") else { return nil }
        let key = CentreKey(publicKey: try row.blob("public_key"), createdAt: try Instant.stored(try row.text("created_at"), "created_at"))
        if case .blob(let sealed) = try row.value("sealed_secret_key") {
            return Stored(key: key, plainSecret: nil, sealedSecret: sealed)
        }
        return Stored(key: key, plainSecret: try row.blob("secret_key"), sealedSecret: nil)
    }

    /// The message of a store asked to sign without the host's key.
    static let hostKeyMissing = "the centre's signing key is kept sealed under the host's key, which this process has not supplied: give it first (Store.setHostKey, ks_store_set_host_key, Store.set_host_key in Python, KEEPSAKE_HOST_KEY_FILE or KEEPSAKE_HOST_KEY for the CLI)"

}

extension CentreKey {
    /// The message of a host key that does not open the sealed centre key.
    static let wrongHostKey = "the host key does not open the centre's sealed signing key (another key, or the store of another host); nothing was changed"
}

extension CentreKey.Stored {
    /// The centre's secret key, opened with `hostKey`.
    /// - Throws: `.permissionDenied` without a host key; `.authenticationFailed` for a host key
    ///   that does not open the sealed key.
    func secretKey(hostKey: [UInt8]?) throws(KeepsakeError) -> [UInt8] {
        guard let hostKey else { throw .permissionDenied(CentreKey.hostKeyMissing) }
        if let plainSecret { return plainSecret }
        guard let sealedSecret, let secret = ViewerCrypto.openCentreSecret(sealedSecret, publicKey: key.publicKey, hostKey: hostKey) else {
            throw .authenticationFailed(CentreKey.wrongHostKey)
        }
        return secret
    }

    /// Seals a plain secret key under `hostKey` in place: `sealed_secret_key` written and the
    /// plain key overwritten by zeros in the same transaction (`secure_delete` overwrites the
    /// old cell; `Store.eraseAfterCommit` checkpoints it out of the write-ahead log).
    func seal(hostKey: [UInt8], in db: Database) throws(KeepsakeError) {
        guard let plainSecret else { return }
        let sealed = try ViewerCrypto.sealCentreSecret(plainSecret, publicKey: key.publicKey, hostKey: hostKey)
        try db.run("UPDATE centre_key SET secret_key = zeroblob(64), sealed_secret_key = ? WHERE id = 1", [.blob(sealed)])
    }
}

extension Session {
    /// Creates the centre's signing key, its secret half sealed under the host's key
    /// (`Store.setHostKey`; FORMAT.md 9.2). Owner and staff; once per store.
    ///
    /// - Throws: `.permissionDenied` before the host has supplied its key; `.alreadyExists`
    ///   when the store has one (a new key would break every relative's pin: their devices
    ///   refuse bundles signed by another key).
    public func createCentreKey(now: Instant) throws(KeepsakeError) -> CentreKey {
        try precheck(.createCentreKey)
        guard let hostKey = store.hostKey.withLock({ $0 }) else { throw .permissionDenied(CentreKey.hostKeyMissing) }
        let pair = try ViewerCrypto.signingKeyPair()
        let sealed = try ViewerCrypto.sealCentreSecret(pair.secretKey, publicKey: pair.publicKey, hostKey: hostKey)
        return try write(.createCentreKey) { (db) throws(KeepsakeError) -> CentreKey in
            if try CentreKey.load(in: db) != nil {
                throw .alreadyExists("the store has a centre key already; relatives' devices trust it, so it is never replaced")
            }
            try Tables.centreKey.insert(["id": .integer(1), "public_key": .blob(pair.publicKey), "secret_key": .blob([UInt8](repeating: 0, count: 64)),
                                         "sealed_secret_key": .blob(sealed), "created_at": .text(now.rfc3339)], in: db)
            return CentreKey(publicKey: pair.publicKey, createdAt: now)
        }
    }

    /// The centre's public key and fingerprint. Owner and staff.
    /// - Throws: `.notFound` when the store has no centre key yet.
    public func centreKey() throws(KeepsakeError) -> CentreKey {
        try read(.readCentreKey) { (db) throws(KeepsakeError) -> CentreKey in
            guard let stored = try CentreKey.load(in: db) else { throw .notFound("the store has no centre key; create one first") }
            return stored.key
        }
    }
}
