#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The media files one unit of work may leave without a row if its process dies part way,
/// recorded in the store's `tmp/` before it touches `media/`: files placed before the rows
/// that record them commit (a media write, a bundle import, a viewer bundle opened), and the
/// files of rows a deletion dropped, until they are unlinked. Named
/// `<pid>-<random>.media-trail`, one SHA-256 a line, flushed with its folder before the first
/// rename or commit it covers.
///
/// So the open of a store checks only the files that dead processes' trails name
/// (`Store.sweepMediaTrails`), never the whole of `media/`: opening costs the same whether the
/// store holds ten photos or a hundred thousand.
struct MediaTrail {
    static let suffix = ".media-trail"
    let folder: Folder
    let name: String

    /// Records `hashes` durably in `store`'s `tmp/`.
    /// - Throws: `.noSpace` or `.io` when it cannot be written; the caller then changes nothing.
    init(store: Store, hashes: [String]) throws(KeepsakeError) {
        folder = try store.requireFolders().temporary
        name = FileSystem.processScopedName() + MediaTrail.suffix
        let file = try folder.createExclusive(name)
        do throws(KeepsakeError) {
            try file.write(Array(hashes.map { $0 + "\n" }.joined().utf8))
            try file.sync()
            try file.close()
            try folder.sync()
        } catch {
            try? file.close()
            folder.remove(name)
            throw error
        }
    }

    /// Once every file it names is recorded or unlinked (a lost removal only makes a later
    /// open check those files again). A waiting trail's removal takes it off the count of
    /// `waitingKey` (by the one call that removed it) on `db`.
    func remove(countingIn db: Database? = nil) {
        guard folder.remove(name), name.hasSuffix(MediaTrail.waitingSuffix), let db else { return }
        MediaTrail.countWaiting(-1, in: db)
    }

    private init(folder: Folder, name: String) {
        self.folder = folder
        self.name = name
    }

    /// The suffix of a trail whose deletion committed and whose files wait only for readers
    /// of older snapshots: any process's next write completes it (`Store.completeWaitingErasures`).
    static let waitingSuffix = ".erasure-trail"

    /// The trail renamed to say that its deletion committed and its files wait for readers
    /// (`waitingSuffix`), then counted in `waitingKey` on `db` (the writing connection, after
    /// the deletion's commit); itself unchanged when the rename fails (its own process, or the
    /// next open after it ends, still completes it). Renamed before it is counted, so an open's
    /// recount (`Store.recountWaitingErasures`) under the write lock never misses it.
    func waiting(countingIn db: Database) -> MediaTrail {
        let renamed = String(name.dropLast(MediaTrail.suffix.count)) + MediaTrail.waitingSuffix
        guard renameat(folder.fd, name, folder.fd, renamed) == 0 else { return self }
        try? folder.sync()
        MediaTrail.countWaiting(1, in: db)
        return MediaTrail(folder: folder, name: renamed)
    }

    /// The `store_info` key counting the waiting trails (`waitingSuffix`) of every process: a
    /// write lists `tmp/` for them only while it is above 0 (`Store.completeWaitingErasures`),
    /// so that a write costs the same whatever `tmp/` holds. Raised after a trail is renamed
    /// waiting, lowered by whoever removes one, set again from `tmp/` by every open for writing.
    static let waitingKey = "erasures_waiting"

    /// Adds `change` to the count of waiting trails (never below 0), in a transaction of its
    /// own on `db`, the writing connection. Best effort: a count left too high costs one
    /// listing of `tmp/` per write until the next open; one left too low (a failed raise) only
    /// delays the erasure to its own process's next write or release, or the next open.
    static func countWaiting(_ change: Int64, in db: Database) {
        try? db.run("""
            INSERT INTO store_info (key, value) VALUES (?, max(0, ?)) \
            ON CONFLICT (key) DO UPDATE SET value = max(0, CAST(value AS INTEGER) + ?)
            """, [.text(waitingKey), .integer(change), .integer(change)])
    }

    /// The count of waiting trails; nil when the store has none recorded.
    static func waitingCount(in db: Database) -> Int64? {
        guard case .some(.some(let value)) = try? db.scalar("SELECT CAST(value AS INTEGER) FROM store_info WHERE key = ?", [.text(waitingKey)]),
              case .integer(let count) = value else { return nil }
        return count
    }

    /// The hashes a trail names (lines that are not a SHA-256 are ignored); nil when it cannot
    /// be read, so that it is kept for a later open rather than dropped unchecked.
    static func hashes(named name: String, in folder: Folder) -> [String]? {
        guard let file = try? folder.openForReading(name), let size = try? file.size(), size <= 64 << 20,
              let bytes = try? file.readBytes(upTo: Int(size)) else { return nil }
        return bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
            String(validating: line, as: UTF8.self).flatMap { Hex.isSHA256($0) ? $0 : nil }
        }
    }

    /// The `store_info` key saying that every media file without a row is named by a trail:
    /// set once every file of `media/` was checked, taken away when a deletion could not write
    /// its trail (a full disk). While it is missing, an open checks every file.
    static let completeKey = "media_trails"

    static func isComplete(in db: Database) throws(KeepsakeError) -> Bool {
        try db.scalar("SELECT 1 FROM store_info WHERE key = ?", [.text(completeKey)]) != nil
    }

    static func markComplete(in db: Database) throws(KeepsakeError) {
        try db.run("INSERT OR REPLACE INTO store_info (key, value) VALUES (?, '1')", [.text(completeKey)])
    }

    static func requireWholeCheck(in db: Database) throws(KeepsakeError) {
        try db.run("DELETE FROM store_info WHERE key = ?", [.text(completeKey)])
    }
}

/// Files of media rows a deletion dropped whose unlink waits until no reader of another
/// connection sees an older snapshot (`Store.eraseAfterCommit`), with their trail (nil when a
/// full disk left no room for one), renamed to say so (`MediaTrail.waitingSuffix`). Completed
/// after the next write of any connection of any process, by `Store.completeWaitingErasures()`
/// (`keepsake info --check`), when the store is released, or by the next open.
struct DeferredErasure {
    let hashes: [String]
    let trail: MediaTrail?
}

extension Store {
    /// Moves staged files, already flushed, to their content-addressed places as part of the write
    /// transaction of `db` (under the write lock, before the rows that record them commit), with
    /// a `MediaTrail` recorded first: the commit removes the trail; a rollback unlinks the
    /// placed files no row records, then the trail; a process killed in between leaves the
    /// trail to the next open. Each folder is flushed once, however many files moved into it.
    /// With `source`, each file's `path` is a name in that folder (reached by its descriptor).
    func placeMediaFiles(_ files: [(path: String, sha256: String, size: UInt64)], from source: Folder? = nil, in db: Database) throws(KeepsakeError) {
        guard !files.isEmpty else { return }
        let trail = try MediaTrail(store: self, hashes: files.map(\.sha256))
        var placed: [String] = []
        db.afterCommit { trail.remove() }
        db.afterRollback { [self] in
            // Files this unit renamed into media/ were in no snapshot: no checkpoint to wait for.
            if unlinkUnrecorded(placed, in: db) { trail.remove() }
        }
        let media = try requireFolders().media
        var folders: [String: Folder] = [:]
        for file in files {
            guard let folder = try placeMediaFile(from: file.path, in: source, sha256: file.sha256, size: file.size) else { continue }
            placed.append(file.sha256)
            folders[folder.path] = folder
        }
        for (_, folder) in folders.sorted(by: { $0.key < $1.key }) { try folder.sync() }
        if !folders.isEmpty { try media.sync() }
    }

    /// Unlinks those of `hashes`' files that no row records, in a transaction of `db` (the
    /// writing connection, under the write lock: a writer adding the same content, which also
    /// holds it while it places the file and records it, cannot see the file, rely on it and
    /// lose it); `then` runs in the same transaction. False when the transaction failed: the
    /// files stay, and so must the trail that names them. A caller unlinking files whose rows
    /// a committed deletion dropped checkpoints first (`eraseAfterCommit`, `sweepMediaTrails`),
    /// so that no reader of any connection still sees rows that named them.
    func unlinkUnrecorded(_ hashes: [String], in db: Database,
                          then: ((Database) throws(KeepsakeError) -> Void)? = nil) -> Bool {
        guard !hashes.isEmpty || then != nil else { return true }
        do throws(KeepsakeError) {
            let store = try requireFolders()
            try db.inTransaction { () throws(KeepsakeError) in
                var folders: [String: Folder] = [:]
                for sha256 in Set(hashes).sorted() where try MediaTable.find(sha256, in: db) == nil {
                    // Through media/'s descriptor, in a real subfolder only: never elsewhere.
                    guard let folder = store.media.existingSubfolder(String(sha256.prefix(2))) else { continue }
                    folder.remove(sha256)
                    folders[folder.path] = folder
                }
                for (_, folder) in folders.sorted(by: { $0.key < $1.key }) { try? folder.sync() }
                try then?(db)
            }
            return true
        } catch {
            return false
        }
    }

    /// After a checkpoint of `db` completed: unlinks the files of every deferred erasure (and
    /// of `adding`), removing their trails; those whose transaction failed stay deferred.
    func completeErasures(_ adding: [DeferredErasure] = [], in db: Database) {
        let pending = deferredErasures.withLock { list -> [DeferredErasure] in
            defer { list = [] }
            return list
        } + adding
        let failed = pending.filter { erasure in
            guard unlinkUnrecorded(erasure.hashes, in: db) else { return true }
            erasure.trail?.remove(countingIn: db)
            return false
        }
        if !failed.isEmpty { deferredErasures.withLock { $0 += failed } }
    }

    /// At open, with the writing connection `writer`: the files that trails of processes that
    /// no longer run name are unlinked where no row records them, then those trails are
    /// removed. A store without `MediaTrail.completeKey` (last opened by a library that kept no
    /// trails, or whose deletion found no room for a trail) has every file of `media/` checked
    /// instead, and gets the key in the same transaction. Names the store did not write are
    /// left alone; when a reader of another process holds an older snapshot, nothing is removed
    /// and the trails stay for a later open.
    func sweepMediaTrails(writer: Database, _ folders: StoreFolders) {
        var trails: [String] = []
        var hashes: [String] = []
        for entry in folders.temporary.entriesOfEndedProcesses(suffixes: [MediaTrail.suffix, MediaTrail.waitingSuffix]) {
            guard let named = MediaTrail.hashes(named: entry.name, in: folders.temporary) else { continue }
            trails.append(entry.name)
            hashes += named
        }
        let everyFile = !((try? MediaTrail.isComplete(in: writer)) ?? false)
        if everyFile {
            for prefix in folders.media.names() where prefix.utf8.count == 2 {
                guard let folder = folders.media.existingSubfolder(prefix) else { continue }
                hashes += folder.names().filter { Hex.isSHA256($0) && $0.hasPrefix(prefix) }
            }
        }
        let mark: ((Database) throws(KeepsakeError) -> Void)? = everyFile ? { (db) throws(KeepsakeError) in try MediaTrail.markComplete(in: db) } : nil
        guard !trails.isEmpty || everyFile, writer.checkpointTruncating(waitingUpTo: 0),
              unlinkUnrecorded(hashes, in: writer, then: mark) else { return }
        for trail in trails { folders.temporary.remove(trail) }
    }

    /// At open, with the writing connection `writer`, once the sweeps are done: sets the count
    /// of waiting trails (`MediaTrail.waitingKey`) to those `tmp/` holds, listed under the
    /// write lock (a trail is renamed before it is counted, so none is missed), writing only
    /// when it differs (first compared without the lock, so an open whose count is right takes
    /// no write transaction). Keeps any count drift to one open's lifetime.
    func recountWaitingErasures(writer: Database, _ folders: StoreFolders) {
        // Unchanged (the usual case): no transaction, so an open writes nothing.
        func listed() -> Int64 { Int64(folders.temporary.names().filter { $0.hasSuffix(MediaTrail.waitingSuffix) }.count) }
        guard MediaTrail.waitingCount(in: writer) != listed() else { return }
        try? writer.inTransaction { () throws(KeepsakeError) in
            let waiting = listed()
            guard MediaTrail.waitingCount(in: writer) != waiting else { return }
            try writer.run("INSERT OR REPLACE INTO store_info (key, value) VALUES (?, ?)",
                           [.text(MediaTrail.waitingKey), .integer(waiting)])
        }
    }
}

extension Store {
    /// Completes every erasure that waits for readers of an older snapshot, this process's and
    /// every other's (their trails in `tmp/`, `MediaTrail.waitingSuffix`), once no reader of
    /// any connection needs them: right after a checkpoint that completes. Called after every
    /// write unit of work, at open, and by `completeWaitingErasures()`. The trails are listed
    /// before the checkpoint, and a trail is renamed to waiting only after its deletion
    /// committed, so the checkpoint proves that no snapshot still lists their rows. `tmp/` is
    /// listed only when the count of waiting trails (`MediaTrail.waitingKey`) is above 0, or
    /// when `listing` (at open).
    func completeWaitingErasures(in db: Database, listing: Bool = false) {
        guard let folders else { return }
        let others = listing || (MediaTrail.waitingCount(in: db) ?? 1) > 0
        let waiting = !others ? [] : folders.temporary.names().filter { name in
            name.hasSuffix(MediaTrail.waitingSuffix)
                && FileSystem.processOfScopedName(name.dropLast(MediaTrail.waitingSuffix.count)) != nil
        }
        let own = !deferredErasures.withLock { $0.isEmpty }
        guard own || !waiting.isEmpty, db.checkpointTruncating(waitingUpTo: 0) else { return }
        completeErasures(in: db)
        for name in waiting {
            // Gone already: its own process completed it meanwhile.
            guard let hashes = MediaTrail.hashes(named: name, in: folders.temporary) else { continue }
            if unlinkUnrecorded(hashes, in: db), folders.temporary.remove(name) { MediaTrail.countWaiting(-1, in: db) }
        }
    }

    /// Completes now every deletion's erasure that waited for a reader of an older snapshot
    /// (another process's long export, say) when that reader is done: the media files go. Any
    /// write of any process does the same, and so does `keepsake info --check`; call this when
    /// nothing is written for a while after such a reader ended. Does nothing on a store
    /// opened read-only, or while a reader still holds an older snapshot.
    public func completeWaitingErasures() {
        connections.withWriter { db in completeWaitingErasures(in: db) }
    }
}
