#!/usr/bin/env python3
"""Disk and I/O faults: each gives a clear status and message, and the store stays usable and
intact (it opens, PRAGMA integrity_check is "ok", what was there before is still there, tmp/ is
empty, and a new change then succeeds).

Scenarios (one row each in SCENARIOS):
  full-disk-tmpfs     a 4 MiB tmpfs of the test's own (needs `mount`; skipped without it):
                      a media file, a bundle export, a bundle import and a mood change into
                      the full disk give KS_ERR_NO_SPACE
  full-disk-fsize     the same through RLIMIT_FSIZE (a file-size limit, always available):
                      KS_ERR_NO_SPACE
  full-disk-open      a store closed, its disk (a 4 MiB tmpfs) filled, then opened afresh for
                      writing and read-only: both open, media and records read, and a change
                      gives KS_ERR_NO_SPACE (needs `mount`)
  full-disk-no-index  the same without the store's shared index (-shm), so the store falls
                      back to exclusive locking: it reads, and between units of work another
                      connection takes the exclusive lock at once (needs `mount`)
  read-only-open      KS_OPEN_READ_ONLY: every change gives KS_ERR_READ_ONLY, reads work
  read-only-media     the store's filesystem remounted read-only (needs `mount`):
                      KS_ERR_READ_ONLY on open or on the first change
  media-deleted       a media file deleted behind the store's back: KS_ERR_CORRUPT_STORE on
                      read and on export (no bundle left under the final name)
  media-truncated     a media file cut short: KS_ERR_CORRUPT_STORE on read and export
  media-changed       one byte of a media file changed (same size): KS_ERR_CORRUPT_STORE naming
                      it on a read of the whole file and on export (no bundle left)
  bundle-missing      importing a bundle that is not there: KS_ERR_NOT_FOUND
  bundle-shrinks      the bundle truncated while it is being imported: refused, nothing imported
  bundle-vanishes     the bundle unlinked while it is being imported: the open file is read
                      to the end, so the import completes (POSIX semantics)

    faults_test.py --prefix PREFIX [SCENARIO...]
"""
import argparse
import ctypes
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kslib  # noqa: E402

lib = None
vp = ctypes.c_void_p
PROGRESS = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_uint64, ctypes.c_uint64, vp)


class ReadOptions(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("max_members", ctypes.c_uint64), ("max_member_size", ctypes.c_uint64),
                ("max_total_size", ctypes.c_uint64), ("max_manifest_size", ctypes.c_uint64),
                ("progress", PROGRESS), ("payload", vp)]


class Failure(Exception):
    pass


def expect(result, status, what, contains=None):
    got, value, message = result
    if got != status:
        raise Failure(f"{what}: expected {status}, got {got}: {message}")
    if status != "KS_OK":
        if not message:
            raise Failure(f"{what}: {status} without a message")
        if contains and contains not in message:
            raise Failure(f"{what}: the message does not mention {contains!r}: {message}")
        print(f"    {what}: {status}: {message}")
    return value


class Store:
    """A store folder with an owner session through the C ABI."""

    def __init__(self, path, flags=1):
        self.path = path
        status, self.store, message = lib.open(path, flags)
        if status != "KS_OK":
            raise Failure(f"ks_store_open {path}: {status}: {message}")
        self.session = lib.owner(self.store)

    def close(self):
        lib.lib.ks_session_close(self.session)
        lib.lib.ks_store_close(self.store)

    def add_media(self, data):
        writer = vp()
        status = lib.lib.ks_media_writer_open(ctypes.byref(writer), self.session, kslib.NOW)
        if status != 0:
            return kslib.STATUS[status], None, lib.message()
        for start in range(0, len(data), 1 << 16):
            chunk = data[start:start + (1 << 16)]
            status = lib.lib.ks_media_writer_write(writer, chunk, len(chunk))
            if status != 0:
                result = (kslib.STATUS[status], None, lib.message())
                lib.lib.ks_media_writer_close(writer)
                return result
        result = lib.call("ks_media_writer_finish", writer, out=True)
        lib.lib.ks_media_writer_close(writer)
        return result

    def mood(self, date, mood="good"):
        return lib.call("ks_mood_set", self.session, date.encode(), mood.encode(), b"note", kslib.TODAY, kslib.NOW, out=True)

    def export(self, path):
        return lib.call("ks_bundle_export", self.session, path.encode(), lib.options, out=True)

    def import_bundle(self, path, options=None):
        return lib.call("ks_bundle_import", self.session, path.encode(), ctypes.byref(options) if options else None, out=True)

    def read(self, sha, size):
        buffer = ctypes.create_string_buffer(size)
        length = ctypes.c_size_t()
        status = lib.lib.ks_media_read(ctypes.byref(length), buffer, size, self.session, sha.encode(), 0)
        return kslib.STATUS[status], buffer.raw[:length.value], lib.message() if status else ""


def snapshot(path):
    db = sqlite3.connect(os.path.join(path, "keepsake.db"))
    try:
        return (sorted(db.execute("SELECT sha256, size FROM media")),
                sorted(db.execute("SELECT day, mood, note FROM mood_days")))
    finally:
        db.close()


def check_intact(path, before, fresh_date="2026-11-29", expect_media_files=True):
    """The store opens, passes integrity_check, still holds `before`, has an empty tmp/, and takes
    a new change."""
    store = Store(path, flags=0)
    try:
        left = os.listdir(os.path.join(path, "tmp"))
        if left:
            raise Failure(f"tmp/ holds {left} after reopening")
        db = sqlite3.connect(os.path.join(path, "keepsake.db"))
        result = db.execute("PRAGMA integrity_check").fetchall()
        db.close()
        if result != [("ok",)]:
            raise Failure(f"integrity_check: {result}")
        media, moods = snapshot(path)
        if not set(before[0]) <= set(media) or not set(before[1]) <= set(moods):
            raise Failure("data acknowledged before the fault is gone")
        if expect_media_files:
            for sha, size in media:
                f = os.path.join(path, "media", sha[:2], sha)
                if not os.path.isfile(f) or os.path.getsize(f) != size:
                    raise Failure(f"media {sha} has no file of {size} bytes")
        expect(store.mood(fresh_date, "ok"), "KS_OK", "a change after the fault")
        expect(store.add_media(os.urandom(5000)), "KS_OK", "a media file after the fault")
    finally:
        store.close()


def populated(path, media_sizes=(30000, 40000)):
    store = Store(path)
    records = [expect(store.add_media(os.urandom(n)), "KS_OK", "adding media") for n in media_sizes]
    expect(store.mood("2026-11-01"), "KS_OK", "setting a mood")
    return store, records


# ---------------------------------------------------------------------------------------------


def can_mount(work):
    probe = os.path.join(work, "probe")
    os.mkdir(probe)
    ok = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], capture_output=True).returncode == 0
    if ok:
        subprocess.run(["umount", probe], check=True)
    return ok


class Mount:
    def __init__(self, work, name, size):
        self.path = os.path.join(work, name)
        os.mkdir(self.path)
        subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", self.path], check=True)

    def remount(self, mode):
        subprocess.run(["mount", "-o", f"remount,{mode}", self.path], check=True)

    def close(self):
        subprocess.run(["umount", "-l", self.path], check=False)


def fill(folder):
    """Fills the filesystem of `folder`; returns the filler file."""
    filler = os.path.join(folder, "filler")
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        for size in (1 << 16, 4096, 512, 1):
            try:
                while os.write(fd, b"\0" * size) == size:
                    pass
            except OSError:
                pass
    finally:
        os.close(fd)
    return filler


def full_disk_tmpfs(work, bundle):
    mount = Mount(work, "small-disk", "4m")
    try:
        path = os.path.join(mount.path, "store")
        store, _ = populated(path)
        before = snapshot(path)
        expect(store.add_media(os.urandom(6 << 20)), "KS_ERR_NO_SPACE", "a 6 MiB media file on a 4 MiB disk")
        left = os.listdir(os.path.join(path, "tmp"))
        if left:
            raise Failure(f"a media write refused for space left {left} in tmp/")
        filler = fill(mount.path)
        out = os.path.join(mount.path, "backup.keepsake")
        expect(store.export(out), "KS_ERR_NO_SPACE", "a bundle export onto the full disk")
        if os.path.exists(out):
            raise Failure("a refused export left a file under the final name")
        expect(store.import_bundle(bundle), "KS_ERR_NO_SPACE", "a bundle import onto the full disk")
        result = store.mood("2026-11-02")
        if result[0] not in ("KS_OK", "KS_ERR_NO_SPACE"):
            raise Failure(f"a mood change on a full disk gave {result[0]}: {result[2]}")
        print(f"    a mood change on the full disk: {result[0]} {result[2]}")
        if result[0] == "KS_OK":
            before = snapshot(path)   # SQLite found room in the WAL: a committed change
        store.close()
        os.remove(filler)
        check_intact(path, before)
    finally:
        mount.close()


def full_disk_open(work, bundle):
    mount = Mount(work, "full-open-disk", "4m")
    try:
        path = os.path.join(mount.path, "store")
        store, records = populated(path)
        store.close()
        before = snapshot(path)
        filler = fill(mount.path)
        for flags, what in ((0, "for writing"), (2, "read-only")):
            status, handle, message = lib.open(path, flags)
            if status != "KS_OK":
                raise Failure(f"opening a store {what} on a full disk: {status}: {message}")
            opened = Store.__new__(Store)
            opened.path, opened.store, opened.session = path, handle, lib.owner(handle)
            try:
                record = records[0]
                status, data, message = opened.read(record["sha256"], record["size"])
                if status != "KS_OK" or len(data) != record["size"]:
                    raise Failure(f"reading media from a store opened {what} on a full disk: {status} {message}")
                expect(lib.call("ks_media_list", opened.session, out=True), "KS_OK", f"listing media, opened {what} on a full disk")
                expect(lib.call("ks_store_info", opened.store, out=True), "KS_OK", f"the store's info, opened {what} on a full disk")
                if flags == 0:
                    result = opened.add_media(os.urandom(200000))
                    expect(result, "KS_ERR_NO_SPACE", "a media file into a store opened on a full disk")
                    result = opened.mood("2026-11-05")
                    if result[0] != "KS_ERR_NO_SPACE":
                        raise Failure(f"a mood change in a store opened on a full disk gave {result[0]}: {result[2]}")
                    print(f"    a mood change in a store opened on a full disk: {result[0]}: {result[2]}")
                print(f"    opened {what} on a full disk: reads work")
            finally:
                opened.close()
        os.remove(filler)
        check_intact(path, before)
    finally:
        mount.close()


def full_disk_no_index(work, bundle):
    """A store without its shared index (-shm) on a full disk: SQLite cannot create the index,
    so the store falls back to exclusive locking. It must take that lock only for each unit of
    work: between them, and after suspension, another connection gets the database at once
    (a lock kept while an iOS app is suspended gets it killed, 0xdead10cc)."""
    mount = Mount(work, "no-index-disk", "4m")
    try:
        path = os.path.join(mount.path, "store")
        store, records = populated(path)
        store.close()
        os.remove(os.path.join(path, "keepsake.db-shm"))
        before = snapshot(path)
        filler = fill(mount.path)
        status, handle, message = lib.open(path, 0)
        if status != "KS_OK":
            raise Failure(f"opening a store without its index on a full disk: {status}: {message}")
        opened = Store.__new__(Store)
        opened.path, opened.store, opened.session = path, handle, lib.owner(handle)
        try:
            # SQLite may leave an empty -shm behind the attempt; a usable index is 32 KiB.
            shm = os.path.join(path, "keepsake.db-shm")
            if os.path.exists(shm) and os.path.getsize(shm) >= 32 << 10:
                raise Failure("the index was created on the full disk: the scenario does not test the fallback")
            for round in range(2):
                record = records[round]
                status, data, message = opened.read(record["sha256"], record["size"])
                if status != "KS_OK" or len(data) != record["size"]:
                    raise Failure(f"reading media from a store without its index on a full disk: {status} {message}")
                # Another connection, with exclusive locking too (the only way without an
                # index), takes the database's exclusive lock at once: the store holds none.
                other = sqlite3.connect(os.path.join(path, "keepsake.db"), timeout=0.2, isolation_level=None)
                try:
                    other.execute("PRAGMA locking_mode=EXCLUSIVE")
                    other.execute("BEGIN EXCLUSIVE")
                    other.execute("COMMIT")
                except sqlite3.OperationalError as e:
                    raise Failure(f"the store kept the database locked between units of work: {e}") from None
                finally:
                    other.close()
            size = os.path.getsize(shm) if os.path.exists(shm) else "no"
            print(f"    (-shm: {size} bytes) between units of work another connection takes the exclusive lock at once")
        finally:
            opened.close()
        os.remove(filler)
        check_intact(path, before)
    finally:
        mount.close()


def media_changed(work, bundle):
    path = os.path.join(work, "changed")
    store, records = populated(path)
    victim = records[0]
    file = os.path.join(path, "media", victim["sha256"][:2], victim["sha256"])
    with open(file, "r+b") as f:
        f.seek(victim["size"] // 2)
        byte = f.read(1)
        f.seek(victim["size"] // 2)
        f.write(bytes([byte[0] ^ 0x80]))
    expect(store.read(victim["sha256"], victim["size"]), "KS_ERR_CORRUPT_STORE", "reading the whole changed file",
           contains=victim["sha256"])
    out = os.path.join(work, "changed.keepsake")
    expect(store.export(out), "KS_ERR_CORRUPT_STORE", "exporting a store with a changed media file", contains=victim["sha256"])
    if os.path.exists(out) or [n for n in os.listdir(work) if n.startswith(".")]:
        raise Failure("a refused export left a file behind")
    store.close()


FSIZE_CHILD = r"""
import os, resource, signal, sys
sys.path.insert(0, sys.argv[1])
import faults_test as t, kslib
t.lib = kslib.Library(sys.argv[2])
path, bundle, out = sys.argv[3], sys.argv[4], sys.argv[5]
store = t.Store(path, flags=0)
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)      # write() then fails with EFBIG
resource.setrlimit(resource.RLIMIT_FSIZE, (1 << 20, 1 << 20))
t.expect(store.add_media(os.urandom(2 << 20)), "KS_ERR_NO_SPACE", "a 2 MiB media file under a 1 MiB file-size limit")
t.expect(store.export(out), "KS_ERR_NO_SPACE", "a bundle export of 1.2 MiB under a 1 MiB file-size limit")
assert not os.path.exists(out), "a refused export left a file under the final name"
store.close()
"""


def full_disk_fsize(work, bundle):
    path = os.path.join(work, "fsize-store")
    store, _ = populated(path, media_sizes=(600000, 600000))
    store.close()
    before = snapshot(path)
    out = os.path.join(work, "fsize.keepsake")
    child = subprocess.run([sys.executable, "-c", FSIZE_CHILD, os.path.dirname(os.path.abspath(__file__)), LIBRARY,
                            path, bundle, out], capture_output=True, text=True)
    sys.stdout.write(child.stdout)
    if child.returncode != 0:
        raise Failure(f"the RLIMIT_FSIZE child failed ({child.returncode}): {child.stderr}")
    check_intact(path, before)


def read_only_open(work, bundle):
    path = os.path.join(work, "ro-store")
    store, records = populated(path)
    store.close()
    before = snapshot(path)
    status, handle, message = lib.open(path, 2)
    if status != "KS_OK":
        raise Failure(f"a read-only open failed: {status}: {message}")
    ro = Store.__new__(Store)
    ro.path, ro.store, ro.session = path, handle, lib.owner(handle)
    try:
        expect(ro.mood("2026-11-03"), "KS_ERR_READ_ONLY", "a mood change in a read-only store")
        expect(ro.add_media(b"x" * 100), "KS_ERR_READ_ONLY", "a media file in a read-only store")
        expect(ro.import_bundle(bundle), "KS_ERR_READ_ONLY", "a bundle import into a read-only store")
        status, data, message = ro.read(records[0]["sha256"], records[0]["size"])
        if status != "KS_OK" or len(data) != records[0]["size"]:
            raise Failure(f"reading media from a read-only store: {status} {message}")
        expect(ro.export(os.path.join(work, "ro.keepsake")), "KS_OK", "an export from a read-only store")
    finally:
        ro.close()
    expect(lib.open(path, 3)[:1] + (None, lib.message()), "KS_ERR_READ_ONLY", "KS_OPEN_CREATE with KS_OPEN_READ_ONLY")
    check_intact(path, before)


def read_only_media(work, bundle):
    mount = Mount(work, "ro-disk", "16m")
    try:
        path = os.path.join(mount.path, "store")
        store, _ = populated(path)
        store.close()
        before = snapshot(path)
        mount.remount("ro")
        status, handle, message = lib.open(path, 0)
        if status == "KS_OK":
            ro = Store.__new__(Store)
            ro.path, ro.store, ro.session = path, handle, lib.owner(handle)
            expect(ro.mood("2026-11-03"), "KS_ERR_READ_ONLY", "a change to a store on a read-only filesystem")
            ro.close()
        elif status != "KS_ERR_READ_ONLY":
            raise Failure(f"opening a store on a read-only filesystem gave {status}: {message}")
        else:
            print(f"    opening a store on a read-only filesystem: {status}: {message}")
        status, handle, message = lib.open(path, 2)
        if status != "KS_OK":
            raise Failure(f"a read-only open of a store on read-only media failed: {status}: {message}")
        lib.lib.ks_store_close(handle)
        mount.remount("rw")
        check_intact(path, before)
    finally:
        mount.close()


def media_damaged(work, bundle, truncate):
    path = os.path.join(work, "damaged-truncated" if truncate else "damaged-deleted")
    store, records = populated(path)
    victim = records[0]
    file = os.path.join(path, "media", victim["sha256"][:2], victim["sha256"])
    if truncate:
        os.truncate(file, victim["size"] // 2)
    else:
        os.remove(file)
    expect(store.read(victim["sha256"], victim["size"]), "KS_ERR_CORRUPT_STORE", "reading the damaged media",
           contains=victim["sha256"])
    intact = records[1]
    status, data, message = store.read(intact["sha256"], intact["size"])
    if status != "KS_OK" or len(data) != intact["size"]:
        raise Failure(f"reading an intact media file next to a damaged one: {status} {message}")
    out = os.path.join(work, "damaged.keepsake")
    expect(store.export(out), "KS_ERR_CORRUPT_STORE", "exporting a store with damaged media", contains=victim["sha256"])
    if os.path.exists(out) or [n for n in os.listdir(work) if n.startswith(".")]:
        raise Failure("a refused export left a file behind")
    store.close()
    before = snapshot(path)
    check_intact(path, before, expect_media_files=False)


def bundle_missing(work, bundle):
    path = os.path.join(work, "missing-store")
    store, _ = populated(path)
    expect(store.import_bundle(os.path.join(work, "no-such.keepsake")), "KS_ERR_NOT_FOUND", "importing a missing bundle")
    store.close()
    check_intact(path, snapshot(path))


def bundle_changes(work, bundle, action):
    path = os.path.join(work, f"{action}-store")
    store, _ = populated(path)
    store.close()
    before = snapshot(path)
    store = Store(path, flags=0)
    copy = os.path.join(work, f"{action}.keepsake")
    shutil.copy(bundle, copy)
    size = os.path.getsize(copy)
    done = []

    def progress(sent, total, payload):
        if not done and sent > 0:
            done.append(sent)
            if action == "shrinks":
                os.truncate(copy, size // 3)
            else:
                os.remove(copy)
        return 0

    options = ReadOptions(1, 0, 0, 0, 0, PROGRESS(progress), None)
    result = store.import_bundle(copy, options)
    store.close()
    if not done:
        raise Failure("the progress callback never ran")
    if action == "shrinks":
        if result[0] not in ("KS_ERR_INVALID_BUNDLE", "KS_ERR_IO"):
            raise Failure(f"a bundle cut short mid-import gave {result[0]}: {result[2]}")
        print(f"    a bundle truncated mid-import: {result[0]}: {result[2]}")
        if snapshot(path) != before:
            raise Failure("a refused import changed the store")
    else:
        expect(result, "KS_OK", "a bundle unlinked mid-import (the open file stays readable)")
        before = snapshot(path)
    check_intact(path, before)


SCENARIOS = [
    ("full-disk-tmpfs", full_disk_tmpfs, True),
    ("full-disk-fsize", full_disk_fsize, False),
    ("full-disk-open", full_disk_open, True),
    ("full-disk-no-index", full_disk_no_index, True),
    ("read-only-open", read_only_open, False),
    ("read-only-media", read_only_media, True),
    ("media-deleted", lambda w, b: media_damaged(w, b, truncate=False), False),
    ("media-truncated", lambda w, b: media_damaged(w, b, truncate=True), False),
    ("media-changed", media_changed, False),
    ("bundle-missing", bundle_missing, False),
    ("bundle-shrinks", lambda w, b: bundle_changes(w, b, "shrinks"), False),
    ("bundle-vanishes", lambda w, b: bundle_changes(w, b, "vanishes"), False),
]

LIBRARY = None


def main():
    global lib, LIBRARY
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--prefix", required=True)
    parser.add_argument("scenarios", nargs="*")
    args = parser.parse_args()
    LIBRARY = os.path.join(os.path.abspath(args.prefix), "lib", "libkeepsake.so")
    lib = kslib.Library(LIBRARY)
    work = tempfile.mkdtemp(prefix="keepsake-faults-")
    failed = 0
    try:
        mountable = can_mount(work)
        source = Store(os.path.join(work, "source"))
        expect(source.add_media(os.urandom(3 << 20)), "KS_OK", "bundle media")
        bundle = os.path.join(work, "input.keepsake")
        expect(source.export(bundle), "KS_OK", "the input bundle")
        source.close()
        for name, scenario, needs_mount in SCENARIOS:
            if args.scenarios and name not in args.scenarios:
                continue
            if needs_mount and not mountable:
                print(f"skip {name}: this machine does not let the test mount a filesystem")
                continue
            print(f"{name}")
            folder = os.path.join(work, name)
            os.mkdir(folder)
            try:
                scenario(folder, bundle)
                print(f"ok   {name}")
            except Exception as e:  # noqa: BLE001
                failed += 1
                print(f"FAIL {name}: {e}")
                if not isinstance(e, Failure):
                    traceback.print_exc()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"faults: {'all passed' if not failed else f'{failed} failed'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
