/// What each role may do is decided here, inside the core, for every call.
///
/// - owner: everything in a personal store.
/// - staff: records, media, bundles; creating staff and relative accounts.
/// - relative: nothing but viewing the patients linked to them while the link is valid.
extension Session {
    /// Checks that the session is still valid (not signed out or revoked, its account still
    /// there, and for the implicit owner that the store still has no accounts) and that its
    /// role is one of `roles`. Runs with the store's connection held.
    func authorize(_ db: Database, _ what: String, roles: Set<Actor.Role>) throws(KeepsakeError) {
        if let viewer {
            // A viewer session reads its dossier while the device keeps it; it changes nothing.
            try viewer.check(db)
            guard roles.contains(.relative) else {
                throw .readOnly("cannot \(what): a dossier opened from a viewer bundle is read-only")
            }
            return
        }
        if let sessionID {
            let rows = try db.rows("""
                SELECT s.revoked_at FROM account_sessions s JOIN accounts a ON a.id = s.account_id
                WHERE s.id = ?
                """, [.text(sessionID)])
            guard let row = rows.first else {
                throw .authenticationFailed("the session's account was deleted; sign in again")
            }
            guard row.first == .null else {
                throw .authenticationFailed("the session was signed out or revoked; sign in again")
            }
        } else if try db.integer("SELECT count(*) FROM accounts") > 0 {
            throw .authenticationFailed("this store has accounts now; sign in with a username and password")
        }
        guard roles.contains(actor.role) else {
            let reason = actor.role == .relative ? "relatives may only view their own patient" : "the \(actor.role.rawValue) role may not do this"
            throw .permissionDenied("cannot \(what): \(reason)")
        }
    }

    /// Refuses a change when the store is read-only or the actor may not make it.
    func requireWrite(_ what: String, roles: Set<Actor.Role> = [.owner, .staff]) throws(KeepsakeError) {
        if viewer != nil { throw .readOnly("cannot \(what): a dossier opened from a viewer bundle is read-only") }
        if store.isReadOnly { throw .readOnly("cannot \(what): the store was opened read-only") }
        try store.withDatabase { (db) throws(KeepsakeError) in try authorize(db, what, roles: roles) }
    }

    /// Refuses a read the actor may not make.
    func requireRead(_ what: String, roles: Set<Actor.Role> = [.owner, .staff]) throws(KeepsakeError) {
        try store.withDatabase { (db) throws(KeepsakeError) in try authorize(db, what, roles: roles) }
    }
}
