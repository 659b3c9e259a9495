/// OPML 2.0 (opml.org/spec2): `outline` elements' `text` is a node's title and the widespread
/// `_note` attribute its note. Outliners that format text (WorkFlowy, Drummer) write inline
/// HTML there (`<b>`, `<i>`, `<a href>`, `&amp;`) and escape every literal `<` and `&`;
/// others (the OPML Editor, feed readers) write text as it is. So the file decides: when no
/// text or note has a raw `<` or `&` and some hold markup (`HTMLText.kind`), the markup is
/// imported as the plain text those outliners show, white space and line breaks kept;
/// otherwise every text is taken as written. Export follows the same rule: a map none of
/// whose texts is raw has its markup-like texts escaped, so every file reads back as itself.
///
/// Import: a body with exactly one top-level outline makes it the root (the form this
/// exporter and most mind-map apps write); otherwise a root titled by `head/title` (or
/// "Untitled") holds the top-level outlines. Outlines without text get the title "Untitled".
/// Export: `head/title` is the map's title and the body holds one outline, the root.
///
/// Links (FORMAT.md R68): an outline with `xmlUrl` is a feed (OPML 2.0's `type="rss"`, what
/// feed readers write): `xmlUrl` is the node's feed and `htmlUrl` (or `url`) its link. Any
/// other outline's link is its `url` (`type="link"`, `type="include"`) or else its `htmlUrl`.
/// Export writes a node with a feed as `type="rss" xmlUrl="…"` with `htmlUrl="…"` when it has
/// a link, and a node with only a link as `type="link" url="…"`: feed lists and link outlines
/// come back with the same attributes; a lone `htmlUrl` or an include comes back as `url`.
enum OPML {
    static func read(path: String, budget: OutlineBudget) throws(KeepsakeError) -> ImportedOutline {
        enum Place { case opml, head, headTitle, body, outline(Int), other }
        var stack: [Place] = []
        var headTitle = ""
        var sawOPML = false
        // Outlines are collected under a provisional root (index 0) and re-rooted at the end.
        var outline = ImportedOutline(budget: budget)
        outline.addProvisionalRoot()
        var topLevel: [Int] = []
        // Whether some text holds markup, and whether some holds a raw `<` or `&`.
        var formatted = false, raw = false
        func classify(_ text: String) -> String {
            switch HTMLText.kind(text) {
            case .markup: formatted = true
            case .raw: raw = true
            case .plain: break
            }
            return text
        }
        func text(_ attributes: [String: String]) -> String { classify(attributes["text"] ?? attributes["title"] ?? "") }
        func note(_ attributes: [String: String]) -> String? { attributes["_note"].map(classify) }
        func add(parent: Int, _ attributes: [String: String]) throws(KeepsakeError) -> Int {
            // Feed readers differ in the case of these names (`xmlUrl`, `xmlurl`, `htmlURL`).
            var urls: [String: String] = [:]
            for (name, value) in attributes where ["xmlurl", "htmlurl", "url"].contains(name.lowercased()) {
                if urls[name.lowercased()] == nil || name == "xmlUrl" || name == "htmlUrl" || name == "url" { urls[name.lowercased()] = value }
            }
            let feed = urls["xmlurl"]
            let link = feed == nil ? urls["url"] ?? urls["htmlurl"] : urls["htmlurl"] ?? urls["url"]
            return try outline.add(parent: parent, title: text(attributes), note: note(attributes), link: link, feed: feed)
        }
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
                    let index = try add(parent: 0, attributes)
                    topLevel.append(index)
                    place = .outline(index)
                case (.outline(let p)?, "outline"):
                    place = .outline(try add(parent: p, attributes))
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
        if formatted && !raw {
            for index in outline.nodes.indices {
                let node = outline.nodes[index]
                let title = HTMLText.kind(node.title) == .markup ? HTMLText.plain(html: node.title, space: .keep) : node.title
                let note = node.note.map { HTMLText.kind($0) == .markup ? HTMLText.plain(html: $0, space: .keep) : $0 }
                try outline.set(index, title: title, note: .some(note))
            }
        }
        if topLevel.count == 1 {
            return reroot(outline, at: topLevel[0])
        }
        let title = MindMapRules.trim(headTitle)
        try outline.set(0, title: title.isEmpty ? MindMapRules.untitled : title)
        return outline
    }

    /// The outline with node `newRoot` (a child of index 0) as its root, index 0 dropped.
    static func reroot(_ outline: ImportedOutline, at newRoot: Int) -> ImportedOutline {
        var result = ImportedOutline(budget: outline.budget)
        // Every node but 0 is in newRoot's subtree, in document order after it.
        for (index, node) in outline.nodes.enumerated() where index >= newRoot {
            let parent = node.parent.map { $0 - newRoot }
            guard let added = try? result.add(parent: index == newRoot ? nil : parent, title: node.title, note: node.note, link: node.link, feed: node.feed) else { continue }
            // A link to the dropped provisional root (which no file names) stays as written.
            if let target = node.target, target >= newRoot { try? result.set(added, target: .some(target - newRoot)) }
        }
        return result
    }

    static func write(_ map: MindMap, _ tree: MindMapTree, to out: AtomicTextFile) throws(KeepsakeError) {
        // A map with a raw `<` or `&` anywhere is read back as written: nothing is escaped.
        let raw = tree.nodes.contains { HTMLText.kind($0.title) == .raw || $0.note.map { HTMLText.kind($0) == .raw } ?? false }
        func written(_ text: String) -> String {
            XMLText.escape(!raw && HTMLText.kind(text) == .markup ? XMLText.escape(text, as: .html) : text)
        }
        try out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml version=\"2.0\">\n<head>\n<title>\(XMLText.escape(map.title))</title>\n</head>\n<body>\n")
        try tree.walk(throwing: { (i, depth, entering) throws(KeepsakeError) in
            let node = tree.nodes[i]
            let indent = String(repeating: "\t", count: min(depth, 16))
            let leaf = tree.children[i].isEmpty
            if entering {
                var line = indent + "<outline text=\"\(written(node.title))\""
                if let note = node.note { line += " _note=\"\(written(note))\"" }
                if let feed = node.feed {
                    line += " type=\"rss\" xmlUrl=\"\(XMLText.escape(feed))\""
                    if let link = node.link { line += " htmlUrl=\"\(XMLText.escape(link))\"" }
                } else if let link = node.link {
                    line += " type=\"link\" url=\"\(XMLText.escape(link))\""
                }
                try out.write(line + (leaf ? "/>\n" : ">\n"))
            } else if !leaf {
                try out.write(indent + "</outline>\n")
            }
        })
        try out.write("</body>\n</opml>\n")
    }
}
