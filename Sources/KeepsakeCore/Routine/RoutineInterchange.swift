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
        let r = state.routine
        let bundle = SchemaSide.newestBundle
        try Tables.routines.insert(["id": .text(r.id), "start_date": .text(r.startDate.description),
                                    "length_days": r.lengthDays.map { .integer(Int64($0)) } ?? .null, "goal": r.goal.map { .text($0) } ?? .null,
                                    "created_at": .text(r.createdAt.rfc3339), "modified_at": .text(r.modifiedAt.rfc3339)], on: bundle, in: db)
        for (i, slot) in r.slots.enumerated() {
            try Tables.routineSlots.insert(["routine_id": .text(r.id), "name": .text(slot.name),
                                            "position": .integer(state.slotPositions[slot.name] ?? Int64(i)), "reminder": .text(slot.reminder)],
                                           on: bundle, in: db)
        }
        for (k, v) in r.answers.sorted(by: { $0.key < $1.key }) {
            try Tables.routineAnswers.insert(["routine_id": .text(r.id), "key": .text(k), "value": .text(v)], on: bundle, in: db)
        }
        for (day, slots) in state.taken.sorted(by: { $0.key < $1.key }) {
            for (slot, at) in slots.sorted(by: { $0.key < $1.key }) {
                try Tables.routineCheckins.insert(["routine_id": .text(r.id), "date": .text(CivilDate(dayNumber: day).description),
                                                   "slot": .text(slot), "taken_at": .text(at.rfc3339)], on: bundle, in: db)
            }
        }
        for (day, note) in state.notes.sorted(by: { $0.key < $1.key }) {
            try Tables.routineNotes.insert(["routine_id": .text(r.id), "date": .text(CivilDate(dayNumber: day).description),
                                            "note": .text(note.note), "changed_at": .text(note.changedAt)], on: bundle, in: db)
        }
        for rating in state.ratings {
            try Tables.routineRatings.insert(["routine_id": .text(r.id), "rated_on": .text(rating.ratedOn.description),
                                              "energy": .integer(Int64(rating.energy)), "sleep": .integer(Int64(rating.sleep)),
                                              "stress": .integer(Int64(rating.stress)), "changed_at": .text(rating.changedAt)], on: bundle, in: db)
        }
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
        guard let row = try tables.rows("routines").first, case .string(let bundleID)? = row["id"], case .string(let modified)? = row["modified_at"] else { return nil }
        // Another account's routine keeps its id: this one then comes in under a new id.
        var id = bundleID
        if case .text(let holder)? = try db.scalar("SELECT account_id FROM routines WHERE id = ?", [.text(bundleID)]), holder != owner {
            id = Random.uuid()
        }
        if let existing = try RoutineTable.load(owner, in: db) {
            guard let theirs = Instant(modified), existing.routine.modifiedAt < theirs else {
                return .kept
            }
            try db.run("DELETE FROM routines WHERE id = ?", [.text(existing.routine.id)])
        }
        // The reader has checked every row (R49, R50): columns the store keeps as they are go in
        // by name; the routine's id and owner are the store's, dates become day numbers.
        func values(_ row: JSONValue, _ table: Table) -> [String: SQLValue] {
            var values: [String: SQLValue] = [:]
            for column in table.columns(.newestBundle) where table.since(column, .newestStore) != nil {
                switch row[column.name] {
                case .string(let text)?: values[column.name] = .text(text)
                case .int(let integer)?: values[column.name] = .integer(integer)
                default: values[column.name] = .null
                }
            }
            values["routine_id"] = .text(id)
            return values
        }
        var routine = values(row, Tables.routines)
        routine["id"] = .text(id)
        routine["account_id"] = .text(owner)
        routine.removeValue(forKey: "routine_id")
        try Tables.routines.insert(routine, in: db)
        try tables.forEach("routine_slots") { (r) throws(KeepsakeError) in try Tables.routineSlots.insert(values(r, Tables.routineSlots), in: db) }
        try tables.forEach("routine_answers") { (r) throws(KeepsakeError) in try Tables.routineAnswers.insert(values(r, Tables.routineAnswers), in: db) }
        for (table, name) in [(Tables.routineCheckins, "routine_checkins"), (Tables.routineNotes, "routine_notes")] {
            try tables.forEach(name) { (r) throws(KeepsakeError) in
                guard let day = r["date"]?.stringValue.flatMap(CivilDate.init) else { return }
                var v = values(r, table)
                v["day"] = .integer(day.dayNumber)
                try table.insert(v, in: db)
            }
        }
        try tables.forEach("routine_ratings") { (r) throws(KeepsakeError) in try Tables.routineRatings.insert(values(r, Tables.routineRatings), in: db) }
        return .taken
    }
}
