import CKeepsake
import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The shared shapes of an exported function: convert the arguments, call the core, hand the
// result back, map the error. Every function in Exports*.swift is one of these calls.

/// A `char **` out-parameter.
public typealias OutText = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
/// A `const char *` argument.
public typealias InText = UnsafePointer<CChar>
/// A `ks_… **` out-parameter.
public typealias OutHandle = UnsafeMutablePointer<OpaquePointer?>

/// Whether a JSON out-parameter may be NULL: `.optional` for calls whose result is a courtesy
/// (a change returning the changed record), `.required` for calls that only return it.
enum Out { case optional, required }

/// A call on the object behind `handle` whose JSON result goes to `out` (cleared first).
func call<T: Handled>(_ out: OutText?, _ need: Out, _ handle: OpaquePointer?, as _: T.Type,
                      _ body: (T) throws(KeepsakeError) -> JSONValue) -> ks_status {
    out?.pointee = nil
    return entry { () throws(KeepsakeError) in
        if need == .required && out == nil { throw .invalidArgument("out_json is NULL") }
        let object = try Handles.get(handle, as: T.self)
        try Arg.give(try body(object), to: out)
    }
}

/// A call on a session whose JSON result goes to `out`.
func call(_ out: OutText?, _ need: Out, _ session: OpaquePointer?,
          _ body: (Session) throws(KeepsakeError) -> JSONValue) -> ks_status {
    call(out, need, session, as: Session.self, body)
}

/// A call on the object behind `handle` that returns nothing but its status.
func call<T: Handled>(_ handle: OpaquePointer?, as _: T.Type, _ body: (T) throws(KeepsakeError) -> Void) -> ks_status {
    entry { () throws(KeepsakeError) in try body(try Handles.get(handle, as: T.self)) }
}

/// A call on a session that returns nothing but its status.
func call(_ session: OpaquePointer?, _ body: (Session) throws(KeepsakeError) -> Void) -> ks_status {
    call(session, as: Session.self, body)
}

/// A call that opens a new handle into `out` (cleared first; required).
func open<T: Handled>(_ out: OutHandle?, _ body: () throws(KeepsakeError) -> T) -> ks_status {
    out?.pointee = nil
    return entry { () throws(KeepsakeError) in
        guard let out else { throw .invalidArgument("out is NULL") }
        out.pointee = try Handles.make(try body())
    }
}

/// A ranged read into a caller's buffer: `read` fills it; with no buffer and no capacity only
/// `check` runs (does the thing exist and may the session read it?).
func readInto(_ outLength: UnsafeMutablePointer<Int>?, _ buffer: UnsafeMutableRawPointer?, _ capacity: Int,
              _ session: OpaquePointer?, check: (Session) throws(KeepsakeError) -> Void,
              read: (Session, UnsafeMutableRawBufferPointer) throws(KeepsakeError) -> Int) -> ks_status {
    outLength?.pointee = 0
    return entry { () throws(KeepsakeError) in
        guard let outLength else { throw .invalidArgument("out_length is NULL") }
        guard capacity >= 0 else { throw .invalidArgument("capacity is too large") }
        let s = try Handles.get(session, as: Session.self)
        guard let buffer else {
            guard capacity == 0 else { throw .invalidArgument("out_buffer is NULL but capacity is \(capacity)") }
            try check(s)
            return
        }
        outLength.pointee = try read(s, UnsafeMutableRawBufferPointer(start: buffer, count: capacity))
    }
}

/// Argument conversion from C.
enum Arg {
    /// A required string: NULL and invalid UTF-8 are refused, naming the argument.
    static func string(_ pointer: InText?, _ name: String) throws(KeepsakeError) -> String {
        guard let pointer else { throw .invalidArgument("\(name) is NULL") }
        guard let value = String(validatingCString: pointer) else { throw .invalidArgument("\(name) is not valid UTF-8") }
        return value
    }

    /// A required day `YYYY-MM-DD`, parsed with the core's message naming the argument.
    static func day(_ pointer: InText?, _ name: String) throws(KeepsakeError) -> CivilDate {
        try CivilDate.parse(try string(pointer, name), name)
    }

    /// An optional day `YYYY-MM-DD`: NULL means none.
    static func optionalDay(_ pointer: InText?, _ name: String) throws(KeepsakeError) -> CivilDate? {
        pointer == nil ? nil : try day(pointer, name)
    }

    /// A required RFC 3339 instant, kept as the host wrote it, parsed with the core's message
    /// naming the argument.
    static func instant(_ pointer: InText?, _ name: String) throws(KeepsakeError) -> Instant {
        try Instant.parse(try string(pointer, name), name)
    }

    /// An optional string: NULL means none.
    static func optional(_ pointer: InText?, _ name: String) throws(KeepsakeError) -> String? {
        pointer == nil ? nil : try string(pointer, name)
    }

    /// Hands a string to the caller, who frees it with ks_free. A NULL `out` wants none.
    static func give(_ value: String, to out: OutText?) throws(KeepsakeError) {
        guard let out else { return }
        guard let copy = strdup(value) else { throw .noSpace("out of memory") }
        out.pointee = copy
    }

    /// A result as canonical JSON, through the public encoding a Swift host uses too.
    static func give(_ json: some JSONEncodable, to out: OutText?) throws(KeepsakeError) {
        try give(json.canonicalJSON, to: out)
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

    /// The limits of an outline import: optional (NULL for the defaults), of a known version;
    /// a zero field is its default.
    static func importOptions(_ options: UnsafePointer<ks_import_options>?) throws(KeepsakeError) -> OutlineImportLimits {
        guard let o = options?.pointee else { return .defaults }
        guard o.version >= 1 && o.version <= UInt32(KS_IMPORT_OPTIONS_VERSION) else {
            throw .invalidArgument("options->version is \(o.version); this library knows versions 1 to \(KS_IMPORT_OPTIONS_VERSION) (use KS_IMPORT_OPTIONS_INIT)")
        }
        let defaults = OutlineImportLimits.defaults
        func value(_ field: UInt64, _ name: String, _ fallback: Int) throws(KeepsakeError) -> Int {
            guard field != 0 else { return fallback }
            guard let int = Int(exactly: field) else { throw .invalidArgument("options->\(name) is \(field), out of range") }
            return int
        }
        return OutlineImportLimits(maxNodes: try value(o.max_nodes, "max_nodes", defaults.maxNodes),
                                   maxDepth: try value(o.max_depth, "max_depth", defaults.maxDepth),
                                   maxTextBytes: try value(o.max_text_bytes, "max_text_bytes", defaults.maxTextBytes),
                                   maxInputBytes: try value(o.max_input_bytes, "max_input_bytes", defaults.maxInputBytes),
                                   maxGrowthRatio: try value(o.max_growth_ratio, "max_growth_ratio", defaults.maxGrowthRatio))
    }

    /// The options of an export: required, of a version this library knows, with `created`.
    static func exportOptions(_ options: UnsafePointer<ks_export_options>?) throws(KeepsakeError) -> ExportOptions {
        guard let o = options?.pointee else { throw .invalidArgument("options is NULL; it must give at least 'created'") }
        guard o.version >= 1 && o.version <= UInt32(KS_EXPORT_OPTIONS_VERSION) else {
            throw .invalidArgument("options->version is \(o.version); this library knows versions 1 to \(KS_EXPORT_OPTIONS_VERSION) (use KS_EXPORT_OPTIONS_INIT)")
        }
        var options = ExportOptions(created: try Instant.parse(try string(o.created, "options->created"), "created"), progress: progress(o.progress, o.progress_payload))
        if o.version >= 2 {
            options.base = try optional(o.base, "options->base")
            guard o.base_revision >= 0 else { throw .invalidArgument("options->base_revision is \(o.base_revision); it is 0 (none) or a revision ≥ 1") }
            options.baseRevision = o.base_revision == 0 ? nil : o.base_revision
        }
        return options
    }

    static func progress(_ function: ks_progress_fn?, _ payload: UnsafeMutableRawPointer?) -> ProgressHandler? {
        guard let function else { return nil }
        return { done, total in function(done, total, payload) == 0 }
    }

    /// Flags made of the `known` bits only.
    static func flags(_ flags: UInt32, known: UInt32) throws(KeepsakeError) -> UInt32 {
        guard flags & ~known == 0 else { throw .invalidArgument("flags has unknown bits 0x\(String(flags & ~known, radix: 16))") }
        return flags
    }
}
