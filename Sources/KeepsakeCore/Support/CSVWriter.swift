/// The one CSV writer of every CSV export (mood log, routine check-ins, call log): RFC 4180
/// (comma separated, CRLF line ends, a field with a comma, quote or line break quoted, quotes
/// doubled), and text from people neutralised so a spreadsheet does not run it as a formula:
/// a text cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` (OWASP's advice
/// for CSV injection). Cells the library makes itself (dates, counts, ids, enums) are `value`s
/// and are written as they are.
enum CSVWriter {
    enum Cell {
        /// Text that came from a person (a note, a name): neutralised, then quoted as needed.
        case text(String)
        /// A value the library formed (a date, a number, an id, an enum's name).
        case value(String)
    }

    /// One line, ending in CRLF.
    static func line(_ cells: [Cell]) -> String {
        cells.map(field).joined(separator: ",") + "\r\n"
    }

    /// A header line of column names.
    static func header(_ names: [String]) -> String {
        line(names.map { .value($0) })
    }

    static func field(_ cell: Cell) -> String {
        var s: String
        switch cell {
        case .value(let v): s = v
        case .text(let t):
            s = t
            if let first = t.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) { s = "'" + t }
        }
        guard s.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
        var quoted = "\""
        for c in s.unicodeScalars { if c == "\"" { quoted += "\"\"" } else { quoted.unicodeScalars.append(c) } }
        return quoted + "\""
    }
}
