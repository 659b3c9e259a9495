/// The mood levels a host gives a Daylio import for renamed moods: a JSON object of
/// `name: level`, levels 1 (awful) to 5 (rad), e.g. `{"Calm":3}`. Parsed here once, for the C
/// ABI and every other host, so each refuses the same input with the same message.
public struct DaylioLevels: Hashable, Sendable, Codable {
    /// Each renamed mood's level, 1 (awful) to 5 (rad), by its name in the export (matched without
    /// regard to case).
    public let levels: [String: Int]

    /// Levels as given; `Session.importDaylio` refuses one outside 1 to 5 with `.invalidArgument`.
    public init(_ levels: [String: Int] = [:]) { self.levels = levels }

    /// Parses `json` (nil: no renamed moods).
    ///
    /// - Throws: `.invalidArgument` for anything but an object of integer levels 1 to 5.
    package init(json: String?) throws(KeepsakeError) {
        guard let json else { self.init(); return }
        guard case .object(let o)? = try? JSONParser.parse(json) else {
            throw .invalidArgument("levels_json must be a JSON object of name: level, such as {\"Calm\":3}")
        }
        var levels: [String: Int] = [:]
        for (name, value) in o {
            guard case .int(let level) = value, (1...5).contains(level) else {
                throw .invalidArgument("levels_json: the level of \(quoted: name) must be an integer 1 to 5")
            }
            levels[name] = Int(level)
        }
        self.init(levels)
    }
}
