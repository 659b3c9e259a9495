import XCTest
@testable import KeepsakeCore

/// Inflating and deflating by zlib and the zip reader and writer (Support/Inflate.swift,
/// Deflate.swift, Zip.swift) against streams zlib wrote (Tests/Samples/deflate, made by its
/// make_vectors.py) and against broken input, each refused with its cause.
final class ZipTests: StoreTestCase {
    var samples: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples").path
    }

    /// make_vectors.py's pattern(): the same LCG, the same bytes.
    func pattern() -> [UInt8] {
        var x: UInt64 = 1
        func next() -> UInt64 {
            x = (x &* 1_103_515_245 &+ 12345) % (1 << 31)
            return x
        }
        let letters = Array("abcdefghij".utf8)
        let text = (0..<30000).map { _ in letters[Int((next() >> 16) % 10)] }
        let noise = (0..<20000).map { _ in UInt8((next() >> 16) & 0xFF) }
        return text + text + noise
    }

    func inflate(_ bytes: [UInt8], max: Int = 1 << 20) throws -> [UInt8] {
        try Inflate.decompress(bytes, range: 0..<bytes.count, maxOutput: max, what: "the stream")
    }

    func failure(_ bytes: [UInt8], max: Int = 1 << 20) -> KeepsakeError? {
        do { _ = try inflate(bytes, max: max); return nil } catch let e as KeepsakeError { return e } catch { return nil }
    }

    func testInflatesWhatZlibWroteAtEveryLevelAndStrategy() throws {
        let features = try readAll(samples + "/mindmaps/freemind-0.8.0-features.mm")
        let data = pattern()
        XCTAssertEqual(data.count, 80000)
        let vectors = ["features-level0", "features-level1", "features-level6", "features-level9", "features-fixed",
                       "features-huffman", "features-rle", "pattern-level1", "pattern-level6", "pattern-level9", "pattern-fixed"]
        for name in vectors {
            let stream = try readAll(samples + "/deflate/\(name).deflate")
            let expected = name.hasPrefix("features") ? features : data
            let out = try inflate(stream)
            XCTAssertEqual(out.count, expected.count, name)
            XCTAssertTrue(out == expected, "\(name) inflates to the original")
            // A stream inside a larger input: only its range is read, bytes around it ignored.
            let framed = [0xDE, 0xAD] + stream + [0xBE, 0xEF]
            XCTAssertTrue(try Inflate.decompress(framed, range: 2..<(2 + stream.count), maxOutput: 1 << 20, what: "s") == expected, name)
        }
        // The block types the vectors hold: the first block's BTYPE bits.
        func firstType(_ name: String) throws -> UInt8 { (try readAll(samples + "/deflate/\(name).deflate")[0] >> 1) & 3 }
        XCTAssertEqual(try firstType("features-level0"), 0, "stored")
        XCTAssertEqual(try firstType("features-fixed"), 1, "fixed Huffman")
        XCTAssertEqual(try firstType("features-level9"), 2, "dynamic Huffman")
    }

    func testHandMadeBlocks() throws {
        // A final stored block holding "abc"; then one holding nothing.
        XCTAssertEqual(try inflate([0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63]), Array("abc".utf8))
        XCTAssertEqual(try inflate([0x01, 0x00, 0x00, 0xFF, 0xFF]), [])
        // Fixed Huffman "a" then end of block: zlib's output for "a" at level 6.
        XCTAssertEqual(try inflate([0x4B, 0x04, 0x00]), Array("a".utf8))
        // Fixed Huffman with a back-reference of distance 1: "aaaaaaaaaa".
        XCTAssertEqual(try inflate([0x4B, 0x4C, 0x84, 0x01, 0x00]), Array(repeating: UInt8(ascii: "a"), count: 10))
        // Bytes after the final block are ignored.
        XCTAssertEqual(try inflate([0x01, 0x01, 0x00, 0xFE, 0xFF, 0x7A, 0xDE, 0xAD]), [0x7A])
    }

    func testBrokenStreamsAreRefusedWithTheirCause() throws {
        func message(_ bytes: [UInt8]) -> String {
            guard case .invalidArgument(let m)? = failure(bytes) else { return "accepted or another error" }
            return m
        }
        // zlib's descriptions of the defects, or the stream cut short.
        XCTAssertTrue(message([]).contains("cut short"), message([]))
        XCTAssertTrue(message([0x07]).contains("invalid block type"), message([0x07]))
        XCTAssertTrue(message([0x01, 0x03, 0x00, 0xFC, 0xFE, 0x61]).contains("invalid stored block lengths"))
        XCTAssertTrue(message([0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61]).contains("cut short"))
        XCTAssertTrue(message([0x01, 0x03]).contains("cut short"))
        // A non-final stored block and nothing after it.
        XCTAssertTrue(message([0x00, 0x00, 0x00, 0xFF, 0xFF]).contains("cut short"))
        // Fixed Huffman: a match (length 3, symbol 257 = 0000001) at distance 1 with no output yet.
        XCTAssertTrue(message([0x03, 0x02, 0x00]).contains("invalid distance too far back"), message([0x03, 0x02, 0x00]))
        // Dynamic header: HLIT 30 → 287 codes (over 286); HDIST 31 → 32 distance codes.
        XCTAssertTrue(message([0x05 | (30 << 3), 0x00, 0x00]).contains("too many length or distance symbols"), message([0xF5, 0x00, 0x00]))
        XCTAssertTrue(message([0x05, 0x1F, 0x00]).contains("too many length or distance symbols"), message([0x05, 0x1F, 0x00]))
        // Dynamic header whose code lengths are all zero: no end-of-block code.
        let zeros: [UInt8] = [0x05, 0x00, 0x00] + [UInt8](repeating: 0, count: 64)
        XCTAssertTrue(message(zeros).contains("invalid code -- missing end-of-block"), message(zeros))
        XCTAssertTrue(message([0x07]).hasPrefix("the stream: corrupt deflate data (invalid block type) at byte "), message([0x07]))
        // Every prefix of a valid dynamic stream is refused, never trapped on.
        let stream = try readAll(samples + "/deflate/features-level9.deflate")
        for cut in stride(from: 0, to: stream.count - 1, by: 97) {
            XCTAssertNotNil(failure(Array(stream[0..<cut])), "a stream cut at \(cut) is refused")
        }
        // Every single-bit flip decodes or is refused with .invalidArgument, never traps, and
        // gives the same outcome twice.
        func outcome(_ bytes: [UInt8]) -> String {
            do { return "\(try Inflate.decompress(bytes, range: 0..<bytes.count, maxOutput: 1 << 20, what: "s"))" } catch {
                if case .invalidArgument = error {} else { XCTFail("\(error)") }
                return "\(error)"
            }
        }
        for i in stride(from: 0, to: 400, by: 3) {
            var flipped = stream
            flipped[i] ^= 1 << UInt8(i % 8)
            XCTAssertEqual(outcome(flipped), outcome(flipped), "flip at \(i)")
        }
    }

    /// What Deflate writes, zlib inflates back exactly, whatever the data: empty, tiny,
    /// repetitive, incompressible, larger than one chunk of output.
    func testDeflateRoundTrips() throws {
        let features = try readAll(samples + "/mindmaps/freemind-0.8.0-features.mm")
        let large = (0..<5).flatMap { _ in pattern() }
        for data in [[], [0x61], features, pattern(), large, [UInt8](repeating: 0, count: 300_000)] {
            let deflated = try Deflate.compress(data)
            XCTAssertEqual(try inflate(deflated, max: data.count), data)
            XCTAssertEqual(try Deflate.compress(data), deflated, "deterministic")
        }
        XCTAssertLessThan(try Deflate.compress(features).count, features.count / 2)
    }

    func testOutputPastTheCapIsALimitNotAnAllocation() throws {
        // 80,000 bytes from 38,452; a cap of 4 KiB stops it there.
        let stream = try readAll(samples + "/deflate/pattern-level9.deflate")
        guard case .limitExceeded(let m)? = failure(stream, max: 4096) else { return XCTFail("no limit") }
        XCTAssertTrue(m.contains("more than 4096 bytes"), m)
        XCTAssertEqual(try inflate(stream, max: 80000).count, 80000, "exactly the cap is fine")
        guard case .limitExceeded? = failure(stream, max: 79999) else { return XCTFail("one byte over the cap") }
    }

    func testCRC32() {
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926, "the check value of CRC-32/ISO-HDLC")
        XCTAssertEqual(CRC32.checksum([UInt8]()), 0)
    }

    // MARK: - Zip

    func archive(_ bytes: [UInt8], maxEntry: Int = 1 << 20, maxTotal: Int = 1 << 20) throws -> ZipArchive {
        try ZipArchive(bytes, what: "the archive", maxEntryBytes: maxEntry, maxTotalBytes: maxTotal)
    }

    func zipMessage(_ body: () throws -> Void) -> String {
        do { try body(); return "accepted" } catch let e as KeepsakeError {
            switch e {
            case .invalidArgument(let m): return m
            case .limitExceeded(let m): return "limit: " + m
            default: return "\(e)"
            }
        } catch { return "\(error)" }
    }

    func testWriterAndReaderAgree() throws {
        var writer = ZipWriter()
        try writer.add("content.json", Array("[1]".utf8))
        try writer.add("Thumbnails/é.txt", [])
        let bytes = try writer.finish()
        XCTAssertEqual(bytes, try { var w = ZipWriter(); try w.add("content.json", Array("[1]".utf8)); try w.add("Thumbnails/é.txt", []); return try w.finish() }(),
                       "deterministic")
        var zip = try archive(bytes)
        XCTAssertEqual(zip.entries.map(\.name), ["content.json", "Thumbnails/é.txt"])
        XCTAssertEqual(try zip.contents(of: try XCTUnwrap(zip.entry(named: "content.json"))), Array("[1]".utf8))
        XCTAssertEqual(try zip.contents(of: try XCTUnwrap(zip.entry(named: "Thumbnails/é.txt"))), [])
        XCTAssertNil(zip.entry(named: "missing"))
    }

    /// A stored archive of one entry "a" holding `data`, for breaking.
    func oneEntry(_ data: [UInt8] = Array("hello".utf8)) throws -> [UInt8] {
        var writer = ZipWriter()
        try writer.add("a", data, deflate: false)
        return try writer.finish()
    }

    func testBrokenArchivesAreRefusedWithTheirCause() throws {
        let good = try oneEntry()
        // Layout: local header 30 + 1 name + 5 data = 36; central entry 46 + 1 = 47; end 22.
        XCTAssertEqual(good.count, 36 + 47 + 22)
        func read(_ bytes: [UInt8]) -> String {
            zipMessage {
                var z = try self.archive(bytes)
                guard let entry = z.entry(named: "a") else { throw KeepsakeError.invalidArgument("no entry a") }
                _ = try z.contents(of: entry)
            }
        }
        XCTAssertEqual(read(good), "accepted")
        XCTAssertTrue(read(Array("not a zip at all, just some text.".utf8)).contains("not a zip archive"))
        XCTAssertTrue(read([]).contains("too short"))
        var bad = good
        bad[31] ^= 0xFF   // a data byte
        XCTAssertTrue(read(bad).contains("fails its CRC-32 check"), read(bad))
        bad = good
        bad[36 + 24] = 0xFF; bad[36 + 25] = 0xFF; bad[36 + 26] = 0xFF; bad[36 + 27] = 0xFF   // central uncompressed size
        XCTAssertTrue(read(bad).contains("zip64"), read(bad))
        bad = good
        bad[36 + 24] = 0x10   // central uncompressed size 16 ≠ compressed 5
        XCTAssertTrue(read(bad).contains("sizes differ"), read(bad))
        bad = good
        bad[36 + 8] |= 1      // encrypted
        XCTAssertTrue(read(bad).contains("is encrypted"), read(bad))
        bad = good
        bad[36 + 10] = 12; bad[8] = 12   // bzip2
        XCTAssertTrue(read(bad).contains("compression method 12"), read(bad))
        bad = good
        bad[8] = 8            // the local header says deflate
        XCTAssertTrue(read(bad).contains("disagree on the method"), read(bad))
        bad = good
        bad[36 + 42] = 7      // local header offset 7: no signature there
        XCTAssertTrue(read(bad).contains("no local header"), read(bad))
        bad = good
        bad[36 + 42] = 200    // local header offset past the directory
        XCTAssertTrue(read(bad).contains("no local header"), read(bad))
        bad = good
        bad[36 + 47 + 16] = 0xF0   // central directory offset past the end
        XCTAssertTrue(read(bad).contains("outside the file"), read(bad))
        bad = good
        bad[36 + 47 + 10] = 2; bad[36 + 47 + 8] = 2   // two entries claimed, one there
        XCTAssertTrue(read(bad).contains("entry 2 is malformed"), read(bad))
        bad = good
        bad[36 + 47 + 4] = 1  // disk 1
        XCTAssertTrue(read(bad).contains("several disks"), read(bad))
        bad = good
        bad[36 + 20] = 0xF0   // compressed size past the data
        XCTAssertTrue(read(bad).contains("runs past") || read(bad).contains("differ"), read(bad))
        // A zip64 end-of-central-directory locator before the record.
        bad = Array(good[0..<(36 + 47)]) + [0x50, 0x4B, 0x06, 0x07] + [UInt8](repeating: 0, count: 16) + Array(good[(36 + 47)...])
        XCTAssertTrue(read(bad).contains("zip64"), read(bad))
        // Two entries of one name.
        var twice = ZipWriter()
        try twice.add("a", [1])
        try twice.add("a", [2])
        let duplicated = read(try twice.finish())
        XCTAssertTrue(duplicated.contains("two zip entries named 'a'"), duplicated)
        // Every truncation is refused, never trapped on.
        for cut in 0..<good.count { XCTAssertNotEqual(read(Array(good[0..<cut])), "accepted", "cut at \(cut)") }
        for i in 0..<good.count {
            for v: UInt8 in [0x00, 0xFF, 0x80] {
                var b = good
                b[i] = v
                _ = read(b)
            }
        }
    }

    func testZipBombsStopAtTheLimits() throws {
        var writer = ZipWriter()
        try writer.add("a", [UInt8](repeating: 0, count: 3000))
        try writer.add("b", [UInt8](repeating: 0, count: 3000))
        let bytes = try writer.finish()
        XCTAssertEqual(try archive(bytes).entries.map(\.method), [8, 8], "deflated by the writer")
        XCTAssertTrue(zipMessage { var z = try self.archive(bytes, maxEntry: 2999); _ = try z.contents(of: z.entries[0]) }
            .hasPrefix("limit: the archive: zip entry 'a' is 3000 bytes uncompressed"))
        XCTAssertTrue(zipMessage { var z = try self.archive(bytes, maxEntry: 4000, maxTotal: 5000)
            _ = try z.contents(of: z.entries[0]); _ = try z.contents(of: z.entries[1]) }.contains("unpack to more than 5000 bytes"))
        // A deflate entry whose data inflates past the size its directory declares stops at that size.
        let stream = try readAll(samples + "/deflate/pattern-level9.deflate")
        var zip = try deflateEntry(stream, declaredSize: 1000, crc: 0)
        XCTAssertTrue(zipMessage { _ = try zip.contents(of: zip.entries[0]) }.contains("more than 1000 bytes"))
        zip = try deflateEntry(stream, declaredSize: 80000, crc: CRC32.checksum(pattern()))
        let entry = zip.entries[0]
        let out = try zip.contents(of: entry)
        XCTAssertEqual(out, pattern())
        zip = try deflateEntry(stream, declaredSize: 90000, crc: CRC32.checksum(pattern()))
        XCTAssertTrue(zipMessage { _ = try zip.contents(of: zip.entries[0]) }.contains("inflates to 80000 bytes, not the 90000"))
    }

    /// An archive of one deflate entry "d" with `stream` as its data and the sizes given.
    func deflateEntry(_ stream: [UInt8], declaredSize: Int, crc: UInt32) throws -> ZipArchive {
        var bytes = try oneEntry(stream)
        let dir = 30 + 1 + stream.count
        bytes[8] = 8
        bytes[dir + 10] = 8
        func put32(_ at: Int, _ v: UInt32) { for k in 0..<4 { bytes[at + k] = UInt8((v >> (8 * UInt32(k))) & 0xFF) } }
        put32(dir + 16, crc)
        put32(dir + 24, UInt32(declaredSize))
        return try archive(bytes, maxEntry: 1 << 20, maxTotal: 1 << 20)
    }
}
