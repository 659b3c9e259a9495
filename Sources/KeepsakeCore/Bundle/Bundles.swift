#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// Reading bundles: verify, inspect, dump (no store needed) and import (into a session's store).
public enum Bundles {
    /// Verifies every rule of FORMAT.md; throws the first broken one.
    public static func verify(at path: String, options: ReadOptions = ReadOptions()) throws(KeepsakeError) {
        _ = try readVerified(at: path, options: options, sealed: { (_) throws(KeepsakeError) in }) { _, _ in }
    }

    /// Verifies, then describes the bundle: its manifest and counts. A viewer bundle is
    /// described as far as it can be without a recipient's credentials.
    ///
    /// ```swift
    /// let info = try Bundles.inspect(at: path)
    /// print(info.kind, info.mediaCount, info.mediaBytes)
    /// ```
    /// - Throws: `KeepsakeError.invalidBundle` naming the first rule the bundle breaks.
    public static func inspect(at path: String, options: ReadOptions = ReadOptions()) throws(KeepsakeError) -> BundleInspection {
        func describe(_ container: VerifiedContainer) -> BundleInspection {
            let m = container.manifest
            var inspection = BundleInspection(formatVersion: m.formatVersion, kind: m.kind, access: m.access, created: m.created,
                                              generator: m.generator, members: m.members, mediaCount: m.media.count,
                                              mediaBytes: m.media.reduce(UInt64(0)) { $0 + $1.size })
            inspection.manifestJSON = container.manifestJSON
            inspection.base = m.base
            return inspection
        }
        return try readVerified(at: path, options: options, sealed: describe) { (container, _) -> BundleInspection in describe(container) }
    }

    /// Verifies, then returns the canonical dump (FORMAT.md section 7).
    ///
    /// - Throws: `KeepsakeError.invalidBundle` naming the first rule the bundle breaks; a
    ///   viewer bundle needs `ViewerBundles.dump`.
    public static func dump(at path: String, options: ReadOptions = ReadOptions()) throws(KeepsakeError) -> BundleDump {
        try readVerified(at: path, options: options) { (container, database) throws(KeepsakeError) -> BundleDump in
            let m = container.manifest
            return try BundleDump(formatVersion: m.formatVersion, kind: m.kind, access: m.access, created: m.created,
                              media: m.media.map { ($0.sha256, $0.size) }, tables: database.tables.all(), base: m.base.map { .string($0) })
        }
    }

    /// The dump object of R33: the manifest's values, the media as (SHA-256, size) in the
    /// order given, every table's rows as read (already sorted by primary key).
    static func dumpObject(formatVersion: Int64, kind: String, access: String, created: String,
                           media: [(sha256: String, size: UInt64)], tables: [String: [JSONValue]],
                           base: JSONValue? = nil, baseKey: String = "base") -> JSONValue {
        var object: [String: JSONValue] = [:]
        for (name, rows) in tables { object[name] = .array(rows) }
        var dump: JSONValue = [
            "format": "keepsake-dump",
            "format_version": .int(formatVersion),
            "kind": .string(kind),
            "access": .string(access),
            "created": .string(created),
            "media": .array(media.map { ["sha256": .string($0.sha256), "size": .int(Int64($0.size))] }),
            "tables": .object(object),
        ]
        // R65: an update's dump names its base.
        if let base, case .object(var members) = dump {
            members[baseKey] = base
            dump = .object(members)
        }
        return dump
    }

    /// Reads the container into a scratch folder (media dropped after hashing), opens the
    /// database, and hands both to `body`; the scratch folder is removed afterwards.
    /// A viewer bundle (FORMAT.md section 15) is checked as far as it can be without a
    /// recipient's credentials (container, member hashes, signature) and handed to `sealed`;
    /// without `sealed` it is refused.
    static func readVerified<T>(at path: String, options: ReadOptions,
                                sealed: ((VerifiedContainer) throws(KeepsakeError) -> T)? = nil,
                                _ body: (VerifiedContainer, BundleDatabase) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        let scratch = try ScratchFolder.inSystemTemporaryDirectory()
        defer { scratch.remove() }
        let sink = StagingSink(folder: scratch.path, keepMedia: { _ in false })
        let container = try BundleReader.readContainer(path: path, options: options, sink: sink)
        if container.manifest.viewer != nil {
            guard let sealed else { throw StagingSink.sealedError }
            return try sealed(container)
        }
        let database = try BundleDatabase.open(path: sink.databasePath, manifest: container.manifest)
        return try body(container, database)
    }
}

/// Writes the database and chosen media of a bundle being read into one folder.
struct StagingSink: BundleSink {
    let folder: String
    let keepMedia: (String) -> Bool
    /// Refuse a viewer bundle as soon as its manifest is read (imports: its members are sealed).
    var refuseSealed = false
    var databasePath: String { folder + "/keepsake.db" }
    func mediaPath(_ sha256: String) -> String { folder + "/" + sha256 }

    static let sealedError = KeepsakeError.permissionDenied(
        "this is a viewer bundle, sealed to the relatives it was made for: open it with a recipient's username and password (ks_viewer_open, keepsake open)")

    func begin(_ manifest: Manifest) throws(KeepsakeError) {
        if refuseSealed && manifest.viewer != nil { throw StagingSink.sealedError }
    }

    func databaseFile() throws(KeepsakeError) -> any MemberOutput { try File.createExclusive(databasePath) }

    func mediaFile(_ sha256: String) throws(KeepsakeError) -> (any MemberOutput)? {
        keepMedia(sha256) ? try File.createExclusive(mediaPath(sha256)) : nil
    }
}

/// A private temporary folder, removed with everything in it.
struct ScratchFolder {
    let path: String
    /// The store's `tmp/` when the folder is made in it, reached by its descriptor.
    private let parentFolder: Folder?

    /// A folder `<pid>-<random>.scratch` in `parent`.
    init(parent: String) {
        path = parent + "/" + FileSystem.processScopedName() + ".scratch"
        parentFolder = nil
    }

    /// A folder `<pid>-<random>.scratch` in the store's `tmp/`, created and removed through its
    /// descriptor.
    init(in parent: Folder) {
        path = parent.path + "/" + FileSystem.processScopedName() + ".scratch"
        parentFolder = parent
    }

    private var name: String { String(path.split(separator: "/").last ?? "") }

    /// `TMPDIR` when set (as on iOS and macOS), else /tmp.
    static var systemTemporaryDirectory: String {
        if let value = getenv("TMPDIR"), case let dir = String(cString: value), !dir.isEmpty {
            return dir.hasSuffix("/") ? String(dir.dropLast()) : dir
        }
        return "/tmp"
    }

    /// A folder of its own in the system's temporary folder, for work without a store (reading,
    /// verifying and dumping a bundle, a viewer bundle's decrypted members included): private
    /// (`0700`), inside this user's own folder `keepsake-<uid>` (also `0700`), and created
    /// after removing what killed processes of this user left there, so nothing a killed call
    /// decrypted stays beyond the next call. Only that folder is listed, never the whole
    /// system folder, which on a shared machine may hold thousands of entries.
    static func inSystemTemporaryDirectory() throws(KeepsakeError) -> ScratchFolder {
        let parent = try userFolder()
        FileSystem.forEntriesOfEndedProcesses(in: parent, suffix: ".scratch") { FileSystem.removeTree($0) }
        let scratch = ScratchFolder(parent: parent)
        try scratch.create()
        return scratch
    }

    /// `<system temporary folder>/keepsake-<uid>`, created `0700` when missing. Refused when
    /// it is not this user's own folder (a symlink, a file, another user's folder): another
    /// user of the machine could then read what is decrypted there. It is opened without
    /// following a symlink and checked and tightened through that descriptor; the paths below
    /// it are used by name afterwards, which is safe in a sticky (`/tmp`) or per-user
    /// (Darwin's, an app's) temporary folder.
    static func userFolder() throws(KeepsakeError) -> String {
        let parent = systemTemporaryDirectory
        let path = parent + "/keepsake-\(geteuid())"
        let created = mkdir(path, 0o700) == 0
        if !created && errno != EEXIST {
            throw FileSystem.error(errno, "cannot create the temporary folder \(quotedPath: path)")
        }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ELOOP || errno == ENOTDIR {
                throw .io("the temporary folder \(quotedPath: path) is not a folder of this user's own: remove it, or set TMPDIR to a private folder")
            }
            throw FileSystem.error(errno, "cannot open the temporary folder \(quotedPath: path)")
        }
        defer { _ = Glibc_or_Darwin_close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileSystem.error(errno, "cannot read the temporary folder \(quotedPath: path)") }
        guard (st.st_mode & S_IFMT) == S_IFDIR, st.st_uid == geteuid() else {
            throw .io("the temporary folder \(quotedPath: path) is not a folder of this user's own: remove it, or set TMPDIR to a private folder")
        }
        // mkdir applies the umask, and an older folder may have another mode: set it exactly.
        if st.st_mode & 0o7777 != 0o700 && fchmod(fd, 0o700) != 0 {
            throw FileSystem.error(errno, "cannot make the temporary folder \(quotedPath: path) private")
        }
        if created { sweepEarlierLayout(parent) }
        return path
    }

    /// Once, when this user's folder is first made: removes the scratch folders that killed
    /// calls of libraries before it left directly in the system's temporary folder
    /// (`keepsake-<pid>-<random>.scratch`, this user's, their process ended), which may hold
    /// what a viewer bundle decrypted.
    static func sweepEarlierLayout(_ parent: String) {
        FileSystem.forEntriesOfEndedProcesses(in: parent, prefix: "keepsake-", suffix: ".scratch") { path in
            var st = stat()
            guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR, st.st_uid == geteuid() else { return }
            FileSystem.removeTree(path)
        }
    }

    func create() throws(KeepsakeError) {
        if let parentFolder {
            guard mkdirat(parentFolder.fd, name, 0o700) == 0 else { throw FileSystem.error(errno, "cannot create the temporary folder \(quotedPath: path)") }
            _ = try parentFolder.subfolder(name, create: false).restrict(to: 0o700)
            return
        }
        guard mkdir(path, 0o700) == 0 else { throw FileSystem.error(errno, "cannot create the temporary folder \(quotedPath: path)") }
        // mkdir applies the umask, which may take away the owner's bits: set the mode exactly.
        guard chmod(path, 0o700) == 0 else {
            let code = errno
            _ = rmdir(path)
            throw FileSystem.error(code, "cannot make the temporary folder \(quotedPath: path) private")
        }
    }

    func remove() {
        if let parentFolder { parentFolder.removeTree(name) } else { FileSystem.removeTree(path) }
    }
}

/// A bundle described by `Bundles.inspect(at:options:)`: its manifest's fields and its media.
public struct BundleInspection: Sendable, Hashable, Codable {
    /// The bundle's format version.
    public let formatVersion: Int64
    /// What it holds (`archive`, `mood`, `mindmap`, `routine`, `dossier`).
    public let kind: String
    /// `full`, or `viewer` for a viewer bundle.
    public let access: String
    /// When it was made (the manifest's text as written).
    public let created: Instant
    /// The program that wrote it.
    public let generator: String
    /// Its members: `keepsake.db` first, then the media in ascending order of hash.
    public let members: [Manifest.Member]
    /// How many media files it holds.
    public let mediaCount: Int
    /// Their bytes.
    public let mediaBytes: UInt64
    /// For an update (FORMAT.md section 16), the manifest digest of the bundle it is made
    /// against; nil for a complete bundle.
    public var base: String? = nil
    /// The manifest as read, with its kind's own fields (the C ABI's `manifest`).
    package var manifestJSON: JSONValue = .null

    enum CodingKeys: String, CodingKey {
        case formatVersion = "format_version", kind, access, created, generator, members
        case mediaCount = "media_count", mediaBytes = "media_bytes", base
    }

    init(formatVersion: Int64, kind: String, access: String, created: Instant, generator: String, members: [Manifest.Member],
         mediaCount: Int, mediaBytes: UInt64) {
        self.formatVersion = formatVersion
        self.kind = kind
        self.access = access
        self.created = created
        self.generator = generator
        self.members = members
        self.mediaCount = mediaCount
        self.mediaBytes = mediaBytes
    }

    /// `{"counts":{"media","media_bytes"},"manifest":{…}}`, the C ABI's `ks_bundle_inspect`.
    package var json: JSONValue {
        ["manifest": manifestJSON, "counts": ["media": .int(Int64(mediaCount)), "media_bytes": .int(Int64(mediaBytes))]]
    }
}

/// A bundle's canonical dump (FORMAT.md section 7): the manifest's values, the media, and every
/// table's rows, as one canonical JSON document.
public struct BundleDump: Sendable, Hashable, Codable {
    /// A media file of the dump.
    public struct Media: Sendable, Hashable, Codable, Identifiable {
        /// Its SHA-256, which identifies it.
        public let sha256: String
        /// Its size in bytes.
        public let size: UInt64

        /// The hash identifies the file.
        public var id: String { sha256 }
    }

    /// The bundle's format version.
    public let formatVersion: Int64
    /// What it holds.
    public let kind: String
    /// `full` or `viewer`.
    public let access: String
    /// When it was made (the manifest's text as written).
    public let created: Instant
    /// The media files.
    public let media: [Media]
    /// How many rows each table holds.
    public let rowCounts: [String: Int]
    /// For an update of access `full`, the manifest digest of the bundle it is made against
    /// (FORMAT.md R65); nil for a complete bundle.
    public let base: String?
    /// For a viewer update, the revision it is made against (R65, R66); nil otherwise.
    public let baseRevision: Int64?
    /// The dump as canonical JSON text (FORMAT.md section 2), without a final line feed: the
    /// document two implementations compare byte for byte.
    public let canonicalJSON: String

    enum CodingKeys: String, CodingKey {
        case formatVersion = "format_version", kind, access, created, media, rowCounts = "row_counts", base,
             baseRevision = "base_revision", canonicalJSON = "canonical_json"
    }

    /// The dump object of R33: the manifest's values, the media as (SHA-256, size) in the
    /// order given, every table's rows as read (already sorted by primary key); an update's
    /// base under `baseKey` (`base` or `base_revision`).
    init(formatVersion: Int64, kind: String, access: String, created: Instant, media: [(sha256: String, size: UInt64)],
         tables: [String: [JSONValue]], base: JSONValue? = nil, baseKey: String = "base") {
        self.formatVersion = formatVersion
        self.kind = kind
        self.access = access
        self.created = created
        self.media = media.map { Media(sha256: $0.sha256, size: $0.size) }
        rowCounts = tables.mapValues(\.count)
        self.base = baseKey == "base" ? base?.stringValue : nil
        self.baseRevision = baseKey == "base_revision" ? base?.intValue : nil
        canonicalJSON = CanonicalJSON.string(Bundles.dumpObject(formatVersion: formatVersion, kind: kind, access: access,
                                                                created: created.rfc3339, media: media, tables: tables,
                                                                base: base, baseKey: baseKey))
    }

    /// The dump as a JSON value, for the package's own checks.
    package var json: JSONValue { (try? JSONParser.parse(canonicalJSON)) ?? .null }
}

/// What an import did: the media it added, and each record kind's own outcome, read through
/// the property its kind declares (`mindMaps`, `dossiers`, `moods`, `routine`).
public struct ImportResult: Hashable, Sendable, Codable {
    /// The bundle's kind (`archive`, `mindmap`, `mood`, `routine`, `dossier`), from its manifest.
    public let kind: String
    /// Media files the store did not have and now holds.
    public let mediaAdded: Int
    /// Media files of the bundle the store already held (found by hash, not copied again).
    public let mediaPresent: Int
    /// Each record kind's outcome, by its `BundledRecordKind.outcomeKey`; a kind the bundle
    /// gave nothing to has none.
    var outcomes: [String: any ImportOutcome] = [:]

    /// A result with each kind's `emptyOutcome`.
    init(kind: String, mediaAdded: Int, mediaPresent: Int) {
        self.kind = kind
        self.mediaAdded = mediaAdded
        self.mediaPresent = mediaPresent
        for recordKind in RecordKinds.all {
            if let empty = recordKind.emptyOutcome { outcomes[recordKind.outcomeKey] = empty }
        }
    }

    /// Record kind `Kind`'s outcome, if it had one.
    func outcome<Kind: BundledRecordKind>(of kind: Kind.Type) -> Kind.Outcome? {
        outcomes[Kind.outcomeKey] as? Kind.Outcome
    }

    /// The C ABI's JSON of an import: the media counts and each kind's members.
    package var json: JSONValue {
        var o: [String: JSONValue] = ["kind": .string(kind), "media_added": .int(Int64(mediaAdded)), "media_present": .int(Int64(mediaPresent))]
        for outcome in outcomes.values { o.merge(outcome.importJSON) { _, new in new } }
        return .object(o)
    }

    /// Two results are equal when they say the same (their C ABI JSON).
    public static func == (a: ImportResult, b: ImportResult) -> Bool {
        CanonicalJSON.string(a.json) == CanonicalJSON.string(b.json)
    }

    /// Hashes what `==` compares (the C ABI JSON).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(CanonicalJSON.string(json))
    }

    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes `kind`, `mediaAdded`, `mediaPresent` and each record kind's outcome under its
    /// `outcomeKey`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        kind = try container.decode(String.self, forKey: Key(stringValue: "kind"))
        mediaAdded = try container.decode(Int.self, forKey: Key(stringValue: "mediaAdded"))
        mediaPresent = try container.decode(Int.self, forKey: Key(stringValue: "mediaPresent"))
        for recordKind in RecordKinds.all {
            if let outcome = try recordKind.decodeOutcome(container) { outcomes[recordKind.outcomeKey] = outcome }
        }
    }

    /// Encodes what `init(from:)` decodes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind, forKey: Key(stringValue: "kind"))
        try container.encode(mediaAdded, forKey: Key(stringValue: "mediaAdded"))
        try container.encode(mediaPresent, forKey: Key(stringValue: "mediaPresent"))
        for key in outcomes.keys.sorted() {
            guard let outcome = outcomes[key] else { continue }
            try outcome.encode(to: container.superEncoder(forKey: Key(stringValue: key)))
        }
    }
}

/// One record kind's part of an `ImportResult`.
protocol ImportOutcome: Sendable, Codable {
    /// The members it adds to the C ABI's JSON of the import.
    var importJSON: [String: JSONValue] { get }
}

extension Session {
    /// Verifies the bundle at `path` against every rule of FORMAT.md, then imports it all or
    /// nothing (R32). Media already in the store are hashed but not written again; records
    /// already present are kept (content-addressed media are identical by definition).
    /// Owner and staff (`Permission.importBundle`). Nothing is changed until every member has been
    /// verified; then files and rows go in one unit of work.
    /// - Throws: `.invalidBundle`, `.unsupportedVersion` or `.limitExceeded` for a bundle that
    ///   breaks a rule of FORMAT.md or `options.limits`; `.notFound` for a missing file;
    ///   `.cancelled` from the progress handler; `.busy` when a media file it relied on was removed
    ///   meanwhile (import again).
    public func importBundle(from path: String, options: ReadOptions = ReadOptions()) throws(KeepsakeError) -> ImportResult {
        try precheck(.importBundle)
        let scratch = try ScratchFolder(in: store.requireFolders().temporary)
        try scratch.create()
        defer { scratch.remove() }
        let store = self.store
        var sink = StagingSink(folder: scratch.path) { sha in
            FileSystem.regularFileSize(store.mediaPath(sha)) == nil
        }
        sink.refuseSealed = true
        let container = try BundleReader.readContainer(path: path, options: options, sink: sink)
        let database = try BundleDatabase.open(path: sink.databasePath, manifest: container.manifest)
        let records = try database.mediaRecords()
        let staged = records.filter { FileSystem.regularFileSize(sink.mediaPath($0.sha256)) != nil }
        let held = try database.heldMedia(container.manifest)
        try UpdateBase.requireHeld(held, in: store, base: container.manifest.base.map { "the bundle with digest \($0)" })
        // Flushed here, not under the write lock: mostly written back while later members were read.
        for record in staged { try FileSystem.flush(sink.mediaPath(record.sha256)) }
        return try write(.importBundle) { (db) throws(KeepsakeError) -> ImportResult in
            // R64: checked again under the write lock, before any change; a viewer copy's media
            // are not the store's to rely on (`AccessPolicy.reachableMedia`).
            try UpdateBase.requireHeld(held, in: store, base: container.manifest.base.map { "the bundle with digest \($0)" }, reachableIn: db)
            try store.checkIncomingMedia(staged.map { ($0.sha256, $0.size, sink.mediaPath($0.sha256)) }, in: db)
            // Files first, then rows, in one unit of work (under the write lock, as every media
            // write): a crash in between leaves files without rows, which their trail names
            // for the next open, never rows without files.
            for record in records where FileSystem.regularFileSize(sink.mediaPath(record.sha256)) == nil {
                // Not staged because the store had it: it must still be there now.
                guard store.hasMediaFile(record.sha256, size: record.size) else {
                    throw .busy("media \(record.sha256) was removed from the store while the bundle was read; nothing was imported: import it again")
                }
            }
            try store.placeMediaFiles(staged.map { (sink.mediaPath($0.sha256), $0.sha256, $0.size) }, in: db)
            var added = 0
            for record in records where try MediaTable.insert(record, in: db) { added += 1 }
            var result = ImportResult(kind: container.manifest.kind, mediaAdded: added, mediaPresent: records.count - added)
            for kind in RecordKinds.all {
                if let outcome = try kind.merge(database, checked: database.checked[kind.bundleKind], session: self, into: db) {
                    result.outcomes[kind.outcomeKey] = outcome
                }
            }
            return result
        }
    }
}
