/// A routine's rows (FORMAT.md R49), each mapped once for the store and a bundle. The forms
/// differ in two ways, both handled by the mapping rather than by its callers: the store keeps
/// the owning account with the routine (`account_id`, given as `extra`), and check-ins and
/// notes are keyed by the day's number in the store and by its date in a bundle
/// (`Row.day()`, `RowValues.setDay`).

/// A row of a table whose rows belong to one routine (`routine_id`): an import gives them the
/// id the routine has in the store.
protocol RoutineOwnedRow: FetchableRecord, PersistableRecord {
    var routineID: String { get set }
}

/// A row of `routines`: the routine without its slots and answers.
struct RoutineRow: Equatable, FetchableRecord, PersistableRecord {
    static var table: Table { Tables.routines }
    var id: String
    var startDate: CivilDate
    var lengthDays: Int64?
    var goal: String?
    var createdAt: Instant
    var modifiedAt: Instant
}

extension RoutineRow {
    /// The row of `routine`.
    init(_ routine: Routine) {
        self.init(id: routine.id, startDate: routine.startDate, lengthDays: routine.lengthDays.map { Int64($0) }, goal: routine.goal,
                  createdAt: routine.createdAt, modifiedAt: routine.modifiedAt)
    }
}

extension RoutineRow {
    init(row: Row) throws(KeepsakeError) {
        self.init(id: try row.text("id"), startDate: try row.civilDate("start_date"), lengthDays: try row.optionalInteger("length_days"),
                  goal: try row.optionalText("goal"), createdAt: try row.instant("created_at"), modifiedAt: try row.instant("modified_at"))
    }

    func encode(to row: inout RowValues) {
        row.set("id", id)
        row.set("start_date", startDate)
        row.set("length_days", lengthDays)
        row.set("goal", goal)
        row.set("created_at", createdAt)
        row.set("modified_at", modifiedAt)
    }
}

/// A row of `routine_slots`.
struct RoutineSlotRow: Equatable, RoutineOwnedRow {
    static var table: Table { Tables.routineSlots }
    var routineID: String
    var name: String
    /// An ordering, kept as a bundle gave it (not necessarily an index).
    var position: Int64
    var reminder: String
}

extension RoutineSlotRow {
    init(row: Row) throws(KeepsakeError) {
        self.init(routineID: try row.text("routine_id"), name: try row.text("name"), position: try row.integer("position"),
                  reminder: try row.text("reminder"))
    }

    func encode(to row: inout RowValues) {
        row.set("routine_id", routineID)
        row.set("name", name)
        row.set("position", position)
        row.set("reminder", reminder)
    }
}

/// A row of `routine_answers`.
struct RoutineAnswerRow: Equatable, RoutineOwnedRow {
    static var table: Table { Tables.routineAnswers }
    var routineID: String
    var key: String
    var value: String
}

extension RoutineAnswerRow {
    init(row: Row) throws(KeepsakeError) {
        self.init(routineID: try row.text("routine_id"), key: try row.text("key"), value: try row.text("value"))
    }

    func encode(to row: inout RowValues) {
        row.set("routine_id", routineID)
        row.set("key", key)
        row.set("value", value)
    }
}

/// A row of `routine_checkins`: a slot taken on a day.
struct RoutineCheckinRow: Equatable, RoutineOwnedRow {
    static var table: Table { Tables.routineCheckins }
    var routineID: String
    var date: CivilDate
    var slot: String
    var takenAt: Instant
}

extension RoutineCheckinRow {
    init(row: Row) throws(KeepsakeError) {
        self.init(routineID: try row.text("routine_id"), date: try row.day(), slot: try row.text("slot"), takenAt: try row.instant("taken_at"))
    }

    func encode(to row: inout RowValues) {
        row.set("routine_id", routineID)
        row.setDay(date)
        row.set("slot", slot)
        row.set("taken_at", takenAt)
    }
}

/// A row of `routine_notes`: a day's note.
struct RoutineNoteRow: Equatable, RoutineOwnedRow {
    static var table: Table { Tables.routineNotes }
    var routineID: String
    var date: CivilDate
    var note: String
    /// The change's instant as its text, kept as stored.
    var changedAt: String
}

extension RoutineNoteRow {
    init(row: Row) throws(KeepsakeError) {
        self.init(routineID: try row.text("routine_id"), date: try row.day(), note: try row.text("note"), changedAt: try row.text("changed_at"))
    }

    func encode(to row: inout RowValues) {
        row.set("routine_id", routineID)
        row.setDay(date)
        row.set("note", note)
        row.set("changed_at", changedAt)
    }
}

/// A row of `routine_ratings`: a day's self-ratings.
struct RoutineRatingRow: Equatable, RoutineOwnedRow {
    static var table: Table { Tables.routineRatings }
    var routineID: String
    var ratedOn: CivilDate
    var energy: Int64
    var sleep: Int64
    var stress: Int64
    /// The change's instant as its text, kept as stored.
    var changedAt: String
}

extension RoutineRatingRow {
    init(row: Row) throws(KeepsakeError) {
        self.init(routineID: try row.text("routine_id"), ratedOn: try row.civilDate("rated_on"), energy: try row.integer("energy"),
                  sleep: try row.integer("sleep"), stress: try row.integer("stress"), changedAt: try row.text("changed_at"))
    }

    func encode(to row: inout RowValues) {
        row.set("routine_id", routineID)
        row.set("rated_on", ratedOn)
        row.set("energy", energy)
        row.set("sleep", sleep)
        row.set("stress", stress)
        row.set("changed_at", changedAt)
    }
}
