#!/usr/bin/env python3
"""`keepsake mood import --daylio` on Daylio's 2017-18 CSV layout in the app's languages
(issue 31 section 5): the Polish file made from java.time's CLDR names
(Tests/Samples/mood/daylio-2018-layout-polish.csv, see Tests/Samples/SOURCES.md) imports like
the English one, and a month in a language still unknown is refused (exit 1) with a message
naming the layout and the languages read, storing nothing.

Usage: test_mood_cli.py PATH_TO_KEEPSAKE_CLI
"""
import csv
import io
import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from golden import Golden  # noqa: E402

CLI = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/keepsake-cli")
REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SAMPLES = os.path.join(REPO, "Tests", "Samples", "mood")
GOLDEN = Golden(CLI)
run, check, expect = GOLDEN.run, GOLDEN.check, GOLDEN.expect
TODAY = "2026-11-30"
POLISH_LEVELS = json.dumps({"świetnie": 5, "dobrze": 4, "średnio": 3, "źle": 2, "fatalnie": 1}, ensure_ascii=False)

work = tempfile.mkdtemp(prefix="keepsake-mood-cli-")
try:
    store = os.path.join(work, "pl")
    polish = os.path.join(SAMPLES, "daylio-2018-layout-polish.csv")
    expect("a Polish export of the 2017-18 layout imports",
           ["mood", "import", "--store", store, "--create", "--today", TODAY, "--daylio", polish, "--levels", POLISH_LEVELS],
           0, stdout="imported 12 days\n")
    rc, out, err = run("mood", "export", "--store", store, "--today", TODAY, "--csv", "-")
    rows = list(csv.reader(io.StringIO(out)))
    check("its days come out in order with their moods and notes",
          rc == 0 and rows[0] == ["date", "value", "label", "note"] and [r[0] for r in rows[1:]] ==
          ["2017-09-01", "2017-10-31", "2017-11-11", "2017-12-24", "2018-01-01", "2018-02-14", "2018-03-29",
           "2018-04-02", "2018-05-03", "2018-06-30", "2018-07-01", "2018-08-15"], out + err)
    check("29 marca 2018 is 'fatalnie', so bad, with its note", ["2018-03-29", "1", "bad", "Gorączka."] in rows, out)
    check("1 września 2017 is 'średnio', so ok", ["2017-09-01", "2", "ok", ""] in rows, out)
    check("3 maja 2018: 'źle' and 'świetnie' average to good, notes oldest first",
          ["2018-05-03", "3", "good", 'Zaspałem.\nMajówka, "wreszcie" słońce.'] in rows, out)
    expect("importing it again keeps the marked days",
           ["mood", "import", "--store", store, "--today", TODAY, "--daylio", polish, "--levels", POLISH_LEVELS],
           0, stdout_has="imported 0 days; kept 12 days already marked")

    english = os.path.join(SAMPLES, "daylio-2018-layout.csv")
    expect("the English file of that layout still imports",
           ["mood", "import", "--store", os.path.join(work, "en"), "--create", "--today", TODAY, "--daylio", english,
            "--levels", '{"happy":4,"average":3}'], 0, stdout="imported 2 days\n")

    czech = os.path.join(work, "czech.csv")
    with open(czech, "w", encoding="utf-8", newline="") as f:
        f.write("year,date,weekday,time,mood,activities,note\n"
                "2018,1 března,čtvrtek,20:00,dobře,\"\",\"\"\n")
    other = os.path.join(work, "cs")
    expect("a month in a language still unknown is refused with the languages read",
           ["mood", "import", "--store", other, "--create", "--today", TODAY, "--daylio", czech, "--levels", '{"dobře":4}'],
           1, stdout="", stderr_has="Daylio row 2: the month 'března' is in a language this importer does not read; "
           "Daylio's 2017–18 CSV layout (year,date,weekday,…) writes month names in the app's language, and English, "
           "German and Polish are read.")
    rc, out, err = run("mood", "export", "--store", other, "--today", TODAY, "--csv", "-")
    check("and nothing of it is stored", rc == 0 and out == "date,value,label,note\n", out + err)
finally:
    shutil.rmtree(work, ignore_errors=True)

GOLDEN.finish()
