import XCTest
import KeepsakeCore

/// Daylio's 2017–18 CSV layout (`year,date,weekday,…`) writes its date as a day and a month
/// name in the app's language (issue 31 §5): English, German and Polish are read through the
/// public API; any other language is refused with a message that names the layout and the
/// languages read, and nothing is stored.
///
/// The Polish names here and in `Tests/Samples/mood/daylio-2018-layout-polish.csv` were not
/// typed by hand: they are what java.time (OpenJDK 17, its CLDR locale data, as Android's ICU)
/// prints for Locale "pl" with Daylio's pattern "d MMMM" (genitive: "29 marca"), "LLLL"
/// (nominative: "marzec"), "MMM" (abbreviated: "paź") and "EEEE" (weekdays). The file is made
/// by `Tests/Samples/mood/MakePolish2018Layout.java`; no real Polish export of that layout is
/// published (Tests/Samples/SOURCES.md).
final class DaylioLanguagesTests: StoreTestCase {
    let today: CivilDate = "2026-11-30"
    let polishLevels = ["świetnie": 5, "dobrze": 4, "średnio": 3, "źle": 2, "fatalnie": 1]

    var moodSamples: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/mood").path
    }

    func testAPolishExportOfThe2017To18LayoutImports() throws {
        let session = try makeStore()
        let result = try session.importDaylio(fileAt: moodSamples + "/daylio-2018-layout-polish.csv", overrides: polishLevels, today: today, now: now)
        XCTAssertEqual(result.imported, 12)
        XCTAssertEqual(result.skipped, [])
        XCTAssertEqual(result.future, [])
        // Every month's genitive name, from "1 września" 2017 to "15 sierpnia" 2018.
        let expected: [(CivilDate, Mood, String?)] = [
            ("2017-09-01", .ok, nil), ("2017-10-31", .bad, nil), ("2017-11-11", .good, nil), ("2017-12-24", .good, "Wigilia."),
            ("2018-01-01", .ok, nil), ("2018-02-14", .good, nil), ("2018-03-29", .bad, "Gorączka."), ("2018-04-02", .ok, nil),
            // two entries (levels 2 and 5 average 3.5): notes oldest first
            ("2018-05-03", .good, "Zaspałem.\nMajówka, \"wreszcie\" słońce."),
            ("2018-06-30", .good, nil), ("2018-07-01", .good, nil), ("2018-08-15", .good, "Nad morzem."),
        ]
        for (date, mood, note) in expected {
            let day = try session.mood(on: date, today: today)
            XCTAssertEqual(day?.mood, mood, "\(date)")
            XCTAssertEqual(day?.note, note, "\(date)")
        }
        XCTAssertNil(try session.mood(on: "2018-05-04", today: today)?.mood)
    }

    /// What a real Polish file could vary in: case, a no-break space (U+00A0, U+202F) between
    /// day and month, the nominative or abbreviated name, decomposed letters ("s" + U+0301).
    func testPolishDatesAsAFormatterMayWriteThem() throws {
        let session = try makeStore()
        let csv = "year,date,weekday,time,mood,activities,note\n"
            + "2018,29\u{00A0}marca,czwartek,20:00,dobrze,\"\",\"a\"\n"
            + "2018,1 WRZEŚNIA,sobota,20:00,dobrze,\"\",\"b\"\n"
            + "2018,2 marzec,piątek,20:00,dobrze,\"\",\"c\"\n"
            + "2018,3 paź,środa,20:00,dobrze,\"\",\"d\"\n"
            + "2018,4 wrzes\u{0301}nia,wtorek,20:00,dobrze,\"\",\"e\"\n"
            + "2018,5 Października,piątek,20:00,dobrze,\"\",\"f\"\n"
            + "2018,6\u{202F}maja,niedziela,20:00,dobrze,\"\",\"g\"\n"
            + "2018,7 grudzień,piątek,20:00,dobrze,\"\",\"h\"\n"
        let result = try session.importDaylio(csv: csv, overrides: polishLevels, today: today, now: now)
        XCTAssertEqual(result.imported, 8)
        for (date, note) in [("2018-03-29", "a"), ("2018-09-01", "b"), ("2018-03-02", "c"), ("2018-10-03", "d"),
                             ("2018-09-04", "e"), ("2018-10-05", "f"), ("2018-05-06", "g"), ("2018-12-07", "h")] as [(CivilDate, String)] {
            XCTAssertEqual(try session.mood(on: date, today: today)?.note, note, "\(date)")
        }
    }

    func testEnglishAndGermanOfTheLayoutStillImport() throws {
        let session = try makeStore()
        XCTAssertEqual(try session.importDaylio(fileAt: moodSamples + "/daylio-2018-layout.csv", overrides: ["happy": 4, "average": 3], today: today, now: now).imported, 2)
        XCTAssertEqual(try session.mood(on: "2018-03-29", today: today)?.mood, .good)
        let german = "year,date,weekday,time,mood,activities,note\n2018,18. Mai,Freitag,19:05,super,\"\",\"\"\n2018,17. März,Samstag,19:05,mies,\"\",\"\"\n"
        XCTAssertEqual(try session.importDaylio(csv: german, today: today, now: now).imported, 2)
        XCTAssertEqual(try session.mood(on: "2018-05-18", today: today)?.mood, .good)
        XCTAssertEqual(try session.mood(on: "2018-03-17", today: today)?.mood, .bad)
    }

    /// A language still unknown (Czech "března", French "mars") is refused with the layout and
    /// the languages read named, and nothing of the file is stored; so is a Polish day that
    /// is not in the calendar.
    func testUnknownLanguagesAndImpossibleDaysAreRefusedAndChangeNothing() throws {
        let session = try makeStore()
        for (date, words) in [("29 března", ["'března'", "2017–18", "English, German and Polish are read", "full_date"]),
                              ("29 mars", ["'mars'", "English, German and Polish are read"]),
                              ("31 lutego", ["'31 lutego 2018' is not a day of the calendar"])] {
            let csv = "year,date,weekday,time,mood,activities,note\n2018,1 marca,czwartek,20:00,dobrze,\"\",\"\"\n2018,\(date),czwartek,20:00,dobrze,\"\",\"\"\n"
            XCTAssertThrowsError(try session.importDaylio(csv: csv, overrides: polishLevels, today: today, now: now)) { error in
                guard case .invalidArgument(let message) = error as? KeepsakeError else { return XCTFail("\(error)") }
                XCTAssertTrue(message.hasPrefix("Daylio row 3: "), message)
                for word in words { XCTAssertTrue(message.contains(word), "\(word) in \(message)") }
            }
            XCTAssertNil(try session.mood(on: "2018-03-01", today: today))
        }
    }
}
