import KeepsakeCore

/// What the verbs' help text says, read back from it: the sub-verbs of each usage line, the
/// options with the kind of value they take, the positional arguments. The dispatcher (which
/// sub-verbs exist), the bash and zsh completions and the man page all come from here, so
/// none of them can drift from `keepsake VERB --help`.
struct Synopsis {
    /// The sub-verbs the line is for (`take|untake` gives two); empty for a verb without.
    let subverbs: [String]
    let options: [HelpOption]
    /// Positional metavariables (`BUNDLE`, `FILE...`, `good|ok|bad`).
    let positionals: [String]
}

struct HelpOption: Equatable {
    let names: [String]
    /// Nil for a flag; else the value's metavariable (`DIR`, `opml|freemind`).
    let value: String?

    /// How a completion offers the value: folders, files, a list of words, or nothing.
    enum Completion: Equatable { case folders, files, words([String]), nothing }

    static func completion(of metavariable: String) -> Completion {
        if metavariable.contains("|") { return .words(metavariable.split(separator: "|").map(String.init)) }
        switch metavariable {
        case "DIR": return .folders
        case "FILE", "FILE...", "BUNDLE", "VIEWER_BUNDLE", "OUT", "OUT.svg": return .files
        default: return .nothing
        }
    }
}

extension CLI.Verb {
    /// The usage lines without `keepsake VERB`.
    var usageLines: [[String]] {
        usage.split(separator: "\n").map { line in
            Array(line.split(separator: " ").map(String.init).drop(while: { $0 == "keepsake" || $0 == name }).filter { !$0.isEmpty })
        }
    }

    var synopses: [Synopsis] { usageLines.map(HelpText.synopsis) }

    /// The sub-verbs in the order the usage names them; empty unless every line names some.
    var subverbs: [String] {
        let all = synopses
        guard !all.isEmpty, all.allSatisfy({ !$0.subverbs.isEmpty }) else { return [] }
        var seen: [String] = []
        for name in all.flatMap(\.subverbs) where !seen.contains(name) { seen.append(name) }
        return seen
    }

    /// The options of the "Options:" and "Limits" lists of the details.
    var detailOptions: [HelpOption] { HelpText.listedOptions(details) }

    /// Every option of `subverb` (or of the verb): those of its usage lines, the listed ones
    /// and the common ones.
    func options(for subverb: String?) -> [HelpOption] {
        var result: [HelpOption] = []
        // One entry per option: `-o OUT` of a usage line and `-o, --output OUT` of the list merge.
        func add(_ option: HelpOption) {
            guard let index = result.firstIndex(where: { $0.names.contains(where: option.names.contains) }) else {
                result.append(option)
                return
            }
            let names = result[index].names + option.names.filter { !result[index].names.contains($0) }
            result[index] = HelpOption(names: names, value: result[index].value ?? option.value)
        }
        for line in synopses where subverb == nil || line.subverbs.contains(subverb ?? "") { line.options.forEach(add) }
        // The verb's option list serves all its sub-verbs: an option another sub-verb's usage
        // line names, and this one's does not, is that sub-verb's own (`mood export --csv`).
        let others = Set(synopses.filter { subverb != nil && !$0.subverbs.contains(subverb ?? "") }.flatMap { $0.options.flatMap(\.names) })
        let own = Set(result.flatMap(\.names))
        for option in detailOptions where !option.names.contains(where: others.contains) || option.names.contains(where: own.contains) {
            add(option)
        }
        // Every verb acting on a store may open it read-only (CLI.stores says so).
        if result.contains(where: { $0.names.contains("--store") }) { add(HelpOption(names: ["--read-only"], value: nil)) }
        if json { add(HelpOption(names: ["--json"], value: nil)) }
        add(HelpOption(names: ["-q", "--quiet"], value: nil))
        add(HelpOption(names: ["-h", "--help"], value: nil))
        return result
    }

    /// The positionals of `subverb`'s usage lines.
    func positionals(for subverb: String?) -> [String] {
        synopses.filter { subverb == nil || $0.subverbs.contains(subverb ?? "") }.flatMap(\.positionals)
    }
}

enum HelpText {
    /// `DIR`, `YYYY-MM-DD`, `OUT.svg`, `FILE...`: an uppercase letter, then no lowercase
    /// letter before a `.` or `-`.
    static func isMetavariable(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard let first = scalars.first, ("A"..."Z").contains(first) else { return false }
        var lowercaseAllowed = false
        for c in scalars {
            if c == "." || c == "-" { lowercaseAllowed = true; continue }
            if ("a"..."z").contains(c) { if !lowercaseAllowed { return false }; continue }
            guard ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" else { return false }
        }
        return true
    }

    static func isWordList(_ word: String) -> Bool {
        let parts = word.split(separator: "|", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" || $0 == "_" } && !part.hasPrefix("-")
        }
    }

    /// One usage line: sub-verbs first (lowercase words), then options and positionals.
    /// `[--json]` is a flag; `--as USER` takes a value; brackets and parentheses only group.
    static func synopsis(_ words: [String]) -> Synopsis {
        var index = 0
        var subverbs: [String] = []
        if let first = words.first, isWordList(first) {
            subverbs = first.split(separator: "|").map(String.init)
            index = 1
        }
        var options: [HelpOption] = []
        var positionals: [String] = []
        while index < words.count {
            let raw = words[index]
            let word = strip(raw)
            index += 1
            if word.hasPrefix("-") && word.count > 1 && word != "|" {
                // A flag when its bracket closes on it (`[--json]`) or nothing like a value follows.
                let closes = raw.hasSuffix("]") || raw.hasSuffix(")")
                if !closes, index < words.count, case let next = strip(words[index]), isMetavariable(next) || isWordList(next) {
                    options.append(HelpOption(names: [word], value: next))
                    index += 1
                } else {
                    options.append(HelpOption(names: [word], value: nil))
                }
            } else if word != "|" && !word.isEmpty && word != "LIMITS" {
                positionals.append(word)
            }
        }
        return Synopsis(subverbs: subverbs, options: options, positionals: positionals)
    }

    static func strip(_ word: String) -> String {
        String(word.drop(while: { "[(".contains($0) }).reversed().drop(while: { "])".contains($0) }).reversed())
    }

    /// `  -o, --output OUT    the file…` and `  --json    …` lines of an options list.
    static func listedOptions(_ text: String) -> [HelpOption] {
        var result: [HelpOption] = []
        for line in text.split(separator: "\n") {
            guard line.hasPrefix("  "), case let body = line.drop(while: { $0 == " " }), body.hasPrefix("-") else { continue }
            // The option part ends at two spaces.
            let head = body.range(of: "  ").map { String(body[..<$0.lowerBound]) } ?? String(body)
            let parts = head.split(separator: " ").map(String.init)
            var names: [String] = []
            var value: String?
            for part in parts {
                let name = part.hasSuffix(",") ? String(part.dropLast()) : part
                if name.hasPrefix("-") { names.append(name) } else if value == nil, isMetavariable(name) || isWordList(name) { value = name }
            }
            if !names.isEmpty { result.append(HelpOption(names: names, value: value)) }
        }
        return result
    }
}

extension Substring {
    func range(of needle: String) -> Range<Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) { return index..<self.index(index, offsetBy: needle.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
