/// FreeMind and Freeplane `.mm` files: `<map>` holding one root `<node>`, nodes nested in
/// nodes. A node's title is its `TEXT` attribute (or `LOCALIZED_TEXT`); FreeMind 0.7–0.9 and
/// Freeplane write formatted titles as HTML in that attribute (`TEXT="<html>…"`, which both
/// programs render), later versions as a `<richcontent TYPE="NODE">` of XHTML. Its note is a
/// `<richcontent TYPE="NOTE">` (FreeMind 0.8: `<hook NAME="…NodeNote.properties"><text>`) and
/// its description a `<richcontent TYPE="DETAILS">`, imported at the head of the note.
/// Rich content is XHTML unless Freeplane 1.9+ marks it `CONTENT-TYPE="plain/…"` (Markdown,
/// LaTeX, plain text), whose `<text>` is kept verbatim, line breaks and indentation included.
/// HTML becomes the text a user sees (`HTMLText`). A node's `LINK` attribute (a web address,
/// a file path, `#ID_…` to another node, Freeplane's `menuitem:` commands) is its link, kept
/// as written and written back, except that `#` and the `ID` of a node of the same file
/// becomes `#` and that node's new Keepsake id (FORMAT.md section 17). Styles, icons,
/// attributes and formatting are not imported.
///
/// Bytes that are not UTF-8 in a file that declares UTF-8 or nothing are read as U+FFFD, as
/// the Java readers of FreeMind and Freeplane read them. Inside `<richcontent>` HTML's named
/// character references (`&nbsp;`, `&eacute;`) are the characters they name, since Freeplane
/// hands that content to its HTML reader as written; anywhere else they are refused as the
/// undefined XML entities they are.
///
/// Export writes FreeMind 1.0 form, which Freeplane reads too: a note as HTML paragraphs, or as
/// one `<pre>` block when its white space would not survive HTML (leading or trailing spaces,
/// runs of spaces, tabs), so that importing the file again gives the same note. A title both
/// programs would take for HTML (`isHTML`: it begins with `<html`) is written the same way as
/// the node's rich-content title, with an empty `TEXT`, so it stays the text it is. Each node's `ID`
/// is `ID_` and its id without hyphens, and a link to a node of the map (`#` and its id) is
/// written `#` and that node's `ID`, which FreeMind and Freeplane follow and which imports
/// back as a link to the same node.
enum FreeMind {
    static func read(path: String, budget: OutlineBudget) throws(KeepsakeError) -> ImportedOutline {
        enum RichKind { case html, verbatim }
        enum Place {
            case map, node(Int)
            /// A `<richcontent>` (or FreeMind 0.8 note hook) of node `node`, collecting `type`.
            case rich(node: Int, type: String, kind: RichKind)
            case inRich(isText: Bool)
            case other
        }
        struct Pending { var richTitle: String?; var details: String?; var note: String? }
        var stack: [Place] = []
        var outline = ImportedOutline(budget: budget)
        var pending: [Int: Pending] = [:]
        var html = HTMLText()
        // Verbatim content: the text of a `<text>` child if there is one, else all text.
        var verbatim = "", verbatimInText = "", sawTextChild = false
        var sawMap = false
        // The open rich content, and how many `<text>` elements inside it are open: kept
        // beside the stack so no event looks through it (a chain can be 100,000 deep).
        var rich: (node: Int, type: String, kind: RichKind)?
        var openTextElements = 0
        func title(_ attributes: [String: String]) -> String {
            let raw = attributes["TEXT"] ?? attributes["LOCALIZED_TEXT"] ?? ""
            return isHTML(raw) ? HTMLText.plain(html: raw) : raw
        }
        func node(parent: Int?, _ attributes: [String: String]) throws(KeepsakeError) -> Int {
            let index = try outline.add(parent: parent, title: title(attributes), link: attributes["LINK"])
            if let id = attributes["ID"] { outline.anchor(id, at: index) }
            return index
        }
        // Freeplane collects rich content as raw text for its HTML reader, so HTML's named
        // references (`&nbsp;`, which Freeplane 1.9–1.11 writes there) are read as HTML reads them.
        try XMLStream.read(path: path, what: "FreeMind", decoding: .replacingInvalidUTF8, htmlContent: ["richcontent"]) { (event) throws(KeepsakeError) in
            switch event {
            case .start(let name, let attributes):
                let place: Place
                switch (stack.last, name) {
                case (nil, "map"): place = .map; sawMap = true
                case (nil, _): throw .invalidArgument("the file is not a FreeMind map: its root element is <\(name)>, not <map>")
                case (.map?, "node"):
                    // Freeplane has one root; any further top-level node goes under it.
                    let parent: Int? = outline.nodes.isEmpty ? nil : 0
                    place = .node(try node(parent: parent, attributes))
                case (.node(let p)?, "node"):
                    place = .node(try node(parent: p, attributes))
                case (.node(let p)?, "richcontent"):
                    let contentType = (attributes["CONTENT-TYPE"] ?? "").lowercased()
                    let kind: RichKind = contentType.hasPrefix("plain/") ? .verbatim : .html
                    html = HTMLText()
                    verbatim = ""; verbatimInText = ""; sawTextChild = false; openTextElements = 0
                    place = .rich(node: p, type: (attributes["TYPE"] ?? "").uppercased(), kind: kind)
                    rich = (p, (attributes["TYPE"] ?? "").uppercased(), kind)
                case (.node(let p)?, "hook") where (attributes["NAME"] ?? "").hasSuffix("NodeNote.properties"):
                    verbatim = ""; verbatimInText = ""; sawTextChild = false; openTextElements = 0
                    place = .rich(node: p, type: "NOTE", kind: .verbatim)
                    rich = (p, "NOTE", .verbatim)
                case (.rich?, _), (.inRich?, _):
                    guard let rich else { place = .other; break }
                    if rich.kind == .html { html.element(name, start: true, attributes: attributes) }
                    let isText = rich.kind == .verbatim && name == "text"
                    if isText { sawTextChild = true; openTextElements += 1 }
                    place = .inRich(isText: isText)
                default:
                    place = .other
                }
                stack.append(place)
            case .end(let name):
                guard let place = stack.popLast() else { return }
                switch place {
                case .rich(let node, let type, let kind):
                    rich = nil
                    let text: String
                    switch kind {
                    case .html: text = html.result()
                    case .verbatim: text = trimBlankLines(sawTextChild ? verbatimInText : verbatim)
                    }
                    var entry = pending[node] ?? Pending()
                    switch type {
                    case "NODE": entry.richTitle = text
                    case "DETAILS": entry.details = text
                    default: entry.note = text
                    }
                    pending[node] = entry
                case .inRich(let isText):
                    if rich?.kind == .html { html.element(name, start: false) }
                    if isText { openTextElements -= 1 }
                default:
                    break
                }
            case .text(let text):
                guard let rich else { return }
                switch rich.kind {
                case .html: html.text(text)
                case .verbatim:
                    verbatim += text
                    if openTextElements > 0 { verbatimInText += text }
                }
            }
        }
        guard sawMap else { throw .invalidArgument("the file is not a FreeMind map") }
        guard !outline.nodes.isEmpty else { throw .invalidArgument("the FreeMind map has no node") }
        outline.resolveInternalLinks(prefix: "#")
        for (index, entry) in pending {
            if let rich = entry.richTitle, MindMapRules.trim(outline.nodes[index].title).isEmpty {
                try outline.set(index, title: rich)
            }
            let parts = [entry.details, entry.note].compactMap { $0 }.filter { !$0.isEmpty }
            if !parts.isEmpty { try outline.set(index, note: .some(parts.joined(separator: "\n\n"))) }
        }
        return outline
    }

    /// Whether FreeMind and Freeplane take a `TEXT` as HTML: after leading white space it
    /// begins with `<html`, in any case (FreeMind's `HtmlTools.isHtmlNode`, Freeplane's
    /// `HtmlUtils.isHtml`).
    static func isHTML(_ text: String) -> Bool {
        text.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }.prefix(5).lowercased() == "<html"
    }

    /// `text` as the body of rich content that both programs show as that text: HTML
    /// paragraphs, or one `<pre>` block when its white space would not survive HTML.
    static func richBody(_ text: String) -> String {
        guard survivesParagraphs(text) else {
            // HTML readers drop the line feed after <pre> and end the last line at the one
            // before </pre>: the text is exactly what lies between.
            return "<pre>\n\(XMLText.escape(text, as: .text))\n</pre>\n"
        }
        var body = ""
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            body += "<p>\(XMLText.escape(String(paragraph), as: .text))</p>\n"
        }
        return body
    }

    /// `text` without blank lines (white space only) at its start and end; the indentation of
    /// its first and last lines with text stays.
    static func trimBlankLines(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, MindMapRules.trim(String(first)).isEmpty { lines.removeFirst() }
        while let last = lines.last, MindMapRules.trim(String(last)).isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Whether HTML paragraphs keep `note` as it is: no line with leading or trailing white
    /// space, a run of spaces, a tab or a carriage return, and no character HTML treats as space
    /// other than single spaces between words.
    static func survivesParagraphs(_ note: String) -> Bool {
        for line in note.split(separator: "\n", omittingEmptySubsequences: false) {
            var previousSpace = true
            for scalar in line.unicodeScalars {
                switch scalar {
                case " ":
                    if previousSpace { return false }
                    previousSpace = true
                case "\t", "\r", "\u{0C}":
                    return false
                default:
                    previousSpace = false
                }
            }
            if previousSpace && !line.isEmpty { return false }
        }
        return true
    }

    static func write(_ map: MindMap, _ tree: MindMapTree, to out: AtomicTextFile) throws(KeepsakeError) {
        let targets = tree.internalLinkTargets()
        try out.write("<map version=\"1.0.1\">\n<!-- written by \(XMLText.escape(KeepsakeVersion.generator)); FreeMind and Freeplane read it -->\n")
        try tree.walk(throwing: { (i, _, entering) throws(KeepsakeError) in
            let node = tree.nodes[i]
            // A title that FreeMind and Freeplane would take for HTML ("<html> tags") is written
            // as rich content, whose text is the title, and TEXT stays empty.
            let htmlLike = isHTML(node.title)
            let leaf = tree.children[i].isEmpty && node.note == nil && !htmlLike
            if entering {
                var line = "<node TEXT=\"\(htmlLike ? "" : XMLText.escape(node.title))\" ID=\"\(fileID(node.id))\""
                line += " CREATED=\"\(milliseconds(node.created))\" MODIFIED=\"\(milliseconds(node.modified))\""
                if let target = targets[i] {
                    line += " LINK=\"#\(fileID(tree.nodes[target].id))\""
                } else if let link = node.link {
                    line += " LINK=\"\(XMLText.escape(link))\""
                }
                try out.write(line + (leaf ? "/>\n" : ">\n"))
                if htmlLike {
                    try out.write("<richcontent TYPE=\"NODE\"><html>\n<head>\n</head>\n<body>\n\(richBody(node.title))</body>\n</html>\n</richcontent>\n")
                }
                if let note = node.note {
                    try out.write("<richcontent TYPE=\"NOTE\"><html>\n<head>\n</head>\n<body>\n\(richBody(note))</body>\n</html>\n</richcontent>\n")
                }
            } else if !leaf {
                try out.write("</node>\n")
            }
        })
        try out.write("</map>\n")
    }

    /// A node's `ID` in a written file: `ID_` and its Keepsake id without hyphens (hex digits
    /// only, so it needs no escaping).
    static func fileID(_ id: String) -> String {
        "ID_" + String(id.filter { $0 != "-" })
    }

    private static func milliseconds(_ instant: Instant) -> Int64 {
        instant.seconds * 1000 + Int64(instant.nanoseconds / 1_000_000)
    }
}
