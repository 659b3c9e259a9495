import XCTest
@testable import KeepsakeCore

/// Rules of accounts that need no store: usernames, instants, the sign-in policy.
final class AccountsTests: XCTestCase {
    func testUsernamesAreNormalisedAndComparedWithoutCase() throws {
        XCTAssertEqual(try Username.normalize("  Zoe\u{0308}  "), "Zoë")
        XCTAssertEqual(Username.key(try Username.normalize("ZOË")), Username.key(try Username.normalize("zoe\u{0308}")))
        XCTAssertEqual(try Username.normalize("ana.b-c_d@centre"), "ana.b-c_d@centre")
        XCTAssertEqual(try Username.normalize("Łukasz"), "Łukasz")
        XCTAssertEqual(try Username.normalize("山田太郎"), "山田太郎")
        for bad in ["ab", String(repeating: "a", count: 65), "ana b", ".ana", "ana\u{0}", "ana/b", "ana\u{200B}b", "\u{0301}abc"] {
            XCTAssertThrowsError(try Username.normalize(bad), bad)
        }
    }

    func testPasswordsNeedEightBytesAndAreNormalised() throws {
        XCTAssertThrowsError(try PasswordHasher.normalize("short"))
        XCTAssertEqual(try PasswordHasher.normalize("cafe\u{0301}-latte"), try PasswordHasher.normalize("café-latte"))
        XCTAssertThrowsError(try PasswordHasher.normalize(String(repeating: "x", count: 1025)))
    }

    func testInstantsCompareAcrossOffsetsAndKeepTheirText() throws {
        // `Instant(text)` with a literal is the test's literal initializer: the parser is
        // given String values.
        func parse(_ text: String) -> Instant? { Instant(text) }
        let a = try XCTUnwrap(parse("2026-11-30T10:00:00+01:00"))
        let b = try XCTUnwrap(parse("2026-11-30T09:00:00Z"))
        XCTAssertEqual(a, b)
        XCTAssertEqual(Set([a, b]).count, 1)
        XCTAssertEqual(a.rfc3339, "2026-11-30T10:00:00+01:00")
        XCTAssertEqual(a.utcOffsetSeconds, 3600)
        XCTAssertEqual(try XCTUnwrap(parse("2026-11-30T09:00:00-00:00")).utcOffsetSeconds, 0)
        XCTAssertEqual(try XCTUnwrap(parse("2026-11-30T09:00:00.5Z")).nanoseconds, 500_000_000)
        XCTAssertTrue(try XCTUnwrap(parse("2026-11-30T09:00:00.5Z")) > b)
        XCTAssertEqual(b.adding(seconds: 86_400 * 31).rfc3339, "2026-12-31T09:00:00Z")
        // Adding keeps the offset; the core's own computed instants are UTC to the second.
        let late = try XCTUnwrap(parse("2024-02-28T23:59:59.25-00:30"))
        XCTAssertEqual(late.adding(seconds: 1).rfc3339, "2024-02-29T00:00:00.25-00:30")
        XCTAssertEqual(late.adding(seconds: 1).utcSecondsText, "2024-02-29T00:30:00Z")
        XCTAssertEqual(Instant(seconds: 0).rfc3339, "1970-01-01T00:00:00Z")
        XCTAssertEqual(Instant(seconds: -1).rfc3339, "1969-12-31T23:59:59Z")
        XCTAssertEqual(Instant(seconds: 1_796_115_600, nanoseconds: 120_000_000, utcOffsetSeconds: 7200).rfc3339, "2026-12-01T11:00:00.12+02:00")
        XCTAssertEqual(Instant(seconds: 0, utcOffsetSeconds: -(5 * 3600 + 30 * 60)).rfc3339, "1969-12-31T18:30:00-05:30")
        XCTAssertEqual(Instant(seconds: 0, nanoseconds: -1).rfc3339, "1969-12-31T23:59:59.999999999Z")
        XCTAssertEqual(Instant(seconds: .max).rfc3339, "9999-12-31T23:59:59.999999999Z")
        XCTAssertNil(parse("2026-02-29T00:00:00Z"))
        XCTAssertThrowsError(try Instant.parse("tomorrow", "now")) { error in
            XCTAssertEqual((error as? KeepsakeError)?.message, "now 'tomorrow' is not an RFC 3339 instant such as 2026-11-30T09:00:00Z")
        }
        // Codable as the text.
        let coded = try JSONEncoder().encode([a])
        XCTAssertEqual(String(decoding: coded, as: UTF8.self), #"["2026-11-30T10:00:00+01:00"]"#)
        XCTAssertEqual(try JSONDecoder().decode([Instant].self, from: coded).map(\.rfc3339), ["2026-11-30T10:00:00+01:00"])
        XCTAssertThrowsError(try JSONDecoder().decode([Instant].self, from: Data(#"["2026-13-01T00:00:00Z"]"#.utf8)))
    }

    func testSignInWaitsGrowThenLock() {
        XCTAssertEqual((1...11).map { SignInPolicy.wait(afterFailures: $0) },
                       [0, 0, 0, 0, 30, 60, 120, 240, 480, 3600, 3600])
    }
}
