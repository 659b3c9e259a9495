/// Every domain call acts as someone: a session is the store seen by one actor. Domain
/// operations are methods of `Session` (here and in extensions per record kind), so none can
/// be called without saying who acts, and each reaches the database only through the session's
/// unit of work (`read`/`write`), which checks the session and the permission inside the same
/// transaction as the work.
///
/// Besides the errors each call lists, every call may throw:
/// - `.permissionDenied` when the session's role does not hold the call's `Permission`;
/// - `.authenticationFailed` when the session has ended (signed out, revoked by a password
///   change or reset, its account deleted);
/// - `.readOnly` for a change to a store opened read-only or to a viewer copy of a dossier;
/// - `.busy` while the store is suspended or another connection holds it past the timeout;
/// - `.io`, `.noSpace` or `.corruptStore` when the file system or the store's files fail.
///
/// A call that throws has changed nothing: each change is one transaction, committed before
/// the call returns.
public final class Session: @unchecked Sendable {
    /// The store the session reads and changes.
    public let store: Store
    /// Who the session acts as; the permission table decides what that role may do.
    public let actor: Actor
    let principal: Principal

    /// How the session was opened, which decides how the policy checks that it still holds.
    enum Principal: Sendable {
        /// The implicit owner of a store without accounts.
        case implicitOwner
        /// A signed-in account; its row in `account_sessions`.
        case signedIn(sessionID: String)
        /// An account signed in to a store opened read-only, where no session row can be kept.
        case unrecorded(accountID: String)
        /// A relative reading a dossier opened from a viewer bundle on this device: that
        /// dossier and nothing else, and nothing changed.
        case viewer(ViewerGrant)
    }

    init(store: Store, actor: Actor, principal: Principal) {
        self.store = store
        self.actor = actor
        self.principal = principal
    }

    /// The signed-in session's row in `account_sessions`, if any.
    var sessionID: String? {
        if case .signedIn(let id) = principal { return id }
        return nil
    }

    var viewer: ViewerGrant? {
        if case .viewer(let grant) = principal { return grant }
        return nil
    }

    /// Who the session is: `{"account_id":…,"role":…,"username":…,"display_name":…}` (the
    /// last two null for the implicit owner).
    public func info() throws(KeepsakeError) -> JSONValue {
        try read(.describeSession) { (db) throws(KeepsakeError) -> JSONValue in
            if let viewer {
                return ["role": .string(actor.role.rawValue), "account_id": .null, "username": .string(viewer.username),
                        "display_name": .string(viewer.username), "viewer_dossier_id": .string(viewer.dossierID)]
            }
            if let id = actor.accountID, let account = try AccountTable.find(id: id, in: db) {
                return ["role": .string(account.role.rawValue), "account_id": .string(account.id),
                        "username": .string(account.username), "display_name": .string(account.displayName)]
            }
            return ["role": .string(actor.role.rawValue), "account_id": actor.accountID.map { .string($0) } ?? .null,
                    "username": .null, "display_name": .null]
        }
    }

    static func requireInstant(_ value: String, _ name: String) throws(KeepsakeError) {
        guard Validation.isInstant(value) else {
            throw .invalidArgument("\(name) \(quoted: value) is not an RFC 3339 instant such as 2026-11-30T09:00:00Z")
        }
    }
}
