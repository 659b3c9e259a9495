/// A person who signs in to a store.
public struct Account: Equatable, Sendable {
    public let id: String
    public let username: String
    public let displayName: String
    public let role: Actor.Role
    public let createdAt: String

    package var json: JSONValue {
        ["id": .string(id), "username": .string(username), "display_name": .string(displayName),
         "role": .string(role.rawValue), "created_at": .string(createdAt)]
    }

    static let columns = "id, username, display_name, role, created_at"

    init?(row: [SQLValue]) {
        guard row.count >= 5, case .text(let id) = row[0], case .text(let username) = row[1],
              case .text(let display) = row[2], case .text(let roleText) = row[3],
              let role = Actor.Role(rawValue: roleText), case .text(let created) = row[4] else { return nil }
        self.id = id
        self.username = username
        self.displayName = display
        self.role = role
        self.createdAt = created
    }
}

/// What a new account is given.
public struct NewAccount: Sendable {
    public var username: String
    public var displayName: String
    public var role: Actor.Role

    public init(username: String, displayName: String, role: Actor.Role) {
        self.username = username
        self.displayName = displayName
        self.role = role
    }

    /// Reads `{"username":…,"display_name":…,"role":…}` (the C interface's form).
    package init(json: String) throws(KeepsakeError) {
        let value: JSONValue
        switch Result(catching: { () throws(JSONParser.Failure) in try JSONParser.parse(json) }) {
        case .success(let v): value = v
        case .failure(.syntax(let why)), .failure(.unrepresentable(let why)):
            throw .invalidArgument("account_json is not valid: \(why)")
        }
        guard case .object(let o) = value else { throw .invalidArgument("account_json must be a JSON object") }
        let unknown = Set(o.keys).subtracting(["username", "display_name", "role"])
        guard unknown.isEmpty else { throw .invalidArgument("account_json has unknown keys: \(unknown.sorted().joined(separator: ", "))") }
        guard case .string(let username)? = o["username"] else { throw .invalidArgument("account_json needs a \"username\" string") }
        guard case .string(let roleText)? = o["role"], let role = Actor.Role(rawValue: roleText) else {
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
public struct RelativeLink: Equatable, Sendable {
    public let accountID: String
    public let patientID: String
    /// The last civil day (`YYYY-MM-DD`) the link is valid; nil for no end.
    public let endsOn: String?

    package var json: JSONValue {
        ["account_id": .string(accountID), "patient_id": .string(patientID), "ends_on": endsOn.map { .string($0) } ?? .null]
    }
}
