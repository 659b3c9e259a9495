import CKeepsake
import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Each function converts its arguments, calls the core, and maps errors: no logic lives here.
// `@c @implementation` makes the compiler check every signature against Include/keepsake.h.
// The shapes they share (a call on a handle, a JSON result, a new handle, a ranged read) are
// in Convert.swift.

// MARK: - Library

/// "MAJOR.MINOR.PATCH", made once from the header's macros (the one place the version is written).
nonisolated(unsafe) private let versionString: UnsafePointer<CChar>? = UnsafePointer(strdup(KeepsakeVersion.string))
private let noVersion: StaticString = "?"

@c @implementation
public func ks_version() -> UnsafePointer<CChar>! {
    versionString ?? UnsafeRawPointer(noVersion.utf8Start).assumingMemoryBound(to: CChar.self)
}

@c @implementation
public func ks_version_number() -> UInt32 {
    UInt32(KeepsakeVersion.major * 10000 + KeepsakeVersion.minor * 100 + KeepsakeVersion.patch)
}

@c @implementation
public func ks_last_error_message() -> UnsafePointer<CChar>! {
    ErrorSlot.get()
}

private let statusNames: [StaticString] = [
    "KS_OK", "KS_ERR_INVALID_ARGUMENT", "KS_ERR_NOT_FOUND", "KS_ERR_ALREADY_EXISTS",
    "KS_ERR_PERMISSION_DENIED", "KS_ERR_READ_ONLY", "KS_ERR_INVALID_BUNDLE",
    "KS_ERR_UNSUPPORTED_VERSION", "KS_ERR_IO", "KS_ERR_BUSY", "KS_ERR_AUTH_FAILED",
    "KS_ERR_LIMIT_EXCEEDED", "KS_ERR_CORRUPT_STORE", "KS_ERR_CANCELLED", "KS_ERR_NO_SPACE",
    "KS_ERR_INTERNAL", "KS_ERR_LOCKED", "KS_ERR_KEY_MISMATCH", "KS_ERR_STALE_REVISION",
    "KS_ERR_FOREIGN_KEY", "KS_ERR_CHECK_FAILED", "KS_ERR_NOT_NULL", "KS_ERR_BASE_MISSING",
    "KS_ERR_SESSION_REVOKED",
]
private let unknownStatus: StaticString = "KS_ERR_UNKNOWN"

@c @implementation
public func ks_status_name(_ status: ks_status) -> UnsafePointer<CChar>! {
    let index = -Int(status.rawValue)
    let name = (0..<statusNames.count).contains(index) ? statusNames[index] : unknownStatus
    return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
}

@c @implementation
public func ks_free(_ pointer: UnsafeMutableRawPointer?) {
    free(pointer)
}

// MARK: - Stores

@c @implementation
public func ks_store_open(_ out: OutHandle?, _ path: InText?, _ flags: UInt32) -> ks_status {
    open(out) { () throws(KeepsakeError) in
        let f = try Arg.flags(flags, known: UInt32(KS_OPEN_CREATE) | UInt32(KS_OPEN_READ_ONLY))
        return try Store.open(at: try Arg.string(path, "path"), create: f & UInt32(KS_OPEN_CREATE) != 0,
                              readOnly: f & UInt32(KS_OPEN_READ_ONLY) != 0)
    }
}

@c @implementation
public func ks_store_close(_ store: OpaquePointer?) {
    Handles.close(store, .store)
}

@c @implementation
public func ks_store_info(_ outJSON: OutText?, _ store: OpaquePointer?) -> ks_status {
    call(outJSON, .required, store, as: Store.self) { (st) throws(KeepsakeError) in try st.info().json }
}

@c @implementation
public func ks_store_set_host_key(_ store: OpaquePointer?, _ key: UnsafeRawPointer?, _ length: Int) -> ks_status {
    call(store, as: Store.self) { (st) throws(KeepsakeError) in
        guard let key else { throw .invalidArgument("key is NULL") }
        guard length == ViewerCrypto.hostKeyBytes else { throw .invalidArgument("length is \(length); the host key is \(ViewerCrypto.hostKeyBytes) bytes") }
        try st.setHostKey(Array(UnsafeRawBufferPointer(start: key, count: length)))
    }
}

// MARK: - Sessions

@c @implementation
public func ks_session_open_owner(_ out: OutHandle?, _ store: OpaquePointer?) -> ks_status {
    open(out) { () throws(KeepsakeError) in try Handles.get(store, as: Store.self).ownerSession() }
}

@c @implementation
public func ks_session_info(_ outJSON: OutText?, _ session: OpaquePointer?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.info().json }
}

@c @implementation
public func ks_session_close(_ session: OpaquePointer?) {
    Handles.close(session, .session)
}

// MARK: - Media

@c @implementation
public func ks_media_import_file(_ outJSON: OutText?, _ session: OpaquePointer?, _ path: InText?, _ now: InText?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.importMedia(fromFile: try Arg.string(path, "path"), now: try Arg.instant(now, "now")).json
    }
}

@c @implementation
public func ks_media_writer_open(_ out: OutHandle?, _ session: OpaquePointer?, _ now: InText?) -> ks_status {
    open(out) { () throws(KeepsakeError) in
        try Handles.get(session, as: Session.self).openMediaWriter(now: try Arg.instant(now, "now"))
    }
}

@c @implementation
public func ks_media_writer_write(_ writer: OpaquePointer?, _ data: UnsafeRawPointer?, _ length: Int) -> ks_status {
    call(writer, as: MediaWriter.self) { (w) throws(KeepsakeError) in
        guard length >= 0 else { throw .invalidArgument("length is too large") }
        if length == 0 { return }
        guard let data else { throw .invalidArgument("data is NULL but length is \(length)") }
        try w.write(UnsafeRawBufferPointer(start: data, count: length))
    }
}

@c @implementation
public func ks_media_writer_finish(_ outJSON: OutText?, _ writer: OpaquePointer?) -> ks_status {
    call(outJSON, .optional, writer, as: MediaWriter.self) { (w) throws(KeepsakeError) in try w.finish().json }
}

@c @implementation
public func ks_media_writer_close(_ writer: OpaquePointer?) {
    Handles.close(writer, .mediaWriter)
}

@c @implementation
public func ks_media_get(_ outJSON: OutText?, _ session: OpaquePointer?, _ sha256: InText?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in try s.media(try Arg.string(sha256, "sha256")).json }
}

@c @implementation
public func ks_media_list(_ outJSON: OutText?, _ session: OpaquePointer?) -> ks_status {
    call(outJSON, .required, session) { (s) throws(KeepsakeError) in ["media": .array(try s.listMedia().map(\.json))] }
}

@c @implementation
public func ks_media_delete(_ session: OpaquePointer?, _ sha256: InText?) -> ks_status {
    call(session) { (s) throws(KeepsakeError) in try s.deleteMedia(try Arg.string(sha256, "sha256")) }
}

@c @implementation
public func ks_media_read(_ outLength: UnsafeMutablePointer<Int>?, _ outBuffer: UnsafeMutableRawPointer?, _ capacity: Int,
                          _ session: OpaquePointer?, _ sha256: InText?, _ offset: UInt64) -> ks_status {
    readInto(outLength, outBuffer, capacity, session,
             check: { (s) throws(KeepsakeError) in _ = try s.media(try Arg.string(sha256, "sha256")) },
             read: { (s, buffer) throws(KeepsakeError) in try s.readMedia(try Arg.string(sha256, "sha256"), offset: offset, into: buffer) })
}

// MARK: - Bundles

@c @implementation
public func ks_bundle_export(_ outJSON: OutText?, _ session: OpaquePointer?, _ path: InText?,
                             _ options: UnsafePointer<ks_export_options>?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.exportBundle(to: try Arg.string(path, "path"), options: try Arg.exportOptions(options)).json
    }
}

@c @implementation
public func ks_bundle_import(_ outJSON: OutText?, _ session: OpaquePointer?, _ path: InText?,
                             _ options: UnsafePointer<ks_read_options>?) -> ks_status {
    call(outJSON, .optional, session) { (s) throws(KeepsakeError) in
        try s.importBundle(from: try Arg.string(path, "path"), options: try Arg.readOptions(options)).json
    }
}

@c @implementation
public func ks_bundle_verify(_ path: InText?, _ options: UnsafePointer<ks_read_options>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Bundles.verify(at: try Arg.string(path, "path"), options: try Arg.readOptions(options))
    }
}

@c @implementation
public func ks_bundle_inspect(_ outJSON: OutText?, _ path: InText?, _ options: UnsafePointer<ks_read_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        try Arg.give(try Bundles.inspect(at: try Arg.string(path, "path"), options: try Arg.readOptions(options)).json, to: outJSON)
    }
}

@c @implementation
public func ks_bundle_dump(_ outJSON: OutText?, _ path: InText?, _ options: UnsafePointer<ks_read_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let dump = try Bundles.dump(at: try Arg.string(path, "path"), options: try Arg.readOptions(options))
        try Arg.give(dump.canonicalJSON + "\n", to: outJSON)
    }
}
