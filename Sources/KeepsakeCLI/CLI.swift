import KeepsakeCore

/// A failure the CLI reports: a usage mistake (exit 2) or a failed operation (exit 1).
enum CLIError: Error {
    case usage(String, verb: String?)
    case failed(String)
}

/// The verbs, their help, and the dispatch.
enum CLI {
    struct Verb: Sendable {
        let name: String
        let abstract: String
        let usage: String
        let details: String
        let run: @Sendable (inout Arguments) throws(CLIError) -> Void
        /// Whether `--json` applies (the verb prints records or confirmations).
        var json = true
    }

    static let verbs: [Verb] = [
        Verb(name: "init", abstract: "Create an empty store.",
             usage: "keepsake init DIR",
             details: "Creates the folder DIR (its parent must exist) holding an empty store: keepsake.db, media/\nand tmp/. Refuses DIR when it already holds a store. Verbs that write refuse a missing\nstore unless given --create, so that a mistyped --store never makes a new one.",
             run: Commands.initStore),
        Verb(name: "verify", abstract: "Check a bundle against every rule of FORMAT.md.",
             usage: "keepsake verify [LIMITS] BUNDLE\n       keepsake verify --user NAME [--today DATE] [LIMITS] VIEWER_BUNDLE",
             details: "Exits 0 only for a valid bundle. A refusal is one line on stderr:\n  keepsake: invalid bundle [NAME]: details\nNAME is an error name of FORMAT.md section 10. A viewer bundle (section 15) is checked\nwithout credentials as far as it can be (container, hashes, signature); with --user NAME\n(the password asked for, or read from stdin) every member is decrypted and checked on\n--today DATE (default: today).\n\n" + Arguments.limitsHelp,
             run: Commands.verify),
        Verb(name: "inspect", abstract: "Show a bundle's manifest and counts.",
             usage: "keepsake inspect [--json] [LIMITS] BUNDLE",
             details: "Verifies the bundle first.\n\n" + Arguments.limitsHelp,
             run: Commands.inspect),
        Verb(name: "dump", abstract: "Print the canonical JSON dump of a bundle.",
             usage: "keepsake dump [LIMITS] BUNDLE\n       keepsake dump --user NAME [--today DATE] [LIMITS] VIEWER_BUNDLE",
             details: "Prints FORMAT.md section 7's dump on stdout (always JSON), only for a valid bundle. A\nviewer bundle (section 15) dumps only with a recipient's credentials: --user NAME, the\npassword asked for or read from stdin, and --today DATE (default: today), the day its\naccess is checked for; every member is decrypted and the dump shows what the relative\nsees (R60).\n\n" + Arguments.limitsHelp,
             run: Commands.dump),
        Verb(name: "import", abstract: "Verify a bundle and import it into a store, all or nothing.",
             usage: "keepsake import --store DIR [--create] [--as USER] [LIMITS] BUNDLE",
             details: "Options:\n  --store DIR   the store folder\n  --create      create the store when DIR holds none\n  --as USER     sign in as USER (needed once the store has accounts;\n                the password is asked for, or read from stdin)\n\n" + Arguments.limitsHelp,
             run: Commands.importBundle),
        Verb(name: "export", abstract: "Write a bundle of everything in a store.",
             usage: "keepsake export --store DIR [--as USER] -o OUT [--created INSTANT] [--since BASE]\n       keepsake export --viewer PATIENT_ID --store DIR --as STAFF -o OUT [--today DATE] [--created INSTANT] [--since REVISION]",
             details: "Writes atomically: a temporary file beside OUT, flushed, then renamed. SIGINT or SIGTERM\nduring the export removes the temporary files.\n\nOptions:\n  --store DIR         the store folder\n  --as USER           sign in as USER (needed once the store has accounts)\n  -o, --output OUT    the bundle to write (a regular file, replaced if present), or - for stdout\n  --created INSTANT   the RFC 3339 instant in the manifest (default: now);\n                      the same content and instant give a byte-identical bundle\n  --viewer ID         a viewer bundle of patient ID for the relatives linked to them\n                      on --today (FORMAT.md section 15): signed, sealed, not deterministic\n  --today DATE        the civil day relatives' links are checked on (default: today)\n  --since BASE        an update bundle (FORMAT.md section 16) against BASE, a bundle the\n                      recipient has imported: every record, only the media BASE lacked;\n                      'keepsake import' of it refuses a store without BASE's media\n  --since REVISION    with --viewer: an update against that revision, which the relatives'\n                      devices hold: only media it did not carry are sealed",
             run: Commands.export),
        Verb(name: "media", abstract: "Add media files to a store, list them, or delete unattached ones.",
             usage: "keepsake media add --store DIR [--create] [--as USER] [--added-at INSTANT] FILE...\n       keepsake media list --store DIR [--as USER]\n       keepsake media delete --store DIR [--as USER] SHA256...",
             details: "add streams each file in, hashing it; content already present is not stored twice.\nlist prints one line per file: SHA-256, size, media type, added at.\ndelete removes media no attachment refers to, record and file; media still attached\nare refused, and nothing is deleted.\n\nOptions:\n  --store DIR          the store folder\n  --create             for add: create the store when DIR holds none\n  --added-at INSTANT   the RFC 3339 instant recorded for new files (default: now)\n  --as USER            sign in as USER (needed once the store has accounts)",
             run: Commands.media),
        Verb(name: "account", abstract: "Add, list, change and remove the accounts of a store.",
             usage: "keepsake account add --store DIR [--create] [--as USER] --username NAME [--display-name TEXT] --role owner|staff|relative\n       keepsake account list --store DIR [--as USER]\n       keepsake account passwd --store DIR --username NAME\n       keepsake account passwd --store DIR --as USER --reset NAME\n       keepsake account remove --store DIR [--as USER] --username NAME",
             details: "Passwords are never taken from the command line: they are asked for without echo when\nstdin is a terminal, else read one per line from stdin (for passwd: the current one,\nthe new one, then the current one again; with --as, the acting user's first).\nA store without accounts acts as its implicit owner, who creates the first account.\n\nOptions:\n  --store DIR     the store folder\n  --create        for add: create the store when DIR holds none\n  --as USER       sign in as USER to act (needed once the store has accounts)\n  --reset NAME    set NAME's password as staff or owner; ends NAME's sessions",
             run: Commands.account),
        Verb(name: "mood", abstract: "Mark days' moods, show tiles and the summary, import and export.",
             usage: "keepsake mood set --store DIR [--create] [--as USER] [--date YYYY-MM-DD] [--note TEXT] good|ok|bad\n       keepsake mood clear --store DIR [--as USER] [--date YYYY-MM-DD]\n       keepsake mood tiles --store DIR [--as USER] [--preset PRESET]\n       keepsake mood summary --store DIR [--as USER]\n       keepsake mood import --store DIR [--create] [--as USER] (--daylio FILE [--levels JSON] | --pixels FILE)\n       keepsake mood export --store DIR [--as USER] [--year YEAR] [--csv OUT] [--svg OUT] [--bundle OUT [--created INSTANT]]",
             details: "Every verb takes --today YYYY-MM-DD (default: today in the local time zone); a day\nafter today is refused. Presets: current_month, last_1_month, last_3_months,\nlast_6_months, last_12_months, year_to_date, all_time. Daylio's moods fold onto three\n(rad, good: good; meh: ok; bad, awful: bad, by averaging a day's levels); --levels\ngives renamed moods a level from 1 to 5, e.g. {\"Calm\":3}. Days already marked are\nkept. --svg draws a year in pixels; --bundle writes a bundle of kind mood, which\n'keepsake import' merges day by day (the later change wins). tiles prints a calendar\n(+ good, o ok, - bad, . unmarked), summary the streak and each range's counts.\n\nOptions:\n  --store DIR      the store folder\n  --create         for set and import: create the store when DIR holds none\n  --as USER        sign in as USER (needed once the store has accounts)\n  --today DATE     the host's civil date\n  --csv, --svg, --bundle OUT   the files to write; - for stdout (one of them)\n  --created INSTANT  for --bundle: the manifest's RFC 3339 instant (default: now);\n                   the same log and instant give a byte-identical bundle",
             run: Commands.mood),
        Verb(name: "map", abstract: "Create, show, change, import and export mind maps.",
             usage: Commands.mapUsage, details: Commands.mapDetails, run: Commands.map),
        Verb(name: "render", abstract: "Draw a mind map as an SVG radial tree.",
             usage: "keepsake render --store DIR [--as USER] -o OUT.svg MAP_ID\n       keepsake render --store DIR [--as USER] -o OUT.svg --node NODE_ID [--size 414x896]",
             details: "The root in the centre, each level on rings around it, each subtree given room in\nproportion to its leaves; no two labels overlap (long titles are shortened, the full title\nin a tooltip). With --node, one level as an app shows it (ks_mindmap_layout): the node in\nthe centre of a WIDTHxHEIGHT screen, its children in bubbles around it. Writes atomically;\nthe same map gives the same bytes.\n\nOptions:\n  --node NODE_ID     draw that node's level instead of the whole map\n  --size WxH         the screen for --node (default 414x896)\n  --store DIR        the store folder\n  --as USER          sign in as USER (needed once the store has accounts)\n  -o, --output OUT   the SVG file to write, or - for stdout",
             run: Commands.render),
        dossierVerb,
        Verb(name: "routine", abstract: "The supplement routine: start, check in, progress, reminders, export.",
             usage: "keepsake routine start --store DIR [--create] [--as USER] [--start YYYY-MM-DD] [--days N] [--goal GOAL]\n       keepsake routine take|untake --store DIR [--as USER] [--date YYYY-MM-DD] SLOT\n       keepsake routine note --store DIR [--as USER] [--date YYYY-MM-DD] TEXT\n       keepsake routine rate --store DIR [--as USER] [--date YYYY-MM-DD] --energy N --sleep N --stress N\n       keepsake routine home|progress|reminders|achievements|results|message --store DIR [--as USER]\n       keepsake routine calendar --store DIR [--as USER] [--month YYYY-MM]\n       keepsake routine export --store DIR [--as USER] [--csv OUT] [--bundle OUT [--created INSTANT]]",
             details: "Slots default to morning (08:00) and evening (20:00). Goals: better_sleep, less_stress,\nmore_energy, better_focus. Every verb takes --today YYYY-MM-DD (default: today in the\nlocal time zone); a day after today is refused. Views print text, or JSON with --json.\n\nOptions:\n  --store DIR     the store folder\n  --create        for start: create the store when DIR holds none\n  --as USER       sign in as USER (needed once the store has accounts)\n  --today DATE    the host's civil date\n  --csv, --bundle OUT   the files to write; - for stdout (one of them)\n  --created INSTANT  for --bundle: the manifest's RFC 3339 instant (default: now);\n                  the same routine and instant give a byte-identical bundle",
             run: Commands.routine),
        Verb(name: "login", abstract: "Sign in to a store once, for the commands that follow.",
             usage: "keepsake login --store DIR --as USER",
             details: "Signs in as USER (the password asked for, or read from stdin) and remembers the sign-in:\nthe store's remember token, in a file readable only by you under\n$XDG_STATE_HOME/keepsake/sign-ins/ (~/.local/state/keepsake/sign-ins/ without it), one per\nstore. Later commands on that store act as USER without --as or a password until\n'keepsake logout'. A sign-in the store no longer accepts (signed out elsewhere, ended\nby a password change or reset, expired after 30 days) asks for the password again.\n\nOptions:\n  --store DIR   the store folder\n  --as USER     the account to sign in as",
             run: Commands.login),
        Verb(name: "logout", abstract: "End the sign-in 'keepsake login' remembered for a store.",
             usage: "keepsake logout --store DIR",
             details: "Ends the session in the store (its token stops working everywhere) and removes the file\n'keepsake login' wrote.\n\nOptions:\n  --store DIR   the store folder",
             run: Commands.logout),
        ViewerCommands.centreKeyVerb,
        ViewerCommands.inviteVerb,
        ViewerCommands.trustVerb,
        ViewerCommands.openVerb,
        FeedCommands.publishVerb,
        FeedCommands.pullVerb,
        Verb(name: "info", abstract: "Describe a store.",
             usage: "keepsake info --store DIR [--check [--as USER]]",
             details: "Prints the store's id, path, schema and format versions and media totals.\n\nOptions:\n  --store DIR   the store folder\n  --check       also read every media file and compare it with its SHA-256: the\n                damaged ones are listed under \"check\", and the exit status is 1\n  --as USER     with --check: sign in as USER (needed once the store has accounts)",
             run: Commands.info),
        Verb(name: "demo", abstract: "Build a sample store and bundles to look at.",
             usage: "keepsake demo DIR",
             details: "Creates DIR/store with generated photos and a short generated video, a mind map, a\npatient, a viewer bundle opened on DIR/device, a year of moods and a routine; exports\nDIR/bundles/archive.keepsake and a bundle of each kind, verifies them, writes the\narchive's dump beside it, and prints what it did and commands to try. No network is\nneeded; running it again reuses the store.",
             run: Commands.demo, json: false),
        Verb(name: "completions", abstract: "Print the bash or zsh completion script.",
             usage: "keepsake completions bash|zsh",
             details: "Generated from the verbs' help, like the man page ('keepsake man'). For example:\n  source <(keepsake completions bash)\n  keepsake completions zsh > ~/.zfunc/_keepsake\nscripts/install puts both under PREFIX/share.",
             run: Commands.completions, json: false),
        Verb(name: "man", abstract: "Print the man page (roff).",
             usage: "keepsake man",
             details: "The keepsake(1) page, generated from the verbs' help: 'keepsake man | man -l -'.",
             run: Commands.manPage, json: false),
    ]

    static let overview = """
        keepsake — import, export, verify and dump Keepsake bundles; keep mind maps, a mood log,
        a routine and patient dossiers in a store.

        Usage: keepsake VERB [OPTIONS] [ARGUMENTS]
               keepsake help VERB      (same as keepsake VERB --help)
               keepsake --version

        Verbs:

        """

    static let commonOptions = """
        Options every verb takes:
          --json        print records as canonical JSON (one document on stdout) instead of text
          -q, --quiet   no progress display and no confirmations; errors still go to stderr
          -h, --help    this verb's help
        """

    static let stores = """
        Stores: --store DIR names the store; without it, the store is $KEEPSAKE_STORE. A verb
        that writes to a store refuses a missing one unless it was made with
        'keepsake init DIR' or the verb is given --create. Every verb that takes --store also
        takes --read-only, which opens the store for reading only (a change is refused); a
        store whose folder cannot be written (a read-only mount) is opened so without it.
        Ids of maps, nodes, patients and media may be given by a unique prefix of at least 4
        characters (map show 01a235bc); an ambiguous one is refused with the candidates. 'Today' is the civil date in the local
        time zone (TZ) for every verb that takes --today. Files named with -o, --csv, --svg or
        --bundle are written atomically and replace only a regular file; '-o -' writes to stdout.
        The centre's signing key is kept sealed under the host key, which every verb gives the
        store from $KEEPSAKE_HOST_KEY_FILE (a file of 32 bytes or 64 hex digits) or
        $KEEPSAKE_HOST_KEY (64 hex digits); centre-key create and export --viewer need it.
        """

    static let exitStatus = """
        Exit status:
          0         success
          1         the operation failed: one line on stderr says why, and nothing was changed
          2         a usage mistake: the message and the verb's usage on stderr
          128+N     ended by signal N (130 for SIGINT, 143 for SIGTERM); an export or import
                    under way removes its temporary files first
        """

    static func help() -> String {
        let width = verbs.map(\.name.count).max() ?? 0
        let lines = verbs.map { "  " + $0.name.padding(width) + "   " + $0.abstract }
        return overview + lines.joined(separator: "\n") + "\n\n" + commonOptions + "\n\n" + stores + "\n\n" + exitStatus + "\n"
    }

    static func help(for verb: Verb) -> String {
        "\(verb.abstract)\n\nUsage: \(verb.usage)\n\n\(verb.details)\n\n"
            + (verb.json ? "Every verb also takes --json (records as canonical JSON), -q/--quiet and --help.\n"
                         : "Every verb also takes -q/--quiet and --help.\n")
    }

    static func run(_ raw: [String]) -> Int32 {
        guard let first = raw.first else {
            Output.err(help())
            return 2
        }
        switch first {
        case "--help", "-h":
            Output.out(help())
            return 0
        case "--version":
            Output.out("keepsake \(KeepsakeVersion.string) (bundle format \(BundleSchema.formatVersion))\n")
            return 0
        case "help":
            guard raw.count > 1 else { Output.out(help()); return 0 }
            guard let verb = verbs.first(where: { $0.name == raw[1] }) else {
                Output.err(unknownVerb(raw[1]))
                return 2
            }
            Output.out(help(for: verb))
            return 0
        default:
            break
        }
        guard let verb = verbs.first(where: { $0.name == first }) else {
            Output.err(first.hasPrefix("-") ? "keepsake: unknown option \(first); options follow the verb: see 'keepsake --help'\n"
                                            : unknownVerb(first))
            return 2
        }
        let (rest, json, quiet) = Arguments.takeCommon(Array(raw.dropFirst()))
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            Output.out(help(for: verb))
            return 0
        }
        let interrupts = Interrupts()
        interrupts.start()
        let printer = Printer(json: json, quiet: quiet, interrupts: interrupts)
        var arguments = Arguments(rest, printer: printer)
        do throws(CLIError) {
            if json && !verb.json { throw .usage("\(verb.name) has no --json output", verb: nil) }
            try checkSubverb(verb, arguments.firstWord)
            try Arguments.checkOptions(rest, known: verb.options(for: verb.subverbs.isEmpty ? nil : arguments.firstWord))
            try verb.run(&arguments)
            return 0
        } catch {
            switch error {
            case .usage(let message, let name):
                let usage = verbs.first(where: { $0.name == (name ?? verb.name) })?.usage ?? verb.usage
                printer.error("keepsake: \(message)\nUsage: \(usage)\n")
                return 2
            case .failed(let message):
                printer.error("keepsake: \(message)\n")
                return 1
            }
        }
    }

    /// A verb with sub-verbs (`keepsake mood set`, …) names one first; the list comes from
    /// the verb's usage lines, like the completions.
    static func checkSubverb(_ verb: Verb, _ word: String?) throws(CLIError) {
        let subverbs = verb.subverbs
        guard !subverbs.isEmpty else { return }
        let list = subverbs.joined(separator: ", ")
        guard let word else { throw .usage("\(verb.name) needs one of: \(list)", verb: nil) }
        guard subverbs.contains(word) else {
            let hint = Suggestion.nearest(word, among: subverbs).map { " (did you mean '\(verb.name) \($0)'?)" } ?? ""
            throw .usage("unknown \(verb.name) command '\(word)'\(hint); use one of: \(list)", verb: nil)
        }
    }

    /// "keepsake: unknown verb 'exprot' (did you mean 'export'?); see 'keepsake --help'".
    static func unknownVerb(_ word: String) -> String {
        let hint = Suggestion.nearest(word, among: verbs.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
        return "keepsake: unknown verb '\(word)'\(hint); see 'keepsake --help'\n"
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
