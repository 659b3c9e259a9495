/// Mood logs in and out of other apps' files.
///
/// Importers fold the apps' five levels onto three moods (see `Mood.fold`): a day's entries are
/// averaged on the 1–5 scale, good from 3.5 up, bad up to 2.5, ok between. Days already marked
/// in the store are kept and reported as skipped, never overwritten silently; days after the
/// host's `today` are refused as `setMood` refuses them: reported as `future`, none of them
/// stored. Notes of a day's entries are joined in time order, oldest first (Daylio's 12-hour
/// times "6:19 PM" are read as times, not sorted as text).
extension Session {
    /// Daylio's default mood names and their levels (English and German app languages);
    /// `overrides` adds or replaces names (case-insensitive), e.g. `["Calm": 3]` for a renamed
    /// level.
    public static let daylioLevels: [String: Int] = [
        "rad": 5, "good": 4, "meh": 3, "bad": 2, "awful": 1,
        "super": 5, "gut": 4, "ok": 3, "okay": 3, "schlecht": 2, "mies": 1, "lausig": 1,
    ]

    /// Imports a Daylio CSV export: the current layout (`full_date,date,weekday,time,mood,
    /// activities,note_title,note`), the one before it (without `note_title`), and the oldest,
    /// of 2017–18 (`year,date,weekday,time,mood,activities,note`), whose `date` is a day and a
    /// month name in the app's language ("18 May", "May 18", "18. Mai", "18 maja"): English, German
    /// and Polish month names are read, any other is refused with a message naming the layout
    /// and the languages read. Notes
    /// come in as the text Daylio shows: the HTML its note editor writes (`<br>`, `<b>`) as
    /// line breaks and plain text.
    public func importDaylio(csv text: String, overrides: [String: Int] = [:], today: CivilDate, now: Instant) throws(KeepsakeError) -> MoodImportResult {
        let todayDate = today
        var levels: [String: Int] = [:]
        for (name, level) in Session.daylioLevels { levels[name] = level }
        for (name, level) in overrides {
            guard (1...5).contains(level) else { throw .invalidArgument("the level of \(quoted: name) must be 1 to 5") }
            levels[name.lowercased()] = level
        }
        let rows = try CSV.parse(text)
        guard let header = rows.first else { throw .invalidArgument("the Daylio file is empty") }
        func column(_ name: String) -> Int? { header.firstIndex { $0.lowercased() == name } }
        guard let moodColumn = column("mood"), let dayColumn = column("full_date") ?? column("date") else {
            throw .invalidArgument("not a Daylio CSV export: the header lacks full_date (or year and date) and mood")
        }
        // The 2017–18 layout has no full_date: its year and a localized "day month" date.
        let yearColumn = column("full_date") == nil ? column("year") : nil
        if column("full_date") == nil && yearColumn == nil {
            throw .invalidArgument("not a Daylio CSV export: the header has date but neither full_date nor year")
        }
        let timeColumn = column("time"), titleColumn = column("note_title"), noteColumn = column("note")
        var entries: [CivilDate: [(minute: Int, row: Int, level: Int, note: String?)]] = [:]
        var unknown: Set<String> = []
        for (index, row) in rows.dropFirst().enumerated() where !(row.count == 1 && row[0].isEmpty) {
            guard row.count == header.count else {
                throw .invalidArgument("Daylio row \(index + 2) has \(row.count) fields; the header has \(header.count)")
            }
            let date: CivilDate
            if let yearColumn {
                date = try Session.daylioOldDate(year: row[yearColumn], date: row[dayColumn], row: index + 2)
            } else {
                guard let d = CivilDate(row[dayColumn]) else { throw .invalidArgument("Daylio row \(index + 2): \(quoted: row[dayColumn]) is not a date") }
                date = d
            }
            guard let level = levels[row[moodColumn].lowercased()] else {
                unknown.insert(row[moodColumn])
                continue
            }
            let parts = [titleColumn.map { row[$0] }, noteColumn.map { row[$0] }].compactMap { $0 }
                .map(Session.daylioShownText).filter { !$0.isEmpty }
            let time = timeColumn.map { row[$0] } ?? ""
            guard let minute = time.isEmpty ? 0 : Session.minuteOfDay(time) else {
                throw .invalidArgument("Daylio row \(index + 2): '\(Session.quoted(time))' is not a time")
            }
            entries[date, default: []].append((minute, index, level, parts.isEmpty ? nil : parts.joined(separator: ": ")))
        }
        guard unknown.isEmpty else {
            throw .invalidArgument("Daylio moods without a level: \(unknown.sorted().joined(separator: ", ")); give each a level from 1 (awful) to 5 (rad)")
        }
        let days = entries.map { date, list in
            // Daylio lists newest first: equal times keep the later row as the older entry.
            let sorted = list.sorted { ($0.minute, -$0.row) < ($1.minute, -$1.row) }
            return (date, sorted.map(\.level), sorted.compactMap(\.note))
        }
        return try importDays(days, source: .daylio, today: todayDate, now: now)
    }

    /// A Daylio note or title as Daylio shows it: current versions write the note editor's
    /// formatting as HTML (`<b>`, `<i>`, `<br>`, lists), which becomes its text (line breaks
    /// for `<br>` and list items, markup dropped, entities decoded). Text with a `<` or `&`
    /// that is not such markup stays as written.
    static func daylioShownText(_ text: String) -> String {
        HTMLText.kind(text, tags: HTMLText.daylioTags) == .markup ? HTMLText.plain(html: text, space: .keep) : text
    }

    /// The most JSON values a Pixels backup may hold: a day is about ten (date, scores, notes,
    /// tags), so this is five centuries of days, and bounds the parsed tree near 200 MB where a
    /// 64 MiB file of tiny objects took 1.6 GB.
    public static let pixelsMaxValues = 2_000_000

    /// Imports a Pixels backup (a JSON array of days with `date` and `scores` 1–5). The app
    /// writes dates without zero padding ("2022-9-20"); padded ones are read too.
    public func importPixels(json text: String, today: CivilDate, now: Instant) throws(KeepsakeError) -> MoodImportResult {
        let todayDate = today
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
            guard case .string(let d)? = item["date"] else {
                throw .invalidArgument("Pixels entry \(index + 1) has no \"date\" string")
            }
            guard let date = Session.pixelsDate(d) else {
                throw .invalidArgument("Pixels entry \(index + 1): \"date\" '\(Session.quoted(d))' is not a date (year-month-day)")
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
        return try importDays(days, source: .pixels, today: todayDate, now: now)
    }

    /// At most a short prefix of a value from a file, for messages.
    static func quoted(_ value: String) -> String {
        value.unicodeScalars.count <= 40 ? value : value.prefix(scalars: 40) + "…"
    }

    /// A Pixels date: year-month-day with or without zero padding ("2022-9-20").
    static func pixelsDate(_ text: String) -> CivilDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...9999).contains(year), (1...12).contains(month),
              (1...Validation.daysInMonth(year: year, month: month)).contains(day) else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    /// Minutes after midnight of a Daylio time: "18:52", "6:19 PM", "11:54 pm", "12:05 AM".
    static func minuteOfDay(_ text: String) -> Int? {
        var t = MindMapRules.trim(text).lowercased()
        var meridiem: String?
        for suffix in ["am", "pm", "a.m.", "p.m."] where t.hasSuffix(suffix) {
            meridiem = String(suffix.prefix(1))
            t = MindMapRules.trim(String(t.dropLast(suffix.count)))
            break
        }
        let parts = t.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              var hour = Int(parts[0]), let minute = Int(parts[1]), minute < 60 else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "p" ? 12 : 0)
        } else {
            guard hour < 24 else { return nil }
        }
        return hour * 60 + minute
    }

    /// The app languages whose month names Daylio's 2017–18 `date` column is read in, as
    /// messages name them.
    static let daylioMonthLanguages = "English, German and Polish"

    /// Month names of Daylio's 2017–18 `date` column that are read, lower-cased: English and
    /// German, full and abbreviated; Polish as Android formats the app's "d MMMM" pattern with
    /// CLDR's names: the genitive ("29 marca"), and the nominative ("marzec") and abbreviations
    /// ("mar", "paź") a formatter may give instead. Swift compares the keys by canonical
    /// equivalence, so decomposed letters ("s" and U+0301 for "ś") match too.
    static let daylioMonths: [String: Int] = {
        var months: [String: Int] = [:]
        let english = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
        let german = ["januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"]
        for (i, name) in english.enumerated() { months[name] = i + 1; months[String(name.prefix(3))] = i + 1 }
        for (i, name) in german.enumerated() { months[name] = i + 1; months[String(name.prefix(3))] = i + 1 }
        months["sept"] = 9; months["jän"] = 1; months["jänner"] = 1; months["mrz"] = 3
        // Polish, from CLDR as java.time (17, CLDR provider) prints Locale "pl" with the
        // patterns "d MMMM" (genitive), "LLLL" (nominative) and "LLL"/"MMM" (abbreviated).
        let polishGenitive = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"]
        let polishNominative = ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"]
        let polishShort = ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"]
        for names in [polishGenitive, polishNominative, polishShort] {
            for (i, name) in names.enumerated() { months[name] = i + 1 }
        }
        return months
    }()

    /// The day of a row in Daylio's 2017–18 layout: `year` and a "day month" or "month day"
    /// date in the app's language.
    static func daylioOldDate(year yearText: String, date text: String, row: Int) throws(KeepsakeError) -> CivilDate {
        let layout = "Daylio's 2017–18 CSV layout (year,date,weekday,…)"
        guard let year = Int(MindMapRules.trim(yearText)), (1...9999).contains(year) else {
            throw .invalidArgument("Daylio row \(row): year '\(quoted(yearText))' is not a year (\(layout))")
        }
        // Spaces of any kind (a no-break space U+00A0 or U+202F where a formatter puts one),
        // and the dot and comma some languages write after the day or the month.
        let words = text.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "." || $0 == "," }).map(String.init)
        let numbers = words.compactMap { Int($0) }
        let names = words.filter { Int($0) == nil }
        guard numbers.count == 1, names.count == 1, let day = numbers.first else {
            throw .invalidArgument("Daylio row \(row): date '\(quoted(text))' is not a day and a month (\(layout))")
        }
        guard let month = daylioMonths[names[0]] else {
            throw .invalidArgument("Daylio row \(row): the month '\(quoted(names[0]))' is in a language this importer does not read; \(layout) writes month names in the app's language, and \(daylioMonthLanguages) are read. Export again from a current Daylio, whose full_date column is read in any language")
        }
        guard (1...Validation.daysInMonth(year: year, month: month)).contains(day) else {
            throw .invalidArgument("Daylio row \(row): '\(quoted(text)) \(year)' is not a day of the calendar")
        }
        return CivilDate(year: year, month: month, day: day)
    }

    private func importDays(_ days: [(CivilDate, [Int], [String])], source: MoodImportResult.Source, today: CivilDate, now: Instant) throws(KeepsakeError) -> MoodImportResult {
        try write(.changeMoods) { (db) throws(KeepsakeError) -> MoodImportResult in
            var imported = 0
            var skipped: [CivilDate] = []
            var future: [CivilDate] = []
            let owner = MoodTable.owner(self)
            for (date, scores, notes) in days.sorted(by: { $0.0 < $1.0 }) {
                guard let mood = Mood.fold(scores: scores) else { continue }
                guard date <= today else {
                    future.append(date)
                    continue
                }
                if let existing = try MoodTable.find(owner, date, in: db), existing.mood != nil {
                    skipped.append(date)
                    continue
                }
                var note = notes.joined(separator: "\n")
                if note.unicodeScalars.count > Session.moodNoteLimit { note = note.prefix(scalars: Session.moodNoteLimit) }
                try MoodTable.put(owner, MoodDay(date: date, mood: mood, note: note.isEmpty ? nil : note, changedAt: now), in: db)
                imported += 1
            }
            return MoodImportResult(source: source, imported: imported, skipped: skipped, future: future)
        }
    }

    /// The log as CSV, oldest first: `date,value,label,note` with ISO dates, values 1 (bad) to
    /// 3 (good). `year` limits it to one calendar year. Credentials never appear in it.
    public func exportMoodCSV(year: Int?, today: CivilDate) throws(KeepsakeError) -> String {
        let days = try moodDays(year: year, today: today)
        var out = CSVWriter.header(["date", "value", "label", "note"])
        for day in days {
            guard let mood = day.mood else { continue }
            out += CSVWriter.line([.value(day.date.description), .value(String(mood.value)), .value(mood.rawValue), .text(day.note ?? "")])
        }
        return out
    }

    /// The log's days (cleared ones included), oldest first, of one year or all.
    func moodDays(year: Int?, today: CivilDate) throws(KeepsakeError) -> [MoodDay] {
        let range = try moodDayRange(year: year, today: today)
        return try read(.readMoods) { (db) throws(KeepsakeError) -> [MoodDay] in
            try MoodTable.days(MoodTable.owner(self), from: range.first, to: range.last, in: db)
        }
    }

    /// The days of one year (or all, to today) an export covers.
    func moodDayRange(year: Int?, today: CivilDate) throws(KeepsakeError) -> (first: CivilDate?, last: CivilDate) {
        let now = today
        if let year { _ = try MoodYear.require(year) }
        return (year.map { CivilDate(year: $0, month: 1, day: 1) }, year.map { min(CivilDate(year: $0, month: 12, day: 31), now) } ?? now)
    }

    /// A year in pixels as SVG: a row per month, a tile per day, grey (#B3B3B3) for unmarked
    /// days, green, yellow and red for the moods, on a minimal palette with a purple accent.
    public func renderMoodYear(_ year: Int, today: CivilDate) throws(KeepsakeError) -> String {
        let now = today
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
                } else if c == "\r" {
                    // Line endings inside a quoted field become line feeds, as outside it.
                    field.unicodeScalars.append("\n")
                    if index < scalars.endIndex && scalars[index] == "\n" { index = scalars.index(after: index) }
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
