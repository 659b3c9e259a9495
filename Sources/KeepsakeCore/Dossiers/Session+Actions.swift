/// The timeline of a patient: actions, their versions, paging.
///
/// ```swift
/// let a = try session.recordAction(patientID: p.id, ActionContent(occurredAt: now, kind: .therapy,
///                                  title: "Gait training", durationSeconds: 2700), now: now)
/// let page = try session.timeline(patientID: p.id, TimelineQuery(limit: 50), today: "2026-11-30")
/// ```
extension Session {
    /// Records a new action (version 1) for patient `patientID`.
    public func recordAction(patientID: String, _ content: ActionContent, now: Instant) throws(KeepsakeError) -> DossierAction {
        try DossierRules.id(patientID, "patient_id")
        let now = now.rfc3339
        let content = try content.validated()
        return try changingDossiers { (db) throws(KeepsakeError) -> DossierAction in
            _ = try DossierTables.requirePatient(patientID, in: db)
            let id = Random.uuid()
            try DossierTables.insertVersion(id: id, version: 1, patientID: patientID, content: content, deleted: false,
                                            changedAt: now, author: try author(in: db), in: db)
            return try DossierTables.requireCurrentAction(id, in: db)
        }
    }

    /// Edits an action: its new content becomes a new version; the earlier ones stay in its
    /// history. A deleted action cannot be edited.
    public func editAction(_ id: String, _ content: ActionContent, now: Instant) throws(KeepsakeError) -> DossierAction {
        try DossierRules.id(id, "action_id")
        let now = now.rfc3339
        let content = try content.validated()
        return try changingDossiers { (db) throws(KeepsakeError) -> DossierAction in
            let current = try DossierTables.requireCurrentAction(id, in: db)
            guard !current.deleted else { throw .notFound("action \(id) was deleted; its history is kept but it cannot be edited") }
            guard content.json != current.content.json else { return current }
            try DossierTables.insertVersion(id: id, version: current.version + 1, patientID: current.patientID, content: content,
                                            deleted: false, changedAt: now, author: try author(in: db), in: db)
            return try DossierTables.requireCurrentAction(id, in: db)
        }
    }

    /// Deletes an action: a new version marked deleted, so the history keeps who deleted it
    /// and when. The timeline no longer shows it.
    public func deleteAction(_ id: String, now: Instant) throws(KeepsakeError) -> DossierAction {
        try DossierRules.id(id, "action_id")
        let now = now.rfc3339
        return try changingDossiers { (db) throws(KeepsakeError) -> DossierAction in
            let current = try DossierTables.requireCurrentAction(id, in: db)
            guard !current.deleted else { throw .notFound("action \(id) is already deleted") }
            try DossierTables.insertVersion(id: id, version: current.version + 1, patientID: current.patientID, content: current.content,
                                            deleted: true, changedAt: now, author: try author(in: db), in: db)
            return try DossierTables.requireCurrentAction(id, in: db)
        }
    }

    /// The current version of action `id` (which may be marked deleted).
    public func action(_ id: String, today: CivilDate) throws(KeepsakeError) -> DossierAction {
        try DossierRules.id(id, "action_id")
        return try viewingPatient(today: today, of: { (db) throws(KeepsakeError) in try patient(ofRecord: id, in: "dossier_actions", "action", db) }) {
            (db, _) throws(KeepsakeError) in try DossierTables.requireCurrentAction(id, in: db)
        }
    }

    /// Every version of action `id`, oldest first: who changed what, when.
    public func actionHistory(_ id: String, today: CivilDate) throws(KeepsakeError) -> [DossierAction] {
        try DossierRules.id(id, "action_id")
        return try viewingPatient(today: today, of: { (db) throws(KeepsakeError) in try patient(ofRecord: id, in: "dossier_actions", "action", db) }) {
            (db, _) throws(KeepsakeError) in try DossierTables.history(id, in: db)
        }
    }

    /// One page of patient `patientID`'s timeline: current, not deleted actions, newest
    /// first (by instant, whatever its offset), filtered by `query`.
    public func timeline(patientID: String, _ query: TimelineQuery, today: CivilDate) throws(KeepsakeError) -> TimelinePage {
        let query = try query.validated()
        return try viewingPatient(patientID, today: today) { (db, _) throws(KeepsakeError) -> TimelinePage in
            var filter = " WHERE a.patient_id = ? AND a.is_current = 1 AND a.deleted = 0"
            var arguments: [SQLValue] = [.text(patientID)]
            if !query.kinds.isEmpty {
                filter += " AND a.kind IN (" + query.kinds.map { _ in "?" }.joined(separator: ", ") + ")"
                arguments += query.kinds.map { .text($0.rawValue) }
            }
            if let from = query.from {
                filter += " AND a.occurred_key >= ?"
                arguments.append(.text(DossierRules.sortKey(from)))
            }
            if let to = query.to {
                filter += " AND a.occurred_key < ?"
                arguments.append(.text(DossierRules.sortKey(to)))
            }
            let total = try db.integer("SELECT count(*) FROM dossier_actions a" + filter, arguments)
            var pageFilter = filter
            var pageArguments = arguments
            if let cursor = query.cursor {
                pageFilter += " AND (a.occurred_key, a.id) < (?, ?)"
                pageArguments += [.text(cursor.key), .text(cursor.id)]
            }
            let sql = DossierTables.selectAction + pageFilter + " ORDER BY a.occurred_key DESC, a.id DESC LIMIT ?"
            var actions = try db.records(sql, pageArguments + [.integer(query.limit + 1)]).map(DossierTables.action(row:))
            var next: String?
            if actions.count > Int(query.limit) {
                actions.removeLast()
                if let last = actions.last { next = TimelineQuery.Cursor(key: DossierRules.sortKey(last.content.occurredAt), id: last.id).text }
            }
            return TimelinePage(actions: actions, nextCursor: next, total: total)
        }
    }
}

/// Which part of a timeline to read.
public struct TimelineQuery: Sendable, Hashable, Codable {
    /// Only these kinds (empty: all).
    public var kinds: [DossierAction.Kind]
    /// Actions at or after `from` and before `to` (by instant, whatever the offsets; nil: open).
    public var from: Instant?
    /// The end of the period, excluded; nil for no end.
    public var to: Instant?
    /// Page size, 1 to 1,000.
    public var limit: Int64
    /// Where the page starts: the previous page's `nextCursor`; nil for the newest.
    public var cursorText: String?

    struct Cursor {
        let key: String
        let id: String
        var text: String { key + "/" + id }
        init(key: String, id: String) {
            self.key = key
            self.id = id
        }
        init?(_ text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, Validation.isInstant(String(parts[0])), Validation.isUUID(String(parts[1])) else { return nil }
            key = String(parts[0])
            id = String(parts[1])
        }
    }

    var cursor: Cursor? { cursorText.flatMap(Cursor.init) }

    /// A query; `Session.timeline(patientID:_:today:)` checks it and throws `.invalidArgument`
    /// for a limit outside 1 to 1,000 or a cursor it did not give.
    public init(kinds: [DossierAction.Kind] = [], from: Instant? = nil, to: Instant? = nil, limit: Int64 = 50, cursor: String? = nil) {
        self.kinds = kinds
        self.from = from
        self.to = to
        self.limit = limit
        self.cursorText = cursor
    }

    /// Reads `{"kinds":[…],"from":…,"to":…,"limit":N,"cursor":…}`, every key optional; NULL
    /// or "" for the defaults. `from` and `to` are parsed here;
    /// `Session.timeline(patientID:_:today:)` checks the other values.
    /// - Throws: `.invalidArgument` for JSON that is not such an object, unknown keys, a
    ///   value of the wrong type (`kinds`: an array of `DossierAction.Kind` raw values), or a
    ///   `from` or `to` that is not an RFC 3339 instant.
    package init(json: String?) throws(KeepsakeError) {
        self.init()
        guard let json, !json.isEmpty else { return }
        let o = try DossierJSON.object(json, "query_json", allowed: ["kinds", "from", "to", "limit", "cursor"])
        switch o["kinds"] {
        case nil, .null?: break
        case .array(let list)?:
            for item in list {
                guard case .string(let s) = item, let kind = DossierAction.Kind(rawValue: s) else {
                    throw .invalidArgument("query_json's \"kinds\" holds something that is not a kind of action")
                }
                kinds.append(kind)
            }
        default: throw .invalidArgument("query_json's \"kinds\" must be an array of kinds")
        }
        from = try DossierJSON.optionalString(o, "from", "query_json").map { (s) throws(KeepsakeError) in try Instant.parse(s, "from") }
        to = try DossierJSON.optionalString(o, "to", "query_json").map { (s) throws(KeepsakeError) in try Instant.parse(s, "to") }
        if let l = try DossierJSON.integer(o, "limit", "query_json") { limit = l }
        cursorText = try DossierJSON.optionalString(o, "cursor", "query_json")
    }

    func validated() throws(KeepsakeError) -> TimelineQuery {
        guard (1...DossierRules.maxPageSize).contains(limit) else {
            throw .invalidArgument("limit is \(limit); a page holds 1 to \(DossierRules.maxPageSize) actions")
        }
        if let cursorText, Cursor(cursorText) == nil { throw .invalidArgument("cursor \(quoted: cursorText) is not a cursor this library gave") }
        var q = self
        q.kinds = Array(Set(kinds)).sorted { $0.rawValue < $1.rawValue }
        return q
    }
}

/// One page of a timeline.
public struct TimelinePage: Sendable, Hashable, Codable {
    /// The page's actions, current versions only, newest `occurredAt` first.
    public let actions: [DossierAction]
    /// The cursor of the next page; nil on the last page.
    public let nextCursor: String?
    /// How many actions match the query in all.
    public let total: Int64

    /// This value as the C interface and the CLI's `--json` give it: a JSON object with
    /// snake_case keys.
    package var json: JSONValue {
        ["actions": .array(actions.map(\.json)), "next_cursor": nextCursor.map { .string($0) } ?? .null, "total": .int(total)]
    }
}
