/// A feed's head (FORMAT.md section 19): the one small, signed file of a feed that names its
/// revision, when it was issued and until when it is current, and the immutable objects a
/// device fetches to reach that revision from any revision it may hold.
///
/// `head.json` is canonical JSON `{"signature":"<128 hex>","signed":{…}}`; the signature is the
/// centre key's Ed25519 signature of `keepsake-feed-head-v1` LF followed by the canonical
/// bytes of `signed` (R74).
public struct FeedHead: Hashable, Sendable, Codable {
    /// One object a head names: a viewer bundle stored as `objects/<digest>`.
    public struct Object: Hashable, Sendable, Codable {
        /// SHA-256 of the file, 64 lowercase hex digits: its name under `objects/`.
        public let digest: String
        /// The file's size in bytes.
        public let size: Int64
        /// The revision of the dossier the bundle carries.
        public let revision: Int64
        /// For an update, the revision it applies to; nil for a snapshot (a full bundle).
        public let baseRevision: Int64?

        var json: JSONValue {
            var o: [String: JSONValue] = ["digest": .string(digest), "size": .int(size), "revision": .int(revision)]
            if let baseRevision { o["base_revision"] = .int(baseRevision) }
            return .object(o)
        }
    }

    /// The feed's id: 32 lowercase hex digits (128 random bits), the feed's folder name.
    public let feedID: String
    /// The revision a device reaches by applying what the head names.
    public let revision: Int64
    /// When the centre signed the head.
    public let issued: Instant
    /// Until when the head is current; a device shown a head past it reports its copy stale.
    public let expires: Instant
    /// The key that signed the head (the centre's current key), 32 bytes.
    public let key: [UInt8]
    /// The newest full bundle.
    public let snapshot: Object
    /// Updates, each from the revision before it, in ascending order of revision, ending at
    /// `revision` (empty when the snapshot is at `revision`).
    public let updates: [Object]
    /// The centre's key rotations, oldest first (R76).
    public let rotations: [FeedRotation]

    /// The context string of a head's signature.
    static let context = Array("keepsake-feed-head-v1\n".utf8)
    /// The largest `head.json` a reader accepts, in bytes (R74).
    public static let maxBytes = 65_536
    /// The most updates one head names.
    public static let maxUpdates = 64
    /// The most rotations one head carries.
    public static let maxRotations = 16
    /// The largest object a reader fetches, in bytes (R75): 16 GiB.
    public static let maxObjectBytes: Int64 = 16 << 30

    /// The signed part, as a JSON value.
    var signedJSON: JSONValue {
        .object([
            "type": .string("feed-head"), "format_version": .int(4), "feed": .string(feedID), "revision": .int(revision),
            "issued": .string(issued.rfc3339), "expires": .string(expires.rfc3339), "key": .string(Hex.encode(key)),
            "snapshot": snapshot.json, "updates": .array(updates.map(\.json)), "rotations": .array(rotations.map(\.json)),
        ])
    }

    /// The bytes the signature covers.
    var signingMessage: [UInt8] { Self.context + CanonicalJSON.encode(signedJSON) }

    /// The head's file, signed with `secretKey`.
    func encoded(secretKey: [UInt8]) throws(KeepsakeError) -> [UInt8] {
        let signature = try ViewerCrypto.sign(signingMessage, secretKey: secretKey)
        return CanonicalJSON.encode(.object(["signed": signedJSON, "signature": .string(Hex.encode(signature))]))
    }

    /// The objects a device at `held` (nil: none) fetches to reach `revision`, in the order it
    /// applies them (R77): the updates after `held` when they chain from it, otherwise the
    /// snapshot and the updates after it; empty when `held` is `revision`.
    public func plan(from held: Int64?) -> [Object] {
        if let held, held >= revision { return [] }
        if let held, let i = updates.firstIndex(where: { ($0.baseRevision ?? .max) <= held && held < $0.revision }) {
            return Array(updates[i...])
        }
        return [snapshot] + updates.filter { $0.revision > snapshot.revision }
    }

    /// The bytes of the head file at `path`, read up to one byte more than `maxBytes` (R74).
    package static func readFile(_ path: String) throws(KeepsakeError) -> [UInt8] {
        let file = try File.openForReading(path)
        var out: [UInt8] = []
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16_384, alignment: 16)
        defer { buffer.deallocate() }
        while out.count <= maxBytes {
            let n = try file.read(into: buffer)
            if n == 0 { break }
            out += UnsafeRawBufferPointer(rebasing: buffer[0..<n])
        }
        return out
    }

    /// Reads and checks a head file's form (R74, R75), not its signature.
    /// - Throws: `.invalidBundle(.feedHead)` naming the first rule it breaks.
    public static func parse(_ bytes: [UInt8]) throws(KeepsakeError) -> (head: FeedHead, signature: [UInt8]) {
        func bad(_ why: String) -> KeepsakeError { .bundle(.feedHead, "head.json: \(why) (FORMAT.md R74)") }
        guard bytes.count <= maxBytes else { throw bad("it is \(bytes.count) bytes, more than \(maxBytes)") }
        let value: JSONValue
        do { value = try JSONParser.parse(bytes, maxDepth: 8, maxValues: 4096) } catch { throw bad("not JSON: \(error)") }
        guard CanonicalJSON.encode(value) == bytes else { throw bad("not in canonical form (section 2)") }
        guard case .object(let top) = value, Set(top.keys) == ["signed", "signature"], case .object(let s)? = top["signed"] else {
            throw bad("it must be an object of 'signed' (an object) and 'signature'")
        }
        // The version before the other members (FORMAT.md 4.0): a later version's head, whatever
        // members it has, is refused as one.
        guard let version = s["format_version"]?.intValue else { throw bad("'format_version' must be an integer") }
        guard version == 4 else { throw .bundle(.unsupportedVersion, "head.json has format version \(version); this reader knows feeds of version 4") }
        guard let sigHex = top["signature"]?.stringValue, let signature = ViewerCrypto.parseHex(sigHex, bytes: 64) else {
            throw bad("'signature' must be 128 lowercase hex digits")
        }
        let keys: Set<String> = ["type", "format_version", "feed", "revision", "issued", "expires", "key", "snapshot", "updates", "rotations"]
        guard Set(s.keys) == keys else { throw bad("'signed' must have exactly the fields \(keys.sorted().joined(separator: ", "))") }
        guard s["type"] == .string("feed-head") else { throw bad("'type' must be \"feed-head\"") }
        guard let feed = s["feed"]?.stringValue, isFeedID(feed) else { throw bad("'feed' must be 32 lowercase hex digits") }
        guard let revision = s["revision"]?.intValue, revision >= 1 else { throw bad("'revision' must be an integer of 1 or more") }
        guard let issuedText = s["issued"]?.stringValue, let issued = try? Instant.parse(issuedText, "issued"),
              let expiresText = s["expires"]?.stringValue, let expires = try? Instant.parse(expiresText, "expires") else {
            throw bad("'issued' and 'expires' must be RFC 3339 instants")
        }
        guard issued < expires else { throw bad("'expires' must be later than 'issued'") }
        guard let keyHex = s["key"]?.stringValue, let key = ViewerCrypto.parseHex(keyHex, bytes: 32) else {
            throw bad("'key' must be 64 lowercase hex digits")
        }
        guard let snapValue = s["snapshot"], let snapshot = parseObject(snapValue, update: false) else {
            throw bad("'snapshot' must be an object of 'digest', 'revision' and 'size'")
        }
        guard let updateValues = s["updates"]?.arrayValue, updateValues.count <= maxUpdates else {
            throw bad("'updates' must be an array of at most \(maxUpdates)")
        }
        var updates: [Object] = []
        for u in updateValues {
            guard let o = parseObject(u, update: true) else {
                throw bad("each update must be an object of 'base_revision', 'digest', 'revision' and 'size'")
            }
            guard let base = o.baseRevision, base < o.revision, updates.last.map({ $0.revision == base }) ?? true else {
                throw bad("each update must apply to a lower revision, the one the update before it reaches")
            }
            updates.append(o)
        }
        guard snapshot.revision <= revision, (updates.last?.revision ?? snapshot.revision) == revision,
              updates.isEmpty || (updates.first!.baseRevision ?? 0) <= snapshot.revision else {
            throw bad("the snapshot and the updates must reach 'revision' \(revision)")
        }
        guard let rotationValues = s["rotations"]?.arrayValue, rotationValues.count <= maxRotations else {
            throw bad("'rotations' must be an array of at most \(maxRotations)")
        }
        var rotations: [FeedRotation] = []
        for r in rotationValues { rotations.append(try FeedRotation.parse(r)) }
        return (FeedHead(feedID: feed, revision: revision, issued: issued, expires: expires, key: key, snapshot: snapshot,
                         updates: updates, rotations: rotations), signature)
    }

    static func parseObject(_ value: JSONValue, update: Bool) -> Object? {
        guard case .object(let o) = value, Set(o.keys) == (update ? ["digest", "size", "revision", "base_revision"] : ["digest", "size", "revision"]),
              let digest = o["digest"]?.stringValue, Hex.isSHA256(digest),
              let size = o["size"]?.intValue, size > 0, size <= maxObjectBytes,
              let revision = o["revision"]?.intValue, revision >= 1 else { return nil }
        var base: Int64?
        if update {
            guard let b = o["base_revision"]?.intValue, b >= 1 else { return nil }
            base = b
        }
        return Object(digest: digest, size: size, revision: revision, baseRevision: base)
    }

    /// True for a feed id: 32 lowercase hex digits.
    public static func isFeedID(_ s: String) -> Bool {
        s.utf8.count == 32 && s.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The key a device that trusts `trusted` accepts heads from, after following `rotations`
    /// (R76): each rotation whose old key is the key trusted so far moves trust to its new key.
    /// - Throws: `.keyMismatch` when the head is signed by a key that `trusted` does not reach.
    func verify(signature: [UInt8], trusted: [UInt8]) throws(KeepsakeError) -> [FeedRotation] {
        var current = trusted
        var followed: [FeedRotation] = []
        for rotation in rotations where rotation.oldKey == current || !followed.isEmpty {
            guard rotation.oldKey == current else {
                throw .bundle(.feedHead, "head.json: rotation from key \(ViewerCrypto.fingerprint(publicKey: rotation.oldKey)) does not follow the key before it (FORMAT.md R76)")
            }
            try rotation.verify()
            followed.append(rotation)
            current = rotation.newKey
        }
        guard key == current else {
            throw .keyMismatch("this feed's head is signed by key \(ViewerCrypto.fingerprint(publicKey: key)), which this device does not trust and which no rotation signed by its trusted key \(ViewerCrypto.fingerprint(publicKey: trusted)) names (FORMAT.md R76)")
        }
        guard ViewerCrypto.verify(signature, signingMessage, publicKey: key) else {
            throw .bundle(.feedHead, "head.json: the signature does not verify with key \(ViewerCrypto.fingerprint(publicKey: key)) (FORMAT.md R74)")
        }
        return followed
    }
}

/// A centre key rotation (FORMAT.md R76): the old key and the new key both sign that the new
/// key takes over from feed revision `fromRevision` on.
public struct FeedRotation: Hashable, Sendable, Codable {
    /// The key replaced, 32 bytes.
    public let oldKey: [UInt8]
    /// The key that replaces it, 32 bytes.
    public let newKey: [UInt8]
    /// When the rotation was made.
    public let issued: Instant
    /// The first revision of every feed that the new key signs.
    public let fromRevision: Int64
    /// The old key's signature.
    public let oldSignature: [UInt8]
    /// The new key's signature.
    public let newSignature: [UInt8]

    static let context = Array("keepsake-viewer-rotation-v1\n".utf8)

    var signedJSON: JSONValue {
        .object(["type": .string("rotation"), "old_key": .string(Hex.encode(oldKey)), "new_key": .string(Hex.encode(newKey)),
                 "issued": .string(issued.rfc3339), "from_revision": .int(fromRevision)])
    }

    var json: JSONValue {
        .object(["signed": signedJSON, "old_signature": .string(Hex.encode(oldSignature)), "new_signature": .string(Hex.encode(newSignature))])
    }

    static func message(_ signed: JSONValue) -> [UInt8] { context + CanonicalJSON.encode(signed) }

    static func make(oldSecret: [UInt8], oldKey: [UInt8], newSecret: [UInt8], newKey: [UInt8], issued: Instant,
                     fromRevision: Int64) throws(KeepsakeError) -> FeedRotation {
        let unsigned = FeedRotation(oldKey: oldKey, newKey: newKey, issued: issued, fromRevision: fromRevision, oldSignature: [], newSignature: [])
        let m = message(unsigned.signedJSON)
        return FeedRotation(oldKey: oldKey, newKey: newKey, issued: issued, fromRevision: fromRevision,
                            oldSignature: try ViewerCrypto.sign(m, secretKey: oldSecret), newSignature: try ViewerCrypto.sign(m, secretKey: newSecret))
    }

    static func parse(_ value: JSONValue) throws(KeepsakeError) -> FeedRotation {
        func bad() -> KeepsakeError {
            .bundle(.feedHead, "head.json: a rotation must be {\"new_signature\",\"old_signature\",\"signed\":{\"from_revision\",\"issued\",\"new_key\",\"old_key\",\"type\":\"rotation\"}} (FORMAT.md R76)")
        }
        guard case .object(let o) = value, Set(o.keys) == ["signed", "old_signature", "new_signature"],
              case .object(let s)? = o["signed"], Set(s.keys) == ["type", "old_key", "new_key", "issued", "from_revision"],
              s["type"] == .string("rotation"),
              let old = s["old_key"]?.stringValue.flatMap({ ViewerCrypto.parseHex($0, bytes: 32) }),
              let new = s["new_key"]?.stringValue.flatMap({ ViewerCrypto.parseHex($0, bytes: 32) }), old != new,
              let issuedText = s["issued"]?.stringValue, let issued = try? Instant.parse(issuedText, "issued"),
              let from = s["from_revision"]?.intValue, from >= 1,
              let oldSig = o["old_signature"]?.stringValue.flatMap({ ViewerCrypto.parseHex($0, bytes: 64) }),
              let newSig = o["new_signature"]?.stringValue.flatMap({ ViewerCrypto.parseHex($0, bytes: 64) }) else { throw bad() }
        return FeedRotation(oldKey: old, newKey: new, issued: issued, fromRevision: from, oldSignature: oldSig, newSignature: newSig)
    }

    func verify() throws(KeepsakeError) {
        let m = Self.message(signedJSON)
        guard ViewerCrypto.verify(oldSignature, m, publicKey: oldKey), ViewerCrypto.verify(newSignature, m, publicKey: newKey) else {
            throw .keyMismatch("the rotation from key \(ViewerCrypto.fingerprint(publicKey: oldKey)) to \(ViewerCrypto.fingerprint(publicKey: newKey)) is not signed by both keys (FORMAT.md R76)")
        }
    }
}
