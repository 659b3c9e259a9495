/// The store's schema and its migrations, keyed on `PRAGMA user_version`.
enum StoreSchema {
    /// "KSTR": the store database's `application_id` (FORMAT.md section 9).
    static let applicationID: Int64 = 0x4B53_5452

    /// Migration `i` takes the schema from version `i` to `i + 1`. Append, never edit.
    static let migrations: [String] = [
        """
        CREATE TABLE store_info (
          key TEXT NOT NULL PRIMARY KEY,
          value TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE media (
          sha256 TEXT NOT NULL PRIMARY KEY CHECK (length(sha256) = 64),
          size INTEGER NOT NULL CHECK (size >= 0),
          media_type TEXT NOT NULL,
          added_at TEXT NOT NULL
        ) WITHOUT ROWID;
        """,
        // 2: accounts, sign-in sessions, failed sign-ins, relatives' links (Accounts/).
        """
        CREATE TABLE accounts (
          id TEXT NOT NULL PRIMARY KEY,
          username TEXT NOT NULL,
          username_key TEXT NOT NULL UNIQUE,
          display_name TEXT NOT NULL,
          role TEXT NOT NULL CHECK (role IN ('owner', 'staff', 'relative')),
          password_hash TEXT NOT NULL,
          created_at TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE account_sessions (
          id TEXT NOT NULL PRIMARY KEY,
          account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
          token_hash TEXT UNIQUE,
          created_at TEXT NOT NULL,
          expires_at TEXT,
          revoked_at TEXT
        ) WITHOUT ROWID;
        CREATE INDEX account_sessions_by_account ON account_sessions (account_id);
        CREATE TABLE sign_in_failures (
          username_key TEXT NOT NULL PRIMARY KEY,
          failures INTEGER NOT NULL,
          last_failure_at TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE relative_links (
          account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
          patient_id TEXT NOT NULL,
          ends_on TEXT,
          created_at TEXT NOT NULL,
          PRIMARY KEY (account_id, patient_id)
        ) WITHOUT ROWID;
        """,
        // Mind maps: maps and their nodes (MindMaps/). A node's children are found through
        // (parent_id, position); subtrees through recursive queries on that index.
        """
        CREATE TABLE mindmaps (
          id TEXT NOT NULL PRIMARY KEY,
          title TEXT NOT NULL,
          created TEXT NOT NULL,
          modified TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE mindmap_nodes (
          id TEXT NOT NULL PRIMARY KEY,
          map_id TEXT NOT NULL REFERENCES mindmaps (id) ON DELETE CASCADE,
          parent_id TEXT REFERENCES mindmap_nodes (id),
          position INTEGER NOT NULL CHECK (position >= 0),
          title TEXT NOT NULL,
          note TEXT,
          created TEXT NOT NULL,
          modified TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE UNIQUE INDEX mindmap_nodes_children ON mindmap_nodes (parent_id, position);
        CREATE UNIQUE INDEX mindmap_nodes_root ON mindmap_nodes (map_id) WHERE parent_id IS NULL;
        CREATE INDEX mindmap_nodes_by_map ON mindmap_nodes (map_id);
        """,
    ]

    static var currentVersion: Int64 { Int64(migrations.count) }

    /// Brings `database` to the current schema in one transaction.
    static func migrate(_ database: Database) throws(KeepsakeError) {
        try database.inTransaction { () throws(KeepsakeError) in
            let applicationID = try database.integer("PRAGMA application_id")
            let version = try database.integer("PRAGMA user_version")
            let tables = try database.integer("SELECT count(*) FROM sqlite_master")
            if applicationID == 0 && version == 0 && tables == 0 {
                try database.execute("PRAGMA application_id = \(StoreSchema.applicationID)")
            } else if applicationID != StoreSchema.applicationID {
                throw .corruptStore("'\(database.path)' is not a Keepsake store database (application_id \(applicationID))")
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

/// The schema of a bundle's database (FORMAT.md R25), per format version. A reader accepts
/// every version up to the newest and checks a bundle against its own version's schema; a
/// writer writes the newest.
public enum BundleSchema {
    /// "KSBD": the bundle database's `application_id` (FORMAT.md R24).
    public static let applicationID: Int64 = 0x4B53_4244

    /// A table of the bundle schema: its name, its primary key columns (the dump's sort
    /// order), and its creating SQL.
    public struct Table: Sendable {
        public let name: String
        public let primaryKey: [String]
        public let sql: String
    }

    /// What one format version holds: every table of its database and the bundle kinds.
    public struct Version: Sendable {
        public let tables: [Table]
        public let kinds: Set<String>
    }

    static let media = Table(name: "media", primaryKey: ["sha256"], sql: """
        CREATE TABLE media (
          sha256 TEXT NOT NULL PRIMARY KEY,
          size INTEGER NOT NULL,
          media_type TEXT NOT NULL,
          added_at TEXT NOT NULL
        ) WITHOUT ROWID
        """)

    static let mindmaps = Table(name: "mindmaps", primaryKey: ["id"], sql: """
        CREATE TABLE mindmaps (
          id TEXT NOT NULL PRIMARY KEY,
          title TEXT NOT NULL,
          created TEXT NOT NULL,
          modified TEXT NOT NULL
        ) WITHOUT ROWID
        """)

    static let mindmapNodes = Table(name: "mindmap_nodes", primaryKey: ["id"], sql: """
        CREATE TABLE mindmap_nodes (
          id TEXT NOT NULL PRIMARY KEY,
          map_id TEXT NOT NULL,
          parent_id TEXT,
          position INTEGER NOT NULL,
          title TEXT NOT NULL,
          note TEXT,
          created TEXT NOT NULL,
          modified TEXT NOT NULL
        ) WITHOUT ROWID
        """)

    /// Format version `i + 1` is `versions[i]`. Append a version for every change to the
    /// bundle's schema or kinds; never edit one that has shipped.
    public static let versions: [Version] = [
        Version(tables: [media], kinds: ["archive"]),
        Version(tables: [media, mindmaps, mindmapNodes], kinds: ["archive", "mindmap"]),
    ]

    /// The newest format version: the one this library writes.
    public static var formatVersion: Int64 { Int64(versions.count) }

    /// The definition of `version`, which must be between 1 and `formatVersion`.
    public static func version(_ version: Int64) -> Version {
        versions[Int(max(1, min(version, formatVersion))) - 1]
    }

    /// The tables of the newest version.
    public static var tables: [Table] { version(formatVersion).tables }
}
