// Importing a Daylio CSV export (ks_mood_import_daylio): any bytes give a status, never a trap;
// an accepted file's days are then in the log (ks_mood_export_csv writes them out).
import CKeepsake

private let scratch = Fuzz.Scratch(refreshEvery: 100)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDaylio(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = Fuzz.file(data, size, name: "input.csv")
    let session = scratch.next()
    var result: UnsafeMutablePointer<CChar>?
    if Fuzz.check(ks_mood_import_daylio(&result, session, path, nil, Fuzz.now), "ks_mood_import_daylio") == KS_OK {
        Fuzz.takeJSON(result, "ks_mood_import_daylio")
        var written: UnsafeMutablePointer<CChar>?
        Fuzz.expect(ks_mood_export_csv(&written, session, 0, Fuzz.scratch + "/moods.csv", Fuzz.today), "ks_mood_export_csv")
        Fuzz.takeJSON(written, "ks_mood_export_csv")
    }
    return 0
}
