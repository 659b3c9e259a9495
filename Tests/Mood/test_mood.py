#!/usr/bin/env python3
"""Mood years through the C ABI (ctypes): marking days, the future-day rule, tiles, the
summary cross-checked against a plain Python computation on random logs, the layout, the
importers with the real-shaped samples, CSV and SVG, and the implicit owner's log passing to
the first account.

Usage: test_mood.py LIBKEEPSAKE_SO

The sample files are Tests/Samples/mood (sources in Tests/Samples/SOURCES.md).
"""
import ctypes
import datetime as dt
import io
import json
import os
import random
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mood_reference import reference  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
import kstest  # noqa: E402
from kstest import P, S  # noqa: E402

lib = kstest.load(sys.argv[1])
T = kstest.Harness(lib)
check, message = T.check, T.message
SAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples", "mood")
lib.ks_store_open.argtypes = [ctypes.POINTER(P), S, ctypes.c_uint32]
lib.ks_session_open_owner.argtypes = [ctypes.POINTER(P), P]
lib.ks_mood_set.argtypes = [ctypes.POINTER(P), P, S, S, S, S, S]
lib.ks_mood_clear.argtypes = [P, S, S, S]
lib.ks_mood_get.argtypes = [ctypes.POINTER(P), P, S, S]
lib.ks_mood_tiles.argtypes = [ctypes.POINTER(P), P, S, S]
lib.ks_mood_summary.argtypes = [ctypes.POINTER(P), P, S]
lib.ks_mood_tile_layout.argtypes = [ctypes.POINTER(P)] + [ctypes.c_uint32] * 4
lib.ks_mood_export_csv.argtypes = [ctypes.POINTER(P), P, ctypes.c_int32, S, S]
lib.ks_mood_export_svg.argtypes = [ctypes.POINTER(P), P, ctypes.c_int32, S, S]
lib.ks_mood_import_daylio.argtypes = [ctypes.POINTER(P), P, S, S, S, S]
lib.ks_mood_import_pixels.argtypes = [ctypes.POINTER(P), P, S, S, S]
lib.ks_account_create.argtypes = [ctypes.POINTER(P), P, S, S, S]
lib.ks_session_sign_in.argtypes = [ctypes.POINTER(P), ctypes.POINTER(P), P, S, S, ctypes.c_uint32, S]

NOW = b"2026-11-30T09:00:00Z"
call_json = T.call_text


work = tempfile.mkdtemp(prefix="keepsake-mood-")


def export_text(function, session, year, name):
    """Writes a text export to a file in the work folder: (status, the file's text, result)."""
    path = os.path.join(work, name)
    rc, result = call_json(function, session, year, path.encode(), b"2026-11-30")
    text = open(path, encoding="utf-8", newline="").read() if rc == 0 else None
    return rc, text, json.loads(result) if result else None


def new_store(name):
    store, session = P(), P()
    assert lib.ks_store_open(ctypes.byref(store), os.path.join(work, name).encode(), 1) == 0, message()
    assert lib.ks_session_open_owner(ctypes.byref(session), store) == 0, message()
    return store, session


store, s = new_store("a")
b = lambda x: x.encode() if isinstance(x, str) else x

# Marking days.
rc, day = call_json(lib.ks_mood_set, s, b"2026-11-30", b"good", b"Walk by the river", b"2026-11-30", NOW)
check("set today's mood", rc == 0 and json.loads(day) == {"changed_at": NOW.decode(), "date": "2026-11-30", "mood": "good", "note": "Walk by the river"}, day)
rc, _ = call_json(lib.ks_mood_set, s, b"2026-12-01", b"good", None, b"2026-11-30", NOW)
check("a day after today is refused", rc == -1 and "after today" in message(), message())
check("clearing a future day is refused too", lib.ks_mood_clear(s, b"2026-12-01", b"2026-11-30", NOW) == -1)
rc, _ = call_json(lib.ks_mood_get, s, b"2026-12-01", b"2026-11-30")
check("reading a future day is refused too", rc == -1)
rc, _ = call_json(lib.ks_mood_set, s, b"2026-11-29", b"great", None, b"2026-11-30", NOW)
check("an unknown mood is refused", rc == -1 and "good, ok, bad" in message(), message())
rc, _ = call_json(lib.ks_mood_set, s, b"2026-02-30", b"ok", None, b"2026-11-30", NOW)
check("an impossible date is refused", rc == -1, message())
rc, _ = call_json(lib.ks_mood_set, s, b"2026-11-29", b"ok", b"\xc3\x28", b"2026-11-30", NOW)
check("invalid UTF-8 is refused", rc == -1 and "UTF-8" in message(), message())
rc, _ = call_json(lib.ks_mood_set, s, b"2026-11-29", b"ok", b"x" * 1001, b"2026-11-30", NOW)
check("a long note is refused", rc == -1 and "1000" in message(), message())
rc, _ = call_json(lib.ks_mood_set, s, b"1999-01-01", b"bad", None, b"2026-11-30", NOW)
check("days long past are fine", rc == 0, message())
rc, _ = call_json(lib.ks_mood_set, s, b"2026-11-30", b"ok", None, b"2026-11-30", b"2026-11-30T10:00:00Z")
rc, day = call_json(lib.ks_mood_get, s, b"2026-11-30", b"2026-11-30")
check("a change replaces the mood and records when", json.loads(day)["mood"] == "ok" and json.loads(day)["changed_at"] == "2026-11-30T10:00:00Z", day)
check("clear", lib.ks_mood_clear(s, b"2026-11-30", b"2026-11-30", NOW) == 0)
rc, day = call_json(lib.ks_mood_get, s, b"2026-11-30", b"2026-11-30")
check("a cleared day reads as cleared", json.loads(day)["mood"] is None, day)
rc, _ = call_json(lib.ks_mood_get, s, b"2026-11-28", b"2026-11-30")
check("a day never marked is not found", rc == -2, message())

# Tiles.
rc, tiles = call_json(lib.ks_mood_tiles, s, b"current_month", b"2024-02-10")
t = json.loads(tiles)
check("current month of a leap February", t["first"] == "2024-02-01" and t["last"] == "2024-02-29" and len(t["days"]) == 29, tiles[:200])
check("future days are flagged", [d["future"] for d in t["days"]].count(True) == 19)
check("weekday of the first day", t["first_weekday"] == 4)
rc, tiles = call_json(lib.ks_mood_tiles, s, b"last_3_months", b"2026-01-15")
t = json.loads(tiles)
check("months across a year boundary", [(m["month"], m["first_index"], m["days"]) for m in t["months"]] ==
      [("2025-10", 0, 16), ("2025-11", 16, 30), ("2025-12", 46, 31), ("2026-01", 77, 15)], t["months"])
rc, _ = call_json(lib.ks_mood_tiles, s, b"fortnight", b"2026-01-15")
check("an unknown preset is refused", rc == -1 and "last_12_months" in message(), message())


# The summary against a plain Python computation on random logs.
rng = random.Random(20261130)
for trial in range(6):
    _, sx = new_store(f"r{trial}")
    today = dt.date(2024, 2, 29) + dt.timedelta(days=rng.randrange(0, 800))
    marks = {}
    density = rng.choice([0.2, 0.7, 1.0])
    for i in range(rng.randrange(0, 500)):
        d = today - dt.timedelta(days=rng.randrange(0, 450))
        if rng.random() < density:
            marks[d] = rng.choice(["good", "good", "ok", "bad"])
    for d, m in sorted(marks.items()):
        assert call_json(lib.ks_mood_set, sx, d.isoformat().encode(), m.encode(), None, today.isoformat().encode(), NOW)[0] == 0, message()
    rc, summary = call_json(lib.ks_mood_summary, sx, today.isoformat().encode())
    expected = reference(marks, today)
    got = json.loads(summary)
    check(f"summary matches the reference (trial {trial}, {len(marks)} days, today {today})", got == expected,
          json.dumps({k: (got["ranges"][k], expected["ranges"][k]) for k in got["ranges"] if got["ranges"][k] != expected["ranges"][k]})[:800]
          + f" streak {got['current_streak']} vs {expected['current_streak']}")

# The summary follows every change, by this handle or by another connection to the store.
_, sc = new_store("cache")
call_json(lib.ks_mood_set, sc, b"2026-11-29", b"good", None, b"2026-11-30", NOW)
rc, first_summary = call_json(lib.ks_mood_summary, sc, b"2026-11-30")
call_json(lib.ks_mood_set, sc, b"2026-11-30", b"good", None, b"2026-11-30", NOW)
rc, second = call_json(lib.ks_mood_summary, sc, b"2026-11-30")
check("a change by the same handle shows at once", json.loads(second)["current_streak"]["length"] == 2, second[:200])
other_store, other = P(), P()
assert lib.ks_store_open(ctypes.byref(other_store), os.path.join(work, "cache").encode(), 0) == 0
assert lib.ks_session_open_owner(ctypes.byref(other), other_store) == 0
call_json(lib.ks_mood_set, other, b"2026-11-28", b"good", None, b"2026-11-30", NOW)
rc, third = call_json(lib.ks_mood_summary, sc, b"2026-11-30")
check("a change by another connection shows too", json.loads(third)["current_streak"]["length"] == 3, third[:200])

# Layout through the C ABI.
rc, layout = call_json(lib.ks_mood_tile_layout, 365, 414, 896, 2)
L = json.loads(layout)
check("a year fits an iPhone 11 viewport", L["columns"] * L["rows"] >= 365 and L["width"] <= 414 and L["height"] <= 896, layout)
rc, _ = call_json(lib.ks_mood_tile_layout, 0, 414, 896, 2)
check("zero tiles is refused", rc == -1)

# Importers with the real-shaped samples.
_, si = new_store("import")
daylio = os.path.join(SAMPLES, "daylio-export.csv").encode()
rc, _ = call_json(lib.ks_mood_import_daylio, si, daylio, None, b"2026-11-30", NOW)
check("a renamed Daylio mood without a level is refused and named", rc == -1 and "Calm" in message(), message())
rc, result = call_json(lib.ks_mood_import_daylio, si, daylio, b'{"Calm":3}', b"2026-11-30", NOW)
check("Daylio import", rc == 0 and json.loads(result) == {"imported": 6, "skipped": [], "future": [], "source": "daylio"}, result)
for levels, words in [(b'{"Calm":6}', "level of 'Calm' must be an integer 1 to 5"), (b'{"Calm":"3"}', "must be an integer"),
                      (b'[3]', "must be a JSON object"), (b'{"Calm":', "must be a JSON object")]:
    rc, _ = call_json(lib.ks_mood_import_daylio, si, daylio, levels, b"2026-11-30", NOW)
    check(f"levels_json {levels!r} is refused by the core's parser", rc == -1 and words in message(), message())
expected_days = {"2025-03-04": "good", "2025-03-03": "good", "2025-03-02": "good", "2025-03-01": "bad", "2025-02-28": "bad", "2025-02-27": "ok"}
for date, mood in expected_days.items():
    rc, day = call_json(lib.ks_mood_get, si, date.encode(), b"2026-11-30")
    check(f"Daylio {date} folds to {mood}", rc == 0 and json.loads(day)["mood"] == mood, day)
rc, day = call_json(lib.ks_mood_get, si, b"2025-02-28", b"2026-11-30")
check("a multi-line quoted note survives", json.loads(day)["note"] == "Fever.\nStayed in bed all day.", day)
rc, day = call_json(lib.ks_mood_get, si, b"2025-03-01", b"2026-11-30")
check("doubled quotes and the note title", json.loads(day)["note"] == 'Tired: Said "no" to overtime; still tired.', day)
rc, result = call_json(lib.ks_mood_import_daylio, si, os.path.join(SAMPLES, "daylio-export-older-german.csv").encode(), None, b"2026-11-30", NOW)
check("older German Daylio export", rc == 0 and json.loads(result)["imported"] == 2, result or message())
rc, result = call_json(lib.ks_mood_import_pixels, si, os.path.join(SAMPLES, "pixels-backup.json").encode(), b"2026-11-30", NOW)
check("Pixels import", rc == 0 and json.loads(result)["imported"] == 4, result or message())
rc, day = call_json(lib.ks_mood_get, si, b"2025-01-31", b"2026-11-30")
check("Pixels scores 4 and 2 average to ok", json.loads(day)["mood"] == "ok", day)
rc, result = call_json(lib.ks_mood_import_pixels, si, os.path.join(SAMPLES, "pixels-backup.json").encode(), b"2026-11-30", NOW)
check("importing again keeps marked days and says so", rc == 0 and json.loads(result)["imported"] == 0 and len(json.loads(result)["skipped"]) == 4, result)
rc, _ = call_json(lib.ks_mood_import_pixels, si, daylio, b"2026-11-30", NOW)
check("a CSV is not a Pixels backup", rc == -1 and "Pixels" in message(), message())
rc, _ = call_json(lib.ks_mood_import_daylio, si, b"/no/such/file.csv", None, b"2026-11-30", NOW)
check("a missing file", rc == -2, message())

# Issue 16 §4: what the apps really write.
_, sm = new_store("import-real")
rc, result = call_json(lib.ks_mood_import_pixels, sm, os.path.join(SAMPLES, "pixels-backup-unpadded.json").encode(), b"2026-11-30", NOW)
check("a Pixels backup with unpadded dates (2025-1-30) imports", rc == 0 and json.loads(result)["imported"] == 5, result or message())
rc, day = call_json(lib.ks_mood_get, sm, b"2025-01-31", b"2026-11-30")
check("its 2025-1-31 is 2025-01-31", rc == 0 and json.loads(day)["mood"] == "ok", day)
rc, result = call_json(lib.ks_mood_import_daylio, sm, os.path.join(SAMPLES, "daylio-2018-layout.csv").encode(), b'{"happy":4,"average":3}', b"2026-11-30", NOW)
check("Daylio's 2017-18 layout (year,date: '29 March') imports", rc == 0 and json.loads(result)["imported"] == 2, result or message())
rc, day = call_json(lib.ks_mood_get, sm, b"2018-03-29", b"2026-11-30")
check("29 March 2018 is happy, so good", rc == 0 and json.loads(day)["mood"] == "good", day)
# Issue 31 §5: the same layout in Polish (genitive month names as Android formats "d MMMM";
# the file is made from java.time's CLDR names, see Tests/Samples/SOURCES.md).
_, sp = new_store("import-polish")
polish_levels = json.dumps({"świetnie": 5, "dobrze": 4, "średnio": 3, "źle": 2, "fatalnie": 1}, ensure_ascii=False).encode()
rc, result = call_json(lib.ks_mood_import_daylio, sp, os.path.join(SAMPLES, "daylio-2018-layout-polish.csv").encode(), polish_levels, b"2026-11-30", NOW)
check("Daylio's 2017-18 layout in Polish ('29 marca') imports", rc == 0 and json.loads(result)["imported"] == 12, result or message())
rc, day = call_json(lib.ks_mood_get, sp, b"2017-09-01", b"2026-11-30")
check("1 września 2017 is 'średnio', so ok", rc == 0 and json.loads(day)["mood"] == "ok", day)
rc, day = call_json(lib.ks_mood_get, sp, b"2018-03-29", b"2026-11-30")
check("29 marca 2018 is 'fatalnie', so bad, with its note", rc == 0 and json.loads(day)["mood"] == "bad" and json.loads(day)["note"] == "Gorączka.", day)
czech = os.path.join(work, "daylio-2018-czech.csv")
with open(czech, "w", encoding="utf-8", newline="") as f:
    f.write("year,date,weekday,time,mood,activities,note\n2018,2 dubna,pondělí,20:00,dobře,\"\",\"\"\n")
rc, _ = call_json(lib.ks_mood_import_daylio, sp, czech.encode(), '{"dobře":4}'.encode(), b"2026-11-30", NOW)
check("a month in another language is refused, naming the languages read",
      rc == -1 and "'dubna'" in message() and "English, German and Polish are read" in message(), message())

# Issue 31 §5: a current Daylio export (2026, with a scales column) whose notes hold the
# note editor's HTML: they come in as the text Daylio shows.
_, sn = new_store("import-markup")
levels = b'{"helpless":1,"laughing":5,"rested":4,"vaguely ok":3,"tired":2,"vaguely bad":2}'
rc, result = call_json(lib.ks_mood_import_daylio, sn, os.path.join(SAMPLES, "daylio-2026-scales-markup.csv").encode(), levels, b"2026-11-30", NOW)
check("a current Daylio export with scales and formatted notes imports", rc == 0 and json.loads(result)["imported"] == 4, result or message())
rc, day = call_json(lib.ks_mood_get, sn, b"2026-03-30", b"2026-11-30")
check("<br><br> are line breaks and the rest is the text", rc == 0 and json.loads(day)["note"] == "Who knows.\n\nAm I [[virtual]]?", day)
rc, day = call_json(lib.ks_mood_get, sn, b"2026-04-02", b"2026-11-30")
check("<b> is dropped, its text kept", rc == 0 and json.loads(day)["note"] == "Never mind" + "d.", day)
# The same through the HTML reader with CJK, Polish, Cyrillic and emoji, and a note whose "<"
# is not markup, which stays as written.
unicode_notes = os.path.join(work, "unicode-notes.csv")
with open(unicode_notes, "w", encoding="utf-8", newline="") as f:
    f.write("full_date,date,weekday,time,mood,activities,note_title,note\n"
            "2026-05-02,May 2,Saturday,20:00,good,\"\",\"<i>Tytuł</i>\",\"Zażółć <b>gęślą</b> jaźń<br>中文 Отчёт 🎉\"\n"
            "2026-05-01,May 1,Friday,20:00,good,\"\",\"\",\"a < b & c<br>\"\n")
rc, result = call_json(lib.ks_mood_import_daylio, sn, unicode_notes.encode(), None, b"2026-11-30", NOW)
rc, day = call_json(lib.ks_mood_get, sn, b"2026-05-02", b"2026-11-30")
check("formatted notes keep every script", rc == 0 and json.loads(day)["note"] == "Tytuł: Zażółć gęślą jaźń\n中文 Отчёт 🎉", day)
rc, day = call_json(lib.ks_mood_get, sn, b"2026-05-01", b"2026-11-30")
check("a note whose < is not markup stays as written", rc == 0 and json.loads(day)["note"] == "a < b & c<br>", day)


def write(name, text):
    path = os.path.join(work, name)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    return path.encode()


old_french = write("old-fr.csv", "year,date,weekday,time,mood,activities,note\n2018,29 mars,jeudi,23:54,super,\"\",\"\"\n")
rc, _ = call_json(lib.ks_mood_import_daylio, sm, old_french, None, b"2026-11-30", NOW)
check("an old layout in a language not read is refused naming the layout", rc == -1 and "2017–18 CSV layout" in message() and "'mars'" in message(), message())
# Daylio lists a day's entries newest first, with 12-hour times; a CR inside a quoted note.
ordered = write("ordered.csv", "full_date,date,weekday,time,mood,activities,note_title,note\r\n"
                "2026-11-20,20 November,Friday,11:00 PM,good,\"\",\"\",\"late\"\r\n"
                "2026-11-20,20 November,Friday,6:19 PM,good,\"\",\"\",\"evening\rwith a CR\"\r\n"
                "2026-11-20,20 November,Friday,12:05 AM,good,\"\",\"\",\"just after midnight\r\nCRLF\"\r\n"
                "2026-12-01,1 December,Tuesday,9:00 AM,good,\"\",\"\",\"tomorrow\"\r\n"
                "2026-12-24,24 December,Thursday,9:00 AM,bad,\"\",\"\",\"\"\r\n")
rc, result = call_json(lib.ks_mood_import_daylio, sm, ordered, None, b"2026-11-30", NOW)
check("days after today are refused and reported, none stored", rc == 0 and json.loads(result)["imported"] == 1
      and json.loads(result)["future"] == ["2026-12-01", "2026-12-24"], result or message())
rc, day = call_json(lib.ks_mood_get, sm, b"2026-12-01", b"2026-12-01")
check("the refused future day is not stored", (rc == 0 and (json.loads(day) or {}).get("mood") is None) or (rc == -2 and "no mood" in message()), (rc, day, message()))
rc, day = call_json(lib.ks_mood_get, sm, b"2026-11-20", b"2026-11-30")
check("notes in true time order (12:05 AM, 6:19 PM, 11:00 PM) and CR normalised",
      rc == 0 and json.loads(day)["note"] == "just after midnight\nCRLF\nevening\nwith a CR\nlate", day)
pixels_future = write("pixels-future.json", '[{"date":"2026-11-30","scores":[5]},{"date":"2026-12-1","scores":[1]}]')
rc, result = call_json(lib.ks_mood_import_pixels, sm, pixels_future, b"2026-11-30", NOW)
check("Pixels: a day after today is refused and reported", rc == 0 and json.loads(result)["imported"] == 1
      and json.loads(result)["future"] == ["2026-12-01"], result or message())
bad_date = write("pixels-bad.json", '[{"date":"2022-13-1","scores":[5]}]')
rc, _ = call_json(lib.ks_mood_import_pixels, sm, bad_date, b"2026-11-30", NOW)
check("Pixels: an impossible date is refused and quoted", rc == -1 and "2022-13-1" in message(), message())

# Exports: CSV and SVG, without credentials.
rc, csv_text, written = export_text(lib.ks_mood_export_csv, si, 2025, "2025.csv")
lines = csv_text.split("\r\n")
check("CSV result: rows and size", written["records"] == len(lines) - 2 and written["size"] == len(csv_text.encode()), written)
check("CSV header", lines[0] == "date,value,label,note", lines[0])
check("CSV rows, oldest first", lines[1].startswith("2025-01-30,3,good,") and "2025-03-04,3,good," in csv_text, csv_text[:300])
check("CSV quotes notes", '"Fever.\nStayed in bed all day."' in csv_text)
# CSV injection (issue 28 section 4): read as a spreadsheet in a locale whose list separator is
# ';' (German and French Excel), or as tab- or pipe-separated text, no cell starts with a
# formula character; Python's csv reader honours quotes, the plain split does not.
import csv as csv_module  # noqa: E402
_, formula_session = new_store("formulas")
formula_notes = ["fine;=1+1", "tab\t+cmd|' /C calc'!A0", "pipe|@SUM(A1)", "semi; ; =HYPERLINK(\"http://x\")", "line\n-3", "\uff1d1+1"]
for i, note in enumerate(formula_notes):
    rc, _ = call_json(lib.ks_mood_set, formula_session, f"2024-03-0{i + 1}".encode(), b"good", note.encode(), b"2026-11-30", NOW)
    check(f"a note with a formula after a separator: {note!r}", rc == 0, message())
rc, formula_csv, _ = export_text(lib.ks_mood_export_csv, formula_session, 2024, "formulas.csv")
live = []
for separator in [",", ";", "\t", "|"]:
    cells = [c for row in csv_module.reader(io.StringIO(formula_csv, newline=""), delimiter=separator) for c in row]
    cells += [c for line in formula_csv.splitlines() for c in line.split(separator)]
    live += [(separator, c) for c in cells if c.lstrip(" \"")[:1] in ("=", "+", "-", "@", "\uff1d")]
check("no cell starts with a formula character whatever the separator", not live, live)
rc, svg, written = export_text(lib.ks_mood_export_svg, si, 2025, "2025.svg")
check("SVG result: a tile a day", written["records"] == 365 and written["size"] == len(svg.encode()), written)
for function, year in [(lib.ks_mood_export_csv, 10000), (lib.ks_mood_export_svg, 0), (lib.ks_mood_export_svg, -1)]:
    bad_rc, _, _ = export_text(function, si, year, "bad-year")
    check(f"year {year} is refused", bad_rc == -1 and "is not 1 to 9999" in message(), message())
check("a refused export leaves no file", not os.path.exists(os.path.join(work, "bad-year")))
check("SVG", rc == 0 and svg.startswith("<svg") and svg.count("<rect x=") >= 365 and "#B3B3B3" in svg and "#22C55E" in svg, (svg or "")[:200])

# Mood bundles: export a year, verify, merge into another log (the later change wins).
class ExportOptions(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("created", S), ("progress", P), ("payload", P)]


lib.ks_mood_export_bundle.argtypes = [ctypes.POINTER(P), P, ctypes.c_int32, S, ctypes.POINTER(ExportOptions), S]
lib.ks_bundle_verify.argtypes = [S, P]
lib.ks_bundle_import.argtypes = [ctypes.POINTER(P), P, S, P]
lib.ks_bundle_dump.argtypes = [ctypes.POINTER(P), S, P]
options = ExportOptions(1, NOW, None, None)
year_bundle = os.path.join(work, "2025.keepsake").encode()
rc, result = call_json(lib.ks_mood_export_bundle, si, 2025, year_bundle, ctypes.byref(options), b"2026-11-30")
check("export a mood year", rc == 0, message())
check("the mood bundle verifies", lib.ks_bundle_verify(year_bundle, None) == 0, message())
rc, dump = call_json(lib.ks_bundle_dump, year_bundle, None)
d = json.loads(dump)
check("the dump is of kind mood with the year's days", d["kind"] == "mood" and len(d["tables"]["mood_days"]) == 10
      and all(r["date"].startswith("2025-") for r in d["tables"]["mood_days"]), dump[:300])
_, sm = new_store("merge")
call_json(lib.ks_mood_set, sm, b"2025-03-04", b"bad", b"newer", b"2026-11-30", b"2027-01-01T00:00:00Z")
call_json(lib.ks_mood_set, sm, b"2025-03-03", b"bad", b"older", b"2026-11-30", b"2020-01-01T00:00:00Z")
call_json(lib.ks_mood_set, sm, b"2025-03-02", b"bad", b"same instant", b"2026-11-30", NOW)
rc, result = call_json(lib.ks_bundle_import, sm, year_bundle, None)
check("import merges", rc == 0 and json.loads(result)["moods"] == {"days_kept": 2, "days_taken": 8}, result or message())
for date, mood in [("2025-03-04", "bad"), ("2025-03-03", "good"), ("2025-03-02", "bad"), ("2025-01-31", "ok")]:
    rc, day = call_json(lib.ks_mood_get, sm, date.encode(), b"2026-11-30")
    check(f"after the merge {date} is {mood}", json.loads(day)["mood"] == mood, day)
rc, year_all = call_json(lib.ks_mood_export_bundle, si, 0, os.path.join(work, "all.keepsake").encode(), ctypes.byref(options), b"2026-11-30")
check("export the whole log", rc == 0, message())
rc, _ = call_json(lib.ks_mood_export_bundle, si, 10000, os.path.join(work, "bad.keepsake").encode(), ctypes.byref(options), b"2026-11-30")
check("a bundle of year 10000 is refused by the core's one year check", rc == -1 and "is not 1 to 9999" in message(), message())

# The implicit owner's log passes to the first account; credentials never appear in exports.
store_o, so = new_store("owner")
call_json(lib.ks_mood_set, so, b"2026-11-29", b"good", None, b"2026-11-30", NOW)
rc, _ = call_json(lib.ks_account_create, so, b'{"username":"alma","role":"owner"}', b"alma-password", NOW)
signed, token = P(), P()
assert lib.ks_session_sign_in(ctypes.byref(signed), ctypes.byref(token), store_o, b"alma", b"alma-password", 0, NOW) == 0, message()
rc, day = call_json(lib.ks_mood_get, signed, b"2026-11-29", b"2026-11-30")
check("the implicit owner's log passes to the first account", rc == 0 and json.loads(day)["mood"] == "good", message())
rc, csv_text, _ = export_text(lib.ks_mood_export_csv, signed, 0, "alma.csv")
check("no credential in the CSV", "alma-password" not in csv_text and "argon2" not in csv_text and "alma" not in csv_text, csv_text)

shutil.rmtree(work, ignore_errors=True)
T.finish()
