#!/usr/bin/env python3
"""Feeds (issue 27, FORMAT.md section 19): a simulated stay published daily, pulled by devices.

Each day the centre records 10 actions and attaches 3 photos and one video (random bytes, the
sizes of bench/updates.py times --scale), writes the day's viewer update bundle once as the
baseline (`export_bundle` with `base_revision`, timed), then publishes its feeds
(`publish_feeds`, timed) into a folder; --devices devices pull it (`plan_feed` and
`apply_feed` on the folder's files: the bytes are those a web host serves, head.json and the
objects the plan names). Per day: the day's new content (media bytes), the bytes each device
fetched, their ratio (target <= 1.05 + the head), publish time beside the baseline's. At the
end a device joins: the bytes it fetches beside the dossier's size (the last full viewer
bundle; target <= 1.1). Then a centre of --patients patients (one relative linked to all, so
one Argon2id key), all published once, of which --changed change: publish time for those
beside the time for none and the first publish's time per patient (target: proportional to
the changed patients, not to all).

    bench/feed.py LIBKEEPSAKE_SO [--days 30] [--scale 0.05] [--devices 3] [--patients 200] [--changed 10]
    bench/feed.py LIBKEEPSAKE_SO --full     # the issue's sizes: --scale 1 --devices 20 --patients 1000 --changed 50
    bench/feed.py LIBKEEPSAKE_SO --smoke    # 3 days, small media, 20 patients of which 2 change

Standard library and the Python binding (bindings/python) only. The machine is shared: figures
are noisy; the baseline is measured in the same run, interleaved day by day.
"""
import argparse
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "bindings" / "python" / "src"))

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("library")
parser.add_argument("--days", type=int, default=30)
parser.add_argument("--scale", type=float, default=0.05)
parser.add_argument("--devices", type=int, default=3)
parser.add_argument("--patients", type=int, default=200)
parser.add_argument("--changed", type=int, default=10)
parser.add_argument("--smoke", action="store_true")
parser.add_argument("--full", action="store_true")
parser.add_argument("--seed", type=int, default=27)
a = parser.parse_args()
if a.full:
    a.scale, a.devices, a.patients, a.changed = 1.0, 20, 1000, 50
if a.smoke:
    a.days, a.scale, a.devices, a.patients, a.changed = 3, 0.01, 2, 20, 2
os.environ["KEEPSAKE_LIBRARY"] = a.library
import keepsake  # noqa: E402

MB = 10**6
rng = random.Random(a.seed)
work = Path(tempfile.mkdtemp(prefix="keepsake-feed-bench-"))
PASSWORD, RELATIVE = "staff-password", "relative-password"
photo_range = (int(2 * MB * a.scale), int(8 * MB * a.scale))
video_range = (int(100 * MB * a.scale), int(300 * MB * a.scale))


def timed(fn):
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def random_file(path, size, magic):
    with open(path, "wb") as f:
        f.write(magic + rng.randbytes(max(0, size - len(magic))))


def pull(store, feed, folder, date, now):
    """One device's pull from the folder: returns the bytes a host would serve it."""
    head = folder / feed / "head.json"
    served = head.stat().st_size
    plan = store.plan_feed(feed, head, now=now)
    files = {o["digest"]: folder / feed / "objects" / o["digest"] for o in plan["fetch"]}
    served += sum(o["size"] for o in plan["fetch"])
    store.apply_feed(feed, head, files, "maria", RELATIVE, today=date, now=now)
    return served


try:
    centre = keepsake.Store.open(work / "centre", create=True)
    with centre.owner_session() as owner:
        owner.accounts.create("ana", PASSWORD, role="staff", now="2026-11-01T08:00:00Z")
    staff = centre.sign_in("ana", PASSWORD, now="2026-11-01T08:00:00Z")
    staff.viewer.create_centre_key(now="2026-11-01T08:00:00Z")
    relative = staff.accounts.create("maria", RELATIVE, role="relative", now="2026-11-01T08:00:00Z")
    patient = staff.dossiers.create_patient("Anna Berg", birth_date="1950-04-02", admitted_on="2026-11-01", now="2026-11-01T08:00:00Z")
    staff.accounts.link(relative.id, patient.id, ends_on=None, now="2026-11-01T08:00:00Z")
    invitation = staff.viewer.invitation(relative.id).text
    folder = work / "published"
    folder.mkdir()
    devices = []
    for i in range(a.devices):
        d = keepsake.Store.open(work / ("device%d" % i), create=True)
        d.trust_invitation(invitation, now="2026-11-01T08:00:00Z")
        devices.append(d)
    feed = None
    rows = []
    print("%3s %12s %12s %8s | %9s %9s %6s" % ("day", "new media", "per device", "ratio", "publish s", "update s", "ratio"), flush=True)
    for day in range(1, a.days + 1):
        date = "2026-11-%02d" % day if day <= 30 else "2026-12-%02d" % (day - 30)
        now = date + "T20:00:00Z"
        new_bytes = 0
        for i in range(10):
            staff.dossiers.record_action(patient.id, kind="therapy", title="Session %d of day %d" % (i + 1, day),
                                         occurred_at=date + "T%02d:00:00Z" % (8 + i), now=now)
        for i, (size, magic) in enumerate([(rng.randint(*photo_range), b"\xff\xd8\xff\xe0") for _ in range(3)]
                                          + [(rng.randint(*video_range), b"\0\0\0\x18ftypmp42")]):
            source = work / "incoming"
            random_file(source, size, magic)
            media = staff.import_media_file(source, now=now)
            source.unlink()
            staff.dossiers.add_attachment(patient.id, media.sha256, now=now, caption="Day %d file %d" % (day, i + 1))
            new_bytes += size
        # The baseline: writing the day's viewer update bundle alone (then discarded).
        base = work / "baseline.keepsake"
        update_s = None
        if day > 1:
            _, update_s = timed(lambda: staff.viewer.export_bundle(patient.id, base, today=date, created=now,
                                                                   base_revision=published_revision))
            base.unlink()
        result, publish_s = timed(lambda: staff.viewer.publish_feeds(folder, today=date, now=now))
        if feed is None:
            feed = result["published"][0]["feed_id"]
        published_revision = result["published"][0]["revision"]
        served = [pull(d, feed, folder, date, now) for d in devices]
        per_device = sum(served) / len(served)
        rows.append((day, new_bytes, per_device, publish_s, update_s))
        print("%3d %12d %12d %8.4f | %9.3f %9s %6s" % (day, new_bytes, per_device, per_device / new_bytes, publish_s,
                                                      "-" if update_s is None else "%.3f" % update_s,
                                                      "-" if update_s is None else "%.2f" % (publish_s / update_s)), flush=True)
    # A device joining on the last day.
    joiner = keepsake.Store.open(work / "joiner", create=True)
    joiner.trust_invitation(invitation, now="2026-12-31T08:00:00Z")
    joined = pull(joiner, feed, folder, date, now)
    full = work / "full.keepsake"
    dossier_size = staff.viewer.export_bundle(patient.id, full, today=date, created=now).size
    full.unlink()
    steady = rows[1:] or rows
    print()
    print("bytes per device per day / new content: mean %.4f, worst %.4f (target <= 1.05 + the head)" % (
        sum(r[2] / r[1] for r in steady) / len(steady), max(r[2] / r[1] for r in steady)))
    timed_rows = [r for r in rows if r[4]]
    if timed_rows:
        print("publish time / writing the day's update bundle: mean %.2f (publish %.3f s, update %.3f s)" % (
            sum(r[3] / r[4] for r in timed_rows) / len(timed_rows), sum(r[3] for r in timed_rows) / len(timed_rows),
            sum(r[4] for r in timed_rows) / len(timed_rows)))
    print("a device joining on day %d fetches %d bytes; the dossier as a full viewer bundle is %d: %.4f (target <= 1.1)" % (
        a.days, joined, dossier_size, joined / dossier_size))

    # A centre of many patients of which a few change.
    many = keepsake.Store.open(work / "many", create=True)
    with many.owner_session() as owner:
        owner.accounts.create("ana", PASSWORD, role="staff", now="2026-11-01T08:00:00Z")
    s = many.sign_in("ana", PASSWORD, now="2026-11-01T08:00:00Z")
    s.viewer.create_centre_key(now="2026-11-01T08:00:00Z")
    rel = s.accounts.create("maria", RELATIVE, role="relative", now="2026-11-01T08:00:00Z")
    ids = []
    for i in range(a.patients):
        p = s.dossiers.create_patient("Patient %d" % i, birth_date="1950-04-02", admitted_on="2026-11-01", now="2026-11-01T08:00:00Z")
        s.accounts.link(rel.id, p.id, ends_on=None, now="2026-11-01T08:00:00Z")
        s.dossiers.record_action(p.id, kind="note", title="Admitted", occurred_at="2026-11-01T09:00:00Z", now="2026-11-01T09:00:00Z")
        ids.append(p.id)
    out = work / "many-published"
    out.mkdir()
    first, first_s = timed(lambda: s.viewer.publish_feeds(out, today="2026-11-30", now="2026-11-30T20:00:00Z"))
    _, none_s = timed(lambda: s.viewer.publish_feeds(out, today="2026-11-30", now="2026-11-30T20:10:00Z"))
    for pid in rng.sample(ids, a.changed):
        s.dossiers.record_action(pid, kind="note", title="Changed", occurred_at="2026-11-30T21:00:00Z", now="2026-11-30T21:00:00Z")
    some, some_s = timed(lambda: s.viewer.publish_feeds(out, today="2026-11-30", now="2026-11-30T21:30:00Z"))
    per = first_s / len(first["published"])
    print("centre of %d patients: first publish %.2f s (%.4f s per patient); nothing changed %.3f s; %d changed %.3f s "
          "= %.1f x one patient's (target: about %d, not %d)" % (a.patients, first_s, per, none_s, len(some["published"]), some_s,
                                                                 some_s / per, a.changed, a.patients))
finally:
    shutil.rmtree(work, ignore_errors=True)
