/// Checks of the value forms FORMAT.md R26 defines: instants, civil dates, ids.
public enum Validation {
    /// True for an RFC 3339 date-time: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`.
    public static func isInstant(_ s: String) -> Bool {
        let b = Array(s.utf8)
        guard b.count >= 20, b.count <= 35 else { return false }
        guard isDate(b, 0), b[10] == UInt8(ascii: "T") else { return false }
        guard let hour = number(b, 11, 2), hour <= 23, b[13] == UInt8(ascii: ":"),
              let minute = number(b, 14, 2), minute <= 59, b[16] == UInt8(ascii: ":"),
              let second = number(b, 17, 2), second <= 60 else { return false }
        var i = 19
        if b[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < b.count, isDigit(b[i]) { i += 1 }
            guard i - start >= 1, i - start <= 9 else { return false }
        }
        guard i < b.count else { return false }
        if b[i] == UInt8(ascii: "Z") { return i + 1 == b.count }
        guard b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"), b.count == i + 6,
              let oh = number(b, i + 1, 2), oh <= 23, b[i + 3] == UInt8(ascii: ":"),
              let om = number(b, i + 4, 2), om <= 59 else { return false }
        return true
    }

    /// True for a civil date `YYYY-MM-DD` that exists in the proleptic Gregorian calendar.
    public static func isCivilDate(_ s: String) -> Bool {
        let b = Array(s.utf8)
        return b.count == 10 && isDate(b, 0)
    }

    /// True for a lowercase UUID string (8-4-4-4-12 hex digits).
    public static func isUUID(_ s: String) -> Bool {
        let b = Array(s.utf8)
        guard b.count == 36 else { return false }
        for (i, c) in b.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard c == UInt8(ascii: "-") else { return false }
            } else {
                guard isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) else { return false }
            }
        }
        return true
    }

    /// True for a media type `type/subtype` of 3–127 characters (FORMAT.md R25): RFC 6838
    /// restricted names, each beginning with a letter or digit, then letters, digits and
    /// `! # $ & - ^ _ . +`; no parameters.
    public static func isMediaType(_ s: String) -> Bool {
        let b = Array(s.utf8)
        guard b.count >= 3, b.count <= 127, let slash = b.firstIndex(of: UInt8(ascii: "/")) else { return false }
        func isAlphanumeric(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A)
        }
        func isRestrictedName(_ part: ArraySlice<UInt8>) -> Bool {
            guard let first = part.first, isAlphanumeric(first) else { return false }
            return part.allSatisfy { isAlphanumeric($0) || Array("!#$&-^_.+".utf8).contains($0) }
        }
        return isRestrictedName(b[..<slash]) && isRestrictedName(b[(slash + 1)...])
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        default:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        }
    }

    private static func isDate(_ b: [UInt8], _ at: Int) -> Bool {
        guard let year = number(b, at, 4), b[at + 4] == UInt8(ascii: "-"),
              let month = number(b, at + 5, 2), (1...12).contains(month), b[at + 7] == UInt8(ascii: "-"),
              let day = number(b, at + 8, 2), day >= 1 else { return false }
        return day <= daysInMonth(year: year, month: month)
    }

    private static func number(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
        guard at + count <= b.count else { return nil }
        var value = 0
        for i in at..<(at + count) {
            guard isDigit(b[i]) else { return nil }
            value = value * 10 + Int(b[i] - UInt8(ascii: "0"))
        }
        return value
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
}

// MARK: - Quoting values in messages

extension Validation {
    /// The most characters of a value that an error message quotes.
    public static let quotedCharacters = 64
    /// The most characters of a file path that an error message quotes: enough for any path a
    /// host means, not for a 10 MB argument.
    public static let quotedPathCharacters = 1024

    /// `value` as an error message quotes it: in single quotes, and when it is longer than
    /// `quotedCharacters` only its first ones, then "…" and its size, so that a bad 10 MB
    /// argument gives a message of a line, not of 10 MB. Every message of the core that quotes
    /// a value from outside goes through here (`"\(quoted: value)"`).
    public static func quoted(_ value: some StringProtocol, upTo limit: Int = quotedCharacters) -> String {
        var prefix = ""
        var count = 0
        for character in value {
            if count == limit {
                return "'\(prefix)…' (\(value.utf8.count) bytes)"
            }
            prefix.append(character)
            count += 1
        }
        return "'\(prefix)'"
    }
}

extension String.StringInterpolation {
    /// `"\(quoted: value)"`: `value` quoted for an error message (`Validation.quoted`).
    public mutating func appendInterpolation(quoted value: some StringProtocol) {
        appendLiteral(Validation.quoted(value))
    }

    /// `"\(quotedPath: path)"`: a file path quoted for an error message, up to
    /// `Validation.quotedPathCharacters`.
    public mutating func appendInterpolation(quotedPath value: some StringProtocol) {
        appendLiteral(Validation.quoted(value, upTo: Validation.quotedPathCharacters))
    }
}
