/// The `accounts` table.
enum AccountTable {
    static func find(id: String, in db: Database) throws(KeepsakeError) -> Account? {
        try Account.fetchOne(db, key: .text(id))
    }

    static func find(usernameKey: String, in db: Database) throws(KeepsakeError) -> (Account, String)? {
        guard let row = try db.record(Tables.accounts.selectSQL(.newestStore) + " WHERE username_key = ?", [.text(usernameKey)]) else { return nil }
        return (try Account(row: row), try row.text("password_hash"))
    }

    static func passwordHash(id: String, in db: Database) throws(KeepsakeError) -> String? {
        if case .text(let hash)? = try db.scalar("SELECT password_hash FROM accounts WHERE id = ?", [.text(id)]) { return hash }
        return nil
    }

    static func count(roles: [Identity.Role], in db: Database) throws(KeepsakeError) -> Int64 {
        let list = roles.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        return try db.integer("SELECT count(*) FROM accounts WHERE role IN (\(list))")
    }
}

/// Managing accounts. Who may do what (the permission table, `Permission`, and the finer
/// rules of `AccessPolicy`):
/// - a store without accounts: its implicit owner creates the first account, an owner or staff;
/// - owner: creates, lists, resets and deletes any account;
/// - staff: creates staff and relative accounts, lists accounts, resets, links and deletes
///   relatives, and deletes their own account; never another staff member's or an owner's;
/// - relative: changes their own password, nothing else.
extension Session {
    /// Creates an account with `password`, hashed with Argon2id.
    public func createAccount(_ new: NewAccount, password: String, now: Instant) throws(KeepsakeError) -> Account {
        let now = now.rfc3339
        let username = try Username.normalize(new.username)
        let display = new.displayName.trimmingSpaces
        guard (1...200).contains(display.count) else { throw .invalidArgument("a display name has 1 to 200 characters") }
        let passwordBytes = try PasswordHasher.normalize(password)
        let hash = try PasswordHasher.hash(passwordBytes)
        // A relative's viewer key pair (FORMAT.md R54): only its public key and salt are kept.
        let viewerKey = new.role == .relative ? try ViewerKey.derive(usernameKey: Username.key(username), password: passwordBytes) : nil
        return try write(.createAccount) { (db) throws(KeepsakeError) -> Account in
            let first = try db.integer("SELECT count(*) FROM accounts") == 0
            if first && new.role == .relative {
                throw .invalidArgument("the first account of a store is an owner or staff, who can then add relatives")
            }
            try AccessPolicy.requireCreate(self, role: new.role)
            let key = Username.key(username)
            guard try AccountTable.find(usernameKey: key, in: db) == nil else {
                throw .alreadyExists("the username \(quoted: username) is taken")
            }
            let id = Random.uuid()
            try Tables.accounts.insert(["id": .text(id), "username": .text(username), "username_key": .text(key), "display_name": .text(display),
                                        "role": .text(new.role.rawValue), "password_hash": .text(hash), "created_at": .text(now)], in: db)
            try viewerKey?.save(accountID: id, now: now, in: db)
            if first, case .implicitOwner = principal {
                // The implicit owner becomes this account: their personal log goes with them.
                try db.run("UPDATE mood_days SET account_id = ? WHERE account_id = ''", [.text(id)])
            }
            guard let account = try AccountTable.find(id: id, in: db) else { throw .internalError("a new account vanished") }
            return account
        }
    }

    /// Every account, by username. Owner and staff only (`Permission.listAccounts`).
    public func listAccounts() throws(KeepsakeError) -> [Account] {
        try read(.listAccounts) { (db) throws(KeepsakeError) -> [Account] in
            try Account.fetchAll(db, orderBy: "username_key")
        }
    }

    /// Changes the signed-in account's own password. Needs the current one; ends every other
    /// session of the account (remembered tokens included).
    public func changePassword(old: String, new: String, now: Instant) throws(KeepsakeError) {
        let now = now.rfc3339
        if viewer != nil { throw .readOnly("cannot change the password: a viewer session's password is the centre's to reset") }
        guard let accountID = actor.accountID, let sessionID else {
            throw .invalidArgument("the implicit owner has no password; create an account first")
        }
        let newBytes = try PasswordHasher.normalize(new)
        let oldBytes = old._nfcCodeUnits
        // Hashing takes long: the new hash is made outside the unit of work, and the old one is
        // checked again inside it, so a password changed meanwhile is not overwritten.
        let hash = try PasswordHasher.hash(newBytes)
        let (stored, account) = try read(.describeSession) { (db) throws(KeepsakeError) -> (String, Account) in
            guard let hash = try AccountTable.passwordHash(id: accountID, in: db), let account = try AccountTable.find(id: accountID, in: db) else {
                throw .authenticationFailed("the account no longer exists")
            }
            return (hash, account)
        }
        guard PasswordHasher.verify(oldBytes, against: stored) else {
            throw .authenticationFailed("the current password is wrong")
        }
        let viewerKey = account.role == .relative ? try ViewerKey.derive(usernameKey: Username.key(account.username), password: newBytes) : nil
        try write(.changeOwnPassword) { (db) throws(KeepsakeError) in
            guard try AccountTable.passwordHash(id: accountID, in: db) == stored else {
                throw .busy("the password was changed at the same time by another session; try again")
            }
            try db.run("UPDATE accounts SET password_hash = ? WHERE id = ?", [.text(hash), .text(accountID)])
            try viewerKey?.save(accountID: accountID, now: now, in: db)
            try db.run("UPDATE account_sessions SET revoked_at = ? WHERE account_id = ? AND id <> ? AND revoked_at IS NULL",
                       [.text(now), .text(accountID), .text(sessionID)])
        }
    }

    /// Sets another account's password (staff for relatives, owners for anyone) and ends all of
    /// that account's sessions.
    public func resetPassword(accountID: String, newPassword: String, now: Instant) throws(KeepsakeError) {
        let now = now.rfc3339
        let bytes = try PasswordHasher.normalize(newPassword)
        guard accountID != actor.accountID else {
            throw .invalidArgument("to change your own password, give the current one (change password)")
        }
        let target = try managedAccount(accountID, "reset the password of")
        let hash = try PasswordHasher.hash(bytes)
        let viewerKey = target.role == .relative ? try ViewerKey.derive(usernameKey: Username.key(target.username), password: bytes) : nil
        try managingAccount(target.id, "reset the password of") { (db, _) throws(KeepsakeError) in
            try db.run("UPDATE accounts SET password_hash = ? WHERE id = ?", [.text(hash), .text(target.id)])
            try viewerKey?.save(accountID: target.id, now: now, in: db)
            try db.run("UPDATE account_sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL",
                       [.text(now), .text(target.id)])
        }
    }

    /// Deletes an account with its sessions and links, and the account's own data: its mood
    /// year and its routine (with the routine's slots, answers, check-ins, notes and ratings),
    /// which are keyed by the account's id without a foreign key (the implicit owner's rows use
    /// ''). `secure_delete` and the checkpoint after the commit leave none of their text in the
    /// store's files. The last owner or staff account cannot be deleted (nobody could manage the
    /// store afterwards).
    /// - Throws: `.invalidArgument` for an id that is not a UUID; `.notFound` for an unknown
    ///   account; `.permissionDenied` for an account the session may not manage (staff manage
    ///   relatives and themselves, owners everyone) or for the last owner or staff account.
    public func deleteAccount(id: String) throws(KeepsakeError) {
        try managingAccount(id, "delete") { (db, target) throws(KeepsakeError) in
            try AccessPolicy.requireAnotherManager(besides: target, in: db)
            try db.run("DELETE FROM mood_days WHERE account_id = ?", [.text(target.id)])
            try db.run("DELETE FROM routines WHERE account_id = ?", [.text(target.id)])
            try Tables.accounts.delete(key: ["id": .text(target.id)], in: db)
            try store.eraseAfterCommit(removing: [], in: db)
        }
    }

    /// The account `id` as the session may manage it, read for work done outside a unit of work
    /// (hashing); the work itself checks again through `managingAccount`.
    private func managedAccount(_ id: String, _ what: String) throws(KeepsakeError) -> Account {
        guard Validation.isUUID(id) else { throw .invalidArgument("\(quoted: id) is not an account id (a lowercase UUID)") }
        return try read(.listAccounts) { (db) throws(KeepsakeError) -> Account in
            guard let target = try AccountTable.find(id: id, in: db) else { throw .notFound("no account with id \(id)") }
            try AccessPolicy.requireManage(self, target, what)
            return target
        }
    }

    /// Runs `body` in a write unit of work holding `.manageAccount`, with account `id` once the
    /// policy lets the session manage it.
    private func managingAccount<T>(_ id: String, _ what: String, _ body: (Database, Account) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        guard Validation.isUUID(id) else { throw .invalidArgument("\(quoted: id) is not an account id (a lowercase UUID)") }
        return try write(.manageAccount) { (db) throws(KeepsakeError) -> T in
            guard let target = try AccountTable.find(id: id, in: db) else { throw .notFound("no account with id \(id)") }
            try AccessPolicy.requireManage(self, target, what)
            return try body(db, target)
        }
    }

    // MARK: - Relatives' links

    /// Lets relative `accountID` view patient `patientID`, until `endsOn` (inclusive) or
    /// without end. Linking again replaces the end date.
    public func linkRelative(accountID: String, patientID: String, endsOn: CivilDate?, now: Instant) throws(KeepsakeError) {
        let now = now.rfc3339
        guard Validation.isUUID(patientID) else { throw .invalidArgument("\(quoted: patientID) is not a patient id (a lowercase UUID)") }
        try managingAccount(accountID, "link") { (db, target) throws(KeepsakeError) in
            guard target.role == .relative else { throw .invalidArgument("only relative accounts are linked to patients") }
            try Tables.relativeLinks.upsert(["account_id": .text(target.id), "patient_id": .text(patientID),
                                             "ends_on": endsOn.map { .text($0.description) } ?? .null, "created_at": .text(now)], keeping: ["created_at"], in: db)
        }
    }

    /// Removes a relative's link to a patient.
    /// - Throws: `.notFound` for an unknown account or when the relative is not linked to the
    ///   patient; `.permissionDenied` when the session may not manage that account.
    public func unlinkRelative(accountID: String, patientID: String) throws(KeepsakeError) {
        try managingAccount(accountID, "unlink") { (db, target) throws(KeepsakeError) in
            try db.run("DELETE FROM relative_links WHERE account_id = ? AND patient_id = ?", [.text(target.id), .text(patientID)])
            guard db.changes > 0 else { throw .notFound("relative \(target.id) is not linked to patient \(patientID)") }
        }
    }

    /// The links of relative `accountID`; a relative may read their own.
    /// - Throws: `.invalidArgument` for an id that is not a UUID; `.permissionDenied` when a
    ///   relative asks for another account's links.
    public func relativeLinks(accountID: String) throws(KeepsakeError) -> [RelativeLink] {
        guard Validation.isUUID(accountID) else { throw .invalidArgument("\(quoted: accountID) is not an account id (a lowercase UUID)") }
        return try read(actor.accountID == accountID ? .readOwnLinks : .readLinks) { (db) throws(KeepsakeError) -> [RelativeLink] in
            try db.records("SELECT patient_id, ends_on FROM relative_links WHERE account_id = ? ORDER BY patient_id", [.text(accountID)])
                .map { (row) throws(KeepsakeError) in
                    RelativeLink(accountID: accountID, patientID: try row.text("patient_id"), endsOn: try row.optionalText("ends_on").map { (d) throws(KeepsakeError) in try CivilDate.stored(d, "ends_on") })
                }
        }
    }

    /// Checks that the actor may view patient `patientID` on civil day `today` (the rule of
    /// `AccessPolicy.requireView`: owners and staff always, relatives while linked and the link
    /// has not ended).
    public func requireView(patientID: String, today: CivilDate) throws(KeepsakeError) {
        try read(.viewPatients) { (db) throws(KeepsakeError) in
            try AccessPolicy.requireView(self, patientID: patientID, today: today, in: db)
        }
    }
}

extension String {
    /// The string without leading and trailing white space.
    var trimmingSpaces: String {
        let scalars = unicodeScalars.drop(while: { $0.properties.isWhitespace })
        return String(String.UnicodeScalarView(scalars.reversed().drop(while: { $0.properties.isWhitespace }).reversed()))
    }

    /// The longest prefix of whole characters (grapheme clusters) with at most `limit` Unicode
    /// scalar values, the unit FORMAT.md counts texts in.
    func prefix(scalars limit: Int) -> String {
        var count = 0
        var out = ""
        for character in self {
            count += character.unicodeScalars.count
            if count > limit { break }
            out.append(character)
        }
        return out
    }
}
