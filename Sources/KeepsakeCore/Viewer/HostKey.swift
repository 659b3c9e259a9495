extension Store {
    /// Supplies the key the centre's Ed25519 secret key is kept sealed under in this store
    /// (FORMAT.md 9.2): 32 bytes the host keeps outside the store (the iOS keychain, a key file
    /// on a server), never written by the library. Creating the centre key and signing viewer
    /// bundles need it. A store whose key is still plain (made before store schema 10) has it
    /// sealed now: the sealed key is written and the plain one overwritten in one transaction,
    /// then checkpointed out of the write-ahead log (`secure_delete`), so no store file keeps it.
    ///
    /// ```swift
    /// try store.setHostKey(keyFromKeychain)
    /// ```
    /// - Parameter key: 32 bytes.
    /// - Throws: `.invalidArgument` for a key of another size; `.authenticationFailed` when the
    ///   store's sealed key does not open with `key` (nothing is changed, and the key is not
    ///   kept); the database's errors.
    public func setHostKey(_ key: [UInt8]) throws(KeepsakeError) {
        guard key.count == ViewerCrypto.hostKeyBytes else {
            throw .invalidArgument("the host key is \(key.count) bytes; it must be \(ViewerCrypto.hostKeyBytes)")
        }
        let check: (Database) throws(KeepsakeError) -> CentreKey.Stored? = { (db) throws(KeepsakeError) -> CentreKey.Stored? in
            guard let stored = try CentreKey.load(in: db) else { return nil }
            if stored.sealedSecret != nil { _ = try stored.secretKey(hostKey: key) }
            return stored
        }
        if isReadOnly {
            // Nothing can be sealed here: the sealed key is only checked (a read of the store,
            // as describing it is), and a plain one stays until a writable open.
            _ = try read(.describeStore, check)
        } else {
            try write(.supplyHostKey) { (db) throws(KeepsakeError) in
                guard let stored = try check(db), stored.plainSecret != nil else { return }
                try stored.seal(hostKey: key, in: db)
                try eraseAfterCommit(removing: [], in: db)
            }
        }
        hostKey.withLock { $0 = key }
    }
}
