-- table store_info on store_info
CREATE TABLE store_info (
  key TEXT NOT NULL PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
-- table media on media
CREATE TABLE media (
  sha256 TEXT NOT NULL PRIMARY KEY CHECK (length(sha256) = 64),
  size INTEGER NOT NULL CHECK (size >= 0),
  media_type TEXT NOT NULL,
  added_at TEXT NOT NULL
) WITHOUT ROWID;
-- table accounts on accounts
CREATE TABLE accounts (
  id TEXT NOT NULL PRIMARY KEY,
  username TEXT NOT NULL,
  username_key TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('owner', 'staff', 'relative')),
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
-- index sqlite_autoindex_accounts_2 on accounts
-- (no sql: made by SQLite)
-- table account_sessions on account_sessions
CREATE TABLE account_sessions (
  id TEXT NOT NULL PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  token_hash TEXT UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT,
  revoked_at TEXT
) WITHOUT ROWID;
-- index sqlite_autoindex_account_sessions_2 on account_sessions
-- (no sql: made by SQLite)
-- index account_sessions_by_account on account_sessions
CREATE INDEX account_sessions_by_account ON account_sessions (account_id);
-- table sign_in_failures on sign_in_failures
CREATE TABLE sign_in_failures (
  username_key TEXT NOT NULL PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at TEXT NOT NULL
) WITHOUT ROWID;
-- table relative_links on relative_links
CREATE TABLE relative_links (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  patient_id TEXT NOT NULL,
  ends_on TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, patient_id)
) WITHOUT ROWID;
-- table mindmaps on mindmaps
CREATE TABLE mindmaps (
  id TEXT NOT NULL PRIMARY KEY,
  title TEXT NOT NULL,
  created TEXT NOT NULL,
  modified TEXT NOT NULL
) WITHOUT ROWID;
-- table mindmap_nodes on mindmap_nodes
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
-- index mindmap_nodes_children on mindmap_nodes
CREATE UNIQUE INDEX mindmap_nodes_children ON mindmap_nodes (parent_id, position);
-- index mindmap_nodes_root on mindmap_nodes
CREATE UNIQUE INDEX mindmap_nodes_root ON mindmap_nodes (map_id) WHERE parent_id IS NULL;
-- index mindmap_nodes_by_map on mindmap_nodes
CREATE INDEX mindmap_nodes_by_map ON mindmap_nodes (map_id);
-- table patients on patients
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
-- index patients_by_name on patients
CREATE INDEX patients_by_name ON patients (name_key);
-- table dossier_actions on dossier_actions
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
-- index dossier_actions_timeline on dossier_actions
CREATE INDEX dossier_actions_timeline ON dossier_actions (patient_id, is_current, occurred_key);
-- table dossier_attachments on dossier_attachments
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
-- index dossier_attachments_by_patient on dossier_attachments
CREATE INDEX dossier_attachments_by_patient ON dossier_attachments (patient_id, action_id);
-- index dossier_attachments_by_media on dossier_attachments
CREATE INDEX dossier_attachments_by_media ON dossier_attachments (sha256);
-- table mood_days on mood_days
CREATE TABLE mood_days (
  account_id TEXT NOT NULL,
  day INTEGER NOT NULL,
  mood INTEGER CHECK (mood IN (1, 2, 3)),
  note TEXT,
  changed_at TEXT NOT NULL,
  PRIMARY KEY (account_id, day)
) WITHOUT ROWID;
-- index mood_days_marks on mood_days
CREATE INDEX mood_days_marks ON mood_days (account_id, day, mood);
-- table routines on routines
CREATE TABLE routines (
  id TEXT NOT NULL PRIMARY KEY,
  account_id TEXT NOT NULL UNIQUE,
  start_date TEXT NOT NULL,
  length_days INTEGER CHECK (length_days IS NULL OR length_days BETWEEN 1 AND 3650),
  goal TEXT,
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL
) WITHOUT ROWID;
-- index sqlite_autoindex_routines_2 on routines
-- (no sql: made by SQLite)
-- table routine_slots on routine_slots
CREATE TABLE routine_slots (
  routine_id TEXT NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  reminder TEXT NOT NULL,
  PRIMARY KEY (routine_id, name)
) WITHOUT ROWID;
-- table routine_answers on routine_answers
CREATE TABLE routine_answers (
  routine_id TEXT NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (routine_id, key)
) WITHOUT ROWID;
-- table routine_checkins on routine_checkins
CREATE TABLE routine_checkins (
  routine_id TEXT NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
  day INTEGER NOT NULL,
  slot TEXT NOT NULL,
  taken_at TEXT NOT NULL,
  PRIMARY KEY (routine_id, day, slot)
) WITHOUT ROWID;
-- table routine_notes on routine_notes
CREATE TABLE routine_notes (
  routine_id TEXT NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
  day INTEGER NOT NULL,
  note TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  PRIMARY KEY (routine_id, day)
) WITHOUT ROWID;
-- table routine_ratings on routine_ratings
CREATE TABLE routine_ratings (
  routine_id TEXT NOT NULL REFERENCES routines (id) ON DELETE CASCADE,
  rated_on TEXT NOT NULL,
  energy INTEGER NOT NULL CHECK (energy BETWEEN 1 AND 10),
  sleep INTEGER NOT NULL CHECK (sleep BETWEEN 1 AND 10),
  stress INTEGER NOT NULL CHECK (stress BETWEEN 1 AND 10),
  changed_at TEXT NOT NULL,
  PRIMARY KEY (routine_id, rated_on)
) WITHOUT ROWID;
-- table centre_key on centre_key
CREATE TABLE centre_key (
  id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
  public_key BLOB NOT NULL CHECK (length(public_key) = 32),
  secret_key BLOB NOT NULL CHECK (length(secret_key) = 64),
  created_at TEXT NOT NULL
);
-- table viewer_keys on viewer_keys
CREATE TABLE viewer_keys (
  account_id TEXT NOT NULL PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  salt BLOB NOT NULL CHECK (length(salt) = 16),
  opslimit INTEGER NOT NULL,
  memlimit INTEGER NOT NULL,
  public_key BLOB NOT NULL CHECK (length(public_key) = 32),
  set_at TEXT NOT NULL
) WITHOUT ROWID;
-- table viewer_revisions on viewer_revisions
CREATE TABLE viewer_revisions (
  patient_id TEXT NOT NULL PRIMARY KEY,
  revision INTEGER NOT NULL CHECK (revision >= 1)
) WITHOUT ROWID;
-- table viewer_dossiers on viewer_dossiers
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
-- user_version 7, application_id 1263752274
