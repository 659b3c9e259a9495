/*
 * A small Keepsake host in C: opens (or creates) a store, adds records of each kind the
 * library has (media, a mind map, a mood year, a supplement routine, a patient's dossier),
 * writes some of them out as text files, exports a bundle of the store and verifies it.
 *
 *   make PREFIX=/opt/keepsake          (after scripts/install /opt/keepsake)
 *   ./keepsake-example /tmp/example    writes /tmp/example/store, /tmp/example/backup.keepsake
 *                                      and the text exports beside them
 *
 * The pattern of every call: a ks_status comes back, results come through out-parameters,
 * ks_last_error_message() says what went wrong, and every string the library returns is
 * freed with ks_free. Record kinds are a table (RECORD_KINDS below): a new kind is one more
 * function and one more row.
 */
#include <keepsake.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The host passes "now" and "today": the library never reads the clock for domain data. */
static const char *NOW = "2026-11-30T09:00:00Z";
static const char *TODAY = "2026-11-30";

/* Prints the failure of `call` and returns 1, or returns 0 when it succeeded. */
static int failed(ks_status status, const char *call) {
    if (status == KS_OK) return 0;
    fprintf(stderr, "keepsake-example: %s: %s (%s)\n", call, ks_last_error_message(),
            ks_status_name(status));
    return 1;
}

static int write_file(const char *path, const void *data, size_t length) {
    FILE *file = fopen(path, "wb");
    if (file == NULL || fwrite(data, 1, length, file) != length) {
        perror(path);
        if (file != NULL) fclose(file);
        return 1;
    }
    return fclose(file) != 0;
}

/* ---- record kinds ------------------------------------------------------------------ */

/* Media: one file imported from disk, one pushed in chunks as a camera roll would. */
static int add_media(ks_session *session, const char *workdir) {
    static const unsigned char png[] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n',
                                        0, 0, 0, 13, 'I', 'H', 'D', 'R'};
    static const char *chunks[] = {"%PDF-1.7\n", "% a letter\n", "%%EOF\n"};
    char path[4096];
    char *record = NULL;
    ks_media_writer *writer = NULL;
    size_t i;
    int status = 0;

    snprintf(path, sizeof path, "%s/photo.png", workdir);
    if (write_file(path, png, sizeof png)) return 1;
    if (failed(ks_media_import_file(&record, session, path, NOW), "ks_media_import_file"))
        return 1;
    printf("  media from a file:   %s\n", record);
    ks_free(record);
    record = NULL;

    if (failed(ks_media_writer_open(&writer, session, NOW), "ks_media_writer_open")) return 1;
    for (i = 0; i < sizeof chunks / sizeof chunks[0] && status == 0; i++)
        status = failed(ks_media_writer_write(writer, chunks[i], strlen(chunks[i])),
                        "ks_media_writer_write");
    if (status == 0) {
        status = failed(ks_media_writer_finish(&record, writer), "ks_media_writer_finish");
        if (status == 0) printf("  media from chunks:   %s\n", record);
        ks_free(record);
    }
    ks_media_writer_close(writer);  /* an unfinished file would be discarded here */
    return status;
}

/* Copies the value of "key":"…" from a record into out (ids only: they hold no escapes). */
static void id_of(const char *json, const char *key, char *out, size_t size) {
    char pattern[64];
    const char *at;
    size_t n = 0;
    out[0] = '\0';
    snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
    at = json ? strstr(json, pattern) : NULL;
    if (at == NULL) return;
    at += strlen(pattern);
    while (at[n] != '"' && at[n] != '\0' && n + 1 < size) { out[n] = at[n]; n++; }
    out[n] = '\0';
}

/* A mind map with a child node, written out as OPML (text exports go to a path). */
static int add_mind_map(ks_session *session, const char *workdir) {
    char map[64], root[64], path[4096];
    char *json = NULL;
    if (failed(ks_mindmap_create(&json, session, "Moving house", NOW), "ks_mindmap_create")) return 1;
    printf("  map:                 %s\n", json);
    id_of(json, "id", map, sizeof map);
    id_of(json, "root_id", root, sizeof root);
    ks_free(json);
    if (failed(ks_mindmap_node_create(NULL, session, root, "Boxes", "from the shop", NOW), "ks_mindmap_node_create"))
        return 1;
    snprintf(path, sizeof path, "%s/moving.opml", workdir);
    if (failed(ks_mindmap_export_file(&json, session, map, KS_MINDMAP_OPML, path), "ks_mindmap_export_file")) return 1;
    printf("  map as OPML:         %s\n", json);
    ks_free(json);
    return 0;
}

/* A mood a day: today's, then the year as CSV. */
static int add_mood(ks_session *session, const char *workdir) {
    char path[4096];
    char *json = NULL;
    if (failed(ks_mood_set(&json, session, TODAY, "good", "moved in", TODAY, NOW), "ks_mood_set")) return 1;
    printf("  mood:                %s\n", json);
    ks_free(json);
    snprintf(path, sizeof path, "%s/moods.csv", workdir);
    if (failed(ks_mood_export_csv(&json, session, 2026, path, TODAY), "ks_mood_export_csv")) return 1;
    printf("  moods as CSV:        %s\n", json);
    ks_free(json);
    return 0;
}

/* The supplement routine: started a week ago, this morning's slot taken. */
static int add_routine(ks_session *session, const char *workdir) {
    char *json = NULL;
    (void)workdir;
    if (failed(ks_routine_start(NULL, session, "{\"start_date\":\"2026-11-24\",\"length_days\":30}", NOW),
               "ks_routine_start") ||
        failed(ks_routine_take(session, TODAY, "morning", TODAY, NOW), "ks_routine_take") ||
        failed(ks_routine_home(&json, session, TODAY), "ks_routine_home"))
        return 1;
    printf("  routine:             %s\n", json);
    ks_free(json);
    return 0;
}

/* A patient's dossier with one action, exported as FHIR (it takes the export options). */
static int add_dossier(ks_session *session, const char *workdir) {
    char patient[64], path[4096];
    char *json = NULL;
    ks_export_options options = KS_EXPORT_OPTIONS_INIT;
    if (failed(ks_patient_create(&json, session,
                                 "{\"full_name\":\"Anna Berg\",\"birth_date\":\"1950-04-02\",\"admitted_on\":\"2026-11-02\"}",
                                 NOW), "ks_patient_create"))
        return 1;
    id_of(json, "id", patient, sizeof patient);
    ks_free(json);
    if (failed(ks_dossier_action_record(&json, session, patient,
                                        "{\"occurred_at\":\"2026-11-30T08:00:00Z\",\"kind\":\"therapy\",\"title\":\"Gait training\"}",
                                        NOW), "ks_dossier_action_record"))
        return 1;
    printf("  action:              %s\n", json);
    ks_free(json);
    snprintf(path, sizeof path, "%s/anna.fhir.json", workdir);
    options.created = NOW;
    if (failed(ks_dossier_export_fhir(&json, session, patient, path, &options), "ks_dossier_export_fhir")) return 1;
    printf("  dossier as FHIR:     %s\n", json);
    ks_free(json);
    return 0;
}

/* Each kind of record the example adds; the archive bundle below carries them all. */
static const struct {
    const char *name;
    int (*add)(ks_session *session, const char *workdir);
} RECORD_KINDS[] = {
    {"media", add_media},
    {"a mind map", add_mind_map},
    {"a mood year", add_mood},
    {"a supplement routine", add_routine},
    {"a patient's dossier", add_dossier},
};

/* ---- main ---------------------------------------------------------------------------- */

int main(int argc, char **argv) {
    char store_path[4096], bundle_path[4096];
    ks_store *store = NULL;
    ks_session *session = NULL;
    char *json = NULL;
    ks_export_options export_options = KS_EXPORT_OPTIONS_INIT;
    size_t i;
    int status = 0;

    if (argc != 2) {
        fprintf(stderr, "usage: %s WORKDIR\n", argv[0]);
        return 2;
    }
    snprintf(store_path, sizeof store_path, "%s/store", argv[1]);
    snprintf(bundle_path, sizeof bundle_path, "%s/backup.keepsake", argv[1]);
    printf("libkeepsake %s\n", ks_version());

    if (failed(ks_store_open(&store, store_path, KS_OPEN_CREATE), "ks_store_open") ||
        failed(ks_session_open_owner(&session, store), "ks_session_open_owner")) {
        status = 1;
        goto done;
    }

    for (i = 0; i < sizeof RECORD_KINDS / sizeof RECORD_KINDS[0] && status == 0; i++) {
        printf("adding %s\n", RECORD_KINDS[i].name);
        status = RECORD_KINDS[i].add(session, argv[1]);
    }
    if (status != 0) goto done;

    export_options.created = NOW;  /* same content + same `created` = same bytes */
    if (failed(ks_bundle_export(&json, session, bundle_path, &export_options), "ks_bundle_export")) {
        status = 1;
        goto done;
    }
    printf("exported %s\n", json);
    ks_free(json);
    json = NULL;

    if (failed(ks_bundle_verify(bundle_path, NULL), "ks_bundle_verify") ||
        failed(ks_bundle_inspect(&json, bundle_path, NULL), "ks_bundle_inspect")) {
        status = 1;
        goto done;
    }
    printf("verified %s\n", bundle_path);
    printf("inspect: %s\n", json);

done:
    ks_free(json);
    ks_session_close(session);  /* both accept NULL */
    ks_store_close(store);
    return status;
}
