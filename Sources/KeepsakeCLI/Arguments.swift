import KeepsakeCore

/// The arguments of one verb: options taken by name, the rest positional, unknown options
/// refused.
struct Arguments {
    private var items: [String]

    init(_ items: [String]) { self.items = items }

    static let limitsHelp = """
        Limits (FORMAT.md R19; 0 or absent means the default):
          --max-members N           members in the bundle (default 100000)
          --max-member-size BYTES   size of one member (default 64 GiB)
          --max-total-size BYTES    total size of all members (default 1 TiB)
          --max-manifest-size BYTES size of manifest.json (default 32 MiB)
        """

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns VALUE.
    mutating func option(_ names: String...) throws(CLIError) -> String? {
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

    mutating func flag(_ name: String) -> Bool {
        guard let index = items.firstIndex(of: name) else { return false }
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
}
