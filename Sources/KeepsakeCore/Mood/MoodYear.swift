/// The year a mood export covers: a calendar year 1 to 9999, or the whole log. Hosts that pass
/// a number (the C ABI, the CLI) give 0 for the whole log.
public enum MoodYear {
    /// nil (the whole log) for 0, the year for 1 to 9999.
    ///
    /// - Throws: `.invalidArgument` for any other number.
    public static func parse(_ value: Int) throws(KeepsakeError) -> Int? {
        if value == 0 { return nil }
        return try require(value)
    }

    /// A calendar year 1 to 9999 (the one check of a mood year).
    /// - Throws: `.invalidArgument` for a year outside 1 to 9999.
    public static func require(_ value: Int) throws(KeepsakeError) -> Int {
        guard (1...9999).contains(value) else { throw .invalidArgument("year \(value) is not 1 to 9999") }
        return value
    }
}
