/*
 * Handles that cannot come back as someone else's (keepsake.h, "Conventions"): a closed
 * handle gives KS_ERR_INVALID_ARGUMENT even when a new handle of the same or another kind
 * takes its place, for every handle type, over many rounds of close and reopen; a handle of
 * one kind passed as another is refused; closing a stale handle leaves the new one open.
 * Compiled as strict C99 and as C++, run under valgrind.
 *
 *   handles_test WORKDIR [ROUNDS]   (ROUNDS defaults to 120)
 */
#include "keepsake.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "check.h"

static const char *NOW = "2026-11-30T09:00:00Z";
static const char *PATIENT = "{\"full_name\":\"Anna Berg\",\"birth_date\":\"1950-04-02\",\"admitted_on\":\"2026-11-02\"}";

/* Resumes a remembered sign-in; the token is replaced by its successor. */
static ks_session *resume(ks_store *store, char **token) {
    ks_session *session = NULL;
    char *next = NULL;
    CHECK_STATUS(ks_session_resume(&session, &next, store, *token, NOW), KS_OK);
    ks_free(*token);
    *token = next;
    return session;
}

static int patients(ks_session *session) {
    char *json = NULL;
    int count = 0;
    const char *at;
    if (ks_patient_list(&json, session, NULL, "2026-11-30") != KS_OK) return -1;
    for (at = json; (at = strstr(at, "\"full_name\"")) != NULL; at++) count++;
    ks_free(json);
    return count;
}

/* A relative's session closed, a staff session opened in its place: the stale relative handle
 * must not act as staff. */
static void test_sessions(const char *dir, int rounds) {
    ks_store *store = NULL;
    ks_session *owner = NULL, *staff = NULL, *relative = NULL;
    char *staff_token = NULL, *relative_token = NULL, *json = NULL;
    int round, before;
    CHECK_STATUS(ks_store_open(&store, dir, KS_OPEN_CREATE), KS_OK);
    CHECK_STATUS(ks_session_open_owner(&owner, store), KS_OK);
    CHECK_STATUS(ks_account_create(NULL, owner, "{\"username\":\"ana\",\"role\":\"staff\"}", "staff-password", NOW), KS_OK);
    ks_session_close(owner);
    CHECK_STATUS(ks_session_sign_in(&staff, &staff_token, store, "ana", "staff-password", KS_SIGN_IN_REMEMBER, NOW), KS_OK);
    CHECK_STATUS(ks_account_create(NULL, staff, "{\"username\":\"rudi\",\"role\":\"relative\"}", "rudi-password", NOW), KS_OK);
    ks_session_close(staff);
    CHECK_STATUS(ks_session_sign_in(&relative, &relative_token, store, "rudi", "rudi-password", KS_SIGN_IN_REMEMBER, NOW), KS_OK);
    ks_session_close(relative);

    for (round = 0; round < rounds; round++) {
        ks_session *stale = resume(store, &relative_token);
        ks_session *fresh;
        CHECK_STATUS(ks_patient_create(NULL, stale, PATIENT, NOW), KS_ERR_PERMISSION_DENIED);
        ks_session_close(stale);
        fresh = resume(store, &staff_token);
        before = patients(fresh);
        CHECK(stale != fresh);
        /* The stale relative handle: refused, whatever the call, and nothing is created. */
        CHECK_STATUS(ks_patient_create(&json, stale, PATIENT, NOW), KS_ERR_INVALID_ARGUMENT);
        CHECK(json == NULL);
        CHECK(strstr(ks_last_error_message(), "session handle is closed") != NULL);
        CHECK_STATUS(ks_session_info(&json, stale), KS_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(ks_account_list(&json, stale), KS_ERR_INVALID_ARGUMENT);
        CHECK(patients(fresh) == before);
        /* Closing the stale handle again leaves the new session open. */
        ks_session_close(stale);
        CHECK_STATUS(ks_session_info(&json, fresh), KS_OK);
        CHECK(strstr(json, "\"role\":\"staff\"") != NULL);
        ks_free(json);
        json = NULL;
        ks_session_close(fresh);
        CHECK_STATUS(ks_session_info(&json, fresh), KS_ERR_INVALID_ARGUMENT);
    }
    ks_free(staff_token);
    ks_free(relative_token);
    ks_store_close(store);
}

/* Stores: a closed store's handle is refused after another store (or a session) takes over. */
static void test_stores(const char *base, int rounds) {
    char a[4096], b[4096];
    char *json = NULL;
    int round;
    snprintf(a, sizeof a, "%s/store-a", base);
    snprintf(b, sizeof b, "%s/store-b", base);
    for (round = 0; round < rounds; round++) {
        ks_store *stale = NULL, *fresh = NULL;
        ks_session *session = NULL;
        CHECK_STATUS(ks_store_open(&stale, a, KS_OPEN_CREATE), KS_OK);
        ks_store_close(stale);
        CHECK_STATUS(ks_store_open(&fresh, b, KS_OPEN_CREATE), KS_OK);
        CHECK_STATUS(ks_store_info(&json, stale), KS_ERR_INVALID_ARGUMENT);
        CHECK(json == NULL);
        CHECK_STATUS(ks_session_open_owner(&session, stale), KS_ERR_INVALID_ARGUMENT);
        CHECK(session == NULL);
        ks_store_close(stale);
        CHECK_STATUS(ks_store_info(&json, fresh), KS_OK);
        CHECK(strstr(json, "store-b") != NULL);
        ks_free(json);
        json = NULL;
        /* A session takes the closed store's place: the stale store handle stays refused. */
        ks_store_close(fresh);
        CHECK_STATUS(ks_store_open(&fresh, b, 0), KS_OK);
        CHECK_STATUS(ks_session_open_owner(&session, fresh), KS_OK);
        ks_store_close(fresh);
        CHECK_STATUS(ks_store_info(&json, fresh), KS_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(ks_session_info(&json, session), KS_OK);
        ks_free(json);
        json = NULL;
        ks_session_close(session);
    }
}

/* Media writers: a stale writer neither writes into nor finishes the new one. */
static void test_media_writers(ks_session *session, int rounds) {
    char *json = NULL;
    int round;
    for (round = 0; round < rounds; round++) {
        ks_media_writer *stale = NULL, *fresh = NULL;
        char bytes[32];
        snprintf(bytes, sizeof bytes, "round %d of the writers", round);
        CHECK_STATUS(ks_media_writer_open(&stale, session, NOW), KS_OK);
        CHECK_STATUS(ks_media_writer_write(stale, "discarded", 9), KS_OK);
        ks_media_writer_close(stale);
        CHECK_STATUS(ks_media_writer_open(&fresh, session, NOW), KS_OK);
        CHECK(stale != fresh);
        CHECK_STATUS(ks_media_writer_write(stale, "intruder", 8), KS_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(ks_media_writer_finish(&json, stale), KS_ERR_INVALID_ARGUMENT);
        ks_media_writer_close(stale);
        CHECK_STATUS(ks_media_writer_write(fresh, bytes, strlen(bytes)), KS_OK);
        CHECK_STATUS(ks_media_writer_finish(&json, fresh), KS_OK);
        {
            char size[32];
            snprintf(size, sizeof size, "\"size\":%u", (unsigned)strlen(bytes));
            CHECK(json != NULL && strstr(json, size) != NULL);
        }
        ks_free(json);
        json = NULL;
        ks_media_writer_close(fresh);
    }
}

/* Navigators: a stale navigator does not show or move the new one, over another map. */
static void test_navigators(ks_session *session, int rounds) {
    char *json = NULL;
    char first[64], second[64], child[64];
    int round;
    CHECK_STATUS(ks_mindmap_create(&json, session, "First", NOW), KS_OK);
    json_string(json, "id", first, sizeof first);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_create(&json, session, "Second", NOW), KS_OK);
    json_string(json, "id", second, sizeof second);
    json_string(json, "root_id", child, sizeof child);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_create(&json, session, child, "Child", NULL, NOW), KS_OK);
    json_string(json, "id", child, sizeof child);
    ks_free(json);
    json = NULL;
    for (round = 0; round < rounds; round++) {
        ks_navigator *stale = NULL, *fresh = NULL;
        int can_back = 7;
        CHECK_STATUS(ks_navigator_open(&stale, session, first), KS_OK);
        ks_navigator_close(stale);
        CHECK_STATUS(ks_navigator_open(&fresh, session, second), KS_OK);
        CHECK(stale != fresh);
        CHECK_STATUS(ks_navigator_view(&json, stale), KS_ERR_INVALID_ARGUMENT);
        CHECK(json == NULL);
        CHECK_STATUS(ks_navigator_go(stale, child), KS_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(ks_navigator_can_back(&can_back, stale), KS_ERR_INVALID_ARGUMENT);
        CHECK(can_back == 0);
        ks_navigator_close(stale);
        CHECK_STATUS(ks_navigator_can_back(&can_back, fresh), KS_OK);
        CHECK(can_back == 0);
        CHECK_STATUS(ks_navigator_view(&json, fresh), KS_OK);
        CHECK(strstr(json, second) != NULL);
        ks_free(json);
        json = NULL;
        ks_navigator_close(fresh);
    }
}

/* A handle of one kind where another is expected, and a closed handle whose slot went to
 * another kind. */
static void test_kinds(ks_store *store, ks_session *session, int rounds) {
    char *json = NULL;
    int round;
    ks_media_writer *writer = NULL;
    CHECK_STATUS(ks_store_info(&json, (ks_store *)(void *)session), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_session_info(&json, (ks_session *)(void *)store), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_media_writer_open(&writer, session, NOW), KS_OK);
    CHECK_STATUS(ks_session_info(&json, (ks_session *)(void *)writer), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_navigator_view(&json, (ks_navigator *)(void *)writer), KS_ERR_INVALID_ARGUMENT);
    /* Closing through the wrong kind's close function closes nothing. */
    ks_session_close((ks_session *)(void *)writer);
    ks_navigator_close((ks_navigator *)(void *)writer);
    CHECK_STATUS(ks_media_writer_write(writer, "still open", 10), KS_OK);
    ks_media_writer_close(writer);
    for (round = 0; round < rounds; round++) {
        ks_session *stale = NULL;
        ks_media_writer *other = NULL;
        CHECK_STATUS(ks_session_open_owner(&stale, store), KS_OK);
        ks_session_close(stale);
        CHECK_STATUS(ks_media_writer_open(&other, session, NOW), KS_OK);
        CHECK_STATUS(ks_session_info(&json, stale), KS_ERR_INVALID_ARGUMENT);
        CHECK_STATUS(ks_media_writer_open(&writer, stale, NOW), KS_ERR_INVALID_ARGUMENT);
        CHECK(writer == NULL);
        ks_media_writer_close(other);
    }
    /* Made-up values: never followed. */
    CHECK_STATUS(ks_session_info(&json, (ks_session *)(void *)(uintptr_t)0x1), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_session_info(&json, (ks_session *)(void *)(uintptr_t)0xdeadbeef2), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_session_info(&json, (ks_session *)(void *)(uintptr_t)UINTPTR_MAX), KS_ERR_INVALID_ARGUMENT);
}

int main(int argc, char **argv) {
    char sessions_dir[4096], owner_dir[4096];
    ks_store *store = NULL;
    ks_session *session = NULL;
    int rounds = argc > 2 ? atoi(argv[2]) : 120;
    if (argc < 2) {
        fprintf(stderr, "usage: handles_test WORKDIR [ROUNDS]\n");
        return 2;
    }
    mkdir(argv[1], 0700);
    snprintf(sessions_dir, sizeof sessions_dir, "%s/centre", argv[1]);
    snprintf(owner_dir, sizeof owner_dir, "%s/personal", argv[1]);
    test_sessions(sessions_dir, rounds);
    test_stores(argv[1], rounds);
    CHECK_STATUS(ks_store_open(&store, owner_dir, KS_OPEN_CREATE), KS_OK);
    CHECK_STATUS(ks_session_open_owner(&session, store), KS_OK);
    test_media_writers(session, rounds);
    test_navigators(session, rounds);
    test_kinds(store, session, rounds);
    ks_session_close(session);
    ks_store_close(store);
    printf("handles_test (%d rounds): %d passed, %d failed\n", rounds, checks - failures, failures);
    return failures ? 1 : 0;
}
