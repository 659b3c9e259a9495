#!/usr/bin/env python3
"""The three reads of bench/scale.py (patient list page, search page, timeline page) timed
closely on the stores an earlier `bench/scale.py --keep` run left: 300 calls each, the median,
the best of 3 passes over the sizes.

  bench/scale_reads.py LIBKEEPSAKE_SO WORK_DIR
"""
import json
import os
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "bindings" / "python" / "src"))
os.environ["KEEPSAKE_LIBRARY"] = sys.argv[1]
import keepsake  # noqa: E402

NOW, TODAY, SIZES, CALLS = "2026-11-30T09:00:00Z", "2026-11-30", (10, 100, 1000), 300
res = {}
for _ in range(3):
    for n in SIZES:
        path = "%s/store-%d" % (sys.argv[2], n)
        ids = json.load(open(path + ".ids.json"))["ids"]
        store = keepsake.Store.open(path)
        with store.sign_in("ana", "staff password 29", now=NOW) as s:
            d = s.dossiers
            surname = d.patient(ids[0], today=TODAY).full_name.split()[-1]
            for name, fn in (("patient list, first page of 5", lambda: d.patient_page(today=TODAY, limit=5)),
                             ("search by surname, page of 5", lambda: d.patient_page(today=TODAY, query=surname, limit=5)),
                             ("timeline page of 50", lambda: d.timeline_page(ids[0], {"limit": 50}, today=TODAY))):
                times = []
                for _ in range(CALLS):
                    started = time.perf_counter()
                    fn()
                    times.append(time.perf_counter() - started)
                res.setdefault(name, {}).setdefault(n, []).append(statistics.median(times) * 1000)
        store.close()
print("| read | " + " | ".join("%s patients" % format(n, ",") for n in SIZES) + " | growth |")
print("|---" * (len(SIZES) + 2) + "|")
for name, by_size in res.items():
    best = [min(by_size[n]) for n in SIZES]
    print("| %s | %s | %.2fx |" % (name, " | ".join("%.3f ms" % b for b in best), best[-1] / best[0]))
