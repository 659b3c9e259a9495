/*
 * The C ABI test: exercises every function of keepsake.h through the built libkeepsake.so,
 * its errors and its ownership rules. Compiled as strict C99 and as C++, run under valgrind
 * (leaks fail the run).
 *
 *   abi_test WORKDIR           the ABI checks
 *   abi_test WORKDIR --flips   every single-byte change of a small bundle must be refused
 *                              (FORMAT.md R23); slow under valgrind, so a separate mode
 */
#include "keepsake.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"

static const char *NOW = "2026-11-30T09:00:00Z";
static char workdir[4096];

static char *path_in(const char *name) {
    size_t n = strlen(workdir) + strlen(name) + 2;
    char *p = (char *)malloc(n);
    snprintf(p, n, "%s/%s", workdir, name);
    return p;
}

static void write_file(const char *path, const void *data, size_t length) {
    FILE *f = fopen(path, "wb");
    if (!f) { perror(path); exit(2); }
    if (length > 0 && fwrite(data, 1, length, f) != length) { perror(path); exit(2); }
    fclose(f);
}

static unsigned char *read_file(const char *path, size_t *length) {
    FILE *f = fopen(path, "rb");
    long size;
    unsigned char *data;
    if (!f) { perror(path); exit(2); }
    fseek(f, 0, SEEK_END);
    size = ftell(f);
    fseek(f, 0, SEEK_SET);
    data = (unsigned char *)malloc((size_t)size + 1);
    if (size > 0 && fread(data, 1, (size_t)size, f) != (size_t)size) { perror(path); exit(2); }
    fclose(f);
    *length = (size_t)size;
    return data;
}

static int file_exists(const char *path) {
    struct stat st;
    return stat(path, &st) == 0;
}

static int contains(const char *haystack, const char *needle) {
    return haystack != NULL && strstr(haystack, needle) != NULL;
}

/* ---------------------------------------------------------------------------------------- */

static void test_library(void) {
    char version[32];
    snprintf(version, sizeof version, "%d.%d.%d", KS_VERSION_MAJOR, KS_VERSION_MINOR, KS_VERSION_PATCH);
    CHECK(strcmp(ks_version(), version) == 0);
    CHECK(ks_version_number() == (uint32_t)(KS_VERSION_MAJOR * 10000 + KS_VERSION_MINOR * 100 + KS_VERSION_PATCH));
    CHECK(strcmp(ks_status_name(KS_OK), "KS_OK") == 0);
    CHECK(strcmp(ks_status_name(KS_ERR_INVALID_BUNDLE), "KS_ERR_INVALID_BUNDLE") == 0);
    CHECK(strcmp(ks_status_name(KS_ERR_INTERNAL), "KS_ERR_INTERNAL") == 0);
    CHECK(strcmp(ks_status_name(KS_ERR_STALE_REVISION), "KS_ERR_STALE_REVISION") == 0);
    CHECK(strcmp(ks_status_name(KS_ERR_FOREIGN_KEY), "KS_ERR_FOREIGN_KEY") == 0);
    CHECK(strcmp(ks_status_name(KS_ERR_CHECK_FAILED), "KS_ERR_CHECK_FAILED") == 0);
    CHECK(strcmp(ks_status_name(KS_ERR_NOT_NULL), "KS_ERR_NOT_NULL") == 0);
    CHECK(strcmp(ks_status_name(KS_ERR_BASE_MISSING), "KS_ERR_BASE_MISSING") == 0);
    CHECK(strcmp(ks_status_name(KS_ERR_SESSION_REVOKED), "KS_ERR_SESSION_REVOKED") == 0);
    CHECK(strcmp(ks_status_name((ks_status)-24), "KS_ERR_UNKNOWN") == 0);
    CHECK(strcmp(ks_status_name((ks_status)-999), "KS_ERR_UNKNOWN") == 0);
    CHECK(strcmp(ks_status_name((ks_status)5), "KS_ERR_UNKNOWN") == 0);
    CHECK(ks_last_error_message() != NULL);
    ks_free(NULL);
    ks_store_close(NULL);
    ks_session_close(NULL);
    ks_media_writer_close(NULL);
}

static void test_null_and_bad_arguments(void) {
    ks_store *store = (ks_store *)0x1;
    ks_session *session = (ks_session *)0x1;
    ks_media_writer *writer = (ks_media_writer *)0x1;
    char *json = (char *)0x1;
    size_t length = 7;
    char bad_utf8[] = {'/', 't', 'm', 'p', '/', (char)0xC3, (char)0x28, 0};
    ks_read_options bad_version = KS_READ_OPTIONS_INIT;

    CHECK_STATUS(ks_store_open(NULL, workdir, 0), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_store_open(&store, NULL, 0), KS_ERR_INVALID_ARGUMENT);
    CHECK(store == NULL);
    CHECK(contains(ks_last_error_message(), "path is NULL"));
    store = (ks_store *)0x1;
    CHECK_STATUS(ks_store_open(&store, bad_utf8, KS_OPEN_CREATE), KS_ERR_INVALID_ARGUMENT);
    CHECK(store == NULL);
    CHECK(contains(ks_last_error_message(), "not valid UTF-8"));
    CHECK_STATUS(ks_store_open(&store, workdir, 0x80), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "unknown bits"));
    CHECK_STATUS(ks_store_open(&store, workdir, KS_OPEN_CREATE | KS_OPEN_READ_ONLY), KS_ERR_READ_ONLY);
    CHECK_STATUS(ks_store_info(&json, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK(json == NULL);
    CHECK(contains(ks_last_error_message(), "store handle is NULL"));
    CHECK_STATUS(ks_store_info(NULL, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_session_open_owner(&session, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK(session == NULL);
    CHECK_STATUS(ks_session_info(&json, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_import_file(&json, NULL, "/etc/hostname", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_writer_open(&writer, NULL, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(writer == NULL);
    CHECK_STATUS(ks_media_writer_write(NULL, "x", 1), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_writer_finish(&json, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_get(&json, NULL, "00"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_list(&json, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_read(&length, NULL, 0, NULL, "00", 0), KS_ERR_INVALID_ARGUMENT);
    CHECK(length == 0);
    CHECK_STATUS(ks_bundle_export(&json, NULL, "/tmp/x", NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_bundle_import(&json, NULL, "/tmp/x", NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_bundle_verify(NULL, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_bundle_verify(bad_utf8, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_bundle_inspect(NULL, "/tmp/x", NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_bundle_dump(&json, NULL, NULL), KS_ERR_INVALID_ARGUMENT);
    bad_version.version = 0;
    CHECK_STATUS(ks_bundle_verify("/tmp/x", &bad_version), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "KS_READ_OPTIONS_INIT"));
    bad_version.version = 999;
    CHECK_STATUS(ks_bundle_verify("/tmp/x", &bad_version), KS_ERR_INVALID_ARGUMENT);
    /* A pointer that was never a handle is refused without being followed. */
    CHECK_STATUS(ks_store_info(&json, (ks_store *)&length), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "closed or not a store handle"));
}

static void test_store_lifecycle(void) {
    ks_store *store = NULL;
    ks_session *session = NULL;
    char *json = NULL;
    char *missing = path_in("no-store-here");
    char *dir = path_in("store-a");

    CHECK_STATUS(ks_store_open(&store, missing, 0), KS_ERR_NOT_FOUND);
    CHECK(contains(ks_last_error_message(), "no Keepsake store"));
    CHECK(!file_exists(missing));
    CHECK_STATUS(ks_store_open(&store, dir, KS_OPEN_CREATE), KS_OK);
    CHECK_STATUS(ks_store_info(&json, store), KS_OK);
    CHECK(contains(json, "\"media_count\":0"));
    CHECK(contains(json, "\"schema_version\":"));
    CHECK(contains(json, "\"read_only\":false"));
    ks_free(json);
    CHECK_STATUS(ks_session_open_owner(&session, store), KS_OK);
    CHECK_STATUS(ks_session_info(&json, session), KS_OK);
    CHECK(json != NULL && strcmp(json, "{\"account_id\":null,\"display_name\":null,\"role\":\"owner\",\"username\":null}") == 0);
    ks_free(json);
    /* Sessions outlive the store handle they came from. */
    ks_store_close(store);
    CHECK_STATUS(ks_store_info(&json, store), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "closed"));
    CHECK_STATUS(ks_media_list(&json, session), KS_OK);
    CHECK(json != NULL && strcmp(json, "{\"media\":[]}") == 0);
    ks_free(json);
    ks_session_close(session);
    CHECK_STATUS(ks_media_list(&json, session), KS_ERR_INVALID_ARGUMENT);
    /* Closing twice is harmless. */
    ks_session_close(session);

    /* A store path that is a file, and a database that is not a store. */
    {
        char *file = path_in("plain-file");
        char *fake = path_in("fake-store");
        char *fake_db = path_in("fake-store/keepsake.db");
        write_file(file, "hello", 5);
        CHECK_STATUS(ks_store_open(&store, file, KS_OPEN_CREATE), KS_ERR_INVALID_ARGUMENT);
        mkdir(fake, 0755);
        write_file(fake_db, "this is not sqlite, just text that is long enough to be a header......................", 86);
        CHECK(ks_store_open(&store, fake, 0) != KS_OK);
        CHECK(store == NULL);
        free(file);
        free(fake);
        free(fake_db);
    }
    free(missing);
    free(dir);
}

static int progress_calls = 0;
static int count_progress(uint64_t done, uint64_t total, void *payload) {
    (void)payload;
    if (done <= total) progress_calls++;
    return 0;
}
static int cancel_progress(uint64_t done, uint64_t total, void *payload) {
    (void)done; (void)total;
    (*(int *)payload)++;
    return 1;
}

static void test_media_and_bundles(void) {
    ks_store *store = NULL;
    ks_session *session = NULL;
    ks_media_writer *writer = NULL;
    char *json = NULL;
    char *dir = path_in("store-b");
    char *photo = path_in("photo.jpg");
    char *bundle = path_in("b.keepsake");
    char *bundle2 = path_in("b2.keepsake");
    unsigned char jpeg[3000];
    unsigned char buffer[64];
    size_t got = 99, i;
    size_t length1, length2;
    unsigned char *bytes1, *bytes2;
    ks_export_options export_options = KS_EXPORT_OPTIONS_INIT;
    ks_read_options read_options = KS_READ_OPTIONS_INIT;
    int cancels = 0;
    char sha_jpeg[65] = {0};
    const char *sha_abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

    for (i = 0; i < sizeof jpeg; i++) jpeg[i] = (unsigned char)(i * 7);
    jpeg[0] = 0xFF; jpeg[1] = 0xD8; jpeg[2] = 0xFF;
    write_file(photo, jpeg, sizeof jpeg);

    CHECK_STATUS(ks_store_open(&store, dir, KS_OPEN_CREATE), KS_OK);
    CHECK_STATUS(ks_session_open_owner(&session, store), KS_OK);

    /* Bad instants and paths. */
    CHECK_STATUS(ks_media_import_file(&json, session, photo, "2026-02-30T00:00:00Z"), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "RFC 3339"));
    CHECK_STATUS(ks_media_import_file(&json, session, photo, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_import_file(&json, session, "/no/such/file", NOW), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_media_import_file(&json, session, workdir, NOW), KS_ERR_INVALID_ARGUMENT);

    /* From a file. */
    CHECK_STATUS(ks_media_import_file(&json, session, photo, NOW), KS_OK);
    CHECK(contains(json, "\"media_type\":\"image/jpeg\""));
    CHECK(contains(json, "\"size\":3000"));
    if (json) memcpy(sha_jpeg, strstr(json, "\"sha256\":\"") + 10, 64);
    ks_free(json);
    /* The same content again is stored once and keeps its first record. */
    CHECK_STATUS(ks_media_import_file(&json, session, photo, "2027-01-01T00:00:00+02:00"), KS_OK);
    CHECK(contains(json, NOW));
    ks_free(json);
    CHECK_STATUS(ks_media_import_file(NULL, session, photo, NOW), KS_OK);

    /* From chunks; "abc" has a well-known SHA-256. */
    CHECK_STATUS(ks_media_writer_open(&writer, session, NOW), KS_OK);
    CHECK_STATUS(ks_media_writer_write(writer, "a", 1), KS_OK);
    CHECK_STATUS(ks_media_writer_write(writer, NULL, 0), KS_OK);
    CHECK_STATUS(ks_media_writer_write(writer, NULL, 3), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_writer_write(writer, "bc", 2), KS_OK);
    CHECK_STATUS(ks_media_writer_finish(&json, writer), KS_OK);
    CHECK(contains(json, sha_abc));
    CHECK(contains(json, "application/octet-stream"));
    ks_free(json);
    CHECK_STATUS(ks_media_writer_write(writer, "x", 1), KS_ERR_INVALID_ARGUMENT);
    ks_media_writer_close(writer);
    /* An unfinished writer leaves nothing behind. */
    CHECK_STATUS(ks_media_writer_open(&writer, session, NOW), KS_OK);
    CHECK_STATUS(ks_media_writer_write(writer, "zzz", 3), KS_OK);
    ks_media_writer_close(writer);
    CHECK_STATUS(ks_media_list(&json, session), KS_OK);
    CHECK(json != NULL && strstr(json, "\"sha256\"") != NULL);
    CHECK(json != NULL && strstr(strstr(json, "\"sha256\"") + 1, "\"sha256\"") != NULL);
    CHECK(json != NULL && strstr(strstr(strstr(json, "\"sha256\"") + 1, "\"sha256\"") + 1, "\"sha256\"") == NULL);
    ks_free(json);

    /* Get and read by ranges. */
    CHECK_STATUS(ks_media_get(&json, session, sha_abc), KS_OK);
    CHECK(contains(json, "\"size\":3"));
    ks_free(json);
    CHECK_STATUS(ks_media_get(&json, session, "BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_get(&json, session, "0000000000000000000000000000000000000000000000000000000000000000"), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_media_read(&got, buffer, 3, session, sha_jpeg, 0), KS_OK);
    CHECK(got == 3 && buffer[0] == 0xFF && buffer[1] == 0xD8);
    CHECK_STATUS(ks_media_read(&got, buffer, sizeof buffer, session, sha_jpeg, 2990), KS_OK);
    CHECK(got == 10 && buffer[0] == jpeg[2990] && buffer[9] == jpeg[2999]);
    CHECK_STATUS(ks_media_read(&got, buffer, sizeof buffer, session, sha_jpeg, 3000), KS_OK);
    CHECK(got == 0);
    CHECK_STATUS(ks_media_read(&got, buffer, sizeof buffer, session, sha_jpeg, UINT64_MAX), KS_OK);
    CHECK(got == 0);
    CHECK_STATUS(ks_media_read(&got, NULL, 5, session, sha_jpeg, 0), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_read(NULL, buffer, 5, session, sha_jpeg, 0), KS_ERR_INVALID_ARGUMENT);

    /* Export: options are required and checked. */
    CHECK_STATUS(ks_bundle_export(&json, session, bundle, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_bundle_export(&json, session, bundle, &export_options), KS_ERR_INVALID_ARGUMENT);
    export_options.created = "yesterday";
    CHECK_STATUS(ks_bundle_export(&json, session, bundle, &export_options), KS_ERR_INVALID_ARGUMENT);
    CHECK(!file_exists(bundle));
    export_options.created = NOW;
    CHECK_STATUS(ks_bundle_export(&json, session, "/no/such/folder/x.keepsake", &export_options), KS_ERR_NOT_FOUND);
    /* A cancelled export leaves no file. */
    export_options.progress = cancel_progress;
    export_options.progress_payload = &cancels;
    CHECK_STATUS(ks_bundle_export(&json, session, bundle, &export_options), KS_ERR_CANCELLED);
    CHECK(cancels >= 1);
    CHECK(!file_exists(bundle));
    export_options.progress = count_progress;
    export_options.progress_payload = NULL;
    CHECK_STATUS(ks_bundle_export(&json, session, bundle, &export_options), KS_OK);
    CHECK(progress_calls >= 1);
    CHECK(contains(json, "\"members\":4"));
    ks_free(json);
    CHECK_STATUS(ks_bundle_export(NULL, session, bundle2, &export_options), KS_OK);

    /* Deterministic: same content, same instant, same bytes (R30). */
    bytes1 = read_file(bundle, &length1);
    bytes2 = read_file(bundle2, &length2);
    CHECK(length1 == length2 && memcmp(bytes1, bytes2, length1) == 0);
    CHECK(length1 % 10240 == 0);
    free(bytes1);
    free(bytes2);

    /* Verify, inspect, dump. */
    CHECK_STATUS(ks_bundle_verify(bundle, NULL), KS_OK);
    CHECK_STATUS(ks_bundle_verify(bundle, &read_options), KS_OK);
    CHECK_STATUS(ks_bundle_inspect(&json, bundle, NULL), KS_OK);
    CHECK(contains(json, "\"counts\":{\"media\":2,\"media_bytes\":3003}"));
    CHECK(contains(json, "\"kind\":\"archive\""));
    ks_free(json);
    CHECK_STATUS(ks_bundle_dump(&json, bundle, NULL), KS_OK);
    {
        char expected[200];
        snprintf(expected, sizeof expected, "{\"access\":\"full\",\"created\":\"2026-11-30T09:00:00Z\",\"format\":\"keepsake-dump\",\"format_version\":%d,\"kind\":\"archive\",\"media\":[", KS_FORMAT_VERSION);
        CHECK(json != NULL && strncmp(json, expected, strlen(expected)) == 0);
    }
    CHECK(json != NULL && json[strlen(json) - 1] == '\n');
    /* Tables in key order: later format versions add tables on either side of "media". */
    CHECK(contains(json, "\"tables\":{") && contains(json, "\"media\":[{\"added_at\":\"2026-11-30T09:00:00Z\",\"media_type\":"));
    CHECK(contains(json, "\"media_type\":\"image/jpeg\",\"sha256\":\""));
    ks_free(json);
    CHECK_STATUS(ks_bundle_verify("/no/such/bundle", NULL), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_bundle_verify(workdir, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_bundle_verify(photo, NULL), KS_ERR_INVALID_BUNDLE);
    CHECK(contains(ks_last_error_message(), "invalid bundle [not-a-bundle]"));

    /* Limits. */
    read_options.max_members = 2;
    CHECK_STATUS(ks_bundle_verify(bundle, &read_options), KS_ERR_LIMIT_EXCEEDED);
    CHECK(contains(ks_last_error_message(), "invalid bundle [limit-exceeded]"));
    read_options.max_members = 0;
    read_options.max_member_size = 100;
    CHECK_STATUS(ks_bundle_verify(bundle, &read_options), KS_ERR_LIMIT_EXCEEDED);
    read_options.max_member_size = 0;
    read_options.max_manifest_size = 10;
    CHECK_STATUS(ks_bundle_verify(bundle, &read_options), KS_ERR_LIMIT_EXCEEDED);
    read_options.max_manifest_size = 0;
    read_options.max_total_size = 1000;
    CHECK_STATUS(ks_bundle_dump(&json, bundle, &read_options), KS_ERR_LIMIT_EXCEEDED);
    CHECK(json == NULL);
    read_options.max_total_size = 0;

    /* Import into a second store, then a cancelled import changes nothing. */
    {
        ks_store *other = NULL;
        ks_session *other_session = NULL;
        char *other_dir = path_in("store-c");
        ks_read_options cancel = KS_READ_OPTIONS_INIT;
        cancels = 0;
        cancel.progress = cancel_progress;
        cancel.progress_payload = &cancels;
        CHECK_STATUS(ks_store_open(&other, other_dir, KS_OPEN_CREATE), KS_OK);
        CHECK_STATUS(ks_session_open_owner(&other_session, other), KS_OK);
        CHECK_STATUS(ks_bundle_import(&json, other_session, bundle, &cancel), KS_ERR_CANCELLED);
        CHECK(json == NULL);
        CHECK_STATUS(ks_media_list(&json, other_session), KS_OK);
        CHECK(json != NULL && strcmp(json, "{\"media\":[]}") == 0);
        ks_free(json);
        CHECK_STATUS(ks_bundle_import(&json, other_session, bundle, NULL), KS_OK);
        CHECK(json != NULL && strcmp(json, "{\"kind\":\"archive\",\"maps_added\":0,\"maps_copied\":0,\"maps_replaced\":0,\"maps_unchanged\":0,\"media_added\":2,\"media_present\":0}") == 0);
        ks_free(json);
        CHECK_STATUS(ks_bundle_import(&json, other_session, bundle, NULL), KS_OK);
        CHECK(json != NULL && strcmp(json, "{\"kind\":\"archive\",\"maps_added\":0,\"maps_copied\":0,\"maps_replaced\":0,\"maps_unchanged\":0,\"media_added\":0,\"media_present\":2}") == 0);
        ks_free(json);
        CHECK_STATUS(ks_media_read(&got, buffer, sizeof buffer, other_session, sha_abc, 0), KS_OK);
        CHECK(got == 3 && memcmp(buffer, "abc", 3) == 0);
        CHECK_STATUS(ks_bundle_import(&json, other_session, photo, NULL), KS_ERR_INVALID_BUNDLE);
        ks_session_close(other_session);
        ks_store_close(other);
        free(other_dir);
    }

    /* A media file removed behind the store's back is reported, not trusted. */
    {
        char rel[128];
        char *media_file;
        snprintf(rel, sizeof rel, "store-b/media/%.2s/%s", sha_abc, sha_abc);
        media_file = path_in(rel);
        CHECK(file_exists(media_file));
        unlink(media_file);
        CHECK_STATUS(ks_media_read(&got, buffer, sizeof buffer, session, sha_abc, 0), KS_ERR_CORRUPT_STORE);
        CHECK(contains(ks_last_error_message(), "missing"));
        CHECK_STATUS(ks_bundle_export(&json, session, bundle2, &export_options), KS_ERR_CORRUPT_STORE);
        /* The earlier bundle under that name is untouched. */
        CHECK_STATUS(ks_bundle_verify(bundle2, NULL), KS_OK);
        /* Adding the content again heals the store. */
        CHECK_STATUS(ks_media_writer_open(&writer, session, NOW), KS_OK);
        CHECK_STATUS(ks_media_writer_write(writer, "abc", 3), KS_OK);
        CHECK_STATUS(ks_media_writer_finish(NULL, writer), KS_OK);
        ks_media_writer_close(writer);
        CHECK_STATUS(ks_media_read(&got, buffer, sizeof buffer, session, sha_abc, 1), KS_OK);
        CHECK(got == 2 && memcmp(buffer, "bc", 2) == 0);
        free(media_file);
    }

    ks_session_close(session);
    ks_store_close(store);

    /* A read-only store refuses changes. */
    CHECK_STATUS(ks_store_open(&store, dir, KS_OPEN_READ_ONLY), KS_OK);
    CHECK_STATUS(ks_session_open_owner(&session, store), KS_OK);
    CHECK_STATUS(ks_media_import_file(&json, session, photo, NOW), KS_ERR_READ_ONLY);
    CHECK_STATUS(ks_media_writer_open(&writer, session, NOW), KS_ERR_READ_ONLY);
    CHECK_STATUS(ks_bundle_import(&json, session, bundle, NULL), KS_ERR_READ_ONLY);
    CHECK_STATUS(ks_media_list(&json, session), KS_OK);
    ks_free(json);
    ks_session_close(session);
    ks_store_close(store);

    free(dir);
    free(photo);
    free(bundle);
    free(bundle2);
}

/* Accounts: who owns what comes back (tokens, JSON), and sessions end as documented. */
static void test_accounts(void) {
    ks_store *store = NULL;
    ks_session *owner = NULL, *staff = NULL, *resumed = NULL, *again = NULL;
    char *json = NULL, *token = NULL, *next = NULL;
    char *dir = path_in("store-accounts");

    CHECK_STATUS(ks_store_open(&store, dir, KS_OPEN_CREATE), KS_OK);
    CHECK_STATUS(ks_session_open_owner(&owner, store), KS_OK);
    CHECK_STATUS(ks_account_create(&json, owner, "{\"username\":\"x\",\"role\":\"staff\"}", "long-password", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "3 to 64 characters"));
    CHECK_STATUS(ks_account_create(&json, owner, "{\"username\":\"zoe\",\"role\":\"staff\"}", "short", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(!contains(ks_last_error_message(), "short"));
    CHECK_STATUS(ks_account_create(&json, owner, "{\"username\":\"zoe\",\"role\":\"relative\"}", "long-password", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_account_create(&json, owner, "{\"username\":\"zoe\",\"role\":\"king\"}", "long-password", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_account_create(&json, owner, "not json", "long-password", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_account_create(&json, owner, "{\"username\":\"Zo\u00eb\",\"display_name\":\"Zo\u00eb K\",\"role\":\"staff\"}", "long-password", NOW), KS_OK);
    CHECK(contains(json, "\"username\":\"Zo\xc3\xab\""));
    ks_free(json);
    /* The same name, decomposed (e + combining diaeresis) and in capitals, is the same name. */
    CHECK_STATUS(ks_account_create(&json, owner, "{\"username\":\"ZOE\xcc\x88\",\"role\":\"staff\"}", "long-password", NOW), KS_ERR_AUTH_FAILED);
    ks_session_close(owner);

    CHECK_STATUS(ks_session_sign_in(&staff, &token, store, "zo\xc3\xab", "long-password", KS_SIGN_IN_REMEMBER, NOW), KS_OK);
    CHECK(token != NULL && strncmp(token, "ks1.", 4) == 0);
    CHECK_STATUS(ks_account_create(&json, staff, "{\"username\":\"ZOE\xcc\x88\",\"role\":\"staff\"}", "long-password", NOW), KS_ERR_ALREADY_EXISTS);
    CHECK_STATUS(ks_session_info(&json, staff), KS_OK);
    CHECK(contains(json, "\"role\":\"staff\""));
    CHECK(contains(json, "\"display_name\":\"Zo\xc3\xab K\""));
    ks_free(json);
    CHECK_STATUS(ks_account_list(&json, staff), KS_OK);
    CHECK(contains(json, "{\"accounts\":[{\"created_at\":"));
    CHECK(!contains(json, "argon2"));
    ks_free(json);
    CHECK_STATUS(ks_session_resume(&resumed, NULL, store, token, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_session_resume(&resumed, &next, store, token, NOW), KS_OK);
    CHECK(next != NULL && strcmp(next, token) != 0);
    /* The used token stays valid until its successor is resumed (a crash before saving the
     * new token loses nothing); the first session of the sign-in goes on. */
    CHECK_STATUS(ks_session_resume(&again, &json, store, token, NOW), KS_OK);
    ks_free(json);
    json = NULL;
    ks_session_close(again);
    again = NULL;
    CHECK_STATUS(ks_session_info(&json, staff), KS_OK);
    ks_free(json);
    json = NULL;
    CHECK_STATUS(ks_session_sign_in(&again, NULL, store, "zoe", "wrong-password", 0, NOW), KS_ERR_AUTH_FAILED);
    CHECK_STATUS(ks_session_sign_in(&again, NULL, store, "zoe", "long-password", KS_SIGN_IN_REMEMBER, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_session_sign_in(&again, NULL, store, NULL, "long-password", 0, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_session_sign_out(resumed, NOW), KS_OK);
    CHECK_STATUS(ks_session_resume(&again, &json, store, next, NOW), KS_ERR_SESSION_REVOKED);
    CHECK(again == NULL && json == NULL);
    CHECK_STATUS(ks_media_list(&json, resumed), KS_ERR_SESSION_REVOKED);
    CHECK_STATUS(ks_session_sign_out(resumed, NOW), KS_ERR_SESSION_REVOKED);
    ks_free(token);
    ks_free(next);
    ks_session_close(resumed);
    ks_session_close(staff);
    ks_store_close(store);
    free(dir);
}

/* Error messages are per thread. */
static void *fail_in_thread(void *arg) {
    (void)arg;
    ks_bundle_verify("/no/such/thread-bundle", NULL);
    return strstr(ks_last_error_message(), "thread-bundle") ? (void *)1 : NULL;
}

static void test_threads(void) {
    pthread_t thread;
    void *result = NULL;
    CHECK_STATUS(ks_bundle_verify(NULL, NULL), KS_ERR_INVALID_ARGUMENT);
    pthread_create(&thread, NULL, fail_in_thread, NULL);
    pthread_join(thread, &result);
    CHECK(result == (void *)1);
    CHECK(contains(ks_last_error_message(), "path is NULL"));
}

/* FORMAT.md R23: every single changed byte of a valid bundle is refused. */
static void test_flips(void) {
    ks_store *store = NULL;
    ks_session *session = NULL;
    ks_media_writer *writer = NULL;
    ks_export_options options = KS_EXPORT_OPTIONS_INIT;
    char *dir = path_in("store-flips");
    char *bundle = path_in("flips.keepsake");
    char *flipped = path_in("flipped.keepsake");
    unsigned char *bytes;
    size_t length, i;
    int m, accepted = 0, tried = 0;
    /* 0x20 turns a space into a NUL and back, the terminators tar fields use. */
    const unsigned char masks[3] = {0x01, 0x20, 0x80};

    CHECK_STATUS(ks_store_open(&store, dir, KS_OPEN_CREATE), KS_OK);
    CHECK_STATUS(ks_session_open_owner(&session, store), KS_OK);
    CHECK_STATUS(ks_media_writer_open(&writer, session, NOW), KS_OK);
    CHECK_STATUS(ks_media_writer_write(writer, "GIF89a tiny picture", 19), KS_OK);
    CHECK_STATUS(ks_media_writer_finish(NULL, writer), KS_OK);
    ks_media_writer_close(writer);
    CHECK_STATUS(ks_media_writer_open(&writer, session, NOW), KS_OK);
    CHECK_STATUS(ks_media_writer_write(writer, "", 0), KS_OK);
    CHECK_STATUS(ks_media_writer_finish(NULL, writer), KS_OK);
    ks_media_writer_close(writer);
    options.created = NOW;
    CHECK_STATUS(ks_bundle_export(NULL, session, bundle, &options), KS_OK);
    ks_session_close(session);
    ks_store_close(store);

    bytes = read_file(bundle, &length);
    CHECK_STATUS(ks_bundle_verify(bundle, NULL), KS_OK);
    for (i = 0; i < length; i++) {
        for (m = 0; m < 3; m++) {
            bytes[i] ^= masks[m];
            write_file(flipped, bytes, length);
            bytes[i] ^= masks[m];
            tried++;
            if (ks_bundle_verify(flipped, NULL) == KS_OK) {
                accepted++;
                if (accepted <= 10) fprintf(stderr, "FAIL: flipping byte %lu with 0x%02x was accepted\n", (unsigned long)i, masks[m]);
            }
        }
    }
    checks++;
    if (accepted) failures++;
    printf("flips: %d single-byte changes of a %lu-byte bundle tried, %d accepted\n", tried, (unsigned long)length, accepted);
    free(bytes);
    free(dir);
    free(bundle);
    free(flipped);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: abi_test WORKDIR [--flips]\n");
        return 2;
    }
    snprintf(workdir, sizeof workdir, "%s", argv[1]);
    mkdir(workdir, 0755);
    if (argc > 2 && strcmp(argv[2], "--flips") == 0) {
        test_flips();
    } else {
        test_library();
        test_null_and_bad_arguments();
        test_store_lifecycle();
        test_media_and_bundles();
        test_accounts();
        test_threads();
    }
    printf("%d passed, %d failed\n", checks - failures, failures);
    return failures == 0 ? 0 : 1;
}
