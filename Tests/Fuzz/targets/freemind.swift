// Importing a mind map from a mm file (ks_mindmap_import_file). A file it accepts must export
// to the same format and import again with the same number of nodes.
import CKeepsake
@testable import KeepsakeCore

private let scratch = Fuzz.Scratch(refreshEvery: 200)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMindMap(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = Fuzz.file(data, size, name: "input.mm")
    let session = scratch.next()
    var map: UnsafeMutablePointer<CChar>?
    guard Fuzz.check(ks_mindmap_import_file(&map, session, KS_MINDMAP_FREEMIND, path, Fuzz.now), "ks_mindmap_import_file") == KS_OK else {
        return 0
    }
    guard let record = Fuzz.takeJSON(map, "ks_mindmap_import_file"), case .string(let id)? = record["id"],
          case .int(let nodes)? = record["node_count"] else { fatalError("the map record lacks id or node_count") }
    let exported = Fuzz.scratch + "/exported.mm"
    var written: UnsafeMutablePointer<CChar>?
    Fuzz.expect(ks_mindmap_export_file(&written, session, id, KS_MINDMAP_FREEMIND, exported), "ks_mindmap_export_file")
    Fuzz.takeJSON(written, "ks_mindmap_export_file")
    var again: UnsafeMutablePointer<CChar>?
    Fuzz.expect(ks_mindmap_import_file(&again, session, KS_MINDMAP_FREEMIND, exported, Fuzz.now), "re-importing the exported map")
    guard case .int(let nodesAgain)? = Fuzz.takeJSON(again, "ks_mindmap_import_file")?["node_count"], nodesAgain == nodes else {
        fatalError("the exported map does not import with the same \(nodes) nodes")
    }
    return 0
}
