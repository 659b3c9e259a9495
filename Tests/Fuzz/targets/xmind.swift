// Importing a mind map from an .xmind file (ks_mindmap_import_file): the zip reader, inflate,
// the streaming JSON reader and the XMind 8 XML reader. A file it accepts must export to
// .xmind and import again with the same number of nodes; every entry of the input archive
// must read (CRC-checked) or be refused, never trap.
import CKeepsake
@testable import KeepsakeCore

private let scratch = Fuzz.Scratch(refreshEvery: 200)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMind(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // The archive layer on its own: every entry reads or is refused.
    if var zip = try? ZipArchive(Array(UnsafeBufferPointer(start: data, count: size)), what: "input",
                                 maxEntryBytes: 1 << 22, maxTotalBytes: 1 << 23) {
        for entry in zip.entries.prefix(16) {
            if let bytes = try? zip.contents(of: entry), bytes.count != entry.size || CRC32.checksum(bytes) != entry.crc {
                fatalError("entry \(entry.name) read with the wrong size or CRC")
            }
        }
    }
    let path = Fuzz.file(data, size, name: "input.xmind")
    let session = scratch.next()
    var map: UnsafeMutablePointer<CChar>?
    guard Fuzz.check(ks_mindmap_import_file(&map, session, KS_MINDMAP_XMIND, path, Fuzz.now), "ks_mindmap_import_file") == KS_OK else {
        return 0
    }
    guard let record = Fuzz.takeJSON(map, "ks_mindmap_import_file"), case .string(let id)? = record["id"],
          case .int(let nodes)? = record["node_count"] else { fatalError("the map record lacks id or node_count") }
    let exported = Fuzz.scratch + "/exported.xmind"
    var written: UnsafeMutablePointer<CChar>?
    Fuzz.expect(ks_mindmap_export_file(&written, session, id, KS_MINDMAP_XMIND, exported), "ks_mindmap_export_file")
    Fuzz.takeJSON(written, "ks_mindmap_export_file")
    var again: UnsafeMutablePointer<CChar>?
    Fuzz.expect(ks_mindmap_import_file(&again, session, KS_MINDMAP_XMIND, exported, Fuzz.now), "re-importing the exported map")
    guard case .int(let nodesAgain)? = Fuzz.takeJSON(again, "ks_mindmap_import_file")?["node_count"], nodesAgain == nodes else {
        fatalError("the exported map does not import with the same \(nodes) nodes")
    }
    return 0
}
