/*
 * The checks every C test of the ABI uses: CHECK(cond) and CHECK_STATUS(call, expected) count
 * each check, report a failure with the file, line and the library's last error message, and
 * go on; a test ends with printf("%d passed, %d failed\n", checks - failures, failures).
 * json_string copies a string field of a record. Include once, after keepsake.h, <stdio.h>
 * and <string.h>.
 */
#ifndef KEEPSAKE_TEST_CHECK_H
#define KEEPSAKE_TEST_CHECK_H

static int failures = 0;
static int checks = 0;

#define CHECK(cond)                                                                     \
    do {                                                                                \
        checks++;                                                                       \
        if (!(cond)) {                                                                  \
            failures++;                                                                 \
            fprintf(stderr, "FAIL %s:%d: %s (last error: %s)\n", __FILE__, __LINE__, #cond, \
                    ks_last_error_message());                                           \
        }                                                                               \
    } while (0)

#define CHECK_STATUS(call, expected)                                                    \
    do {                                                                                \
        ks_status got_ = (call);                                                        \
        checks++;                                                                       \
        if (got_ != (expected)) {                                                       \
            failures++;                                                                 \
            fprintf(stderr, "FAIL %s:%d: %s returned %s, expected %s (last error: %s)\n", \
                    __FILE__, __LINE__, #call, ks_status_name(got_),                    \
                    ks_status_name(expected), ks_last_error_message());                 \
        }                                                                               \
    } while (0)

/* Copies the string value of "key" in a flat JSON object (ids only: no escapes) into out;
 * 0 (and "") when there is none. */
static inline int json_string(const char *json, const char *key, char *out, size_t size) {
    char pattern[64];
    const char *at;
    size_t n = 0;
    snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
    at = json ? strstr(json, pattern) : NULL;
    if (!at) { out[0] = 0; return 0; }
    at += strlen(pattern);
    while (at[n] && at[n] != '"' && n + 1 < size) { out[n] = at[n]; n++; }
    out[n] = 0;
    return 1;
}

#endif
