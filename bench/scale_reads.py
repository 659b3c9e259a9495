import sys, time, statistics
sys.path.insert(0, "/work/wt-scale/bindings/python/src")
import os
os.environ["KEEPSAKE_LIBRARY"] = sys.argv[1]
import keepsake
NOW, TODAY = "2026-11-30T09:00:00Z", "2026-11-30"
res = {}
for rep in range(3):
    for n in (10, 100, 1000):
        path = "%s/store-%d" % (sys.argv[2], n)
        import json
        ids = json.load(open(path + ".ids.json"))["ids"]
        store = keepsake.Store.open(path)
        with store.sign_in("ana", "staff password 29", now=NOW) as s:
            d = s.dossiers
            surname = d.patient(ids[0], today=TODAY).full_name.split()[-1]
            for name, fn in (("list", lambda: d.patient_page(today=TODAY, limit=5)),
                             ("search", lambda: d.patient_page(today=TODAY, query=surname, limit=5)),
                             ("timeline", lambda: d.timeline_page(ids[0], {"limit": 50}, today=TODAY))):
                ts = []
                for _ in range(300):
                    t = time.perf_counter(); fn(); ts.append(time.perf_counter() - t)
                res.setdefault((name, n), []).append(statistics.median(ts) * 1000)
        store.close()
for name in ("list", "search", "timeline"):
    m = [min(res[(name, n)]) for n in (10, 100, 1000)]
    print("| %s | %s | %.2fx |" % (name, " | ".join("%.3f ms" % x for x in m), m[2] / m[0]))
