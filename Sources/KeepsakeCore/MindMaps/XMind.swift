/// XMind's `.xmind` files: a zip archive (`ZipArchive`) holding the map.
///
/// Import reads what XMind shows:
/// - XMind Zen / XMind 2020 and later write `content.json`: an array of sheets, each with a
///   `rootTopic`; a topic has `title`, `notes.plain.content` (the note as plain text; the
///   formatted forms beside it are ignored) and `children`, whose arrays hold the topics
///   attached to it (`attached`) and the floating (`detached`), summary and callout topics
///   XMind draws with it, each imported as a child in file order.
/// - XMind 8 writes `content.xml` (namespace `urn:xmind:xmap:xmlns:content:2.0`):
///   `<sheet><topic><title>`, `<notes><plain>` and `<children><topics type="…"><topic>`, read
///   the same way. XMind Zen files also carry a `content.xml`, a stub telling XMind 8 users to
///   upgrade, so `content.json` is read whenever it is there.
/// - One sheet: its root topic is the map's root. Several sheets (XMind's tabs): a root titled
///   by the file's name (as XMind's window title shows it) holds each sheet's root topic in
///   tab order, so no sheet is lost; OPML's import does the same with several top-level
///   outlines.
/// - Notes' line breaks (XMind 8 writes CR LF) become line feeds. A topic without a title is
///   "Untitled", as every importer names it.
/// - A topic's hyperlink (Zen's `href`, XMind 8's `xlink:href`) is the node's link, kept as
///   written, except that `xmind:#` and the id of a topic of the same file (XMind's link to a
///   topic) becomes `#` and that node's new id (FORMAT.md section 17), and an attachment link
///   (`xap:…`, a file inside the archive, which is not imported) is dropped.
///
/// Export writes one sheet as XMind Zen writes it (`content.json`, `metadata.json`,
/// `manifest.json`), entries deflated by zlib as XMind writes them, with CRC-32s, deterministic bytes; notes as
/// `plain` text and as `realHTML` (one `<div>` per line, as XMind writes them). Topic ids are
/// node ids; a link is written as `href`, a link to a node of the map as `xmind:#` and its id.
enum XMind {
    /// The largest `.xmind` file read, and the most its entries may unpack to.
    static let maxInputBytes = 256 << 20

    static func read(path: String, budget: OutlineBudget) throws(KeepsakeError) -> ImportedOutline {
        guard !path.isEmpty else { throw .invalidArgument("the XMind path is empty") }
        guard let size = FileSystem.regularFileSize(path) else {
            if FileSystem.exists(path) { throw .invalidArgument("\(quotedPath: path) is not a regular file") }
            throw .notFound("no XMind file at \(quotedPath: path)")
        }
        guard size <= UInt64(maxInputBytes) else {
            throw .limitExceeded("\(quotedPath: path) is \(size) bytes; XMind files are limited to \(maxInputBytes) bytes")
        }
        let file = try File.openForReading(path)
        let bytes = try file.readBytes(upTo: Int(size))
        return try read(consume bytes, name: fileTitle(path), budget: budget)
    }

    /// The document inside an archive: XMind Zen's content.json or XMind 8's content.xml.
    enum Content {
        case json([UInt8])
        case xml([UInt8])
    }

    /// The document of the `.xmind` archive in `bytes`; the archive is released on return, so
    /// only the document stays in memory while it is parsed.
    static func content(of bytes: consuming [UInt8]) throws(KeepsakeError) -> Content {
        let what = "the XMind file"
        var archive: ZipArchive
        do throws(KeepsakeError) {
            archive = try ZipArchive(bytes, what: what, maxEntryBytes: maxInputBytes, maxTotalBytes: maxInputBytes)
        } catch {
            if case .invalidArgument(let message) = error, message.hasPrefix("\(what) is not a zip archive") {
                throw .invalidArgument("the file is not an XMind file (XMind files are zip archives): \(message)")
            }
            throw error
        }
        if let entry = archive.entry(named: "content.json") { return .json(try archive.contents(of: entry)) }
        if let entry = archive.entry(named: "content.xml") { return .xml(try archive.contents(of: entry)) }
        throw .invalidArgument("the file is not an XMind file: its archive holds neither content.json nor content.xml")
    }

    /// Reads the `.xmind` archive in `bytes`; `name` titles the root of a file with several sheets.
    static func read(_ bytes: consuming [UInt8], name: String, budget: OutlineBudget) throws(KeepsakeError) -> ImportedOutline {
        // Sheets' root topics are read under a provisional root (index 0), re-rooted at the end.
        var outline = ImportedOutline(budget: budget)
        outline.addProvisionalRoot()
        var roots: [Int] = []
        switch try content(of: consume bytes) {
        case .json(let document): try readJSON(document, into: &outline, roots: &roots)
        case .xml(let document): try readXML(document, into: &outline, roots: &roots)
        }
        guard !roots.isEmpty else { throw .invalidArgument("the XMind file holds no sheet with a root topic") }
        outline.resolveInternalLinks(prefix: internalPrefix)
        if roots.count == 1 { return OPML.reroot(outline, at: roots[0]) }
        try outline.set(0, title: name.isEmpty ? MindMapRules.untitled : name)
        return outline
    }

    /// The file's name without its directory and `.xmind` extension.
    static func fileTitle(_ path: String) -> String {
        let base = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        return base.lowercased().hasSuffix(".xmind") ? String(base.dropLast(6)) : base
    }

    /// How XMind writes a link to a topic of the same file: this and the topic's id.
    static let internalPrefix = "xmind:#"

    /// A topic's `href` as a node's link: an attachment inside the archive (`xap:…`) is not
    /// imported, so its link is dropped; every other link is kept as written.
    static func link(_ href: String) -> String?? {
        href.lowercased().hasPrefix("xap:") || href.isEmpty ? .some(nil) : .some(href)
    }

    /// A note with CR LF and lone CR made line feeds.
    static func noteText(_ text: String) -> String {
        guard text.unicodeScalars.contains("\r") else { return text }
        var out = String.UnicodeScalarView()
        var previousCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                out.append("\n")
                previousCR = true
                continue
            }
            if !(scalar == "\n" && previousCR) { out.append(scalar) }
            previousCR = false
        }
        return String(out)
    }

    // MARK: - content.json

    private static func readJSON(_ bytes: [UInt8], into outline: inout ImportedOutline, roots: inout [Int]) throws(KeepsakeError) {
        enum Frame { case sheets, sheet, topic(Int), notes(Int), plain(Int), children(Int), topics(Int), skip }
        var stack: [Frame] = []
        var key: String?
        try JSONEvents.read(bytes, what: "the XMind file's content.json") { (event) throws(KeepsakeError) in
            // The frame a container opened here becomes, from its parent and its key.
            func opened(object: Bool) throws(KeepsakeError) -> Frame {
                switch (stack.last, key, object) {
                case (nil, _, false): return .sheets
                case (nil, _, true): throw .invalidArgument("the XMind file's content.json is not a list of sheets")
                case (.sheets?, _, true): return .sheet
                case (.sheet?, "rootTopic"?, true):
                    let index = try outline.add(parent: 0)
                    roots.append(index)
                    return .topic(index)
                case (.topic(let i)?, "notes"?, true): return .notes(i)
                case (.topic(let i)?, "children"?, true): return .children(i)
                case (.notes(let i)?, "plain"?, true): return .plain(i)
                case (.children(let i)?, _, false): return .topics(i)
                case (.topics(let i)?, _, true): return .topic(try outline.add(parent: i))
                default: return .skip
                }
            }
            switch event {
            case .key(let k): key = k; return
            case .objectStart: stack.append(try opened(object: true))
            case .arrayStart: stack.append(try opened(object: false))
            case .objectEnd, .arrayEnd: _ = stack.popLast()
            case .string(let s):
                switch (stack.last, key) {
                case (.topic(let i)?, "title"?): try outline.set(i, title: s)
                case (.topic(let i)?, "id"?): outline.anchor(s, at: i)
                case (.topic(let i)?, "href"?): try outline.set(i, link: link(s))
                case (.plain(let i)?, "content"?): try outline.set(i, note: .some(noteText(s)))
                default: break
                }
            case .scalar: break
            }
            key = nil
        }
    }

    // MARK: - content.xml (XMind 8)

    private static func readXML(_ bytes: [UInt8], into outline: inout ImportedOutline, roots: inout [Int]) throws(KeepsakeError) {
        enum Frame { case content, sheet, topic(Int), title(Int), notes(Int), plain(Int), children(Int), topics(Int), other }
        var stack: [Frame] = []
        var text = ""
        func topic(_ index: Int, _ attributes: [String: String]) throws(KeepsakeError) {
            if let id = attributes["id"] { outline.anchor(id, at: index) }
            if let href = attributes["xlink:href"] { try outline.set(index, link: link(href)) }
        }
        try XMLStream.parse(bytes, what: "XMind content.xml") { (event) throws(KeepsakeError) in
            switch event {
            case .start(let name, let attributes):
                let frame: Frame
                switch (stack.last, name) {
                case (nil, "xmap-content"): frame = .content
                case (nil, _): throw .invalidArgument("the XMind file's content.xml is not an XMind map: its root element is <\(name)>")
                case (.content?, "sheet"): frame = .sheet
                case (.sheet?, "topic"):
                    let index = try outline.add(parent: 0)
                    roots.append(index)
                    try topic(index, attributes)
                    frame = .topic(index)
                case (.topic(let i)?, "title"): frame = .title(i); text = ""
                case (.topic(let i)?, "notes"): frame = .notes(i)
                case (.topic(let i)?, "children"): frame = .children(i)
                case (.notes(let i)?, "plain"): frame = .plain(i); text = ""
                case (.children(let i)?, "topics"): frame = .topics(i)
                case (.topics(let i)?, "topic"):
                    let index = try outline.add(parent: i)
                    try topic(index, attributes)
                    frame = .topic(index)
                default: frame = .other
                }
                stack.append(frame)
            case .end:
                switch stack.popLast() {
                case .title(let i)?: try outline.set(i, title: text)
                case .plain(let i)?: try outline.set(i, note: .some(noteText(text)))
                default: break
                }
            case .text(let s):
                switch stack.last {
                case .title?, .plain?: text += s
                default: break
                }
            }
        }
    }

    // MARK: - Export

    static func write(_ map: MindMap, _ tree: MindMapTree, to out: AtomicTextFile) throws(KeepsakeError) {
        var zip = ZipWriter()
        try zip.add("content.json", content(map, tree))
        try zip.add("metadata.json", Array(("{\"dataStructureVersion\":\"2\",\"layoutEngineVersion\":\"3\",\"creator\":{\"name\":\"Keepsake\",\"version\":"
            + CanonicalJSON.string(.string(KeepsakeVersion.string)) + "}}").utf8))
        try zip.add("manifest.json", Array("{\"file-entries\":{\"content.json\":{},\"metadata.json\":{}}}".utf8))
        try out.write(try zip.finish())
    }

    /// `content.json`: one sheet titled like the map, its root topic the map's root.
    static func content(_ map: MindMap, _ tree: MindMapTree) -> [UInt8] {
        func json(_ s: String) -> String { CanonicalJSON.string(.string(s)) }
        var out: [UInt8] = []
        out += Array("[{\"id\":\(json(map.id)),\"class\":\"sheet\",\"title\":\(json(map.title)),\"rootTopic\":".utf8)
        // Children written so far at each depth, for the commas between siblings.
        var written: [Int] = [0]
        let targets = tree.internalLinkTargets()
        tree.walk { (i, depth, entering) in
            let node = tree.nodes[i]
            let leaf = tree.children[i].isEmpty
            guard entering else {
                out += Array((leaf ? "}" : "]}}").utf8)
                return
            }
            if depth > 0 {
                if written[depth - 1] > 0 { out.append(UInt8(ascii: ",")) }
                written[depth - 1] += 1
            }
            if written.count <= depth { written.append(0) } else { written[depth] = 0 }
            var topic = "{\"id\":\(json(node.id)),\"class\":\"topic\",\"title\":\(json(node.title))"
            if depth == 0 { topic += ",\"structureClass\":\"org.xmind.ui.map.unbalanced\"" }
            if let target = targets[i] {
                topic += ",\"href\":\(json(internalPrefix + tree.nodes[target].id))"
            } else if let link = node.link {
                topic += ",\"href\":\(json(link))"
            }
            if let note = node.note {
                let html = note.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "<div><br></div>" : "<div>" + XMLText.escape(String($0), as: .html) + "</div>" }.joined()
                topic += ",\"notes\":{\"plain\":{\"content\":\(json(note))},\"realHTML\":{\"content\":\(json(html))}}"
            }
            if !leaf { topic += ",\"children\":{\"attached\":[" }
            out += Array(topic.utf8)
        }
        out += Array("}]".utf8)
        return out
    }
}
