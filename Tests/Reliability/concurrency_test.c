/*
 * concurrency_test.c — many threads and two processes on one store, through the C ABI.
 *
 *   1. shared handles: THREADS threads share one ks_store and one ks_session (the header allows
 *      it: calls on one handle are serialised inside the library); each adds media through its
 *      own ks_media_writer, marks moods, lists and reads media.
 *   2. own handles: THREADS threads each open their own ks_store and session on the same
 *      folder (separate SQLite connections, competing for the write lock).
 *   3. two processes: this program re-executed as a child works on the same store at the same
 *      time as the parent (own handles in each).
 *   After each: every acknowledged write is there (no lost update), PRAGMA integrity_check is
 *   "ok", and no call failed (busy is absorbed by waiting within the busy timeout).
 *   4. busy: a second process holds the write lock (BEGIN IMMEDIATE through SQLite). Held for
 *      1 s, a change waits and succeeds; held past the busy timeout (5 s), it fails with
 *      KS_ERR_BUSY after waiting about that long; reads go on meanwhile (WAL).
 *
 *   concurrency_test WORKDIR
 * Compiled like Tests/CABI/abi_test.c, plus -lpthread -lsqlite3.
 */
#include <keepsake.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define THREADS 8
#define MEDIA_PER_THREAD 12
#define MOODS_PER_THREAD 20

static const char *NOW = "2026-11-30T09:00:00Z";
static const char *TODAY = "2026-11-30";
static int failures;
static pthread_mutex_t failure_lock = PTHREAD_MUTEX_INITIALIZER;

#define CHECK(cond, ...) do { if (!(cond)) { pthread_mutex_lock(&failure_lock); failures++; \
    fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); fprintf(stderr, __VA_ARGS__); \
    fprintf(stderr, " (%s)\n", ks_last_error_message()); pthread_mutex_unlock(&failure_lock); } } while (0)

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

struct worker {
    ks_store *store;      /* shared, or NULL to open its own */
    ks_session *session;
    const char *path;
    int id;               /* distinct per thread and process: media bytes and mood years */
};

/* Media content of (worker, index): unique bytes, so every add is a new file. */
static void content(unsigned char *buffer, size_t size, int id, int index) {
    unsigned long long x = 0x9E3779B97F4A7C15ull * (unsigned long long)(id * 1000 + index + 1);
    size_t i;
    for (i = 0; i < size; i++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; buffer[i] = (unsigned char)x; }
}

static size_t media_size(int index) { return 1000 + (size_t)index * 7919; }

static void *work(void *argument) {
    struct worker *w = argument;
    ks_store *store = w->store;
    ks_session *session = w->session;
    unsigned char buffer[100000];
    int i;
    if (!store) {
        CHECK(ks_store_open(&store, w->path, 0) == KS_OK, "worker %d: ks_store_open", w->id);
        CHECK(ks_session_open_owner(&session, store) == KS_OK, "worker %d: ks_session_open_owner", w->id);
        if (!session) return NULL;
    }
    for (i = 0; i < MEDIA_PER_THREAD || i < MOODS_PER_THREAD; i++) {
        if (i < MEDIA_PER_THREAD) {
            ks_media_writer *writer = NULL;
            size_t size = media_size(i), done = 0;
            char *record = NULL;
            content(buffer, size, w->id, i);
            CHECK(ks_media_writer_open(&writer, session, NOW) == KS_OK, "worker %d: ks_media_writer_open", w->id);
            while (writer && done < size) {
                size_t n = size - done < 4096 ? size - done : 4096;
                CHECK(ks_media_writer_write(writer, buffer + done, n) == KS_OK, "worker %d: write", w->id);
                done += n;
            }
            CHECK(writer && ks_media_writer_finish(&record, writer) == KS_OK, "worker %d: finish", w->id);
            ks_media_writer_close(writer);
            ks_free(record);
        }
        if (i < MOODS_PER_THREAD) {
            char date[32];
            snprintf(date, sizeof date, "%04d-01-%02d", 1700 + w->id, 1 + i);
            CHECK(ks_mood_set(NULL, session, date, (i % 3) == 0 ? "good" : (i % 3) == 1 ? "ok" : "bad", NULL, TODAY, NOW) == KS_OK,
                  "worker %d: ks_mood_set %s", w->id, date);
        }
        if (i % 5 == 0) {
            char *list = NULL;
            CHECK(ks_media_list(&list, session) == KS_OK, "worker %d: ks_media_list", w->id);
            ks_free(list);
        }
    }
    if (!w->store) {
        ks_session_close(session);
        ks_store_close(store);
    }
    return NULL;
}

/* Every write of workers [first, first + count) is in the store, and the database is sound. */
static void verify(const char *path, int first, int count) {
    char db_path[4096];
    sqlite3 *db = NULL;
    sqlite3_stmt *stmt = NULL;
    int id, i;
    snprintf(db_path, sizeof db_path, "%s/keepsake.db", path);
    CHECK(sqlite3_open_v2(db_path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK, "open %s", db_path);
    sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &stmt, NULL);
    CHECK(sqlite3_step(stmt) == SQLITE_ROW && strcmp((const char *)sqlite3_column_text(stmt, 0), "ok") == 0,
          "integrity_check of %s", path);
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    {
        ks_store *store = NULL;
        ks_session *session = NULL;
        unsigned char expected[100000], actual[100000];
        CHECK(ks_store_open(&store, path, 0) == KS_OK, "reopen %s", path);
        CHECK(ks_session_open_owner(&session, store) == KS_OK, "owner session");
        for (id = first; id < first + count; id++) {
            char *csv = NULL;
            int year = 1700 + id;
            for (i = 0; i < MEDIA_PER_THREAD; i++) {
                /* Find the record by content: add it again, which must change nothing. */
                ks_media_writer *writer = NULL;
                char *record = NULL, sha[65];
                const char *p;
                size_t size = media_size(i), got = 0;
                content(expected, size, id, i);
                ks_media_writer_open(&writer, session, NOW);
                ks_media_writer_write(writer, expected, size);
                CHECK(ks_media_writer_finish(&record, writer) == KS_OK, "hash media");
                ks_media_writer_close(writer);
                p = record ? strstr(record, "\"sha256\":\"") : NULL;
                if (!p) { ks_free(record); continue; }
                memcpy(sha, p + 10, 64);
                sha[64] = 0;
                ks_free(record);
                CHECK(ks_media_read(&got, actual, sizeof actual, session, sha, 0) == KS_OK && got == size &&
                      memcmp(actual, expected, size) == 0, "media %d of worker %d reads back", i, id);
            }
            char csv_path[4096], rows[32];
            FILE *file;
            snprintf(csv_path, sizeof csv_path, "%s.moods-%d.csv", path, id);
            CHECK(ks_mood_export_csv(&csv, session, year, csv_path, TODAY) == KS_OK, "export year %d", year);
            snprintf(rows, sizeof rows, "\"records\":%d", MOODS_PER_THREAD);
            CHECK(csv && strstr(csv, rows), "worker %d: export result %s", id, csv ? csv : "(none)");
            ks_free(csv);
            file = fopen(csv_path, "r");
            CHECK(file != NULL, "open %s", csv_path);
            if (file) {
                int lines = 0, c;
                while ((c = fgetc(file)) != EOF) lines += c == '\n';
                fclose(file);
                CHECK(lines == 1 + MOODS_PER_THREAD, "worker %d: %d mood lines, expected %d", id, lines - 1, MOODS_PER_THREAD);
            }
        }
        {
            char *list = NULL;
            CHECK(ks_media_list(&list, session) == KS_OK, "list");
            ks_free(list);
        }
        ks_session_close(session);
        ks_store_close(store);
    }
}

static void run_threads(const char *path, int shared, int first) {
    pthread_t threads[THREADS];
    struct worker workers[THREADS];
    ks_store *store = NULL;
    ks_session *session = NULL;
    int i;
    if (shared) {
        CHECK(ks_store_open(&store, path, KS_OPEN_CREATE) == KS_OK, "open %s", path);
        CHECK(ks_session_open_owner(&session, store) == KS_OK, "session");
    }
    for (i = 0; i < THREADS; i++) {
        workers[i].store = store;
        workers[i].session = session;
        workers[i].path = path;
        workers[i].id = first + i;
        pthread_create(&threads[i], NULL, work, &workers[i]);
    }
    for (i = 0; i < THREADS; i++) pthread_join(threads[i], NULL);
    ks_session_close(session);
    ks_store_close(store);
}

static pid_t spawn(const char *self, const char *mode, const char *path, const char *argument) {
    pid_t pid = fork();
    if (pid == 0) {
        execl(self, self, mode, path, argument, (char *)NULL);
        _exit(127);
    }
    return pid;
}

/* Child: holds the write lock of `path` for `ms` milliseconds, having said so on stdout. */
static int hold(const char *path, int ms) {
    char db_path[4096];
    sqlite3 *db = NULL;
    snprintf(db_path, sizeof db_path, "%s/keepsake.db", path);
    if (sqlite3_open(db_path, &db) != SQLITE_OK || sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) return 1;
    printf("HOLDING\n");
    fflush(stdout);
    {
        struct timespec pause;
        pause.tv_sec = ms / 1000;
        pause.tv_nsec = (long)(ms % 1000) * 1000000L;
        nanosleep(&pause, NULL);
    }
    sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
    sqlite3_close(db);
    return 0;
}

static pid_t spawn_holder(const char *self, const char *path, const char *ms) {
    int fds[2];
    char line[32] = "";
    pid_t pid;
    FILE *in;
    if (pipe(fds) != 0) return -1;
    pid = fork();
    if (pid == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        execl(self, self, "hold", path, ms, (char *)NULL);
        _exit(127);
    }
    close(fds[1]);
    in = fdopen(fds[0], "r");
    if (!fgets(line, sizeof line, in) || strcmp(line, "HOLDING\n") != 0) CHECK(0, "the lock holder did not start");
    fclose(in);
    return pid;
}

static void busy(const char *self, const char *path) {
    ks_store *store = NULL;
    ks_session *session = NULL;
    char *list = NULL;
    double start, elapsed;
    int status;
    ks_status s;
    pid_t holder;
    CHECK(ks_store_open(&store, path, 0) == KS_OK, "open for busy");
    CHECK(ks_session_open_owner(&session, store) == KS_OK, "session for busy");

    holder = spawn_holder(self, path, "1000");
    start = seconds();
    CHECK(ks_media_list(&list, session) == KS_OK, "a read while another process holds the write lock");
    ks_free(list);
    CHECK(seconds() - start < 0.5, "a read waited %.2f s for a writer (WAL lets it go on)", seconds() - start);
    s = ks_mood_set(NULL, session, "2026-11-01", "good", NULL, TODAY, NOW);
    elapsed = seconds() - start;
    CHECK(s == KS_OK, "a change waiting 1 s for the lock gave %s", ks_status_name(s));
    CHECK(elapsed > 0.5 && elapsed < 4.5, "the change waited %.2f s; the lock was held about 1 s", elapsed);
    printf("busy: a change waited %.2f s for a 1 s lock and succeeded\n", elapsed);
    waitpid(holder, &status, 0);

    holder = spawn_holder(self, path, "7000");
    start = seconds();
    s = ks_mood_set(NULL, session, "2026-11-02", "bad", NULL, TODAY, NOW);
    elapsed = seconds() - start;
    CHECK(s == KS_ERR_BUSY, "a change against a 7 s lock gave %s, expected KS_ERR_BUSY", ks_status_name(s));
    CHECK(strlen(ks_last_error_message()) > 0, "KS_ERR_BUSY without a message");
    CHECK(elapsed > 4.0 && elapsed < 6.5, "KS_ERR_BUSY came after %.2f s; the busy timeout is 5 s", elapsed);
    printf("busy: a change against a 7 s lock gave %s after %.2f s: %s\n", ks_status_name(s), elapsed, ks_last_error_message());
    waitpid(holder, &status, 0);
    s = ks_mood_set(NULL, session, "2026-11-02", "bad", NULL, TODAY, NOW);
    CHECK(s == KS_OK, "a change once the lock is released gave %s", ks_status_name(s));
    ks_session_close(session);
    ks_store_close(store);
}

int main(int argc, char **argv) {
    char shared_path[4096], own_path[4096], two_path[4096];
    double start;
    int status;
    pid_t child;
    if (argc == 4 && strcmp(argv[1], "hold") == 0) return hold(argv[2], atoi(argv[3]));
    if (argc == 4 && strcmp(argv[1], "child") == 0) {
        run_threads(argv[2], 0, atoi(argv[3]));
        return failures ? 1 : 0;
    }
    if (argc != 2) { fprintf(stderr, "usage: concurrency_test WORKDIR\n"); return 2; }
    snprintf(shared_path, sizeof shared_path, "%s/shared", argv[1]);
    snprintf(own_path, sizeof own_path, "%s/own", argv[1]);
    snprintf(two_path, sizeof two_path, "%s/two-processes", argv[1]);

    start = seconds();
    run_threads(shared_path, 1, 0);
    verify(shared_path, 0, THREADS);
    printf("shared handles: %d threads, %.1f s\n", THREADS, seconds() - start);

    start = seconds();
    {   /* create the store first, so that no two threads race to create it */
        ks_store *s = NULL;
        CHECK(ks_store_open(&s, own_path, KS_OPEN_CREATE) == KS_OK, "create %s", own_path);
        ks_store_close(s);
    }
    run_threads(own_path, 0, 100);
    verify(own_path, 100, THREADS);
    printf("own handles: %d threads, %.1f s\n", THREADS, seconds() - start);

    start = seconds();
    {
        ks_store *s = NULL;
        CHECK(ks_store_open(&s, two_path, KS_OPEN_CREATE) == KS_OK, "create %s", two_path);
        ks_store_close(s);
    }
    child = spawn(argv[0], "child", two_path, "300");
    run_threads(two_path, 0, 200);
    waitpid(child, &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the second process failed (status %d)", status);
    verify(two_path, 200, THREADS);
    verify(two_path, 300, THREADS);
    printf("two processes: %d threads each, %.1f s\n", THREADS, seconds() - start);

    busy(argv[0], two_path);
    if (failures) { fprintf(stderr, "concurrency: %d failures\n", failures); return 1; }
    printf("concurrency: all passed\n");
    return 0;
}
