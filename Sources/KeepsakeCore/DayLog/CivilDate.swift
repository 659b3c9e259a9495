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

/// An inclusive range of days.
public struct DayRange: Hashable, Sendable, Codable {
    /// The range's first day.
    public let first: CivilDate
    /// The range's last day, included.
    public let last: CivilDate

    /// The days from `first` through `last`; empty when `last` is before `first`.
    public init(first: CivilDate, last: CivilDate) {
        self.first = first
        self.last = last
    }

    /// The number of days in the range (0 when empty).
    public var count: Int { max(0, Int(last.dayNumber - first.dayNumber + 1)) }

    /// True when `day` is in the range.
    public func contains(_ day: CivilDate) -> Bool { first <= day && day <= last }
}

/// The named ranges every host shows, defined once for tiles and statistics alike.
///
/// With `today` the host's civil date:
/// - `current_month`: the 1st to the last day of today's month (days after today are future).
/// - `last_1_month`, `last_3_months`, `last_6_months`, `last_12_months`: the N months ending
///   today: from the day after the same day N months earlier (clamped to the end of a shorter
///   month) through today. From 31 March, one month back is 28 (or 29) February, so the range
///   is 1–31 March; from 29 February 2024, twelve months back is 28 February 2023, so the range
///   is 1 March 2023 – 29 February 2024 (366 days).
/// - `year_to_date`: 1 January of today's year through today.
/// - `all_time`: the first marked day (today when none) through today.
public enum RangePreset: String, CaseIterable, Sendable, Codable {
    /// The 1st to the last day of today's month.
    case currentMonth = "current_month"
    /// The month ending today.
    case last1Month = "last_1_month"
    /// The three months ending today.
    case last3Months = "last_3_months"
    /// The six months ending today.
    case last6Months = "last_6_months"
    /// The twelve months ending today.
    case last12Months = "last_12_months"
    /// 1 January through today.
    case yearToDate = "year_to_date"
    /// The first marked day through today.
    case allTime = "all_time"

    /// The presets of the summary screen.
    public static let summary: [RangePreset] = [.last1Month, .last3Months, .last6Months, .last12Months, .allTime]

    /// The preset named `text` (its raw value, e.g. `"last_3_months"`).
    /// - Throws: `.invalidArgument` naming the known presets for any other text.
    public static func parse(_ text: String) throws(KeepsakeError) -> RangePreset {
        guard let preset = RangePreset(rawValue: text) else {
            throw .invalidArgument("unknown range preset \(quoted: text); one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return preset
    }

    /// The range of this preset for `today`; `firstMarked` is the log's earliest marked day.
    public func range(today: CivilDate, firstMarked: CivilDate?) -> DayRange {
        switch self {
        case .currentMonth: return DayRange(first: today.firstOfMonth, last: today.lastOfMonth)
        case .last1Month: return DayRange(first: today.adding(months: -1).adding(days: 1), last: today)
        case .last3Months: return DayRange(first: today.adding(months: -3).adding(days: 1), last: today)
        case .last6Months: return DayRange(first: today.adding(months: -6).adding(days: 1), last: today)
        case .last12Months: return DayRange(first: today.adding(months: -12).adding(days: 1), last: today)
        case .yearToDate: return DayRange(first: CivilDate(year: today.year, month: 1, day: 1), last: today)
        case .allTime: return DayRange(first: min(firstMarked ?? today, today), last: today)
        }
    }
}

/// A run of consecutive days with the same value.
public struct DayRun: Hashable, Sendable, Codable {
    /// The run's first day.
    public let first: CivilDate
    /// The run's last day, included.
    public let last: CivilDate
    /// The run's length in days (at least 1).
    public var length: Int { Int(last.dayNumber - first.dayNumber + 1) }

    /// A run from `first` through `last`.
    public init(first: CivilDate, last: CivilDate) {
        self.first = first
        self.last = last
    }

    package var json: JSONValue {
        ["length": .int(Int64(length)), "first": .string(first.description), "last": .string(last.description)]
    }
}

/// Runs over a day log: the one engine behind every run and streak of mood years and the
/// supplement routine. A run is a stretch of consecutive days with the same value; days are
/// fed in ascending order, and a day missing from the log breaks a run.
public struct DayRunTracker<Value: Hashable> {
    private var value: Value?
    private var first: Int64 = 0
    private var last: Int64 = .min
    /// The longest run of each value seen so far (ties go to the later run).
    public private(set) var longest: [Value: DayRun] = [:]

    /// An empty tracker, before any day.
    public init() {}

    /// Adds day `day` (a day number, after every day added before) with `value`.
    public mutating func add(day: Int64, value: Value) {
        if value != self.value || day != last + 1 {
            close()
            self.value = value
            first = day
        }
        last = day
    }

    /// The run the last day added ends, with its value.
    public var current: (value: Value, run: DayRun)? {
        guard let value else { return nil }
        return (value, DayRun(first: CivilDate(dayNumber: first), last: CivilDate(dayNumber: last)))
    }

    /// The length of the current run (0 before any day).
    public var currentLength: Int { value == nil ? 0 : Int(last - first + 1) }

    /// Ends the current run, counting it towards `longest`; call after the last day.
    public mutating func close() {
        guard let value else { return }
        let run = DayRun(first: CivilDate(dayNumber: first), last: CivilDate(dayNumber: last))
        if run.length >= (longest[value]?.length ?? 0) { longest[value] = run }
        self.value = nil
    }
}

/// Runs over a day log, through `DayRunTracker`.
public enum DayRuns {
    /// The longest run of consecutive days in `range` for which the value is true; ties go to
    /// the most recent run. `days` must be sorted ascending; days outside `range` are ignored,
    /// so a run crossing the range's start counts only its part inside.
    public static func longest(in range: DayRange, days: [(CivilDate, Bool)]) -> DayRun? {
        var tracker = DayRunTracker<Bool>()
        for (day, matches) in days where range.contains(day) { tracker.add(day: day.dayNumber, value: matches) }
        tracker.close()
        return tracker.longest[true]
    }

    /// The run of days for which the value is true that ends on `day` (nil when `day` is not
    /// in `days` or its value is false). `days` must be sorted ascending.
    public static func ending(on day: CivilDate, days: [(CivilDate, Bool)]) -> DayRun? {
        var tracker = DayRunTracker<Bool>()
        for (d, matches) in days where d <= day { tracker.add(day: d.dayNumber, value: matches) }
        guard let current = tracker.current, current.value, current.run.last == day else { return nil }
        return current.run
    }
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
