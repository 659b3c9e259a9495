// Every JSON document the C interface accepts from a host, each through its own ks_ function.
// An input is "NAME\n" followed by the document; NAME picks a row of `documents` (an input
// without a known name goes to the row its first byte selects). Adding a document the C API
// accepts is one row.
import CKeepsake
@testable import KeepsakeCore

/// Ids of the fixtures each new scratch store gets.
private final class Fixtures {
    var patient = ""
    var action = ""
    var map = ""
    var sha256 = ""
    var daylio = ""
}
private let fixtures = Fixtures()

private let scratch = Fuzz.Scratch(refreshEvery: 300) { session in
    func id(_ pointer: UnsafeMutablePointer<CChar>?, _ key: String) -> String {
        guard case .string(let s)? = Fuzz.takeJSON(pointer, "fixture")?[key] else { fatalError("fixture without \(key)") }
        return s
    }
    var out: UnsafeMutablePointer<CChar>?
    Fuzz.expect(ks_patient_create(&out, session, #"{"full_name":"Ada Fuzz","birth_date":"1950-01-01","admitted_on":"2026-11-01"}"#, Fuzz.now), "ks_patient_create")
    fixtures.patient = id(out, "id")
    Fuzz.expect(ks_dossier_action_record(&out, session, fixtures.patient, #"{"occurred_at":"2026-11-30T08:00:00Z","kind":"note","title":"First"}"#, Fuzz.now), "ks_dossier_action_record")
    fixtures.action = id(out, "id")
    Fuzz.expect(ks_mindmap_create(&out, session, "Map", Fuzz.now), "ks_mindmap_create")
    fixtures.map = id(out, "id")
    var writer: OpaquePointer?
    Fuzz.expect(ks_media_writer_open(&writer, session, Fuzz.now), "ks_media_writer_open")
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
    Fuzz.expect(ks_media_writer_write(writer, png, png.count), "ks_media_writer_write")
    Fuzz.expect(ks_media_writer_finish(&out, writer), "ks_media_writer_finish")
    ks_media_writer_close(writer)
    fixtures.sha256 = id(out, "sha256")
    let csv = "full_date,date,weekday,time,mood,activities,note_title,note\n2026-11-01,November 1,Sunday,10:00,Calm,,,\n"
    fixtures.daylio = Fuzz.file(csv, csv.utf8.count, name: "levels.csv")
}

/// One row per JSON argument of the C interface: its name and the call that takes it.
private let documents: [(name: String, call: (OpaquePointer, UnsafePointer<CChar>) -> ks_status)] = [
    ("account_json", { s, json in
        // A password under the minimum: the document is read and checked, no account is made
        // (and no Argon2id hash is computed, which would make fuzzing crawl).
        ks_account_create(nil, s, json, "short", Fuzz.now) }),
    ("levels_json", { s, json in ks_mood_import_daylio(nil, s, fixtures.daylio, json, Fuzz.today, Fuzz.now) }),
    ("patient_json", { s, json in ks_patient_create(nil, s, json, Fuzz.now) }),
    ("patient_update_json", { s, json in ks_patient_update(nil, s, fixtures.patient, json, Fuzz.now) }),
    ("action_json", { s, json in ks_dossier_action_record(nil, s, fixtures.patient, json, Fuzz.now) }),
    ("action_edit_json", { s, json in ks_dossier_action_edit(nil, s, fixtures.action, json, Fuzz.now) }),
    ("query_json", { s, json in
        var out: UnsafeMutablePointer<CChar>?
        let status = ks_dossier_timeline(&out, s, fixtures.patient, json, Fuzz.today)
        Fuzz.takeJSON(out, "ks_dossier_timeline")
        return status }),
    ("attachment_json", { s, json in ks_dossier_attachment_add(nil, s, fixtures.patient, nil, fixtures.sha256, json, Fuzz.now) }),
    ("limits_json", { s, json in ks_media_limits_set(s, json) }),
    // Routines: the first document that is valid starts one; answers and messages are read
    // whether or not a routine exists yet.
    ("routine_json", { s, json in ks_routine_start(nil, s, json, Fuzz.now) }),
    ("answers_json", { s, json in ks_routine_set_answers(s, json, Fuzz.now) }),
    ("messages_json", { s, json in
        var out: UnsafeMutablePointer<CChar>?
        let status = ks_routine_message(&out, s, json, Fuzz.today)
        Fuzz.takeJSON(out, "ks_routine_message")
        return status }),
    ("navigator_state_json", { s, json in
        var navigator: OpaquePointer?
        let status = ks_navigator_restore(&navigator, s, json)
        if status == KS_OK {
            var view: UnsafeMutablePointer<CChar>?
            Fuzz.expect(ks_navigator_view(&view, navigator), "ks_navigator_view")
            Fuzz.takeJSON(view, "ks_navigator_view")
        }
        ks_navigator_close(navigator)
        return status }),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAPIJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var row = Int(data[0]) % documents.count
    var start = 0
    if let newline = bytes.firstIndex(of: 0x0A),
       let index = documents.firstIndex(where: { Array($0.name.utf8) == Array(bytes[..<newline]) }) {
        row = index
        start = newline + 1
    }
    let session = scratch.next()
    Fuzz.withCString(data + start, size - start) { json in
        _ = Fuzz.check(documents[row].call(session, json), documents[row].name)
    }
    return 0
}
