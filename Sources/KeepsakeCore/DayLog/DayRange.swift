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
