// Importing a Pixels JSON backup (ks_mood_import_pixels): any bytes give a status, never a trap.
import CKeepsake

private let scratch = Fuzz.Scratch(refreshEvery: 100)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPixels(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = Fuzz.file(data, size, name: "input.json")
    let session = scratch.next()
    var result: UnsafeMutablePointer<CChar>?
    if Fuzz.check(ks_mood_import_pixels(&result, session, path, Fuzz.today, Fuzz.now), "ks_mood_import_pixels") == KS_OK {
        Fuzz.takeJSON(result, "ks_mood_import_pixels")
        var summary: UnsafeMutablePointer<CChar>?
        Fuzz.expect(ks_mood_summary(&summary, session, Fuzz.today), "ks_mood_summary")
        Fuzz.takeJSON(summary, "ks_mood_summary")
    }
    return 0
}
