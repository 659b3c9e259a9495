#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// Options for writing a bundle.
///
/// Every export to a file (bundles, and the FHIR, CSV, OPML and SVG exports) writes a
/// temporary file beside `path`, flushes it and renames it into place: the file appears
/// complete or not at all, and a failed export leaves no file. Each may throw
/// `.invalidArgument` for an empty `path` or one that names a folder, a symbolic link, a
/// device, FIFO or socket (only a regular file is replaced); `.notFound` when the folder does
/// not exist; `.cancelled` when the progress handler returns false; `.noSpace` or `.io` when
/// writing fails.
public struct ExportOptions {
    /// The instant written into the manifest (its text as given); with the same content it
    /// fixes every byte.
    public var created: Instant
    /// Called with the bytes written so far and the bundle's size, about every MiB and at the end;
    /// returning false cancels the export with `KeepsakeError.cancelled` and leaves no file.
    public var progress: ProgressHandler?
    /// Makes an update bundle (FORMAT.md section 16) against the bundle at this path, which
    /// the recipient already holds: the update carries every record and only the media the
    /// base (and what the base was itself an update of) did not. For bundles of access full.
    public var base: String?
    /// Makes a viewer update against this revision of the dossier, which the relatives'
    /// devices hold: only the media that revision did not carry are sealed. Viewer bundles only.
    public var baseRevision: Int64?

    /// Options for an export stamped `created` (an instant the host passes); `base` or
    /// `baseRevision` make it an update bundle.
    public init(created: Instant, progress: ProgressHandler? = nil, base: String? = nil, baseRevision: Int64? = nil) {
        self.created = created
        self.progress = progress
        self.base = base
        self.baseRevision = baseRevision
    }
}

/// What an export wrote.
public struct ExportResult: Hashable, Sendable, Codable {
    /// The file written.
    public let path: String
    /// The bundle's size in bytes.
    public let size: UInt64
    /// The bundle's members: the manifest, `keepsake.db` and one per media file.
    public let members: Int

    /// The result as the C interface returns it: `path`, `size`, `members`.
    package var json: JSONValue { ["path": .string(path), "size": .int(Int64(size)), "members": .int(Int64(members))] }
}

extension Session {
    /// Writes a bundle of kind `archive` (everything in the store that travels) to `path`,
    /// atomically (FORMAT.md R29–R31).
    /// Owner and staff (`Permission.exportArchive`).
    /// - Throws: `.corruptStore` when a media file is missing or damaged; the errors of every
    ///   export (`ExportOptions`).
    public func exportBundle(to path: String, options: ExportOptions) throws(KeepsakeError) -> ExportResult {
        try writeBundle(kind: RecordKinds.archive, .exportArchive, to: path, options: options) { (store, bundle) throws(KeepsakeError) in
            for kind in RecordKinds.all { try kind.copyForArchive(from: store, session: self, into: bundle) }
            // Every medium the store holds, except those only a relative's viewer copy refers to.
            return try AccessPolicy.reachableMedia(in: store)
        }
    }

    /// Writes a bundle of `kind` to `path`, atomically, in one read unit of work holding
    /// `permission`: everything comes from one snapshot of the store. `fill` copies the kind's
    /// rows from the store (its first argument) into a fresh bundle database (its second) and
    /// returns the media the bundle carries; their rows go in too, then the files are streamed
    /// from the store. Every bundle kind is written through here.
    func writeBundle(kind: String, _ permission: Permission, to path: String, options: ExportOptions,
                     fill: (Database, Database) throws(KeepsakeError) -> [MediaRecord]) throws(KeepsakeError) -> ExportResult {
        guard !path.isEmpty else { throw .invalidArgument("the bundle path is empty") }
        try FileSystem.requireReplaceableFile(path)
        guard options.baseRevision == nil else {
            throw .invalidArgument("base_revision names the base of a viewer update; a bundle of access full names its base by path (base)")
        }
        let folder = FileSystem.parent(of: path)
        // The base's manifest and database only, before the snapshot (R63).
        var base: (digest: String, media: Set<String>)?
        if let basePath = options.base {
            try precheck(permission)
            guard !basePath.isEmpty else { throw .invalidArgument("the base bundle's path is empty") }
            base = try UpdateBase.mediaHeld(byBase: basePath)
        }
        return try read(permission) { (storeDB) throws(KeepsakeError) -> ExportResult in
            try writeBundle(kind: kind, from: storeDB, folder: folder, to: path, options: options, base: base, fill: fill)
        }
    }

    private func writeBundle(kind: String, from storeDB: Database, folder: String, to path: String, options: ExportOptions,
                             base: (digest: String, media: Set<String>)?,
                             fill: (Database, Database) throws(KeepsakeError) -> [MediaRecord]) throws(KeepsakeError) -> ExportResult {
        // The bundle's database is built in the store's private tmp/; only the bundle itself
        // is written beside its destination.
        let scratch = try store.exportScratch()
        defer { scratch.remove() }
        var media: [MediaRecord] = []
        let databasePath = try BundleDatabaseBuilder.build(at: scratch.path + "/bundle.db", scratchPath: scratch.path + "/build.db") { (db) throws(KeepsakeError) in
            media = try fill(storeDB, db)
            for record in media { try MediaTable.insert(record, in: db) }
        }
        // An update carries every row (the database above) and only the media its base lacks (R63).
        let carried = base.map { base in media.filter { !base.media.contains($0.sha256) } } ?? media
        for record in carried where !store.hasMediaFile(record.sha256, size: record.size) {
            throw .corruptStore("media \(record.sha256) is missing from the store's media folder or damaged; the bundle was not written")
        }
        var members = [try Manifest.Member(path: Manifest.databasePath, size: FileSystem.requireSize(databasePath), sha256: BundleWriter.hashFile(databasePath))]
        members += carried.map { Manifest.Member(path: "media/" + $0.sha256, size: $0.size, sha256: $0.sha256) }
        let manifest = Manifest(formatVersion: BundleSchema.formatVersion, kind: kind, access: "full",
                                created: options.created, generator: KeepsakeVersion.generator, members: members, base: base?.digest)
        let sources = [databasePath] + carried.map { store.mediaPath($0.sha256) }
        let size = try BundleWriter.write(manifest: manifest, sources: sources, to: path, store: store, progress: options.progress) { member in
            member.path == Manifest.databasePath ? nil : MediaDamage.changed(member.sha256, "; the bundle was not written")
        }
        return ExportResult(path: path, size: size, members: members.count + 1)
    }
}

/// The temporary file of one export, beside the destination so the final rename stays on one
/// file system. Named after the writing process (`.<pid>-<random>.keepsake.tmp`), so that the
/// next export into the same folder removes what a killed export left there (and the store's
/// next open, through its `ExportTrail`).
struct BundleScratch {
    let folder: String
    let path: String

    init(destination: String) {
        folder = FileSystem.parent(of: destination)
        path = folder + "/." + FileSystem.processScopedName() + BundleScratch.suffix
        BundleScratch.sweep(folder)
    }

    static let suffix = ".keepsake.tmp"

    /// Removes the temporary files of exports whose process no longer runs: regular files of
    /// this user's named exactly as `init` (or a text export's `AtomicFile`, `.<pid>-<random>.tmp`)
    /// names them; nothing else in the folder.
    static func sweep(_ folder: String) {
        for suffix in [suffix, ".tmp"] {
            FileSystem.forEntriesOfEndedProcesses(in: folder, prefix: ".", suffix: suffix) { path in
                var st = stat()
                guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_uid == geteuid() else { return }
                FileSystem.remove(path)
            }
        }
    }

    /// The process id in a name `init` makes; nil for any other name.
    static func processOfName(_ name: Substring) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(suffix) else { return nil }
        return FileSystem.processOfScopedName(name.dropFirst().dropLast(suffix.count))
    }
}

/// Builds a fresh bundle database (R29): the schema, the rows `fill` inserts, then `VACUUM
/// INTO` a new file in rollback-journal mode.
enum BundleDatabaseBuilder {
    static func build(at path: String, scratchPath: String, fill: (Database) throws(KeepsakeError) -> Void) throws(KeepsakeError) -> String {
        FileSystem.remove(scratchPath)
        let db = try Database(path: scratchPath, mode: .readWriteCreate)
        try db.execute("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA page_size=4096")
        try db.execute("PRAGMA application_id=\(BundleSchema.applicationID); PRAGMA user_version=\(BundleSchema.formatVersion)")
        try db.inTransaction { () throws(KeepsakeError) in
            for table in BundleSchema.tables { try db.execute(table.sql) }
            try fill(db)
        }
        try db.run("VACUUM INTO ?", [.text(path)])
        return path
    }
}

extension FileSystem {
    static func requireSize(_ path: String) throws(KeepsakeError) -> UInt64 {
        guard let size = regularFileSize(path) else { throw .io("\(quotedPath: path) is missing") }
        return size
    }
}

/// Writes the tar container of FORMAT.md section 3.
enum BundleWriter {
    /// Bytes read and hashed per step of a member's copy (and copied, where the kernel cannot).
    static let copyBufferSize = File.bufferSize

    static func hashFile(_ path: String) throws(KeepsakeError) -> String {
        let file = try File.openForReading(path)
        let hasher = SHA256Hasher()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: File.bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let n = try file.read(into: buffer)
            if n == 0 { break }
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
        }
        return try hasher.finalizeHex()
    }

    /// Writes manifest and members to a temporary file beside `path` (recorded in `store`'s
    /// `tmp/` while it exists), flushes, renames it to `path` and flushes the folder (R31).
    /// `sources[i]` holds the data of `manifest.members[i]`; every member is hashed as it is
    /// copied, and one whose bytes differ from its manifest SHA-256 fails the export, with the
    /// error `damaged` gives for it (or one naming the file), and no bundle is left.
    static func write(manifest: Manifest, sources: [String], to path: String, store: Store, progress: ProgressHandler?,
                      damaged: (Manifest.Member) -> KeepsakeError? = { _ in nil }) throws(KeepsakeError) -> UInt64 {
        let scratch = BundleScratch(destination: path)
        let trail = ExportTrail(store: store, temporaryPath: scratch.path)
        defer { trail.remove() }
        do throws(KeepsakeError) {
            return try write(manifest: manifest, sources: sources, to: path, temporaryPath: scratch.path, progress: progress, damaged: damaged)
        } catch {
            FileSystem.remove(scratch.path)
            throw error
        }
    }

    /// The same, into `temporaryPath` (which the caller removes on failure).
    static func write(manifest: Manifest, sources: [String], to path: String, temporaryPath: String, progress: ProgressHandler?,
                      damaged: (Manifest.Member) -> KeepsakeError? = { _ in nil }) throws(KeepsakeError) -> UInt64 {
        let manifestBytes = try manifest.encoded()
        var total = UInt64(manifestBytes.count)
        for member in manifest.members { total += member.size }
        var meter = ProgressMeter(total: total, handler: progress)
        let out = try File.createExclusive(temporaryPath)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: copyBufferSize, alignment: 16)
        let second = UnsafeMutableRawBufferPointer.allocate(byteCount: copyBufferSize, alignment: 16)
        defer {
            buffer.deallocate()
            second.deallocate()
        }
        var written: UInt64 = 0
        func emit(_ bytes: [UInt8]) throws(KeepsakeError) {
            try out.write(bytes)
            written += UInt64(bytes.count)
        }
        try emit(Tar.header(name: Manifest.manifestPath, size: UInt64(manifestBytes.count)))
        try emit(manifestBytes + [UInt8](repeating: 0, count: Tar.padding(UInt64(manifestBytes.count))))
        try meter.advance(UInt64(manifestBytes.count))
        for (member, source) in zip(manifest.members, sources) {
            if member.size > Tar.maxOctalSize { try emit(Tar.paxSizeHeader(name: member.path, size: member.size)) }
            try emit(Tar.header(name: member.path, size: member.size))
            let input = try File.openForReading(source)
            // Every byte is hashed as it is copied (on a second thread, from the same cached
            // file), so a file damaged at rest never becomes a bundle that cannot be imported.
            // Large members go in slices so progress (and cancelling) keeps up.
            let hasher = SHA256Hasher()
            var remaining = member.size
            while remaining > 0 {
                let slice = min(remaining, 64 << 20)
                let n = try out.appendHashing(contentsOf: input, offset: member.size - remaining, count: slice, hasher: hasher,
                                              buffers: (buffer, second))
                guard n == slice else { throw damaged(member) ?? .corruptStore("\(quotedPath: source) is shorter than recorded; the bundle was not written") }
                remaining -= n
                written += n
                try meter.advance(n)
            }
            guard try hasher.finalizeHex() == member.sha256 else {
                throw damaged(member) ?? .corruptStore("\(quotedPath: source) no longer has the SHA-256 of member \(member.path); the bundle was not written")
            }
            try emit([UInt8](repeating: 0, count: Tar.padding(member.size)))
        }
        let end = UInt64(2 * Tar.blockSize) + written
        let record = UInt64(Tar.recordSize)
        let padded = (end + record - 1) / record * record
        try emit([UInt8](repeating: 0, count: Int(padded - written)))
        try meter.finish()
        try out.sync()
        try out.close()
        try FileSystem.requireReplaceableFile(path)
        try FileSystem.rename(temporaryPath, path)
        try FileSystem.syncDirectory(FileSystem.parent(of: path))
        return written
    }
}
