/*
 * The checks every C test of the ABI uses: CHECK(cond) and CHECK_STATUS(call, expected) count
 * each check, report a failure with the file, line and the library's last error message, and
 * go on; a test ends with printf("%d passed, %d failed\n", checks - failures, failures).
 * Include once, after keepsake.h and <stdio.h>.
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

#endif
