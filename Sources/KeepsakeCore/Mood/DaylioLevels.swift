/// The mood levels a host gives a Daylio import for renamed moods: a JSON object of
/// `name: level`, levels 1 (awful) to 5 (rad), e.g. `{"Calm":3}`. Parsed here once, for the C
/// ABI and every other host, so each refuses the same input with the same message.
public struct DaylioLevels: Hashable, Sendable, Codable {
    /// Each renamed mood's level, 1 (awful) to 5 (rad), by its name in the export (matched without
    /// regard to case).
    public let levels: [String: Int]

    /// Levels as given; `Session.importDaylio` refuses one outside 1 to 5 with `.invalidArgument`.
    public init(_ levels: [String: Int] = [:]) { self.levels = levels }

    /// Why `init(parsing:)` refused a text.
    public enum ParseError: Error, Hashable, Sendable, Codable {
        /// The text is not a JSON object.
        case notAnObject
        /// The member named `name` is not an integer.
        case notAnInteger(name: String)
    }

    /// Reads `json`, a JSON object of `name: level` such as `{"Calm":3}`, without checking the
    /// levels' range (`Session.importDaylio` refuses one outside 1 to 5).
    ///
    /// - Throws: `.notAnObject` for any other JSON or text, `.notAnInteger` naming a member
    ///   whose value is not an integer.
    public init(parsing json: String) throws(ParseError) {
        guard case .object(let o)? = try? JSONParser.parse(json) else { throw .notAnObject }
        var levels: [String: Int] = [:]
        for (name, value) in o {
            guard case .int(let level) = value else { throw .notAnInteger(name: name) }
            levels[name] = Int(level)
        }
        self.init(levels)
    }

    /// Parses `json` (nil: no renamed moods).
    ///
    /// - Throws: `.invalidArgument` for anything but an object of integer levels 1 to 5.
    package init(json: String?) throws(KeepsakeError) {
        guard let json else { self.init(); return }
        do throws(ParseError) {
            try self.init(parsing: json)
        } catch {
            switch error {
            case .notAnObject: throw .invalidArgument("levels_json must be a JSON object of name: level, such as {\"Calm\":3}")
            case .notAnInteger(let name): throw Self.outOfRange(name)
            }
        }
        for (name, level) in levels where !(1...5).contains(level) { throw Self.outOfRange(name) }
    }

    private static func outOfRange(_ name: String) -> KeepsakeError {
        .invalidArgument("levels_json: the level of \(quoted: name) must be an integer 1 to 5")
    }
}
