#!/usr/bin/env python3
"""Update bundles (issue 19, FORMAT.md section 16): a simulated stay, one update a day.

Each day the centre records about 10 actions and attaches 3 photos of 2-8 MB and one video of
100-300 MB (random bytes), then sends the day's change twice:
  dossier  a dossier update (`base`: yesterday's bundle), imported by a second centre store;
  viewer   a viewer update (`base_revision`: yesterday's revision), opened on a relative's
           device.
Per day it prints the bytes each update sent, the bytes the full-bundle scheme sends (the
whole dossier, every medium), and the lower bound (the day's new media bytes); the time to
make and to apply each update; and, on the days of --full-days, the time to make and apply
the full bundle of the same content beside it (on the other days the full bundle's size is
computed from the tar rules: each held medium's bytes, its 512-byte header, its padding and
its manifest entry, exact up to the final padding to 10,240 bytes, and checked against the
bundles written on the full days). Totals at the end, with the targets: update <= 1.05 x new content + a few kB, time
proportional to the update.

    bench/updates.py LIBKEEPSAKE_SO [--days 30] [--full-days 1,10,20,30] [--work DIR]
    bench/updates.py LIBKEEPSAKE_SO --smoke        # 3 days of small media, every day full
    bench/updates.py LIBKEEPSAKE_SO --scale 0.25   # the same stay with media a quarter the size

Disk: the full run keeps about 5 x 7 GB of media (the centre, two centre peers, two devices)
and one full bundle at a time; check `df -h` first, or use --scale. The work folder is removed at the end unless --keep.
Standard library and the Python binding (bindings/python) only.
"""
import argparse
import os
import random
import resource
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
parser.add_argument("--full-days", default="1,10,20,30", help="days on which the full bundles are made and applied too")
parser.add_argument("--smoke", action="store_true", help="3 days, photos of 20-80 kB, videos of 1-3 MB, full bundles every day")
parser.add_argument("--scale", type=float, default=1.0, help="multiply every media size (the issue's sizes at 1)")
parser.add_argument("--work", default=None)
parser.add_argument("--keep", action="store_true")
parser.add_argument("--seed", type=int, default=19)
a = parser.parse_args()
os.environ["KEEPSAKE_LIBRARY"] = a.library
import keepsake  # noqa: E402

MB = 10**6
if a.smoke:
    a.days, photo_range, video_range, full_days = 3, (20_000, 80_000), (1 * MB, 3 * MB), set(range(1, 4))
else:
    photo_range, video_range = (2 * MB, 8 * MB), (100 * MB, 300 * MB)
    full_days = {int(d) for d in a.full_days.split(",") if d}
photo_range = tuple(int(x * a.scale) for x in photo_range)
video_range = tuple(int(x * a.scale) for x in video_range)
rng = random.Random(a.seed)
work = Path(a.work or tempfile.mkdtemp(prefix="keepsake-updates-bench-"))
work.mkdir(parents=True, exist_ok=True)
PASSWORD, RELATIVE = "staff-password", "relative-password"


def tar_size(size):
    """A member's bytes in the archive: header and data padded to 512 (FORMAT.md R7, R9)."""
    return 512 + (size + 511) // 512 * 512


def timed(fn):
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def random_file(path, size, magic):
    with open(path, "wb") as f:
        f.write(magic)
        left = size - len(magic)
        while left > 0:
            n = min(left, 8 << 20)
            f.write(rng.randbytes(n))
            left -= n


centre = keepsake.Store.open(work / "centre", create=True)
centre.set_host_key(bytes(range(32)))       # the centre key is sealed under the host's key
with centre.owner_session() as owner:
    owner.accounts.create("ana", PASSWORD, role="staff", now="2026-11-01T08:00:00Z")
staff = centre.sign_in("ana", PASSWORD, now="2026-11-01T08:00:00Z")
staff.viewer.create_centre_key(now="2026-11-01T08:00:00Z")
relative = staff.accounts.create("maria", RELATIVE, role="relative", now="2026-11-01T08:00:00Z")
patient = staff.dossiers.create_patient("Anna Berg", birth_date="1950-04-02", admitted_on="2026-11-01",
                                        now="2026-11-01T08:00:00Z")
staff.accounts.link(relative.id, patient.id, ends_on=None, now="2026-11-01T08:00:00Z")
# The second centre store (dossier updates) and the relative's device (viewer updates).
# The "full" twins follow the same days by updates, except on --full-days, when they take the
# full bundle instead: each time a full bundle is applied to a store holding the base.
peer_store = keepsake.Store.open(work / "peer", create=True)
peer = peer_store.owner_session()
peer_full_store = keepsake.Store.open(work / "peer-full", create=True)
peer_full = peer_full_store.owner_session()
device = keepsake.Store.open(work / "device", create=True)
device_full = keepsake.Store.open(work / "device-full", create=True)
# Both devices trust the centre from the relative's invitation (FORMAT.md R58).
for trusting in (device, device_full):
    trusting.trust_invitation(staff.viewer.invitation(relative.id).text, now="2026-11-01T08:00:00Z")
base_revision = 0

def peak_rss_mb():
    """The process's peak resident set so far, in MB (ru_maxrss: KiB on Linux, bytes on macOS)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / MB if sys.platform == "darwin" else peak * 1024 / MB


rows = []
peaks = []              # the peak resident set after each day: flat when memory is flat
held_media = 0          # media bytes the recipients already hold
held_members = 0        # their bytes in a full bundle's archive
held_entries = 0        # their entries in a full bundle's manifest
base_bundle = None
print("%3s %12s %12s %12s %7s | %8s %8s | %8s %8s | %12s %8s %8s | %8s %8s | %7s" % (
    "day", "new media", "dossier upd", "full", "ratio", "make s", "apply s", "full mk", "full ap",
    "viewer upd", "make s", "apply s", "v full mk", "v full ap", "peak MB"), flush=True)
for day in range(1, a.days + 1):
    date = "2026-11-%02d" % day if day <= 30 else "2026-12-%02d" % (day - 30)
    now = date + "T20:00:00Z"
    new_bytes, new_members, new_entries = 0, 0, 0
    for i in range(10):
        staff.dossiers.record_action(patient.id, kind="therapy", title="Session %d of day %d" % (i + 1, day),
                                     occurred_at=date + "T%02d:00:00Z" % (8 + i), now=now)
    files = [(rng.randint(*photo_range), b"\xff\xd8\xff\xe0") for _ in range(3)]
    files.append((rng.randint(*video_range), b"\0\0\0\x18ftypmp42"))
    for i, (size, magic) in enumerate(files):
        source = work / "incoming"
        random_file(source, size, magic)
        media = staff.import_media_file(source, now=now)
        source.unlink()
        staff.dossiers.add_attachment(patient.id, media.sha256, now=now, caption="Day %d file %d" % (day, i + 1))
        new_bytes += size
        new_members += tar_size(size)
        new_entries += len('{"path":"media/%s","sha256":"%s","size":%d},' % (media.sha256, media.sha256, size))

    # Dossier: the update against yesterday's bundle, applied to the peer that holds it.
    update = work / ("dossier-%02d.keepsake" % day)
    made, make_s = timed(lambda: staff.dossiers.export_bundle(patient.id, update, created=now, base=base_bundle))
    _, apply_s = timed(lambda: peer.import_bundle(update))
    # The full bundle also carries every held medium (its header, data and padding) and lists
    # it in the manifest; exact up to the end padding to a 10,240-byte record.
    full_bytes = made.size + held_members + held_entries if base_bundle else made.size
    full_make = full_apply = None
    if day in full_days:
        full = work / "full.keepsake"
        made_full, full_make = timed(lambda: staff.dossiers.export_bundle(patient.id, full, created=now))
        _, full_apply = timed(lambda: peer_full.import_bundle(full))
        full.unlink()
        # The computed figure must agree with the bundle just written, up to the padding.
        assert abs(made_full.size - full_bytes) <= 10240 + 512, (made_full.size, full_bytes)
        full_bytes = made_full.size
    else:
        peer_full.import_bundle(update)
    if base_bundle:
        base_bundle.unlink()
    base_bundle = update

    # Viewer: the update against yesterday's revision, opened on the device.
    vpath = work / ("viewer-%02d.keepsake" % day)
    vmade, vmake_s = timed(lambda: staff.viewer.export_bundle(patient.id, vpath, today=date, created=now,
                                                              base_revision=base_revision))
    base_revision = vmade.revision
    _, vapply_s = timed(lambda: device.open_viewer(vpath, "maria", RELATIVE, today=date, now=now).close())
    vfull_make = vfull_apply = None
    if day in full_days:
        vfull = work / "viewer-full.keepsake"
        _, vfull_make = timed(lambda: staff.viewer.export_bundle(patient.id, vfull, today=date, created=now))
        _, vfull_apply = timed(lambda: device_full.open_viewer(vfull, "maria", RELATIVE, today=date, now=now).close())
        vfull.unlink()
    else:
        device_full.open_viewer(vpath, "maria", RELATIVE, today=date, now=now).close()
    vpath.unlink()

    held_media += new_bytes
    held_members += new_members
    held_entries += new_entries
    rows.append((day, new_bytes, made.size, full_bytes, make_s, apply_s, full_make, full_apply,
                 vmade.size, vmake_s, vapply_s, vfull_make, vfull_apply))
    peaks.append(peak_rss_mb())
    f = lambda x: "%8.2f" % x if x is not None else "%8s" % "-"  # noqa: E731
    print("%3d %12d %12d %12d %7.4f | %s %s | %s %s | %12d %s %s | %s %s | %7.1f" % (
        day, new_bytes, made.size, full_bytes, made.size / new_bytes, f(make_s), f(apply_s),
        f(full_make), f(full_apply), vmade.size, f(vmake_s), f(vapply_s), f(vfull_make), f(vfull_apply),
        peaks[-1]), flush=True)

total_new = sum(r[1] for r in rows)
total_update = sum(r[2] for r in rows)
total_full = sum(r[3] for r in rows)
total_viewer = sum(r[8] for r in rows)
worst = max((r[2] - 1.05 * r[1]) for r in rows)
worst_viewer = max((r[8] - 1.05 * r[1]) for r in rows)
print()
print("totals over %d days: new content %d bytes (the lower bound)" % (len(rows), total_new))
print("  dossier updates  %14d bytes  (%.4f x the lower bound)" % (total_update, total_update / total_new))
print("  viewer updates   %14d bytes  (%.4f x the lower bound)" % (total_viewer, total_viewer / total_new))
print("  full bundles     %14d bytes  (%.2f x the lower bound)" % (total_full, total_full / total_new))
print("  largest excess over 1.05 x new content: dossier %d bytes, viewer %d bytes (target: a few kB or less)"
      % (worst, worst_viewer))
for name, index in (("dossier update make", 4), ("dossier update apply", 5), ("viewer update make", 9), ("viewer update apply", 10)):
    rates = [r[1] / r[index] / MB for r in rows]
    print("  %-22s %6.0f MB/s of new content on day 1, %6.0f MB/s on day %d" % (name, rates[0], rates[-1], rows[-1][0]))
print("  memory: the process's peak resident set %.1f MB after day 1, %.1f MB after day %d, while the"
      " dossier grew to %d bytes of media (flat when the two are close)" % (peaks[0], peaks[-1], rows[-1][0], held_media))
staff.close()
peer.close()
peer_full.close()
for store in (centre, peer_store, peer_full_store, device, device_full):
    store.close()
if not a.keep:
    shutil.rmtree(work)
ok = worst <= 8192 and worst_viewer <= 8192
print("targets: %s" % ("met" if ok else "NOT met"))
sys.exit(0 if ok or not a.smoke else 1)
