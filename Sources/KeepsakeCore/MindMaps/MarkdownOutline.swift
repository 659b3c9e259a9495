#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// A map as a Markdown outline: the root as a level-1 heading (its note as a paragraph), every
/// other node as a nested list item ("- title", two spaces per level) with its note indented
/// beneath it. Markdown nesting costs two bytes per level per line, so from level
/// `maxIndent` down items keep that indentation and start with "(level N)" instead: a
/// 100,000-deep chain stays linear in size. A node whose link is http, https or mailto has its
/// title written as a Markdown link, `[title](url)`; other links (files, relative references)
/// are not clickable in Markdown renderers and are left out, as feed URLs are.
///
/// Titles and notes (the root's too) are written as text: every character that could begin
/// Markdown markup (emphasis, code, links, images, raw HTML, entities, autolinks) is
/// backslash-escaped, and so is a line start that would begin a heading, list item, quote or
/// rule, so a CommonMark renderer shows the text as it is and the only live links are the
/// http, https and mailto links of titles. A note's lines are its lines whatever ends them
/// (`\n`, `\r\n`, `\r`), each indented under its item.
enum MarkdownOutline {
    static let maxIndent = 32

    static func write(_ map: MindMap, _ tree: MindMapTree, to out: AtomicTextFile) throws(KeepsakeError) {
        try tree.walk(throwing: { (i, depth, entering) throws(KeepsakeError) in
            guard entering else { return }
            let node = tree.nodes[i]
            if depth == 0 {
                try out.write("# " + linked(node) + "\n")
                if let note = node.note {
                    try out.write("\n")
                    try writeNote(note, indent: "", to: out)
                }
                if !tree.children[i].isEmpty { try out.write("\n") }
                return
            }
            let level = min(depth, maxIndent)
            let indent = String(repeating: "  ", count: level - 1)
            let marker = depth > maxIndent ? "(level \(depth)) " : ""
            try out.write(indent + "- " + marker + linked(node) + "\n")
            if let note = node.note {
                try out.write("\n")
                try writeNote(note, indent: indent + "  ", to: out)
                try out.write("\n")
            }
        })
    }

    /// A note's lines, each escaped (`escapeNoteLine`) and indented by `indent`; blank lines
    /// stay blank.
    static func writeNote(_ note: String, indent: String, to out: AtomicTextFile) throws(KeepsakeError) {
        for line in lines(note) {
            try out.write(line.isEmpty ? "\n" : indent + escapeNoteLine(line) + "\n")
        }
    }

    /// `text` cut at every line break: `\n`, `\r\n` (one Character in Swift, which a split at
    /// "\n" would not cut) and a lone `\r`.
    static func lines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init)
    }

    /// The node's title as Markdown: `[title](url)` when its link may be rendered
    /// (`MindMapRules.isRenderable`), else the escaped title.
    static func linked(_ node: MindMapNode) -> String {
        guard let link = node.link, MindMapRules.isRenderable(link) else { return escape(node.title) }
        return "[" + escape(node.title) + "](" + destination(link) + ")"
    }

    /// A link as a CommonMark link destination (FORMAT.md R70): `\`, `(`, `)`, `<`, `>` and `&`
    /// backslash-escaped (no parenthesis ends it, no entity reference is decoded in it), spaces
    /// as `%20` (a destination ends at a space; http, https and mailto URLs mean the same with
    /// `%20`); `"` as it is, since no space is left before it to start a title.
    static func destination(_ link: String) -> String {
        var out = ""
        for ch in link {
            switch ch {
            case "\\", "(", ")", "<", ">", "&": out += "\\" + String(ch)
            case " ": out += "%20"
            default: out.append(ch)
            }
        }
        return out
    }

    /// Characters that can begin inline Markdown (CommonMark and GitHub's extensions):
    /// backslash escapes, code spans, emphasis, links and images, raw HTML and autolinks,
    /// entity references, strikethrough, table cells.
    static let inlineMarkup: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "~", "|"]

    /// A note line as literal Markdown text: its leading white space kept (the note's own
    /// indentation), every `inlineMarkup` character backslash-escaped, and a start that would
    /// begin a block (`#` heading, `-`/`+`/`=` list item or rule or setext underline, `1.`/`1)`
    /// ordered item) escaped too. `MarkdownOutlineReader.unescape` gives the line back.
    static func escapeNoteLine(_ line: String) -> String {
        let body = line.drop { $0 == " " || $0 == "\t" }
        var out = String(line[..<body.startIndex])
        var first = true
        for ch in body {
            if inlineMarkup.contains(ch) || (first && (ch == "#" || ch == "-" || ch == "+" || ch == "=")) {
                out.append("\\")
            }
            out.append(ch)
            first = false
        }
        // "1. x" or "1) x" would start an ordered list: escape the mark after the digits.
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let mark = body.dropFirst(digits.count).first, mark == "." || mark == ")" {
            let at = out.index(out.startIndex, offsetBy: line.count - body.count + digits.count)
            out.insert("\\", at: at)
        }
        return out
    }

    /// A title as literal Markdown text on one line.
    static func escape(_ title: String) -> String {
        var out = ""
        var atStart = true
        for ch in title {
            switch ch {
            case "\n", "\r", "\r\n": out += " "
            case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "&": out += "\\" + String(ch)
            case "-" where atStart, "+" where atStart, "=" where atStart: out += "\\" + String(ch)
            default: out.append(ch)
            }
            atStart = false
        }
        // "1. x" would start an ordered list: escape the dot or parenthesis after leading digits.
        if let end = out.firstIndex(where: { !$0.isNumber }), end != out.startIndex, out[end] == "." || out[end] == ")" {
            out.insert("\\", at: end)
        }
        return out
    }
}

/// Markdown and indented-text outlines read as a tree: the inverse of `MarkdownOutline.write`,
/// and what Markdown editors (Obsidian, Logseq, markmap, Typora), outliners' "plain text"
/// exports and hand-written notes look like.
///
/// - YAML front matter (a first line `---`, up to the next `---` or `...`: Obsidian's
///   properties, markmap's options) is metadata, not content, and is left out.
/// - HTML comments (`<!-- markmap: fold -->`, several lines too) are dropped.
/// - A fenced code block (```` ``` ```` or `~~~`, CommonMark's rules for its end) is one
///   piece of note, its lines as written, fence lines included: nothing inside is a heading
///   or item.
/// - A first line that is a level-1 heading ("# Title") is the root; text before the first item
///   or heading below it is the root's note.
/// - Headings "##" … "######" are levels under it (a heading's level sets its depth), and list
///   items ("-", "*", "+", "1." or "1)") nest under the heading above them by their
///   indentation (a tab counts as four columns); our exporter's "(level N) " marker gives its
///   depth back. A heading inside an item (Logseq's `- ## Usage`) is that item's title; an
///   item with no text (Logseq's empty block `-`) is a node without a title.
/// - Other lines are notes: a line right after a node's line or note line continues it (as
///   a CommonMark paragraph continues); after a blank line a line belongs to the deepest open
///   node it is indented under (a paragraph at the margin after a list is the heading's, not
///   the last item's). The node's indentation is removed; blank lines inside are kept.
/// - A file with no heading and no list marker is an indented-text outline: every line a node,
///   nested by indentation.
/// - Backslash escapes of ASCII punctuation are undone, outside code blocks. Several
///   top-level nodes go under a root titled "Untitled", as in OPML.
enum MarkdownOutlineReader {
    struct Line { let indent: Int; let text: String }

    /// What the reader works on: a line of text, or a fenced code block whole.
    enum Block {
        case line(Line)
        case blank
        case fence(indent: Int, lines: [String])
    }

    static func read(path: String, budget: OutlineBudget) throws(KeepsakeError) -> ImportedOutline {
        guard let size = FileSystem.regularFileSize(path) else {
            if FileSystem.exists(path) { throw .invalidArgument("'\(path)' is not a regular file") }
            throw .notFound("no Markdown file at '\(path)'")
        }
        guard size <= XMLStream.maxInputBytes else {
            throw .limitExceeded("'\(path)' is \(size) bytes; Markdown files are limited to \(XMLStream.maxInputBytes) bytes")
        }
        let bytes = try File.openForReading(path).readBytes(upTo: Int(size))
        return try parse(String(decoding: bytes, as: UTF8.self), budget: budget)
    }

    /// A line's indentation in columns (a tab to the next multiple of four) and its text.
    static func measure(_ raw: Substring) -> Line {
        var indent = 0
        var rest = raw
        while let c = rest.first, c == " " || c == "\t" {
            indent += c == "\t" ? 4 - indent % 4 : 1
            rest = rest.dropFirst()
        }
        return Line(indent: indent, text: String(rest))
    }

    /// The file's blocks: front matter left out, comments dropped, fences gathered.
    static func blocks(_ text: String) -> [Block] {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        let raw = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        var i = 0
        if let first = raw.first, trimTrailing(first) == "---",
           let close = raw.indices.dropFirst().first(where: { trimTrailing(raw[$0]) == "---" || trimTrailing(raw[$0]) == "..." }) {
            i = close + 1
        }
        var out: [Block] = []
        var inComment = false
        while i < raw.count {
            var lineText = raw[i]
            i += 1
            if inComment {
                guard let end = lineText.firstRange(of: "-->") else { continue }
                inComment = false
                lineText = lineText[end.upperBound...]
                if lineText.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            }
            let line = measure(lineText)
            if let fence = fenceOpening(line.text) {
                var content: [String] = [line.text]
                while i < raw.count {
                    let inner = raw[i]
                    i += 1
                    let measured = measure(inner)
                    if isFenceClosing(measured.text, fence) {
                        content.append(measured.text)
                        break
                    }
                    // Up to the fence's own indentation is removed from each line inside.
                    var drop = line.indent
                    var kept = Substring(inner)
                    while drop > 0, let c = kept.first, c == " " { kept = kept.dropFirst(); drop -= 1 }
                    content.append(String(kept))
                }
                out.append(.fence(indent: line.indent, lines: content))
                continue
            }
            let (stripped, opened) = removingComments(line.text)
            inComment = opened
            // Blank is spaces and tabs only, as in CommonMark: a line of U+00A0 is text.
            let blank = stripped.allSatisfy { $0 == " " || $0 == "\t" }
            if stripped != line.text && blank { continue }
            if blank { out.append(.blank); continue }
            out.append(.line(Line(indent: line.indent, text: stripped)))
        }
        return out
    }

    static func trimTrailing(_ s: Substring) -> String {
        var t = s
        while let c = t.last, c == " " || c == "\t" { t = t.dropLast() }
        return String(t)
    }

    /// `text` without its HTML comments, and whether a comment opened on it runs on.
    static func removingComments(_ text: String) -> (String, Bool) {
        guard text.contains("<!--") else { return (text, false) }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "<!--") {
            out += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            guard let close = after.firstRange(of: "-->") else { return (trimTrailing(Substring(out)), true) }
            rest = after[close.upperBound...]
        }
        out += rest
        return (trimTrailing(Substring(out)), false)
    }

    /// The fence character and length of a line that opens a fenced code block, or nil.
    static func fenceOpening(_ text: String) -> (Character, Int)? {
        guard let c = text.first, c == "`" || c == "~" else { return nil }
        let count = text.prefix { $0 == c }.count
        guard count >= 3 else { return nil }
        // A backtick fence's info string holds no backtick.
        if c == "`" && text.dropFirst(count).contains("`") { return nil }
        return (c, count)
    }

    static func isFenceClosing(_ text: String, _ fence: (Character, Int)) -> Bool {
        let count = text.prefix { $0 == fence.0 }.count
        return count >= fence.1 && MindMapRules.trim(String(text.dropFirst(count))).isEmpty
    }

    static func parse(_ text: String, budget: OutlineBudget) throws(KeepsakeError) -> ImportedOutline {
        let blocks = blocks(text)
        let structured = blocks.contains {
            guard case .line(let line) = $0 else { return false }
            return heading(line.text) != nil || item(line.text) != nil
        }
        var outline = ImportedOutline(budget: budget)
        outline.addProvisionalRoot()      // provisional root, as OPML.read does
        var topLevel: [Int] = []
        var rootTitle: String?
        var rootLink: String?
        // Notes by node; index 0 is the root's.
        var notes: [Int: [String]] = [:]
        // Open nodes: (depth key, index, content indent for notes).
        var open: [(key: Int, index: Int, contentIndent: Int)] = []
        var lastNode: (index: Int, contentIndent: Int)?
        // Blank lines seen since the last text, and whether a line continues the one before.
        var blanks = 0
        var continues = false
        func add(key: Int, title: String, contentIndent: Int) throws(KeepsakeError) {
            while let last = open.last, last.key >= key { open.removeLast() }
            let parent = open.last?.index ?? 0
            let (text, link) = linked(title)
            let index = try outline.add(parent: parent, title: text, link: link)
            if parent == 0 { topLevel.append(index) }
            open.append((key, index, contentIndent))
            lastNode = (index, contentIndent)
        }
        /// The node a note line at `indent` belongs to, and that node's content indent.
        func noteTarget(indent: Int) -> (Int, Int) {
            if continues, let lastNode { return lastNode }
            if let node = open.last(where: { $0.contentIndent <= indent }) { return (node.index, node.contentIndent) }
            if let lastNode, open.isEmpty { return lastNode }
            return (0, 0)
        }
        func note(_ lines: [String], indent: Int) {
            let (target, contentIndent) = noteTarget(indent: indent)
            if target == 0 && rootTitle == nil { rootTitle = "" }
            if notes[target]?.isEmpty == false { notes[target, default: []] += Array(repeating: "", count: blanks) }
            let keep = String(repeating: " ", count: max(0, indent - contentIndent))
            notes[target, default: []] += lines.map { keep + $0 }
            blanks = 0
            continues = true
        }
        let first = blocks.firstIndex { if case .blank = $0 { return false } else { return true } }
        for (number, block) in blocks.enumerated() {
            switch block {
            case .blank:
                blanks += 1
                continues = false
                continue
            case .fence(let indent, let lines):
                if structured {
                    note(lines, indent: indent)
                } else {
                    let (target, contentIndent) = lastNode ?? (0, 0)
                    if target == 0 && rootTitle == nil { rootTitle = "" }
                    notes[target, default: []] += lines.map { String(repeating: " ", count: max(0, indent - contentIndent)) + $0 }
                }
                continues = false
                continue
            case .line(let line):
                if structured {
                    if let (level, title) = heading(line.text), line.indent < 4 {
                        if level == 1 && number == first {
                            let (text, link) = linked(title)
                            outline.keepProvisionalRoot()
                            rootTitle = text
                            rootLink = link
                            blanks = 0
                            continues = false
                            continue
                        }
                        // Headings are levels 1–6, items below them from 7,000,000 on by indentation.
                        try add(key: level * 1_000_000, title: title, contentIndent: 0)
                    } else if let (marker, itemTitle) = item(line.text) {
                        var depthKey = 7_000_000 + line.indent
                        var title = itemTitle
                        if title.hasPrefix("(level "), let close = title.firstIndex(of: ")"), let n = Int(title[title.index(title.startIndex, offsetBy: 7)..<close]) {
                            depthKey = 7_000_000 + n * 2
                            title = String(title[title.index(after: close)...].drop { $0 == " " })
                        }
                        // Logseq writes a heading block as a list item: "- ## Usage".
                        if let (_, text) = heading(title) { title = text }
                        try add(key: depthKey, title: title, contentIndent: line.indent + marker)
                    } else {
                        note([unescape(line.text)], indent: line.indent)
                        continue
                    }
                } else {
                    try add(key: line.indent, title: line.text, contentIndent: line.indent)
                }
                blanks = 0
                continues = true
            }
        }
        var rootNote = notes.removeValue(forKey: 0) ?? []
        for (index, list) in notes {
            var list = list
            while list.last == "" { list.removeLast() }
            while list.first == "" { list.removeFirst() }
            if !list.isEmpty { try outline.set(index, note: .some(list.joined(separator: "\n"))) }
        }
        while rootNote.last == "" { rootNote.removeLast() }
        while rootNote.first == "" { rootNote.removeFirst() }
        if let rootTitle, !MindMapRules.trim(rootTitle).isEmpty {
            try outline.set(0, title: rootTitle, note: .some(rootNote.isEmpty ? nil : rootNote.joined(separator: "\n")), link: .some(rootLink))
            return outline
        }
        guard !topLevel.isEmpty else { throw .invalidArgument("the Markdown file holds no outline: no heading, list item or line of text") }
        if topLevel.count == 1 && rootNote.isEmpty { return OPML.reroot(outline, at: topLevel[0]) }
        try outline.set(0, title: MindMapRules.untitled, note: .some(rootNote.isEmpty ? nil : rootNote.joined(separator: "\n")))
        return outline
    }

    /// "## Title" → (2, "Title").
    static func heading(_ text: String) -> (Int, String)? {
        let hashes = text.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = text.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var title = MindMapRules.trim(String(rest))
        // A closing run of #s is not part of the title.
        while title.hasSuffix("#") && !title.hasSuffix("\\#") { title.removeLast() }
        return (hashes, MindMapRules.trim(title))
    }

    /// "- Title", "* Title", "+ Title", "1. Title", "1) Title" → (marker width, "Title").
    static func item(_ text: String) -> (Int, String)? {
        if let first = text.first, "-*+".contains(first) {
            let rest = text.dropFirst()
            // An item with no text (Logseq's empty block): the marker alone.
            if MindMapRules.trim(String(rest)).isEmpty { return (2, "") }
            guard rest.first == " " || rest.first == "\t" else { return nil }
            // "- - -" and "***" are rules, not items.
            if text.allSatisfy({ $0 == first || $0 == " " }) && text.filter({ $0 == first }).count >= 3 { return nil }
            var title = String(rest.dropFirst())
            for box in ["[ ] ", "[x] ", "[X] "] where title.hasPrefix(box) { title.removeFirst(4) }
            return (2, title)
        }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...9).contains(digits.count) else { return nil }
        let rest = text.dropFirst(digits.count)
        guard let mark = rest.first, mark == "." || mark == ")" else { return nil }
        if MindMapRules.trim(String(rest.dropFirst())).isEmpty { return (digits.count + 1, "") }
        guard rest.dropFirst().first == " " else { return nil }
        return (digits.count + 2, String(rest.dropFirst(2)))
    }

    /// A title that is one Markdown link as a whole, `[text](destination)` (what
    /// `MarkdownOutline.linked` writes, `<destination>` too), split into its unescaped text and
    /// destination; any other title unescaped, without a link.
    static func linked(_ title: String) -> (String, String?) {
        let chars = Array(title)
        guard chars.first == "[", chars.last == ")" else { return (unescape(title), nil) }
        var depth = 0, i = 1, close: Int?
        while i < chars.count {
            switch chars[i] {
            case "\\": i += 1
            case "[": depth += 1
            case "]":
                if depth == 0 { close = i } else { depth -= 1 }
            default: break
            }
            if close != nil { break }
            i += 1
        }
        guard let close, close + 1 < chars.count - 1, chars[close + 1] == "(" else { return (unescape(title), nil) }
        var target = String(chars[(close + 2)..<(chars.count - 1)])
        if target.hasPrefix("<") && target.hasSuffix(">") && target.count >= 2 { target = String(target.dropFirst().dropLast()) }
        guard !target.contains(" ") else { return (unescape(title), nil) }
        return (unescape(String(chars[1..<close])), unescape(target))
    }

    /// Backslash escapes of ASCII punctuation undone ("\*" → "*").
    static func unescape(_ s: String) -> String {
        guard s.contains("\\") else { return s }
        var out = ""
        var escaped = false
        for ch in s {
            if escaped {
                if !(ch.isASCII && ch.isPunctuation || ch.isASCII && ch.isSymbol) { out.append("\\") }
                out.append(ch)
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else {
                out.append(ch)
            }
        }
        if escaped { out.append("\\") }
        return out
    }
}

/// A map as a Mermaid `mindmap` diagram (mermaid.js.org/syntax/mindmap): "mindmap", then one
/// line a node, nested by two spaces a level. A title made only of letters, digits, spaces and
/// plain punctuation is written as it is; any other is a quoted string `nN["…"]` (quotes,
/// `#` and backticks as Mermaid entity codes, line breaks as `<br/>`), since brackets and parentheses would
/// otherwise be read as a node shape. Mermaid nests by indentation only, so maps deeper than
/// `maxDepth` are refused rather than written at a size that grows with the square of depth.
enum MermaidMindmap {
    static let maxDepth = 500

    static func write(_ map: MindMap, _ tree: MindMapTree, to out: AtomicTextFile) throws(KeepsakeError) {
        var deepest = 0
        tree.walk { _, depth, entering in if entering { deepest = max(deepest, depth) } }
        guard deepest <= maxDepth else {
            throw .limitExceeded("the map is \(deepest + 1) levels deep; Mermaid mindmaps nest by indentation and are written up to \(maxDepth + 1) levels")
        }
        try out.write("mindmap\n")
        var number = 0
        try tree.walk(throwing: { (i, depth, entering) throws(KeepsakeError) in
            guard entering else { return }
            number += 1
            let indent = String(repeating: "  ", count: depth + 1)
            let title = tree.nodes[i].title
            if depth == 0 {
                try out.write(indent + "root((\"" + quoted(title) + "\"))\n")
            } else if plain(title) {
                try out.write(indent + title + "\n")
            } else {
                try out.write(indent + "n\(number)[\"" + quoted(title) + "\"]\n")
            }
        })
    }

    static func plain(_ title: String) -> Bool {
        guard let first = title.first, first.isLetter || first.isNumber else { return false }
        return title.allSatisfy { $0.isLetter || $0.isNumber || " ,.!?'-_&+/".contains($0) } && !title.hasSuffix(" ")
    }

    static func quoted(_ title: String) -> String {
        var out = ""
        for ch in title {
            switch ch {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            // A label that begins and ends with a backtick is a Markdown string to Mermaid
            // (the backticks vanish): a backtick is written as its entity code.
            case "`": out += "#96;"
            // "<" as its entity code, so no text reads back as a <br> line break.
            case "<": out += "#lt;"
            case "\n", "\r\n", "\r": out += "<br/>"
            default: out.append(ch)
            }
        }
        return out
    }
}
