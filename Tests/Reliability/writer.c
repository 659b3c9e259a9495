/*
 * writer.c — the process Tests/Reliability/crash_test.py kills. It opens a store through the C
 * ABI and performs random mutations forever, printing a line before each one starts and an
 * acknowledgement line once the library returned KS_OK (flushed before the next starts):
 *
 *   BEGIN <op> media                    ACK <op> media <sha256> <size>
 *   BEGIN <op> mood <date> <mood>       ACK <op> mood
 *   BEGIN <op> account <username>       ACK <op> account <username>
 *   BEGIN <op> import                   ACK <op> import
 *   BEGIN <op> export <path>            ACK <op> export <path>
 *
 * A mood's note is "op-<op>", so the parent can find which write a day holds. Usage:
 *   writer STORE BUNDLE OUTDIR SEED FIRST_OP
 *   writer --exports STORE OUTDIR PATIENT_ID USERNAME PASSWORD
 * The second form writes bundles of every kind forever (archive, the patient's dossier, the
 * patient's viewer bundle), signed in as USERNAME, each line as above:
 *   BEGIN <op> export <path>            ACK <op> export <path>
 * Adding an operation: a function and a row of `operations`.
 */
#define _POSIX_C_SOURCE 200809L
#include <keepsake.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *NOW = "2026-11-30T09:00:00Z";
static const char *TODAY = "2026-11-30";
static const char *PASSWORD = "crash-test-password";

static ks_store *store;
static ks_session *session;
static const char *bundle_path;
static const char *out_dir;
static unsigned long long rng;
static int have_accounts;

static unsigned long long next_random(void) {
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return rng;
}

static void die(const char *what, ks_status status) {
    fprintf(stderr, "writer: %s: %s: %s\n", what, ks_status_name(status), ks_last_error_message());
    exit(3);
}

/* Copies the value of "key":"…" out of a JSON record. */
static void json_string(char *out, size_t capacity, const char *json, const char *key) {
    char pattern[64];
    const char *start, *end;
    snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
    start = strstr(json, pattern);
    if (!start) { out[0] = 0; return; }
    start += strlen(pattern);
    end = strchr(start, '"');
    snprintf(out, capacity, "%.*s", (int)(end - start), start);
}

static int op_media(unsigned long op) {
    unsigned char chunk[65536];
    size_t size = 4096 + (size_t)(next_random() % (256 * 1024)), done = 0;
    unsigned long long x = 0x9E3779B97F4A7C15ull * (op + 1);
    ks_media_writer *writer = NULL;
    char *record = NULL, sha[80];
    ks_status s;
    printf("BEGIN %lu media\n", op); fflush(stdout);
    if ((s = ks_media_writer_open(&writer, session, NOW)) != KS_OK) die("ks_media_writer_open", s);
    while (done < size) {
        size_t n = 1 + (size_t)(next_random() % sizeof chunk), i;
        if (n > size - done) n = size - done;
        for (i = 0; i < n; i++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; chunk[i] = (unsigned char)x; }
        if ((s = ks_media_writer_write(writer, chunk, n)) != KS_OK) die("ks_media_writer_write", s);
        done += n;
    }
    if ((s = ks_media_writer_finish(&record, writer)) != KS_OK) die("ks_media_writer_finish", s);
    ks_media_writer_close(writer);
    json_string(sha, sizeof sha, record, "sha256");
    ks_free(record);
    printf("ACK %lu media %s %zu\n", op, sha, size); fflush(stdout);
    return 0;
}

static int op_mood(unsigned long op) {
    static const char *moods[] = { "good", "ok", "bad" };
    char date[16], note[32];
    const char *mood = moods[next_random() % 3];
    ks_status s;
    snprintf(date, sizeof date, "2026-11-%02d", (int)(1 + next_random() % 28));
    snprintf(note, sizeof note, "op-%lu", op);
    printf("BEGIN %lu mood %s %s\n", op, date, mood); fflush(stdout);
    if ((s = ks_mood_set(NULL, session, date, mood, note, TODAY, NOW)) != KS_OK) die("ks_mood_set", s);
    printf("ACK %lu mood\n", op); fflush(stdout);
    return 0;
}

static int op_account(unsigned long op) {
    char name[32], json[128];
    ks_status s;
    if (!have_accounts) snprintf(name, sizeof name, "owner");
    else snprintf(name, sizeof name, "user-%lu", op);
    snprintf(json, sizeof json, "{\"username\":\"%s\",\"role\":\"%s\"}", name, have_accounts ? "relative" : "owner");
    printf("BEGIN %lu account %s\n", op, name); fflush(stdout);
    if ((s = ks_account_create(NULL, session, json, PASSWORD, NOW)) != KS_OK) die("ks_account_create", s);
    if (!have_accounts) {
        /* The implicit owner's session ends with the first account: sign in as it. */
        have_accounts = 1;
        ks_session_close(session);
        session = NULL;
        if ((s = ks_session_sign_in(&session, NULL, store, "owner", PASSWORD, 0, NOW)) != KS_OK) die("ks_session_sign_in", s);
    }
    printf("ACK %lu account %s\n", op, name); fflush(stdout);
    return 0;
}

static int op_import(unsigned long op) {
    ks_status s;
    printf("BEGIN %lu import\n", op); fflush(stdout);
    if ((s = ks_bundle_import(NULL, session, bundle_path, NULL)) != KS_OK) die("ks_bundle_import", s);
    printf("ACK %lu import\n", op); fflush(stdout);
    return 0;
}

static int op_export(unsigned long op) {
    char path[4096];
    ks_export_options options = KS_EXPORT_OPTIONS_INIT;
    ks_status s;
    options.created = NOW;
    snprintf(path, sizeof path, "%s/export-%lu.keepsake", out_dir, op);
    printf("BEGIN %lu export %s\n", op, path); fflush(stdout);
    if ((s = ks_bundle_export(NULL, session, path, &options)) != KS_OK) die("ks_bundle_export", s);
    printf("ACK %lu export %s\n", op, path); fflush(stdout);
    return 0;
}

/* Each operation with its weight. */
static const struct { int (*run)(unsigned long op); unsigned weight; } operations[] = {
    { op_media, 35 }, { op_mood, 35 }, { op_account, 1 }, { op_import, 13 }, { op_export, 6 },
};

/* The export loop of `writer --exports`. */
static int exports(int argc, char **argv) {
    ks_export_options options = KS_EXPORT_OPTIONS_INIT;
    unsigned long op;
    ks_status s;
    if (argc != 7) { fprintf(stderr, "usage: writer --exports STORE OUTDIR PATIENT_ID USERNAME PASSWORD\n"); return 2; }
    options.created = NOW;
    if ((s = ks_store_open(&store, argv[2], 0)) != KS_OK) die("ks_store_open", s);
    {
        /* The host key crash_test.py sealed the centre key under: bytes 0 to 31. */
        unsigned char host_key[32];
        int i;
        for (i = 0; i < 32; i++) host_key[i] = (unsigned char)i;
        if ((s = ks_store_set_host_key(store, host_key, sizeof host_key)) != KS_OK) die("ks_store_set_host_key", s);
    }
    if ((s = ks_session_sign_in(&session, NULL, store, argv[5], argv[6], 0, NOW)) != KS_OK) die("ks_session_sign_in", s);
    printf("READY\n"); fflush(stdout);
    for (op = 0;; op++) {
        static const char *kinds[] = { "archive", "dossier", "viewer" };
        char path[4096];
        const char *kind = kinds[op % 3];
        snprintf(path, sizeof path, "%s/%s-%lu.keepsake", argv[3], kind, op);
        printf("BEGIN %lu export %s\n", op, path); fflush(stdout);
        if (op % 3 == 0) s = ks_bundle_export(NULL, session, path, &options);
        else if (op % 3 == 1) s = ks_dossier_export_bundle(NULL, session, argv[4], path, &options);
        else s = ks_viewer_export_bundle(NULL, session, argv[4], path, &options, TODAY);
        if (s != KS_OK) die(kind, s);
        printf("ACK %lu export %s\n", op, path); fflush(stdout);
    }
}

int main(int argc, char **argv) {
    unsigned long op;
    unsigned total = 0, i;
    ks_status s;
    if (argc > 1 && strcmp(argv[1], "--exports") == 0) return exports(argc, argv);
    if (argc != 6) { fprintf(stderr, "usage: writer STORE BUNDLE OUTDIR SEED FIRST_OP\n"); return 2; }
    bundle_path = argv[2];
    out_dir = argv[3];
    rng = strtoull(argv[4], NULL, 10) * 2654435761ull + 1;
    op = strtoul(argv[5], NULL, 10);
    if ((s = ks_store_open(&store, argv[1], KS_OPEN_CREATE)) != KS_OK) die("ks_store_open", s);
    s = ks_session_open_owner(&session, store);
    if (s == KS_ERR_AUTH_FAILED) {
        have_accounts = 1;
        s = ks_session_sign_in(&session, NULL, store, "owner", PASSWORD, 0, NOW);
    }
    if (s != KS_OK) die("opening a session", s);
    printf("READY\n"); fflush(stdout);
    for (i = 0; i < sizeof operations / sizeof operations[0]; i++) total += operations[i].weight;
    for (;; op++) {
        unsigned pick = (unsigned)(next_random() % total);
        for (i = 0; pick >= operations[i].weight; i++) pick -= operations[i].weight;
        operations[i].run(op);
    }
}
