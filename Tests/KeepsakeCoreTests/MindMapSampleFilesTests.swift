import XCTest
@testable import KeepsakeCore

/// More files the source programs wrote (Tests/Samples/mindmaps, sources and licences in its
/// README), each checked against what the program shows: a WorkFlowy OPML export, a
/// Freeplane 1.9 map with a Markdown detail, a Cyrillic FreeMind 0.9 map with a stray byte.
final class MindMapSampleFilesTests: StoreTestCase {
    /// WorkFlowy's "Export all" as OPML: no head title, two top-level bullets (so a root
    /// "Untitled" holds them, as WorkFlowy's home shows them), flag emoji with a trailing space,
    /// a leading space, `_note`. 25 bullets.
    func testWorkFlowyExport() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/workflowy-export.opml", format: .opml, now: now)
        XCTAssertEqual(map.nodeCount, 26)
        XCTAssertEqual(try outline(session, map), [
            "Untitled|",
            ".List of Scandinavian Countries and Nordic Region|",
            "..🇩🇰|", "...Denmark|",
            "..🇳🇴|", "...Norway|",
            "..🇸🇪|", "...Sweden|",
            "..🇫🇮|", "...Finland|",
            "..🇮🇸|", "...Iceland|",
            ".Workflowy 2 Anki|",
            "..Deck Title (flat)|",
            "...Card 1, side 1|", "...Card 1, side 2|", "...Card 2, side 1|", "...Card 2, side 2|",
            "..Deck Title (without note)|",
            "...Card 1, side 1|", "....Card 1, side 2|",
            "...Card 2, side 1|", "....Card 2, side 2|",
            "..Deck Title (with note)|",
            "...Card 1, side 1|Card 1, side 2",
            "...Card 2, side 1|Card 2, side 2",
        ])
    }

    /// Freeplane 1.9.0: a detail with CONTENT-TYPE="plain/markdown" (a fenced code block) keeps
    /// its lines and indentation; 36 nodes, the style tree not among them.
    func testFreeplaneMarkdownDetails() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/freeplane-1.9-markdown-details.mm", format: .freemind, now: now)
        XCTAssertEqual(map.nodeCount, 36)
        XCTAssertEqual(try outline(session, map), [
            "New Functionality|",
            ".task hierarchy|",
            "..create child task|",
            "..represent of child task|",
            "...a task can have a \"parent\" field|",
            "...every task has a \"children\" field|",
            "....populated when the tasks are loaded|",
            "....also can change when a subtask is created|",
            "..render child task|",
            "...option 1: rerender all task|",
            "...option 2: add \"insert at\" event to TaskList|",
            "...option 3: add \"add child\" event|",
            "....parent tasks are rendered with sparse grid_row|",
            "....every task keeps track of the row it is rendered in|",
            "....child task can fit in it|",
            "..logic of \"done\"|",
            "...\"done\" should be disabled if some children are not \"done\"|",
            "...\"done\" is enabled when all its children are \"done\"|",
            ".repeated task|",
            "..manage repeated task|",
            "...create repeated task|",
            "....table \"repeated-task\"|",
            "....add \"repeat\" field in newtaskdialog|",
            "....add \"schedule on\" field in newtaskdialog|",
            "...mark a task done|",
            "...GUI for repeated task managment|",
            "..schedule task|",
            "...When|",
            "....do schedule at the start of every day|",
            ".....load unfinished from repeated task|",
            "...How|",
            "....for each task|",
            ".....schedule for today|",
            "......depends on: schedule, today, next_occurence|",
            ".....algorithm|```\nif next_o < today:\n    next_o = next_occurrence(rule, today)\nif next_o == today:\n    schedule it\nelif next_o > today:\n    mark task as done\nelse: save next_o\n```",
            "....avoid double schedule|"
        ])
    }

    /// FreeMind 0.9's Vietnamese documentation map (whole): rich-text titles
    /// (`TEXT="<html>…"`) whose Vietnamese letters FreeMind wrote as XML character references,
    /// so they reach the HTML reader as non-ASCII text: read as the letters they are, never as
    /// Latin-1 bytes (issue 31 §1).
    func testVietnameseFreeMindMapWithRichTitles() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/freemind-0.9-vietnamese.mm", format: .freemind, now: now)
        XCTAssertEqual(map.title, "FreeMind\n- hãy giải phóng tư duy của bạn -")
        let lines = try outline(session, map)
        XCTAssertTrue(lines.contains { $0.hasPrefix("..Để liên kết tới một địa chỉ thư điện tử, hãy để siêu liên kết dạng mailto:don.bonton@supermail.com.") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("Ví dụ về việc dùng HTML\nTạo danh sách:\n• Mục 1\n• Mục 2") }, "headings, paragraphs and list items as FreeMind shows them")
        // Nothing decoded twice: no Latin-1 reading of UTF-8 (Ã, Â, Æ, C1 controls).
        for line in lines {
            XCTAssertFalse(line.unicodeScalars.contains { ("\u{80}"..."\u{9F}").contains($0) || $0 == "Ã" || $0 == "Â" || $0 == "Æ" }, line)
        }
    }

    /// The documentation map of a Freeplane add-on (Map Saving Options), written by Freeplane
    /// 1.9: `&nbsp;`, an HTML entity and not an XML one, inside `<richcontent>`, which Freeplane
    /// reads back because it hands rich content to its HTML reader as written. It was refused
    /// as "Entity 'nbsp' not defined" (issue 31 §2); it reads as Freeplane shows it.
    func testFreeplaneRichContentWithHTMLEntities() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/freeplane-1.9-addon-readme-nbsp.mm", format: .freemind, now: now)
        XCTAssertEqual(map.title, "ReadMe\nMapSavingOptions")
        let (_, tree) = try session.mindMapTree(map.id)
        XCTAssertEqual(map.nodeCount, 91)
        let about = try XCTUnwrap(tree.nodes.first { $0.title == "about Freeplane" })
        XCTAssertTrue(try XCTUnwrap(about.note).contains("It can be run locally or $3\u{A0}from removable storage"), about.note ?? "")
        let saving = try XCTUnwrap(tree.nodes.first { $0.title == "When saving a ma" })
        XCTAssertEqual(saving.note, "When using the saving command in the menu, the AddOn uses the defined preferences for the map.\n\u{A0}")
    }

    /// HTML's named references are characters only inside rich content, and only the names
    /// HTML defines: elsewhere in a map, and for any other name, the file is refused as the
    /// XML it is not, as before.
    func testHTMLEntitiesOnlyInsideRichContent() throws {
        let session = try makeStore()
        func map(_ body: String) -> [UInt8] { Array("<map version=\"freeplane 1.11.5\">\n<node TEXT=\"root\">\(body)</node>\n</map>\n".utf8) }
        let rich = map("<richcontent TYPE=\"NOTE\"><html><body><p>a&nbsp;b &eacute;t&eacute; &hellip; &euro;&#160;&amp;</p><p>&Omega;</p></body></html></richcontent>")
        try writeAll(path("rich.mm"), rich)
        let imported = try session.importMindMap(from: path("rich.mm"), format: .freemind, now: now)
        XCTAssertEqual(try outline(session, imported), ["root|a\u{A0}b été … €\u{A0}&\nΩ"])
        for (name, body) in [
            ("attribute.mm", "<node TEXT=\"a&nbsp;b\"/>"),
            ("text.mm", "<node TEXT=\"x\">a&nbsp;b</node>"),
            ("unknown.mm", "<richcontent TYPE=\"NOTE\"><html><body><p>a&bogus;b</p></body></html></richcontent>"),
            ("after.mm", "<richcontent TYPE=\"NOTE\"><html><body><p>a</p></body></html></richcontent><node TEXT=\"y\">&nbsp;</node>"),
        ] {
            try writeAll(path(name), map(body))
            XCTAssertThrowsError(try session.importMindMap(from: path(name), format: .freemind, now: now), name) { error in
                guard case KeepsakeError.invalidArgument(let message) = error else { return XCTFail("\(name): \(error)") }
                XCTAssertTrue(message.contains("not well-formed XML") && message.contains("not defined"), "\(name): \(message)")
            }
        }
        // OPML has no HTML content: the names stay undefined there.
        try writeAll(path("nbsp.opml"), Array("<opml version=\"2.0\"><body><outline text=\"a&nbsp;b\"/></body></opml>".utf8))
        XCTAssertThrowsError(try session.importMindMap(from: path("nbsp.opml"), format: .opml, now: now))
    }

    /// A Logseq page (Logseq's own documentation graph): page properties before the first
    /// block, heading blocks written as list items (`- ## Usage`), an empty block `-`, a
    /// block's continuation line (an image) indented under it. Headings inside items are the
    /// items' titles, the empty block a node without a title (shown "Untitled") rather than
    /// the note "-" of the block above (issue 31 §3).
    func testLogseqPage() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/logseq-docs-headings.md", format: .markdown, now: now)
        let lines = try outline(session, map)
        XCTAssertEqual(lines.map { $0.prefix { $0 != "|" } }, [
            "Untitled", ".Usage", "..There are multiple ways to create a heading:",
            "...You can use markdown syntax while editing a block, by adding `#` signs at the beginning of the block, followed by a space character. The heading level will be based on the number of signs that you used. For example, `### Title` will be translated into an `<h3>`.",
            "...You can also use the context menu to convert a block to a heading, or remove it.",
            "...An auto-heading (`HA`) option is also available on the context menu. If you set the heading level to auto, the heading will be based on the nesting level of the block. This can be extremely helpful when we want to format existing pages, because it automatically handles the heading hierarchy.",
            "..Note that there are only six supported heading levels, even when you use the auto-heading option.",
            ".Functionality",
            "..There are two modes to setting headings - an explicit heading or auto-heading. When choosing between one or the other, the previous mode is no longer active.",
            "..When switching between an explicit heading and auto-heading, characters like `#` are added or removed to the block.",
            "..Untitled", ".Additional Links", "..https://www.markdownguide.org/basic-syntax/#headings",
        ])
        XCTAssertEqual(lines[0], "Untitled|type:: [[Feature]]\nplatforms:: [[All Platforms]] \ndescription:: Creating headings on a page")
        XCTAssertEqual(lines[4], "...You can also use the context menu to convert a block to a heading, or remove it.|![Screenshot from 2024-02-08 20-29-54.png](../assets/Screenshot_from_2023-02-08_20-29-54_1675881023234_0.png)")
        try assertMarkdownRoundTrip(session, map)
    }

    /// An Obsidian note published with Quartz: YAML front matter (not content), fenced
    /// ```` ```markmap ```` blocks whose lines are headings and list items (they stay the
    /// note's text, not 16 nodes), sections with lists and a paragraph after a list. Was 30
    /// nodes, re-parented under the fences' headings; is 11 (issue 31 §3).
    func testObsidianNoteWithFrontMatterAndFences() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/quartz-obsidian-markmap-note.md", format: .markdown, now: now)
        XCTAssertEqual(map.nodeCount, 11)
        let lines = try outline(session, map)
        XCTAssertEqual(lines.map { $0.prefix { $0 != "|" } }, [
            "Test Markmap - Mind Map Interactivo", ".Características", "..Interactivo: Zoom y pan con el ratón",
            "..Responsive: Se adapta a diferentes tamaños de pantalla", "..Markdown: Syntax directo desde markdown",
            "..Estilizado: Estilos automáticos CSS", ".Ventajas de Markmap", "..Organizaciones jerárquicas",
            "..Brainstorming", "..Documentación estructurada", "..Mapas mentales de proyectos",
        ].map { $0.replacingOccurrences(of: ": ", with: "**: ").replacingOccurrences(of: "..Interactivo**", with: "..**Interactivo**")
            .replacingOccurrences(of: "..Responsive**", with: "..**Responsive**").replacingOccurrences(of: "..Markdown**", with: "..**Markdown**")
            .replacingOccurrences(of: "..Estilizado**", with: "..**Estilizado**") }.map { Substring($0) })
        let (_, tree) = try session.mindMapTree(map.id)
        let root = try XCTUnwrap(tree.nodes[tree.root].note)
        XCTAssertTrue(root.hasPrefix("Este es un ejemplo de diagrama interactivo usando Markmap."), root)
        XCTAssertTrue(root.contains("\n\n```markmap\n# Desarrollo Web\n## Frontend\n### React\n"), "a fence is kept line for line")
        XCTAssertTrue(root.contains("\n### love\n  1. 1\n  2. 2\n"), "indentation inside a fence is kept")
        XCTAssertFalse(root.contains("title: Test Markmap"), "front matter is not content")
        let advantages = try XCTUnwrap(tree.nodes.first { $0.title == "Ventajas de Markmap" })
        XCTAssertEqual(advantages.note, "Markmap es perfecto para:\n\n[[test-plantuml.md]]", "a paragraph after the list is the section's")
        try assertMarkdownRoundTrip(session, map)
    }

    /// A markmap page from a documentation site: 17 `<!-- markmap: fold -->` lines, each on its
    /// own line before the heading whose branch markmap shows folded, markmap's options in
    /// front matter, fenced templates and tables under `###` headings, `##` sections with no
    /// level-1 heading. The comments are dropped (no title or note holds them, none becomes a
    /// note line of the node above), and the shape is markmap's: 102 headings and 306 items
    /// under a root "Untitled" (issue 31 §3).
    func testMarkmapFoldComments() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/markmap-neetcode-ontology-folds.md", format: .markdown, now: now)
        XCTAssertEqual(map.nodeCount, 1 + 102 + 306)
        let lines = try outline(session, map)
        XCTAssertEqual(lines.filter { $0.contains("<!--") || $0.contains("-->") || $0.contains("markmap: fold") }, [])
        XCTAssertEqual(lines.filter { $0.contains("colorFreezeLevel") }, [], "front matter is not content")
        let top = lines.filter { $0.hasPrefix(".") && !$0.hasPrefix("..") }.map { $0.prefix { $0 != "|" } }
        XCTAssertEqual(top.first, ".🎯 How to use this map (fast)")
        XCTAssertTrue(top.contains(".🪟 SubstringSlidingWindow (API Kernel)"), "\(top)")
        let (_, tree) = try session.mindMapTree(map.id)
        // The sections markmap folds: headings right after a comment, each under its kernel.
        let window = try XCTUnwrap(tree.nodes.firstIndex { $0.title == "🪟 SubstringSlidingWindow (API Kernel)" })
        let windowChildren = tree.children[window].map { tree.nodes[$0].title }
        XCTAssertEqual(windowChildren.count, 9 + 9, "nine items, then nine ### sections: \(windowChildren)")
        XCTAssertEqual(Array(windowChildren[9...10]), ["🧪 Sliding window pseudocode template (hooks)",
                                                       "✅ Pattern comparison table (must-know)"], "\(windowChildren)")
        let template = try XCTUnwrap(tree.nodes.first { $0.title == "🧪 Sliding window pseudocode template (hooks)" })
        XCTAssertEqual(template.note?.hasPrefix("```text\nL = 0\nfor R in range(n):\n"), true, template.note ?? "no note")
        XCTAssertEqual(template.note?.hasSuffix("return ans\n```"), true, "the fence is the note, and the comment line after it is not")
        // The node before each comment keeps its note without a trace of it.
        let before = try XCTUnwrap(tree.nodes.first { $0.title.hasPrefix("**Example use in production**") })
        XCTAssertFalse((before.note ?? "").contains("markmap"))
        try assertMarkdownRoundTrip(session, map)
    }

    /// Exports `map` as Markdown and reads it back: the same titles and notes in the same
    /// shape (titles of several lines come back on one).
    func assertMarkdownRoundTrip(_ session: Session, _ map: MindMap, file: StaticString = #filePath, line: UInt = #line) throws {
        let original = try outline(session, map).map { entry -> String in
            let bar = entry.firstIndex(of: "|")!
            return entry[..<bar].replacingOccurrences(of: "\n", with: " ") + entry[bar...]
        }
        let name = path("round-\(map.id).md")
        _ = try session.exportMindMap(map.id, format: .markdown, to: name)
        let back = try session.importMindMap(from: name, format: .markdown, now: now)
        XCTAssertEqual(try outline(session, back), original, file: file, line: line)
    }

    /// Every sample map keeps its shape through Markdown: the same nodes, titles and notes.
    func testSampleMapsRoundTripThroughMarkdown() throws {
        let session = try makeStore()
        for name in ["freemind-1.0-testmap.mm", "freemind-0.8.0-features.mm", "freeplane-1.9-markdown-details.mm",
                     "freemind-0.9-vietnamese.mm", "freemind-0.9-russian-excerpt.mm", "freeplane-1.9-addon-readme-nbsp.mm",
                     "freemind-0.9-bugs.mm", "workflowy-export.opml", "netnewswire-subscriptions.opml"] {
            let format: MindMapFormat = name.hasSuffix(".opml") ? .opml : .freemind
            let map = try session.importMindMap(from: mindMapSamples + "/" + name, format: format, now: now)
            try assertMarkdownRoundTrip(session, map)
        }
        for name in ["xmind-zen-xmindparser.xmind", "xmind8-xmindparser.xmind"] {
            let map = try session.importMindMap(from: mindMapSamples + "/" + name, format: .xmind, now: now)
            try assertMarkdownRoundTrip(session, map)
        }
    }

    /// Titles and shape of a map, without notes (Mermaid has none).
    func titles(_ session: Session, _ map: MindMap) throws -> [String] {
        try outline(session, map).map { String($0.prefix { $0 != "|" }) }
    }

    /// Mermaid's own mindmap documentation (a Markdown page): the file reads as its first
    /// mindmap block, and each of its diagrams (```` ```mermaid ```` and
    /// ```` ```mermaid-example ```` blocks), cut out as a `.mmd` file, reads as Mermaid draws it:
    /// every shape, `::icon(…)` and `:::class` lines, `<br/>`, unclear indentation, Markdown
    /// strings over several lines (issue 31 §5).
    func testMermaidDocumentationDiagrams() throws {
        let session = try makeStore()
        let page = mindMapSamples + "/mermaid-docs-mindmap.md"
        let first = try session.importMindMap(from: page, format: .mermaid, now: now)
        XCTAssertEqual(try titles(session, first), [
            "mindmap", ".Origins", "..Long history", "..Popularisation", "...British popular psychology author Tony Buzan",
            ".Research", "..On effectiveness\nand features", "..On Automatic creation", "...Uses", "....Creative techniques",
            "....Strategic planning", "....Argument mapping", ".Tools", "..Pen and paper", "..Mermaid",
        ])
        // Every diagram of the page, as its own .mmd file.
        let lines = String(decoding: try readAll(page), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var diagrams: [String] = []
        var current: [Substring]?
        for line in lines {
            if current == nil, line.hasPrefix("```mermaid") { current = []; continue }
            if current != nil, line.hasPrefix("```") {
                if current?.first == "mindmap" { diagrams.append(current!.joined(separator: "\n") + "\n") }
                current = nil
                continue
            }
            current?.append(line)
        }
        var read: [[String]] = []
        for (n, diagram) in diagrams.enumerated() {
            try writeAll(path("diagram-\(n).mmd"), Array(diagram.utf8))
            read.append(try titles(session, try session.importMindMap(from: path("diagram-\(n).mmd"), format: .mermaid, now: now)))
        }
        XCTAssertEqual(read.count, 13)
        XCTAssertEqual(Array(read.dropFirst()), [
            ["Root", ".A", "..B", "..C"],
            ["I am a square"], ["I am a rounded square"], ["I am a circle"], ["I am a bang"], ["I am a cloud"], ["I am a hexagon"],
            ["I am the default shape"],
            ["Root", ".A", ".B"],
            ["Root", ".A", ".B", ".C"],
            ["Root", ".A", "..B", "..C"],
            ["Root with\na second line\nUnicode works too: 🤓", ".The dog in the hog... a very long text that wraps to a new line", ".Regular labels still works"],
        ])
    }

    /// A `.mmd` file from Mermaid's layout tests: front matter (config), the root at the left
    /// margin, `&` and `:` in plain labels. 15 nodes.
    func testMermaidFile() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/mermaid-layout-test-mindmap.mmd", format: .mermaid, now: now)
        XCTAssertEqual(map.nodeCount, 15)
        let read = try titles(session, map)
        XCTAssertEqual(Array(read.prefix(3)), ["Risks", ".LLMs can make simple diagrams", ".Agentflow"])
        XCTAssertTrue(read.contains("..contested market langchain & n8n"))
        XCTAssertTrue(read.contains("..Pricing: Break-even execution volumes unknown"))
        XCTAssertEqual(read.last, ".Enterprice customers AI use")
    }

    /// What the Mermaid export writes reads back as the same titles in the same tree, for
    /// every sample map (titles of any text: quotes, #, backticks, brackets, line breaks).
    func testMermaidExportRoundTrips() throws {
        let session = try makeStore()
        let map = try session.createMindMap(title: "Trip \"2026\"", now: now)
        let a = try session.createNode(under: map.rootID, title: "Papers (all) [x] {{y}} ))z((", now: now)
        _ = try session.createNode(under: a.id, title: "Two\nlines #1 #35; `code` <br/> ::icon(x)", now: now)
        _ = try session.createNode(under: a.id, title: "  spaced  ", now: now)
        _ = try session.createNode(under: map.rootID, title: "%% not a comment", now: now)
        var maps = [map]
        for name in ["freemind-1.0-testmap.mm", "freemind-0.9-vietnamese.mm", "freeplane-1.9-addon-readme-nbsp.mm",
                     "workflowy-export.opml", "netnewswire-subscriptions.opml", "xmind-zen-xmindparser.xmind"] {
            let format: MindMapFormat = name.hasSuffix(".opml") ? .opml : name.hasSuffix(".xmind") ? .xmind : .freemind
            maps.append(try session.importMindMap(from: mindMapSamples + "/" + name, format: format, now: now))
        }
        for original in maps {
            _ = try session.exportMindMap(original.id, format: .mermaid, to: path("round.mmd"))
            let back = try session.importMindMap(from: path("round.mmd"), format: .mermaid, now: now)
            XCTAssertEqual(try titles(session, back), try titles(session, original), original.title)
        }
    }

    /// Diagrams Mermaid refuses are refused, with the line and the cause.
    func testMermaidRefusals() throws {
        let session = try makeStore()
        func refusal(_ text: String) throws -> String {
            try writeAll(path("bad.mmd"), Array(text.utf8))
            do {
                _ = try session.importMindMap(from: path("bad.mmd"), format: .mermaid, now: now)
                return "accepted"
            } catch {
                guard case .invalidArgument(let message) = error else { return "\(error)" }
                return message
            }
        }
        XCTAssertTrue(try refusal("graph TD\n  A --> B\n").contains("holds no Mermaid mindmap"))
        XCTAssertTrue(try refusal("mindmap\n  A\n  B\n").contains("line 3: 'B' is indented no more than the root"))
        XCTAssertTrue(try refusal("mindmap\n  A\n    id[open\n").contains("line 3: the shape '[' of 'id[open' is not closed with ']'"))
        XCTAssertTrue(try refusal("mindmap\n%% nothing\n").contains("has no node"))
    }

    /// FreeMind 0.9.0's Russian documentation map (an excerpt: the root and its first four
    /// branches, bytes unchanged up to the cut): Cyrillic titles as numeric character
    /// references, a rich-text root with `<br/>` and `<small>`, a byte that is not UTF-8 after
    /// it (0xA0; FreeMind on a UTF-8 system shows U+FFFD there, as Java decodes it), a title
    /// of many lines cut at the title limit with the whole text in the note.
    func testCyrillicFreeMindMap() throws {
        let session = try makeStore()
        let map = try session.importMindMap(from: mindMapSamples + "/freemind-0.9-russian-excerpt.mm", format: .freemind, now: now)
        XCTAssertEqual(map.nodeCount, 17)
        XCTAssertEqual(map.title, "FreeMind\n- free mind mapping software -\u{FFFD}")
        let (_, tree) = try session.mindMapTree(map.id)
        let top = tree.children[tree.root].map { tree.nodes[$0].title }
        XCTAssertEqual(top, ["Домашняя страница программы FreeMind", "Горячие клавиши", "Установка",
                             "Просмотр списка файлов на вашем компьютере"])
        let lines = try outline(session, map)
        XCTAssertTrue(lines.contains("...Загрузить дистрибутив FreeMind|"), lines.joined(separator: "\n"))
        let hotKeys = try XCTUnwrap(tree.nodes.first { $0.title.hasPrefix("Файловые команды:") })
        XCTAssertTrue(hotKeys.title.hasPrefix("Файловые команды:\nНовая карта      - Ctrl+N\nОткрыть карту    - Ctrl+O"), hotKeys.title)
        XCTAssertTrue(try XCTUnwrap(hotKeys.note).hasPrefix("Файловые команды:\nНовая карта      - Ctrl+N\n"), "the whole text heads the note")
        XCTAssertFalse(lines.contains { $0.contains("&#x") }, "no character reference is left")
    }
}
