/// Mood logs in and out of other apps' files.
///
/// Importers fold the apps' five levels onto three moods (see `Mood.fold`): a day's entries are
/// averaged on the 1–5 scale, good from 3.5 up, bad up to 2.5, ok between. Days already marked
/// in the store are kept and reported as skipped, never overwritten silently; notes of a day's
/// entries are joined, oldest first.
extension Session {
    /// Daylio's default mood names and their levels (English and German app languages);
    /// `overrides` adds or replaces names (case-insensitive), e.g. `["Calm": 3]` for a renamed
    /// level.
    public static let daylioLevels: [String: Int] = [
        "rad": 5, "good": 4, "meh": 3, "bad": 2, "awful": 1,
        "super": 5, "gut": 4, "ok": 3, "okay": 3, "schlecht": 2, "mies": 1, "lausig": 1,
    ]

    /// Imports a Daylio CSV export (the current format with `note_title`, and the older one
    /// without it).
    public func importDaylio(csv text: String, overrides: [String: Int] = [:], now: String) throws(KeepsakeError) -> JSONValue {
        try Session.requireInstant(now, "now")
        var levels: [String: Int] = [:]
        for (name, level) in Session.daylioLevels { levels[name] = level }
        for (name, level) in overrides {
            guard (1...5).contains(level) else { throw .invalidArgument("the level of \(quoted: name) must be 1 to 5") }
            levels[name.lowercased()] = level
        }
        let rows = try CSV.parse(text)
        guard let header = rows.first else { throw .invalidArgument("the Daylio file is empty") }
        func column(_ name: String) -> Int? { header.firstIndex(of: name) }
        guard let dateColumn = column("full_date"), let moodColumn = column("mood") else {
            throw .invalidArgument("not a Daylio CSV export: the header lacks full_date or mood")
        }
        let timeColumn = column("time"), titleColumn = column("note_title"), noteColumn = column("note")
        var entries: [CivilDate: [(time: String, level: Int, note: String?)]] = [:]
        var unknown: Set<String> = []
        for (index, row) in rows.dropFirst().enumerated() where !(row.count == 1 && row[0].isEmpty) {
            guard row.count == header.count else {
                throw .invalidArgument("Daylio row \(index + 2) has \(row.count) fields; the header has \(header.count)")
            }
            guard let date = CivilDate(row[dateColumn]) else { throw .invalidArgument("Daylio row \(index + 2): \(quoted: row[dateColumn]) is not a date") }
            guard let level = levels[row[moodColumn].lowercased()] else {
                unknown.insert(row[moodColumn])
                continue
            }
            let parts = [titleColumn.map { row[$0] }, noteColumn.map { row[$0] }].compactMap { $0 }.filter { !$0.isEmpty }
            entries[date, default: []].append((timeColumn.map { row[$0] } ?? "", level, parts.isEmpty ? nil : parts.joined(separator: ": ")))
        }
        guard unknown.isEmpty else {
            throw .invalidArgument("Daylio moods without a level: \(unknown.sorted().joined(separator: ", ")); give each a level from 1 (awful) to 5 (rad)")
        }
        let days = entries.map { date, list in
            let sorted = list.sorted { $0.time < $1.time }
            return (date, sorted.map(\.level), sorted.compactMap(\.note))
        }
        return try importDays(days, source: "daylio", now: now)
    }

    /// The most JSON values a Pixels backup may hold: a day is about ten (date, scores, notes,
    /// tags), so this is five centuries of days, and bounds the parsed tree near 200 MB where a
    /// 64 MiB file of tiny objects took 1.6 GB.
    public static let pixelsMaxValues = 2_000_000

    /// Imports a Pixels backup (a JSON array of days with `date` and `scores` 1–5).
    public func importPixels(json text: String, now: String) throws(KeepsakeError) -> JSONValue {
        try Session.requireInstant(now, "now")
        let value: JSONValue
        switch Result(catching: { () throws(JSONParser.Failure) in try JSONParser.parse(text, maxValues: Session.pixelsMaxValues) }) {
        case .success(let v): value = v
        case .failure(.unrepresentable(let why)) where why.hasPrefix(JSONParser.valueLimitMessage):
            throw .limitExceeded("the Pixels backup holds more than \(Session.pixelsMaxValues) JSON values")
        case .failure(.syntax(let why)), .failure(.unrepresentable(let why)): throw .invalidArgument("not a Pixels backup: \(why)")
        }
        guard case .array(let items) = value else { throw .invalidArgument("not a Pixels backup: the file is not a JSON array") }
        var days: [(CivilDate, [Int], [String])] = []
        for (index, item) in items.enumerated() {
            guard case .string(let d)? = item["date"], let date = CivilDate(d) else {
                throw .invalidArgument("Pixels entry \(index + 1) has no valid \"date\"")
            }
            guard case .array(let list)? = item["scores"] else { throw .invalidArgument("Pixels entry \(index + 1) has no \"scores\" array") }
            var scores: [Int] = []
            for score in list {
                guard case .int(let s) = score, (1...5).contains(s) else { throw .invalidArgument("Pixels entry \(index + 1): scores are 1 to 5") }
                scores.append(Int(s))
            }
            let note = item["notes"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
            days.append((date, scores, note.map { [$0] } ?? []))
        }
        return try importDays(days, source: "pixels", now: now)
    }

    private func importDays(_ days: [(CivilDate, [Int], [String])], source: String, now: String) throws(KeepsakeError) -> JSONValue {
        try write(.changeMoods) { (db) throws(KeepsakeError) -> JSONValue in
                var imported = 0
                var skipped: [String] = []
                let owner = MoodTable.owner(self)
                for (date, scores, notes) in days.sorted(by: { $0.0 < $1.0 }) {
                    guard let mood = Mood.fold(scores: scores) else { continue }
                    if let existing = try MoodTable.find(owner, date, in: db), existing.mood != nil {
                        skipped.append(date.description)
                        continue
                    }
                    var note = notes.joined(separator: "\n")
                    if note.unicodeScalars.count > Session.moodNoteLimit { note = note.prefix(scalars: Session.moodNoteLimit) }
                    try MoodTable.put(owner, MoodDay(date: date, mood: mood, note: note.isEmpty ? nil : note, changedAt: now), in: db)
                    imported += 1
                }
                return ["source": .string(source), "imported": .int(Int64(imported)), "skipped": .array(skipped.map { .string($0) })]
        }
    }

    /// The log as CSV, oldest first: `date,value,label,note` with ISO dates, values 1 (bad) to
    /// 3 (good). `year` limits it to one calendar year. Credentials never appear in it.
    public func exportMoodCSV(year: Int?, today: String) throws(KeepsakeError) -> String {
        let days = try moodDays(year: year, today: today)
        var out = CSVWriter.header(["date", "value", "label", "note"])
        for day in days {
            guard let mood = day.mood else { continue }
            out += CSVWriter.line([.value(day.date.description), .value(String(mood.value)), .value(mood.rawValue), .text(day.note ?? "")])
        }
        return out
    }

    /// The log's days (cleared ones included), oldest first, of one year or all.
    func moodDays(year: Int?, today: String) throws(KeepsakeError) -> [MoodDay] {
        let range = try moodDayRange(year: year, today: today)
        return try read(.readMoods) { (db) throws(KeepsakeError) -> [MoodDay] in
            try MoodTable.days(MoodTable.owner(self), from: range.first, to: range.last, in: db)
        }
    }

    /// The days of one year (or all, to today) an export covers.
    func moodDayRange(year: Int?, today: String) throws(KeepsakeError) -> (first: CivilDate?, last: CivilDate) {
        let now = try CivilDate.parse(today, "today")
        if let year { _ = try MoodYear.require(year) }
        return (year.map { CivilDate(year: $0, month: 1, day: 1) }, year.map { min(CivilDate(year: $0, month: 12, day: 31), now) } ?? now)
    }

    /// A year in pixels as SVG: a row per month, a tile per day, grey (#B3B3B3) for unmarked
    /// days, green, yellow and red for the moods, on a minimal palette with a purple accent.
    public func renderMoodYear(_ year: Int, today: String) throws(KeepsakeError) -> String {
        let now = try CivilDate.parse(today, "today")
        let days = try moodDays(year: year, today: today)
        var moods: [Int64: Mood] = [:]
        for day in days { if let mood = day.mood { moods[day.date.dayNumber] = mood } }
        let tile = 14, gap = 3, left = 44, top = 56
        let width = left + 31 * (tile + gap) + 16, height = top + 12 * (tile + gap) + 40
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" font-family="-apple-system, Helvetica, Arial, sans-serif">
            <rect width="\(width)" height="\(height)" fill="#FFFFFF"/>
            <text x="\(left)" y="32" font-size="20" font-weight="600" fill="#6D28D9">\(year) in pixels</text>

            """
        for month in 1...12 {
            let y = top + (month - 1) * (tile + gap)
            svg += "<text x=\"\(left - 8)\" y=\"\(y + tile - 3)\" font-size=\"10\" text-anchor=\"end\" fill=\"#6B7280\">\(names[month - 1])</text>\n"
            for day in 1...Validation.daysInMonth(year: year, month: month) {
                let date = CivilDate(year: year, month: month, day: day)
                let x = left + (day - 1) * (tile + gap)
                let fill: String
                switch moods[date.dayNumber] {
                case .good?: fill = "#22C55E"
                case .ok?: fill = "#FACC15"
                case .bad?: fill = "#EF4444"
                case nil: fill = date > now ? "#F3F4F6" : "#B3B3B3"
                }
                let label = "\(date)\(moods[date.dayNumber].map { ": \($0.rawValue)" } ?? "")"
                svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(tile)\" height=\"\(tile)\" rx=\"3\" fill=\"\(fill)\"><title>\(label)</title></rect>\n"
            }
        }
        let legendY = top + 12 * (tile + gap) + 16
        var x = left
        for (fill, text) in [("#22C55E", "good"), ("#FACC15", "ok"), ("#EF4444", "not so good"), ("#B3B3B3", "unmarked")] {
            svg += "<rect x=\"\(x)\" y=\"\(legendY)\" width=\"10\" height=\"10\" rx=\"2\" fill=\"\(fill)\"/><text x=\"\(x + 14)\" y=\"\(legendY + 9)\" font-size=\"10\" fill=\"#374151\">\(text)</text>\n"
            x += 90
        }
        return svg + "</svg>\n"
    }
}

/// RFC 4180 CSV: quoted fields with doubled quotes and line breaks inside quotes. A quote in
/// the middle of an unquoted field is kept as a character, as spreadsheet programs and
/// Python's csv module read it (Daylio writes such fields).
enum CSV {
    /// The most lines a file may hold (Daylio writes one per entry: twenty a day for a century
    /// is 730,000) and the most fields a line may hold (Daylio writes eight). Beyond them a file
    /// is refused with `.limitExceeded` before it can take much memory: without them a 64 MiB
    /// file of line breaks became 64 million rows and about 5 GB.
    static let maxRows = 1_000_000
    static let maxFields = 100

    static func parse(_ text: String) throws(KeepsakeError) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var afterQuote = false
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex, scalars[index] == "\u{FEFF}" { index = scalars.index(after: index) }
        func endField() throws(KeepsakeError) {
            guard row.count < maxFields else {
                throw .limitExceeded("CSV line \(rows.count + 1) has more than \(maxFields) fields")
            }
            row.append(field); field = ""; afterQuote = false
        }
        func endRow() throws(KeepsakeError) {
            try endField()
            guard rows.count < maxRows else { throw .limitExceeded("the CSV file has more than \(maxRows) lines") }
            rows.append(row); row = []
        }
        while index < scalars.endIndex {
            let c = scalars[index]
            index = scalars.index(after: index)
            if quoted {
                if c == "\"" {
                    if index < scalars.endIndex && scalars[index] == "\"" {
                        field.unicodeScalars.append("\"")
                        index = scalars.index(after: index)
                    } else {
                        quoted = false; afterQuote = true
                    }
                } else {
                    field.unicodeScalars.append(c)
                }
                continue
            }
            switch c {
            case "\"" where field.isEmpty && !afterQuote:
                quoted = true
            case ",":
                try endField()
            case "\r":
                continue
            case "\n":
                try endRow()
            default:
                guard !afterQuote else { throw .invalidArgument("CSV row \(rows.count + 1): text after a closing quote") }
                field.unicodeScalars.append(c)
            }
        }
        guard !quoted else { throw .invalidArgument("CSV: a quoted field is not closed") }
        if !field.isEmpty || !row.isEmpty { try endRow() }
        return rows
    }

    /// A field, quoted when it holds a comma, quote or line break.
}
