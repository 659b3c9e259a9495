import CFetch
import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Feeds (FORMAT.md section 19): `publish` at the centre, `pull` on a relative's device. The
/// transport is the CLI's own (libcurl, Sources/CFetch): the statically linked CLI cannot link
/// FoundationNetworking's URLSession, and the core has no networking at all.
enum FeedCommands {
    static let publishVerb = CLI.Verb(
        name: "publish", abstract: "Publish the centre's feeds for relatives into a folder a web host serves.",
        usage: "keepsake publish --store DIR [--as USER] --to FOLDER [--refresh] [--lifetime SECONDS] [--grace SECONDS] [--today DATE] [--now INSTANT] [PATIENT]",
        details: "Writes, for every patient whose dossier or relatives changed since the last publish (or\nonly PATIENT), a viewer update (and a snapshot when due) into FOLDER/FEED_ID/objects/ and\nthen the feed's signed FOLDER/FEED_ID/head.json, last and atomically. FEED_ID is random\nand names no patient. Copy or serve FOLDER with any static web host.\n\nOptions:\n  --store DIR          the centre's store folder\n  --as USER            sign in as staff or owner\n  --to FOLDER          the folder to publish into (it must exist)\n  --refresh            also sign every other head again (run it daily: heads expire)\n  --lifetime SECONDS   how long a head stays current (default 604800, 7 days)\n  --grace SECONDS      how long superseded objects stay (default 604800, 7 days)\n  --today DATE         the civil day relatives' access is checked on (default: today)\n  --now INSTANT        the instant heads are issued at (default: now)",
        run: publish)

    static let pullVerb = CLI.Verb(
        name: "pull", abstract: "Fetch a feed's head and objects and apply them on a relative's device.",
        usage: "keepsake pull --store DIR [--create] [--as USER] [--user NAME] [--today DATE] [--now INSTANT] [INVITATION|URL|FOLDER]",
        details: "Fetches head.json of the feed at URL (http or https) or in FOLDER, checks it (signed by a\ncentre this device trusts, of this feed, not older than the last head accepted), fetches\nthe objects it names into DIR/feed-downloads/ (resuming cut transfers, each bounded by the\nsize the head names), checks their digests and applies them (the password of NAME is asked\nfor, or read from stdin). A head past its expiry changes nothing: the status is 'stale',\nwith the time the copy was last confirmed current. The last part of URL or FOLDER is the\nfeed's id.\n\nGiven an INVITATION (keepsake:invite?...) with a feed, the device trusts its centre first\nwhen it did not, and pulls the invitation's feed as its username (unless --user). Given\nnothing, it pulls the feed of the one trusted centre whose invitation carried a feed.\n\nOptions:\n  --store DIR     the device's store folder\n  --create        create the store when DIR holds none\n  --as USER       an owner account (needed once the store has accounts)\n  --user NAME     the relative's username (needed with URL or FOLDER)\n  --today DATE    the civil day access is checked on (default: today)\n  --now INSTANT   the device's instant (default: now)",
        run: pull)

    static func publish(_ args: inout Arguments) throws(CLIError) {
        let access = try args.store()
        let folder = try args.required("--to")
        let refresh = args.flag("--refresh")
        let lifetime = try seconds(&args, "--lifetime", Feeds.defaultLifetime)
        let grace = try seconds(&args, "--grace", Feeds.defaultGrace)
        let today = try args.today()
        let now = try args.instant("--now")
        let positionals = try args.positionals()
        guard positionals.count <= 1 else { throw .usage("expected at most one PATIENT, got \(positionals.count) arguments", verb: "publish") }
        let patient = positionals.first
        let session = try access.session()
        let patientID = try patient.map { (p) throws(CLIError) in try IDPrefix.patient(p, session, today: today) }
        let result = try Commands.core { () throws(KeepsakeError) in
            try session.publishFeeds(to: folder, patientID: patientID, today: today, now: now, refresh: refresh, lifetime: lifetime, grace: grace)
        }
        var text = ""
        for p in result.published {
            text += "published feed \(p.feedID): revision \(p.revision)\(p.snapshot ? " with a snapshot" : ""), \(p.bytes) bytes\n"
        }
        text += "\(result.published.count) feed(s) published, \(result.refreshed) refreshed, \(result.removed) superseded object(s) removed\n"
        args.printer.record(result, text)
    }

    private static func seconds(_ args: inout Arguments, _ name: String, _ fallback: Int64) throws(CLIError) -> Int64 {
        guard let text = try args.option(name) else { return fallback }
        guard let value = Int64(text), value >= 0 else { throw .usage("\(name) takes a number of seconds, not '\(Arguments.quoted(text))'", verb: nil) }
        return value
    }

    /// The largest head fetched (R74).
    static let headLimit = Int64(FeedHead.maxBytes)
    /// How many times a cut transfer is resumed within one pull.
    static let attempts = 5

    static func pull(_ args: inout Arguments) throws(CLIError) {
        let access = try args.store(writes: true)
        let userOption = try args.option("--user")
        let today = try args.today()
        let now = try args.instant("--now")
        let positionals = try args.positionals()
        guard positionals.count <= 1 else {
            throw .usage("expected at most one INVITATION, URL or FOLDER, got \(positionals.count) arguments", verb: "pull")
        }
        let given = positionals.first
        let fromInvitation = given?.hasPrefix(ViewerInvitation.prefix) ?? true
        if !fromInvitation && userOption == nil { throw .usage("missing --user NAME (needed with a URL or FOLDER)", verb: "pull") }
        if let given, !fromInvitation { _ = try feedID(given) }  // refused before the store is opened or created
        let store = try access.open()
        let owner = try Commands.session(store, access.actingAs)
        var source = given ?? ""
        var user = userOption ?? ""
        // Said before the result in text (the JSON is the result alone).
        var trusting = ""
        if fromInvitation {
            let found = try Commands.core { () throws(KeepsakeError) in try owner.feedSource(invitation: given, now: now) }
            source = found.url
            user = userOption ?? found.username
            if found.newlyTrusted { trusting = "trusting centre \(found.centre.fingerprint) (invitation for \(found.username))\n" }
        }
        let (base, feedID) = try feedID(source)
        let remote = base.hasPrefix("http://") || base.hasPrefix("https://")
        let downloads = store.path + "/feed-downloads"
        let folder = downloads + "/" + feedID
        for dir in [downloads, folder] where !isDirectory(dir) {
            guard mkdir(dir, 0o700) == 0 || errno == EEXIST else { throw .failed("cannot create \(dir)") }
        }
        // The head: fetched afresh every time, bounded.
        let headPath = folder + "/head.json"
        unlink(headPath)
        try fetch(remote: remote, from: base + "/head.json", to: headPath, max: headLimit, what: "head.json")
        guard let head = readAll(headPath) else { throw .failed("cannot read \(headPath)") }
        unlink(headPath)
        let plan = try Commands.core { () throws(KeepsakeError) in try owner.planFeed(head: head, feedID: feedID, now: now) }
        if plan.status == .stale {
            let confirmed = plan.confirmedAt?.rfc3339 ?? "never"
            args.printer.record(plan, trusting + "feed \(feedID): stale: the head expired \(plan.expires.rfc3339); the copy on this device was last confirmed current \(confirmed)\n")
            return
        }
        var files: [String: String] = [:]
        for object in plan.fetch {
            let path = folder + "/" + object.digest
            try fetch(remote: remote, from: base + "/objects/" + object.digest, to: path, max: object.size, what: "objects/" + object.digest)
            files[object.digest] = path
        }
        let password = plan.fetch.isEmpty ? "" : try PasswordInput.read("Password for \(user): ")
        let result: FeedApplyResult
        do {
            result = try Commands.core { () throws(KeepsakeError) in
                try owner.applyFeed(head: head, feedID: feedID, files: files, username: user, password: password, today: today, now: now)
            }
        } catch {
            // Whole files are fetched again next time (one may be altered); a partial file
            // (a cut transfer) is never in `files` and stays, to resume.
            for path in files.values { unlink(path) }
            throw error
        }
        for path in files.values { unlink(path) }
        args.printer.record(result, trusting + "feed \(feedID): \(result.status.rawValue) at revision \(result.revision)\(result.applied.isEmpty ? "" : " (applied \(result.applied.map(String.init).joined(separator: ", ")))")\n")
    }

    /// A feed's location without trailing slashes, and its last part, the feed's id (R73).
    private static func feedID(_ source: String) throws(CLIError) -> (String, String) {
        var base = source
        while base.hasSuffix("/") { base.removeLast() }
        let feedID = String(base.split(separator: "/").last ?? "")
        guard FeedHead.isFeedID(feedID) else {
            throw .usage("the last part of '\(Arguments.quoted(source))' must be a feed id (32 lowercase hex digits)", verb: "pull")
        }
        return (base, feedID)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    private static func readAll(_ path: String) -> [UInt8]? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n == 0 { break }
            out += buffer[0..<n]
        }
        return out
    }

    /// Fetches one file into `path` (appending to what a cut transfer left), never more than
    /// `max` bytes; from a folder, copies it with the same bound.
    static func fetch(remote: Bool, from url: String, to path: String, max: Int64, what: String) throws(CLIError) {
        if !remote {
            guard let input = fopen(url, "rb") else { throw .failed("\(what): cannot open \(url)") }
            defer { fclose(input) }
            unlink(path)
            guard let output = fopen(path, "wb") else { throw .failed("cannot write \(path)") }
            defer { fclose(output) }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var total: Int64 = 0
            while true {
                let n = fread(&buffer, 1, buffer.count, input)
                if n == 0 { break }
                total += Int64(n)
                guard total <= max else { unlink(path); throw .failed("\(what) is larger than \(max) bytes: refused before it was written") }
                fwrite(buffer, 1, n, output)
            }
            return
        }
        var error = [CChar](repeating: 0, count: 512)
        var status: Int = 0
        for attempt in 1...attempts {
            status = 0
            let rc = ks_fetch(url, path, max, 30, &status, &error, error.count)
            let message = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            switch Int(rc) {
            case KS_FETCH_OK: return
            case KS_FETCH_CUT where attempt < attempts:
                continue  // resumed with a Range request
            case KS_FETCH_TOO_LARGE:
                unlink(path)
                throw .failed("\(what): \(message): refused before it was written")
            default:
                throw .failed("\(what): \(message)")
            }
        }
    }
}
