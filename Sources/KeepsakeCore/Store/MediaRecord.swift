/// A file in the store's content-addressed media folder.
public struct MediaRecord: Hashable, Sendable, Codable {
    /// 64 lowercase hex digits: the SHA-256 of the content, and its name.
    public let sha256: String
    /// The file's size in bytes.
    public let size: UInt64
    /// Sniffed from the content (FORMAT.md section 8), never from a file name.
    public let mediaType: String
    /// When the file first entered this store (its text as the host gave it).
    public let addedAt: Instant

    /// A media record as given; the store's own calls make these, checking the content.
    public init(sha256: String, size: UInt64, mediaType: String, addedAt: Instant) {
        self.sha256 = sha256
        self.size = size
        self.mediaType = mediaType
        self.addedAt = addedAt
    }

    /// This value as the C interface and the CLI's `--json` give it: its columns (FORMAT.md
    /// R25).
    package var json: JSONValue { .object(bundleJSON()) }
}

/// The `media` table's mapping, for store and bundle rows alike.
extension MediaRecord: TableRecord, FetchableRecord, PersistableRecord {
    static var table: Table { Tables.media }

    init(row: Row) throws(KeepsakeError) {
        let size = try row.integer("size")
        guard size >= 0 else { throw .corruptStore("media \(try row.text("sha256")) has a negative size") }
        self.init(sha256: try row.text("sha256"), size: UInt64(size), mediaType: try row.text("media_type"), addedAt: try row.instant("added_at"))
    }

    func encode(to row: inout RowValues) {
        row.set("sha256", sha256)
        row.set("size", Int64(clamping: size))
        row.set("media_type", mediaType)
        row.set("added_at", addedAt)
    }
}

/// Media types from the first bytes of a file (FORMAT.md section 8).
public enum MediaSniffer {
    /// How many leading bytes `sniff` looks at.
    public static let prefixLength = 16

    /// The media type of a file whose first bytes are `head` (at least `prefixLength` of them when
    /// the file has that many): JPEG, PNG, GIF, WebP, HEIC, AVIF, MP4, QuickTime, WebM, AVI, PDF,
    /// MP3, WAV, Ogg and others of FORMAT.md section 8; `application/octet-stream` for anything else.
    public static func sniff(_ head: [UInt8]) -> String {
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<(offset + bytes.count)]) == bytes
        }
        func ascii(_ s: String, at offset: Int = 0) -> Bool { starts(Array(s.utf8), at: offset) }

        if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if ascii("GIF87a") || ascii("GIF89a") { return "image/gif" }
        if ascii("RIFF") {
            if ascii("WEBP", at: 8) { return "image/webp" }
            if ascii("WAVE", at: 8) { return "audio/wav" }
            if ascii("AVI ", at: 8) { return "video/x-msvideo" }
        }
        if ascii("ftyp", at: 4), head.count >= 12 {
            let brand = String(decoding: head[8..<12], as: UTF8.self)
            switch brand {
            case "heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1": return "image/heic"
            case "avif": return "image/avif"
            case "qt  ": return "video/quicktime"
            case "M4A ": return "audio/mp4"
            default: return "video/mp4"
            }
        }
        if starts([0x1A, 0x45, 0xDF, 0xA3]) { return "video/webm" }
        if ascii("YUV4MPEG2 ") { return "video/x-yuv4mpeg" }
        if ascii("%PDF-") { return "application/pdf" }
        if ascii("ID3") || starts([0xFF, 0xFB]) { return "audio/mpeg" }
        if ascii("OggS") { return "audio/ogg" }
        return "application/octet-stream"
    }
}
