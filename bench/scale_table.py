#!/usr/bin/env python3
"""The growth table of bench/scale.py from the rounds of interleaved runs of two libraries.

  bench/scale_table.py BEFORE.jsonl AFTER.jsonl

Each file holds the lines `bench/scale.py --samples FILE` appended, one per round and store
size, over any number of runs (of the same stores, built once and copied for each library).
Prints, for each library, the median of every operation at each size and the growth from the
smallest size to the largest, against the 1.2x target (the list is "linear" for a library
without pages, which answers with the whole list).
"""
import json
import statistics
import sys

TARGET = 1.2


def table(path):
    rounds = [json.loads(line) for line in open(path) if line.strip()]
    sizes = sorted({r["size"] for r in rounds})
    paged = all(r["paged"] for r in rounds)
    names = list(rounds[0]["timings"])
    out = ["| operation | " + " | ".join("%s patients" % format(n, ",") for n in sizes)
           + " | growth %s vs %s | target | result |" % (format(sizes[-1], ","), format(sizes[0], ",")),
           "|---" * (len(sizes) + 4) + "|"]
    for name in names:
        medians = [statistics.median(r["timings"][name] for r in rounds if r["size"] == n) * 1000 for n in sizes]
        growth = medians[-1] / medians[0]
        linear = name == "patient list" and not paged
        verdict = "info" if linear else ("PASS" if growth <= TARGET else "MISS")
        out.append("| %s | %s | %.2fx | %s | %s |" % (name, " | ".join("%.2f ms" % m for m in medians), growth,
                                                      "linear" if linear else "<= %.1fx" % TARGET, verdict))
    count = {n: sum(1 for r in rounds if r["size"] == n) for n in sizes}
    loads = [r["load"] for r in rounds]
    out.append("")
    out.append("rounds per size: %s; load average during the rounds %.1f to %.1f" % (
        ", ".join("%d" % count[n] for n in sizes), min(loads), max(loads)))
    return "\n".join(out)


for label, path in zip(("Before", "After"), sys.argv[1:3]):
    print("%s (%s):\n" % (label, path))
    print(table(path))
    print()
