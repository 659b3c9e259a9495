import XCTest
@testable import KeepsakeCore

/// FORMAT.md section 2 (R1–R6).
final class CanonicalJSONTests: XCTestCase {
    func testExampleFromFormatSpec() {
        let value: JSONValue = ["b": ["d": true, "c": nil], "a": [1, -2, "x\n"]]
        XCTAssertEqual(CanonicalJSON.string(value), #"{"a":[1,-2,"x\n"],"b":{"c":null,"d":true}}"#)
    }

    func testKeysSortByUTF8Bytes() {
        let value: JSONValue = ["é": 1, "z": 2, "Z": 3, "a": 4, "": 5]
        XCTAssertEqual(CanonicalJSON.string(value), #"{"":5,"Z":3,"a":4,"z":2,"é":1}"#)
    }

    func testStringEscapesAreMinimal() {
        let value: JSONValue = .string("q\"b\\s/\u{08}\u{0C}\n\r\t\u{01}\u{1F}é😀")
        XCTAssertEqual(CanonicalJSON.string(value), "\"q\\\"b\\\\s/\\b\\f\\n\\r\\t\\u0001\\u001fé😀\"")
    }

    func testIntegersAtTheLimits() {
        XCTAssertEqual(CanonicalJSON.string([.int(JSONValue.maxSafeInteger), .int(-JSONValue.maxSafeInteger), 0]),
                       "[9007199254740991,-9007199254740991,0]")
    }

    /// The encoder walks values with its own stack. (Values the parser makes are at most 64
    /// levels deep; this one is deeper than any, but shallow enough for Swift to free it.)
    func testDeepNestingIsEncodedIteratively() {
        var value: JSONValue = []
        for _ in 0..<5_000 { value = .array([value]) }
        let text = CanonicalJSON.encode(value)
        XCTAssertEqual(text.count, 2 * 5_001)
    }

    func testParserRoundTripsCanonicalText() throws {
        let text = #"{"a":[1,-2,"x\n",{"k":false}],"b":{"c":null,"d":true},"e":"\u0001é"}"#
        let value = try JSONParser.parse(text)
        XCTAssertEqual(CanonicalJSON.string(value), text)
    }

    func testParserRefusals() {
        func failure(_ text: String) -> JSONParser.Failure? {
            do { _ = try JSONParser.parse(text); return nil } catch { return error }
        }
        for syntax in ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"\\x\"", "\"a\u{01}\"", "01", "1 2", "\"\\ud800\"", "\"\\udc00x\"", "{1:2}"] {
            guard case .syntax? = failure(syntax) else { return XCTFail("expected a syntax failure for \(syntax)") }
        }
        for unrepresentable in ["1.5", "1e3", "-0", "9007199254740992", "{\"a\":1,\"a\":2}", String(repeating: "[", count: 100) + String(repeating: "]", count: 100)] {
            guard case .unrepresentable? = failure(unrepresentable) else { return XCTFail("expected unrepresentable for \(unrepresentable)") }
        }
        XCTAssertThrowsError(try JSONParser.parse([0x22, 0xC3, 0x28, 0x22]))
    }

    func testParserAcceptsWhitespaceAndEscapedSurrogatePairs() throws {
        XCTAssertEqual(try JSONParser.parse(" { \"a\" : [ 1 , 2 ] } "), ["a": [1, 2]])
        XCTAssertEqual(try JSONParser.parse(#""\ud83d\ude00\/""#), .string("😀/"))
    }

    /// The tree parser and the streaming reader share one tokenizer: the same token errors, at
    /// the same byte, and the same decoded strings.
    func testTreeParserAndStreamingReaderShareTheTokenizer() throws {
        // (text, cause, offset: nil when the text ends first, which the streaming reader
        // reports at the end)
        let cases: [(String, String, Int?)] = [
            ("\"abc", "unterminated string", nil), ("\"\\x\"", "invalid escape", 3),
            ("\"\\ud800\"", "unpaired surrogate", 7), ("\"\\udc00\"", "unpaired surrogate", 7),
            ("\"\\u12g4\"", "invalid \\u escape", 5), ("\"a\u{01}\"", "unescaped control character in a string", 2),
            ("[1.]", "invalid number", 1), ("[-]", "invalid number", 1), ("[tru]", "invalid literal", 4),
        ]
        for (text, cause, offset) in cases {
            let parsed = Result(catching: { () throws(JSONParser.Failure) in try JSONParser.parse(text) })
            XCTAssertEqual(parsed.failure, .syntax(offset.map { "\(cause) at byte \($0)" } ?? cause), text)
            do throws(KeepsakeError) {
                try JSONEvents.read(Array(text.utf8), what: "x") { _ throws(KeepsakeError) in }
                XCTFail("streaming reader accepted \(text)")
            } catch {
                XCTAssertEqual(error.message, "x is not valid JSON: \(cause) at byte \(offset ?? text.utf8.count)", text)
            }
        }
        let text = #"{"k\u00e9":["\ud83d\ude00\/\n",-1.5e3,true,null]}"#
        var strings: [String] = []
        try JSONEvents.read(Array(text.utf8), what: "x") { (event) throws(KeepsakeError) in
            switch event {
            case .key(let s), .string(let s): strings.append(s)
            default: break
            }
        }
        XCTAssertEqual(strings, ["ké", "😀/\n"])
        XCTAssertEqual(try JSONParser.parse(#"{"k\u00e9":["\ud83d\ude00\/\n"]}"#), ["ké": ["😀/\n"]])
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The public way out (`JSONEncodable`): a result's `canonicalJSON` is the C interface's
    /// bytes for it, and `CanonicalJSONWriter` places commas and colons for nested events.
    func testPublicEncodingGivesTheCanonicalBytes() {
        let day = MoodDay(date: "2026-03-04", mood: nil, note: nil, changedAt: "2026-03-04T10:00:00+01:00")
        XCTAssertEqual(day.canonicalJSON, CanonicalJSON.string(day.json))
        XCTAssertEqual(day.canonicalJSON, #"{"changed_at":"2026-03-04T10:00:00+01:00","date":"2026-03-04","mood":null,"note":null}"#)
        XCTAssertEqual([day, day].canonicalJSON, "[" + day.canonicalJSON + "," + day.canonicalJSON + "]")
        XCTAssertEqual(Optional<MoodDay>.none.canonicalJSON, "null")
        var writer = CanonicalJSONWriter()
        writer.beginObject()
        writer.key("a"); writer.beginArray(); writer.integer(1); writer.beginObject(); writer.endObject(); writer.beginArray(); writer.endArray(); writer.endArray()
        writer.key("b\n"); writer.bool(false)
        writer.key("c"); writer.null()
        writer.endObject()
        XCTAssertEqual(writer.text, #"{"a":[1,{},[]],"b\n":false,"c":null}"#)
    }

    /// `DaylioLevels(parsing:)`, the public reading of `--levels`: an object of integers, the
    /// range left to the import.
    func testDaylioLevelsParsing() throws {
        XCTAssertEqual(try DaylioLevels(parsing: #"{"Calm":3,"Wild":9}"#).levels, ["Calm": 3, "Wild": 9])
        XCTAssertThrowsError(try DaylioLevels(parsing: "[1]")) { XCTAssertEqual($0 as? DaylioLevels.ParseError, .notAnObject) }
        XCTAssertThrowsError(try DaylioLevels(parsing: #"{"Calm":"3"}"#)) { XCTAssertEqual($0 as? DaylioLevels.ParseError, .notAnInteger(name: "Calm")) }
        XCTAssertThrowsError(try DaylioLevels(json: #"{"Wild":9}"#)) { error in
            guard case KeepsakeError.invalidArgument(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("must be an integer 1 to 5"), message)
        }
    }
}
