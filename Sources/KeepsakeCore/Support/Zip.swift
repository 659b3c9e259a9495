import CZlib

/// CRC-32 as zip, gzip and PNG use it (IEEE 802.3, reflected polynomial 0xEDB88320), by zlib.
enum CRC32 {
    static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        let contiguous = bytes.withContiguousStorageIfAvailable { checksum(buffer: $0) }
        return contiguous ?? Array(bytes).withUnsafeBufferPointer { checksum(buffer: $0) }
    }

    private static func checksum(buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var crc = crc32(0, nil, 0)
        var start = buffer.baseAddress
        var left = buffer.count
        // zlib counts in 32-bit units.
        while left > 0, let base = start {
            let piece = min(left, Int(UInt32.max))
            crc = crc32(crc, base, UInt32(piece))
            start = base + piece
            left -= piece
        }
        return UInt32(truncatingIfNeeded: crc)
    }
}

/// A zip archive (PKWARE APPNOTE 6.3) read from memory, for files other programs wrote
/// (XMind's `.xmind`). It reads the central directory, checks each entry it is asked for
/// against its local header, and inflates stored (method 0) and deflate (method 8) entries,
/// checking the CRC-32. Untrusted-input rules: every offset and size is checked against the
/// bytes before use; zip64 archives, archives split over disks and encrypted entries are
/// refused by name; an entry larger than `maxEntryBytes`, or entries together larger than
/// `maxTotalBytes`, are `.limitExceeded` before any inflating (and inflating stops at the
/// declared size, so a bomb cannot pass it). Sizes come from the central directory, so
/// entries written with a data descriptor (general-purpose flag bit 3) read as any other.
struct ZipArchive {
    struct Entry: Equatable {
        let name: String
        let nameBytes: [UInt8]
        let flags: UInt16
        let method: UInt16
        let crc: UInt32
        let compressedSize: Int
        let size: Int
        let localHeaderOffset: Int
    }

    let bytes: [UInt8]
    /// Entries in central-directory order.
    let entries: [Entry]
    /// What the archive is, in messages ("plan.xmind").
    let what: String
    let maxEntryBytes: Int
    let maxTotalBytes: Int
    /// Bytes handed out so far by `contents`.
    private(set) var extracted = 0
    /// Where the central directory starts: every entry's data lies before it.
    private let directoryOffset: Int

    private static let endSignature: UInt32 = 0x0605_4B50
    private static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    private static let centralSignature: UInt32 = 0x0201_4B50
    private static let localSignature: UInt32 = 0x0403_4B50

    /// Reads the central directory of the archive in `bytes`.
    /// - Throws: `.invalidArgument` for bytes that are not a zip archive or a zip64, multi-disk
    ///   or malformed one (saying which).
    init(_ bytes: [UInt8], what: String, maxEntryBytes: Int, maxTotalBytes: Int) throws(KeepsakeError) {
        self.bytes = bytes
        self.what = what
        self.maxEntryBytes = maxEntryBytes
        self.maxTotalBytes = maxTotalBytes
        // The end-of-central-directory record: 22 bytes and a comment of up to 65,535 that
        // ends the file exactly.
        guard bytes.count >= 22 else { throw .invalidArgument("\(what) is not a zip archive (too short)") }
        var end: Int?
        var candidate = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        while candidate >= lowest {
            if ZipArchive.u32(bytes, candidate) == ZipArchive.endSignature,
               Int(ZipArchive.u16(bytes, candidate + 20)) == bytes.count - candidate - 22 {
                end = candidate
                break
            }
            candidate -= 1
        }
        guard let end else { throw .invalidArgument("\(what) is not a zip archive (no end of central directory record)") }
        let disk = ZipArchive.u16(bytes, end + 4), directoryDisk = ZipArchive.u16(bytes, end + 6)
        let onDisk = ZipArchive.u16(bytes, end + 8), total = ZipArchive.u16(bytes, end + 10)
        let directorySize = ZipArchive.u32(bytes, end + 12), directoryOffset = ZipArchive.u32(bytes, end + 16)
        if (end >= 20 && ZipArchive.u32(bytes, end - 20) == ZipArchive.zip64LocatorSignature)
            || total == 0xFFFF || onDisk == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            throw .invalidArgument("\(what) is a zip64 archive, which is not supported")
        }
        guard disk == 0, directoryDisk == 0, onDisk == total else {
            throw .invalidArgument("\(what) is a zip archive split over several disks, which is not supported")
        }
        // 32-bit values: these sums cannot overflow a 64-bit Int.
        let start = Int(directoryOffset), size = Int(directorySize)
        guard start + size <= end else { throw .invalidArgument("\(what): the zip central directory lies outside the file") }
        self.directoryOffset = start
        var entries: [Entry] = []
        entries.reserveCapacity(Int(total))
        var names = Set<[UInt8]>()
        var at = start
        for n in 0..<Int(total) {
            guard start + size - at >= 46, ZipArchive.u32(bytes, at) == ZipArchive.centralSignature else {
                throw .invalidArgument("\(what): zip central directory entry \(n + 1) is malformed")
            }
            let nameLength = Int(ZipArchive.u16(bytes, at + 28)), extraLength = Int(ZipArchive.u16(bytes, at + 30))
            let commentLength = Int(ZipArchive.u16(bytes, at + 32))
            let length = 46 + nameLength + extraLength + commentLength
            guard start + size - at >= length else {
                throw .invalidArgument("\(what): zip central directory entry \(n + 1) runs past the directory")
            }
            let nameBytes = Array(bytes[(at + 46)..<(at + 46 + nameLength)])
            let name = String(decoding: nameBytes, as: UTF8.self)
            let compressed = ZipArchive.u32(bytes, at + 20), uncompressed = ZipArchive.u32(bytes, at + 24)
            let offset = ZipArchive.u32(bytes, at + 42)
            if compressed == 0xFFFF_FFFF || uncompressed == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
                throw .invalidArgument("\(what) is a zip64 archive (entry \(quoted: name)), which is not supported")
            }
            guard names.insert(nameBytes).inserted else {
                throw .invalidArgument("\(what) holds two zip entries named \(quoted: name)")
            }
            entries.append(Entry(name: name, nameBytes: nameBytes, flags: ZipArchive.u16(bytes, at + 8),
                                 method: ZipArchive.u16(bytes, at + 10), crc: ZipArchive.u32(bytes, at + 16),
                                 compressedSize: Int(compressed), size: Int(uncompressed), localHeaderOffset: Int(offset)))
            at += length
        }
        guard at == start + size else {
            throw .invalidArgument("\(what): the zip central directory holds more than its \(total) entries")
        }
        self.entries = entries
    }

    func entry(named name: String) -> Entry? {
        let wanted = Array(name.utf8)
        return entries.first { $0.nameBytes == wanted }
    }

    /// The uncompressed bytes of `entry`, CRC-checked.
    /// - Throws: `.limitExceeded` for an entry over `maxEntryBytes` or one that would take the
    ///   total extracted past `maxTotalBytes`; `.invalidArgument` for an encrypted entry, an
    ///   unsupported method, a local header that disagrees with the central directory, data
    ///   outside the file, corrupt deflate data, a wrong size or a CRC-32 mismatch.
    mutating func contents(of entry: Entry) throws(KeepsakeError) -> [UInt8] {
        let label = "\(what): zip entry \(quoted: entry.name)"
        guard entry.size <= maxEntryBytes else {
            throw .limitExceeded("\(label) is \(entry.size) bytes uncompressed; an entry is limited to \(maxEntryBytes) bytes")
        }
        guard entry.size <= maxTotalBytes - extracted else {
            throw .limitExceeded("\(what): its zip entries unpack to more than \(maxTotalBytes) bytes")
        }
        guard entry.flags & 1 == 0 else { throw .invalidArgument("\(label) is encrypted") }
        let at = entry.localHeaderOffset
        guard directoryOffset - at >= 30, ZipArchive.u32(bytes, at) == ZipArchive.localSignature else {
            throw .invalidArgument("\(label) has no local header where the central directory says")
        }
        let nameLength = Int(ZipArchive.u16(bytes, at + 26)), extraLength = Int(ZipArchive.u16(bytes, at + 28))
        let dataStart = at + 30 + nameLength + extraLength
        guard dataStart <= directoryOffset, bytes[(at + 30)..<(at + 30 + nameLength)].elementsEqual(entry.nameBytes) else {
            throw .invalidArgument("\(label): its local header names another entry")
        }
        guard ZipArchive.u16(bytes, at + 8) == entry.method else {
            throw .invalidArgument("\(label): its local header and the central directory disagree on the method")
        }
        guard directoryOffset - dataStart >= entry.compressedSize else {
            throw .invalidArgument("\(label) runs past the end of the entries' data")
        }
        let range = dataStart..<(dataStart + entry.compressedSize)
        let data: [UInt8]
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.size else {
                throw .invalidArgument("\(label) is stored, but its compressed and uncompressed sizes differ")
            }
            data = Array(bytes[range])
        case 8:
            data = try Inflate.decompress(bytes, range: range, maxOutput: entry.size, what: label)
            guard data.count == entry.size else {
                throw .invalidArgument("\(label) inflates to \(data.count) bytes, not the \(entry.size) its directory says")
            }
        default:
            throw .invalidArgument("\(label) uses compression method \(entry.method); only stored (0) and deflate (8) are supported")
        }
        guard CRC32.checksum(data) == entry.crc else { throw .invalidArgument("\(label) fails its CRC-32 check (the file is damaged)") }
        extracted += data.count
        return data
    }

    private static func u16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) | UInt16(b[i + 1]) << 8 }
    private static func u32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
    }
}

/// Writes a zip archive deterministically: each entry deflated by zlib (method 8, as XMind and
/// zip tools write them), or stored (method 0) when deflating would not make it smaller; fixed
/// timestamps (1980-01-01 00:00, the earliest zip can say), entries in the order added, UTF-8
/// names (flag bit 11), no extra fields. Without zip64, so the archive stays under 4 GiB and
/// 65,535 entries (`.limitExceeded` past them).
struct ZipWriter {
    private var body: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0
    /// 1980-01-01 in MS-DOS date form; the time is 00:00:00.
    private static let dosDate: UInt16 = (0 << 9) | (1 << 5) | 1

    /// Adds entry `name` holding `data`: deflated when that makes it smaller (unless
    /// `deflate` is false), stored otherwise.
    mutating func add(_ name: String, _ data: [UInt8], deflate: Bool = true) throws(KeepsakeError) {
        let nameBytes = Array(name.utf8)
        guard count < 0xFFFF, nameBytes.count <= 0xFFFF else { throw .limitExceeded("a zip archive holds at most 65,534 entries") }
        guard data.count <= 0xFFFF_FFFE else { throw .limitExceeded("a zip entry over 4 GiB needs zip64 (not written)") }
        let deflated = deflate ? try Deflate.compress(data) : data
        let (method, stored): (UInt16, [UInt8]) = deflated.count < data.count ? (8, deflated) : (0, data)
        let version: UInt16 = method == 8 ? 20 : 10    // version needed: 2.0 (deflate) or 1.0 (stored)
        guard body.count <= 0xFFFF_FFFE - 30 - nameBytes.count - stored.count else {
            throw .limitExceeded("the zip archive would pass 4 GiB, which needs zip64 (not written)")
        }
        let crc = CRC32.checksum(data)
        let offset = UInt32(body.count)
        // Local header.
        append32(&body, 0x0403_4B50)
        append16(&body, version)
        append16(&body, 1 << 11)            // UTF-8 names
        append16(&body, method)
        append16(&body, 0)                  // time
        append16(&body, ZipWriter.dosDate)
        append32(&body, crc)
        append32(&body, UInt32(stored.count))
        append32(&body, UInt32(data.count))
        append16(&body, UInt16(nameBytes.count))
        append16(&body, 0)
        body += nameBytes
        body += stored
        // Central directory entry.
        append32(&directory, 0x0201_4B50)
        append16(&directory, 20)            // made by: MS-DOS/FAT attributes, spec 2.0
        append16(&directory, version)
        append16(&directory, 1 << 11)
        append16(&directory, method)
        append16(&directory, 0)
        append16(&directory, ZipWriter.dosDate)
        append32(&directory, crc)
        append32(&directory, UInt32(stored.count))
        append32(&directory, UInt32(data.count))
        append16(&directory, UInt16(nameBytes.count))
        append16(&directory, 0)             // extra
        append16(&directory, 0)             // comment
        append16(&directory, 0)             // disk
        append16(&directory, 0)             // internal attributes
        append32(&directory, 0)             // external attributes
        append32(&directory, offset)
        directory += nameBytes
        count += 1
    }

    /// The whole archive.
    func finish() throws(KeepsakeError) -> [UInt8] {
        guard body.count <= 0xFFFF_FFFE - directory.count else {
            throw .limitExceeded("the zip archive would pass 4 GiB, which needs zip64 (not written)")
        }
        var out = body
        out += directory
        append32(&out, 0x0605_4B50)
        append16(&out, 0)
        append16(&out, 0)
        append16(&out, UInt16(count))
        append16(&out, UInt16(count))
        append32(&out, UInt32(directory.count))
        append32(&out, UInt32(body.count))
        append16(&out, 0)
        return out
    }

    private func append16(_ out: inout [UInt8], _ v: UInt16) { out += [UInt8(v & 0xFF), UInt8(v >> 8)] }
    private func append32(_ out: inout [UInt8], _ v: UInt32) {
        out += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
    }
}
