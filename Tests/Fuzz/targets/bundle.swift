// Reading a bundle from anywhere: ks_bundle_verify, ks_bundle_inspect and ks_bundle_dump must
// agree on every input, and a bundle they accept must import into a store, all of it, leaving
// nothing in the store's tmp/. Every bundle kind goes through here (archive, mindmap, mood,
// dossier): the seeds hold each. A viewer bundle (FORMAT.md section 15) verifies and inspects
// without credentials but has no dump and no import (KS_ERR_PERMISSION_DENIED: it opens only
// for a recipient); it is then checked with ks_viewer_verify as the conformance suite's
// relative (Tests/Conformance/viewer_cases.py), which must agree with ks_bundle_verify on
// what needs no key.
import CKeepsake

private let scratch = Fuzz.Scratch(refreshEvery: 100)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundle(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = Fuzz.file(data, size, name: "input.keepsake")
    let verified = Fuzz.check(ks_bundle_verify(path, nil), "ks_bundle_verify")
    var inspect: UnsafeMutablePointer<CChar>?
    let inspected = Fuzz.check(ks_bundle_inspect(&inspect, path, nil), "ks_bundle_inspect")
    let info = Fuzz.takeJSON(inspect, "ks_bundle_inspect")
    var dump: UnsafeMutablePointer<CChar>?
    let dumped = Fuzz.check(ks_bundle_dump(&dump, path, nil), "ks_bundle_dump")
    Fuzz.takeJSON(dump, "ks_bundle_dump")
    let viewer = inspected == KS_OK && info?["manifest"]?["access"] == .string("viewer")
    guard verified == inspected && (verified == dumped || (viewer && dumped == KS_ERR_PERMISSION_DENIED)) else {
        fatalError("verify \(verified.rawValue), inspect \(inspected.rawValue) and dump \(dumped.rawValue) disagree")
    }
    let session = scratch.next()
    var result: UnsafeMutablePointer<CChar>?
    let imported = Fuzz.check(ks_bundle_import(&result, session, path, nil), "ks_bundle_import")
    Fuzz.takeJSON(result, "ks_bundle_import")
    if viewer {
        if imported != KS_ERR_PERMISSION_DENIED { fatalError("a viewer bundle was not refused by ks_bundle_import: \(imported.rawValue)") }
        var opened: UnsafeMutablePointer<CChar>?
        let checked = Fuzz.check(ks_viewer_verify(&opened, path, "maria", "maria-password", nil, "2026-11-30"), "ks_viewer_verify")
        Fuzz.takeJSON(opened, "ks_viewer_verify")
        if checked == KS_ERR_INVALID_BUNDLE && String(cString: ks_last_error_message()).contains("[signature]") {
            fatalError("ks_viewer_verify refuses a signature ks_bundle_verify accepted")
        }
    } else if verified == KS_OK && imported != KS_OK && imported != KS_ERR_BASE_MISSING {
        // An update (FORMAT.md section 16) verifies on its own but imports only into a store
        // holding its base; this fresh store holds none, so base-missing is the right answer.
        fatalError("a bundle that verifies does not import: \(String(cString: ks_last_error_message()))")
    }
    if verified != KS_OK && imported == KS_OK {
        fatalError("a bundle that does not verify was imported")
    }
    scratch.checkTemporaryFolderEmpty("ks_bundle_import")
    return 0
}
