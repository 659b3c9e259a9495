/// A mind map: a titled tree of nodes whose root is created with it.
public struct MindMap: Equatable, Sendable {
    /// The map's id, a lowercase UUID (time-ordered when created here, `Random.uuid(orderedBy:)`).
    public let id: String
    /// The map's title: its root node's title.
    public let title: String
    /// The id of the map's root node, created with the map.
    public let rootID: String
    /// When the map was created, an RFC 3339 instant.
    public let created: String
    /// When the map or any of its nodes last changed, an RFC 3339 instant.
    public let modified: String
    /// How many nodes the map holds, its root included.
    public let nodeCount: Int64

    /// `{"created","id","modified","node_count","root_id","title"}`.
    public var json: JSONValue {
        ["id": .string(id), "title": .string(title), "root_id": .string(rootID), "created": .string(created),
         "modified": .string(modified), "node_count": .int(nodeCount)]
    }
}

/// One node of a mind map. `parentID` is nil only for the root; `position` orders siblings
/// (new children go last; positions need not be consecutive).
public struct MindMapNode: Equatable, Sendable {
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
    /// When the node was created, an RFC 3339 instant.
    public let created: String
    /// When the node was last changed, an RFC 3339 instant.
    public let modified: String

    /// `{"created","id","map_id","modified","note","parent_id","position","title"}`, `note`
    /// and `parent_id` null when absent.
    public var json: JSONValue {
        ["id": .string(id), "map_id": .string(mapID), "parent_id": parentID.map { .string($0) } ?? .null,
         "position": .int(position), "title": .string(title), "note": note.map { .string($0) } ?? .null,
         "created": .string(created), "modified": .string(modified)]
    }
}

/// What deleting a node would remove (or removed): the node, its descendants, and their
/// attachments (none until attachments exist).
public struct SubtreeCount: Equatable, Sendable {
    /// The node and all its descendants.
    public let nodes: Int64
    /// Their attachments.
    public let attachments: Int64

    public var json: JSONValue { ["nodes": .int(nodes), "attachments": .int(attachments)] }
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
