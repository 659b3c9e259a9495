/// A tree read from a file, before it enters the store: nodes in document order, each with
/// the index of its parent (earlier in the list). Index 0 is the root.
struct ImportedOutline {
    struct Node {
        let parent: Int?
        var title: String
        var note: String?
        /// The node's link and feed URL as the file gives them (checked when stored).
        var link: String?
        var feed: String?
        /// The node of the same file `link` points at (a FreeMind `#ID_…`, an XMind
        /// `xmind:#…`), set by `resolveInternalLinks`: such a link is stored as `#` and that
        /// node's new id, since the file's ids are not kept.
        var target: Int?
    }

    /// The most nodes any file may bring, whatever the host allows.
    static let maxNodes = OutlineImportLimits.ceiling.maxNodes

    private(set) var nodes: [Node] = []
    /// Each node's level (the root's is 1; a provisional root's 0), for the depth bound.
    private var depths: [Int32] = []
    /// Whether node 0 is a provisional root (`addProvisionalRoot`), which the node bound does
    /// not count.
    private var provisional = 0
    /// The UTF-8 bytes of every title, note, link and feed held now.
    private var textBytes = 0
    /// What the host allows and the file's size (`OutlineBudget`), charged as nodes are added.
    let budget: OutlineBudget
    /// The nodes by the ids the file gives them (first node with an id wins).
    private var anchors: [String: Int] = [:]

    /// An empty outline charged against `budget`.
    init(budget: OutlineBudget) {
        self.budget = budget
    }

    private static func bytes(_ text: String?) -> Int { text?.utf8.count ?? 0 }

    /// Refuses the file once its text or the store growth it implies is past the budget.
    private func checkText() throws(KeepsakeError) {
        let limits = budget.limits
        guard textBytes <= limits.maxTextBytes else {
            throw .limitExceeded("the file holds more than \(limits.maxTextBytes) bytes of text (\(nodes.count) nodes read); this host allows \(limits.maxTextBytes) per import; nothing was imported")
        }
        let growth = UInt64(nodes.count) * UInt64(OutlineImportLimits.rowBytes) + UInt64(textBytes)
        guard growth <= budget.allowedGrowth else {
            throw .limitExceeded("the \(budget.inputBytes)-byte file would grow the store by more than \(budget.allowedGrowth) bytes (\(nodes.count) nodes read so far), more than \(limits.maxGrowthRatio) times its size that this host allows; nothing was imported")
        }
    }

    /// Adds a node and returns its index; refuses it with `.limitExceeded` when it is past the
    /// budget's nodes, levels, text or growth.
    mutating func add(parent: Int?, title: String = "", note: String? = nil, link: String? = nil, feed: String? = nil) throws(KeepsakeError) -> Int {
        let limits = budget.limits
        guard nodes.count - provisional < limits.maxNodes else {
            throw .limitExceeded("the file holds more than \(limits.maxNodes) nodes; this host allows \(limits.maxNodes) per import; nothing was imported")
        }
        let depth = parent.map { Int(depths[$0]) + 1 } ?? 1
        guard depth <= limits.maxDepth else {
            throw .limitExceeded("the file nests more than \(limits.maxDepth) levels deep; this host allows \(limits.maxDepth) per import; nothing was imported")
        }
        nodes.append(Node(parent: parent, title: title, note: note, link: link, feed: feed))
        depths.append(Int32(clamping: depth))
        textBytes += Self.bytes(title) + Self.bytes(note) + Self.bytes(link) + Self.bytes(feed)
        try checkText()
        return nodes.count - 1
    }

    /// Adds node 0 as a provisional root, under which a reader collects a file's top-level
    /// outlines, headings or sheets until it knows whether one of them is the root
    /// (`OPML.reroot`): the bounds count its children as the file's level 1 and do not count
    /// it as a node.
    mutating func addProvisionalRoot() {
        guard nodes.isEmpty else { return }
        provisional = 1
        nodes.append(Node(parent: nil, title: ""))
        depths.append(0)
    }

    /// Makes the provisional root the file's own root (a Markdown file's first `#` heading)
    /// while it has no children yet: the bounds count it as a node at level 1.
    mutating func keepProvisionalRoot() {
        guard provisional == 1, nodes.count == 1 else { return }
        provisional = 0
        depths[0] = 1
    }

    /// Changes what node `index` holds; refuses text past the budget with `.limitExceeded`.
    mutating func set(_ index: Int, title: String? = nil, note: String?? = nil, link: String?? = nil, target: Int?? = nil) throws(KeepsakeError) {
        if let title {
            textBytes += Self.bytes(title) - Self.bytes(nodes[index].title)
            nodes[index].title = title
        }
        if let note {
            textBytes += Self.bytes(note) - Self.bytes(nodes[index].note)
            nodes[index].note = note
        }
        if let link {
            textBytes += Self.bytes(link) - Self.bytes(nodes[index].link)
            nodes[index].link = link
        }
        if let target { nodes[index].target = target }
        try checkText()
    }

    /// Records that the file calls node `index` `id`, for `resolveInternalLinks`.
    mutating func anchor(_ id: String, at index: Int) {
        guard !id.isEmpty, anchors[id] == nil else { return }
        anchors[id] = index
    }

    /// Points each link that is `prefix` and the id of a node of this file (`anchor`) at that
    /// node; other links stay as written.
    mutating func resolveInternalLinks(prefix: String) {
        guard !anchors.isEmpty else { return }
        for index in nodes.indices {
            guard let link = nodes[index].link, link.hasPrefix(prefix),
                  let target = anchors[String(link.dropFirst(prefix.count))] else { continue }
            nodes[index].target = target
        }
    }

    /// The link a store writes for `node` when the file's nodes get the new `ids`.
    static func storedLink(_ node: Node, ids: [String]) -> String? {
        node.target.map { "#" + ids[$0] } ?? node.link
    }
}

extension MindMapTree {
    /// For each node whose link is internal (`#` and the id of a node of this tree, as an
    /// import stores a link to a node of the same file), the index of the node it points at.
    func internalLinkTargets() -> [Int: Int] {
        var links: [Int: String] = [:]
        for (i, node) in nodes.enumerated() {
            if let link = node.link, link.hasPrefix("#"), link.count > 1 { links[i] = String(link.dropFirst()) }
        }
        guard !links.isEmpty else { return [:] }
        var index: [String: Int] = [:]
        index.reserveCapacity(nodes.count)
        for (i, node) in nodes.enumerated() { index[node.id] = i }
        return links.compactMapValues { index[$0] }
    }
}

extension Session {
    /// Stores `outline` as a new map in one transaction; titles and notes are made valid
    /// (`MindMapRules.importedTitle`), ids are new; a link to a node of the same file (`target`)
    /// is stored as `#` and that node's new id (FORMAT.md section 17). A link or feed that is not
    /// valid (`MindMapRules.link`: `javascript:`, a bidirectional override, over 4,096 bytes…)
    /// is dropped and the node kept without it (FORMAT.md section 17): the map is what the user
    /// imports, and a link no bundle could carry is not worth losing it for.
    func storeImported(_ outline: ImportedOutline, now: Instant) throws(KeepsakeError) -> MindMap {
        guard let first = outline.nodes.first, first.parent == nil else { throw .invalidArgument("the file holds no outline") }
        return try changingMindMaps { (db) throws(KeepsakeError) -> MindMap in
            let mapID = Random.uuid(orderedBy: now)
            // Ids first: a link may point at a node later in the file.
            var ids: [String] = []
            ids.reserveCapacity(outline.nodes.count)
            for _ in outline.nodes { ids.append(Random.uuid(orderedBy: now)) }
            var nextPosition = [Int64](repeating: 0, count: outline.nodes.count)
            let insert = try db.prepare(MindMapTable.insertNodeSQL)
            var mapTitle = MindMapRules.untitled
            for (index, item) in outline.nodes.enumerated() {
                let (title, note) = MindMapRules.importedTitle(item.title, note: MindMapRules.importedNote(item.note))
                let id = ids[index]
                var position: Int64 = 0
                var parentID: String?
                if let parent = item.parent {
                    position = nextPosition[parent]
                    nextPosition[parent] += 1
                    parentID = ids[parent]
                } else {
                    mapTitle = title
                    try MindMapTable.insertMap(id: mapID, title: title, created: now.rfc3339, modified: now.rfc3339, in: db)
                }
                let node = MindMapNode(id: id, mapID: mapID, parentID: parentID, position: position, title: title,
                                       note: MindMapRules.importedNote(note), created: now, modified: now,
                                       link: MindMapRules.importedLink(ImportedOutline.storedLink(item, ids: ids)),
                                       feed: MindMapRules.importedLink(item.feed))
                try insert.bind(try MindMapTable.nodeArguments(node))
                while try insert.step() {}
            }
            return MindMap(id: mapID, title: mapTitle, rootID: ids[0], created: now, modified: now, nodeCount: Int64(ids.count))
        }
    }
}
