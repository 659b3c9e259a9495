/// The tar subset of FORMAT.md section 3: ustar headers written with fixed values (R7), pax
/// size records above 8 GiB (R8), and strict parsing of what readers accept (R10–R14).
enum Tar {
    static let blockSize = 512
    static let recordSize = 10240
    /// The largest size an 11-digit octal field holds: 8 GiB − 1.
    static let maxOctalSize: UInt64 = (1 << 33) - 1

    /// A ustar header block as R7 writes it.
    static func header(name: String, size: UInt64, typeflag: UInt8 = UInt8(ascii: "0")) -> [UInt8] {
        var block = [UInt8](repeating: 0, count: blockSize)
        func put(_ text: String, at offset: Int) {
            for (i, byte) in text.utf8.enumerated() { block[offset + i] = byte }
        }
        put(name, at: 0)
        put("0000644", at: 100)
        put("0000000", at: 108)
        put("0000000", at: 116)
        put(size <= maxOctalSize ? octal(size, digits: 11) : "77777777777", at: 124)
        put("00000000000", at: 136)
        block[156] = typeflag
        put("ustar", at: 257)
        put("00", at: 263)
        put("0000000", at: 329)
        put("0000000", at: 337)
        put("        ", at: 148)
        let sum = block.reduce(0) { $0 + Int($1) }
        put(octal(UInt64(sum), digits: 6), at: 148)
        block[154] = 0
        block[155] = UInt8(ascii: " ")
        return block
    }

    /// The pax extended header and data announcing `size` for the member `name` (R8).
    static func paxSizeHeader(name: String, size: UInt64) -> [UInt8] {
        let body = " size=\(size)\n"
        var length = body.utf8.count + 1
        while String(length).utf8.count + body.utf8.count != length { length += 1 }
        let record = Array("\(length)\(body)".utf8)
        var out = header(name: "PaxHeaders/" + name, size: UInt64(record.count), typeflag: UInt8(ascii: "x"))
        out += record
        out += [UInt8](repeating: 0, count: padding(UInt64(record.count)))
        return out
    }

    /// Zero bytes needed after `size` bytes of data to reach a block boundary.
    static func padding(_ size: UInt64) -> Int {
        let remainder = Int(size % UInt64(blockSize))
        return remainder == 0 ? 0 : blockSize - remainder
    }

    static func octal(_ value: UInt64, digits: Int) -> String {
        let s = String(value, radix: 8)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }

    /// A header block as a reader sees it.
    struct Header {
        var name: [UInt8]
        var size: UInt64
        var typeflag: UInt8
        var prefixEmpty: Bool
        var nameClean: Bool

        var nameString: String { String(decoding: name, as: UTF8.self) }
    }

    enum ParseResult {
        case header(Header)
        case zero
        case invalid(String)
    }

    /// Parses one header block (R10): checksum, magic and version, size field.
    static func parse(_ block: UnsafeRawBufferPointer) -> ParseResult {
        if block.allSatisfy({ $0 == 0 }) { return .zero }
        var sum = 0
        for i in 0..<blockSize { sum += (148..<156).contains(i) ? 0x20 : Int(block[i]) }
        // The checksum field is exactly six octal digits, NUL, space (R10): its own bytes are
        // outside the sum, so a looser form would let a changed byte go unnoticed (R23).
        guard (148..<154).allSatisfy({ block[$0] >= 0x30 && block[$0] <= 0x37 }), block[154] == 0, block[155] == 0x20,
              let stored = parseOctal(block, 148, 6), stored == UInt64(sum) else {
            return .invalid("header checksum does not match, or is not six octal digits, NUL, space")
        }
        guard Array(block[257..<263]) == Array("ustar\0".utf8), Array(block[263..<265]) == Array("00".utf8) else {
            return .invalid("not a POSIX ustar header (magic or version)")
        }
        let typeflag = block[156]
        var size: UInt64 = 0
        if typeflag == UInt8(ascii: "0") || typeflag == UInt8(ascii: "x") {
            guard let parsed = parseSize(block) else {
                return .invalid("size field is not 11 octal digits followed by NUL or space")
            }
            size = parsed
        }
        let name = Array(block[0..<100].prefix(while: { $0 != 0 }))
        // Bytes after the name's NUL must be NUL too: text hidden there is refused (R13).
        let nameClean = block[name.count..<100].allSatisfy { $0 == 0 }
        return .header(Header(name: name, size: size, typeflag: typeflag, prefixEmpty: block[345..<500].allSatisfy { $0 == 0 },
                              nameClean: nameClean))
    }

    /// The size field (R10): exactly 11 octal digits, then one NUL or space, the forms GNU tar
    /// and Python's tarfile (NUL) and bsdtar (space) write. Leading spaces, other digit counts and
    /// base-256 are refused.
    static func parseSize(_ block: UnsafeRawBufferPointer) -> UInt64? {
        var value: UInt64 = 0
        for i in 124..<135 {
            guard block[i] >= 0x30, block[i] <= 0x37 else { return nil }
            value = value << 3 | UInt64(block[i] - 0x30)
        }
        guard block[135] == 0 || block[135] == 0x20 else { return nil }
        return value
    }

    /// The checksum field's six digits (already checked to be octal digits).
    static func parseOctal(_ block: UnsafeRawBufferPointer, _ offset: Int, _ length: Int) -> UInt64? {
        var value: UInt64 = 0
        for i in offset..<(offset + length) {
            guard block[i] >= 0x30, block[i] <= 0x37 else { return nil }
            value = value << 3 | UInt64(block[i] - 0x30)
        }
        return value
    }

    /// Keys a pax header may carry (R12): `size` applies, the others are ignored.
    static let ignoredPaxKeys: Set<String> = ["mtime", "atime", "ctime", "uid", "gid", "uname", "gname"]

    enum PaxResult {
        case size(UInt64?)
        case renaming(String)
        case malformed(String)
    }

    /// The largest pax header data a reader takes (R12).
    static let maxPaxHeaderSize: UInt64 = 65_536

    /// Parses pax records `LEN key=value\n` (R12): LEN in decimal without leading zeros counts
    /// the whole record; key and value are UTF-8; `size` is a decimal from 0 to 2^63 − 1
    /// without leading zeros; the other allowed keys' values are not interpreted.
    static func parsePax(_ data: [UInt8]) -> PaxResult {
        var i = 0
        var size: UInt64?
        var seen: Set<String> = []
        while i < data.count {
            var length = 0
            var j = i
            while j < data.count, data[j] >= 0x30, data[j] <= 0x39, length < 1_000_000 {
                length = length * 10 + Int(data[j] - 0x30)
                j += 1
            }
            guard j > i, data[i] != 0x30, j < data.count, data[j] == 0x20, length > j - i + 1, i + length <= data.count,
                  data[i + length - 1] == 0x0A else {
                return .malformed("malformed pax record at byte \(i)")
            }
            let record = Array(data[(j + 1)..<(i + length - 1)])
            guard let equals = record.firstIndex(of: UInt8(ascii: "=")), equals > 0 else {
                return .malformed("pax record without a key and '=' at byte \(i)")
            }
            guard let key = String(validating: record[..<equals], as: UTF8.self),
                  let value = String(validating: record[(equals + 1)...], as: UTF8.self) else {
                return .malformed("pax record at byte \(i) is not UTF-8")
            }
            guard seen.insert(key).inserted else { return .malformed("pax record \(quoted: key) appears twice") }
            switch key {
            case "path", "linkpath":
                return .renaming(key)
            case "size":
                let digits = Array(value.utf8)
                guard !digits.isEmpty, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), digits.count == 1 || digits[0] != 0x30,
                      let parsed = Int64(value) else {
                    return .malformed("pax size \(quoted: value) is not a decimal from 0 to 2^63 − 1 without leading zeros")
                }
                size = UInt64(parsed)
            default:
                guard ignoredPaxKeys.contains(key) else { return .malformed("pax record \(quoted: key) is not allowed") }
            }
            i += length
        }
        return .size(size)
    }
}
