import CPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file descriptor with the few operations the store and bundles need, each turning `errno`
/// into a specific `KeepsakeError`. Closed on deinit. Public for hosts that read or write a
/// file the way the store does (the `keepsake` CLI copies an export to stdout with it).
public final class File {
    package let path: String
    private(set) var fd: Int32
    /// Bytes written since writeback was last started (see `noteWritten`).
    private var unflushed: UInt64 = 0
    private var written: UInt64 = 0
    /// Every file the library writes is flushed before it counts, so writeback starts early,
    /// every few MiB, and overlaps the copying instead of all waiting for the final fsync.
    private static let writebackInterval: UInt64 = 8 << 20
    /// The size of the buffers files are read into and written from, 256 KiB: large enough
    /// that a call moves much, small enough to stay in a core's cache between the read, the
    /// hash and the write. With 1 MiB the kernel's copies out of and into it took 5 to 10
    /// times as long here (`dd bs=1M` vs `bs=256K` of the same 1 GiB: 2.6–4.2 s vs 0.4 s).
    public static let bufferSize = 256 << 10

    init(descriptor fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit {
        if fd >= 0 { _ = Glibc_or_Darwin_close(fd) }
    }

    /// Opens an existing file for reading.
    public static func openForReading(_ path: String) throws(KeepsakeError) -> File {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileSystem.error(errno, "cannot open \(quotedPath: path)") }
        return File(descriptor: fd, path: path)
    }

    /// Creates a new file that must not exist yet, for writing. Every file the library creates
    /// is private to its owner (`FileSystem.privateFileMode`), whatever the process's umask.
    public static func createExclusive(_ path: String) throws(KeepsakeError) -> File {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, FileSystem.privateFileMode)
        guard fd >= 0 else { throw FileSystem.error(errno, "cannot create \(quotedPath: path)") }
        // open applies the umask, which may take away the owner's bits too: set the mode exactly.
        guard fchmod(fd, FileSystem.privateFileMode) == 0 else {
            let code = errno
            _ = Glibc_or_Darwin_close(fd)
            FileSystem.remove(path)
            throw FileSystem.error(code, "cannot make \(quotedPath: path) private")
        }
        return File(descriptor: fd, path: path)
    }

    /// Reads up to `buffer.count` bytes; 0 means end of file.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(KeepsakeError) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        while true {
            let n = Glibc_or_Darwin_read(fd, base, buffer.count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw FileSystem.error(errno, "cannot read \(quotedPath: path)")
        }
    }

    /// Reads until `buffer` is full or the file ends; returns the count read.
    package func readFully(into buffer: UnsafeMutableRawBufferPointer) throws(KeepsakeError) -> Int {
        var total = 0
        while total < buffer.count {
            let n = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[total...]))
            if n == 0 { break }
            total += n
        }
        return total
    }

    /// Reads up to `count` bytes from the current position (fewer only at end of file).
    public func readBytes(upTo count: Int) throws(KeepsakeError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        var failure: KeepsakeError?
        var n = 0
        out.withUnsafeMutableBytes { raw in
            do throws(KeepsakeError) { n = try readFully(into: raw) } catch { failure = error }
        }
        if let failure { throw failure }
        return Array(out.prefix(n))
    }

    /// Reads at an absolute offset without moving the file position.
    package func read(at offset: UInt64, into buffer: UnsafeMutableRawBufferPointer) throws(KeepsakeError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        guard offset <= UInt64(Int64.max) else { return 0 }
        while true {
            let n = pread(fd, base, buffer.count, off_t(offset))
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw FileSystem.error(errno, "cannot read \(quotedPath: path)")
        }
    }

    package func write(_ buffer: UnsafeRawBufferPointer) throws(KeepsakeError) {
        guard var base = buffer.baseAddress else { return }
        var remaining = buffer.count
        while remaining > 0 {
            let n = Glibc_or_Darwin_write(fd, base, remaining)
            if n < 0 {
                if errno == EINTR { continue }
                throw FileSystem.error(errno, "cannot write \(quotedPath: path)")
            }
            remaining -= n
            base += n
        }
        noteWritten(UInt64(buffer.count))
    }

    private func noteWritten(_ count: UInt64) {
        written += count
        unflushed += count
        if unflushed >= File.writebackInterval {
            _ = keepsake_platform_start_writeback(fd, Int64(written - unflushed), Int64(unflushed))
            unflushed = 0
        }
    }

    /// Writes all of `bytes`.
    public func write(_ bytes: [UInt8]) throws(KeepsakeError) {
        var failure: KeepsakeError?
        bytes.withUnsafeBytes { raw in
            do throws(KeepsakeError) { try write(raw) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Copies `count` bytes from the start of `source` to the end of this file, in the kernel
    /// where the platform can (`copy_file_range`), else through a buffer.
    package func append(contentsOf source: File, count: UInt64, buffer: UnsafeMutableRawBufferPointer) throws(KeepsakeError) {
        var remaining = count
        var kernelCopy = true
        while remaining > 0 && kernelCopy {
            let chunk = Int(min(remaining, 1 << 30))
            let n = keepsake_platform_copy_file_range(source.fd, fd, chunk)
            if n > 0 {
                remaining -= UInt64(n)
                noteWritten(UInt64(n))
            } else if n == 0 {
                throw .corruptStore("\(quotedPath: source.path) is shorter than recorded")
            } else if errno == EINTR {
                continue
            } else if errno == EXDEV || errno == EINVAL || errno == ENOSYS || errno == EOPNOTSUPP || errno == EBADF {
                kernelCopy = false
            } else {
                throw FileSystem.error(errno, "cannot copy \(quotedPath: source.path) into \(quotedPath: path)")
            }
        }
        while remaining > 0 {
            let want = Int(min(remaining, UInt64(buffer.count)))
            let n = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<want]))
            guard n > 0 else { throw .corruptStore("\(quotedPath: source.path) is shorter than recorded") }
            try write(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
            remaining -= UInt64(n)
        }
    }

    /// Copies up to `count` bytes from `source`'s position (`offset` bytes from its start) to
    /// the end of this file, in the kernel where the platform can, while a second thread reads
    /// the same range and passes it to `hasher` (`keepsake_platform_copy_hashing`): on two cores
    /// the hash costs little time. `buffers` are two buffers of the same size. Returns the
    /// count copied and hashed (fewer only when `source` ends).
    package func appendHashing(contentsOf source: File, offset: UInt64, count: UInt64, hasher: SHA256Hasher,
                               buffers: (UnsafeMutableRawBufferPointer, UnsafeMutableRawBufferPointer)) throws(KeepsakeError) -> UInt64 {
        guard count > 0 else { return 0 }
        guard let first = buffers.0.baseAddress, let second = buffers.1.baseAddress,
              count <= UInt64(Int64.max), offset <= UInt64(Int64.max) - count else {
            throw .internalError("a hashing copy without buffers")
        }
        let context = Unmanaged.passUnretained(hasher).toOpaque()
        let n = keepsake_platform_copy_hashing(source.fd, fd, Int64(offset), Int64(count), first, second,
                                               min(buffers.0.count, buffers.1.count), { context, bytes, count in
            guard let context, let bytes else { return }
            Unmanaged<SHA256Hasher>.fromOpaque(context).takeUnretainedValue().update(UnsafeRawBufferPointer(start: bytes, count: count))
        }, context)
        guard n >= 0 else { throw FileSystem.error(errno, "cannot copy \(quotedPath: source.path) into \(quotedPath: path)") }
        noteWritten(UInt64(n))
        return UInt64(n)
    }

    /// Flushes the file's data and metadata to stable storage.
    package func sync() throws(KeepsakeError) {
        #if canImport(Darwin)
        let result = fcntl(fd, F_FULLFSYNC)
        #else
        let result = fsync(fd)
        #endif
        guard result == 0 else { throw FileSystem.error(errno, "cannot flush \(quotedPath: path) to disk") }
    }

    package func size() throws(KeepsakeError) -> UInt64 {
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileSystem.error(errno, "cannot stat \(quotedPath: path)") }
        return UInt64(st.st_size)
    }

    /// Closes now, reporting a failed close (which can reveal a failed write on some systems).
    public func close() throws(KeepsakeError) {
        guard fd >= 0 else { return }
        let result = Glibc_or_Darwin_close(fd)
        fd = -1
        guard result == 0 else { throw FileSystem.error(errno, "cannot close \(quotedPath: path)") }
    }
}

/// Directory-level operations, the few a host needs public (the `keepsake` CLI uses them for
/// its demo folders and for writing an export to stdout through the store's `tmp/`).
public enum FileSystem {
    /// Maps an `errno` to the error a caller can act on.
    static func error(_ code: Int32, _ what: String) -> KeepsakeError {
        let reason = String(cString: strerror(code))
        switch code {
        case ENOSPC, EDQUOT: return .noSpace("\(what): \(reason)")
        case EFBIG: return .noSpace("\(what): \(reason) (file size limit)")
        case EROFS: return .readOnly("\(what): \(reason)")
        case ENOENT: return .notFound("\(what): \(reason)")
        case EEXIST: return .alreadyExists("\(what): \(reason)")
        default: return .io("\(what): \(reason)")
        }
    }

    /// Whether anything (a file, a folder, a link) is at `path`.
    public static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    package static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// Size of a regular file, or nil when it is missing or not a regular file.
    package static func regularFileSize(_ path: String) -> UInt64? {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return UInt64(st.st_size)
    }

    /// Files the library creates: read and write for their owner only (patient records,
    /// photos and the centre's signing key live in them).
    package static let privateFileMode: mode_t = 0o600
    /// Folders the library creates: the owner's only.
    package static let privateFolderMode: mode_t = 0o700

    /// Creates a private folder (`privateFolderMode`, whatever the umask) unless it exists.
    public static func makeDirectory(_ path: String) throws(KeepsakeError) {
        if mkdir(path, privateFolderMode) == 0 {
            guard chmod(path, privateFolderMode) == 0 else { throw error(errno, "cannot make folder \(quotedPath: path) private") }
        } else if errno != EEXIST {
            throw error(errno, "cannot create folder \(quotedPath: path)")
        }
    }

    /// Sets `path`'s permission bits to `mode` unless they are already; true when it changed
    /// them. Symbolic links are not followed (a store holds none).
    @discardableResult
    package static func restrict(_ path: String, to mode: mode_t) throws(KeepsakeError) -> Bool {
        var st = stat()
        guard lstat(path, &st) == 0 else {
            if errno == ENOENT { return false }
            throw error(errno, "cannot read the permissions of \(quotedPath: path)")
        }
        let kind = st.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFDIR, st.st_mode & 0o7777 != mode else { return false }
        guard chmod(path, mode) == 0 else { throw error(errno, "cannot make \(quotedPath: path) private") }
        return true
    }

    /// True when the filesystem holding `path` has less than 64 KiB free for this process.
    package static func hasNoRoom(_ path: String) -> Bool {
        var st = statvfs()
        guard statvfs(path, &st) == 0 else { return false }
        return UInt64(st.f_bavail) * UInt64(st.f_frsize) < 64 << 10
    }

    /// The permission bits of `path` (nil when it cannot be read).
    package static func mode(_ path: String) -> mode_t? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        return st.st_mode & 0o7777
    }

    package static func rename(_ from: String, _ to: String) throws(KeepsakeError) {
        guard Glibc_or_Darwin_rename(from, to) == 0 else { throw error(errno, "cannot rename \(quotedPath: from) to \(quotedPath: to)") }
    }

    /// Removes a file; a missing file is not an error.
    public static func remove(_ path: String) {
        _ = unlink(path)
    }

    /// Flushes a directory entry change (a create or rename) to stable storage.
    package static func syncDirectory(_ path: String) throws(KeepsakeError) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw error(errno, "cannot open folder \(quotedPath: path)") }
        defer { _ = Glibc_or_Darwin_close(fd) }
        guard fsync(fd) == 0 else { throw error(errno, "cannot flush folder \(quotedPath: path)") }
    }

    /// Names in a directory (not `.` or `..`); empty when it cannot be read.
    package static func list(_ path: String) -> [String] {
        names(ofDescriptor: open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    }

    /// The names in the folder open as `fd` (not `.` or `..`), which this takes and closes;
    /// empty when it cannot be read (or `fd` is -1).
    static func names(ofDescriptor fd: Int32) -> [String] {
        guard fd >= 0 else { return [] }
        guard let dir = fdopendir(fd) else {
            _ = Glibc_or_Darwin_close(fd)
            return []
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            // d_name is a fixed-size array whose bytes after the NUL are not initialised: read
            // it as a C string in place rather than copying the whole array.
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes a directory tree that the library itself created (a temporary folder).
    public static func removeTree(_ path: String) {
        var pending = [path]
        var directories: [String] = []
        while let current = pending.popLast() {
            var st = stat()
            guard lstat(current, &st) == 0 else { continue }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                directories.append(current)
                for name in list(current) { pending.append(current + "/" + name) }
            } else {
                _ = unlink(current)
            }
        }
        for dir in directories.reversed() { _ = rmdir(dir) }
    }

    /// The folder part of a path ("." when there is none).
    package static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// A fresh name that starts with this process's id, so that a later process can tell
    /// whether the writer still runs (`Store` sweeps `tmp/` with it).
    public static func processScopedName() -> String {
        "\(getpid())-" + randomName()
    }

    /// Flushes the file at `path` to stable storage (a staged file before it is placed).
    static func flush(_ path: String) throws(KeepsakeError) {
        let file = try File.openForReading(path)
        try file.sync()
        try file.close()
    }

    /// The process id of a name made by `processScopedName()` (`<pid>-<24 hex digits>`,
    /// exactly); nil for any other name.
    static func processOfScopedName(_ name: Substring) -> Int32? {
        guard let dash = name.firstIndex(of: "-"), let pid = Int32(name[..<dash]), pid > 0,
              name[..<dash].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let random = name[name.index(after: dash)...]
        guard random.utf8.count == 24, random.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else { return nil }
        return pid
    }

    /// Calls `body` with the path of each entry of `folder` named exactly `prefix`, then
    /// `processScopedName()`, then `suffix`, whose process no longer runs (a killed process
    /// cannot clean up). Entries of live processes, and names this library did not write, are
    /// left out.
    static func forEntriesOfEndedProcesses(in folder: String, prefix: String = "", suffix: String, _ body: (String) -> Void) {
        for name in list(folder) where name.hasPrefix(prefix) && name.hasSuffix(suffix) && name.utf8.count > prefix.utf8.count + suffix.utf8.count {
            guard let pid = processOfScopedName(name.dropFirst(prefix.count).dropLast(suffix.count)), pid != getpid() else { continue }
            if kill(pid, 0) == -1 && errno == ESRCH { body(folder + "/" + name) }
        }
    }

    /// A fresh random name component (hex), for temporary files.
    package static func randomName() -> String {
        Hex.encode(Random.bytes(12))
    }
}

// The C library's functions whose names clash with methods above.
@inline(__always) func Glibc_or_Darwin_close(_ fd: Int32) -> Int32 { close(fd) }
@inline(__always) func Glibc_or_Darwin_read(_ fd: Int32, _ buf: UnsafeMutableRawPointer, _ n: Int) -> Int { read(fd, buf, n) }
@inline(__always) func Glibc_or_Darwin_write(_ fd: Int32, _ buf: UnsafeRawPointer, _ n: Int) -> Int { write(fd, buf, n) }
@inline(__always) func Glibc_or_Darwin_rename(_ a: String, _ b: String) -> Int32 { rename(a, b) }
