import CXML2

/// The plain text a user of the source program sees when it renders HTML: FreeMind and
/// Freeplane rich text (`TEXT="<html>…"`, `<richcontent>`), and the inline markup WorkFlowy
/// and Drummer put in OPML `text` and `_note`.
///
/// Fed element and text events (from the XML reader for XHTML inside a `.mm` file, or from
/// `HTMLText.plain(html:)`, libxml2's HTML parser, for HTML held in an attribute):
/// - block elements (`p`, `div`, `li`, headings, `table` rows, …) start and end lines, and
///   `<br>` is a line break (two of them leave a blank line); an explicit empty `<p></p>` is a
///   blank line;
/// - list items begin with "• " (or "1. ", "2. " … in an `ol`);
/// - an image is "[image: ALT]", or "[image: FILE]" from its `src` without alt text;
/// - `script`, `style`, `head`, `title` and `template` are dropped with their content;
/// - in `.collapse` mode (HTML) runs of the HTML space characters (space, tab, line feed, form
///   feed, carriage return) are one space and vanish at line ends, as a browser shows them;
///   no other character is white space to HTML, so U+00A0 (`&#160;`, often leading
///   indentation) and U+3000 stay themselves;
/// - inside `<pre>` every character is kept and line feeds are line breaks (a line feed just
///   after `<pre>` is dropped, as HTML says, and one just before `</pre>` ends the last line);
/// - in `.keep` mode (text with inline markup: OPML) white space is kept as written and line
///   feeds are line breaks.
struct HTMLText {
    enum Space { case collapse, keep }

    private let space: Space
    private var lines: [String] = []
    private var current = ""
    private var pendingSpace = false
    private var preDepth = 0
    private var skipDepth = 0
    private var afterPreStart = false
    private var emptyParagraph = false
    /// Open lists: ordered or not, and the next item's number.
    private var lists: [(ordered: Bool, next: Int)] = []

    init(space: Space = .collapse) { self.space = space }

    static let blocks: Set<String> = [
        "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "ul", "ol",
        "table", "hr", "dl", "dt", "dd", "center", "address", "section", "article", "header", "footer",
        "nav", "aside", "figure", "figcaption", "form", "fieldset", "body", "html", "main", "details", "summary",
    ]
    static let dropped: Set<String> = ["script", "style", "head", "title", "template", "noscript"]

    mutating func element(_ rawName: String, start: Bool, attributes: [String: String] = [:]) {
        let name = rawName.lowercased()
        if HTMLText.dropped.contains(name) {
            skipDepth = start ? skipDepth + 1 : max(0, skipDepth - 1)
            return
        }
        guard skipDepth == 0 else { return }
        switch name {
        case "br":
            if start { breakLine(force: true) }
            return
        case "td", "th":
            if start, !current.isEmpty { pendingSpace = true }
            return
        case "img":
            // A picture shows as itself; its text is its alt text or file name.
            if start, let shown = HTMLText.imageText(attributes) { text(shown) }
            return
        default:
            break
        }
        guard HTMLText.blocks.contains(name) else { return }
        breakLine(force: false)
        switch name {
        case "p":
            if !start && emptyParagraph { lines.append("") }
            emptyParagraph = start
        case "pre":
            if start { preDepth += 1; afterPreStart = true } else { preDepth = max(0, preDepth - 1) }
        case "ul", "ol":
            if start { lists.append((name == "ol", 1)) } else if !lists.isEmpty { lists.removeLast() }
        case "li":
            if start {
                if let last = lists.indices.last, lists[last].ordered {
                    current = "\(lists[last].next). "
                    lists[last].next += 1
                } else {
                    current = "• "
                }
            }
        default:
            break
        }
    }

    mutating func text(_ s: String) {
        guard skipDepth == 0 else { return }
        if preDepth > 0 || space == .keep {
            for scalar in s.unicodeScalars {
                if afterPreStart {
                    afterPreStart = false
                    if scalar == "\n" { continue }
                }
                if scalar == "\n" {
                    breakLine(force: true)
                } else if scalar != "\r" {
                    current.unicodeScalars.append(scalar)
                    emptyParagraph = false
                }
            }
            return
        }
        // The HTML space characters are ASCII, so the text is cut at their UTF-8 bytes and each
        // run between them is appended whole (a copy of its bytes, not a step per scalar).
        let bytes = s.utf8
        let scalars = s.unicodeScalars
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if HTMLText.isHTMLSpace(bytes[i]) {
                if !current.isEmpty && current.utf8.last != 0x20 { pendingSpace = true }
                i = bytes.index(after: i)
                continue
            }
            var j = bytes.index(after: i)
            while j < bytes.endIndex, !HTMLText.isHTMLSpace(bytes[j]) { j = bytes.index(after: j) }
            if pendingSpace { current.append(" "); pendingSpace = false }
            current.append(contentsOf: Substring(scalars[i..<j]))
            emptyParagraph = false
            i = j
        }
    }

    /// Space, tab, line feed, form feed and carriage return: HTML's white space.
    private static func isHTMLSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C
    }

    static func imageText(_ attributes: [String: String]) -> String? {
        func value(_ name: String) -> String? {
            attributes.first { $0.key.lowercased() == name }.map { MindMapRules.trim($0.value) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        if let alt = value("alt") { return "[image: \(alt)]" }
        guard let src = value("src") else { return nil }
        let file = src.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? src
        return "[image: \(file)]"
    }

    /// Ends the current line: always for a line break, only when it holds text for a block
    /// boundary.
    private mutating func breakLine(force: Bool) {
        pendingSpace = false
        afterPreStart = false
        if force || !current.isEmpty { lines.append(current) }
        current = ""
    }

    /// The text: its lines joined with line feeds. Blank lines are only those the markup asks
    /// for (`<br>`, empty paragraphs, line feeds inside `<pre>`), so none are dropped.
    mutating func result() -> String {
        breakLine(force: false)
        return lines.joined(separator: "\n")
    }

    /// What kind of text an outline holds.
    enum Kind { case plain, markup, raw }

    /// `.markup` for inline HTML as outliners write it (WorkFlowy, Drummer): it holds a tag or a
    /// reference, every `<` begins a well-formed tag of `inlineTags` (or its end tag) and every
    /// `&` a character or entity reference, since such programs escape a literal `<` or `&`.
    /// `.raw` when a `<` or `&` is neither (text such as "a < b", "R&D", or source code an OPML
    /// Editor outline shows); `.plain` when there is neither character.
    static func kind(_ text: String, tags: Set<String> = inlineTags) -> Kind {
        let bytes = Array(text.utf8)
        var markup = false
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "<") {
                var j = i + 1
                if j < bytes.count, bytes[j] == UInt8(ascii: "/") { j += 1 }
                var name = ""
                while j < bytes.count, name.utf8.count <= 10, isAlphanumeric(bytes[j]) {
                    name.unicodeScalars.append(Unicode.Scalar(bytes[j] | 0x20))
                    j += 1
                }
                guard tags.contains(name), let end = tagEnd(bytes, from: j) else { return .raw }
                markup = true
                i = end
                continue
            }
            if c == UInt8(ascii: "&") {
                var j = i + 1
                let numeric = j < bytes.count && bytes[j] == UInt8(ascii: "#")
                if numeric { j += 1 }
                let start = j
                while j < bytes.count, j - start <= 31, isAlphanumeric(bytes[j]) { j += 1 }
                guard j > start, j < bytes.count, bytes[j] == UInt8(ascii: ";") else { return .raw }
                markup = true
                i = j
                continue
            }
            i += 1
        }
        return markup ? .markup : .plain
    }

    /// The index after the `>` of a well-formed tag whose name ends at `from`: attributes
    /// `name`, `name=value`, `name="value"` or `name='value'`, then `>` or `/>`; nil otherwise
    /// (source code such as `<a href=\"…\">` inside a string is not a tag).
    static func tagEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var j = start
        func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
        func isNameByte(_ c: UInt8) -> Bool { isAlphanumeric(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: "_") || c == UInt8(ascii: ":") || c == UInt8(ascii: ".") }
        while j < bytes.count {
            let sawSpace = j < bytes.count && isSpace(bytes[j])
            while j < bytes.count, isSpace(bytes[j]) { j += 1 }
            guard j < bytes.count else { return nil }
            if bytes[j] == UInt8(ascii: ">") { return j + 1 }
            if bytes[j] == UInt8(ascii: "/") { return j + 1 < bytes.count && bytes[j + 1] == UInt8(ascii: ">") ? j + 2 : nil }
            guard sawSpace, isNameByte(bytes[j]) else { return nil }
            while j < bytes.count, isNameByte(bytes[j]) { j += 1 }
            var k = j
            while k < bytes.count, isSpace(bytes[k]) { k += 1 }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "=") else { continue }
            k += 1
            while k < bytes.count, isSpace(bytes[k]) { k += 1 }
            guard k < bytes.count else { return nil }
            let quote = bytes[k]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let close = bytes[(k + 1)...].firstIndex(of: quote) else { return nil }
                j = close + 1
            } else {
                let valueStart = k
                while k < bytes.count, !isSpace(bytes[k]), !"\"'=<>`\\".utf8.contains(bytes[k]), !(bytes[k] == UInt8(ascii: "/") && k + 1 < bytes.count && bytes[k + 1] == UInt8(ascii: ">")) { k += 1 }
                guard k > valueStart, k < bytes.count, isSpace(bytes[k]) || bytes[k] == UInt8(ascii: ">") || bytes[k] == UInt8(ascii: "/") else { return nil }
                j = k
            }
        }
        return nil
    }

    static let inlineTags: Set<String> = [
        "a", "abbr", "b", "big", "br", "cite", "code", "del", "dfn", "em", "font", "i", "img", "ins",
        "kbd", "mark", "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "time", "tt",
        "u", "var",
    ]

    /// What Daylio's note editor writes: inline formatting, line breaks and lists.
    static let daylioTags: Set<String> = inlineTags.union(["li", "ul", "ol", "p", "div"])

    private static func isAlphanumeric(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A)
    }

    /// The plain text of an HTML fragment or document (held in an attribute, so not parsed by
    /// the XML reader), read with libxml2's HTML parser: its entity table, its recovery from
    /// unclosed tags, no network, no encoding switch by `<meta>`, no error output. The bytes
    /// are read as the UTF-8 they are, whatever the markup declares.
    static func plain(html: String, space: Space = .collapse) -> String {
        var text = HTMLText(space: space)
        // Inline markup goes in a <div>: outside any element libxml2 opens an implied <p> at
        // each run of text, which would split one line of inline text into several.
        let bytes = space == .keep ? Array("<div>".utf8) + Array(html.utf8) + Array("</div>".utf8) : Array(html.utf8)
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else { return "" }
        xmlInitParser()
        withUnsafeMutablePointer(to: &text) { target in
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                let raw = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
                guard let parser = htmlCreateMemoryParserCtxt(raw, Int32(buffer.count)) else { return }
                defer { htmlFreeParserCtxt(parser) }
                // The text is a Swift string, so its bytes are UTF-8. Without this libxml2's HTML
                // parser takes bytes it has no declared encoding for as ISO-8859-1 ("café"
                // became "cafÃ©", CJK became C1 controls); `<meta charset>` stays ignored.
                guard xmlSwitchEncoding(parser, XML_CHAR_ENCODING_UTF8) == 0 else { return }
                guard let handler = parser.pointee.sax else { return }
                var sax = htmlSAXHandler()
                sax.startElement = { ctx, name, pairs in
                    guard let ctx, let name else { return }
                    var attributes: [String: String] = [:]
                    if let pairs {
                        var k = 0
                        while let key = pairs[k] {
                            attributes[String(cString: key)] = pairs[k + 1].map { String(cString: $0) } ?? ""
                            k += 2
                        }
                    }
                    ctx.assumingMemoryBound(to: HTMLText.self).pointee.element(String(cString: name), start: true, attributes: attributes)
                }
                sax.endElement = { ctx, name in
                    guard let ctx, let name else { return }
                    ctx.assumingMemoryBound(to: HTMLText.self).pointee.element(String(cString: name), start: false)
                }
                sax.characters = { ctx, chars, length in
                    guard let ctx, let chars, length > 0 else { return }
                    ctx.assumingMemoryBound(to: HTMLText.self).pointee.text(String(decoding: UnsafeBufferPointer(start: chars, count: Int(length)), as: UTF8.self))
                }
                sax.ignorableWhitespace = sax.characters
                // Script and style content arrives as CDATA blocks: dropped.
                sax.cdataBlock = { _, _, _ in }
                sax.serror = { _, _ in }
                sax.initialized = XML_SAX2_MAGIC
                handler.pointee = sax
                parser.pointee.userData = UnsafeMutableRawPointer(target)
                _ = htmlCtxtUseOptions(parser, Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                    | HTML_PARSE_NOIMPLIED.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | HTML_PARSE_COMPACT.rawValue))
                _ = htmlParseDocument(parser)
            }
        }
        return text.result()
    }
}
