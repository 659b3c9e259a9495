import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A local store: a directory holding `keepsake.db` (SQLite, WAL) and the content-addressed
/// `media/` folder (FORMAT.md section 9).
///
/// ```swift
/// let store = try Store.open(at: "/path/to/store", create: true)
/// let session = try store.ownerSession()
/// let record = try session.importMedia(fromFile: "photo.jpg", now: "2026-11-30T09:00:00Z")
/// ```
///
/// A store may be shared between threads: its database is reached only through units of work
/// (`Session.read`/`Session.write`, UnitOfWork.swift), writes one at a time, reads each on a
/// snapshot of its own.
public final class Store: @unchecked Sendable {
    /// The store's directory, as given to `open(at:create:readOnly:)`.
    public let path: String
    /// True when the store was opened read-only: every change is refused with `.readOnly`.
    public let isReadOnly: Bool
    let connections: Connections
    /// Erasures waiting for readers of an older snapshot (`Store.eraseAfterCommit`).
    let deferredErasures = Protected<[DeferredErasure]>([])
    /// `media/` and `tmp/`, held by descriptor from an open for writing on (nil read-only):
    /// every file the store creates, moves or removes in them goes through these (`Folder`).
    let folders: StoreFolders?
    /// The storage options stored in the store (StorageOptions.swift).
    let storage: Protected<StorageOptions>
    /// The key the host seals the centre's signing key under (`setHostKey`), kept in memory only.
    let hostKey = Protected<[UInt8]?>(nil)

    var databasePath: String { path + "/keepsake.db" }
    var mediaDirectory: String { path + "/media" }
    var temporaryDirectory: String { path + "/tmp" }

    private init(path: String, connections: Connections, readOnly: Bool, folders: StoreFolders?, storage: StorageOptions) {
        self.path = path
        self.connections = connections
        self.isReadOnly = readOnly
        self.folders = folders
        self.storage = Protected(storage)
    }

    /// Checkpoints and empties the write-ahead log when the last reference goes, and completes
    /// the erasures still deferred, if no reader of another process holds an older snapshot
    /// (else the next open does, through their trails).
    deinit {
        // The write-ahead log is left empty when no other connection reads (checkpointed and
        // truncated, not only cut to journal_size_limit), so a copy of the folder or the
        // folder on a read-only mount opens without it (see `connect`, onReadOnlyMedia).
        let waiting = !deferredErasures.withLock({ $0.isEmpty })
        connections.withWriter { db in
            if db.checkpointTruncating(waitingUpTo: 0) && waiting { completeErasures(in: db) }
        }
    }

    /// Opens (and with `create`, creates) the store in directory `path`, migrating its schema.
    /// A new store's folder and files are readable by their owner only.
    ///
    /// - Parameters:
    ///   - path: The store's folder.
    ///   - create: Create the folder and an empty store when there is none.
    ///   - readOnly: Open for reading only; every change is then refused with `.readOnly`.
    /// - Throws: `.notFound` when there is no store and `create` is false; `.corruptStore` when
    ///   the directory holds something else; `.unsupportedVersion` for a newer schema (or, read
    ///   only, an older one that would need migrating); `.invalidArgument` for an empty path or
    ///   one that is not a folder; `.readOnly` for `create` with `readOnly`, or a store on
    ///   read-only media opened for writing.
    public static func open(at path: String, create: Bool = false, readOnly: Bool = false) throws(KeepsakeError) -> Store {
        guard !path.isEmpty else { throw .invalidArgument("the store path is empty") }
        if create && readOnly { throw .readOnly("a store cannot be created read-only") }
        let databasePath = path + "/keepsake.db"
        if !FileSystem.exists(databasePath) {
            guard create else {
                throw .notFound("no Keepsake store at \(quotedPath: path) (no keepsake.db there)")
            }
            try FileSystem.makeDirectory(path)
            guard FileSystem.isDirectory(path) else { throw .invalidArgument("\(quotedPath: path) is not a folder") }
            // The store's folder and files are its owner's only (whatever the umask): SQLite
            // gives the -wal and -shm files the database file's mode.
            try FileSystem.restrict(path, to: FileSystem.privateFolderMode)
            do throws(KeepsakeError) {
                try File.createExclusive(databasePath).close()
            } catch {
                guard case .alreadyExists = error else { throw error }   // another process created it first
            }
        }
        guard FileSystem.isDirectory(path) else { throw .invalidArgument("\(quotedPath: path) is not a folder") }
        // On a read-only filesystem SQLite would only say "unable to open database file".
        let onReadOnlyMedia = access(path, W_OK) != 0 && errno == EROFS
        if onReadOnlyMedia && !readOnly {
            throw .readOnly("the store \(quotedPath: path) is on a read-only filesystem; open it read-only to read it")
        }
        do throws(KeepsakeError) {
            return try connect(path: path, readOnly: readOnly, onReadOnlyMedia: onReadOnlyMedia, exclusive: false)
        } catch {
            // On a full disk SQLite cannot create the write-ahead log's shared index (-shm).
            // With exclusive locking it keeps that index in memory instead, so the store still
            // opens and reads (changes then fail with .noSpace); other processes wait for it
            // meanwhile, as for any writer, and its units of work share one connection.
            switch error {
            case .noSpace: break
            case .io where FileSystem.hasNoRoom(path): break   // a read-only connection says only "disk I/O error"
            default: throw error
            }
            return try connect(path: path, readOnly: readOnly, onReadOnlyMedia: onReadOnlyMedia, exclusive: true)
        }
    }

    private static func connect(path: String, readOnly: Bool, onReadOnlyMedia: Bool, exclusive: Bool) throws(KeepsakeError) -> Store {
        let databasePath = path + "/keepsake.db"
        let connections: Connections
        var writer: Database?
        if onReadOnlyMedia {
            // SQLite cannot create the WAL index (-shm) there. Nothing can change the files, so
            // the database may be opened as immutable, unless a write-ahead log holds commits
            // not yet checkpointed, which immutable mode would ignore.
            if let walSize = FileSystem.regularFileSize(databasePath + "-wal"), walSize > 0 {
                throw .readOnly("the store \(quotedPath: path) is on a read-only filesystem and its write-ahead log was not checkpointed; open it once where it is writable")
            }
            let uri = "file:" + Store.uriEscaped(databasePath) + "?immutable=1"
            let open = { () throws(KeepsakeError) -> Database in
                try Database(path: uri, mode: Database.Mode(flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, untrusted: false))
            }
            try Store.checkReadOnlyDatabase(try open(), databasePath)
            connections = Connections(writer: nil, openReader: open)
        } else if readOnly && exclusive {
            // An exclusive lock needs a file opened for writing: read-write for SQLite's locks
            // only, query_only for everything else. One connection per unit of work
            // (Connections says why).
            let open = { () throws(KeepsakeError) -> Database in
                let only = try Database(path: databasePath, mode: .readWrite)
                try only.execute("PRAGMA locking_mode=EXCLUSIVE; PRAGMA query_only=ON")
                return only
            }
            try Store.checkReadOnlyDatabase(try open(), databasePath)
            connections = Connections(writable: false, openExclusive: open)
        } else if readOnly {
            let open = { () throws(KeepsakeError) -> Database in try Database(path: databasePath, mode: .readOnly) }
            try Store.checkReadOnlyDatabase(try open(), databasePath)
            connections = Connections(writer: nil, openReader: open)
        } else {
            let writing = try Database(path: databasePath, mode: .readWriteCreate)
            if exclusive { try writing.execute("PRAGMA locking_mode=EXCLUSIVE") }
            try Store.prepareForWriting(writing, databasePath)
            if exclusive {
                // Used for the chores below, then closed: each unit of work opens its own
                // (Connections says why).
                writer = writing
                connections = Connections(writable: true) { () throws(KeepsakeError) -> Database in
                    let only = try Database(path: databasePath, mode: .readWrite)
                    try only.execute("PRAGMA locking_mode=EXCLUSIVE")
                    try Store.configureWriting(only)
                    try ViewerCopyGuard.install(on: only)
                    return only
                }
            } else {
                writer = writing
                connections = Connections(writer: writing) { () throws(KeepsakeError) -> Database in
                    let reader = try Database(path: databasePath, mode: .readWrite)
                    try reader.execute("PRAGMA query_only=ON")
                    return reader
                }
            }
        }
        // A store opened for writing cleans up after killed processes: its media/ and tmp/ must
        // be real folders of its own, or nothing outside the store could be kept safe from that.
        let folders = readOnly ? nil : StoreFolders(media: try Folder.open(path + "/media", create: true),
                                                    temporary: try Folder.open(path + "/tmp", create: true))
        let store = Store(path: path, connections: connections, readOnly: readOnly, folders: folders,
                          storage: try StorageOptions.load(from: path))
        if let folders {
            try store.tightenPermissions(folders, writer: writer)
            // Again at every open: files SQLite made since (-wal, -shm) and folders get them.
            // Without a protection class only `media/` and `tmp/` are concerned (their backup
            // exclusion), so the media subfolders are not listed.
            try store.applyStorageOptions(to: store.storageOptions.fileProtection == nil ? [] : store.storageFiles(includingMedia: false))
            if let writer {
                store.sweepMediaTrails(writer: writer, folders)
                store.completeWaitingErasures(in: writer, listing: true)
                store.recountWaitingErasures(writer: writer, folders)
            }
            store.sweepTemporaryFiles(folders)
            connections.afterWrite = { [weak store] db in store?.completeWaitingErasures(in: db) }
        }
        return store
    }

    /// `path` for an SQLite URI: every byte but unreserved ones and "/" percent-encoded.
    static func uriEscaped(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 15)])
            }
        }
        return out
    }

    private static func prepareForWriting(_ database: Database, _ databasePath: String) throws(KeepsakeError) {
        // WAL lets readers go on while one writer commits. synchronous=FULL flushes the WAL at
        // every commit: a change reported as done survives power loss, not only a killed
        // process (NORMAL would only promise the latter). A dossier is a medical record.
        // secure_delete: deleted records are overwritten in the database, not only unlinked
        // from its pages (patient data must not outlive its deletion; see eraseAfterCommit).
        // The write-ahead log stays on close, emptied (journal_size_limit), and so does its
        // index (-shm): a store opened again on a full disk needs no new space to be read
        // (every connection keeps them: Database.init).
        let mode = try database.scalar("PRAGMA journal_mode=WAL")
        guard mode == .text("wal") else { throw .io("\(quotedPath: databasePath) cannot use write-ahead logging") }
        try configureWriting(database)
        try StoreSchema.migrate(database)
        try ViewerCopyGuard.install(on: database)
    }

    /// The settings of a connection that writes (prepareForWriting says why).
    private static func configureWriting(_ database: Database) throws(KeepsakeError) {
        try database.execute("PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON; PRAGMA secure_delete=ON; PRAGMA journal_size_limit=\(4 << 20)")
    }

    /// Removes what imports and media writes of processes that no longer run left in `tmp/`,
    /// and the temporary file beside its destination that a killed export recorded there.
    /// Only entries named exactly as the store names them (`StoreFolders.temporarySuffixes`)
    /// are touched, through the folder's descriptor; anything else there is left alone.
    private func sweepTemporaryFiles(_ folders: StoreFolders) {
        // Media trails are the media sweep's (`sweepMediaTrails`), which keeps them while
        // another process's reader forbids it.
        for entry in folders.temporary.entriesOfEndedProcesses(suffixes: StoreFolders.temporarySuffixes) {
            if entry.suffix == ExportTrail.suffix { ExportTrail.removeLeftover(marker: entry.name, in: folders.temporary) }
            folders.temporary.removeTree(entry.name)
        }
    }

    private static func checkReadOnlyDatabase(_ database: Database, _ databasePath: String) throws(KeepsakeError) {
        let applicationID = try database.integer("PRAGMA application_id")
        guard applicationID == StoreSchema.applicationID else {
            throw .corruptStore("\(quotedPath: databasePath) is not a Keepsake store database")
        }
        let version = try database.integer("PRAGMA user_version")
        guard version == StoreSchema.currentVersion else {
            throw .unsupportedVersion("the store has schema version \(version); a read-only open needs version \(StoreSchema.currentVersion)")
        }
    }

    /// Opens a session as the store's implicit owner: the mode of a personal store without
    /// accounts. Once the store has an account, this is refused: sign in instead.
    /// - Throws: `.authenticationFailed` once the store has accounts.
    public func ownerSession() throws(KeepsakeError) -> Session {
        try read(.openOwnerSession) { (db) throws(KeepsakeError) in
            guard try db.integer("SELECT count(*) FROM accounts") == 0 else {
                throw .authenticationFailed("this store has accounts; sign in with a username and password")
            }
        }
        return Session(store: self, actor: Identity(role: .owner, accountID: nil), principal: .implicitOwner)
    }

    /// Facts about the store: its id, path, versions and media.
    ///
    /// - Throws: `KeepsakeError` when the store cannot be read.
    public func info() throws(KeepsakeError) -> StoreInfo {
        try read(.describeStore) { (db) throws(KeepsakeError) -> StoreInfo in
            var id: String?
            if case .text(let text)? = try db.scalar("SELECT value FROM store_info WHERE key = 'id'") { id = text }
            // Kept by triggers (Tables.mediaTotals): one row, whatever the store holds.
            guard let totals = try db.record("SELECT count, bytes FROM media_totals WHERE id = 1") else {
                throw .corruptStore("the store's media totals are missing")
            }
            let count = try totals.integer("count")
            let bytes = try totals.integer("bytes")
            return StoreInfo(id: id, path: path, schemaVersion: try db.integer("PRAGMA user_version"),
                             formatVersion: BundleSchema.formatVersion, readOnly: isReadOnly, mediaCount: count, mediaBytes: bytes)
        }
    }

    /// The path of a media file in the store.
    func mediaPath(_ sha256: String) -> String {
        mediaDirectory + "/" + String(sha256.prefix(2)) + "/" + sha256
    }

    /// A new unique path in the store's `tmp/` folder.
    func temporaryPath(_ suffix: String) -> String {
        temporaryDirectory + "/" + FileSystem.processScopedName() + suffix
    }

    /// The store's folders, which only a store opened for writing holds.
    func requireFolders() throws(KeepsakeError) -> StoreFolders {
        guard let folders else { throw .readOnly("the store \(quotedPath: path) is open read-only") }
        return folders
    }
}

/// The store's own folders, held by descriptor (`Folder`).
struct StoreFolders: Sendable {
    let media: Folder
    let temporary: Folder

    /// What the store's units of work name in `tmp/`, after `FileSystem.processScopedName()`:
    /// a media writer's file, an export's marker, scratch folders (an export's, an import's,
    /// the CLI's for `-o -`). Media trails are swept with `media/` (`Store.sweepMediaTrails`).
    static let temporarySuffixes = [".media", ExportTrail.suffix, ".scratch", ".stdout"]

    /// The two-letter subfolder of `media/` for `sha256`, created when `create`.
    func mediaFolder(_ sha256: String, create: Bool) throws(KeepsakeError) -> Folder {
        try media.subfolder(String(sha256.prefix(2)), create: create)
    }
}

/// Who a session acts as. Until accounts exist every session is the implicit owner.
public struct Identity: Hashable, Sendable, Codable {
    /// What an account may do (the permission table, `Permission`).
    public enum Role: String, Sendable, CaseIterable, Codable {
        /// Everything in a personal store; the implicit owner of a store without accounts is one.
        case owner
        /// A centre's staff: records, media, bundles, staff and relative accounts.
        case staff
        /// A patient's relative: views the patients linked to them while the link lasts.
        case relative
    }
    /// The role the session acts with.
    public let role: Role
    /// The signed-in account; nil for the implicit owner of a store without accounts.
    public let accountID: String?
}

/// Facts about a store (`Store.info()`).
public struct StoreInfo: Sendable, Hashable, Codable, Identifiable {
    /// The store's id, a UUID made when it was created; it identifies the store.
    public let id: String?
    /// The store's folder.
    public let path: String
    /// The store database's schema version (`PRAGMA user_version`).
    public let schemaVersion: Int64
    /// The bundle format version this library writes.
    public let formatVersion: Int64
    /// Whether the store was opened read-only.
    public let readOnly: Bool
    /// How many media files the store holds.
    public let mediaCount: Int64
    /// Their bytes.
    public let mediaBytes: Int64

    enum CodingKeys: String, CodingKey {
        case id, path, schemaVersion = "schema_version", formatVersion = "format_version", readOnly = "read_only"
        case mediaCount = "media_count", mediaBytes = "media_bytes"
    }

    /// The C ABI's `ks_store_info` JSON.
    package var json: JSONValue {
        ["id": id.map { .string($0) } ?? .null, "path": .string(path), "schema_version": .int(schemaVersion),
         "format_version": .int(formatVersion), "read_only": .bool(readOnly), "media_count": .int(mediaCount), "media_bytes": .int(mediaBytes)]
    }
}
