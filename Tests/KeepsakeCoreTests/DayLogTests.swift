import XCTest
@testable import KeepsakeCore

/// The day-log engine: civil dates, range presets, runs, the tile layout.
final class DayLogTests: XCTestCase {
    func d(_ s: String) -> CivilDate { CivilDate(s)! }

    func testCivilDates() {
        XCTAssertEqual(d("1970-01-01").dayNumber, 0)
        XCTAssertEqual(d("2026-11-30").weekday, 1, "a Monday")
        XCTAssertEqual(d("2024-02-29").weekday, 4)
        XCTAssertEqual(d("2026-03-31").adding(months: -1).description, "2026-02-28")
        XCTAssertEqual(d("2024-03-31").adding(months: -1).description, "2024-02-29")
        XCTAssertEqual(d("2024-02-29").adding(months: -12).description, "2023-02-28")
        XCTAssertEqual(d("2026-01-15").adding(months: -1).description, "2025-12-15")
        XCTAssertEqual(d("2026-12-31").adding(days: 1).description, "2027-01-01")
        XCTAssertEqual(d("2000-02-10").lastOfMonth.description, "2000-02-29")
        XCTAssertEqual(d("1900-02-10").lastOfMonth.description, "1900-02-28")
        XCTAssertNil(CivilDate(String("2026-02-29")))
    }

    func testPresetsAtMonthEndsLeapYearsAndYearBoundaries() {
        func r(_ p: RangePreset, _ today: String, _ first: String? = nil) -> String {
            let range = p.range(today: d(today), firstMarked: first.map(d))
            return "\(range.first)…\(range.last) (\(range.count))"
        }
        XCTAssertEqual(r(.last1Month, "2026-03-31"), "2026-03-01…2026-03-31 (31)")
        XCTAssertEqual(r(.last1Month, "2026-03-30"), "2026-03-01…2026-03-30 (30)")
        XCTAssertEqual(r(.last1Month, "2026-03-28"), "2026-03-01…2026-03-28 (28)")
        XCTAssertEqual(r(.last1Month, "2026-03-27"), "2026-02-28…2026-03-27 (28)")
        XCTAssertEqual(r(.last1Month, "2026-11-30"), "2026-10-31…2026-11-30 (31)")
        XCTAssertEqual(r(.last1Month, "2026-01-15"), "2025-12-16…2026-01-15 (31)")
        XCTAssertEqual(r(.last3Months, "2026-05-31"), "2026-03-01…2026-05-31 (92)")
        XCTAssertEqual(r(.last6Months, "2026-08-31"), "2026-03-01…2026-08-31 (184)")
        XCTAssertEqual(r(.last12Months, "2024-02-29"), "2023-03-01…2024-02-29 (366)")
        XCTAssertEqual(r(.last12Months, "2025-02-28"), "2024-02-29…2025-02-28 (366)")
        XCTAssertEqual(r(.last12Months, "2026-11-30"), "2025-12-01…2026-11-30 (365)")
        XCTAssertEqual(r(.currentMonth, "2024-02-10"), "2024-02-01…2024-02-29 (29)")
        XCTAssertEqual(r(.yearToDate, "2026-01-01"), "2026-01-01…2026-01-01 (1)")
        XCTAssertEqual(r(.yearToDate, "2024-12-31"), "2024-01-01…2024-12-31 (366)")
        XCTAssertEqual(r(.allTime, "2026-11-30"), "2026-11-30…2026-11-30 (1)")
        XCTAssertEqual(r(.allTime, "2026-11-30", "2026-01-01"), "2026-01-01…2026-11-30 (334)")
    }

    func testRunsTieToTheMostRecentAndClipAtTheRangeStart() {
        let days: [(CivilDate, Bool)] = [
            (d("2026-01-01"), true), (d("2026-01-02"), true), (d("2026-01-03"), true),
            (d("2026-01-04"), false),
            (d("2026-01-05"), true), (d("2026-01-06"), true), (d("2026-01-07"), true),
            (d("2026-01-09"), true),
        ]
        let all = DayRange(first: d("2025-12-01"), last: d("2026-01-31"))
        XCTAssertEqual(DayRuns.longest(in: all, days: days), DayRun(first: d("2026-01-05"), last: d("2026-01-07")))
        let clipped = DayRange(first: d("2026-01-02"), last: d("2026-01-31"))
        XCTAssertEqual(DayRuns.longest(in: clipped, days: days), DayRun(first: d("2026-01-05"), last: d("2026-01-07")))
        let clippedMore = DayRange(first: d("2026-01-06"), last: d("2026-01-31"))
        XCTAssertEqual(DayRuns.longest(in: clippedMore, days: days), DayRun(first: d("2026-01-06"), last: d("2026-01-07")))
        XCTAssertNil(DayRuns.longest(in: DayRange(first: d("2026-01-04"), last: d("2026-01-04")), days: days))
        XCTAssertEqual(DayRuns.ending(on: d("2026-01-07"), days: days), DayRun(first: d("2026-01-05"), last: d("2026-01-07")))
        XCTAssertNil(DayRuns.ending(on: d("2026-01-04"), days: days))
        XCTAssertNil(DayRuns.ending(on: d("2026-01-08"), days: days))
    }

    func testMoodFolding() {
        XCTAssertEqual(Mood.fold(scores: [5]), .good)
        XCTAssertEqual(Mood.fold(scores: [4]), .good)
        XCTAssertEqual(Mood.fold(scores: [3]), .ok)
        XCTAssertEqual(Mood.fold(scores: [2]), .bad)
        XCTAssertEqual(Mood.fold(scores: [4, 3]), .good, "3.5 is good")
        XCTAssertEqual(Mood.fold(scores: [3, 2]), .bad, "2.5 is bad")
        XCTAssertEqual(Mood.fold(scores: [4, 2]), .ok)
        XCTAssertNil(Mood.fold(scores: []))
    }

    /// For every preset on an iPhone 11-sized and a small viewport: the tiles fit, do not overlap
    /// (whole-point sizes and a gap of at least the minimum), and get smaller as ranges grow.
    func testTileLayoutFitsEveryPresetAndShrinks() throws {
        let today = d("2026-11-30")
        for (width, height) in [(414, 896), (320, 568)] {
            var previousCount = 0
            var previousSize = Int.max
            let counts = RangePreset.allCases.map { $0.range(today: today, firstMarked: d("2016-03-15")).count }.sorted()
            for count in counts {
                let layout = try TileLayout.fit(count: count, width: width, height: height, minGap: 2)
                XCTAssertGreaterThanOrEqual(layout.columns * layout.rows, count)
                XCTAssertLessThan((layout.rows - 1) * layout.columns, count, "no empty row")
                XCTAssertLessThanOrEqual(layout.columns * layout.tileSize + (layout.columns - 1) * layout.gap, width)
                XCTAssertLessThanOrEqual(layout.rows * layout.tileSize + (layout.rows - 1) * layout.gap, height)
                XCTAssertGreaterThanOrEqual(layout.tileSize, 1)
                if count > previousCount { XCTAssertLessThanOrEqual(layout.tileSize, previousSize) }
                previousCount = count
                previousSize = layout.tileSize
                XCTAssertEqual(try TileLayout.fit(count: count, width: width, height: height, minGap: 2), layout, "deterministic")
            }
        }
        for count in 1...400 {
            let a = try TileLayout.fit(count: count, width: 414, height: 896, minGap: 2)
            let b = try TileLayout.fit(count: count + 1, width: 414, height: 896, minGap: 2)
            XCTAssertLessThanOrEqual(b.tileSize, a.tileSize)
        }
        XCTAssertEqual(try TileLayout.fit(count: 30, width: 414, height: 896, minGap: 2).tileSize, 102, "4 columns of 8 rows")
        XCTAssertThrowsError(try TileLayout.fit(count: 1_000_000, width: 10, height: 10, minGap: 2))
        XCTAssertThrowsError(try TileLayout.fit(count: 0, width: 10, height: 10, minGap: 2))
    }
}
