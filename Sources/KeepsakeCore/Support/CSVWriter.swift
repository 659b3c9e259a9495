/// The one CSV writer of every CSV export (mood log, routine check-ins, call log): RFC 4180
/// (comma separated, CRLF line ends, quotes doubled), and text from people neutralised so that
/// no spreadsheet runs it as a formula, whatever separator the reader chooses (OWASP's advice
/// for CSV injection, applied to every text cell):
/// - every text cell but an empty one is quoted, so a reader that honours quotes keeps it one cell even when it
///   splits on `;` (Excel in German, French and other locales) or a tab;
/// - a `'` goes before a formula character (`=`, `+`, `-`, `@`, their full-width forms, tab,
///   CR) at the start of the cell and after every character a reader may split or break a line
///   on (`,`, `;`, tab, `|`, CR, LF) and the spaces after it, so that not even a reader ignoring quotes finds a cell that
///   starts with one.
/// Cells the library makes itself (dates, counts, ids, enums) are `value`s and are written as
/// they are.
enum CSVWriter {
    enum Cell {
        /// Text that came from a person (a note, a name): neutralised and quoted.
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

    /// What a spreadsheet may take for the start of a formula at the start of a cell.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r", "\u{FF1D}", "\u{FF0B}", "\u{FF0D}", "\u{FF20}"]
    /// What a reader may split cells or lines on: after one, a new cell may start.
    static let separators: Set<Unicode.Scalar> = [",", ";", "\t", "|", "\r", "\n"]

    static func field(_ cell: Cell) -> String {
        switch cell {
        case .value(let v):
            guard v.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return v }
            return quoted(v.unicodeScalars)
        case .text(let t):
            guard !t.isEmpty else { return "" }
            var neutral = String.UnicodeScalarView()
            var cellStart = true
            for c in t.unicodeScalars {
                if cellStart && formulaStarts.contains(c) { neutral.append("'") }
                neutral.append(c)
                // Spaces after a separator may be trimmed by a reader: the cell starts after them.
                cellStart = separators.contains(c) || (cellStart && c == " ")
            }
            return quoted(neutral)
        }
    }

    private static func quoted(_ scalars: String.UnicodeScalarView) -> String {
        var out = "\""
        for c in scalars { if c == "\"" { out += "\"\"" } else { out.unicodeScalars.append(c) } }
        return out + "\""
    }
}
