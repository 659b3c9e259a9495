/// A whole map in memory as a flat node list with child indexes, walked with explicit stacks
/// so that a chain 100,000 deep needs no deep call stack. Exports and the bundle checks use it.
struct MindMapTree {
    let nodes: [MindMapNode]
    /// `children[i]`: indexes of node i's children, ordered by position.
    let children: [[Int]]
    let root: Int

    /// Why a set of nodes is not one tree.
    enum Defect: Error, Equatable {
        case noRoot, severalRoots, unknownParent(String), unreachable(Int), duplicatePosition(String)
    }

    /// Builds the tree of `nodes`, which must hold exactly one root, parents among them, and
    /// no cycle (every node reachable from the root).
    init(_ nodes: [MindMapNode]) throws(Defect) {
        var index: [String: Int] = [:]
        index.reserveCapacity(nodes.count)
        for (i, node) in nodes.enumerated() { index[node.id] = i }
        var children = [[Int]](repeating: [], count: nodes.count)
        var root: Int?
        for (i, node) in nodes.enumerated() {
            guard let parent = node.parentID else {
                if root != nil { throw .severalRoots }
                root = i
                continue
            }
            guard let p = index[parent] else { throw .unknownParent(node.id) }
            children[p].append(i)
        }
        guard let root else { throw .noRoot }
        for p in children.indices where children[p].count > 1 {
            children[p].sort { nodes[$0].position < nodes[$1].position }
            for k in 1..<children[p].count where nodes[children[p][k - 1]].position == nodes[children[p][k]].position {
                throw .duplicatePosition(nodes[p].id)
            }
        }
        self.nodes = nodes
        self.children = children
        self.root = root
        var reached = 0
        walk { _, _, entering in if entering { reached += 1 } }
        guard reached == nodes.count else { throw .unreachable(nodes.count - reached) }
    }

    /// Visits the tree depth-first in order: `visit(index, depth, true)` when entering a node,
    /// `visit(index, depth, false)` when leaving it (after its subtree).
    func walk(_ visit: (Int, Int, Bool) -> Void) {
        var stack: [(index: Int, depth: Int, next: Int)] = [(root, 0, 0)]
        visit(root, 0, true)
        while !stack.isEmpty {
            let top = stack.count - 1
            let (i, depth, next) = stack[top]
            if next < children[i].count {
                stack[top].next += 1
                let child = children[i][next]
                visit(child, depth + 1, true)
                stack.append((child, depth + 1, 0))
            } else {
                stack.removeLast()
                visit(i, depth, false)
            }
        }
    }

    /// `walk` for visitors that throw.
    func walk(throwing visit: (Int, Int, Bool) throws(KeepsakeError) -> Void) throws(KeepsakeError) {
        var failure: KeepsakeError?
        walk { i, depth, entering in
            guard failure == nil else { return }
            do throws(KeepsakeError) { try visit(i, depth, entering) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}

extension Session {
    /// The map `id` with every node, as a tree (for exports).
    func mindMapTree(_ id: String) throws(KeepsakeError) -> (MindMap, MindMapTree) {
        try MindMapRules.requireID(id, "map id")
        return try readingMindMaps { (db) throws(KeepsakeError) -> (MindMap, MindMapTree) in
            let map = try MindMapTable.requireMap(id, in: db)
            let nodes = try MindMapTable.nodes(ofMap: id, in: db)
            do throws(MindMapTree.Defect) {
                return (map, try MindMapTree(nodes))
            } catch {
                throw .corruptStore("mind map \(id) is not a tree: \(error)")
            }
        }
    }
}
