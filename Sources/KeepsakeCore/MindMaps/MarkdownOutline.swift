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
