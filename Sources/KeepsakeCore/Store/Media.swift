/// Media operations of a session: files enter by streaming, are hashed on the way in, and are
/// named by their SHA-256 only once complete.
extension Session {
    /// Streams the file at `path` into the store.
    ///
    /// - Parameters:
    ///   - path: The file to read; it is streamed, never loaded whole.
    ///   - now: The instant recorded as `added_at` for new content.
    /// - Returns: the record (the existing one when the content was already there).
    public func importMedia(fromFile path: String, now: Instant) throws(KeepsakeError) -> MediaRecord {
        let writer = try openMediaWriter(now: now)
        let source = try File.openForReading(path)
        guard FileSystem.regularFileSize(path) != nil else { throw .invalidArgument("\(quotedPath: path) is not a regular file") }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: File.bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let n = try source.read(into: buffer)
            if n == 0 { break }
            try writer.write(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
        }
        return try writer.finish()
    }

    /// Starts a media file whose bytes the host pushes in chunks.
    public func openMediaWriter(now: Instant) throws(KeepsakeError) -> MediaWriter {
        let limits = try write(.addMedia) { (db) throws(KeepsakeError) in try MediaLimits.load(from: db) }
        return try MediaWriter(session: self, addedAt: now, limits: limits)
    }

    /// The record of media `sha256`.
    /// Owner and staff (`Permission.readMedia`).
    /// - Throws: `.invalidArgument` for a malformed hash; `.notFound` for media the store does not
    ///   hold, or that belong to a relative's viewer copy (`AccessPolicy.reachableMedia`).
    public func media(_ sha256: String) throws(KeepsakeError) -> MediaRecord {
        guard Hex.isSHA256(sha256) else { throw .invalidArgument("\(quoted: sha256) is not a SHA-256 (64 lowercase hex digits)") }
        guard let record = try read(.readMedia, { (db) throws(KeepsakeError) in try AccessPolicy.reachableMedia(sha256, in: db) }) else {
            throw .notFound("no media with SHA-256 \(sha256) in the store")
        }
        return record
    }

    /// Deletes media `sha256` that no record refers to: media added to the store (`importMedia`,
    /// `openMediaWriter`) and never attached, or no longer. Its row goes in one write unit of
    /// work, and its file once the write-ahead log is checkpointed after the commit, the same
    /// erasure as a patient's deletion (`Store.dropUnreferencedMedia`).
    ///
    /// - Throws: `.invalidArgument` for a malformed hash, and, changing nothing, when an
    ///   attachment still refers to the media (the message counts them: delete those first);
    ///   `.notFound` for an unknown hash.
    public func deleteMedia(_ sha256: String) throws(KeepsakeError) {
        try deleteMedia([sha256])
    }

    /// Deletes every media of `hashes` as `deleteMedia(_:)` does, in one unit of work: when one
    /// of them is unknown or still attached, none is deleted.
    public func deleteMedia(_ hashes: [String]) throws(KeepsakeError) {
        for sha256 in hashes where !Hex.isSHA256(sha256) {
            throw .invalidArgument("\(quoted: sha256) is not a SHA-256 (64 lowercase hex digits)")
        }
        try write(.deleteMedia) { (db) throws(KeepsakeError) in
            for sha256 in hashes {
                guard try MediaTable.find(sha256, in: db) != nil else { throw .notFound("no media with SHA-256 \(sha256) in the store") }
                let uses = try MediaTable.referenceCount(sha256, in: db)
                guard uses == 0 else {
                    throw .invalidArgument("media \(sha256) is still attached (\(uses) attachment\(uses == 1 ? "" : "s")); delete the attachments first")
                }
            }
            try store.dropUnreferencedMedia(hashes, in: db)
        }
    }

    /// Every media record, ascending by hash; not those of a relative's viewer copy, which only
    /// its viewer sessions reach, through its attachments (`AccessPolicy.reachableMedia`).
    /// Owner and staff (`Permission.readMedia`).
    public func listMedia() throws(KeepsakeError) -> [MediaRecord] {
        try read(.readMedia) { (db) throws(KeepsakeError) in try AccessPolicy.reachableMedia(in: db) }
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

    /// Reads every media file of the store and compares it with its record: size, then
    /// SHA-256: the damaged files in ascending order of hash (`keepsake info --check`). First
    /// completes the erasures that waited for readers now done (`Store.completeWaitingErasures()`).
    ///
    /// - Throws: `KeepsakeError.permissionDenied` for a session that may not list media.
    public func checkMedia() throws(KeepsakeError) -> MediaCheck {
        let records = try listMedia()
        store.completeWaitingErasures()
        var damaged: [MediaCheck.Damage] = []
        var bytes: UInt64 = 0
        for record in records {
            do throws(KeepsakeError) {
                try store.verifyMediaFile(record)
                bytes += record.size
            } catch {
                damaged.append(MediaCheck.Damage(sha256: record.sha256, problem: error.message))
            }
        }
        return MediaCheck(checked: records.count, bytes: bytes, damaged: damaged)
    }
}

/// What `Session.checkMedia()` found.
public struct MediaCheck: Sendable, Hashable, Codable {
    /// A media file that is not what its record says.
    public struct Damage: Sendable, Hashable, Codable, Identifiable {
        /// The file's recorded SHA-256, which identifies it.
        public let sha256: String
        /// What is wrong, as the core's error message says it.
        public let problem: String

        /// The hash identifies the file.
        public var id: String { sha256 }
    }

    /// How many files were read.
    public let checked: Int
    /// The bytes of the sound ones.
    public let bytes: UInt64
    /// The damaged ones, in ascending order of hash.
    public let damaged: [Damage]

    /// `{"checked":N,"bytes":N,"damaged":[{"sha256":…,"problem":…}]}`.
    package var json: JSONValue {
        ["checked": .int(Int64(checked)), "bytes": .int(Int64(bytes)),
         "damaged": .array(damaged.map { ["sha256": .string($0.sha256), "problem": .string($0.problem)] })]
    }
}

extension Store {
    /// Reads a byte range of a media file, checking it is whole on disk: a missing file or one
    /// of another size is `.corruptStore`, and so is a read of the whole file whose bytes do not
    /// have the recorded SHA-256 (damage the store can see without reading more than asked).
    func readMediaBytes(_ record: MediaRecord, offset: UInt64, into buffer: UnsafeMutableRawBufferPointer) throws(KeepsakeError) -> Int {
        let path = try checkedMediaPath(record)
        guard offset < record.size, buffer.count > 0 else { return 0 }
        let file = try File.openForReading(path)
        let want = Int(min(UInt64(buffer.count), record.size - offset))
        var total = 0
        while total < want {
            let n = try file.read(at: offset + UInt64(total), into: UnsafeMutableRawBufferPointer(rebasing: buffer[total..<want]))
            guard n > 0 else { throw .corruptStore("media \(record.sha256) was cut short on disk") }
            total += n
        }
        if offset == 0 && UInt64(total) == record.size {
            let hasher = SHA256Hasher()
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[0..<total]))
            guard try hasher.finalizeHex() == record.sha256 else { throw MediaDamage.changed(record.sha256) }
        }
        return total
    }

    /// Reads media `record`'s whole file and checks its size and SHA-256.
    func verifyMediaFile(_ record: MediaRecord) throws(KeepsakeError) {
        let path = mediaPath(record.sha256)
        guard let actual = FileSystem.regularFileSize(path) else {
            throw .corruptStore("media \(record.sha256) is missing from the store's media folder")
        }
        guard actual == record.size else {
            throw .corruptStore("media \(record.sha256) is \(actual) bytes on disk but \(record.size) in the store")
        }
        let file = try File.openForReading(path)
        let hasher = SHA256Hasher()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: File.bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        var total: UInt64 = 0
        while true {
            let n = try file.read(into: buffer)
            if n == 0 { break }
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
            total += UInt64(n)
        }
        guard total == record.size else { throw .corruptStore("media \(record.sha256) changed size while it was read") }
        guard try hasher.finalizeHex() == record.sha256 else { throw MediaDamage.changed(record.sha256) }
    }
}

/// How damaged media are reported, in one wording wherever damage is found.
enum MediaDamage {
    static func changed(_ sha256: String, _ consequence: String = "") -> KeepsakeError {
        .corruptStore("media \(sha256) is damaged in the store's media folder: its bytes no longer have the SHA-256 they were stored with\(consequence)")
    }
}

// MARK: - Erasure

extension Store {
    /// Called inside a transaction that deleted records: drops the media rows among
    /// `candidates` that no record refers to any more, then, once the transaction has
    /// committed, removes their files and checkpoints the write-ahead log
    /// (`eraseAfterCommit`). So deleting a patient or an attachment deletes its photos in the
    /// same step; a crash between the commit and the unlink leaves their `MediaTrail`, and the
    /// next open removes them.
    func dropUnreferencedMedia(_ candidates: [String], in db: Database) throws(KeepsakeError) {
        var dropped: [String] = []
        for sha256 in Set(candidates).sorted() where try !MediaTable.isReferenced(sha256, in: db) {
            try Tables.media.delete(key: ["sha256": .text(sha256)], in: db)
            if db.changes > 0 { dropped.append(sha256) }
        }
        try eraseAfterCommit(removing: dropped, in: db)
    }

    /// After the current transaction commits: checkpoints and truncates the write-ahead log,
    /// so that deleted text (overwritten in the database itself by `secure_delete`) does not
    /// stay in `keepsake.db-wal` either; once that completed, no reader still sees the deleted
    /// rows, and the files of `hashes` whose rows are still gone are unlinked, with those of
    /// earlier erasures that had to wait. The files are named in a `MediaTrail` before the
    /// commit (on a full disk, with no room for it, the transaction takes away
    /// `MediaTrail.completeKey` instead, so the next open checks every file). A reader of
    /// another connection (an export's snapshot, another process) may hold the log longer than
    /// the wait: then the erasure is deferred (`DeferredErasure`) to the next checkpoint (the
    /// next deletion, the store's release) or, if this process ends first, to the next open,
    /// which checks the trail the same way: no snapshot ever loses the media it lists.
    /// - Throws: the database's errors, from the transaction this joins.
    func eraseAfterCommit(removing hashes: [String], in db: Database) throws(KeepsakeError) {
        let trail: MediaTrail?
        if hashes.isEmpty {
            trail = nil
        } else {
            do throws(KeepsakeError) {
                trail = try MediaTrail(store: self, hashes: hashes)
            } catch {
                trail = nil
                try MediaTrail.requireWholeCheck(in: db)
            }
        }
        let erasure = hashes.isEmpty ? [] : [DeferredErasure(hashes: hashes, trail: trail)]
        db.afterCommit { [self] in
            guard db.checkpointTruncating(waitingUpTo: 2000) else {
                // Committed: any process's next write may complete it (`completeWaitingErasures`).
                let waiting = erasure.map { DeferredErasure(hashes: $0.hashes, trail: $0.trail?.waiting(countingIn: db)) }
                deferredErasures.withLock { $0 += waiting }
                return
            }
            completeErasures(erasure, in: db)
        }
        db.afterRollback { trail?.remove() }
    }
}

/// The `media` table of the store.
enum MediaTable {
    static func find(_ sha256: String, in db: Database) throws(KeepsakeError) -> MediaRecord? {
        try MediaRecord.fetchOne(db, key: .text(sha256))
    }

    static let select = MediaRecord.selectSQL

    static func all(in db: Database) throws(KeepsakeError) -> [MediaRecord] {
        try MediaRecord.fetchAll(db, orderBy: "sha256")
    }

    /// The tables whose rows refer to media by hash: a media row none of them names, once
    /// such a row was deleted, goes with its file (`Store.dropUnreferencedMedia`).
    static let references = ["dossier_attachments"]

    static func isReferenced(_ sha256: String, in db: Database) throws(KeepsakeError) -> Bool {
        for table in references where try db.scalar("SELECT 1 FROM \(table) WHERE sha256 = ? LIMIT 1", [.text(sha256)]) != nil {
            return true
        }
        return false
    }

    /// How many rows of the `references` tables name `sha256`.
    static func referenceCount(_ sha256: String, in db: Database) throws(KeepsakeError) -> Int {
        var count = 0
        for table in references {
            if case .integer(let n)? = try db.scalar("SELECT count(*) FROM \(table) WHERE sha256 = ?", [.text(sha256)]) { count += Int(n) }
        }
        return count
    }

    /// Records `record` unless its hash is there already; true when it was added.
    @discardableResult
    static func insert(_ record: MediaRecord, in db: Database) throws(KeepsakeError) -> Bool {
        try record.insert(in: db, orIgnore: true)
        return db.changes > 0
    }

    static func record(_ row: Row) throws(KeepsakeError) -> MediaRecord { try MediaRecord(row: row) }
}
