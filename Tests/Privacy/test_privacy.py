#!/usr/bin/env python3
"""Patient data at rest (issue 15) through the C ABI and the CLI, under umask 022.

- Erasure: a deleted patient's name and photo are in no file of the store afterwards
  (keepsake.db, -wal, -shm, media/, tmp/), with the store still open; an attachment's media go
  with the last attachment that refers to them, and stay while another does; a relative's
  device forgets media a newer revision no longer holds; media never attached are deleted by
  ks_media_delete (attached ones refused, by `keepsake media delete` too) and leave no byte in
  the store; deleting an account deletes its mood days and routine, and no file of the store
  holds their text afterwards.
- Storeless calls: 12 viewer verify/dump calls killed at random moments leave only owner-only
  folders in TMPDIR, and the next call sweeps them.
- Private files: the store's folders are 0700 and its files 0600, every export 0600; a store
  made with 0755/0644 is tightened when opened.
- No plaintext beside a viewer bundle: while one is written, its destination folder holds
  nothing but the bundle's own sealed temporary file.
- Verified copies: one changed byte in a stored photo fails the archive, dossier and viewer
  exports with KS_ERR_CORRUPT_STORE naming the file and leaves no bundle; ks_media_read of
  the whole file reports it; `keepsake info --check` lists it and exits 1.
- Bounded inputs: a 10 MiB username and a 10 MiB path give short messages; media limits
  apply to bundle imports; text with U+0000 in a bundle is refused with [database-row].

Usage: test_privacy.py LIBKEEPSAKE_SO KEEPSAKE_CLI
"""
import ctypes
import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Support"))
sys.path.insert(0, os.path.join(HERE, "..", "Hostile"))
import kstest  # noqa: E402
import ksbundle  # noqa: E402
from kstest import P, S  # noqa: E402

os.umask(0o022)
lib = kstest.load(sys.argv[1])
CLI = sys.argv[2]
T = kstest.Harness(lib)
check, message, take = T.check, T.message, T.take
OK, CORRUPT, LIMIT, INVALID_BUNDLE, INVALID_ARGUMENT = 0, -12, -11, -6, -1
NOW, TODAY = b"2026-11-30T09:00:00Z", b"2026-11-30"


class ExportOptions(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("created", S), ("progress", P), ("payload", P)]


PROGRESS = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint64, ctypes.c_uint64, P)
lib.ks_viewer_open.argtypes = [ctypes.POINTER(P), ctypes.POINTER(P), P, S, S, S, P, S, S]
lib.ks_viewer_export_bundle.argtypes = [ctypes.POINTER(P), P, S, S, P, S]
lib.ks_session_sign_in.argtypes = [ctypes.POINTER(P), ctypes.POINTER(P), P, S, S, ctypes.c_uint32, S]
lib.ks_store_open.argtypes = [ctypes.POINTER(P), S, ctypes.c_uint32]
lib.ks_media_read.argtypes = [ctypes.POINTER(ctypes.c_size_t), P, ctypes.c_size_t, P, S, ctypes.c_uint64]
lib.ks_media_limits_set.argtypes = [P, S]
lib.ks_dossier_attachment_delete.argtypes = [P, S]
lib.ks_relative_link.argtypes = [P, S, S, S, S]
options = ExportOptions(1, NOW, None, None)
work = tempfile.mkdtemp(prefix="keepsake-privacy-")


def call(name, *args):
    rc, text = T.call_text(getattr(lib, name), *args)
    return rc, (json.loads(text) if text else None)


def ok(name, *args):
    rc, value = call(name, *args)
    check(name, rc == OK, message())
    return value


def open_store(path, flags=1):
    h = P()
    rc = lib.ks_store_open(ctypes.byref(h), path.encode(), flags)
    assert rc == OK, message()
    kstest.give_host_key(lib, h)
    return h


def owner_session(store):
    s = P()
    assert lib.ks_session_open_owner(ctypes.byref(s), store) == OK, message()
    return s


def sign_in(store, user, password):
    s, token = P(), P()
    assert lib.ks_session_sign_in(ctypes.byref(s), ctypes.byref(token), store, user, password, 0, NOW) == OK, message()
    return s


def files_under(root):
    for folder, dirs, names in os.walk(root):
        for d in dirs:
            yield os.path.join(folder, d), True
        for n in names:
            yield os.path.join(folder, n), False


def holding(root, needles):
    """Every file under `root` that contains one of `needles`."""
    found = []
    for path, is_dir in files_under(root):
        if is_dir or os.path.islink(path):
            continue
        data = open(path, "rb").read()
        if any(n in data for n in needles):
            found.append(os.path.relpath(path, root))
    return found


def modes(root):
    """{relative path: mode} of the root and everything under it."""
    out = {".": stat.S_IMODE(os.stat(root).st_mode)}
    for path, _ in files_under(root):
        out[os.path.relpath(path, root)] = stat.S_IMODE(os.lstat(path).st_mode)
    return out


def private(root):
    wrong = {p: oct(m) for p, m in modes(root).items()
             if m != (0o700 if os.path.isdir(os.path.join(root, p)) else 0o600)}
    return wrong


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)
    return path.encode()


def export_viewer(session, pid, path, progress=None):
    opts = ExportOptions(1, NOW, ctypes.cast(progress, P) if progress else None, None)
    return call("ks_viewer_export_bundle", session, pid, path.encode(), ctypes.byref(opts), TODAY)


# ------------------------------------------------------------------------------------------
# A centre: staff, a centre key, a relative, two patients; a photo only Ilse's attachment
# refers to and a photo both patients' attachments share.
centre_dir = os.path.join(work, "centre")
centre = open_store(centre_dir)
owner = owner_session(centre)
ok("ks_account_create", owner, b'{"username":"ana","role":"staff"}', b"staff-password", NOW)
lib.ks_session_close(owner)
staff = sign_in(centre, b"ana", b"staff-password")
ok("ks_centre_key_create", staff, NOW)
rudi = ok("ks_account_create", staff, b'{"username":"rudi","role":"relative"}', b"rudi-password", NOW)["id"].encode()
NAME = "Ilse Wunderlich-Ostermann"
DIAGNOSIS = "Hemiparesis after a fall in the Quellgasse"
ilse = ok("ks_patient_create", staff, json.dumps({"full_name": NAME, "birth_date": "1948-02-03", "admitted_on": "2026-11-01",
                                                  "diagnosis": DIAGNOSIS, "notes": "Keeps her glasses in the left drawer"}).encode(), NOW)["id"].encode()
otto = ok("ks_patient_create", staff, b'{"full_name":"Otto Nebenbett","birth_date":"1940-01-01","admitted_on":"2026-11-01"}', NOW)["id"].encode()
photo = b"\xff\xd8\xff\xe0" + os.urandom(60000)
shared = b"\x89PNG\r\n\x1a\n" + os.urandom(20000)
photo_sha = ok("ks_media_import_file", staff, write(os.path.join(work, "photo.jpg"), photo), NOW)["sha256"].encode()
shared_sha = ok("ks_media_import_file", staff, write(os.path.join(work, "shared.png"), shared), NOW)["sha256"].encode()
ok("ks_dossier_attachment_add", staff, ilse, None, photo_sha, b'{"caption":"Ilse at the window"}', NOW)
ok("ks_dossier_attachment_add", staff, ilse, None, shared_sha, None, NOW)
otto_shared = ok("ks_dossier_attachment_add", staff, otto, None, shared_sha, None, NOW)["id"].encode()
check("link rudi to Ilse", lib.ks_relative_link(staff, rudi, ilse, None, NOW) == OK, message())

# --- Private files (umask 022).
outputs = os.path.join(work, "shared-folder")
os.mkdir(outputs)
archive = os.path.join(outputs, "archive.keepsake")
ok("ks_bundle_export", staff, archive.encode(), ctypes.byref(options))
dossier = os.path.join(outputs, "dossier.keepsake")
ok("ks_dossier_export_bundle", staff, ilse, dossier.encode(), ctypes.byref(options))

# While the viewer bundle is written, its folder holds nothing but the sealed temporary file.
seen = []


def watch(done, total, payload):
    names = sorted(os.listdir(outputs))
    seen.append(names)
    return 0


watcher = PROGRESS(watch)
viewer1 = os.path.join(outputs, "viewer-1.keepsake")
rc, _ = export_viewer(staff, ilse, viewer1, watcher)
check("a viewer bundle export", rc == OK, message())
extra = {n for names in seen for n in names} - {"archive.keepsake", "dossier.keepsake"}
check("while a viewer bundle is written, its folder holds only the bundle's own temporary file",
      seen and all(n.endswith(".keepsake.tmp") and n.startswith(".") for n in extra), sorted(extra))
check("only the unencrypted bundles asked for hold the patient's name in that folder (not the viewer bundle)",
      set(holding(outputs, [NAME.encode(), DIAGNOSIS.encode()])) <= {"archive.keepsake", "dossier.keepsake"},
      holding(outputs, [NAME.encode()]))
fhir = os.path.join(outputs, "ilse.fhir.json")
ok("ks_dossier_export_fhir", staff, ilse, fhir.encode(), ctypes.byref(options))
for path in (archive, dossier, viewer1, fhir):
    check(f"export {os.path.basename(path)} is 0600 under umask 022", stat.S_IMODE(os.stat(path).st_mode) == 0o600,
          oct(stat.S_IMODE(os.stat(path).st_mode)))
check("after the exports, the shared folder holds only the bundles", sorted(os.listdir(outputs)) ==
      sorted(["archive.keepsake", "dossier.keepsake", "viewer-1.keepsake", "ilse.fhir.json"]), sorted(os.listdir(outputs)))
check("the store's folders are 0700 and its files 0600 under umask 022", not private(centre_dir), private(centre_dir))
print("permissions after create under umask 022:", sorted(set(oct(m) for m in modes(centre_dir).values())))

# --- A relative's device opens revision 1 (the photo and the shared file).
device_dir = os.path.join(work, "device")
device = open_store(device_dir)
device_owner = owner_session(device)
# The device trusts the centre from rudi's invitation (FORMAT.md R58, R72).
lib.ks_viewer_invitation.argtypes = [ctypes.POINTER(P), P, S, ctypes.c_int64, S]
lib.ks_viewer_trust.argtypes = [ctypes.POINTER(P), P, S, S]
ok("ks_viewer_trust", device_owner, ok("ks_viewer_invitation", staff, rudi, 0, None)["text"].encode(), NOW)
viewer, result = P(), P()
rc = lib.ks_viewer_open(ctypes.byref(viewer), ctypes.byref(result), device_owner, viewer1.encode(), b"rudi", b"rudi-password", None, TODAY, NOW)
check("the device opens revision 1", rc == OK, message())
take(result)
lib.ks_session_close(viewer)
device_photo = os.path.join(device_dir, "media", photo_sha.decode()[:2], photo_sha.decode())
check("the device holds the photo", os.path.isfile(device_photo))
check("the device's files are private", not private(device_dir), private(device_dir))

# --- Verified copies: one changed byte in the stored photo.
stored = os.path.join(centre_dir, "media", photo_sha.decode()[:2], photo_sha.decode())
original = open(stored, "rb").read()
os.chmod(stored, 0o600)
damaged = bytearray(original)
damaged[len(damaged) // 2] ^= 0x01
open(stored, "r+b").write(bytes(damaged))
for what, fn, args in [
        ("an archive", "ks_bundle_export", lambda p: (staff, p, ctypes.byref(options))),
        ("a dossier bundle", "ks_dossier_export_bundle", lambda p: (staff, ilse, p, ctypes.byref(options))),
        ("a viewer bundle", "ks_viewer_export_bundle", lambda p: (staff, ilse, p, ctypes.byref(options), TODAY))]:
    out = os.path.join(outputs, "damaged.keepsake")
    before = sorted(os.listdir(outputs))
    rc, _ = call(fn, *args(out.encode()))
    check(f"{what} of a store with a changed photo is refused naming it", rc == CORRUPT and photo_sha.decode() in message(),
          f"{rc} {message()}")
    check(f"the refused {what} leaves no file behind", sorted(os.listdir(outputs)) == before, sorted(os.listdir(outputs)))
buffer = ctypes.create_string_buffer(len(photo))
length = ctypes.c_size_t()
rc = lib.ks_media_read(ctypes.byref(length), buffer, len(photo), staff, photo_sha, 0)
check("ks_media_read of the whole changed file reports it", rc == CORRUPT and photo_sha.decode() in message(), f"{rc} {message()}")
rc = lib.ks_media_read(ctypes.byref(length), buffer, 100, staff, photo_sha, 0)
check("a partial read still works", rc == OK and length.value == 100, message())
lib.ks_session_close(staff)
lib.ks_store_close(centre)
check_run = subprocess.run([CLI, "info", "--json", "--store", centre_dir, "--check", "--as", "ana"], input="staff-password\n",
                           capture_output=True, text=True)
report = json.loads(check_run.stdout) if check_run.stdout.strip() else {}
check("keepsake info --check lists the changed photo and exits 1",
      check_run.returncode == 1 and [d["sha256"] for d in report.get("check", {}).get("damaged", [])] == [photo_sha.decode()]
      and report["check"]["checked"] == 2, f"{check_run.returncode} {check_run.stdout} {check_run.stderr}")
open(stored, "r+b").write(original)
check_run = subprocess.run([CLI, "info", "--json", "--store", centre_dir, "--check", "--as", "ana"], input="staff-password\n",
                           capture_output=True, text=True)
check("keepsake info --check of an intact store exits 0", check_run.returncode == 0, check_run.stderr)

# --- Tightening: a store written with 0755 folders and 0644 files is private once opened.
for path, is_dir in files_under(centre_dir):
    os.chmod(path, 0o755 if is_dir else 0o644)
os.chmod(centre_dir, 0o755)
centre = open_store(centre_dir)
check("an existing store is tightened when opened", not private(centre_dir), private(centre_dir))
staff = sign_in(centre, b"ana", b"staff-password")

# --- Erasure. Otto's attachment of the shared file goes: the file stays (Ilse's refers to it).
check("delete Otto's attachment", lib.ks_dossier_attachment_delete(staff, otto_shared) == OK, message())
listed = {m["sha256"] for m in ok("ks_media_list", staff)["media"]}
check("media another attachment refers to stay", shared_sha.decode() in listed, listed)
# A new revision without the photo: delete Ilse's photo attachment, export, open on the device.
attachments = ok("ks_dossier_attachment_list", staff, ilse, None, TODAY)["attachments"]
photo_attachment = [a["id"] for a in attachments if a["sha256"] == photo_sha.decode()][0].encode()
check("delete Ilse's photo attachment", lib.ks_dossier_attachment_delete(staff, photo_attachment) == OK, message())
listed = {m["sha256"] for m in ok("ks_media_list", staff)["media"]}
check("the photo is gone from ks_media_list with its last attachment", photo_sha.decode() not in listed, listed)
check("and its file from media/", not os.path.exists(stored))
viewer2 = os.path.join(outputs, "viewer-2.keepsake")
rc, _ = export_viewer(staff, ilse, viewer2)
check("revision 2", rc == OK, message())
viewer, result = P(), P()
rc = lib.ks_viewer_open(ctypes.byref(viewer), ctypes.byref(result), device_owner, viewer2.encode(), b"rudi", b"rudi-password", None, TODAY, NOW)
check("the device opens revision 2", rc == OK, message())
take(result)
lib.ks_session_close(viewer)
check("the device forgets the photo revision 2 no longer holds", not os.path.exists(device_photo))
check("no file of the device holds the photo's bytes", not holding(device_dir, [photo[1000:1064]]), holding(device_dir, [photo[1000:1064]]))

# Delete Ilse with the store open; nothing of her stays in any file of the store.
ok("ks_patient_update", staff, ilse, json.dumps({"notes": "Walks to the window alone, " + NAME}).encode(), NOW)   # her pages in the WAL
needles = [NAME.encode(), NAME.lower().encode(), DIAGNOSIS.encode(), b"Ilse at the window", shared[5000:5064]]
before = holding(centre_dir, needles)
print("files of the store holding Ilse's name or photo before her deletion:", before)
ok("ks_patient_delete", staff, ilse)
found = holding(centre_dir, needles)
check("after deleting the patient, no file of the store (database, WAL, SHM, media, tmp) holds her name, diagnosis, caption or photo",
      not found, found)
print("files of the store holding Ilse's name or photo after her deletion (store open):", found)
listed = {m["sha256"] for m in ok("ks_media_list", staff)["media"]}
check("the deleted patient's media are gone from ks_media_list", shared_sha.decode() not in listed, listed)
check("the store passes integrity_check", subprocess.run(["sqlite3", os.path.join(centre_dir, "keepsake.db"), "PRAGMA integrity_check"],
                                                         capture_output=True, text=True).stdout.strip() == "ok")

# --- What a viewer verify or dump decrypts goes to a private folder of the system's temporary
# folder, and a killed call leaves nothing there beyond the next call.
import random  # noqa: E402
import signal  # noqa: E402
import time  # noqa: E402
video = b"\x00\x00\x00\x18ftypmp42" + os.urandom(48 << 20)
video_sha = ok("ks_media_import_file", staff, write(os.path.join(work, "walk.mp4"), video), NOW)["sha256"].encode()
ok("ks_dossier_attachment_add", staff, otto, None, video_sha, None, NOW)
check("link rudi to Otto", lib.ks_relative_link(staff, rudi, otto, None, NOW) == OK, message())
otto_viewer = os.path.join(work, "otto-viewer.keepsake")
rc, _ = export_viewer(staff, otto, otto_viewer)
check("Otto's viewer bundle with a 48 MiB video", rc == OK, message())
private_tmp = os.path.join(work, "system-tmp")
os.mkdir(private_tmp)
os.chmod(private_tmp, 0o777)   # a shared folder, like /tmp
env = dict(os.environ, TMPDIR=private_tmp)
# What a killed call of a library before keepsake-<uid> left in the shared folder itself, and
# another program's entry: the first call (which makes keepsake-<uid>) removes the former only.
earlier = os.path.join(private_tmp, "keepsake-2147483646-" + "0a1b" * 6 + ".scratch")
os.mkdir(earlier, 0o700)
write(os.path.join(earlier, "plain.db"), b"decrypted by a killed call of an earlier library")
foreign = os.path.join(private_tmp, "keepsake-notes.txt")
write(foreign, b"another program's")
random.seed(15)
left_after_kills, readable = 0, []
for verb in ("verify", "dump") * 6:
    proc = subprocess.Popen([CLI, verb, "--user", "rudi", "--today", TODAY.decode(), otto_viewer], env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    proc.stdin.write(b"rudi-password\n")
    proc.stdin.close()
    time.sleep(random.uniform(0.2, 2.5))
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    for path, is_dir in files_under(private_tmp):
        if path == foreign:
            continue
        left_after_kills += 1
        if stat.S_IMODE(os.lstat(path).st_mode) & 0o077 and is_dir:
            readable.append(os.path.relpath(path, private_tmp))
print("entries left in the temporary folder by 12 killed viewer verify/dump calls, counted after each kill:", left_after_kills)
check("the first call removed what a killed call of an earlier library left in the shared folder",
      not os.path.exists(earlier))
check("and left another program's entry alone", os.path.exists(foreign))
os.unlink(foreign)
check("what a killed viewer verify or dump left is in folders only their owner can open", not readable, readable)
done = subprocess.run([CLI, "verify", "--user", "rudi", "--today", TODAY.decode(), otto_viewer], env=env,
                      input=b"rudi-password\n", capture_output=True)
check("a viewer verify after the kills", done.returncode == 0, done.stderr)
user_folder = os.path.join(private_tmp, f"keepsake-{os.getuid()}")
check("the next viewer verify sweeps what the killed calls left: the temporary folder holds only this user's "
      "private folder keepsake-<uid>, and it is empty",
      os.listdir(private_tmp) == [os.path.basename(user_folder)] and os.listdir(user_folder) == [],
      (os.listdir(private_tmp), os.listdir(user_folder) if os.path.isdir(user_folder) else None))
check("keepsake-<uid> is 0700", stat.S_IMODE(os.lstat(user_folder).st_mode) == 0o700, oct(os.lstat(user_folder).st_mode))
# Only that folder is listed and swept: a dead process's folder of the old layout, or anything
# else in the shared folder, is not Keepsake's to remove.
os.chmod(user_folder, 0o755)
done = subprocess.run([CLI, "verify", "--user", "rudi", "--today", TODAY.decode(), otto_viewer], env=env,
                      input=b"rudi-password\n", capture_output=True)
check("a keepsake-<uid> left 0755 is made 0700 again by the next call",
      done.returncode == 0 and stat.S_IMODE(os.lstat(user_folder).st_mode) == 0o700, (done.stderr, oct(os.lstat(user_folder).st_mode)))
# A keepsake-<uid> that is not this user's folder (here a symlink another user could have
# planted, pointing to a folder they can read) is refused before anything is decrypted.
shutil.rmtree(user_folder)
planted = os.path.join(work, "planted")
os.mkdir(planted)
os.chmod(planted, 0o777)
os.symlink(planted, user_folder)
done = subprocess.run([CLI, "verify", "--user", "rudi", "--today", TODAY.decode(), otto_viewer], env=env,
                      input="rudi-password\n", capture_output=True, text=True)
check("a keepsake-<uid> that is a symlink is refused, naming the folder and what to do",
      done.returncode != 0 and "not a folder of this user's own" in done.stderr and "TMPDIR" in done.stderr, done.stderr)
check("and nothing was written through it", os.listdir(planted) == [], os.listdir(planted))
os.unlink(user_folder)
write(user_folder, b"a file where the folder should be")
done = subprocess.run([CLI, "verify", "--user", "rudi", "--today", TODAY.decode(), otto_viewer], env=env,
                      input="rudi-password\n", capture_output=True, text=True)
check("a keepsake-<uid> that is a file is refused the same way",
      done.returncode != 0 and "not a folder of this user's own" in done.stderr, done.stderr)
os.unlink(user_folder)

# --- Media never attached: ks_media_delete refuses media still attached (changing nothing)
# and erases the rest, row and file, with the store open.
NOT_FOUND = -2
lib.ks_media_delete.argtypes = [P, S]
kept = b"\x89PNG\r\n\x1a\n" + os.urandom(30000)
loose = b"\xff\xd8\xff\xe0" + os.urandom(40000)
kept_sha = ok("ks_media_import_file", staff, write(os.path.join(work, "kept.png"), kept), NOW)["sha256"].encode()
loose_sha = ok("ks_media_import_file", staff, write(os.path.join(work, "loose.jpg"), loose), NOW)["sha256"].encode()
ok("ks_dossier_attachment_add", staff, otto, None, kept_sha, None, NOW)
rc = lib.ks_media_delete(staff, kept_sha)
check("ks_media_delete refuses media an attachment refers to", rc == INVALID_ARGUMENT and "attached" in message(), f"{rc} {message()}")
check("and keeps its file", holding(centre_dir, [kept[20000:20064]]) != [])
check("ks_media_delete of an unknown hash is KS_ERR_NOT_FOUND", lib.ks_media_delete(staff, b"0" * 64) == NOT_FOUND, message())
check("ks_media_delete of a malformed hash is KS_ERR_INVALID_ARGUMENT", lib.ks_media_delete(staff, b"x") == INVALID_ARGUMENT, message())
check("media never attached are in media/ before", holding(centre_dir, [loose[30000:30064]]) != [])
check("ks_media_delete of media never attached", lib.ks_media_delete(staff, loose_sha) == OK, message())
listed = {m["sha256"] for m in ok("ks_media_list", staff)["media"]}
check("they are gone from ks_media_list", loose_sha.decode() not in listed and kept_sha.decode() in listed, listed)
check("and no file of the store holds their bytes (store open)", not holding(centre_dir, [loose[30000:30064]]),
      holding(centre_dir, [loose[30000:30064]]))
cli = subprocess.run([CLI, "media", "delete", "--store", centre_dir, "--as", "ana", kept_sha.decode()],
                     input="staff-password\n", capture_output=True, text=True)
check("keepsake media delete refuses attached media and exits non-zero", cli.returncode != 0 and "attached" in cli.stderr,
      f"{cli.returncode} {cli.stderr}")

# --- Deleting an account deletes its mood year and routine, and their text leaves no trace.
# In a family's store: the owner olga deletes the staff account of mia.
family_dir = os.path.join(work, "family")
family = open_store(family_dir)
implicit = owner_session(family)
ok("ks_account_create", implicit, b'{"username":"olga","role":"owner"}', b"olga-password", NOW)
lib.ks_session_close(implicit)
olga = sign_in(family, b"olga", b"olga-password")
mia_id = ok("ks_account_create", olga, b'{"username":"mia","role":"staff"}', b"mia-password", NOW)["id"].encode()
mia = sign_in(family, b"mia", b"mia-password")
MOOD_NOTE = "Mia dreamt of the Brandhorst ferry again"
ROUTINE_NOTE = "Mia skipped magnesium at the Kesselbrook kiosk"
GOAL_ANSWER = "Mia wants calm Wendelstein evenings"
ok("ks_mood_set", mia, TODAY, b"good", MOOD_NOTE.encode(), TODAY, NOW)
ok("ks_routine_start", mia, json.dumps({"start_date": "2026-11-20", "goal": "less_stress",
                                        "answers": {"why": GOAL_ANSWER}}).encode(), NOW)
check("mia's routine note", lib.ks_routine_set_note(mia, TODAY, ROUTINE_NOTE.encode(), TODAY, NOW) == OK, message())
check("mia's check-in", lib.ks_routine_take(mia, TODAY, b"morning", TODAY, NOW) == OK, message())
lib.ks_session_close(mia)
texts = [MOOD_NOTE.encode(), ROUTINE_NOTE.encode(), GOAL_ANSWER.encode()]
before = holding(family_dir, texts)
print("files of the store holding mia's mood or routine text before her account's deletion:", before)
check("mia's texts are in the store's files before", before != [], before)
check("olga deletes mia's account", lib.ks_account_delete(olga, mia_id) == OK, message())
found = holding(family_dir, texts)
check("after deleting the account, no file of the store holds its mood note, routine note or answers", not found, found)
rows = subprocess.run(["sqlite3", os.path.join(family_dir, "keepsake.db"),
                       "SELECT (SELECT count(*) FROM mood_days WHERE account_id = '%s') + (SELECT count(*) FROM routines WHERE account_id = '%s')"
                       " + (SELECT count(*) FROM routine_notes) + (SELECT count(*) FROM routine_answers) + (SELECT count(*) FROM routine_checkins)"
                       % (mia_id.decode(), mia_id.decode())], capture_output=True, text=True).stdout.strip()
check("and no mood or routine row of it stays", rows == "0", rows)

# --- A store touches nothing outside itself (issue 28 section 1): a copy whose media/ is a link
# to the centre's and whose store_info lacks media_trails (so its open checks every file), and
# one whose tmp/ is a link to a documents folder: `keepsake media list` refuses them, and
# nothing the links point at is removed.
copy_dir = os.path.join(work, "linked-copy")
lib.ks_store_close(open_store(copy_dir))
shutil.rmtree(os.path.join(copy_dir, "media"))
os.symlink(os.path.join(centre_dir, "media"), os.path.join(copy_dir, "media"))
subprocess.run(["sqlite3", os.path.join(copy_dir, "keepsake.db"), "DELETE FROM store_info WHERE key = 'media_trails'"], check=True)
centre_media = sorted(p for p, d in files_under(os.path.join(centre_dir, "media")) if not d)
listing = subprocess.run([CLI, "media", "list", "--store", copy_dir], capture_output=True, text=True)
check("keepsake media list refuses a store whose media/ is a symbolic link", listing.returncode != 0
      and "symbolic link" in listing.stderr, f"{listing.returncode} {listing.stderr}")
check("and every file of the store it points at stays",
      sorted(p for p, d in files_under(os.path.join(centre_dir, "media")) if not d) == centre_media and centre_media)
documents = os.path.join(work, "documents")
os.makedirs(os.path.join(documents, "2024-05-tax"))
write(os.path.join(documents, "2024-05-tax", "return.pdf"), b"tax")
write(os.path.join(documents, "1999-report.txt"), b"report")
os.unlink(os.path.join(copy_dir, "media"))
os.rmdir(os.path.join(copy_dir, "tmp"))
os.symlink(documents, os.path.join(copy_dir, "tmp"))
h = P()
rc = lib.ks_store_open(ctypes.byref(h), copy_dir.encode(), 0)
check("ks_store_open refuses a store whose tmp/ is a symbolic link, with KS_ERR_CORRUPT_STORE", rc == CORRUPT and "tmp" in message(),
      f"{rc} {message()}")
check("and the documents folder it points at is untouched",
      sorted(os.listdir(documents)) == ["1999-report.txt", "2024-05-tax"] and os.listdir(os.path.join(documents, "2024-05-tax")) == ["return.pdf"])

# --- An erasure that waits for a reader finishes as soon as no snapshot needs the file (issue
# 28 section 6): a reader of another connection holds a snapshot listing the photo while its
# patient is deleted; once it ends, another process's `keepsake info --check`, or its next
# write, erases the photo with this process still holding the store open.
import sqlite3  # noqa: E402
waiting_dir = os.path.join(work, "waiting")
waiting = open_store(waiting_dir)
waiting_owner = owner_session(waiting)
for round_number, finisher in enumerate([["info", "--check"], ["media", "add"]]):
    data = b"\xff\xd8\xff\xe0" + os.urandom(30000)
    sha = ok("ks_media_import_file", waiting_owner, write(os.path.join(work, f"waiting-{round_number}.jpg"), data), NOW)["sha256"]
    pid = ok("ks_patient_create", waiting_owner, b'{"full_name":"Wanda Wartend","birth_date":"1950-01-01","admitted_on":"2026-11-01"}', NOW)["id"].encode()
    ok("ks_dossier_attachment_add", waiting_owner, pid, None, sha.encode(), None, NOW)
    reader = sqlite3.connect(f"file:{waiting_dir}/keepsake.db?mode=ro", uri=True, isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT count(*) FROM media").fetchall()
    ok("ks_patient_delete", waiting_owner, pid)
    photo_file = os.path.join(waiting_dir, "media", sha[:2], sha)
    check(f"round {round_number}: the photo waits for the reader's snapshot", os.path.exists(photo_file))
    reader.execute("COMMIT")
    reader.close()
    extra = [write(os.path.join(work, f"other-{round_number}.png"), b"\x89PNG\r\n\x1a\n" + os.urandom(100)).decode()] if finisher[0] == "media" else []
    done = subprocess.run([CLI] + finisher + ["--store", waiting_dir] + extra, capture_output=True, text=True)
    check(f"keepsake {' '.join(finisher)} in another process", done.returncode == 0, done.stderr)
    check(f"once the reader ended, another process's `keepsake {' '.join(finisher)}` erases the photo (this process still has the store open)",
          not os.path.exists(photo_file) and not [n for n in os.listdir(os.path.join(waiting_dir, "tmp")) if "trail" in n],
          os.listdir(os.path.join(waiting_dir, "tmp")))
lib.ks_session_close(waiting_owner)
lib.ks_store_close(waiting)

# --- Bounded inputs.
huge = "u" * (10 << 20)
rc, _ = call("ks_account_create", staff, json.dumps({"username": huge, "role": "relative"}).encode(), b"pw-pw-pw-pw", NOW)
check("a 10 MiB username is refused with a short message", rc == INVALID_ARGUMENT and len(message()) < 300, f"{rc} {len(message())}")
h = P()
rc = lib.ks_store_open(ctypes.byref(h), ("/tmp/" + "p" * (10 << 20)).encode(), 0)
check("a 10 MiB path gives a message of at most 4096 bytes", rc != OK and 0 < len(message().encode()) <= 4096, len(message()))
lib.ks_media_list(ctypes.byref(P()), staff)   # a call that succeeds, so no later failure shows a stale message
# Media limits apply to bundle imports: a 50 kB PNG past a 1,000-byte image limit.
check("set an image limit of 1000 bytes", lib.ks_media_limits_set(staff, b'{"image":1000}') == OK, message())
png = b"\x89PNG\r\n\x1a\n" + os.urandom(50000)
big = write(os.path.join(work, "big-png.keepsake"), ksbundle.build_bundle([png]))
rc, _ = call("ks_bundle_import", staff, big, None)
check("a bundle's 50 kB PNG past a 1,000-byte image limit is refused", rc == LIMIT and "limit" in message(), f"{rc} {message()}")
listed = {m["sha256"] for m in ok("ks_media_list", staff)["media"]}
check("and nothing of it is imported", hashlib.sha256(png).hexdigest() not in listed)
check("lift the limit", lib.ks_media_limits_set(staff, b'{"image":0}') == OK, message())
# U+0000 in a bundle's text: refused with [database-row], never cut.
otto_bundle = os.path.join(work, "otto.keepsake")
ok("ks_dossier_export_bundle", staff, otto, otto_bundle.encode(), ctypes.byref(options))
dump = json.loads(subprocess.run([CLI, "dump", otto_bundle], capture_output=True, text=True, check=True).stdout)
dump["tables"]["patients"][0]["notes"] = "before\u0000after"
media_dir = os.path.join(work, "otto-media")
os.mkdir(media_dir)
nul = write(os.path.join(work, "nul.keepsake"), ksbundle.build_bundle([], created=dump["created"], kind=dump["kind"],
                                                                       tables={k: v for k, v in dump["tables"].items() if k != "media"},
                                                                       format_version=dump["format_version"]))
fresh = open_store(os.path.join(work, "fresh"))
fresh_owner = owner_session(fresh)
rc, _ = call("ks_bundle_import", fresh_owner, nul, None)
check("text with U+0000 in a bundle is refused with [database-row]", rc == INVALID_BUNDLE and "[database-row]" in message()
      and "U+0000" in message(), f"{rc} {message()}")
lib.ks_session_close(fresh_owner)
lib.ks_store_close(fresh)

lib.ks_session_close(staff)
lib.ks_store_close(centre)
lib.ks_session_close(device_owner)
lib.ks_store_close(device)
shutil.rmtree(work, ignore_errors=True)
T.finish()
