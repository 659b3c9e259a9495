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
    public let actor: Identity
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

    /// What a viewer session reads: the one dossier a relative opened from a viewer bundle on
    /// this device (FORMAT.md R58). Whether the relative may still view it is
    /// `AccessPolicy.requireView`'s one rule (`RelativeAccess`).
    struct ViewerGrant: Sendable {
        let dossierID: String
        let username: String
        let usernameKey: String

        /// The grant still holds: the device keeps the dossier, for this relative.
        func check(_ db: Database) throws(KeepsakeError) {
            guard case .text(let key)? = try db.scalar("SELECT username_key FROM viewer_dossiers WHERE dossier_id = ?", [.text(dossierID)]) else {
                throw .authenticationFailed("the viewer dossier \(dossierID) is no longer on this device; open its bundle again")
            }
            guard key == usernameKey else {
                throw .authenticationFailed("the viewer dossier \(dossierID) was opened by another relative since; sign in again")
            }
        }
    }

    init(store: Store, actor: Identity, principal: Principal) {
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

    /// Who the session is: its role, account and names (none for the implicit owner), and the
    /// dossier of a viewer session.
    ///
    /// - Throws: `KeepsakeError` when the store cannot be read.
    public func info() throws(KeepsakeError) -> SessionInfo {
        try read(.describeSession) { (db) throws(KeepsakeError) -> SessionInfo in
            if let viewer {
                return SessionInfo(role: actor.role, accountID: nil, username: viewer.username, displayName: viewer.username,
                                   viewerDossierID: viewer.dossierID)
            }
            if let id = actor.accountID, let account = try AccountTable.find(id: id, in: db) {
                return SessionInfo(role: account.role, accountID: account.id, username: account.username,
                                   displayName: account.displayName, viewerDossierID: nil)
            }
            return SessionInfo(role: actor.role, accountID: actor.accountID, username: nil, displayName: nil, viewerDossierID: nil)
        }
    }
}

/// Who a session is (`Session.info()`).
public struct SessionInfo: Sendable, Hashable, Codable {
    /// The session's role.
    public let role: Identity.Role
    /// The signed-in account's id; nil for the implicit owner and viewer sessions.
    public let accountID: String?
    /// The account's (or the viewer's) username; nil for the implicit owner.
    public let username: String?
    /// The name shown for the session; nil for the implicit owner.
    public let displayName: String?
    /// The dossier a viewer session opens; nil for other sessions.
    public let viewerDossierID: String?

    enum CodingKeys: String, CodingKey {
        case role, accountID = "account_id", username, displayName = "display_name", viewerDossierID = "viewer_dossier_id"
    }

    /// `{"account_id","display_name","role","username"}`, plus `viewer_dossier_id` for a viewer.
    package var json: JSONValue {
        var o: [String: JSONValue] = ["role": .string(role.rawValue), "account_id": accountID.map { .string($0) } ?? .null,
                                      "username": username.map { .string($0) } ?? .null,
                                      "display_name": displayName.map { .string($0) } ?? .null]
        if let viewerDossierID { o["viewer_dossier_id"] = .string(viewerDossierID) }
        return .object(o)
    }
}
