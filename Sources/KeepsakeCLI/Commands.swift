import KeepsakeCore

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

    static func verify(_ args: inout Arguments) throws(CLIError) {
        if let user = try args.option("--user") { return try ViewerCommands.verify(&args, user: user) }
        let limits = try args.limits()
        let path = try args.single("BUNDLE")
        try core { () throws(KeepsakeError) in
            try Bundles.verify(at: path, options: ReadOptions(limits: limits, progress: Output.progressBar("verify")))
        }
        Output.out("\(path): valid\n")
    }

    static func inspect(_ args: inout Arguments) throws(CLIError) {
        let json = args.flag("--json")
        let limits = try args.limits()
        let path = try args.single("BUNDLE")
        let info = try core { () throws(KeepsakeError) in try Bundles.inspect(at: path, options: ReadOptions(limits: limits)) }
        if json {
            Output.out(CanonicalJSON.string(info) + "\n")
            return
        }
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
        Output.out("""
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
        Output.out(CanonicalJSON.string(dump) + "\n")
    }

    static func importBundle(_ args: inout Arguments) throws(CLIError) {
        let storePath = try args.required("--store")
        let actingAs = try args.option("--as")
        let limits = try args.limits()
        let path = try args.single("BUNDLE")
        let store = try core { () throws(KeepsakeError) in try Store.open(at: storePath, create: true) }
        let session = try session(store, actingAs)
        let result = try core { () throws(KeepsakeError) -> ImportResult in
            try session.importBundle(from: path, options: ReadOptions(limits: limits, progress: Output.progressBar("import")))
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
            more += "; mood days: \(moods["days_taken"]?.intValue ?? 0) taken, \(moods["days_kept"]?.intValue ?? 0) kept"
        }
        if case .string(let routine)? = result.routine { more += "; routine: \(routine)" }
        Output.out("imported \(path) (\(result.kind)): \(result.mediaAdded) media added, \(result.mediaPresent) already present\(more)\n")
    }

    static func export(_ args: inout Arguments) throws(CLIError) {
        if let patient = try args.option("--viewer") { return try ViewerCommands.export(&args, patientID: patient) }
        let storePath = try args.required("--store")
        guard let output = try args.option("-o", "--output") else { throw .usage("-o OUT is required", verb: nil) }
        let created = try args.option("--created") ?? Clock.now()
        let actingAs = try args.option("--as")
        try noPositionals(&args)
        let store = try core { () throws(KeepsakeError) in try Store.open(at: storePath) }
        let session = try session(store, actingAs)
        let result = try core { () throws(KeepsakeError) -> ExportResult in
            try session.exportBundle(to: output, options: ExportOptions(created: created, progress: Output.progressBar("export")))
        }
        Output.out("wrote \(result.path): \(result.members) members, \(result.size) bytes\n")
    }

    static func media(_ args: inout Arguments) throws(CLIError) {
        let rest = try peekSubverb(&args)
        switch rest {
        case "add":
            let storePath = try args.required("--store")
            let addedAt = try args.option("--added-at") ?? Clock.now()
            let actingAs = try args.option("--as")
            let files = try args.positionals()
            guard !files.isEmpty else { throw .usage("missing FILE", verb: "media") }
            let store = try core { () throws(KeepsakeError) in try Store.open(at: storePath, create: true) }
            let session = try session(store, actingAs)
            try core { () throws(KeepsakeError) in
                for file in files {
                    let record = try session.importMedia(fromFile: file, now: addedAt)
                    Output.out("\(record.sha256)  \(record.size)  \(record.mediaType)  \(file)\n")
                }
            }
        case "list":
            let storePath = try args.required("--store")
            let actingAs = try args.option("--as")
            try noPositionals(&args)
            let store = try core { () throws(KeepsakeError) in try Store.open(at: storePath) }
            let session = try session(store, actingAs)
            let records = try core { () throws(KeepsakeError) in try session.listMedia() }
            for r in records { Output.out("\(r.sha256)  \(r.size)  \(r.mediaType)  \(r.addedAt)\n") }
        default:
            throw .usage("media needs 'add' or 'list'", verb: "media")
        }
    }

    static func info(_ args: inout Arguments) throws(CLIError) {
        let storePath = try args.required("--store")
        let check = args.flag("--check")
        let actingAs = try args.option("--as")
        try noPositionals(&args)
        guard check else {
            let info = try core { () throws(KeepsakeError) in try Store.open(at: storePath, readOnly: true).info() }
            Output.out(CanonicalJSON.string(info) + "\n")
            return
        }
        let store = try core { () throws(KeepsakeError) in try Store.open(at: storePath) }
        let session = try session(store, actingAs)
        let (info, report) = try core { () throws(KeepsakeError) in (try store.info(), try session.checkMedia()) }
        guard case .object(var members) = info else { return }
        members["check"] = report
        Output.out(CanonicalJSON.string(.object(members)) + "\n")
        if case .object(let r) = report, case .array(let damaged)? = r["damaged"], !damaged.isEmpty {
            throw .failed("\(damaged.count) of the store's media files are damaged (listed under \"check\")")
        }
    }

    /// Takes the sub-verb (such as `add`), which comes right after the verb.
    private static func peekSubverb(_ args: inout Arguments) throws(CLIError) -> String {
        args.takeFirstWord() ?? ""
    }
}
