#!/usr/bin/env python3
"""Opening a store for writing as it grows: ks_store_open + ks_store_close of a store holding
N media files, beside a baseline measured in the same run, the same open of a store holding
none. An open checks only the files that killed writers' trails name (Store/MediaTrail.swift),
so its time must not grow with the store: the target is a ratio of at most 2 at N = 30,000
(what is left beside the baseline is bounded: the modes of the at most 256 media subfolders,
checked at every open so that stores made before files were private are tightened).

The stores are made by the library (ks_store_open), then filled with media rows and files in
the store's own layout (FORMAT.md section 9: media/<first two hex digits>/<sha256>, 0600), as
tens of thousands of media writes through the API would leave them, without spending minutes
on their flushes.

Usage: bench/store_open.py [LIBKEEPSAKE_SO] [--media N] [--repeat R]
"""
import ctypes
import hashlib
import os
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time

args = [a for a in sys.argv[1:] if not a.startswith("--")]
def option(name, default):
    return int(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default
media_count = option("--media", 30_000)
repeat = option("--repeat", 15)
TARGET = 2.0
lib = ctypes.CDLL(args[0] if args else ".build/release/libkeepsake.so")
P, S = ctypes.c_void_p, ctypes.c_char_p
lib.ks_store_open.argtypes = [ctypes.POINTER(P), S, ctypes.c_uint32]
lib.ks_store_close.argtypes = [P]
lib.ks_last_error_message.restype = S


def open_close(path):
    store = P()
    started = time.perf_counter()
    status = lib.ks_store_open(ctypes.byref(store), path.encode(), 1)
    assert status == 0, lib.ks_last_error_message()
    lib.ks_store_close(store)
    return time.perf_counter() - started


work = tempfile.mkdtemp(prefix="keepsake-open-bench-")
try:
    empty, full = os.path.join(work, "empty"), os.path.join(work, "full")
    open_close(empty)
    open_close(full)
    db = sqlite3.connect(os.path.join(full, "keepsake.db"))
    rows = []
    for i in range(media_count):
        data = b"\xff\xd8\xff\xe0" + i.to_bytes(8, "big") * 16
        sha = hashlib.sha256(data).hexdigest()
        folder = os.path.join(full, "media", sha[:2])
        if not os.path.isdir(folder):
            os.mkdir(folder, 0o700)
        path = os.path.join(folder, sha)
        with open(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "wb") as f:
            f.write(data)
        rows.append((sha, len(data), "image/jpeg", "2026-12-01T09:00:00Z"))
    db.executemany("INSERT INTO media (sha256, size, media_type, added_at) VALUES (?, ?, ?, ?)", rows)
    db.commit()
    db.close()
    times = {"empty": [], "full": []}
    for _ in range(repeat):   # interleaved, so both see the same machine
        times["empty"].append(open_close(empty))
        times["full"].append(open_close(full))
    base, grown = statistics.median(times["empty"]), statistics.median(times["full"])
    ratio = grown / base
    print(f"store open for writing, median of {repeat} interleaved rounds")
    print(f"  baseline, a store without media: {base * 1000:8.2f} ms")
    print(f"  a store with {media_count:,} media files:  {grown * 1000:8.2f} ms   ratio {ratio:.2f} (target <= {TARGET})")
    sys.exit(0 if ratio <= TARGET else 1)
finally:
    shutil.rmtree(work)
