/*
 * cfetch.h: the `keepsake pull` transport (libcurl), used by the CLI only; the core has no
 * networking (FORMAT.md section 19). One call fetches one file into `path`, resuming from the
 * bytes already there (HTTP Range), and never writes more than `max_bytes` in all.
 */
#ifndef CFETCH_H
#define CFETCH_H
#include <stdint.h>
#include <stddef.h>

/* Results of ks_fetch. */
enum {
    KS_FETCH_OK = 0,
    KS_FETCH_TOO_LARGE = 1,   /* the response would make the file larger than max_bytes */
    KS_FETCH_CUT = 2,         /* the connection ended early: call again to resume */
    KS_FETCH_HTTP = 3,        /* an HTTP status other than 200/206 (404, 500, ...) */
    KS_FETCH_FAILED = 4       /* another transport or file error; `error` says which */
};

/*
 * Appends the body of `url` to the file at `path` (created 0600 when missing), asking with a
 * Range header for the bytes after those the file holds; a server that ignores Range starts
 * the file again. At most `max_bytes` bytes end up in the file: more is refused before it is
 * written. `timeout_seconds` bounds a stalled transfer (less than 1 byte/s for that long).
 * `*out_status` is the HTTP status. `error` receives a message (capacity `error_size`).
 */
int ks_fetch(const char *url, const char *path, int64_t max_bytes, long timeout_seconds, long *out_status,
             char *error, size_t error_size);

#endif
