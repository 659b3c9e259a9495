import XCTest
@testable import KeepsakeCore

/// Bounds on inputs from elsewhere (README "Guarantees and how they are tested"), and the
/// bugs the reliability work found in them.
final class LimitsTests: StoreTestCase {
    /// A long array used to be quadratic (each element copied the array): 80,000 elements took
    /// 36 s in a release build. Now linear.
    func testALongJSONArrayParsesInLinearTime() throws {
        let text = "[" + Array(repeating: "{\"a\":1}", count: 200_000).joined(separator: ",") + "]"
        let start = ContinuousClock.now
        guard case .array(let items) = try JSONParser.parse(text) else { return XCTFail("not an array") }
        XCTAssertEqual(items.count, 200_000)
        XCTAssertLessThan(start.duration(to: .now), .seconds(10))
    }

    func testJSONNestingIsBounded() {
        func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) }
        XCTAssertThrowsError(try JSONParser.parse(nested(JSONParser.defaultMaxDepth + 1)))
        XCTAssertNoThrow(try JSONParser.parse(nested(JSONParser.defaultMaxDepth)))
        // Far deeper input costs neither stack nor time: the parser is iterative.
        XCTAssertThrowsError(try JSONParser.parse(nested(1_000_000)))
    }

    /// A Daylio file of 64 MiB of line breaks used to become 64 million rows (about 5 GB).
    func testADaylioFileWithTooManyLinesIsRefused() throws {
        let session = try makeStore()
        let csv = "full_date,mood\n" + String(repeating: "\n", count: CSV.maxRows + 1)
        XCTAssertThrowsError(try session.importDaylio(csv: csv, today: "2026-11-30", now: now)) { error in
            guard case .limitExceeded = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
    }

    func testADaylioLineWithTooManyFieldsIsRefused() throws {
        let session = try makeStore()
        let csv = "full_date,mood\n" + String(repeating: ",", count: CSV.maxFields) + "\n"
        XCTAssertThrowsError(try session.importDaylio(csv: csv, today: "2026-11-30", now: now)) { error in
            guard case .limitExceeded = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
        // At the limit it is read (and refused only for its content).
        let ok = "full_date,mood\n2026-11-01," + "good" + String(repeating: ",", count: 0) + "\n"
        XCTAssertNoThrow(try session.importDaylio(csv: ok, today: "2026-11-30", now: now))
    }

    func testCSVStillReadsQuotesAndLineBreaks() throws {
        XCTAssertEqual(try CSV.parse("\u{FEFF}a,\"b \"\"c\"\"\nd\",e\r\nf"), [["a", "b \"c\"\nd", "e"], ["f"]])
        XCTAssertThrowsError(try CSV.parse("\"open"))
        XCTAssertThrowsError(try CSV.parse("\"a\"b"))
    }
}

extension LimitsTests {
    func testAPixelsBackupWithTooManyValuesIsRefused() throws {
        let session = try makeStore()
        let json = "[" + Array(repeating: "1", count: Session.pixelsMaxValues).joined(separator: ",") + "]"
        XCTAssertThrowsError(try session.importPixels(json: json, today: "2026-11-30", now: now)) { error in
            guard case .limitExceeded = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try JSONParser.parse("[1,2]", maxValues: 2))
        XCTAssertNoThrow(try JSONParser.parse("[1,2]", maxValues: 3))
    }
}
