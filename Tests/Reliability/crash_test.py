#!/usr/bin/env python3
"""Crash safety: a writer process (writer.c, through the installed C ABI) performs mutations
— media added in chunks, moods set, accounts created, bundles imported and exported — and
prints an acknowledgement after each. This script kills it with SIGKILL at random moments,
hundreds of times, and after every kill checks that:

  1. the store opens (ks_store_open), which sweeps its tmp/; tmp/ is then empty: an
     interrupted import or media write left nothing behind;
  2. PRAGMA integrity_check is "ok";
  3. every acknowledged change is there: media rows and files (size and SHA-256), each day's
     mood (the last acknowledged write, or the one in flight at the kill), accounts, and the
     media of every acknowledged import;
  4. no media row lacks its file (files are placed before rows are committed), and no media
     file lacks its row (a killed writer's trail names what it placed, and the open removes
     those of them no row records);
  5. every bundle under a final name in the export folder verifies (ks_bundle_verify): no
     partial bundle stands under a final name; acknowledged exports exist;
  6. once the store has been opened again, the export folder holds no temporary file of a
     killed export: the open removed it (its `ExportTrail` in tmp/).

A second phase (`--export-kills N`, default 60) kills `writer --exports`, which writes archive,
dossier and viewer bundles of a patient with photos in turn, and checks 1, 5 and 6 after each
kill: a killed export of any kind leaves nothing behind once the store is opened again, and
no unencrypted scratch lands beside a viewer bundle.

    crash_test.py --prefix PREFIX [--iterations N] [--seconds S] [--seed SEED] [--long]

PREFIX is a `scripts/install` prefix. The seed is printed; rerun with --seed to repeat the
kill schedule (the exact kill moments depend on timing).
"""
import argparse
import hashlib
import os
import random
import select
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kslib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MOOD_VALUE = {"bad": 1, "ok": 2, "good": 3}


class Failure(Exception):
    pass


def make_bundle(lib, work):
    """A bundle with three media, a mind map and moods, and the hashes of its media."""
    store_dir = os.path.join(work, "bundle-source")
    status, store, message = lib.open(store_dir, 1)
    assert status == "KS_OK", message
    session = lib.owner(store)
    rng = random.Random(7)
    for i in range(3):
        path = os.path.join(work, f"media-{i}.bin")
        with open(path, "wb") as f:
            f.write(bytes(rng.getrandbits(8) for _ in range(40000 + i)))
        assert lib.call("ks_media_import_file", session, path.encode(), kslib.NOW, out=True)[0] == "KS_OK"
    assert lib.call("ks_mindmap_create", session, b"Imported map", kslib.NOW, out=True)[0] == "KS_OK"
    bundle = os.path.join(work, "input.keepsake")
    status, _, message = lib.call("ks_bundle_export", session, bundle.encode(), lib.options, out=True)
    assert status == "KS_OK", message
    status, info, message = lib.call("ks_bundle_inspect", bundle.encode(), None, out=True)
    assert status == "KS_OK", message
    lib.lib.ks_session_close(session)
    lib.lib.ks_store_close(store)
    return bundle, [m["sha256"] for m in info["manifest"]["members"] if m["path"].startswith("media/")]


class Model:
    """What the writer acknowledged, and what was in flight when it was killed."""

    def __init__(self):
        self.media = {}          # sha256 -> size
        self.mood = {}           # date -> (note, value) of the last acknowledged write
        self.accounts = set()
        self.imports = 0
        self.exports = set()
        self.next_op = 0
        self.kills_in = {}       # kind of operation in flight at a kill -> count

    def apply(self, lines, bundle_media):
        begun = {}
        for line in lines:
            parts = line.split()
            if not parts or parts[0] not in ("BEGIN", "ACK"):
                continue
            op = int(parts[1])
            self.next_op = max(self.next_op, op + 1)
            if parts[0] == "BEGIN":
                begun[op] = parts[2:]
                continue
            kind = parts[2]
            started = begun.pop(op)
            if kind == "media":
                self.media[parts[3]] = int(parts[4])
            elif kind == "mood":
                self.mood[started[1]] = (f"op-{op}", MOOD_VALUE[started[2]])
            elif kind == "account":
                self.accounts.add(parts[3])
            elif kind == "import":
                self.imports += 1
                for sha in bundle_media:
                    self.media.setdefault(sha, None)
            elif kind == "export":
                self.exports.add(parts[3])
        in_flight = next(iter(begun.items()), None)
        kind = in_flight[1][0] if in_flight else "(between operations)"
        self.kills_in[kind] = self.kills_in.get(kind, 0) + 1
        return in_flight


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def check(lib, store_dir, out_dir, model, in_flight, hashed, verified):
    status, store, message = lib.open(store_dir)
    if status != "KS_OK":
        raise Failure(f"the store does not open: {status}: {message}")
    lib.lib.ks_store_close(store)
    left = os.listdir(os.path.join(store_dir, "tmp"))
    if left:
        raise Failure(f"tmp/ still holds {left} after the store was opened")
    db = sqlite3.connect(os.path.join(store_dir, "keepsake.db"))
    try:
        result = db.execute("PRAGMA integrity_check").fetchall()
        if result != [("ok",)]:
            raise Failure(f"integrity_check: {result}")
        rows = dict(db.execute("SELECT sha256, size FROM media"))
        for sha, size in model.media.items():
            if sha not in rows:
                raise Failure(f"acknowledged media {sha} is not in the store")
            if size is not None and rows[sha] != size:
                raise Failure(f"media {sha} has size {rows[sha]}, acknowledged {size}")
        for sha, size in rows.items():
            path = os.path.join(store_dir, "media", sha[:2], sha)
            if not os.path.isfile(path) or os.path.getsize(path) != size:
                raise Failure(f"media row {sha} has no file of {size} bytes")
            if sha not in hashed:
                if sha256_file(path) != sha:
                    raise Failure(f"media file {sha} does not hash to its name")
                hashed.add(sha)
        media_dir = os.path.join(store_dir, "media")
        for prefix in os.listdir(media_dir):
            for name in os.listdir(os.path.join(media_dir, prefix)):
                if name not in rows:
                    raise Failure(f"media file {name} has no row after the open: the killed writer's trail did not name it")
        notes = {note: mood for note, mood in db.execute("SELECT note, mood FROM mood_days WHERE note LIKE 'op-%'")}
        flight_note = None
        if in_flight and in_flight[1][0] == "mood":
            flight_note = (f"op-{in_flight[0]}", MOOD_VALUE[in_flight[1][2]], in_flight[1][1])
        for date, (note, value) in model.mood.items():
            if notes.get(note) == value:
                continue
            if flight_note and flight_note[2] == date and notes.get(flight_note[0]) == flight_note[1]:
                continue
            raise Failure(f"the mood of {date} is not the acknowledged one ({note}, {value})")
        if flight_note and notes.get(flight_note[0]) == flight_note[1]:
            model.mood[flight_note[2]] = (flight_note[0], flight_note[1])  # it committed
        names = {n for (n,) in db.execute("SELECT username FROM accounts")}
        missing = model.accounts - names
        if missing:
            raise Failure(f"acknowledged accounts missing: {sorted(missing)}")
        if in_flight and in_flight[1][0] == "account" and in_flight[1][1] in names:
            model.accounts.add(in_flight[1][1])
    finally:
        db.close()
    return check_exports(lib, out_dir, model.exports, verified)


def check_exports(lib, out_dir, exports, verified):
    """Checks 5 and 6 (after the store was opened); returns the temporary files found (each a
    failure of 6, removed so the count stays per kill)."""
    litter = 0
    for name in os.listdir(out_dir):
        path = os.path.join(out_dir, name)
        if name.startswith("."):
            litter += 1           # a temporary file of an interrupted export the open missed
            if os.path.isdir(path):
                shutil.rmtree(path)
            else:
                os.remove(path)
            continue
        key = (name, os.path.getsize(path), os.stat(path).st_mtime_ns)
        if key not in verified:
            status, _, message = lib.call("ks_bundle_verify", path.encode(), None)
            if status != "KS_OK":
                raise Failure(f"{name} stands under a final name but does not verify: {message}")
            verified.add(key)
    for path in exports:
        if not os.path.exists(path):
            raise Failure(f"acknowledged export {path} is missing")
    return litter


def prepare_exports_store(lib, work):
    """A store with staff "ana", a centre key, a patient with 6 MiB of photos and a linked
    relative: what `writer --exports` exports. Returns (store folder, patient id)."""
    import ctypes
    import json
    vp, cp = ctypes.c_void_p, ctypes.c_char_p
    for name, args in {"ks_session_sign_in": [ctypes.POINTER(vp), ctypes.POINTER(vp), vp, cp, cp, ctypes.c_uint32, cp],
                       "ks_centre_key_create": [ctypes.POINTER(vp), vp, cp],
                       "ks_store_set_host_key": [vp, cp, ctypes.c_size_t],
                       "ks_patient_create": [ctypes.POINTER(vp), vp, cp, cp],
                       "ks_dossier_attachment_add": [ctypes.POINTER(vp), vp, cp, cp, cp, cp, cp],
                       "ks_relative_link": [vp, cp, cp, cp, cp]}.items():
        getattr(lib.lib, name).argtypes = args
        getattr(lib.lib, name).restype = ctypes.c_int
    store_dir = os.path.join(work, "exports-store")
    status, store, message = lib.open(store_dir, 1)
    assert status == "KS_OK", message
    owner = lib.owner(store)
    assert lib.call("ks_account_create", owner, b'{"username":"ana","role":"staff"}', b"staff-password", kslib.NOW, out=True)[0] == "KS_OK"
    lib.lib.ks_session_close(owner)
    staff = vp()
    assert lib.lib.ks_session_sign_in(ctypes.byref(staff), None, store, b"ana", b"staff-password", 0, kslib.NOW) == 0
    # The centre key is sealed under the host's key (FORMAT.md 9.2); writer.c supplies the same.
    assert lib.lib.ks_store_set_host_key(store, bytes(range(32)), 32) == 0, lib.message()
    assert lib.call("ks_centre_key_create", staff, kslib.NOW, out=True)[0] == "KS_OK"
    _, relative, _ = lib.call("ks_account_create", staff, b'{"username":"rudi","role":"relative"}', b"rudi-password", kslib.NOW, out=True)
    _, patient, _ = lib.call("ks_patient_create", staff, b'{"full_name":"Crash Patient","birth_date":"1950-01-01","admitted_on":"2026-11-01"}',
                             kslib.NOW, out=True)
    pid = patient["id"].encode()
    assert lib.lib.ks_relative_link(staff, relative["id"].encode(), pid, None, kslib.NOW) == 0, lib.message()
    for i in range(3):
        path = os.path.join(work, f"photo-{i}.jpg")
        with open(path, "wb") as f:
            f.write(b"\xff\xd8\xff\xe0" + os.urandom(2 << 20))
        _, record, message = lib.call("ks_media_import_file", staff, path.encode(), kslib.NOW, out=True)
        assert record, message
        status, _, message = lib.call("ks_dossier_attachment_add", staff, pid, None, record["sha256"].encode(), None, kslib.NOW, out=True)
        assert status == "KS_OK", message
    lib.lib.ks_session_close(staff)
    lib.lib.ks_store_close(store)
    return store_dir, pid.decode()


def export_kills(lib, work, writer, rng, iterations):
    """Phase 2: kills `writer --exports`; returns (kills, temporary files found after reopening)."""
    store_dir, pid = prepare_exports_store(lib, work)
    out_dir = os.path.join(work, "shared-exports")
    os.mkdir(out_dir)
    verified, litter, kills, acknowledged = set(), 0, 0, set()
    while kills < iterations:
        process = subprocess.Popen([writer, "--exports", store_dir, out_dir, pid, "ana", "staff-password"],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        output = read_until_ready(process, 60)
        time.sleep(rng.uniform(0, 0.4))
        process.send_signal(signal.SIGKILL)
        rest, errors = process.communicate()
        if process.returncode != -signal.SIGKILL:
            raise Failure(f"the export writer stopped by itself ({process.returncode}): {errors.decode()}")
        kills += 1
        for line in (output + rest).decode().splitlines():
            parts = line.split()
            if len(parts) == 4 and parts[0] == "ACK":
                acknowledged.add(parts[3])
        status, store, message = lib.open(store_dir)
        if status != "KS_OK":
            raise Failure(f"after export kill {kills}: the store does not open: {status}: {message}")
        lib.lib.ks_store_close(store)
        left = os.listdir(os.path.join(store_dir, "tmp"))
        if left:
            raise Failure(f"after export kill {kills}: tmp/ still holds {left} after the store was opened")
        try:
            litter += check_exports(lib, out_dir, acknowledged, verified)
        except Failure as failure:
            raise Failure(f"after export kill {kills}: {failure}")
        for path in sorted(acknowledged):
            os.remove(path)
        acknowledged.clear()
    return kills, litter


def read_until_ready(process, timeout):
    buffer = b""
    deadline = time.monotonic() + timeout
    while b"READY\n" not in buffer:
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([process.stdout], [], [], remaining)[0]:
            raise Failure("the writer did not start in time")
        chunk = os.read(process.stdout.fileno(), 65536)
        if not chunk:
            raise Failure(f"the writer exited: {process.stderr.read().decode()}")
        buffer += chunk
    return buffer


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--prefix", required=True, help="a scripts/install prefix")
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=100, help="stop early after this long (default 100)")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--long", action="store_true", help="2,000 kills, no time limit")
    parser.add_argument("--export-kills", type=int, default=60, help="kills of the export writer (default 60)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    args = parser.parse_args()
    if args.long:
        args.iterations, args.seconds = 2000, float("inf")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 32)
    print(f"crash test: seed {seed} (rerun with --seed {seed})")
    rng = random.Random(seed)
    lib = kslib.Library(os.path.join(args.prefix, "lib", "libkeepsake.so"))
    work = tempfile.mkdtemp(prefix="keepsake-crash-")
    try:
        writer = os.path.join(work, "writer")
        kslib.compile_c(os.path.join(HERE, "writer.c"), writer, args.prefix)
        bundle, bundle_media = make_bundle(lib, work)
        store_dir, out_dir = os.path.join(work, "store"), os.path.join(work, "exports")
        os.mkdir(out_dir)
        model, hashed, verified = Model(), set(), set()
        start = time.monotonic()
        litter = kills = 0
        while kills < args.iterations and time.monotonic() - start < args.seconds:
            process = subprocess.Popen([writer, store_dir, bundle, out_dir, str(rng.randrange(1 << 30)), str(model.next_op)],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if rng.random() < 0.1:
                time.sleep(rng.uniform(0, 0.03))       # sometimes while the store opens
                output = b""
            else:
                output = read_until_ready(process, 60)
                time.sleep(rng.uniform(0, 0.25))
            process.send_signal(signal.SIGKILL)
            rest, errors = process.communicate()
            if process.returncode != -signal.SIGKILL:
                raise Failure(f"the writer stopped by itself ({process.returncode}): {errors.decode()}")
            kills += 1
            lines = (output + rest).decode().splitlines()
            in_flight = model.apply(lines, bundle_media)
            try:
                litter += check(lib, store_dir, out_dir, model, in_flight, hashed, verified)
            except Failure as failure:
                raise Failure(f"after kill {kills} (in flight: {in_flight}): {failure}")
            for path in sorted(model.exports)[:-2]:   # keep the disk use small
                os.remove(path)
                model.exports.discard(path)
        elapsed = time.monotonic() - start
        print(f"crash test: {kills} kills in {elapsed:.0f} s; acknowledged and found after every kill: "
              f"{len(model.media)} media, {len(model.mood)} mood days, {len(model.accounts)} accounts, "
              f"{model.imports} imports; {litter} temporary export files beside the exports once the store was opened again")
        print("crash test: killed during " + ", ".join(f"{k} {v}" for k, v in sorted(model.kills_in.items())))
        export_start = time.monotonic()
        export_kills_done, export_litter = export_kills(lib, work, writer, rng, args.export_kills)
        print(f"crash test: {export_kills_done} kills of archive, dossier and viewer exports in {time.monotonic() - export_start:.0f} s; "
              f"{export_litter} temporary files or folders beside the exports once the store was opened again")
        if litter or export_litter:
            print("crash test: a killed export left files that the next open did not remove")
            return 1
        if kills < min(args.iterations, 200):
            print(f"crash test: only {kills} kills (fewer than 200): the machine is too slow for the time limit")
            return 1
        return 0
    except Failure as failure:
        print(f"crash test FAILED (seed {seed}): {failure}")
        print(f"work folder kept: {work}")
        args.keep = True
        return 1
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
