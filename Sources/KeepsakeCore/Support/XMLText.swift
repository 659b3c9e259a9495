/// Markup escaping for every XML and HTML writer (FreeMind, OPML, SVG, the FHIR narrative,
/// HTML notes): one loop, with the context deciding what else besides `&`, `<` and `>` is written
/// as a reference.
enum XMLText {
    enum Context {
        /// An attribute value (or text that must keep its line breaks through attribute-value
        /// normalization): `&`, `<`, `>` and `"` as entities, line feeds, carriage returns and
        /// tabs as character references, characters XML 1.0 forbids as U+FFFD.
        case attribute
        /// Element content: as `.attribute`, but line feeds and tabs written as they are.
        case text
        /// HTML that shows the text literally, for when it would otherwise read as markup: only
        /// `&`, `<` and `>` as entities, everything else as it is (the caller's own escaping
        /// applies where the HTML is stored, e.g. in an OPML attribute).
        case html
    }

    /// `s` escaped for `context`.
    static func escape(_ s: String, as context: Context = .attribute) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where context != .html: out += "&quot;"
            case "\n" where context == .attribute: out += "&#10;"
            case "\t" where context == .attribute: out += "&#9;"
            case "\r" where context != .html: out += "&#13;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                if context != .html && (scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF) {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
