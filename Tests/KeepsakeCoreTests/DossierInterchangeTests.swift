import Foundation
import XCTest
@testable import KeepsakeCore

/// Dossier bundles (kind `dossier`, and dossiers inside `archive`), the import rule that never
/// loses an edit, FHIR R4 and the call-log CSV (issue 6).
final class DossierInterchangeTests: StoreTestCase {
    let today: CivilDate = "2026-11-30"

    /// A patient with a timeline, an edited and a deleted action, a call and two attachments.
    func makeDossier(_ s: Session) throws -> (Patient, [DossierAction], [DossierAttachment]) {
        let p = try s.createPatient(PatientInput(fullName: "Anna Berg", birthDate: "1950-04-02", admittedOn: "2026-11-02", diagnosis: "Stroke <left>"), now: now)
        let therapy = try s.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-11-03T09:00:00+01:00", kind: .therapy, title: "Gait", details: "Parallel bars", durationSeconds: 2700), now: now)
        let temp = try s.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-11-04T07:00:00Z", kind: .measurement, title: "Temperature", value: "36.6", unit: "°C"), now: now)
        let call = try s.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-11-05T10:15:00Z", kind: .call, title: "Weekly update", durationSeconds: 420,
                                                                   call: .init(direction: .outgoing, party: "=Maria, \"daughter\"", number: "+41 44 555 01 23", outcome: .answered)), now: now)
        let note = try s.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-11-06T10:00:00Z", kind: .note, title: "Mistake"), now: now)
        _ = try s.editAction(therapy.id, ActionContent(occurredAt: "2026-11-03T09:00:00+01:00", kind: .therapy, title: "Gait training", details: "Parallel bars", durationSeconds: 2700), now: "2026-11-30T10:00:00Z")
        _ = try s.deleteAction(note.id, now: "2026-11-30T10:05:00Z")
        let photo = try addMedia(s, [0xFF, 0xD8, 0xFF] + (0..<3000).map { UInt8($0 % 256) })
        let video = try addMedia(s, [0, 0, 0, 0x18] + Array("ftypqt  ".utf8) + [UInt8](repeating: 9, count: 9000))
        let a1 = try s.attach(photo.sha256, patientID: p.id, actionID: nil, AttachmentInput(caption: "Portrait"), now: now)
        let a2 = try s.attach(video.sha256, patientID: p.id, actionID: therapy.id, AttachmentInput(caption: "First steps", capturedAt: .some("2026-11-03T09:20:00+01:00")), now: now)
        return (p, [try s.action(therapy.id, today: today), temp, call], [a1, a2])
    }

    /// FORMAT.md 9.1, R71: a staff member whose display name is their username (none chosen)
    /// travels as "staff" in dossier and archive bundles; one who chose a name travels by it.
    func testBundlesCarryNoUsernameAsAnAuthorsName() throws {
        let implicit = try makeStore()
        _ = try implicit.createAccount(NewAccount(username: "admin", displayName: "Centre Admin", role: .owner), password: "owner-password", now: now)
        let (owner, _) = try implicit.store.signIn(username: "admin", password: "owner-password", now: now, remember: false)
        _ = try owner.createAccount(NewAccount(username: "sam", displayName: "sam", role: .staff), password: "sam-password", now: now)
        _ = try owner.createAccount(NewAccount(username: "ana", displayName: "Ana Lopez", role: .staff), password: "ana-password", now: now)
        let (sam, _) = try owner.store.signIn(username: "Sam", password: "sam-password", now: now, remember: false)
        let (ana, _) = try owner.store.signIn(username: "ana", password: "ana-password", now: now, remember: false)
        let p = try sam.createPatient(PatientInput(fullName: "Anna Berg", birthDate: "1950-04-02", admittedOn: "2026-11-02"), now: now)
        _ = try sam.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-11-03T09:00:00Z", kind: .note, title: "By sam"), now: now)
        _ = try ana.recordAction(patientID: p.id, ActionContent(occurredAt: "2026-11-04T09:00:00Z", kind: .note, title: "By Ana"), now: now)
        let photo = try addMedia(sam, [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 1, count: 100))
        _ = try sam.attach(photo.sha256, patientID: p.id, actionID: nil, AttachmentInput(), now: now)
        XCTAssertEqual(try sam.attachments(patientID: p.id, actionID: nil, today: today).first?.attachedBy.name, "sam",
                       "the centre's own store shows the account's display name")
        for (name, export) in [("dossier", { (path: String) throws in _ = try sam.exportDossierBundle(patientID: p.id, to: path, options: ExportOptions(created: self.now)) }),
                               ("archive", { (path: String) throws in _ = try sam.exportBundle(to: path, options: ExportOptions(created: self.now)) })] {
            let bundle = path("\(name).keepsake")
            try export(bundle)
            let tables = try Bundles.dump(at: bundle).json["tables"]
            let actions = tables?["dossier_actions"]?.arrayValue ?? []
            XCTAssertEqual(Set(actions.compactMap { $0["changed_by_name"]?.stringValue }), ["staff", "Ana Lopez"], name)
            XCTAssertEqual(tables?["dossier_attachments"]?.arrayValue?.compactMap { $0["attached_by_name"]?.stringValue }, ["staff"], name)
        }
    }

    func testDossierBundleRoundTripsWithHistoryMediaAndNoLinks() throws {
        let s = try makeStore("a")
        let (p, _, _) = try makeDossier(s)
        _ = try addMedia(s, Array("unrelated media".utf8))
        _ = try s.createPatient(PatientInput(fullName: "Someone Else", birthDate: "1960-01-01", admittedOn: "2026-11-01"), now: now)
        let bundle = path("anna.keepsake")
        _ = try s.exportDossierBundle(patientID: p.id, to: bundle, options: ExportOptions(created: now))
        let first = try readAll(bundle)
        _ = try s.exportDossierBundle(patientID: p.id, to: bundle, options: ExportOptions(created: now))
        XCTAssertEqual(try readAll(bundle), first, "deterministic (R30)")
        let dump = try Bundles.dump(at: bundle).json
        XCTAssertEqual(dump["kind"], "dossier")
        XCTAssertEqual(dump["tables"]?["patients"]?.arrayValue?.count, 1)
        XCTAssertEqual(dump["tables"]?["dossier_actions"]?.arrayValue?.count, 6, "4 actions, 6 versions")
        XCTAssertEqual(dump["media"]?.arrayValue?.count, 2, "only the dossier's media")
        XCTAssertFalse(CanonicalJSON.string(dump).contains("relative_links"))

        let t = try makeStore("b")
        let result = try t.importBundle(from: bundle)
        XCTAssertEqual(result.dossiers?.patientsAdded, 1)
        XCTAssertEqual(result.dossiers?.actionsAdded, 4)
        XCTAssertEqual(result.mediaAdded, 2)
        let page = try t.timeline(patientID: p.id, TimelineQuery(), today: today)
        XCTAssertEqual(page.actions.map(\.content.title), ["Weekly update", "Temperature", "Gait training"])
        XCTAssertEqual(try t.actionHistory(page.actions[2].id, today: today).count, 2)
        XCTAssertEqual(try t.attachments(patientID: p.id, actionID: nil, today: today).count, 2)
        // Importing again changes nothing.
        let again = try t.importBundle(from: bundle)
        XCTAssertEqual(again.dossiers, { var c = DossierImportCounts(); c.patientsUnchanged = 1; return c }())
        // An archive carries every dossier too.
        let archive = path("all.keepsake")
        _ = try s.exportBundle(to: archive, options: ExportOptions(created: now))
        XCTAssertEqual(try Bundles.dump(at: archive).json["tables"]?["patients"]?.arrayValue?.count, 2)
    }

    /// Device A's store with `makeDossier`'s patient, and device B's store that imported it.
    func twoDevices() throws -> (a: Session, b: Session, patient: Patient, actions: [DossierAction]) {
        let s = try makeStore("a")
        let (p, actions, _) = try makeDossier(s)
        let bundle = path("v1.keepsake")
        _ = try s.exportDossierBundle(patientID: p.id, to: bundle, options: ExportOptions(created: now))
        let t = try makeStore("b")
        _ = try t.importBundle(from: bundle)
        return (s, t, p, actions)
    }

    func testImportNeverLosesAnEdit() throws {
        let (s, t, p, actions) = try twoDevices()
        // Device A continues the history; device B edits the same action differently.
        _ = try s.editAction(actions[1].id, ActionContent(occurredAt: "2026-11-04T07:00:00Z", kind: .measurement, title: "Temperature", value: "36.8", unit: "°C"), now: "2026-12-01T08:00:00Z")
        _ = try s.editAction(actions[2].id, ActionContent(occurredAt: "2026-11-05T10:15:00Z", kind: .call, title: "Weekly update (A)", durationSeconds: 420,
                                                         call: .init(direction: .outgoing, party: "Maria", number: "+41 44 555 01 23", outcome: .answered)), now: "2026-12-01T08:00:00Z")
        _ = try t.editAction(actions[2].id, ActionContent(occurredAt: "2026-11-05T10:15:00Z", kind: .call, title: "Weekly update (B)", durationSeconds: 420,
                                                         call: .init(direction: .outgoing, party: "Maria", number: "+41 44 555 01 23", outcome: .voicemail)), now: "2026-12-01T09:00:00Z")
        _ = try s.updatePatient(p.id, PatientInput(notes: "Notes typed on A"), now: "2026-12-01T08:00:00Z")
        _ = try t.updatePatient(p.id, PatientInput(notes: "Notes typed on B"), now: "2026-12-01T09:00:00Z")
        let v2 = path("v2.keepsake")
        _ = try s.exportDossierBundle(patientID: p.id, to: v2, options: ExportOptions(created: now))
        let result = try t.importBundle(from: v2)
        XCTAssertEqual(result.dossiers?.actionVersionsAdded, 1, "A's continuation appended")
        XCTAssertEqual(result.dossiers?.actionsCopied, 1, "the diverged call kept beside B's")
        XCTAssertEqual(result.dossiers?.patientsKept, 1, "B's later notes stay")
        XCTAssertEqual(try t.action(actions[1].id, today: today).content.value, "36.8")
        let titles = try t.timeline(patientID: p.id, TimelineQuery(limit: 100), today: today).actions.map(\.content.title)
        XCTAssertTrue(titles.contains("Weekly update (A)") && titles.contains("Weekly update (B)"), "\(titles)")
        XCTAssertTrue(titles.contains("Patient details differed at import"))
        let note = try t.timeline(patientID: p.id, TimelineQuery(kinds: [.note], limit: 100), today: today).actions.first
        XCTAssertTrue(note?.content.details.contains("Notes typed on A") == true)
        XCTAssertEqual(try t.patient(p.id, today: today).notes, "Notes typed on B")
        // Idempotent: the same bundle again adds nothing more.
        let again = try t.importBundle(from: v2)
        XCTAssertEqual(again.dossiers?.actionsCopied, 0)
        XCTAssertEqual(try t.timeline(patientID: p.id, TimelineQuery(limit: 100), today: today).total, Int64(titles.count))
    }

    /// An edit that changes only how an instant is written (the same moment in another
    /// offset) is an edit: the import keeps both texts, as it keeps every stored byte.
    func testAnOffsetOnlyEditDivergesAtImport() throws {
        let (s, t, p, actions) = try twoDevices()
        let original = try s.action(actions[1].id, today: today).content
        var utc = original, local = original
        utc.occurredAt = try Instant.parse("2026-11-04T08:00:00+01:00", "occurred_at")
        local.occurredAt = try Instant.parse("2026-11-04T09:00:00+02:00", "occurred_at")
        XCTAssertEqual(utc.occurredAt, local.occurredAt, "the same moment")
        _ = try s.editAction(actions[1].id, utc, now: "2026-12-01T08:00:00Z")
        _ = try t.editAction(actions[1].id, local, now: "2026-12-01T08:00:00Z")
        let v2 = path("v2.keepsake")
        _ = try s.exportDossierBundle(patientID: p.id, to: v2, options: ExportOptions(created: now))
        let result = try t.importBundle(from: v2)
        XCTAssertEqual(result.dossiers?.actionsCopied, 1, "the histories differ in a stored byte, so A's is kept beside B's")
        let written = try t.timeline(patientID: p.id, TimelineQuery(limit: 100), today: today).actions.map(\.content.occurredAt.rfc3339)
        XCTAssertTrue(written.contains("2026-11-04T08:00:00+01:00") && written.contains("2026-11-04T09:00:00+02:00"), "\(written)")
    }

    static func failure(_ body: () throws -> Void) -> KeepsakeError? {
        do {
            try body()
            return nil
        } catch {
            return error as? KeepsakeError ?? .internalError("\(error)")
        }
    }

    func testReaderRefusesBrokenDossierRows() throws {
        let s = try makeStore()
        let (p, _, _) = try makeDossier(s)
        let bundle = path("d.keepsake")
        _ = try s.exportDossierBundle(patientID: p.id, to: bundle, options: ExportOptions(created: now))
        // Rewrite the database with one broken rule, re-hash and re-pack (as a hostile writer).
        var message = ""
        func tamper(_ sql: String) throws -> String? {
            let folder = path("t-" + FileSystem.randomName())
            XCTAssertEqual(mkdir(folder, 0o755), 0)
            let tar = try readAll(bundle)
            let manifestSize = Int(String(decoding: tar[124..<135], as: UTF8.self), radix: 8) ?? 0
            let dbStart = 512 + (manifestSize + 511) / 512 * 512
            let dbSize = Int(String(decoding: tar[(dbStart + 124)..<(dbStart + 135)], as: UTF8.self), radix: 8) ?? 0
            let dbPath = folder + "/keepsake.db"
            try writeAll(dbPath, Array(tar[(dbStart + 512)..<(dbStart + 512 + dbSize)]))
            let db = try Database(path: dbPath, mode: .readWrite)
            try db.execute(sql)
            let media = try db.rows("SELECT sha256 FROM media ORDER BY sha256").compactMap { row -> MediaRecord? in
                guard case .text(let sha) = row[0] else { return nil }
                return try? s.media(sha)
            }
            let out = path("tampered-" + FileSystem.randomName() + ".keepsake")
            var members = [Manifest.Member(path: "keepsake.db", size: FileSystem.regularFileSize(dbPath) ?? 0, sha256: try BundleWriter.hashFile(dbPath))]
            members += media.map { Manifest.Member(path: "media/" + $0.sha256, size: $0.size, sha256: $0.sha256) }
            let manifest = Manifest(formatVersion: BundleSchema.formatVersion, kind: "dossier", access: "full", created: now, generator: "test", members: members)
            _ = try BundleWriter.write(manifest: manifest, sources: [dbPath] + media.map { s.store.mediaPath($0.sha256) }, to: out, temporaryPath: out + ".tmp", progress: nil)
            let error = Self.failure { try Bundles.verify(at: out) }
            message = error?.message ?? ""
            return error.map { $0.bundleReason?.rawValue ?? $0.message }
        }
        XCTAssertNil(try tamper("SELECT 1"))
        // Every column's declared type (R25), checked from the declarations: a value of another
        // storage class is refused, naming the column.
        for table in [Tables.patients, Tables.dossierActions, Tables.dossierAttachments] {
            for column in table.columns(.newestBundle) {
                let wrong = column.type == .integer ? "'x'" : "x'00'"
                let key = table.primaryKey(.newestBundle).joined(separator: ", ")
                let first = "(\(key)) = (SELECT \(key) FROM \(table.name) ORDER BY \(key) LIMIT 1)"
                XCTAssertEqual(try tamper("UPDATE \(table.name) SET \(column.name) = \(wrong) WHERE \(first)"), "database-row", column.name)
                XCTAssertTrue(message.hasSuffix("column \(column.name) holds a value of a type the format does not allow"), message)
            }
        }
        XCTAssertEqual(try tamper("UPDATE dossier_actions SET kind = 'surgery' WHERE version = 1"), "database-row")
        XCTAssertEqual(try tamper("UPDATE dossier_actions SET value = '36,6' WHERE kind = 'measurement'"), "database-row")
        XCTAssertEqual(try tamper("UPDATE patients SET discharged_on = '2026-01-01'"), "database-row")
        XCTAssertEqual(try tamper("DELETE FROM dossier_actions WHERE version = 1 AND kind = 'therapy'"), "dossier-reference")
        XCTAssertEqual(try tamper("UPDATE dossier_attachments SET action_id = '\(Random.uuid())' WHERE action_id IS NOT NULL"), "dossier-reference")
        XCTAssertEqual(try tamper("UPDATE dossier_actions SET patient_id = '\(Random.uuid())' WHERE kind = 'note'"), "dossier-reference")
        XCTAssertEqual(try tamper("INSERT INTO patients SELECT '\(Random.uuid())', full_name, birth_date, admitted_on, discharged_on, diagnosis, notes, created, modified FROM patients"), "kind-content")
        XCTAssertEqual(try tamper("DELETE FROM dossier_attachments WHERE action_id IS NULL"), "kind-content")
    }

    func testFHIRBundleFollowsR4Rules() throws {
        let store = try Store.open(at: path("centre"), create: true)
        _ = try store.ownerSession().createAccount(NewAccount(username: "ana", displayName: "Ana", role: .staff), password: "staff-password", now: now)
        let s = try store.signIn(username: "ana", password: "staff-password", now: now, remember: false).0
        let (p, _, _) = try makeDossier(s)
        let rudi = try s.createAccount(NewAccount(username: "rudi", displayName: "Rudi Berg", role: .relative), password: "relative-pass", now: now)
        try s.linkRelative(accountID: rudi.id, patientID: p.id, endsOn: "2026-12-31", now: now)
        let out = path("fhir.json")
        let result = try s.exportFHIR(patientID: p.id, to: out, created: now)
        XCTAssertEqual(result.records, 1 + 1 + 3 + 2)
        let bytes = try readAll(out)
        _ = try s.exportFHIR(patientID: p.id, to: out, created: now)
        XCTAssertEqual(try readAll(out), bytes, "deterministic")
        let bundle = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let problems = FHIRR4Check.bundle(bundle)
        XCTAssertEqual(problems, [])
        let resources = (bundle["entry"] as? [[String: Any]] ?? []).compactMap { $0["resource"] as? [String: Any] }
        XCTAssertEqual(resources.map { $0["resourceType"] as? String ?? "" }, ["Patient", "RelatedPerson", "Procedure", "Observation", "Observation", "Media", "Media"])
        let quantity = resources.first { ($0["valueQuantity"] as? [String: Any]) != nil }?["valueQuantity"] as? [String: Any]
        XCTAssertEqual((quantity?["value"] as? NSNumber)?.doubleValue, 36.6, "a JSON number, as FHIR's decimal requires")
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("Stroke &lt;left&gt;"), "narrative escaped")
    }

    /// The narrative is XHTML element content, escaped by the one XML escaper: a diagnosis with
    /// a carriage return or a control character (allowed in long text) still gives well-formed
    /// XHTML, and line feeds and tabs stay as they are.
    func testFHIRNarrativeEscapesLikeXMLText() throws {
        let store = try Store.open(at: path("centre"), create: true)
        _ = try store.ownerSession().createAccount(NewAccount(username: "ana", displayName: "Ana", role: .staff), password: "staff-password", now: now)
        let s = try store.signIn(username: "ana", password: "staff-password", now: now, remember: false).0
        let p = try s.createPatient(PatientInput(fullName: "Anna \"A\" Berg", birthDate: "1950-04-02", admittedOn: "2026-11-02",
                                                 diagnosis: "Stroke & fall\r\nline\ttab\u{1}"), now: now)
        let out = path("fhir.json")
        _ = try s.exportFHIR(patientID: p.id, to: out, created: now)
        let bundle = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try readAll(out))) as? [String: Any])
        let patient = try XCTUnwrap((bundle["entry"] as? [[String: Any]])?.first?["resource"] as? [String: Any])
        let div = try XCTUnwrap((patient["text"] as? [String: Any])?["div"] as? String)
        XCTAssertTrue(div.contains("<p>Anna &quot;A&quot; Berg, born 1950-04-02</p>"), div)
        XCTAssertTrue(div.contains("<p>Diagnosis: Stroke &amp; fall&#13;\nline\ttab\u{FFFD}</p>"), div)
    }

    func testCallLogCSV() throws {
        let s = try makeStore()
        let (p, _, _) = try makeDossier(s)
        let out = path("calls.csv")
        let result = try s.exportCallLog(patientID: nil, to: out)
        XCTAssertEqual(result.records, 1)
        let text = String(decoding: try readAll(out), as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        XCTAssertEqual(lines.first, "direction,party,number,start,duration_seconds,outcome,patient_id,patient_name,action_id")
        XCTAssertTrue(lines[1].hasPrefix("outgoing,\"'=Maria, \"\"daughter\"\"\",+41 44 555 01 23,2026-11-05T10:15:00Z,420,answered,\(p.id),\"Anna Berg\","), lines[1])
        XCTAssertEqual(lines.last, "")
        XCTAssertEqual(try s.exportCallLog(patientID: p.id, to: out).records, 1)
        XCTAssertThrowsError(try s.exportCallLog(patientID: Random.uuid(), to: out))
    }
}

/// Structural rules of FHIR R4 for the resources a dossier export holds (hl7.org/fhir/R4:
/// cardinalities, value sets bound `required`, primitive formats, references that resolve).
enum FHIRR4Check {
    static let id = try! NSRegularExpression(pattern: "^[A-Za-z0-9\\-\\.]{1,64}$")
    static let dateTime = try! NSRegularExpression(pattern: "^([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)(-(0[1-9]|1[0-2])(-(0[1-9]|[1-2][0-9]|3[0-1])(T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\\.[0-9]+)?(Z|(\\+|-)((0[0-9]|1[0-3]):[0-5][0-9]|14:00)))?)?)?$")
    static let instant = try! NSRegularExpression(pattern: "^([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)-(0[1-9]|1[0-2])-(0[1-9]|[1-2][0-9]|3[0-1])T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\\.[0-9]+)?(Z|(\\+|-)((0[0-9]|1[0-3]):[0-5][0-9]|14:00))$")
    static let date = try! NSRegularExpression(pattern: "^([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)(-(0[1-9]|1[0-2])(-(0[1-9]|[1-2][0-9]|3[0-1]))?)?$")

    static func matches(_ re: NSRegularExpression, _ value: Any?) -> Bool {
        guard let s = value as? String else { return false }
        return re.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
    }

    static func bundle(_ b: [String: Any]) -> [String] {
        var problems: [String] = []
        func need(_ ok: Bool, _ what: String) { if !ok { problems.append(what) } }
        need(b["resourceType"] as? String == "Bundle", "Bundle.resourceType")
        need(["document", "message", "transaction", "transaction-response", "batch", "batch-response", "history", "searchset", "collection"].contains(b["type"] as? String ?? ""), "Bundle.type (required binding)")
        need(matches(instant, b["timestamp"]), "Bundle.timestamp is an instant")
        let entries = b["entry"] as? [[String: Any]] ?? []
        let urls = Set(entries.compactMap { $0["fullUrl"] as? String })
        need(urls.count == entries.count, "bdl-7: fullUrl unique")
        func reference(_ r: Any?, _ what: String) {
            guard let r = r as? [String: Any] else { return problems.append("\(what) is not a Reference") }
            if let ref = r["reference"] as? String { need(urls.contains(ref), "\(what) resolves inside the Bundle") } else { need(r["display"] is String, "\(what) has a reference or display") }
        }
        for e in entries {
            guard let r = e["resource"] as? [String: Any], let type = r["resourceType"] as? String else { problems.append("entry without resource"); continue }
            need(matches(id, r["id"]), "\(type).id format")
            need((e["fullUrl"] as? String) == "urn:uuid:" + (r["id"] as? String ?? ""), "fullUrl is the urn:uuid of the id")
            let eventStatus = ["preparation", "in-progress", "not-done", "on-hold", "stopped", "completed", "entered-in-error", "unknown"]
            switch type {
            case "Patient":
                need(r["birthDate"] == nil || matches(date, r["birthDate"]), "Patient.birthDate is a date")
                need(r["active"] is Bool, "Patient.active boolean")
                if let text = r["text"] as? [String: Any] {
                    need(["generated", "extensions", "additional", "empty"].contains(text["status"] as? String ?? ""), "Narrative.status")
                    need((text["div"] as? String)?.hasPrefix("<div xmlns=\"http://www.w3.org/1999/xhtml\">") == true, "txt-1/2: xhtml div")
                }
            case "RelatedPerson":
                reference(r["patient"], "RelatedPerson.patient (1..1)")
                if let period = r["period"] as? [String: Any] {
                    need(period["start"] == nil || matches(dateTime, period["start"]), "Period.start")
                    need(period["end"] == nil || matches(dateTime, period["end"]), "Period.end")
                }
            case "Procedure":
                need(eventStatus.contains(r["status"] as? String ?? ""), "Procedure.status (1..1, required binding)")
                reference(r["subject"], "Procedure.subject (1..1)")
                need(matches(dateTime, r["performedDateTime"]) || ((r["performedPeriod"] as? [String: Any]).map { matches(dateTime, $0["start"]) && matches(dateTime, $0["end"]) } ?? false), "Procedure.performed[x]")
                need((r["code"] as? [String: Any])?["text"] is String, "Procedure.code")
                if let recorder = r["recorder"] { reference(recorder, "Procedure.recorder") }
            case "Observation":
                need(["registered", "preliminary", "final", "amended", "corrected", "cancelled", "entered-in-error", "unknown"].contains(r["status"] as? String ?? ""), "Observation.status (1..1, required binding)")
                need((r["code"] as? [String: Any])?["text"] is String, "Observation.code (1..1)")
                reference(r["subject"], "Observation.subject")
                need(matches(dateTime, r["effectiveDateTime"]) || r["effectivePeriod"] != nil, "Observation.effective[x]")
                need(r["issued"] == nil || matches(instant, r["issued"]), "Observation.issued is an instant")
                let values = r.keys.filter { $0.hasPrefix("value") }
                need(values.count <= 1, "value[x] once")
                if let q = r["valueQuantity"] as? [String: Any] { need(q["value"] is NSNumber, "Quantity.value is a JSON number (decimal)") }
                need(!(values.count == 1 && r["dataAbsentReason"] != nil), "obs-6")
            case "Media":
                need(eventStatus.contains(r["status"] as? String ?? ""), "Media.status (1..1, required binding)")
                reference(r["subject"], "Media.subject")
                for p in r["partOf"] as? [Any] ?? [] { reference(p, "Media.partOf") }
                need(r["createdDateTime"] == nil || matches(dateTime, r["createdDateTime"]), "Media.createdDateTime")
                need(r["issued"] == nil || matches(instant, r["issued"]), "Media.issued is an instant")
                if let coding = ((r["type"] as? [String: Any])?["coding"] as? [[String: Any]])?.first {
                    need(["image", "video", "audio"].contains(coding["code"] as? String ?? ""), "Media.type from media-type")
                }
                let content = r["content"] as? [String: Any] ?? [:]
                need(!content.isEmpty, "Media.content (1..1)")
                need(content["contentType"] is String, "Attachment.contentType")
                if let size = content["size"] as? Int { need(size >= 0 && size <= Int(Int32.max), "Attachment.size is an unsignedInt") }
                need(content["hash"] == nil, "no SHA-1 hash claimed")
                need(content["creation"] == nil || matches(dateTime, content["creation"]), "Attachment.creation")
            default:
                problems.append("unexpected resource \(type)")
            }
        }
        return problems
    }
}
