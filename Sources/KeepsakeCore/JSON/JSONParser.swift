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

    private var tokens: JSONTokenizer
    private let maxDepth: Int
    private let maxValues: Int
    private var values = 0

    private init(_ bytes: [UInt8], maxDepth: Int, maxValues: Int) {
        tokens = JSONTokenizer(bytes)
        self.maxDepth = maxDepth
        self.maxValues = maxValues
    }

    /// Parses one JSON value that fills all of `bytes` (whitespace around it allowed).
    /// `maxValues` bounds the values (scalars, arrays, objects) a document may hold, and so the
    /// memory its tree takes (about 100 bytes a value).
    package static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth, maxValues: Int = .max) throws(Failure) -> JSONValue {
        guard JSONTokenizer.isValidUTF8(bytes) else {
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
                _ = consume(byte)
                skipWhitespace()
                if consume(UInt8(ascii: "}")) {
                    value = .object([:])
                } else {
                    guard stack.count < maxDepth else { throw .unrepresentable("nesting deeper than \(maxDepth) levels") }
                    let key = try parseKey()
                    stack.append(Container(pendingKey: key))
                    skipWhitespace()
                    continue outer
                }
            case UInt8(ascii: "["):
                _ = consume(byte)
                skipWhitespace()
                if consume(UInt8(ascii: "]")) {
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
        guard tokens.atEnd else { throw .syntax("unexpected text after the value at byte \(index)") }
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

    /// Runs one step of the tokenizer, reporting its failure as a syntax error.
    private mutating func token<T>(_ step: (inout JSONTokenizer) throws(JSONTokenizer.Failure) -> T) throws(Failure) -> T {
        do { return try step(&tokens) } catch { throw .syntax(error.message) }
    }

    private mutating func parseString() throws(Failure) -> String {
        try token { (t) throws(JSONTokenizer.Failure) in try t.string() }
    }

    private mutating func parseNumber() throws(Failure) -> Int64 {
        let number = try token { (t) throws(JSONTokenizer.Failure) in try t.number() }
        let start = number.start
        if number.fractional { throw .unrepresentable("number at byte \(start) is not an integer") }
        guard let magnitude = number.magnitude, magnitude <= UInt64(JSONValue.maxSafeInteger) else {
            throw .unrepresentable("integer at byte \(start) is outside ±(2^53-1)")
        }
        if number.negative && magnitude == 0 { throw .unrepresentable("-0 at byte \(start)") }
        return number.negative ? -Int64(magnitude) : Int64(magnitude)
    }

    private mutating func expectLiteral(_ word: String) throws(Failure) {
        try token { (t) throws(JSONTokenizer.Failure) in try t.literal(word) }
    }

    private var index: Int { tokens.index }

    private func peek() -> UInt8? { tokens.peek() }

    private mutating func consume(_ byte: UInt8) -> Bool { tokens.consume(byte) }

    private mutating func skipWhitespace() { tokens.skipWhitespace() }
}
