#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A map drawn as a radial tree in SVG: the root in the centre, each level on rings around it,
/// every subtree given an angle in proportion to its leaves. Deterministic (integer
/// coordinates).
///
/// No two labels overlap, whatever the number of nodes: a label is at most `labelLines` lines
/// of `labelColumns` characters (longer titles are shortened with "…", the full title in the
/// node's `<title>`), and each level's rings are placed by what they hold. A level whose
/// neighbours would crowd is spread over several rings ("lanes", node i on lane i mod k) a
/// label's diagonal apart, and the innermost lane is pushed out until labels on one lane are a
/// diagonal apart along the circle: two boxes whose centres are a diagonal apart cannot
/// overlap. The canvas grows to hold it all. A node whose link is http, https or mailto is
/// wrapped in an `<a href>`; other links are not drawn as links.
enum SVGRender {
    static let margin = 40.0
    static let palette = ["#4c6ef5", "#12b886", "#f59f00", "#e64980", "#7950f2", "#15aabf"]
    static let labelColumns = 18
    static let labelLines = 2
    /// Width of one character column at font-size 13 (a wide estimate for Helvetica; East Asian
    /// wide characters count two columns), and the height of a line.
    static let columnWidth = 7.5
    static let lineHeight = 16.0
    /// Room kept between neighbouring labels.
    static let labelGap = 6.0

    struct Label: Equatable {
        let lines: [String]
        let shortened: Bool
        /// The box's size.
        let width: Double
        let height: Double
    }

    /// Where each node and its label are drawn.
    struct Layout {
        var x: [Double]
        var y: [Double]
        var labels: [Label]
        /// Label boxes: centre x, centre y (below the node's dot).
        var boxX: [Double]
        var boxY: [Double]
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0

        /// Whether boxes `a` and `b` overlap.
        func overlap(_ a: Int, _ b: Int) -> Bool {
            abs(boxX[a] - boxX[b]) * 2 < labels[a].width + labels[b].width
                && abs(boxY[a] - boxY[b]) * 2 < labels[a].height + labels[b].height
        }
    }

    /// A title as at most `labelLines` lines of at most `labelColumns` columns, broken at
    /// spaces where it can be.
    static func label(_ title: String, root: Bool = false) -> Label {
        let words = title.split(whereSeparator: { $0 == " " || $0.isNewline || $0 == "\t" }).map(String.init)
        var lines: [String] = []
        var current = ""
        var shortened = false
        func columns(_ s: String) -> Int { s.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 2 : 1) } }
        func cut(_ s: String, to limit: Int) -> String {
            var out = "", used = 0
            for ch in s {
                let w = columns(String(ch))
                if used + w > limit { break }
                out.append(ch); used += w
            }
            return out
        }
        var rest = words[...]
        while let word = rest.first, lines.count < labelLines {
            let candidate = current.isEmpty ? word : current + " " + word
            if columns(candidate) <= labelColumns {
                current = candidate
                rest = rest.dropFirst()
            } else if current.isEmpty {
                // One word longer than a line: cut it.
                current = cut(word, to: labelColumns)
                let remainder = String(word.dropFirst(current.count))
                rest = rest.dropFirst()
                if !remainder.isEmpty { rest = [remainder] + rest }
                lines.append(current); current = ""
            } else {
                lines.append(current); current = ""
            }
        }
        if !current.isEmpty {
            if lines.count < labelLines { lines.append(current) } else { rest = [current] + rest }
        }
        if !rest.isEmpty {
            shortened = true
            if lines.isEmpty { lines = [""] }
            let last = lines[lines.count - 1]
            lines[lines.count - 1] = (columns(last) + 1 <= labelColumns ? last : cut(last, to: labelColumns - 1)) + "…"
        }
        if lines.isEmpty { lines = [""] }
        let widest = lines.map(columns).max() ?? 0
        let scale = root ? 16.0 / 13.0 : 1
        // Every box is `labelLines` high (text from its top), so all sit at one offset below
        // their dots and the ring spacing, computed on dots, holds for the boxes.
        return Label(lines: lines, shortened: shortened,
                     width: (Double(widest) * columnWidth + 8) * scale, height: Double(labelLines) * lineHeight * scale + 4)
    }

    static func isWide(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The positions of every node and label of `tree`.
    static func layout(_ tree: MindMapTree) -> Layout {
        let count = tree.nodes.count
        var leaves = [Double](repeating: 0, count: count)
        var depthOf = [Int](repeating: 0, count: count)
        var maxDepth = 0
        tree.walk { i, depth, entering in
            if entering { depthOf[i] = depth; maxDepth = max(maxDepth, depth); return }
            leaves[i] = tree.children[i].isEmpty ? 1 : tree.children[i].reduce(0) { $0 + leaves[$1] }
        }
        // Angles: each subtree a share of its parent's span in proportion to its leaves.
        var angle = [Double](repeating: 0, count: count)
        var start = [Double](repeating: 0, count: count)
        var span = [Double](repeating: 0, count: count)
        span[tree.root] = 2 * Double.pi
        start[tree.root] = -Double.pi / 2
        var byDepth = [[Int]](repeating: [], count: maxDepth + 1)
        tree.walk { i, depth, entering in
            guard entering else { return }
            angle[i] = start[i] + span[i] / 2
            byDepth[depth].append(i)
            var next = start[i]
            for c in tree.children[i] {
                start[c] = next
                span[c] = span[i] * leaves[c] / leaves[i]
                next += span[c]
            }
        }
        let labels = (0..<count).map { label(tree.nodes[$0].title, root: $0 == tree.root) }
        var radius = [Double](repeating: 0, count: count)
        // Rings, level by level: the fewest-lanes placement whose outermost lane is smallest.
        var outer = 0.0
        var previousDiagonal = diagonal(labels[tree.root])
        for depth in 1..<max(1, maxDepth + 1) where depth <= maxDepth {
            let nodes = byDepth[depth] // in angular order (depth-first order is angular)
            let diag = nodes.map { diagonal(labels[$0]) }.max() ?? 0
            // The root's box sits lower under its larger dot: 40 more for the difference.
            let inner = outer + (previousDiagonal + diag) / 2 + 40
            var best: (outer: Double, base: Double, lanes: Int)?
            let n = nodes.count
            for lanes in 1...max(1, min(n, 64)) {
                var base = inner
                // Each lane's neighbours, the last and first around the circle included.
                for lane in 0..<lanes where lane + lanes < n {
                    var k = lane
                    while k < n {
                        let next = k + lanes < n ? k + lanes : lane
                        let a = angle[nodes[k]]
                        let b = next > k ? angle[nodes[next]] : angle[nodes[next]] + 2 * Double.pi
                        let gap = b - a
                        let chordFactor = 2 * sin(min(gap, 2 * Double.pi - gap) / 2)
                        if chordFactor <= 1e-12 { base = .infinity; break }
                        base = max(base, diag / chordFactor)
                        k += lanes
                    }
                    if !base.isFinite { break }
                }
                let laneOuter = base + Double(lanes - 1) * diag
                if best == nil || laneOuter < best!.outer - 1e-9 { best = (laneOuter, base, lanes) }
                if n <= lanes { break }
            }
            guard let chosen = best, chosen.outer.isFinite else { continue }
            for (k, i) in nodes.enumerated() { radius[i] = chosen.base + Double(k % chosen.lanes) * diag }
            outer = chosen.outer
            previousDiagonal = diag
        }
        var layout = Layout(x: [], y: [], labels: labels, boxX: [], boxY: [])
        layout.x.reserveCapacity(count); layout.y.reserveCapacity(count)
        for i in 0..<count {
            let x = (radius[i] * cos(angle[i])).rounded(), y = (radius[i] * sin(angle[i])).rounded()
            layout.x.append(x); layout.y.append(y)
            let dot = i == tree.root ? 30.0 : 9.0
            layout.boxX.append(x); layout.boxY.append(y + dot + 4 + labels[i].height / 2)
            layout.minX = min(layout.minX, x - labels[i].width / 2, x - dot)
            layout.maxX = max(layout.maxX, x + labels[i].width / 2, x + dot)
            layout.minY = min(layout.minY, y - dot)
            layout.maxY = max(layout.maxY, layout.boxY[i] + labels[i].height / 2)
        }
        return layout
    }

    static func diagonal(_ label: Label) -> Double {
        ((label.width + labelGap) * (label.width + labelGap) + (label.height + labelGap) * (label.height + labelGap)).squareRoot()
    }

    static func write(_ map: MindMap, _ tree: MindMapTree, to out: AtomicTextFile) throws(KeepsakeError) {
        let l = layout(tree)
        let m = margin
        let left = Int((l.minX - m).rounded(.down)), top = Int((l.minY - m).rounded(.down))
        let width = Int((l.maxX + m).rounded(.up)) - left, height = Int((l.maxY + m).rounded(.up)) - top
        try out.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="\(left) \(top) \(width) \(height)" font-family="Helvetica, Arial, sans-serif" font-size="13">
            <title>\(XMLText.escape(map.title))</title>
            <rect x="\(left)" y="\(top)" width="\(width)" height="\(height)" fill="#ffffff"/>
            <g stroke="#adb5bd" stroke-width="1.5">

            """)
        try tree.walk(throwing: { (i, _, entering) throws(KeepsakeError) in
            guard entering else { return }
            for c in tree.children[i] { try out.write("<line x1=\"\(Int(l.x[i]))\" y1=\"\(Int(l.y[i]))\" x2=\"\(Int(l.x[c]))\" y2=\"\(Int(l.y[c]))\"/>\n") }
        })
        try out.write("</g>\n<g text-anchor=\"middle\">\n")
        try tree.walk(throwing: { (i, depth, entering) throws(KeepsakeError) in
            guard entering else { return }
            let colour = depth == 0 ? "#343a40" : palette[(depth - 1) % palette.count]
            let r = depth == 0 ? 30 : 9
            let label = l.labels[i]
            // Only links a viewer may open safely become clickable (R68: never `javascript:`).
            let link = tree.nodes[i].link.flatMap { MindMapRules.isRenderable($0) ? $0 : nil }
            if let link { try out.write("<a href=\"\(XMLText.escape(link))\">") }
            try out.write("<g><title>\(XMLText.escape(tree.nodes[i].title))</title><circle cx=\"\(Int(l.x[i]))\" cy=\"\(Int(l.y[i]))\" r=\"\(r)\" fill=\"\(colour)\"/>")
            let size = depth == 0 ? 16.0 : 13.0
            let firstBaseline = l.boxY[i] - label.height / 2 + 2 + size
            try out.write("<text x=\"\(Int(l.x[i]))\" y=\"\(Int(firstBaseline.rounded()))\"\(depth == 0 ? " font-weight=\"bold\" font-size=\"16\"" : "")>")
            for (k, line) in label.lines.enumerated() {
                try out.write(k == 0 ? XMLText.escape(line) : "<tspan x=\"\(Int(l.x[i]))\" dy=\"\(Int(lineHeight * size / 13))\">\(XMLText.escape(line))</tspan>")
            }
            try out.write(link == nil ? "</text></g>\n" : "</text></g></a>\n")
        })
        try out.write("</g>\n</svg>\n")
    }
}

/// One level of a map as a host app shows it (Mindly's screen): what `RadialLayout.compute`
/// gives, drawn. The active node's bubble in the centre, its children's bubbles on rings
/// around it, each title inside its bubble on as many lines as fit (shortened with "…",
/// the full title in the bubble's `<title>`), in a `width` x `height` viewport.
enum LevelSVG {
    static func write(centre node: MindMapNode, children: [MindMapNode], path: [String], width: Double, height: Double,
                      minTap: Double, to out: AtomicTextFile) throws(KeepsakeError) {
        let layout = try RadialLayout.compute(childCount: children.count, width: width, height: height, minTap: minTap)
        let w = Int(width.rounded()), h = Int(height.rounded())
        try out.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" font-family="Helvetica, Arial, sans-serif" text-anchor="middle">
            <title>\(XMLText.escape(path.joined(separator: " › ")))</title>
            <rect width="\(w)" height="\(h)" fill="#f8f9fa"/>
            <text x="\(w / 2)" y="22" font-size="12" fill="#868e96">\(XMLText.escape(shorten(path.joined(separator: " › "), columns: max(8, Int(width / 7)))))</text>
            <g stroke="#ced4da" stroke-width="1.5">

            """)
        for bubble in layout.children {
            try out.write("<line x1=\"\(f(layout.centre.x))\" y1=\"\(f(layout.centre.y))\" x2=\"\(f(bubble.x))\" y2=\"\(f(bubble.y))\"/>\n")
        }
        try out.write("</g>\n")
        try bubble(layout.centre, node.title, fill: "#343a40", text: "#ffffff", bold: true, to: out)
        for (k, bubble) in layout.children.enumerated() {
            try self.bubble(bubble, children[k].title, fill: SVGRender.palette[k % SVGRender.palette.count], text: "#ffffff", bold: false, to: out)
        }
        try out.write("</svg>\n")
    }

    static func f(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    /// `s` on one line within `columns` characters, "…" when cut.
    static func shorten(_ s: String, columns: Int) -> String {
        let flat = String(s.map { $0.isNewline ? " " : $0 })
        return flat.count <= columns ? flat : String(flat.prefix(max(1, columns - 1))) + "…"
    }

    private static func bubble(_ b: RadialLayout.Bubble, _ title: String, fill: String, text: String, bold: Bool,
                               to out: AtomicTextFile) throws(KeepsakeError) {
        // Text inside the square inscribed in the circle: lines of that width, as many as fit.
        let size = max(7, min(16, b.radius / 3))
        // Lines as wide as the circle's chord a little off centre; 0.55 em a character.
        let columns = max(1, Int(b.radius * 1.6 / (size * 0.55)))
        let maxLines = max(1, Int(b.radius * 1.3 / (size * 1.2)))
        var lines: [String] = []
        var current = ""
        var cut = false
        let words = title.split(whereSeparator: { $0 == " " || $0.isNewline }).map(String.init)
        var index = 0
        while index < words.count, lines.count < maxLines {
            let word = words[index]
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= columns { current = candidate; index += 1; continue }
            if current.isEmpty { current = String(word.prefix(columns)); cut = true; index += 1 }
            lines.append(current); current = ""
        }
        if !current.isEmpty {
            if lines.count < maxLines { lines.append(current) } else { index -= 1 }
        }
        if (cut || index < words.count), let last = lines.popLast() {
            lines.append(last.count < columns ? last + "…" : String(last.prefix(max(0, columns - 1))) + "…")
        }
        let first = b.y - Double(lines.count - 1) * size * 0.6 + size * 0.35
        try out.write("<g><title>\(XMLText.escape(title))</title><circle cx=\"\(f(b.x))\" cy=\"\(f(b.y))\" r=\"\(f(b.radius))\" fill=\"\(fill)\"/>")
        try out.write("<text font-size=\"\(f(size))\" fill=\"\(text)\"\(bold ? " font-weight=\"bold\"" : "")>")
        for (k, line) in lines.enumerated() {
            try out.write("<tspan x=\"\(f(b.x))\" y=\"\(f(first + Double(k) * size * 1.2))\">\(XMLText.escape(line))</tspan>")
        }
        try out.write("</text></g>\n")
    }
}
