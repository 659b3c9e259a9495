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
        // Validated in place (no copy: documents run to hundreds of MB).
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        validation: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: break validation
            case .error: throw .invalidArgument("\(what) is not valid UTF-8")
            }
        }
        var reader = Reader(bytes: bytes, what: what)
        try reader.run(handle)
    }

    private struct Reader {
        let bytes: [UInt8]
        let what: String
        var index = 0

        func failure(_ cause: String) -> KeepsakeError { .invalidArgument("\(what) is not valid JSON: \(cause) at byte \(index)") }

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
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
                skipSpace()
                guard index < bytes.count else { throw failure("the text ends early") }
                let c = bytes[index]
                if (c == UInt8(ascii: "}") || c == UInt8(ascii: "]")) && (justOpened || !expectValue && !expectKey) {
                    guard let object = stack.popLast(), object == (c == UInt8(ascii: "}")) else { throw failure("a mismatched '\(Character(Unicode.Scalar(c)))'") }
                    index += 1
                    try handle(object ? .objectEnd : .arrayEnd)
                    expectValue = false
                    expectKey = false
                    justOpened = false
                } else if expectKey {
                    guard c == UInt8(ascii: "\"") else { throw failure("a member name was expected") }
                    let key = try string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("':' was expected") }
                    index += 1
                    try handle(.key(key))
                    expectKey = false
                    expectValue = true
                    justOpened = false
                } else if expectValue {
                    justOpened = false
                    switch c {
                    case UInt8(ascii: "{"):
                        index += 1
                        stack.append(true)
                        try handle(.objectStart)
                        expectKey = true
                        expectValue = false
                        justOpened = true
                    case UInt8(ascii: "["):
                        index += 1
                        stack.append(false)
                        try handle(.arrayStart)
                        justOpened = true
                    case UInt8(ascii: "\""):
                        let s = try string()
                        try handle(.string(s))
                        expectValue = false
                    case UInt8(ascii: "t"): try literal("true"); try handle(.scalar); expectValue = false
                    case UInt8(ascii: "f"): try literal("false"); try handle(.scalar); expectValue = false
                    case UInt8(ascii: "n"): try literal("null"); try handle(.scalar); expectValue = false
                    default: try number(); try handle(.scalar); expectValue = false
                    }
                } else {
                    // After a value inside a container: "," or the close (handled above).
                    guard c == UInt8(ascii: ","), let object = stack.last else { throw failure("',' or the end of a container was expected") }
                    index += 1
                    if object { expectKey = true } else { expectValue = true }
                }
            } while !stack.isEmpty || expectValue || expectKey
            skipSpace()
            guard index == bytes.count else { throw failure("text after the document") }
        }

        mutating func literal(_ word: String) throws(KeepsakeError) {
            for expected in word.utf8 {
                guard index < bytes.count, bytes[index] == expected else { throw failure("an invalid literal") }
                index += 1
            }
        }

        func digit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") }

        mutating func number() throws(KeepsakeError) {
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digit(index) else { throw failure("a value was expected") }
            if bytes[index] == UInt8(ascii: "0") { index += 1 } else { while digit(index) { index += 1 } }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digit(index) else { throw failure("a digit was expected") }
                while digit(index) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digit(index) else { throw failure("a digit was expected") }
                while digit(index) { index += 1 }
            }
        }

        mutating func hex4() throws(KeepsakeError) -> UInt32 {
            guard bytes.count - index >= 4 else { throw failure("a \\u escape is cut short") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let c = bytes[index]
                let d: UInt32
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a")) + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A")) + 10
                default: throw failure("an invalid \\u escape")
                }
                value = value << 4 | d
                index += 1
            }
            return value
        }

        /// A string starting at the opening quote; the bytes are known to be valid UTF-8.
        mutating func string() throws(KeepsakeError) -> String {
            index += 1
            var out: [UInt8] = []
            while true {
                guard index < bytes.count else { throw failure("a string is not closed") }
                let c = bytes[index]
                if c == UInt8(ascii: "\"") { index += 1; break }
                guard c >= 0x20 else { throw failure("a control character in a string") }
                guard c == UInt8(ascii: "\\") else { out.append(c); index += 1; continue }
                index += 1
                guard index < bytes.count else { throw failure("a string is not closed") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if scalar >= 0xD800 && scalar < 0xDC00 {
                        guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw failure("an unpaired surrogate")
                        }
                        index += 2
                        let low = try hex4()
                        guard low >= 0xDC00 && low < 0xE000 else { throw failure("an unpaired surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if scalar >= 0xDC00 && scalar < 0xE000 {
                        throw failure("an unpaired surrogate")
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw failure("an invalid \\u escape") }
                    out += Array(String(Character(u)).utf8)
                default: throw failure("an invalid escape")
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
