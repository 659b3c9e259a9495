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
