/// Canonical JSON (FORMAT.md section 2): sorted keys, no insignificant whitespace, minimal
/// escapes, integers only.
package enum CanonicalJSON {
    /// Encodes `value` canonically as UTF-8 bytes.
    package static func encode(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(value, into: &out)
        return out
    }

    /// Encodes `value` canonically as a string.
    package static func string(_ value: JSONValue) -> String {
        String(decoding: encode(value), as: UTF8.self)
    }

    private static func write(_ value: JSONValue, into out: inout [UInt8]) {
        // An explicit stack keeps deeply nested values from overflowing the call stack.
        enum Step { case value(JSONValue), raw(UInt8), key(String) }
        var stack: [Step] = [.value(value)]
        while let step = stack.popLast() {
            switch step {
            case .raw(let byte):
                out.append(byte)
            case .key(let key):
                writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
            case .value(let v):
                switch v {
                case .null: out.append(contentsOf: Array("null".utf8))
                case .bool(let b): out.append(contentsOf: Array((b ? "true" : "false").utf8))
                case .int(let i): out.append(contentsOf: Array(String(i).utf8))
                case .string(let s): writeString(s, into: &out)
                case .array(let items):
                    out.append(UInt8(ascii: "["))
                    stack.append(.raw(UInt8(ascii: "]")))
                    for (index, item) in items.enumerated().reversed() {
                        stack.append(.value(item))
                        if index > 0 { stack.append(.raw(UInt8(ascii: ","))) }
                    }
                case .object(let members):
                    out.append(UInt8(ascii: "{"))
                    stack.append(.raw(UInt8(ascii: "}")))
                    let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
                    for (index, key) in keys.enumerated().reversed() {
                        stack.append(.value(members[key] ?? .null))
                        stack.append(.key(key))
                        if index > 0 { stack.append(.raw(UInt8(ascii: ","))) }
                    }
                }
            }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ s: String, into out: inout [UInt8]) {
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
