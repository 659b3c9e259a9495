/// Media operations of a session: files enter by streaming, are hashed on the way in, and are
/// named by their SHA-256 only once complete.
extension Session {
    /// Streams the file at `path` into the store.
    ///
    /// - Parameter now: the instant recorded as `added_at` for new content.
    /// - Returns: the record (the existing one when the content was already there).
    public func importMedia(fromFile path: String, now: String) throws(KeepsakeError) -> MediaRecord {
        let writer = try openMediaWriter(now: now)
        let source = try File.openForReading(path)
        guard FileSystem.regularFileSize(path) != nil else { throw .invalidArgument("'\(path)' is not a regular file") }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let n = try source.read(into: buffer)
            if n == 0 { break }
            try writer.write(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
        }
        return try writer.finish()
    }

    /// Starts a media file whose bytes the host pushes in chunks.
    public func openMediaWriter(now: String) throws(KeepsakeError) -> MediaWriter {
        try Session.requireInstant(now, "now")
        let limits = try write(.addMedia) { (db) throws(KeepsakeError) in try MediaLimits.load(from: db) }
        return try MediaWriter(session: self, addedAt: now, limits: limits)
    }

    /// The record of media `sha256`.
    public func media(_ sha256: String) throws(KeepsakeError) -> MediaRecord {
        guard Hex.isSHA256(sha256) else { throw .invalidArgument("'\(sha256)' is not a SHA-256 (64 lowercase hex digits)") }
        guard let record = try read(.readMedia, { (db) throws(KeepsakeError) in try MediaTable.find(sha256, in: db) }) else {
            throw .notFound("no media with SHA-256 \(sha256) in the store")
        }
        return record
    }

    /// Every media record, ascending by hash.
    public func listMedia() throws(KeepsakeError) -> [MediaRecord] {
        try read(.readMedia) { (db) throws(KeepsakeError) in try MediaTable.all(in: db) }
    }

    /// Reads up to `maxCount` bytes of media `sha256` from byte `offset` (fewer at the end, none
    /// past it), so a host can scrub a video without loading it whole.
    ///
    /// ```swift
    /// let head = try session.readMedia(record.sha256, offset: 0, maxCount: 64 * 1024)
    /// ```
    /// - Throws: `.notFound` for an unknown hash; `.corruptStore` when the file is missing or
    ///   cut short on disk (reported, never trusted).
    public func readMedia(_ sha256: String, offset: UInt64, maxCount: Int) throws(KeepsakeError) -> [UInt8] {
        try ByteRange.read(maxCount: maxCount) { (buffer) throws(KeepsakeError) in try readMedia(sha256, offset: offset, into: buffer) }
    }

    /// `readMedia(_:offset:maxCount:)` into the caller's memory (the C interface's form).
    package func readMedia(_ sha256: String, offset: UInt64, into buffer: UnsafeMutableRawBufferPointer) throws(KeepsakeError) -> Int {
        try store.readMediaBytes(try media(sha256), offset: offset, into: buffer)
    }
}

/// The `media` table of the store.
enum MediaTable {
    static func find(_ sha256: String, in db: Database) throws(KeepsakeError) -> MediaRecord? {
        try db.rows("SELECT sha256, size, media_type, added_at FROM media WHERE sha256 = ?", [.text(sha256)]).first.flatMap(record)
    }

    static func all(in db: Database) throws(KeepsakeError) -> [MediaRecord] {
        try db.rows("SELECT sha256, size, media_type, added_at FROM media ORDER BY sha256").compactMap(record)
    }

    /// Records `record` unless its hash is there already; true when it was added.
    @discardableResult
    static func insert(_ record: MediaRecord, in db: Database) throws(KeepsakeError) -> Bool {
        try db.run("INSERT OR IGNORE INTO media (sha256, size, media_type, added_at) VALUES (?, ?, ?, ?)",
                   [.text(record.sha256), .integer(Int64(record.size)), .text(record.mediaType), .text(record.addedAt)])
        return db.changes > 0
    }

    static func record(_ row: [SQLValue]) -> MediaRecord? {
        guard row.count == 4, case .text(let sha) = row[0], case .integer(let size) = row[1], size >= 0,
              case .text(let type) = row[2], case .text(let added) = row[3] else { return nil }
        return MediaRecord(sha256: sha, size: UInt64(size), mediaType: type, addedAt: added)
    }
}
