#!/usr/bin/env python3
"""Import-limits benchmark (issue 28 section 5): small files of millions of one-letter nodes,
imported by the `keepsake` CLI under its default limits, beside a baseline CLI (the same
command of another build, e.g. one from before the limits were counted while parsing) in the
same run, runs interleaved. Prints, for each file and each CLI, the exit status, the wall time,
the child's peak memory (ru_maxrss) and how much the store grew.

    bench/import_limits.py --cli .build/release/keepsake-cli [--baseline OLD_CLI] [--topics N] [--repeats R]

The files: an .xmind of N topics (content.json deflated: a few dozen kB for 2,000,000), an OPML
file and a Markdown list of N nodes (2,000,000 by default, as in the issue).
"""
import argparse
import os
import resource
import shutil
import subprocess
import tempfile
import time
import zipfile


def folder_size(path):
    total = 0
    for base, _, files in os.walk(path):
        for name in files:
            try:
                total += os.path.getsize(os.path.join(base, name))
            except OSError:
                pass
    return total


def run(cli, store, path):
    """One import into a new store: (status, seconds, peak MiB, store growth in bytes)."""
    shutil.rmtree(store, ignore_errors=True)
    subprocess.run([cli, "map", "create", "--store", store, "--create", "--now", "2026-11-30T09:00:00Z", "seed"],
                   check=True, stdout=subprocess.DEVNULL)
    before = folder_size(store)
    start = time.monotonic()
    # A fresh child per import so that its ru_maxrss is its own (wait4 gives the child's usage).
    proc = subprocess.Popen([cli, "map", "import", "--store", store, "--now", "2026-11-30T09:00:00Z", path],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.monotonic() - start
    proc.stderr.close()
    return os.waitstatus_to_exitcode(status), seconds, usage.ru_maxrss / 1024, folder_size(store) - before


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--baseline")
    parser.add_argument("--topics", type=int, default=2_000_000)
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--formats", default="xmind,opml,markdown")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="keepsake-import-limits-")
    try:
        files = {}
        n = args.topics
        xmind = os.path.join(work, "many.xmind")
        with zipfile.ZipFile(xmind, "w", zipfile.ZIP_DEFLATED) as z:
            z.writestr("content.json", '[{"id":"s","title":"Sheet","rootTopic":{"id":"r","title":"r","children":{"attached":['
                       + ",".join(['{"title":"a"}'] * n) + "]}}}]")
        files["xmind"] = xmind
        opml = os.path.join(work, "many.opml")
        with open(opml, "w") as f:
            f.write('<opml version="2.0"><body><outline text="r">' + '<outline text="a"/>' * n + "</outline></body></opml>")
        files["opml"] = opml
        md = os.path.join(work, "many.md")
        with open(md, "w") as f:
            f.write("# r\n" + "- a\n" * n)
        files["markdown"] = md
        clis = [("keepsake", args.cli)] + ([("baseline", args.baseline)] if args.baseline else [])
        print(f"{'file':<10} {'size':>11} {'cli':<9} {'exit':>4} {'seconds':>8} {'peak MiB':>9} {'store growth':>13}")
        for name in args.formats.split(","):
            path = files[name]
            for _ in range(args.repeats):
                for label, cli in clis:
                    code, seconds, peak, growth = run(cli, os.path.join(work, "store-" + label), path)
                    print(f"{name:<10} {os.path.getsize(path):>11,} {label:<9} {code:>4} {seconds:>8.2f} {peak:>9.0f} {growth:>13,}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
