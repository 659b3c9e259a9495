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
    }

    static let verbs: [Verb] = [
        Verb(name: "verify", abstract: "Check a bundle against every rule of FORMAT.md.",
             usage: "keepsake verify [LIMITS] BUNDLE",
             details: "Exits 0 only for a valid bundle. A refusal is one line on stderr:\n  keepsake: invalid bundle [NAME]: details\nNAME is an error name of FORMAT.md section 10. A viewer bundle (section 15) is checked\nwithout credentials as far as it can be (container, hashes, signature); with --user NAME\n(the password asked for, or read from stdin) every member is decrypted and checked:\n  keepsake verify --user NAME [--today DATE] [LIMITS] VIEWER_BUNDLE\n\n" + Arguments.limitsHelp,
             run: Commands.verify),
        Verb(name: "inspect", abstract: "Show a bundle's manifest and counts.",
             usage: "keepsake inspect [--json] [LIMITS] BUNDLE",
             details: "Verifies the bundle first.\n\nOptions:\n  --json    print canonical JSON instead of text\n\n" + Arguments.limitsHelp,
             run: Commands.inspect),
        Verb(name: "dump", abstract: "Print the canonical JSON dump of a bundle.",
             usage: "keepsake dump [LIMITS] BUNDLE\n       keepsake dump --user NAME [--today DATE] [LIMITS] VIEWER_BUNDLE",
             details: "Prints FORMAT.md section 7's dump on stdout, only for a valid bundle. A viewer bundle\n(section 15) dumps only with a recipient's credentials: --user NAME, the password asked\nfor or read from stdin, and --today DATE (default: today), the day its access is checked\nfor; every member is decrypted and the dump shows what the relative sees (R60).\n\n" + Arguments.limitsHelp,
             run: Commands.dump),
        Verb(name: "import", abstract: "Verify a bundle and import it into a store, all or nothing.",
             usage: "keepsake import --store DIR [--as USER] [LIMITS] BUNDLE",
             details: "Creates the store when DIR holds none.\n\nOptions:\n  --store DIR   the store folder\n  --as USER     sign in as USER (needed once the store has accounts;\n                the password is asked for, or read from stdin)\n\n" + Arguments.limitsHelp,
             run: Commands.importBundle),
        Verb(name: "export", abstract: "Write a bundle of everything in a store.",
             usage: "keepsake export --store DIR [--as USER] -o OUT [--created INSTANT]\n       keepsake export --viewer PATIENT_ID --store DIR --as STAFF -o OUT [--today DATE] [--created INSTANT]",
             details: "Writes atomically: a temporary file beside OUT, flushed, then renamed.\n\nOptions:\n  --store DIR         the store folder\n  --as USER           sign in as USER (needed once the store has accounts)\n  -o, --output OUT    the bundle to write (replaced if present)\n  --created INSTANT   the RFC 3339 instant in the manifest (default: now);\n                      the same content and instant give a byte-identical bundle\n  --viewer ID         a viewer bundle of patient ID for the relatives linked to them\n                      on --today (FORMAT.md section 15): signed, sealed, not deterministic",
             run: Commands.export),
        Verb(name: "media", abstract: "Add media files to a store, or list them.",
             usage: "keepsake media add --store DIR [--as USER] [--added-at INSTANT] FILE...\n       keepsake media list --store DIR [--as USER]",
             details: "add streams each file in, hashing it; content already present is not stored twice.\nlist prints one line per file: SHA-256, size, media type, added at.\n\nOptions:\n  --store DIR          the store folder (created by add when missing)\n  --added-at INSTANT   the RFC 3339 instant recorded for new files (default: now)\n  --as USER            sign in as USER (needed once the store has accounts)",
             run: Commands.media),
        Verb(name: "account", abstract: "Add, list, change and remove the accounts of a store.",
             usage: "keepsake account add --store DIR [--as USER] --username NAME [--display-name TEXT] --role owner|staff|relative\n       keepsake account list --store DIR [--as USER]\n       keepsake account passwd --store DIR --username NAME\n       keepsake account passwd --store DIR --as USER --reset NAME\n       keepsake account remove --store DIR [--as USER] NAME",
             details: "Passwords are never taken from the command line: they are asked for without echo when\nstdin is a terminal, else read one per line from stdin (for passwd: the current one,\nthe new one, then the current one again; with --as, the acting user's first).\nA store without accounts acts as its implicit owner, who creates the first account.\n\nOptions:\n  --store DIR     the store folder\n  --as USER       sign in as USER to act (needed once the store has accounts)\n  --reset NAME    set NAME's password as staff or owner; ends NAME's sessions",
             run: Commands.account),
        Verb(name: "mood", abstract: "Mark days' moods, show tiles and the summary, import and export.",
             usage: "keepsake mood set --store DIR [--as USER] [--date YYYY-MM-DD] [--note TEXT] good|ok|bad\n       keepsake mood clear --store DIR [--as USER] [--date YYYY-MM-DD]\n       keepsake mood tiles --store DIR [--as USER] [--preset PRESET]\n       keepsake mood summary --store DIR [--as USER]\n       keepsake mood import --store DIR [--as USER] (--daylio FILE [--levels JSON] | --pixels FILE)\n       keepsake mood export --store DIR [--as USER] [--year YEAR] [--csv OUT] [--svg OUT] [--bundle OUT [--created INSTANT]]",
             details: "Every verb takes --today YYYY-MM-DD (default: today in the local time zone); a day\nafter today is refused. Presets: current_month, last_1_month, last_3_months,\nlast_6_months, last_12_months, year_to_date, all_time. Daylio's moods fold onto three\n(rad, good: good; meh: ok; bad, awful: bad, by averaging a day's levels); --levels\ngives renamed moods a level from 1 to 5, e.g. {\"Calm\":3}. Days already marked are\nkept. --svg draws a year in pixels; --bundle writes a bundle of kind mood, which\n'keepsake import' merges day by day (the later change wins).\n\nOptions:\n  --store DIR      the store folder\n  --as USER        sign in as USER (needed once the store has accounts)\n  --today DATE     the host's civil date\n  --created INSTANT  for --bundle: the manifest's RFC 3339 instant (default: now);\n                   the same log and instant give a byte-identical bundle",
             run: Commands.mood),
        Verb(name: "map", abstract: "Create, show, change, import and export mind maps.",
             usage: Commands.mapUsage, details: Commands.mapDetails, run: Commands.map),
        Verb(name: "render", abstract: "Draw a mind map as an SVG radial tree.",
             usage: "keepsake render --store DIR [--as USER] -o OUT.svg MAP_ID",
             details: "The root in the centre, each level on a circle around it, each subtree given room in\nproportion to its leaves. Writes atomically; the same map gives the same bytes.\n\nOptions:\n  --store DIR        the store folder\n  --as USER          sign in as USER (needed once the store has accounts)\n  -o, --output OUT   the SVG file to write",
             run: Commands.render),
        dossierVerb,
        Verb(name: "routine", abstract: "The supplement routine: start, check in, progress, reminders, export.",
             usage: "keepsake routine start --store DIR [--as USER] [--start YYYY-MM-DD] [--days N] [--goal GOAL]\n       keepsake routine take|untake --store DIR [--as USER] [--date YYYY-MM-DD] SLOT\n       keepsake routine note --store DIR [--as USER] [--date YYYY-MM-DD] TEXT\n       keepsake routine rate --store DIR [--as USER] [--date D] --energy N --sleep N --stress N\n       keepsake routine home|progress|reminders|achievements|results|message --store DIR [--as USER]\n       keepsake routine calendar --store DIR [--as USER] [--month YYYY-MM]\n       keepsake routine export --store DIR [--as USER] [--csv OUT] [--bundle OUT [--created INSTANT]]",
             details: "Slots default to morning (08:00) and evening (20:00). Goals: better_sleep, less_stress,\nmore_energy, better_focus. Every verb takes --today YYYY-MM-DD (default: today in the\nlocal time zone); a day after today is refused. Views print JSON.\n\nOptions:\n  --store DIR     the store folder\n  --as USER       sign in as USER (needed once the store has accounts)\n  --created INSTANT  for --bundle: the manifest's RFC 3339 instant (default: now);\n                  the same routine and instant give a byte-identical bundle",
             run: Commands.routine),
        ViewerCommands.centreKeyVerb,
        ViewerCommands.openVerb,
        Verb(name: "info", abstract: "Describe a store.",
             usage: "keepsake info --store DIR [--check [--as USER]]",
             details: "Prints the store's id, schema version and media totals as JSON.\n\nOptions:\n  --store DIR   the store folder\n  --check       also read every media file and compare it with its SHA-256: the\n                damaged ones are listed under \"check\", and the exit status is 1\n  --as USER     with --check: sign in as USER (needed once the store has accounts)",
             run: Commands.info),
        Verb(name: "demo", abstract: "Build a sample store and bundles to look at.",
             usage: "keepsake demo DIR",
             details: "Creates DIR/store with generated photos and a short generated video, exports\nDIR/bundles/archive.keepsake, verifies it, writes its dump beside it, and\nprints what it did. No network is needed.",
             run: Commands.demo),
    ]

    static let overview = """
        keepsake — import, export, verify and dump Keepsake bundles.

        Usage: keepsake VERB [OPTIONS] [ARGUMENTS]
               keepsake help VERB      (same as keepsake VERB --help)
               keepsake --version

        Verbs:

        """

    static func help() -> String {
        let width = verbs.map(\.name.count).max() ?? 0
        let lines = verbs.map { "  " + $0.name.padding(width) + "   " + $0.abstract }
        return overview + lines.joined(separator: "\n") + "\n"
    }

    static func help(for verb: Verb) -> String {
        "\(verb.abstract)\n\nUsage: \(verb.usage)\n\n\(verb.details)\n"
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
                Output.err("keepsake: unknown verb '\(raw[1])'; see 'keepsake --help'\n")
                return 2
            }
            Output.out(help(for: verb))
            return 0
        default:
            break
        }
        guard let verb = verbs.first(where: { $0.name == first }) else {
            Output.err("keepsake: unknown verb '\(first)'; see 'keepsake --help'\n")
            return 2
        }
        if raw.dropFirst().contains("--help") || raw.dropFirst().contains("-h") {
            Output.out(help(for: verb))
            return 0
        }
        var arguments = Arguments(Array(raw.dropFirst()))
        do throws(CLIError) {
            try verb.run(&arguments)
            return 0
        } catch {
            switch error {
            case .usage(let message, let name):
                let usage = verbs.first(where: { $0.name == (name ?? verb.name) })?.usage ?? verb.usage
                Output.err("keepsake: \(message)\nUsage: \(usage)\n")
                return 2
            case .failed(let message):
                Output.err("keepsake: \(message)\n")
                return 1
            }
        }
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
