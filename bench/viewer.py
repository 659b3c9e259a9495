#!/usr/bin/env python3
"""Viewer bundles (issue 10): opening (sign-in with Argon2id, verification, decryption into the
device's store) and streaming a video out of a viewer bundle, beside reading the same bytes
from a plain file, in the same run.

    python3 bench/viewer.py LIBKEEPSAKE_SO [--size-mib 1024] [--work DIR]

Steps, each timed: write the video (plain file), read it back in 1 MiB reads (the baseline),
staff export a viewer bundle, ks_viewer_sign_in alone (Argon2id t=2, 64 MiB, plus a compare),
ks_viewer_open of the bundle (verify, Argon2id, open the sealed key, decrypt every member into
the device's media folder, commit), then ks_dossier_attachment_read of the whole video in 1 MiB
ranges through the viewer session (the same call staff use).

Baselines in the same run, on the same video (bench/viewer_baseline.c, compiled here with cc
against libsodium and libcrypto): `seal` (secretstream encryption in 64 KiB chunks, SHA-256,
Ed25519 signature, write, fsync) right after the export, `open` (Argon2id t=2 64 MiB, SHA-256
and signature check, decryption, SHA-256 of the plaintext, write, fsync) right after
ks_viewer_open. Targets (issue 29): export and open each at least 0.8x their baseline.
"""
import argparse
import ctypes
import json
import os
import re
import shutil
import subprocess
import tempfile
import time

parser = argparse.ArgumentParser()
parser.add_argument("library")
parser.add_argument("--size-mib", type=int, default=1024)
parser.add_argument("--work", default=None)
a = parser.parse_args()
lib = ctypes.CDLL(a.library)
P, S = ctypes.c_void_p, ctypes.c_char_p
lib.ks_last_error_message.restype = S
lib.ks_free.argtypes = [P]
lib.ks_viewer_open.argtypes = [ctypes.POINTER(P), ctypes.POINTER(P), P, S, S, S, P, S, S]
lib.ks_viewer_sign_in.argtypes = [ctypes.POINTER(P), P, S, S, S, S]
lib.ks_viewer_export_bundle.argtypes = [ctypes.POINTER(P), P, S, S, P, S]
lib.ks_viewer_invitation.argtypes = [ctypes.POINTER(P), P, S, ctypes.c_int64, S]
lib.ks_store_set_host_key.argtypes = [P, S, ctypes.c_size_t]
lib.ks_dossier_attachment_read.argtypes = [ctypes.POINTER(ctypes.c_size_t), P, ctypes.c_size_t, P, S, ctypes.c_uint64, S]
NOW, TODAY = b"2026-11-30T09:00:00Z", b"2026-11-30"
work = a.work or tempfile.mkdtemp(prefix="keepsake-viewer-bench-")
os.makedirs(work, exist_ok=True)
size = a.size_mib << 20
results = []


def ok(rc):
    if rc != 0:
        raise SystemExit("keepsake: %s" % lib.ks_last_error_message().decode())


def take(p):
    s = ctypes.string_at(p.value).decode()
    lib.ks_free(p)
    return s


def timed(name, fn, nbytes=None):
    t = time.perf_counter()
    value = fn()
    dt = time.perf_counter() - t
    rate = "" if nbytes is None else "%8.0f MB/s" % (nbytes / dt / 1e6)
    results.append((name, dt, rate))
    print("%-58s %8.3f s %s" % (name, dt, rate), flush=True)
    return value


class ExportOptions(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("created", S), ("progress", P), ("payload", P)]


video = os.path.join(work, "video.mp4")


def write_video():
    block = b"\x00\x00\x00\x18ftypisom" + os.urandom((1 << 20) - 12)
    with open(video, "wb") as f:
        for i in range(size >> 20):
            f.write(block if i == 0 else os.urandom(1 << 20) if i % 64 == 0 else block[::-1])
        f.flush()
        os.fsync(f.fileno())


timed("write the %d MiB video (plain file)" % a.size_mib, write_video)


def read_plain():
    buf = bytearray(1 << 20)
    total = 0
    with open(video, "rb", buffering=0) as f:
        while True:
            n = f.readinto(buf)
            if not n:
                return total
            total += n


timed("read it from the plain file, 1 MiB reads (baseline)", read_plain, size)

centre, owner, staff = P(), P(), P()
ok(lib.ks_store_open(ctypes.byref(centre), os.path.join(work, "centre").encode(), 1))
ok(lib.ks_session_open_owner(ctypes.byref(owner), centre))
ok(lib.ks_store_set_host_key(centre, bytes(range(32)), 32))   # the centre key is sealed under it
ok(lib.ks_centre_key_create(None, owner, NOW))
ok(lib.ks_account_create(None, owner, b'{"username":"ana","role":"staff"}', b"staff-password", NOW))
lib.ks_session_close(owner)
ok(lib.ks_session_sign_in(ctypes.byref(staff), None, centre, b"ana", b"staff-password", 0, NOW))
out = P()
ok(lib.ks_account_create(ctypes.byref(out), staff, b'{"username":"rudi","role":"relative"}', b"rudi-password", NOW))
rudi = re.search(r'"id":"([^"]+)"', take(out)).group(1).encode()
ok(lib.ks_patient_create(ctypes.byref(out), staff, b'{"full_name":"Anna Berg","birth_date":"1950-04-02","admitted_on":"2026-11-02"}', NOW))
patient = re.search(r'"id":"([^"]+)"', take(out)).group(1).encode()
ok(lib.ks_relative_link(staff, rudi, patient, None, NOW))
timed("staff add the video to the centre's store", lambda: ok(lib.ks_media_import_file(ctypes.byref(out), staff, video.encode(), NOW)), size)
sha = re.search(r'"sha256":"([^"]+)"', take(out)).group(1).encode()
ok(lib.ks_dossier_attachment_add(ctypes.byref(out), staff, patient, None, sha, None, NOW))
attachment = re.search(r'"id":"([^"]+)"', take(out)).group(1).encode()
bundle = os.path.join(work, "viewer.keepsake").encode()
options = ExportOptions(1, NOW, None, None)
baseline = os.path.join(work, "viewer_baseline")
subprocess.run(["cc", "-O2", "-o", baseline, os.path.join(os.path.dirname(os.path.abspath(__file__)), "viewer_baseline.c"),
                "-lsodium", "-lcrypto"], check=True)


def run_baseline(*argv):
    subprocess.run([baseline, *argv], check=True, stdout=subprocess.DEVNULL)


timed("export the viewer bundle (seal + sign + write)", lambda: ok(lib.ks_viewer_export_bundle(None, staff, patient, bundle, ctypes.byref(options), TODAY)), size)
export_s = results[-1][1]
sealed = os.path.join(work, "baseline.sealed")
timed("baseline: secretstream + SHA-256 + Ed25519 + write + fsync", lambda: run_baseline("seal", video, sealed), size)
seal_s = results[-1][1]

device, device_owner, viewer = P(), P(), P()
ok(lib.ks_store_open(ctypes.byref(device), os.path.join(work, "device").encode(), 1))
ok(lib.ks_session_open_owner(ctypes.byref(device_owner), device))
ok(lib.ks_viewer_invitation(ctypes.byref(out), staff, rudi, 0, None))
ok(lib.ks_viewer_trust(None, device_owner, json.loads(take(out))["text"].encode(), NOW))
timed("ks_viewer_open: verify, Argon2id sign-in, decrypt, commit", lambda: ok(lib.ks_viewer_open(ctypes.byref(viewer), None, device_owner, bundle, b"rudi", b"rudi-password", None, TODAY, NOW)), size)
open_s = results[-1][1]
timed("baseline: Argon2id + verify + decrypt + SHA-256 + write + fsync", lambda: run_baseline("open", sealed, os.path.join(work, "baseline.plain")), size)
unseal_s = results[-1][1]
os.unlink(sealed)
os.unlink(os.path.join(work, "baseline.plain"))
again = P()
timed("ks_viewer_sign_in alone (Argon2id t=2, 64 MiB)", lambda: ok(lib.ks_viewer_sign_in(ctypes.byref(again), device, patient, b"rudi", b"rudi-password", TODAY)))
lib.ks_session_close(again)


def stream():
    buf = ctypes.create_string_buffer(1 << 20)
    n = ctypes.c_size_t()
    offset = 0
    while True:
        ok(lib.ks_dossier_attachment_read(ctypes.byref(n), buf, 1 << 20, viewer, attachment, offset, TODAY))
        if n.value == 0:
            return offset
        offset += n.value


streamed = timed("stream the video via ks_dossier_attachment_read, 1 MiB ranges", stream, size)
assert streamed == size, streamed
timed("read it from the plain file again (baseline, same run)", read_plain, size)
for name, mine, theirs in (("viewer export", export_s, seal_s), ("viewer open", open_s, unseal_s)):
    ratio = theirs / mine
    print("%-14s %.2fx the baseline's throughput (target >= 0.80x): %s" % (name, ratio, "PASS" if ratio >= 0.8 else "MISS"))
lib.ks_session_close(viewer)
lib.ks_session_close(staff)
lib.ks_store_close(device)
lib.ks_store_close(centre)
if not a.work:
    shutil.rmtree(work, ignore_errors=True)
