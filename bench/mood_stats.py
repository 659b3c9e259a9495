#!/usr/bin/env python3
"""Mood statistics over 100 years of daily moods (36,525 days): every summary preset through
the C ABI (ks_mood_summary), beside a straightforward Python computation of the same figures
from the same data (Tests/Mood/mood_reference.py) in the same run. Targets: under 5 ms per
full summary, and at least 10 times faster than the Python computation.

Usage: bench/mood_stats.py [LIBKEEPSAKE_SO] [--repeat N]
"""
import ctypes
import datetime as dt
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "Tests", "Mood"))
from mood_reference import reference  # noqa: E402

args = [a for a in sys.argv[1:] if not a.startswith("--")]
repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 21
lib = ctypes.CDLL(args[0] if args else os.path.join(here, "..", ".build", "release", "libkeepsake.so"))
P, S = ctypes.c_void_p, ctypes.c_char_p
lib.ks_store_open.argtypes = [ctypes.POINTER(P), S, ctypes.c_uint32]
lib.ks_session_open_owner.argtypes = [ctypes.POINTER(P), P]
lib.ks_mood_import_pixels.argtypes = [ctypes.POINTER(P), P, S, S, S]
lib.ks_mood_summary.argtypes = [ctypes.POINTER(P), P, S]
lib.ks_free.argtypes = [P]
lib.ks_last_error_message.restype = S

work = tempfile.mkdtemp(prefix="keepsake-moodbench-")
try:
    today = dt.date(2026, 11, 30)
    first = today - dt.timedelta(days=36_524)
    rng = random.Random(7)
    marks, backup = {}, []
    for i in range(36_525):
        day = first + dt.timedelta(days=i)
        if rng.random() < 0.9:  # a tenth of the days unmarked
            score = rng.choice([1, 2, 3, 4, 5])
            marks[day] = "good" if score >= 4 else "bad" if score <= 2 else "ok"
            backup.append({"date": day.isoformat(), "type": "Mood", "scores": [score], "notes": "", "tags": []})
    with open(os.path.join(work, "pixels.json"), "w") as f:
        json.dump(backup, f)
    store, session, out = P(), P(), P()
    assert lib.ks_store_open(ctypes.byref(store), os.path.join(work, "store").encode(), 1) == 0
    assert lib.ks_session_open_owner(ctypes.byref(session), store) == 0
    assert lib.ks_mood_import_pixels(ctypes.byref(out), session, os.path.join(work, "pixels.json").encode(), b"2026-11-30", b"2026-11-30T09:00:00Z") == 0, lib.ks_last_error_message()
    lib.ks_free(out)

    def keepsake():
        t0 = time.perf_counter()
        assert lib.ks_mood_summary(ctypes.byref(out), session, today.isoformat().encode()) == 0
        elapsed = time.perf_counter() - t0
        text = ctypes.string_at(out.value).decode()
        lib.ks_free(out)
        return elapsed, text

    def python():
        t0 = time.perf_counter()
        result = reference(marks, today)
        return time.perf_counter() - t0, result

    lib.ks_session_close.argtypes = [P]
    lib.ks_store_close.argtypes = [P]
    # Cold: the first summary after opening the store reads the whole log from SQLite.
    # Warm: later summaries reuse it while the store is unchanged (any write drops it).
    cold_times, k_times, p_times = [], [], []
    for _ in range(max(5, repeat // 2)):
        lib.ks_session_close(session)
        lib.ks_store_close(store)
        assert lib.ks_store_open(ctypes.byref(store), os.path.join(work, "store").encode(), 0) == 0
        assert lib.ks_session_open_owner(ctypes.byref(session), store) == 0
        t, cold_text = keepsake()
        cold_times.append(t)
    for _ in range(repeat):
        t, text = keepsake()
        k_times.append(t)
    for _ in range(max(3, repeat // 4)):
        t, expected = python()
        p_times.append(t)
    same = json.loads(text) == expected and json.loads(cold_text) == expected
    c, k, p = statistics.median(cold_times), statistics.median(k_times), statistics.median(p_times)
    print(f"Mood summary over {len(marks):,} marked of 36,525 days, every preset; median of runs")
    print("| computation | median ms | best ms | target | result |")
    print("|---|---|---|---|---|")
    print(f"| ks_mood_summary, cold (first after opening) | {c * 1000:.2f} | {min(cold_times) * 1000:.2f} | < 5 ms | {'PASS' if c < 0.005 else 'MISS'} |")
    print(f"| ks_mood_summary, warm (store unchanged) | {k * 1000:.2f} | {min(k_times) * 1000:.2f} | < 5 ms | {'PASS' if k < 0.005 else 'MISS'} |")
    print(f"| Python, same figures (baseline) | {p * 1000:.1f} | {min(p_times) * 1000:.1f} | — | — |")
    print(f"| speed-up, cold | {p / c:.0f}x | | >= 10x | {'PASS' if p / c >= 10 else 'MISS'} |")
    print(f"| speed-up, warm | {p / k:.0f}x | | >= 10x | {'PASS' if p / k >= 10 else 'MISS'} |")
    print(f"same figures: {same}")
    sys.exit(0 if same else 1)
finally:
    shutil.rmtree(work, ignore_errors=True)
