import XCTest
@testable import KeepsakeCore

/// OPML, FreeMind/Freeplane, Markdown and SVG, with files real programs wrote
/// (Tests/Samples/mindmaps: OPML Editor and Freeplane).
final class MindMapInterchangeTests: StoreTestCase {
    var samples: String { mindMapSamples }

    func testOPMLEditorSample() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: samples + "/opml-editor-source.opml", format: .opml, now: now)
        // Three top-level outlines go under a root titled by head/title.
        XCTAssertEqual(map.title, "nodeEditor: opmlValidator")
        XCTAssertEqual(map.nodeCount, 697)
        let top = try session.children(of: map.rootID)
        XCTAssertEqual(top.map(\.title), ["/scripting.com/code/opmlvalidator/", "/dev.opml.org/testing/validator/", "build script"])
        let notes = try session.children(of: try session.children(of: top[0].id)[0].id)
        XCTAssertEqual(notes.first?.title, "#### 6/8/24; 10:14:10 AM by DW")
        let lines = try outline(session, map)
        XCTAssertTrue(lines.contains { $0.hasSuffix("Untitled|") }, "an empty outline is titled Untitled")
    }

    func testOPMLDeclaredAsISO88591() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: samples + "/opml-encoding.opml", format: .opml, now: now)
        XCTAssertEqual(map.title, "test/encoding.txt")
        XCTAssertEqual(map.nodeCount, 17)
        XCTAssertEqual(try session.children(of: map.rootID).first?.title, "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>")
        // Latin-1 bytes above 0x7F become the right characters.
        let latin1: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><opml version=\"2.0\"><body><outline text=\"Caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8, 0x6D, 0x65] + Array("\"/></body></opml>".utf8)
        try writeAll(path("latin1.opml"), latin1)
        XCTAssertEqual(try session.importMindMap(from: path("latin1.opml"), format: .opml, now: now).title, "Café crème")
    }

    func testFreeplaneSamples() throws {
        let session = try makeStore()
        let structured = try session.importMindMap(from: samples + "/freeplane-structured-map-test.mm", format: .freemind, now: now)
        XCTAssertEqual(structured.title, "Title of the Map")
        XCTAssertEqual(structured.nodeCount, 59)
        XCTAssertEqual(try session.children(of: structured.rootID).count, 8)
        XCTAssertEqual(try session.children(of: structured.rootID).first?.title, "Intro")

        let functions = try session.importMindMap(from: samples + "/freeplane-functions.mm", format: .freemind, now: now)
        XCTAssertEqual(functions.title, "Basic Freeplane\nFunctions")
        XCTAssertEqual(functions.nodeCount, 69)
        XCTAssertTrue(try outline(session, functions).contains { !$0.hasSuffix("|") }, "notes and details are imported")

        let guide = try session.importMindMap(from: samples + "/freeplane-user-guide.mm", format: .freemind, now: now)
        XCTAssertEqual(guide.title, "Tutorial\nFreeplane 1.7", "a rich-text root title becomes plain text")
        XCTAssertEqual(guide.nodeCount, 1460)
        XCTAssertEqual(try session.children(of: guide.rootID).count, 19)
    }

    func testRoundTrips() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: samples + "/freeplane-functions.mm", format: .freemind, now: now)
        let a = try session.createNode(under: map.rootID, title: "Quotes \" & <tags> and\ttabs", note: "line one\nline two & <b>", now: now)
        _ = try session.createNode(under: a.id, title: "1. not a list", now: now)
        let original = try outline(session, map)
        for format in [MindMapFormat.opml, .freemind] {
            let file = path("round.\(format.rawValue)")
            let result = try session.exportMindMap(map.id, format: format, to: file)
            XCTAssertEqual(result.nodes, original.count)
            let back = try session.importMindMap(from: file, format: format, now: now)
            XCTAssertEqual(try outline(session, back), original, "\(format) round trip")
            // Deterministic: the same map gives the same bytes.
            _ = try session.exportMindMap(map.id, format: format, to: file + ".2")
            XCTAssertEqual(try readAll(file), try readAll(file + ".2"))
        }
        _ = try session.exportMindMap(map.id, format: .markdown, to: path("map.md"))
        let markdown = String(decoding: try readAll(path("map.md")), as: UTF8.self)
        XCTAssertTrue(markdown.hasPrefix("# Basic Freeplane Functions\n"), markdown)
        // Titles and notes are text: markup characters escaped (issue 28 §3).
        XCTAssertTrue(markdown.contains("\n- Quotes \" \\& \\<tags\\> and\ttabs\n\n  line one\n  line two \\& \\<b\\>\n\n  - 1\\. not a list\n"), markdown)
        _ = try session.exportMindMap(map.id, format: .svg, to: path("map.svg"))
        let svg = String(decoding: try readAll(path("map.svg")), as: UTF8.self)
        XCTAssertTrue(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertEqual(svg.components(separatedBy: "<circle").count - 1, original.count)
        XCTAssertEqual(svg.components(separatedBy: "<line").count - 1, original.count - 1)
        XCTAssertEqual(try session.importMindMap(from: path("map.md"), format: .markdown, now: now).nodeCount, Int64(original.count), "Markdown reads back")
        XCTAssertThrowsError(try session.importMindMap(from: path("map.svg"), format: .svg, now: now))
    }

    func testHostileXMLIsRefused() throws {
        let session = try makeStore()
        let cases: [(String, String)] = [
            ("laughs", """
                <?xml version="1.0"?><!DOCTYPE opml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
                <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
                <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
                <!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">]>
                <opml version="2.0"><body><outline text="&h;"/></body></opml>
                """),
            ("external", """
                <?xml version="1.0"?><!DOCTYPE opml SYSTEM "http://example.invalid/x.dtd"><opml version="2.0"><body><outline text="x"/></body></opml>
                """),
            ("file-entity", """
                <?xml version="1.0"?><!DOCTYPE opml [<!ENTITY x SYSTEM "file:///etc/passwd">]><opml version="2.0"><body><outline text="&x;"/></body></opml>
                """),
            ("unclosed", "<opml version=\"2.0\"><body><outline text=\"x\"></body></opml>"),
            ("not-opml", "<html><body/></html>"),
            ("empty", ""),
        ]
        for (name, text) in cases {
            try writeAll(path(name + ".opml"), Array(text.utf8))
            XCTAssertThrowsError(try session.importMindMap(from: path(name + ".opml"), format: .opml, now: now), name) { error in
                guard case .invalidArgument? = error as? KeepsakeError else { return XCTFail("\(name): \(error)") }
            }
        }
        try writeAll(path("x.mm"), Array("<opml/>".utf8))
        XCTAssertThrowsError(try session.importMindMap(from: path("x.mm"), format: .freemind, now: now))
        XCTAssertThrowsError(try session.importMindMap(from: path("missing.opml"), format: .opml, now: now)) { error in
            guard case .notFound? = error as? KeepsakeError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try session.mindMaps(), [], "nothing was stored")
    }

    /// One XML/HTML escaper, three contexts (attributes, element content, literal HTML), each
    /// pinned byte for byte.
    func testXMLTextContexts() {
        let s = "a&b<c>d\"e\nf\rg\th\u{1}i\u{FFFE}j'"
        XCTAssertEqual(XMLText.escape(s), "a&amp;b&lt;c&gt;d&quot;e&#10;f&#13;g&#9;h\u{FFFD}i\u{FFFD}j'")
        XCTAssertEqual(XMLText.escape(s, as: .text), "a&amp;b&lt;c&gt;d&quot;e\nf&#13;g\th\u{FFFD}i\u{FFFD}j'")
        XCTAssertEqual(XMLText.escape(s, as: .html), "a&amp;b&lt;c&gt;d\"e\nf\rg\th\u{1}i\u{FFFE}j'")
    }

    /// Issue 28 §5: what a host allows one file to add (a node count, a ratio of store growth
    /// to the file's size) bounds OPML, FreeMind, XMind and Markdown imports alike, refused with
    /// `.limitExceeded` before the store grows.
    func testOutlineImportsAreBoundedByWhatTheHostAllows() throws {
        let s = try makeStore()
        let markdown = path("plan.md")
        try writeAll(markdown, Array("# Plan\n- one\n- two\n  - two a\n- three\n".utf8))
        let files: [(String, MindMapFormat)] = [(mindMapSamples + "/workflowy-export.opml", .opml), (mindMapSamples + "/freemind-1.0-testmap.mm", .freemind),
                                                (mindMapSamples + "/xmind-zen-xmindparser.xmind", .xmind), (markdown, .markdown)]
        for (file, format) in files {
            let before = try s.mindMaps()
            // A terse Markdown outline grows a store by more than its size; these OPML, .mm and
            // XMind files (verbose XML, a thumbnail) by less (the compressed XMind file of many
            // topics: Tests/Reliability/limits_test.py).
            let ratioRefuses = format == .markdown
            for limits in [OutlineImportLimits(maxNodes: 2)] + (ratioRefuses ? [OutlineImportLimits(maxGrowthRatio: 1)] : []) {
                XCTAssertThrowsError(try s.importMindMap(from: file, format: format, now: now, limits: limits)) { error in
                    guard case .limitExceeded(let message)? = error as? KeepsakeError else { return XCTFail("\(format): \(error)") }
                    XCTAssertTrue(message.contains("nothing was imported"), message)
                }
                XCTAssertEqual(try s.mindMaps(), before, "\(format): the store did not grow")
            }
            XCTAssertThrowsError(try s.importMindMap(from: file, format: format, now: now, limits: OutlineImportLimits(maxNodes: 0))) { error in
                guard case .invalidArgument? = error as? KeepsakeError else { return XCTFail("\(error)") }
            }
            XCTAssertNoThrow(try s.importMindMap(from: file, format: format, now: now), "\(format): a real file imports under the defaults")
        }
        XCTAssertEqual(try s.mindMaps().count, files.count)
    }

    /// Issue 28 §5, counted while parsing: each bound (nodes, levels, text bytes, the file's
    /// size, store growth per byte of the file) stops every reader with `.limitExceeded`,
    /// leaving the store as it was; limits out of range are `.invalidArgument`.
    func testEveryBoundStopsEveryReader() throws {
        let s = try makeStore()
        let opml = path("b.opml"), mm = path("b.mm"), md = path("b.md"), mmd = path("b.mmd"), xmind = path("b.xmind")
        try writeAll(opml, Array("<opml version=\"2.0\"><body><outline text=\"root\"><outline text=\"a\"><outline text=\"b\"/></outline><outline text=\"c\"/></outline></body></opml>".utf8))
        try writeAll(mm, Array("<map version=\"1.0.1\"><node TEXT=\"root\"><node TEXT=\"a\"><node TEXT=\"b\"/></node><node TEXT=\"c\"/></node></map>".utf8))
        try writeAll(md, Array("# root\n- a\n  - b\n- c\n".utf8))
        try writeAll(mmd, Array("mindmap\n  root\n    a\n      b\n    c\n".utf8))
        var zip = ZipWriter()
        try zip.add("content.json", Array(#"[{"id":"s","title":"Sheet","rootTopic":{"id":"r","title":"root","children":{"attached":[{"id":"a","title":"a","children":{"attached":[{"id":"b","title":"b"}]}},{"id":"c","title":"c"}]}}}]"#.utf8))
        try writeAll(xmind, try zip.finish())
        let files: [(String, MindMapFormat)] = [(opml, .opml), (mm, .freemind), (md, .markdown), (mmd, .mermaid), (xmind, .xmind)]
        let refusing: [(String, OutlineImportLimits)] = [
            ("nodes", OutlineImportLimits(maxNodes: 3)), ("levels", OutlineImportLimits(maxDepth: 2)),
            ("bytes of text", OutlineImportLimits(maxTextBytes: 3)), ("bytes; this host allows files", OutlineImportLimits(maxInputBytes: 10)),
            ("times its size", OutlineImportLimits(maxGrowthRatio: 1)),
        ]
        for (file, format) in files {
            for (words, limits) in refusing {
                XCTAssertThrowsError(try s.importMindMap(from: file, format: format, now: now, limits: limits)) { error in
                    guard case .limitExceeded(let message)? = error as? KeepsakeError else { return XCTFail("\(format) \(words): \(error)") }
                    XCTAssertTrue(message.contains(words) && message.contains("nothing was imported"), "\(format): \(message)")
                }
                XCTAssertEqual(try s.mindMaps().count, 0, "\(format) \(words): the store did not grow")
            }
            // The same file within bounds that just hold it.
            let map = try s.importMindMap(from: file, format: format, now: now,
                                          limits: OutlineImportLimits(maxNodes: 4, maxDepth: 3, maxGrowthRatio: 10_000))
            XCTAssertEqual(map.nodeCount, 4, "\(format)")
            _ = try s.deleteMindMap(map.id)
        }
        for bad in [OutlineImportLimits(maxDepth: 0), OutlineImportLimits(maxTextBytes: (256 << 20) + 1), OutlineImportLimits(maxInputBytes: -1),
                    OutlineImportLimits(maxNodes: 5_000_001), OutlineImportLimits(maxGrowthRatio: 0)] {
            XCTAssertThrowsError(try s.importMindMap(from: opml, format: .opml, now: now, limits: bad)) { error in
                guard case .invalidArgument? = error as? KeepsakeError else { return XCTFail("\(error)") }
            }
        }
    }

    /// Issue 28 §5's case: a small `.xmind` of 2,000,000 one-letter topics is refused by the
    /// default growth bound part way through the parse (it stops within the first 170,000
    /// topics), the store unchanged; OPML, FreeMind and Markdown files of many one-letter
    /// nodes stop at the host's node bound while parsed, so that an import past it never
    /// holds more than the bound (bench/import_limits.py measures time and memory).
    func testSmallFilesOfMillionsOfNodesAreRefusedWhileParsed() throws {
        let s = try makeStore()
        let topics = 2_000_000
        let json = #"[{"id":"s","title":"Sheet","rootTopic":{"id":"r","title":"r","children":{"attached":["#
            + String(repeating: #"{"title":"a"},"#, count: topics - 1) + #"{"title":"a"}]}}}]"#
        var zip = ZipWriter()
        try zip.add("content.json", Array(json.utf8))
        let xmind = path("many.xmind")
        try writeAll(xmind, try zip.finish())
        let size = try XCTUnwrap(FileSystem.regularFileSize(xmind))
        XCTAssertLessThan(size, 100_000, "a small file")
        XCTAssertThrowsError(try s.importMindMap(from: xmind, format: .xmind, now: now)) { error in
            guard case .limitExceeded(let message)? = error as? KeepsakeError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("1000 times its size") && message.contains("nothing was imported"), message)
            let read = message.split(separator: "(").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? .max
            XCTAssertLessThan(read, 200_000, "the parse stopped early: \(message)")
        }
        let nodes = 200_000
        let markdown = "# r\n" + String(repeating: "- a\n", count: nodes)
        try writeAll(path("many.md"), Array(markdown.utf8))
        let opml = "<opml version=\"2.0\"><body><outline text=\"r\">" + String(repeating: "<outline text=\"a\"/>", count: nodes) + "</outline></body></opml>"
        try writeAll(path("many.opml"), Array(opml.utf8))
        let mm = "<map version=\"1.0.1\"><node TEXT=\"r\">" + String(repeating: "<node TEXT=\"a\"/>", count: nodes) + "</node></map>"
        try writeAll(path("many.mm"), Array(mm.utf8))
        for (file, format) in [(path("many.md"), MindMapFormat.markdown), (path("many.opml"), .opml), (path("many.mm"), .freemind)] {
            XCTAssertThrowsError(try s.importMindMap(from: file, format: format, now: now, limits: OutlineImportLimits(maxNodes: 50_000))) { error in
                guard case .limitExceeded(let message)? = error as? KeepsakeError else { return XCTFail("\(format): \(error)") }
                XCTAssertTrue(message.contains("more than 50000 nodes"), "\(format): \(message)")
            }
        }
        XCTAssertEqual(try s.mindMaps().count, 0, "nothing was stored")
    }
}
