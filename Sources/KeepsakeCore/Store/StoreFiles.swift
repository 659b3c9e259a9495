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
    /// (the library creates both so). Once every media subfolder has been checked, `writer`'s
    /// store records it (`privateMediaKey`) and later opens check the media subfolders only
    /// when `media/` itself was not private (made so by hand, or copied without its modes):
    /// the subfolders the library makes are private from their creation, and `media/` (0700)
    /// keeps everything in it from other users. So an open costs a few `fstat` calls, not
    /// three for each of up to 256 subfolders. Links are left alone, never followed.
    func tightenPermissions(_ folders: StoreFolders, writer: Database?) throws(KeepsakeError) {
        try FileSystem.restrict(path, to: FileSystem.privateFolderMode)
        for file in [databasePath, databasePath + "-wal", databasePath + "-shm"] {
            try FileSystem.restrict(file, to: FileSystem.privateFileMode)
        }
        try folders.temporary.restrict(to: FileSystem.privateFolderMode)
        let mediaWasOpen = try folders.media.restrict(to: FileSystem.privateFolderMode)
        if !mediaWasOpen, let writer,
           (try? writer.scalar("SELECT value FROM store_info WHERE key = ?", [.text(Store.privateMediaKey)])) == .text("1") {
            return
        }
        for prefix in folders.media.names() {
            guard let folder = folders.media.existingSubfolder(prefix),
                  folders.media.status(prefix).map({ $0.st_mode & 0o7777 }) != FileSystem.privateFolderMode else { continue }
            for name in folder.names() { try folder.restrict(name, to: FileSystem.privateFileMode) }
            try folder.restrict(to: FileSystem.privateFolderMode)
        }
        if let writer, (try? writer.scalar("SELECT value FROM store_info WHERE key = ?", [.text(Store.privateMediaKey)])) != .text("1") {
            try writer.run("INSERT OR REPLACE INTO store_info (key, value) VALUES (?, '1')", [.text(Store.privateMediaKey)])
        }
    }

    /// The `store_info` key whose value `1` says that every media subfolder is private
    /// (`tightenPermissions`).
    static let privateMediaKey = "media_folders_private"

    /// A private scratch folder for an export's own files (the bundle's database, sealed
    /// members): in the store's `tmp/`, so nothing unencrypted lands beside the destination,
    /// which is often a folder shared with others. A store whose `tmp/` cannot be written
    /// (read-only media) uses a private folder in the system's temporary folder instead.
    func exportScratch() throws(KeepsakeError) -> ScratchFolder {
        do throws(KeepsakeError) {
            let inStore = try ScratchFolder(in: requireFolders().temporary)
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
    let marker: (folder: Folder, name: String)?

    /// Records `temporaryPath`; best effort (a store opened read-only records nothing, and the
    /// folder's own sweep still applies).
    init(store: Store, temporaryPath: String) {
        guard let folder = store.folders?.temporary else {
            marker = nil
            return
        }
        let name = FileSystem.processScopedName() + ExportTrail.suffix
        do throws(KeepsakeError) {
            let file = try folder.createExclusive(name)
            try file.write(Array(ExportTrail.absolute(temporaryPath).utf8))
            try file.close()
            self.marker = (folder, name)
        } catch {
            folder.remove(name)
            self.marker = nil
        }
    }

    func remove() {
        if let marker { marker.folder.remove(marker.name) }
    }

    /// Removes the file a dead export's marker `name` (in `folder`, the store's `tmp/`) names,
    /// only when it is what an export writes: named exactly `.<pid>-<random>.keepsake.tmp`
    /// (`BundleScratch`) with the marker's own pid, a regular file of this user's. A marker
    /// naming anything else (forged, or from a copied store) removes nothing.
    static func removeLeftover(marker name: String, in folder: Folder) {
        guard let file = try? folder.openForReading(name), let bytes = try? file.readBytes(upTo: 8192),
              let target = String(validating: bytes, as: UTF8.self), target.hasPrefix("/"),
              let pid = FileSystem.processOfScopedName(name.dropLast(suffix.count)),
              let targetName = target.split(separator: "/").last,
              BundleScratch.processOfName(targetName) == pid else { return }
        var st = stat()
        guard lstat(target, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_uid == geteuid() else { return }
        FileSystem.remove(target)
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return String(cString: cwd) + "/" + path
    }
}
