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
    let path: String

    /// Records `hashes` durably in `store`'s `tmp/`.
    /// - Throws: `.noSpace` or `.io` when it cannot be written; the caller then changes nothing.
    init(store: Store, hashes: [String]) throws(KeepsakeError) {
        path = store.temporaryPath(MediaTrail.suffix)
        let file = try File.createExclusive(path)
        do throws(KeepsakeError) {
            try file.write(Array(hashes.map { $0 + "\n" }.joined().utf8))
            try file.sync()
            try file.close()
            try FileSystem.syncDirectory(store.temporaryDirectory)
        } catch {
            try? file.close()
            FileSystem.remove(path)
            throw error
        }
    }

    /// Once every file it names is recorded or unlinked (a lost removal only makes a later
    /// open check those files again).
    func remove() { FileSystem.remove(path) }

    /// The hashes a trail names (lines that are not a SHA-256 are ignored).
    static func hashes(at path: String) -> [String] {
        guard let file = try? File.openForReading(path), let bytes = try? file.readBytes(upTo: 64 << 20) else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
            String(validating: line, as: UTF8.self).flatMap { Hex.isSHA256($0) ? $0 : nil }
        }
    }
}

extension Store {
    /// Moves staged, flushed files to their content-addressed places as part of the write
    /// transaction of `db` (under the write lock, before the rows that record them commit), with
    /// a `MediaTrail` recorded first: the commit removes the trail; a rollback unlinks the
    /// placed files no row records, then the trail; a process killed in between leaves the
    /// trail to the next open. Each folder is flushed once, however many files moved into it.
    func placeMediaFiles(_ files: [(path: String, sha256: String, size: UInt64)], in db: Database) throws(KeepsakeError) {
        guard !files.isEmpty else { return }
        let hashes = files.map(\.sha256)
        let trail = try MediaTrail(store: self, hashes: hashes)
        db.afterCommit { trail.remove() }
        db.afterRollback { [self] in
            if removeUnrecordedMediaFiles(hashes, writer: db, waitingUpTo: 0) { trail.remove() }
        }
        var folders: Set<String> = []
        for file in files {
            if let folder = try placeMediaFile(from: file.path, sha256: file.sha256, size: file.size) { folders.insert(folder) }
        }
        for folder in folders.sorted() { try FileSystem.syncDirectory(folder) }
        if !folders.isEmpty { try FileSystem.syncDirectory(mediaDirectory) }
    }

    /// Unlinks those of `hashes`' files that no row records, holding the write lock (a writer
    /// adding the same content, which also holds it while it places the file and records it,
    /// cannot see the file, rely on it and lose it), once the write-ahead log is checkpointed:
    /// then no reader of any connection still sees rows that named them. False when readers
    /// held an older snapshot for longer than `milliseconds`, or the transaction failed: the
    /// files stay, and so must the trail that names them.
    func removeUnrecordedMediaFiles(_ hashes: [String], writer db: Database, waitingUpTo milliseconds: Int32) -> Bool {
        guard db.checkpointTruncating(waitingUpTo: milliseconds) else { return false }
        guard !hashes.isEmpty else { return true }
        do throws(KeepsakeError) {
            try db.inTransaction { () throws(KeepsakeError) in
                var folders: Set<String> = []
                for sha256 in Set(hashes).sorted() where try MediaTable.find(sha256, in: db) == nil {
                    FileSystem.remove(mediaPath(sha256))
                    folders.insert(FileSystem.parent(of: mediaPath(sha256)))
                }
                for folder in folders.sorted() { try? FileSystem.syncDirectory(folder) }
            }
            return true
        } catch {
            return false
        }
    }

    /// At open, with the writing connection `writer`: the files that trails of processes that
    /// no longer run name are unlinked where no row records them, then those trails are
    /// removed. With `everyFile` (a store last opened by a library that kept no trails), every
    /// file of `media/` is checked instead. Names the store did not write are left alone; when
    /// a reader of another process holds an older snapshot, nothing is removed and the trails
    /// stay for a later open.
    func sweepMediaTrails(writer: Database, everyFile: Bool) {
        var trails: [String] = []
        FileSystem.forEntriesOfEndedProcesses(in: temporaryDirectory) { path in
            if path.hasSuffix(MediaTrail.suffix) { trails.append(path) }
        }
        var hashes = trails.flatMap { MediaTrail.hashes(at: $0) }
        if everyFile {
            for prefix in FileSystem.list(mediaDirectory) where prefix.utf8.count == 2 {
                hashes += FileSystem.list(mediaDirectory + "/" + prefix).filter { Hex.isSHA256($0) && $0.hasPrefix(prefix) }
            }
        }
        guard !trails.isEmpty || everyFile, removeUnrecordedMediaFiles(hashes, writer: writer, waitingUpTo: 0) else { return }
        for trail in trails { FileSystem.remove(trail) }
    }
}
