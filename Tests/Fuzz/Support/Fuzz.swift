// Shared by every fuzz target (Tests/Fuzz/targets/*.swift): a scratch store on tmpfs, the
// input as a file or a C string, and the checks every call through the C ABI must pass.
import CKeepsake
@testable import KeepsakeCore
#if canImport(Glibc)
import Glibc
#endif

enum Fuzz {
    static let now = "2026-11-30T09:00:00Z"
    static let today = "2026-11-30"

    /// A private folder for this process: under $KEEPSAKE_FUZZ_TMP (run.sh sets it and removes
    /// it afterwards), else /dev/shm.
    static let scratch: String = {
        let base = getenv("KEEPSAKE_FUZZ_TMP").map { String(cString: $0) } ?? "/dev/shm"
        let dir = base + "/keepsake-fuzz-\(getpid())"
        FileSystem.removeTree(dir)
        guard mkdir(dir, 0o700) == 0 || errno == EEXIST else { fatalError("cannot create \(dir)") }
        return dir
    }()

    /// Writes the input to `scratch/name` and returns the path.
    static func file(_ text: String, _ size: Int, name: String) -> String {
        var bytes = Array(text.utf8)
        return file(&bytes, bytes.count, name: name)
    }

    static func file(_ data: UnsafePointer<UInt8>, _ size: Int, name: String) -> String {
        let path = scratch + "/" + name
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { fatalError("cannot write \(path)") }
        var done = 0
        while done < size {
            let n = write(fd, data + done, size - done)
            guard n > 0 else { fatalError("cannot write \(path)") }
            done += n
        }
        close(fd)
        return path
    }

    /// The input as a NUL-terminated string (an embedded NUL ends it, as for any C host).
    static func withCString<T>(_ data: UnsafePointer<UInt8>, _ size: Int, _ body: (UnsafePointer<CChar>) -> T) -> T {
        var bytes = Array(UnsafeBufferPointer(start: data, count: size))
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
        }
    }

    // MARK: - The scratch store

    /// A store with an owner session, rebuilt every `refreshEvery` inputs so that what imports
    /// add does not pile up. `setUp` runs on each new store (fixtures a target needs).
    final class Scratch {
        let refreshEvery: Int
        let setUp: (OpaquePointer) -> Void
        private(set) var store: OpaquePointer?
        private(set) var session: OpaquePointer?
        private var uses = 0
        private var generation = 0

        init(refreshEvery: Int = 200, setUp: @escaping (OpaquePointer) -> Void = { _ in }) {
            self.refreshEvery = refreshEvery
            self.setUp = setUp
        }

        var path: String { Fuzz.scratch + "/store-\(generation)" }

        /// The session, on a fresh store when due.
        func next() -> OpaquePointer {
            if let session, uses < refreshEvery {
                uses += 1
                return session
            }
            ks_session_close(session)
            ks_store_close(store)
            FileSystem.removeTree(path)
            generation += 1
            uses = 1
            var s: OpaquePointer?
            Fuzz.expect(ks_store_open(&s, path, UInt32(KS_OPEN_CREATE)), "ks_store_open")
            var se: OpaquePointer?
            Fuzz.expect(ks_session_open_owner(&se, s), "ks_session_open_owner")
            store = s
            session = se
            setUp(se!)
            return se!
        }

        /// Nothing an import or media write leaves in the store's tmp/ once it returned.
        func checkTemporaryFolderEmpty(_ what: String) {
            let left = FileSystem.list(path + "/tmp")
            guard left.isEmpty else { fatalError("\(what) left \(left) in the store's tmp/") }
        }
    }

    // MARK: - Checks

    /// A status any input may give: never KS_ERR_INTERNAL (a bug by definition), and a failure
    /// always comes with a message.
    @discardableResult
    static func check(_ status: ks_status, _ what: String) -> ks_status {
        if status == KS_ERR_INTERNAL {
            fatalError("\(what) gave KS_ERR_INTERNAL: \(String(cString: ks_last_error_message()))")
        }
        if status != KS_OK && String(cString: ks_last_error_message()).isEmpty {
            fatalError("\(what) failed with \(String(cString: ks_status_name(status))) and no message")
        }
        if status == KS_ERR_INVALID_BUNDLE && !String(cString: ks_last_error_message()).hasPrefix("invalid bundle [") {
            fatalError("\(what): a bundle refusal without its error name: \(String(cString: ks_last_error_message()))")
        }
        return status
    }

    /// A call that must succeed (fixtures).
    static func expect(_ status: ks_status, _ what: String) {
        guard status == KS_OK else {
            fatalError("\(what) failed: \(String(cString: ks_status_name(status))): \(String(cString: ks_last_error_message()))")
        }
    }

    /// Takes a string the library returned: it must be canonical JSON (FORMAT.md section 2).
    /// Returns the parsed value and frees the string.
    @discardableResult
    static func takeJSON(_ pointer: UnsafeMutablePointer<CChar>?, _ what: String) -> JSONValue? {
        guard let pointer else { return nil }
        defer { ks_free(pointer) }
        var text = String(cString: pointer)
        if text.hasSuffix("\n") { text.removeLast() } // a dump ends with a line feed
        guard let value = try? JSONParser.parse(text) else { fatalError("\(what) returned text that is not JSON: \(text.prefix(200))") }
        guard CanonicalJSON.string(value) == text else { fatalError("\(what) returned JSON that is not canonical: \(text.prefix(200))") }
        return value
    }
}
