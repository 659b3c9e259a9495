import KeepsakeCore

/// Viewer bundles for relatives (FORMAT.md section 15): the centre's key, `export --viewer`,
/// `open`, `verify --user` and `dump --user`. Passwords come from the prompt or stdin, never the command line.
enum ViewerCommands {
    static let centreKeyVerb = CLI.Verb(
        name: "centre-key", abstract: "Create, show or rotate the centre's signing key for viewer bundles.",
        usage: "keepsake centre-key create|show|rotate --store DIR [--as USER]",
        details: "create makes the store's Ed25519 key pair once (its secret key never leaves the store,\nwhich keeps it sealed under the host key: $KEEPSAKE_HOST_KEY_FILE or $KEEPSAKE_HOST_KEY, needed\nby create, rotate and export --viewer; a store whose key is still plain has it sealed when first\nopened with one);\nshow prints its public key and the fingerprint relatives compare, e.g. fe81-2c12-f3ab-4ce6-ac5d-b69a-c352-f906;\nrotate replaces the key (a lost tablet, a new server): the old and the new key sign a\nrotation record that the next 'keepsake publish' puts in every feed, so devices follow it\nwithout a new invitation (FORMAT.md R76).\n\nOptions:\n  --store DIR   the centre's store folder\n  --as USER     sign in as staff or owner",
        run: centreKey)

    static let openVerb = CLI.Verb(
        name: "open", abstract: "Open a viewer bundle on a relative's device and show the dossier.",
        usage: "keepsake open --store DIR [--create] [--as USER] --user NAME [--today DATE] [LIMITS] BUNDLE",
        details: "Verifies the bundle, signs in as NAME (the password is asked for without echo, or read\nfrom stdin), decrypts it into the device's store and prints the patient and timeline\n(as JSON with --json). Only a bundle signed by a centre the device trusts opens ('keepsake\ntrust'); the first bundle of a dossier pins that key, and a later one replaces the copy\nonly when signed by the same key with a higher revision.\n\nOptions:\n  --store DIR     the device's store folder\n  --create        create the store when DIR holds none (a new device)\n  --as USER       an owner account that opens it into the store (needed once the store has\n                  accounts; its password is read first, then the relative's)\n  --user NAME     the relative's username\n  --today DATE    the civil day access is checked on (default: today)\n\n" + Arguments.limitsHelp,
        run: open)

    static let inviteVerb = CLI.Verb(
        name: "invite", abstract: "Print a relative's invitation to the centre's viewer bundles.",
        usage: "keepsake invite --store DIR [--as USER] [--min REVISION] [--feed URL] USERNAME",
        details: "Prints the invitation of relative USERNAME (FORMAT.md R72): one short text with the\ncentre's full public key and the username, to hand over out of band (printed, or as a QR\ncode); the relative's device accepts it with 'keepsake trust' and then opens the centre's\nbundles, and only those.\n\nOptions:\n  --store DIR       the centre's store folder\n  --as USER         sign in as staff or owner\n  --min REVISION    the device refuses the centre's bundles below this revision (a copy\n                    older than what the centre has now)\n  --feed URL        where the device may fetch the centre's bundles (https:// or http://)",
        run: invite)

    static let trustVerb = CLI.Verb(
        name: "trust", abstract: "Trust the centre an invitation names, on a relative's device.",
        usage: "keepsake trust --store DIR [--create] [--as USER] INVITATION\n       keepsake trust --store DIR [--as USER] --forget PUBLIC_KEY",
        details: "A device opens viewer bundles only from centres it trusts, each from an invitation\n('keepsake invite' at the centre). With --forget, the centre's key and every dossier it\nsigned leave the device; its bundles then need a new invitation.\n\nOptions:\n  --store DIR            the device's store folder\n  --create               create the store when DIR holds none (a new device)\n  --as USER              an owner account (needed once the store has accounts)\n  --forget PUBLIC_KEY    forget the centre of this public key (64 hex digits)",
        run: trust)

    static func invite(_ args: inout Arguments) throws(CLIError) {
        let access = try args.store()
        let minRevision = try args.option("--min").map { (text: String) throws(CLIError) -> Int64 in
            guard let n = Int64(text), n >= 1 else { throw .usage("--min takes a revision of 1 or more, not '\(Arguments.quoted(text))'", verb: "invite") }
            return n
        }
        let feedURL = try args.option("--feed")
        let username = try args.single("USERNAME")
        let session = try access.session()
        let invitation = try Commands.core { () throws(KeepsakeError) -> ViewerInvitation in
            let key = Username.key((try? Username.normalize(username)) ?? username)
            guard let account = try session.listAccounts().first(where: { Username.key($0.username) == key }) else {
                throw .notFound("no account \(quoted: username)")
            }
            return try session.viewerInvitation(accountID: account.id, minRevision: minRevision, feedURL: feedURL)
        }
        args.printer.record(invitation, "\(invitation.text)\nfingerprint \(invitation.fingerprint)\n")
    }

    static func trust(_ args: inout Arguments) throws(CLIError) {
        let access = try args.store(writes: true)
        let forget = try args.option("--forget")
        let text = forget == nil ? try args.single("INVITATION") : nil
        try args.none()
        let store = try access.open()
        let owner = try Commands.session(store, access.actingAs)
        if let forget {
            let gone = try Commands.core { () throws(KeepsakeError) in try owner.forgetCentre(publicKey: forget) }
            args.printer.record(gone, "forgot centre \(gone.publicKey) and \(gone.dossiers.count) dossier(s)\n")
        } else if let text {
            let centre = try Commands.core { () throws(KeepsakeError) in try owner.trustInvitation(text, now: Clock.now()) }
            let extra = (centre.minRevision.map { ", revision \($0) or later" } ?? "") + (centre.feedURL.map { ", feed \($0)" } ?? "")
            args.printer.record(centre, "trusting centre \(centre.fingerprint) (invitation for \(centre.username)\(extra))\n")
        }
    }

    static func centreKey(_ args: inout Arguments) throws(CLIError) {
        let sub = args.takeFirstWord() ?? ""
        let access = try args.store()
        try args.none()
        let session = try access.session()
        let key: CentreKey
        switch sub {
        case "create": key = try Commands.core { () throws(KeepsakeError) in try session.createCentreKey(now: Clock.now()) }
        case "rotate": key = try Commands.core { () throws(KeepsakeError) in try session.rotateCentreKey(now: Clock.now()) }
        default: key = try Commands.core { () throws(KeepsakeError) in try session.centreKey() }
        }
        args.printer.record(key, "fingerprint \(key.fingerprint)\npublic key  \(Hex.encode(key.publicKey))\n")
    }

    /// `keepsake export --viewer PATIENT_ID …`, called by `export`.
    static func export(_ args: inout Arguments, patientID: String) throws(CLIError) {
        let access = try args.store()
        guard let output = try args.output("-o", "--output") else { throw .usage("-o OUT is required", verb: "export") }
        let created = try args.instant("--created")
        let today = try args.today()
        var baseRevision: Int64?
        if let since = try args.option("--since") {
            guard let revision = Int64(since), revision >= 1 else {
                throw .usage("--since takes, with --viewer, the revision the relatives' devices hold (an integer ≥ 1), not '\(Arguments.quoted(since))'", verb: "export")
            }
            baseRevision = revision
        }
        try args.none()
        let session = try access.session()
        let printer = args.printer
        let patient = try IDPrefix.patient(patientID, session, today: today)
        let result = try Commands.write(printer, access, output, binary: true) { (path) throws(KeepsakeError) -> ViewerExportResult in
            try session.exportViewerBundle(patientID: patient, to: path, today: today,
                                           options: ExportOptions(created: created, progress: printer.progress("export"), baseRevision: baseRevision))
        }
        if case .file = output {
            printer.done(result, "wrote \(result.path): viewer bundle of \(result.dossierID), revision \(result.revision), for \(result.recipients) relative(s), signed by \(result.fingerprint), \(result.size) bytes\n")
        }
        if !result.withoutKey.isEmpty {
            printer.error("keepsake: note: linked relatives without a viewer key (reset their password to include them): \(result.withoutKey.joined(separator: ", "))\n")
        }
    }

    static func open(_ args: inout Arguments) throws(CLIError) {
        let access = try args.store(writes: true)
        let user = try args.required("--user")
        let today = try args.today()
        let limits = try args.limits()
        let path = try args.single("BUNDLE")
        let store = try access.open()
        // Who opens it into the store: the device's implicit owner, or with --as an owner account
        // (its password is read first, then the relative's).
        let opener = try Commands.session(store, access.actingAs)
        let password = try PasswordInput.read("Password for \(user): ")
        let printer = args.printer
        let (session, result) = try printer.cancellable { () throws(CLIError) -> (Session, ViewerOpenResult) in
            let progress = printer.progress("open")
            return try Commands.core { () throws(KeepsakeError) in
                try opener.openViewerBundle(at: path, username: user, password: password, today: today, now: Clock.now(),
                                            options: ReadOptions(limits: limits, progress: progress))
            }
        }
        let view = try Commands.core { () throws(KeepsakeError) -> JSON in
            let patient = try session.patient(result.dossierID, today: today)
            let timeline = try session.timeline(patientID: result.dossierID, TimelineQuery(), today: today)
            return ["opened": JSON(result), "patient": JSON(patient), "timeline": JSON(timeline)]
        }
        printer.record(view, "dossier \(result.dossierID) as of \(result.created.rfc3339) (revision \(result.revision), signed by \(result.fingerprint))\n"
                       + TextView.render(view, order: ["opened", "patient", "timeline", "full_name", "id"]))
    }

    /// What `verify --user` and `dump --user` read: the day, the limits, the bundle, and the
    /// password (asked for, or read from stdin).
    private static func recipientArguments(_ args: inout Arguments, user: String) throws(CLIError)
        -> (today: CivilDate, options: ReadOptions, path: String, password: String) {
        let today = try args.today()
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
        args.printer.record(info, "\(path): valid (viewer bundle of \(info.dossierID ?? "?"), every member decrypted)\n")
    }

    /// `keepsake dump --user NAME BUNDLE`, called by `dump`: what the recipient sees (R60).
    static func dump(_ args: inout Arguments, user: String) throws(CLIError) {
        let (today, options, path, password) = try recipientArguments(&args, user: user)
        let dump = try Commands.core { () throws(KeepsakeError) in
            try ViewerBundles.dump(at: path, username: user, password: password, today: today, options: options)
        }
        Output.out(dump.canonicalJSON + "\n")
    }
}
