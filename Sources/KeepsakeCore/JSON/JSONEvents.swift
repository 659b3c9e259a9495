/// A streaming RFC 8259 reader for documents from other programs (XMind's `content.json`): it
/// hands each token to a closure in document order and never builds a tree, so a document
/// nested 100,000 deep is read in constant stack and memory proportional to its depth. Unlike
/// `JSONParser` (Keepsake's own data) it accepts every valid number (fractions, exponents, any
/// magnitude) without converting it, and duplicate keys; strings must be valid UTF-8 with
/// paired surrogates.
enum JSONEvents {
    enum Event {
        case objectStart
        case objectEnd
        case arrayStart
        case arrayEnd
        /// A member's name; its value follows.
        case key(String)
        case string(String)
        /// A number, `true`, `false` or `null` (not converted).
        case scalar
    }

    /// Reads `bytes` as one JSON value and hands each token to `handle`.
    /// - Throws: `.invalidArgument("<what> is not valid JSON: … at byte N")`, or what `handle` throws.
    static func read(_ bytes: [UInt8], what: String, _ handle: (Event) throws(KeepsakeError) -> Void) throws(KeepsakeError) {
        guard JSONTokenizer.isValidUTF8(bytes) else { throw .invalidArgument("\(what) is not valid UTF-8") }
        var reader = Reader(bytes: bytes, what: what)
        try reader.run(handle)
    }

    private struct Reader {
        var tokens: JSONTokenizer
        let what: String

        init(bytes: [UInt8], what: String) {
            tokens = JSONTokenizer(bytes)
            self.what = what
        }

        func failure(_ cause: String) -> KeepsakeError { failure(tokens.failure(cause)) }

        func failure(_ failure: JSONTokenizer.Failure) -> KeepsakeError {
            .invalidArgument("\(what) is not valid JSON: \(failure.cause) at byte \(failure.offset ?? tokens.index)")
        }

        /// Runs one step of the tokenizer, reporting its failure as this reader's error.
        mutating func token<T>(_ step: (inout JSONTokenizer) throws(JSONTokenizer.Failure) -> T) throws(KeepsakeError) -> T {
            do { return try step(&tokens) } catch { throw failure(error) }
        }

        mutating func run(_ handle: (Event) throws(KeepsakeError) -> Void) throws(KeepsakeError) {
            // Open containers: true for an object.
            var stack: [Bool] = []
            // Whether a value is due (after "[", ",", ":" or at the start).
            var expectValue = true
            // In an object, whether a key is due (after "{" or ",").
            var expectKey = false
            // Just after "[" or "{": the container may close at once.
            var justOpened = false
            repeat {
                tokens.skipWhitespace()
                guard let c = tokens.peek() else { throw failure("the text ends early") }
                if (c == UInt8(ascii: "}") || c == UInt8(ascii: "]")) && (justOpened || !expectValue && !expectKey) {
                    guard let object = stack.popLast(), object == (c == UInt8(ascii: "}")) else { throw failure("a mismatched '\(Character(Unicode.Scalar(c)))'") }
                    tokens.index += 1
                    try handle(object ? .objectEnd : .arrayEnd)
                    expectValue = false
                    expectKey = false
                    justOpened = false
                } else if expectKey {
                    guard c == UInt8(ascii: "\"") else { throw failure("a member name was expected") }
                    let key = try token { (t) throws(JSONTokenizer.Failure) in try t.string() }
                    tokens.skipWhitespace()
                    guard tokens.consume(UInt8(ascii: ":")) else { throw failure("':' was expected") }
                    try handle(.key(key))
                    expectKey = false
                    expectValue = true
                    justOpened = false
                } else if expectValue {
                    justOpened = false
                    switch c {
                    case UInt8(ascii: "{"):
                        tokens.index += 1
                        stack.append(true)
                        try handle(.objectStart)
                        expectKey = true
                        expectValue = false
                        justOpened = true
                    case UInt8(ascii: "["):
                        tokens.index += 1
                        stack.append(false)
                        try handle(.arrayStart)
                        justOpened = true
                    case UInt8(ascii: "\""):
                        let s = try token { (t) throws(JSONTokenizer.Failure) in try t.string() }
                        try handle(.string(s))
                        expectValue = false
                    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                        let word = c == UInt8(ascii: "t") ? "true" : c == UInt8(ascii: "f") ? "false" : "null"
                        try token { (t) throws(JSONTokenizer.Failure) in try t.literal(word) }
                        try handle(.scalar)
                        expectValue = false
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        _ = try token { (t) throws(JSONTokenizer.Failure) in try t.number() }
                        try handle(.scalar)
                        expectValue = false
                    default:
                        throw failure("a value was expected")
                    }
                } else {
                    // After a value inside a container: "," or the close (handled above).
                    guard c == UInt8(ascii: ","), let object = stack.last else { throw failure("',' or the end of a container was expected") }
                    tokens.index += 1
                    if object { expectKey = true } else { expectValue = true }
                }
            } while !stack.isEmpty || expectValue || expectKey
            tokens.skipWhitespace()
            guard tokens.atEnd else { throw failure("text after the document") }
        }
    }
}
