#!/usr/bin/env python3
"""Dossier benchmark (issue 6): a patient with 10,000 actions and 2 GiB of photos and videos.

Times, each as its own child process (peak RSS from os.wait4, as bench/bundle_io.py does):

  record     10,000 actions through ks_dossier_action_record (bench/dossier_driver.py)
  attach     every media file streamed in (ks_media_import_file) and attached
  page       the whole timeline read 50 actions a page (200 pages)
  export     keepsake-cli dossier export  vs  bsdtar -cf OUT.tar -C media .
  import     keepsake-cli import (fresh)  vs  bsdtar -xf OUT.tar -C empty

beside bsdtar in the same run on the same media. Throughput is media bytes / wall seconds
(MB/s, 10^6). Writes (export, bsdtar -cf, import, bsdtar -xf) are followed by sync inside
the timing, for both tools alike. Targets: export and import at 80% or more of bsdtar's
throughput, peak RSS under 64 MiB for the keepsake CLI. The Python driver's RSS includes the
interpreter's own (~10 MiB).

  bench/dossier.py [--media-mib 2048] [--actions 10000] [--repeat 1] [--work DIR]
                   [--keepsake .build/release/keepsake-cli] [--lib .build/release/libkeepsake.so]
                   [--write-results bench/RESULTS.md]
"""
import argparse
import json
import random
import shutil
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle_io as bio  # noqa: E402

REPO = Path(__file__).resolve().parent.parent


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--media-mib", type=int, default=2048)
    ap.add_argument("--actions", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--work", type=Path, default=REPO / "bench" / "work-dossier")
    ap.add_argument("--keepsake", type=Path, default=REPO / ".build" / "release" / "keepsake-cli")
    ap.add_argument("--lib", type=Path, default=REPO / ".build" / "release" / "libkeepsake.so")
    ap.add_argument("--write-results", type=Path)
    args = ap.parse_args()
    bsdtar = shutil.which("bsdtar")
    if not bsdtar:
        sys.exit("bsdtar is needed (apt-get install libarchive-tools)")
    work = args.work.resolve()
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    logf = work / "commands.log"
    spawner = bio.Spawner()
    spawner.calibrate(logf)
    media = work / "media"
    bio.write_media(media, bio.plan_media(args.media_mib * bio.MIB, random.Random(6)))
    count, media_bytes = bio.tree_stats(media)
    store = work / "store"
    driver = [sys.executable, str(REPO / "bench" / "dossier_driver.py"), str(args.lib), str(store)]
    results: dict[str, list[tuple[float, int]]] = {}

    def timed(name, argv, post_sync=False, prepare=None):
        wall, ru = spawner.run(argv, logf, post_sync=post_sync, prepare=prepare)
        results.setdefault(name, []).append((wall, ru.ru_maxrss))
        bio.log(f"{name}: {wall:.2f} s, peak RSS {ru.ru_maxrss / 1024:.1f} MiB")

    timed(f"record {args.actions:,} actions", driver + ["setup", str(args.actions)])
    timed("attach (stream in + attach)", driver + ["attach", str(media)], post_sync=True)
    timed("timeline, every page of 50", driver + ["page"])
    bundle, tar, untar, fresh = work / "d.keepsake", work / "media.tar", work / "untar", work / "fresh"
    import subprocess
    listing = subprocess.run([str(args.keepsake), "dossier", "list", "--store", str(store)], capture_output=True, text=True, check=True).stdout
    patient = listing.splitlines()[1].split()[0]   # below the header row
    for _ in range(args.repeat):
        timed("bsdtar -cf", [bsdtar, "-cf", str(tar), "-C", str(media), "."], post_sync=True, prepare=lambda: bio.remove(tar))
        timed("keepsake dossier export", [str(args.keepsake), "dossier", "export", "--store", str(store), "--patient", patient,
                                          "-o", str(bundle), "--created", "2026-11-30T09:00:00Z"], post_sync=True, prepare=lambda: bio.remove(bundle))

        def fresh_untar():
            bio.remove(untar)
            untar.mkdir()

        timed("bsdtar -xf", [bsdtar, "-xf", str(tar), "-C", str(untar)], post_sync=True, prepare=fresh_untar)
        timed("keepsake import (fresh store)", [str(args.keepsake), "import", "--store", str(fresh), "--create", str(bundle)], post_sync=True,
              prepare=lambda: bio.remove(fresh))
    timed("timeline, every page of 50 (imported store)", [sys.executable, str(REPO / "bench" / "dossier_driver.py"), str(args.lib), str(fresh), "page"])

    def med(name):
        return statistics.median(w for w, _ in results[name])

    def rss(name):
        return max(r for _, r in results[name]) / 1024

    rate = lambda name: media_bytes / med(name) / bio.MB  # noqa: E731
    rows = []
    for name in results:
        throughput = f"{rate(name):.0f} MB/s" if not name.startswith(("record", "timeline")) else "–"
        rows.append(f"| {name} | {med(name):.2f} s | {throughput} | {rss(name):.1f} MiB |")
    export_ratio = rate("keepsake dossier export") / rate("bsdtar -cf")
    import_ratio = rate("keepsake import (fresh store)") / rate("bsdtar -xf")
    info = bio.machine_info(work, bsdtar, args.keepsake)
    report = "\n".join([
        f"## Dossiers: {args.actions:,} actions and {media_bytes // bio.MIB} MiB of photos and videos (bench/dossier.py)", "",
        f"{count} media files ({media_bytes / bio.MIB:.0f} MiB: a few 256 MiB \"videos\", the rest 2–8 MiB \"photos\", random bytes), "
        f"{args.actions} actions, median of {args.repeat} run(s); machine: {info.get('cpu_model', '?')}, {info.get('work_fs', '?')}, {info.get('nproc', '?')} CPUs. "
        "Writes are followed by sync inside the timing for both tools; peak RSS is ru_maxrss of the child "
        "(the Python driver's includes the interpreter).", "",
        "| step | wall | media throughput | peak RSS |", "|---|---:|---:|---:|", *rows, "",
        f"Export at {export_ratio:.0%} of bsdtar -cf (target ≥ 80%), import at {import_ratio:.0%} of bsdtar -xf (target ≥ 80%); "
        f"keepsake CLI peak RSS {max(rss('keepsake dossier export'), rss('keepsake import (fresh store)')):.1f} MiB (target < 64 MiB).", ""])
    print(report)
    if args.write_results:
        with open(args.write_results, "a") as f:
            f.write("\n" + report)
    shutil.rmtree(work, ignore_errors=True)
    ok = export_ratio >= 0.8 and import_ratio >= 0.8 and max(rss("keepsake dossier export"), rss("keepsake import (fresh store)")) < 64
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
