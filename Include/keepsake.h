/*
 * keepsake.h — the C interface of Keepsake, an embeddable records core.
 *
 * Conventions (they hold for every function below):
 *
 * - Names start with `ks_`. Handles (`ks_store`, `ks_session`, `ks_media_writer`,
 *   `ks_navigator`) are opaque; each has its own close function, and every close function
 *   accepts NULL. A handle is a slot number and a generation, never an object's address: once
 *   closed it stays refused with KS_ERR_INVALID_ARGUMENT, even when a new handle of any kind
 *   takes its slot, and a handle of one kind passed where another is expected is refused too.
 * - Every fallible function returns a `ks_status`: `KS_OK` (0) on success, a negative
 *   `KS_ERR_*` code otherwise. Results come back through out-parameters, which come first.
 *   On failure out-parameters are set to NULL / 0 and nothing was changed.
 * - Arguments come in one order, in every function:
 *     1. out-parameters (`out`, `out_…`; a caller's buffer `out_buffer` with its `capacity`
 *        right after it),
 *     2. the handle (`ks_store *`, `ks_session *`, `ks_media_writer *`, `ks_navigator *`),
 *     3. the ids of what the call acts on (`…_id`, `sha256`, `date`, `month`, `year`, `slot`),
 *     4. the payload (records as JSON, text, passwords, paths, formats, numbers),
 *     5. options and flags (`options`, `flags`),
 *     6. `today` (the host's civil date), then `now` (the host's instant), always last.
 *   Tests/Header/check_header.py checks every declaration below against this order.
 * - Text exports (CSV, SVG, Markdown, OPML, FreeMind, FHIR JSON) are written to a path, as
 *   bundles are: atomically (a temporary file beside it, flushed and renamed), with a small
 *   JSON result {"path","records","size"} ("nodes" instead of "records" for mind maps). Files
 *   keep memory bounded whatever their size (a 5,000,000-node map, a centre's whole call log)
 *   and leave no half-written file behind.
 * - After a failure, `ks_last_error_message()` returns a specific message for the last failure
 *   on the calling thread. Bundle refusals start with `invalid bundle [NAME]:`, NAME being
 *   one of the error names of FORMAT.md section 10.
 * - Strings are NUL-terminated UTF-8, in and out; invalid UTF-8 is refused with
 *   `KS_ERR_INVALID_ARGUMENT`. Every `char **out_…` string is owned by the caller and freed
 *   with `ks_free`. Strings returned as `const char *` are borrowed: do not free them.
 * - Records cross the boundary as canonical JSON objects (FORMAT.md section 2) whose shapes
 *   each function documents. Instants are RFC 3339 strings with an offset
 *   ("2026-11-30T09:00:00Z"); the library never reads the clock for domain data, the host
 *   passes "now".
 * - A NULL pointer where one is required, a closed or foreign handle, invalid UTF-8 or an
 *   out-of-range value gives `KS_ERR_INVALID_ARGUMENT` with a message naming the argument;
 *   no argument a host can pass ends the process.
 * - Every mutating call is its own durable transaction: once it returns `KS_OK` its effect
 *   survives the process being killed or the machine losing power. There is no save call.
 *
 * Threads: a `ks_store` and a `ks_session` may be used from any thread, and shared between
 * threads; calls on one handle are serialised inside the library. A `ks_media_writer` belongs
 * to one thread at a time. Progress callbacks run on the calling thread and MUST NOT call back
 * into the library with the handle in use. Two processes may open one store; a writer waits
 * up to the busy timeout for the other, then fails with `KS_ERR_BUSY`.
 *
 * Files at rest: a store's folders are created with mode 0700 and its files (keepsake.db, its
 * -wal and -shm, media, tmp/) with 0600, whatever the process's umask; a store made before is
 * tightened when opened for writing. Every file an export writes (bundles of every kind,
 * viewer bundles, CSV, SVG) is 0600 too. Deleting records deletes the media only they
 * referred to, in the same call, and deleted text is overwritten in the database
 * (`secure_delete`) and checkpointed out of keepsake.db-wal. Building a bundle writes its
 * database and sealed members in the store's tmp/; only the bundle's own temporary file
 * (`.PID-….keepsake.tmp`) stands beside the destination, and what a killed export left is
 * removed by the next open of the store or the next export into that folder. Every member is
 * hashed as it is copied: a media file damaged at rest fails the export with
 * KS_ERR_CORRUPT_STORE naming it, and no bundle is left. A store on a full disk still opens
 * and reads; changes then fail with KS_ERR_NO_SPACE. Error messages quote at most 64
 * characters of a value (then "…" and its size) and are at most 4096 bytes long.
 */
#ifndef KEEPSAKE_H
#define KEEPSAKE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library's own version (not the bundle format's: see KS_FORMAT_VERSION). These macros are
 * the one place it is written: ks_version(), the library's file name, pkg-config, the Python
 * package and the CHANGELOG are derived from them or checked against them by a test. */
#define KS_VERSION_MAJOR 0
#define KS_VERSION_MINOR 2
#define KS_VERSION_PATCH 0
/* The highest bundle format version (FORMAT.md) this library reads and the one it writes. */
#define KS_FORMAT_VERSION 3

/* Status codes. Codes are appended, never renumbered. */
typedef enum ks_status {
    KS_OK = 0,
    KS_ERR_INVALID_ARGUMENT = -1,    /* NULL, closed handle, bad UTF-8, malformed value      */
    KS_ERR_NOT_FOUND = -2,           /* the named record or file does not exist              */
    KS_ERR_ALREADY_EXISTS = -3,      /* creating something that is already there             */
    KS_ERR_PERMISSION_DENIED = -4,   /* the session's role may not do this                   */
    KS_ERR_READ_ONLY = -5,           /* the store was opened read-only or is on read-only media */
    KS_ERR_INVALID_BUNDLE = -6,      /* a bundle breaks a rule of FORMAT.md                  */
    KS_ERR_UNSUPPORTED_VERSION = -7, /* a bundle or store from a newer format version        */
    KS_ERR_IO = -8,                  /* the operating system refused a read or write         */
    KS_ERR_BUSY = -9,                /* another connection held the store past the timeout   */
    KS_ERR_AUTH_FAILED = -10,        /* wrong username or password, or an unknown token      */
    KS_ERR_LIMIT_EXCEEDED = -11,     /* a size or count limit was reached                    */
    KS_ERR_CORRUPT_STORE = -12,      /* the store's database or media failed a check         */
    KS_ERR_CANCELLED = -13,          /* a progress callback asked to stop                    */
    KS_ERR_NO_SPACE = -14,           /* the disk is full                                     */
    KS_ERR_INTERNAL = -15,           /* a bug in the library; please report it               */
    KS_ERR_LOCKED = -16,             /* sign-in for this username waits after failures       */
    KS_ERR_KEY_MISMATCH = -17,       /* a viewer bundle signed by another key than the pinned one */
    KS_ERR_STALE_REVISION = -18,     /* a viewer bundle older than the device's copy         */
    KS_ERR_FOREIGN_KEY = -19,        /* a record refers to one that does not exist (a bug)   */
    KS_ERR_CHECK_FAILED = -20,       /* a value broke a CHECK rule of the schema (a bug)     */
    KS_ERR_NOT_NULL = -21,           /* a required value was missing (a bug)                 */
    KS_ERR_BASE_MISSING = -22,       /* an update bundle offered to a store without its base */
    KS_ERR_SESSION_REVOKED = -23     /* the session was signed out or revoked: sign in again */
} ks_status;

/* Opaque handles. */
typedef struct ks_store ks_store;
typedef struct ks_session ks_session;
typedef struct ks_media_writer ks_media_writer;

/*
 * Progress of a long operation: `done` of `total` bytes. Return 0 to go on, non-zero to
 * cancel; the operation then returns KS_ERR_CANCELLED and leaves nothing behind.
 */
typedef int (*ks_progress_fn)(uint64_t done, uint64_t total, void *payload);

/* ------------------------------------------------------------------------------------------ */
/* Library                                                                                    */

/* The library version as "MAJOR.MINOR.PATCH". Borrowed, static. */
const char *ks_version(void);

/* The library version as MAJOR * 10000 + MINOR * 100 + PATCH. */
uint32_t ks_version_number(void);

/* The message of the last failure on this thread, or "" when none. Borrowed: valid until the
 * next ks_ call on this thread. Never NULL. */
const char *ks_last_error_message(void);

/* The symbolic name of a status ("KS_ERR_NOT_FOUND"). Borrowed, static. Never NULL. */
const char *ks_status_name(ks_status status);

/* Frees memory the library returned through a `char **` or `uint8_t **` out-parameter.
 * Accepts NULL. */
void ks_free(void *pointer);

/* ------------------------------------------------------------------------------------------ */
/* Stores                                                                                     */

/* Flags for ks_store_open. */
#define KS_OPEN_CREATE 1u    /* create the directory and store when missing */
#define KS_OPEN_READ_ONLY 2u /* refuse every change with KS_ERR_READ_ONLY */

/*
 * Opens the store in directory `path` (creating it with KS_OPEN_CREATE) and migrates it to the
 * current schema. *out receives a handle to close with ks_store_close.
 * Errors: KS_ERR_NOT_FOUND (no store there and no KS_OPEN_CREATE), KS_ERR_CORRUPT_STORE (not a
 * Keepsake store), KS_ERR_UNSUPPORTED_VERSION (made by a newer library), KS_ERR_IO,
 * KS_ERR_BUSY, KS_ERR_READ_ONLY (KS_OPEN_CREATE with KS_OPEN_READ_ONLY).
 */
ks_status ks_store_open(ks_store **out, const char *path, uint32_t flags);

/* Closes a store. Sessions opened from it stay valid until they are closed. Accepts NULL. */
void ks_store_close(ks_store *store);

/*
 * Describes the store as JSON: {"format_version":N,"id":"<uuid>","media_bytes":N,
 * "media_count":N,"path":"…","read_only":false,"schema_version":N}; "format_version" is
 * KS_FORMAT_VERSION, the bundle format this library writes. *out_json is freed with ks_free.
 */
ks_status ks_store_info(char **out_json, ks_store *store);

/*
 * Supplies the host's key (`length` must be 32 bytes), under which the store keeps the centre's
 * Ed25519 secret key sealed (XChaCha20-Poly1305; FORMAT.md 9.2). The host keeps it outside the
 * store (the iOS keychain, a key file on a server); the library holds it in memory only, for
 * this handle. ks_centre_key_create, ks_centre_key_rotate, ks_viewer_export_bundle and
 * ks_feed_publish need it and fail with KS_ERR_PERMISSION_DENIED before it is supplied. A store whose centre key is still plain
 * (made by an earlier library) has it sealed by this call, the plain key overwritten and
 * checkpointed out of the store's files.
 * Errors: KS_ERR_INVALID_ARGUMENT (NULL or not 32 bytes), KS_ERR_AUTH_FAILED (the store's sealed
 * key does not open with this key: nothing changed, the key not kept).
 */
ks_status ks_store_set_host_key(ks_store *store, const void *key, size_t length);

/* ------------------------------------------------------------------------------------------ */
/* Sessions: every domain call acts as someone.                                               */

/*
 * Opens a session as the store's implicit owner, the mode of a personal store without
 * accounts. *out is closed with ks_session_close. Once the store has an account this fails
 * with KS_ERR_AUTH_FAILED: use ks_session_sign_in.
 */
ks_status ks_session_open_owner(ks_session **out, ks_store *store);

/* Describes the session: {"account_id":…,"display_name":…,"role":"owner","username":…}
 * (account_id, display_name and username are null for the implicit owner). Errors:
 * KS_ERR_AUTH_FAILED once the session was signed out or revoked. */
ks_status ks_session_info(char **out_json, ks_session *session);

/* Closes a session. Accepts NULL. */
void ks_session_close(ks_session *session);

/* ------------------------------------------------------------------------------------------ */
/* Media: content-addressed files in the store.                                               */

/*
 * A media record as JSON: {"sha256":"<64 hex>","size":N,"media_type":"image/png",
 * "added_at":"<instant>"}.
 */

/*
 * Streams the file at `path` into the store, hashing it on the way, and records it as added at
 * `now`. Adding content already present changes nothing and returns the existing record.
 * *out_json (may be NULL when not wanted) receives the media record.
 */
ks_status ks_media_import_file(char **out_json, ks_session *session, const char *path,
                               const char *now);

/* Starts a media file whose bytes the host pushes in chunks (a camera roll's stream). */
ks_status ks_media_writer_open(ks_media_writer **out, ks_session *session, const char *now);

/* Appends `length` bytes. `data` may be NULL only when `length` is 0. */
ks_status ks_media_writer_write(ks_media_writer *writer, const void *data, size_t length);

/*
 * Completes the file: it gets its hash name and is recorded. *out_json (may be NULL) receives
 * the media record. The writer accepts no more writes; close it with ks_media_writer_close.
 */
ks_status ks_media_writer_finish(char **out_json, ks_media_writer *writer);

/* Closes a writer; an unfinished file is discarded. Accepts NULL. */
void ks_media_writer_close(ks_media_writer *writer);

/* The media record with hash `sha256`. KS_ERR_NOT_FOUND when absent. The media of a
 * relative's viewer copy belong to the copy: only its viewer sessions read them, through its
 * attachments. By hash (ks_media_get, ks_media_list, ks_media_read, ks_dossier_attachment_add,
 * an update bundle's held media) every session finds them absent, no other record may refer
 * to them, and no export but the copy's own includes them. */
ks_status ks_media_get(char **out_json, ks_session *session, const char *sha256);

/* All media records, ascending by hash: {"media":[record, …]} (not a viewer copy's). */
ks_status ks_media_list(char **out_json, ks_session *session);

/*
 * Deletes media `sha256` that no attachment refers to (media added and never attached, or no
 * longer): its record at once, its file once the write-ahead log is checkpointed after the
 * commit, as when a patient is deleted. KS_ERR_INVALID_ARGUMENT, changing nothing, while an
 * attachment still refers to it; KS_ERR_NOT_FOUND when absent.
 */
ks_status ks_media_delete(ks_session *session, const char *sha256);

/*
 * Reads up to `capacity` bytes of media `sha256` from byte `offset` into `out_buffer`;
 * *out_length receives the count (0 at or past the end). `out_buffer` may be NULL only when
 * `capacity` is 0 (the call then only checks that the media exists). A file missing or cut
 * short on disk gives KS_ERR_CORRUPT_STORE, and so does a read of the whole file whose bytes no
 * longer have the recorded SHA-256.
 */
ks_status ks_media_read(size_t *out_length, void *out_buffer, size_t capacity,
                        ks_session *session, const char *sha256, uint64_t offset);

/* ------------------------------------------------------------------------------------------ */
/* Bundles (FORMAT.md)                                                                        */

/* Limits and progress for reading a bundle. Initialise with KS_READ_OPTIONS_INIT; fields are
 * only ever appended, and `version` (the struct's version, not a bundle format version) tells
 * the library which ones the caller knows. A zero
 * limit means the default (FORMAT.md R19). */
typedef struct ks_read_options {
    uint32_t version;
    uint64_t max_members;
    uint64_t max_member_size;
    uint64_t max_total_size;
    uint64_t max_manifest_size;
    ks_progress_fn progress;
    void *progress_payload;
} ks_read_options;
#define KS_READ_OPTIONS_VERSION 1
#define KS_READ_OPTIONS_INIT { KS_READ_OPTIONS_VERSION, 0, 0, 0, 0, NULL, NULL }

/* Options for writing a bundle. `created` (required) is the instant written into the
 * manifest: the same content with the same `created` gives a byte-identical bundle.
 * `version` is the version of this struct (KS_EXPORT_OPTIONS_VERSION), which only says which
 * fields the caller knows; it is not the bundle format version (KS_FORMAT_VERSION), and every
 * options version writes bundles of format version KS_FORMAT_VERSION. Options version 1 has
 * `created`, `progress` and `progress_payload`; options version 2 adds the fields of update
 * bundles (FORMAT.md section 16, part of bundle format version 3), which carry every record
 * but only the media the recipient lacks:
 * - `base` (NULL for none): for every export but viewer bundles, the path of a bundle the
 *   recipient already imported (a full bundle or itself an update); the export then carries
 *   only the media that bundle's database does not list. Only its manifest and database are
 *   read. A store that lacks the base refuses the update with KS_ERR_BASE_MISSING.
 * - `base_revision` (0 for none): for ks_viewer_export_bundle, the revision the relatives'
 *   devices hold; only media that revision's database did not list are sealed. A device without that
 *   revision (or a later one) refuses it with KS_ERR_BASE_MISSING. */
typedef struct ks_export_options {
    uint32_t version;
    const char *created;
    ks_progress_fn progress;
    void *progress_payload;
    const char *base;
    int64_t base_revision;
} ks_export_options;
#define KS_EXPORT_OPTIONS_VERSION 2
#define KS_EXPORT_OPTIONS_INIT { KS_EXPORT_OPTIONS_VERSION, NULL, NULL, NULL, NULL, 0 }

/*
 * Writes a bundle of kind "archive" to `path`, atomically: a temporary file beside it, flushed
 * and renamed; an existing file at `path` is replaced. An archive holds everything in the
 * store that travels: all media, mind maps and dossiers, and the exporting account's own mood
 * log and routine (other accounts' stay private; no account or credential ever travels).
 * *out_json (may be NULL) receives {"members":N,"path":"…","size":N}.
 */
ks_status ks_bundle_export(char **out_json, ks_session *session, const char *path,
                           const ks_export_options *options);

/*
 * Verifies the bundle at `path` against every rule of FORMAT.md, then imports it, all or
 * nothing. `options` may be NULL for the defaults. *out_json (may be NULL) receives
 * {"kind":"archive","maps_added":N,"maps_copied":N,"maps_replaced":N,"maps_unchanged":N,
 * "media_added":N,"media_present":N} (the maps_ counts: see ks_mindmap_export_bundle), and
 * only when the bundle holds them: "dossiers" (see ks_dossier_export_bundle), "moods"
 * ({"days_kept":N,"days_taken":N}, see ks_mood_export_bundle) and "routine" ("taken" or
 * "kept", see ks_routine_export_bundle). An update bundle (FORMAT.md section 16, made with
 * ks_export_options.base) imports as its full bundle would into a store that holds the media
 * it leaves out, and is refused with KS_ERR_BASE_MISSING, changing nothing, by one that lacks
 * any of them.
 */
ks_status ks_bundle_import(char **out_json, ks_session *session, const char *path,
                           const ks_read_options *options);

/* Verifies the bundle at `path` against every rule of FORMAT.md. Writes nothing but
 * temporary files, which it removes. `options` may be NULL. */
ks_status ks_bundle_verify(const char *path, const ks_read_options *options);

/*
 * Verifies the bundle, then describes it: {"manifest":{…},"counts":{"media":N,
 * "media_bytes":N}}.
 */
ks_status ks_bundle_inspect(char **out_json, const char *path, const ks_read_options *options);

/* Verifies the bundle, then returns its canonical dump (FORMAT.md section 7, with the final
 * LF). */
ks_status ks_bundle_dump(char **out_json, const char *path, const ks_read_options *options);

/* ------------------------------------------------------------------------------------------ */
/* Accounts, sign-in and roles                                                                */
/*
 * A store without accounts opens as its implicit owner (ks_session_open_owner). Its first
 * account (an owner, or staff in a centre) is created from that session; from then on
 * ks_session_open_owner is refused with KS_ERR_AUTH_FAILED and everyone signs in.
 *
 * Roles, enforced inside the library for every call:
 *   owner     everything in a personal store
 *   staff     records, media and bundles; creates staff and relative accounts, resets
 *             relatives' passwords, links relatives to patients
 *   relative  views the patients linked to them while the link lasts; changes their own
 *             password; every other call is refused with KS_ERR_PERMISSION_DENIED
 *
 * Usernames: 3 to 64 characters after Unicode NFC normalisation and trimming; letters and
 * digits of any script plus . _ - @; starting with a letter or digit; unique without regard to
 * case. Passwords: 8 to 1024 bytes of UTF-8 after NFC; stored only as Argon2id hashes
 * (libsodium crypto_pwhash_str, t=2, 64 MiB), never logged, returned or exported.
 *
 * An account as JSON: {"created_at":"…","display_name":"…","id":"<uuid>","role":"staff",
 * "username":"…"}.
 */

/* Creates an account. `account_json` is {"username":"…","display_name":"…","role":"…"}
 * ("display_name" optional, defaults to the username). *out_json (may be NULL) receives the
 * account. Errors: KS_ERR_ALREADY_EXISTS (username taken, whatever its case),
 * KS_ERR_INVALID_ARGUMENT (rules above), KS_ERR_PERMISSION_DENIED. */
ks_status ks_account_create(char **out_json, ks_session *session, const char *account_json,
                            const char *password, const char *now);

/* Every account, by username: {"accounts":[account, …]}. Owner and staff only. */
ks_status ks_account_list(char **out_json, ks_session *session);

/* Deletes an account with its sessions and links. The last owner or staff account cannot be
 * deleted (KS_ERR_PERMISSION_DENIED). */
ks_status ks_account_delete(ks_session *session, const char *account_id);

/* Changes the signed-in account's own password; `old_password` must be right
 * (KS_ERR_AUTH_FAILED otherwise). Ends every other session of the account, remembered ones
 * included. */
ks_status ks_account_change_password(ks_session *session, const char *old_password,
                                     const char *new_password, const char *now);

/* Sets another account's password (staff: relatives'; owner: anyone's) and ends all of its
 * sessions. */
ks_status ks_account_reset_password(ks_session *session, const char *account_id,
                                    const char *new_password, const char *now);

/* Lets relative `account_id` view patient `patient_id` until `ends_on` ("YYYY-MM-DD",
 * inclusive) or, with NULL, without end. Linking again replaces the end. */
ks_status ks_relative_link(ks_session *session, const char *account_id, const char *patient_id,
                           const char *ends_on, const char *now);

/* Removes a link. KS_ERR_NOT_FOUND when there is none. */
ks_status ks_relative_unlink(ks_session *session, const char *account_id, const char *patient_id);

/* A relative's links: {"links":[{"account_id","ends_on","patient_id"}, …]}. Staff, owners, and
 * the relative themself. */
ks_status ks_relative_links(char **out_json, ks_session *session, const char *account_id);

/* Checks that the session may view patient `patient_id` on the host's civil day `today`:
 * KS_OK for owner and staff, and for a relative linked to the patient whose link has not
 * ended; KS_ERR_PERMISSION_DENIED otherwise (not linked, or the link ended). */
ks_status ks_session_check_view(ks_session *session, const char *patient_id, const char *today);

/* Flags for ks_session_sign_in. */
#define KS_SIGN_IN_REMEMBER 1u /* also return a token for ks_session_resume */

/*
 * Signs in. *out receives a session (close it with ks_session_close). With
 * KS_SIGN_IN_REMEMBER, *out_token receives a token to keep in the keychain (free with ks_free;
 * the store keeps only its SHA-256; it expires 30 days after it is issued); otherwise
 * *out_token is set to NULL (out_token may be NULL then).
 * Errors: KS_ERR_AUTH_FAILED for an unknown username or a wrong password alike (same message,
 * about the same time); KS_ERR_LOCKED while the username waits after failed attempts: after 4
 * failures each attempt waits 30 s, 1, 2, 4, 8 minutes after the last failure, and after 10 the
 * username is locked for an hour; a success clears the count. Counts live in the store.
 */
ks_status ks_session_sign_in(ks_session **out, char **out_token, ks_store *store,
                             const char *username, const char *password, uint32_t flags,
                             const char *now);

/*
 * Resumes a remembered sign-in with `token`: a session of the same sign-in (a session that
 * signed in or resumed before, in this process or another, such as an app and its widget,
 * goes on working), and *out_token receives the token to keep in place of `token` (free with
 * ks_free). `token` stays valid until a token issued after it is resumed, so a crash before
 * the new token is saved loses nothing; once a later token was resumed, `token` coming back
 * means it was copied, and the sign-in is revoked everywhere (KS_ERR_SESSION_REVOKED).
 * Errors: KS_ERR_AUTH_FAILED for a token that is unknown or expired; KS_ERR_SESSION_REVOKED
 * for one of a sign-in that was signed out, revoked by a password change or reset, or
 * revoked for reuse.
 */
ks_status ks_session_resume(ks_session **out, char **out_token, ks_store *store,
                            const char *token, const char *now);

/* Signs out: this session and its remembered token stop working. Close the handle after. */
ks_status ks_session_sign_out(ks_session *session, const char *now);

/* ------------------------------------------------------------------------------------------ */
/* Mind maps                                                                                  */
/*
 * A map is a tree of nodes; creating a map creates its root node, titled like the map.
 * Records:
 *   map:  {"created":…,"id":…,"modified":…,"node_count":N,"root_id":…,"title":…}
 *   node: {"created":…,"feed":"…"|null,"id":…,"link":"…"|null,"map_id":…,"modified":…,
 *          "note":"…"|null,"parent_id":…|null,"position":N,"title":…}
 * A node's `link` is where it points (a web page, a file, another node: FreeMind's LINK,
 * OPML's url or htmlUrl) and its `feed` the feed it stands for (OPML's xmlUrl in a feed list).
 * Each is up to 4,096 bytes of UTF-8, trimmed, without control characters or format
 * characters (bidirectional overrides, zero-width characters, U+FEFF, U+2028: FORMAT.md R68
 * lists them), and never of scheme javascript:, vbscript: or data: (R68); drawings and
 * Markdown make only http, https and mailto links clickable. An import from OPML, FreeMind,
 * XMind or Markdown drops a link or feed that breaks these rules and keeps its node.
 * Titles are 1 to 1,000 characters (Unicode scalar values) once leading and trailing white
 * space is trimmed (they are stored trimmed); a blank title is KS_ERR_INVALID_ARGUMENT. Notes
 * are optional, up to 1,000,000 bytes; NULL or "" means none. Siblings keep their order
 * (`position` ascending); a new child goes last. Depth and breadth are unlimited: every call
 * below works on a chain 100,000 deep and on a node with 10,000 children. Ids are lowercase
 * UUIDs; an unknown id gives KS_ERR_NOT_FOUND, a malformed one KS_ERR_INVALID_ARGUMENT.
 * Mind maps are readable and writable by the owner and staff roles.
 */

/* Creates a map and its root node. *out_json (may be NULL) receives the map record. */
ks_status ks_mindmap_create(char **out_json, ks_session *session, const char *title,
                            const char *now);

/* Every map, newest change first: {"maps":[map, …]}. */
ks_status ks_mindmap_list(char **out_json, ks_session *session);

/* The map `map_id`. */
ks_status ks_mindmap_get(char **out_json, ks_session *session, const char *map_id);

/* Renames a map (its root node takes the title). *out_json (may be NULL): the map. */
ks_status ks_mindmap_rename(char **out_json, ks_session *session, const char *map_id,
                            const char *title, const char *now);

/* Deletes a map and every node in it, in one transaction. *out_json (may be NULL) receives
 * {"attachments":0,"nodes":N}. */
ks_status ks_mindmap_delete(char **out_json, ks_session *session, const char *map_id);

/* Adds a child under node `parent_id`, after its last child. `note` may be NULL. *out_json
 * (may be NULL) receives the new node. */
ks_status ks_mindmap_node_create(char **out_json, ks_session *session, const char *parent_id,
                                 const char *title, const char *note, const char *now);

/* The node `node_id`. */
ks_status ks_mindmap_node_get(char **out_json, ks_session *session, const char *node_id);

/* The children of node `node_id` in order: {"children":[node, …]}. */
ks_status ks_mindmap_node_children(char **out_json, ks_session *session, const char *node_id);

/* The breadcrumb from the root down to `node_id`, both included:
 * {"path":[{"id":…,"title":…}, …]}. */
ks_status ks_mindmap_node_path(char **out_json, ks_session *session, const char *node_id);

/* Sets a node's title (the root's title is the map's). *out_json (may be NULL): the node. */
ks_status ks_mindmap_node_set_title(char **out_json, ks_session *session, const char *node_id,
                                    const char *title, const char *now);

/* Sets a node's note; NULL or "" clears it. *out_json (may be NULL): the node. */
ks_status ks_mindmap_node_set_note(char **out_json, ks_session *session, const char *node_id,
                                   const char *note, const char *now);

/* Sets a node's link and feed URL; NULL or "" clears each (both are set at once, so a feed's
 * page and feed change together). KS_ERR_INVALID_ARGUMENT for a link that breaks the rules
 * above. *out_json (may be NULL): the node. */
ks_status ks_mindmap_node_set_link(char **out_json, ks_session *session, const char *node_id,
                                   const char *link, const char *feed, const char *now);

/* What deleting `node_id` would remove, so every host shows the same confirmation:
 * {"attachments":N,"nodes":N} (the node and all its descendants). */
ks_status ks_mindmap_node_delete_preview(char **out_json, ks_session *session,
                                         const char *node_id);

/* Deletes a node and its whole subtree in one transaction. The root cannot be deleted on its
 * own (KS_ERR_INVALID_ARGUMENT): delete the map. *out_json (may be NULL) receives
 * {"attachments":N,"nodes":N}. */
ks_status ks_mindmap_node_delete(char **out_json, ks_session *session, const char *node_id,
                                 const char *now);

/*
 * A navigator shows one level of a map at a time: the active node, its children, the
 * breadcrumb, and Back through the history of transitions (not merely to the parent). It
 * reads the store at every call, so it sees changes made meanwhile: deleted nodes drop out of
 * its history, and when the active node was deleted it goes back to the last node of its
 * history that still exists, else to the root. The history keeps the last 1,000 transitions.
 * A navigator belongs to one thread at a time; close it with ks_navigator_close.
 */
typedef struct ks_navigator ks_navigator;

/* A navigator over map `map_id`, at the root, with no history. */
ks_status ks_navigator_open(ks_navigator **out, ks_session *session, const char *map_id);

/* A navigator from the state ks_navigator_save gave (for example after the app relaunched).
 * Nodes deleted since are dropped. KS_ERR_INVALID_ARGUMENT for a malformed state,
 * KS_ERR_NOT_FOUND when the map is gone. */
ks_status ks_navigator_restore(ks_navigator **out, ks_session *session, const char *state_json);

/* The navigator's state to keep: {"active":…,"history":[…],"map_id":…,"navigator":1}. */
ks_status ks_navigator_save(char **out_json, ks_navigator *navigator);

/* What to draw: {"active":node,"can_back":bool,"children":[node, …],"map_id":…,
 * "path":[{"id":…,"title":…}, …]} (path from the root down to the active node). */
ks_status ks_navigator_view(char **out_json, ks_navigator *navigator);

/* Makes `node_id` active (a child of the active node, or any node of the map, such as one of
 * the breadcrumb) and remembers the transition. KS_ERR_NOT_FOUND for a node not in the map. */
ks_status ks_navigator_go(ks_navigator *navigator, const char *node_id);

/* Goes back along the last transition. KS_ERR_NOT_FOUND when there is nothing to go back to. */
ks_status ks_navigator_back(ks_navigator *navigator);

/* *out_can_back receives 1 when ks_navigator_back would move, else 0. */
ks_status ks_navigator_can_back(int *out_can_back, ks_navigator *navigator);

/* Closes a navigator. Accepts NULL. */
void ks_navigator_close(ks_navigator *navigator);

/* A circle of the layout, in viewport units (origin top left, y downwards). */
typedef struct ks_bubble {
    double x;
    double y;
    double radius;
} ks_bubble;

/*
 * Lays out one level: the active node's bubble in the centre of a `width` x `height`
 * viewport and `child_count` children (0 to 100,000) evenly on concentric rings around it,
 * the first at the top, clockwise, ring after ring. It uses the smallest number of rings on
 * which the children's bubbles (all of one radius) are at least `min_tap` across; when no
 * number of rings allows that, the number that gives the largest bubbles (check
 * 2 * radius >= min_tap). No two bubbles overlap and all stay inside the viewport. Pure and
 * deterministic; needs no store. `out_children` holds `child_count` bubbles (may be NULL when
 * child_count is 0); *out_rings (may be NULL) receives the number of rings.
 */
ks_status ks_mindmap_layout(ks_bubble *out_centre, ks_bubble *out_children, uint32_t *out_rings,
                            double width, double height, double min_tap, size_t child_count);

/* Interchange formats of ks_mindmap_import_file and ks_mindmap_export_file. */
typedef enum ks_mindmap_format {
    KS_MINDMAP_OPML = 1,     /* OPML 2.0: outline `text` is the title, `_note` the note */
    KS_MINDMAP_FREEMIND = 2, /* FreeMind / Freeplane .mm                                 */
    KS_MINDMAP_MARKDOWN = 3, /* a Markdown outline; an indented-text outline imports too */
    KS_MINDMAP_SVG = 4,      /* a radial-tree drawing (export only)                      */
    KS_MINDMAP_MERMAID = 5,  /* a Mermaid mindmap diagram (titles only; export up to 501
                                levels); import reads a .mmd file or the first mindmap in a
                                Markdown file's mermaid block                            */
    KS_MINDMAP_XMIND = 6     /* XMind .xmind: reads XMind Zen/2020+ and XMind 8 files;
                                writes one sheet as XMind Zen does                       */
} ks_mindmap_format;

/*
 * Reads an OPML, FreeMind/Freeplane, XMind, Markdown outline or Mermaid mindmap file (any declared encoding) as a new map, in one
 * transaction, with new ids and every node created at `now`. Nodes without text are titled
 * "Untitled"; a title over the limit is cut and the whole text put at the head of the note.
 * XML with a DOCTYPE or entity declarations is refused, and so are files past the default
 * limits of ks_import_options (over 256 MiB, 1,000,000 nodes, 100,000 levels or 256 MiB of
 * text, or that would grow the store by more than 1,000 times their size on disk: a small
 * compressed XMind file of millions of topics), counted while the file is parsed, all with
 * KS_ERR_LIMIT_EXCEEDED before the store grows. An XMind file is a zip archive: one whose entries
 * unpack to more than 256 MiB is KS_ERR_LIMIT_EXCEEDED; zip64, encrypted or damaged archives
 * (a CRC-32 mismatch, corrupt deflate data) are KS_ERR_INVALID_ARGUMENT. Of an XMind file with
 * several sheets, a root titled by the file's name holds each sheet's root topic.
 * *out_json (may be NULL) receives the map record.
 */
ks_status ks_mindmap_import_file(char **out_json, ks_session *session, ks_mindmap_format format,
                                 const char *path, const char *now);

/* What a host allows one outline file to bring (ks_mindmap_import_file_with_options), counted
 * while the file is parsed: the reader stops at the first node, level or byte past a bound,
 * so the parse's time and memory are bounded too, and the call fails with
 * KS_ERR_LIMIT_EXCEEDED before the store grows, changing nothing. Initialise with
 * KS_IMPORT_OPTIONS_INIT; fields are only ever appended, and `version` (the struct's version)
 * tells the library which ones the caller knows. A zero field means its default; a value
 * above its ceiling is KS_ERR_INVALID_ARGUMENT.
 * - max_nodes: nodes the file may bring (default 1,000,000; at most 5,000,000)
 * - max_depth: levels it may nest, a top-level outline, heading or sheet root topic being
 *   level 1 (default 100,000; at most 5,000,000)
 * - max_text_bytes: UTF-8 bytes of titles, notes, links and feed URLs (default and most 256 MiB)
 * - max_input_bytes: the file's size on disk, refused before it is read (default and most 256 MiB)
 * - max_growth_ratio: store growth, estimated as 320 bytes a node plus its text, per byte of
 *   the file on disk (default 1,000; a 54 kB XMind file of two million one-letter topics
 *   would need 28,000 and stops within its first 170,000 topics) */
typedef struct ks_import_options {
    uint32_t version;
    uint64_t max_nodes;
    uint64_t max_depth;
    uint64_t max_text_bytes;
    uint64_t max_input_bytes;
    uint64_t max_growth_ratio;
} ks_import_options;
#define KS_IMPORT_OPTIONS_VERSION 1
#define KS_IMPORT_OPTIONS_INIT { KS_IMPORT_OPTIONS_VERSION, 0, 0, 0, 0, 0 }

/* ks_mindmap_import_file with the host's limits (`options` NULL: the defaults, which
 * ks_mindmap_import_file uses). */
ks_status ks_mindmap_import_file_with_options(char **out_json, ks_session *session, ks_mindmap_format format,
                                              const char *path, const ks_import_options *options,
                                              const char *now);

/* Writes map `map_id` to `path` in `format`, atomically (see "Text exports" at the top);
 * deterministic. *out_json (may be NULL) receives {"nodes":N,"path":…,"size":N}. */
ks_status ks_mindmap_export_file(char **out_json, ks_session *session, const char *map_id,
                                 ks_mindmap_format format, const char *path);

/*
 * Writes map `map_id` as a bundle of kind "mindmap" (FORMAT.md) to `path`, atomically, as
 * ks_bundle_export does. ks_bundle_import imports it: a map the store does not have is added;
 * one it has is replaced when the bundle's `modified` is later, left alone when identical,
 * and otherwise kept beside the bundle's, which gets new ids (never a silent merge). The
 * import's JSON counts them: "maps_added", "maps_replaced", "maps_unchanged", "maps_copied".
 */
ks_status ks_mindmap_export_bundle(char **out_json, ks_session *session, const char *map_id,
                                   const char *path, const ks_export_options *options);

/*
 * Moves node `node_id` with its subtree under `new_parent_id`, to place `index` among the new
 * parent's children (0 first; -1 or an index past the end: last); under its own parent it
 * reorders the siblings. One durable transaction; ids stay, so navigators' saved histories
 * keep working. Refused with KS_ERR_INVALID_ARGUMENT for the root, a parent inside the node's
 * own subtree (a cycle), a parent in another map, or an index below -1; KS_ERR_NOT_FOUND for
 * an unknown id. *out_json (may be NULL): the node as it now is.
 */
ks_status ks_mindmap_node_move(char **out_json, ks_session *session, const char *node_id,
                               const char *new_parent_id, int64_t index, const char *now);

/* ------------------------------------------------------------------------------------------ */
/* Mood years                                                                                 */
/*
 * One mood a day per account: "good", "ok" or "bad" (green, yellow, red), with an optional note
 * of up to 1000 characters. The host passes `today` ("YYYY-MM-DD", the user's calendar day) and
 * `now` (RFC 3339); a day after `today` is refused with KS_ERR_INVALID_ARGUMENT by every call.
 * Owners and staff keep their own logs; relatives may not. A store's implicit owner keeps a log
 * too; it passes to the first account created from that owner session.
 *
 * A day as JSON: {"changed_at":"…","date":"YYYY-MM-DD","mood":"good"|null,"note":"…"|null}
 * (mood null: cleared).
 *
 * Range presets, the same for tiles and statistics (`today` = the host's date):
 *   "current_month"   the 1st to the last day of today's month (later days are "future")
 *   "last_1_month", "last_3_months", "last_6_months", "last_12_months"
 *                     the N months ending today: from the day after the same day N months
 *                     earlier (clamped to a shorter month's end) through today; from 31 March,
 *                     one month is 1-31 March; from 29 February 2024, twelve months are
 *                     1 March 2023 - 29 February 2024
 *   "year_to_date"    1 January through today
 *   "all_time"        the first marked day (today when none) through today
 */

/* Sets or changes the mood of `date`. *out_json (may be NULL) receives the day. `note` may be
 * NULL. */
ks_status ks_mood_set(char **out_json, ks_session *session, const char *date, const char *mood,
                      const char *note, const char *today, const char *now);

/* Clears the mood of `date` (the day shows unmarked; a later import cannot bring it back). */
ks_status ks_mood_clear(ks_session *session, const char *date, const char *today, const char *now);

/* The record of `date`; KS_ERR_NOT_FOUND when it was never marked. */
ks_status ks_mood_get(char **out_json, ks_session *session, const char *date, const char *today);

/*
 * Every day of a preset's range, in order: {"days":[{"date","future","mood"}],"first":…,
 * "first_weekday":1-7 (ISO, Monday 1),"last":…,"months":[{"days","first_index","month":"YYYY-MM"}],
 * "preset":…}.
 */
ks_status ks_mood_tiles(char **out_json, ks_session *session, const char *preset, const char *today);

/*
 * The summary screen: {"current_streak":{"first","last","length","mood"}|null,"ranges":{PRESET:
 * {"counts":{"bad","good","ok"},"days","first","last","longest_bad_run":{"first","last",
 * "length"}|null,"longest_good_run":…,"marked","percent":{"bad":"12.5","good":…,"ok":…}|null,
 * "unmarked"}},"today":…} for last_1_month, last_3_months, last_6_months, last_12_months and
 * all_time. Percentages are of marked days, one decimal, adding up to exactly 100.0 (largest
 * remainder). Runs are of consecutive days; ties go to the most recent run; a run crossing a
 * range's start counts its part inside. The current streak is the run of today's mood ending
 * today (null when today is unmarked).
 */
ks_status ks_mood_summary(char **out_json, ks_session *session, const char *today);

/*
 * The pure tile layout: for `count` tiles in a `width` x `height` viewport with at least
 * `min_gap` points between tiles, the columns that give the largest square tiles (whole points)
 * that all fit: {"columns","gap","height","rows","tile_size","width"}. Tiles only get smaller
 * as `count` grows; ties go to fewer columns. To align weekdays in a 7-column grid, add the
 * first day's weekday - 1 blank tiles to `count`.
 */
ks_status ks_mood_tile_layout(char **out_json, uint32_t count, uint32_t width, uint32_t height,
                              uint32_t min_gap);

/* Writes the log as CSV to `path`, atomically: "date,value,label,note" lines (CRLF), oldest
 * first, values 1 bad, 2 ok, 3 good; one calendar `year`, or the whole log with year 0. No
 * credential is ever in it. *out_json (may be NULL): {"path","records" (rows),"size"}.
 * In every CSV export (mood, routine, call log) text from people is quoted, and a formula
 * character (= + - @, their full-width forms, tab, CR) at its start or after any , ; tab |
 * or line break in it gets a ' before it (OWASP's CSV-injection advice): no spreadsheet runs
 * it, whatever list separator it reads with. */
ks_status ks_mood_export_csv(char **out_json, ks_session *session, int32_t year, const char *path,
                             const char *today);

/* Writes calendar `year` (1 to 9999) in pixels as SVG to `path`, atomically: a row per month,
 * a tile per day, #B3B3B3 for unmarked days. *out_json (may be NULL): {"path","records"
 * (tiles: the year's days),"size"}. */
ks_status ks_mood_export_svg(char **out_json, ks_session *session, int32_t year, const char *path,
                             const char *today);

/*
 * Imports a Daylio CSV export from `path`. Daylio's five levels fold onto three: the day's
 * entries are averaged on the 1-5 scale (rad 5, good 4, meh 3, bad 2, awful 1; German super,
 * gut, ok, schlecht, mies), good from 3.5, bad up to 2.5, ok between. `levels_json` (may be
 * NULL) names renamed moods' levels, e.g. {"Calm":3}; a mood name without a level is refused,
 * listing the names. The current, the previous (no note_title) and the 2017-18 layout
 * (year,date,…; English, German or Polish month names; another language is refused with a
 * message naming these) are read. A day's notes are joined in time order (12-hour times read
 * as times). Days already marked are kept, and days after `today`
 * (YYYY-MM-DD, the host's date) are refused as ks_mood_set refuses them, none stored:
 * *out_json (may be NULL) gets
 * {"imported":N,"skipped":["YYYY-MM-DD",…],"future":["YYYY-MM-DD",…],"source":"daylio"}.
 */
ks_status ks_mood_import_daylio(char **out_json, ks_session *session, const char *path,
                                const char *levels_json, const char *today, const char *now);

/* Imports a Pixels JSON backup from `path` (several scores a day averaged as above; dates
 * with or without zero padding, "2022-9-20"; `today` and *out_json as above). */
ks_status ks_mood_import_pixels(char **out_json, ks_session *session, const char *path,
                                const char *today, const char *now);

/*
 * Writes the log as a bundle of kind "mood" (FORMAT.md), atomically: one calendar `year`, or
 * the whole log with year 0. It holds the days (cleared ones too) and no credential.
 * ks_bundle_import merges such a bundle into the importing session's own log, day by day: the
 * later "changed_at" wins; on a tie the store keeps its own. *out_json (may be NULL) receives
 * {"members","path","size"}.
 */
ks_status ks_mood_export_bundle(char **out_json, ks_session *session, int32_t year,
                                const char *path, const ks_export_options *options,
                                const char *today);

/* ------------------------------------------------------------------------------------------ */
/* Rehab patient dossiers                                                                     */
/*
 * A dossier is a patient with a timeline of actions (therapy sessions, procedures,
 * medication, measurements, notes, phone calls) and attachments (photos, videos, any file).
 *
 * Who may do what: owner and staff create, change, delete and export. Relatives read the
 * patients linked to them (ks_relative_link) while the link lasts: every read takes the host's
 * civil day `today` ("YYYY-MM-DD") for that check; a patient not linked, or whose link ended,
 * is KS_ERR_PERMISSION_DENIED, and so is every change and every export a relative asks for.
 *
 * Records:
 *   patient:    {"active":bool,"admitted_on":"YYYY-MM-DD","birth_date":"YYYY-MM-DD",
 *                "created":…,"diagnosis":"…","discharged_on":"YYYY-MM-DD"|null,
 *                "full_name":"…","id":…,"modified":…,"notes":"…"}
 *   action:     {"call":null|{"direction":"incoming"|"outgoing","number":"…","outcome":…,
 *                "party":"…"},"changed_at":…,"changed_by":{"account_id":…|null,"name":…},
 *                "deleted":bool,"details":"…","duration_seconds":N|null,"id":…,"kind":…,
 *                "occurred_at":…,"patient_id":…,"recorded_at":…,"recorded_by":{…},"title":…,
 *                "unit":"…"|null,"value":"36.6"|null,"version":N}
 *   attachment: {"action_id":…|null,"attached_at":…,"attached_by":{…},"caption":"…",
 *                "captured_at":…|null,"id":…,"media_type":…,"missing":bool,"patient_id":…,
 *                "sha256":…,"size":N}
 * Kinds: therapy, procedure, medication, measurement, note, call. A measurement has "value"
 * (a decimal as a string: JSON numbers are integers only) and "unit"; a call has "call"
 * (outcome: answered, no-answer, busy, voicemail, failed) and "duration_seconds", and starts
 * at "occurred_at". Names, titles, captions and a call's party are 1 to 1,000 characters
 * (trimmed; "" for no caption); details, diagnosis and notes up to 1,000,000 bytes; durations
 * 0 to 31,622,400 s. Editing an action adds a version, deleting adds a version marked deleted:
 * the history keeps every version with who made it and when. "account_id" is null for a
 * store's implicit owner; "name" is the account's display name at the time.
 */

/* Creates a patient. `patient_json`: {"full_name","birth_date","admitted_on"} required,
 * "diagnosis", "notes", "discharged_on" optional. *out_json (may be NULL): the patient. */
ks_status ks_patient_create(char **out_json, ks_session *session, const char *patient_json,
                            const char *now);

/* Changes the fields `patient_json` gives (same keys as create; "discharged_on": null takes a
 * discharge back). *out_json (may be NULL): the patient. */
ks_status ks_patient_update(char **out_json, ks_session *session, const char *patient_id,
                            const char *patient_json, const char *now);

/* Discharges a patient on `discharged_on` ("YYYY-MM-DD", not before admission), or with NULL
 * readmits them. *out_json (may be NULL): the patient. */
ks_status ks_patient_discharge(char **out_json, ks_session *session, const char *patient_id,
                               const char *discharged_on, const char *now);

/* The patient `patient_id`. */
ks_status ks_patient_get(char **out_json, ks_session *session, const char *patient_id,
                         const char *today);

/* The patients the session may view on `today` whose name contains `query` without regard to
 * case (NULL or "" for all), active ones first, then by name: {"patients":[patient, …]}. A
 * relative gets the patients linked to them. */
ks_status ks_patient_list(char **out_json, ks_session *session, const char *query,
                          const char *today);

/* One page of that list, in the same order: at most `limit` (1 to 1000) patients after the
 * place `after` names (NULL for the first page; else the "next_cursor" of the page before,
 * KS_ERR_INVALID_ARGUMENT for any other text): {"patients":[patient, …],"next_cursor":"…"|null}
 * ("next_cursor" null on the last page). Each page costs the same whatever the number of
 * patients; a `query` of three characters or more is looked up in an index of the names'
 * trigrams. A patient added or renamed between two pages appears where its name sorts. */
ks_status ks_patient_page(char **out_json, ks_session *session, const char *query, int64_t limit,
                          const char *after, const char *today);

/* What deleting the patient would remove, so every host shows the same confirmation:
 * {"action_versions":N,"actions":N,"attachments":N,"relative_links":N}. Owner and staff. */
ks_status ks_patient_delete_preview(char **out_json, ks_session *session, const char *patient_id);

/* Deletes a patient with every action version, attachment and relative's link, in one
 * transaction, and the media files no other attachment refers to.
 * *out_json (may be NULL) receives the counts of ks_patient_delete_preview. */
ks_status ks_patient_delete(char **out_json, ks_session *session, const char *patient_id);

/* Records an action of patient `patient_id`. `action_json`: {"occurred_at","kind","title"}
 * required; "details", "duration_seconds", "value", "unit", "call" by kind (see above).
 * *out_json (may be NULL): the action (version 1). */
ks_status ks_dossier_action_record(char **out_json, ks_session *session, const char *patient_id,
                                   const char *action_json, const char *now);

/* Edits an action: `action_json` (as for record) is its whole new content, kept as a new
 * version. A deleted action cannot be edited (KS_ERR_NOT_FOUND). *out_json (may be NULL): the
 * new current version. */
ks_status ks_dossier_action_edit(char **out_json, ks_session *session, const char *action_id,
                                 const char *action_json, const char *now);

/* Deletes an action: a version marked deleted; the timeline no longer shows it, its history
 * keeps it. *out_json (may be NULL): that version. */
ks_status ks_dossier_action_delete(char **out_json, ks_session *session, const char *action_id,
                                   const char *now);

/* The current version of action `action_id` (it may be marked deleted). */
ks_status ks_dossier_action_get(char **out_json, ks_session *session, const char *action_id,
                                const char *today);

/* Every version of an action, oldest first: {"versions":[action, …]}. */
ks_status ks_dossier_action_history(char **out_json, ks_session *session, const char *action_id,
                                    const char *today);

/*
 * One page of a patient's timeline: current versions of actions not deleted, newest first by
 * instant (whatever its UTC offset). `query_json` (NULL or "" for the defaults):
 * {"kinds":["therapy",…],"from":instant,"to":instant,"limit":N,"cursor":"…"}: only those
 * kinds; at or after "from" and before "to"; 1 to 1,000 per page (default 50); "cursor" is
 * the previous page's "next_cursor". *out_json: {"actions":[action, …],
 * "next_cursor":"…"|null,"total":N} ("total" counts every match, on all pages).
 */
ks_status ks_dossier_timeline(char **out_json, ks_session *session, const char *patient_id,
                              const char *query_json, const char *today);

/*
 * Attaches media `sha256` to patient `patient_id`, or with `action_id` (NULL for the patient
 * themself) to one of their actions. The file enters the store first, streamed and hashed,
 * through ks_media_import_file or a ks_media_writer (whose type is sniffed from its bytes and
 * whose size ks_media_limits_set limits); the same file is stored once however often it is
 * attached. `attachment_json` (may be NULL): {"caption":"…","captured_at":instant}. Attaching
 * the same file to the same place again returns the existing attachment. Errors:
 * KS_ERR_NOT_FOUND for media not in the store. *out_json (may be NULL): the attachment.
 */
ks_status ks_dossier_attachment_add(char **out_json, ks_session *session, const char *patient_id,
                                    const char *action_id, const char *sha256,
                                    const char *attachment_json, const char *now);

/* Changes the "caption" and/or "captured_at" (null clears it) `attachment_json` gives.
 * *out_json (may be NULL): the attachment. */
ks_status ks_dossier_attachment_update(char **out_json, ks_session *session,
                                       const char *attachment_id, const char *attachment_json);

/* Removes an attachment, and its media file when no other attachment refers to it. */
ks_status ks_dossier_attachment_delete(ks_session *session, const char *attachment_id);

/* The attachment `attachment_id`; "missing" is true when its file was removed from the
 * store's media folder behind the library's back. */
ks_status ks_dossier_attachment_get(char **out_json, ks_session *session,
                                    const char *attachment_id, const char *today);

/* A patient's attachments, oldest first: with `action_id`, that action's; with NULL, all of
 * them (the patient's own and their actions'). {"attachments":[attachment, …]}. */
ks_status ks_dossier_attachment_list(char **out_json, ks_session *session, const char *patient_id,
                                     const char *action_id, const char *today);

/* Reads up to `capacity` bytes of an attachment's file from byte `offset` into `out_buffer`
 * (a video can be scrubbed without loading it whole); *out_length receives the count (0 at or
 * past the end). `out_buffer` may be NULL only when `capacity` is 0. A file missing or cut
 * short on disk is KS_ERR_CORRUPT_STORE. */
ks_status ks_dossier_attachment_read(size_t *out_length, void *out_buffer, size_t capacity,
                                     ks_session *session, const char *attachment_id,
                                     uint64_t offset, const char *today);

/* The store's media size limits in bytes per kind, 0 meaning none of the store's own:
 * {"image":N,"video":N,"other":N}. Owner and staff. */
ks_status ks_media_limits_get(char **out_json, ks_session *session);

/* Sets the media size limits (`limits_json` as ks_media_limits_get gives; absent keys are 0).
 * Media writers opened afterwards refuse a file of that kind with KS_ERR_LIMIT_EXCEEDED as
 * soon as it grows past its limit, leaving nothing behind. */
ks_status ks_media_limits_set(ks_session *session, const char *limits_json);

/*
 * Writes patient `patient_id`'s whole dossier as a bundle of kind "dossier" (FORMAT.md) to
 * `path`, atomically, streaming its media: the patient, every version of every action, the
 * attachments and their media; never relatives' links or accounts. ks_bundle_import imports
 * it; its JSON then has "dossiers":{"action_versions_added","actions_added","actions_copied",
 * "attachments_added","attachments_copied","patients_added","patients_kept",
 * "patients_unchanged","patients_updated"} (FORMAT.md R48: no edit is ever lost). No
 * username travels: an author's name that is a username of the store (a staff member who chose
 * no display name) is written "staff", here and in archives (FORMAT.md R71).
 * *out_json (may be NULL): {"members":N,"path":…,"size":N}. Owner and staff.
 */
ks_status ks_dossier_export_bundle(char **out_json, ks_session *session, const char *patient_id,
                                   const char *path, const ks_export_options *options);

/* Writes the dossier as an HL7 FHIR R4 JSON Bundle (type "collection": Patient,
 * RelatedPerson per linked relative, Procedure or Observation per current action, Media per
 * attachment) to `path`, atomically; `options->created` (required) is its timestamp, and the
 * same dossier with the same `created` gives the same bytes. The file holds no media bytes and
 * is written in one pass, so `options->progress` is not called. *out_json (may be NULL):
 * {"path":…,"records":N,"size":N} (records: resources). Owner and staff. */
ks_status ks_dossier_export_fhir(char **out_json, ks_session *session, const char *patient_id,
                                 const char *path, const ks_export_options *options);

/* Writes the call log (RFC 4180 CSV: direction,party,number,start,duration_seconds,outcome,
 * patient_id,patient_name,action_id; oldest first) of patient `patient_id`, or of every patient
 * with NULL, to `path`, atomically. *out_json (may be NULL): {"path":…,"records":N,"size":N}
 * (records: rows). Owner and staff. */
ks_status ks_dossier_export_call_log(char **out_json, ks_session *session, const char *patient_id,
                                     const char *path);

/* ------------------------------------------------------------------------------------------ */
/* Supplement routine                                                                         */
/*
 * A routine ("reset") per account: a start date (day 1), an optional length in days, slots to
 * check in every day (by default "morning" at 08:00 and "evening" at 20:00, local time), a
 * goal ("better_sleep", "less_stress", "more_energy", "better_focus") and onboarding answers
 * (string key-values). Built on the same day-log engine as mood years: days are civil dates,
 * a day after `today` is refused by every call, streaks are runs of consecutive days. Owners and
 * staff keep their own routine; relatives may not.
 *
 * Day statuses: "complete" (every slot taken), "partial" (some, before today), "missed" (none,
 * before today), "today" (today, not complete), "future", "before_start", "after_end" (after
 * the programme's last day). The current streak counts complete days ending today, or ending
 * yesterday while today is not complete yet.
 */

/* Starts the account's routine. `routine_json`: {"start_date":"YYYY-MM-DD","length_days":N|null,
 * "goal":…|null,"answers":{…},"slots":[{"name","reminder":"HH:MM"}]} (all but start_date
 * optional). *out_json (may be NULL) receives the routine: {"answers","created_at","goal","id",
 * "length_days","modified_at","slots","start_date"}. KS_ERR_ALREADY_EXISTS when one exists. */
ks_status ks_routine_start(char **out_json, ks_session *session, const char *routine_json,
                           const char *now);

/* The account's routine (as above); KS_ERR_NOT_FOUND when there is none. */
ks_status ks_routine_get(char **out_json, ks_session *session);

/* Deletes the account's routine with its check-ins, notes and ratings. */
ks_status ks_routine_delete(ks_session *session);

/* Changes a slot's reminder time ("HH:MM", local). */
ks_status ks_routine_set_reminder(ks_session *session, const char *slot, const char *time,
                                  const char *now);

/* Adds or replaces onboarding answers: `answers_json` is {"key":"value",…}. */
ks_status ks_routine_set_answers(ks_session *session, const char *answers_json, const char *now);

/* Marks `slot` taken on `date` at instant `now`. Taking again moves the instant. */
ks_status ks_routine_take(ks_session *session, const char *date, const char *slot,
                          const char *today, const char *now);

/* Unmarks `slot` on `date`; KS_ERR_NOT_FOUND when it was not taken. */
ks_status ks_routine_untake(ks_session *session, const char *date, const char *slot,
                            const char *today, const char *now);

/* Sets the note of `date` (NULL or "" removes it; at most 1000 characters). */
ks_status ks_routine_set_note(ks_session *session, const char *date, const char *note,
                              const char *today, const char *now);

/* Records self-ratings (1-10) of energy, sleep and stress for `date` (one set a day). */
ks_status ks_routine_rate(ks_session *session, const char *date, int32_t energy, int32_t sleep,
                          int32_t stress, const char *today, const char *now);

/* Home: {"complete_days","day" (N of "Day N of your reset"),"finished","length_days",
 * "next_achievement","progress_of" (the length, or the days so far),"started","status",
 * "streak","streak_first","today_slots":[{"name","reminder","taken_at"}]}. */
ks_status ks_routine_home(char **out_json, ks_session *session, const char *today);

/* Progress: {"complete_days","length_days","week":[{"date","status","weekday"}]} for the
 * Monday-to-Sunday week around today. */
ks_status ks_routine_progress(char **out_json, ks_session *session, const char *today);

/* A month ("YYYY-MM") of days: {"days":[{"date","status","taken"}],"first_weekday","month",
 * "slots"}. */
ks_status ks_routine_calendar(char **out_json, ks_session *session, const char *month,
                              const char *today);

/* A day's details: {"date","note","slots":[{"name","taken_at"}],"status"}. */
ks_status ks_routine_day(char **out_json, ks_session *session, const char *date,
                         const char *today);

/* The reminder check at `now`, whose offset is the user's (the local day and time are read from
 * it): {"local_date","local_time","next":[{"at","slot"}],"overdue":[{"minutes_late","reminder",
 * "slot"}]}. A slot is overdue when it is not taken an hour or more after its reminder time;
 * "next" gives each slot's next reminder instant in the same offset. */
ks_status ks_routine_reminders(char **out_json, ks_session *session, const char *now);

/* Achievements computed from the check-ins: {"achievements":[{"days","id","title",
 * "unlocked_on"}],"next":{"id","of","progress","title"}|null}: First Step (a complete day) and
 * 7-, 10- and 30-day streaks. */
ks_status ks_routine_achievements(char **out_json, ks_session *session, const char *today);

/* Results: {"comparison":{"energy":{"after","before","better","change"},"from","sleep",
 * "stress","to"}|null,"ratings":[…]} comparing the first and the latest ratings (stress: lower
 * is better). */
ks_status ks_routine_results(char **out_json, ks_session *session);

/* The message of the day from `messages_json` (a JSON array of strings, or NULL for the
 * built-in list): {"day","index","message"}; deterministic, no repeat within the list's
 * length. */
ks_status ks_routine_message(char **out_json, ks_session *session, const char *messages_json,
                             const char *today);

/* Writes the check-ins as CSV to `path`, atomically, in the long layout habit trackers
 * import: "date,value,note" (CRLF), one line per day from the start, value the number of slots
 * taken. *out_json (may be NULL): {"path","records" (rows),"size"}. */
ks_status ks_routine_export_csv(char **out_json, ks_session *session, const char *path,
                                const char *today);

/* Writes the routine as a bundle of kind "routine". ks_bundle_import takes it into the
 * importing account when that account has no routine or an earlier-modified one ("routine":
 * "taken" in the import's result); otherwise the store keeps its own ("routine":"kept"). */
ks_status ks_routine_export_bundle(char **out_json, ks_session *session, const char *path,
                                   const ks_export_options *options);

/* ------------------------------------------------------------------------------------------ */
/* Viewer bundles for relatives                                                               */
/*
 * A viewer bundle (FORMAT.md section 15) carries one patient's current dossier to the relatives
 * linked to them: signed with the centre's Ed25519 key, every member encrypted with a fresh
 * content key, that key sealed once per relative to a key pair derived from the relative's
 * username and password (Argon2id). The centre keeps no password: whenever a relative's password
 * is set (ks_account_create, ks_account_reset_password, ks_account_change_password) the library
 * derives the pair and keeps only its public key, salt and parameters.
 *
 * On a relative's device, ks_viewer_open verifies, decrypts and keeps the dossier in the
 * device's store (media decrypted into its media folder, so byte ranges read directly), and
 * returns a viewer session: ks_patient_get, ks_patient_list, ks_dossier_timeline,
 * ks_dossier_action_get/_history, ks_dossier_attachment_get/_list/_read and
 * ks_session_check_view work on it exactly as for staff; every other call, every change
 * included, returns KS_ERR_READ_ONLY. Trust comes from the centre, never from a bundle: a
 * device opens viewer bundles only when signed by a centre key it was given out of band, by an
 * invitation (ks_viewer_invitation at the centre, ks_viewer_trust on the device; any other
 * signer is KS_ERR_KEY_MISMATCH). The first bundle of a dossier pins that key for the dossier;
 * a later one replaces the copy only when signed by the same key (else KS_ERR_KEY_MISMATCH)
 * with a higher revision (else KS_ERR_STALE_REVISION). Each refusal leaves the device's copy as
 * it was. ks_viewer_forget_centre is the deliberate way back: the centre's key and its dossiers
 * leave the device, which then needs a new invitation.
 *
 * Centre key as JSON: {"created_at":…,"fingerprint":"fe81-2c12-f3ab-4ce6-ac5d-b69a-c352-f906"
 * (128 bits, what people compare, FORMAT.md R72),"key_id":"<16 hex: names the key>",
 * "public_key":"<64 hex>"}.
 */

/* Creates the centre's signing key (once per store; KS_ERR_ALREADY_EXISTS after). Its secret
 * key never leaves the store. *out_json (may be NULL): the centre key. Owner and staff. */
ks_status ks_centre_key_create(char **out_json, ks_session *session, const char *now);

/* The centre's public key and fingerprint; KS_ERR_NOT_FOUND when none. Owner and staff. */
ks_status ks_centre_key_get(char **out_json, ks_session *session);

/*
 * Writes a viewer bundle of patient `patient_id` to `path`, atomically, for the relatives linked
 * to the patient on `today` ("YYYY-MM-DD") who have a viewer key: the patient, the current
 * version of each action not deleted, their attachments and media (no history, no deleted
 * rows, no staff account ids, no accounts). Each export takes the dossier's next revision.
 * *out_json (may be NULL): {"dossier_id","fingerprint","key_id","members","path","recipients",
 * "revision","size","without_key":[account ids of linked relatives without a viewer key]}.
 * Errors: KS_ERR_NOT_FOUND (no centre key, no such patient, no linked relative with a key).
 * Owner and staff.
 */
ks_status ks_viewer_export_bundle(char **out_json, ks_session *session, const char *patient_id,
                                  const char *path, const ks_export_options *options,
                                  const char *today);

/*
 * Opens the viewer bundle at `path` on a relative's device with their `username` and
 * `password`, keeps its dossier in the store of `session` and returns a viewer session in
 * *out (close with ks_session_close). `session` opens it: the implicit owner of a device's
 * store without accounts (ks_session_open_owner), or a signed-in owner. The dossier kept is
 * read-only for every session of the store (changes give KS_ERR_READ_ONLY), is seen only
 * through viewer sessions, and never leaves in another export. *out_json (may be NULL):
 * {"created" (the bundle's: the dossier as of then),"dossier_id","fingerprint","key_id",
 * "patient_id","pin":"new"|"replaced"|"unchanged","revision"}. `options` may be NULL.
 * Errors, each leaving the store as it was: KS_ERR_PERMISSION_DENIED (`session` is staff's or a
 * relative's, or the relative's access ended before `today`), KS_ERR_READ_ONLY (`session` is a
 * viewer session, or the store is read-only), KS_ERR_INVALID_BUNDLE (a changed byte anywhere, a
 * cut file, a member from another bundle: "invalid bundle [NAME]"), KS_ERR_AUTH_FAILED ("… is
 * not a recipient …" for an unknown username; "wrong password …"), KS_ERR_KEY_MISMATCH,
 * KS_ERR_STALE_REVISION (not above the device's revision, or below the minimum revision of
 * the centre's invitation), KS_ERR_LIMIT_EXCEEDED (Argon2id parameters above the reader's cap),
 * KS_ERR_BASE_MISSING (a viewer update, FORMAT.md section 16, on a device without its base
 * revision or a later one, or without a medium it leaves on the device).
 */
ks_status ks_viewer_open(ks_session **out, char **out_json, ks_session *session,
                         const char *path, const char *username, const char *password,
                         const ks_read_options *options, const char *today, const char *now);

/* The invitation of relative `account_id` to the centre's viewer bundles (FORMAT.md R72): one
 * short text for a QR code, "keepsake:invite?v=1&key=<64 hex>&user=<username>", carrying the
 * centre's full public key, then "&min=<min_revision>" unless `min_revision` is 0 (the device
 * refuses the centre's bundles below that revision, KS_ERR_STALE_REVISION) and
 * "&feed=<feed_url, percent-encoded>" unless `feed_url` is NULL ("https://…" or "http://…",
 * printable ASCII, at most 256 bytes; the device keeps it with the centre, ks_viewer_list).
 * *out_json: {"feed_url","fingerprint":"<128 bits, 8 groups of 4 hex>","key_id","min_revision",
 * "public_key","text","username"}. Errors: KS_ERR_NOT_FOUND (no centre key, no such account),
 * KS_ERR_INVALID_ARGUMENT (not a relative's account, a negative `min_revision`, a feed URL
 * R72 does not allow). Owner and staff. */
ks_status ks_viewer_invitation(char **out_json, ks_session *session, const char *account_id,
                               int64_t min_revision, const char *feed_url);

/* Trusts the centre an invitation's `text` names, on a relative's device: from now on the
 * device opens viewer bundles that centre's key signed (FORMAT.md R58), none below the
 * invitation's minimum revision. Accepting it again changes nothing; another invitation of a
 * trusted centre keeps the higher minimum revision and takes its feed URL when it has one.
 * *out_json (may be NULL): {"feed_url"|null,"fingerprint","key_id","min_revision"|null,
 * "public_key","trusted_at","username"}. Errors: KS_ERR_INVALID_ARGUMENT (not an invitation; the message says what is
 * wrong), KS_ERR_PERMISSION_DENIED (not the device's owner). */
ks_status ks_viewer_trust(char **out_json, ks_session *session, const char *text, const char *now);

/* Forgets the centre of `public_key` (64 hex digits) on this device: its key is no longer
 * trusted and every viewer dossier it signed leaves the device, with its pin and the media only
 * it used. Deliberate: opening that centre's bundles again needs a new invitation.
 * *out_json (may be NULL): {"dossiers":[ids removed],"public_key"}. Errors: KS_ERR_NOT_FOUND
 * (no such trusted centre), KS_ERR_INVALID_ARGUMENT, KS_ERR_PERMISSION_DENIED. */
ks_status ks_viewer_forget_centre(char **out_json, ks_session *session, const char *public_key);

/* Signs in again, offline, to dossier `dossier_id` opened earlier on this device by the same
 * relative: a viewer session in *out. Errors: KS_ERR_NOT_FOUND, KS_ERR_AUTH_FAILED,
 * KS_ERR_PERMISSION_DENIED (access ended). */
ks_status ks_viewer_sign_in(ks_session **out, ks_store *store, const char *dossier_id,
                            const char *username, const char *password, const char *today);

/* The viewer dossiers kept on this device and the centres it trusts:
 * {"centres":[{"feed_url"|null,"fingerprint","key_id","min_revision"|null,"public_key",
 *   "trusted_at","username"}, …],
 * "dossiers":[{"dossier_id","ends_on","fingerprint","key_id","opened_at","revision","username"}, …]}. */
ks_status ks_viewer_list(char **out_json, ks_store *store);

/* Verifies a viewer bundle: with `username` NULL everything checkable without credentials
 * (container, member hashes, signature); with a recipient's credentials every member
 * decrypted and the database checked too. `today` ("YYYY-MM-DD") is required either way: it
 * decides whether a recipient's access has ended. Writes nothing but temporary files.
 * *out_json (may be NULL): {"decrypted":bool,"dossier_id","key_id","recipients","revision"}. */
ks_status ks_viewer_verify(char **out_json, const char *path, const char *username,
                           const char *password, const ks_read_options *options,
                           const char *today);

/* ------------------------------------------------------------------------------------------ */
/* Feeds (FORMAT.md section 19)                                                                */

/*
 * A feed carries one patient's viewer bundles to the relatives' devices through any static web
 * host, which is trusted with nothing: FOLDER/FEED_ID/objects/<sha256> holds immutable bundles
 * (snapshots and updates) named by their SHA-256, and FOLDER/FEED_ID/head.json, signed by the
 * centre's key, names the feed's revision, when it was issued and expires, and the objects to
 * fetch to reach it. FEED_ID is random and names no patient. The library has no networking:
 * the centre publishes into a folder (ks_feed_publish), and a device hands the head it fetched
 * to ks_feed_plan (what to fetch next) and then the head and the fetched files to ks_feed_apply.
 * A head past its expiry is no error: the status is "stale" and the device keeps its copy.
 */

/* Flags of ks_feed_publish. */
#define KS_FEED_REFRESH 1u   /* also sign every unchanged head again with a new issued/expires */

/*
 * Publishes the centre's feeds into `folder` (which must exist): for every patient whose
 * dossier, relatives or relatives' keys changed since the last publish (or only `patient_id`,
 * NULL for all), the new objects and then the feed's head, atomically, last. `lifetime`: the
 * seconds a head stays current (0: 604800); `grace`: the seconds a superseded object stays
 * (0: 604800); each at most 316224000 (ten years). *out_json (may be NULL): {"published":
 * [{"bytes","feed_id","patient_id","revision","snapshot":bool}],"refreshed","removed"}. Owner
 * and staff. Errors: KS_ERR_NOT_FOUND (no centre key, no such patient), KS_ERR_INVALID_ARGUMENT,
 * KS_ERR_PERMISSION_DENIED (a relative's session, or the host key not supplied:
 * ks_store_set_host_key), KS_ERR_AUTH_FAILED (the host key does not open the centre key).
 */
ks_status ks_feed_publish(char **out_json, ks_session *session, const char *patient_id,
                          const char *folder, int64_t lifetime, int64_t grace, uint32_t flags,
                          const char *today, const char *now);

/* Replaces the centre's signing key: the old and the new key sign a rotation record that every
 * feed carries from the next publish on (FORMAT.md R76), so devices follow it without a new
 * invitation; the new secret key is sealed under the host key like the first. A head carries
 * at most 16 rotations (R74), so a 17th is refused. *out_json (may be NULL): the new centre
 * key. Errors: KS_ERR_NOT_FOUND (no centre key), KS_ERR_PERMISSION_DENIED (a relative's
 * session, or the host key not supplied), KS_ERR_AUTH_FAILED (the host key does not open the
 * centre key), KS_ERR_LIMIT_EXCEEDED (16 rotations already). */
ks_status ks_centre_key_rotate(char **out_json, ks_session *session, const char *now);

/* Checks the head.json at `head_path`, fetched for feed `feed_id`, on a relative's device and
 * says what to fetch next: {"confirmed_at","expires","feed_id","fetch":[{"base_revision"?,
 * "digest","revision","size"}],"held","revision","status":"current"|"behind"|"stale"}.
 * Errors: KS_ERR_INVALID_BUNDLE ([feed-head], [feed-mismatch]), KS_ERR_KEY_MISMATCH (a key the
 * device does not trust, a rotation its key did not sign), KS_ERR_STALE_REVISION (an older
 * head than the one the device accepted: a rollback). */
ks_status ks_feed_plan(char **out_json, ks_session *session, const char *feed_id,
                       const char *head_path, const char *now);

/* Applies the head at `head_path` and the objects fetched for it, `files_json` an object of
 * digest to path ({"<sha256>":"/path/to/file"}): each file's size and SHA-256 checked before
 * any is used, the bundles opened in order with the relative's `username` and `password`.
 * *out_json (may be NULL): {"applied":[revisions],"confirmed_at","dossier_id","feed_id",
 * "revision","status"}. Errors: those of ks_feed_plan and ks_viewer_open, and
 * KS_ERR_INVALID_BUNDLE [feed-object] (a file of another size or digest). */
ks_status ks_feed_apply(char **out_json, ks_session *session, const char *feed_id,
                        const char *head_path, const char *files_json, const char *username,
                        const char *password, const char *today, const char *now);

/* The feeds this device follows: {"feeds":[{"centre_key","confirmed_at","dossier_id","expires",
 * "feed_id","issued","revision","status"}]}, status as of `now`. */
ks_status ks_feed_list(char **out_json, ks_store *store, const char *now);

#ifdef __cplusplus
}
#endif

#endif /* KEEPSAKE_H */
