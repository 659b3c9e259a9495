import KeepsakeCore

/// `keepsake map …` and `keepsake render`: mind maps from the command line.
extension Commands {
    static let mapUsage = """
        keepsake map create --store DIR [--create] [--as USER] TITLE
               keepsake map list --store DIR [--as USER]
               keepsake map show --store DIR [--as USER] [--json] MAP_ID
               keepsake map add --store DIR [--as USER] --parent NODE_ID [--note TEXT] [--link URL] [--feed URL] TITLE
               keepsake map rename --store DIR [--as USER] MAP_ID TITLE
               keepsake map edit --store DIR [--as USER] [--title TEXT] [--note TEXT | --clear-note] [--link URL | --clear-link] [--feed URL | --clear-feed] NODE_ID
               keepsake map delete --store DIR [--as USER] MAP_ID
               keepsake map delete-node --store DIR [--as USER] NODE_ID
               keepsake map move --store DIR [--as USER] --parent NODE_ID [--index N] NODE_ID
               keepsake map import --store DIR [--create] [--as USER] [--format opml|freemind|xmind|markdown|mermaid] [--max-nodes N] [--max-depth N] [--max-text-bytes N] [--max-input-bytes N] [--max-growth-ratio N] FILE
               keepsake map export --store DIR [--as USER] --format opml|freemind|xmind|markdown|mermaid|svg|bundle -o OUT MAP_ID
        """

    static let mapDetails = """
        create makes a map and its root node; add adds a child after the node's last child;
        show prints the map as an indented outline (--json: the map record); rename gives a map
        a new title; edit changes a node's title, note, link and/or feed; delete removes a map with all its
        nodes, delete-node a node with its subtree (it prints how many went); move puts a node
        with its subtree under --parent at --index (0 first; default last), within its map, and
        under its own parent reorders it.
        import reads OPML 2.0, FreeMind/Freeplane .mm, XMind .xmind (XMind Zen/2020+ and
        XMind 8; several sheets come under one root titled by the file's name), a Markdown
        or indented-text outline or a Mermaid mindmap (a .mmd file, or the first mindmap in a
        Markdown file's mermaid block) (--format defaults from the file's extension: .opml,
        .mm, .xmind, .md, .txt, .mmd) as a new map and prints its id; export writes a map as OPML, .mm,
        .xmind, a Markdown outline, a Mermaid mindmap, an SVG drawing, or a bundle of kind
        mindmap.
        A node's link (--link: a web page, a file, another node) and feed (--feed: the feed
        URL of a feed-list entry) come from FreeMind's LINK and OPML's url, htmlUrl and xmlUrl
        and go back there on export; show prints them after the node's id. A link is at most
        4,096 bytes, without control or format characters (bidirectional overrides,
        zero-width characters), never javascript:, vbscript: or data:; an import drops a
        link that breaks these rules and keeps its node.
        An import stops, changing nothing (exit status 1), at the first node, level or byte
        past what the --max-* options allow, counted while the file is read: by default
        1,000,000 nodes, 100,000 levels, 256 MiB of text, files of 256 MiB, and a store growth
        of 1,000 times the file's size (320 bytes a node plus its text), which a small
        compressed XMind file of millions of topics exceeds.

        Options:
          --store DIR        the store folder
          --create           for create and import: create the store when DIR holds none
          --as USER          sign in as USER (needed once the store has accounts)
          --now INSTANT      the RFC 3339 instant recorded for changes (default: now)
          --created INSTANT  for export --format bundle: the manifest's instant (default: now)
          -o, --output OUT   the file to write (a regular file, replaced atomically), or - for stdout
          --link URL         for add and edit: the node's link; --clear-link removes it
          --feed URL         for add and edit: the node's feed URL; --clear-feed removes it
          --max-nodes N      for import: the most nodes the file may bring (default 1000000)
          --max-depth N      for import: the most levels it may nest (default 100000)
          --max-text-bytes N   for import: the most bytes of text (default 268435456)
          --max-input-bytes N  for import: the largest file read (default 268435456)
          --max-growth-ratio N for import: the most store growth per byte of the file (default 1000)
        """

    static func map(_ args: inout Arguments) throws(CLIError) {
        let sub = args.takeFirstWord() ?? ""
        let access = try args.store(writes: sub == "create" || sub == "import")
        let now = try args.instant("--now")
        let printer = args.printer
        func open() throws(CLIError) -> Session { try access.session() }
        switch sub {
        case "create":
            let title = try args.single("TITLE")
            let s = try open()
            let map = try core { () throws(KeepsakeError) in try s.createMindMap(title: title, now: now) }
            printer.record(map, "\(map.id)  root \(map.rootID)  \(map.title)\n")
        case "list":
            try noMapPositionals(&args)
            let s = try open()
            let maps = try core { () throws(KeepsakeError) in try s.mindMaps() }
            // A title of several lines stays on its map's line.
            printer.record(maps, TextView.listing(["id", "nodes", "modified", "title"], maps.map {
                [$0.id, String($0.nodeCount), "\($0.modified)", $0.title.split(whereSeparator: \.isNewline).joined(separator: " / ")]
            }))
        case "show":
            let given = try args.single("MAP_ID")
            let s = try open()
            let id = try IDPrefix.map(given, s)
            if printer.json {
                let map = try core { () throws(KeepsakeError) in try s.mindMap(id) }
                Output.out(map.canonicalJSON + "\n")
                return
            }
            let text = try core { () throws(KeepsakeError) -> String in
                let map = try s.mindMap(id)
                // Depth-first with an explicit stack: deep maps need no deep recursion.
                var lines = ""
                var stack: [(MindMapNode, Int)] = [(try s.node(map.rootID), 0)]
                while let (node, depth) = stack.popLast() {
                    var line = String(repeating: "  ", count: min(depth, 32)) + node.title.split(separator: "\n").joined(separator: " ") + "  [\(node.id)]"
                    if let link = node.link { line += "  <\(link)>" }
                    if let feed = node.feed { line += "  feed <\(feed)>" }
                    lines += line + "\n"
                    for child in try s.children(of: node.id).reversed() { stack.append((child, depth + 1)) }
                }
                return lines
            }
            Output.out(text)
        case "add":
            let givenParent = try args.required("--parent")
            let note = try args.option("--note")
            let link = try args.option("--link")
            let feed = try args.option("--feed")
            let title = try args.single("TITLE")
            let s = try open()
            let parent = try IDPrefix.node(givenParent, s)
            let node = try core { () throws(KeepsakeError) in try s.createNode(under: parent, title: title, note: note, link: link, feed: feed, now: now) }
            printer.record(node, "\(node.id)  \(node.title)\n")
        case "rename":
            let rest = try args.positionals()
            guard rest.count == 2 else { throw .usage("give MAP_ID and the new TITLE", verb: "map") }
            let s = try open()
            let id = try IDPrefix.map(rest[0], s)
            let map = try core { () throws(KeepsakeError) in try s.renameMindMap(id, title: rest[1], now: now) }
            printer.done(map, "renamed map \(map.id): \(map.title)\n")
        case "edit":
            let title = try args.option("--title")
            let note = try args.option("--note")
            let clearNote = args.flag("--clear-note")
            let link = try args.option("--link")
            let clearLink = args.flag("--clear-link")
            let feed = try args.option("--feed")
            let clearFeed = args.flag("--clear-feed")
            let givenID = try args.single("NODE_ID")
            guard title != nil || note != nil || clearNote || link != nil || clearLink || feed != nil || clearFeed else {
                throw .usage("give --title TEXT, --note TEXT, --clear-note, --link URL, --clear-link, --feed URL or --clear-feed", verb: "map")
            }
            guard note == nil || !clearNote else { throw .usage("give --note TEXT or --clear-note, not both", verb: "map") }
            guard link == nil || !clearLink else { throw .usage("give --link URL or --clear-link, not both", verb: "map") }
            guard feed == nil || !clearFeed else { throw .usage("give --feed URL or --clear-feed, not both", verb: "map") }
            let s = try open()
            let id = try IDPrefix.node(givenID, s)
            let node = try core { () throws(KeepsakeError) -> MindMapNode in
                var node = try s.node(id)
                if let title { node = try s.setNodeTitle(id, title: title, now: now) }
                if note != nil || clearNote { node = try s.setNodeNote(id, note: note, now: now) }
                if link != nil || clearLink || feed != nil || clearFeed {
                    node = try s.setNodeLink(id, link: clearLink ? nil : link ?? node.link, feed: clearFeed ? nil : feed ?? node.feed, now: now)
                }
                return node
            }
            printer.done(node, "\(node.id)  \(node.title)\(node.note.map { "  (note: \($0.split(separator: "\n").first ?? ""))" } ?? "")\n")
        case "delete":
            let given = try args.single("MAP_ID")
            let s = try open()
            let id = try IDPrefix.map(given, s)
            let count = try core { () throws(KeepsakeError) in try s.deleteMindMap(id) }
            printer.done(count, "deleted map \(id): \(counted(count.nodes, "node"))\n")
        case "delete-node":
            let given = try args.single("NODE_ID")
            let s = try open()
            let id = try IDPrefix.node(given, s)
            let count = try core { () throws(KeepsakeError) in try s.deleteNode(id, now: now) }
            printer.done(count, "deleted \(counted(count.nodes, "node"))\n")
        case "move":
            let givenParent = try args.required("--parent")
            let indexText = try args.option("--index")
            var index: Int?
            if let indexText {
                guard let n = Int(indexText), n >= 0 else { throw .usage("--index takes 0 or more, not '\(Arguments.quoted(indexText))'", verb: "map") }
                index = n
            }
            let given = try args.single("NODE_ID")
            let s = try open()
            let id = try IDPrefix.node(given, s)
            let parent = try IDPrefix.node(givenParent, s)
            let node = try core { () throws(KeepsakeError) in try s.moveNode(id, under: parent, at: index, now: now) }
            printer.done(node, "moved \(node.id) under \(parent) at \(node.position)\n")
        case "import":
            let formatName = try args.option("--format")
            var limits = OutlineImportLimits.defaults
            func limit(_ name: String) throws(CLIError) -> Int? {
                guard let text = try args.option(name) else { return nil }
                guard let n = Int(text), n >= 1 else { throw .usage("\(name) takes a whole number of 1 or more, not '\(Arguments.quoted(text))'", verb: "map") }
                return n
            }
            if let n = try limit("--max-nodes") { limits.maxNodes = n }
            if let n = try limit("--max-depth") { limits.maxDepth = n }
            if let n = try limit("--max-text-bytes") { limits.maxTextBytes = n }
            if let n = try limit("--max-input-bytes") { limits.maxInputBytes = n }
            if let n = try limit("--max-growth-ratio") { limits.maxGrowthRatio = n }
            let file = try args.single("FILE")
            let format: MindMapFormat
            let lower = file.lowercased()
            let guessed = lower.hasSuffix(".mm") ? "freemind" : lower.hasSuffix(".opml") ? "opml"
                : lower.hasSuffix(".xmind") ? "xmind" : lower.hasSuffix(".mmd") || lower.hasSuffix(".mermaid") ? "mermaid"
                : lower.hasSuffix(".md") || lower.hasSuffix(".markdown") || lower.hasSuffix(".txt") ? "markdown" : ""
            switch formatName ?? guessed {
            case "opml": format = .opml
            case "freemind", "mm": format = .freemind
            case "xmind": format = .xmind
            case "markdown", "md", "text": format = .markdown
            case "mermaid", "mmd": format = .mermaid
            default: throw .usage("give --format opml, freemind, xmind, markdown or mermaid (the file's extension does not say)", verb: "map")
            }
            let s = try open()
            let map = try core { () throws(KeepsakeError) in try s.importMindMap(from: file, format: format, now: now, limits: limits) }
            printer.done(map, "imported \(file): map \(map.id), \(counted(map.nodeCount, "node")), \"\(map.title.split(separator: "\n").joined(separator: " "))\"\n")
        case "export":
            let formatName = try args.required("--format")
            guard let output = try args.output("-o", "--output") else { throw .usage("-o OUT is required", verb: "map") }
            let created = try args.instant("--created")
            let given = try args.single("MAP_ID")
            if formatName == "bundle" {
                let s = try open()
                let id = try IDPrefix.map(given, s)
                try writeBundle(printer, access, output, label: "export") { (path, progress) throws(KeepsakeError) in
                    try s.exportMindMapBundle(id, to: path, options: ExportOptions(created: created, progress: progress))
                }
                return
            }
            guard let format = MindMapFormat(rawValue: formatName == "mm" ? "freemind" : formatName) else {
                throw .usage("--format is opml, freemind, xmind, markdown, mermaid, svg or bundle", verb: "map")
            }
            let s = try open()
            try exportMap(printer, access, s, try IDPrefix.map(given, s), format, output)
        default:
            break
        }
    }

    /// A map written in a text format to OUT or stdout.
    static func exportMap(_ printer: Printer, _ access: StoreAccess, _ s: Session, _ id: String, _ format: MindMapFormat,
                          _ output: OutputTarget) throws(CLIError) {
        let result = try write(printer, access, output, binary: format == .xmind) { (path) throws(KeepsakeError) in try s.exportMindMap(id, format: format, to: path) }
        if case .file = output { printer.done(result, "wrote \(result.path): \(counted(result.nodes, "node")), \(counted(result.size, "byte"))\n") }
    }

    /// `keepsake render`: a map as an SVG radial tree.
    static func render(_ args: inout Arguments) throws(CLIError) {
        let access = try args.store()
        guard let output = try args.output("-o", "--output") else { throw .usage("-o OUT is required", verb: "render") }
        let nodeID = try args.option("--node")
        let size = try args.option("--size")
        guard nodeID != nil || size == nil else { throw .usage("--size goes with --node", verb: "render") }
        var width = 414.0, height = 896.0
        if let size {
            let parts = size.split(separator: "x")
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
                throw .usage("--size takes WIDTHxHEIGHT, e.g. 414x896, not '\(Arguments.quoted(size))'", verb: "render")
            }
            (width, height) = (w, h)
        }
        guard let nodeID else {
            let given = try args.single("MAP_ID")
            let s = try access.session()
            try exportMap(args.printer, access, s, try IDPrefix.map(given, s), .svg, output)
            return
        }
        if let extra = try args.positionals().first { throw .usage("--node draws one node's level: unexpected '\(Arguments.quoted(extra))'", verb: "render") }
        let s = try access.session()
        let printer = args.printer
        let node = try IDPrefix.node(nodeID, s)
        let result = try write(printer, access, output, binary: false) { (path) throws(KeepsakeError) in
            try s.renderMindMapLevel(node, width: width, height: height, minTap: 44, to: path)
        }
        if case .file = output { printer.done(result, "wrote \(result.path): \(counted(result.nodes, "node")), \(counted(result.size, "byte"))\n") }
    }

    private static func noMapPositionals(_ args: inout Arguments) throws(CLIError) {
        if let extra = try args.positionals().first { throw .usage("unexpected argument '\(extra)'", verb: "map") }
    }
}

/// The demo's mind map: a trip plan four levels deep, and its bundle, OPML and SVG.
enum DemoMindMap {
    static let plan: [(String, String?, [(String, [String])])] = [
        ("Before leaving", "Two weeks ahead", [("Papers", ["Passports", "Tickets", "Insurance"]), ("Home", ["Plants", "Post"])]),
        ("Packing", nil, [("Clothes", ["Rain jacket", "Boots"]), ("Kit", ["Charger", "First aid"])]),
        ("Days", "Keep a day free for rain", [("Day 1", ["Old town", "Harbour"]), ("Day 2", ["Lake walk"]), ("Day 3", [])]),
        ("Budget", nil, []),
    ]

    static func build(_ session: Session, now: Instant) throws(KeepsakeError) -> MindMap {
        let map = try session.createMindMap(title: "Trip to the lakes", now: now)
        for (title, note, groups) in plan {
            let branch = try session.createNode(under: map.rootID, title: title, note: note, now: now)
            for (group, items) in groups {
                let node = try session.createNode(under: branch.id, title: group, now: now)
                for item in items { _ = try session.createNode(under: node.id, title: item, now: now) }
            }
        }
        return try session.mindMap(map.id)
    }

    static func export(_ session: Session, map: MindMap, to folder: String, now: Instant) throws(KeepsakeError) {
        let bundle = try session.exportMindMapBundle(map.id, to: folder + "/mindmap.keepsake", options: ExportOptions(created: now))
        try Bundles.verify(at: bundle.path)
        Output.out("bundle:  \(bundle.path) (kind mindmap, \(bundle.size) bytes)\n")
        for (format, name) in [(MindMapFormat.opml, "mindmap.opml"), (.svg, "mindmap.svg")] {
            let result = try session.exportMindMap(map.id, format: format, to: folder + "/" + name)
            Output.out("\(format.rawValue.padding(8))\(result.path) (\(result.size) bytes)\n")
        }
    }
}
