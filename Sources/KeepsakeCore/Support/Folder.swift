#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of the store's own (`media/`, its two-letter subfolders, `tmp/` and the scratch
/// folders in it), held by a descriptor: opened without following a symbolic link
/// (`O_NOFOLLOW`, `O_DIRECTORY`), checked to be a real folder of this user, and from then on
/// listed, read, created in and removed from only through that descriptor (`openat`,
/// `fstatat`, `renameat`, `unlinkat`). A link put in the folder's place, before the store
/// opens or while it is open, is refused or left alone: nothing outside the folder is ever
/// read, changed or deleted through it. Names are single path components (no `/`).
final class Folder: @unchecked Sendable {
    /// The folder's path, for messages (never used to reach it after it is open).
    let path: String
    let fd: Int32

    private init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit { _ = Glibc_or_Darwin_close(fd) }

    /// Opens `path` (creating it 0700 when `create` and missing) as a folder of the store's own.
    /// - Throws: `.corruptStore` when it is a symbolic link, not a folder, or another user's;
    ///   `.notFound` when it is missing and not to be created; `.io` and the like otherwise.
    static func open(_ path: String, create: Bool) throws(KeepsakeError) -> Folder {
        try open(parent: AT_FDCWD, name: path, path: path, create: create)
    }

    /// The subfolder `name`, as `open(_:create:)` does.
    func subfolder(_ name: String, create: Bool) throws(KeepsakeError) -> Folder {
        try Folder.open(parent: fd, name: name, path: path + "/" + name, create: create)
    }

    /// The subfolder `name` when it is a real folder of this user's; nil otherwise (missing, a
    /// link, a file: what a sweep leaves alone).
    func existingSubfolder(_ name: String) -> Folder? {
        try? subfolder(name, create: false)
    }

    private static func open(parent: Int32, name: String, path: String, create: Bool) throws(KeepsakeError) -> Folder {
        var created = false
        if create {
            if mkdirat(parent, name, FileSystem.privateFolderMode) == 0 {
                created = true
            } else if errno != EEXIST {
                throw FileSystem.error(errno, "cannot create folder \(quotedPath: path)")
            }
        }
        let fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ELOOP || errno == ENOTDIR { throw Folder.notOwn(path, "is a symbolic link or not a folder") }
            throw FileSystem.error(errno, "cannot open folder \(quotedPath: path)")
        }
        let folder = Folder(fd: fd, path: path)
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileSystem.error(errno, "cannot read folder \(quotedPath: path)") }
        guard (st.st_mode & S_IFMT) == S_IFDIR else { throw Folder.notOwn(path, "is not a folder") }
        guard st.st_uid == geteuid() else { throw Folder.notOwn(path, "belongs to another user") }
        // mkdir applies the umask, which may take away the owner's bits: set the mode exactly.
        if created, fchmod(fd, FileSystem.privateFolderMode) != 0 {
            throw FileSystem.error(errno, "cannot make folder \(quotedPath: path) private")
        }
        return folder
    }

    private static func notOwn(_ path: String, _ what: String) -> KeepsakeError {
        .corruptStore("\(quotedPath: path) \(what): a store's media/ and tmp/ must be folders of its own, and the store touches nothing outside them; replace it with a real folder (copy the files it should hold into it)")
    }

    /// The names in the folder (not `.` or `..`); empty when it cannot be read.
    func names() -> [String] {
        // A descriptor of its own: the directory stream takes it, and its offset.
        FileSystem.names(ofDescriptor: openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    }

    /// The entry `name` as it is (a link is not followed); nil when it is missing.
    func status(_ name: String) -> stat? {
        var st = stat()
        guard fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return st
    }

    /// The size of `name` when it is a regular file (not a link to one).
    func regularFileSize(_ name: String) -> UInt64? {
        guard let st = status(name), (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return UInt64(st.st_size)
    }

    /// Opens the regular file `name` for reading (a link is refused).
    func openForReading(_ name: String) throws(KeepsakeError) -> File {
        try File.openEntry(of: self, name, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
    }

    /// Creates the file `name`, which must not exist yet, for writing (private, as
    /// `File.createExclusive`).
    func createExclusive(_ name: String) throws(KeepsakeError) -> File {
        try File.openEntry(of: self, name, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW)
    }

    /// Removes the entry `name` of this folder (a file, or a link itself, never what it names);
    /// a missing entry is not an error. True when this call removed it.
    @discardableResult
    func remove(_ name: String) -> Bool {
        unlinkat(fd, name, 0) == 0
    }

    /// Removes the entry `name` with everything under it when it is a folder, reaching each
    /// level by descriptor: a link anywhere inside is removed as a link, never followed.
    func removeTree(_ name: String) {
        if let inner = existingSubfolder(name) {
            for child in inner.names() { inner.removeTree(child) }
            _ = unlinkat(fd, name, AT_REMOVEDIR)
        } else if let st = status(name), (st.st_mode & S_IFMT) != S_IFDIR {
            _ = unlinkat(fd, name, 0)
        }
    }

    /// Moves the file `source` (a name in `folder`, or a path without one) to `name` in this
    /// folder, replacing what is there.
    func move(from source: String, in folder: Folder?, to name: String) throws(KeepsakeError) {
        guard renameat(folder?.fd ?? AT_FDCWD, source, fd, name) == 0 else {
            let from = folder.map { $0.path + "/" + source } ?? source
            throw FileSystem.error(errno, "cannot rename \(quotedPath: from) to \(quotedPath: path + "/" + name)")
        }
    }

    /// Sets the mode of the entry `name` to `mode` when it is a regular file or a folder (a
    /// link is left alone) and its mode differs. True when it changed it.
    @discardableResult
    func restrict(_ name: String, to mode: mode_t) throws(KeepsakeError) -> Bool {
        guard let st = status(name) else { return false }
        let kind = st.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFDIR, st.st_mode & 0o7777 != mode else { return false }
        let entry = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard entry >= 0 else { throw FileSystem.error(errno, "cannot open \(quotedPath: path + "/" + name)") }
        defer { _ = Glibc_or_Darwin_close(entry) }
        guard fchmod(entry, mode) == 0 else { throw FileSystem.error(errno, "cannot make \(quotedPath: path + "/" + name) private") }
        return true
    }

    /// Sets this folder's own mode to `mode` unless it is already. True when it changed it.
    @discardableResult
    func restrict(to mode: mode_t) throws(KeepsakeError) -> Bool {
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileSystem.error(errno, "cannot read folder \(quotedPath: path)") }
        guard st.st_mode & 0o7777 != mode else { return false }
        guard fchmod(fd, mode) == 0 else { throw FileSystem.error(errno, "cannot make \(quotedPath: path) private") }
        return true
    }

    /// Flushes the folder's entries (a create, rename or unlink) to stable storage.
    func sync() throws(KeepsakeError) {
        guard fsync(fd) == 0 else { throw FileSystem.error(errno, "cannot flush folder \(quotedPath: path)") }
    }

    /// The entries named by `FileSystem.processScopedName()` followed exactly by one of
    /// `suffixes` (nothing else this folder may hold is ever touched), whose process no longer
    /// runs, with the suffix each has.
    func entriesOfEndedProcesses(suffixes: [String]) -> [(name: String, suffix: String)] {
        names().compactMap { name in
            guard let suffix = suffixes.first(where: { name.hasSuffix($0) }),
                  let pid = FileSystem.processOfScopedName(name.dropLast(suffix.count)), pid != getpid(),
                  kill(pid, 0) == -1 && errno == ESRCH else { return nil }
            return (name, suffix)
        }
    }
}

extension File {
    /// Opens `name` in `folder` with `flags` (`O_CREAT` gives a private file, as
    /// `createExclusive`).
    static func openEntry(of folder: Folder, _ name: String, flags: Int32) throws(KeepsakeError) -> File {
        let path = folder.path + "/" + name
        let fd = openat(folder.fd, name, flags | O_CLOEXEC, FileSystem.privateFileMode)
        guard fd >= 0 else {
            if errno == ELOOP { throw .corruptStore("\(quotedPath: path) is a symbolic link; the store follows none") }
            throw FileSystem.error(errno, flags & O_CREAT != 0 ? "cannot create \(quotedPath: path)" : "cannot open \(quotedPath: path)")
        }
        let file = File(descriptor: fd, path: path)
        if flags & O_CREAT != 0 {
            guard fchmod(fd, FileSystem.privateFileMode) == 0 else {
                let code = errno
                try? file.close()
                folder.remove(name)
                throw FileSystem.error(code, "cannot make \(quotedPath: path) private")
            }
        } else {
            var st = stat()
            guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { throw .corruptStore("\(quotedPath: path) is not a regular file") }
        }
        return file
    }
}
