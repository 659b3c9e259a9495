/// Sign-in, remembered sign-in and sign-out.
///
/// Failed sign-ins are counted per username (existing or not, so the counter says nothing
/// about which names exist), in the store, so a restart does not reset them:
/// - failures 1 to 4: no wait;
/// - failures 5 to 9: the next attempt must wait 30 s × 2^(failures − 5) after the last failure
///   (30 s, 1 min, 2 min, 4 min, 8 min);
/// - 10 failures or more: the username is locked for one hour after the last failure.
/// While a username waits, sign-in is refused with `.locked` without looking at the password.
/// A successful sign-in clears the count.
public enum SignInPolicy {
    /// Failures that cost no wait: the fifth failure in a row starts the waits.
    public static let freeAttempts: Int64 = 4
    /// Failures in a row after which the username is locked for `lockSeconds`.
    public static let lockAfter: Int64 = 10
    /// How long, in seconds, a locked username waits after its last failure (one hour).
    public static let lockSeconds: Int64 = 3600
    /// Remembered tokens expire 30 days after they are issued (each resume issues a new one).
    public static let tokenLifetimeSeconds: Int64 = 30 * 86_400

    /// How long after the last failure the next attempt must wait.
    public static func wait(afterFailures failures: Int64) -> Int64 {
        if failures <= freeAttempts { return 0 }
        if failures >= lockAfter { return lockSeconds }
        return 30 << (failures - freeAttempts - 1)
    }
}

extension Store {
    /// Signs in with a username and password.
    ///
    /// ```swift
    /// let (session, token) = try store.signIn(username: "ana", password: pw, now: now, remember: true)
    /// // keep `token` in the keychain; later: try store.resume(token: token, now: later)
    /// ```
    /// - Returns: the session, and with `remember` a token for `resume` (shown only now; the
    ///   store keeps its SHA-256).
    /// - Throws: `.authenticationFailed` for an unknown username or a wrong password (the same
    ///   message, in about the same time); `.locked` while the username waits after failures.
    public func signIn(username: String, password: String, now: Instant, remember: Bool) throws(KeepsakeError) -> (Session, String?) {
        let nowInstant = now
        let now = now.rfc3339
        // A name that breaks the username rules cannot belong to an account: refused before
        // anything is stored or hashed (no failure row for arbitrary input).
        let key = Username.key(try Username.normalize(username))
        let passwordBytes = password._nfcCodeUnits
        if isReadOnly {
            return (try signInUnrecorded(usernameKey: key, password: passwordBytes), nil)
        }
        // 1. Throttle: the lockout is read and this attempt counted as a failure in one write
        //    unit of work, before any password work, so a burst of attempts (threads or
        //    processes) gets no more password checks than the policy allows.
        let found = try write(.signIn) { (db) throws(KeepsakeError) -> (Account, String)? in
            if let row = try db.record("SELECT failures, last_failure_at FROM sign_in_failures WHERE username_key = ?", [.text(key)]),
               case let failures = try row.integer("failures"), let lastInstant = Instant(try row.text("last_failure_at")) {
                let until = lastInstant.adding(seconds: SignInPolicy.wait(afterFailures: failures))
                if nowInstant < until {
                    throw .locked("too many failed sign-ins for this username; try again after \(until.utcSecondsText)")
                }
            }
            try db.run("""
                INSERT INTO sign_in_failures (username_key, failures, last_failure_at) VALUES (?, 1, ?)
                ON CONFLICT (username_key) DO UPDATE SET failures = failures + 1, last_failure_at = excluded.last_failure_at
                """, [.text(key), .text(now)])
            return try AccountTable.find(usernameKey: key, in: db)
        }
        // 2. Verify; an unknown username is verified against a decoy hash, so it takes as long.
        let matches = PasswordHasher.verify(passwordBytes, against: found?.1 ?? PasswordHasher.decoy)
        guard let (account, hash) = found, matches else {
            throw .authenticationFailed("wrong username or password")
        }
        // 3. Upgrade a hash made with older parameters while the password is at hand.
        let upgraded = PasswordHasher.needsRehash(hash) ? try PasswordHasher.hash(passwordBytes) : nil
        let token = remember ? SessionToken.make() : nil
        let sessionID = Random.uuid()
        let tokenHash: SQLValue = token == nil ? .null : .text(try SessionToken.hash(token ?? ""))
        try write(.signIn) { (db) throws(KeepsakeError) in
            guard try AccountTable.passwordHash(id: account.id, in: db) == hash else {
                throw .authenticationFailed("the account's password changed during sign-in; sign in again")
            }
            try db.run("DELETE FROM sign_in_failures WHERE username_key = ?", [.text(key)])
            if let upgraded {
                try db.run("UPDATE accounts SET password_hash = ? WHERE id = ?", [.text(upgraded), .text(account.id)])
            }
            try Tables.accountSessions.insert(["id": .text(sessionID), "account_id": .text(account.id), "token_hash": tokenHash, "created_at": .text(now),
                                               "expires_at": token == nil ? .null : .text(nowInstant.adding(seconds: SignInPolicy.tokenLifetimeSeconds).utcSecondsText)],
                                              in: db)
        }
        return (Session(store: self, actor: Identity(role: account.role, accountID: account.id), principal: .signedIn(sessionID: sessionID)), token)
    }

    /// Sign-in to a store opened read-only: the password is checked, but nothing can be
    /// recorded (no session row, no failure count, no remembered token). The session reads and
    /// exports what the account may; it lasts while the account exists.
    private func signInUnrecorded(usernameKey key: String, password: [UInt8]) throws(KeepsakeError) -> Session {
        let found = try read(.verifyCredentials) { (db) throws(KeepsakeError) in try AccountTable.find(usernameKey: key, in: db) }
        let matches = PasswordHasher.verify(password, against: found?.1 ?? PasswordHasher.decoy)
        guard let (account, _) = found, matches else { throw .authenticationFailed("wrong username or password") }
        return Session(store: self, actor: Identity(role: account.role, accountID: account.id), principal: .unrecorded(accountID: account.id))
    }

    /// Resumes a remembered sign-in: a session of the same sign-in, and the token to keep in
    /// place of `token`.
    ///
    /// The sign-in lives on through every resume, so sessions of it that are open elsewhere
    /// (the app, when its widget resumes from the shared Keychain item) go on working. Tokens
    /// rotate, keeping theft detectable without losing a login: `token` stays valid until a
    /// token issued after it is resumed (a crash before the new token reaches the Keychain
    /// loses nothing: the old one still works), and a token that comes back after a later one
    /// was resumed may have been copied, so the sign-in is revoked on every device. Read the
    /// token from the Keychain right before resuming and write the new one right after; never
    /// keep one in memory to resume later.
    ///
    /// ```swift
    /// let (session, next) = try store.resume(token: keychain.token, now: now)
    /// keychain.token = next
    /// ```
    /// - Throws: `.authenticationFailed` for a token that is unknown or expired;
    ///   `.sessionRevoked` for one of a sign-in that was signed out, revoked by a password
    ///   change or reset, or revoked now because a superseded token came back; `.readOnly` on
    ///   a store opened read-only.
    public func resume(token: String, now: Instant) throws(KeepsakeError) -> (Session, String) {
        let nowInstant = now
        let now = now.rfc3339
        if isReadOnly { throw .readOnly("cannot resume a sign-in: the store was opened read-only") }
        let hash = try SessionToken.hash(token)
        let next = SessionToken.make()
        let nextHash = try SessionToken.hash(next)
        let outcome = try write(.resumeSignIn) { (db) throws(KeepsakeError) -> ResumeOutcome in
            guard let found = try RememberedToken.find(hash: hash, in: db) else {
                throw .authenticationFailed("the remembered sign-in is not valid; sign in again")
            }
            guard let session = try db.record("SELECT account_id, revoked_at FROM account_sessions WHERE id = ?", [.text(found.sessionID)]) else {
                throw .authenticationFailed("the remembered sign-in is not valid; sign in again")
            }
            guard try session.optionalText("revoked_at") == nil else {
                throw .sessionRevoked("the remembered sign-in was signed out or revoked; sign in again")
            }
            if found.superseded {
                // Committed, then reported: the sign-in ends for the thief and the owner alike.
                try db.run("UPDATE account_sessions SET revoked_at = ? WHERE id = ?", [.text(now), .text(found.sessionID)])
                return .reused
            }
            guard let expires = found.expiresAt, let expiry = Instant(expires), nowInstant < expiry else {
                throw .authenticationFailed("the remembered sign-in has expired; sign in again")
            }
            guard let account = try AccountTable.find(id: try session.text("account_id"), in: db) else {
                throw .authenticationFailed("the remembered sign-in's account was deleted")
            }
            try RememberedToken.record(hash: hash, found, in: db)
            // The older tokens and the other ones of this generation (a resume that raced this
            // one) are used up now.
            try db.run("""
                UPDATE session_tokens SET superseded = 1
                WHERE session_id = ? AND superseded = 0 AND (generation < ? OR (generation = ? AND token_hash <> ?))
                """, [.text(found.sessionID), .integer(found.generation), .integer(found.generation), .text(hash)])
            try Tables.sessionTokens.insert(["token_hash": .text(nextHash), "session_id": .text(found.sessionID),
                                             "generation": .integer(found.generation + 1), "superseded": .integer(0),
                                             "expires_at": .text(nowInstant.adding(seconds: SignInPolicy.tokenLifetimeSeconds).utcSecondsText)],
                                            in: db)
            return .resumed(account, sessionID: found.sessionID)
        }
        switch outcome {
        case .reused:
            throw .sessionRevoked("this remembered sign-in token was used up by a later one and came back, so it may have been copied: the sign-in is revoked on every device; sign in again")
        case .resumed(let account, let sessionID):
            return (Session(store: self, actor: Identity(role: account.role, accountID: account.id), principal: .signedIn(sessionID: sessionID)), next)
        }
    }
}

/// What a resume's unit of work found.
private enum ResumeOutcome: Sendable {
    case resumed(Account, sessionID: String)
    /// A superseded token came back; the sign-in is revoked.
    case reused
}

/// A remembered sign-in's token as the store knows it: one a resume issued (`session_tokens`),
/// or the one the sign-in issued (`account_sessions.token_hash`, generation 0).
private struct RememberedToken {
    let sessionID: String
    let generation: Int64
    let superseded: Bool
    let expiresAt: String?
    /// Whether the token has its own row in `session_tokens` yet.
    let recorded: Bool

    static func find(hash: String, in db: Database) throws(KeepsakeError) -> RememberedToken? {
        if let row = try db.record("SELECT session_id, generation, superseded, expires_at FROM session_tokens WHERE token_hash = ?", [.text(hash)]) {
            return RememberedToken(sessionID: try row.text("session_id"), generation: try row.integer("generation"),
                                   superseded: try row.integer("superseded") != 0, expiresAt: try row.text("expires_at"), recorded: true)
        }
        if let row = try db.record("SELECT id, expires_at FROM account_sessions WHERE token_hash = ?", [.text(hash)]) {
            return RememberedToken(sessionID: try row.text("id"), generation: 0, superseded: false,
                                   expiresAt: try row.optionalText("expires_at"), recorded: false)
        }
        return nil
    }

    /// Gives the sign-in's own token a row, so a later resume can supersede it.
    static func record(hash: String, _ token: RememberedToken, in db: Database) throws(KeepsakeError) {
        guard !token.recorded, let expires = token.expiresAt else { return }
        try Tables.sessionTokens.insert(["token_hash": .text(hash), "session_id": .text(token.sessionID), "generation": .integer(0),
                                         "superseded": .integer(0), "expires_at": .text(expires)], in: db)
    }
}

extension Session {
    /// Signs out: the session and its remembered token stop working, here and everywhere.
    public func signOut(now: Instant) throws(KeepsakeError) {
        let now = now.rfc3339
        let sessionID: String
        switch principal {
        case .viewer: throw .readOnly("a viewer session records nothing to sign out of; close it")
        case .implicitOwner: throw .invalidArgument("the implicit owner does not sign out")
        case .unrecorded: throw .readOnly("a sign-in to a read-only store records nothing to sign out of; close the session")
        case .signedIn(let id): sessionID = id
        }
        try write(.signOut) { (db) throws(KeepsakeError) in
            try db.run("UPDATE account_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL", [.text(now), .text(sessionID)])
            guard db.changes > 0 else { throw .authenticationFailed("the session was already signed out or revoked") }
        }
    }
}
