#!/usr/bin/env python3
"""Access control through the C ABI, as the accounts issue asks:

1. every function of keepsake.h that takes a session and changes something is called with a
   relative's session, with arguments that would otherwise succeed, and must return
   KS_ERR_PERMISSION_DENIED and leave the store byte-for-byte the same (all tables compared);
2. every read function refuses a relative what is not theirs;
3. the documented outcomes: wrong password and unknown user alike, lockout, expired link,
   revoked and expired tokens, rehash of old hashes, the implicit owner's end.

The header is parsed, and a function this test does not classify fails the run, so a new
function cannot skip the check. Usage: test_access.py LIBKEEPSAKE_SO KEEPSAKE_H
"""
import ctypes
import os
import re
import shutil
import sqlite3
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
import kstest  # noqa: E402
from kstest import P, S  # noqa: E402

LIB, HEADER = sys.argv[1], sys.argv[2]
lib = kstest.load(LIB)
T = kstest.Harness(lib)
check, message, take = T.check, T.message, T.take

KS = {"OK": 0, "INVALID_ARGUMENT": -1, "NOT_FOUND": -2, "ALREADY_EXISTS": -3, "PERMISSION_DENIED": -4,
      "READ_ONLY": -5, "AUTH_FAILED": -10, "LOCKED": -16, "SESSION_REVOKED": -23}
for name, restype, argtypes in [
    ("ks_store_open", ctypes.c_int, [ctypes.POINTER(P), S, ctypes.c_uint32]), ("ks_store_close", None, [P]),
    ("ks_session_open_owner", ctypes.c_int, [ctypes.POINTER(P), P]), ("ks_session_close", None, [P]),
    ("ks_session_sign_in", ctypes.c_int, [ctypes.POINTER(P), ctypes.POINTER(P), P, S, S, ctypes.c_uint32, S]),
    ("ks_session_resume", ctypes.c_int, [ctypes.POINTER(P), ctypes.POINTER(P), P, S, S]),
]:
    f = getattr(lib, name)
    f.restype, f.argtypes = restype, argtypes


NOW = b"2026-11-30T09:00:00Z"
work = tempfile.mkdtemp(prefix="keepsake-access-")
store_dir = os.path.join(work, "store").encode()


def open_store():
    h = P()
    assert lib.ks_store_open(ctypes.byref(h), store_dir, 1) == 0, message()
    return h


def sign_in(store, user, pw, now=NOW, remember=False):
    s, tok = P(), P()
    rc = lib.ks_session_sign_in(ctypes.byref(s), ctypes.byref(tok), store, user, pw, 1 if remember else 0, now)
    return rc, s, take(tok)


def call(name, *args):
    return getattr(lib, name)(*args)


def out():
    return ctypes.byref(P())


def snapshot():
    """Every row of every table of the store, plus the media files, as a comparable value."""
    db = sqlite3.connect(f"file:{store_dir.decode()}/keepsake.db?mode=ro", uri=True)
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    rows = {t: sorted(map(repr, db.execute(f'SELECT * FROM "{t}"').fetchall())) for t in tables}
    db.close()
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(os.path.join(store_dir.decode(), "media")) for f in fs)
    return rows, files


# ---------------------------------------------------------------------------------------------
# A centre: staff "ana", relatives "rudi" (linked to patient P1 until 2026-12-31) and "vera".
store = open_store()
owner = P()
assert lib.ks_session_open_owner(ctypes.byref(owner), store) == 0, message()
photo = os.path.join(work, "photo.jpg").encode()
with open(photo, "wb") as f:
    f.write(b"\xff\xd8\xff" + os.urandom(2000))
rc = call("ks_account_create", out(), owner, b'{"username":"ana","display_name":"Ana","role":"staff"}', b"staff-password", NOW)
check("implicit owner creates the first account", rc == 0, message())
rc = call("ks_media_import_file", out(), owner, photo, NOW)
check("the implicit owner's session ends once accounts exist", rc == KS["AUTH_FAILED"], message())
lib.ks_session_close(owner)
check("ks_session_open_owner is refused once accounts exist", lib.ks_session_open_owner(ctypes.byref(owner), store) == KS["AUTH_FAILED"], message())

rc, staff, _ = sign_in(store, b"ANA", b"staff-password")
check("staff signs in, username without regard to case", rc == 0, message())
acc = P()
rc = call("ks_account_create", ctypes.byref(acc), staff, b'{"username":"rudi","role":"relative"}', b"relative-pass", NOW)
rudi_id = re.search(r'"id":"([0-9a-f-]{36})"', take(acc)).group(1).encode()
rc = call("ks_account_create", ctypes.byref(acc), staff, b'{"username":"vera","role":"relative"}', b"relative-pass", NOW)
vera_id = re.search(r'"id":"([0-9a-f-]{36})"', take(acc)).group(1).encode()
P1, P2 = b"11111111-1111-4111-8111-111111111111", b"22222222-2222-4222-8222-222222222222"
check("link rudi to P1", call("ks_relative_link", staff, rudi_id, P1, b"2026-12-31", NOW) == 0, message())
rec = P()
check("staff adds media", call("ks_media_import_file", ctypes.byref(rec), staff, photo, NOW) == 0, message())
media_json = take(rec)
sha = re.search(r'"sha256":"([0-9a-f]{64})"', media_json).group(1).encode()
bundle = os.path.join(work, "b.keepsake").encode()


class ExportOptions(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("created", S), ("progress", P), ("payload", P)]


export_options = ExportOptions(1, NOW, None, None)
lib.ks_bundle_export.argtypes = [P, P, S, P]
check("staff exports", lib.ks_bundle_export(None, staff, bundle, ctypes.byref(export_options)) == 0, message())

# A mind map of the centre's.
mm = P()
check("staff create a map", call("ks_mindmap_create", ctypes.byref(mm), staff, b"Plans", NOW) == 0, message())
mm_json = take(mm)
MAP = re.search(r'"id":"([0-9a-f-]{36})"', mm_json).group(1).encode()
ROOT = re.search(r'"root_id":"([0-9a-f-]{36})"', mm_json).group(1).encode()
check("staff add a node", call("ks_mindmap_node_create", ctypes.byref(mm), staff, ROOT, b"Step", None, NOW) == 0, message())
NODE = re.search(r'"id":"([0-9a-f-]{36})"', take(mm)).group(1).encode()
opml_file = os.path.join(work, "plan.opml").encode()
with open(opml_file, "w") as f:
    f.write('<?xml version="1.0"?><opml version="2.0"><head><title>P</title></head><body><outline text="P"/></body></opml>')
nav_state = b'{"active":"%s","history":[],"map_id":"%s","navigator":1}' % (ROOT, MAP)

rc, rudi, _ = sign_in(store, b"rudi", b"relative-pass")
check("relative signs in", rc == 0, message())

# Dossiers (issue 6): patient DP1 linked to rudi until 2026-12-31, DP2 not linked; each with an
# action (DA1, DA2) and an attachment (DT1, DT2).
TODAY = b"2026-11-30"


def staff_make(name, *args):
    p = P()
    rc = call(name, ctypes.byref(p), staff, *args)
    check(f"staff: {name}", rc == 0, message())
    return re.search(r'"id":"([0-9a-f-]{36})"', take(p)).group(1).encode()


ACTION = b'{"occurred_at":"2026-11-30T08:00:00Z","kind":"therapy","title":"Gait","duration_seconds":1800}'
DP1 = staff_make("ks_patient_create", b'{"full_name":"Anna Berg","birth_date":"1950-04-02","admitted_on":"2026-11-02"}', NOW)
DP2 = staff_make("ks_patient_create", b'{"full_name":"Bert Zweig","birth_date":"1941-01-01","admitted_on":"2026-11-02"}', NOW)
DA1 = staff_make("ks_dossier_action_record", DP1, ACTION, NOW)
DA2 = staff_make("ks_dossier_action_record", DP2, ACTION, NOW)
DT1 = staff_make("ks_dossier_attachment_add", DP1, DA1, sha, b'{"caption":"First steps"}', NOW)
DT2 = staff_make("ks_dossier_attachment_add", DP2, None, sha, None, NOW)
check("link rudi to DP1", call("ks_relative_link", staff, rudi_id, DP1, b"2026-12-31", NOW) == 0, message())

# ---------------------------------------------------------------------------------------------
# 1. Every mutating function with a relative's session.
writer = P()
buf = ctypes.create_string_buffer(16)
daylio_file = os.path.join(work, "daylio.csv").encode()
with open(daylio_file, "w") as f:
    f.write("full_date,date,weekday,time,mood,activities,note_title,note\n2026-11-29,November 29,Sunday,20:00,good,,,\n")
pixels_file = os.path.join(work, "pixels.json").encode()
with open(pixels_file, "w") as f:
    f.write('[{"date":"2026-11-29","type":"Mood","scores":[4],"notes":"","tags":[]}]')
MUTATING = {
    "ks_media_import_file": lambda s: (out(), s, photo, NOW),
    "ks_media_writer_open": lambda s: (ctypes.byref(writer), s, NOW),
    "ks_media_delete": lambda s: (s, sha),
    "ks_bundle_import": lambda s: (out(), s, bundle, None),
    "ks_account_create": lambda s: (out(), s, b'{"username":"mallory","role":"staff"}', b"password-123", NOW),
    "ks_account_delete": lambda s: (s, vera_id),
    "ks_account_reset_password": lambda s: (s, vera_id, b"new-password-1", NOW),
    "ks_relative_link": lambda s: (s, rudi_id, P2, None, NOW),
    "ks_relative_unlink": lambda s: (s, rudi_id, P1),
    "ks_mood_set": lambda s: (out(), s, b"2026-11-29", b"good", None, b"2026-11-30", NOW),
    "ks_mood_clear": lambda s: (s, b"2026-11-29", b"2026-11-30", NOW),
    "ks_mood_import_daylio": lambda s: (out(), s, daylio_file, None, TODAY, NOW),
    "ks_mood_import_pixels": lambda s: (out(), s, pixels_file, TODAY, NOW),
    # Dossiers: even the linked patient's dossier is read-only to a relative.
    "ks_patient_create": lambda s: (out(), s, b'{"full_name":"X Y","birth_date":"1950-01-01","admitted_on":"2026-11-01"}', NOW),
    "ks_patient_update": lambda s: (out(), s, DP1, b'{"notes":"changed"}', NOW),
    "ks_patient_discharge": lambda s: (out(), s, DP1, b"2026-11-30", NOW),
    "ks_patient_delete": lambda s: (out(), s, DP1),
    "ks_dossier_action_record": lambda s: (out(), s, DP1, ACTION, NOW),
    "ks_dossier_action_edit": lambda s: (out(), s, DA1, ACTION.replace(b"Gait", b"Gait training"), NOW),
    "ks_dossier_action_delete": lambda s: (out(), s, DA1, NOW),
    "ks_dossier_attachment_add": lambda s: (out(), s, DP1, None, sha, None, NOW),
    "ks_dossier_attachment_update": lambda s: (out(), s, DT1, b'{"caption":"changed"}'),
    "ks_dossier_attachment_delete": lambda s: (s, DT1),
    "ks_media_limits_set": lambda s: (s, b'{"image":5}'),
    # Mind maps belong to owners and staff.
    "ks_mindmap_create": lambda s: (out(), s, b"Mine", NOW),
    "ks_mindmap_rename": lambda s: (out(), s, MAP, b"Renamed", NOW),
    "ks_mindmap_delete": lambda s: (out(), s, MAP),
    "ks_mindmap_node_create": lambda s: (out(), s, ROOT, b"Child", None, NOW),
    "ks_mindmap_node_set_title": lambda s: (out(), s, NODE, b"Changed", NOW),
    "ks_mindmap_node_set_note": lambda s: (out(), s, NODE, b"note", NOW),
    "ks_mindmap_node_set_link": lambda s: (out(), s, NODE, b"https://example.org/", None, NOW),
    "ks_mindmap_node_delete": lambda s: (out(), s, NODE, NOW),
    "ks_mindmap_node_move": lambda s: (out(), s, NODE, ROOT, 0, NOW),
    "ks_mindmap_import_file": lambda s: (out(), s, 1, opml_file, NOW),
    "ks_mindmap_import_file_with_options": lambda s: (out(), s, 1, opml_file, None, NOW),
    "ks_routine_start": lambda s: (out(), s, b'{"start_date":"2026-11-25"}', NOW),
    "ks_routine_delete": lambda s: (s,),
    "ks_routine_set_reminder": lambda s: (s, b"evening", b"21:00", NOW),
    "ks_routine_set_answers": lambda s: (s, b'{"k":"v"}', NOW),
    "ks_routine_take": lambda s: (s, b"2026-11-29", b"morning", b"2026-11-30", NOW),
    "ks_routine_untake": lambda s: (s, b"2026-11-29", b"morning", b"2026-11-30", NOW),
    "ks_routine_set_note": lambda s: (s, b"2026-11-29", b"note", b"2026-11-30", NOW),
    "ks_routine_rate": lambda s: (s, b"2026-11-29", 5, 5, 5, b"2026-11-30", NOW),
    # Viewer bundles (issue 10): the centre's key and viewer exports are staff's.
    "ks_centre_key_create": lambda s: (out(), s, NOW),
    "ks_viewer_export_bundle": lambda s: (out(), s, DP1, os.path.join(work, "x.keepsake").encode(), ctypes.byref(export_options), TODAY),
    # Opening a viewer bundle into a store is its owner's (Tests/Access/test_policy.py).
    "ks_viewer_open": lambda s: (ctypes.byref(P()), out(), s, bundle, b"rudi", b"rudi-password", None, TODAY, NOW),
    # Trusting or forgetting a centre changes a device's store: its owner's (FORMAT.md R58).
    "ks_viewer_trust": lambda s: (out(), s, b"keepsake:invite?v=1&key=" + b"ab" * 32 + b"&user=rudi", NOW),
    "ks_viewer_forget_centre": lambda s: (out(), s, b"ab" * 32),
    # Feeds (FORMAT.md section 19): publishing and rotating the centre's key are staff's;
    # planning and applying a feed change a device's store: its owner's.
    "ks_feed_publish": lambda s: (out(), s, None, work.encode(), 0, 0, 0, TODAY, NOW),
    "ks_centre_key_rotate": lambda s: (out(), s, NOW),
    "ks_feed_plan": lambda s: (out(), s, b"0" * 32, photo, NOW),
    "ks_feed_apply": lambda s: (out(), s, b"0" * 32, photo, b"{}", b"rudi", b"rudi-password", TODAY, NOW),
}
# Calls a relative may make: reads of their own, and changes to their own sign-in.
ALLOWED_TO_RELATIVE = {"ks_session_info", "ks_session_close", "ks_session_sign_out", "ks_account_change_password",
                       "ks_relative_links", "ks_session_check_view", "ks_media_writer_close",
                       # List only the patients linked to the relative: checked below.
                       "ks_patient_list", "ks_patient_page"}
READS = {
    "ks_mindmap_list": lambda s: (out(), s),
    "ks_mindmap_get": lambda s: (out(), s, MAP),
    "ks_mindmap_node_get": lambda s: (out(), s, NODE),
    "ks_mindmap_node_children": lambda s: (out(), s, ROOT),
    "ks_mindmap_node_path": lambda s: (out(), s, NODE),
    "ks_mindmap_node_delete_preview": lambda s: (out(), s, NODE),
    "ks_navigator_open": lambda s: (out(), s, MAP),
    "ks_navigator_restore": lambda s: (out(), s, nav_state),
    "ks_mindmap_export_file": lambda s: (out(), s, MAP, 1, os.path.join(work, "x.opml").encode()),
    "ks_mindmap_export_bundle": lambda s: (out(), s, MAP, os.path.join(work, "map.keepsake").encode(), ctypes.byref(export_options)),
    # Routines belong to owners and staff, like mood logs.
    "ks_routine_get": lambda s: (out(), s),
    "ks_routine_home": lambda s: (out(), s, b"2026-11-30"),
    "ks_routine_progress": lambda s: (out(), s, b"2026-11-30"),
    "ks_routine_calendar": lambda s: (out(), s, b"2026-11", b"2026-11-30"),
    "ks_routine_day": lambda s: (out(), s, b"2026-11-29", b"2026-11-30"),
    "ks_routine_reminders": lambda s: (out(), s, NOW),
    "ks_routine_achievements": lambda s: (out(), s, b"2026-11-30"),
    "ks_routine_results": lambda s: (out(), s),
    "ks_routine_message": lambda s: (out(), s, None, b"2026-11-30"),
    "ks_routine_export_csv": lambda s: (out(), s, os.path.join(work, "x-routine.csv").encode(), b"2026-11-30"),
    "ks_routine_export_bundle": lambda s: (out(), s, os.path.join(work, "routine.keepsake").encode(), ctypes.byref(export_options)),
    # Mood logs belong to owners and staff; relatives keep none and read none.
    "ks_mood_get": lambda s: (out(), s, b"2026-11-29", b"2026-11-30"),
    "ks_mood_tiles": lambda s: (out(), s, b"current_month", b"2026-11-30"),
    "ks_mood_summary": lambda s: (out(), s, b"2026-11-30"),
    "ks_mood_export_csv": lambda s: (out(), s, 0, os.path.join(work, "x-mood.csv").encode(), b"2026-11-30"),
    "ks_mood_export_svg": lambda s: (out(), s, 2026, os.path.join(work, "x-mood.svg").encode(), b"2026-11-30"),
    "ks_mood_export_bundle": lambda s: (out(), s, 0, os.path.join(work, "mood.keepsake").encode(), ctypes.byref(export_options), b"2026-11-30"),
    "ks_media_get": lambda s: (out(), s, sha),
    "ks_media_list": lambda s: (out(), s),
    "ks_media_read": lambda s: (ctypes.byref(ctypes.c_size_t()), buf, ctypes.c_size_t(16), s, sha, ctypes.c_uint64(0)),
    "ks_bundle_export": lambda s: (None, s, os.path.join(work, "x.keepsake").encode(), ctypes.byref(export_options)),
    "ks_account_list": lambda s: (out(), s),
    # Dossier reads of a patient not linked to the relative (DP2).
    "ks_patient_get": lambda s: (out(), s, DP2, TODAY),
    "ks_dossier_timeline": lambda s: (out(), s, DP2, None, TODAY),
    "ks_dossier_action_get": lambda s: (out(), s, DA2, TODAY),
    "ks_dossier_action_history": lambda s: (out(), s, DA2, TODAY),
    "ks_dossier_attachment_get": lambda s: (out(), s, DT2, TODAY),
    "ks_dossier_attachment_list": lambda s: (out(), s, DP2, None, TODAY),
    "ks_dossier_attachment_read": lambda s: (ctypes.byref(ctypes.c_size_t()), buf, ctypes.c_size_t(16), s, DT2, ctypes.c_uint64(0), TODAY),
    # Owner and staff only, even for the linked patient (DP1).
    "ks_patient_delete_preview": lambda s: (out(), s, DP1),
    "ks_dossier_export_bundle": lambda s: (out(), s, DP1, os.path.join(work, "x.keepsake").encode(), ctypes.byref(export_options)),
    "ks_dossier_export_fhir": lambda s: (out(), s, DP1, os.path.join(work, "x.fhir.json").encode(), ctypes.byref(export_options)),
    "ks_dossier_export_call_log": lambda s: (out(), s, DP1, os.path.join(work, "x.csv").encode()),
    "ks_media_limits_get": lambda s: (out(), s),
    "ks_centre_key_get": lambda s: (out(), s),
    "ks_viewer_invitation": lambda s: (out(), s, rudi_id, ctypes.c_int64(0), None),
    # A media writer's own calls act through the session that opened it: covered by open.
    "ks_media_writer_write": None, "ks_media_writer_finish": None,
}

header = open(HEADER).read()
declared = re.findall(r"^(?:ks_status|void|const char \*|uint32_t)\s+(ks_\w+)\(([^;]*)\);", header, re.M)
session_functions = [name for name, params in declared if re.search(r"\b(ks_session|ks_media_writer) \*\w", params)]
for name in session_functions:
    known = name in MUTATING or name in READS or name in ALLOWED_TO_RELATIVE
    check(f"{name} is classified by this test", known, "add it to MUTATING, READS or ALLOWED_TO_RELATIVE")

before = snapshot()
for name, args in MUTATING.items():
    rc = call(name, *args(rudi))
    check(f"relative may not call {name}", rc == KS["PERMISSION_DENIED"], f"returned {rc}: {message()}")
    check(f"{name} says why", "relatives may only view" in message(), message())
for name, args in READS.items():
    if args is None:
        continue
    rc = call(name, *args(rudi))
    check(f"relative may not read through {name}", rc == KS["PERMISSION_DENIED"], f"returned {rc}: {message()}")
check("the store is unchanged by every refused call", snapshot() == before)
check("no bundle was exported by the relative", not os.path.exists(os.path.join(work, "x.keepsake"))
      and not os.path.exists(os.path.join(work, "mood.keepsake")))

check("no dossier file was exported by the relative", not any(os.path.exists(os.path.join(work, n)) for n in ("x.fhir.json", "x.csv", "x-routine.csv", "x-mood.csv", "x-mood.svg")))

# 2a. Dossiers: the linked relative reads DP1 while the link lasts, and only DP1.
LINKED_READS = {
    "ks_patient_get": lambda s, d: (out(), s, DP1, d),
    "ks_dossier_timeline": lambda s, d: (out(), s, DP1, None, d),
    "ks_dossier_action_get": lambda s, d: (out(), s, DA1, d),
    "ks_dossier_action_history": lambda s, d: (out(), s, DA1, d),
    "ks_dossier_attachment_get": lambda s, d: (out(), s, DT1, d),
    "ks_dossier_attachment_list": lambda s, d: (out(), s, DP1, DA1, d),
    "ks_dossier_attachment_read": lambda s, d: (ctypes.byref(ctypes.c_size_t()), buf, ctypes.c_size_t(16), s, DT1, ctypes.c_uint64(0), d),
}
for name, args in LINKED_READS.items():
    rc = call(name, *args(rudi, TODAY))
    check(f"linked relative reads through {name}", rc == 0, f"returned {rc}: {message()}")
    rc = call(name, *args(rudi, b"2027-01-01"))
    check(f"{name} refuses once the link ended", rc == KS["PERMISSION_DENIED"] and "ended on 2026-12-31" in message(), f"returned {rc}: {message()}")
    rc = call(name, *args(staff, b"2027-01-01"))
    check(f"staff read through {name}", rc == 0, f"returned {rc}: {message()}")
got = P()
check("relative lists patients", call("ks_patient_list", ctypes.byref(got), rudi, None, TODAY) == 0, message())
listed = take(got)
check("the list holds only the linked patient", DP1.decode() in listed and DP2.decode() not in listed, listed)
check("after the link ends the list is empty", call("ks_patient_list", ctypes.byref(got), rudi, None, b"2027-01-01") == 0
      and take(got) == '{"patients":[]}', message())
check("staff list every patient", call("ks_patient_list", ctypes.byref(got), staff, None, TODAY) == 0 and DP2.decode() in take(got), message())
lib.ks_patient_page.argtypes = [ctypes.POINTER(P), P, ctypes.c_char_p, ctypes.c_int64, ctypes.c_char_p, ctypes.c_char_p]
check("relative pages patients", call("ks_patient_page", ctypes.byref(got), rudi, None, 50, None, TODAY) == 0, message())
paged = take(got)
check("a page holds only the linked patient", DP1.decode() in paged and DP2.decode() not in paged, paged)
check("after the link ends the page is empty", call("ks_patient_page", ctypes.byref(got), rudi, None, 50, None, b"2027-01-01") == 0
      and take(got) == '{"next_cursor":null,"patients":[]}', message())
check("staff page every patient", call("ks_patient_page", ctypes.byref(got), staff, None, 50, None, TODAY) == 0 and DP2.decode() in take(got), message())
# Deleting a patient deletes its links.
check("staff delete DP1", call("ks_patient_delete", out(), staff, DP1) == 0, message())
check("DP1's links went with it", call("ks_relative_links", ctypes.byref(got), staff, rudi_id) == 0 and DP1.decode() not in take(got), message())

# 2. Patients: linked, not linked, link ended.
lib.ks_session_check_view.argtypes = [P, S, S]
check("relative views the linked patient", lib.ks_session_check_view(rudi, P1, b"2026-12-31") == 0, message())
check("relative may not view an unlinked patient", lib.ks_session_check_view(rudi, P2, b"2026-12-01") == KS["PERMISSION_DENIED"], message())
check("an ended link refuses", lib.ks_session_check_view(rudi, P1, b"2027-01-01") == KS["PERMISSION_DENIED"], message())
check("the ended link says so", "ended on 2026-12-31" in message(), message())
check("staff view any patient", lib.ks_session_check_view(staff, P2, b"2027-01-01") == 0, message())
links = P()
check("relative reads own links", call("ks_relative_links", ctypes.byref(links), rudi, rudi_id) == 0, message())
check("links are JSON", take(links) == '{"links":[{"account_id":"%s","ends_on":"2026-12-31","patient_id":"%s"}]}' % (rudi_id.decode(), P1.decode()))
check("relative may not read another's links", call("ks_relative_links", out(), rudi, vera_id) == KS["PERMISSION_DENIED"], message())

# 3. Documented outcomes of signing in.
rc1, _, _ = sign_in(store, b"rudi", b"wrong-password")
m1 = message()
rc2, _, _ = sign_in(store, b"nobody", b"wrong-password")
m2 = message()
check("wrong password and unknown user get the same status and message", rc1 == rc2 == KS["AUTH_FAILED"] and m1 == m2, (rc1, rc2, m1, m2))
check("the message names no cause", m1 == "wrong username or password", m1)
# Lockout: 4 more failures for 'nobody' (5 in all), then the next attempt must wait.
for _ in range(3):
    sign_in(store, b"nobody", b"wrong-password")
rc, _, _ = sign_in(store, b"nobody", b"wrong-password", now=b"2026-11-30T09:00:01Z")
check("5th failure is still checked", rc == KS["AUTH_FAILED"], message())
rc, _, _ = sign_in(store, b"nobody", b"wrong-password", now=b"2026-11-30T09:00:10Z")
check("6th attempt within 30 s waits", rc == KS["LOCKED"], message())
check("the wait says until when", "2026-11-30T09:00:31Z" in message(), message())
# The counter survives reopening the store.
lib.ks_store_close(store)
store = open_store()
rc, _, _ = sign_in(store, b"nobody", b"wrong-password", now=b"2026-11-30T09:00:20Z")
check("the wait survives a restart", rc == KS["LOCKED"], message())
for i in range(5):
    rc, _, _ = sign_in(store, b"nobody", b"wrong-password", now=b"2026-11-30T10:%02d:00Z" % (i * 10))
rc, _, _ = sign_in(store, b"nobody", b"wrong-password", now=b"2026-11-30T11:30:00Z")
check("after 10 failures the username is locked for an hour", rc == KS["LOCKED"], message())
rc, _, _ = sign_in(store, b"nobody", b"wrong-password", now=b"2026-11-30T12:41:00Z")
check("after the hour it is checked again", rc == KS["AUTH_FAILED"], message())
# Other usernames are not affected by the lock.
rc, s, _ = sign_in(store, b"ana", b"staff-password")
check("other usernames sign in", rc == 0, message())
lib.ks_session_close(s)

# Remembered sign-in: rotate, revoke by sign-out, by password change, expiry.
rc, s, token = sign_in(store, b"vera", b"relative-pass", remember=True)
check("remember returns a token", rc == 0 and token and token.startswith("ks1."), token)
db = sqlite3.connect(f"file:{store_dir.decode()}/keepsake.db?mode=ro", uri=True)
stored = [r[0] for r in db.execute("SELECT token_hash FROM account_sessions WHERE token_hash IS NOT NULL")]
check("the store keeps only the token's hash", token not in repr(stored) and len(stored) >= 1, stored)
hashes = [r[0] for r in db.execute("SELECT password_hash FROM accounts")]
check("passwords are stored only as Argon2id hashes", all(h.startswith("$argon2id$v=19$m=65536,t=2,p=1$") for h in hashes), hashes)
db.close()
check("no password appears in the store file", all(pw not in open(store_dir.decode() + "/keepsake.db", "rb").read()
                                                    for pw in [b"relative-pass", b"staff-password"]))
s2, t2 = P(), P()
rc = lib.ks_session_resume(ctypes.byref(s2), ctypes.byref(t2), store, token.encode(), b"2026-12-01T00:00:00Z")
token2 = take(t2)
check("resume gives a session and a new token", rc == 0 and token2 and token2 != token, message())
rc = lib.ks_session_resume(ctypes.byref(s2), ctypes.byref(t2), store, token.encode(), b"2026-12-01T00:00:01Z")
token2b = take(t2)
check("a used token works until its successor is resumed (a crash before saving loses nothing)", rc == 0 and token2b, message())
rc = lib.ks_session_resume(ctypes.byref(s2), ctypes.byref(t2), store, token2b.encode(), b"2026-12-01T00:00:02Z")
token2 = take(t2)
check("resume the successor", rc == 0 and token2, message())
rc = lib.ks_session_resume(ctypes.byref(s2), ctypes.byref(t2), store, token.encode(), b"2026-12-01T00:00:03Z")
check("a used-up token coming back revokes the sign-in", rc == KS["SESSION_REVOKED"] and "copied" in message(), message())
rc, s5, token = sign_in(store, b"vera", b"relative-pass", remember=True)
rc = lib.ks_session_resume(ctypes.byref(s2), ctypes.byref(t2), store, token.encode(), b"2026-12-01T00:00:00Z")
token2 = take(t2)
rc = lib.ks_session_resume(ctypes.byref(s2), ctypes.byref(t2), store, token2.encode(), b"2027-02-01T00:00:00Z")
check("an expired token is refused", rc == KS["AUTH_FAILED"] and "expired" in message(), message())
rc, s3, token3 = sign_in(store, b"vera", b"relative-pass", remember=True)
rc, s4, token4 = sign_in(store, b"vera", b"relative-pass")
lib.ks_account_change_password.argtypes = [P, S, S, S]
check("change password needs the old one", lib.ks_account_change_password(s4, b"not-it-at-all", b"fresh-password", NOW) == KS["AUTH_FAILED"], message())
check("change password", lib.ks_account_change_password(s4, b"relative-pass", b"fresh-password", NOW) == 0, message())
rc = lib.ks_session_resume(ctypes.byref(s2), ctypes.byref(t2), store, token3.encode(), b"2026-12-01T00:00:00Z")
check("a password change revokes remembered tokens", rc == KS["SESSION_REVOKED"] and "revoked" in message(), message())
info = P()
check("a password change ends other open sessions", call("ks_session_info", ctypes.byref(info), s3) == KS["SESSION_REVOKED"], message())
check("the changing session goes on", call("ks_session_info", ctypes.byref(info), s4) == 0, message())
take(info)
lib.ks_session_sign_out.argtypes = [P, S]
check("sign out", lib.ks_session_sign_out(s4, NOW) == 0, message())
check("a signed-out session is refused", call("ks_session_info", ctypes.byref(info), s4) == KS["SESSION_REVOKED"], message())
rc, _, _ = sign_in(store, b"vera", b"relative-pass")
check("the old password no longer works", rc == KS["AUTH_FAILED"], message())

# Staff reset a relative's password; staff may not reset an owner's.
lib.ks_account_reset_password.argtypes = [P, S, S, S]
check("staff reset a relative's password", lib.ks_account_reset_password(staff, vera_id, b"reset-password", NOW) == 0, message())
rc, s5, _ = sign_in(store, b"vera", b"reset-password")
check("the reset password works", rc == 0, message())

# Rehash: an account whose hash was made with weaker parameters is upgraded at sign-in.
weak = "$argon2id$v=19$m=8192,t=1,p=1$"
db = sqlite3.connect(f"{store_dir.decode()}/keepsake.db")
# A hash of "relative-pass" made with weaker parameters (libsodium, m=8 MiB, t=1).
lib_sodium = ctypes.CDLL("libsodium.so.23")
lib_sodium.sodium_init()
out_hash = ctypes.create_string_buffer(128)
lib_sodium.crypto_pwhash_str(out_hash, b"relative-pass", ctypes.c_ulonglong(13), ctypes.c_ulonglong(1), ctypes.c_size_t(8 << 20))
db.execute("UPDATE accounts SET password_hash = ? WHERE id = ?", (out_hash.value.decode(), rudi_id.decode()))
db.commit()
rc, _, _ = sign_in(store, b"rudi", b"relative-pass")
check("an old hash still signs in", rc == 0, message())
upgraded = db.execute("SELECT password_hash FROM accounts WHERE id = ?", (rudi_id.decode(),)).fetchone()[0]
check("and is upgraded to today's parameters", upgraded.startswith("$argon2id$v=19$m=65536,t=2,p=1$"), upgraded)
db.close()

# The last staff account cannot be deleted; a relative can be.
lib.ks_account_delete.argtypes = [P, S]
acc_list = P()
call("ks_account_list", ctypes.byref(acc_list), staff)
ana_id = re.search(r'"id":"([0-9a-f-]{36})","role":"staff"', take(acc_list)).group(1).encode()
check("the last staff account cannot be deleted", lib.ks_account_delete(staff, ana_id) == KS["PERMISSION_DENIED"], message())
check("a relative account can be deleted", lib.ks_account_delete(staff, vera_id) == 0, message())
check("the deleted account's sessions end", call("ks_session_info", ctypes.byref(info), s5) == KS["AUTH_FAILED"], message())

shutil.rmtree(work, ignore_errors=True)
T.finish()
