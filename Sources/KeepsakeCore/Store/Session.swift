/// Every domain call acts as someone: a session is the store seen by one actor. Domain
/// operations are methods of `Session` (here and in extensions per record kind), so none can
/// be called without saying who acts.
public final class Session: @unchecked Sendable {
    public let store: Store
    public let actor: Actor

    init(store: Store, actor: Actor) {
        self.store = store
        self.actor = actor
    }

    public var info: JSONValue {
        ["role": .string(actor.role.rawValue), "account_id": actor.accountID.map { .string($0) } ?? .null]
    }

    /// Refuses a change when the store is read-only or the actor may not write.
    func requireWrite(_ what: String) throws(KeepsakeError) {
        if store.isReadOnly { throw .readOnly("cannot \(what): the store was opened read-only") }
        if actor.role == .relative { throw .permissionDenied("cannot \(what): relatives may only view") }
    }

    static func requireInstant(_ value: String, _ name: String) throws(KeepsakeError) {
        guard Validation.isInstant(value) else {
            throw .invalidArgument("\(name) '\(value)' is not an RFC 3339 instant such as 2026-11-30T09:00:00Z")
        }
    }
}
