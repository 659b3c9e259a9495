/// The manifest of a bundle (FORMAT.md section 4).
public struct Manifest: Hashable, Sendable, Codable {
    /// One member the manifest lists, in the order the archive holds them.
    public struct Member: Hashable, Sendable, Codable, Identifiable {
        /// The member's path in the archive: `keepsake.db`, or `media/` followed by its SHA-256.
        public let path: String
        /// The member's size in bytes.
        public let size: UInt64
        /// The SHA-256 of the member's bytes, 64 lowercase hex digits.
        public let sha256: String

        /// The path identifies the member.
        public var id: String { path }
    }

    /// The manifest's `format` value, the same in every bundle.
    public static let formatName = "keepsake-bundle"
    /// The path of the bundle's database, the first member after the manifest.
    public static let databasePath = "keepsake.db"
    /// The path of the manifest, the archive's first member.
    public static let manifestPath = "manifest.json"
    /// The values of `access` this library reads: `full` and `viewer` (section 15).
    public static let knownAccess: Set<String> = ["full", "viewer"]

    /// The format version the bundle was written in (its database's `user_version` too).
    public var formatVersion: Int64
    /// What the bundle holds: `archive` or a record kind (`BundleSchema.Version.kinds`).
    public var kind: String
    /// `full` for a plain bundle, `viewer` for a signed, sealed viewer bundle.
    public var access: String
    /// When the bundle was written: the instant the exporting host passed, its text as given.
    public var created: Instant
    /// The software that wrote the bundle, 1 to 200 bytes (`KeepsakeVersion.generator`).
    public var generator: String
    /// `keepsake.db` first, then the media in ascending hash order.
    public var members: [Member]
    /// The members of access `viewer` (FORMAT.md section 15); nil for access `full`.
    public var viewer: ViewerFields? = nil
    /// An update bundle's base (FORMAT.md section 16): the `digest` of the bundle the
    /// recipient already holds; nil for a bundle that is not an update (and for viewer
    /// updates, whose base is `viewer.baseRevision`).
    public var base: String? = nil

    /// Whether this bundle is an update (R62): it may leave out media its base carried.
    public var isUpdate: Bool { base != nil || viewer?.baseRevision != nil }

    /// The media members (all but the database).
    public var media: ArraySlice<Member> { members.dropFirst() }

    /// The manifest without its digest.
    var body: [String: JSONValue] {
        var object: [String: JSONValue] = [
            "format": .string(Manifest.formatName),
            "format_version": .int(formatVersion),
            "kind": .string(kind),
            "access": .string(access),
            "created": .string(created.rfc3339),
            "generator": .string(generator),
            "members": .array(members.map { ["path": .string($0.path), "size": .int(Int64($0.size)), "sha256": .string($0.sha256)] }),
        ]
        if let viewer { object.merge(viewer.members(signed: true)) { _, new in new } }
        if let base { object["base"] = .string(base) }
        return object
    }

    /// The canonical bytes of the manifest, digest included (R20).
    /// - Throws: `.internalError` when SHA-256 cannot be computed.
    public func encoded() throws(KeepsakeError) -> [UInt8] {
        var object = body
        object["digest"] = .string(try SHA256Hasher.hex(of: CanonicalJSON.encode(.object(body))))
        return CanonicalJSON.encode(.object(object))
    }

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        get throws(KeepsakeError) {
            var object = body
            object["digest"] = .string(try SHA256Hasher.hex(of: CanonicalJSON.encode(.object(body))))
            return .object(object)
        }
    }

    /// Parses and checks manifest bytes in the order R21 and R22 give.
    /// - Throws: `.invalidBundle` naming the first rule broken (`manifest-json`,
    ///   `manifest-not-canonical`, `manifest-field`, `manifest-digest`); `.unsupportedVersion` for a
    ///   newer format version or an unknown kind.
    public static func decode(_ bytes: [UInt8]) throws(KeepsakeError) -> Manifest {
        let value: JSONValue
        switch Result(catching: { () throws(JSONParser.Failure) in try JSONParser.parse(bytes) }) {
        case .success(let parsed):
            value = parsed
        case .failure(.syntax(let why)):
            throw .bundle(.manifestJSON, "manifest.json is not valid JSON: \(why)")
        case .failure(.unrepresentable(let why)):
            throw .bundle(.manifestNotCanonical, "manifest.json is not canonical JSON: \(why)")
        }
        guard CanonicalJSON.encode(value) == bytes else {
            throw .bundle(.manifestNotCanonical, "manifest.json is not in canonical form (FORMAT.md section 2)")
        }
        guard case .object(var object) = value else { throw .bundle(.manifestField, "manifest.json is not a JSON object") }
        guard object["format"] == .string(formatName) else {
            throw .bundle(.manifestField, "manifest 'format' must be \"\(formatName)\"")
        }
        guard case .int(let version)? = object["format_version"], version >= 1 else {
            throw .bundle(.manifestField, "manifest 'format_version' must be a positive integer")
        }
        guard version <= BundleSchema.formatVersion else {
            throw .bundle(.unsupportedVersion, "the bundle has format version \(version); this reader knows up to \(BundleSchema.formatVersion)")
        }
        guard case .string(let digest)? = object.removeValue(forKey: "digest") else {
            throw .bundle(.manifestField, "manifest 'digest' is missing or not a string")
        }
        guard try SHA256Hasher.hex(of: CanonicalJSON.encode(.object(object))) == digest else {
            throw .bundle(.manifestDigest, "manifest 'digest' does not match the manifest's content")
        }
        var expectedKeys: Set<String> = ["format", "format_version", "kind", "access", "created", "generator", "members"]
        if object["access"] == .string(ViewerFields.access) {
            expectedKeys.formUnion(ViewerFields.manifestKeys)
            if object["base_revision"] != nil { expectedKeys.insert("base_revision") }
        } else if object["base"] != nil {
            expectedKeys.insert("base")
        }
        guard Set(object.keys) == expectedKeys else {
            let extra = Set(object.keys).subtracting(expectedKeys).sorted()
            let missing = expectedKeys.subtracting(object.keys).sorted()
            throw .bundle(.manifestField, "manifest members are wrong (missing: \(missing), unexpected: \(extra))")
        }
        guard case .string(let kind)? = object["kind"] else { throw .bundle(.manifestField, "manifest 'kind' must be a string") }
        guard BundleSchema.version(version).kinds.contains(kind) else {
            throw .bundle(.unsupportedKind, "bundle kind \(quoted: kind) is not known to format version \(version)")
        }
        guard case .string(let access)? = object["access"], knownAccess.contains(access) else {
            throw .bundle(.manifestField, "manifest 'access' must be one of \(knownAccess.sorted())")
        }
        guard case .string(let createdText)? = object["created"], let created = Instant(createdText) else {
            throw .bundle(.manifestField, "manifest 'created' must be an RFC 3339 instant")
        }
        guard case .string(let generator)? = object["generator"], (1...200).contains(generator.utf8.count) else {
            throw .bundle(.manifestField, "manifest 'generator' must be a string of 1 to 200 bytes")
        }
        guard case .array(let list)? = object["members"], !list.isEmpty else {
            throw .bundle(.manifestField, "manifest 'members' must be a non-empty array")
        }
        var members: [Member] = []
        members.reserveCapacity(list.count)
        for (index, item) in list.enumerated() {
            guard case .object(let m) = item, m.count == 3, case .string(let path)? = m["path"],
                  case .int(let size)? = m["size"], size >= 0, case .string(let sha)? = m["sha256"], Hex.isSHA256(sha) else {
                throw .bundle(.manifestField, "manifest member \(index) must be {\"path\",\"sha256\",\"size\"} with a 64-digit lowercase hash and a size ≥ 0")
            }
            if index == 0 {
                guard path == databasePath else { throw .bundle(.manifestField, "the first manifest member must be \(databasePath)") }
            } else {
                guard path == "media/" + sha else {
                    throw .bundle(.manifestField, "manifest member \(index) has path \(quotedPath: path) but must be 'media/' followed by its sha256")
                }
                if let previous = members.last, index > 1, !(previous.sha256 < sha) {
                    throw .bundle(.manifestField, "manifest media members must be in strictly ascending hash order (member \(index))")
                }
            }
            members.append(Member(path: path, size: UInt64(size), sha256: sha))
        }
        var base: String?
        if let value = object["base"] {
            // R61: an update of access full names its base by the base's manifest digest.
            guard version >= 3 else { throw .bundle(.manifestField, "manifest 'base' (an update bundle) needs format version 3 or later") }
            guard case .string(let digest) = value, Hex.isSHA256(digest) else {
                throw .bundle(.manifestField, "manifest 'base' must be the base bundle's digest: 64 lowercase hex digits")
            }
            base = digest
        }
        let viewer = access == ViewerFields.access ? try ViewerFields.decode(object, formatVersion: version, kind: kind) : nil
        return Manifest(formatVersion: version, kind: kind, access: access, created: created, generator: generator, members: members,
                        viewer: viewer, base: base)
    }
}
