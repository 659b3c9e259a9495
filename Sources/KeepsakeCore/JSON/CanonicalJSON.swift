/// Canonical JSON (FORMAT.md section 2): sorted keys, no insignificant whitespace, minimal
/// escapes, integers only.
package enum CanonicalJSON {
    /// Encodes `value` canonically as UTF-8 bytes (through `CanonicalJSONWriter`, the public
    /// writer the C interface and Swift hosts use).
    package static func encode(_ value: JSONValue) -> [UInt8] {
        var writer = CanonicalJSONWriter()
        value.encodeJSON(to: &writer)
        return writer.bytes
    }

    /// Encodes `value` canonically as a string.
    package static func string(_ value: JSONValue) -> String {
        String(decoding: encode(value), as: UTF8.self)
    }

    /// An object's keys in canonical order: by their UTF-8 bytes.
    static func sortedKeys(_ members: [String: JSONValue]) -> [String] {
        members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                out.append(contentsOf: Array("\\u00".utf8))
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
