import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The arguments of one verb: options taken by name, the rest positional, unknown options
/// refused. It also carries what every verb shares: how to print (`printer`: `--json`,
/// `-q`, the progress display and the handling of SIGINT and SIGTERM).
struct Arguments {
    private var items: [String]
    let printer: Printer

    init(_ items: [String], printer: Printer) {
        self.items = items
        self.printer = printer
    }

    static let limitsHelp = """
        Limits (FORMAT.md R19; 0 or absent means the default):
          --max-members N           members in the bundle (default 100000)
          --max-member-size BYTES   size of one member (default 64 GiB)
          --max-total-size BYTES    total size of all members (default 1 TiB)
          --max-manifest-size BYTES size of manifest.json (default 32 MiB)
        """

    /// Removes the options every verb shares (`--json`, `-q`/`--quiet`) from `raw`, up to a
    /// `--`, and says which were there.
    static func takeCommon(_ raw: [String]) -> (rest: [String], json: Bool, quiet: Bool) {
        var rest: [String] = []
        var json = false, quiet = false, literal = false
        for item in raw {
            if !literal && item == "--" { literal = true }
            if !literal && item == "--json" { json = true; continue }
            if !literal && (item == "-q" || item == "--quiet") { quiet = true; continue }
            rest.append(item)
        }
        return (rest, json, quiet)
    }

    /// Refuses, before any work, an option the verb does not take (as its help lists them:
    /// `known`), naming the nearest one it does take: "unknown option --stroe (did you mean
    /// --store?)". The value after an option that takes one is skipped, so `--note -x` is a
    /// note. Everything after `--` is positional.
    static func checkOptions(_ items: [String], known: [HelpOption]) throws(CLIError) {
        var index = 0
        while index < items.count {
            let item = items[index]
            index += 1
            if item == "--" { return }
            guard item.hasPrefix("-"), item != "-" else { continue }
            let long = item.hasPrefix("--")
            let name = long ? String(item.split(separator: "=", maxSplits: 1)[0]) : String(item.prefix(2))
            guard let option = known.first(where: { $0.names.contains(name) }) else {
                let names = known.flatMap(\.names).filter { $0.hasPrefix("--") }
                let hint = Suggestion.nearest(long ? name : item, among: names).map { " (did you mean \($0)?)" } ?? ""
                throw .usage("unknown option \(long ? name : item)\(hint)", verb: nil)
            }
            let attached = long ? item.contains("=") : item.count > 2
            if option.value != nil && !attached { index += 1 }
        }
    }

    /// Removes `--name VALUE` (or `--name=VALUE`, or for a one-letter option `-nVALUE`) and
    /// returns VALUE.
    mutating func option(_ names: String...) throws(CLIError) -> String? {
        try option(names)
    }

    mutating func option(_ names: [String]) throws(CLIError) -> String? {
        var index = 0
        while index < items.count {
            let item = items[index]
            if item == "--" { return nil }
            for name in names {
                if item == name {
                    guard index + 1 < items.count else { throw .usage("\(name) needs a value", verb: nil) }
                    let value = items[index + 1]
                    items.removeSubrange(index...(index + 1))
                    return value
                }
                if item.hasPrefix(name + "=") {
                    items.remove(at: index)
                    return String(item.dropFirst(name.count + 1))
                }
                if name.count == 2, !name.hasPrefix("--"), item.count > 2, item.hasPrefix(name) {
                    items.remove(at: index)
                    return String(item.dropFirst(2))
                }
            }
            index += 1
        }
        return nil
    }

    /// Removes and returns the first argument when it is a word, not an option.
    mutating func takeFirstWord() -> String? {
        guard let first = items.first, !first.hasPrefix("-") else { return nil }
        items.removeFirst()
        return first
    }

    /// The first argument when it is a word (a sub-verb such as `add`), without taking it.
    var firstWord: String? {
        guard let first = items.first, !first.hasPrefix("-") else { return nil }
        return first
    }

    mutating func flag(_ name: String) -> Bool {
        guard let index = items.firstIndex(of: name), !items[..<index].contains("--") else { return false }
        items.remove(at: index)
        return true
    }

    mutating func required(_ name: String) throws(CLIError) -> String {
        guard let value = try option(name) else { throw .usage("\(name) is required", verb: nil) }
        return value
    }

    mutating func limits() throws(CLIError) -> ReadLimits {
        func number(_ name: String) throws(CLIError) -> UInt64 {
            guard let text = try option(name) else { return 0 }
            guard let value = UInt64(text) else { throw .usage("\(name) takes a whole number of 0 or more, not '\(text)'", verb: nil) }
            return value
        }
        return ReadLimits(maxMembers: try number("--max-members"), maxMemberSize: try number("--max-member-size"),
                          maxTotalSize: try number("--max-total-size"), maxManifestSize: try number("--max-manifest-size"))
    }

    /// A civil date option (`--date`, `--start`, …), checked here so that a mistake names the
    /// option it came from.
    mutating func date(_ name: String) throws(CLIError) -> String? {
        guard let text = try option(name) else { return nil }
        guard CivilDate(text) != nil else { throw .usage("\(name) takes a date YYYY-MM-DD, not '\(Arguments.quoted(text))'", verb: nil) }
        return text
    }

    /// `--today DATE`, or the host's civil date (`Clock.today()`): the one rule for "today"
    /// that every verb follows.
    mutating func today() throws(CLIError) -> CivilDate {
        let text = try date("--today") ?? Clock.today()
        guard let day = CivilDate(text) else { throw .usage("today '\(Arguments.quoted(text))' is not a date YYYY-MM-DD", verb: nil) }
        return day
    }

    /// A date option as the core takes it.
    mutating func day(_ name: String) throws(CLIError) -> CivilDate? {
        try date(name).flatMap { CivilDate($0) }
    }


    /// An RFC 3339 instant option (`--created`, `--now`, `--added-at`), default now.
    mutating func instant(_ name: String) throws(CLIError) -> Instant {
        guard let text = try option(name) else { return Clock.now() }
        guard let instant = Instant(text) else {
            throw .usage("\(name) takes an RFC 3339 instant such as 2026-11-30T09:00:00Z, not '\(Arguments.quoted(text))'", verb: nil)
        }
        return instant
    }

    /// At most 60 characters of a value, for messages.
    static func quoted(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(60)) + "…"
    }

    /// The environment variable naming the store when `--store` is absent.
    static let storeVariable = "KEEPSAKE_STORE"

    /// The store a verb acts on: `--store DIR` (else `$KEEPSAKE_STORE`), `--as USER`, and for
    /// verbs that write, `--create` (a missing store is an error otherwise).
    mutating func store(writes: Bool = false) throws(CLIError) -> StoreAccess {
        let given = try option("--store")
        guard let path = given ?? Environment.value(Arguments.storeVariable) else {
            throw .usage("--store DIR is required (or set \(Arguments.storeVariable))", verb: nil)
        }
        let actingAs = try option("--as")
        let create = writes && flag("--create")
        let readOnly = flag("--read-only")
        if create && readOnly { throw .usage("--create and --read-only exclude each other", verb: nil) }
        return StoreAccess(path: path, actingAs: actingAs, create: create, writes: writes, readOnly: readOnly)
    }

    /// An output file option (`-o`, `--csv`, …): `-` for standard output, else a path whose
    /// folder exists and that is absent or a regular file, checked before any work.
    mutating func output(_ names: String...) throws(CLIError) -> OutputTarget? {
        guard let value = try option(names) else { return nil }
        if value == "-" { return .standardOutput }
        try Commands.core { () throws(KeepsakeError) in try FileSystem.requireReplaceableFile(value) }
        return .file(value)
    }

    /// The remaining positional arguments; any option left is unknown.
    mutating func positionals() throws(CLIError) -> [String] {
        var result: [String] = []
        var literal = false
        for item in items {
            if !literal && item == "--" { literal = true; continue }
            if !literal && item.hasPrefix("-") && item != "-" { throw .usage("unknown option '\(item)'", verb: nil) }
            result.append(item)
        }
        items = []
        return result
    }

    mutating func single(_ what: String) throws(CLIError) -> String {
        let rest = try positionals()
        guard rest.count == 1 else {
            throw .usage(rest.isEmpty ? "missing \(what)" : "expected one \(what), got \(rest.count) arguments", verb: nil)
        }
        return rest[0]
    }

    mutating func none() throws(CLIError) {
        if let extra = try positionals().first { throw .usage("unexpected argument '\(extra)'", verb: nil) }
    }
}

/// Where a verb writes a file: a path (replaced atomically) or standard output (`-o -`).
enum OutputTarget {
    case file(String)
    case standardOutput
}

/// `--store DIR [--as USER] [--create | --read-only]`, opened only once every argument has
/// been checked.
struct StoreAccess {
    let path: String
    let actingAs: String?
    let create: Bool
    let writes: Bool
    /// `--read-only`: open the store for reading only; a change is then refused.
    let readOnly: Bool

    /// Opens the store: read-only when asked (`--read-only`, or `readOnly` for a verb that only
    /// reads), and also when its folder cannot be written (a read-only mount, a folder of
    /// another user's), so every reading verb works there and a writing verb is refused with
    /// the reason.
    func open(readOnly: Bool = false) throws(CLIError) -> Store {
        if !create && !FileSystem.exists(path + "/keepsake.db") {
            throw .failed("no Keepsake store at '\(path)'"
                + (writes ? "; create one with 'keepsake init \(path)' or add --create" : " (no keepsake.db there)"))
        }
        let readOnly = readOnly || self.readOnly || (!create && !writable)
        let store = try Commands.core { () throws(KeepsakeError) in try Store.open(at: path, create: create, readOnly: readOnly) }
        try HostKey.apply(to: store)
        return store
    }

    /// Whether the store's folder and database may be written by this process.
    var writable: Bool {
        access(path, W_OK) == 0 && access(path + "/keepsake.db", W_OK) == 0
    }

    /// The store, opened, and a session on it (see `Commands.session`).
    func session() throws(CLIError) -> Session {
        try Commands.session(try open(), actingAs)
    }
}

/// "Did you mean …?": the candidate nearest to a mistyped word, when it is near enough (an
/// edit distance, counting a swap of two neighbours as one edit, of at most a third of the
/// word and at most 3), as git suggests a command.
enum Suggestion {
    static func nearest(_ word: String, among candidates: [String]) -> String? {
        let limit = min(3, max(1, word.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(Array(word), Array(candidate))
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// The optimal string alignment distance (Levenshtein plus adjacent transpositions).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}

/// The process environment, read through getenv.
enum Environment {
    static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        let text = String(cString: raw)
        return text.isEmpty ? nil : text
    }
}
