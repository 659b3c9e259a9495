/// Writes a whole file atomically: a temporary file beside it, flushed, renamed over the final
/// name, and the folder flushed, so a crash never leaves half a file under the final name.
package enum AtomicFile {
    package static func write(_ bytes: [UInt8], to path: String) throws(KeepsakeError) {
        guard !path.isEmpty else { throw .invalidArgument("the output path is empty") }
        let folder = FileSystem.parent(of: path)
        guard FileSystem.isDirectory(folder) else { throw .notFound("the folder '\(folder)' does not exist") }
        let temporary = folder + "/." + FileSystem.processScopedName() + ".tmp"
        do throws(KeepsakeError) {
            let file = try File.createExclusive(temporary)
            try file.write(bytes)
            try file.sync()
            try file.close()
            try FileSystem.rename(temporary, path)
            try FileSystem.syncDirectory(folder)
        } catch {
            FileSystem.remove(temporary)
            throw error
        }
    }
}
