/// Every domain call acts as someone: a session is the store seen by one actor. Domain
/// operations are methods of `Session` (here and in extensions per record kind), so none can
/// be called without saying who acts.
public final class Session: @unchecked Sendable {
    public let store: Store
    public let actor: Actor
    /// The signed-in session's row in `account_sessions`; nil for the implicit owner of a store
    /// without accounts.
    let sessionID: String?
    /// For a relative reading a dossier opened from a viewer bundle (Viewer/): which one. Such
    /// a session reads that dossier and nothing else, and changes nothing.
    let viewer: ViewerGrant?

    init(store: Store, actor: Actor, sessionID: String? = nil, viewer: ViewerGrant? = nil) {
        self.store = store
        self.actor = actor
        self.sessionID = sessionID
        self.viewer = viewer
    }

    /// Who the session is: `{"account_id":…,"role":…,"username":…,"display_name":…}` (the
    /// last two null for the implicit owner).
    public func info() throws(KeepsakeError) -> JSONValue {
        try requireRead("describe the session", roles: [.owner, .staff, .relative])
        var info: JSONValue = ["role": .string(actor.role.rawValue), "account_id": actor.accountID.map { .string($0) } ?? .null,
                               "username": .null, "display_name": .null]
        if let viewer {
            info = ["role": .string(actor.role.rawValue), "account_id": .null, "username": .string(viewer.username),
                    "display_name": .string(viewer.username), "viewer_dossier_id": .string(viewer.dossierID)]
        } else if let id = actor.accountID, let account = try store.withDatabase({ (db) throws(KeepsakeError) in try AccountTable.find(id: id, in: db) }) {
            info = ["role": .string(account.role.rawValue), "account_id": .string(account.id),
                    "username": .string(account.username), "display_name": .string(account.displayName)]
        }
        return info
    }

    static func requireInstant(_ value: String, _ name: String) throws(KeepsakeError) {
        guard Validation.isInstant(value) else {
            throw .invalidArgument("\(name) '\(value)' is not an RFC 3339 instant such as 2026-11-30T09:00:00Z")
        }
    }
}
