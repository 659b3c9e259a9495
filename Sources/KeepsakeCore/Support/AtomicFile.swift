#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// Writes a whole file atomically (see `AtomicTextFile`).
public enum AtomicFile {
    /// Writes `bytes` as the file at `path`: a temporary file beside it, synced, renamed over it.
    public static func write(_ bytes: [UInt8], to path: String) throws(KeepsakeError) {
        let out = try AtomicTextFile(path: path)
        try out.write(bytes)
        try out.commit()
    }
}

/// A text file written atomically: into a temporary file beside its destination, flushed,
/// renamed, and the folder flushed, in buffered pieces so memory stays flat.
package final class AtomicTextFile {
    private let path: String
    private let temporaryPath: String
    private var file: File?
    private var buffer: [UInt8] = []
    package private(set) var size: UInt64 = 0

    package init(path: String) throws(KeepsakeError) {
        guard !path.isEmpty else { throw .invalidArgument("the output path is empty") }
        try FileSystem.requireReplaceableFile(path)
        let folder = FileSystem.parent(of: path)
        self.path = path
        self.temporaryPath = folder + "/." + FileSystem.processScopedName() + ".tmp"
        self.file = try File.createExclusive(temporaryPath)
        buffer.reserveCapacity(1 << 16)
    }

    deinit {
        if file != nil {
            try? file?.close()
            FileSystem.remove(temporaryPath)
        }
    }

    package func write(_ text: String) throws(KeepsakeError) { try write(Array(text.utf8)) }

    package func write(_ bytes: [UInt8]) throws(KeepsakeError) {
        buffer += bytes
        size += UInt64(bytes.count)
        if buffer.count >= 1 << 16 { try flush() }
    }

    private func flush() throws(KeepsakeError) {
        guard let file else { throw .internalError("the output file is already closed") }
        try file.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, renames into place, flushes the folder.
    package func commit() throws(KeepsakeError) {
        try flush()
        guard let file else { return }
        try file.sync()
        try file.close()
        self.file = nil
        do throws(KeepsakeError) {
            try FileSystem.requireReplaceableFile(path)
            try FileSystem.rename(temporaryPath, path)
        } catch {
            FileSystem.remove(temporaryPath)
            throw error
        }
        try FileSystem.syncDirectory(FileSystem.parent(of: path))
    }
}

extension FileSystem {
    /// Refuses an output path that an atomic write must not replace: the rename would put a
    /// regular file in place of a folder, a symbolic link (not its target), a device, a FIFO
    /// or a socket. A missing file or a regular file is fine; so is a missing folder's error
    /// being reported here, before any work. Checked before an export starts and again just
    /// before its rename.
    public static func requireReplaceableFile(_ path: String) throws(KeepsakeError) {
        guard !path.isEmpty else { throw .invalidArgument("the output path is empty") }
        let folder = parent(of: path)
        guard isDirectory(folder) else { throw .notFound("the folder \(quotedPath: folder) does not exist") }
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .invalidArgument("\(quotedPath: path) is a folder; give the path of the file to write")
        case S_IFLNK: throw .invalidArgument("\(quotedPath: path) is a symbolic link; only a regular file is replaced")
        default: throw .invalidArgument("\(quotedPath: path) is not a regular file (a device, FIFO or socket); only a regular file is replaced")
        }
    }
}
