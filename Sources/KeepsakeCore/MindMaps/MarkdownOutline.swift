#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// A map as a Markdown outline: the root as a level-1 heading (its note as a paragraph), every
/// other node as a nested list item ("- title", two spaces per level) with its note indented
/// beneath it. Markdown nesting costs two bytes per level per line, so from level
/// `maxIndent` down items keep that indentation and start with "(level N)" instead: a
/// 100,000-deep chain stays linear in size.
enum MarkdownOutline {
    static let maxIndent = 32

    static func write(_ map: MindMap, _ tree: MindMapTree, to out: AtomicTextFile) throws(KeepsakeError) {
        try tree.walk(throwing: { (i, depth, entering) throws(KeepsakeError) in
            guard entering else { return }
            let node = tree.nodes[i]
            if depth == 0 {
                try out.write("# " + escape(node.title) + "\n")
                if let note = node.note { try out.write("\n" + note + "\n") }
                if !tree.children[i].isEmpty { try out.write("\n") }
                return
            }
            let level = min(depth, maxIndent)
            let indent = String(repeating: "  ", count: level - 1)
            let marker = depth > maxIndent ? "(level \(depth)) " : ""
            try out.write(indent + "- " + marker + escape(node.title) + "\n")
            if let note = node.note {
                let inner = indent + "  "
                try out.write("\n")
                for line in note.split(separator: "\n", omittingEmptySubsequences: false) {
                    try out.write(line.isEmpty ? "\n" : inner + line + "\n")
                }
                try out.write("\n")
            }
        })
    }

    /// A title as literal Markdown text on one line.
    static func escape(_ title: String) -> String {
        var out = ""
        var atStart = true
        for ch in title {
            switch ch {
            case "\n", "\r", "\r\n": out += " "
            case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~": out += "\\" + String(ch)
            case "-" where atStart, "+" where atStart, "=" where atStart: out += "\\" + String(ch)
            default: out.append(ch)
            }
            atStart = false
        }
        // "1. x" would start an ordered list: escape the dot or parenthesis after leading digits.
        if let end = out.firstIndex(where: { !$0.isNumber }), end != out.startIndex, out[end] == "." || out[end] == ")" {
            out.insert("\\", at: end)
        }
        return out
    }
}

/// A map drawn as a radial tree in SVG: the root in the centre, each level on a circle, every
/// subtree given an angle in proportion to its leaves. Deterministic (integer coordinates).
enum SVGRender {
    static let levelGap = 150.0
    static let margin = 140.0
    static let palette = ["#4c6ef5", "#12b886", "#f59f00", "#e64980", "#7950f2", "#15aabf"]

    static func write(_ map: MindMap, _ tree: MindMapTree, to out: AtomicTextFile) throws(KeepsakeError) {
        let count = tree.nodes.count
        var leaves = [Double](repeating: 0, count: count)
        tree.walk { i, _, entering in
            guard !entering else { return }
            leaves[i] = tree.children[i].isEmpty ? 1 : tree.children[i].reduce(0) { $0 + leaves[$1] }
        }
        var start = [Double](repeating: 0, count: count)
        var span = [Double](repeating: 0, count: count)
        var x = [Int](repeating: 0, count: count)
        var y = [Int](repeating: 0, count: count)
        var depthOf = [Int](repeating: 0, count: count)
        span[tree.root] = 2 * Double.pi
        start[tree.root] = -Double.pi / 2
        var (minX, minY, maxX, maxY) = (0, 0, 0, 0)
        tree.walk { i, depth, entering in
            guard entering else { return }
            depthOf[i] = depth
            let angle = depth == 0 ? 0 : start[i] + span[i] / 2
            let radius = Double(depth) * levelGap
            x[i] = Int((radius * cos(angle)).rounded())
            y[i] = Int((radius * sin(angle)).rounded())
            (minX, maxX, minY, maxY) = (min(minX, x[i]), max(maxX, x[i]), min(minY, y[i]), max(maxY, y[i]))
            var next = start[i]
            for c in tree.children[i] {
                start[c] = next
                span[c] = span[i] * leaves[c] / leaves[i]
                next += span[c]
            }
        }
        let m = Int(margin)
        let width = maxX - minX + 2 * m, height = maxY - minY + 2 * m
        try out.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="\(minX - m) \(minY - m) \(width) \(height)" font-family="Helvetica, Arial, sans-serif" font-size="13">
            <title>\(XMLText.escape(map.title))</title>
            <rect x="\(minX - m)" y="\(minY - m)" width="\(width)" height="\(height)" fill="#ffffff"/>
            <g stroke="#adb5bd" stroke-width="1.5">

            """)
        try tree.walk(throwing: { (i, _, entering) throws(KeepsakeError) in
            guard entering else { return }
            for c in tree.children[i] { try out.write("<line x1=\"\(x[i])\" y1=\"\(y[i])\" x2=\"\(x[c])\" y2=\"\(y[c])\"/>\n") }
        })
        try out.write("</g>\n<g text-anchor=\"middle\">\n")
        try tree.walk(throwing: { (i, depth, entering) throws(KeepsakeError) in
            guard entering else { return }
            let colour = depth == 0 ? "#343a40" : palette[(depth - 1) % palette.count]
            let r = depth == 0 ? 30 : 9
            try out.write("<circle cx=\"\(x[i])\" cy=\"\(y[i])\" r=\"\(r)\" fill=\"\(colour)\"/>")
            let labelY = depth == 0 ? y[i] + 48 : y[i] + 24
            try out.write("<text x=\"\(x[i])\" y=\"\(labelY)\"\(depth == 0 ? " font-weight=\"bold\" font-size=\"16\"" : "")>\(XMLText.escape(label(tree.nodes[i].title)))</text>\n")
        })
        try out.write("</g>\n</svg>\n")
    }

    /// A title cut to 28 characters on one line.
    static func label(_ title: String) -> String {
        let flat = String(title.map { $0.isNewline ? " " : $0 })
        return flat.count <= 28 ? flat : String(flat.prefix(27)) + "…"
    }
}
