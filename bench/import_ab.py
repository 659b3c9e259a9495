#!/usr/bin/env python3
"""Import of one bundle by one or more keepsake CLIs against flushed `bsdtar -xf`, interleaved.

  bench/import_ab.py BUNDLE ROUNDS KEEPSAKE_CLI [KEEPSAKE_CLI...]

Each round runs, in this order: `bsdtar -xf BUNDLE` into an empty folder followed (inside the
timing) by fsync of every extracted file and folder, the flushes an import makes before it
answers (FORMAT.md R31); then `KEEPSAKE_CLI import --store NEW --create BUNDLE` for each CLI
given (a fresh store each time). sync(2) runs, untimed, before each command. Prints the median
wall time of each, its MB/s (bundle bytes, 10^6 bytes per second) and its ratio to the flushed
bsdtar. Used to compare two builds of the import on a noisy machine (bench/RESULTS.md).
Standard library only.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

if len(sys.argv) < 4:
    sys.exit(__doc__)
bundle, rounds, clis = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
size = os.path.getsize(bundle)
work = tempfile.mkdtemp(prefix="import-ab-", dir=os.path.dirname(os.path.abspath(bundle)))


def keepsake(cli):
    store = os.path.join(work, "store")
    shutil.rmtree(store, ignore_errors=True)
    os.sync()
    started = time.perf_counter()
    subprocess.run([cli, "import", "--store", store, "--create", bundle], check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def bsdtar():
    out = os.path.join(work, "x")
    shutil.rmtree(out, ignore_errors=True)
    os.mkdir(out)
    os.sync()
    started = time.perf_counter()
    subprocess.run(["bsdtar", "-xf", bundle, "-C", out], check=True)
    for root, _, files in os.walk(out):
        for name in files:
            fd = os.open(os.path.join(root, name), os.O_RDONLY)
            os.fsync(fd)
            os.close(fd)
        fd = os.open(root, os.O_RDONLY)
        os.fsync(fd)
        os.close(fd)
    return time.perf_counter() - started


names = ["bsdtar -xf + fsync"] + ["import: " + c for c in clis]
runs = {n: [] for n in names}
try:
    for _ in range(rounds):
        runs[names[0]].append(bsdtar())
        for name, cli in zip(names[1:], clis):
            runs[name].append(keepsake(cli))
finally:
    shutil.rmtree(work, ignore_errors=True)
base = statistics.median(runs[names[0]])
for name in names:
    m = statistics.median(runs[name])
    print("%-60s median %.3f s  %7.1f MB/s  %.2fx of flushed bsdtar  (runs: %s)" % (
        name, m, size / m / 1e6, base / m, " ".join("%.2f" % x for x in runs[name])))
