import Foundation
import CArchive
import XCTest
@testable import KeepsakeCore

/// Bundles written and read through the Swift API (FORMAT.md sections 3–7).
final class BundleTests: StoreTestCase {
    func testHeaderChecksumAndParse() {
        let block = Tar.header(name: "media/" + String(repeating: "a", count: 64), size: 12345)
        XCTAssertEqual(block.count, 512)
        block.withUnsafeBytes { raw in
            guard case .header(let header) = Tar.parse(raw) else { return XCTFail("header did not parse") }
            XCTAssertEqual(header.size, 12345)
            XCTAssertEqual(header.nameString, "media/" + String(repeating: "a", count: 64))
            XCTAssertEqual(header.typeflag, UInt8(ascii: "0"))
        }
        var broken = block
        broken[200] = 1
        broken.withUnsafeBytes { raw in
            guard case .invalid = Tar.parse(raw) else { return XCTFail("a changed byte must break the checksum") }
        }
    }

    func testPaxSizeRecordLengthIsSelfConsistent() {
        for size: UInt64 in [8 << 30, 99_999_999_999, 1 << 40] {
            let block = Tar.paxSizeHeader(name: "media/x", size: size)
            let data = Array(block[512..<1024].prefix(while: { $0 != 0 }))
            guard case .size(let parsed) = Tar.parsePax(data) else { return XCTFail("pax record did not parse") }
            XCTAssertEqual(parsed, size)
        }
        guard case .renaming = Tar.parsePax(Array("15 path=/etc/x\n".utf8)) else { return XCTFail("path must be refused") }
        guard case .malformed = Tar.parsePax(Array("99 size=1\n".utf8)) else { return XCTFail("bad length must be refused") }
        guard case .malformed = Tar.parsePax(Array("15 comment=hi\n".utf8)) else { return XCTFail("unknown keys must be refused") }
        guard case .malformed = Tar.parsePax(Array("10 size=1\n10 size=2\n".utf8)) else { return XCTFail("a key twice must be refused") }
        guard case .size(nil) = Tar.parsePax(Array("11 mtime=0\n".utf8)) else { return XCTFail("ignored keys are allowed") }
    }

    func testExportIsDeterministicAndReadableByLibarchive() throws {
        let session = try makeStore()
        let a = try addMedia(session, Array("GIF89a one".utf8))
        let b = try addMedia(session, [UInt8](repeating: 7, count: 512))
        let empty = try addMedia(session, [])
        _ = try session.exportBundle(to: path("one.keepsake"), options: ExportOptions(created: now))
        _ = try session.exportBundle(to: path("two.keepsake"), options: ExportOptions(created: now))
        XCTAssertEqual(try readAll(path("one.keepsake")), try readAll(path("two.keepsake")))

        // An ordinary tar reader sees exactly the members FORMAT.md lists, in order.
        let expected = ["manifest.json", "keepsake.db"] + [a, b, empty].map(\.sha256).sorted().map { "media/" + $0 }
        XCTAssertEqual(try libarchiveListing(path("one.keepsake")).map(\.0), expected)
        let sizes = Dictionary(uniqueKeysWithValues: try libarchiveListing(path("one.keepsake")))
        XCTAssertEqual(sizes["media/" + b.sha256], 512)
        XCTAssertEqual(sizes["media/" + empty.sha256], 0)
    }

    func testImportRoundTripGivesTheSameDumpAndBytes() throws {
        let session = try makeStore()
        try addMedia(session, [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 1, count: 5000))
        try addMedia(session, Array("%PDF-1.7 hello".utf8))
        _ = try session.exportBundle(to: path("a.keepsake"), options: ExportOptions(created: now))
        let other = try makeStore("other")
        let result = try other.importBundle(from: path("a.keepsake"))
        XCTAssertEqual(result, ImportResult(kind: "archive", mediaAdded: 2, mediaPresent: 0))
        _ = try other.exportBundle(to: path("b.keepsake"), options: ExportOptions(created: now))
        XCTAssertEqual(try readAll(path("a.keepsake")), try readAll(path("b.keepsake")))
        XCTAssertEqual(try Bundles.dump(at: path("a.keepsake")).json, try Bundles.dump(at: path("b.keepsake")).json)
        XCTAssertEqual(try other.listMedia(), try session.listMedia())
    }

    /// Each record kind supplies its own part of an import's result (`BundledRecordKind.Outcome`):
    /// read through the kind's property, in the C ABI's JSON, and through Codable.
    func testImportResultCarriesEachKindsOutcome() throws {
        let session = try makeStore()
        _ = try session.createPatient(PatientInput(fullName: "Ana Ruiz", birthDate: "1950-02-03", admittedOn: "2026-01-05"), now: now)
        _ = try session.createMindMap(title: "Plans", now: now)
        _ = try session.exportBundle(to: path("a.keepsake"), options: ExportOptions(created: now))
        let result = try makeStore("other").importBundle(from: path("a.keepsake"))
        XCTAssertEqual(result.dossiers?.patientsAdded, 1)
        XCTAssertEqual(result.mindMaps.added, 1)
        XCTAssertNil(result.moods)
        XCTAssertEqual(result.json["dossiers"]?["patients_added"], .int(1))
        XCTAssertEqual(result.json["maps_added"], .int(1))
        XCTAssertNil(result.json["moods"])
        let decoded = try JSONDecoder().decode(ImportResult.self, from: JSONEncoder().encode(result))
        XCTAssertEqual(decoded, result)
        XCTAssertEqual(decoded.dossiers, result.dossiers)
        XCTAssertNotEqual(decoded, ImportResult(kind: "archive", mediaAdded: 0, mediaPresent: 0))
    }

    func testEmptyStoreExportsAValidBundle() throws {
        let session = try makeStore()
        _ = try session.exportBundle(to: path("empty.keepsake"), options: ExportOptions(created: "2026-01-01T00:00:00+01:00"))
        let dump = try Bundles.dump(at: path("empty.keepsake")).json
        // Every table of the newest format version, each empty.
        let tables = BundleSchema.tables.map { "\"\($0.name)\":[]" }.sorted().joined(separator: ",")
        XCTAssertEqual(CanonicalJSON.string(dump),
                       #"{"access":"full","created":"2026-01-01T00:00:00+01:00","format":"keepsake-dump","format_version":"#
                       + "\(BundleSchema.formatVersion)" + #","kind":"archive","media":[],"tables":{"# + tables + "}}")
    }

    /// R8 and R12: a pax `size` record replaces the ustar size. Real members of 8 GiB are too
    /// large for a unit test, so the reader is shown a small member announced through pax.
    func testReaderHonoursPaxSizeRecords() throws {
        let session = try makeStore()
        let record = try addMedia(session, Array("abc".utf8))
        _ = try session.exportBundle(to: path("plain.keepsake"), options: ExportOptions(created: now))
        var bytes = try readAll(path("plain.keepsake"))
        // Find the media member's header and put a pax header (and the ustar size sentinel) in.
        let name = "media/" + record.sha256
        guard let offset = stride(from: 0, to: bytes.count, by: 512).first(where: { Array(bytes[$0..<($0 + name.utf8.count)]) == Array(name.utf8) }) else {
            return XCTFail("media header not found")
        }
        let pax = Tar.paxSizeHeader(name: name, size: 3)
        var header = Tar.header(name: name, size: 3)
        header.replaceSubrange(124..<136, with: Array("77777777777\0".utf8))
        header.replaceSubrange(148..<156, with: Array("        ".utf8))
        let sum = header.reduce(0) { $0 + Int($1) }
        header.replaceSubrange(148..<156, with: Array(Tar.octal(UInt64(sum), digits: 6).utf8) + [0, 0x20])
        bytes.replaceSubrange(offset..<(offset + 512), with: pax + header)
        try writeAll(path("pax.keepsake"), bytes)
        XCTAssertNoThrow(try Bundles.verify(at: path("pax.keepsake")))
        XCTAssertEqual(try Bundles.dump(at: path("pax.keepsake")).json, try Bundles.dump(at: path("plain.keepsake")).json)
    }

    func testStoreReopensWithItsRecordsAndRefusesOtherDatabases() throws {
        let session = try makeStore()
        let record = try addMedia(session, Array("kept".utf8))
        let reopened = try Store.open(at: path("store"))
        XCTAssertEqual(try reopened.ownerSession().media(record.sha256), record)
        XCTAssertEqual(reason { _ = try Store.open(at: self.path("nothing")) }, "no Keepsake store at '\(path("nothing"))' (no keepsake.db there)")
        // A bundle's database is SQLite too, but not a store.
        _ = try session.exportBundle(to: path("x.keepsake"), options: ExportOptions(created: now))
        try FileSystem.makeDirectory(path("fake"))
        let bundleBytes = try readAll(path("x.keepsake"))
        let dbStart = 512 * 4 // manifest header + manifest (< 1 KiB here) + db header
        try writeAll(path("fake/keepsake.db"), Array(bundleBytes[dbStart..<(dbStart + 4096)]))
        XCTAssertThrowsError(try Store.open(at: path("fake")))
    }

    private func libarchiveListing(_ path: String) throws -> [(String, Int64)] {
        guard let archive = archive_read_new() else { throw KeepsakeError.internalError("archive_read_new") }
        defer { archive_read_free(archive) }
        archive_read_support_format_tar(archive)
        guard archive_read_open_filename(archive, path, 10240) == ARCHIVE_OK else {
            throw KeepsakeError.io(String(cString: archive_error_string(archive)))
        }
        var entries: [(String, Int64)] = []
        var entry: OpaquePointer?
        while archive_read_next_header(archive, &entry) == ARCHIVE_OK, let entry {
            entries.append((String(cString: archive_entry_pathname(entry)), archive_entry_size(entry)))
            archive_read_data_skip(archive)
        }
        return entries
    }
}
