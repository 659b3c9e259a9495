/// A strict RFC 8259 parser for the JSON Keepsake reads: manifests from bundles and documents
/// from hosts. It never recurses (nesting is bounded by `maxDepth`, and is iterative anyway),
/// refuses invalid UTF-8, unpaired surrogates and duplicate keys, and reports numbers that are
/// not integers in the canonical range separately, since they are valid JSON but not valid
/// Keepsake data.
package struct JSONParser {
    package enum Failure: Error, Equatable, Sendable {
        /// Not JSON at all, or not UTF-8. The string says where and why.
        case syntax(String)
        /// Valid JSON that Keepsake cannot represent: a fraction, an exponent, an integer
        /// out of range, a duplicate key, or nesting beyond the limit.
        case unrepresentable(String)
    }

    package static let defaultMaxDepth = 64

    /// How the `.unrepresentable` message of a document over `maxValues` begins, so a caller
    /// can report it as a limit.
    package static let valueLimitMessage = "more values than the limit"

    private let bytes: [UInt8]
    private var index = 0
    private let maxDepth: Int
    private let maxValues: Int
    private var values = 0

    private init(_ bytes: [UInt8], maxDepth: Int, maxValues: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.maxValues = maxValues
    }

    /// Parses one JSON value that fills all of `bytes` (whitespace around it allowed).
    /// `maxValues` bounds the values (scalars, arrays, objects) a document may hold, and so the
    /// memory its tree takes (about 100 bytes a value).
    package static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth, maxValues: Int = .max) throws(Failure) -> JSONValue {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .syntax("the text is not valid UTF-8")
        }
        var parser = JSONParser(bytes, maxDepth: maxDepth, maxValues: maxValues)
        let value = try parser.parseDocument()
        return value
    }

    package static func parse(_ text: String, maxDepth: Int = defaultMaxDepth, maxValues: Int = .max) throws(Failure) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth, maxValues: maxValues)
    }

    // MARK: - Grammar

    /// An open array or object. A class, so that appending mutates the one buffer in place:
    /// an enum payload popped off the stack, appended to and pushed back was copied at every
    /// element, which made a long array quadratic (80,000 elements took 36 s).
    private final class Container {
        var items: [JSONValue] = []
        var members: [String: JSONValue] = [:]
        var pendingKey: String?
        init(pendingKey: String? = nil) { self.pendingKey = pendingKey }
    }

    private mutating func parseDocument() throws(Failure) -> JSONValue {
        var stack: [Container] = []
        var result: JSONValue?
        skipWhitespace()
        outer: while true {
            // Parse a value (possibly opening a container).
            values += 1
            guard values <= maxValues else { throw .unrepresentable("\(JSONParser.valueLimitMessage) (\(maxValues))") }
            var value: JSONValue
            guard let byte = peek() else { throw .syntax("unexpected end of text at byte \(index)") }
            switch byte {
            case UInt8(ascii: "{"):
                index += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    index += 1
                    value = .object([:])
                } else {
                    guard stack.count < maxDepth else { throw .unrepresentable("nesting deeper than \(maxDepth) levels") }
                    let key = try parseKey()
                    stack.append(Container(pendingKey: key))
                    skipWhitespace()
                    continue outer
                }
            case UInt8(ascii: "["):
                index += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                } else {
                    guard stack.count < maxDepth else { throw .unrepresentable("nesting deeper than \(maxDepth) levels") }
                    stack.append(Container())
                    continue outer
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "t"):
                try expectLiteral("true"); value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false"); value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null"); value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .int(try parseNumber())
            default:
                throw .syntax("unexpected character at byte \(index)")
            }
            // Attach the value to its container, closing containers as they end.
            while true {
                skipWhitespace()
                guard let top = stack.last else {
                    result = value
                    break outer
                }
                if let key = top.pendingKey {
                    guard top.members[key] == nil else { throw .unrepresentable("duplicate key \"\(key)\"") }
                    top.members[key] = value
                    if consume(UInt8(ascii: ",")) {
                        skipWhitespace()
                        top.pendingKey = try parseKey()
                        skipWhitespace()
                        continue outer
                    }
                    guard consume(UInt8(ascii: "}")) else { throw .syntax("expected ',' or '}' at byte \(index)") }
                    stack.removeLast()
                    value = .object(top.members)
                } else {
                    top.items.append(value)
                    if consume(UInt8(ascii: ",")) {
                        skipWhitespace()
                        continue outer
                    }
                    guard consume(UInt8(ascii: "]")) else { throw .syntax("expected ',' or ']' at byte \(index)") }
                    stack.removeLast()
                    value = .array(top.items)
                }
            }
        }
        skipWhitespace()
        guard index == bytes.count else { throw .syntax("unexpected text after the value at byte \(index)") }
        guard let result else { throw .syntax("no value") }
        return result
    }

    private mutating func parseKey() throws(Failure) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw .syntax("expected a string key at byte \(index)") }
        let key = try parseString()
        skipWhitespace()
        guard consume(UInt8(ascii: ":")) else { throw .syntax("expected ':' at byte \(index)") }
        skipWhitespace()
        return key
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1 // opening quote
        var out: [UInt8] = []
        while true {
            guard let byte = peek() else { throw .syntax("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escape = peek() else { throw .syntax("unterminated escape") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                            throw .syntax("unpaired surrogate at byte \(index)")
                        }
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw .syntax("unpaired surrogate at byte \(index)") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw .syntax("unpaired surrogate at byte \(index)")
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw .syntax("invalid escape at byte \(index)") }
                    out.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    throw .syntax("invalid escape at byte \(index)")
                }
            case 0..<0x20:
                throw .syntax("unescaped control character in a string at byte \(index - 1)")
            default:
                out.append(byte)
            }
        }
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw .syntax("unterminated \\u escape") }
            index += 1
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw .syntax("invalid \\u escape at byte \(index - 1)")
            }
            value = value << 4 | digit
        }
        return value
    }

    private mutating func parseNumber() throws(Failure) -> Int64 {
        let start = index
        let negative = consume(UInt8(ascii: "-"))
        guard let first = peek(), isDigit(first) else { throw .syntax("invalid number at byte \(start)") }
        var magnitude: UInt64 = 0
        var overflow = false
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            while let d = peek(), isDigit(d) {
                index += 1
                let (m1, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (m2, o2) = m1.addingReportingOverflow(UInt64(d - UInt8(ascii: "0")))
                overflow = overflow || o1 || o2
                magnitude = m2
            }
        }
        var fractional = false
        if consume(UInt8(ascii: ".")) {
            fractional = true
            guard let d = peek(), isDigit(d) else { throw .syntax("invalid number at byte \(start)") }
            while let d = peek(), isDigit(d) { index += 1 }
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            fractional = true
            index += 1
            if let s = peek(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { index += 1 }
            guard let d = peek(), isDigit(d) else { throw .syntax("invalid number at byte \(start)") }
            while let d = peek(), isDigit(d) { index += 1 }
        }
        if fractional { throw .unrepresentable("number at byte \(start) is not an integer") }
        guard !overflow, magnitude <= UInt64(JSONValue.maxSafeInteger) else {
            throw .unrepresentable("integer at byte \(start) is outside ±(2^53-1)")
        }
        if negative && magnitude == 0 { throw .unrepresentable("-0 at byte \(start)") }
        return negative ? -Int64(magnitude) : Int64(magnitude)
    }

    private mutating func expectLiteral(_ literal: String) throws(Failure) {
        for expected in literal.utf8 {
            guard peek() == expected else { throw .syntax("invalid literal at byte \(index)") }
            index += 1
        }
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func consume(_ byte: UInt8) -> Bool {
        if peek() == byte { index += 1; return true }
        return false
    }

    private mutating func skipWhitespace() {
        while let b = peek(), b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
    }
}
