/// An instant as the host gives it: a point in time (seconds and nanoseconds since
/// 1970-01-01T00:00:00Z) together with the UTC offset the host wrote it in, and its RFC 3339
/// text (FORMAT.md R26). The host passes every "now"; nothing here reads a clock.
///
/// The core stores and returns an instant's text exactly as the host gave it
/// (`2026-12-01T10:00:00+02:00` stays that, fraction and offset included), and reads the
/// user's local day and time from its offset (the routine's reminders). An instant made from
/// numbers (`init(seconds:nanoseconds:utcOffsetSeconds:)`) writes its text in that offset.
///
/// Equality, hashing and order are by the point in time only: `2026-12-01T10:00:00+02:00` and
/// `2026-12-01T08:00:00Z` are equal (the same instant), and their `rfc3339` texts differ.
/// Compare `rfc3339` to tell the texts apart.
///
/// ```swift
/// let now = try Instant.parse("2026-12-01T10:00:00+02:00", "now")
/// now.rfc3339            // "2026-12-01T10:00:00+02:00", as given
/// now.utcOffsetSeconds   // 7200
/// now == Instant("2026-12-01T08:00:00Z") // true: the same instant
/// ```
public struct Instant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Whole seconds since 1970-01-01T00:00:00Z (negative before).
    public let seconds: Int64
    /// The fraction of the second, 0 to 999,999,999 nanoseconds.
    public let nanoseconds: Int32
    /// The offset from UTC the instant is written in, in seconds (7200 for `+02:00`, 0 for `Z`):
    /// the user's local time at that instant is `seconds + utcOffsetSeconds`.
    public let utcOffsetSeconds: Int32
    /// The instant as RFC 3339 text, in its offset: exactly the text it was parsed from, or,
    /// for an instant made from numbers, `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` with the
    /// fraction's trailing zeros dropped (none when it is whole). This is the form stored, and
    /// the form of the C interface and of JSON.
    public let rfc3339: String

    /// The earliest and latest seconds RFC 3339 can write (years 0000 to 9999).
    static let representable: ClosedRange<Int64> = -62_167_219_200...253_402_300_799
    /// The widest offset RFC 3339 can write, ±23:59.
    static let widestOffset: Int32 = 23 * 3600 + 59 * 60

    /// An instant from seconds and nanoseconds since 1970-01-01T00:00:00Z, written in the UTC
    /// offset `utcOffsetSeconds` (0 for UTC, `Z`).
    ///
    /// Nanoseconds beyond a second carry into `seconds`; the offset is cut to whole minutes and
    /// to ±23:59; the local time is kept within the years 0000 to 9999, which RFC 3339 can write.
    public init(seconds: Int64, nanoseconds: Int32 = 0, utcOffsetSeconds: Int32 = 0) {
        let carry = Instant.floorDiv(Int64(nanoseconds), 1_000_000_000)
        var nanos = Int32(Int64(nanoseconds) - carry * 1_000_000_000)
        let offset = max(-Instant.widestOffset, min(Instant.widestOffset, utcOffsetSeconds / 60 * 60))
        let range = (Instant.representable.lowerBound - Int64(offset))...(Instant.representable.upperBound - Int64(offset))
        let (sum, overflow) = seconds.addingReportingOverflow(carry)
        var whole = overflow ? (carry < 0 ? Int64.min : Int64.max) : sum
        if whole < range.lowerBound { (whole, nanos) = (range.lowerBound, 0) }
        if whole > range.upperBound { (whole, nanos) = (range.upperBound, 999_999_999) }
        self.seconds = whole
        self.nanoseconds = nanos
        self.utcOffsetSeconds = offset
        self.rfc3339 = Instant.text(seconds: whole, nanoseconds: nanos, offset: offset)
    }

    /// Parses an RFC 3339 instant (FORMAT.md R26), keeping its text and offset; nil when it is
    /// not one.
    public init?(_ text: String) {
        guard Validation.isInstant(text) else { return nil }
        let b = Array(text.utf8)
        func number(_ at: Int, _ count: Int) -> Int64 {
            var v: Int64 = 0
            for i in at..<(at + count) { v = v * 10 + Int64(b[i] - 0x30) }
            return v
        }
        let days = Instant.daysFromCivil(year: number(0, 4), month: number(5, 2), day: number(8, 2))
        var seconds = days * 86_400 + number(11, 2) * 3600 + number(14, 2) * 60 + number(17, 2)
        var i = 19
        var nanos: Int64 = 0
        if b[i] == UInt8(ascii: ".") {
            i += 1
            var digits = 0
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                nanos = nanos * 10 + Int64(b[i] - 0x30)
                digits += 1
                i += 1
            }
            for _ in digits..<9 { nanos *= 10 }
        }
        var offset: Int64 = 0
        if b[i] != UInt8(ascii: "Z") {
            offset = number(i + 1, 2) * 3600 + number(i + 4, 2) * 60
            if b[i] == UInt8(ascii: "-") { offset = -offset }
            seconds -= offset
        }
        self.seconds = seconds
        self.nanoseconds = Int32(nanos)
        self.utcOffsetSeconds = Int32(offset)
        self.rfc3339 = text
    }

    /// Parses an argument that must be an instant, throwing a clear error: the one check of
    /// instant text for the C interface, the CLI and the JSON inputs.
    /// - Parameters:
    ///   - text: an RFC 3339 instant such as `2026-11-30T09:00:00Z` or `2026-11-30T10:00:00+01:00`.
    ///   - name: the argument's name, for the message.
    /// - Throws: `.invalidArgument` naming `name` when `text` is not an RFC 3339 instant.
    public static func parse(_ text: String, _ name: String) throws(KeepsakeError) -> Instant {
        guard let instant = Instant(text) else {
            throw .invalidArgument("\(name) \(quoted: text) is not an RFC 3339 instant such as 2026-11-30T09:00:00Z")
        }
        return instant
    }

    /// An instant read back from the store: the core wrote it, so text that is not an instant
    /// means the store was changed behind its back.
    /// - Throws: `.corruptStore` naming `what`.
    package static func stored(_ text: String, _ what: String) throws(KeepsakeError) -> Instant {
        guard let instant = Instant(text) else { throw .corruptStore("\(what) \(quoted: text) in the store is not an RFC 3339 instant") }
        return instant
    }

    /// The RFC 3339 text, `rfc3339`.
    public var description: String { rfc3339 }

    /// The instant `delta` seconds later (earlier when negative), in the same offset.
    public func adding(seconds delta: Int64) -> Instant {
        let (sum, overflow) = seconds.addingReportingOverflow(delta)
        return Instant(seconds: overflow ? (delta < 0 ? Int64.min : Int64.max) : sum, nanoseconds: nanoseconds, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// The instant in UTC to the second, `YYYY-MM-DDTHH:MM:SSZ` (the fraction dropped): the
    /// form of the instants the core computes itself (a token's expiry, the end of a lockout).
    package var utcSecondsText: String { Instant.text(seconds: seconds, nanoseconds: 0, offset: 0) }

    /// The user's local day: the date part of the text, in the instant's own offset.
    package var localDate: CivilDate {
        CivilDate(rfc3339.prefix(10).description) ?? CivilDate(dayNumber: Instant.floorDiv(seconds + Int64(utcOffsetSeconds), 86_400))
    }

    /// The user's local time `HH:MM`: the time part of the text, in the instant's own offset.
    package var localTime: String { String(rfc3339.dropFirst(11).prefix(5)) }

    /// The offset as the text writes it: `Z` or `±HH:MM`.
    package var offsetText: String { rfc3339.hasSuffix("Z") ? "Z" : String(rfc3339.suffix(6)) }

    /// Same instant: equal seconds and nanoseconds, whatever the offsets and texts.
    public static func == (a: Instant, b: Instant) -> Bool {
        a.seconds == b.seconds && a.nanoseconds == b.nanoseconds
    }

    /// Hashes the point in time only, as `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(seconds)
        hasher.combine(nanoseconds)
    }

    /// Earlier instant first, whatever the offsets.
    public static func < (a: Instant, b: Instant) -> Bool {
        (a.seconds, a.nanoseconds) < (b.seconds, b.nanoseconds)
    }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : (a - b + 1) / b }

    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` of a representable instant in `offset`.
    static func text(seconds: Int64, nanoseconds: Int32, offset: Int32) -> String {
        let local = seconds + Int64(offset)
        let days = floorDiv(local, 86_400)
        let rest = local - days * 86_400
        let (y, m, d) = Instant.civilFromDays(days)
        func pad(_ v: Int64, _ width: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        var text = "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))T\(pad(rest / 3600, 2)):\(pad(rest % 3600 / 60, 2)):\(pad(rest % 60, 2))"
        if nanoseconds != 0 {
            var fraction = pad(Int64(nanoseconds), 9)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        if offset == 0 { return text + "Z" }
        let minutes = Int64(abs(offset)) / 60
        return text + (offset < 0 ? "-" : "+") + pad(minutes / 60, 2) + ":" + pad(minutes % 60, 2)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civilFromDays(_ z0: Int64) -> (Int64, Int64, Int64) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (m <= 2 ? yoe + era * 400 + 1 : yoe + era * 400, m, d)
    }
}

/// An `Instant` codes as its RFC 3339 text (`rfc3339`), the form of the C ABI and of JSON, so
/// a decoded instant keeps the text and offset it was written with; decoding anything else
/// fails with a message naming the value.
extension Instant: Codable {
    /// Decodes RFC 3339 text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let instant = Instant(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an RFC 3339 instant")
        }
        self = instant
    }

    /// Encodes `rfc3339`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rfc3339)
    }
}
