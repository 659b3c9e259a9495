import XCTest
@testable import KeepsakeCore

/// Importers against what FreeMind, Freeplane and outliners show: rich text as plain text,
/// white space that carries meaning, errors that say where and why. Real files are under
/// Tests/Samples (sources and licences in its README); small cases below are built in the
/// exact shapes those programs write, each named after the file it mirrors.
final class MindMapRealFilesTests: StoreTestCase {
    func importText(_ session: Session, _ text: String, _ name: String, _ format: MindMapFormat) throws -> MindMap {
        try writeAll(path(name), Array(text.utf8))
        return try session.importMindMap(from: path(name), format: format, now: now)
    }

    func refusal(_ session: Session, _ bytes: [UInt8], _ name: String, _ format: MindMapFormat) throws -> String {
        try writeAll(path(name), bytes)
        do throws(KeepsakeError) {
            _ = try session.importMindMap(from: path(name), format: format, now: now)
            XCTFail("\(name) was imported")
            return ""
        } catch {
            guard case .invalidArgument(let message) = error else { XCTFail("\(name): \(error)"); return "" }
            return message
        }
    }

    // MARK: §1 text as the user of the source program sees it

    /// FreeMind 0.8.0's own feature map: titles that are HTML pictures (`TEXT="<html><img …>"`)
    /// and notes in the 0.8 hook form, plain text with line breaks.
    func testFreeMind080FeatureMap() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/freemind-0.8.0-features.mm", format: .freemind, now: now)
        XCTAssertEqual(map.title, "Features 0.8.0")
        XCTAssertEqual(map.nodeCount, 62)
        let lines = try outline(session, map)
        XCTAssertFalse(lines.contains { $0.contains("<html") || $0.contains("&lt;") }, "no markup is left")
        XCTAssertEqual(lines[1], ".View|")
        XCTAssertTrue(lines[2].hasPrefix("..Moveable Nodes|Approaching the inner side"), lines[2])
        XCTAssertTrue(lines[2].contains("ellipsis appears. \nIn this area you can simply drag"), "the note keeps its line breaks: \(lines[2])")
        XCTAssertEqual(lines[3], "...[image: bild12.png]|", "a picture title shows as the picture's file")
        XCTAssertEqual(lines.filter { $0.contains("[image: ") }.count, 18)
    }

    /// FreeMind 1.0's test map: rich-text titles and notes as XHTML.
    func testFreeMind10TestMap() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/freemind-1.0-testmap.mm", format: .freemind, now: now)
        XCTAssertEqual(map.title, "Testmap\nfor automated Tests", "two paragraphs, bold markup gone")
        XCTAssertEqual(map.nodeCount, 10)
        let lines = try outline(session, map)
        XCTAssertTrue(lines[1].hasPrefix(".Notetest|This linebreak:\nis a bold: note. italic part underlined part and bold italic: bolditalic"), lines[1])
        XCTAssertTrue(lines.contains("..with a linbreak \n subnode|"), lines.joined(separator: "\n"))
    }

    /// The forms FreeMind 0.7–0.9 write for formatted titles: HTML in the TEXT attribute, with
    /// entities, numeric references (a Cyrillic root), line breaks, scripts and styles.
    func testHTMLTitlesBecomeTheTextShown() throws {
        let session = try makeStore()
        let mm = """
            <map version="0.8.1">
            <node TEXT="&lt;html&gt;&lt;p&gt;&amp;#1054;&amp;#1090;&amp;#1095;&amp;#1105;&amp;#1090; &lt;b&gt;2024&lt;/b&gt;&lt;/p&gt;">
            <node TEXT="&lt;html&gt;&lt;center&gt;Environmental&lt;br&gt;&#xa;Situations&lt;/center&gt;"/>
            <node TEXT="&lt;html&gt;&lt;head&gt;&lt;style&gt;p { color: red }&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/head&gt;&lt;body&gt;&lt;p&gt;Caf&amp;eacute; &amp;amp; cr&amp;#232;me&amp;nbsp;br&amp;ucirc;l&amp;eacute;e&lt;/p&gt;&lt;/body&gt;"/>
            <node TEXT="&lt;html&gt;&lt;ul&gt;&lt;li&gt;one&lt;/li&gt;&lt;li&gt;two&lt;/li&gt;&lt;/ul&gt;&lt;ol&gt;&lt;li&gt;first&lt;/ol&gt;"/>
            <node TEXT="a &lt;b&gt; is not HTML here: the text does not start with &lt;html&gt;"/>
            </node>
            </map>
            """
        let map = try importText(session, mm, "html.mm", .freemind)
        XCTAssertEqual(try outline(session, map), [
            "Отчёт 2024|",
            ".Environmental\nSituations|",
            ".Café & crème\u{A0}brûlée|",
            ".• one\n• two\n1. first|",
            ".a <b> is not HTML here: the text does not start with <html>|",
        ])
    }

    /// Text that reaches the HTML reader is the Unicode string it already is, not Latin-1
    /// (issue 31 §1: "café <b>bold</b>" came in as "cafÃ© bold", CJK as C1 controls): CJK,
    /// Cyrillic, accented Latin and emoji through every path into it: OPML `text` and `_note`
    /// with WorkFlowy's inline markup, FreeMind's `TEXT="<html>…"` (as raw UTF-8 and as XML
    /// character references, as FreeMind writes them), and an OPML round trip that keeps them.
    func testNonASCIIThroughTheHTMLReader() throws {
        let session = try makeStore()
        let samples = ["中文笔记 <b>重点</b>", "Отчёт <i>за</i> год", "café <b>bold</b> crème brûlée", "🎉 <u>party</u> 👩‍💻"]
        let shown = ["中文笔记 重点", "Отчёт за год", "café bold crème brûlée", "🎉 party 👩‍💻"]
        var outlines = ""
        for sample in samples {
            let escaped = XMLText.escape(sample)
            outlines += "<outline text=\"\(escaped)\" _note=\"\(escaped)&#10;\(escaped)\"/>\n"
        }
        let opml = "<?xml version=\"1.0\"?>\n<opml version=\"2.0\"><head><title>多言語</title></head><body>\n\(outlines)</body></opml>\n"
        let map = try importText(session, opml, "unicode.opml", .opml)
        XCTAssertEqual(try outline(session, map), ["多言語|"] + shown.map { ".\($0)|\($0)\n\($0)" })
        let original = try outline(session, map)
        _ = try session.exportMindMap(map.id, format: .opml, to: path("unicode-back.opml"))
        XCTAssertEqual(try outline(session, try session.importMindMap(from: path("unicode-back.opml"), format: .opml, now: now)), original)

        var nodes = ""
        for sample in samples {
            // FreeMind 0.9 writes non-ASCII characters as references; Freeplane as UTF-8.
            let referenced = sample.unicodeScalars.map { $0.isASCII ? String($0) : "&#x\(String($0.value, radix: 16));" }.joined()
            nodes += "<node TEXT=\"\(XMLText.escape("<html><body><p>" + sample + "</p></body></html>"))\"/>\n"
            nodes += "<node TEXT=\"\(XMLText.escape("<html><body><p>"))\(referenced.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;\"/>\n"
        }
        let mm = "<map version=\"1.0.1\">\n<node TEXT=\"&lt;html&gt;&lt;p&gt;根 &amp;nbsp;Ünïcödé&lt;/p&gt;\">\n\(nodes)</node>\n</map>\n"
        let freemind = try importText(session, mm, "unicode.mm", .freemind)
        XCTAssertEqual(try outline(session, freemind), ["根 \u{A0}Ünïcödé|"] + shown.flatMap { [".\($0)|", ".\($0)|"] })
    }

    /// WorkFlowy's OPML export (the shape of its "Export all": inline `<b>`, `<i>`, `<u>`,
    /// `<a href>`, `<time>` in `text` and `_note`, line feeds as `&#10;`), and Drummer's
    /// entity-escaped text. Text that is not such markup stays as written.
    func testOPMLInlineMarkupBecomesTheTextShown() throws {
        let session = try makeStore()
        let opml = """
            <?xml version="1.0"?>
            <opml version="2.0">
              <head><ownerEmail>someone@example.com</ownerEmail></head>
              <body>
                <outline text="Testing">
                  <outline text="&lt;b&gt;&lt;i&gt;&lt;u&gt;testing&lt;/u&gt;&lt;/i&gt;&lt;/b&gt; &lt;b&gt;all&lt;/b&gt; the &lt;i&gt;emphasis&lt;/i&gt;"/>
                  <outline text="from &lt;time startYear=&quot;2021&quot; startMonth=&quot;1&quot; startDay=&quot;15&quot;&gt;Fri, Jan 15, 2021&lt;/time&gt; "/>
                  <outline text="&lt;i&gt;&lt;a href=&quot;https://golang.org/pkg/regexp/&quot;&gt;Regex info&lt;/a&gt;&lt;/i&gt;" _note="&lt;a href=&quot;https://example.com/&quot;&gt;first&lt;/a&gt;,&#10;&lt;a href=&quot;https://example.com/&quot;&gt;second&lt;/a&gt;&#10;  indented"/>
                  <outline text="Research &amp;amp; development"/>
                  <outline text="a &amp;lt; b &amp;amp; c"/>
                  <outline text="&amp;lt;head&amp;gt;"/>
                </outline>
              </body>
            </opml>
            """
        let map = try importText(session, opml, "workflowy.opml", .opml)
        XCTAssertEqual(try outline(session, map), [
            "Testing|",
            ".testing all the emphasis|",
            ".from Fri, Jan 15, 2021|",
            ".Regex info|first,\nsecond\n  indented",
            ".Research & development|",
            ".a < b & c|",
            ".<head>|",
        ])
        // Exported titles that would read as markup are escaped, so they read back as themselves.
        let root = try session.children(of: map.rootID)
        _ = try session.createNode(under: root[0].id, title: "<b>literal</b> &amp; kept", note: "x &lt; y", now: now)
        let original = try outline(session, map)
        _ = try session.exportMindMap(map.id, format: .opml, to: path("back.opml"))
        XCTAssertEqual(try outline(session, try session.importMindMap(from: path("back.opml"), format: .opml, now: now)), original)
        // With a raw "<" beside them, nothing is markup: the file is written and read as is.
        _ = try session.createNode(under: root[0].id, title: "if a < b", now: now)
        let mixed = try outline(session, map)
        _ = try session.exportMindMap(map.id, format: .opml, to: path("mixed.opml"))
        XCTAssertEqual(try outline(session, try session.importMindMap(from: path("mixed.opml"), format: .opml, now: now)), mixed)
    }

    /// The OPML Editor shows its outlines as written: source code with tags and entities in it
    /// stays source code (opml.org's validator outline, Tests/Samples/mindmaps).
    func testOPMLEditorSourceStaysAsWritten() throws {
        let session = try makeStore()
        let file = mindMapSamples + "/opml-editor-source.opml"
        let lines = try outline(session, try session.importMindMap(from: file, format: .opml, now: now))
        XCTAssertTrue(lines.contains("...Hey <a href=\"http://scripting.com/2016/10/01/donaldTrumpAsCaptainQueeg.html\">this</a> is a link.|"), lines.filter { $0.contains("Hey") }.joined())
        XCTAssertTrue(lines.contains { $0.hasSuffix("case \"&amp;\":|") })
    }

    // MARK: §2 white space that carries meaning

    func testWhiteSpaceThatCarriesMeaningSurvives() throws {
        let session = try makeStore()
        let mm = """
            <map version="freeplane 1.9.13">
            <node TEXT="Root&#x3000;title" ID="ID_1">
            <node TEXT="code" ID="ID_2">
            <richcontent TYPE="NOTE"><html><head></head><body>
              <p>Run it:</p>
              <pre>def f():
                return 1</pre>
              <p>&#160;&#160;&#160;indented with no-break spaces</p>
            </body></html></richcontent>
            </node>
            <node TEXT="algorithm" ID="ID_3">
            <richcontent CONTENT-TYPE="plain/markdown" TYPE="DETAILS">
                <text>```
            if next_o &lt; today:
                next_o = next_occurrence(rule, today)
            ```</text>
            </richcontent>
            <richcontent TYPE="NOTE" CONTENT-TYPE="plain/text"><text>line one
              line two</text></richcontent>
            </node>
            </node>
            </map>
            """
        let map = try importText(session, mm, "space.mm", .freemind)
        XCTAssertEqual(try outline(session, map), [
            "Root\u{3000}title|",
            ".code|Run it:\ndef f():\n    return 1\n\u{A0}\u{A0}\u{A0}indented with no-break spaces",
            ".algorithm|```\nif next_o < today:\n    next_o = next_occurrence(rule, today)\n```\n\nline one\n  line two",
        ])
    }

    /// Notes whose white space HTML would fold go out as `<pre>`, so FreeMind and Freeplane show
    /// them as written and a second import gives the same note; plain notes stay paragraphs.
    func testFreeMindExportKeepsNotesExactly() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "Notes", now: now)
        let notes = [
            "def f():\n    return 1",
            "  leading and trailing  ",
            "tabs\there and  double spaces",
            "\nstarts with a blank line\n\nand has one inside\n",
            "plain paragraph\nsecond line",
            "a\u{3000}b\u{A0}c & <d>",
        ]
        for (i, note) in notes.enumerated() { _ = try session.createNode(under: map.rootID, title: "n\(i)", note: note, now: now) }
        let original = try outline(session, map)
        _ = try session.exportMindMap(map.id, format: .freemind, to: path("notes.mm"))
        let text = String(decoding: try readAll(path("notes.mm")), as: UTF8.self)
        XCTAssertTrue(text.contains("<pre>\ndef f():\n    return 1\n</pre>"), text)
        XCTAssertTrue(text.contains("<p>plain paragraph</p>\n<p>second line</p>"), text)
        let back = try session.importMindMap(from: path("notes.mm"), format: .freemind, now: now)
        XCTAssertEqual(try outline(session, back), original)
        _ = try session.exportMindMap(map.id, format: .opml, to: path("notes.opml"))
        XCTAssertEqual(try outline(session, try session.importMindMap(from: path("notes.opml"), format: .opml, now: now)), original)
    }

    // MARK: §3 errors that help

    func testMalformedXMLIsRefusedWithLineColumnAndCause() throws {
        let session = try makeStore()
        var message = try refusal(session, Array("<opml version=\"2.0\"><body>\n<outline text=\"x\">\n</body></opml>".utf8), "unclosed.opml", .opml)
        XCTAssertTrue(message.contains("line 3, column 8") && message.contains("Opening and ending tag mismatch: outline line 2 and body"), message)
        message = try refusal(session, Array("<opml version=\"2.0\"><body><outline text=\"a & b\"/></body></opml>".utf8), "amp.opml", .opml)
        XCTAssertTrue(message.hasPrefix("the OPML file is not well-formed XML: line 1, column "), message)
        XCTAssertTrue(message.contains("xmlParseEntityRef: no name"), message)
        message = try refusal(session, Array("<opml version=\"2.0\"><body><outline text=\"&nbsp;\"/></body></opml>".utf8), "entity.opml", .opml)
        XCTAssertTrue(message.contains("Entity 'nbsp' not defined"), message)
        // OPML declares its encoding; bytes outside it are refused, saying so and where.
        let latin1 = Array("<?xml version=\"1.0\"?>\n<opml version=\"2.0\"><body>\n<outline text=\"Caf".utf8) + [0xE9] + Array("\"/></body></opml>".utf8)
        message = try refusal(session, latin1, "latin1.opml", .opml)
        XCTAssertTrue(message.contains("line 3, column") && message.contains("not in the file's declared encoding") && message.contains("0xE9"), message)
        XCTAssertEqual(try session.mindMaps(), [], "nothing was stored")
    }

    /// FreeMind and Freeplane decode .mm files with Java's UTF-8 reader, which turns bytes that
    /// are not UTF-8 into U+FFFD and reads on; so does the importer. A declared encoding is
    /// honoured.
    func testFreeMindReadsStrayBytesAsJavaDoes() throws {
        let session = try makeStore()
        let stray = Array("<map version=\"1.0.1\">\n<node TEXT=\"Caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8] + Array("me\"/>\n</map>\n".utf8)
        try writeAll(path("stray.mm"), stray)
        XCTAssertEqual(try session.importMindMap(from: path("stray.mm"), format: .freemind, now: now).title, "Caf\u{FFFD} cr\u{FFFD}me")
        let declared = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<map version=\"1.0.1\"><node TEXT=\"Caf".utf8) + [0xE9] + Array("\"/></map>".utf8)
        try writeAll(path("declared.mm"), declared)
        XCTAssertEqual(try session.importMindMap(from: path("declared.mm"), format: .freemind, now: now).title, "Café")
        let message = try refusal(session, Array("<map><node TEXT=\"x\"></map>".utf8), "bad.mm", .freemind)
        XCTAssertTrue(message.hasPrefix("the FreeMind file is not well-formed XML: line 1, column "), message)
    }

    // MARK: issue 15 §5: any attribute in linear time

    /// One attribute far beyond libxml2's 10,000,000-byte text limit (where xmlTextReader
    /// turned quadratic: 65 s at 11 MB here) is read in one pass. The bound is the work, not the
    /// clock: the attribute arrives whole, once, and the node holds it (title cut, full text in
    /// the note up to the note limit). bench/xml_attribute.py gives the times.
    func testAnAttributeOverTheTextLimitIsReadWhole() throws {
        let size = 12_000_000
        var bytes = Array("<opml version=\"2.0\"><body><outline text=\"".utf8)
        bytes.reserveCapacity(size + 100)
        for i in 0..<size { bytes.append(i % 64 == 63 ? 0x20 : 0x61) }
        bytes += Array("\"/></body></opml>".utf8)
        var events = 0, longest = 0
        try XMLStream.parse(bytes, what: "OPML") { (event) throws(KeepsakeError) in
            events += 1
            if case .start(_, let attributes) = event { longest = max(longest, attributes["text"]?.utf8.count ?? 0) }
        }
        XCTAssertEqual(longest, size)
        XCTAssertEqual(events, 6, "opml, body, outline: each opened and closed once")
    }

    // MARK: §6 Markdown and indented-text outlines in, Mermaid out

    /// The Markdown export reads back as the same tree, titles and notes (the Freeplane
    /// samples, whose notes have several paragraphs, and hard titles).
    func testMarkdownExportReadsBack() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/freemind-1.0-testmap.mm", format: .freemind, now: now)
        let a = try session.createNode(under: map.rootID, title: "1. not a list * [x] #tag `code` \\ back", note: "line one\n\n  indented two", now: now)
        _ = try session.createNode(under: a.id, title: "- dash first", now: now)
        // A Markdown heading or list item is one line: titles of several lines come back joined.
        let original = try outline(session, map).map { line -> String in
            let bar = line.firstIndex(of: "|")!
            return line[..<bar].replacingOccurrences(of: "\n", with: " ") + line[bar...]
        }
        _ = try session.exportMindMap(map.id, format: .markdown, to: path("map.md"))
        let back = try session.importMindMap(from: path("map.md"), format: .markdown, now: now)
        XCTAssertEqual(try outline(session, back), original)
    }

    /// Markdown as editors write it (issue 31 §3), in the shapes markmap and Obsidian files
    /// take: front matter left out, HTML comments (markmap's `<!-- markmap: fold -->`, a
    /// comment over several lines) dropped, `~~~` and ```` ``` ```` fences kept whole as
    /// notes, however their lines look.
    func testMarkdownAsEditorsWriteIt() throws {
        let session = try makeStore()
        let markdown = """
            ---
            title: markmap
            markmap:
              colorFreezeLevel: 2
            ---
            <!-- a comment
            - over several lines
            # that holds outline lines -->
            # Plan <!-- markmap: foldAll -->

            ## Links <!-- markmap: fold -->
            - [Website](https://markmap.js.org/)
            - Texto <!-- esto es un comentario-->
              ~~~bash
              # not a heading
              - not an item
              ~~~
            ## Code
            ```js
            console.log('# not a heading')

            - not an item
            ~~~
            ```
            - after the fence
            """
        let map = try importText(session, markdown, "markmap.md", .markdown)
        XCTAssertEqual(try outline(session, map), [
            "Plan|", ".Links|", "..Website|", "..Texto|~~~bash\n# not a heading\n- not an item\n~~~",
            ".Code|```js\nconsole.log('# not a heading')\n\n- not an item\n~~~\n```", "..after the fence|",
        ])
        let (_, tree) = try session.mindMapTree(map.id)
        XCTAssertEqual(tree.nodes.first { $0.title == "Website" }?.link, "https://markmap.js.org/")
        // An unclosed fence runs to the end of the file, as CommonMark says.
        XCTAssertEqual(try outline(session, try importText(session, "# T\n- a\n  ```\n  - b\n", "open.md", .markdown)), ["T|", ".a|```\n- b"])
        // "---" that opens no front matter (no closing line) is not one.
        XCTAssertEqual(try outline(session, try importText(session, "---\n- a\n", "rule.md", .markdown)), ["Untitled|---", ".a|"])
    }

    /// The root's note is escaped like every other (a Freeplane map of 169 nodes came back
    /// with 171), notes with CR LF line ends stay in their item (Swift's "\r\n" is one
    /// Character, so a split at "\n" did not cut there), and the tree keeps its shape.
    func testMarkdownExportKeepsTheShape() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "Root", now: now)
        _ = try session.setNodeNote(map.rootID, note: "- a root note line\n1. another\n# and a heading\n> quote", now: now)
        let a = try session.createNode(under: map.rootID, title: "A", note: "first\r\n- second\r\n## third\rfourth", now: now)
        _ = try session.createNode(under: a.id, title: "B", note: "  indented\n\n\nafter two blank lines\n\u{A0}", now: now)
        _ = try session.exportMindMap(map.id, format: .markdown, to: path("shape.md"))
        let written = String(decoding: try readAll(path("shape.md")), as: UTF8.self)
        XCTAssertFalse(written.contains("\r"), written)
        XCTAssertTrue(written.hasPrefix("# Root\n\n\\- a root note line\n1\\. another\n\\# and a heading\n\\> quote\n\n- A\n\n  first\n  \\- second\n  \\## third\n  fourth\n"), written)
        let back = try session.importMindMap(from: path("shape.md"), format: .markdown, now: now)
        XCTAssertEqual(back.nodeCount, 3)
        XCTAssertEqual(try outline(session, back), [
            "Root|- a root note line\n1. another\n# and a heading\n> quote", ".A|first\n- second\n## third\nfourth",
            "..B|  indented\n\n\nafter two blank lines\n\u{A0}",
        ])
    }

    func testMarkdownAndIndentedTextOutlines() throws {
        let session = try makeStore()
        let markdown = """
            # Trip

            Two weeks ahead.

            ## Before leaving
            - Papers
              - Passports
              * Tickets

                Check the dates.
            - [ ] Plants
            ## Packing
            1. Clothes
            2) Kit
            ---
            """
        XCTAssertEqual(try outline(session, try importText(session, markdown, "trip.md", .markdown)), [
            "Trip|Two weeks ahead.", ".Before leaving|", "..Papers|", "...Passports|", "...Tickets|Check the dates.", "..Plants|",
            ".Packing|", "..Clothes|", "..Kit|---",
        ])
        let indented = "Projects\n\tHome\n\t\tPaint the fence\n\tWork\n        Report\nSomeday\n"
        XCTAssertEqual(try outline(session, try importText(session, indented, "outline.txt", .markdown)), [
            "Untitled|", ".Projects|", "..Home|", "...Paint the fence|", "..Work|", "...Report|", ".Someday|",
        ])
        XCTAssertThrowsError(try importText(session, "\n\n", "empty.md", .markdown))
    }

    func testMermaidMindmapExport() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "Trip \"2026\"", now: now)
        let a = try session.createNode(under: map.rootID, title: "Before leaving", now: now)
        _ = try session.createNode(under: a.id, title: "Papers (all)", now: now)
        _ = try session.createNode(under: a.id, title: "Two\nlines #1", now: now)
        _ = try session.createNode(under: map.rootID, title: "Budget", now: now)
        // Begins and ends with a backtick: Mermaid would read a Markdown string (issue 31 §4).
        _ = try session.createNode(under: map.rootID, title: "`code`", now: now)
        _ = try session.exportMindMap(map.id, format: .mermaid, to: path("map.mmd"))
        XCTAssertEqual(String(decoding: try readAll(path("map.mmd")), as: UTF8.self), """
            mindmap
              root(("Trip #quot;2026#quot;"))
                Before leaving
                  n3["Papers (all)"]
                  n4["Two<br/>lines #35;1"]
                Budget
                n6["#96;code#96;"]

            """)
    }

    /// A title that looks like HTML to FreeMind and Freeplane ("<html> tags", from a Fargo
    /// outline, came back as "Untitled") is written so that it stays text: as the node's
    /// rich-content title with an empty TEXT. The rule both programs use (leading white space,
    /// then `<html` in any case) never matches a written TEXT, and the titles read back.
    func testHTMLLikeTitlesStayTextInFreeMindFiles() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "<html> tags", now: now)
        let titles = ["<html> tags", "  <HTML>upper case", "<htmlish>", "<html>\n  two  lines", "<b>not html</b>", "plain"]
        for title in titles.dropFirst() { _ = try session.createNode(under: map.rootID, title: title, note: title == "plain" ? "a note" : nil, now: now) }
        let original = try outline(session, map)
        _ = try session.exportMindMap(map.id, format: .freemind, to: path("html.mm"))
        let written = String(decoding: try readAll(path("html.mm")), as: UTF8.self)
        var texts: [String] = []
        try XMLStream.parse(Array(written.utf8), what: "FreeMind") { (event) throws(KeepsakeError) in
            if case .start("node", let attributes) = event, let text = attributes["TEXT"] { texts.append(text) }
        }
        XCTAssertEqual(texts.count, titles.count)
        XCTAssertFalse(texts.contains { FreeMind.isHTML($0) }, texts.joined(separator: " | "))
        XCTAssertEqual(texts.filter(\.isEmpty).count, 4, "written as rich content")
        XCTAssertTrue(written.contains("<richcontent TYPE=\"NODE\"><html>\n<head>\n</head>\n<body>\n<p>&lt;html&gt; tags</p>\n</body>"), written)
        XCTAssertEqual(try outline(session, try session.importMindMap(from: path("html.mm"), format: .freemind, now: now)), original)
    }
}

