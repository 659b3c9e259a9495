import KeepsakeCore

/// Records as people read them, for every verb whose `--json` output is a record: one
/// `name: value` line per field (underscores read as spaces), nested records indented,
/// short flat records on one line, lists of flat records as aligned tables.
enum TextView {
    static func render(_ value: JSON, order: [String] = []) -> String {
        var lines: [String] = []
        emit(value, indent: 0, order: order, into: &lines)
        return lines.map { $0 + "\n" }.joined()
    }

    static func label(_ key: String) -> String { key.replacingUnderscores() }

    static func scalar(_ value: JSON) -> String? {
        switch value {
        case .null: return "-"
        case .bool(let b): return b ? "yes" : "no"
        case .int(let i): return String(i)
        case .string(let s): return s.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
        case .array, .object: return nil
        }
    }

    /// The keys of an object, those in `order` first, then the rest sorted.
    static func keys(_ members: [String: JSON], order: [String]) -> [String] {
        order.filter { members[$0] != nil } + members.keys.filter { !order.contains($0) }.sorted()
    }

    static func isFlat(_ members: [String: JSON]) -> Bool { members.values.allSatisfy { scalar($0) != nil } }

    private static func emit(_ value: JSON, indent: Int, order: [String], into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        switch value {
        case .object(let members):
            let names = keys(members, order: order)
            let width = names.filter { scalar(members[$0] ?? .null) != nil }.map { label($0).count }.max() ?? 0
            for key in names {
                guard let member = members[key] else { continue }
                if let text = scalar(member) {
                    lines.append(pad + (label(key) + ":").padding(width + 1) + " " + text)
                } else if let inline = inline(member) {
                    lines.append(pad + label(key) + ": " + inline)
                } else {
                    lines.append(pad + label(key) + ":")
                    emit(member, indent: indent + 1, order: order, into: &lines)
                }
            }
        case .array(let items):
            if items.isEmpty { lines.append(pad + "(none)"); return }
            if let table = table(items) {
                lines += table.map { pad + $0 }
                return
            }
            for item in items {
                if let text = scalar(item) ?? inline(item) {
                    lines.append(pad + "- " + text)
                } else {
                    lines.append(pad + "-")
                    emit(item, indent: indent + 1, order: order, into: &lines)
                }
            }
        default:
            lines.append(pad + (scalar(value) ?? ""))
        }
    }

    /// A value short enough for one line: a list of scalars, a small flat record, nothing.
    private static func inline(_ value: JSON) -> String? {
        switch value {
        case .array(let items):
            if items.isEmpty { return "(none)" }
            let texts = items.compactMap(scalar)
            guard texts.count == items.count else { return nil }
            let text = texts.joined(separator: ", ")
            return text.count <= 100 ? text : nil
        case .object(let members):
            guard members.count <= 6, isFlat(members) else { return nil }
            let text = keys(members, order: []).map { label($0) + " " + (scalar(members[$0] ?? .null) ?? "") }.joined(separator: ", ")
            return text.count <= 100 ? text : nil
        default:
            return nil
        }
    }

    /// A listing verb's rows as a table: a header row naming the columns, then the rows,
    /// columns aligned (the last one, often a title, not padded); nothing at all for no rows.
    /// Every table the CLI prints has its header row, as `table` below gives one.
    static func listing(_ header: [String], _ rows: [[String]]) -> String {
        guard !rows.isEmpty else { return "" }
        let cells = [header] + rows
        let widths = header.indices.map { c in cells.map { $0.indices.contains(c) ? $0[c].count : 0 }.max() ?? 0 }
        return cells.map { row in
            row.indices.map { c in c == row.count - 1 ? row[c] : row[c].padding(widths[c]) }.joined(separator: "  ") + "\n"
        }.joined()
    }

    /// Flat records with the same fields as a table with a header, columns aligned.
    static func table(_ items: [JSON], order: [String] = []) -> [String]? {
        let rows = items.compactMap(\.objectValue)
        guard rows.count == items.count, let first = rows.first, rows.allSatisfy(isFlat),
              rows.allSatisfy({ Set($0.keys) == Set(first.keys) }) else { return nil }
        let columns = keys(first, order: order)
        let cells = [columns.map(label)] + rows.map { row in columns.map { scalar(row[$0] ?? .null) ?? "" } }
        let widths = columns.indices.map { c in cells.map { $0[c].count }.max() ?? 0 }
        return cells.map { row in
            row.indices.map { c in c == row.count - 1 ? row[c] : row[c].padding(widths[c]) }.joined(separator: "  ")
        }
    }
}

extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? " " : $0 }) }
}
