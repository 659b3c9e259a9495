#!/usr/bin/env python3
"""One long attribute in an OPML or .mm file: `keepsake map import` against two baselines in
the same run (issue 15 §5, issue 16).

- expat (Python's pyexpat) parsing the same file handed over whole: the cost of reading the
  XML at all;
- libxml2's xmlTextReader (bench/xml_reader_baseline.c, the reader the importers used before),
  which turned quadratic past libxml2's 10,000,000-byte text limit; it is stopped at --cap
  seconds and reported as "> cap".

The import is linear when its time per MB stays flat from 10 MB to 100 MB; the target is that
100 MB takes at most 15x the 10 MB time (10x is exactly linear), and that every size imports.
The verdict compares CPU time (user + system of the import): on the shared machine one run's
wall-clock time also measures the other work on it. Both are reported.

Usage: bench/xml_attribute.py [--keepsake PATH] [--sizes 10,12,20,100] [--cap 60] [--write-results FILE]
"""
import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import xml.parsers.expat

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build_baseline(work):
    out = os.path.join(work, "xml_reader_baseline")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libxml-2.0"], capture_output=True, text=True, check=True).stdout.split()
    subprocess.run(["cc", "-O2", os.path.join(ROOT, "bench", "xml_reader_baseline.c"), "-o", out] + flags, check=True)
    return out


def write_file(path, kind, megabytes):
    n = megabytes * 1_000_000
    chunk = ("a" * 63 + " ").encode()
    body = chunk * (n // len(chunk)) + b"a" * (n % len(chunk))
    with open(path, "wb") as f:
        if kind == "opml":
            f.write(b'<?xml version="1.0" encoding="UTF-8"?><opml version="2.0"><head><title>t</title></head><body><outline text="')
            f.write(body)
            f.write(b'"/></body></opml>\n')
        else:
            f.write(b'<map version="1.0.1"><node TEXT="&lt;html&gt;&lt;p&gt;')
            f.write(body)
            f.write(b'&lt;/p&gt;"/></map>\n')


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(argv, cap, cpu=None):
    """Wall-clock seconds of `argv` (None past `cap`); with a list `cpu`, appends the
    command's CPU seconds (user + system) to it."""
    start, start_cpu = time.perf_counter(), children_cpu()
    try:
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True, timeout=cap)
    except subprocess.TimeoutExpired:
        return None
    if cpu is not None:
        cpu.append(children_cpu() - start_cpu)
    return time.perf_counter() - start


def expat_time(path):
    start = time.perf_counter()
    # The whole file in one call: fed in chunks, expat re-scans a long attribute on every
    # chunk (40 s for 10 MB here), the same fault as the previous reader.
    parser = xml.parsers.expat.ParserCreate()
    with open(path, "rb") as f:
        parser.Parse(f.read(), True)
    return time.perf_counter() - start


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--keepsake", default=os.path.join(ROOT, ".build/release/keepsake-cli"))
    ap.add_argument("--sizes", default="10,12,20,100")
    ap.add_argument("--cap", type=float, default=60.0)
    ap.add_argument("--write-results")
    args = ap.parse_args()
    sizes = [int(x) for x in args.sizes.split(",")]
    work = tempfile.mkdtemp(prefix="keepsake-xmlattr-")
    try:
        baseline = build_baseline(work)
        rows = []
        per_mb = {}
        for kind in ("opml", "freemind"):
            for mb in sizes:
                path = os.path.join(work, f"long.{kind}")
                write_file(path, kind, mb)
                store = os.path.join(work, f"store-{kind}-{mb}")
                cpu = []
                t_ks = timed([args.keepsake, "map", "import", "--store", store, "--create", "--format", kind, path], args.cap * 4, cpu)
                cpu_ks = cpu[0] if cpu else None
                t_expat = expat_time(path)
                t_reader = timed([baseline, path], args.cap) if kind == "opml" else None
                per_mb[(kind, mb)] = (t_ks, cpu_ks)
                rows.append((kind, mb, t_ks, cpu_ks, t_expat, t_reader))
                print(f"{kind:8} {mb:4} MB  keepsake {t_ks if t_ks is None else round(t_ks, 2)} s (CPU {cpu_ks if cpu_ks is None else round(cpu_ks, 2)} s)  expat {t_expat:.2f} s  "
                      f"xmlTextReader {'—' if kind != 'opml' else ('> %g' % args.cap if t_reader is None else '%.2f' % t_reader)} s", file=sys.stderr)
                shutil.rmtree(store, ignore_errors=True)
                os.remove(path)
        lo, hi = min(sizes), max(sizes)
        lines = ["| file | attribute | keepsake map import | keepsake CPU time | expat (baseline) | xmlTextReader (previous reader) |",
                 "|---|---|---|---|---|---|"]
        for kind, mb, t_ks, cpu_ks, t_expat, t_reader in rows:
            reader = "—" if kind != "opml" else (f"> {args.cap:g} s (stopped)" if t_reader is None else f"{t_reader:.2f} s")
            ks = "did not finish" if t_ks is None else f"{t_ks:.2f} s ({t_ks / mb * 1000:.0f} ms/MB)"
            cpu = "—" if cpu_ks is None else f"{cpu_ks:.2f} s ({cpu_ks / mb * 1000:.0f} ms/MB)"
            lines.append(f"| {kind} | {mb} MB | {ks} | {cpu} | {t_expat:.2f} s | {reader} |")
        verdicts = []
        for kind in ("opml", "freemind"):
            (a, a_cpu), (b, b_cpu) = per_mb[(kind, lo)], per_mb[(kind, hi)]
            # Judged on CPU time (user + system): on a machine shared with other work the
            # wall-clock time of one run measures the neighbours as much as the importer.
            ok = a_cpu is not None and b_cpu is not None and b_cpu <= 15 * (hi / lo) / 10 * a_cpu
            ratio = "—" if a_cpu is None or b_cpu is None else f"{b_cpu / a_cpu:.1f}x"
            wall = "—" if a is None or b is None else f"{b / a:.1f}x"
            verdicts.append(f"- {kind}: {hi} MB takes {ratio} the {lo} MB CPU time (wall clock {wall}; target <= {1.5 * hi / lo:g}x): {'PASS' if ok else 'MISS'}")
        table = "\n".join(lines + [""] + verdicts)
        print(table)
        if args.write_results:
            with open(args.write_results, "a", encoding="utf-8") as f:
                f.write(f"\n## One long attribute in OPML and .mm (bench/xml_attribute.py)\n\n`bench/xml_attribute.py --sizes {args.sizes}` — {time.strftime('%Y-%m-%dT%H:%M:%S%z')}\n\n{table}\n\n"
                        "keepsake: wall-clock time of `keepsake map import` (release build), the file read, parsed and stored, and its CPU time "
                        "(user + system, which the verdict compares: wall-clock time on the shared machine also measures the other work on it) "
                        "(a title cut to the title limit with the text in the note, cut to the note limit). expat: pyexpat parsing the same "
                        "file. xmlTextReader: the previous importer's reader loop over the same bytes (bench/xml_reader_baseline.c).\n")
        return 0 if all("PASS" in v for v in verdicts) else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
