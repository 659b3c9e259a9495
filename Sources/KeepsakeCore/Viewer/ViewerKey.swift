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
        try Tables.viewerKeys.upsert(["account_id": .text(accountID), "salt": .blob(salt), "opslimit": .integer(opsLimit),
                                      "memlimit": .integer(memLimit), "public_key": .blob(publicKey), "set_at": .text(now)], in: db)
    }
}
