#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// The store's files at rest: private permissions, and what a killed export left elsewhere.
extension Store {
    /// Gives the store's folders mode 0700 and its files 0600 (`FileSystem.privateFolderMode`,
    /// `privateFileMode`), so that stores made before files were private are tightened when
    /// opened for writing. A media subfolder that is already private holds only private files
    /// (the library creates both so), so a store tightened once costs a few `lstat` calls.
    func tightenPermissions() throws(KeepsakeError) {
        try FileSystem.restrict(path, to: FileSystem.privateFolderMode)
        for file in [databasePath, databasePath + "-wal", databasePath + "-shm"] {
            try FileSystem.restrict(file, to: FileSystem.privateFileMode)
        }
        for folder in [mediaDirectory, temporaryDirectory] { try FileSystem.restrict(folder, to: FileSystem.privateFolderMode) }
        for prefix in FileSystem.list(mediaDirectory) {
            let folder = mediaDirectory + "/" + prefix
            guard FileSystem.isDirectory(folder), FileSystem.mode(folder) != FileSystem.privateFolderMode else { continue }
            for name in FileSystem.list(folder) { try FileSystem.restrict(folder + "/" + name, to: FileSystem.privateFileMode) }
            try FileSystem.restrict(folder, to: FileSystem.privateFolderMode)
        }
    }

    /// A private scratch folder for an export's own files (the bundle's database, sealed
    /// members): in the store's `tmp/`, so nothing unencrypted lands beside the destination,
    /// which is often a folder shared with others. A store whose `tmp/` cannot be written
    /// (read-only media) uses a private folder in the system's temporary folder instead.
    func exportScratch() throws(KeepsakeError) -> ScratchFolder {
        let inStore = ScratchFolder(parent: temporaryDirectory)
        do throws(KeepsakeError) {
            try inStore.create()
            return inStore
        } catch {
            guard let system = try? ScratchFolder.inSystemTemporaryDirectory() else { throw error }
            return system
        }
    }
}

/// The one temporary file an export keeps beside its destination (the final rename must stay
/// on one filesystem), recorded in the store's `tmp/` while it exists: when the export's
/// process is killed, the next open of the store removes it (`Store.sweepTemporaryFiles`), as
/// does the next export into the same folder (`BundleScratch.sweep`).
struct ExportTrail {
    static let suffix = ".export"
    let marker: String?

    /// Records `temporaryPath`; best effort (a store opened from read-only media records
    /// nothing, and the folder's own sweep still applies).
    init(store: Store, temporaryPath: String) {
        let marker = store.temporaryPath(ExportTrail.suffix)
        do throws(KeepsakeError) {
            let file = try File.createExclusive(marker)
            try file.write(Array(ExportTrail.absolute(temporaryPath).utf8))
            try file.close()
            self.marker = marker
        } catch {
            FileSystem.remove(marker)
            self.marker = nil
        }
    }

    func remove() {
        if let marker { FileSystem.remove(marker) }
    }

    /// Removes the file a dead export's marker names, when the name is one an export writes
    /// (`.<pid>-<random>….tmp`, the pid the marker's), then the marker.
    static func removeLeftover(marker: String) {
        defer { FileSystem.remove(marker) }
        guard let file = try? File.openForReading(marker), let bytes = try? file.readBytes(upTo: 8192),
              let target = String(validating: bytes, as: UTF8.self) else { return }
        let markerName = marker.split(separator: "/").last.map(String.init) ?? ""
        let targetName = target.split(separator: "/").last.map(String.init) ?? ""
        guard let dash = markerName.firstIndex(of: "-"), targetName.hasPrefix("." + markerName[..<dash] + "-"),
              targetName.hasSuffix(".tmp"), target.hasPrefix("/") else { return }
        FileSystem.remove(target)
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return String(cString: cwd) + "/" + path
    }
}
