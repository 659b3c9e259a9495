/// Routines in and out: check-ins as CSV in the long layout habit trackers such as Loop import,
/// and bundles of kind `routine` (FORMAT.md section 13).
extension Session {
    /// One line per day from the start through `today` (or the programme's end):
    /// `date,value,note` with `value` the number of slots taken that day.
    public func exportRoutineCSV(today: CivilDate) throws(KeepsakeError) -> String {
        let now = today
        let state = try readRoutine()
        var out = CSVWriter.header(["date", "value", "note"])
        var day = state.routine.startDate
        let last = min(now, state.routine.endDate ?? now)
        while day <= last {
            out += CSVWriter.line([.value(day.description), .value(String(state.taken[day.dayNumber]?.count ?? 0)),
                                   .text(state.notes[day.dayNumber]?.note ?? "")])
            day = day.adding(days: 1)
        }
        return out
    }

    /// Writes the account's routine as a bundle of kind `routine`.
    /// Owner and staff (`Permission.readRoutine`).
    /// - Throws: `.notFound` when the account has no routine; the errors of every export
    ///   (`ExportOptions`).
    public func exportRoutineBundle(to path: String, options: ExportOptions) throws(KeepsakeError) -> ExportResult {
        try writeBundle(kind: RoutineRecordKind.bundleKind, .readRoutine, to: path, options: options) { (store, bundle) throws(KeepsakeError) -> [MediaRecord] in
            try RoutineBundleRows.insert(try Session.requireRoutine(RoutineTable.owner(self), store), into: bundle)
            return []
        }
    }
}

enum RoutineBundleRows {
    static let tables: Set<String> = ["routines", "routine_slots", "routine_answers", "routine_checkins", "routine_notes", "routine_ratings"]

    static func insert(_ state: RoutineState, into db: Database) throws(KeepsakeError) {
        let r = state.routine, side = SchemaSide.newestBundle
        try RoutineRow.insertAll([RoutineRow(r)], on: side, into: db)
        try RoutineSlotRow.insertAll(r.slots.enumerated().map { i, slot in
            RoutineSlotRow(routineID: r.id, name: slot.name, position: state.slotPositions[slot.name] ?? Int64(i), reminder: slot.reminder)
        }, on: side, into: db)
        try RoutineAnswerRow.insertAll(r.answers.sorted { $0.key < $1.key }.map { RoutineAnswerRow(routineID: r.id, key: $0.key, value: $0.value) },
                                       on: side, into: db)
        try RoutineCheckinRow.insertAll(state.taken.sorted { $0.key < $1.key }.flatMap { day, slots in
            slots.sorted { $0.key < $1.key }.map { RoutineCheckinRow(routineID: r.id, date: CivilDate(dayNumber: day), slot: $0.key, takenAt: $0.value) }
        }, on: side, into: db)
        try RoutineNoteRow.insertAll(state.notes.sorted { $0.key < $1.key }.map { day, note in
            RoutineNoteRow(routineID: r.id, date: CivilDate(dayNumber: day), note: note.note, changedAt: note.changedAt)
        }, on: side, into: db)
        try RoutineRatingRow.insertAll(state.ratings.map {
            RoutineRatingRow(routineID: r.id, ratedOn: $0.ratedOn, energy: Int64($0.energy), sleep: Int64($0.sleep), stress: Int64($0.stress),
                             changedAt: $0.changedAt)
        }, on: side, into: db)
    }

    /// The exporting session's routine, for `archive` bundles.
    static func copy(from store: Database, owner: String, into db: Database) throws(KeepsakeError) {
        if let state = try RoutineTable.load(owner, in: store) { try insert(state, into: db) }
    }

    /// The reader's checks of routine rows.
    static func checkRow(_ row: BundleRow) throws(KeepsakeError) {
        func score(_ key: String) throws(KeepsakeError) { try row.integer(key, { (1...10).contains($0) }, "must be 1 to 10") }
        let uuid = Validation.isUUID, date = Validation.isCivilDate, instant = Validation.isInstant
        switch row.table {
        case "routines":
            try row.text("id", uuid, "must be a lowercase UUID"); try row.text("start_date", date, "must be YYYY-MM-DD")
            try row.text("created_at", instant, "must be an instant"); try row.text("modified_at", instant, "must be an instant")
            try row.integer("length_days", orNull: true, { (1...3650).contains($0) }, "must be 1 to 3650 or null")
            try row.text("goal", orNull: true, Routine.goals.contains, "must be null or one of \(Routine.goals.sorted().joined(separator: ", "))")
        case "routine_slots":
            try row.text("routine_id", uuid, "must be a lowercase UUID"); try row.text("name", { (1...40).contains($0.unicodeScalars.count) }, "must have 1 to 40 Unicode scalar values")
            try row.text("reminder", { (try? Routine.minutes($0)) != nil }, "must be HH:MM")
            try row.integer("position", { $0 >= 0 }, "must be ≥ 0")
        case "routine_answers":
            try row.text("routine_id", uuid, "must be a lowercase UUID"); try row.text("key", { (1...100).contains($0.unicodeScalars.count) }, "must have 1 to 100 Unicode scalar values")
            try row.text("value", { $0.unicodeScalars.count <= 1000 }, "must have at most 1000 Unicode scalar values")
        case "routine_checkins":
            try row.text("routine_id", uuid, "must be a lowercase UUID"); try row.text("date", date, "must be YYYY-MM-DD")
            try row.text("slot", { !$0.isEmpty }, "must name a slot"); try row.text("taken_at", instant, "must be an instant")
        case "routine_notes":
            try row.text("routine_id", uuid, "must be a lowercase UUID"); try row.text("date", date, "must be YYYY-MM-DD")
            try row.text("note", { !$0.isEmpty && $0.unicodeScalars.count <= Session.moodNoteLimit }, "must have 1 to \(Session.moodNoteLimit) Unicode scalar values")
            try row.text("changed_at", instant, "must be an instant")
        case "routine_ratings":
            try row.text("routine_id", uuid, "must be a lowercase UUID"); try row.text("rated_on", date, "must be YYYY-MM-DD")
            try score("energy"); try score("sleep"); try score("stress"); try row.text("changed_at", instant, "must be an instant")
        default:
            throw row.fail("unknown table")
        }
    }

    /// Kind `routine`: exactly one routine, and every other routine row belongs to it and names
    /// its slots.
    static func check(_ tables: BundleTables, kind: String) throws(KeepsakeError) {
        let routines = try tables.rows("routines")
        if kind == "routine" && routines.count != 1 {
            throw .bundle(.kindContent, "a bundle of kind routine holds exactly one routine; this one holds \(routines.count)")
        }
        if kind == "archive" && routines.count > 1 {
            throw .bundle(.kindContent, "a bundle of kind archive holds the exporting account's routine, at most one; this one holds \(routines.count)")
        }
        let ids = Set(routines.compactMap { $0["id"]?.stringValue })
        var slots: Set<String> = []
        try tables.forEach("routine_slots") { (row) throws(KeepsakeError) in
            slots.insert((row["routine_id"]?.stringValue ?? "") + "/" + (row["name"]?.stringValue ?? ""))
        }
        for table in tables.schema.tables.map(\.name).sorted() where table != "routines" && RoutineBundleRows.tables.contains(table) {
            try tables.forEach(table) { (row) throws(KeepsakeError) in
                let owner = row["routine_id"]?.stringValue ?? ""
                guard ids.contains(owner) else { throw .bundle(.databaseRow, "\(table): routine \(owner) is not in the bundle") }
                if table == "routine_checkins", let slot = row["slot"]?.stringValue, !slots.contains(owner + "/" + slot) {
                    throw .bundle(.databaseRow, "routine_checkins: slot \(slot) is not a slot of routine \(owner)")
                }
            }
        }
    }

    /// Imports a bundle's routine (FORMAT.md R46): it replaces the importing account's routine
    /// only when that account has none or the bundle's `modified_at` is later; otherwise the
    /// store keeps its own, and the result says so.
    static func merge(_ tables: BundleTables, owner: String, into db: Database) throws(KeepsakeError) -> RoutineMergeOutcome? {
        guard let first = try tables.rows(RoutineRow.table.name).first else { return nil }
        var theirs = try Row.decode(RoutineRow.self, bundle: first)
        // Another account's routine keeps its id: this one then comes in under a new id.
        if case .text(let holder)? = try db.scalar("SELECT account_id FROM routines WHERE id = ?", [.text(theirs.id)]), holder != owner {
            theirs.id = Random.uuid()
        }
        if let existing = try RoutineTable.load(owner, in: db) {
            guard existing.routine.modifiedAt < theirs.modifiedAt else { return .kept }
            try Tables.routines.delete(key: ["id": .text(existing.routine.id)], in: db)
        }
        // The reader has checked every row (R49, R50): each is read by its mapping and written
        // in the store's form under the routine's id and owner there.
        try theirs.insert(in: db, extra: ["account_id": .text(owner)])
        func copy<Owned: RoutineOwnedRow>(_ type: Owned.Type) throws(KeepsakeError) {
            let routineID = theirs.id
            try tables.forEach(Owned.table.name) { (row) throws(KeepsakeError) in
                var owned = try Row.decode(Owned.self, bundle: row)
                owned.routineID = routineID
                try owned.insert(in: db)
            }
        }
        try copy(RoutineSlotRow.self)
        try copy(RoutineAnswerRow.self)
        try copy(RoutineCheckinRow.self)
        try copy(RoutineNoteRow.self)
        try copy(RoutineRatingRow.self)
        return .taken
    }
}
