/// A dossier as an HL7 FHIR R4 JSON `Bundle` of type `collection`, so a centre can move its
/// records into an electronic health record:
///
/// - `Patient` (name, birth date, active until discharged, a narrative with admission and
///   diagnosis);
/// - `RelatedPerson` per relative linked to the patient (name, link period);
/// - `Procedure` per therapy, procedure or medication action, `Observation` per measurement
///   (`valueQuantity`), note or call (`valueString`); current versions, deleted ones left out;
/// - `Media` per attachment (type, content type, size, `ni:` SHA-256 URL, caption, capture
///   instant), `partOf` its action.
///
/// Entries are `urn:uuid:` full URLs and reference each other by them. Decimals are JSON
/// numbers, as FHIR requires, so this writer has its own small JSON encoder.
extension Session {
    /// Writes patient `patientID`'s dossier as a FHIR R4 Bundle to `path`, atomically.
    /// `created` is the Bundle's timestamp (its text as given); the same dossier and `created` give the
    /// same bytes. Owner and staff.
    public func exportFHIR(patientID: String, to path: String, created: Instant) throws(KeepsakeError) -> FileExportResult {
        try DossierRules.id(patientID, "patient_id")
        let created = created.rfc3339
        let out = try AtomicTextFile(path: path)
        var resources = 0
        try read(.exportDossiers) { (db) throws(KeepsakeError) in
            let patient = try DossierTables.requirePatient(patientID, in: db)
            try AccessPolicy.requireOwnDossier(patientID, "export the dossier", in: db)
            let bundleID = try DossierBundleImport.derivedID("fhir-bundle", patientID, created)
            try out.write("{\"resourceType\":\"Bundle\",\"id\":\(FHIRJSON.quote(bundleID)),\"type\":\"collection\",\"timestamp\":\(FHIRJSON.quote(created)),\"entry\":[")
            func entry(_ id: String, _ resource: FHIRJSON) throws(KeepsakeError) {
                try out.write((resources == 0 ? "" : ",") + FHIRJSON.object([("fullUrl", .string("urn:uuid:" + id)), ("resource", resource)]).text)
                resources += 1
            }
            try entry(patient.id, FHIRResources.patient(patient))
            let links = try db.records("""
                SELECT l.account_id, a.display_name, l.created_at, l.ends_on FROM relative_links l JOIN accounts a ON a.id = l.account_id
                WHERE l.patient_id = ? ORDER BY l.account_id
                """, [.text(patientID)])
            for link in links {
                let (account, name, since) = (try link.text("account_id"), try link.text("display_name"), try link.text("created_at"))
                let ends = try link.optionalText("ends_on")
                let id = try DossierBundleImport.derivedID("fhir-related-person", patientID, account)
                try entry(id, FHIRResources.relatedPerson(id: id, patientID: patientID, name: name, since: since, endsOn: ends, created: created))
            }
            let statement = try db.prepare(DossierTables.selectAction + " WHERE a.patient_id = ? AND a.is_current = 1 AND a.deleted = 0 ORDER BY a.occurred_key, a.id")
            try statement.bind([.text(patientID)])
            var exported: Set<String> = []
            while try statement.step() {
                let action = try DossierTables.action(row: statement.record())
                exported.insert(action.id)
                try entry(action.id, FHIRResources.action(action))
            }
            let attachments = try db.records("""
                SELECT \(Tables.dossierAttachments.columns(.newestStore).map { "t." + $0.name }.joined(separator: ", ")), m.media_type, m.size
                FROM dossier_attachments t JOIN media m ON m.sha256 = t.sha256 WHERE t.patient_id = ? ORDER BY t.attached_at, t.id
                """, [.text(patientID)])
            for row in attachments {
                let (a, type, size) = (try DossierAttachment(row: row), try row.text("media_type"), try row.integer("size"))
                if let action = a.actionID, !exported.contains(action) { continue }
                try entry(a.id, try FHIRResources.media(a, mediaType: type, size: size))
            }
            try out.write("]}")
        }
        try out.commit()
        return FileExportResult(path: path, size: out.size, records: resources)
    }
}

/// What a file export wrote.
public struct FileExportResult: Hashable, Sendable, Codable {
    /// The file written.
    public let path: String
    /// The file's size in bytes.
    public let size: UInt64
    /// FHIR resources, or CSV rows without the header.
    public let records: Int

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue { ["path": .string(path), "size": .int(Int64(size)), "records": .int(Int64(records))] }
}

/// The FHIR R4 resources of a dossier.
enum FHIRResources {
    static func reference(_ id: String) -> FHIRJSON { .object([("reference", .string("urn:uuid:" + id))]) }

    static func patient(_ p: Patient) -> FHIRJSON {
        var lines = ["\(p.fullName), born \(p.birthDate)", "Admitted \(p.admittedOn)" + (p.dischargedOn.map { ", discharged \($0)" } ?? "")]
        if !p.diagnosis.isEmpty { lines.append("Diagnosis: \(p.diagnosis)") }
        let div = "<div xmlns=\"http://www.w3.org/1999/xhtml\">" + lines.map { "<p>" + XMLText.escape($0, as: .text) + "</p>" }.joined() + "</div>"
        return .object([
            ("resourceType", .string("Patient")), ("id", .string(p.id)),
            ("text", .object([("status", .string("generated")), ("div", .string(div))])),
            ("identifier", .array([.object([("system", .string("urn:ietf:rfc:3986")), ("value", .string("urn:uuid:" + p.id))])])),
            ("active", .bool(p.isActive)),
            ("name", .array([.object([("text", .string(p.fullName))])])),
            ("birthDate", .string(p.birthDate.description)),
        ])
    }

    static func relatedPerson(id: String, patientID: String, name: String, since: String, endsOn: String?, created: String) -> FHIRJSON {
        let today = Instant(created)?.utcSecondsText.prefix(10).description ?? String(created.prefix(10))
        var period: [(String, FHIRJSON)] = [("start", .string(since))]
        if let endsOn { period.append(("end", .string(endsOn))) }
        return .object([
            ("resourceType", .string("RelatedPerson")), ("id", .string(id)),
            ("active", .bool(endsOn.map { $0 >= today } ?? true)),
            ("patient", reference(patientID)),
            ("name", .array([.object([("text", .string(name))])])),
            ("period", .object(period)),
        ])
    }

    static func action(_ a: DossierAction) -> FHIRJSON {
        let c = a.content
        var when: (String, FHIRJSON) = ("DateTime", .string(c.occurredAt.rfc3339))
        if let d = c.durationSeconds, d > 0 {
            when = ("Period", .object([("start", .string(c.occurredAt.rfc3339)), ("end", .string(c.occurredAt.adding(seconds: d).utcSecondsText))]))
        }
        let recorder: FHIRJSON = .object([("display", .string(a.recordedBy.name))])
        var notes: [(String, FHIRJSON)] = []
        if !c.details.isEmpty { notes = [("note", .array([.object([("text", .string(c.details))])]))] }
        switch c.kind {
        case .therapy, .procedure, .medication:
            return .object([
                ("resourceType", .string("Procedure")), ("id", .string(a.id)),
                ("status", .string("completed")),
                ("category", .object([("text", .string(c.kind.rawValue))])),
                ("code", .object([("text", .string(c.title))])),
                ("subject", reference(a.patientID)),
                ("performed" + when.0, when.1),
                ("recorder", recorder),
            ] + notes)
        case .measurement, .note, .call:
            var value: (String, FHIRJSON)
            if c.kind == .measurement, let v = c.value, let unit = c.unit {
                value = ("valueQuantity", .object([("value", .decimal(v)), ("unit", .string(unit))]))
            } else if let call = c.call {
                let summary = "\(call.direction.rawValue) call \(call.direction == .outgoing ? "to" : "from") \(call.party) (\(call.number)), \(call.outcome.rawValue), \(c.durationSeconds ?? 0) s"
                value = ("valueString", .string(summary))
            } else {
                value = ("valueString", .string(c.details.isEmpty ? c.title : c.details))
                notes = []
            }
            return .object([
                ("resourceType", .string("Observation")), ("id", .string(a.id)),
                ("status", .string(a.version > 1 ? "amended" : "final")),
                ("category", .array([.object([("text", .string(c.kind.rawValue))])])),
                ("code", .object([("text", .string(c.title))])),
                ("subject", reference(a.patientID)),
                ("effective" + when.0, when.1),
                ("issued", .string(a.changedAt.rfc3339)),
                ("performer", .array([recorder])),
                value,
            ] + notes)
        }
    }

    static func media(_ a: DossierAttachment, mediaType: String, size: Int64) throws(KeepsakeError) -> FHIRJSON {
        var fields: [(String, FHIRJSON)] = [("resourceType", .string("Media")), ("id", .string(a.id)), ("status", .string("completed"))]
        let major = mediaType.split(separator: "/").first.map(String.init) ?? ""
        if ["image", "video", "audio"].contains(major) {
            fields.append(("type", .object([("coding", .array([.object([
                ("system", .string("http://terminology.hl7.org/CodeSystem/media-type")), ("code", .string(major)),
                ("display", .string(major.prefix(1).uppercased() + major.dropFirst())),
            ])]))])))
        }
        fields.append(("subject", reference(a.patientID)))
        if let action = a.actionID { fields.append(("partOf", .array([reference(action)]))) }
        if let captured = a.capturedAt { fields.append(("createdDateTime", .string(captured.rfc3339))) }
        fields.append(("issued", .string(a.attachedAt.rfc3339)))
        var content: [(String, FHIRJSON)] = [("contentType", .string(mediaType)), ("url", .string("ni:///sha-256;" + (try Base64URL.encodeHex(a.sha256))))]
        // Attachment.size is an unsignedInt (at most 2^31 - 1) in R4.
        if size <= Int64(Int32.max) { content.append(("size", .int(size))) }
        if !a.caption.isEmpty { content.append(("title", .string(a.caption))) }
        if let captured = a.capturedAt { content.append(("creation", .string(captured.rfc3339))) }
        fields.append(("content", .object(content)))
        if !a.caption.isEmpty { fields.append(("note", .array([.object([("text", .string(a.caption))])]))) }
        return .object(fields)
    }
}

/// JSON as FHIR writes it: members in the order given, and decimals as numbers.
indirect enum FHIRJSON {
    case string(String)
    case int(Int64)
    case bool(Bool)
    /// A decimal already checked by `DossierRules.isDecimal`, written as a JSON number.
    case decimal(String)
    case array([FHIRJSON])
    case object([(String, FHIRJSON)])

    var text: String {
        switch self {
        case .string(let s): return FHIRJSON.quote(s)
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .decimal(let d): return DossierRules.isDecimal(d) ? d : FHIRJSON.quote(d)
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { FHIRJSON.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal, escaped as FORMAT.md R3 escapes.
    static func quote(_ s: String) -> String {
        CanonicalJSON.string(.string(s))
    }
}

/// Base64url without padding (RFC 4648 section 5), for `ni:` URLs (RFC 6920).
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func encodeHex(_ hex: String) throws(KeepsakeError) -> String {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { throw .internalError("odd hex length") }
        var bytes: [UInt8] = []
        func value(_ c: UInt8) -> UInt8 { c <= 0x39 ? c - 0x30 : c - 0x61 + 10 }
        for i in stride(from: 0, to: digits.count, by: 2) { bytes.append(value(digits[i]) << 4 | value(digits[i + 1])) }
        return encode(bytes)
    }

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        var i = 0
        while i + 3 <= bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], alphabet[Int(n & 63)]]
            i += 3
        }
        let rest = bytes.count - i
        if rest == 1 {
            let n = UInt32(bytes[i]) << 16
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)]]
        } else if rest == 2 {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)]]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
