#!/usr/bin/env python3
"""The store's unit of work and access policy through the C ABI: each promise that a hostile
test once broke, tested where it broke.

1. Exports are one snapshot: dossier and archive exports race attachments being added and
   deleted, by threads of this process and by a second process; every bundle verifies, and
   the attachments each holds are exactly a state the store really had.
2. Sign-in throttling is atomic: a burst of wrong passwords from 64 threads, and from 12
   processes, gets no more password checks than the policy allows; the rest are
   KS_ERR_LOCKED.
3. The permission table: staff may not delete other staff; a viewer bundle opens into a store
   with accounts only for an owner; a relative's viewer copy is read-only for every session,
   is seen only through viewer sessions and leaves in no export; a store opened read-only can
   be read and exported by its accounts.

Usage: test_policy.py LIBKEEPSAKE_SO
       test_policy.py LIBKEEPSAKE_SO --writer STORE PATIENT SHA256 ROUNDS STATES_FILE   (the second process)
       test_policy.py LIBKEEPSAKE_SO --burst STORE USERNAME                           (one sign-in attempt)
"""
import ctypes
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
import kstest  # noqa: E402
from kstest import P, S  # noqa: E402

LIB = sys.argv[1]
lib = kstest.load(LIB)
T = kstest.Harness(lib)
check, message, take = T.check, T.message, T.take
KS = {"OK": 0, "INVALID_ARGUMENT": -1, "NOT_FOUND": -2, "ALREADY_EXISTS": -3, "PERMISSION_DENIED": -4,
      "READ_ONLY": -5, "AUTH_FAILED": -10, "LOCKED": -16}
OPEN_CREATE, OPEN_READ_ONLY = 1, 2
NOW, TODAY = b"2026-11-30T09:00:00Z", b"2026-11-30"


class ExportOptions(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("created", S), ("progress", P), ("payload", P)]


OUT = ctypes.POINTER(P)
for name, restype, argtypes in [
    ("ks_store_open", ctypes.c_int, [OUT, S, ctypes.c_uint32]), ("ks_store_close", None, [P]),
    ("ks_session_open_owner", ctypes.c_int, [OUT, P]), ("ks_session_close", None, [P]),
    ("ks_session_sign_in", ctypes.c_int, [OUT, OUT, P, S, S, ctypes.c_uint32, S]),
    ("ks_account_create", ctypes.c_int, [OUT, P, S, S, S]),
    ("ks_account_delete", ctypes.c_int, [P, S]),
    ("ks_patient_create", ctypes.c_int, [OUT, P, S, S]),
    ("ks_patient_update", ctypes.c_int, [OUT, P, S, S, S]),
    ("ks_patient_list", ctypes.c_int, [OUT, P, S, S]),
    ("ks_dossier_action_record", ctypes.c_int, [OUT, P, S, S, S]),
    ("ks_dossier_timeline", ctypes.c_int, [OUT, P, S, S, S]),
    ("ks_media_import_file", ctypes.c_int, [OUT, P, S, S]),
    ("ks_dossier_attachment_add", ctypes.c_int, [OUT, P, S, S, S, S, S]),
    ("ks_dossier_attachment_delete", ctypes.c_int, [P, S]),
    ("ks_dossier_export_bundle", ctypes.c_int, [OUT, P, S, S, P]),
    ("ks_bundle_export", ctypes.c_int, [OUT, P, S, P]),
    ("ks_bundle_verify", ctypes.c_int, [S, P]),
    ("ks_bundle_dump", ctypes.c_int, [OUT, S, P]),
    ("ks_relative_link", ctypes.c_int, [P, S, S, S, S]),
    ("ks_centre_key_create", ctypes.c_int, [OUT, P, S]),
    ("ks_viewer_export_bundle", ctypes.c_int, [OUT, P, S, S, P, S]),
    ("ks_viewer_open", ctypes.c_int, [OUT, OUT, P, S, S, S, P, S, S]),
    ("ks_viewer_invitation", ctypes.c_int, [OUT, P, S, ctypes.c_int64, S]),
    ("ks_viewer_trust", ctypes.c_int, [OUT, P, S, S]),
]:
    f = getattr(lib, name)
    f.restype, f.argtypes = restype, argtypes
OPTIONS = ExportOptions(1, NOW, None, None)


def open_store(path, flags=OPEN_CREATE):
    h = P()
    rc = lib.ks_store_open(ctypes.byref(h), path, flags)
    assert rc == 0, message()
    kstest.give_host_key(lib, h)
    return h


def owner(store):
    s = P()
    assert lib.ks_session_open_owner(ctypes.byref(s), store) == 0, message()
    return s


def sign_in(store, user, pw):
    s = P()
    rc = lib.ks_session_sign_in(ctypes.byref(s), None, store, user, pw, 0, NOW)
    return rc, s


def made(name, *args):
    """The JSON a creating call returns; the test stops when the call fails."""
    out = P()
    rc = getattr(lib, name)(ctypes.byref(out), *args)
    assert rc == 0, f"{name}: {message()}"
    return json.loads(take(out))


def status_json(name, *args):
    out = P()
    rc = getattr(lib, name)(ctypes.byref(out), *args)
    return rc, (json.loads(take(out)) if rc == 0 else None)


def attachment_ids(bundle):
    rc, dump = status_json("ks_bundle_dump", bundle, None)
    assert rc == 0, message()
    return frozenset(row["id"] for row in dump["tables"].get("dossier_attachments", []))


# ---------------------------------------------------------------------------------------------
# The second process of the export race, and one attempt of the sign-in burst.
if len(sys.argv) > 2 and sys.argv[2] == "--writer":
    store_path, patient, shas, rounds, states_file = sys.argv[3].encode(), sys.argv[4].encode(), sys.argv[5].split(","), int(sys.argv[6]), sys.argv[7]
    store = open_store(store_path)
    session = owner(store)
    added = []
    with open(states_file, "w") as log:
        for i in range(rounds):
            # A file attached again to the same place returns the existing attachment: each
            # round attaches another file.
            a = made("ks_dossier_attachment_add", session, patient, None, shas[i].encode(), json.dumps({"caption": f"p{i}"}).encode(), NOW)["id"]
            added.append(a)
            log.write(json.dumps(["add", a]) + "\n")
            log.flush()
            if i % 3 == 2:
                gone = added.pop(0)
                assert lib.ks_dossier_attachment_delete(session, gone.encode()) == 0, message()
                log.write(json.dumps(["delete", gone]) + "\n")
                log.flush()
    sys.exit(0)
if len(sys.argv) > 2 and sys.argv[2] == "--burst":
    store = open_store(sys.argv[3].encode())
    rc, _ = sign_in(store, sys.argv[4].encode(), b"not-the-password")
    print(rc)
    sys.exit(0)

work = tempfile.mkdtemp(prefix="keepsake-policy-")


def path(name):
    return os.path.join(work, name).encode()


# ---------------------------------------------------------------------------------------------
# 1. Exports are one snapshot.
store = open_store(path("race"))
me = owner(store)
patient = made("ks_patient_create", me, b'{"full_name":"Anna Berg","birth_date":"1950-04-02","admitted_on":"2026-11-02"}', NOW)["id"].encode()
ROUNDS = 150


def import_photo(session, name):
    open(path(name), "wb").write(b"\xff\xd8\xff\xe0" + os.urandom(2_000))
    return made("ks_media_import_file", session, path(name), NOW)["sha256"].encode()


open(path("photo.jpg"), "wb").write(b"\xff\xd8\xff\xe0" + os.urandom(20_000))
shas = [import_photo(me, f"photo-{i}.jpg") for i in range(2 * ROUNDS)]

history_lock = threading.Lock()
history = [frozenset()]   # every state of the patient's attachments, in order (this process's writer)


def writer():
    session = owner(store)
    current = []
    for i in range(ROUNDS):
        out = P()
        rc = lib.ks_dossier_attachment_add(ctypes.byref(out), session, patient, None, shas[i], json.dumps({"caption": f"t{i}"}).encode(), NOW)
        assert rc == 0, message()
        with history_lock:
            current.append(json.loads(take(out))["id"])
            history.append(frozenset(current))
        if i % 3 == 2:
            # The state is recorded after the call returns, under the lock, so an export
            # made in between may see it before it is recorded: the check allows that.
            gone = current[0]
            assert lib.ks_dossier_attachment_delete(session, gone.encode()) == 0, message()
            with history_lock:
                current.pop(0)
                history.append(frozenset(current))
    lib.ks_session_close(session)


exported = []   # (bundle path, kind)
failures = []


def exporter(n, kind):
    session = owner(store)
    for i in range(n):
        target = path(f"race-{kind}-{threading.get_ident()}-{i}.keepsake")
        if kind == "dossier":
            rc = lib.ks_dossier_export_bundle(None, session, patient, target, ctypes.byref(OPTIONS))
        else:
            rc = lib.ks_bundle_export(None, session, target, ctypes.byref(OPTIONS))
        if rc != 0:
            failures.append((kind, rc, message()))
        else:
            exported.append((target, kind))
    lib.ks_session_close(session)


threads = [threading.Thread(target=writer)] + [threading.Thread(target=exporter, args=(60, kind)) for kind in ("dossier", "archive")]
for t in threads:
    t.start()
for t in threads:
    t.join()
check("racing exports (threads): every export succeeded", not failures, failures[:3])
states = set(history)
bad_verify, not_a_state = 0, 0
for bundle, kind in exported:
    if lib.ks_bundle_verify(bundle, None) != 0:
        bad_verify += 1
        print("does not verify:", bundle, message())
        continue
    if attachment_ids(bundle) not in states:
        not_a_state += 1
check(f"racing exports (threads): all {len(exported)} bundles verify", bad_verify == 0, bad_verify)
check("racing exports (threads): each bundle's attachments are a state the store had", not_a_state == 0, not_a_state)

# The same against a writer in a second process.
for bundle, _ in exported:
    os.remove(bundle)
exported.clear()
states_file = os.path.join(work, "states.jsonl")
child = subprocess.Popen([sys.executable, os.path.abspath(__file__), LIB, "--writer", path("race").decode(), patient.decode(),
                          ",".join(x.decode() for x in shas[ROUNDS:]), str(ROUNDS), states_file])
exporter_threads = [threading.Thread(target=exporter, args=(50, kind)) for kind in ("dossier", "archive")]
for t in exporter_threads:
    t.start()
for t in exporter_threads:
    t.join()
check("the writer process finished", child.wait() == 0)
current = set(history[-1])
process_states = {frozenset(current)}
for line in open(states_file):
    op, a = json.loads(line)
    if op == "add":
        current.add(a)
    else:
        current.discard(a)
    process_states.add(frozenset(current))
bad_verify, not_a_state = 0, 0
for bundle, kind in exported:
    if lib.ks_bundle_verify(bundle, None) != 0:
        bad_verify += 1
        continue
    if attachment_ids(bundle) not in process_states:
        not_a_state += 1
check(f"racing exports (second process): all {len(exported)} bundles verify", bad_verify == 0 and not failures, (bad_verify, failures[:3]))
check("racing exports (second process): each bundle's attachments are a state the store had", not_a_state == 0, not_a_state)
lib.ks_session_close(me)
lib.ks_store_close(store)

# ---------------------------------------------------------------------------------------------
# 2. Sign-in throttling is atomic. The policy (SignInPolicy): failures 1 to 4 wait nothing, so
#    of a burst at one instant five attempts reach the password check; the rest are locked.
ALLOWED_CHECKS = 5
store = open_store(path("burst"))
me = owner(store)
made("ks_account_create", me, b'{"username":"ana","role":"staff"}', b"staff-password", NOW)
lib.ks_session_close(me)
results = []
start = threading.Barrier(64)


def attempt():
    start.wait()
    rc, s = sign_in(store, b"ana", b"not-the-password")
    results.append(rc)


burst = [threading.Thread(target=attempt) for _ in range(64)]
for t in burst:
    t.start()
for t in burst:
    t.join()
checked = results.count(KS["AUTH_FAILED"])
check(f"64 threads: at most {ALLOWED_CHECKS} password checks ({checked})", checked <= ALLOWED_CHECKS, results)
check("64 threads: every other attempt is KS_ERR_LOCKED", results.count(KS["LOCKED"]) == 64 - checked, results)
rc, _ = sign_in(store, b"ana", b"staff-password")
check("after the burst the right password is locked out too", rc == KS["LOCKED"], rc)
lib.ks_store_close(store)

store = open_store(path("burst-processes"))
me = owner(store)
made("ks_account_create", me, b'{"username":"ana","role":"staff"}', b"staff-password", NOW)
lib.ks_session_close(me)
lib.ks_store_close(store)
procs = [subprocess.Popen([sys.executable, os.path.abspath(__file__), LIB, "--burst", path("burst-processes").decode(), "ana"],
                          stdout=subprocess.PIPE, text=True) for _ in range(12)]
codes = [int(p.communicate()[0].strip()) for p in procs]
checked = codes.count(KS["AUTH_FAILED"])
check(f"12 processes: at most {ALLOWED_CHECKS} password checks ({checked})", checked <= ALLOWED_CHECKS, codes)
check("12 processes: every other attempt is KS_ERR_LOCKED", codes.count(KS["LOCKED"]) == 12 - checked, codes)

# ---------------------------------------------------------------------------------------------
# 3. The permission table.
centre = open_store(path("centre"))
me = owner(centre)
boss = made("ks_account_create", me, b'{"username":"boss","role":"owner"}', b"owner-password", NOW)
lib.ks_session_close(me)
_, boss_s = sign_in(centre, b"boss", b"owner-password")
ana = made("ks_account_create", boss_s, b'{"username":"ana","role":"staff"}', b"staff-password", NOW)["id"].encode()
ben = made("ks_account_create", boss_s, b'{"username":"ben","role":"staff"}', b"staff-password", NOW)["id"].encode()
_, ana_s = sign_in(centre, b"ana", b"staff-password")
rudi = made("ks_account_create", ana_s, b'{"username":"rudi","role":"relative"}', b"rudi-password", NOW)["id"].encode()
temp = made("ks_account_create", ana_s, b'{"username":"temp","role":"relative"}', b"temp-password", NOW)["id"].encode()
check("staff may not delete another staff member", lib.ks_account_delete(ana_s, ben) == KS["PERMISSION_DENIED"], message())
check("staff may delete a relative", lib.ks_account_delete(ana_s, temp) == 0, message())
check("an owner may delete staff", lib.ks_account_delete(boss_s, ben) == 0, message())

pid = made("ks_patient_create", ana_s, b'{"full_name":"Annemarie Quellhorst","birth_date":"1950-04-02","admitted_on":"2026-11-02"}', NOW)["id"].encode()
made("ks_dossier_action_record", ana_s, pid, b'{"occurred_at":"2026-11-29T10:00:00Z","kind":"therapy","title":"Gait training"}', NOW)
photo = made("ks_media_import_file", ana_s, path("photo.jpg"), NOW)["sha256"].encode()
made("ks_dossier_attachment_add", ana_s, pid, None, photo, None, NOW)
assert lib.ks_relative_link(ana_s, rudi, pid, None, NOW) == 0, message()
made("ks_centre_key_create", ana_s, NOW)
viewer_bundle = path("viewer.keepsake")
made("ks_viewer_export_bundle", ana_s, pid, viewer_bundle, ctypes.byref(OPTIONS), TODAY)
# Devices open only bundles of a centre whose invitation they accepted (FORMAT.md R58).
INVITATION = made("ks_viewer_invitation", ana_s, rudi, 0, None)["text"].encode()


def open_viewer(opener, bundle=viewer_bundle):
    s, out = P(), P()
    rc = lib.ks_viewer_open(ctypes.byref(s), ctypes.byref(out), opener, bundle, b"rudi", b"rudi-password", None, TODAY, NOW)
    take(out)
    return rc, s


# A store with accounts (a shared family tablet): staff are refused, an owner may.
tablet = open_store(path("tablet"))
me = owner(tablet)
made("ks_account_create", me, b'{"username":"mum","role":"owner"}', b"owner-password", NOW)
lib.ks_session_close(me)
_, mum = sign_in(tablet, b"mum", b"owner-password")
made("ks_account_create", mum, b'{"username":"carer","role":"staff"}', b"staff-password", NOW)
_, carer = sign_in(tablet, b"carer", b"staff-password")
rc, _ = status_json("ks_viewer_trust", carer, INVITATION, NOW)
check("a staff session may not make a store trust a centre", rc == KS["PERMISSION_DENIED"], message())
made("ks_viewer_trust", mum, INVITATION, NOW)
rc, _ = open_viewer(carer)
check("a staff session may not open a viewer bundle into a store", rc == KS["PERMISSION_DENIED"], message())
rc, listed = status_json("ks_patient_list", mum, None, TODAY)
check("... and nothing was added", rc == 0 and "Annemarie" not in json.dumps(listed), listed)
rc, tablet_viewer = open_viewer(mum)
check("an owner's session opens it", rc == 0, message())
rc, listed = status_json("ks_patient_list", carer, None, TODAY)
check("staff do not see the viewer copy among the store's patients", rc == 0 and "Annemarie" not in json.dumps(listed), listed)

# A relative's device (no accounts): the implicit owner opens it, and then may not change it.
device = open_store(path("device"))
device_owner = owner(device)
made("ks_viewer_trust", device_owner, INVITATION, NOW)
rc, viewer = open_viewer(device_owner)
check("the device's owner opens the viewer bundle", rc == 0, message())
rc, page = status_json("ks_dossier_timeline", viewer, pid, b"{}", TODAY)
actions_before = page["total"] if page else None
check("the viewer session reads the dossier", rc == 0 and actions_before == 1, page)
for name, args in [
    ("ks_patient_update", (pid, b'{"notes":"forged"}', NOW)),
    ("ks_dossier_action_record", (pid, b'{"occurred_at":"2026-11-29T11:00:00Z","kind":"note","title":"Forged visit"}', NOW)),
]:
    rc, _ = status_json(name, device_owner, *args)
    check(f"device owner: {name} on the viewer copy is KS_ERR_READ_ONLY", rc == KS["READ_ONLY"], (rc, message()))
other_photo = import_photo(device_owner, "device-photo.jpg")
rc = lib.ks_dossier_attachment_add(None, device_owner, pid, None, other_photo, None, NOW)
check("device owner: attaching to the viewer copy is KS_ERR_READ_ONLY", rc == KS["READ_ONLY"], (rc, message()))
rc = lib.ks_dossier_export_bundle(None, device_owner, pid, path("laundered.keepsake"), ctypes.byref(OPTIONS))
check("device owner: the viewer copy cannot be exported as an unsigned dossier", rc == KS["READ_ONLY"], (rc, message()))
check("... and no file was written", not os.path.exists(path("laundered.keepsake")))
rc = lib.ks_bundle_export(None, device_owner, path("device-archive.keepsake"), ctypes.byref(OPTIONS))
rc2, dump = status_json("ks_bundle_dump", path("device-archive.keepsake"), None)
check("device owner: an archive of the device leaves the viewer copy and its media out",
      rc == 0 and rc2 == 0 and not dump["tables"].get("patients") and photo.decode() not in json.dumps(dump["media"])
      and other_photo.decode() in json.dumps(dump["media"]), dump and (dump["tables"].get("patients"), dump["media"]))
rc, listed = status_json("ks_patient_list", device_owner, None, TODAY)
check("device owner: the patient list does not show the viewer copy", rc == 0 and "Annemarie" not in json.dumps(listed), listed)
rc, page = status_json("ks_dossier_timeline", viewer, pid, b"{}", TODAY)
check("the relative's viewer session still shows exactly the signed dossier", rc == 0 and page["total"] == actions_before, page)

# A store opened read-only: its accounts sign in, read and export; nothing changes.
lib.ks_session_close(ana_s)
lib.ks_session_close(boss_s)
lib.ks_store_close(centre)
ro = open_store(path("centre"), OPEN_READ_ONLY)
rc, staff_ro = sign_in(ro, b"ana", b"staff-password")
check("read-only store: staff sign in", rc == 0, message())
rc, listed = status_json("ks_patient_list", staff_ro, None, TODAY)
check("read-only store: staff list patients", rc == 0 and "Annemarie" in json.dumps(listed), (rc, message()))
rc = lib.ks_bundle_export(None, staff_ro, path("backup-of-read-only.keepsake"), ctypes.byref(OPTIONS))
check("read-only store: staff export a backup", rc == 0 and lib.ks_bundle_verify(path("backup-of-read-only.keepsake"), None) == 0, message())
rc, _ = status_json("ks_patient_create", staff_ro, b'{"full_name":"New","birth_date":"1950-01-01","admitted_on":"2026-11-02"}', NOW)
check("read-only store: a change is KS_ERR_READ_ONLY", rc == KS["READ_ONLY"], (rc, message()))
rc, _ = sign_in(ro, b"ana", b"wrong-password")
check("read-only store: a wrong password is refused", rc == KS["AUTH_FAILED"], message())
lib.ks_session_close(staff_ro)
lib.ks_store_close(ro)
personal = open_store(path("personal"))
lib.ks_session_close(owner(personal))
lib.ks_store_close(personal)
personal = open_store(path("personal"), OPEN_READ_ONLY)
s = P()
check("read-only store without accounts: the implicit owner reads", lib.ks_session_open_owner(ctypes.byref(s), personal) == 0, message())
rc = lib.ks_bundle_export(None, s, path("personal.keepsake"), ctypes.byref(OPTIONS))
check("read-only store without accounts: the owner exports", rc == 0, message())

shutil.rmtree(work, ignore_errors=True)
T.finish()
