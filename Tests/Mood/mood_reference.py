"""A plain Python computation of the mood summary (the figures of ks_mood_summary), written
from the definitions in keepsake.h, for the tests to compare against and the benchmark to time.
"""
import calendar
import datetime as dt


def months_back(today, n):
    y, m = divmod(today.year * 12 + today.month - 1 - n, 12)
    m += 1
    return dt.date(y, m, min(today.day, calendar.monthrange(y, m)[1]))


def reference(marks, today):
    first_marked = min(marks) if marks else today
    ranges = {f"last_{n}_month{'s' if n > 1 else ''}": (months_back(today, n) + dt.timedelta(days=1), today) for n in (1, 3, 6, 12)}
    ranges["all_time"] = (min(first_marked, today), today)
    out = {}
    for name, (first, last) in ranges.items():
        days = [(first + dt.timedelta(days=i)) for i in range((last - first).days + 1)]
        inside = [(d, marks[d]) for d in days if d in marks]
        counts = {m: sum(1 for _, v in inside if v == m) for m in ("good", "ok", "bad")}

        def longest(mood):
            best, run = None, None
            for d in days:
                if marks.get(d) == mood:
                    run = (run[0], d) if run else (d, d)
                    if best is None or (run[1] - run[0]).days >= (best[1] - best[0]).days:
                        best = run
                else:
                    run = None
            return None if best is None else {"first": best[0].isoformat(), "last": best[1].isoformat(), "length": (best[1] - best[0]).days + 1}
        marked = len(inside)
        percent = None
        if marked:
            tenths = {m: counts[m] * 1000 // marked for m in counts}
            rem = {m: counts[m] * 1000 % marked for m in counts}
            order = sorted(counts, key=lambda m: (-rem[m], ["good", "ok", "bad"].index(m)))
            for m in order[:1000 - sum(tenths.values())]:
                tenths[m] += 1
            percent = {m: f"{v // 10}.{v % 10}" for m, v in tenths.items()}
        out[name] = {"first": first.isoformat(), "last": last.isoformat(), "days": len(days), "marked": marked,
                     "unmarked": len(days) - marked, "counts": counts, "percent": percent,
                     "longest_good_run": longest("good"), "longest_bad_run": longest("bad")}
    streak = None
    if today in marks:
        first = today
        while first - dt.timedelta(days=1) in marks and marks[first - dt.timedelta(days=1)] == marks[today]:
            first -= dt.timedelta(days=1)
        streak = {"first": first.isoformat(), "last": today.isoformat(), "length": (today - first).days + 1, "mood": marks[today]}
    return {"today": today.isoformat(), "current_streak": streak, "ranges": out}
