import CXML2

/// Mermaid `mindmap` diagrams (mermaid.js.org/syntax/mindmap) read as a tree: what people keep
/// in `.mmd` files and in the ```` ```mermaid ```` blocks of their notes and READMEs, and what
/// `MermaidMindmap.write` writes.
///
/// - The diagram starts at the line `mindmap`, after optional front matter (`---` … `---`),
///   `%%` comments and `%%{init: …}%%` directives. A Markdown file is read from its first
///   ```` ```mermaid ```` (or `~~~mermaid`) block that holds a mindmap.
/// - Each further line is a node, nested by indentation as Mermaid nests it: a node's parent is
///   the nearest node above it that is indented less. The first node is the root; another node
///   indented as little as the root is refused, as Mermaid refuses it.
/// - A node is its text alone, or an id and a shape around its text: `id[text]` (square),
///   `id(text)` (rounded), `id((text))` (circle), `id))text((` (bang), `id)text(` (cloud),
///   `id{{text}}` (hexagon). Shapes and ids are not kept; the title is the text.
/// - Text may be quoted (`"…"`), and a quoted string in backticks (`` "`…`" ``) is a Markdown
///   string, which may run over several lines (line breaks kept) and whose `**` and `*`
///   emphasis markers are dropped. `<br>` and `<br/>` are line breaks; Mermaid's entity codes
///   (`#quot;`, `#35;`, `#96;`, any HTML entity name or decimal code between `#` and `;`) are
///   the characters they name.
/// - `::icon(…)` and `:::class` lines decorate the node above and are not content; `%%`
///   lines are comments.
enum MermaidMindmapReader {
    static func read(path: String, budget: OutlineBudget) throws(KeepsakeError) -> ImportedOutline {
        guard let size = FileSystem.regularFileSize(path) else {
            if FileSystem.exists(path) { throw .invalidArgument("\(quotedPath: path) is not a regular file") }
            throw .notFound("no Mermaid file at \(quotedPath: path)")
        }
        guard size <= XMLStream.maxInputBytes else {
            throw .limitExceeded("\(quotedPath: path) is \(size) bytes; Mermaid files are limited to \(XMLStream.maxInputBytes) bytes")
        }
        let bytes = try File.openForReading(path).readBytes(upTo: Int(size))
        return try parse(String(decoding: bytes, as: UTF8.self), budget: budget)
    }

    struct Line { let number: Int; let indent: Int; let text: String }

    /// The diagram's lines after `mindmap` (numbered as in the file), or nil when the text holds
    /// no mindmap.
    static func diagram(_ text: String) -> [Line]? {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        let raw = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        func measured(_ i: Int) -> Line {
            let line = MarkdownOutlineReader.measure(raw[i])
            return Line(number: i + 1, indent: line.indent, text: MarkdownOutlineReader.trimTrailing(Substring(line.text)))
        }
        // A .mmd file: front matter, comments and directives, then "mindmap".
        var i = 0
        if let first = raw.first, MarkdownOutlineReader.trimTrailing(first) == "---",
           let close = raw.indices.dropFirst().first(where: { MarkdownOutlineReader.trimTrailing(raw[$0]) == "---" }) {
            i = close + 1
        }
        while i < raw.count, measured(i).text.isEmpty || measured(i).text.hasPrefix("%%") { i += 1 }
        if i < raw.count, isKeyword(measured(i).text) {
            return (i + 1..<raw.count).map(measured)
        }
        // A Markdown note: the first mermaid fence whose diagram is a mindmap.
        var j = 0
        while j < raw.count {
            let open = measured(j)
            j += 1
            guard let fence = MarkdownOutlineReader.fenceOpening(open.text),
                  open.text.dropFirst(fence.1).trimmingPrefix(while: { $0 == " " }).lowercased().hasPrefix("mermaid") else { continue }
            var inner: [Line] = []
            while j < raw.count {
                let line = measured(j)
                j += 1
                if MarkdownOutlineReader.isFenceClosing(line.text, fence) { break }
                inner.append(line)
            }
            guard let start = inner.firstIndex(where: { !$0.text.isEmpty && !$0.text.hasPrefix("%%") }), isKeyword(inner[start].text) else { continue }
            return Array(inner[(start + 1)...])
        }
        return nil
    }

    static func isKeyword(_ text: String) -> Bool {
        text == "mindmap" || text.hasPrefix("mindmap ") || text.hasPrefix("mindmap\t")
    }

    static func parse(_ text: String, budget: OutlineBudget) throws(KeepsakeError) -> ImportedOutline {
        guard let lines = diagram(text) else {
            throw .invalidArgument("the file holds no Mermaid mindmap: no line 'mindmap' (after front matter and %% comments), nor a ```mermaid block that starts with one")
        }
        var outline = ImportedOutline(budget: budget)
        // Open nodes: (indentation, index).
        var open: [(indent: Int, index: Int)] = []
        var rootIndent: Int?
        var k = 0
        while k < lines.count {
            let line = lines[k]
            k += 1
            if line.text.isEmpty || line.text.hasPrefix("%%") || line.text.hasPrefix("::icon(") || line.text.hasPrefix(":::") { continue }
            // A Markdown string may run over several lines: gather them.
            var source = line.text
            if let quote = source.firstRange(of: "\"`"), !source[quote.upperBound...].contains("`\"") {
                while k < lines.count {
                    let next = lines[k]
                    k += 1
                    source += "\n" + next.text
                    if next.text.contains("`\"") { break }
                }
            }
            let title = try nodeText(source, line: line.number)
            if let rootIndent {
                guard line.indent > rootIndent else {
                    throw .invalidArgument("line \(line.number): '\(String(line.text.prefix(60)))' is indented no more than the root; a Mermaid mindmap has one root")
                }
                while let last = open.last, last.indent >= line.indent { open.removeLast() }
                let index = try outline.add(parent: open.last?.index ?? 0, title: title)
                open.append((line.indent, index))
            } else {
                rootIndent = line.indent
                let index = try outline.add(parent: nil, title: title)
                open.append((line.indent, index))
            }
        }
        guard !outline.nodes.isEmpty else { throw .invalidArgument("the Mermaid mindmap has no node") }
        return outline
    }

    /// The shapes, by their opening delimiter: the closing one. Longer openers first.
    static let shapes: [(open: String, close: String)] = [("((", "))"), ("{{", "}}"), ("))", "(("), ("(", ")"), ("[", "]"), (")", "(")]

    /// The text of one node's source (`id[text]`, `text`, …).
    static func nodeText(_ source: String, line: Int) throws(KeepsakeError) -> String {
        // Mermaid's node id runs up to the first bracket of a shape.
        guard let start = source.firstIndex(where: { "([{)".contains($0) }) else { return decode(source) }
        let rest = source[start...]
        guard let shape = shapes.first(where: { rest.hasPrefix($0.open) }) else { return decode(source) }
        let inner = rest.dropFirst(shape.open.count)
        guard inner.hasSuffix(shape.close), inner.count >= shape.close.count else {
            throw .invalidArgument("line \(line): the shape '\(shape.open)' of '\(String(source.prefix(60)))' is not closed with '\(shape.close)'")
        }
        let text = String(inner.dropLast(shape.close.count))
        return decode(text)
    }

    /// A label's text as Mermaid shows it: quotes and Markdown strings undone, `<br>` as line
    /// breaks, entity codes decoded, surrounding spaces trimmed.
    static func decode(_ label: String) -> String {
        var text = MindMapRules.trim(label)
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            text = String(text.dropFirst().dropLast())
            if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
                text = markdownString(String(text.dropFirst().dropLast()))
            }
        }
        return entities(lineBreaks(text))
    }

    /// A Markdown string's text: lines trimmed of their indentation, `**` markers dropped, and
    /// single `*` markers when they pair up (`*word*`).
    static func markdownString(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { MindMapRules.trim(String($0)) }
        let out = lines.joined(separator: "\n").replacing("**", with: "")
        let stars = out.filter { $0 == "*" }.count
        return stars > 0 && stars % 2 == 0 ? out.replacing("*", with: "") : out
    }

    static func lineBreaks(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var out = text
        for tag in ["<br/>", "<br />", "<br>", "<BR/>", "<BR>", "<Br>"] { out = out.replacing(tag, with: "\n") }
        return out
    }

    /// Mermaid's entity codes: `#` and an HTML entity name or a decimal code, then `;`.
    static func entities(_ text: String) -> String {
        guard text.contains("#") else { return text }
        var out = ""
        var rest = Substring(text)
        while let hash = rest.firstIndex(of: "#") {
            out += rest[..<hash]
            let after = rest[rest.index(after: hash)...]
            let name = after.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            let end = after.index(after.startIndex, offsetBy: name.count, limitedBy: after.endIndex) ?? after.endIndex
            if !name.isEmpty, name.count <= 32, end < after.endIndex, after[end] == ";", let scalar = entity(String(name)) {
                out.unicodeScalars.append(scalar)
                rest = after[after.index(after: end)...]
            } else {
                out.append("#")
                rest = after
            }
        }
        out += rest
        return out
    }

    static func entity(_ name: String) -> Unicode.Scalar? {
        if name.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard let value = UInt32(name), value != 0 else { return nil }
            return Unicode.Scalar(value)
        }
        return name.withCString { pointer -> Unicode.Scalar? in
            guard let description = htmlEntityLookup(UnsafeRawPointer(pointer).assumingMemoryBound(to: xmlChar.self)) else { return nil }
            return Unicode.Scalar(description.pointee.value)
        }
    }
}
