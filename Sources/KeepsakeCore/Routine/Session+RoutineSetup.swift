/// Starting a routine, changing reminders and answers, checking in. Owners and staff keep their
/// own routine (one per account); relatives may not.
extension Session {
    /// What a new routine is given (the C interface's `routine_json`).
    public struct NewRoutine: Sendable, Hashable, Codable {
        /// The first day.
        public var startDate: CivilDate
        /// The programme's length, 1 to 3,650 days; nil for no end.
        public var lengthDays: Int?
        /// One of `Routine.goals`, or nil.
        public var goal: String?
        /// Onboarding answers by question key: at most 200, keys of 1 to 100 characters, values of at
        /// most 1,000.
        public var answers: [String: String]
        /// The check-ins of each day, 1 to 8 with distinct names (`Routine.Slot`).
        public var slots: [Routine.Slot]

        /// A new routine; `Session.startRoutine(_:now:)` checks every field and throws
        /// `.invalidArgument` naming the first one out of range.
        public init(startDate: CivilDate, lengthDays: Int? = nil, goal: String? = nil, answers: [String: String] = [:],
                    slots: [Routine.Slot] = Routine.defaultSlots) {
            self.startDate = startDate
            self.lengthDays = lengthDays
            self.goal = goal
            self.answers = answers
            self.slots = slots
        }

        /// Reads `{"start_date","length_days","goal","answers":{…},"slots":[{"name","reminder"}]}`;
        /// all but `start_date` optional.
        /// - Throws: `.invalidArgument` for JSON that is not such an object, unknown keys, or a value
        ///   of the wrong type; `Session.startRoutine(_:now:)` checks the values.
        package init(json text: String) throws(KeepsakeError) {
            guard case .object(let o)? = try? JSONParser.parse(text) else { throw .invalidArgument("routine_json must be a JSON object") }
            let unknown = Set(o.keys).subtracting(["start_date", "length_days", "goal", "answers", "slots"])
            guard unknown.isEmpty else { throw .invalidArgument("routine_json has unknown keys: \(unknown.sorted().joined(separator: ", "))") }
            guard case .string(let start)? = o["start_date"] else { throw .invalidArgument("routine_json needs \"start_date\" (YYYY-MM-DD)") }
            var length: Int?
            switch o["length_days"] {
            case nil, .null?: length = nil
            case .int(let l)?: length = Int(l)
            default: throw .invalidArgument("\"length_days\" must be a whole number or null")
            }
            var goal: String?
            switch o["goal"] {
            case nil, .null?: goal = nil
            case .string(let g)?: goal = g
            default: throw .invalidArgument("\"goal\" must be a string or null")
            }
            let answers = try Session.parseAnswers(o["answers"] ?? .object([:]))
            var slots = Routine.defaultSlots
            if let list = o["slots"], list != .null {
                guard case .array(let items) = list else { throw .invalidArgument("\"slots\" must be an array") }
                slots = []
                for item in items {
                    guard case .string(let name)? = item["name"], case .string(let time)? = item["reminder"] else {
                        throw .invalidArgument("each slot is {\"name\":…,\"reminder\":\"HH:MM\"}")
                    }
                    slots.append(Routine.Slot(name: name, reminder: time))
                }
            }
            self.init(startDate: try CivilDate.parse(start, "start_date"), lengthDays: length, goal: goal, answers: answers, slots: slots)
        }
    }

    package static func parseAnswers(_ value: JSONValue) throws(KeepsakeError) -> [String: String] {
        guard case .object(let o) = value else { throw .invalidArgument("answers must be a JSON object of strings") }
        var out: [String: String] = [:]
        for (k, v) in o {
            guard case .string(let s) = v else { throw .invalidArgument("answer \(quoted: k) must be a string") }
            guard (1...100).contains(k.unicodeScalars.count), s.unicodeScalars.count <= 1000 else {
                throw .invalidArgument("answer keys have 1 to 100 Unicode scalar values and values at most 1000")
            }
            out[k] = s
        }
        guard out.count <= 200 else { throw .invalidArgument("at most 200 answers") }
        return out
    }

    /// Starts the account's routine. A second one is refused until the first is deleted.
    public func startRoutine(_ new: NewRoutine, now: Instant) throws(KeepsakeError) -> Routine {
        let start = new.startDate
        if let l = new.lengthDays, !(1...3650).contains(l) { throw .invalidArgument("length_days must be 1 to 3650 or null") }
        if let g = new.goal, !Routine.goals.contains(g) { throw .invalidArgument("goal must be one of \(Routine.goals.sorted().joined(separator: ", "))") }
        guard (1...8).contains(new.slots.count) else { throw .invalidArgument("a routine has 1 to 8 slots") }
        var names: Set<String> = []
        for slot in new.slots {
            guard (1...40).contains(slot.name.unicodeScalars.count), slot.name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }) else {
                throw .invalidArgument("slot name \(quoted: slot.name) must be 1 to 40 letters, digits or _")
            }
            guard names.insert(slot.name).inserted else { throw .invalidArgument("slot \(quoted: slot.name) appears twice") }
            _ = try Routine.minutes(slot.reminder)
        }
        return try writeRoutine { (db, owner) throws(KeepsakeError) -> Routine in
            guard try RoutineTable.load(owner, in: db) == nil else { throw .alreadyExists("this account already has a routine; delete it to start anew") }
            let id = Random.uuid()
            try RoutineRow(id: id, startDate: start, lengthDays: new.lengthDays.map { Int64($0) }, goal: new.goal, createdAt: now, modifiedAt: now)
                .insert(in: db, extra: ["account_id": .text(owner)])
            for (i, slot) in new.slots.enumerated() {
                try RoutineSlotRow(routineID: id, name: slot.name, position: Int64(i), reminder: slot.reminder).insert(in: db)
            }
            for (k, v) in new.answers { try RoutineAnswerRow(routineID: id, key: k, value: v).insert(in: db) }
            guard let state = try RoutineTable.load(owner, in: db) else { throw .internalError("a new routine vanished") }
            return state.routine
        }
    }

    /// The account's routine.
    /// Owner and staff (`Permission.readRoutine`).
    /// - Throws: `.notFound` when the account has no routine.
    public func routine() throws(KeepsakeError) -> Routine { try readRoutine().routine }

    /// Deletes the account's routine with its check-ins, notes and ratings.
    /// Owner and staff (`Permission.changeRoutine`).
    /// - Throws: `.notFound` when the account has no routine.
    public func deleteRoutine() throws(KeepsakeError) {
        try writeRoutine { (db, owner) throws(KeepsakeError) in
            try db.run("DELETE FROM routines WHERE account_id = ?", [.text(owner)])
            try store.eraseAfterCommit(removing: [], in: db)
            guard db.changes > 0 else { throw .notFound("this account has no routine") }
        }
    }

    /// Changes a slot's reminder time (`HH:MM`, local).
    public func setReminder(slot: String, time: String, now: Instant) throws(KeepsakeError) {
        let now = now.rfc3339
        _ = try Routine.minutes(time)
        try writeRoutine { (db, owner) throws(KeepsakeError) in
            let state = try Session.requireRoutine(owner, db)
            try Tables.routineSlots.update(["routine_id": .text(state.routine.id), "name": .text(slot), "reminder": .text(time)], in: db)
            guard db.changes > 0 else { throw .notFound("the routine has no slot \(quoted: slot)") }
            try RoutineTable.touch(state.routine.id, now: now, in: db)
        }
    }

    /// Adds or replaces onboarding answers (key–value strings).
    public func setRoutineAnswers(_ answers: [String: String], now: Instant) throws(KeepsakeError) {
        let now = now.rfc3339
        _ = try Session.parseAnswers(.object(answers.mapValues { .string($0) }))
        try writeRoutine { (db, owner) throws(KeepsakeError) in
            let state = try Session.requireRoutine(owner, db)
            for (k, v) in answers {
                try RoutineAnswerRow(routineID: state.routine.id, key: k, value: v).upsert(in: db)
            }
            try RoutineTable.touch(state.routine.id, now: now, in: db)
        }
    }

    /// Marks `slot` taken on `date` at instant `takenAt` ("I did it"). A day after `today` is
    /// refused; taking again moves the instant.
    ///
    /// - Parameters:
    ///   - slot: the slot's name.
    ///   - date: the day, on or after the routine's start and on or before `today`.
    ///   - takenAt: the instant it was taken, stored as its text.
    ///   - today: the user's local day.
    /// - Throws: `KeepsakeError.notFound` for an unknown slot or without a routine;
    ///   `invalidArgument` for a day out of range.
    public func takeSlot(_ slot: String, on date: CivilDate, at takenAt: Instant, today: CivilDate) throws(KeepsakeError) {
        let day = try Session.checkDay(date, today: today)
        try writeRoutine { (db, owner) throws(KeepsakeError) in
            let state = try Session.requireRoutine(owner, db)
            guard state.routine.slots.contains(where: { $0.name == slot }) else { throw .notFound("the routine has no slot \(quoted: slot)") }
            guard day >= state.routine.startDate else { throw .invalidArgument("\(date) is before the routine starts (\(state.routine.startDate))") }
            try RoutineCheckinRow(routineID: state.routine.id, date: day, slot: slot, takenAt: takenAt).upsert(in: db)
            try RoutineTable.touch(state.routine.id, now: takenAt.rfc3339, in: db)
        }
    }

    /// Unmarks `slot` on `date`.
    ///
    /// - Parameters:
    ///   - slot: the slot's name.
    ///   - date: the day, on or before `today`.
    ///   - today: the user's local day.
    ///   - now: the instant of the change, stored as its text.
    /// - Throws: `KeepsakeError.notFound` when the slot was not taken that day.
    public func untakeSlot(_ slot: String, on date: CivilDate, today: CivilDate, now: Instant) throws(KeepsakeError) {
        let day = try Session.checkDay(date, today: today)
        let now = now.rfc3339
        try writeRoutine { (db, owner) throws(KeepsakeError) in
            let state = try Session.requireRoutine(owner, db)
            try Tables.routineCheckins.delete(key: ["routine_id": .text(state.routine.id), "day": .integer(day.dayNumber), "slot": .text(slot)], in: db)
            guard db.changes > 0 else { throw .notFound("\(slot) was not taken on \(date)") }
            try RoutineTable.touch(state.routine.id, now: now, in: db)
        }
    }

    /// Sets the note of `date` (nil or empty removes it).
    ///
    /// - Parameters:
    ///   - date: the day, on or before `today`.
    ///   - note: the note, at most `moodNoteLimit` characters (trimmed).
    ///   - today: the user's local day.
    ///   - now: the instant of the change, stored as its text.
    /// - Throws: `KeepsakeError.invalidArgument` for a day after today or a long note.
    public func setRoutineNote(on date: CivilDate, note: String?, today: CivilDate, now: Instant) throws(KeepsakeError) {
        let day = try Session.checkDay(date, today: today)
        let now = now.rfc3339
        let text = note?.trimmingSpaces ?? ""
        guard text.unicodeScalars.count <= Session.moodNoteLimit else { throw .invalidArgument("a note has at most \(Session.moodNoteLimit) Unicode scalar values") }
        try writeRoutine { (db, owner) throws(KeepsakeError) in
            let state = try Session.requireRoutine(owner, db)
            if text.isEmpty {
                try Tables.routineNotes.delete(key: ["routine_id": .text(state.routine.id), "day": .integer(day.dayNumber)], in: db)
            } else {
                try RoutineNoteRow(routineID: state.routine.id, date: day, note: text, changedAt: now).upsert(in: db)
            }
            try RoutineTable.touch(state.routine.id, now: now, in: db)
        }
    }

    /// Records self-ratings of energy, sleep and stress (1–10) for `date` (one set a day).
    ///
    /// - Parameters:
    ///   - date: the day, on or before `today`.
    ///   - energy: 1 to 10.
    ///   - sleep: 1 to 10.
    ///   - stress: 1 to 10.
    ///   - today: the user's local day.
    ///   - now: the instant of the change, stored as its text.
    /// - Throws: `KeepsakeError.invalidArgument` for a figure out of range or a day after today.
    public func rateRoutine(on date: CivilDate, energy: Int, sleep: Int, stress: Int, today: CivilDate, now: Instant) throws(KeepsakeError) {
        let day = try Session.checkDay(date, today: today)
        let now = now.rfc3339
        for (name, v) in [("energy", energy), ("sleep", sleep), ("stress", stress)] where !(1...10).contains(v) {
            throw .invalidArgument("\(name) must be 1 to 10")
        }
        try writeRoutine { (db, owner) throws(KeepsakeError) in
            let state = try Session.requireRoutine(owner, db)
            try RoutineRatingRow(routineID: state.routine.id, ratedOn: day, energy: Int64(energy), sleep: Int64(sleep), stress: Int64(stress),
                                 changedAt: now).upsert(in: db)
            try RoutineTable.touch(state.routine.id, now: now, in: db)
        }
    }

    // MARK: - Plumbing

    func readRoutine() throws(KeepsakeError) -> RoutineState {
        try read(.readRoutine) { (db) throws(KeepsakeError) -> RoutineState in
            return try Session.requireRoutine(RoutineTable.owner(self), db)
        }
    }

    private func writeRoutine<T>(_ body: (Database, String) throws(KeepsakeError) -> T) throws(KeepsakeError) -> T {
        try write(.changeRoutine) { (db) throws(KeepsakeError) -> T in try body(db, RoutineTable.owner(self)) }
    }

    static func requireRoutine(_ owner: String, _ db: Database) throws(KeepsakeError) -> RoutineState {
        guard let state = try RoutineTable.load(owner, in: db) else { throw .notFound("this account has no routine; start one first") }
        return state
    }
}
