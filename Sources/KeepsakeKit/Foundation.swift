// Foundation-typed API. `LocalizedError`, `Date`, `Calendar` and `TimeZone` are in
// FoundationEssentials on Linux (no ICU data) and in Foundation on Apple platforms, where
// FoundationEssentials is not a separate module.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `localizedDescription` (on Apple platforms) and `errorDescription` show the core's own
/// message, such as "no mind map 'x'", not a generic "The operation couldn't be completed".
extension KeepsakeError: LocalizedError {
    public var errorDescription: String? { message }
}

extension CivilDate {
    /// The day `date` falls on in `calendar`'s time zone (the user's local day), as a
    /// proleptic Gregorian date whatever the calendar's own system.
    ///
    /// ```swift
    /// let today = CivilDate(date: .now, in: .current)
    /// ```
    public init(date: Date, in calendar: Calendar) {
        self.init(date: date, in: calendar.timeZone)
    }

    /// The day `date` falls on in `timeZone`.
    public init(date: Date, in timeZone: TimeZone) {
        let seconds = Int64((date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        self.init(dayNumber: days)
    }

    /// The first instant of this day in `calendar`'s time zone (`Calendar.startOfDay`), the
    /// reverse of `init(date:in:)`: `CivilDate(date: day.start(in: c), in: c) == day`.
    public func start(in calendar: Calendar) -> Date {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let noonUTC = Date(timeIntervalSince1970: Double(dayNumber) * 86_400 + 43_200)
        // Noon of the day in that zone (never skipped by a transition), then its start.
        let offset = Double(calendar.timeZone.secondsFromGMT(for: noonUTC))
        return gregorian.startOfDay(for: noonUTC.addingTimeInterval(-offset))
    }

    /// The first instant of this day in `timeZone`.
    public func start(in timeZone: TimeZone) -> Date {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        return start(in: gregorian)
    }
}

extension Instant {
    /// The instant of `date` in UTC (`Z`), to the nanosecond a `Date` keeps.
    ///
    /// ```swift
    /// let stamp = Instant(Date()).rfc3339 // "2026-12-01T09:30:00.25Z"
    /// ```
    public init(_ date: Date) {
        self.init(date, utcOffsetSeconds: 0)
    }

    /// The instant of `date` written in `timeZone`'s offset at that date (the user's local
    /// time, daylight saving included), to the nanosecond a `Date` keeps. The core stores the
    /// instant with that offset and reads the user's local day and time from it (the
    /// routine's reminders).
    ///
    /// ```swift
    /// let now = Instant(Date(), in: .current) // "2026-12-01T10:30:00.25+01:00" in Zurich
    /// ```
    public init(_ date: Date, in timeZone: TimeZone) {
        self.init(date, utcOffsetSeconds: Int32(timeZone.secondsFromGMT(for: date)))
    }

    private init(_ date: Date, utcOffsetSeconds: Int32) {
        let interval = date.timeIntervalSince1970
        let whole = interval.rounded(.down)
        // Beyond the years RFC 3339 writes (or not a number), the instant is clamped to them.
        guard whole.isFinite, abs(whole) < 1e15 else {
            self.init(seconds: whole > 0 ? .max : .min, utcOffsetSeconds: utcOffsetSeconds)
            return
        }
        let nanos = min(999_999_999, max(0, Int32(((interval - whole) * 1_000_000_000).rounded(.down))))
        self.init(seconds: Int64(whole), nanoseconds: nanos, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// The instant as a `Date` (to the precision a `Date` keeps).
    public var date: Date {
        Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1_000_000_000)
    }
}
