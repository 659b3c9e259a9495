import CKeepsake
import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Each function converts its arguments, calls the core, and maps errors: no logic lives here.
// `@c @implementation` makes the compiler check every signature against Include/keepsake.h.

// MARK: - Library

private let versionString: StaticString = "0.1.0"

@c @implementation
public func ks_version() -> UnsafePointer<CChar>! {
    UnsafeRawPointer(versionString.utf8Start).assumingMemoryBound(to: CChar.self)
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
public func ks_store_open(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ path: UnsafePointer<CChar>?, _ flags: UInt32) -> ks_status {
    out?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let out else { throw .invalidArgument("out is NULL") }
        let known = UInt32(KS_OPEN_CREATE) | UInt32(KS_OPEN_READ_ONLY)
        guard flags & ~known == 0 else { throw .invalidArgument("flags has unknown bits 0x\(String(flags & ~known, radix: 16))") }
        let store = try Store.open(at: try Arg.string(path, "path"),
                                   create: flags & UInt32(KS_OPEN_CREATE) != 0,
                                   readOnly: flags & UInt32(KS_OPEN_READ_ONLY) != 0)
        out.pointee = Handles.make(store, .store)
    }
}

@c @implementation
public func ks_store_close(_ store: OpaquePointer?) {
    Handles.close(store, .store)
}

@c @implementation
public func ks_store_info(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ store: OpaquePointer?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let info = try Handles.get(store, .store, as: Store.self).info()
        try Arg.give(info, to: outJSON)
    }
}

// MARK: - Sessions

@c @implementation
public func ks_session_open_owner(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ store: OpaquePointer?) -> ks_status {
    out?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let out else { throw .invalidArgument("out is NULL") }
        let session = try Handles.get(store, .store, as: Store.self).ownerSession()
        out.pointee = Handles.make(session, .session)
    }
}

@c @implementation
public func ks_session_info(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        try Arg.give(try Handles.get(session, .session, as: Session.self).info(), to: outJSON)
    }
}

@c @implementation
public func ks_session_close(_ session: OpaquePointer?) {
    Handles.close(session, .session)
}

// MARK: - Media

@c @implementation
public func ks_media_import_file(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                                 _ path: UnsafePointer<CChar>?, _ now: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        let record = try s.importMedia(fromFile: try Arg.string(path, "path"), now: try Arg.string(now, "now"))
        try Arg.give(record.json, to: outJSON)
    }
}

@c @implementation
public func ks_media_writer_open(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ session: OpaquePointer?, _ now: UnsafePointer<CChar>?) -> ks_status {
    out?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let out else { throw .invalidArgument("out is NULL") }
        let s = try Handles.get(session, .session, as: Session.self)
        out.pointee = Handles.make(try s.openMediaWriter(now: try Arg.string(now, "now")), .mediaWriter)
    }
}

@c @implementation
public func ks_media_writer_write(_ writer: OpaquePointer?, _ data: UnsafeRawPointer?, _ length: Int) -> ks_status {
    entry { () throws(KeepsakeError) in
        let w = try Handles.get(writer, .mediaWriter, as: MediaWriter.self)
        guard length >= 0 else { throw .invalidArgument("length is too large") }
        if length == 0 { return }
        guard let data else { throw .invalidArgument("data is NULL but length is \(length)") }
        try w.write(UnsafeRawBufferPointer(start: data, count: length))
    }
}

@c @implementation
public func ks_media_writer_finish(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ writer: OpaquePointer?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let record = try Handles.get(writer, .mediaWriter, as: MediaWriter.self).finish()
        try Arg.give(record.json, to: outJSON)
    }
}

@c @implementation
public func ks_media_writer_close(_ writer: OpaquePointer?) {
    Handles.close(writer, .mediaWriter)
}

@c @implementation
public func ks_media_get(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                         _ sha256: UnsafePointer<CChar>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let s = try Handles.get(session, .session, as: Session.self)
        try Arg.give(try s.media(try Arg.string(sha256, "sha256")).json, to: outJSON)
    }
}

@c @implementation
public func ks_media_list(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let records = try Handles.get(session, .session, as: Session.self).listMedia()
        try Arg.give(["media": .array(records.map(\.json))], to: outJSON)
    }
}

@c @implementation
public func ks_media_read(_ outLength: UnsafeMutablePointer<Int>?, _ session: OpaquePointer?, _ sha256: UnsafePointer<CChar>?,
                          _ offset: UInt64, _ buffer: UnsafeMutableRawPointer?, _ capacity: Int) -> ks_status {
    outLength?.pointee = 0
    return entry { () throws(KeepsakeError) in
        guard let outLength else { throw .invalidArgument("out_length is NULL") }
        let s = try Handles.get(session, .session, as: Session.self)
        let hash = try Arg.string(sha256, "sha256")
        guard capacity >= 0 else { throw .invalidArgument("capacity is too large") }
        guard let buffer else {
            if capacity == 0 { _ = try s.media(hash); return }
            throw .invalidArgument("buffer is NULL but capacity is \(capacity)")
        }
        outLength.pointee = try s.readMedia(hash, offset: offset, into: UnsafeMutableRawBufferPointer(start: buffer, count: capacity))
    }
}

// MARK: - Bundles

@c @implementation
public func ks_bundle_export(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                             _ path: UnsafePointer<CChar>?, _ options: UnsafePointer<ks_export_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        let target = try Arg.string(path, "path")
        let exportOptions = try Arg.exportOptions(options)
        let result = try s.exportBundle(to: target, options: exportOptions)
        try Arg.give(result.json, to: outJSON)
    }
}

@c @implementation
public func ks_bundle_import(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ session: OpaquePointer?,
                             _ path: UnsafePointer<CChar>?, _ options: UnsafePointer<ks_read_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        let s = try Handles.get(session, .session, as: Session.self)
        let result = try s.importBundle(from: try Arg.string(path, "path"), options: try Arg.readOptions(options))
        try Arg.give(result.json, to: outJSON)
    }
}

@c @implementation
public func ks_bundle_verify(_ path: UnsafePointer<CChar>?, _ options: UnsafePointer<ks_read_options>?) -> ks_status {
    entry { () throws(KeepsakeError) in
        try Bundles.verify(at: try Arg.string(path, "path"), options: try Arg.readOptions(options))
    }
}

@c @implementation
public func ks_bundle_inspect(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ path: UnsafePointer<CChar>?,
                              _ options: UnsafePointer<ks_read_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        try Arg.give(try Bundles.inspect(at: try Arg.string(path, "path"), options: try Arg.readOptions(options)), to: outJSON)
    }
}

@c @implementation
public func ks_bundle_dump(_ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ path: UnsafePointer<CChar>?,
                           _ options: UnsafePointer<ks_read_options>?) -> ks_status {
    outJSON?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let outJSON else { throw .invalidArgument("out_json is NULL") }
        let dump = try Bundles.dump(at: try Arg.string(path, "path"), options: try Arg.readOptions(options))
        try Arg.give(CanonicalJSON.string(dump) + "\n", to: outJSON)
    }
}
