/// A relative's viewer key (FORMAT.md R54) as a centre's store keeps it: the public key of the
/// pair derived from their username and password, with the salt and Argon2id parameters. Made
/// whenever the relative's password is set; the password and the secret key are never kept.
struct ViewerKey {
    let salt: [UInt8]
    let opsLimit: Int64
    let memLimit: Int64
    let publicKey: [UInt8]

    static func derive(usernameKey: String, password: [UInt8]) throws(KeepsakeError) -> ViewerKey {
        let salt = Random.bytes(ViewerCrypto.saltBytes)
        let pair = try ViewerCrypto.deriveKeyPair(usernameKey: usernameKey, password: password, salt: salt,
                                                  opsLimit: ViewerCrypto.opsLimit, memLimit: ViewerCrypto.memLimit)
        return ViewerKey(salt: salt, opsLimit: ViewerCrypto.opsLimit, memLimit: ViewerCrypto.memLimit, publicKey: pair.publicKey)
    }

    func save(accountID: String, now: String, in db: Database) throws(KeepsakeError) {
        try db.run("""
            INSERT INTO viewer_keys (account_id, salt, opslimit, memlimit, public_key, set_at) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (account_id) DO UPDATE SET salt = excluded.salt, opslimit = excluded.opslimit,
              memlimit = excluded.memlimit, public_key = excluded.public_key, set_at = excluded.set_at
            """, [.text(accountID), .blob(salt), .integer(opsLimit), .integer(memLimit), .blob(publicKey), .text(now)])
    }
}
