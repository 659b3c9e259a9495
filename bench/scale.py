#!/usr/bin/env python3
"""Costs that follow the work, not the size of the store (issue 29).

Builds centre stores of several sizes (default 10, 100 and 1,000 patients; each patient with
--actions actions and --media small media files, each file attached to the patient), then
times, in rounds that interleave the sizes, the operations a centre does every day on ONE
patient of the same shape in every store:

  open            ks_store_open + ks_store_close (writable)
  sign-in         ks_session_sign_in of a staff account (Argon2id, t=2, 64 MiB)
  timeline page   ks_dossier_timeline, first page of 50
  patient list    ks_patient_page, the first page of 5 (a library without it: ks_patient_list,
                  the whole list); 5, so that the page is full in every store while patients are
                  deleted (the smallest store keeps at least 5 for 5 rounds)
  search          the same with the measured patient's surname as the query
  info            ks_store_info (`keepsake info`)
  dossier export  ks_dossier_export_bundle of the patient
  daily update    one new action, then ks_dossier_export_bundle against yesterday's bundle
  viewer export   ks_viewer_export_bundle of the patient, for its linked relative
  delete patient  ks_patient_delete of another patient of the same shape (erases its media)

The stores are built the fast way a centre gets a large store too: one archive bundle per
size, written by the format's second implementation (Tests/Hostile/ksbundle.py, from
FORMAT.md), imported with ks_bundle_import into a store that already holds the staff and
relative accounts and the centre key. Patient 0 is the measured one (a relative linked to
it); patients 1.. are deleted, one per round.

For each operation it prints the median at each size and the growth (largest / smallest
size). Target: at most 1.2x, except for operations whose work is by nature the whole store
or list (`patient list`, whose answer grows with the patients: marked "linear").

  bench/scale.py LIBKEEPSAKE_SO [--patients 10,100,1000] [--actions 200] [--media 50]
                 [--rounds 5] [--work DIR] [--keep] [--reuse] [--smoke] [--write-results FILE]

--reuse (with --work and --keep): take the stores an earlier run left in DIR instead of
building them again (the 1,000-patient import takes minutes); a store of an older schema is
upgraded by its first open, which is then not among the timed ones.

--smoke: 5 and 50 patients of 20 actions and 5 media, 3 rounds (the test command's run; it
fails when an operation cannot run or `info`'s media totals differ from the media the store
lists after a round, never on a time).
Standard library, the Python binding (bindings/python) and ksbundle.py only.
"""
import argparse
import json
import os
import platform
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO / "bindings" / "python" / "src"))
sys.path.insert(0, str(REPO / "Tests" / "Hostile"))

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("library")
parser.add_argument("--patients", default="10,100,1000")
parser.add_argument("--actions", type=int, default=200, help="actions per patient")
parser.add_argument("--media", type=int, default=50, help="media files per patient")
parser.add_argument("--rounds", type=int, default=5)
parser.add_argument("--work", default=None)
parser.add_argument("--keep", action="store_true")
parser.add_argument("--reuse", action="store_true", help="reuse the stores of an earlier --keep run in --work")
parser.add_argument("--smoke", action="store_true")
parser.add_argument("--write-results", default=None, help="append the table (markdown) to this file")
parser.add_argument("--samples", default=None,
                    help="append every round's timings (JSON lines: size -> operation -> seconds) to this file, "
                         "to combine interleaved runs of two libraries (bench/scale_table.py)")
a = parser.parse_args()
if a.smoke:
    a.patients, a.actions, a.media, a.rounds = "5,50", 20, 5, 3
sizes = sorted(int(n) for n in a.patients.split(","))
if len(sizes) < 2 or sizes[0] < a.rounds + 1:
    sys.exit("give at least two sizes, the smallest above --rounds (a patient is deleted each round)")
os.environ["KEEPSAKE_LIBRARY"] = a.library
import keepsake  # noqa: E402
import ksbundle  # noqa: E402
from keepsake import _native  # noqa: E402

# A library with pages of the patient list (ks_patient_page): its first page is measured, else
# the whole list (the only listing older libraries have).
PAGED = hasattr(_native.lib(), "ks_patient_page")
PAGE = 5

#: The host key the stores' centre keys are sealed under (FORMAT.md 9.2).
HOST_KEY = bytes(range(32))
NOW = "2026-11-30T09:00:00Z"
TODAY = "2026-11-30"
STAFF_PASSWORD, RELATIVE_PASSWORD = "staff password 29", "relative password 29"
KINDS = ("therapy", "procedure", "medication", "note")
TARGET = 1.2
LINEAR = set() if PAGED else {"patient list"}


def uuid(rng: random.Random) -> str:
    h = "%032x" % rng.getrandbits(128)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], "89ab"[int(h[16], 16) % 4], h[17:20], h[20:32])


FIRST = ("Anna", "Ben", "Clara", "David", "Elif", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Kira", "Luca")
SYLLABLES = ("ber", "kel", "mei", "ros", "san", "tor", "val", "win", "dor", "fal", "gun", "hal",
             "lin", "mar", "nor", "pol", "qui", "ren", "sto", "ulm", "vik", "zan", "bra", "cor")


def name_of(rng: random.Random) -> str:
    """A first name and a surname of three syllables (13,824 surnames): a search for one
    patient's surname matches about one patient in a thousand, as in a centre."""
    return "%s %s" % (rng.choice(FIRST), "".join(rng.choice(SYLLABLES) for _ in range(3)).capitalize())


def archive_tables(patients: int, rng: random.Random):
    """The rows and media of an archive bundle of `patients` patients."""
    media, rows = [], {"patients": [], "dossier_actions": [], "dossier_attachments": []}
    ids = []
    for p in range(patients):
        pid = uuid(rng)
        ids.append(pid)
        rows["patients"].append({
            "id": pid, "full_name": name_of(rng),
            "birth_date": "19%02d-%02d-%02d" % (30 + p % 60, 1 + p % 12, 1 + p % 28),
            "admitted_on": "2026-%02d-01" % (1 + p % 10), "discharged_on": None,
            "diagnosis": "Stroke rehabilitation", "notes": "", "created": NOW, "modified": NOW})
        actions = []
        for i in range(a.actions):
            aid = uuid(rng)
            actions.append(aid)
            day, minute = divmod(i * 37, 1440)
            when = "2026-%02d-%02dT%02d:%02d:00Z" % (1 + day // 28 % 11, 1 + day % 28, minute // 60, minute % 60)
            row = {"id": aid, "version": 1, "patient_id": pid, "occurred_at": when, "kind": KINDS[i % 4],
                   "title": "Session %d" % i, "details": "Notes of session %d of patient %d." % (i, p),
                   "duration_seconds": 1800, "value": None, "unit": None, "call_direction": None,
                   "call_party": None, "call_number": None, "call_outcome": None, "deleted": 0,
                   "changed_at": NOW, "changed_by": None, "changed_by_name": "Ana"}
            if i % 10 == 0:
                row.update(kind="measurement", title="Pulse", value=str(60 + i % 40), unit="bpm", duration_seconds=None)
            rows["dossier_actions"].append(row)
        for m in range(a.media):
            data = b"\xff\xd8\xff\xe0" + rng.getrandbits(8 * 1020).to_bytes(1020, "big")
            item = ksbundle.MediaItem(data, added_at=NOW)
            media.append(item)
            rows["dossier_attachments"].append({
                "id": uuid(rng), "patient_id": pid, "action_id": actions[m % len(actions)] if actions else None,
                "sha256": item.sha256, "caption": "Photo %d" % m, "captured_at": None,
                "attached_at": NOW, "attached_by": None, "attached_by_name": "Ana"})
    return ids, media, rows


def build(path: Path, patients: int, seed: int):
    """A store of `patients` patients; returns (patient ids, relative account id)."""
    rng = random.Random(seed)
    ids, media, rows = archive_tables(patients, rng)
    bundle_bytes = ksbundle.build_bundle(media, kind="archive", tables=rows,
                                         format_version=ksbundle.FORMAT_VERSION, page_size=4096)
    bundle = path.with_suffix(".archive.keepsake")
    bundle.write_bytes(bundle_bytes)
    del bundle_bytes
    store = keepsake.Store.open(path, create=True)
    store.set_host_key(HOST_KEY)                 # the centre key is sealed under the host's key
    with store.owner_session() as owner:
        owner.accounts.create("ana", STAFF_PASSWORD, role="staff", now=NOW)
    with store.sign_in("ana", STAFF_PASSWORD, now=NOW) as staff:
        staff.viewer.create_centre_key(now=NOW)
        relative = staff.accounts.create("maria", RELATIVE_PASSWORD, role="relative", now=NOW)
        started = time.perf_counter()
        staff.import_bundle(bundle)
        took = time.perf_counter() - started
        staff.accounts.link(relative.id, ids[0], ends_on=None, now=NOW)
        yesterday = path.with_suffix(".yesterday.keepsake")
        staff.dossiers.export_bundle(ids[0], yesterday, created=NOW)
    store.close()
    bundle.unlink()
    print("built %s: %d patients, %d actions, %d media in %.1f s (import)" % (
        path.name, patients, len(rows["dossier_actions"]), len(media), took), flush=True)
    return ids


def timed(fn, repeat=1):
    """The best of `repeat` timings of fn (the quick reads are timed 5 times a round, so that a
    preempted call on a loaded machine does not stand for the round)."""
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - started)
    return best


QUICK = 5


def round_of(path: Path, ids, victim: str, rnd: int):
    """One measurement of every operation on the store at `path`; returns name -> seconds."""
    out = {}
    target = ids[0]
    holder = {}

    def do_open():
        holder["store"] = keepsake.Store.open(path)
        holder["store"].close()
    out["open"] = timed(do_open, QUICK)
    store = keepsake.Store.open(path)
    store.set_host_key(HOST_KEY)
    try:
        out["sign-in"] = timed(lambda: holder.update(staff=store.sign_in("ana", STAFF_PASSWORD, now=NOW)))
        staff = holder["staff"]
        with staff:
            d = staff.dossiers
            out["timeline page"] = timed(lambda: d.timeline_page(target, {"limit": 50}, today=TODAY), QUICK)
            surname = d.patient(target, today=TODAY).full_name.split()[-1]
            if PAGED:
                out["patient list"] = timed(lambda: d.patient_page(today=TODAY, limit=PAGE), QUICK)
                out["search"] = timed(lambda: d.patient_page(today=TODAY, query=surname, limit=PAGE), QUICK)
            else:
                out["patient list"] = timed(lambda: d.patients(today=TODAY), QUICK)
                out["search"] = timed(lambda: d.patients(today=TODAY, query=surname), QUICK)
            out["info"] = timed(store.info, QUICK)
            export = path.with_suffix(".export.keepsake")
            out["dossier export"] = timed(lambda: d.export_bundle(target, export, created=NOW))
            export.unlink()
            d.record_action(target, kind="note", title="Day %d" % rnd, occurred_at="2026-11-30T10:%02d:00Z" % (rnd % 60), now=NOW)
            update = path.with_suffix(".update.keepsake")
            out["daily update"] = timed(lambda: d.export_bundle(target, update, created=NOW,
                                                                base=path.with_suffix(".yesterday.keepsake")))
            update.unlink()
            viewer = path.with_suffix(".viewer.keepsake")
            out["viewer export"] = timed(lambda: staff.viewer.export_bundle(target, viewer, today=TODAY, created=NOW))
            viewer.unlink()
            out["delete patient"] = timed(lambda: d.delete_patient(victim))
            if a.smoke:
                # The totals `info` reads are kept by triggers: they must still equal the
                # media rows after the import, the exports and the deletions.
                info, media = store.info(), staff.media_list()
                if (info.media_count, info.media_bytes) != (len(media), sum(m.size for m in media)):
                    sys.exit("info says %d media of %d bytes, the store lists %d of %d" % (
                        info.media_count, info.media_bytes, len(media), sum(m.size for m in media)))
    finally:
        store.close()
    return out


def machine():
    load = os.getloadavg()
    return "load %.1f %.1f %.1f, %d cores, %s" % (load[0], load[1], load[2], os.cpu_count() or 0, platform.machine())


work = Path(a.work) if a.work else Path(tempfile.mkdtemp(prefix="keepsake-scale-bench-"))
work.mkdir(parents=True, exist_ok=True)
try:
    print("bench/scale.py: %s; %s actions and %s media per patient; %s" % (
        ", ".join("%d" % n for n in sizes), a.actions, a.media, machine()), flush=True)
    stores = {}
    for n in sizes:
        path = work / ("store-%d" % n)
        state = path.with_suffix(".ids.json")
        if a.reuse and state.exists():
            stores[n] = (path, json.loads(state.read_text()))
            keepsake.Store.open(path).close()          # an upgrade, if any, before the timing
            print("reusing %s: %d patients left" % (path.name, len(stores[n][1]["ids"]) - stores[n][1]["next"] + 1), flush=True)
            continue
        if path.exists():
            shutil.rmtree(path)
        stores[n] = (path, {"ids": build(path, n, seed=29 + n), "next": 1})
    results = {n: {} for n in sizes}
    for rnd in range(a.rounds):
        order = sizes if rnd % 2 == 0 else list(reversed(sizes))
        for n in order:
            path, state = stores[n]
            if state["next"] >= len(state["ids"]):
                sys.exit("%s has no patient left to delete: build it again (without --reuse)" % path.name)
            victim = state["ids"][state["next"]]
            state["next"] += 1
            timings = round_of(path, state["ids"], victim, rnd)
            for name, seconds in timings.items():
                results[n].setdefault(name, []).append(seconds)
            if a.samples:
                with open(a.samples, "a") as f:
                    f.write(json.dumps({"size": n, "paged": PAGED, "load": os.getloadavg()[0], "timings": timings}) + "\n")
            path.with_suffix(".ids.json").write_text(json.dumps(state))
    names = list(results[sizes[0]])
    small, large = sizes[0], sizes[-1]
    header = "| operation | " + " | ".join("%s patients" % format(n, ",") for n in sizes) + \
             " | growth %s vs %s | target | result |" % (format(large, ","), format(small, ","))
    lines = [header, "|---" * (len(sizes) + 4) + "|"]
    misses = 0
    for name in names:
        medians = [statistics.median(results[n][name]) * 1000 for n in sizes]
        growth = medians[-1] / medians[0] if medians[0] > 0 else float("inf")
        if name in LINEAR:
            target, verdict = "linear", "info"
        else:
            target = "<= %.1fx" % TARGET
            verdict = "PASS" if growth <= TARGET else "MISS"
            misses += verdict == "MISS"
        lines.append("| %s | %s | %.2fx | %s | %s |" % (name, " | ".join("%.2f ms" % m for m in medians),
                                                       growth, target, verdict))
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    summary = ("median of %d interleaved rounds (open, timeline page, patient list, search and info: the best of %d "
               "calls in each round); each patient %d actions, %d media of 1 KiB; "
               "%s at the end; peak RSS of this process (Python + library) %.1f MiB" % (
                   a.rounds, QUICK, a.actions, a.media, machine(), rss))
    print("\n".join(lines))
    print(summary)
    print("%d operation(s) over the target" % misses)
    if a.write_results:
        with open(a.write_results, "a") as f:
            f.write("\n".join(lines) + "\n\n" + summary + "\n")
finally:
    if not a.keep:
        shutil.rmtree(work, ignore_errors=True)
