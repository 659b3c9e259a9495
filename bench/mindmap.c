/*
 * Mind-map benchmark (issue 4): a map of N nodes (default 1,000,000) built through the public
 * C API with autosave on (every call its own durable transaction), beside a baseline doing the
 * same inserts and selects through raw sqlite3 in the same run, one transaction each, on the
 * same schema and pragmas (WAL, synchronous=FULL, foreign keys on).
 *
 *   mindmap_bench WORKDIR [NODES]
 *
 * The tree: node i (i >= 1) is a child of node (i - 1) / 10, so a level-1 node's subtree holds
 * about N / 9 nodes (111,111 of 1,000,000). Measured: node creation rate, children of a node,
 * navigator open + back, and deleting the subtree of the first level-1 node.
 */
#include "keepsake.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void die(const char *what) {
    fprintf(stderr, "mindmap_bench: %s failed: %s\n", what, ks_last_error_message());
    exit(1);
}

static void sql_die(sqlite3 *db, const char *what) {
    fprintf(stderr, "mindmap_bench: %s failed: %s\n", what, sqlite3_errmsg(db));
    exit(1);
}

static void id_from(const char *json, const char *key, char *out) {
    char pattern[32];
    const char *at;
    snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
    at = strstr(json, pattern);
    if (!at) { fprintf(stderr, "no %s in %s\n", key, json); exit(1); }
    memcpy(out, at + strlen(pattern), 36);
    out[36] = 0;
}

/* A version-4 UUID from a counter, for the baseline (the library makes random ones). */
static void baseline_id(long i, char *out) {
    unsigned long long h = (unsigned long long)i * 0x9E3779B97F4A7C15ull;
    snprintf(out, 37, "%08llx-%04llx-4%03llx-8%03llx-%012llx", (h >> 32) & 0xffffffffull, (h >> 16) & 0xffffull,
             h & 0xfffull, (unsigned long long)(i >> 12) & 0xfffull, (unsigned long long)i & 0xffffffffffffull);
}

static const char *SCHEMA =
    "CREATE TABLE mindmaps (id TEXT NOT NULL PRIMARY KEY, title TEXT NOT NULL, created TEXT NOT NULL,"
    " modified TEXT NOT NULL) WITHOUT ROWID;"
    "CREATE TABLE mindmap_nodes (id TEXT NOT NULL PRIMARY KEY,"
    " map_id TEXT NOT NULL REFERENCES mindmaps (id) ON DELETE CASCADE,"
    " parent_id TEXT REFERENCES mindmap_nodes (id), position INTEGER NOT NULL CHECK (position >= 0),"
    " title TEXT NOT NULL, note TEXT, created TEXT NOT NULL, modified TEXT NOT NULL) WITHOUT ROWID;"
    "CREATE UNIQUE INDEX mindmap_nodes_children ON mindmap_nodes (parent_id, position);"
    "CREATE UNIQUE INDEX mindmap_nodes_root ON mindmap_nodes (map_id) WHERE parent_id IS NULL;"
    "CREATE INDEX mindmap_nodes_by_map ON mindmap_nodes (map_id);";

static const char *NOW = "2026-11-30T09:00:00Z";

/* The host's "now" for the API's i-th call: a clock that advances a millisecond a call from
 * 2026-11-30T09:00:00Z, as a real host passes the real time (the library makes time-ordered
 * ids from it). */
static const char *now_at(long i) {
    static char buf[40];
    long ms = i % 1000, s = i / 1000; /* under 15 hours for up to 50,000,000 calls */
    snprintf(buf, sizeof buf, "2026-11-30T%02ld:%02ld:%02ld.%03ldZ", 9 + s / 3600, (s / 60) % 60, s % 60, ms);
    return buf;
}

int main(int argc, char **argv) {
    char path[4096], *json = NULL, title[32];
    long n = argc > 2 ? atol(argv[2]) : 1000000, i;
    char (*ids)[37];
    double t0, api_rate, raw_rate, api_children_ms, raw_children_ms, nav_ms, api_delete_s, raw_delete_s;
    long deleted_api = 0, deleted_raw = 0;
    int reps = 1000, r;
    ks_store *store = NULL;
    ks_session *session = NULL;
    ks_navigator *nav = NULL;
    sqlite3 *db = NULL;
    sqlite3_stmt *parent_stmt, *max_stmt, *insert_stmt, *touch_stmt, *children_stmt, *delete_stmt;
    if (argc < 2) { fprintf(stderr, "usage: mindmap_bench WORKDIR [NODES]\n"); return 2; }
    if (n < 200) n = 200;
    mkdir(argv[1], 0755);
    ids = (char (*)[37])malloc((size_t)n * 37);

    /* --- Baseline: raw sqlite3, same statements, one transaction per node. --- */
    snprintf(path, sizeof path, "%s/raw.db", argv[1]);
    remove(path);
    if (sqlite3_open(path, &db) != SQLITE_OK) sql_die(db, "open");
    sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;", 0, 0, 0);
    if (sqlite3_exec(db, SCHEMA, 0, 0, 0) != SQLITE_OK) sql_die(db, "schema");
    sqlite3_prepare_v2(db, "SELECT map_id FROM mindmap_nodes WHERE id = ?", -1, &parent_stmt, 0);
    sqlite3_prepare_v2(db, "SELECT max(position) FROM mindmap_nodes WHERE parent_id = ?", -1, &max_stmt, 0);
    sqlite3_prepare_v2(db, "INSERT INTO mindmap_nodes VALUES (?, ?, ?, ?, ?, ?, ?, ?)", -1, &insert_stmt, 0);
    sqlite3_prepare_v2(db, "UPDATE mindmaps SET modified = ? WHERE id = ?", -1, &touch_stmt, 0);
    sqlite3_exec(db, "INSERT INTO mindmaps VALUES ('00000000-0000-4000-8000-000000000000', 'bench', '2026-11-30T09:00:00Z', '2026-11-30T09:00:00Z')", 0, 0, 0);
    t0 = seconds();
    for (i = 0; i < n; i++) {
        long position = 0;
        baseline_id(i, ids[i]);
        snprintf(title, sizeof title, "node %ld", i);
        sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0);
        if (i > 0) {
            sqlite3_bind_text(parent_stmt, 1, ids[(i - 1) / 10], -1, SQLITE_STATIC);
            if (sqlite3_step(parent_stmt) != SQLITE_ROW) sql_die(db, "parent");
            sqlite3_reset(parent_stmt);
            sqlite3_bind_text(max_stmt, 1, ids[(i - 1) / 10], -1, SQLITE_STATIC);
            sqlite3_step(max_stmt);
            if (sqlite3_column_type(max_stmt, 0) != SQLITE_NULL) position = sqlite3_column_int64(max_stmt, 0) + 1;
            sqlite3_reset(max_stmt);
        }
        sqlite3_bind_text(insert_stmt, 1, ids[i], -1, SQLITE_STATIC);
        sqlite3_bind_text(insert_stmt, 2, "00000000-0000-4000-8000-000000000000", -1, SQLITE_STATIC);
        if (i > 0) sqlite3_bind_text(insert_stmt, 3, ids[(i - 1) / 10], -1, SQLITE_STATIC);
        else sqlite3_bind_null(insert_stmt, 3);
        sqlite3_bind_int64(insert_stmt, 4, position);
        sqlite3_bind_text(insert_stmt, 5, title, -1, SQLITE_STATIC);
        sqlite3_bind_null(insert_stmt, 6);
        sqlite3_bind_text(insert_stmt, 7, NOW, -1, SQLITE_STATIC);
        sqlite3_bind_text(insert_stmt, 8, NOW, -1, SQLITE_STATIC);
        if (sqlite3_step(insert_stmt) != SQLITE_DONE) sql_die(db, "insert");
        sqlite3_reset(insert_stmt);
        sqlite3_bind_text(touch_stmt, 1, NOW, -1, SQLITE_STATIC);
        sqlite3_bind_text(touch_stmt, 2, "00000000-0000-4000-8000-000000000000", -1, SQLITE_STATIC);
        sqlite3_step(touch_stmt);
        sqlite3_reset(touch_stmt);
        if (sqlite3_exec(db, "COMMIT", 0, 0, 0) != SQLITE_OK) sql_die(db, "commit");
    }
    raw_rate = (double)n / (seconds() - t0);
    sqlite3_prepare_v2(db, "SELECT id, map_id, parent_id, position, title, note, created, modified FROM mindmap_nodes WHERE parent_id = ? ORDER BY position", -1, &children_stmt, 0);
    t0 = seconds();
    for (r = 0; r < reps; r++) {
        sqlite3_bind_text(children_stmt, 1, ids[11111 + r], -1, SQLITE_STATIC);
        while (sqlite3_step(children_stmt) == SQLITE_ROW) {}
        sqlite3_reset(children_stmt);
    }
    raw_children_ms = (seconds() - t0) * 1000 / reps;
    sqlite3_prepare_v2(db, "DELETE FROM mindmap_nodes WHERE id IN (WITH RECURSIVE subtree(id) AS (SELECT id FROM mindmap_nodes WHERE id = ? "
                       "UNION ALL SELECT n.id FROM mindmap_nodes n JOIN subtree s ON n.parent_id = s.id) SELECT id FROM subtree)", -1, &delete_stmt, 0);
    t0 = seconds();
    sqlite3_exec(db, "BEGIN IMMEDIATE", 0, 0, 0);
    sqlite3_bind_text(delete_stmt, 1, ids[1], -1, SQLITE_STATIC);
    if (sqlite3_step(delete_stmt) != SQLITE_DONE) sql_die(db, "delete");
    deleted_raw = sqlite3_changes(db);
    sqlite3_exec(db, "COMMIT", 0, 0, 0);
    raw_delete_s = seconds() - t0;
    sqlite3_finalize(parent_stmt); sqlite3_finalize(max_stmt); sqlite3_finalize(insert_stmt);
    sqlite3_finalize(touch_stmt); sqlite3_finalize(children_stmt); sqlite3_finalize(delete_stmt);
    sqlite3_close(db);

    /* --- The public API. --- */
    snprintf(path, sizeof path, "%s/store", argv[1]);
    if (ks_store_open(&store, path, KS_OPEN_CREATE) != KS_OK) die("ks_store_open");
    if (ks_session_open_owner(&session, store) != KS_OK) die("ks_session_open_owner");
    t0 = seconds();
    if (ks_mindmap_create(&json, session, "bench", NOW) != KS_OK) die("ks_mindmap_create");
    id_from(json, "root_id", ids[0]);
    {
        char map_id[37];
        id_from(json, "id", map_id);
        ks_free(json);
        for (i = 1; i < n; i++) {
            snprintf(title, sizeof title, "node %ld", i);
            if (ks_mindmap_node_create(&json, session, ids[(i - 1) / 10], title, NULL, now_at(i)) != KS_OK) die("ks_mindmap_node_create");
            id_from(json, "id", ids[i]);
            ks_free(json);
        }
        api_rate = (double)n / (seconds() - t0);
        t0 = seconds();
        for (r = 0; r < reps; r++) {
            if (ks_mindmap_node_children(&json, session, ids[11111 + r]) != KS_OK) die("ks_mindmap_node_children");
            ks_free(json);
        }
        api_children_ms = (seconds() - t0) * 1000 / reps;
        if (ks_navigator_open(&nav, session, map_id) != KS_OK) die("ks_navigator_open");
        t0 = seconds();
        for (r = 0; r < reps; r++) {
            if (ks_navigator_go(nav, ids[1 + r % 10]) != KS_OK || ks_navigator_back(nav) != KS_OK) die("navigator");
        }
        nav_ms = (seconds() - t0) * 1000 / reps;
        ks_navigator_close(nav);
        t0 = seconds();
        if (ks_mindmap_node_delete(&json, session, ids[1], now_at(n)) != KS_OK) die("ks_mindmap_node_delete");
        api_delete_s = seconds() - t0;
        deleted_api = strtol(strstr(json, "\"nodes\":") + 8, NULL, 10);
        ks_free(json);
    }
    ks_session_close(session);
    ks_store_close(store);
    free(ids);

    printf("nodes=%ld\n", n);
    printf("create_api_per_s=%.0f\ncreate_raw_per_s=%.0f\ncreate_ratio=%.3f\n", api_rate, raw_rate, api_rate / raw_rate);
    printf("children_api_ms=%.4f\nchildren_raw_ms=%.4f\n", api_children_ms, raw_children_ms);
    printf("open_back_api_ms=%.4f\n", nav_ms);
    printf("delete_api_s=%.3f\ndelete_api_nodes=%ld\ndelete_raw_s=%.3f\ndelete_raw_nodes=%ld\n", api_delete_s, deleted_api, raw_delete_s, deleted_raw);
    return 0;
}
