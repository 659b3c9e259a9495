import KeepsakeCore

/// Ids given by a unique prefix, as git takes abbreviated commit names: `map show 01a235bc`.
/// A full id (a UUID, a SHA-256) is passed on as given, so the core names what is missing; a
/// prefix (at least 4 characters) is looked up among the records of its kind the session
/// sees, and one matching none, or more than one, is refused with the candidates listed.
enum IDPrefix {
    static let minimumLength = 4

    /// The full id `given` abbreviates among `candidates` (id, a short description each).
    static func resolve(_ given: String, _ what: String,
                        _ candidates: () throws(KeepsakeError) -> [(id: String, label: String)]) throws(CLIError) -> String {
        let text = given.lowercased()
        if isFull(text) { return text }
        guard text.count >= minimumLength, text.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            throw .usage("'\(Arguments.quoted(given))' is not a \(what) id or an id prefix of at least \(minimumLength) hexadecimal digits", verb: nil)
        }
        let found = try Commands.core(candidates).filter { $0.id.hasPrefix(text) }
        switch found.count {
        case 1:
            return found[0].id
        case 0:
            throw .failed("no \(what) with an id starting '\(text)'")
        default:
            let list = found.sorted { $0.id < $1.id }.prefix(20).map { "  \($0.id)  \($0.label)" }.joined(separator: "\n")
            let more = found.count > 20 ? "\n  … and \(found.count - 20) more" : ""
            throw .failed("the id prefix '\(text)' is ambiguous: \(found.count) \(what)s match; the candidates are:\n\(list)\(more)")
        }
    }

    /// A whole UUID (36 characters with hyphens) or a whole SHA-256 (64 hexadecimal digits).
    static func isFull(_ text: String) -> Bool {
        (text.count == 36 && text.filter { $0 == "-" }.count == 4) || (text.count == 64 && text.allSatisfy(\.isHexDigit))
    }

    static func map(_ given: String, _ s: Session) throws(CLIError) -> String {
        try resolve(given, "mind map") { () throws(KeepsakeError) in try s.mindMaps().map { ($0.id, $0.title) } }
    }

    /// A node of any map: the maps' trees are walked only for a prefix.
    static func node(_ given: String, _ s: Session) throws(CLIError) -> String {
        try resolve(given, "mind-map node") { () throws(KeepsakeError) in
            var found: [(id: String, label: String)] = []
            for map in try s.mindMaps() {
                var stack = [map.rootID]
                found.append((map.rootID, "\(map.title) (root)"))
                while let id = stack.popLast() {
                    for child in try s.children(of: id) {
                        found.append((child.id, child.title + "  in " + map.title))
                        stack.append(child.id)
                    }
                }
            }
            return found
        }
    }

    static func patient(_ given: String, _ s: Session, today: CivilDate) throws(CLIError) -> String {
        try resolve(given, "patient") { () throws(KeepsakeError) in
            try s.patients(matching: nil, today: today).map { ($0.id, "\($0.fullName), born \($0.birthDate)") }
        }
    }

    static func media(_ given: String, _ s: Session) throws(CLIError) -> String {
        try resolve(given, "media file") { () throws(KeepsakeError) in try s.listMedia().map { ($0.sha256, "\($0.mediaType), \($0.size) bytes") } }
    }
}
