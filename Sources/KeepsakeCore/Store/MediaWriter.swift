/// A media file being streamed into the store: bytes go to a temporary file in `tmp/` and
/// through SHA-256; `finish` flushes the file, names it by its hash and records it.
/// Used by one thread at a time.
public final class MediaWriter {
    private let session: Session
    private let addedAt: Instant
    private let temporaryFolder: Folder
    private let temporaryName: String
    private var file: File?
    private let hasher = SHA256Hasher()
    private var head: [UInt8] = []
    private var size: UInt64 = 0
    private var result: MediaRecord?
    /// The store's size limits per kind of media (`MediaLimits`), read when the writer opens;
    /// the kind's own limit applies once the first bytes tell the type.
    private let limits: MediaLimits
    private var typeLimit: UInt64?

    /// The largest file a writer accepts (a configurable limit would go here).
    public static let maxSize: UInt64 = 1 << 40

    init(session: Session, addedAt: Instant, limits: MediaLimits) throws(KeepsakeError) {
        self.session = session
        self.addedAt = addedAt
        self.temporaryFolder = try session.store.requireFolders().temporary
        self.temporaryName = FileSystem.processScopedName() + ".media"
        self.limits = limits
        self.file = try temporaryFolder.createExclusive(temporaryName)
    }

    deinit {
        if result == nil { temporaryFolder.remove(temporaryName) }
    }

    /// Appends bytes from the caller's memory (the C interface's form of `write(_:)`).
    package func write(_ bytes: UnsafeRawBufferPointer) throws(KeepsakeError) {
        guard let file else { throw .invalidArgument("the media writer is already finished") }
        guard size + UInt64(bytes.count) <= MediaWriter.maxSize else {
            discard()
            throw .limitExceeded("media files are limited to \(MediaWriter.maxSize) bytes")
        }
        if head.count < MediaSniffer.prefixLength {
            head.append(contentsOf: bytes.prefix(MediaSniffer.prefixLength - head.count))
            if head.count >= MediaSniffer.prefixLength { typeLimit = limits.limit(for: MediaSniffer.sniff(head)) }
        }
        let limit = typeLimit ?? limits.largest
        guard size + UInt64(bytes.count) <= limit else {
            discard()
            throw .limitExceeded("\(MediaSniffer.sniff(head)) files are limited to \(limit) bytes in this store (media limits)")
        }
        do throws(KeepsakeError) {
            try file.write(bytes)
        } catch {
            discard()
            throw error
        }
        hasher.update(bytes)
        size += UInt64(bytes.count)
    }

    /// Appends `bytes` to the file.
    /// - Throws: `.invalidArgument` after `finish()` or an earlier failure; `.limitExceeded` when
    ///   the file grows past `maxSize` or the store's `MediaLimits` for its type (the writer is then
    ///   discarded); `.noSpace` or `.io` when the temporary file cannot be written.
    public func write(_ bytes: [UInt8]) throws(KeepsakeError) {
        var failure: KeepsakeError?
        bytes.withUnsafeBytes { raw in
            do throws(KeepsakeError) { try write(raw) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Completes the file and returns its record (the existing one for known content).
    /// The file is flushed to disk, named by its hash and recorded in one unit of work
    /// (`Permission.addMedia`): once this returns, the media is in the store.
    /// - Throws: `.invalidArgument` for a writer discarded after an error; `.limitExceeded` for a
    ///   type whose limit the file exceeds; the unit of work's errors (`Session`). On any error the
    ///   temporary file is removed and nothing is recorded.
    public func finish() throws(KeepsakeError) -> MediaRecord {
        if let result { return result }
        guard let file else { throw .invalidArgument("the media writer was discarded after an error") }
        do throws(KeepsakeError) {
            try file.sync()
            try file.close()
            self.file = nil
            let type = MediaSniffer.sniff(head)
            guard size <= limits.limit(for: type) else {
                throw KeepsakeError.limitExceeded("\(type) files are limited to \(limits.limit(for: type)) bytes in this store (media limits)")
            }
            let sha256 = try hasher.finalizeHex()
            let candidate = MediaRecord(sha256: sha256, size: size, mediaType: MediaSniffer.sniff(head), addedAt: addedAt)
            // The unit of work checks the session again: it may have been signed out while the
            // bytes streamed in. Placed and recorded in it (under the write lock), so a
            // deletion's unlink of the same content, or the open's sweep, is never between.
            let record = try session.write(.addMedia) { (db) throws(KeepsakeError) -> MediaRecord in
                try session.store.placeMediaFiles([(temporaryName, sha256, size)], from: temporaryFolder, in: db)
                return try MediaTable.insert(candidate, in: db) ? candidate : (try MediaTable.find(sha256, in: db) ?? candidate)
            }
            result = record
            return record
        } catch {
            discard()
            throw error
        }
    }

    private func discard() {
        try? file?.close()
        file = nil
        temporaryFolder.remove(temporaryName)
    }
}

extension Store {
    /// Moves a complete temporary file, already flushed (`FileSystem.flush`, before the unit of
    /// work so the write lock is not held for it), to its content-addressed place, or drops it
    /// when an intact copy is already there. Only through `placeMediaFiles`, which records the
    /// trail first and flushes the folders. Returns the folder that must be flushed before the
    /// file counts (nil when nothing moved).
    func placeMediaFile(from temporaryPath: String, in source: Folder?, sha256: String, size: UInt64) throws(KeepsakeError) -> Folder? {
        let folder = try requireFolders().mediaFolder(sha256, create: true)
        if folder.regularFileSize(sha256) == size {
            if let source { source.remove(temporaryPath) } else { FileSystem.remove(temporaryPath) }
            return nil
        }
        // The store's Data Protection class (StorageOptions), set on the file itself whatever
        // class the temporary folder gave it.
        try protectNewFile(folder.path)
        try protectNewFile(source.map { $0.path + "/" + temporaryPath } ?? temporaryPath)
        try folder.move(from: temporaryPath, in: source, to: sha256)
        return folder
    }
}

extension Store {
    /// The store's media limits for files that arrive whole rather than through a writer
    /// (bundle imports, viewer bundles): each staged file's type is sniffed from its first
    /// bytes, as a writer does, and a file over its kind's limit refuses the whole import
    /// before anything is recorded. `files` maps each new hash to its staged file and size.
    func checkIncomingMedia(_ files: [(sha256: String, size: UInt64, path: String)], in db: Database) throws(KeepsakeError) {
        guard !files.isEmpty else { return }
        let limits = try MediaLimits.load(from: db)
        for file in files {
            let head = try File.openForReading(file.path).readBytes(upTo: MediaSniffer.prefixLength)
            let type = MediaSniffer.sniff(head)
            let limit = limits.limit(for: type)
            guard file.size <= limit else {
                throw .limitExceeded("media \(file.sha256) in the bundle is a \(file.size)-byte \(type) file; \(type) files are limited to \(limit) bytes in this store (media limits); nothing was imported")
            }
        }
    }
}
