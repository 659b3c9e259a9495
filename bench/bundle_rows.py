#!/usr/bin/env python3
"""Peak memory of bulk operations on bundles with many rows (issue 29: < 64 MiB whatever the size).

Builds archive bundles of dossiers at several sizes (default 20,000 and 200,000 action rows:
100 and 1,000 patients of 200 actions, one 1 KiB photo each), written by the format's second
implementation (Tests/Hostile/ksbundle.py, from FORMAT.md), then runs on each, in rounds that
interleave the sizes:

  verify   keepsake verify BUNDLE
  import   keepsake import --store NEW --create BUNDLE (a fresh store each time)
  dump     keepsake dump BUNDLE > /dev/null (info: its output holds every row, so its memory
           is by nature linear in the rows; not judged)

and, as the baseline in the same round, a program that reads every row of the same bundle:
`bsdtar -xf` of the bundle followed by `sqlite3` selecting every row of every table of its
database (to /dev/null). Peak RSS is the maximum resident set of the command, from
`/usr/bin/time -f %M` (GNU time waits for its child and reports that child's ru_maxrss, so
this script's own memory does not count). Wall time is printed too (noisy on a shared machine).

  bench/bundle_rows.py KEEPSAKE_CLI [--rows 20000,200000] [--rounds 3] [--work DIR] [--keep]
                       [--smoke] [--write-results FILE]

--smoke: 2,000 and 20,000 rows, 1 round. Exits 1 when a judged operation reaches 64 MiB or
grows by more than 1.5x from the smallest to the largest size.
Standard library and ksbundle.py only.
"""
import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "Tests" / "Hostile"))
import ksbundle  # noqa: E402

NOW = "2026-11-30T09:00:00Z"
KINDS = ("therapy", "procedure", "medication", "note")
LIMIT_MIB = 64
GROWTH = 1.5
ACTIONS_PER_PATIENT = 200

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("keepsake")
parser.add_argument("--rows", default="20000,200000", help="action rows per bundle, comma-separated")
parser.add_argument("--rounds", type=int, default=3)
parser.add_argument("--work", default=None)
parser.add_argument("--keep", action="store_true")
parser.add_argument("--smoke", action="store_true")
parser.add_argument("--write-results", default=None)
a = parser.parse_args()
if a.smoke:
    a.rows, a.rounds = "2000,20000", 1
sizes = sorted(int(n) for n in a.rows.split(","))


def uuid(rng: random.Random) -> str:
    h = "%032x" % rng.getrandbits(128)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], "89ab"[int(h[16], 16) % 4], h[17:20], h[20:32])


def build(path: Path, rows_wanted: int, seed: int) -> None:
    rng = random.Random(seed)
    patients = max(1, rows_wanted // ACTIONS_PER_PATIENT)
    media, rows = [], {"patients": [], "dossier_actions": [], "dossier_attachments": []}
    for p in range(patients):
        pid = uuid(rng)
        rows["patients"].append({
            "id": pid, "full_name": "Patient %06d" % p, "birth_date": "1950-01-01", "admitted_on": "2026-01-01",
            "discharged_on": None, "diagnosis": "Stroke rehabilitation", "notes": "", "created": NOW, "modified": NOW})
        first = None
        for i in range(ACTIONS_PER_PATIENT):
            aid = uuid(rng)
            first = first or aid
            day, minute = divmod(i * 37, 1440)
            when = "2026-%02d-%02dT%02d:%02d:00Z" % (1 + day // 28 % 11, 1 + day % 28, minute // 60, minute % 60)
            rows["dossier_actions"].append({
                "id": aid, "version": 1, "patient_id": pid, "occurred_at": when, "kind": KINDS[i % 4],
                "title": "Session %d" % i, "details": "Notes of session %d of patient %d." % (i, p),
                "duration_seconds": 1800, "value": None, "unit": None, "call_direction": None, "call_party": None,
                "call_number": None, "call_outcome": None, "deleted": 0, "changed_at": NOW, "changed_by": None,
                "changed_by_name": "Ana"})
        data = b"\xff\xd8\xff\xe0" + rng.getrandbits(8 * 1020).to_bytes(1020, "big")
        item = ksbundle.MediaItem(data, added_at=NOW)
        media.append(item)
        rows["dossier_attachments"].append({
            "id": uuid(rng), "patient_id": pid, "action_id": first, "sha256": item.sha256, "caption": "Photo",
            "captured_at": None, "attached_at": NOW, "attached_by": None, "attached_by_name": "Ana"})
    path.write_bytes(ksbundle.build_bundle(media, kind="archive", tables=rows,
                                           format_version=ksbundle.FORMAT_VERSION, page_size=4096))


def measured(argv, shell=False):
    """Runs the command under GNU time; returns (wall seconds, peak RSS in MiB)."""
    out = tempfile.NamedTemporaryFile(prefix="rss", delete=False)
    out.close()
    cmd = ["/usr/bin/time", "-f", "%M", "-o", out.name] + (["sh", "-c", argv] if shell else argv)
    start = time.perf_counter()
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    text = Path(out.name).read_text().strip().splitlines()
    os.unlink(out.name)
    if r.returncode != 0:
        sys.exit("failed (%d): %s\n%s" % (r.returncode, argv if shell else " ".join(argv), r.stderr[-2000:]))
    return wall, int(text[-1]) / 1024


work = Path(a.work) if a.work else Path(tempfile.mkdtemp(prefix="bundle-rows-"))
work.mkdir(parents=True, exist_ok=True)
bundles = {}
for n in sizes:
    b = work / ("rows-%d.keepsake" % n)
    if not b.exists():
        started = time.perf_counter()
        build(b, n, seed=29 + n)
        print("built %s (%.1f MB) in %.1f s" % (b.name, b.stat().st_size / 1e6, time.perf_counter() - started), flush=True)
    bundles[n] = b

tables_sql = "SELECT * FROM patients; SELECT * FROM dossier_actions; SELECT * FROM dossier_attachments; SELECT * FROM media;"
results = {}  # (op, n) -> list of (wall, rss)
ops = ("verify", "import", "dump", "baseline: bsdtar -xf + sqlite3 every row")
for rnd in range(a.rounds):
    for n in sizes:
        b = bundles[n]
        store = work / ("store-%d" % n)
        shutil.rmtree(store, ignore_errors=True)
        x = work / ("x-%d" % n)
        shutil.rmtree(x, ignore_errors=True)
        x.mkdir()
        runs = {
            ops[3]: lambda: measured("bsdtar -xf %s -C %s && sqlite3 %s/keepsake.db '%s' > /dev/null" % (b, x, x, tables_sql), shell=True),
            "verify": lambda: measured([a.keepsake, "verify", str(b)]),
            "import": lambda: measured([a.keepsake, "import", "--store", str(store), "--create", str(b)]),
            "dump": lambda: measured("%s dump %s > /dev/null" % (a.keepsake, b), shell=True),
        }
        for op in ops:
            results.setdefault((op, n), []).append(runs[op]())
        shutil.rmtree(store, ignore_errors=True)
        shutil.rmtree(x, ignore_errors=True)
    print("round %d of %d done" % (rnd + 1, a.rounds), flush=True)

lines = ["| operation | " + " | ".join("%s rows: peak RSS (wall)" % format(n, ",") for n in sizes) + " | growth | target | result |",
         "|---|" + "---|" * len(sizes) + "---|---|---|"]
failed = False
for op in ops:
    peaks = [max(r for _, r in results[(op, n)]) for n in sizes]
    walls = [statistics.median(w for w, _ in results[(op, n)]) for n in sizes]
    growth = peaks[-1] / peaks[0]
    judged = op in ("verify", "import")
    ok = (peaks[-1] < LIMIT_MIB and growth <= GROWTH) if judged else None
    failed |= ok is False
    cells = ["%.1f MiB (%.2f s)" % (p, w) for p, w in zip(peaks, walls)]
    lines.append("| %s | %s | %.2fx | %s | %s |" % (op, " | ".join(cells), growth,
                                                    "< %d MiB, <= %.1fx" % (LIMIT_MIB, GROWTH) if judged else "—",
                                                    ("PASS" if ok else "MISS") if judged else "info"))
table = "\n".join(lines)
print(table)
if a.write_results:
    with open(a.write_results, "a") as f:
        f.write(table + "\n")
if not a.keep and not a.work:
    shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if failed else 0)
