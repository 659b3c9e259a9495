import XCTest
@testable import KeepsakeCore

/// FORMAT.md R26 and section 8.
final class ValidationTests: XCTestCase {
    func testInstants() {
        for good in ["2026-11-30T09:00:00Z", "2024-02-29T23:59:60Z", "2026-01-01T00:00:00.123456789+14:00", "1999-12-31T12:00:00-05:30"] {
            XCTAssertTrue(Validation.isInstant(good), good)
        }
        for bad in ["2026-11-30", "2026-11-30T09:00:00", "2026-11-30t09:00:00z", "2025-02-29T00:00:00Z", "2026-13-01T00:00:00Z",
                    "2026-11-30T24:00:00Z", "2026-11-30T09:00:00.Z", "2026-11-30T09:00:00.1234567890Z", "2026-11-30T09:00:00+0100",
                    "2026-04-31T00:00:00Z", "1900-02-29T00:00:00Z", " 2026-11-30T09:00:00Z"] {
            XCTAssertFalse(Validation.isInstant(bad), bad)
        }
    }

    func testCivilDatesAndLeapYears() {
        XCTAssertTrue(Validation.isCivilDate("2000-02-29"))
        XCTAssertTrue(Validation.isCivilDate("2024-02-29"))
        XCTAssertFalse(Validation.isCivilDate("2100-02-29"))
        XCTAssertFalse(Validation.isCivilDate("2026-00-10"))
        XCTAssertFalse(Validation.isCivilDate("2026-1-10"))
    }

    func testUUIDs() {
        let id = Random.uuid()
        XCTAssertTrue(Validation.isUUID(id), id)
        XCTAssertEqual(Array(id.utf8)[14], UInt8(ascii: "4"))
        XCTAssertFalse(Validation.isUUID("3F2504E0-4F89-41D3-9A0C-0305E82C3301"))
        XCTAssertFalse(Validation.isUUID("3f2504e04f8941d39a0c0305e82c3301"))
        XCTAssertNotEqual(Random.uuid(), Random.uuid())
    }

    func testMediaTypes() {
        XCTAssertTrue(Validation.isMediaType("image/jpeg"))
        XCTAssertTrue(Validation.isMediaType("application/vnd.keepsake.bundle+tar"))
        XCTAssertTrue(Validation.isMediaType("Application/Vnd.X!#$&-^_.+9"))
        for bad in ["image", "/jpeg", "image/", "image/jp eg", "a/b/c", "ímage/jpeg", "image/*", "text/plain;charset=utf-8",
                    "image/.png", "-image/png"] {
            XCTAssertFalse(Validation.isMediaType(bad), bad)
        }
    }

    func testSniffing() {
        func sniff(_ bytes: [UInt8]) -> String { MediaSniffer.sniff(bytes) }
        XCTAssertEqual(sniff([0xFF, 0xD8, 0xFF, 0xE0]), "image/jpeg")
        XCTAssertEqual(sniff([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "image/png")
        XCTAssertEqual(sniff(Array("GIF89a".utf8)), "image/gif")
        XCTAssertEqual(sniff(Array("RIFF\0\0\0\0WEBPVP8 ".utf8)), "image/webp")
        XCTAssertEqual(sniff([0, 0, 0, 0x18] + Array("ftypheic".utf8)), "image/heic")
        XCTAssertEqual(sniff([0, 0, 0, 0x18] + Array("ftypqt  ".utf8)), "video/quicktime")
        XCTAssertEqual(sniff([0, 0, 0, 0x18] + Array("ftypisom".utf8)), "video/mp4")
        XCTAssertEqual(sniff(Array("YUV4MPEG2 W1".utf8)), "video/x-yuv4mpeg")
        XCTAssertEqual(sniff(Array("%PDF-1.7".utf8)), "application/pdf")
        XCTAssertEqual(sniff(Array("hello".utf8)), "application/octet-stream")
        XCTAssertEqual(sniff([]), "application/octet-stream")
    }
}
