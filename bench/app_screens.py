#!/usr/bin/env python3
"""The apps' first screens and live values (issue 25), measured through the model layers of
Examples/AppModels (AppBench, built in release mode):

1. Cold start of each app's first screen: a fresh process opens the store, resumes the
   remembered sign-in (the rehab app; Alma and the map app have a personal store without
   accounts) and computes the screen (Alma's summary of three years of moods, the list of 20
   maps of 50 nodes, the list of 200 patients). Baseline in the same run: Python's sqlite3
   opening the same database and reading the rows that screen is made from.
2. Latency from a write by another process to the observing view model's new value:
   `AsyncSession.values` (polling `PRAGMA data_version` every 100 ms, its default) against the
   GRDB-style baseline, a loop polling `PRAGMA data_version` on its own connection at the same
   interval and reading the row again, both watching the same writes of a third process.
   Clocks: the wall clock of one machine, read right after the writer's commit returns and
   when each observer has its new value.

Usage: bench/app_screens.py [--appbench PATH] [--repeat N] [--writes N] [--write-results FILE]
The AppBench binary is built first unless --appbench names one.
"""
import argparse
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTERVAL = 0.1  # AsyncSession.defaultPollingInterval


def build():
    scratch = os.path.join(ROOT, "bench", "work", "appmodels")
    subprocess.run(["swift", "build", "-c", "release", "--product", "AppBench", "--scratch-path", scratch],
                   cwd=os.path.join(ROOT, "Examples", "AppModels"), check=True)
    return os.path.join(scratch, "release", "AppBench")


BASELINE_QUERIES = {
    "alma": "SELECT day, mood FROM mood_days ORDER BY day",
    "maps": "SELECT m.id, m.title, count(n.id) FROM mindmaps m JOIN mindmap_nodes n ON n.map_id = m.id GROUP BY m.id",
    "rehab": "SELECT * FROM patients ORDER BY discharged_on IS NOT NULL, full_name",
}


def baseline_start(store, app):
    start = time.perf_counter()
    db = sqlite3.connect(os.path.join(store, "keepsake.db"))
    rows = db.execute(BASELINE_QUERIES[app]).fetchall()
    db.close()
    return (time.perf_counter() - start) * 1000, len(rows)


def cold_starts(appbench, work, repeat):
    results = {}
    for app, folder in (("alma", "alma"), ("maps", "maps"), ("rehab", "centre")):
        totals, parts, walls, bases = [], [], [], []
        for _ in range(repeat):
            begin = time.perf_counter()
            out = subprocess.run([appbench, "start", work, app], capture_output=True, text=True, check=True).stdout.split()
            walls.append((time.perf_counter() - begin) * 1000)
            open_ms, sign_in_ms, screen_ms, total_ms = map(float, out[:4])
            totals.append(total_ms)
            parts.append((open_ms, sign_in_ms, screen_ms))
            bases.append(baseline_start(os.path.join(work, folder), app)[0])
        results[app] = {
            "total": statistics.median(totals), "open": statistics.median(p[0] for p in parts),
            "sign_in": statistics.median(p[1] for p in parts), "screen": statistics.median(p[2] for p in parts),
            "process": statistics.median(walls), "baseline": statistics.median(bases), "shown": int(out[4]),
        }
    return results


def grdb_style_poller(database, count, ready, arrivals):
    """GRDB-style polling: PRAGMA data_version on a connection of its own, then the row again."""
    db = sqlite3.connect(database, isolation_level=None)
    last_version = db.execute("PRAGMA data_version").fetchone()[0]
    last = db.execute("SELECT mood, note FROM mood_days WHERE day = (SELECT max(day) FROM mood_days)").fetchone()
    ready.set()
    while len(arrivals) < count:
        time.sleep(INTERVAL)
        version = db.execute("PRAGMA data_version").fetchone()[0]
        if version != last_version:
            last_version = version
            row = db.execute("SELECT mood, note FROM mood_days WHERE day = (SELECT max(day) FROM mood_days)").fetchone()
            if row != last:
                last = row
                arrivals.append(time.time())


def latencies(appbench, work, writes):
    observer = subprocess.Popen([appbench, "observe", work, str(writes)], stdout=subprocess.PIPE, text=True)
    assert observer.stdout.readline().strip() == "ready"
    ready, baseline = threading.Event(), []
    poller = threading.Thread(target=grdb_style_poller, args=(os.path.join(work, "alma", "keepsake.db"), writes, ready, baseline))
    poller.start()
    ready.wait()
    time.sleep(0.3)
    # Pauses of 330 ms (not a multiple of the interval), so writes land at every phase of a poll.
    writer = subprocess.run([appbench, "write", work, str(writes), "330"], capture_output=True, text=True, check=True)
    commits = [float(line) for line in writer.stdout.split()]
    arrivals = [float(line) for line in observer.stdout.read().split()]
    observer.wait(timeout=30)
    poller.join(timeout=30)
    if len(arrivals) != writes or len(baseline) != writes:
        raise SystemExit(f"app_screens: {len(arrivals)} values and {len(baseline)} baseline reads for {writes} writes")
    keepsake = [(a - c) * 1000 for a, c in zip(arrivals, commits)]
    grdb = [(a - c) * 1000 for a, c in zip(baseline, commits)]
    return keepsake, grdb


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--appbench")
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--writes", type=int, default=30)
    parser.add_argument("--write-results")
    args = parser.parse_args()
    appbench = args.appbench or build()
    with tempfile.TemporaryDirectory(prefix="keepsake-appbench-") as work:
        subprocess.run([appbench, "prepare", work], check=True)
        starts = cold_starts(appbench, work, args.repeat)
        keepsake, grdb = latencies(appbench, work, args.writes)
    lines = [
        f"`bench/app_screens.py --repeat {args.repeat} --writes {args.writes}` — {time.strftime('%Y-%m-%dT%H:%M:%S%z')}",
        "",
        "| first screen | open store | sign-in | screen | in-process total | process wall | baseline (sqlite3 open + rows) | rows shown |",
        "|--------------|------------|---------|--------|------------------|--------------|--------------------------------|------------|",
    ]
    for app, r in starts.items():
        sign_in = "resume token" if app == "rehab" else "owner"
        lines.append(f"| {app} | {r['open']:.1f} ms | {r['sign_in']:.1f} ms ({sign_in}) | {r['screen']:.1f} ms | {r['total']:.1f} ms | "
                     f"{r['process']:.1f} ms | {r['baseline']:.1f} ms | {r['shown']} |")
    lines += [
        "",
        "| write in another process → new value | median | p90 | max |",
        "|---------------------------------------|--------|-----|-----|",
        f"| AsyncSession.values (data_version every 100 ms) | {statistics.median(keepsake):.1f} ms | {percentile(keepsake, 90):.1f} ms | {max(keepsake):.1f} ms |",
        f"| baseline: GRDB-style data_version polling, 100 ms | {statistics.median(grdb):.1f} ms | {percentile(grdb, 90):.1f} ms | {max(grdb):.1f} ms |",
        "",
        "Medians of the runs. Cold start: a new process per run (page cache warm); \"in-process total\" runs from "
        "before KeepsakeStore.open to the screen's value, \"process wall\" from spawning AppBench to its exit. Latency: "
        f"{args.writes} writes 330 ms apart by a third process; both observers poll every 100 ms, so about 50 ms is "
        "expected of the interval alone.",
    ]
    text = "\n".join(lines)
    print(text)
    if args.write_results:
        with open(args.write_results, "w", encoding="utf-8") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    sys.exit(main())
