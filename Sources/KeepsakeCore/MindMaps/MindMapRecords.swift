/// A mind map: a titled tree of nodes whose root is created with it.
public struct MindMap: Hashable, Sendable, Codable, Identifiable {
    /// The map's id, a lowercase UUID (time-ordered when created here, `Random.uuid(orderedBy:)`).
    public let id: String
    /// The map's title: its root node's title.
    public let title: String
    /// The id of the map's root node, created with the map.
    public let rootID: String
    /// When the map was created (its text as the host gave it).
    public let created: Instant
    /// When the map or any of its nodes last changed (its text as the host gave it).
    public let modified: Instant
    /// How many nodes the map holds, its root included.
    public let nodeCount: Int64

    enum CodingKeys: String, CodingKey { case id, title, rootID = "root_id", created, modified, nodeCount = "node_count" }

    /// `{"created","id","modified","node_count","root_id","title"}`.
    package var json: JSONValue {
        ["id": .string(id), "title": .string(title), "root_id": .string(rootID), "created": .string(created.rfc3339),
         "modified": .string(modified.rfc3339), "node_count": .int(nodeCount)]
    }
}

/// One node of a mind map. `parentID` is nil only for the root; `position` orders siblings
/// (new children go last; positions need not be consecutive).
public struct MindMapNode: Hashable, Sendable, Codable, Identifiable {
    /// The node's id, a lowercase UUID (time-ordered when created here).
    public let id: String
    /// The map the node belongs to.
    public let mapID: String
    /// The parent node; nil for the root.
    public let parentID: String?
    /// The node's place among its siblings, smallest first.
    public let position: Int64
    /// The title: 1 to 1,000 characters, trimmed (`MindMapRules.title`).
    public let title: String
    /// A note of up to 1,000,000 bytes; nil when none (an empty note is stored as none).
    public let note: String?
    /// When the node was created (its text as the host gave it).
    public let created: Instant
    /// When the node was last changed (its text as the host gave it).
    public let modified: Instant
    /// The node's link (a web page, a file, another map's node: FreeMind's `LINK`, OPML's
    /// `url` or a feed's `htmlUrl`), nil for none. Valid as `MindMapRules.link` says.
    public let link: String?
    /// The URL of the feed the node stands for (OPML's `xmlUrl` in a feed list), nil for none.
    public let feed: String?

    enum CodingKeys: String, CodingKey { case id, mapID = "map_id", parentID = "parent_id", position, title, note, link, feed, created, modified }

    /// `{"created","feed","id","link","map_id","modified","note","parent_id","position","title"}`,
    /// `feed`, `link`, `note` and `parent_id` null when absent.
    package var json: JSONValue {
        ["id": .string(id), "map_id": .string(mapID), "parent_id": parentID.map { .string($0) } ?? .null,
         "position": .int(position), "title": .string(title), "note": note.map { .string($0) } ?? .null,
         "created": .string(created.rfc3339), "modified": .string(modified.rfc3339),
         "link": link.map { .string($0) } ?? .null, "feed": feed.map { .string($0) } ?? .null]
    }
}

/// What deleting a node would remove (or removed): the node, its descendants, and their
/// attachments (none until attachments exist).
public struct SubtreeCount: Hashable, Sendable, Codable {
    /// The node and all its descendants.
    public let nodes: Int64
    /// Their attachments.
    public let attachments: Int64

    package var json: JSONValue { ["nodes": .int(nodes), "attachments": .int(attachments)] }
}

/// The value rules of maps and nodes, shared by the API, the importers and the bundle reader.
public enum MindMapRules {
    /// A title holds at most this many Unicode scalar values (after trimming).
    public static let maxTitleLength = 1_000
    /// A note holds at most this many bytes of UTF-8.
    public static let maxNoteBytes = 1_000_000
    /// The title an importer gives a node whose source has none.
    public static let untitled = "Untitled"

    /// `title` without leading and trailing white space, or an error naming `what`.
    /// - Throws: `.invalidArgument` naming `what` for a blank title or one over `maxTitleLength`.
    public static func title(_ title: String, _ what: String = "title") throws(KeepsakeError) -> String {
        let trimmed = trim(title)
        guard !trimmed.isEmpty else { throw .invalidArgument("\(what) is blank; a title needs at least one visible character") }
        guard trimmed.unicodeScalars.count <= maxTitleLength else {
            throw .invalidArgument("\(what) has \(trimmed.unicodeScalars.count) characters; the limit is \(maxTitleLength)")
        }
        return trimmed
    }

    /// `note`, nil for an absent or empty note, or an error when it is too long.
    /// - Throws: `.invalidArgument` for a note over `maxNoteBytes`.
    public static func note(_ note: String?) throws(KeepsakeError) -> String? {
        guard let note, !note.isEmpty else { return nil }
        guard note.utf8.count <= maxNoteBytes else {
            throw .invalidArgument("the note is \(note.utf8.count) bytes; the limit is \(maxNoteBytes)")
        }
        return note
    }

    /// A link or feed URL holds at most this many bytes of UTF-8.
    public static let maxLinkBytes = 4_096
    /// The schemes a link may never have: browsers and SVG viewers run them as code.
    static let forbiddenSchemes: Set<String> = ["javascript", "vbscript", "data"]
    /// The format characters a link may not hold (FORMAT.md R68): Unicode's general category
    /// Cf as of Unicode 15.1 and the line and paragraph separators, listed rather than taken
    /// from the platform's Unicode tables so that every reader agrees. Invisible or reordering
    /// characters (bidirectional overrides, zero-width characters, tags) make a link display as
    /// another.
    static let formatCharacters: [ClosedRange<UInt32>] = [
        0x00AD...0x00AD, 0x0600...0x0605, 0x061C...0x061C, 0x06DD...0x06DD, 0x070F...0x070F, 0x0890...0x0891,
        0x08E2...0x08E2, 0x180E...0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F,
        0xFEFF...0xFEFF, 0xFFF9...0xFFFB, 0x110BD...0x110BD, 0x110CD...0x110CD, 0x13430...0x1343F,
        0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0001...0xE0001, 0xE0020...0xE007F,
    ]
    /// True for a scalar of `formatCharacters`.
    static func isFormatCharacter(_ scalar: Unicode.Scalar) -> Bool {
        formatCharacters.contains { $0.contains(scalar.value) }
    }
    /// The schemes a drawing (SVG) or Markdown export makes clickable; other links are kept in
    /// the store, `.mm` and OPML, but not drawn as links.
    static let renderedSchemes: Set<String> = ["http", "https", "mailto"]

    /// `link` without white space at either end, nil for an absent or blank link, or an error
    /// naming `what` (FORMAT.md R68): at most `maxLinkBytes` bytes, no control character
    /// (U+0000–U+001F, U+007F–U+009F), no format character (`formatCharacters`: bidirectional
    /// overrides, zero-width characters, U+FEFF, U+2028…), no `javascript:`, `vbscript:` or
    /// `data:` scheme.
    /// Relative references (`#ID_12`, `notes/plan.mm`) and other schemes are kept as given.
    public static func link(_ link: String?, _ what: String = "link") throws(KeepsakeError) -> String? {
        guard let link else { return nil }
        let trimmed = trim(link)
        if trimmed.isEmpty { return nil }
        if let problem = linkProblem(trimmed) { throw .invalidArgument("\(what) \(quoted: String(trimmed.unicodeScalars.prefix(80))) \(problem)") }
        return trimmed
    }

    /// For importers of other formats (FORMAT.md section 17): `link` as `link(_:)` stores it,
    /// or nil when it is absent, blank or not valid there, so that the node is kept without it.
    static func importedLink(_ link: String?) -> String? {
        guard let link else { return nil }
        let trimmed = trim(link)
        return trimmed.isEmpty || linkProblem(trimmed) != nil ? nil : trimmed
    }

    /// Why `link` (already trimmed, not empty) is not a valid stored link, or nil when it is.
    static func linkProblem(_ link: String) -> String? {
        if link.utf8.count > maxLinkBytes { return "is \(link.utf8.count) bytes; the limit is \(maxLinkBytes)" }
        if link.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "holds a control character"
        }
        if let format = link.unicodeScalars.first(where: isFormatCharacter) {
            let hex = String(format.value, radix: 16, uppercase: true)
            return "holds the format character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), which can make a link display as another"
        }
        if let scheme = scheme(of: link), forbiddenSchemes.contains(scheme) {
            return "has the scheme \(scheme):, which runs code where links are opened; it is not allowed"
        }
        return nil
    }

    /// True when `link` is already in the form `link(_:)` returns.
    static func isValidStoredLink(_ link: String) -> Bool {
        !link.isEmpty && trim(link) == link && linkProblem(link) == nil
    }

    /// The lower-cased scheme of `link` (RFC 3986: a letter, then letters, digits, `+`, `-`,
    /// `.`, up to the first `:`), nil for a relative reference.
    static func scheme(of link: String) -> String? {
        var scheme = ""
        for scalar in link.unicodeScalars {
            if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
            let ascii = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar))
            let digit = ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
            guard ascii || (!scheme.isEmpty && digit) else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }

    /// True when a drawing or Markdown export may make `link` clickable: http, https, mailto.
    static func isRenderable(_ link: String) -> Bool {
        scheme(of: link).map(renderedSchemes.contains) ?? false
    }

    /// True when `title` is already in the form `title(_:)` returns.
    static func isValidStoredTitle(_ title: String) -> Bool {
        !title.isEmpty && trim(title) == title && title.unicodeScalars.count <= maxTitleLength
    }

    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        s.properties.isWhitespace
    }

    static func trim(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// For importers: a usable title from any text (blank gives `untitled`; text over the limit
    /// is cut, and the whole text moves to the front of the note so nothing is lost).
    static func importedTitle(_ text: String, note: String?) -> (String, String?) {
        let trimmed = trim(text)
        if trimmed.isEmpty { return (untitled, note) }
        if trimmed.unicodeScalars.count <= maxTitleLength { return (trimmed, note) }
        var cut = String.UnicodeScalarView(trimmed.unicodeScalars.prefix(maxTitleLength - 1))
        cut.append("…")
        let fullNote = note.map { trimmed + "\n\n" + $0 } ?? trimmed
        return (trim(String(cut)), fullNote)
    }

    /// For importers: a note within the limit (cut at a character boundary when longer).
    static func importedNote(_ note: String?) -> String? {
        guard let note, !trim(note).isEmpty else { return nil }
        if note.utf8.count <= maxNoteBytes { return note }
        var out = String.UnicodeScalarView()
        var bytes = 0
        for scalar in note.unicodeScalars {
            let n = String(scalar).utf8.count
            if bytes + n > maxNoteBytes { break }
            out.append(scalar)
            bytes += n
        }
        return String(out)
    }

    static func requireID(_ id: String, _ what: String) throws(KeepsakeError) {
        guard Validation.isUUID(id) else { throw .invalidArgument("\(what) \(quoted: id) is not a lowercase UUID") }
    }
}
