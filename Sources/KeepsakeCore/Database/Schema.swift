/// Every table of the store and of bundles, declared once (`Tables.all`). The store's
/// migrations (`StoreSchema`), each bundle format version's DDL (`BundleSchema`, FORMAT.md R25
/// and R30), the column lists of inserts and selects, the reader's row shape and the dump are
/// all derived from these declarations.
///
/// Adding to the schema:
/// - a column: one line in its table, at the end of the columns of the side(s) it is added to,
///   naming the versions that bring it, e.g.
///   `.text("link", .nullable, .store(since: 8), .bundle(since: 3))`. The store gets it by
///   `ALTER TABLE … ADD COLUMN` in migration 8 (so it must be nullable, not a key, not UNIQUE);
///   bundles of format version 3 and later create it in their `CREATE TABLE`.
/// - a table: a `Table` in `Tables.all` with `store:` (the store schema version that creates
///   it) and/or `bundle:` (the format version that adds it); its place in `all` is its place in
///   its version's DDL.
/// - a format version without schema change: raise `BundleSchema.formatVersion`.
/// Never edit what a released version declared: stores and bundles already hold it.
struct Column: Sendable, Equatable {
    enum SQLType: String, Sendable {
        case text = "TEXT", integer = "INTEGER", blob = "BLOB"
    }

    /// Where a column exists: the table's versions, from a later one, or not on that side.
    enum Presence: Sendable, Equatable {
        case table
        case since(Int64)
        case absent
    }

    /// What a column line may say besides its name and type.
    enum Option: Sendable {
        case nullable
        case primaryKey
        /// Store only: a UNIQUE constraint.
        case unique
        /// Store only: `CHECK (condition)`.
        case check(String)
        /// Store only: `REFERENCES target`, e.g. `accounts (id) ON DELETE CASCADE`.
        case references(String)
        /// In the store from schema version `n` (the table's own version when not given).
        case store(since: Int64)
        /// In bundles from format version `n` (the table's own version when not given).
        case bundle(since: Int64)
        /// Never in bundles (a store's derived or private column).
        case storeOnly
        /// Never in the store (the bundle's form of a value the store keeps otherwise).
        case bundleOnly
    }

    let name: String
    let type: SQLType
    var nullable = false
    var primaryKey = false
    var unique = false
    var check: String?
    var references: String?
    var store = Presence.table
    var bundle = Presence.table

    init(_ name: String, _ type: SQLType, _ options: [Option]) {
        self.name = name
        self.type = type
        for option in options {
            switch option {
            case .nullable: nullable = true
            case .primaryKey: primaryKey = true
            case .unique: unique = true
            case .check(let condition): check = condition
            case .references(let target): references = target
            case .store(let version): store = .since(version)
            case .bundle(let version): bundle = .since(version)
            case .storeOnly: bundle = .absent
            case .bundleOnly: store = .absent
            }
        }
    }

    /// `value` as a bundle's dump carries it (R25), or nil when the column's declaration does
    /// not allow it there: NULL in a NOT NULL column, a storage class other than the declared
    /// type (SQLite's affinity lets a crafted file hold text in an INTEGER column), an integer
    /// outside R4's range, REAL or BLOB (which no bundle column holds).
    func bundleValue(_ value: SQLValue) -> JSONValue? {
        switch (value, type) {
        case (.null, _): return nullable ? .null : nil
        case (.text, .text), (.integer, .integer): return value.json
        default: return nil
        }
    }

    static func text(_ name: String, _ options: Option...) -> Column { Column(name, .text, options) }
    static func integer(_ name: String, _ options: Option...) -> Column { Column(name, .integer, options) }
    static func blob(_ name: String, _ options: Option...) -> Column { Column(name, .blob, options) }

    /// The column's definition: name, type and NOT NULL; inline PRIMARY KEY when `inlineKey`;
    /// the store's constraints when `constraints`.
    func definition(inlineKey: Bool, constraints: Bool) -> String {
        var text = "\(name) \(type.rawValue)"
        if !nullable { text += " NOT NULL" }
        if inlineKey { text += " PRIMARY KEY" }
        if constraints {
            if unique { text += " UNIQUE" }
            if let check { text += " CHECK (\(check))" }
            if let references { text += " REFERENCES \(references)" }
        }
        return text
    }
}

/// A store index (bundles have none besides their primary keys).
struct StoreIndex: Sendable {
    let name: String
    var unique = false
    /// The indexed columns as SQL, e.g. `parent_id, position`.
    let columns: String
    var condition: String?
    /// The store schema version that creates it (the table's when nil).
    var since: Int64?

    /// The `CREATE INDEX` statement on `table`.
    func sql(on table: String) -> String {
        "CREATE \(unique ? "UNIQUE " : "")INDEX \(name) ON \(table) (\(columns))" + (condition.map { " WHERE \($0)" } ?? "")
    }
}

/// A store trigger (bundles have none).
struct StoreTrigger: Sendable {
    let name: String
    /// What follows `CREATE TRIGGER name`: `AFTER INSERT ON media BEGIN … END`.
    let definition: String
    /// The store schema version that creates it (its table's when nil).
    var since: Int64?

    var sql: String { "CREATE TRIGGER \(name) \(definition)" }
}

/// Which database a table's shape is asked for: the store at a schema version, or a bundle at
/// a format version.
enum SchemaSide: Sendable, Equatable {
    case store(Int64)
    case bundle(Int64)

    /// The newest store schema.
    static var newestStore: SchemaSide { .store(StoreSchema.currentVersion) }
    /// The format version this library writes.
    static var newestBundle: SchemaSide { .bundle(BundleSchema.formatVersion) }
}

/// One table's declaration.
struct Table: Sendable {
    let name: String
    /// The store schema version that creates it; nil when it is never in the store.
    var store: Int64?
    /// The format version that adds it to bundles; nil when it never travels.
    var bundle: Int64?
    var withoutRowID = true
    let columns: [Column]
    var indexes: [StoreIndex] = []
    /// Triggers that keep this store table (created after it and its indexes).
    var triggers: [StoreTrigger] = []
    /// The statement that fills the store table when a migration creates it (from the tables
    /// that exist by then).
    var seed: String?

    init(_ name: String, store: Int64? = nil, bundle: Int64? = nil, withoutRowID: Bool = true, _ columns: [Column],
         indexes: [StoreIndex] = [], triggers: [StoreTrigger] = [], seed: String? = nil) {
        self.name = name
        self.store = store
        self.bundle = bundle
        self.withoutRowID = withoutRowID
        self.columns = columns
        self.indexes = indexes
        self.triggers = triggers
        self.seed = seed
    }

    /// The version a column appears in on `side`, nil when it never does there.
    func since(_ column: Column, _ side: SchemaSide) -> Int64? {
        let (table, presence): (Int64?, Column.Presence)
        switch side {
        case .store: (table, presence) = (store, column.store)
        case .bundle: (table, presence) = (bundle, column.bundle)
        }
        guard let table else { return nil }
        switch presence {
        case .table: return table
        case .since(let version): return max(version, table)
        case .absent: return nil
        }
    }

    /// Whether the table exists on `side`.
    func exists(_ side: SchemaSide) -> Bool {
        switch side {
        case .store(let version): return store.map { $0 <= version } ?? false
        case .bundle(let version): return bundle.map { $0 <= version } ?? false
        }
    }

    /// The columns the table has on `side`, in its order there.
    func columns(_ side: SchemaSide) -> [Column] {
        let version: Int64
        switch side {
        case .store(let v), .bundle(let v): version = v
        }
        return columns.filter { since($0, side).map { $0 <= version } ?? false }
    }

    /// The primary key's columns on `side` (the order of rows in a bundle and its dump).
    func primaryKey(_ side: SchemaSide) -> [String] {
        columns(side).filter(\.primaryKey).map(\.name)
    }

    /// `a, b, c`: the column list of `side`, for inserts and selects.
    func columnList(_ side: SchemaSide) -> String {
        columns(side).map(\.name).joined(separator: ", ")
    }

    /// `INSERT INTO t (a, b) VALUES (?, ?)` with every column of `side`.
    func insertSQL(_ side: SchemaSide) -> String {
        let names = columns(side).map(\.name)
        return "INSERT INTO \(name) (\(names.joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))"
    }

    /// Inserts one row given by column name into the table as it is on `side` (the store's
    /// newest schema by default): every column of that side in its order, a nullable column
    /// not given as NULL. A name the table does not have there, or a NOT NULL column not given,
    /// is a programming error.
    func insert(_ values: [String: SQLValue], on side: SchemaSide = .newestStore, orIgnore: Bool = false,
                in db: Database) throws(KeepsakeError) {
        try db.run(orIgnore ? insertSQL(side).replacing("INSERT INTO", with: "INSERT OR IGNORE INTO", maxReplacements: 1) : insertSQL(side),
                   try arguments(values, on: side))
    }

    /// Inserts one row of the store given by column name, or, when a row with its primary key
    /// is there, sets the columns given (but the key and `kept`) to these values.
    func upsert(_ values: [String: SQLValue], keeping kept: Set<String> = [], in db: Database) throws(KeepsakeError) {
        let side = SchemaSide.newestStore
        let key = primaryKey(side)
        let updated = columns(side).map(\.name).filter { values[$0] != nil && !key.contains($0) && !kept.contains($0) }
        try db.run(insertSQL(side) + " ON CONFLICT (\(key.joined(separator: ", "))) DO UPDATE SET "
                   + updated.map { "\($0) = excluded.\($0)" }.joined(separator: ", "), try arguments(values, on: side))
    }

    /// Sets the columns given in `values` (but the primary key) in the store's row whose key
    /// `values` gives. A name the table does not have is a programming error.
    func update(_ values: [String: SQLValue], in db: Database) throws(KeepsakeError) {
        let side = SchemaSide.newestStore
        let list = columns(side).map(\.name), key = primaryKey(side)
        if let unknown = values.keys.sorted().first(where: { !list.contains($0) }) {
            throw .internalError("table \(name) has no column \(unknown)")
        }
        let keyValues = try key.map { (column) throws(KeepsakeError) -> SQLValue in
            guard let value = values[column] else { throw .internalError("an update of \(name) needs its key \(column)") }
            return value
        }
        let updated = list.filter { values[$0] != nil && !key.contains($0) }
        try db.run("UPDATE \(name) SET " + updated.map { "\($0) = ?" }.joined(separator: ", ")
                   + " WHERE " + key.map { "\($0) = ?" }.joined(separator: " AND "), updated.compactMap { values[$0] } + keyValues)
    }

    /// How many of the store's rows `condition` (SQL after `WHERE`, bound to `arguments`) selects.
    func count(where condition: String, _ arguments: [SQLValue], in db: Database) throws(KeepsakeError) -> Int64 {
        try db.integer("SELECT count(*) FROM \(name) WHERE " + condition, arguments)
    }

    /// Deletes the store's row whose primary key `key` gives, column by column (every key
    /// column, nothing else: a programming error otherwise); `db.changes` says whether it was there.
    func delete(key: [String: SQLValue], in db: Database) throws(KeepsakeError) {
        let columns = primaryKey(.newestStore)
        guard Set(key.keys) == Set(columns) else {
            throw .internalError("a delete from \(name) needs exactly its key \(columns.joined(separator: ", "))")
        }
        try db.run("DELETE FROM \(name) WHERE " + columns.map { "\($0) = ?" }.joined(separator: " AND "), columns.compactMap { key[$0] })
    }

    /// `values` in the order of `insertSQL(side)`'s placeholders.
    func arguments(_ values: [String: SQLValue], on side: SchemaSide = .newestStore) throws(KeepsakeError) -> [SQLValue] {
        let list = columns(side)
        if let unknown = values.keys.sorted().first(where: { key in !list.contains { $0.name == key } }) {
            throw .internalError("table \(name) has no column \(unknown)")
        }
        var arguments: [SQLValue] = []
        for column in list {
            if let value = values[column.name] {
                arguments.append(value)
            } else if column.nullable {
                arguments.append(.null)
            } else {
                throw .internalError("a row of \(name) needs a value for \(column.name)")
            }
        }
        return arguments
    }

    /// Copies the rows `filter` (an SQL condition on the store's table, bound to `arguments`)
    /// selects from the store into a bundle database being built: the columns of bundle format
    /// `side`, in primary-key order. For tables whose bundle columns are all store columns.
    func copyRows(from store: Database, where filter: String, _ arguments: [SQLValue], into bundle: Database,
                  side: SchemaSide = .newestBundle) throws(KeepsakeError) {
        let source = try store.prepare(selectSQL(side) + " WHERE " + filter + " ORDER BY " + primaryKey(side).joined(separator: ", "))
        try source.bind(arguments)
        let target = try bundle.prepare(insertSQL(side))
        while try source.step() {
            try target.bind(source.row())
            while try target.step() {}
        }
    }

    /// `SELECT a, b, c FROM t`.
    func selectSQL(_ side: SchemaSide) -> String {
        "SELECT \(columnList(side)) FROM \(name)"
    }

    /// The `CREATE TABLE` statement (without `;`) of the table as created at `side`'s version:
    /// the columns it had then, two spaces of indentation, LF between lines (FORMAT.md R30).
    /// The store's form carries its constraints (UNIQUE, CHECK, REFERENCES); a bundle's does not
    /// (R25).
    func createSQL(_ side: SchemaSide) -> String {
        let list = columns(side)
        let key = list.filter(\.primaryKey)
        let constraints: Bool
        switch side {
        case .store: constraints = true
        case .bundle: constraints = false
        }
        var lines = list.map { $0.definition(inlineKey: key.count == 1 && $0.primaryKey, constraints: constraints) }
        if key.count > 1 { lines.append("PRIMARY KEY (\(key.map(\.name).joined(separator: ", ")))") }
        return "CREATE TABLE \(name) (\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n)" + (withoutRowID ? " WITHOUT ROWID" : "")
    }

    /// What store migration `version` does to this table: create it (with its indexes) at the
    /// version that declares it (and fill it by its seed); later, add the columns, indexes and
    /// triggers declared at `version`.
    func storeStatements(migratingTo version: Int64) -> [String] {
        guard let created = store, created <= version else { return [] }
        var statements: [String] = []
        if created == version {
            statements.append(createSQL(.store(version)))
            if let seed { statements.append(seed) }
        } else {
            for column in columns where since(column, .store(version)) == version {
                statements.append("ALTER TABLE \(name) ADD COLUMN \(column.definition(inlineKey: false, constraints: true))")
            }
        }
        for index in indexes where (index.since ?? created) == version { statements.append(index.sql(on: name)) }
        for trigger in triggers where (trigger.since ?? created) == version { statements.append(trigger.sql) }
        return statements
    }
}

/// The declarations, in the order each version creates its tables (a store migration or a
/// bundle version creates those it adds in this order).
enum Tables {
    static let storeInfo = Table("store_info", store: 1, [
        .text("key", .primaryKey),
        .text("value"),
    ])

    /// Media files by content (the store's media/ folder; FORMAT.md R25).
    static let media = Table("media", store: 1, bundle: 1, [
        .text("sha256", .primaryKey, .check("length(sha256) = 64")),
        .integer("size", .check("size >= 0")),
        .text("media_type"),
        .text("added_at"),
    ])

    // Store version 2: accounts, sign-in sessions, failed sign-ins, relatives' links (Accounts/).
    static let accounts = Table("accounts", store: 2, [
        .text("id", .primaryKey),
        .text("username"),
        .text("username_key", .unique),
        .text("display_name"),
        .text("role", .check("role IN ('owner', 'staff', 'relative')")),
        .text("password_hash"),
        .text("created_at"),
    ])

    static let accountSessions = Table("account_sessions", store: 2, [
        .text("id", .primaryKey),
        .text("account_id", .references("accounts (id) ON DELETE CASCADE")),
        .text("token_hash", .nullable, .unique),
        .text("created_at"),
        .text("expires_at", .nullable),
        .text("revoked_at", .nullable),
    ], indexes: [StoreIndex(name: "account_sessions_by_account", columns: "account_id")])

    static let signInFailures = Table("sign_in_failures", store: 2, [
        .text("username_key", .primaryKey),
        .integer("failures"),
        .text("last_failure_at"),
    ])

    static let relativeLinks = Table("relative_links", store: 2, [
        .text("account_id", .primaryKey, .references("accounts (id) ON DELETE CASCADE")),
        .text("patient_id", .primaryKey),
        .text("ends_on", .nullable),
        .text("created_at"),
    ], indexes: [
        // A patient's relatives (viewer export, FHIR export, deleting the patient) without
        // reading every link of the centre.
        StoreIndex(name: "relative_links_by_patient", columns: "patient_id", since: 9),
    ])

    // Mind maps (MindMaps/, FORMAT.md R36). A node's children are found through
    // (parent_id, position); subtrees through recursive queries on that index.
    static let mindmaps = Table("mindmaps", store: 3, bundle: 2, [
        .text("id", .primaryKey),
        .text("title"),
        .text("created"),
        .text("modified"),
    ])

    static let mindmapNodes = Table("mindmap_nodes", store: 3, bundle: 2, [
        .text("id", .primaryKey),
        .text("map_id", .references("mindmaps (id) ON DELETE CASCADE")),
        .text("parent_id", .nullable, .references("mindmap_nodes (id)")),
        .integer("position", .check("position >= 0")),
        .text("title"),
        .text("note", .nullable),
        .text("created"),
        .text("modified"),
        // Node links (FORMAT.md R68): FreeMind LINK, OPML url/htmlUrl; the feed is OPML xmlUrl.
        .text("link", .nullable, .store(since: 8), .bundle(since: 3)),
        .text("feed", .nullable, .store(since: 8), .bundle(since: 3)),
    ], indexes: [
        StoreIndex(name: "mindmap_nodes_children", unique: true, columns: "parent_id, position"),
        StoreIndex(name: "mindmap_nodes_root", unique: true, columns: "map_id", condition: "parent_id IS NULL"),
        StoreIndex(name: "mindmap_nodes_by_map", columns: "map_id"),
    ])

    // Mood years (Mood/, FORMAT.md R41). The store keeps one row per day per account ('' for
    // the implicit owner), the day as its number since 1970-01-01 and the mood as 1 bad, 2 ok,
    // 3 good (NULL for a cleared day); a bundle carries one person's days by civil date, the
    // mood by name. A column whose form differs is declared once per side.
    static let moodDays = Table("mood_days", store: 5, bundle: 2, [
        .text("account_id", .primaryKey, .storeOnly),
        .integer("day", .primaryKey, .storeOnly),
        .text("date", .primaryKey, .bundleOnly),
        .integer("mood", .nullable, .check("mood IN (1, 2, 3)"), .storeOnly),
        .text("mood", .nullable, .bundleOnly),
        .text("note", .nullable),
        .text("changed_at"),
    ], indexes: [
        // A covering index of just what statistics read: far smaller rows than the table's.
        StoreIndex(name: "mood_days_marks", columns: "account_id, day, mood"),
    ])

    // Rehab patient dossiers (Dossiers/, FORMAT.md R44): patients, every version of every
    // action (in the store the current one flagged, with a sortable UTC key for the timeline),
    // attachments linking media to a patient or an action.
    static let patients = Table("patients", store: 4, bundle: 2, [
        .text("id", .primaryKey),
        .text("full_name"),
        .text("name_key", .storeOnly),
        .text("birth_date"),
        .text("admitted_on"),
        .text("discharged_on", .nullable),
        .text("diagnosis"),
        .text("notes"),
        .text("created"),
        .text("modified"),
    ], indexes: [
        StoreIndex(name: "patients_by_name", columns: "name_key"),
        // Store version 10: the patient list's order (active first, then by name), so that a
        // page (`Session.patientPage`) reads its own rows whatever the number of patients.
        StoreIndex(name: "patients_list_order", columns: "(discharged_on IS NOT NULL), name_key, id", since: 10),
    ])

    static let dossierActions = Table("dossier_actions", store: 4, bundle: 2, [
        .text("id", .primaryKey),
        .integer("version", .primaryKey, .check("version >= 1")),
        .text("patient_id", .references("patients (id) ON DELETE CASCADE")),
        .text("occurred_at"),
        .text("kind", .check("kind IN ('therapy', 'procedure', 'medication', 'measurement', 'note', 'call')")),
        .text("title"),
        .text("details"),
        .integer("duration_seconds", .nullable),
        .text("value", .nullable),
        .text("unit", .nullable),
        .text("call_direction", .nullable),
        .text("call_party", .nullable),
        .text("call_number", .nullable),
        .text("call_outcome", .nullable),
        .integer("deleted", .check("deleted IN (0, 1)")),
        .text("changed_at"),
        .text("changed_by", .nullable),
        .text("changed_by_name"),
        .text("occurred_key", .storeOnly),
        .integer("is_current", .check("is_current IN (0, 1)"), .storeOnly),
    ], indexes: [
        StoreIndex(name: "dossier_actions_timeline", columns: "patient_id, is_current, occurred_key"),
        // Store version 10: the actions a timeline shows, in its order, so that its total
        // (`count(*)`) reads only this index: without it, every current action of the patient
        // is looked up in the table, whose rows lie on pages spread over the whole store.
        StoreIndex(name: "dossier_actions_shown", columns: "patient_id, is_current, deleted, occurred_key, id", since: 10),
    ])

    static let dossierAttachments = Table("dossier_attachments", store: 4, bundle: 2, [
        .text("id", .primaryKey),
        .text("patient_id", .references("patients (id) ON DELETE CASCADE")),
        .text("action_id", .nullable),
        .text("sha256", .references("media (sha256)")),
        .text("caption"),
        .text("captured_at", .nullable),
        .text("attached_at"),
        .text("attached_by", .nullable),
        .text("attached_by_name"),
    ], indexes: [
        StoreIndex(name: "dossier_attachments_by_patient", columns: "patient_id, action_id"),
        StoreIndex(name: "dossier_attachments_by_media", columns: "sha256"),
    ])

    // Supplement routines (Routine/, FORMAT.md R49): one routine per account ('' for the
    // implicit owner) in the store, its slots, onboarding answers, check-ins and day notes
    // (by day number in the store, by civil date in a bundle) and self-ratings.
    static let routines = Table("routines", store: 6, bundle: 2, [
        .text("id", .primaryKey),
        .text("account_id", .unique, .storeOnly),
        .text("start_date"),
        .integer("length_days", .nullable, .check("length_days IS NULL OR length_days BETWEEN 1 AND 3650")),
        .text("goal", .nullable),
        .text("created_at"),
        .text("modified_at"),
    ])

    static let routineSlots = Table("routine_slots", store: 6, bundle: 2, [
        .text("routine_id", .primaryKey, .references("routines (id) ON DELETE CASCADE")),
        .text("name", .primaryKey),
        .integer("position"),
        .text("reminder"),
    ])

    static let routineAnswers = Table("routine_answers", store: 6, bundle: 2, [
        .text("routine_id", .primaryKey, .references("routines (id) ON DELETE CASCADE")),
        .text("key", .primaryKey),
        .text("value"),
    ])

    static let routineCheckins = Table("routine_checkins", store: 6, bundle: 2, [
        .text("routine_id", .primaryKey, .references("routines (id) ON DELETE CASCADE")),
        .integer("day", .primaryKey, .storeOnly),
        .text("date", .primaryKey, .bundleOnly),
        .text("slot", .primaryKey),
        .text("taken_at"),
    ])

    static let routineNotes = Table("routine_notes", store: 6, bundle: 2, [
        .text("routine_id", .primaryKey, .references("routines (id) ON DELETE CASCADE")),
        .integer("day", .primaryKey, .storeOnly),
        .text("date", .primaryKey, .bundleOnly),
        .text("note"),
        .text("changed_at"),
    ])

    static let routineRatings = Table("routine_ratings", store: 6, bundle: 2, [
        .text("routine_id", .primaryKey, .references("routines (id) ON DELETE CASCADE")),
        .text("rated_on", .primaryKey),
        .integer("energy", .check("energy BETWEEN 1 AND 10")),
        .integer("sleep", .check("sleep BETWEEN 1 AND 10")),
        .integer("stress", .check("stress BETWEEN 1 AND 10")),
        .text("changed_at"),
    ])

    // Store version 7: viewer bundles for relatives (Viewer/, FORMAT.md section 15). In a
    // centre's store: the signing key (one row; the secret key never leaves the store), each
    // relative's viewer public key with its Argon2id salt and parameters (no password, no
    // secret key), and the revision of each patient's last viewer export. On a relative's
    // device: the dossiers opened from viewer bundles with their pins (trust on first use).
    static let centreKey = Table("centre_key", store: 7, withoutRowID: false, [
        .integer("id", .primaryKey, .check("id = 1")),
        .blob("public_key", .check("length(public_key) = 32")),
        .blob("secret_key", .check("length(secret_key) = 64")),
        .text("created_at"),
        // Store version 10: the secret key sealed under the host's key (Store.setHostKey,
        // FORMAT.md 9.2); `secret_key` then holds 64 zero bytes.
        .blob("sealed_secret_key", .nullable, .store(since: 10)),
    ])

    static let viewerKeys = Table("viewer_keys", store: 7, [
        .text("account_id", .primaryKey, .references("accounts (id) ON DELETE CASCADE")),
        .blob("salt", .check("length(salt) = 16")),
        .integer("opslimit"),
        .integer("memlimit"),
        .blob("public_key", .check("length(public_key) = 32")),
        .text("set_at"),
    ])

    static let viewerRevisions = Table("viewer_revisions", store: 7, [
        .text("patient_id", .primaryKey),
        .integer("revision", .check("revision >= 1")),
    ])

    static let viewerDossiers = Table("viewer_dossiers", store: 7, [
        .text("dossier_id", .primaryKey),
        .blob("signer_public_key", .check("length(signer_public_key) = 32")),
        .integer("revision"),
        .text("manifest_digest"),
        .text("username"),
        .text("username_key"),
        .blob("salt"),
        .integer("opslimit"),
        .integer("memlimit"),
        .blob("recipient_public_key"),
        .text("ends_on", .nullable),
        .text("opened_at"),
    ])

    // Viewer updates (FORMAT.md section 16): the plaintext media each viewer revision of a
    // patient listed, so that a later update against that revision seals only what the
    // devices lack. Deleted with the patient.
    static let viewerRevisionMedia = Table("viewer_revision_media", store: 8, [
        .text("patient_id", .primaryKey),
        .integer("revision", .primaryKey, .check("revision >= 1")),
        .text("sha256", .primaryKey, .check("length(sha256) = 64")),
    ])

    // Store version 9: the number and bytes of the media rows (`Store.info`), kept by triggers
    // in the transaction of every insert and delete of a `media` row, so that reading them
    // costs the same whatever the store holds. Filled from `media` when created.
    static let mediaTotals = Table("media_totals", store: 9, [
        .integer("id", .primaryKey, .check("id = 1")),
        .integer("count"),
        .integer("bytes"),
    ], triggers: [
        StoreTrigger(name: "media_totals_insert", definition: """
            AFTER INSERT ON media BEGIN UPDATE media_totals SET count = count + 1, bytes = bytes + NEW.size WHERE id = 1; END
            """),
        StoreTrigger(name: "media_totals_delete", definition: """
            AFTER DELETE ON media BEGIN UPDATE media_totals SET count = count - 1, bytes = bytes - OLD.size WHERE id = 1; END
            """),
        StoreTrigger(name: "media_totals_size", definition: """
            AFTER UPDATE OF size ON media BEGIN UPDATE media_totals SET bytes = bytes - OLD.size + NEW.size WHERE id = 1; END
            """),
    ], seed: "INSERT INTO media_totals (id, count, bytes) SELECT 1, count(*), coalesce(sum(size), 0) FROM media")

    // Store version 9: the tokens of remembered sign-ins that resumes issued (Accounts/SignIn.swift).
    // A sign-in's row in account_sessions lives through every resume; each resume supersedes
    // the older tokens and the other tokens of its generation, and a superseded token that
    // comes back revokes the sign-in.
    static let sessionTokens = Table("session_tokens", store: 9, [
        .text("token_hash", .primaryKey),
        .text("session_id", .references("account_sessions (id) ON DELETE CASCADE")),
        .integer("generation", .check("generation >= 0")),
        .integer("superseded", .check("superseded IN (0, 1)")),
        .text("expires_at"),
    ], indexes: [StoreIndex(name: "session_tokens_by_session", columns: "session_id")])

    // Store version 9: the centres a relative's device trusts (FORMAT.md R58, R72), each from
    // an invitation: a viewer bundle opens only when signed by one of these keys.
    // Store version 10: an invitation's minimum revision (NULL for none: a device refuses the
    // centre's bundles below it) and its feed URL (NULL for none), FORMAT.md R72.
    static let viewerCentres = Table("viewer_centres", store: 9, [
        .blob("public_key", .primaryKey, .check("length(public_key) = 32")),
        .text("username"),
        .text("trusted_at"),
        .integer("min_revision", .nullable, .store(since: 10), .check("min_revision >= 1")),
        .text("feed_url", .nullable, .store(since: 10)),
    ])

    // Store version 10: feeds (Feed/, FORMAT.md section 19). In a centre's store: each
    // patient's feed (its random id, what its head names, whether its content changed since
    // the last publish: set by the triggers below in the transaction of every change, so a
    // publish reads only the patients that changed), the objects of each feed with when they
    // were superseded (removed after the grace period), and the centre key's rotations. On a
    // relative's device: each feed it follows, with the key it trusts for it, the revision and
    // head it last accepted and when.
    static let feedPublications = Table("feed_publications", store: 10, [
        .text("patient_id", .primaryKey),
        .text("feed_id", .check("length(feed_id) = 32")),
        .integer("revision"),
        .text("snapshot"),
        .text("updates"),
        .text("issued"),
        .text("expires"),
        .integer("changed", .check("changed IN (0, 1)")),
        .integer("needs_snapshot", .check("needs_snapshot IN (0, 1)")),
        // The bytes the updates after the snapshot carry beyond their new media (each one's
        // database and framing): what a device joining now fetches beyond the dossier.
        .integer("overhead"),
        // The earliest `ends_on` among the relatives the last revision was sealed to (NULL:
        // none ends): the first publish on a later day writes a revision without that relative.
        .text("access_ends", .nullable),
        // The relatives the newest snapshot is sealed to (a canonical JSON array of "account
        // id:viewer public key", sorted; NULL: unknown): a relative added later, or one with a
        // new viewer key, can join only from a snapshot sealed to her, so one is written.
        .text("snapshot_recipients", .nullable),
    ], indexes: [
        StoreIndex(name: "feed_publications_by_feed", columns: "feed_id", since: 10),
        StoreIndex(name: "feed_publications_changed", columns: "changed", since: 10),
    ], triggers: [
        StoreTrigger(name: "feed_changed_patient", definition: """
            AFTER UPDATE ON patients BEGIN UPDATE feed_publications SET changed = 1 WHERE patient_id = NEW.id; END
            """),
        StoreTrigger(name: "feed_changed_action_insert", definition: """
            AFTER INSERT ON dossier_actions BEGIN UPDATE feed_publications SET changed = 1 WHERE patient_id = NEW.patient_id; END
            """),
        StoreTrigger(name: "feed_changed_action_update", definition: """
            AFTER UPDATE ON dossier_actions BEGIN UPDATE feed_publications SET changed = 1 WHERE patient_id = NEW.patient_id; END
            """),
        StoreTrigger(name: "feed_changed_action_delete", definition: """
            AFTER DELETE ON dossier_actions BEGIN UPDATE feed_publications SET changed = 1 WHERE patient_id = OLD.patient_id; END
            """),
        StoreTrigger(name: "feed_changed_attachment_insert", definition: """
            AFTER INSERT ON dossier_attachments BEGIN UPDATE feed_publications SET changed = 1 WHERE patient_id = NEW.patient_id; END
            """),
        StoreTrigger(name: "feed_changed_attachment_update", definition: """
            AFTER UPDATE ON dossier_attachments BEGIN UPDATE feed_publications SET changed = 1 WHERE patient_id = NEW.patient_id; END
            """),
        StoreTrigger(name: "feed_changed_attachment_delete", definition: """
            AFTER DELETE ON dossier_attachments BEGIN UPDATE feed_publications SET changed = 1 WHERE patient_id = OLD.patient_id; END
            """),
        StoreTrigger(name: "feed_changed_link_insert", definition: """
            AFTER INSERT ON relative_links BEGIN UPDATE feed_publications SET changed = 1 WHERE patient_id = NEW.patient_id; END
            """),
        StoreTrigger(name: "feed_changed_link_update", definition: """
            AFTER UPDATE ON relative_links BEGIN UPDATE feed_publications SET changed = 1 WHERE patient_id = NEW.patient_id; END
            """),
        StoreTrigger(name: "feed_changed_link_delete", definition: """
            AFTER DELETE ON relative_links BEGIN UPDATE feed_publications SET changed = 1 WHERE patient_id = OLD.patient_id; END
            """),
        StoreTrigger(name: "feed_changed_viewer_key", definition: """
            AFTER INSERT ON viewer_keys BEGIN UPDATE feed_publications SET changed = 1
              WHERE patient_id IN (SELECT patient_id FROM relative_links WHERE account_id = NEW.account_id); END
            """),
        StoreTrigger(name: "feed_changed_viewer_key_update", definition: """
            AFTER UPDATE ON viewer_keys BEGIN UPDATE feed_publications SET changed = 1
              WHERE patient_id IN (SELECT patient_id FROM relative_links WHERE account_id = NEW.account_id); END
            """),
    ])

    static let feedObjects = Table("feed_objects", store: 10, [
        .text("feed_id", .primaryKey),
        .text("digest", .primaryKey, .check("length(digest) = 64")),
        .text("superseded_at", .nullable),
    ])

    static let centreKeyRotations = Table("centre_key_rotations", store: 10, [
        .integer("seq", .primaryKey),
        .text("record"),
    ])

    static let viewerFeeds = Table("viewer_feeds", store: 10, [
        .text("feed_id", .primaryKey, .check("length(feed_id) = 32")),
        .blob("centre_key", .check("length(centre_key) = 32")),
        .text("dossier_id", .nullable),
        .integer("revision"),
        .text("issued"),
        .text("expires"),
        .text("confirmed_at"),
    ])

    // Store version 10: the search of patients by a part of their name (`Session.patientPage`,
    // `patients(matching:)`) through an index of the trigrams of every name: the SQLite FTS5
    // table `patient_names` (contentless, trigram tokenizer; created by this table's seed with
    // its rows) holds each name key under a row number of its own, and this table pairs the
    // numbers with the patients (patients have no rowid). The triggers keep both in the
    // transaction of every insert, name change and deletion of a patient. A deletion also
    // merges the index (`PatientRules.purgeSearchIndex`), so no trigram of a deleted name stays.
    static let patientSearchRows = Table("patient_search_rows", store: 10, [
        .text("patient_id", .primaryKey),
        .integer("search_row", .unique),
    ], triggers: [
        StoreTrigger(name: "patient_search_insert", definition: """
            AFTER INSERT ON patients BEGIN \
            INSERT INTO patient_search_rows (patient_id, search_row) \
            VALUES (NEW.id, coalesce((SELECT max(search_row) FROM patient_search_rows), 0) + 1); \
            INSERT INTO patient_names (rowid, name_key) SELECT search_row, NEW.name_key FROM patient_search_rows WHERE patient_id = NEW.id; \
            END
            """),
        StoreTrigger(name: "patient_search_rename", definition: """
            AFTER UPDATE OF name_key ON patients BEGIN \
            INSERT INTO patient_names (patient_names, rowid, name_key) \
            SELECT 'delete', search_row, OLD.name_key FROM patient_search_rows WHERE patient_id = OLD.id; \
            INSERT INTO patient_names (rowid, name_key) SELECT search_row, NEW.name_key FROM patient_search_rows WHERE patient_id = NEW.id; \
            END
            """),
        StoreTrigger(name: "patient_search_delete", definition: """
            AFTER DELETE ON patients BEGIN \
            INSERT INTO patient_names (patient_names, rowid, name_key) \
            SELECT 'delete', search_row, OLD.name_key FROM patient_search_rows WHERE patient_id = OLD.id; \
            DELETE FROM patient_search_rows WHERE patient_id = OLD.id; \
            END
            """),
    ], seed: """
        CREATE VIRTUAL TABLE patient_names USING fts5(name_key, tokenize = 'trigram', content = '');
        INSERT INTO patient_search_rows (patient_id, search_row) SELECT id, row_number() OVER (ORDER BY id) FROM patients;
        INSERT INTO patient_names (rowid, name_key) SELECT s.search_row, p.name_key FROM patient_search_rows s JOIN patients p ON p.id = s.patient_id
        """)

    /// The SQLite FTS5 table of `patientSearchRows` and its shadow tables: in the store's
    /// `sqlite_master` beside the declared tables.
    static let searchIndexTables: Set<String> = [
        "patient_names", "patient_names_data", "patient_names_idx", "patient_names_docsize", "patient_names_config",
    ]

    static let all: [Table] = [
        storeInfo, media, accounts, accountSessions, signInFailures, relativeLinks, mindmaps, mindmapNodes, moodDays,
        patients, dossierActions, dossierAttachments, routines, routineSlots, routineAnswers, routineCheckins, routineNotes,
        routineRatings, centreKey, viewerKeys, viewerRevisions, viewerDossiers, viewerRevisionMedia, mediaTotals, sessionTokens, viewerCentres,
        feedPublications, feedObjects, centreKeyRotations, viewerFeeds, patientSearchRows,
    ]

    /// The declaration of table `name`.
    static func named(_ name: String) -> Table? { all.first { $0.name == name } }
}

/// The store's schema and its migrations, keyed on `PRAGMA user_version`.
enum StoreSchema {
    /// "KSTR": the store database's `application_id` (FORMAT.md section 9).
    static let applicationID: Int64 = 0x4B53_5452

    /// The newest store schema version: the highest any declaration names.
    static let currentVersion: Int64 = newestVersion(of: Tables.all)

    /// Migration `i` takes the schema from version `i` to `i + 1`.
    static let migrations: [String] = migrations(of: Tables.all)

    /// The highest store schema version `tables` name (a table's, a column's or an index's).
    static func newestVersion(of tables: [Table]) -> Int64 {
        var newest: Int64 = 0
        for table in tables {
            for version in [table.store] + table.columns.map({ table.since($0, .store(.max)) }) + table.indexes.map(\.since)
                + table.triggers.map(\.since) {
                if let version { newest = max(newest, version) }
            }
        }
        return newest
    }

    /// The migrations of `tables`: the one to version `v` holds `Table.storeStatements` for `v`
    /// of each table, in the order of `tables`. A fresh store runs them all, one after the
    /// other, so it has exactly the schema of a store upgraded step by step.
    static func migrations(of tables: [Table]) -> [String] {
        (1...max(1, newestVersion(of: tables))).map { version in
            tables.flatMap { $0.storeStatements(migratingTo: version) }.joined(separator: ";\n")
        }
    }

    /// Brings `database` to the current schema in one transaction.
    static func migrate(_ database: Database) throws(KeepsakeError) {
        try database.inTransaction { () throws(KeepsakeError) in
            let applicationID = try database.integer("PRAGMA application_id")
            let version = try database.integer("PRAGMA user_version")
            let tables = try database.integer("SELECT count(*) FROM sqlite_master")
            if applicationID == 0 && version == 0 && tables == 0 {
                try database.execute("PRAGMA application_id = \(StoreSchema.applicationID)")
            } else if applicationID != StoreSchema.applicationID {
                throw .corruptStore("\(quotedPath: database.path) is not a Keepsake store database (application_id \(applicationID))")
            }
            guard version <= currentVersion else {
                throw .unsupportedVersion("the store has schema version \(version); this library knows up to \(currentVersion): update the library")
            }
            for step in Int(version)..<migrations.count {
                try database.execute(migrations[step])
                try database.execute("PRAGMA user_version = \(step + 1)")
            }
            if try database.scalar("SELECT value FROM store_info WHERE key = 'id'") == nil {
                try database.run("INSERT INTO store_info (key, value) VALUES ('id', ?)", [.text(Random.uuid())])
            }
        }
    }
}

/// The schema of a bundle's database (FORMAT.md R25), per format version, derived from
/// `Tables`. A reader accepts every version up to the newest and checks a bundle against its
/// own version's schema; a writer writes the newest.
public enum BundleSchema {
    /// "KSBD": the bundle database's `application_id` (FORMAT.md R24).
    public static let applicationID: Int64 = 0x4B53_4244

    /// The newest format version: the one this library writes. Raise it for every change to
    /// the bundle's schema (declared in `Tables`) or kinds; never change what a shipped
    /// version holds.
    public static let formatVersion: Int64 = 3

    /// A table of one format version: its name, its primary key columns (the dump's sort
    /// order), its columns, and its creating SQL.
    public struct Table: Sendable {
        /// The table's name.
        public let name: String
        /// Its primary key's columns, in order: the order of its rows in the dump (R33).
        public let primaryKey: [String]
        /// Its columns, in order.
        public let columns: [String]
        /// Its `CREATE TABLE` statement without the final `;`, exactly as FORMAT.md prints it.
        public let sql: String
        /// The declarations of `columns`, in the same order: the reader's type and NULL checks.
        let declared: [Column]
    }

    /// What one format version holds: every table of its database and the bundle kinds.
    public struct Version: Sendable {
        /// The format version.
        public let number: Int64
        /// Its tables, in the order a writer creates them (R30).
        public let tables: [Table]
        /// The bundle kinds of this version: `archive` and the record kinds registered in
        /// `RecordKinds` since it.
        public var kinds: Set<String> { Set(RecordKinds.bundleKinds(formatVersion: number)) }
    }

    /// Format version `i + 1` is `versions[i]`: the declared tables it has, those of earlier
    /// versions first, each version's in `Tables.all`'s order (FORMAT.md R30).
    public static let versions: [Version] = versions(of: Tables.all, upTo: formatVersion)

    static func versions(of declared: [KeepsakeCore.Table], upTo newest: Int64) -> [Version] {
        (1...newest).map { number in
            let side = SchemaSide.bundle(number)
            let ordered = declared.filter { $0.exists(side) }.enumerated().sorted { a, b in
                (a.element.bundle ?? 0, a.offset) < (b.element.bundle ?? 0, b.offset)
            }.map(\.element)
            return Version(number: number, tables: ordered.map {
                Table(name: $0.name, primaryKey: $0.primaryKey(side), columns: $0.columns(side).map(\.name), sql: $0.createSQL(side),
                      declared: $0.columns(side))
            })
        }
    }

    /// The definition of `version`, which must be between 1 and `formatVersion`.
    public static func version(_ version: Int64) -> Version {
        versions[Int(max(1, min(version, formatVersion))) - 1]
    }

    /// The tables of the newest version.
    public static var tables: [Table] { version(formatVersion).tables }
}
