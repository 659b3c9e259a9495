/// A patient of a rehabilitation centre: the head of a dossier.
public struct Patient: Hashable, Sendable, Codable, Identifiable {
    /// The patient's id, a random UUID, the same in every bundle the dossier travels in.
    public let id: String
    /// The patient's name, 1 to 1,000 characters, trimmed.
    public var fullName: String
    /// The birth date.
    public var birthDate: CivilDate
    /// The day of admission; not before `birthDate`.
    public var admittedOn: CivilDate
    /// The day of discharge, not before `admittedOn`; nil while the patient stays.
    public var dischargedOn: CivilDate?
    /// The diagnosis or reason for the stay ("" when none).
    public var diagnosis: String
    /// Free notes ("" when none).
    public var notes: String
    /// When the patient was created (its text as the host gave it).
    public let created: Instant
    /// When the patient was last changed (its text as the host gave it).
    public var modified: Instant

    /// True while the patient is not discharged.
    public var isActive: Bool { dischargedOn == nil }

    /// This value as the C interface and the CLI's `--json` give it: its bundle columns
    /// (FORMAT.md R44) and `active`.
    package var json: JSONValue {
        var object = bundleJSON()
        object["active"] = .bool(isActive)
        return .object(object)
    }
}

/// The `patients` table's mapping, for store and bundle rows alike.
extension Patient: TableRecord, FetchableRecord, PersistableRecord {
    static var table: Table { Tables.patients }

    init(row: Row) throws(KeepsakeError) {
        self.init(id: try row.text("id"), fullName: try row.text("full_name"), birthDate: try row.civilDate("birth_date"),
                  admittedOn: try row.civilDate("admitted_on"), dischargedOn: try row.optionalCivilDate("discharged_on"),
                  diagnosis: try row.text("diagnosis"), notes: try row.text("notes"), created: try row.instant("created"),
                  modified: try row.instant("modified"))
    }

    func encode(to row: inout RowValues) {
        row.set("id", id)
        row.set("full_name", fullName)
        row.set("name_key", DossierTables.nameKey(fullName))
        row.set("birth_date", birthDate)
        row.set("admitted_on", admittedOn)
        row.set("discharged_on", dischargedOn)
        row.set("diagnosis", diagnosis)
        row.set("notes", notes)
        row.set("created", created)
        row.set("modified", modified)
    }
}

/// The fields a host gives to create or change a patient. Absent fields are nil: for a new
/// patient they take their defaults, for a change they stay as they are.
public struct PatientInput: Sendable, Hashable {
    /// The name, 1 to 1,000 characters; required for a new patient.
    public var fullName: String?
    /// The birth date, not after `admittedOn`; required for a new patient.
    public var birthDate: CivilDate?
    /// The day of admission; required for a new patient.
    public var admittedOn: CivilDate?
    /// The day of discharge; nil leaves it as it is, `.some(nil)` clears it.
    public var dischargedOn: CivilDate??
    /// The diagnosis, up to 1,000,000 bytes; "" for a new patient when nil.
    public var diagnosis: String?
    /// Free notes, up to 1,000,000 bytes; "" for a new patient when nil.
    public var notes: String?

    /// Fields for `Session.createPatient(_:now:)` or `Session.updatePatient(_:_:now:)`, which
    /// check them and throw `.invalidArgument` naming the first broken rule.
    public init(fullName: String? = nil, birthDate: CivilDate? = nil, admittedOn: CivilDate? = nil, dischargedOn: CivilDate?? = nil,
                diagnosis: String? = nil, notes: String? = nil) {
        self.fullName = fullName
        self.birthDate = birthDate
        self.admittedOn = admittedOn
        self.dischargedOn = dischargedOn
        self.diagnosis = diagnosis
        self.notes = notes
    }

    /// Reads `{"full_name":…,"birth_date":…,"admitted_on":…,"discharged_on":…|null,
    /// "diagnosis":…,"notes":…}` (the C interface's form); unknown keys are refused. The days
    /// are parsed here; the other values are checked by the call that creates or changes the
    /// patient.
    /// - Throws: `.invalidArgument` for JSON that is not such an object, unknown keys, a
    ///   value that is not a string (`discharged_on`: a string or null), or a day that is not
    ///   `YYYY-MM-DD`.
    package init(json: String) throws(KeepsakeError) {
        let o = try DossierJSON.object(json, "patient_json", allowed: ["full_name", "birth_date", "admitted_on", "discharged_on", "diagnosis", "notes"])
        self.init()
        fullName = try DossierJSON.string(o, "full_name", "patient_json")
        let birth = try DossierJSON.string(o, "birth_date", "patient_json")
        let admitted = try DossierJSON.string(o, "admitted_on", "patient_json")
        diagnosis = try DossierJSON.string(o, "diagnosis", "patient_json")
        notes = try DossierJSON.string(o, "notes", "patient_json")
        let discharged: String??
        switch o["discharged_on"] {
        case nil: discharged = nil
        case .null?: discharged = .some(nil)
        case .string(let s)?: discharged = .some(s)
        default: throw .invalidArgument("patient_json's \"discharged_on\" must be a date string or null")
        }
        birthDate = try birth.map { (s) throws(KeepsakeError) in try CivilDate.parse(s, "birth_date") }
        admittedOn = try admitted.map { (s) throws(KeepsakeError) in try CivilDate.parse(s, "admitted_on") }
        dischargedOn = try discharged.map { (d) throws(KeepsakeError) in try d.map { (s) throws(KeepsakeError) in try CivilDate.parse(s, "discharged_on") } }
    }
}

/// What deleting a patient removes, so every host shows the same confirmation.
public struct PatientDeletion: Hashable, Sendable, Codable {
    /// The patient's actions (each counted once, however many versions it has).
    public let actions: Int64
    /// Every version of those actions.
    public let actionVersions: Int64
    /// The patient's attachments (their media go too, unless something else uses them).
    public let attachments: Int64
    /// Relatives' links to the patient.
    public let relativeLinks: Int64

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        ["actions": .int(actions), "action_versions": .int(actionVersions), "attachments": .int(attachments),
         "relative_links": .int(relativeLinks)]
    }
}

/// Reading the JSON objects hosts pass in.
enum DossierJSON {
    static func object(_ text: String, _ name: String, allowed: Set<String>) throws(KeepsakeError) -> [String: JSONValue] {
        let value: JSONValue
        switch Result(catching: { () throws(JSONParser.Failure) in try JSONParser.parse(text) }) {
        case .success(let v): value = v
        case .failure(.syntax(let why)), .failure(.unrepresentable(let why)):
            throw .invalidArgument("\(name) is not valid JSON: \(why)")
        }
        guard case .object(let o) = value else { throw .invalidArgument("\(name) must be a JSON object") }
        let unknown = Set(o.keys).subtracting(allowed)
        guard unknown.isEmpty else { throw .invalidArgument("\(name) has unknown keys: \(unknown.sorted().joined(separator: ", "))") }
        return o
    }

    /// The string at `key`; nil when absent. A non-string is refused.
    static func string(_ o: [String: JSONValue], _ key: String, _ name: String) throws(KeepsakeError) -> String? {
        switch o[key] {
        case nil: return nil
        case .string(let s)?: return s
        default: throw .invalidArgument("\(name)'s \"\(key)\" must be a string")
        }
    }

    /// The string at `key`, null or absent giving nil.
    static func optionalString(_ o: [String: JSONValue], _ key: String, _ name: String) throws(KeepsakeError) -> String? {
        if o[key] == .null { return nil }
        return try string(o, key, name)
    }

    static func integer(_ o: [String: JSONValue], _ key: String, _ name: String) throws(KeepsakeError) -> Int64? {
        switch o[key] {
        case nil, .null?: return nil
        case .int(let i)?: return i
        default: throw .invalidArgument("\(name)'s \"\(key)\" must be an integer")
        }
    }
}
