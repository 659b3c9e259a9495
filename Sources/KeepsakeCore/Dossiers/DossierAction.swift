/// One version of an action of a patient's timeline. Editing adds a version; deleting adds
/// a version marked deleted. Nothing is ever overwritten.
public struct DossierAction: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case therapy, procedure, medication, measurement, note, call
    }

    /// A phone call's particulars. The call starts at the action's `occurredAt` and lasts its
    /// `durationSeconds`.
    public struct Call: Equatable, Sendable {
        public enum Direction: String, Sendable, CaseIterable { case incoming, outgoing }
        public enum Outcome: String, Sendable, CaseIterable {
            case answered, noAnswer = "no-answer", busy, voicemail, failed
        }
        public var direction: Direction
        /// Who was on the other end ("Maria Keller (daughter)").
        public var party: String
        public var number: String
        public var outcome: Outcome

        public init(direction: Direction, party: String, number: String, outcome: Outcome) {
            self.direction = direction
            self.party = party
            self.number = number
            self.outcome = outcome
        }
    }

    /// Who made a version: an account id (nil for a store's implicit owner) and the name shown
    /// for it at the time (accounts never travel in bundles, names do).
    public struct Author: Equatable, Sendable {
        public let accountID: String?
        public let name: String
        var json: JSONValue { ["account_id": accountID.map { .string($0) } ?? .null, "name": .string(name)] }
    }

    public let id: String
    public let version: Int64
    public let patientID: String
    public let content: ActionContent
    public let deleted: Bool
    public let changedAt: String
    public let changedBy: Author
    /// Version 1's author and instant: who recorded the action.
    public let recordedBy: Author
    public let recordedAt: String

    package var json: JSONValue {
        var o = content.json.objectValue ?? [:]
        o["id"] = .string(id)
        o["version"] = .int(version)
        o["patient_id"] = .string(patientID)
        o["deleted"] = .bool(deleted)
        o["changed_at"] = .string(changedAt)
        o["changed_by"] = changedBy.json
        o["recorded_by"] = recordedBy.json
        o["recorded_at"] = .string(recordedAt)
        return .object(o)
    }
}

/// What an action says: everything a host gives when recording or editing one.
public struct ActionContent: Equatable, Sendable {
    public var occurredAt: String
    public var kind: DossierAction.Kind
    public var title: String
    public var details: String
    public var durationSeconds: Int64?
    /// A measurement's value (a decimal as text) and unit.
    public var value: String?
    public var unit: String?
    public var call: DossierAction.Call?

    public init(occurredAt: String, kind: DossierAction.Kind, title: String, details: String = "", durationSeconds: Int64? = nil,
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

    package var json: JSONValue {
        let call: JSONValue = self.call.map {
            ["direction": .string($0.direction.rawValue), "party": .string($0.party), "number": .string($0.number),
             "outcome": .string($0.outcome.rawValue)]
        } ?? .null
        return ["occurred_at": .string(occurredAt), "kind": .string(kind.rawValue), "title": .string(title),
                "details": .string(details), "duration_seconds": durationSeconds.map { .int($0) } ?? .null,
                "value": value.map { .string($0) } ?? .null, "unit": unit.map { .string($0) } ?? .null, "call": call]
    }

    /// Reads the C interface's form: `{"occurred_at":…,"kind":…,"title":…,"details":…,
    /// "duration_seconds":N,"value":"36.6","unit":"°C","call":{"direction":…,"party":…,
    /// "number":…,"outcome":…}}`; then checks it (`validated()`).
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
        self.init(occurredAt: occurred, kind: kind, title: title, details: try DossierJSON.optionalString(o, "details", name) ?? "",
                  durationSeconds: try DossierJSON.integer(o, "duration_seconds", name),
                  value: try DossierJSON.optionalString(o, "value", name), unit: try DossierJSON.optionalString(o, "unit", name), call: call)
    }

    /// The content with its texts trimmed, or an error naming the first broken rule: a
    /// measurement has a decimal value and a unit, a call has its particulars and a duration,
    /// other kinds have neither.
    public func validated() throws(KeepsakeError) -> ActionContent {
        var c = self
        c.occurredAt = try DossierRules.instant(occurredAt, "occurred_at")
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
