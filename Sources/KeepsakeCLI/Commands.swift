import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The verbs' bodies: each parses its arguments and calls the core's Swift API.
enum Commands {
    /// Runs a core call, turning its error into the CLI's one-line failure.
    static func core<T>(_ body: () throws(KeepsakeError) -> T) throws(CLIError) -> T {
        do throws(KeepsakeError) {
            return try body()
        } catch {
            throw .failed(error.message)
        }
    }

    static func initStore(_ args: inout Arguments) throws(CLIError) {
        let path = try args.single("DIR")
        if FileSystem.exists(path + "/keepsake.db") { throw .failed("'\(path)' already holds a Keepsake store") }
        let info = try core { () throws(KeepsakeError) in JSON(try Store.open(at: path, create: true).info()) }
        args.printer.done(info, "created an empty Keepsake store at \(path) (id \(info["id"]?.stringValue ?? "?"))\n")
    }

    static func verify(_ args: inout Arguments) throws(CLIError) {
        if let user = try args.option("--user") { return try ViewerCommands.verify(&args, user: user) }
        let limits = try args.limits()
        let path = try args.single("BUNDLE")
        let progress = args.printer.progress("verify")
        try core { () throws(KeepsakeError) in
            try Bundles.verify(at: path, options: ReadOptions(limits: limits, progress: progress))
        }
        // Like test(1) and cmp -s: with -q the exit status alone says it.
        args.printer.done(["path": .string(path), "valid": true] as JSON, "\(path): valid\n")
    }

    static func inspect(_ args: inout Arguments) throws(CLIError) {
        let limits = try args.limits()
        let path = try args.single("BUNDLE")
        let info = try core { () throws(KeepsakeError) in JSON(try Bundles.inspect(at: path, options: ReadOptions(limits: limits))) }
        let manifest = info["manifest"]
        func field(_ key: String) -> String {
            switch manifest?[key] {
            case .string(let s)?: return s
            case .int(let i)?: return String(i)
            default: return "?"
            }
        }
        let media = info["counts"]?["media"]?.intValue ?? 0
        let bytes = info["counts"]?["media_bytes"]?.intValue ?? 0
        args.printer.record(info, """
            bundle:          \(path)
            format:          \(field("format")) version \(field("format_version"))
            kind:            \(field("kind"))
            access:          \(field("access"))
            created:         \(field("created"))
            generator:       \(field("generator"))
            media:           \(media) files, \(bytes) bytes

            """)
    }

    static func dump(_ args: inout Arguments) throws(CLIError) {
        if let user = try args.option("--user") { return try ViewerCommands.dump(&args, user: user) }
        let limits = try args.limits()
        let path = try args.single("BUNDLE")
        let dump = try core { () throws(KeepsakeError) in try Bundles.dump(at: path, options: ReadOptions(limits: limits)) }
        Output.out(dump.canonicalJSON + "\n")
    }

    static func importBundle(_ args: inout Arguments) throws(CLIError) {
        let access = try args.store(writes: true)
        let limits = try args.limits()
        let path = try args.single("BUNDLE")
        let session = try access.session()
        let printer = args.printer
        let result = try printer.cancellable { () throws(CLIError) -> ImportResult in
            let progress = printer.progress("import")
            return try core { () throws(KeepsakeError) -> ImportResult in
                try session.importBundle(from: path, options: ReadOptions(limits: limits, progress: progress))
            }
        }
        let maps = result.mindMaps
        let mapText = maps.added + maps.replaced + maps.copied + maps.unchanged == 0 ? ""
            : "; mind maps: \(maps.added) added, \(maps.replaced) replaced, \(maps.copied) kept beside a newer one, \(maps.unchanged) unchanged"
        var more = mapText
        if let d = result.dossiers {
            more += "; patients: \(d.patientsAdded) added, \(d.patientsUpdated) updated, \(d.patientsKept) kept, \(d.patientsUnchanged) unchanged"
                + "; actions: \(d.actionsAdded) added, \(d.actionVersionsAdded) versions appended, \(d.actionsCopied) kept beside a diverged one"
                + "; attachments: \(d.attachmentsAdded) added, \(d.attachmentsCopied) kept beside another"
        }
        if let moods = result.moods {
            more += "; mood days: \(moods.daysTaken) taken, \(moods.daysKept) kept"
        }
        if let routine = result.routine { more += "; routine: \(routine.rawValue)" }
        printer.done(result, "imported \(path) (\(result.kind)): \(result.mediaAdded) media added, \(result.mediaPresent) already present\(more)\n")
    }

    static func export(_ args: inout Arguments) throws(CLIError) {
        if let patient = try args.option("--viewer") { return try ViewerCommands.export(&args, patientID: patient) }
        let access = try args.store()
        guard let output = try args.output("-o", "--output") else { throw .usage("-o OUT is required", verb: nil) }
        let created = try args.instant("--created")
        let base = try args.option("--since")
        try args.none()
        let session = try access.session()
        try writeBundle(args.printer, access, output, label: "export") { (path, progress) throws(KeepsakeError) in
            try session.exportBundle(to: path, options: ExportOptions(created: created, progress: progress, base: base))
        }
    }

    /// Writes a bundle through `body` to `output` (for `-o -`, to a temporary file in the
    /// store's `tmp/`, then to stdout), cancellable by a signal, and says what it wrote.
    static func writeBundle(_ printer: Printer, _ access: StoreAccess, _ output: OutputTarget, label: String,
                            _ body: (String, @escaping ProgressHandler) throws(KeepsakeError) -> ExportResult) throws(CLIError) {
        let result = try write(printer, access, output, binary: true) { (path) throws(KeepsakeError) in try body(path, printer.progress(label)) }
        if case .file = output {
            printer.done(result, "wrote \(result.path): \(result.members) members, \(result.size) bytes\n")
        }
    }

    /// Runs `body` with the path to write: OUT itself, or for `-o -` a file in a folder of
    /// the store's `tmp/` named after this process (so the next open sweeps it if this process
    /// is killed), then copied to stdout and removed. A bundle is not written to a terminal.
    static func write<R>(_ printer: Printer, _ access: StoreAccess, _ output: OutputTarget, binary: Bool,
                         _ body: (String) throws(KeepsakeError) -> R) throws(CLIError) -> R {
        switch output {
        case .file(let path):
            return try printer.cancellable { () throws(CLIError) -> R in try core { () throws(KeepsakeError) -> R in try body(path) } }
        case .standardOutput:
            if binary && isatty(1) == 1 { throw .failed("stdout is a terminal: redirect it, or give -o FILE, to write binary output (a bundle, an .xmind file)") }
            if access.readOnly || !access.writable {
                throw .failed("'-o -' writes through the store's tmp/ folder, and the store at '\(access.path)' is read-only: give -o FILE")
            }
            let folder = access.path + "/tmp/" + FileSystem.processScopedName() + ".stdout"
            return try printer.cancellable { () throws(CLIError) -> R in
                defer { FileSystem.removeTree(folder) }
                let result = try core { () throws(KeepsakeError) -> R in
                    try FileSystem.makeDirectory(folder)
                    return try body(folder + "/out")
                }
                try copyToStandardOutput(folder + "/out", printer.interrupts)
                return result
            }
        }
    }

    private static func copyToStandardOutput(_ path: String, _ interrupts: Interrupts) throws(CLIError) {
        let file = try core { () throws(KeepsakeError) in try File.openForReading(path) }
        defer { try? file.close() }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: File.bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        while !interrupts.requested {
            let n = try core { () throws(KeepsakeError) in try file.read(into: buffer) }
            if n == 0 { return }
            guard Output.write(1, Array(buffer[0..<n])) else { throw .failed("cannot write to stdout: \(String(cString: strerror(errno)))") }
        }
    }

    /// Writes text made in memory (a CSV, an SVG) to a file, atomically, or to stdout.
    static func writeText(_ printer: Printer, _ text: String, to output: OutputTarget) throws(CLIError) {
        switch output {
        case .file(let path):
            try printer.cancellable { () throws(CLIError) in
                try core { () throws(KeepsakeError) in try AtomicFile.write(Array(text.utf8), to: path) }
            }
            printer.done(["path": .string(path), "size": .int(Int64(text.utf8.count))], "wrote \(path)\n")
        case .standardOutput:
            Output.out(text)
        }
    }

    /// At most one of a verb's outputs may be stdout.
    static func oneStandardOutput(_ outputs: [OutputTarget?]) throws(CLIError) {
        let count = outputs.filter { if case .standardOutput? = $0 { return true } else { return false } }.count
        if count > 1 { throw .usage("only one output may be - (stdout)", verb: nil) }
    }

    static func media(_ args: inout Arguments) throws(CLIError) {
        let sub = args.takeFirstWord() ?? ""
        let printer = args.printer
        switch sub {
        case "add":
            let access = try args.store(writes: true)
            let addedAt = try args.instant("--added-at")
            let files = try args.positionals()
            guard !files.isEmpty else { throw .usage("missing FILE", verb: "media") }
            let session = try access.session()
            var records: [JSON] = []
            try core { () throws(KeepsakeError) in
                for file in files {
                    let record = try session.importMedia(fromFile: file, now: addedAt)
                    if !printer.json { printer.done(JSON.null, "added \(file): \(record.mediaType), \(counted(record.size, "byte")), sha256 \(record.sha256)\n") }
                    var json = JSON(record)
                    if case .object(var members) = json { members["file"] = .string(file); json = .object(members) }
                    records.append(json)
                }
            }
            if printer.json { printer.done(records, "") }
        case "list":
            let access = try args.store()
            try args.none()
            let session = try access.session()
            let records = try core { () throws(KeepsakeError) in try session.listMedia() }
            printer.record(records, TextView.listing(["sha256", "size", "type", "added"],
                                                                          records.map { [$0.sha256, String($0.size), $0.mediaType, $0.addedAt.rfc3339] }))
        case "delete":
            let access = try args.store(writes: true)
            let given = try args.positionals()
            guard !given.isEmpty else { throw .usage("missing SHA256", verb: "media") }
            let session = try access.session()
            var hashes: [String] = []
            for hash in given { hashes.append(try IDPrefix.media(hash, session)) }
            try core { () throws(KeepsakeError) in try session.deleteMedia(hashes) }
            printer.done(JSON.object(["deleted": .array(hashes.map { .string($0) })]), hashes.map { "deleted \($0)\n" }.joined())
        default:
            break
        }
    }

    static func info(_ args: inout Arguments) throws(CLIError) {
        let access = try args.store()
        let check = args.flag("--check")
        try args.none()
        let order = ["path", "id", "schema_version", "format_version", "writable", "media_count", "media_bytes", "check"]
        // Whether the store can be changed, not how info opened it (read-only, to read anywhere).
        func described(_ info: JSON) -> JSON {
            guard case .object(var members) = info else { return info }
            members["read_only"] = nil
            members["writable"] = .bool(access.writable)
            return .object(members)
        }
        guard check else {
            let store = try access.open(readOnly: true)
            let info = described(try core { () throws(KeepsakeError) in JSON(try store.info()) })
            args.printer.record(info, TextView.render(info, order: order))
            return
        }
        let session = try access.session()
        let (info, report) = try core { () throws(KeepsakeError) in (JSON(try session.store.info()), JSON(try session.checkMedia())) }
        guard case .object(var members) = described(info) else { return }
        members["check"] = report
        let value = JSON.object(members)
        args.printer.record(value, TextView.render(value, order: order))
        if case .object(let r) = report, case .array(let damaged)? = r["damaged"], !damaged.isEmpty {
            throw .failed("\(damaged.count) of the store's media files are damaged (listed under \"check\")")
        }
    }
}
