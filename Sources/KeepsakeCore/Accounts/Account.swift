/// A person who signs in to a store.
public struct Account: Hashable, Sendable, Codable, Identifiable {
    /// The account's id, a random UUID in lower case, fixed for the account's life.
    public let id: String
    /// The username as normalised at creation (NFC, spaces trimmed); sign-in compares it without
    /// regard to case.
    public let username: String
    /// The name shown for the account: 1 to 200 characters.
    public let displayName: String
    /// What the account may do (the permission table, `Permission`).
    public let role: Identity.Role
    /// When the account was created: the instant the host passed as `now`, its text as given.
    public let createdAt: Instant

    /// The account as the C interface returns it: `id`, `username`, `display_name`, `role`,
    /// `created_at`.
    package var json: JSONValue {
        ["id": .string(id), "username": .string(username), "display_name": .string(displayName),
         "role": .string(role.rawValue), "created_at": .string(createdAt.rfc3339)]
    }
}

/// The `accounts` table's mapping of what an account shows (its password hash and username
/// key are `AccountTable`'s).
extension Account: TableRecord, FetchableRecord {
    static var table: Table { Tables.accounts }

    init(row: Row) throws(KeepsakeError) {
        id = try row.text("id")
        username = try row.text("username")
        displayName = try row.text("display_name")
        role = try row.raw("role", as: Identity.Role.self)
        createdAt = try row.instant("created_at")
    }
}

/// What a new account is given.
public struct NewAccount: Sendable {
    /// The username to sign in with (`Username`): 3 to 64 characters, letters and digits of any
    /// script plus `. _ - @`, starting with a letter or digit; unique regardless of case.
    public var username: String
    /// The name shown for the account: 1 to 200 characters after trimming spaces.
    public var displayName: String
    /// The role; the first account of a store is an owner or staff, never a relative.
    public var role: Identity.Role

    /// Describes a new account; `Session.createAccount(_:password:now:)` validates and creates it.
    public init(username: String, displayName: String, role: Identity.Role) {
        self.username = username
        self.displayName = displayName
        self.role = role
    }

    /// Reads `{"username":…,"display_name":…,"role":…}` (the C interface's form).
    /// - Throws: `.invalidArgument` for JSON that is not such an object, unknown keys, a missing
    ///   `username` or a `role` other than `owner`, `staff` or `relative`.
    package init(json: String) throws(KeepsakeError) {
        let o = try DossierJSON.object(json, "account_json", allowed: ["username", "display_name", "role"])
        guard case .string(let username)? = o["username"] else { throw .invalidArgument("account_json needs a \"username\" string") }
        guard case .string(let roleText)? = o["role"], let role = Identity.Role(rawValue: roleText) else {
            throw .invalidArgument("account_json needs a \"role\": \"owner\", \"staff\" or \"relative\"")
        }
        let display: String
        switch o["display_name"] {
        case .string(let s)?: display = s
        case nil, .null?: display = username
        default: throw .invalidArgument("account_json's \"display_name\" must be a string")
        }
        self.init(username: username, displayName: display, role: role)
    }
}

/// A relative's right to view one patient, until an optional last day.
public struct RelativeLink: Hashable, Sendable, Codable {
    /// The relative's account id.
    public let accountID: String
    /// The patient the relative may view.
    public let patientID: String
    /// The last day the link is valid; nil for no end.
    public let endsOn: CivilDate?

    /// The link as the C interface returns it: `account_id`, `patient_id`, `ends_on` (or null).
    package var json: JSONValue {
        ["account_id": .string(accountID), "patient_id": .string(patientID), "ends_on": endsOn.map { .string($0.description) } ?? .null]
    }
}
