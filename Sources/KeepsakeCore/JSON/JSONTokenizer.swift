/// The lexical layer of RFC 8259 that both JSON readers share: whitespace, strings (escapes and
/// surrogate pairs), numbers, literals, and where each one fails. `JSONParser` builds a tree from
/// these tokens and `JSONEvents` streams them; the grammar (containers, commas, limits) is
/// each reader's own. The bytes must already be valid UTF-8 (both readers check that first), so
/// a string's unescaped bytes are copied without decoding them.
struct JSONTokenizer {
    /// Why a token is not valid JSON, and the byte offset where that was found (nil when the
    /// text ended first).
    struct Failure: Error {
        let cause: String
        let offset: Int?
        /// "<cause> at byte N", or the cause alone when the text ended first.
        var message: String { offset.map { "\(cause) at byte \($0)" } ?? cause }
    }

    /// A number as scanned. `magnitude` is nil when the integer part overflows 64 bits.
    struct Number {
        let start: Int
        let negative: Bool
        let magnitude: UInt64?
        /// Whether it has a fraction or an exponent.
        let fractional: Bool
    }

    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether `bytes` are valid UTF-8, checked in place (no copy: documents run to hundreds of MB).
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    func failure(_ cause: String, at offset: Int?) -> Failure { Failure(cause: cause, offset: offset) }

    func failure(_ cause: String) -> Failure { Failure(cause: cause, offset: index) }

    var atEnd: Bool { index >= bytes.count }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func consume(_ byte: UInt8) -> Bool {
        if peek() == byte { index += 1; return true }
        return false
    }

    mutating func skipWhitespace() {
        while let b = peek(), b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
    }

    /// Consumes `word` (`true`, `false` or `null`).
    mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard peek() == expected else { throw failure("invalid literal") }
            index += 1
        }
    }

    private func isDigit(_ b: UInt8?) -> Bool {
        guard let b else { return false }
        return b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    /// Scans a number of any form RFC 8259 allows; converting it is the caller's choice.
    mutating func number() throws(Failure) -> Number {
        let start = index
        let negative = consume(UInt8(ascii: "-"))
        guard isDigit(peek()) else { throw failure("invalid number", at: start) }
        var magnitude: UInt64? = 0
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else {
            while let d = peek(), isDigit(d) {
                index += 1
                if let m = magnitude {
                    let (m1, o1) = m.multipliedReportingOverflow(by: 10)
                    let (m2, o2) = m1.addingReportingOverflow(UInt64(d - UInt8(ascii: "0")))
                    magnitude = o1 || o2 ? nil : m2
                }
            }
        }
        var fractional = false
        if consume(UInt8(ascii: ".")) {
            fractional = true
            guard isDigit(peek()) else { throw failure("invalid number", at: start) }
            while isDigit(peek()) { index += 1 }
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            fractional = true
            index += 1
            if let s = peek(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { index += 1 }
            guard isDigit(peek()) else { throw failure("invalid number", at: start) }
            while isDigit(peek()) { index += 1 }
        }
        return Number(start: start, negative: negative, magnitude: magnitude, fractional: fractional)
    }

    /// Reads a string from its opening quote to its closing one and returns its value.
    mutating func string() throws(Failure) -> String {
        index += 1 // opening quote
        var out: [UInt8] = []
        while true {
            guard let byte = peek() else { throw failure("unterminated string", at: nil) }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case 0..<0x20:
                throw failure("unescaped control character in a string")
            case UInt8(ascii: "\\"):
                index += 1
                guard let escape = peek() else { throw failure("unterminated escape", at: nil) }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else { throw failure("unpaired surrogate") }
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw failure("unpaired surrogate")
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid escape") }
                    out.append(contentsOf: String(Character(unicode)).utf8)
                default:
                    throw failure("invalid escape")
                }
            default:
                out.append(byte)
                index += 1
            }
        }
    }

    /// The four hex digits of a `\u` escape.
    private mutating func hex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw failure("unterminated \\u escape", at: nil) }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("invalid \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
