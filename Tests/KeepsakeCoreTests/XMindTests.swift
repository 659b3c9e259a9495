import XCTest
@testable import KeepsakeCore

/// `.xmind` import and export (MindMaps/XMind.swift) through the Swift API: files XMind wrote
/// (Tests/Samples/mindmaps, sources in its README) read as XMind shows them, exports read back
/// as the same map, and broken files refused with their cause.
final class XMindTests: StoreTestCase {
    /// XMind Zen (2018–19) as xmindparser's test file holds it: two sheets, deflate entries,
    /// notes in plain and formatted forms, a floating topic, a callout, an empty title, CJK.
    /// The expected tree is what XMind's content.json holds (checked by reading it): sheet
    /// "Map 1" with 25 topics, sheet "Map 2" with 3.
    func testXMindZenFile() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/xmind-zen-xmindparser.xmind", format: .xmind, now: now)
        XCTAssertEqual(map.nodeCount, 29, "a root for the two sheets, 25 + 3 topics")
        XCTAssertEqual(map.title, "xmind-zen-xmindparser", "several sheets: the root is titled by the file's name")
        XCTAssertEqual(try outline(session, map), [
            "xmind-zen-xmindparser|",
            ".Central Topic|",
            "..topic 1|",
            "...note topic|note info\nnew line of note",
            "...label topic|",
            "....formatted note|hello world",
            "...link topic|",
            "...callout topic|",
            "....Callout|",
            "...makers topic|",
            "...sticker topic|",
            "...image topic|",
            "...attachment topic|",
            "....test.txt|",
            "..topic 2|",
            "...123|",
            "...Untitled|",
            "....topic after empty|",
            "...中文|",
            "...<>{}*&^^&*^%@!|",
            "....topic with special chars|",
            "...formatted topic|",
            "..Floating Topic|",
            "...Subtopic 1|",
            "...Subtopic 2|",
            "...Subtopic 3|",
            ".another sheet|",
            "..Main Topic 1|",
            "..Main Topic 2|",
        ])
    }

    /// XMind 8 (content.xml) as xmindparser's test file holds it: entries with data
    /// descriptors, CR LF in notes, summary and floating topics, two sheets (40 topics in
    /// "Sheet 1", 6 in "Sheet 2").
    func testXMind8File() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/xmind8-xmindparser.xmind", format: .xmind, now: now)
        XCTAssertEqual(map.nodeCount, 47)
        let lines = try outline(session, map)
        XCTAssertEqual(lines.count, 47)
        XCTAssertEqual(lines[0], "xmind8-xmindparser|")
        XCTAssertEqual(lines[1], ".test|")
        XCTAssertEqual(Array(lines[2...6]), ["..a|", "...e|", "....f|", ".....g|", "...d|"])
        XCTAssertTrue(lines.contains("....Untitled|this is a note"), "an empty title with a note")
        XCTAssertTrue(lines.contains("....note|1 line note"))
        XCTAssertTrue(lines.contains(".....note2|line1\nline2"), "CR LF became a line feed")
        XCTAssertTrue(lines.contains(".....note3|note with style\nline with strike"))
        XCTAssertTrue(lines.contains("....note|测试中文"))
        XCTAssertTrue(lines.contains("...</>{}[]*+-|"))
        let c = try XCTUnwrap(lines.firstIndex(of: "..c|"))
        XCTAssertEqual(Array(lines[(c + 1)...(c + 8)]), ["...a|", "...a|", "...a|", "...aaa|", "..floating test|", "...a|", "...b|", "...c|"],
                       "the summary topic after the attached ones, then the floating topic")
        XCTAssertEqual(Array(lines[41...]), [".test2|", "..a|", "...1|", "...2|", "...3|", "..b|"])
    }

    /// Hyperlinks of both XMind forms: web and file links kept, a link to a topic of the file
    /// (`xmind:#id`, here to the root of the other sheet and to a floating topic) pointed at
    /// that node, an attachment link (`xap:`) dropped; exported as `href` and read back.
    func testHyperlinks() throws {
        let session = try makeStore()
        let x8 = try session.importMindMap(from: mindMapSamples + "/xmind8-xmindparser.xmind", format: .xmind, now: now)
        let x8Links = ["a -> http://test.com", "to url -> http://test.com", "to file -> file:////abc/ef", "to topic => test2", "a => floating test"]
        XCTAssertEqual(try linkRows(session, x8), x8Links)
        let zen = try session.importMindMap(from: mindMapSamples + "/xmind-zen-xmindparser.xmind", format: .xmind, now: now)
        XCTAssertEqual(try linkRows(session, zen), ["link topic -> http://www.link.com"], "the attachment's xap: link is dropped")

        _ = try session.exportMindMap(x8.id, format: .xmind, to: path("x8.xmind"))
        var zip = try ZipArchive(try readAll(path("x8.xmind")), what: "export", maxEntryBytes: 1 << 26, maxTotalBytes: 1 << 26)
        let content = String(decoding: try zip.contents(of: zip.entries[0]), as: UTF8.self)
        let (_, tree) = try session.mindMapTree(x8.id)
        let test2 = try XCTUnwrap(tree.nodes.first { $0.title == "test2" })
        XCTAssertTrue(content.contains(#""title":"to topic","href":"xmind:#\#(test2.id)""#), content)
        XCTAssertTrue(content.contains(#""title":"to file","href":"file:////abc/ef""#), content)
        let back = try session.importMindMap(from: path("x8.xmind"), format: .xmind, now: now)
        XCTAssertEqual(try linkRows(session, back), x8Links)

        // A link that breaks R68 is dropped and the topic kept (FORMAT.md 3.1, section 17).
        let file = try write("evil.xmind", [("content.json", #"[{"rootTopic":{"id":"r","title":"Root","href":"javascript:alert(1)"}}]"#)])
        let kept = try session.importMindMap(from: file, format: .xmind, now: now)
        XCTAssertEqual(kept.title, "Root")
        XCTAssertEqual(try linkRows(session, kept), [])
        // An internal link to no topic of the file stays as written.
        let lost = try write("lost.xmind", [("content.json", #"[{"rootTopic":{"id":"r","title":"Root","href":"xmind:#gone"}}]"#)])
        XCTAssertEqual(try linkRows(session, try session.importMindMap(from: lost, format: .xmind, now: now)), ["Root -> xmind:#gone"])
    }

    func testExportReadsBackAsTheSameMap() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "Rehab \"plan\" <2026> & more", now: now)
        let walk = try session.createNode(under: map.rootID, title: "Walking\tdaily", note: "10 minutes\n\n  indented line\nend ✓", now: now)
        _ = try session.createNode(under: walk.id, title: "Ходьба", note: nil, now: now)
        _ = try session.createNode(under: map.rootID, title: "🙂 mood", note: "<b>not markup</b> \\ \u{1}", now: now)
        let file = path("plan.xmind")
        let result = try session.exportMindMap(map.id, format: .xmind, to: file)
        XCTAssertEqual(result.nodes, 4)
        let bytes = try readAll(file)
        XCTAssertEqual(UInt64(bytes.count), result.size)
        var zip = try ZipArchive(bytes, what: "export", maxEntryBytes: 1 << 26, maxTotalBytes: 1 << 26)
        XCTAssertEqual(zip.entries.map(\.name), ["content.json", "metadata.json", "manifest.json"])
        // Deflated by zlib as XMind writes them; an entry deflating would not shrink is stored.
        XCTAssertEqual(zip.entries[0].method, 8, "content.json is deflated")
        XCTAssertLessThan(zip.entries[0].compressedSize, zip.entries[0].size)
        XCTAssertTrue(zip.entries.allSatisfy { $0.method == 8 || ($0.method == 0 && $0.compressedSize == $0.size) })
        let manifest = String(decoding: try zip.contents(of: zip.entries[2]), as: UTF8.self)
        XCTAssertEqual(manifest, #"{"file-entries":{"content.json":{},"metadata.json":{}}}"#)
        let content = try zip.contents(of: zip.entries[0])
        XCTAssertTrue(String(decoding: content.prefix(200), as: UTF8.self)
            .hasPrefix(#"[{"id":"\#(map.id)","class":"sheet","title":"Rehab \"plan\" <2026> & more","rootTopic":{"id":"\#(map.rootID)","class":"topic""#))
        // The same map gives the same bytes.
        _ = try session.exportMindMap(map.id, format: .xmind, to: path("again.xmind"))
        XCTAssertEqual(try readAll(path("again.xmind")), bytes)

        let back = try session.importMindMap(from: file, format: .xmind, now: now)
        XCTAssertEqual(back.title, map.title, "one sheet: its root topic is the root")
        XCTAssertEqual(back.nodeCount, 4)
        let original = try outline(session, try session.mindMap(map.id))
        XCTAssertEqual(try outline(session, back), original)
        XCTAssertTrue(original.contains(".Walking\tdaily|10 minutes\n\n  indented line\nend ✓"))
    }

    /// A chain 5,000 deep (content.json nests four levels per topic): the writer walks without
    /// recursion and the reader streams.
    func testDeepMapsRoundTrip() throws {
        let session = try makeStore()
        let depth = 5000
        var opml = "<opml version=\"2.0\"><body>"
        for n in 0..<depth { opml += "<outline text=\"level \(n)\">" }
        opml += String(repeating: "</outline>", count: depth) + "</body></opml>"
        try writeAll(path("deep.opml"), Array(opml.utf8))
        let map = try session.importMindMap(from: path("deep.opml"), format: .opml, now: now)
        _ = try session.exportMindMap(map.id, format: .xmind, to: path("deep.xmind"))
        let back = try session.importMindMap(from: path("deep.xmind"), format: .xmind, now: now)
        XCTAssertEqual(back.nodeCount, Int64(depth))
        let lines = try outline(session, back)
        XCTAssertEqual(lines.last, String(repeating: ".", count: depth - 1) + "level \(depth - 1)|")
        XCTAssertEqual(lines, try outline(session, map))
    }

    func write(_ name: String, _ entries: [(String, String)]) throws -> String {
        var zip = ZipWriter()
        for (entry, text) in entries { try zip.add(entry, Array(text.utf8)) }
        try writeAll(path(name), try zip.finish())
        return path(name)
    }

    func refusal(_ file: String) throws -> String {
        let session = try makeStore("refusals-\(UUID().uuidString)")
        do {
            _ = try session.importMindMap(from: file, format: .xmind, now: now)
            XCTFail("\(file) was imported")
        } catch {
            XCTAssertEqual(try session.mindMaps().count, 0, "nothing is stored")
            switch error {
            case .invalidArgument(let m), .notFound(let m), .limitExceeded(let m): return m
            default: XCTFail("\(error)")
            }
        }
        return ""
    }

    func testBrokenFilesAreRefusedWithTheirCause() throws {
        try writeAll(path("text.xmind"), Array("just text, not a zip archive".utf8))
        XCTAssertTrue(try refusal(path("text.xmind")).hasPrefix("the file is not an XMind file (XMind files are zip archives)"))
        XCTAssertTrue(try refusal(path("missing.xmind")).hasPrefix("no XMind file at"))
        XCTAssertTrue(try refusal(try write("empty.xmind", [("other.txt", "x")])).contains("neither content.json nor content.xml"))
        XCTAssertTrue(try refusal(try write("object.xmind", [("content.json", #"{"rootTopic":{}}"#)])).contains("is not a list of sheets"))
        XCTAssertTrue(try refusal(try write("bad.xmind", [("content.json", #"[{"rootTopic":{"title":"a",}}]"#)]))
            .contains("content.json is not valid JSON: a member name was expected at byte 27"))
        XCTAssertTrue(try refusal(try write("nosheet.xmind", [("content.json", #"[{"title":"Map 1"}]"#)])).contains("no sheet with a root topic"))
        XCTAssertTrue(try refusal(try write("x8.xmind", [("content.xml", "<map><node/></map>")])).contains("its root element is <map>"))
        XCTAssertTrue(try refusal(try write("x8bad.xmind", [("content.xml", "<xmap-content><sheet><topic></sheet>")])).contains("not well-formed XML"))
        XCTAssertTrue(try refusal(try write("dtd.xmind", [("content.xml", "<!DOCTYPE x [<!ENTITY a \"b\">]><xmap-content/>")])).contains("DOCTYPE"))
    }

    /// What XMind tolerates in content.json and Keepsake must too: numbers with fractions and
    /// exponents, unknown keys, escapes, titles missing, a sheet without topics beside one with.
    func testContentJSONAsXMindWritesIt() throws {
        let session = try makeStore()
        let file = try write("forms.xmind", [("content.json", #"""
            [ {"id":"s","class":"sheet","title":"Sheet","position":{"x":-12.5,"y":1e3},"rootTopic":
              {"id":"r","title":"Root \u00e9\ud83d\ude42\n","extensions":[{"content":[{"content":"2"}]}],
               "notes":{"ops":{"ops":[{"insert":"x"}]},"plain":{"content":"a\r\nb\rc"}},
               "children":{"attached":[{"id":"1","title":"one","children":{"attached":[]}},{"id":"2"}],
                           "detached":[{"title":"floating","position":{"x":0.25,"y":-3}}]},
               "labels":["l"],"boundaries":[{"title":"not a topic"}]}} ]
            """#)])
        let map = try session.importMindMap(from: file, format: .xmind, now: now)
        XCTAssertEqual(try outline(session, map), ["Root é🙂|a\nb\nc", ".one|", ".Untitled|", ".floating|"])
    }
}
