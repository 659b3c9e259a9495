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
        // Rehab patient dossiers (Dossiers/): patients, every version of every action (the
        // current one flagged, with a sortable UTC key for the timeline), attachments linking
        // media to a patient or an action. Relatives' links are deleted with their patient.
        """
        CREATE TABLE patients (
          id TEXT NOT NULL PRIMARY KEY,
          full_name TEXT NOT NULL,
          name_key TEXT NOT NULL,
          birth_date TEXT NOT NULL,
          admitted_on TEXT NOT NULL,
          discharged_on TEXT,
          diagnosis TEXT NOT NULL,
          notes TEXT NOT NULL,
          created TEXT NOT NULL,
          modified TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX patients_by_name ON patients (name_key);
        CREATE TABLE dossier_actions (
          id TEXT NOT NULL,
          version INTEGER NOT NULL CHECK (version >= 1),
          patient_id TEXT NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
          occurred_at TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('therapy', 'procedure', 'medication', 'measurement', 'note', 'call')),
          title TEXT NOT NULL,
          details TEXT NOT NULL,
          duration_seconds INTEGER,
          value TEXT,
          unit TEXT,
          call_direction TEXT,
          call_party TEXT,
          call_number TEXT,
          call_outcome TEXT,
          deleted INTEGER NOT NULL CHECK (deleted IN (0, 1)),
          changed_at TEXT NOT NULL,
          changed_by TEXT,
          changed_by_name TEXT NOT NULL,
          occurred_key TEXT NOT NULL,
          is_current INTEGER NOT NULL CHECK (is_current IN (0, 1)),
          PRIMARY KEY (id, version)
        ) WITHOUT ROWID;
        CREATE INDEX dossier_actions_timeline ON dossier_actions (patient_id, is_current, occurred_key);
        CREATE TABLE dossier_attachments (
          id TEXT NOT NULL PRIMARY KEY,
          patient_id TEXT NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
          action_id TEXT,
          sha256 TEXT NOT NULL REFERENCES media (sha256),
          caption TEXT NOT NULL,
          captured_at TEXT,
          attached_at TEXT NOT NULL,
          attached_by TEXT,
          attached_by_name TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX dossier_attachments_by_patient ON dossier_attachments (patient_id, action_id);
        CREATE INDEX dossier_attachments_by_media ON dossier_attachments (sha256);
        """,
        // Mood years (Mood/): one row per day per account ('' for the implicit owner); day is the
        // day number since 1970-01-01, mood 1 bad, 2 ok, 3 good, NULL for a cleared day.
        """
        CREATE TABLE mood_days (
          account_id TEXT NOT NULL,
          day INTEGER NOT NULL,
          mood INTEGER CHECK (mood IN (1, 2, 3)),
          note TEXT,
          changed_at TEXT NOT NULL,
          PRIMARY KEY (account_id, day)
        ) WITHOUT ROWID;
        -- A covering index of just what statistics read: far smaller rows than the table's.
        CREATE INDEX mood_days_marks ON mood_days (account_id, day, mood);
        """,
        // Supplement routines (Routine/): one routine per account ('' for the implicit owner),
        // its slots, onboarding answers, check-ins by day number, day notes and self-ratings.
        """
        CREATE TABLE routines (
          id TEXT NOT NULL PRIMARY KEY,
          account_id TEXT NOT NULL UNIQUE,
          start_date TEXT NOT NULL,
          length_days INTEGER CHECK (length_days IS NULL OR length_days BETWEEN 1 AND 3650),
          goal TEXT,
          created_at TEXT NOT NULL,
          modified_at TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE routine_slots (
          routine_id TEXT NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
          name TEXT NOT NULL,
          position INTEGER NOT NULL,
          reminder TEXT NOT NULL,
          PRIMARY KEY (routine_id, name)
        ) WITHOUT ROWID;
        CREATE TABLE routine_answers (
          routine_id TEXT NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
          key TEXT NOT NULL,
          value TEXT NOT NULL,
          PRIMARY KEY (routine_id, key)
        ) WITHOUT ROWID;
        CREATE TABLE routine_checkins (
          routine_id TEXT NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
          day INTEGER NOT NULL,
          slot TEXT NOT NULL,
          taken_at TEXT NOT NULL,
          PRIMARY KEY (routine_id, day, slot)
        ) WITHOUT ROWID;
        CREATE TABLE routine_notes (
          routine_id TEXT NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
          day INTEGER NOT NULL,
          note TEXT NOT NULL,
          changed_at TEXT NOT NULL,
          PRIMARY KEY (routine_id, day)
        ) WITHOUT ROWID;
        CREATE TABLE routine_ratings (
          routine_id TEXT NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
          rated_on TEXT NOT NULL,
          energy INTEGER NOT NULL CHECK (energy BETWEEN 1 AND 10),
          sleep INTEGER NOT NULL CHECK (sleep BETWEEN 1 AND 10),
          stress INTEGER NOT NULL CHECK (stress BETWEEN 1 AND 10),
          changed_at TEXT NOT NULL,
          PRIMARY KEY (routine_id, rated_on)
        ) WITHOUT ROWID;
        """,
        // Viewer bundles for relatives (Viewer/, FORMAT.md section 15). In a centre's store: the
        // signing key (one row; the secret key never leaves the store), each relative's viewer
        // public key with its Argon2id salt and parameters (no password, no secret key), and the
        // revision of each patient's last viewer export. On a relative's device: the dossiers
        // opened from viewer bundles with their pins (trust on first use).
        """
        CREATE TABLE centre_key (
          id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
          public_key BLOB NOT NULL CHECK (length(public_key) = 32),
          secret_key BLOB NOT NULL CHECK (length(secret_key) = 64),
          created_at TEXT NOT NULL
        );
        CREATE TABLE viewer_keys (
          account_id TEXT NOT NULL PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
          salt BLOB NOT NULL CHECK (length(salt) = 16),
          opslimit INTEGER NOT NULL,
          memlimit INTEGER NOT NULL,
          public_key BLOB NOT NULL CHECK (length(public_key) = 32),
          set_at TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE viewer_revisions (
          patient_id TEXT NOT NULL PRIMARY KEY,
          revision INTEGER NOT NULL CHECK (revision >= 1)
        ) WITHOUT ROWID;
        CREATE TABLE viewer_dossiers (
          dossier_id TEXT NOT NULL PRIMARY KEY,
          signer_public_key BLOB NOT NULL CHECK (length(signer_public_key) = 32),
          revision INTEGER NOT NULL,
          manifest_digest TEXT NOT NULL,
          username TEXT NOT NULL,
          username_key TEXT NOT NULL,
          salt BLOB NOT NULL,
          opslimit INTEGER NOT NULL,
          memlimit INTEGER NOT NULL,
          recipient_public_key BLOB NOT NULL,
          ends_on TEXT,
          opened_at TEXT NOT NULL
        ) WITHOUT ROWID;
        """,
        // Node links (MindMaps/, FORMAT.md R61): a node's link (FreeMind LINK, OPML url or
        // htmlUrl) and the feed it stands for (OPML xmlUrl); NULL for none.
        """
        ALTER TABLE mindmap_nodes ADD COLUMN link TEXT;
        ALTER TABLE mindmap_nodes ADD COLUMN feed TEXT;
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
        public let number: Int64
        public let tables: [Table]
        /// The bundle kinds of this version: `archive` and the record kinds registered in
        /// `RecordKinds` since it.
        public var kinds: Set<String> { Set(RecordKinds.bundleKinds(formatVersion: number)) }
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

    /// Format version 3's `mindmap_nodes`: version 2's columns, then `link` and `feed` (R61).
    static let mindmapNodesWithLinks = Table(name: "mindmap_nodes", primaryKey: ["id"], sql: """
        CREATE TABLE mindmap_nodes (
          id TEXT NOT NULL PRIMARY KEY,
          map_id TEXT NOT NULL,
          parent_id TEXT,
          position INTEGER NOT NULL,
          title TEXT NOT NULL,
          note TEXT,
          created TEXT NOT NULL,
          modified TEXT NOT NULL,
          link TEXT,
          feed TEXT
        ) WITHOUT ROWID
        """)

    static let patients = Table(name: "patients", primaryKey: ["id"], sql: """
        CREATE TABLE patients (
          id TEXT NOT NULL PRIMARY KEY,
          full_name TEXT NOT NULL,
          birth_date TEXT NOT NULL,
          admitted_on TEXT NOT NULL,
          discharged_on TEXT,
          diagnosis TEXT NOT NULL,
          notes TEXT NOT NULL,
          created TEXT NOT NULL,
          modified TEXT NOT NULL
        ) WITHOUT ROWID
        """)

    static let dossierActions = Table(name: "dossier_actions", primaryKey: ["id", "version"], sql: """
        CREATE TABLE dossier_actions (
          id TEXT NOT NULL,
          version INTEGER NOT NULL,
          patient_id TEXT NOT NULL,
          occurred_at TEXT NOT NULL,
          kind TEXT NOT NULL,
          title TEXT NOT NULL,
          details TEXT NOT NULL,
          duration_seconds INTEGER,
          value TEXT,
          unit TEXT,
          call_direction TEXT,
          call_party TEXT,
          call_number TEXT,
          call_outcome TEXT,
          deleted INTEGER NOT NULL,
          changed_at TEXT NOT NULL,
          changed_by TEXT,
          changed_by_name TEXT NOT NULL,
          PRIMARY KEY (id, version)
        ) WITHOUT ROWID
        """)

    static let dossierAttachments = Table(name: "dossier_attachments", primaryKey: ["id"], sql: """
        CREATE TABLE dossier_attachments (
          id TEXT NOT NULL PRIMARY KEY,
          patient_id TEXT NOT NULL,
          action_id TEXT,
          sha256 TEXT NOT NULL,
          caption TEXT NOT NULL,
          captured_at TEXT,
          attached_at TEXT NOT NULL,
          attached_by TEXT,
          attached_by_name TEXT NOT NULL
        ) WITHOUT ROWID
        """)

    static let moodDays = Table(name: "mood_days", primaryKey: ["date"], sql: """
        CREATE TABLE mood_days (
          date TEXT NOT NULL PRIMARY KEY,
          mood TEXT,
          note TEXT,
          changed_at TEXT NOT NULL
        ) WITHOUT ROWID
        """)

    static let routines = Table(name: "routines", primaryKey: ["id"], sql: """
        CREATE TABLE routines (
          id TEXT NOT NULL PRIMARY KEY,
          start_date TEXT NOT NULL,
          length_days INTEGER,
          goal TEXT,
          created_at TEXT NOT NULL,
          modified_at TEXT NOT NULL
        ) WITHOUT ROWID
        """)

    static let routineSlots = Table(name: "routine_slots", primaryKey: ["routine_id", "name"], sql: """
        CREATE TABLE routine_slots (
          routine_id TEXT NOT NULL,
          name TEXT NOT NULL,
          position INTEGER NOT NULL,
          reminder TEXT NOT NULL,
          PRIMARY KEY (routine_id, name)
        ) WITHOUT ROWID
        """)

    static let routineAnswers = Table(name: "routine_answers", primaryKey: ["routine_id", "key"], sql: """
        CREATE TABLE routine_answers (
          routine_id TEXT NOT NULL,
          key TEXT NOT NULL,
          value TEXT NOT NULL,
          PRIMARY KEY (routine_id, key)
        ) WITHOUT ROWID
        """)

    static let routineCheckins = Table(name: "routine_checkins", primaryKey: ["routine_id", "date", "slot"], sql: """
        CREATE TABLE routine_checkins (
          routine_id TEXT NOT NULL,
          date TEXT NOT NULL,
          slot TEXT NOT NULL,
          taken_at TEXT NOT NULL,
          PRIMARY KEY (routine_id, date, slot)
        ) WITHOUT ROWID
        """)

    static let routineNotes = Table(name: "routine_notes", primaryKey: ["routine_id", "date"], sql: """
        CREATE TABLE routine_notes (
          routine_id TEXT NOT NULL,
          date TEXT NOT NULL,
          note TEXT NOT NULL,
          changed_at TEXT NOT NULL,
          PRIMARY KEY (routine_id, date)
        ) WITHOUT ROWID
        """)

    static let routineRatings = Table(name: "routine_ratings", primaryKey: ["routine_id", "rated_on"], sql: """
        CREATE TABLE routine_ratings (
          routine_id TEXT NOT NULL,
          rated_on TEXT NOT NULL,
          energy INTEGER NOT NULL,
          sleep INTEGER NOT NULL,
          stress INTEGER NOT NULL,
          changed_at TEXT NOT NULL,
          PRIMARY KEY (routine_id, rated_on)
        ) WITHOUT ROWID
        """)

    /// Format version `i + 1` is `versions[i]`. Append a version for every change to the
    /// bundle's schema or kinds; never edit one that has shipped.
    public static let versions: [Version] = [
        Version(number: 1, tables: [media]),
        // In FORMAT.md's order (R30): the order of creation decides the database's bytes.
        Version(number: 2, tables: [media, mindmaps, mindmapNodes, moodDays, patients, dossierActions, dossierAttachments,
                                    routines, routineSlots, routineAnswers, routineCheckins, routineNotes, routineRatings]),
        // Node links: version 2 with `mindmap_nodes` gaining `link` and `feed` (R61).
        Version(number: 3, tables: [media, mindmaps, mindmapNodesWithLinks, moodDays, patients, dossierActions, dossierAttachments,
                                    routines, routineSlots, routineAnswers, routineCheckins, routineNotes, routineRatings]),
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
