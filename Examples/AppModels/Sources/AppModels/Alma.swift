// Alma, the mood tracker: today's mood and the summary, and a calendar paging through months.
import Foundation
import KeepsakeKit
import Observation

/// The home screen: today's mood buttons and the summary, kept current (a widget or a
/// shortcut may set the mood from another process).
@Observable
public final class MoodHomeModel {
    /// The summary shown; nil before the first value.
    public private(set) var summary: MoodSummary?
    /// The day the screen shows.
    public let today: CivilDate
    private let session: AsyncSession

    /// The home screen of `session` on `today`.
    public init(session: AsyncSession, today: CivilDate = userToday()) {
        self.session = session
        self.today = today
    }

    /// Keeps `summary` current until the task ends.
    public func observe() async throws {
        let today = self.today
        for try await summary in session.values({ s in try s.moodSummary(today: today) }) {
            self.summary = summary
        }
    }

    /// Reads the summary once.
    public func load() async throws {
        summary = try await session.moodSummary(today: today)
    }

    /// A tap on a mood button.
    public func set(_ mood: Mood, note: String? = nil) async throws {
        try await session.setMood(mood, on: today, note: note, today: today)
    }

    /// Today's streak, as the header shows it ("5 good days").
    public var streakText: String {
        guard let streak = summary?.currentStreak else { return "no streak yet" }
        return "\(streak.run.length) \(streak.mood.rawValue) day\(streak.run.length == 1 ? "" : "s")"
    }
}

/// The calendar: one month of tiles, paging back and forth.
@Observable
public final class MoodCalendarModel {
    /// The month shown.
    public private(set) var tiles: MoodTiles?
    /// Any day of the month shown.
    public private(set) var month: CivilDate
    private let today: CivilDate
    private let session: AsyncSession

    /// The calendar of `session`, at today's month.
    public init(session: AsyncSession, today: CivilDate = userToday()) {
        self.session = session
        self.today = today
        self.month = today.firstOfMonth
    }

    /// Reads the month shown.
    public func load() async throws {
        tiles = try await session.moodTiles(month: month, today: today)
    }

    /// The "<" button.
    public func previousMonth() async throws {
        month = month.adding(months: -1)
        try await load()
    }

    /// The ">" button; it stops at today's month.
    public func nextMonth() async throws {
        guard month.firstOfMonth < today.firstOfMonth else { return }
        month = month.adding(months: 1)
        try await load()
    }
}
