/// One version of an action of a patient's timeline. Editing adds a version; deleting adds
/// a version marked deleted. Nothing is ever overwritten.
public struct DossierAction: Hashable, Sendable, Codable, Identifiable {
    /// What an action records; the raw values are FORMAT.md's `kind` values.
    public enum Kind: String, Sendable, CaseIterable, Codable {
        /// A therapy session (physiotherapy, speech therapy…).
        case therapy
        /// A medical procedure.
        case procedure
        /// A medication given.
        case medication
        /// A measurement, with a decimal `value` and a `unit` (`ActionContent`).
        case measurement
        /// A note.
        case note
        /// A phone call, with its particulars (`ActionContent.call`) and a duration.
        case call
    }

    /// A phone call's particulars. The call starts at the action's `occurredAt` and lasts its
    /// `durationSeconds`.
    public struct Call: Hashable, Sendable, Codable {
        /// Who called.
        public enum Direction: String, Sendable, CaseIterable, Codable {
            /// The other party called the centre.
            case incoming
            /// The centre called the other party.
            case outgoing
        }
        /// How the call ended; the raw values are FORMAT.md's (`no-answer`).
        public enum Outcome: String, Sendable, CaseIterable, Codable {
            /// Someone answered.
            case answered
            /// Nobody answered.
            case noAnswer = "no-answer"
            /// The line was busy.
            case busy
            /// A voicemail took the call.
            case voicemail
            /// The call did not go through.
            case failed
        }
        /// Who called.
        public var direction: Direction
        /// Who was on the other end ("Maria Keller (daughter)").
        public var party: String
        /// The other end's number: digits, spaces and `+ * # ( ) . -`.
        public var number: String
        /// How the call ended.
        public var outcome: Outcome

        /// A call's particulars; `ActionContent.validated()` checks them.
        public init(direction: Direction, party: String, number: String, outcome: Outcome) {
            self.direction = direction
            self.party = party
            self.number = number
            self.outcome = outcome
        }
    }

    /// Who made a version: an account id (nil for a store's implicit owner) and the name shown
    /// for it at the time (accounts never travel in bundles, names do).
    public struct Author: Hashable, Sendable, Codable {
        /// The author's account id; nil for the implicit owner of a store without accounts.
        public let accountID: String?
        /// The author's display name when the version was made.
        public let name: String
        var json: JSONValue { ["account_id": accountID.map { .string($0) } ?? .null, "name": .string(name)] }
    }

    /// The action's id, the same in every version.
    public let id: String
    /// The version number: 1 when recorded, one more for each edit or deletion.
    public let version: Int64
    /// The patient whose timeline holds the action.
    public let patientID: String
    /// What this version of the action says.
    public let content: ActionContent
    /// True when this version deletes the action: timelines leave the action out from then on;
    /// `Session.actionHistory(_:today:)` still lists every version.
    public let deleted: Bool
    /// When this version was made: the instant the host passed as `now`, its text as given.
    public let changedAt: Instant
    /// Who made this version.
    public let changedBy: Author
    /// Version 1's author and instant: who recorded the action.
    public let recordedBy: Author
    /// When version 1 was made.
    public let recordedAt: Instant

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        var o = content.json.objectValue ?? [:]
        o["id"] = .string(id)
        o["version"] = .int(version)
        o["patient_id"] = .string(patientID)
        o["deleted"] = .bool(deleted)
        o["changed_at"] = .string(changedAt.rfc3339)
        o["changed_by"] = changedBy.json
        o["recorded_by"] = recordedBy.json
        o["recorded_at"] = .string(recordedAt.rfc3339)
        return .object(o)
    }
}

/// What an action says: everything a host gives when recording or editing one.
public struct ActionContent: Hashable, Sendable, Codable {
    /// When the action happened (a call: when it started), kept as the host wrote it.
    public var occurredAt: Instant
    /// What the action records.
    public var kind: DossierAction.Kind
    /// A title of 1 to 1,000 characters, trimmed, without control characters.
    public var title: String
    /// Free text, up to 1,000,000 bytes of UTF-8; empty when none.
    public var details: String
    /// How long the action lasted, 0 to 366 days in seconds; required for a call (0 when nobody
    /// answered), optional otherwise.
    public var durationSeconds: Int64?
    /// A measurement's value (a decimal as text) and unit.
    public var value: String?
    /// A measurement's unit, 1 to 32 characters ("°C", "mmHg"); nil for other kinds.
    public var unit: String?
    /// A call's particulars; required for kind `call`, nil for every other kind.
    public var call: DossierAction.Call?

    /// An action's content as given; `validated()` checks it, and every call that records or
    /// edits an action validates it.
    public init(occurredAt: Instant, kind: DossierAction.Kind, title: String, details: String = "", durationSeconds: Int64? = nil,
                value: String? = nil, unit: String? = nil, call: DossierAction.Call? = nil) {
        self.occurredAt = occurredAt
        self.kind = kind
        self.title = title
        self.details = details
        self.durationSeconds = durationSeconds
        self.value = value
        self.unit = unit
        self.call = call
    }

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        let call: JSONValue = self.call.map {
            ["direction": .string($0.direction.rawValue), "party": .string($0.party), "number": .string($0.number),
             "outcome": .string($0.outcome.rawValue)]
        } ?? .null
        return ["occurred_at": .string(occurredAt.rfc3339), "kind": .string(kind.rawValue), "title": .string(title),
                "details": .string(details), "duration_seconds": durationSeconds.map { .int($0) } ?? .null,
                "value": value.map { .string($0) } ?? .null, "unit": unit.map { .string($0) } ?? .null, "call": call]
    }

    /// Reads the C interface's form: `{"occurred_at":…,"kind":…,"title":…,"details":…,
    /// "duration_seconds":N,"value":"36.6","unit":"°C","call":{"direction":…,"party":…,
    /// "number":…,"outcome":…}}`. The form is checked here, and `occurred_at` parsed; the
    /// calls that record or edit an action check the other values (`validated()`).
    /// - Throws: `.invalidArgument` for JSON that is not such an object, unknown keys, a
    ///   missing `occurred_at` or `title`, an unknown `kind`, a call without its `direction`
    ///   or `outcome`, or an `occurred_at` that is not an RFC 3339 instant.
    package init(json: String) throws(KeepsakeError) {
        let name = "action_json"
        let o = try DossierJSON.object(json, name, allowed: ["occurred_at", "kind", "title", "details", "duration_seconds", "value", "unit", "call"])
        guard let occurred = try DossierJSON.string(o, "occurred_at", name) else { throw .invalidArgument("action_json needs \"occurred_at\"") }
        guard let kindText = try DossierJSON.string(o, "kind", name), let kind = DossierAction.Kind(rawValue: kindText) else {
            throw .invalidArgument("action_json needs a \"kind\": one of \(DossierAction.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let title = try DossierJSON.string(o, "title", name) else { throw .invalidArgument("action_json needs a \"title\"") }
        var call: DossierAction.Call?
        switch o["call"] {
        case nil, .null?: call = nil
        case .object(let c)?:
            let unknown = Set(c.keys).subtracting(["direction", "party", "number", "outcome"])
            guard unknown.isEmpty else { throw .invalidArgument("action_json's \"call\" has unknown keys: \(unknown.sorted().joined(separator: ", "))") }
            guard let d = try DossierJSON.string(c, "direction", "call"), let direction = DossierAction.Call.Direction(rawValue: d) else {
                throw .invalidArgument("a call needs a \"direction\": incoming or outgoing")
            }
            guard let out = try DossierJSON.string(c, "outcome", "call"), let outcome = DossierAction.Call.Outcome(rawValue: out) else {
                throw .invalidArgument("a call needs an \"outcome\": one of \(DossierAction.Call.Outcome.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            call = DossierAction.Call(direction: direction, party: try DossierJSON.string(c, "party", "call") ?? "",
                                      number: try DossierJSON.string(c, "number", "call") ?? "", outcome: outcome)
        default: throw .invalidArgument("action_json's \"call\" must be an object or null")
        }
        self.init(occurredAt: try Instant.parse(occurred, "occurred_at"), kind: kind, title: title, details: try DossierJSON.optionalString(o, "details", name) ?? "",
                  durationSeconds: try DossierJSON.integer(o, "duration_seconds", name),
                  value: try DossierJSON.optionalString(o, "value", name), unit: try DossierJSON.optionalString(o, "unit", name), call: call)
    }

    /// The content with its texts trimmed, or an error naming the first broken rule: a
    /// measurement has a decimal value and a unit, a call has its particulars and a duration,
    /// other kinds have neither.
    /// - Throws: `.invalidArgument` naming the rule (`DossierRules`): a blank or too long title, details over 1,000,000 bytes, a duration
    ///   outside 0 to 366 days, a bad value, unit, phone number or missing call particulars.
    public func validated() throws(KeepsakeError) -> ActionContent {
        var c = self
        c.title = try DossierRules.shortText(title, "the title")
        c.details = try DossierRules.longText(details, "details")
        c.durationSeconds = try DossierRules.duration(durationSeconds)
        if kind == .measurement {
            guard let value, DossierRules.isDecimal(value) else {
                throw .invalidArgument("a measurement needs a \"value\": a decimal as a string such as \"36.6\" (got \(value.map { "'\($0)'" } ?? "none"))")
            }
            guard let unit, DossierRules.isUnit(unit.trimmingSpaces) else { throw .invalidArgument("a measurement needs a \"unit\" of 1 to 32 characters") }
            c.unit = unit.trimmingSpaces
        } else if value != nil || unit != nil {
            throw .invalidArgument("only a measurement has a value and a unit")
        }
        if kind == .call {
            guard var call else { throw .invalidArgument("a call action needs \"call\": {\"direction\",\"party\",\"number\",\"outcome\"}") }
            call.party = try DossierRules.shortText(call.party, "the call's party")
            call.number = call.number.trimmingSpaces
            guard DossierRules.isPhoneNumber(call.number) else {
                throw .invalidArgument("the call's number \(quoted: call.number) is not a phone number (digits, spaces and + * # ( ) . -)")
            }
            guard c.durationSeconds != nil else { throw .invalidArgument("a call needs \"duration_seconds\" (0 when nobody answered)") }
            c.call = call
        } else if call != nil {
            throw .invalidArgument("only a call action has \"call\"")
        }
        return c
    }
}
