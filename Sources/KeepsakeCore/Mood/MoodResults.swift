/// The mood grid of a range of days, as `Session.moodTiles(preset:today:)`,
/// `moodTiles(month:today:)` and `moodTiles(range:today:)` compute it: every day in order with
/// its mood, and where each month begins.
public struct MoodTiles: Sendable, Hashable, Codable {
    /// One day of the grid.
    public struct Tile: Sendable, Hashable, Codable, Identifiable {
        /// The day.
        public let date: CivilDate
        /// The day's mood; nil when it is not marked.
        public let mood: Mood?
        /// Whether the day is after today (a grid shows it empty and not tappable).
        public let future: Bool

        /// The day identifies the tile.
        public var id: CivilDate { date }

        package var json: JSONValue {
            ["date": .string(date.description), "mood": mood.map { .string($0.rawValue) } ?? .null, "future": .bool(future)]
        }
    }

    /// Where a month begins in `days`, and how many of its days the range holds.
    public struct Month: Sendable, Hashable, Codable, Identifiable {
        /// The month's year.
        public let year: Int
        /// The month, 1 to 12.
        public let month: Int
        /// The index in `days` of the month's first day in the range.
        public let firstIndex: Int
        /// How many days of the month the range holds.
        public let days: Int

        /// The month as `YYYY-MM`, which also identifies it.
        public var id: String { String(CivilDate(year: year, month: month, day: 1).description.prefix(7)) }

        enum CodingKeys: String, CodingKey { case year, month, firstIndex = "first_index", days }

        package var json: JSONValue { ["month": .string(id), "first_index": .int(Int64(firstIndex)), "days": .int(Int64(days))] }
    }

    /// The most days one grid holds (`Session.moodTiles(range:today:)`): about 100 years.
    public static let maxDays = 36_600

    /// The preset the grid shows; nil for a month or a range given by its days.
    public let preset: RangePreset?
    /// The range's first day.
    public let first: CivilDate
    /// The range's last day.
    public let last: CivilDate
    /// The ISO weekday of `first` (1 Monday … 7 Sunday): the empty cells before it in a week grid.
    public let firstWeekday: Int
    /// Every day of the range, oldest first.
    public let days: [Tile]
    /// The months the range touches, oldest first.
    public let months: [Month]

    enum CodingKeys: String, CodingKey { case preset, first, last, firstWeekday = "first_weekday", days, months }

    /// The C ABI's `ks_mood_tiles` JSON.
    package var json: JSONValue {
        ["preset": preset.map { .string($0.rawValue) } ?? .null, "first": .string(first.description), "last": .string(last.description),
         "first_weekday": .int(Int64(firstWeekday)), "days": .array(days.map(\.json)), "months": .array(months.map(\.json))]
    }
}

/// A percentage with one decimal, kept as whole tenths so that the figures of a range add up to
/// exactly 100.0.
public struct Percent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Tenths of a percent: 125 is 12.5 %.
    public let tenths: Int

    /// A percentage of `tenths` tenths.
    public init(tenths: Int) { self.tenths = tenths }

    /// The percentage as a number (12.5 for 125 tenths).
    public var value: Double { Double(tenths) / 10 }

    /// The percentage with one decimal and no sign: `12.5`.
    public var description: String { "\(tenths / 10).\(tenths % 10)" }
}

/// The summary screen, as `Session.moodSummary(today:)` computes it.
public struct MoodSummary: Sendable, Hashable, Codable {
    /// How many marked days of a range have each mood.
    public struct Counts: Sendable, Hashable, Codable {
        /// Good days.
        public let good: Int
        /// Ok days.
        public let ok: Int
        /// Not so good days.
        public let bad: Int

        /// The count of `mood`.
        public subscript(mood: Mood) -> Int {
            switch mood {
            case .good: return good
            case .ok: return ok
            case .bad: return bad
            }
        }
    }

    /// The share of each mood among a range's marked days; the three add up to exactly 100.0.
    public struct Percentages: Sendable, Hashable, Codable {
        /// The share of good days.
        public let good: Percent
        /// The share of ok days.
        public let ok: Percent
        /// The share of not so good days.
        public let bad: Percent

        /// The share of `mood`.
        public subscript(mood: Mood) -> Percent {
            switch mood {
            case .good: return good
            case .ok: return ok
            case .bad: return bad
            }
        }
    }

    /// The figures of one range preset.
    public struct Range: Sendable, Hashable, Codable, Identifiable {
        /// The preset these figures are for; it identifies the range.
        public let preset: RangePreset
        /// The range's first day.
        public let first: CivilDate
        /// The range's last day (today).
        public let last: CivilDate
        /// How many days the range holds.
        public let days: Int
        /// How many of them are marked.
        public let marked: Int
        /// Each mood's count among the marked days.
        public let counts: Counts
        /// Each mood's share of the marked days; nil when no day is marked.
        public let percent: Percentages?
        /// The longest run of consecutive good days (ties go to the most recent); nil without one.
        public let longestGoodRun: DayRun?
        /// The longest run of consecutive not so good days (ties go to the most recent).
        public let longestBadRun: DayRun?

        /// The preset identifies the range.
        public var id: RangePreset { preset }
        /// The days of the range without a mood.
        public var unmarked: Int { days - marked }

        enum CodingKeys: String, CodingKey {
            case preset, first, last, days, marked, counts, percent
            case longestGoodRun = "longest_good_run", longestBadRun = "longest_bad_run"
        }

        package var json: JSONValue {
            var c: [String: JSONValue] = [:]
            for mood in Mood.allCases { c[mood.rawValue] = .int(Int64(counts[mood])) }
            var p: JSONValue = .null
            if let percent {
                var o: [String: JSONValue] = [:]
                for mood in Mood.allCases { o[mood.rawValue] = .string(percent[mood].description) }
                p = .object(o)
            }
            return ["first": .string(first.description), "last": .string(last.description),
                    "days": .int(Int64(days)), "marked": .int(Int64(marked)), "unmarked": .int(Int64(unmarked)),
                    "counts": .object(c), "percent": p,
                    "longest_good_run": longestGoodRun?.json ?? .null, "longest_bad_run": longestBadRun?.json ?? .null]
        }
    }

    /// The run of days with today's mood that ends today.
    public struct Streak: Sendable, Hashable, Codable {
        /// Today's mood.
        public let mood: Mood
        /// The days of the streak.
        public let run: DayRun
    }

    /// The day the summary was computed for.
    public let today: CivilDate
    /// The streak of today's mood; nil when today is not marked.
    public let currentStreak: Streak?
    /// The figures of each preset of `RangePreset.summary`, in that order.
    public let ranges: [Range]

    enum CodingKeys: String, CodingKey { case today, currentStreak = "current_streak", ranges }

    /// The figures of `preset`; nil for a preset the summary does not show (`RangePreset.summary`).
    public subscript(preset: RangePreset) -> Range? { ranges.first { $0.preset == preset } }

    /// The C ABI's `ks_mood_summary` JSON.
    package var json: JSONValue {
        var r: [String: JSONValue] = [:]
        for range in ranges { r[range.preset.rawValue] = range.json }
        let streak: JSONValue = currentStreak.map {
            ["first": .string($0.run.first.description), "last": .string($0.run.last.description),
             "length": .int(Int64($0.run.length)), "mood": .string($0.mood.rawValue)]
        } ?? .null
        return ["today": .string(today.description), "current_streak": streak, "ranges": .object(r)]
    }
}

/// What a mood import from another app did.
public struct MoodImportResult: Sendable, Hashable, Codable {
    /// The app a mood import reads.
    public enum Source: String, Sendable, Equatable, Codable, CaseIterable {
        /// A Daylio CSV export.
        case daylio
        /// A Pixels JSON backup.
        case pixels
    }

    /// The app the file came from.
    public let source: Source
    /// How many days were stored.
    public let imported: Int
    /// The days left alone because the store had them marked already, oldest first.
    public let skipped: [CivilDate]
    /// The days after today, refused, oldest first.
    public let future: [CivilDate]

    /// The C ABI's JSON of a mood import.
    package var json: JSONValue {
        ["source": .string(source.rawValue), "imported": .int(Int64(imported)), "skipped": .array(skipped.map { .string($0.description) }),
         "future": .array(future.map { .string($0.description) })]
    }
}

/// What a bundle import did to the store's mood days.
public struct MoodMergeCounts: Sendable, Hashable, Codable {
    /// Days taken from the bundle (new, or changed later there).
    public let daysTaken: Int
    /// Days where the store's own change was kept.
    public let daysKept: Int

    enum CodingKeys: String, CodingKey { case daysTaken = "days_taken", daysKept = "days_kept" }

    package var json: JSONValue { ["days_taken": .int(Int64(daysTaken)), "days_kept": .int(Int64(daysKept))] }
}
