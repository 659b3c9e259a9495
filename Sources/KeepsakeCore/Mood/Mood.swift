/// A day's mood: good, ok or not so good (green, yellow, red).
public enum Mood: String, CaseIterable, Sendable, Codable {
    /// Good (green), value 3.
    case good
    /// Ok (yellow), value 2.
    case ok
    /// Not so good (red), value 1.
    case bad

    /// The numeric value in exports and the store: bad 1, ok 2, good 3.
    public var value: Int64 {
        switch self {
        case .bad: return 1
        case .ok: return 2
        case .good: return 3
        }
    }

    /// The mood of numeric `value` (1 bad, 2 ok, 3 good); nil for any other number.
    public init?(value: Int64) {
        switch value {
        case 1: self = .bad
        case 2: self = .ok
        case 3: self = .good
        default: return nil
        }
    }

    /// The mood named `text` (`"good"`, `"ok"`, `"bad"`).
    /// - Throws: `.invalidArgument` for any other text.
    public static func parse(_ text: String) throws(KeepsakeError) -> Mood {
        guard let mood = Mood(rawValue: text) else { throw .invalidArgument("mood \(quoted: text) is not one of good, ok, bad") }
        return mood
    }

    /// Folds a score on the 1–5 scale of mood apps (Daylio's levels, Pixels' scores) onto three
    /// moods: the average of a day's scores is good from 3.5 up, bad up to 2.5, ok between.
    public static func fold(scores: [Int]) -> Mood? {
        guard !scores.isEmpty else { return nil }
        let twice = scores.reduce(0, +) * 2 // compare 2 × sum with 7n and 5n: no rounding
        if twice >= 7 * scores.count { return .good }
        if twice <= 5 * scores.count { return .bad }
        return .ok
    }
}

/// One marked (or cleared) day of a person's log.
public struct MoodDay: Hashable, Sendable, Codable {
    /// The day.
    public let date: CivilDate
    /// nil when the day was cleared (kept so that a later import cannot bring it back).
    public let mood: Mood?
    /// The day's note, trimmed, at most `Session.moodNoteLimit` characters; nil when none.
    public let note: String?
    /// When the day was last set or cleared (its text as the host gave it); an import keeps
    /// the later one.
    public let changedAt: Instant

    /// The C ABI's JSON of a day: its bundle row.
    package var json: JSONValue { .object(bundleJSON()) }
}

/// A day's row of `mood_days` (FORMAT.md R41). The store keeps the day as its number and the
/// mood as 1 bad, 2 ok, 3 good, with the account it belongs to (`MoodTable`'s `extra`); a
/// bundle keeps the civil date and the mood's name. Both forms are read and written here.
extension MoodDay: FetchableRecord, PersistableRecord {
    static var table: Table { Tables.moodDays }

    init(row: Row) throws(KeepsakeError) {
        let mood = row.has("day") ? try row.optionalInteger("mood").flatMap(Mood.init(value:))
                                  : try row.optionalText("mood").flatMap(Mood.init(rawValue:))
        self.init(date: try row.day(), mood: mood, note: try row.optionalText("note"), changedAt: try row.instant("changed_at"))
    }

    func encode(to row: inout RowValues) {
        row.setDay(date)
        if row.forStore { row.set("mood", mood?.value) } else { row.set("mood", mood?.rawValue) }
        row.set("note", note)
        row.set("changed_at", changedAt)
    }
}

/// The store's `mood_days` table. Days are day numbers and moods 1–3, so a century of days
/// loads as integers.
enum MoodTable {
    static func owner(_ session: Session) -> String { session.actor.accountID ?? "" }

    static func find(_ owner: String, _ date: CivilDate, in db: Database) throws(KeepsakeError) -> MoodDay? {
        try MoodDay.fetchOne(db, where: "account_id = ? AND day = ?", [.text(owner), .integer(date.dayNumber)])
    }

    /// Every day (cleared ones included) of `owner` between two days, ascending.
    static func days(_ owner: String, from first: CivilDate? = nil, to last: CivilDate? = nil, in db: Database) throws(KeepsakeError) -> [MoodDay] {
        try MoodDay.fetchAll(db, where: "account_id = ? AND day BETWEEN ? AND ?",
                             [.text(owner), .integer(first?.dayNumber ?? Int64.min), .integer(last?.dayNumber ?? Int64.max)], orderBy: "day")
    }

    /// The marked days of `owner` up to `last`: what statistics need, as two flat arrays so a
    /// century of days loads and scans quickly.
    static func marks(_ owner: String, upTo last: CivilDate, in db: Database) throws(KeepsakeError) -> MoodMarks {
        // One integer column per row (day × 4 + mood) halves the work of reading a century.
        let stmt = try db.prepare("SELECT day * 4 + mood FROM mood_days INDEXED BY mood_days_marks WHERE account_id = ? AND day <= ? AND mood IS NOT NULL ORDER BY day")
        try stmt.bind([.text(owner), .integer(last.dayNumber)])
        var marks = MoodMarks()
        while try stmt.step() {
            if let packed = stmt.integer(0), let mood = Mood(value: packed & 3) {
                marks.days.append(packed >> 2)
                marks.moods.append(mood)
            }
        }
        return marks
    }

    /// Writes a day, replacing what was there.
    static func put(_ owner: String, _ day: MoodDay, in db: Database) throws(KeepsakeError) {
        try day.upsert(in: db, extra: ["account_id": .text(owner)])
    }

    /// Applies `incoming` where it is the later change (FORMAT.md: the later `changed_at` wins;
    /// on a tie the store keeps its own). Returns true when it was applied.
    static func merge(_ owner: String, _ incoming: MoodDay, in db: Database) throws(KeepsakeError) -> Bool {
        if let existing = try find(owner, incoming.date, in: db) {
            guard existing.changedAt < incoming.changedAt else { return false }
        }
        try put(owner, incoming, in: db)
        return true
    }

}

/// Marked days in ascending order: `days[i]` (a day number) has `moods[i]`.
struct MoodMarks {
    var days: [Int64] = []
    var moods: [Mood] = []

    var first: CivilDate? { days.first.map(CivilDate.init(dayNumber:)) }

    /// The marks on or before `last`.
    func prefix(through last: CivilDate) -> MoodMarks {
        let end = lowerBound(last.dayNumber + 1)
        if end == days.count { return self }
        return MoodMarks(days: Array(days[..<end]), moods: Array(moods[..<end]))
    }

    /// The index of the first day on or after `day`.
    func lowerBound(_ day: Int64) -> Int {
        var low = 0, high = days.count
        while low < high {
            let mid = (low + high) / 2
            if days[mid] < day { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
