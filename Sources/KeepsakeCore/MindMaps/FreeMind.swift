/// FreeMind and Freeplane `.mm` files: `<map>` holding one root `<node>`, nodes nested in
/// nodes, a node's title in its `TEXT` attribute (or, for rich text, in a
/// `<richcontent TYPE="NODE">` of HTML), its note in `<richcontent TYPE="NOTE">` and its
/// description in `<richcontent TYPE="DETAILS">` (imported at the head of the note). Styles,
/// icons, links, attributes and formatting are not imported; HTML becomes plain text.
/// Export writes FreeMind 1.0 form, which Freeplane reads too: notes as HTML paragraphs.
enum FreeMind {
    static func read(path: String) throws(KeepsakeError) -> ImportedOutline {
        enum Place { case map, node(Int), rich(node: Int, type: String), inRich, other }
        struct Pending { var richTitle: String?; var details: String?; var note: String? }
        var stack: [Place] = []
        var outline = ImportedOutline()
        var pending: [Int: Pending] = [:]
        var html = HTMLText()
        var sawMap = false
        try XMLStream.read(path: path, what: "FreeMind") { (event) throws(KeepsakeError) in
            switch event {
            case .start(let name, let attributes):
                let place: Place
                switch (stack.last, name) {
                case (nil, "map"): place = .map; sawMap = true
                case (nil, _): throw .invalidArgument("the file is not a FreeMind map: its root element is <\(name)>, not <map>")
                case (.map?, "node"):
                    // Freeplane has one root; any further top-level node goes under it.
                    let parent: Int? = outline.nodes.isEmpty ? nil : 0
                    place = .node(try outline.add(parent: parent, title: attributes["TEXT"] ?? attributes["LOCALIZED_TEXT"] ?? ""))
                case (.node(let p)?, "node"):
                    place = .node(try outline.add(parent: p, title: attributes["TEXT"] ?? attributes["LOCALIZED_TEXT"] ?? ""))
                case (.node(let p)?, "richcontent"):
                    html = HTMLText()
                    place = .rich(node: p, type: (attributes["TYPE"] ?? "").uppercased())
                case (.rich?, _), (.inRich?, _):
                    html.element(name, start: true)
                    place = .inRich
                default:
                    place = .other
                }
                stack.append(place)
            case .end(let name):
                guard let place = stack.popLast() else { return }
                switch place {
                case .rich(let node, let type):
                    let text = html.result()
                    var entry = pending[node] ?? Pending()
                    switch type {
                    case "NODE": entry.richTitle = text
                    case "DETAILS": entry.details = text
                    default: entry.note = text
                    }
                    pending[node] = entry
                case .inRich:
                    html.element(name, start: false)
                default:
                    break
                }
            case .text(let text):
                switch stack.last {
                case .rich?, .inRich?: html.text(text)
                default: break
                }
            }
        }
        guard sawMap else { throw .invalidArgument("the file is not a FreeMind map") }
        guard !outline.nodes.isEmpty else { throw .invalidArgument("the FreeMind map has no node") }
        for (index, entry) in pending {
            if let rich = entry.richTitle, MindMapRules.trim(outline.nodes[index].title).isEmpty {
                outline.set(index, title: rich)
            }
            let parts = [entry.details, entry.note].compactMap { $0 }.filter { !$0.isEmpty }
            if !parts.isEmpty { outline.set(index, note: .some(parts.joined(separator: "\n\n"))) }
        }
        return outline
    }

    static func write(_ map: MindMap, _ tree: MindMapTree, to out: AtomicTextFile) throws(KeepsakeError) {
        try out.write("<map version=\"1.0.1\">\n<!-- written by \(XMLText.escape(KeepsakeVersion.generator)); FreeMind and Freeplane read it -->\n")
        try tree.walk(throwing: { (i, _, entering) throws(KeepsakeError) in
            let node = tree.nodes[i]
            let leaf = tree.children[i].isEmpty && node.note == nil
            if entering {
                let id = "ID_" + String(node.id.filter { $0 != "-" })
                var line = "<node TEXT=\"\(XMLText.escape(node.title))\" ID=\"\(id)\""
                if let created = Instant(node.created) { line += " CREATED=\"\(milliseconds(created))\"" }
                if let modified = Instant(node.modified) { line += " MODIFIED=\"\(milliseconds(modified))\"" }
                try out.write(line + (leaf ? "/>\n" : ">\n"))
                if let note = node.note {
                    var body = ""
                    for paragraph in note.split(separator: "\n", omittingEmptySubsequences: false) {
                        body += "<p>\(XMLText.escape(String(paragraph)))</p>\n"
                    }
                    try out.write("<richcontent TYPE=\"NOTE\"><html>\n<head>\n</head>\n<body>\n\(body)</body>\n</html>\n</richcontent>\n")
                }
            } else if !leaf {
                try out.write("</node>\n")
            }
        })
        try out.write("</map>\n")
    }

    private static func milliseconds(_ instant: Instant) -> Int64 {
        instant.seconds * 1000 + Int64(instant.nanoseconds / 1_000_000)
    }
}
