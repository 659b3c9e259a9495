/// What the app shows, computed in the core so that every host shows the same numbers.
extension Session {
    /// Every day of `preset`'s range in order, each with its mood or none, plus what a grid
    /// needs: the ISO weekday of the first day (1 Monday … 7 Sunday) and where months begin.
    ///
    /// ```swift
    /// let tiles = try session.moodTiles(preset: .currentMonth, today: CivilDate(year: 2026, month: 11, day: 30))
    /// for tile in tiles.days where !tile.future { print(tile.date, tile.mood ?? "unmarked") }
    /// ```
    /// - Parameters:
    ///   - preset: the range to show.
    ///   - today: the user's local day (days after it are `future`).
    /// - Throws: `KeepsakeError` when the session may not read moods.
    public func moodTiles(preset: RangePreset, today: CivilDate) throws(KeepsakeError) -> MoodTiles {
        let marks = try loadMarks(upTo: max(today, today.lastOfMonth))
        return tiles(of: preset.range(today: today, firstMarked: marks.first), preset: preset, marks: marks, today: today)
    }

    /// The mood grid of the calendar month that holds `month` (any day of it), past, current
    /// or future: a calendar screen pages back through the months with it.
    ///
    /// ```swift
    /// let october = try session.moodTiles(month: CivilDate(year: 2026, month: 10, day: 1), today: today)
    /// let previous = try session.moodTiles(month: october.first.adding(months: -1), today: today)
    /// ```
    /// - Parameters:
    ///   - month: any day of the month to show.
    ///   - today: the user's local day (days after it are `future`).
    /// - Returns: tiles from the month's first to its last day; `preset` is nil.
    /// - Throws: `KeepsakeError` when the session may not read moods.
    public func moodTiles(month: CivilDate, today: CivilDate) throws(KeepsakeError) -> MoodTiles {
        try moodTiles(range: DayRange(first: month.firstOfMonth, last: month.lastOfMonth), today: today)
    }

    /// The mood grid of any range of days (a week, a custom period), at most
    /// `MoodTiles.maxDays` days.
    ///
    /// - Parameters:
    ///   - range: the days to show, `first` on or before `last`.
    ///   - today: the user's local day (days after it are `future`).
    /// - Returns: tiles of every day of `range`; `preset` is nil.
    /// - Throws: `.invalidArgument` for an empty range or one longer than `MoodTiles.maxDays`;
    ///   `KeepsakeError` when the session may not read moods.
    public func moodTiles(range: DayRange, today: CivilDate) throws(KeepsakeError) -> MoodTiles {
        guard range.count > 0 else {
            throw .invalidArgument("the range \(range.first) to \(range.last) holds no day: its last day is before its first")
        }
        guard range.count <= MoodTiles.maxDays else {
            throw .invalidArgument("the range \(range.first) to \(range.last) holds \(range.count) days; a grid shows at most \(MoodTiles.maxDays)")
        }
        let marks = try loadMarks(upTo: max(today, range.last))
        return tiles(of: range, preset: nil, marks: marks, today: today)
    }

    private func tiles(of range: DayRange, preset: RangePreset?, marks: MoodMarks, today now: CivilDate) -> MoodTiles {
        var byDay: [Int64: Mood] = [:]
        var i = marks.lowerBound(range.first.dayNumber)
        while i < marks.days.count, marks.days[i] <= range.last.dayNumber {
            byDay[marks.days[i]] = marks.moods[i]
            i += 1
        }
        var days: [MoodTiles.Tile] = []
        var months: [MoodTiles.Month] = []
        days.reserveCapacity(range.count)
        var day = range.first
        var index = 0
        while day <= range.last {
            if day.day == 1 || index == 0 {
                let length = Int(min(day.lastOfMonth, range.last).dayNumber - day.dayNumber + 1)
                months.append(MoodTiles.Month(year: day.year, month: day.month, firstIndex: index, days: length))
            }
            days.append(MoodTiles.Tile(date: day, mood: byDay[day.dayNumber], future: day > now))
            day = day.adding(days: 1)
            index += 1
        }
        return MoodTiles(preset: preset, first: range.first, last: range.last, firstWeekday: range.first.weekday, days: days, months: months)
    }

    /// The summary screen: for the last 1, 3, 6 and 12 months and all time, the counts and
    /// percentages of each mood among marked days, the unmarked days, and the longest good and
    /// bad runs (ties go to the most recent run); and the current streak of today's mood.
    ///
    /// ```swift
    /// let summary = try session.moodSummary(today: today)
    /// if let run = summary[.last3Months]?.longestGoodRun { print(run.first, run.length) }
    /// ```
    /// - Parameter today: the user's local day; the ranges end on it.
    /// - Throws: `KeepsakeError` when the session may not read moods.
    public func moodSummary(today: CivilDate) throws(KeepsakeError) -> MoodSummary {
        let now = today
        let marks = try loadMarks(upTo: now)
        let ranges = RangePreset.summary.map { preset in
            MoodStatistics(marks: marks, range: preset.range(today: now, firstMarked: marks.first)).summary(preset)
        }
        var streak: MoodSummary.Streak?
        if let lastDay = marks.days.last, lastDay == now.dayNumber {
            // The run today's mood ends: from the last break in the log on.
            var runs = DayRunTracker<Mood>()
            var i = marks.days.count - 1
            while i > 0, marks.days[i - 1] == marks.days[i] - 1 { i -= 1 }
            while i < marks.days.count { runs.add(day: marks.days[i], value: marks.moods[i]); i += 1 }
            if let (mood, run) = runs.current { streak = MoodSummary.Streak(mood: mood, run: run) }
        }
        return MoodSummary(today: now, currentStreak: streak, ranges: ranges)
    }

    /// The marks up to `last`. The whole log is read once and kept while the store does not
    /// change (any write, here or by another connection, drops it), so the screens that ask
    /// again and again read no row twice.
    private func loadMarks(upTo last: CivilDate) throws(KeepsakeError) -> MoodMarks {
        try read(.readMoods) { (db) throws(KeepsakeError) -> MoodMarks in
            let key = "mood-marks/" + MoodTable.owner(self)
            let token = try db.changeToken()
            let all: MoodMarks
            if let cached = db.cache[key], cached.token == token, let marks = cached.value as? MoodMarks {
                all = marks
            } else {
                all = try MoodTable.marks(MoodTable.owner(self), upTo: CivilDate(dayNumber: Int64(Int32.max)), in: db)
                db.cache[key] = (token, all)
            }
            return all.prefix(through: last)
        }
    }
}

/// The figures of one range.
struct MoodStatistics {
    let range: DayRange
    /// Counts of bad, ok and good days (index = value − 1).
    private var tally = [0, 0, 0]
    var good: DayRun?
    var bad: DayRun?

    func count(_ mood: Mood) -> Int { tally[Int(mood.value) - 1] }

    /// One pass over the marks inside `range`: counts, and the longest good and bad runs (a
    /// run continues while days are consecutive and of the same mood; ties go to the later).
    init(marks: MoodMarks, range: DayRange) {
        self.range = range
        var i = marks.lowerBound(range.first.dayNumber)
        var runs = DayRunTracker<Mood>()
        let last = range.last.dayNumber
        while i < marks.days.count, marks.days[i] <= last {
            let mood = marks.moods[i]
            tally[Int(mood.value) - 1] += 1
            runs.add(day: marks.days[i], value: mood)
            i += 1
        }
        runs.close()
        good = runs.longest[.good]
        bad = runs.longest[.bad]
    }

    var marked: Int { tally.reduce(0, +) }

    /// Percentages with one decimal that add up to exactly 100.0 (largest remainder), or nil
    /// when no day is marked.
    var percentages: MoodSummary.Percentages? {
        let total = marked
        guard total > 0 else { return nil }
        let moods = Mood.allCases
        // Tenths of a percent: 1000 × count / total, floored, then the remainders share the rest.
        var tenths = moods.map { (count($0) * 1000) / total }
        let remainders = moods.map { (count($0) * 1000) % total }
        var missing = 1000 - tenths.reduce(0, +)
        for index in remainders.indices.sorted(by: { remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1 }) where missing > 0 {
            tenths[index] += 1
            missing -= 1
        }
        var of: [Mood: Percent] = [:]
        for (mood, t) in zip(moods, tenths) { of[mood] = Percent(tenths: t) }
        return MoodSummary.Percentages(good: of[.good] ?? Percent(tenths: 0), ok: of[.ok] ?? Percent(tenths: 0), bad: of[.bad] ?? Percent(tenths: 0))
    }

    func summary(_ preset: RangePreset) -> MoodSummary.Range {
        MoodSummary.Range(preset: preset, first: range.first, last: range.last, days: range.count, marked: marked,
                          counts: MoodSummary.Counts(good: count(.good), ok: count(.ok), bad: count(.bad)),
                          percent: percentages, longestGoodRun: good, longestBadRun: bad)
    }
}

/// The pure tile layout: for `count` tiles and a viewport, the column count that gives the
/// largest square tiles that all fit, with at least `minGap` points between them. Tiles only
/// get smaller as `count` grows. Ties go to fewer columns. Sizes are whole points.
public enum TileLayout {
    /// The grid: `columns` × `rows` square tiles of `tileSize` points, `gap` points apart, filled
    /// row by row.
    public struct Result: Hashable, Sendable, Codable {
        /// Tiles per row.
        public let columns: Int
        /// Rows of tiles; the last may be partly filled.
        public let rows: Int
        /// The side of each tile in whole points, at least 1.
        public let tileSize: Int
        /// The space between neighbouring tiles in points (`minGap`).
        public let gap: Int

        /// The grid's width: the columns and the gaps between them.
        public var width: Int { columns * tileSize + (columns - 1) * gap }
        /// The grid's height: the rows and the gaps between them.
        public var height: Int { rows * tileSize + (rows - 1) * gap }

        enum CodingKeys: String, CodingKey { case columns, rows, tileSize = "tile_size", gap }

        package var json: JSONValue {
            ["columns": .int(Int64(columns)), "rows": .int(Int64(rows)), "tile_size": .int(Int64(tileSize)), "gap": .int(Int64(gap)),
             "width": .int(Int64(columns * tileSize + (columns - 1) * gap)), "height": .int(Int64(rows * tileSize + (rows - 1) * gap))]
        }
    }

    /// The layout of `count` tiles in a `width` × `height` viewport.
    ///
    /// - Parameters:
    ///   - count: The number of tiles, 1 to 1,000,000.
    ///   - width: The viewport's width in points, 1 to 100,000.
    ///   - height: The viewport's height in points, 1 to 100,000.
    ///   - minGap: The space between tiles in points, 0 to 1,000.
    /// - Throws: `.invalidArgument` naming the value out of range, or when the tiles cannot fit
    ///   at one point each.
    public static func fit(count: Int, width: Int, height: Int, minGap: Int) throws(KeepsakeError) -> Result {
        guard count >= 1, count <= 1_000_000 else { throw .invalidArgument("the tile count must be 1 to 1,000,000") }
        guard width >= 1, height >= 1, width <= 100_000, height <= 100_000 else { throw .invalidArgument("the viewport must be 1 to 100,000 points each way") }
        guard minGap >= 0, minGap <= 1000 else { throw .invalidArgument("the gap must be 0 to 1000 points") }
        var best: Result?
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            let across = (width - (columns - 1) * minGap) / columns
            let down = (height - (rows - 1) * minGap) / rows
            let size = min(across, down)
            if size >= 1, size > (best?.tileSize ?? 0) {
                best = Result(columns: columns, rows: rows, tileSize: size, gap: minGap)
            }
            if (width - (columns - 1) * minGap) / columns < 1 { break }
        }
        guard let best else { throw .invalidArgument("\(count) tiles do not fit in \(width) × \(height) points with a gap of \(minGap)") }
        return best
    }
}
