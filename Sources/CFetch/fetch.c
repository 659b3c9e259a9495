#include "cfetch.h"
#include <curl/curl.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct sink {
    int fd;
    int64_t offset;      /* bytes in the file */
    int64_t max_bytes;
    int too_large;
    int io_error;
    int checked_status;
    CURL *curl;
};

static size_t on_data(char *data, size_t size, size_t count, void *payload) {
    struct sink *s = payload;
    size_t n = size * count;
    if (!s->checked_status) {
        long code = 0;
        curl_easy_getinfo(s->curl, CURLINFO_RESPONSE_CODE, &code);
        s->checked_status = 1;
        if (code == 200 && s->offset > 0) {
            /* Range ignored: the whole body follows, so the file starts again. */
            if (ftruncate(s->fd, 0) != 0 || lseek(s->fd, 0, SEEK_SET) != 0) { s->io_error = errno; return 0; }
            s->offset = 0;
        } else if (code != 200 && code != 206) {
            return 0; /* an error page: not read further (a host may send it without end); reported by status */
        }
    }
    long code = 0;
    curl_easy_getinfo(s->curl, CURLINFO_RESPONSE_CODE, &code);
    if (code != 200 && code != 206) return 0;
    if ((int64_t)n > s->max_bytes - s->offset) { s->too_large = 1; return 0; }
    size_t done = 0;
    while (done < n) {
        ssize_t w = write(s->fd, data + done, n - done);
        if (w < 0) { if (errno == EINTR) continue; s->io_error = errno; return 0; }
        done += (size_t)w;
    }
    s->offset += (int64_t)n;
    return n;
}

int ks_fetch(const char *url, const char *path, int64_t max_bytes, long timeout_seconds, long *out_status,
             char *error, size_t error_size) {
    if (out_status) *out_status = 0;
    if (error && error_size) error[0] = 0;
    int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) { snprintf(error, error_size, "cannot open %s: %s", path, strerror(errno)); return KS_FETCH_FAILED; }
    struct stat st;
    if (fstat(fd, &st) != 0) { close(fd); snprintf(error, error_size, "cannot stat %s", path); return KS_FETCH_FAILED; }
    struct sink s = { .fd = fd, .offset = st.st_size, .max_bytes = max_bytes };
    if (s.offset > max_bytes) { close(fd); snprintf(error, error_size, "the partial file is larger than expected"); return KS_FETCH_TOO_LARGE; }
    if (lseek(fd, 0, SEEK_END) < 0) { close(fd); return KS_FETCH_FAILED; }
    static int initialised = 0;
    if (!initialised) { curl_global_init(CURL_GLOBAL_DEFAULT); initialised = 1; }
    CURL *curl = curl_easy_init();
    if (!curl) { close(fd); snprintf(error, error_size, "libcurl did not start"); return KS_FETCH_FAILED; }
    s.curl = curl;
    char range[48];
    curl_easy_setopt(curl, CURLOPT_URL, url);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 0L);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, on_data);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &s);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, timeout_seconds);
    curl_easy_setopt(curl, CURLOPT_LOW_SPEED_LIMIT, 1L);
    curl_easy_setopt(curl, CURLOPT_LOW_SPEED_TIME, timeout_seconds);
    curl_easy_setopt(curl, CURLOPT_ACCEPT_ENCODING, NULL);
    curl_easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_bytes);
    if (s.offset > 0) {
        if (s.offset == max_bytes) { /* nothing left to ask for */
            curl_easy_cleanup(curl); close(fd); if (out_status) *out_status = 206; return KS_FETCH_OK;
        }
        snprintf(range, sizeof range, "%lld-", (long long)s.offset);
        curl_easy_setopt(curl, CURLOPT_RANGE, range);
    }
    CURLcode rc = curl_easy_perform(curl);
    long code = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    if (out_status) *out_status = code;
    curl_easy_cleanup(curl);
    int flushed = fsync(fd);
    close(fd);
    if (code != 0 && code != 200 && code != 206) { snprintf(error, error_size, "HTTP status %ld", code); return KS_FETCH_HTTP; }
    if (s.too_large || rc == CURLE_FILESIZE_EXCEEDED) {
        snprintf(error, error_size, "the response is larger than %lld bytes", (long long)max_bytes);
        return KS_FETCH_TOO_LARGE;
    }
    if (s.io_error) { snprintf(error, error_size, "writing %s: %s", path, strerror(s.io_error)); return KS_FETCH_FAILED; }
    if (rc == CURLE_PARTIAL_FILE || rc == CURLE_RECV_ERROR || rc == CURLE_GOT_NOTHING || rc == CURLE_OPERATION_TIMEDOUT) {
        snprintf(error, error_size, "the connection ended early (%s)", curl_easy_strerror(rc));
        return KS_FETCH_CUT;
    }
    if (rc != CURLE_OK) { snprintf(error, error_size, "%s", curl_easy_strerror(rc)); return KS_FETCH_FAILED; }
    if (code != 200 && code != 206) { snprintf(error, error_size, "HTTP status %ld", code); return KS_FETCH_HTTP; }
    if (flushed != 0) { snprintf(error, error_size, "flushing %s failed", path); return KS_FETCH_FAILED; }
    return KS_FETCH_OK;
}
