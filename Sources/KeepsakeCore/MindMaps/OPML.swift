/// OPML 2.0 (opml.org/spec2): `outline` elements' `text` is a node's title and the widespread
/// `_note` attribute its note. Outliners that format text (WorkFlowy, Drummer) write inline
/// HTML there (`<b>`, `<i>`, `<a href>`, `&amp;`); text that is such markup
/// (`HTMLText.looksLikeHTML`) is imported as the plain text they show, white space and line
/// breaks kept, and an exported title or note that would read as markup is escaped so it
/// reads back as itself.
///
/// Import: a body with exactly one top-level outline makes it the root (the form this
/// exporter and most mind-map apps write); otherwise a root titled by `head/title` (or
/// "Untitled") holds the top-level outlines. Outlines without text get the title "Untitled".
/// Export: `head/title` is the map's title and the body holds one outline, the root.
enum OPML {
    static func read(path: String) throws(KeepsakeError) -> ImportedOutline {
        enum Place { case opml, head, headTitle, body, outline(Int), other }
        var stack: [Place] = []
        var headTitle = ""
        var sawOPML = false
        // Outlines are collected under a provisional root (index 0) and re-rooted at the end.
        var outline = ImportedOutline()
        _ = try outline.add(parent: nil)
        var topLevel: [Int] = []
        try XMLStream.read(path: path, what: "OPML") { (event) throws(KeepsakeError) in
            switch event {
            case .start(let name, let attributes):
                let parent = stack.last
                let place: Place
                switch (parent, name) {
                case (nil, "opml"): place = .opml; sawOPML = true
                case (nil, _): throw .invalidArgument("the file is not OPML: its root element is <\(name)>, not <opml>")
                case (.opml?, "head"): place = .head
                case (.opml?, "body"): place = .body
                case (.head?, "title"): place = .headTitle
                case (.body?, "outline"):
                    let index = try outline.add(parent: 0, title: text(attributes), note: attributes["_note"].map(shown))
                    topLevel.append(index)
                    place = .outline(index)
                case (.outline(let p)?, "outline"):
                    place = .outline(try outline.add(parent: p, title: text(attributes), note: attributes["_note"].map(shown)))
                default: place = .other
                }
                stack.append(place)
            case .end:
                _ = stack.popLast()
            case .text(let text):
                if case .headTitle? = stack.last { headTitle += text }
            }
        }
        guard sawOPML else { throw .invalidArgument("the file is not OPML") }
        if topLevel.count == 1 {
            return reroot(outline, at: topLevel[0])
        }
        let title = MindMapRules.trim(headTitle)
        outline.set(0, title: title.isEmpty ? MindMapRules.untitled : title)
        return outline
    }

    /// What an outliner shows for `text`: the text itself, or its markup rendered.
    static func shown(_ text: String) -> String {
        HTMLText.looksLikeHTML(text) ? HTMLText.plain(html: text, space: .keep) : text
    }

    private static func text(_ attributes: [String: String]) -> String {
        shown(attributes["text"] ?? attributes["title"] ?? "")
    }

    /// `text` as an exported `text` or `_note` value reads it: escaped as HTML when it would
    /// otherwise read as markup.
    static func written(_ text: String) -> String {
        XMLText.escape(HTMLText.looksLikeHTML(text) ? HTMLText.escape(text) : text)
    }

    /// The outline with node `newRoot` (a child of index 0) as its root, index 0 dropped.
    static func reroot(_ outline: ImportedOutline, at newRoot: Int) -> ImportedOutline {
        var result = ImportedOutline()
        // Every node but 0 is in newRoot's subtree, in document order after it.
        for (index, node) in outline.nodes.enumerated() where index >= newRoot {
            let parent = node.parent.map { $0 - newRoot }
            _ = try? result.add(parent: index == newRoot ? nil : parent, title: node.title, note: node.note)
        }
        return result
    }

    static func write(_ map: MindMap, _ tree: MindMapTree, to out: AtomicTextFile) throws(KeepsakeError) {
        try out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml version=\"2.0\">\n<head>\n<title>\(XMLText.escape(map.title))</title>\n</head>\n<body>\n")
        try tree.walk(throwing: { (i, depth, entering) throws(KeepsakeError) in
            let node = tree.nodes[i]
            let indent = String(repeating: "\t", count: min(depth, 16))
            let leaf = tree.children[i].isEmpty
            if entering {
                var line = indent + "<outline text=\"\(written(node.title))\""
                if let note = node.note { line += " _note=\"\(written(note))\"" }
                try out.write(line + (leaf ? "/>\n" : ">\n"))
            } else if !leaf {
                try out.write(indent + "</outline>\n")
            }
        })
        try out.write("</body>\n</opml>\n")
    }
}
