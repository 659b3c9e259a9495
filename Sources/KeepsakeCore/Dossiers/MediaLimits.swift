/// A store's size limits for media, per kind: images, videos and everything else. Every media
/// writer of the store enforces them while the bytes stream in (a file over its limit is
/// refused as soon as it grows past it). Zero means no limit of the store's own
/// (`MediaWriter.maxSize` still applies).
public struct MediaLimits: Hashable, Sendable, Codable {
    /// The limit in bytes for `image/…` media; 0 for none of the store's own.
    public var image: UInt64
    /// The limit in bytes for `video/…` media; 0 for none of the store's own.
    public var video: UInt64
    /// The limit in bytes for every other media type; 0 for none of the store's own.
    public var other: UInt64

    /// Limits in bytes per kind; 0 leaves a kind to `MediaWriter.maxSize` alone.
    public init(image: UInt64 = 0, video: UInt64 = 0, other: UInt64 = 0) {
        self.image = image
        self.video = video
        self.other = other
    }

    /// The limit that applies to media of `type` (its own, or the global maximum).
    public func limit(for type: String) -> UInt64 {
        let own = type.hasPrefix("image/") ? image : type.hasPrefix("video/") ? video : other
        return own == 0 ? MediaWriter.maxSize : min(own, MediaWriter.maxSize)
    }

    /// The largest limit: what applies before the type is known.
    var largest: UInt64 { max(limit(for: "image/x"), limit(for: "video/x"), limit(for: "other/x")) }

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        ["image": .int(Int64(clamping: image)), "video": .int(Int64(clamping: video)), "other": .int(Int64(clamping: other))]
    }

    /// Reads `{"image":N,"video":N,"other":N}` (bytes; 0 for none; absent keys are 0).
    /// - Throws: `.invalidArgument` for JSON that is not such an object, unknown keys, or a value
    ///   that is not a non-negative integer.
    package init(json: String) throws(KeepsakeError) {
        let o = try DossierJSON.object(json, "limits_json", allowed: ["image", "video", "other"])
        func value(_ key: String) throws(KeepsakeError) -> UInt64 {
            guard let v = try DossierJSON.integer(o, key, "limits_json") else { return 0 }
            guard v >= 0 else { throw .invalidArgument("limits_json's \"\(key)\" is negative") }
            return UInt64(v)
        }
        self.init(image: try value("image"), video: try value("video"), other: try value("other"))
    }

    static let keys = ("media_limit_image", "media_limit_video", "media_limit_other")

    static func load(from db: Database) throws(KeepsakeError) -> MediaLimits {
        func value(_ key: String) throws(KeepsakeError) -> UInt64 {
            guard case .text(let t)? = try db.scalar("SELECT value FROM store_info WHERE key = ?", [.text(key)]) else { return 0 }
            return UInt64(t) ?? 0
        }
        return MediaLimits(image: try value(keys.0), video: try value(keys.1), other: try value(keys.2))
    }

    func save(to db: Database) throws(KeepsakeError) {
        for (key, value) in [(MediaLimits.keys.0, image), (MediaLimits.keys.1, video), (MediaLimits.keys.2, other)] {
            try Tables.storeInfo.upsert(["key": .text(key), "value": .text(String(value))], in: db)
        }
    }
}

extension Session {
    /// The store's media size limits. Owner and staff.
    public func mediaLimits() throws(KeepsakeError) -> MediaLimits {
        try read(.readMediaLimits) { (db) throws(KeepsakeError) -> MediaLimits in
            return try MediaLimits.load(from: db)
        }
    }

    /// Sets the store's media size limits; writers opened afterwards enforce them.
    /// Owner and staff (`Permission.changeDossiers`); files already in the store stay.
    public func setMediaLimits(_ limits: MediaLimits) throws(KeepsakeError) {
        try changingDossiers { (db) throws(KeepsakeError) in try limits.save(to: db) }
    }
}
