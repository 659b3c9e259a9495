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
