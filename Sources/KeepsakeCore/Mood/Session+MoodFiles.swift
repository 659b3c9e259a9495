extension Session {
    /// The largest file a mood importer reads (a century of daily entries is a few MiB).
    public static let moodImportLimit = 64 << 20

    /// Imports a Daylio CSV export from a file (see `importDaylio(csv:overrides:today:now:)`).
    ///
    /// - Parameters:
    ///   - path: the CSV file, at most `moodImportLimit` bytes of UTF-8.
    ///   - overrides: levels 1–5 for renamed mood names.
    ///   - today: the user's local day; later days are refused as `future`.
    ///   - now: the instant recorded as each day's change.
    /// - Throws: `KeepsakeError` for a missing, large or malformed file.
    public func importDaylio(fileAt path: String, overrides: [String: Int] = [:], today: CivilDate, now: Instant) throws(KeepsakeError) -> MoodImportResult {
        try importDaylio(csv: try Session.readText(path), overrides: overrides, today: today, now: now)
    }

    /// Imports a Pixels JSON backup from a file (see `importPixels(json:today:now:)`).
    ///
    /// - Parameters:
    ///   - path: the backup, at most `moodImportLimit` bytes of UTF-8.
    ///   - today: the user's local day; later days are refused as `future`.
    ///   - now: the instant recorded as each day's change.
    /// - Throws: `KeepsakeError` for a missing, large or malformed file.
    public func importPixels(fileAt path: String, today: CivilDate, now: Instant) throws(KeepsakeError) -> MoodImportResult {
        try importPixels(json: try Session.readText(path), today: today, now: now)
    }

    static func readText(_ path: String) throws(KeepsakeError) -> String {
        guard let size = FileSystem.regularFileSize(path) else { throw .notFound("no file at \(quotedPath: path)") }
        guard size <= UInt64(moodImportLimit) else { throw .limitExceeded("\(quotedPath: path) is larger than \(moodImportLimit) bytes") }
        let bytes = try File.openForReading(path).readBytes(upTo: Int(size))
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidArgument("\(quotedPath: path) is not UTF-8 text") }
        return text
    }
}
