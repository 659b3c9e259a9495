/*
 * The C ABI test of mind maps (keepsake.h, section "Mind maps"): every mind-map function
 * through the built libkeepsake.so, its errors and ownership rules. Compiled as strict C99 and
 * as C++, run under valgrind (leaks fail the run).
 *
 *   mindmap_test WORKDIR SAMPLES [DEPTH]
 *
 * SAMPLES is the folder of real OPML and Freeplane files; DEPTH (default 100000) the length
 * of the chain every call must handle (smaller under valgrind, which is slow).
 */
#include "keepsake.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "check.h"

static const char *NOW = "2026-11-30T09:00:00Z";
static const char *LATER = "2026-11-30T10:00:00Z";
static char workdir[4096];
static char samples[4096];
/* Under valgrind (a short chain) the smaller Freeplane sample stands in for the user guide. */
static int quick = 0;
static const char *big_sample = "freeplane-user-guide.mm";
static long big_count = 1460;

static char *path_in(const char *folder, const char *name) {
    size_t n = strlen(folder) + strlen(name) + 2;
    char *p = (char *)malloc(n);
    snprintf(p, n, "%s/%s", folder, name);
    return p;
}

static int contains(const char *haystack, const char *needle) {
    return haystack != NULL && strstr(haystack, needle) != NULL;
}

static long json_int(const char *json, const char *key) {
    char pattern[64];
    const char *at;
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    at = json ? strstr(json, pattern) : NULL;
    return at ? strtol(at + strlen(pattern), NULL, 10) : -1;
}

static long count(const char *haystack, const char *needle) {
    long n = 0;
    const char *at = haystack;
    while (at && (at = strstr(at, needle)) != NULL) { n++; at += strlen(needle); }
    return n;
}

static long file_size(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 ? (long)st.st_size : -1;
}

/* ---------------------------------------------------------------------------------------- */

static void test_arguments(ks_session *session) {
    char *json = (char *)0x1;
    ks_navigator *nav = (ks_navigator *)0x1;
    char bad_utf8[] = {'x', (char)0xC3, (char)0x28, 0};
    ks_bubble centre;
    ks_export_options options = KS_EXPORT_OPTIONS_INIT;

    ks_navigator_close(NULL);
    CHECK_STATUS(ks_mindmap_create(&json, NULL, "t", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(json == NULL);
    CHECK_STATUS(ks_mindmap_create(&json, session, NULL, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "title is NULL"));
    CHECK_STATUS(ks_mindmap_create(&json, session, bad_utf8, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "not valid UTF-8"));
    CHECK_STATUS(ks_mindmap_create(&json, session, "   ", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "blank"));
    CHECK_STATUS(ks_mindmap_create(&json, session, "t", "yesterday"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_create(&json, session, "t", NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_list(NULL, session), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_get(&json, session, "nope"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_get(&json, session, "00000000-0000-4000-8000-000000000000"), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_mindmap_get(NULL, session, "00000000-0000-4000-8000-000000000000"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_rename(&json, session, NULL, "t", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_delete(&json, session, "00000000-0000-4000-8000-000000000000"), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_mindmap_node_create(&json, session, NULL, "t", NULL, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_node_create(&json, session, "00000000-0000-4000-8000-000000000000", "t", NULL, NOW), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_mindmap_node_get(&json, session, bad_utf8), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_node_children(&json, session, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_node_path(NULL, session, "00000000-0000-4000-8000-000000000000"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_node_set_title(&json, session, "00000000-0000-4000-8000-000000000000", "t", NOW), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_mindmap_node_set_note(&json, session, "00000000-0000-4000-8000-000000000000", NULL, NOW), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_mindmap_node_delete_preview(&json, session, "00000000-0000-4000-8000-000000000000"), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_mindmap_node_delete(&json, session, "00000000-0000-4000-8000-000000000000", NOW), KS_ERR_NOT_FOUND);
    CHECK(json == NULL);
    CHECK_STATUS(ks_navigator_open(NULL, session, "00000000-0000-4000-8000-000000000000"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_navigator_open(&nav, session, "00000000-0000-4000-8000-000000000000"), KS_ERR_NOT_FOUND);
    CHECK(nav == NULL);
    CHECK_STATUS(ks_navigator_restore(&nav, session, "{}"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_navigator_restore(&nav, session, "[[[[["), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_navigator_restore(&nav, session, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_navigator_view(&json, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_navigator_view(&json, (ks_navigator *)session), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "navigator handle is closed or not a navigator handle"));
    CHECK_STATUS(ks_navigator_go(NULL, "x"), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_navigator_back(NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_navigator_can_back(NULL, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_navigator_save(&json, NULL), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_layout(NULL, NULL, NULL, 414, 896, 44, 0), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_layout(&centre, NULL, NULL, 414, 896, 44, 3), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_layout(&centre, NULL, NULL, NAN, 896, 44, 0), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_layout(&centre, NULL, NULL, 414, -1, 44, 0), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_layout(&centre, NULL, NULL, 414, 896, INFINITY, 0), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_layout(&centre, NULL, NULL, 414, 896, 44, (size_t)-1), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_import_file(&json, session, (ks_mindmap_format)99, "x", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_import_file(&json, session, KS_MINDMAP_SVG, "x", NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_import_file(&json, session, KS_MINDMAP_OPML, "/nonexistent.opml", NOW), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_mindmap_export_file(&json, session, "00000000-0000-4000-8000-000000000000", KS_MINDMAP_OPML, "/tmp/x"), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_mindmap_export_bundle(&json, session, "00000000-0000-4000-8000-000000000000", "/tmp/x", NULL), KS_ERR_INVALID_ARGUMENT);
    options.version = 99;
    CHECK_STATUS(ks_mindmap_export_bundle(&json, session, "00000000-0000-4000-8000-000000000000", "/tmp/x", &options), KS_ERR_INVALID_ARGUMENT);
    CHECK(json == NULL);
}

static void test_maps_and_nodes(ks_session *session) {
    char *json = NULL;
    char map_id[64], root_id[64], a_id[64], b_id[64], c_id[64];

    CHECK_STATUS(ks_mindmap_create(&json, session, "  Holidays  ", NOW), KS_OK);
    CHECK(contains(json, "\"title\":\"Holidays\""));
    CHECK(json_int(json, "node_count") == 1);
    json_string(json, "id", map_id, sizeof map_id);
    json_string(json, "root_id", root_id, sizeof root_id);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_get(&json, session, root_id), KS_OK);
    CHECK(contains(json, "\"parent_id\":null") && contains(json, "\"title\":\"Holidays\"") && contains(json, "\"note\":null"));
    ks_free(json);

    CHECK_STATUS(ks_mindmap_node_create(&json, session, root_id, "Beach", "sun\nsand", NOW), KS_OK);
    CHECK(contains(json, "\"note\":\"sun\\nsand\"") && contains(json, "\"position\":0"));
    json_string(json, "id", a_id, sizeof a_id);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_create(NULL, session, root_id, "Mountains", NULL, NOW), KS_OK);
    CHECK_STATUS(ks_mindmap_node_create(&json, session, a_id, "Towels", "", NOW), KS_OK);
    CHECK(contains(json, "\"note\":null"));
    json_string(json, "id", b_id, sizeof b_id);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_create(&json, session, b_id, "Blue one", NULL, LATER), KS_OK);
    json_string(json, "id", c_id, sizeof c_id);
    ks_free(json);

    CHECK_STATUS(ks_mindmap_node_children(&json, session, root_id), KS_OK);
    CHECK(json != NULL && strstr(json, "Beach") < strstr(json, "Mountains"));
    CHECK(count(json, "\"id\":") == 2);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_path(&json, session, c_id), KS_OK);
    CHECK(contains(json, "{\"path\":[{\"id\":") && contains(json, "\"title\":\"Holidays\"},{") && contains(json, "\"title\":\"Blue one\"}]}"));
    ks_free(json);

    CHECK_STATUS(ks_mindmap_node_set_title(&json, session, b_id, "Big towels", LATER), KS_OK);
    CHECK(contains(json, "\"title\":\"Big towels\"") && contains(json, LATER));
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_set_title(&json, session, b_id, "", LATER), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_node_set_note(&json, session, b_id, "Blue & white", LATER), KS_OK);
    CHECK(contains(json, "\"note\":\"Blue & white\""));
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_set_note(&json, session, b_id, NULL, LATER), KS_OK);
    CHECK(contains(json, "\"note\":null"));
    ks_free(json);
    /* Links (FORMAT.md R68): set both at once, read back, refused without change, cleared. */
    CHECK_STATUS(ks_mindmap_node_set_link(&json, session, b_id, " https://example.org/towels ",
                                          "https://example.org/feed.xml", LATER), KS_OK);
    CHECK(contains(json, "\"link\":\"https://example.org/towels\"") && contains(json, "\"feed\":\"https://example.org/feed.xml\""));
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_set_link(&json, session, b_id, "javascript:alert(1)", NULL, LATER), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "javascript:"));
    CHECK_STATUS(ks_mindmap_node_set_link(&json, session, b_id, "https://e.org/\x01", NULL, LATER), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_node_get(&json, session, b_id), KS_OK);
    CHECK(contains(json, "\"link\":\"https://example.org/towels\""));
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_set_link(&json, session, b_id, NULL, "", LATER), KS_OK);
    CHECK(contains(json, "\"link\":null") && contains(json, "\"feed\":null"));
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_set_link(NULL, session, "00000000-0000-4000-8000-000000000000", "https://e.org/", NULL, LATER), KS_ERR_NOT_FOUND);

    CHECK_STATUS(ks_mindmap_list(&json, session), KS_OK);
    CHECK(contains(json, "\"modified\":\"2026-11-30T10:00:00Z\"") && json_int(json, "node_count") == 5);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_rename(&json, session, map_id, "Summer", LATER), KS_OK);
    CHECK(contains(json, "\"title\":\"Summer\""));
    ks_free(json);
    CHECK_STATUS(ks_mindmap_get(&json, session, map_id), KS_OK);
    CHECK(contains(json, "\"title\":\"Summer\""));
    ks_free(json);

    CHECK_STATUS(ks_mindmap_node_delete_preview(&json, session, a_id), KS_OK);
    CHECK(json != NULL && strcmp(json, "{\"attachments\":0,\"nodes\":3}") == 0);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_delete(&json, session, root_id, LATER), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "delete the map instead"));
    CHECK_STATUS(ks_mindmap_node_delete(&json, session, a_id, LATER), KS_OK);
    CHECK(json != NULL && strcmp(json, "{\"attachments\":0,\"nodes\":3}") == 0);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_get(&json, session, c_id), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_mindmap_delete(&json, session, map_id), KS_OK);
    CHECK(json != NULL && strcmp(json, "{\"attachments\":0,\"nodes\":2}") == 0);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_list(&json, session), KS_OK);
    CHECK(json != NULL && strcmp(json, "{\"maps\":[]}") == 0);
    ks_free(json);
}

static void test_navigator(ks_session *session) {
    char *json = NULL, *state = NULL;
    char map_id[64], root_id[64], a_id[64], a1_id[64], b_id[64];
    ks_navigator *nav = NULL, *again = NULL;
    int can_back = 7;

    CHECK_STATUS(ks_mindmap_create(&json, session, "Nav", NOW), KS_OK);
    json_string(json, "id", map_id, sizeof map_id);
    json_string(json, "root_id", root_id, sizeof root_id);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_create(&json, session, root_id, "a", NULL, NOW), KS_OK);
    json_string(json, "id", a_id, sizeof a_id);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_create(&json, session, a_id, "a1", NULL, NOW), KS_OK);
    json_string(json, "id", a1_id, sizeof a1_id);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_create(&json, session, root_id, "b", NULL, NOW), KS_OK);
    json_string(json, "id", b_id, sizeof b_id);
    ks_free(json);

    CHECK_STATUS(ks_navigator_open(&nav, session, map_id), KS_OK);
    CHECK_STATUS(ks_navigator_can_back(&can_back, nav), KS_OK);
    CHECK(can_back == 0);
    CHECK_STATUS(ks_navigator_back(nav), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_navigator_view(&json, nav), KS_OK);
    CHECK(contains(json, "\"can_back\":false") && count(json, "\"parent_id\":\"") == 2 && contains(json, "\"path\":[{\"id\":"));
    ks_free(json);
    CHECK_STATUS(ks_navigator_go(nav, a_id), KS_OK);
    CHECK_STATUS(ks_navigator_go(nav, a1_id), KS_OK);
    CHECK_STATUS(ks_navigator_go(nav, b_id), KS_OK);
    CHECK_STATUS(ks_navigator_go(nav, "00000000-0000-4000-8000-000000000000"), KS_ERR_NOT_FOUND);
    CHECK_STATUS(ks_navigator_back(nav), KS_OK);
    CHECK_STATUS(ks_navigator_view(&json, nav), KS_OK);
    CHECK(contains(json, "\"active\":{") && contains(json, "\"title\":\"a1\"},\"can_back\":true"));
    CHECK(contains(json, "\"path\":[{\"id\":\"") && contains(json, "\"title\":\"a\"},{\"id\":\""));
    ks_free(json);
    CHECK_STATUS(ks_navigator_save(&state, nav), KS_OK);
    CHECK(contains(state, "\"navigator\":1") && contains(state, a_id));
    ks_navigator_close(nav);
    CHECK_STATUS(ks_navigator_view(&json, nav), KS_ERR_INVALID_ARGUMENT);

    /* Deleting the active node and its history: a restored navigator drops them. */
    CHECK_STATUS(ks_mindmap_node_delete(NULL, session, a_id, LATER), KS_OK);
    CHECK_STATUS(ks_navigator_restore(&again, session, state), KS_OK);
    CHECK_STATUS(ks_navigator_can_back(&can_back, again), KS_OK);
    CHECK(can_back == 0);
    CHECK_STATUS(ks_navigator_view(&json, again), KS_OK);
    CHECK(contains(json, "\"parent_id\":null,\"position\":0,\"title\":\"Nav\"},\"can_back\":false"));
    ks_free(json);
    ks_navigator_close(again);
    CHECK_STATUS(ks_mindmap_delete(NULL, session, map_id), KS_OK);
    CHECK_STATUS(ks_navigator_restore(&again, session, state), KS_ERR_NOT_FOUND);
    CHECK(again == NULL);
    ks_free(state);
}

static void check_layout(double width, double height, double tap) {
    size_t n, i, j;
    int bad = 0;
    ks_bubble centre;
    ks_bubble *all = (ks_bubble *)malloc(201 * sizeof(ks_bubble));
    for (n = 0; n <= 200; n++) {
        uint32_t rings = 99;
        CHECK_STATUS(ks_mindmap_layout(&centre, all + 1, &rings, width, height, tap, n), KS_OK);
        all[0] = centre;
        if (n == 0 && rings != 0) bad++;
        for (i = 0; i <= n; i++) {
            if (all[i].x - all[i].radius < 0 || all[i].x + all[i].radius > width ||
                all[i].y - all[i].radius < 0 || all[i].y + all[i].radius > height || !(all[i].radius > 0)) bad++;
            for (j = i + 1; j <= n; j++) {
                double dx = all[i].x - all[j].x, dy = all[i].y - all[j].y;
                if (sqrt(dx * dx + dy * dy) <= all[i].radius + all[j].radius) bad++;
            }
        }
    }
    CHECK(bad == 0);
    CHECK_STATUS(ks_mindmap_layout(&centre, all + 1, NULL, width, height, tap, 8), KS_OK);
    CHECK(all[1].radius * 2 >= tap);
    free(all);
}

static void test_interchange(ks_session *session, ks_session *other) {
    char *json = NULL;
    char map_id[64], opml_id[64];
    char *file;
    ks_export_options options = KS_EXPORT_OPTIONS_INIT;
    options.created = NOW;

    file = path_in(samples, "opml-encoding.opml");
    CHECK_STATUS(ks_mindmap_import_file(&json, session, KS_MINDMAP_OPML, file, NOW), KS_OK);
    CHECK(contains(json, "\"title\":\"test/encoding.txt\"") && json_int(json, "node_count") == 17);
    json_string(json, "id", opml_id, sizeof opml_id);
    ks_free(json);
    free(file);
    file = path_in(samples, "opml-editor-source.opml");
    CHECK_STATUS(ks_mindmap_import_file(&json, session, KS_MINDMAP_OPML, file, NOW), KS_OK);
    CHECK(json_int(json, "node_count") == 697);
    ks_free(json);
    free(file);
    file = path_in(samples, big_sample);
    CHECK_STATUS(ks_mindmap_import_file(&json, session, KS_MINDMAP_FREEMIND, file, NOW), KS_OK);
    CHECK(json_int(json, "node_count") == big_count);
    json_string(json, "id", map_id, sizeof map_id);
    ks_free(json);
    free(file);

    {
        static const ks_mindmap_format formats[5] = {KS_MINDMAP_OPML, KS_MINDMAP_FREEMIND, KS_MINDMAP_XMIND, KS_MINDMAP_MARKDOWN,
                                                     KS_MINDMAP_SVG};
        static const char *names[5] = {"guide.opml", "guide.mm", "guide.xmind", "guide.md", "guide.svg"};
        int k;
        for (k = 0; k < 5; k++) {
            char *out = path_in(workdir, names[k]);
            CHECK_STATUS(ks_mindmap_export_file(&json, session, map_id, formats[k], out), KS_OK);
            CHECK(json_int(json, "nodes") == big_count && json_int(json, "size") == file_size(out));
            ks_free(json);
            if (k < 3) {
                CHECK_STATUS(ks_mindmap_import_file(&json, session, formats[k], out, NOW), KS_OK);
                CHECK(json_int(json, "node_count") == big_count);
                ks_free(json);
            }
            free(out);
        }
    }

    file = path_in(workdir, "guide.keepsake");
    CHECK_STATUS(ks_mindmap_export_bundle(&json, session, map_id, file, &options), KS_OK);
    CHECK(json_int(json, "members") == 2);
    ks_free(json);
    CHECK_STATUS(ks_bundle_verify(file, NULL), KS_OK);
    CHECK_STATUS(ks_bundle_inspect(&json, file, NULL), KS_OK);
    CHECK(contains(json, "\"kind\":\"mindmap\"") && json_int(json, "format_version") == KS_FORMAT_VERSION);
    ks_free(json);
    CHECK_STATUS(ks_bundle_import(&json, other, file, NULL), KS_OK);
    CHECK(json != NULL && strcmp(json, "{\"kind\":\"mindmap\",\"maps_added\":1,\"maps_copied\":0,\"maps_replaced\":0,\"maps_unchanged\":0,\"media_added\":0,\"media_present\":0}") == 0);
    ks_free(json);
    CHECK_STATUS(ks_bundle_import(&json, other, file, NULL), KS_OK);
    CHECK(json_int(json, "maps_unchanged") == 1);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_get(&json, other, map_id), KS_OK);
    CHECK(json_int(json, "node_count") == big_count);
    ks_free(json);
    /* Newer in the source: replaces; then newer in the destination: both kept. */
    {
        char root[64];
        CHECK_STATUS(ks_mindmap_get(&json, session, map_id), KS_OK);
        json_string(json, "root_id", root, sizeof root);
        ks_free(json);
        CHECK_STATUS(ks_mindmap_node_create(NULL, session, root, "later", NULL, "2027-01-01T00:00:00Z"), KS_OK);
        CHECK_STATUS(ks_mindmap_export_bundle(NULL, session, map_id, file, &options), KS_OK);
        CHECK_STATUS(ks_bundle_import(&json, other, file, NULL), KS_OK);
        CHECK(json_int(json, "maps_replaced") == 1);
        ks_free(json);
        CHECK_STATUS(ks_mindmap_node_create(NULL, other, root, "even later", NULL, "2028-01-01T00:00:00Z"), KS_OK);
        CHECK_STATUS(ks_bundle_import(&json, other, file, NULL), KS_OK);
        CHECK(json_int(json, "maps_copied") == 1);
        ks_free(json);
    }
    free(file);
    (void)opml_id;
}

/* An OPML chain `depth` deep: every call must handle it without deep recursion. */
static void test_deep_chain(ks_session *session, ks_session *other, long depth) {
    char *json = NULL, *file = path_in(workdir, "deep.opml"), *bundle = path_in(workdir, "deep.keepsake");
    char map_id[64], root_id[64], child_id[64], node_id[64];
    FILE *f = fopen(file, "wb");
    long i;
    ks_navigator *nav = NULL;
    ks_export_options options = KS_EXPORT_OPTIONS_INIT;
    options.created = NOW;
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?><opml version=\"2.0\"><head><title>deep</title></head><body>", f);
    for (i = 0; i < depth; i++) fprintf(f, "<outline text=\"n%ld\">", i);
    for (i = 0; i < depth; i++) fputs("</outline>", f);
    fputs("</body></opml>", f);
    fclose(f);
    CHECK_STATUS(ks_mindmap_import_file(&json, session, KS_MINDMAP_OPML, file, NOW), KS_OK);
    CHECK(json_int(json, "node_count") == depth);
    json_string(json, "id", map_id, sizeof map_id);
    json_string(json, "root_id", root_id, sizeof root_id);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_children(&json, session, root_id), KS_OK);
    json_string(json, "id", child_id, sizeof child_id);
    ks_free(json);
    /* Add a node at the bottom of the chain through the navigator's breadcrumb. */
    CHECK_STATUS(ks_mindmap_export_file(NULL, session, map_id, KS_MINDMAP_SVG, file), KS_OK);
    CHECK_STATUS(ks_navigator_open(&nav, session, map_id), KS_OK);
    CHECK_STATUS(ks_navigator_go(nav, child_id), KS_OK);
    CHECK_STATUS(ks_navigator_view(&json, nav), KS_OK);
    CHECK(count(json, "\"title\":\"n1\"") == 2);
    ks_free(json);
    ks_navigator_close(nav);
    {
        static const ks_mindmap_format formats[4] = {KS_MINDMAP_OPML, KS_MINDMAP_FREEMIND, KS_MINDMAP_MARKDOWN, KS_MINDMAP_SVG};
        int k;
        for (k = 0; k < 4; k++) {
            CHECK_STATUS(ks_mindmap_export_file(&json, session, map_id, formats[k], file), KS_OK);
            CHECK(json_int(json, "nodes") == depth);
            ks_free(json);
        }
    }
    CHECK_STATUS(ks_mindmap_import_file(&json, session, KS_MINDMAP_OPML, file, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(ks_mindmap_export_file(NULL, session, map_id, KS_MINDMAP_FREEMIND, file), KS_OK);
    CHECK_STATUS(ks_mindmap_import_file(&json, session, KS_MINDMAP_FREEMIND, file, NOW), KS_OK);
    CHECK(json_int(json, "node_count") == depth);
    json_string(json, "id", node_id, sizeof node_id);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_delete(NULL, session, node_id), KS_OK);
    CHECK_STATUS(ks_mindmap_export_bundle(NULL, session, map_id, bundle, &options), KS_OK);
    CHECK_STATUS(ks_bundle_import(&json, other, bundle, NULL), KS_OK);
    CHECK(json_int(json, "maps_added") == 1);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_delete_preview(&json, session, child_id), KS_OK);
    CHECK(json_int(json, "nodes") == depth - 1);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_node_delete(&json, session, child_id, LATER), KS_OK);
    CHECK(json_int(json, "nodes") == depth - 1);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_delete(&json, other, map_id), KS_OK);
    CHECK(json_int(json, "nodes") == depth);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_delete(NULL, session, map_id), KS_OK);
    free(file);
    free(bundle);
}

/* Issue 28 section 5: ks_import_options bound an import while the file is parsed, each field
 * refusing with KS_ERR_LIMIT_EXCEEDED and the store unchanged; zero fields are defaults,
 * NULL options the defaults, an unknown version or a value over its ceiling refused. */
static void test_import_limits(ks_session *session) {
    char *json = NULL, *before = NULL, *after = NULL;
    char *file = path_in(workdir, "limits.opml"), *many = path_in(workdir, "many.opml");
    ks_import_options options = KS_IMPORT_OPTIONS_INIT;
    FILE *f = fopen(file, "wb");
    long i, n = quick ? 5000 : 100000;
    fputs("<opml version=\"2.0\"><body><outline text=\"root\"><outline text=\"a\"><outline text=\"b\"/></outline>"
          "<outline text=\"c\"/></outline></body></opml>", f);
    fclose(f);
    f = fopen(many, "wb");
    fputs("<opml version=\"2.0\"><body><outline text=\"r\">", f);
    for (i = 0; i < n; i++) fputs("<outline text=\"a\"/>", f);
    fputs("</outline></body></opml>", f);
    fclose(f);
    CHECK_STATUS(ks_mindmap_list(&before, session), KS_OK);
    CHECK(options.version == KS_IMPORT_OPTIONS_VERSION && options.max_nodes == 0);
    options.max_nodes = 3;
    CHECK_STATUS(ks_mindmap_import_file_with_options(&json, session, KS_MINDMAP_OPML, file, &options, NOW), KS_ERR_LIMIT_EXCEEDED);
    CHECK(json == NULL);
    CHECK(contains(ks_last_error_message(), "more than 3 nodes") && contains(ks_last_error_message(), "nothing was imported"));
    options.max_nodes = 0;
    options.max_depth = 2;
    CHECK_STATUS(ks_mindmap_import_file_with_options(&json, session, KS_MINDMAP_OPML, file, &options, NOW), KS_ERR_LIMIT_EXCEEDED);
    CHECK(contains(ks_last_error_message(), "2 levels"));
    options.max_depth = 0;
    options.max_text_bytes = 3;
    CHECK_STATUS(ks_mindmap_import_file_with_options(&json, session, KS_MINDMAP_OPML, file, &options, NOW), KS_ERR_LIMIT_EXCEEDED);
    CHECK(contains(ks_last_error_message(), "bytes of text"));
    options.max_text_bytes = 0;
    options.max_input_bytes = 10;
    CHECK_STATUS(ks_mindmap_import_file_with_options(&json, session, KS_MINDMAP_OPML, file, &options, NOW), KS_ERR_LIMIT_EXCEEDED);
    options.max_input_bytes = 0;
    options.max_growth_ratio = 1;
    CHECK_STATUS(ks_mindmap_import_file_with_options(&json, session, KS_MINDMAP_OPML, file, &options, NOW), KS_ERR_LIMIT_EXCEEDED);
    CHECK(contains(ks_last_error_message(), "times its size"));
    options.max_growth_ratio = 0;
    options.max_nodes = 1000;
    CHECK_STATUS(ks_mindmap_import_file_with_options(&json, session, KS_MINDMAP_OPML, many, &options, NOW), KS_ERR_LIMIT_EXCEEDED);
    CHECK(contains(ks_last_error_message(), "more than 1000 nodes"));
    CHECK_STATUS(ks_mindmap_list(&after, session), KS_OK);
    CHECK(before != NULL && after != NULL && strcmp(before, after) == 0);
    ks_free(after);
    after = NULL;
    /* Out of range: over the ceiling, an unknown version. */
    options.max_nodes = 5000001;
    CHECK_STATUS(ks_mindmap_import_file_with_options(&json, session, KS_MINDMAP_OPML, file, &options, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "max_nodes"));
    options.max_nodes = 0;
    options.version = 99;
    CHECK_STATUS(ks_mindmap_import_file_with_options(&json, session, KS_MINDMAP_OPML, file, &options, NOW), KS_ERR_INVALID_ARGUMENT);
    CHECK(contains(ks_last_error_message(), "KS_IMPORT_OPTIONS_INIT"));
    CHECK_STATUS(ks_mindmap_list(&after, session), KS_OK);
    CHECK(after != NULL && strcmp(before, after) == 0);
    ks_free(after);
    /* Within bounds that just hold it; NULL options are the defaults. */
    options.version = KS_IMPORT_OPTIONS_VERSION;
    options.max_nodes = 4;
    options.max_depth = 3;
    CHECK_STATUS(ks_mindmap_import_file_with_options(&json, session, KS_MINDMAP_OPML, file, &options, NOW), KS_OK);
    CHECK(json_int(json, "node_count") == 4);
    ks_free(json);
    json = NULL;
    CHECK_STATUS(ks_mindmap_import_file_with_options(&json, session, KS_MINDMAP_OPML, many, NULL, NOW), KS_OK);
    CHECK(json_int(json, "node_count") == n + 1);
    ks_free(json);
    CHECK_STATUS(ks_mindmap_import_file_with_options(NULL, NULL, KS_MINDMAP_OPML, file, NULL, NOW), KS_ERR_INVALID_ARGUMENT);
    ks_free(before);
    free(file);
    free(many);
}

int main(int argc, char **argv) {
    ks_store *store = NULL, *store2 = NULL;
    ks_session *session = NULL, *other = NULL;
    char *path;
    long depth = argc > 3 ? strtol(argv[3], NULL, 10) : 100000;
    if (argc < 3) {
        fprintf(stderr, "usage: mindmap_test WORKDIR SAMPLES [DEPTH]\n");
        return 2;
    }
    snprintf(workdir, sizeof workdir, "%s", argv[1]);
    snprintf(samples, sizeof samples, "%s", argv[2]);
    quick = depth < 10000;
    if (quick) {
        big_sample = "freeplane-structured-map-test.mm";
        big_count = 59;
    }
    mkdir(workdir, 0755);
    path = path_in(workdir, "store");
    CHECK_STATUS(ks_store_open(&store, path, KS_OPEN_CREATE), KS_OK);
    free(path);
    path = path_in(workdir, "other");
    CHECK_STATUS(ks_store_open(&store2, path, KS_OPEN_CREATE), KS_OK);
    free(path);
    CHECK_STATUS(ks_session_open_owner(&session, store), KS_OK);
    CHECK_STATUS(ks_session_open_owner(&other, store2), KS_OK);

    test_arguments(session);
    test_maps_and_nodes(session);
    test_navigator(session);
    check_layout(414, 896, 44);
    check_layout(320, 568, 44);
    test_interchange(session, other);
    test_import_limits(session);
    test_deep_chain(session, other, depth);

    ks_session_close(session);
    ks_session_close(other);
    ks_store_close(store);
    ks_store_close(store2);
    printf("%d passed, %d failed\n", checks - failures, failures);
    return failures == 0 ? 0 : 1;
}
