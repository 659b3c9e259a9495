/*
 * Viewer bundles through the C ABI (FORMAT.md section 15): the centre's key, a viewer export,
 * opening it on a relative's device, reading through the staff calls, read-only refusals,
 * a wrong password, a changed byte, and NULL arguments that must never end the process.
 * Compiled as C99 and as C++, run under valgrind (Argon2id is slow there: few hashes).
 * Usage: viewer_test WORKDIR
 */
#include <keepsake.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int failures = 0;
#define CHECK(cond, what)                                                                      \
    do {                                                                                       \
        if (!(cond)) {                                                                         \
            failures++;                                                                        \
            fprintf(stderr, "FAIL %s (line %d): %s\n", what, __LINE__, ks_last_error_message()); \
        }                                                                                      \
    } while (0)

static const char *NOW = "2026-11-30T09:00:00Z";
static const char *TODAY = "2026-11-30";

/* Copies the value of "key":"…" from a JSON text into out (ids only: no escapes). */
static void field(const char *json, const char *key, char *out, size_t size) {
    char pattern[64];
    const char *at;
    size_t n = 0;
    out[0] = '\0';
    if (json == NULL) return;
    snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
    at = strstr(json, pattern);
    if (at == NULL) return;
    at += strlen(pattern);
    while (at[n] != '"' && at[n] != '\0' && n + 1 < size) { out[n] = at[n]; n++; }
    out[n] = '\0';
}

int main(int argc, char **argv) {
    char centre_dir[512], device_dir[512], bundle[512], flipped[512], photo[512], second[512];
    static const unsigned char host_key[32] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
                                                17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32 };
    char patient[64] = "", relative[64] = "", attachment[64] = "", sha[80] = "", fingerprint[64] = "";
    char invitation[512] = "", centre_key[80] = "";
    ks_store *centre = NULL, *device = NULL;
    ks_session *owner = NULL, *staff = NULL, *viewer = NULL, *none = NULL, *device_owner = NULL;
    char *json = NULL;
    unsigned char data[4096], got[64];
    size_t n = 0, i;
    FILE *f;
    ks_export_options options = KS_EXPORT_OPTIONS_INIT;
    if (argc < 2) { fprintf(stderr, "usage: viewer_test WORKDIR\n"); return 2; }
    mkdir(argv[1], 0700);
    snprintf(centre_dir, sizeof centre_dir, "%s/centre", argv[1]);
    snprintf(device_dir, sizeof device_dir, "%s/device", argv[1]);
    snprintf(bundle, sizeof bundle, "%s/anna.keepsake", argv[1]);
    snprintf(flipped, sizeof flipped, "%s/flipped.keepsake", argv[1]);
    snprintf(second, sizeof second, "%s/anna-2.keepsake", argv[1]);
    snprintf(photo, sizeof photo, "%s/photo.jpg", argv[1]);
    options.created = NOW;

    /* Statuses and NULL arguments. */
    CHECK(strcmp(ks_status_name(KS_ERR_KEY_MISMATCH), "KS_ERR_KEY_MISMATCH") == 0, "status name");
    CHECK(strcmp(ks_status_name(KS_ERR_STALE_REVISION), "KS_ERR_STALE_REVISION") == 0, "status name");
    CHECK(ks_centre_key_create(NULL, NULL, NOW) == KS_ERR_INVALID_ARGUMENT, "NULL session");
    CHECK(ks_centre_key_get(NULL, NULL) == KS_ERR_INVALID_ARGUMENT, "NULL out");
    CHECK(ks_viewer_export_bundle(NULL, NULL, NULL, NULL, NULL, NULL) == KS_ERR_INVALID_ARGUMENT, "NULLs");
    CHECK(ks_viewer_open(NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL) == KS_ERR_INVALID_ARGUMENT, "NULLs");
    CHECK(ks_viewer_open(&none, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL) == KS_ERR_INVALID_ARGUMENT && none == NULL, "NULLs");
    CHECK(ks_viewer_sign_in(NULL, NULL, NULL, NULL, NULL, NULL) == KS_ERR_INVALID_ARGUMENT, "NULLs");
    CHECK(ks_viewer_list(NULL, NULL) == KS_ERR_INVALID_ARGUMENT, "NULLs");
    CHECK(ks_viewer_verify(NULL, NULL, NULL, NULL, NULL, NULL) == KS_ERR_INVALID_ARGUMENT, "NULLs");

    /* The centre. */
    f = fopen(photo, "wb");
    data[0] = 0xFF; data[1] = 0xD8; data[2] = 0xFF;
    for (i = 3; i < sizeof data; i++) data[i] = (unsigned char)(i * 7 + 3);
    fwrite(data, 1, sizeof data, f);
    fclose(f);
    CHECK(ks_store_open(&centre, centre_dir, KS_OPEN_CREATE) == KS_OK, "open centre");
    CHECK(ks_session_open_owner(&owner, centre) == KS_OK, "owner");
    /* The secret key is kept sealed under the host's key (FORMAT.md 9.2): none, no centre key. */
    CHECK(ks_centre_key_create(&json, owner, NOW) == KS_ERR_PERMISSION_DENIED && json == NULL, "centre key without the host key");
    CHECK(strstr(ks_last_error_message(), "host") != NULL, "the message names the host key");
    CHECK(ks_store_set_host_key(NULL, host_key, sizeof host_key) == KS_ERR_INVALID_ARGUMENT, "NULL store");
    CHECK(ks_store_set_host_key(centre, NULL, 32) == KS_ERR_INVALID_ARGUMENT, "NULL key");
    CHECK(ks_store_set_host_key(centre, host_key, 31) == KS_ERR_INVALID_ARGUMENT, "31 bytes");
    CHECK(ks_store_set_host_key(centre, host_key, sizeof host_key) == KS_OK, "host key");
    CHECK(ks_centre_key_create(&json, owner, NOW) == KS_OK, "centre key");
    field(json, "fingerprint", fingerprint, sizeof fingerprint);
    CHECK(strlen(fingerprint) == 39 && fingerprint[4] == '-' && fingerprint[34] == '-', "128-bit fingerprint (R72)");
    ks_free(json); json = NULL;
    CHECK(ks_account_create(NULL, owner, "{\"username\":\"ana\",\"role\":\"staff\"}", "staff-password", NOW) == KS_OK, "staff");
    ks_session_close(owner);
    CHECK(ks_session_sign_in(&staff, NULL, centre, "ana", "staff-password", 0, NOW) == KS_OK, "sign in");
    CHECK(ks_account_create(&json, staff, "{\"username\":\"rudi\",\"role\":\"relative\"}", "rudi-password", NOW) == KS_OK, "relative");
    field(json, "id", relative, sizeof relative);
    ks_free(json); json = NULL;
    CHECK(ks_patient_create(&json, staff, "{\"full_name\":\"Anna Berg\",\"birth_date\":\"1950-04-02\",\"admitted_on\":\"2026-11-02\"}", NOW) == KS_OK, "patient");
    field(json, "id", patient, sizeof patient);
    ks_free(json); json = NULL;
    CHECK(ks_media_import_file(&json, staff, photo, NOW) == KS_OK, "media");
    field(json, "sha256", sha, sizeof sha);
    ks_free(json); json = NULL;
    CHECK(ks_dossier_attachment_add(&json, staff, patient, NULL, sha, NULL, NOW) == KS_OK, "attach");
    field(json, "id", attachment, sizeof attachment);
    ks_free(json); json = NULL;
    CHECK(ks_viewer_export_bundle(NULL, staff, patient, bundle, &options, TODAY) == KS_ERR_NOT_FOUND, "no linked relative");
    CHECK(ks_relative_link(staff, relative, patient, NULL, NOW) == KS_OK, "link");
    CHECK(ks_viewer_export_bundle(&json, staff, patient, bundle, &options, TODAY) == KS_OK, "export");
    CHECK(json != NULL && strstr(json, "\"revision\":1") != NULL && strstr(json, "\"recipients\":1") != NULL, "export result");
    ks_free(json); json = NULL;
    {
        /* Another handle on the centre's store: no host key, no signature; a wrong one is
         * refused and changes nothing; the right one signs. */
        ks_store *again = NULL;
        ks_session *ana = NULL;
        unsigned char wrong[32];
        memcpy(wrong, host_key, sizeof wrong);
        wrong[31] ^= 0x80;
        CHECK(ks_store_open(&again, centre_dir, 0) == KS_OK, "reopen centre");
        CHECK(ks_session_sign_in(&ana, NULL, again, "ana", "staff-password", 0, NOW) == KS_OK, "sign in again");
        CHECK(ks_viewer_export_bundle(&json, ana, patient, second, &options, TODAY) == KS_ERR_PERMISSION_DENIED && json == NULL, "no host key, no signature");
        CHECK(strstr(ks_last_error_message(), "ks_store_set_host_key") != NULL, "the message says how");
        CHECK(ks_store_set_host_key(again, wrong, sizeof wrong) == KS_ERR_AUTH_FAILED, "a wrong host key");
        CHECK(strstr(ks_last_error_message(), "does not open") != NULL, "the message says why");
        CHECK(ks_viewer_export_bundle(NULL, ana, patient, second, &options, TODAY) == KS_ERR_PERMISSION_DENIED, "the wrong key was not kept");
        CHECK(ks_store_set_host_key(again, host_key, sizeof host_key) == KS_OK, "the right host key");
        CHECK(ks_viewer_export_bundle(&json, ana, patient, second, &options, TODAY) == KS_OK, "signed with it");
        CHECK(json != NULL && strstr(json, "\"revision\":2") != NULL, "revision 2");
        ks_free(json); json = NULL;
        ks_session_close(ana);
        ks_store_close(again);
    }
    CHECK(ks_bundle_verify(bundle, NULL) == KS_OK, "keyless verify");
    CHECK(ks_viewer_verify(&json, bundle, NULL, NULL, NULL, TODAY) == KS_OK, "viewer verify");
    ks_free(json); json = NULL;

    /* FORMAT 4.0, R55 (issue 33 section 3): the conformance suite's bundle whose entry for maria
     * is derived at opslimit 1, one pass below the writers' parameters, everything else as a
     * writer makes it. Keyless verification does not derive and accepts it; with credentials it
     * is refused as weak-kdf before any derivation, whatever the password. Run from the
     * repository's root. */
    {
        const char *weak = "Tests/Conformance/invalid/weak-kdf--viewer-opslimit-below-minimum.keepsake";
        CHECK(ks_bundle_verify(weak, NULL) == KS_OK, "weak-kdf case: keyless verify");
        CHECK(ks_viewer_verify(&json, weak, "maria", "maria-password", NULL, TODAY) == KS_ERR_INVALID_BUNDLE && json == NULL,
              "weak-kdf case: refused with credentials");
        CHECK(strncmp(ks_last_error_message(), "invalid bundle [weak-kdf]", 25) == 0
              && strstr(ks_last_error_message(), "opslimit 1 and memlimit 67108864") != NULL, "weak-kdf message");
        CHECK(ks_viewer_verify(&json, weak, "maria", "not-her-password", NULL, TODAY) == KS_ERR_INVALID_BUNDLE
              && strstr(ks_last_error_message(), "[weak-kdf]") != NULL, "weak-kdf whatever the password");
    }

    /* A changed byte: refused, nothing pinned. */
    f = fopen(bundle, "rb");
    {
        static unsigned char whole[1 << 16];
        size_t size = fread(whole, 1, sizeof whole, f);
        fclose(f);
        whole[2000] ^= 1; /* inside the sealed database */
        f = fopen(flipped, "wb");
        fwrite(whole, 1, size, f);
        fclose(f);
    }
    CHECK(ks_store_open(&device, device_dir, KS_OPEN_CREATE) == KS_OK, "open device");
    /* Opening into a store with accounts needs an owner: the centre's staff are refused. */
    CHECK(ks_viewer_open(&viewer, NULL, staff, bundle, "rudi", "rudi-password", NULL, TODAY, NOW) == KS_ERR_PERMISSION_DENIED && viewer == NULL, "staff may not open a viewer bundle into the centre");
    /* A device store has no accounts: its implicit owner opens viewer bundles. */
    CHECK(ks_session_open_owner(&device_owner, device) == KS_OK, "device owner");
    /* No trust on first use: a device opens only bundles of a centre that invited it (R58). */
    CHECK(ks_viewer_open(&viewer, NULL, device_owner, bundle, "rudi", "rudi-password", NULL, TODAY, NOW) == KS_ERR_KEY_MISMATCH && viewer == NULL, "no invitation yet");
    CHECK(strstr(ks_last_error_message(), "invitation") != NULL, "untrusted signer message");
    CHECK(ks_viewer_invitation(NULL, staff, relative, 0, NULL) == KS_ERR_INVALID_ARGUMENT, "invitation needs out_json");
    CHECK(ks_viewer_invitation(&json, staff, patient, 0, NULL) == KS_ERR_NOT_FOUND && json == NULL, "invitation of no account");
    CHECK(ks_viewer_invitation(&json, staff, relative, 0, NULL) == KS_OK, "invitation");
    field(json, "text", invitation, sizeof invitation);
    field(json, "public_key", centre_key, sizeof centre_key);
    CHECK(strncmp(invitation, "keepsake:invite?v=1&key=", 24) == 0 && strstr(invitation, "&user=rudi") != NULL
          && strstr(invitation, centre_key) != NULL && strlen(centre_key) == 64, "invitation text carries the full key");
    ks_free(json); json = NULL;
    CHECK(ks_viewer_trust(NULL, device_owner, "keepsake:invite?v=1", NOW) == KS_ERR_INVALID_ARGUMENT, "not an invitation");
    CHECK(ks_viewer_trust(NULL, NULL, invitation, NOW) == KS_ERR_INVALID_ARGUMENT, "NULL session");
    CHECK(ks_viewer_trust(&json, device_owner, invitation, NOW) == KS_OK && strstr(json, centre_key) != NULL, "trust");
    ks_free(json); json = NULL;
    CHECK(ks_viewer_open(&viewer, NULL, device_owner, flipped, "rudi", "rudi-password", NULL, TODAY, NOW) == KS_ERR_INVALID_BUNDLE && viewer == NULL, "flipped");
    CHECK(strncmp(ks_last_error_message(), "invalid bundle [", 16) == 0, "flipped message");
    CHECK(ks_viewer_open(&viewer, NULL, device_owner, bundle, "rudi", "wrong-password", NULL, TODAY, NOW) == KS_ERR_AUTH_FAILED, "wrong password");
    CHECK(strstr(ks_last_error_message(), "not a recipient, or wrong password") != NULL, "wrong password message (R55: the same as for a stranger)");
    CHECK(ks_viewer_list(&json, device) == KS_OK && strstr(json, "\"dossiers\":[]") != NULL && strstr(json, centre_key) != NULL, "nothing pinned, the centre trusted");
    ks_free(json); json = NULL;

    /* Open, read through the staff calls, refuse changes. */
    CHECK(ks_viewer_open(&viewer, &json, device_owner, bundle, "rudi", "rudi-password", NULL, TODAY, NOW) == KS_OK, "open");
    CHECK(json != NULL && strstr(json, "\"pin\":\"new\"") != NULL, "pinned");
    CHECK(json != NULL && strstr(json, "\"created\":\"2026-11-30T09:00:00Z\"") != NULL, "the open result says as of when (the bundle's created)");
    CHECK(json != NULL && strstr(json, fingerprint) != NULL, "the open result's fingerprint is the centre key's, 128 bits");
    ks_free(json); json = NULL;
    CHECK(ks_patient_get(&json, viewer, patient, TODAY) == KS_OK && strstr(json, "Anna Berg") != NULL, "patient");
    ks_free(json); json = NULL;
    CHECK(ks_dossier_timeline(&json, viewer, patient, NULL, TODAY) == KS_OK, "timeline");
    ks_free(json); json = NULL;
    CHECK(ks_dossier_attachment_read(&n, got, sizeof got, viewer, attachment, 1000, TODAY) == KS_OK && n == sizeof got
          && memcmp(got, data + 1000, sizeof got) == 0, "byte range");
    CHECK(ks_patient_update(&json, viewer, patient, "{\"notes\":\"x\"}", NOW) == KS_ERR_READ_ONLY && json == NULL, "read-only");
    CHECK(ks_dossier_attachment_delete(viewer, attachment) == KS_ERR_READ_ONLY, "read-only");
    CHECK(ks_centre_key_get(&json, viewer) == KS_ERR_READ_ONLY, "viewer reads nothing else");
    ks_session_close(viewer);
    /* The device's owner may not change or re-export the viewer copy either. */
    CHECK(ks_patient_update(&json, device_owner, patient, "{\"notes\":\"x\"}", NOW) == KS_ERR_READ_ONLY && json == NULL, "owner: read-only copy");
    CHECK(ks_dossier_attachment_delete(device_owner, attachment) == KS_ERR_READ_ONLY, "owner: read-only copy");
    /* Forgetting the centre: its key and its dossier leave the device. */
    CHECK(ks_viewer_forget_centre(&json, device_owner, "00") == KS_ERR_INVALID_ARGUMENT && json == NULL, "forget: not a key");
    CHECK(ks_viewer_forget_centre(&json, device_owner, centre_key) == KS_OK && strstr(json, patient) != NULL, "forget");
    ks_free(json); json = NULL;
    CHECK(ks_viewer_forget_centre(NULL, device_owner, centre_key) == KS_ERR_NOT_FOUND, "forgotten already");
    CHECK(ks_viewer_list(&json, device) == KS_OK && strcmp(json, "{\"centres\":[],\"dossiers\":[]}") == 0, "nothing left");
    ks_free(json); json = NULL;
    CHECK(ks_viewer_open(&viewer, NULL, device_owner, bundle, "rudi", "rudi-password", NULL, TODAY, NOW) == KS_ERR_KEY_MISMATCH && viewer == NULL, "forgotten centre refused");
    /* An invitation with a minimum revision and a feed (FORMAT.md R72): the device keeps both
     * with the centre and refuses the centre's bundles below that revision (R58). */
    CHECK(ks_viewer_invitation(&json, staff, relative, -1, NULL) == KS_ERR_INVALID_ARGUMENT && json == NULL, "negative minimum revision");
    CHECK(ks_viewer_invitation(&json, staff, relative, 0, "ftp://centre.example/") == KS_ERR_INVALID_ARGUMENT && json == NULL, "feed not https or http");
    CHECK(strstr(ks_last_error_message(), "https://") != NULL, "feed message");
    CHECK(ks_viewer_invitation(&json, staff, relative, 2, "https://centre.example/feed") == KS_OK, "invitation with min and feed");
    field(json, "text", invitation, sizeof invitation);
    CHECK(strstr(invitation, "&user=rudi&min=2&feed=https%3A%2F%2Fcentre.example%2Ffeed") != NULL, "min and feed in the text");
    ks_free(json); json = NULL;
    CHECK(ks_viewer_trust(NULL, device_owner, invitation, NOW) == KS_OK, "trust with min and feed");
    CHECK(ks_viewer_list(&json, device) == KS_OK && strstr(json, "\"min_revision\":2") != NULL
          && strstr(json, "\"feed_url\":\"https://centre.example/feed\"") != NULL, "the device lists the centre's min and feed");
    ks_free(json); json = NULL;
    CHECK(ks_viewer_open(&viewer, &json, device_owner, bundle, "rudi", "rudi-password", NULL, TODAY, NOW) == KS_ERR_STALE_REVISION && viewer == NULL && json == NULL, "below the minimum revision");
    CHECK(strstr(ks_last_error_message(), "revision 2 or later") != NULL, "minimum revision message");
    CHECK(ks_viewer_list(&json, device) == KS_OK && strstr(json, "\"dossiers\":[]") != NULL, "nothing opened");
    ks_free(json); json = NULL;
    ks_session_close(device_owner);

    ks_session_close(staff);
    ks_store_close(device);
    ks_store_close(centre);
    if (failures) fprintf(stderr, "%d failures\n", failures);
    else printf("viewer_test: all passed\n");
    return failures ? 1 : 0;
}
