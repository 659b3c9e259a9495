import KeepsakeCore

/// Viewer bundles for relatives (FORMAT.md section 15): the centre's key, `export --viewer`,
/// `open`, `verify --user` and `dump --user`. Passwords come from the prompt or stdin, never the command line.
enum ViewerCommands {
    static let centreKeyVerb = CLI.Verb(
        name: "centre-key", abstract: "Create or show the centre's signing key for viewer bundles.",
        usage: "keepsake centre-key create|show --store DIR [--as USER]",
        details: "create makes the store's Ed25519 key pair once (its secret key never leaves the store);\nshow prints its public key and the fingerprint relatives compare, e.g. fe81-2c12-f3ab-4ce6.\n\nOptions:\n  --store DIR   the centre's store folder\n  --as USER     sign in as staff or owner",
        run: centreKey)

    static let openVerb = CLI.Verb(
        name: "open", abstract: "Open a viewer bundle on a relative's device and show the dossier.",
        usage: "keepsake open --store DIR --user NAME [--today DATE] BUNDLE",
        details: "Verifies the bundle, signs in as NAME (the password is asked for without echo, or read\nfrom stdin), decrypts it into the device's store and prints the patient and timeline as\nJSON. The first bundle of a dossier pins the centre's key; a later one replaces the copy\nonly when signed by the same key with a higher revision.\n\nOptions:\n  --store DIR     the device's store folder (created when missing)\n  --user NAME     the relative's username\n  --today DATE    the civil day access is checked on (default: today, UTC)",
        run: open)

    static func centreKey(_ args: inout Arguments) throws(CLIError) {
        let sub = args.takeFirstWord() ?? ""
        let storePath = try args.required("--store")
        let actingAs = try args.option("--as")
        try Commands.noPositionals(&args)
        let store = try Commands.core { () throws(KeepsakeError) in try Store.open(at: storePath) }
        let session = try Commands.session(store, actingAs)
        let key: CentreKey
        switch sub {
        case "create": key = try Commands.core { () throws(KeepsakeError) in try session.createCentreKey(now: Clock.now()) }
        case "show": key = try Commands.core { () throws(KeepsakeError) in try session.centreKey() }
        default: throw .usage("expected create or show", verb: "centre-key")
        }
        Output.out("fingerprint \(key.fingerprint)\npublic key  \(Hex.encode(key.publicKey))\n")
    }

    /// `keepsake export --viewer PATIENT_ID …`, called by `export`.
    static func export(_ args: inout Arguments, patientID: String) throws(CLIError) {
        let storePath = try args.required("--store")
        guard let output = try args.option("-o", "--output") else { throw .usage("-o OUT is required", verb: "export") }
        let created = try args.option("--created") ?? Clock.now()
        let today = try args.option("--today") ?? String(Clock.now().prefix(10))
        let actingAs = try args.option("--as")
        try Commands.noPositionals(&args)
        let store = try Commands.core { () throws(KeepsakeError) in try Store.open(at: storePath) }
        let session = try Commands.session(store, actingAs)
        let result = try Commands.core { () throws(KeepsakeError) -> ViewerExportResult in
            try session.exportViewerBundle(patientID: patientID, to: output, today: today,
                                           options: ExportOptions(created: created, progress: Output.progressBar("export")))
        }
        Output.out("wrote \(result.path): viewer bundle of \(result.dossierID), revision \(result.revision), for \(result.recipients) relative(s), signed by \(ViewerCrypto.fingerprint(keyID: result.keyID)), \(result.size) bytes\n")
        if !result.withoutKey.isEmpty {
            Output.err("keepsake: note: linked relatives without a viewer key (reset their password to include them): \(result.withoutKey.joined(separator: ", "))\n")
        }
    }

    static func open(_ args: inout Arguments) throws(CLIError) {
        let storePath = try args.required("--store")
        let user = try args.required("--user")
        let actingAs = try args.option("--as")
        let today = try args.option("--today") ?? String(Clock.now().prefix(10))
        let limits = try args.limits()
        let path = try args.single("BUNDLE")
        let store = try Commands.core { () throws(KeepsakeError) in try Store.open(at: storePath, create: true) }
        // Who opens it into the store: the device's implicit owner, or with --as an owner account
        // (its password is read first, then the relative's).
        let opener = try Commands.session(store, actingAs)
        let password = try PasswordInput.read("Password for \(user): ")
        let (session, result) = try Commands.core { () throws(KeepsakeError) in
            try opener.openViewerBundle(at: path, username: user, password: password, today: today, now: Clock.now(),
                                       options: ReadOptions(limits: limits, progress: Output.progressBar("open")))
        }
        let view = try Commands.core { () throws(KeepsakeError) -> JSONValue in
            let patient = try session.patient(result.dossierID, today: today)
            let timeline = try session.timeline(patientID: result.dossierID, TimelineQuery(), today: today)
            return ["opened": result.json, "patient": patient.json, "timeline": timeline.json]
        }
        Output.out(CanonicalJSON.string(view) + "\n")
    }

    /// What `verify --user` and `dump --user` read: the day, the limits, the bundle, and the
    /// password (asked for, or read from stdin).
    private static func recipientArguments(_ args: inout Arguments, user: String) throws(CLIError)
        -> (today: String, options: ReadOptions, path: String, password: String) {
        let today = try args.option("--today") ?? String(Clock.now().prefix(10))
        let limits = try args.limits()
        let path = try args.single("BUNDLE")
        return (today, ReadOptions(limits: limits), path, try PasswordInput.read("Password for \(user): "))
    }

    /// `keepsake verify --user NAME BUNDLE`, called by `verify`: decrypts every member.
    static func verify(_ args: inout Arguments, user: String) throws(CLIError) {
        let (today, options, path, password) = try recipientArguments(&args, user: user)
        let info = try Commands.core { () throws(KeepsakeError) in
            try ViewerBundles.verify(at: path, username: user, password: password, today: today, options: options)
        }
        Output.out("\(path): valid (viewer bundle of \(info["dossier_id"]?.stringValue ?? "?"), every member decrypted)\n")
    }

    /// `keepsake dump --user NAME BUNDLE`, called by `dump`: what the recipient sees (R60).
    static func dump(_ args: inout Arguments, user: String) throws(CLIError) {
        let (today, options, path, password) = try recipientArguments(&args, user: user)
        let dump = try Commands.core { () throws(KeepsakeError) in
            try ViewerBundles.dump(at: path, username: user, password: password, today: today, options: options)
        }
        Output.out(CanonicalJSON.string(dump) + "\n")
    }
}
