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

    func testInstantsCompareAcrossOffsetsAndFormatInUTC() throws {
        let a = try XCTUnwrap(Instant("2026-11-30T10:00:00+01:00"))
        let b = try XCTUnwrap(Instant("2026-11-30T09:00:00Z"))
        XCTAssertEqual(a, b)
        XCTAssertTrue(try XCTUnwrap(Instant("2026-11-30T09:00:00.5Z")) > b)
        XCTAssertEqual(b.adding(seconds: 86_400 * 31).rfc3339, "2026-12-31T09:00:00Z")
        XCTAssertEqual(try XCTUnwrap(Instant("2024-02-28T23:59:59-00:30")).adding(seconds: 1).rfc3339, "2024-02-29T00:30:00Z")
        XCTAssertEqual(Instant(seconds: 0).rfc3339, "1970-01-01T00:00:00Z")
        XCTAssertEqual(Instant(seconds: -1).rfc3339, "1969-12-31T23:59:59Z")
        XCTAssertNil(Instant("2026-02-29T00:00:00Z"))
    }

    func testSignInWaitsGrowThenLock() {
        XCTAssertEqual((1...11).map { SignInPolicy.wait(afterFailures: $0) },
                       [0, 0, 0, 0, 30, 60, 120, 240, 480, 3600, 3600])
    }
}
