/// A tree read from a file, before it enters the store: nodes in document order, each with
/// the index of its parent (earlier in the list). Index 0 is the root.
struct ImportedOutline {
    struct Node {
        let parent: Int?
        var title: String
        var note: String?
    }

    /// The most nodes one file may bring.
    static let maxNodes = 5_000_000

    private(set) var nodes: [Node] = []

    /// Adds a node and returns its index.
    mutating func add(parent: Int?, title: String = "", note: String? = nil) throws(KeepsakeError) -> Int {
        guard nodes.count < ImportedOutline.maxNodes else {
            throw .limitExceeded("the file holds more than \(ImportedOutline.maxNodes) nodes")
        }
        nodes.append(Node(parent: parent, title: title, note: note))
        return nodes.count - 1
    }

    mutating func set(_ index: Int, title: String? = nil, note: String?? = nil) {
        if let title { nodes[index].title = title }
        if let note { nodes[index].note = note }
    }
}

extension Session {
    /// Stores `outline` as a new map in one transaction; titles and notes are made valid
    /// (`MindMapRules.importedTitle`), ids are new.
    func storeImported(_ outline: ImportedOutline, now: String) throws(KeepsakeError) -> MindMap {
        guard let first = outline.nodes.first, first.parent == nil else { throw .invalidArgument("the file holds no outline") }
        return try changingMindMaps { (db) throws(KeepsakeError) -> MindMap in
            let mapID = Random.uuid(orderedBy: now)
            var ids: [String] = []
            ids.reserveCapacity(outline.nodes.count)
            var nextPosition = [Int64](repeating: 0, count: outline.nodes.count)
            let insert = try db.prepare(MindMapTable.insertNodeSQL)
            var mapTitle = MindMapRules.untitled
            for (index, item) in outline.nodes.enumerated() {
                let (title, note) = MindMapRules.importedTitle(item.title, note: MindMapRules.importedNote(item.note))
                let id = Random.uuid(orderedBy: now)
                ids.append(id)
                var position: Int64 = 0
                var parentID: String?
                if let parent = item.parent {
                    position = nextPosition[parent]
                    nextPosition[parent] += 1
                    parentID = ids[parent]
                } else {
                    mapTitle = title
                    try MindMapTable.insertMap(id: mapID, title: title, created: now, modified: now, in: db)
                }
                let node = MindMapNode(id: id, mapID: mapID, parentID: parentID, position: position, title: title,
                                       note: MindMapRules.importedNote(note), created: now, modified: now)
                try insert.bind(try MindMapTable.nodeArguments(node))
                while try insert.step() {}
                _ = index
            }
            return MindMap(id: mapID, title: mapTitle, rootID: ids[0], created: now, modified: now, nodeCount: Int64(ids.count))
        }
    }
}
