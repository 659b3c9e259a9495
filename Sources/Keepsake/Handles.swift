import CKeepsake
import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Objects behind the C handles. A handle is a retained Swift object's address, registered
/// here with its kind, so a NULL, closed or foreign handle is refused instead of followed.
/// (The registry is the C layer's only shared state besides the error slot.)
enum Handles {
    enum Kind: String, Sendable { case store, session, mediaWriter = "media writer", navigator }

    private static let live = Protected<[UInt: Kind]>([:])

    static func make(_ object: AnyObject, _ kind: Kind) -> OpaquePointer {
        let pointer = Unmanaged.passRetained(object).toOpaque()
        live.withLock { $0[UInt(bitPattern: pointer)] = kind }
        return OpaquePointer(pointer)
    }

    static func get<T: AnyObject>(_ handle: OpaquePointer?, _ kind: Kind, as _: T.Type) throws(KeepsakeError) -> T {
        guard let handle else { throw .invalidArgument("the \(kind.rawValue) handle is NULL") }
        let address = UInt(bitPattern: UnsafeMutableRawPointer(handle))
        guard live.withLock({ $0[address] }) == kind else {
            throw .invalidArgument("the \(kind.rawValue) handle is closed or not a \(kind.rawValue) handle")
        }
        // Registered means retained by the registry, so the object is alive.
        return Unmanaged<T>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
    }

    /// Unregisters and releases; a NULL or unknown handle is ignored (close accepts NULL).
    static func close(_ handle: OpaquePointer?, _ kind: Kind) {
        guard let handle else { return }
        let address = UInt(bitPattern: UnsafeMutableRawPointer(handle))
        let removed = live.withLock { table -> Bool in
            guard table[address] == kind else { return false }
            table[address] = nil
            return true
        }
        if removed { Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(handle)).release() }
    }
}

/// Argument conversion from C.
enum Arg {
    static func string(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(KeepsakeError) -> String {
        guard let pointer else { throw .invalidArgument("\(name) is NULL") }
        guard let value = String(validatingCString: pointer) else { throw .invalidArgument("\(name) is not valid UTF-8") }
        return value
    }

    /// Hands a string to the caller, who frees it with ks_free.
    static func give(_ value: String, to out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) throws(KeepsakeError) {
        guard let out else { return }
        guard let copy = strdup(value) else { throw .noSpace("out of memory") }
        out.pointee = copy
    }

    static func give(_ json: JSONValue, to out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) throws(KeepsakeError) {
        try give(CanonicalJSON.string(json), to: out)
    }

    /// The options of reading a bundle: optional (NULL for the defaults), of a known version.
    static func readOptions(_ options: UnsafePointer<ks_read_options>?) throws(KeepsakeError) -> ReadOptions {
        guard let o = options?.pointee else { return ReadOptions() }
        guard o.version >= 1 && o.version <= UInt32(KS_READ_OPTIONS_VERSION) else {
            throw .invalidArgument("options->version is \(o.version); this library knows versions 1 to \(KS_READ_OPTIONS_VERSION) (use KS_READ_OPTIONS_INIT)")
        }
        return ReadOptions(limits: ReadLimits(maxMembers: o.max_members, maxMemberSize: o.max_member_size,
                                              maxTotalSize: o.max_total_size, maxManifestSize: o.max_manifest_size),
                           progress: progress(o.progress, o.progress_payload))
    }

    /// The options of an export: required, of a version this library knows, with `created`.
    static func exportOptions(_ options: UnsafePointer<ks_export_options>?) throws(KeepsakeError) -> ExportOptions {
        guard let o = options?.pointee else { throw .invalidArgument("options is NULL; it must give at least 'created'") }
        guard o.version >= 1 && o.version <= UInt32(KS_EXPORT_OPTIONS_VERSION) else {
            throw .invalidArgument("options->version is \(o.version); this library knows versions 1 to \(KS_EXPORT_OPTIONS_VERSION) (use KS_EXPORT_OPTIONS_INIT)")
        }
        return ExportOptions(created: try string(o.created, "options->created"), progress: progress(o.progress, o.progress_payload))
    }

    static func progress(_ function: ks_progress_fn?, _ payload: UnsafeMutableRawPointer?) -> ProgressHandler? {
        guard let function else { return nil }
        return { done, total in function(done, total, payload) == 0 }
    }
}
