/// Writes a whole file atomically (see `AtomicTextFile`).
package enum AtomicFile {
    package static func write(_ bytes: [UInt8], to path: String) throws(KeepsakeError) {
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
        let folder = FileSystem.parent(of: path)
        guard FileSystem.isDirectory(folder) else { throw .notFound("the folder \(quotedPath: folder) does not exist") }
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
            try FileSystem.rename(temporaryPath, path)
        } catch {
            FileSystem.remove(temporaryPath)
            throw error
        }
        try FileSystem.syncDirectory(FileSystem.parent(of: path))
    }
}
