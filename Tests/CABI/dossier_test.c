/*
 * The C ABI test of rehab patient dossiers (issue 6): every ks_patient_ and ks_dossier_
 * function, ks_media_limits_*, their errors and ownership rules, through the built
 * libkeepsake.so. Strict C99, also compiled as C++, run under valgrind (leaks fail the run).
 *
 *   dossier_test WORKDIR
 */
#include "keepsake.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"

static const char *NOW = "2026-11-30T09:00:00Z";
static const char *TODAY = "2026-11-30";
static char workdir[4096];

static char *path_in(const char *name) {
    size_t n = strlen(workdir) + strlen(name) + 2;
    char *p = (char *)malloc(n);
    snprintf(p, n, "%s/%s", workdir, name);
    return p;
}

static int contains(const char *haystack, const char *needle) {
    return haystack != NULL && strstr(haystack, needle) != NULL;
}

/* Copies the 36-character id after `"key":"` in json into out (37 bytes). */
static int json_id(const char *json, const char *key, char *out) {
    char pattern[64];
    const char *at;
    snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
    at = json ? strstr(json, pattern) : NULL;
    if (!at) { out[0] = 0; return 0; }
    at += strlen(pattern);
    memcpy(out, at, 36);
    out[36] = 0;
    return 1;
}

static int json_sha(const char *json, char *out) {
    const char *at = json ? strstr(json, "\"sha256\":\"") : NULL;
    if (!at) { out[0] = 0; return 0; }
    memcpy(out, at + 10, 64);
    out[64] = 0;
    return 1;
}

static ks_session *open_store(const char *name, ks_store **store) {
    ks_session *session = NULL;
    char *path = path_in(name);
    CHECK_STATUS(ks_store_open(store, path, KS_OPEN_CREATE), KS_OK);
    CHECK_STATUS(ks_session_open_owner(&session, *store), KS_OK);
    free(path);
    return session;
}

static void push_media(ks_session *session, const unsigned char *head, size_t head_length, size_t total, char *sha_out) {
    ks_media_writer *writer = NULL;
    unsigned char chunk[4096];
    size_t written = head_length;
    char *json = NULL;
    size_t i;
    CHECK_STATUS(ks_media_writer_open(&writer, session, NOW), KS_OK);
    CHECK_STATUS(ks_media_writer_write(writer, head, head_length), KS_OK);
    for (i = 0; i < sizeof chunk; i++) chunk[i] = (unsigned char)(i * 7);
    while (written < total) {
        size_t n = total - written < sizeof chunk ? total - written : sizeof chunk;
        CHECK_STATUS(ks_media_writer_write(writer, chunk, n), KS_OK);
        written += n;
    }
    CHECK_STATUS(ks_media_writer_finish(&json, writer), KS_OK);
    json_sha(json, sha_out);
    ks_free(json);
    ks_media_writer_close(writer);
}

static void test_arguments(ks_session *session) {
    char *json = (char *)0x1;
    size_t length = 9;
    char bad[] = {'{', '"', 'f', (char)0xC3, (char)0x28, '"', '}', 0};
    CHECK_STATUS(ks_patient_create(&json, NULL, "{}", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(json == NULL);
    CHECK_STATUS(ks_patient_create(&json, session, NULL, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "patient_json is NULL"));
    CHECK_STATUS(ks_patient_create(&json, session, bad, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "not valid UTF-8"));
    CHECK_STATUS(ks_patient_create(&json, session, "{\"full_name\":\"A\"}", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_patient_create(&json, session, "{\"full_name\":\"A\",\"birth_date\":\"1950-01-01\",\"admitted_on\":\"2026-11-01\",\"x\":1}", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "unknown keys: x"));
    CHECK_STATUS(ks_patient_create(&json, session, "[", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_patient_create(&json, session, "{\"full_name\":\"A\",\"birth_date\":\"1950-01-01\",\"admitted_on\":\"2026-11-01\"}", "now"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_patient_get(NULL, session, "11111111-1111-4111-8111-111111111111", TODAY), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_patient_get(&json, session, "not-an-id", TODAY), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_patient_get(&json, session, "11111111-1111-4111-8111-111111111111", "30.11.2026"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_patient_get(&json, session, "11111111-1111-4111-8111-111111111111", TODAY), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_patient_list(&json, session, NULL, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_dossier_action_get(&json, session, "11111111-1111-4111-8111-111111111111", TODAY), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_dossier_timeline(&json, session, "11111111-1111-4111-8111-111111111111", "{\"limit\":0}", TODAY), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_dossier_attachment_read(NULL, NULL, 0, session, "11111111-1111-4111-8111-111111111111", 0, TODAY), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_dossier_attachment_read(&length, NULL, 0, session, "11111111-1111-4111-8111-111111111111", 0, TODAY), KS_ERR_NOT_FOUND);
    CHECK(length == 0);
    CHECK_STATUS(ks_dossier_export_bundle(NULL, session, "11111111-1111-4111-8111-111111111111", "/tmp/x.keepsake", NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_limits_set(session, "{\"image\":-1}"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_limits_get(NULL, session), KS_ERR_INVALID_ARGUMENT);
}

static void test_dossier(ks_session *session, ks_store *store) {
    char *json = NULL;
    char patient[37], other[37], therapy[37], call[37], note[37], photo_att[37], video_att[37];
    char photo[65], video[65], cursor_query[256];
    unsigned char jpeg[] = {0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 'J', 'F', 'I', 'F', 0, 1, 1, 0, 0, 1};
    unsigned char mp4[] = {0, 0, 0, 0x18, 'f', 't', 'y', 'p', 'm', 'p', '4', '2', 0, 0, 0, 0};
    unsigned char buffer[64];
    size_t length = 0;
    int pages = 0, seen = 0;
    char *bundle = path_in("anna.keepsake"), *fhir = path_in("anna.fhir.json"), *csv = path_in("calls.csv");
    ks_export_options options = KS_EXPORT_OPTIONS_INIT;
    ks_store *store2 = NULL;
    ks_session *session2 = NULL;
    (void)store;

    /* Patients. */
    CHECK_STATUS(ks_patient_create(&json, session, "{\"full_name\":\" Anna Berg \",\"birth_date\":\"1950-04-02\",\"admitted_on\":\"2026-11-02\",\"diagnosis\":\"Stroke\"}", NOW), KS_OK);
    CHECK(contains(json, "\"full_name\":\"Anna Berg\"") && contains(json, "\"active\":true"));
    json_id(json, "id", patient);
    ks_free(json);
    CHECK_STATUS(ks_patient_create(&json, session, "{\"full_name\":\"Zoe Zweig\",\"birth_date\":\"1940-01-01\",\"admitted_on\":\"2026-10-01\"}", NOW), KS_OK);
    json_id(json, "id", other);
    ks_free(json);
    CHECK_STATUS(ks_patient_discharge(&json, session, other, "2026-11-15", NOW), KS_OK);
    CHECK(contains(json, "\"discharged_on\":\"2026-11-15\""));
    ks_free(json);
    CHECK_STATUS(ks_patient_discharge(NULL, session, other, "2026-09-01", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_patient_update(&json, session, patient, "{\"notes\":\"Likes tea\"}", "2026-11-30T09:01:00Z"), KS_OK);
    CHECK(contains(json, "\"notes\":\"Likes tea\"") && contains(json, "\"modified\":\"2026-11-30T09:01:00Z\""));
    ks_free(json);
    CHECK_STATUS(ks_patient_list(&json, session, NULL, TODAY), KS_OK);
    CHECK(json && strstr(json, "Anna Berg") < strstr(json, "Zoe Zweig"));
    ks_free(json);
    CHECK_STATUS(ks_patient_list(&json, session, "ZWEIG", TODAY), KS_OK);
    CHECK(contains(json, "Zoe") && !contains(json, "Anna"));
    ks_free(json);
    CHECK_STATUS(ks_patient_get(&json, session, patient, TODAY), KS_OK);
    CHECK(contains(json, patient));
    ks_free(json);

    /* Actions and their history. */
    CHECK_STATUS(ks_dossier_action_record(&json, session, patient, "{\"occurred_at\":\"2026-11-03T09:00:00+01:00\",\"kind\":\"therapy\",\"title\":\"Gait\",\"duration_seconds\":2700}", NOW), KS_OK);
    CHECK(contains(json, "\"version\":1") && contains(json, "\"recorded_by\":{\"account_id\":null,\"name\":\"owner\"}"));
    json_id(json, "id", therapy);
    ks_free(json);
    CHECK_STATUS(ks_dossier_action_record(&json, session, patient, "{\"occurred_at\":\"2026-11-04T07:00:00Z\",\"kind\":\"measurement\",\"title\":\"Temperature\",\"value\":\"36.6\",\"unit\":\"\xC2\xB0" "C\"}", NOW), KS_OK);
    CHECK(contains(json, "\"value\":\"36.6\""));
    ks_free(json);
    CHECK_STATUS(ks_dossier_action_record(&json, session, patient, "{\"occurred_at\":\"2026-11-04T07:00:00Z\",\"kind\":\"measurement\",\"title\":\"T\",\"value\":36,\"unit\":\"C\"}", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_dossier_action_record(&json, session, patient, "{\"occurred_at\":\"2026-11-05T10:15:00Z\",\"kind\":\"call\",\"title\":\"Weekly update\",\"duration_seconds\":420,\"call\":{\"direction\":\"outgoing\",\"party\":\"Maria Keller\",\"number\":\"+41 44 555 01 23\",\"outcome\":\"answered\"}}", NOW), KS_OK);
    json_id(json, "id", call);
    ks_free(json);
    CHECK_STATUS(ks_dossier_action_record(&json, session, patient, "{\"occurred_at\":\"2026-11-06T10:00:00Z\",\"kind\":\"note\",\"title\":\"Typo\"}", NOW), KS_OK);
    json_id(json, "id", note);
    ks_free(json);
    CHECK_STATUS(ks_dossier_action_record(&json, session, patient, "{\"occurred_at\":\"2026-11-06T10:00:00Z\",\"kind\":\"surgery\",\"title\":\"x\"}", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_dossier_action_edit(&json, session, therapy, "{\"occurred_at\":\"2026-11-03T09:00:00+01:00\",\"kind\":\"therapy\",\"title\":\"Gait training\",\"duration_seconds\":2700}", "2026-11-30T10:00:00Z"), KS_OK);
    CHECK(contains(json, "\"version\":2") && contains(json, "\"recorded_at\":\"2026-11-30T09:00:00Z\""));
    ks_free(json);
    CHECK_STATUS(ks_dossier_action_delete(&json, session, note, "2026-11-30T10:05:00Z"), KS_OK);
    CHECK(contains(json, "\"deleted\":true"));
    ks_free(json);
    CHECK_STATUS(ks_dossier_action_delete(NULL, session, note, NOW), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_dossier_action_get(&json, session, note, TODAY), KS_OK);
    CHECK(contains(json, "\"deleted\":true"));
    ks_free(json);
    CHECK_STATUS(ks_dossier_action_history(&json, session, therapy, TODAY), KS_OK);
    CHECK(contains(json, "\"title\":\"Gait\"") && contains(json, "\"title\":\"Gait training\""));
    ks_free(json);

    /* The timeline, paged with cursors. */
    CHECK_STATUS(ks_dossier_timeline(&json, session, patient, NULL, TODAY), KS_OK);
    CHECK(contains(json, "\"total\":3") && !contains(json, "Typo") && contains(json, "\"next_cursor\":null"));
    CHECK(json && strstr(json, "Weekly update") < strstr(json, "Gait training"));
    ks_free(json);
    strcpy(cursor_query, "{\"limit\":1}");
    for (;;) {
        const char *at;
        CHECK_STATUS(ks_dossier_timeline(&json, session, patient, cursor_query, TODAY), KS_OK);
        pages++;
        seen += contains(json, "\"kind\":") ? 1 : 0;
        at = json ? strstr(json, "\"next_cursor\":\"") : NULL;
        if (!at || pages > 5) { ks_free(json); break; }
        at += strlen("\"next_cursor\":\"");
        snprintf(cursor_query, sizeof cursor_query, "{\"limit\":1,\"cursor\":\"%.*s\"}", (int)(strchr(at, '"') - at), at);
        ks_free(json);
    }
    CHECK(pages == 3 && seen == 3);
    CHECK_STATUS(ks_dossier_timeline(&json, session, patient, "{\"kinds\":[\"call\"],\"from\":\"2026-11-05T00:00:00Z\",\"to\":\"2026-11-06T00:00:00Z\"}", TODAY), KS_OK);
    CHECK(contains(json, "\"total\":1") && contains(json, "Weekly update"));
    ks_free(json);

    /* Attachments: streamed media, content-addressed, byte ranges, limits. */
    push_media(session, jpeg, sizeof jpeg, 5000, photo);
    push_media(session, mp4, sizeof mp4, 200000, video);
    CHECK_STATUS(ks_dossier_attachment_add(&json, session, patient, NULL, photo, "{\"caption\":\"Portrait\"}", NOW), KS_OK);
    CHECK(contains(json, "\"media_type\":\"image/jpeg\"") && contains(json, "\"action_id\":null"));
    json_id(json, "id", photo_att);
    ks_free(json);
    CHECK_STATUS(ks_dossier_attachment_add(&json, session, patient, therapy, video, "{\"caption\":\"First steps\",\"captured_at\":\"2026-11-03T09:20:00+01:00\"}", NOW), KS_OK);
    CHECK(contains(json, "\"media_type\":\"video/mp4\"") && contains(json, "\"size\":200000"));
    json_id(json, "id", video_att);
    ks_free(json);
    CHECK_STATUS(ks_dossier_attachment_add(&json, session, patient, therapy, video, NULL, NOW), KS_OK);
    CHECK(contains(json, video_att));
    ks_free(json);
    CHECK_STATUS(ks_dossier_attachment_add(NULL, session, patient, NULL, "0000000000000000000000000000000000000000000000000000000000000000", NULL, NOW), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_dossier_attachment_add(NULL, session, other, therapy, video, NULL, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_dossier_attachment_update(&json, session, photo_att, "{\"caption\":\"Portrait, week 1\"}"), KS_OK);
    CHECK(contains(json, "Portrait, week 1"));
    ks_free(json);
    CHECK_STATUS(ks_dossier_attachment_list(&json, session, patient, NULL, TODAY), KS_OK);
    CHECK(contains(json, photo_att) && contains(json, video_att));
    ks_free(json);
    CHECK_STATUS(ks_dossier_attachment_list(&json, session, patient, therapy, TODAY), KS_OK);
    CHECK(!contains(json, photo_att) && contains(json, video_att));
    ks_free(json);
    CHECK_STATUS(ks_dossier_attachment_get(&json, session, video_att, TODAY), KS_OK);
    CHECK(contains(json, "\"missing\":false"));
    ks_free(json);
    CHECK_STATUS(ks_dossier_attachment_read(&length, buffer, 8, session, video_att, 4, TODAY), KS_OK);
    CHECK(length == 8 && memcmp(buffer, "ftypmp42", 8) == 0);
    CHECK_STATUS(ks_dossier_attachment_read(&length, buffer, sizeof buffer, session, video_att, 199990, TODAY), KS_OK);
    CHECK(length == 10);
    CHECK_STATUS(ks_dossier_attachment_read(&length, buffer, sizeof buffer, session, video_att, 500000, TODAY), KS_OK);
    CHECK(length == 0);
    CHECK_STATUS(ks_dossier_attachment_read(&length, NULL, 8, session, video_att, 0, TODAY), KS_ERR_INVALID_ARGUMENT);

    CHECK_STATUS(ks_media_limits_set(session, "{\"image\":1000,\"video\":0,\"other\":0}"), KS_OK);
    CHECK_STATUS(ks_media_limits_get(&json, session), KS_OK);
    CHECK(json && strcmp(json, "{\"image\":1000,\"other\":0,\"video\":0}") == 0);
    ks_free(json);
    {
        ks_media_writer *writer = NULL;
        unsigned char big[2000];
        memset(big, 3, sizeof big);
        CHECK_STATUS(ks_media_writer_open(&writer, session, NOW), KS_OK);
        CHECK_STATUS(ks_media_writer_write(writer, jpeg, sizeof jpeg), KS_OK);
        CHECK_STATUS(ks_media_writer_write(writer, big, sizeof big), KS_ERR_LIMIT_EXCEEDED);
        CHECK(contains(ks_last_error_message(), "image/jpeg files are limited to 1000 bytes"));
        ks_media_writer_close(writer);
    }
    CHECK_STATUS(ks_media_limits_set(session, "{}"), KS_OK);

    /* Exports: a dossier bundle, FHIR, the call log. */
    options.created = NOW;
    CHECK_STATUS(ks_dossier_export_bundle(&json, session, patient, bundle, &options), KS_OK);
    CHECK(contains(json, "\"members\":4"));
    ks_free(json);
    CHECK_STATUS(ks_bundle_verify(bundle, NULL), KS_OK);
    CHECK_STATUS(ks_bundle_inspect(&json, bundle, NULL), KS_OK);
    CHECK(contains(json, "\"kind\":\"dossier\""));
    ks_free(json);
    CHECK_STATUS(ks_dossier_export_fhir(&json, session, patient, fhir, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_dossier_export_fhir(&json, session, patient, fhir, &options), KS_OK);
    CHECK(contains(json, "\"records\":6"));
    ks_free(json);
    CHECK_STATUS(ks_dossier_export_call_log(&json, session, NULL, csv), KS_OK);
    CHECK(contains(json, "\"records\":1"));
    ks_free(json);
    CHECK_STATUS(ks_dossier_export_call_log(NULL, session, "11111111-1111-4111-8111-111111111111", csv), KS_ERR_NOT_FOUND);

    /* Import on another device of the centre, twice. */
    session2 = open_store("store2", &store2);
    CHECK_STATUS(ks_bundle_import(&json, session2, bundle, NULL), KS_OK);
    CHECK(contains(json, "\"patients_added\":1") && contains(json, "\"actions_added\":4") && contains(json, "\"media_added\":2"));
    ks_free(json);
    CHECK_STATUS(ks_bundle_import(&json, session2, bundle, NULL), KS_OK);
    CHECK(contains(json, "\"patients_unchanged\":1") && contains(json, "\"actions_added\":0"));
    ks_free(json);
    CHECK_STATUS(ks_dossier_action_history(&json, session2, therapy, TODAY), KS_OK);
    CHECK(contains(json, "\"version\":2"));
    ks_free(json);
    CHECK_STATUS(ks_dossier_attachment_read(&length, buffer, 4, session2, video_att, 4, TODAY), KS_OK);
    CHECK(length == 4 && memcmp(buffer, "ftyp", 4) == 0);

    /* An update (FORMAT.md section 16): every record, no medium the base carried. */
    {
        char *update = path_in("anna-update.keepsake");
        ks_store *store3 = NULL;
        ks_session *session3 = NULL;
        CHECK_STATUS(ks_dossier_action_record(NULL, session, patient, "{\"occurred_at\":\"2026-11-30T08:00:00Z\",\"kind\":\"note\",\"title\":\"Later\"}", NOW), KS_OK);
        options.base = bundle;
        CHECK_STATUS(ks_dossier_export_bundle(&json, session, patient, update, &options), KS_OK);
        CHECK(contains(json, "\"members\":2"));
        ks_free(json);
        options.base_revision = 1;
        CHECK_STATUS(ks_dossier_export_bundle(NULL, session, patient, update, &options), KS_ERR_INVALID_ARGUMENT);
        options.base_revision = -1;
        CHECK_STATUS(ks_viewer_export_bundle(NULL, session, patient, update, &options, TODAY), KS_ERR_INVALID_ARGUMENT);
        options.base_revision = 0;
        options.base = NULL;
        CHECK_STATUS(ks_bundle_import(&json, session2, update, NULL), KS_OK);
        CHECK(contains(json, "\"media_added\":0") && contains(json, "\"actions_added\":1"));
        ks_free(json);
        session3 = open_store("store3", &store3);
        CHECK_STATUS(ks_bundle_import(&json, session3, update, NULL), KS_ERR_BASE_MISSING);
        CHECK(json == NULL && contains(ks_last_error_message(), "[base-missing]"));
        CHECK_STATUS(ks_patient_get(&json, session3, patient, TODAY), KS_ERR_NOT_FOUND);
        ks_session_close(session3);
        ks_store_close(store3);
        free(update);
    }

    /* A file removed behind the store's back is reported as missing, not a crash. */
    {
        char *media_path = (char *)malloc(strlen(workdir) + 200);
        sprintf(media_path, "%s/store2/media/%.2s/%s", workdir, video, video);
        CHECK(unlink(media_path) == 0);
        free(media_path);
    }
    CHECK_STATUS(ks_dossier_attachment_get(&json, session2, video_att, TODAY), KS_OK);
    CHECK(contains(json, "\"missing\":true"));
    ks_free(json);
    CHECK_STATUS(ks_dossier_attachment_read(&length, buffer, 4, session2, video_att, 0, TODAY), KS_ERR_CORRUPT_STORE);
    CHECK(contains(ks_last_error_message(), "missing"));

    /* Deleting: preview, then delete. */
    CHECK_STATUS(ks_patient_delete_preview(&json, session, patient), KS_OK);
    CHECK(json && strcmp(json, "{\"action_versions\":7,\"actions\":5,\"attachments\":2,\"relative_links\":0}") == 0);
    ks_free(json);
    CHECK_STATUS(ks_dossier_attachment_delete(session, photo_att), KS_OK);
    CHECK_STATUS(ks_dossier_attachment_delete(session, photo_att), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_patient_delete(&json, session, patient), KS_OK);
    CHECK(contains(json, "\"attachments\":1"));
    ks_free(json);
    CHECK_STATUS(ks_patient_get(&json, session, patient, TODAY), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_dossier_action_get(&json, session, call, TODAY), KS_ERR_NOT_FOUND);

    ks_session_close(session2);
    ks_store_close(store2);
    free(bundle);
    free(fhir);
    free(csv);
}

int main(int argc, char **argv) {
    ks_store *store = NULL;
    ks_session *session;
    if (argc < 2) {
        fprintf(stderr, "usage: dossier_test WORKDIR\n");
        return 2;
    }
    snprintf(workdir, sizeof workdir, "%s", argv[1]);
    mkdir(workdir, 0755);
    session = open_store("store", &store);
    test_arguments(session);
    test_dossier(session, store);
    ks_session_close(session);
    ks_store_close(store);
    printf("%d passed, %d failed\n", checks - failures, failures);
    return failures == 0 ? 0 : 1;
}
