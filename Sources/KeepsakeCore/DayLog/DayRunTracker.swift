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
