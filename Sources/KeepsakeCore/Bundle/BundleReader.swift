/// Limits for reading a bundle (FORMAT.md R19). Zero means the default.
public struct ReadLimits: Hashable, Sendable, Codable {
    /// The most members a bundle may have (default 100,000).
    public var maxMembers: UInt64 = 100_000
    /// The largest member in bytes (default 64 GiB).
    public var maxMemberSize: UInt64 = 64 << 30
    /// The largest bundle file in bytes (default 1 TiB).
    public var maxTotalSize: UInt64 = 1 << 40
    /// The largest `manifest.json` in bytes (default 32 MiB).
    public var maxManifestSize: UInt64 = 32 << 20

    /// The default limits.
    public init() {}

    /// Limits with the given values; each 0 stands for its default. A bundle beyond any of them
    /// is refused with `KeepsakeError.limitExceeded` (`BundleReason.limitExceeded`).
    public init(maxMembers: UInt64 = 0, maxMemberSize: UInt64 = 0, maxTotalSize: UInt64 = 0, maxManifestSize: UInt64 = 0) {
        let defaults = ReadLimits()
        self.maxMembers = maxMembers == 0 ? defaults.maxMembers : maxMembers
        self.maxMemberSize = maxMemberSize == 0 ? defaults.maxMemberSize : maxMemberSize
        self.maxTotalSize = maxTotalSize == 0 ? defaults.maxTotalSize : maxTotalSize
        self.maxManifestSize = maxManifestSize == 0 ? defaults.maxManifestSize : maxManifestSize
    }
}

/// Options for reading a bundle.
public struct ReadOptions {
    /// The limits the bundle must keep within.
    public var limits: ReadLimits
    /// Called with the bytes read so far and the file's size, about every MiB and at the end;
    /// returning false cancels the read with `KeepsakeError.cancelled`, changing nothing.
    public var progress: ProgressHandler?

    /// Options with the given limits and progress handler.
    public init(limits: ReadLimits = ReadLimits(), progress: ProgressHandler? = nil) {
        self.limits = limits
        self.progress = progress
    }
}

/// A buffered, forward-only reader of the bundle file.
private struct Input {
    let file: File
    let buffer: UnsafeMutableRawBufferPointer
    var start = 0
    var end = 0
    private(set) var offset: UInt64 = 0

    init(file: File, buffer: UnsafeMutableRawBufferPointer) {
        self.file = file
        self.buffer = buffer
    }

    /// Up to `count` bytes that are next, without consuming them; fewer only at end of file.
    mutating func peek(_ count: Int) throws(KeepsakeError) -> UnsafeRawBufferPointer {
        if end - start < count {
            if start > 0 {
                let pending = end - start
                if pending > 0, let base = buffer.baseAddress {
                    (base).copyMemory(from: base + start, byteCount: pending)
                }
                start = 0
                end = pending
            }
            while end < count {
                let n = try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[end...]))
                if n == 0 { break }
                end += n
            }
        }
        return UnsafeRawBufferPointer(rebasing: buffer[start..<min(end, start + count)])
    }

    mutating func consume(_ count: Int) {
        start += count
        offset += UInt64(count)
    }

    /// Streams exactly `count` bytes to `sink` in slices; false when the file ended first.
    mutating func stream(_ count: UInt64, _ sink: (UnsafeRawBufferPointer) throws(KeepsakeError) -> Void) throws(KeepsakeError) -> Bool {
        var remaining = count
        while remaining > 0 {
            let want = Int(min(remaining, UInt64(buffer.count)))
            let chunk = try peek(want)
            if chunk.isEmpty { return false }
            try sink(chunk)
            consume(chunk.count)
            remaining -= UInt64(chunk.count)
        }
        return true
    }
}

/// Where verified member data goes: a reader calls `openDatabase` once and `openMedia` for
/// each media member; nil means hash the data and drop it.
protocol BundleSink {
    /// Called once the manifest is decoded and within limits, before any other member is read.
    func begin(_ manifest: Manifest) throws(KeepsakeError)
    func databaseFile() throws(KeepsakeError) -> any MemberOutput
    func mediaFile(_ sha256: String) throws(KeepsakeError) -> (any MemberOutput)?
}

extension BundleSink {
    func begin(_ manifest: Manifest) throws(KeepsakeError) {}
}

/// Where a member's data goes: a file, or a decrypting writer (viewer bundles).
protocol MemberOutput {
    func write(_ buffer: UnsafeRawBufferPointer) throws(KeepsakeError)
    func close() throws(KeepsakeError)
}

extension File: MemberOutput {}

/// A bundle whose container, manifest and member hashes were verified (FORMAT.md section 3
/// and 4). The database still needs `BundleDatabase.open`.
struct VerifiedContainer {
    let manifest: Manifest
    let manifestJSON: JSONValue
}

/// Reads the tar container strictly (FORMAT.md R10–R19) and checks the manifest (R20–R22).
enum BundleReader {
    private static let compressionMagics: [(String, [UInt8])] = [
        ("gzip", [0x1F, 0x8B]), ("bzip2", Array("BZh".utf8)), ("xz", [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]),
        ("zstd", [0x28, 0xB5, 0x2F, 0xFD]),
    ]

    /// With `throughDatabase`, stops once `keepsake.db` is verified, without reading the media
    /// (an update's writer reading its base: only the manifest and the database count).
    static func readContainer(path: String, options: ReadOptions, sink: BundleSink, throughDatabase: Bool = false) throws(KeepsakeError) -> VerifiedContainer {
        guard !path.isEmpty else { throw .invalidArgument("the bundle path is empty") }
        guard let fileSize = FileSystem.regularFileSize(path) else {
            if FileSystem.exists(path) { throw .invalidArgument("\(quotedPath: path) is not a regular file") }
            throw .notFound("no bundle at \(quotedPath: path)")
        }
        let file = try File.openForReading(path)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: File.bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        var input = Input(file: file, buffer: buffer)
        var meter = ProgressMeter(total: fileSize, handler: options.progress)
        let limits = options.limits

        // The first header decides whether this is a bundle at all (R10).
        let first = try input.peek(Tar.blockSize)
        for (name, magic) in compressionMagics where first.count >= magic.count && Array(first[0..<magic.count]) == magic {
            throw .bundle(.compressed, "the file is \(name)-compressed; bundles are uncompressed tar archives")
        }
        guard first.count == Tar.blockSize else {
            throw .bundle(.truncated, "the file is \(first.count) bytes long, shorter than one tar header")
        }
        guard case .header = Tar.parse(first) else {
            throw .bundle(.notABundle, "the file does not start with a POSIX ustar header")
        }

        var manifest: Manifest?
        var manifestJSON: JSONValue = .null
        var seen: Set<String> = []
        var memberIndex = 0 // the next manifest member expected
        while true {
            guard let header = try readHeader(&input, limits: limits) else { break }
            let name = try checkName(header)
            guard let current = manifest else {
                // The manifest comes first (R15, R20).
                guard name == Manifest.manifestPath else {
                    throw .bundle(.memberOrder, "the first member is \(quoted: name) but must be \(Manifest.manifestPath)")
                }
                guard header.size <= limits.maxManifestSize else {
                    throw .bundle(.limitExceeded, "manifest.json is \(header.size) bytes; the limit is \(limits.maxManifestSize)")
                }
                var bytes: [UInt8] = []
                bytes.reserveCapacity(Int(header.size))
                guard try input.stream(header.size, { bytes.append(contentsOf: $0) }) else {
                    throw .bundle(.truncated, "the file ends inside manifest.json")
                }
                try readPadding(&input, after: header.size, name: name)
                try meter.advance(header.size)
                let decoded = try Manifest.decode(bytes)
                try checkLimits(decoded, limits)
                try sink.begin(decoded)
                manifest = decoded
                manifestJSON = (try? JSONParser.parse(bytes)) ?? .null
                seen.insert(name)
                continue
            }
            // Every later member must be the next one the manifest lists (R15).
            if seen.contains(name) {
                throw .bundle(.duplicateMember, "member \(quoted: name) appears twice")
            }
            guard memberIndex < current.members.count else {
                throw .bundle(.unexpectedMember, "member \(quoted: name) is not listed in the manifest")
            }
            let expected = current.members[memberIndex]
            guard name == expected.path else {
                if current.members.contains(where: { $0.path == name }) {
                    throw .bundle(.memberOrder, "member \(quoted: name) comes where the manifest lists \(quoted: expected.path)")
                }
                throw .bundle(.unexpectedMember, "member \(quoted: name) is not listed in the manifest")
            }
            guard header.size == expected.size else {
                throw .bundle(.sizeMismatch, "member \(quoted: name) is \(header.size) bytes but the manifest says \(expected.size)")
            }
            let out = try memberIndex == 0 ? sink.databaseFile() : sink.mediaFile(expected.sha256)
            let hasher = SHA256Hasher()
            // Progress (and cancelling) chunk by chunk, so a large member does not hold it up.
            let complete = try input.stream(header.size) { (chunk) throws(KeepsakeError) in
                hasher.update(chunk)
                try out?.write(chunk)
                try meter.advance(UInt64(chunk.count))
            }
            guard complete else { throw .bundle(.truncated, "the file ends inside member \(quoted: name)") }
            try readPadding(&input, after: header.size, name: name)
            let actual = try hasher.finalizeHex()
            guard actual == expected.sha256 else {
                throw .bundle(.hashMismatch, "member \(quoted: name) has SHA-256 \(actual) but the manifest says \(expected.sha256)")
            }
            // Not flushed here: a media file kept is flushed once the whole bundle is read,
            // before it is placed in a store (by then mostly written back while later members
            // were read); the database member is scratch, read in this process and removed.
            try out?.close()
            seen.insert(name)
            memberIndex += 1
            if throughDatabase, let manifest { return VerifiedContainer(manifest: manifest, manifestJSON: manifestJSON) }
        }
        guard let manifest else { throw .bundle(.missingMember, "the archive holds no manifest.json") }
        guard memberIndex == manifest.members.count else {
            throw .bundle(.missingMember, "the archive ends before member '\(manifest.members[memberIndex].path)'")
        }
        // Everything after the two end blocks must be zero (R17).
        while true {
            let chunk = try input.peek(buffer.count)
            if chunk.isEmpty { break }
            guard chunk.allSatisfy({ $0 == 0 }) else {
                throw .bundle(.trailingData, "non-zero bytes follow the end of the archive at offset \(input.offset)")
            }
            input.consume(chunk.count)
        }
        try meter.finish()
        return VerifiedContainer(manifest: manifest, manifestJSON: manifestJSON)
    }

    /// Reads the next member header, folding a pax size header into it (R11, R12). Nil at the
    /// end-of-archive blocks.
    private static func readHeader(_ input: inout Input, limits: ReadLimits) throws(KeepsakeError) -> Tar.Header? {
        var paxSize: UInt64?
        var sawPax = false
        while true {
            let block = try input.peek(Tar.blockSize)
            guard block.count == Tar.blockSize else {
                throw .bundle(.truncated, block.isEmpty ? "the file ends without the end-of-archive blocks" : "the file ends inside a header")
            }
            switch Tar.parse(block) {
            case .invalid(let why):
                throw .bundle(.badHeader, "header at offset \(input.offset): \(why)")
            case .zero:
                if sawPax { throw .bundle(.badPaxHeader, "a pax header is followed by the end of the archive") }
                input.consume(Tar.blockSize)
                let second = try input.peek(Tar.blockSize)
                guard second.count == Tar.blockSize else { throw .bundle(.truncated, "the file ends after one end-of-archive block") }
                guard second.allSatisfy({ $0 == 0 }) else {
                    throw .bundle(.trailingData, "a lone zero block at offset \(input.offset - UInt64(Tar.blockSize)) is followed by more data")
                }
                input.consume(Tar.blockSize)
                return nil
            case .header(var header):
                input.consume(Tar.blockSize)
                switch header.typeflag {
                case UInt8(ascii: "0"):
                    if let paxSize { header.size = paxSize }
                    return header
                case UInt8(ascii: "x"):
                    guard !sawPax else { throw .bundle(.badPaxHeader, "a pax header is followed by another pax header") }
                    guard header.size <= Tar.maxPaxHeaderSize else {
                        throw .bundle(.badPaxHeader, "a pax header of \(header.size) bytes is larger than \(Tar.maxPaxHeaderSize)")
                    }
                    var data: [UInt8] = []
                    guard try input.stream(header.size, { data.append(contentsOf: $0) }) else {
                        throw .bundle(.truncated, "the file ends inside a pax header")
                    }
                    try readPadding(&input, after: header.size, name: "pax header")
                    switch Tar.parsePax(data) {
                    case .renaming(let key):
                        throw .bundle(.renamingHeader, "a pax header sets \(quoted: key), which would rename or relink a member")
                    case .malformed(let why):
                        throw .bundle(.badPaxHeader, why)
                    case .size(let size):
                        paxSize = size
                    }
                    sawPax = true
                default:
                    let type = header.typeflag >= 0x20 && header.typeflag < 0x7F ? "'\(Character(Unicode.Scalar(header.typeflag)))'" : "\(header.typeflag)"
                    let what: String
                    switch header.typeflag {
                    case UInt8(ascii: "1"): what = "a hard link"
                    case UInt8(ascii: "2"): what = "a symbolic link"
                    case UInt8(ascii: "3"), UInt8(ascii: "4"): what = "a device"
                    case UInt8(ascii: "5"): what = "a directory"
                    case UInt8(ascii: "6"): what = "a FIFO"
                    case UInt8(ascii: "L"), UInt8(ascii: "K"): what = "a GNU long-name header, which would rename a member"
                    case UInt8(ascii: "g"): what = "a pax global header"
                    default: what = "not a regular file"
                    }
                    throw .bundle(.badMemberType, "member \(quoted: header.nameString) has type \(type): \(what)")
                }
            }
        }
    }

    /// Checks a member name (R13) and returns it.
    private static func checkName(_ header: Tar.Header) throws(KeepsakeError) -> String {
        let bytes = header.name
        let shown = String(decoding: bytes.map { $0 >= 0x20 && $0 < 0x7F ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
        guard header.prefixEmpty else {
            throw .bundle(.unsafePath, "member \(quoted: shown) has a ustar prefix, which would change its path")
        }
        guard header.nameClean else {
            throw .bundle(.unsafePath, "member name \(quoted: shown) has text after a NUL byte")
        }
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw .bundle(.unsafePath, "member name \(quoted: shown) is empty or has bytes outside printable ASCII")
        }
        let name = String(decoding: bytes, as: UTF8.self)
        if name.hasPrefix("/") || name.contains("\\") || name.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." }) {
            throw .bundle(.unsafePath, "member name \(quoted: name) is absolute or leaves the bundle")
        }
        let isMedia = name.hasPrefix("media/") && Hex.isSHA256(String(name.dropFirst(6)))
        guard name == Manifest.manifestPath || name == Manifest.databasePath || isMedia else {
            throw .bundle(.unexpectedMember, "member \(quoted: name) is not a member a bundle may hold")
        }
        return name
    }

    private static func readPadding(_ input: inout Input, after size: UInt64, name: String) throws(KeepsakeError) {
        let count = Tar.padding(size)
        guard count > 0 else { return }
        let pad = try input.peek(count)
        guard pad.count == count else { throw .bundle(.truncated, "the file ends inside the padding of \(quoted: name)") }
        guard pad.allSatisfy({ $0 == 0 }) else { throw .bundle(.badPadding, "the padding after \(quoted: name) is not zero") }
        input.consume(count)
    }

    private static func checkLimits(_ manifest: Manifest, _ limits: ReadLimits) throws(KeepsakeError) {
        let count = UInt64(manifest.members.count) + 1
        guard count <= limits.maxMembers else {
            throw .bundle(.limitExceeded, "the bundle has \(count) members; the limit is \(limits.maxMembers)")
        }
        var total: UInt64 = 0
        for member in manifest.members {
            guard member.size <= limits.maxMemberSize else {
                throw .bundle(.limitExceeded, "member \(quoted: member.path) is \(member.size) bytes; the limit is \(limits.maxMemberSize)")
            }
            let (sum, overflow) = total.addingReportingOverflow(member.size)
            guard !overflow, sum <= limits.maxTotalSize else {
                throw .bundle(.limitExceeded, "the members total more than the limit of \(limits.maxTotalSize) bytes")
            }
            total = sum
        }
    }
}
