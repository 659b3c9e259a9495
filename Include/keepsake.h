/*
 * keepsake.h — the C interface of Keepsake, an embeddable records core.
 *
 * Conventions (they hold for every function below):
 *
 * - Names start with `ks_`. Handles (`ks_store`, `ks_session`, `ks_media_writer`) are opaque;
 *   each has its own close function, and every close function accepts NULL.
 * - Every fallible function returns a `ks_status`: `KS_OK` (0) on success, a negative
 *   `KS_ERR_*` code otherwise. Results come back through out-parameters, which come first.
 *   On failure out-parameters are set to NULL / 0 and nothing was changed.
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
 */
#ifndef KEEPSAKE_H
#define KEEPSAKE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library's own version (not the bundle format's: see KS_FORMAT_VERSION). */
#define KS_VERSION_MAJOR 0
#define KS_VERSION_MINOR 1
#define KS_VERSION_PATCH 0
/* The highest bundle format version (FORMAT.md) this library reads and the one it writes. */
#define KS_FORMAT_VERSION 1

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
    KS_ERR_AUTH_FAILED = -10,        /* wrong username or password, or a revoked token       */
    KS_ERR_LIMIT_EXCEEDED = -11,     /* a size or count limit was reached                    */
    KS_ERR_CORRUPT_STORE = -12,      /* the store's database or media failed a check         */
    KS_ERR_CANCELLED = -13,          /* a progress callback asked to stop                    */
    KS_ERR_NO_SPACE = -14,           /* the disk is full                                     */
    KS_ERR_INTERNAL = -15            /* a bug in the library; please report it               */
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
 * Describes the store as JSON: {"id":"<uuid>","path":"…","schema_version":1,
 * "format_version":1,"read_only":false,"media_count":N,"media_bytes":N}.
 * *out_json is freed with ks_free.
 */
ks_status ks_store_info(char **out_json, ks_store *store);

/* ------------------------------------------------------------------------------------------ */
/* Sessions: every domain call acts as someone.                                               */

/*
 * Opens a session as the store's implicit owner, the mode of a personal store without
 * accounts. *out is closed with ks_session_close.
 */
ks_status ks_session_open_owner(ks_session **out, ks_store *store);

/* Describes the session: {"role":"owner","account_id":null}. */
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

/* The media record with hash `sha256`. KS_ERR_NOT_FOUND when absent. */
ks_status ks_media_get(char **out_json, ks_session *session, const char *sha256);

/* All media records, ascending by hash: {"media":[record, …]}. */
ks_status ks_media_list(char **out_json, ks_session *session);

/*
 * Reads up to `capacity` bytes of media `sha256` from byte `offset` into `buffer`;
 * *out_length receives the count (0 at or past the end). A file missing or cut short on disk
 * gives KS_ERR_CORRUPT_STORE.
 */
ks_status ks_media_read(size_t *out_length, ks_session *session, const char *sha256,
                        uint64_t offset, void *buffer, size_t capacity);

/* ------------------------------------------------------------------------------------------ */
/* Bundles (FORMAT.md)                                                                        */

/* Limits and progress for reading a bundle. Initialise with KS_READ_OPTIONS_INIT; fields are
 * only ever appended, and `version` tells the library which ones the caller knows. A zero
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
 * manifest: the same content with the same `created` gives a byte-identical bundle. */
typedef struct ks_export_options {
    uint32_t version;
    const char *created;
    ks_progress_fn progress;
    void *progress_payload;
} ks_export_options;
#define KS_EXPORT_OPTIONS_VERSION 1
#define KS_EXPORT_OPTIONS_INIT { KS_EXPORT_OPTIONS_VERSION, NULL, NULL, NULL }

/*
 * Writes a bundle of kind "archive" (everything in the store) to `path`, atomically: a
 * temporary file beside it, flushed and renamed. An existing file at `path` is replaced.
 * *out_json (may be NULL) receives {"path":"…","size":N,"members":N}.
 */
ks_status ks_bundle_export(char **out_json, ks_session *session, const char *path,
                           const ks_export_options *options);

/*
 * Verifies the bundle at `path` against every rule of FORMAT.md, then imports it, all or
 * nothing. `options` may be NULL for the defaults. *out_json (may be NULL) receives
 * {"kind":"archive","media_added":N,"media_present":N}.
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

/* ------------------------------------------------------------------------------------------ */
/* Mind maps                                                                                  */

/* ------------------------------------------------------------------------------------------ */
/* Mood years                                                                                 */

#ifdef __cplusplus
}
#endif

#endif /* KEEPSAKE_H */
