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
enum MarkdownOutline {
    static let maxIndent = 32

    static func write(_ map: MindMap, _ tree: MindMapTree, to out: AtomicTextFile) throws(KeepsakeError) {
        try tree.walk(throwing: { (i, depth, entering) throws(KeepsakeError) in
            guard entering else { return }
            let node = tree.nodes[i]
            if depth == 0 {
                try out.write("# " + linked(node) + "\n")
                if let note = node.note { try out.write("\n" + note + "\n") }
                if !tree.children[i].isEmpty { try out.write("\n") }
                return
            }
            let level = min(depth, maxIndent)
            let indent = String(repeating: "  ", count: level - 1)
            let marker = depth > maxIndent ? "(level \(depth)) " : ""
            try out.write(indent + "- " + marker + linked(node) + "\n")
            if let note = node.note {
                let inner = indent + "  "
                try out.write("\n")
                for line in note.split(separator: "\n", omittingEmptySubsequences: false) {
                    try out.write(line.isEmpty ? "\n" : inner + escapeNoteLine(String(line)) + "\n")
                }
                try out.write("\n")
            }
        })
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

    /// A note line that would read as a list item or heading, with its marker escaped
    /// ("\\- x", "1\\. x", "\\# x"); `MarkdownOutlineReader` takes the backslash off again.
    static func escapeNoteLine(_ line: String) -> String {
        let body = line.drop { $0 == " " || $0 == "\t" }
        let lead = String(line.prefix(line.count - body.count))
        let text = String(body)
        if MarkdownOutlineReader.heading(text) != nil || (MarkdownOutlineReader.item(text) != nil && !text.first!.isNumber) {
            return lead + "\\" + text
        }
        if MarkdownOutlineReader.item(text) != nil, let end = text.firstIndex(where: { !$0.isNumber }) {
            var t = text
            t.insert("\\", at: end)
            return lead + t
        }
        return line
    }

    /// A title as literal Markdown text on one line.
    static func escape(_ title: String) -> String {
        var out = ""
        var atStart = true
        for ch in title {
            switch ch {
            case "\n", "\r", "\r\n": out += " "
            case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~": out += "\\" + String(ch)
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
/// and what Markdown editors, outliners' "plain text" exports and hand-written notes look like.
///
/// - A first line that is a level-1 heading ("# Title") is the root; text before the first item
///   or heading below it is the root's note.
/// - Headings "##" … "######" are levels under it (a heading's level sets its depth), and list
///   items ("-", "*", "+", "1." or "1)") nest under the heading above them by their
///   indentation (a tab counts as four columns); our exporter's "(level N) " marker gives its
///   depth back.
/// - Lines that are neither, indented under an item, are that item's note (the item's
///   indentation removed; blank lines inside kept).
/// - A file with no heading and no list marker is an indented-text outline: every line a node,
///   nested by indentation.
/// - Backslash escapes of ASCII punctuation are undone. Several top-level nodes go under a
///   root titled "Untitled", as in OPML.
enum MarkdownOutlineReader {
    struct Line { let indent: Int; let text: String }

    static func read(path: String) throws(KeepsakeError) -> ImportedOutline {
        guard let size = FileSystem.regularFileSize(path) else {
            if FileSystem.exists(path) { throw .invalidArgument("'\(path)' is not a regular file") }
            throw .notFound("no Markdown file at '\(path)'")
        }
        guard size <= XMLStream.maxInputBytes else {
            throw .limitExceeded("'\(path)' is \(size) bytes; Markdown files are limited to \(XMLStream.maxInputBytes) bytes")
        }
        let bytes = try File.openForReading(path).readBytes(upTo: Int(size))
        return try parse(String(decoding: bytes, as: UTF8.self))
    }

    static func parse(_ text: String) throws(KeepsakeError) -> ImportedOutline {
        var lines: [Line] = []
        var body = text
        if body.hasPrefix("\u{FEFF}") { body.removeFirst() }
        for raw in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var indent = 0
            var rest = Substring(raw)
            while let c = rest.first, c == " " || c == "\t" {
                indent += c == "\t" ? 4 - indent % 4 : 1
                rest = rest.dropFirst()
            }
            lines.append(Line(indent: indent, text: String(rest)))
        }
        let structured = lines.contains { heading($0.text) != nil || item($0.text) != nil }
        var outline = ImportedOutline()
        _ = try outline.add(parent: nil)      // provisional root, as OPML.read does
        var topLevel: [Int] = []
        var rootTitle: String?
        var rootLink: String?
        var rootNote: [String] = []
        // Open nodes: (depth key, index, content indent for notes).
        var open: [(key: Int, index: Int, contentIndent: Int)] = []
        var notes: [Int: [String]] = [:]
        var lastNode: (index: Int, contentIndent: Int)?
        func add(key: Int, title: String, contentIndent: Int) throws(KeepsakeError) {
            while let last = open.last, last.key >= key { open.removeLast() }
            let parent = open.last?.index ?? 0
            let (text, link) = linked(title)
            let index = try outline.add(parent: parent, title: text, link: link)
            if parent == 0 { topLevel.append(index) }
            open.append((key, index, contentIndent))
            lastNode = (index, contentIndent)
        }
        for (number, line) in lines.enumerated() {
            if line.text.isEmpty {
                if let node = lastNode { notes[node.index, default: []].append("") } else if rootTitle != nil { rootNote.append("") }
                continue
            }
            if structured {
                if let (level, title) = heading(line.text), line.indent < 4 {
                    if level == 1 && number == firstNonBlank(lines) {
                        let (text, link) = linked(title)
                        rootTitle = text
                        rootLink = link
                        continue
                    }
                    // Headings are levels 1–6, items below them from 10 on by indentation.
                    try add(key: level * 1_000_000, title: title, contentIndent: 0)
                    continue
                }
                if let (marker, title) = item(line.text) {
                    var depthKey = 7_000_000 + line.indent
                    var title = title
                    if title.hasPrefix("(level "), let close = title.firstIndex(of: ")"), let n = Int(title[title.index(title.startIndex, offsetBy: 7)..<close]) {
                        depthKey = 7_000_000 + n * 2
                        title = String(title[title.index(after: close)...].drop { $0 == " " })
                    }
                    try add(key: depthKey, title: title, contentIndent: line.indent + marker)
                    continue
                }
                // A note line: under the last node, or the root's before any node.
                if let node = lastNode {
                    let keep = max(0, line.indent - node.contentIndent)
                    notes[node.index, default: []].append(String(repeating: " ", count: keep) + unescapeNoteLine(line.text))
                } else {
                    if rootTitle == nil { rootTitle = "" }
                    rootNote.append(String(repeating: " ", count: line.indent) + line.text)
                }
            } else {
                try add(key: line.indent, title: line.text, contentIndent: line.indent)
            }
        }
        for (index, list) in notes {
            var list = list
            while list.last == "" { list.removeLast() }
            while list.first == "" { list.removeFirst() }
            if !list.isEmpty { outline.set(index, note: .some(list.joined(separator: "\n"))) }
        }
        while rootNote.last == "" { rootNote.removeLast() }
        while rootNote.first == "" { rootNote.removeFirst() }
        if let rootTitle, !MindMapRules.trim(rootTitle).isEmpty {
            outline.set(0, title: rootTitle, note: .some(rootNote.isEmpty ? nil : rootNote.joined(separator: "\n")), link: .some(rootLink))
            return outline
        }
        guard !topLevel.isEmpty else { throw .invalidArgument("the Markdown file holds no outline: no heading, list item or line of text") }
        if topLevel.count == 1 && rootNote.isEmpty { return OPML.reroot(outline, at: topLevel[0]) }
        outline.set(0, title: MindMapRules.untitled, note: .some(rootNote.isEmpty ? nil : rootNote.joined(separator: "\n")))
        return outline
    }

    /// `MarkdownOutline.escapeNoteLine` undone.
    static func unescapeNoteLine(_ text: String) -> String {
        if text.hasPrefix("\\") {
            let rest = String(text.dropFirst())
            if heading(rest) != nil || item(rest) != nil { return rest }
        }
        if let slash = text.firstIndex(of: "\\"), text[..<slash].allSatisfy({ $0.isASCII && $0.isNumber }), slash != text.startIndex {
            var t = text
            t.remove(at: slash)
            if item(t) != nil { return t }
        }
        return text
    }

    static func firstNonBlank(_ lines: [Line]) -> Int { lines.firstIndex { !$0.text.isEmpty } ?? 0 }

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
        guard let mark = rest.first, mark == "." || mark == ")", rest.dropFirst().first == " " else { return nil }
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
/// plain punctuation is written as it is; any other is a quoted string `nN["…"]` (quotes and
/// `#` as Mermaid entity codes, line breaks as `<br/>`), since brackets and parentheses would
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
            case "\n", "\r\n", "\r": out += "<br/>"
            default: out.append(ch)
            }
        }
        return out
    }
}
