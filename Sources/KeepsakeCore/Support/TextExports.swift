/// Text exports written to a file, atomically, like every other export: the mood log's CSV and
/// SVG and the routine's CSV, beside the call log, FHIR and mind-map files that stream to theirs.
extension Session {
    /// Writes the mood log as CSV (see `exportMoodCSV(year:today:)`) to `path`.
    public func exportMoodCSV(year: Int?, to path: String, today: String) throws(KeepsakeError) -> FileExportResult {
        try Session.writeText(try exportMoodCSV(year: year, today: today), to: path, records: Session.csvRows)
    }

    /// Writes a year in pixels as SVG (see `renderMoodYear(_:today:)`) to `path`; its records
    /// are the year's tiles, one a day.
    public func exportMoodSVG(year: Int, to path: String, today: String) throws(KeepsakeError) -> FileExportResult {
        let svg = try renderMoodYear(year, today: today)
        let days = Int(CivilDate(year: year + 1, month: 1, day: 1).dayNumber - CivilDate(year: year, month: 1, day: 1).dayNumber)
        return try Session.writeText(svg, to: path) { _ in days }
    }

    /// Writes the routine's check-ins as CSV (see `exportRoutineCSV(today:)`) to `path`.
    public func exportRoutineCSV(to path: String, today: String) throws(KeepsakeError) -> FileExportResult {
        try Session.writeText(try exportRoutineCSV(today: today), to: path, records: Session.csvRows)
    }

    /// Writes patient `patientID`'s dossier as FHIR (see `exportFHIR(patientID:to:created:)`)
    /// with the export options every other export takes; the file holds no media, so no
    /// progress is reported.
    /// - Throws: what `exportFHIR(patientID:to:created:)` throws.
    public func exportFHIR(patientID: String, to path: String, options: ExportOptions) throws(KeepsakeError) -> FileExportResult {
        try exportFHIR(patientID: patientID, to: path, created: options.created)
    }

    /// CSV rows without the header line (line ends inside quoted fields are not rows).
    static func csvRows(_ text: String) -> Int {
        var quoted = false, lines = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { quoted.toggle() } else if byte == UInt8(ascii: "\n") && !quoted { lines += 1 }
        }
        return max(0, lines - 1)
    }

    static func writeText(_ text: String, to path: String, records: (String) -> Int) throws(KeepsakeError) -> FileExportResult {
        let out = try AtomicTextFile(path: path)
        try out.write(text)
        try out.commit()
        return FileExportResult(path: path, size: out.size, records: records(text))
    }
}
