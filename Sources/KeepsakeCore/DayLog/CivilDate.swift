/// A day of the proleptic Gregorian calendar, `YYYY-MM-DD`, as the host's calendar names it.
/// Time zones are the host's business: the core only ever sees civil dates it is given.
public struct CivilDate: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01.
    public let dayNumber: Int64

    /// The day `dayNumber` days after 1970-01-01 (before it when negative).
    public init(dayNumber: Int64) { self.dayNumber = dayNumber }

    /// The day with these calendar numbers. They are not checked: a day or month beyond its end
    /// carries over (2023-02-31 is 2023-03-03); use `init?(_:)` or `parse(_:_:)` for input.
    public init(year: Int, month: Int, day: Int) {
        dayNumber = Instant.daysFromCivil(year: Int64(year), month: Int64(month), day: Int64(day))
    }

    /// Parses `YYYY-MM-DD`; nil when it is not a valid date.
    public init?(_ text: String) {
        guard Validation.isCivilDate(text) else { return nil }
        let b = Array(text.utf8)
        func n(_ at: Int, _ count: Int) -> Int { b[at..<(at + count)].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        self.init(year: n(0, 4), month: n(5, 2), day: n(8, 2))
    }

    /// Parses a date argument, throwing a clear error.
    /// - Parameters:
    ///   - text: `YYYY-MM-DD`.
    ///   - name: The argument's name, for the message.
    /// - Throws: `.invalidArgument` naming `name` when `text` is not a valid date.
    public static func parse(_ text: String, _ name: String) throws(KeepsakeError) -> CivilDate {
        guard let date = CivilDate(text) else { throw .invalidArgument("\(name) \(quoted: text) is not a date YYYY-MM-DD") }
        return date
    }

    /// A day read back from the store: the core wrote it, so text that is not a date means the
    /// store was changed behind its back.
    /// - Throws: `.corruptStore` naming `what`.
    package static func stored(_ text: String, _ what: String) throws(KeepsakeError) -> CivilDate {
        guard let date = CivilDate(text) else { throw .corruptStore("\(what) \(quoted: text) in the store is not a date YYYY-MM-DD") }
        return date
    }

    /// The year, month (1–12) and day (1–31).
    public var components: (year: Int, month: Int, day: Int) {
        let (y, m, d) = Instant.civilFromDays(dayNumber)
        return (Int(y), Int(m), Int(d))
    }

    /// The year (proleptic Gregorian; year 0 is 1 BC).
    public var year: Int { components.year }
    /// The month, 1 to 12.
    public var month: Int { components.month }
    /// The day of the month, 1 to 31.
    public var day: Int { components.day }

    /// ISO weekday: 1 is Monday, 7 is Sunday.
    public var weekday: Int {
        // 1970-01-01 was a Thursday (4).
        let r = Int((dayNumber + 3) % 7)
        return (r < 0 ? r + 7 : r) + 1
    }

    /// The date as `YYYY-MM-DD`, the form of the C interface and of JSON.
    public var description: String {
        let (y, m, d) = components
        func pad(_ v: Int, _ width: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
    }

    /// The day `days` days later (earlier when negative).
    public func adding(days: Int64) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    /// The same day `months` months earlier or later, clamped to the last day of a shorter
    /// month (31 March minus one month is 28 or 29 February).
    public func adding(months: Int) -> CivilDate {
        let (y, m, d) = components
        let total = y * 12 + (m - 1) + months
        let year = total >= 0 ? total / 12 : (total - 11) / 12
        let month = total - year * 12 + 1
        return CivilDate(year: year, month: month, day: min(d, Validation.daysInMonth(year: year, month: month)))
    }

    /// The first day of this date's month.
    public var firstOfMonth: CivilDate { CivilDate(year: year, month: month, day: 1) }

    /// The last day of this date's month (28, 29, 30 or 31).
    public var lastOfMonth: CivilDate {
        let (y, m, _) = components
        return CivilDate(year: y, month: m, day: Validation.daysInMonth(year: y, month: m))
    }

    public static func < (a: CivilDate, b: CivilDate) -> Bool { a.dayNumber < b.dayNumber }
}

/// A `CivilDate` codes as its `YYYY-MM-DD` string, the form of the C ABI and of JSON; decoding
/// anything else fails with a message naming the value.
extension CivilDate: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CivilDate(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a date YYYY-MM-DD")
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
