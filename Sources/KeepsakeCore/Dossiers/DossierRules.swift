/// The value rules of dossier records, shared by the session calls (which refuse bad input
/// with `.invalidArgument`) and the bundle reader (which refuses bad rows with
/// `database-row`). FORMAT.md R44–R46 state them.
public enum DossierRules {
    /// A name, title, caption or party holds at most this many characters.
    public static let maxShortText = 1_000
    /// Details, diagnosis and notes hold at most this many bytes of UTF-8.
    public static let maxLongTextBytes = 1_000_000
    /// A duration is at most a year.
    public static let maxDurationSeconds: Int64 = 366 * 86_400
    /// The largest page of a timeline.
    public static let maxPageSize: Int64 = 1_000

    /// `text` trimmed, 1 to `maxShortText` characters, or an error naming `what`.
    static func shortText(_ text: String, _ what: String) throws(KeepsakeError) -> String {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { throw .invalidArgument("\(what) is blank") }
        guard trimmed.unicodeScalars.count <= maxShortText else {
            throw .invalidArgument("\(what) has \(trimmed.unicodeScalars.count) characters; the limit is \(maxShortText)")
        }
        guard !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
            throw .invalidArgument("\(what) has control characters (line breaks belong in details or notes)")
        }
        return trimmed
    }

    static func isShortText(_ text: String) -> Bool {
        !text.isEmpty && text.trimmingSpaces == text && text.unicodeScalars.count <= maxShortText
            && !text.unicodeScalars.contains(where: { $0.value < 0x20 })
    }

    /// Free text of up to `maxLongTextBytes` bytes ("" allowed).
    static func longText(_ text: String, _ what: String) throws(KeepsakeError) -> String {
        guard text.utf8.count <= maxLongTextBytes else {
            throw .invalidArgument("\(what) has \(text.utf8.count) bytes; the limit is \(maxLongTextBytes)")
        }
        return text
    }

    /// A caption: trimmed, "" for none, else a short text.
    static func caption(_ text: String?) throws(KeepsakeError) -> String {
        guard let text, !text.trimmingSpaces.isEmpty else { return "" }
        return try shortText(text, "caption")
    }

    static func isCaption(_ text: String) -> Bool { text.isEmpty || isShortText(text) }

    static func id(_ value: String, _ what: String) throws(KeepsakeError) {
        guard Validation.isUUID(value) else { throw .invalidArgument("\(what) \(quoted: value) is not an id (a lowercase UUID)") }
    }

    static func duration(_ value: Int64?, _ what: String = "duration_seconds") throws(KeepsakeError) -> Int64? {
        guard let value else { return nil }
        guard (0...maxDurationSeconds).contains(value) else {
            throw .invalidArgument("\(what) is \(value); it must be 0 to \(maxDurationSeconds) seconds")
        }
        return value
    }

    /// A decimal measurement value as text: an optional minus, 1 to 15 digits, optionally a
    /// point and 1 to 9 digits ("72", "-0.5", "36.6"). Decimals travel as strings (R4).
    public static func isDecimal(_ s: String) -> Bool {
        var b = Array(s.utf8)[...]
        if b.first == UInt8(ascii: "-") { b = b.dropFirst() }
        let isDigit: (UInt8) -> Bool = { $0 >= 0x30 && $0 <= 0x39 }
        let whole = b.prefix(while: isDigit)
        guard (1...15).contains(whole.count) else { return false }
        b = b.dropFirst(whole.count)
        if b.isEmpty { return true }
        guard b.first == UInt8(ascii: ".") else { return false }
        let fraction = b.dropFirst()
        return (1...9).contains(fraction.count) && fraction.allSatisfy(isDigit)
    }

    /// A unit: 1 to 32 printable characters without spaces at either end ("mmHg", "°C", "kg").
    static func isUnit(_ s: String) -> Bool {
        !s.isEmpty && s.unicodeScalars.count <= 32 && s.trimmingSpaces == s && !s.unicodeScalars.contains(where: { $0.value < 0x20 })
    }

    /// A phone number: 1 to 40 of `0-9 + * # ( ) . -` and spaces, with at least one digit.
    public static func isPhoneNumber(_ s: String) -> Bool {
        let b = Array(s.utf8)
        guard (1...40).contains(b.count), b.contains(where: { $0 >= 0x30 && $0 <= 0x39 }), s.trimmingSpaces == s else { return false }
        return b.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || Array("+*#(). -".utf8).contains($0) }
    }

    /// A key that sorts instants chronologically whatever their offset: UTC with nine
    /// fraction digits.
    static func sortKey(_ i: Instant) -> String {
        let text = i.utcSecondsText
        var nanos = String(i.nanoseconds)
        nanos = String(repeating: "0", count: max(0, 9 - nanos.count)) + nanos
        return String(text.dropLast()) + "." + nanos + "Z"
    }
}
