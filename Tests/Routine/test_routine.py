#!/usr/bin/env python3
"""The supplement routine through the C ABI (ctypes): setup, check-ins with the future-day
rule, statuses, streaks across a month end and broken by editing the past, a changed reminder
time, the reminder check, achievements, results, the daily message, CSV and bundles.

Usage: test_routine.py LIBKEEPSAKE_SO
"""
import ctypes
import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
import kstest  # noqa: E402
from kstest import P, S  # noqa: E402

lib = kstest.load(sys.argv[1])
T = kstest.Harness(lib)
check, message = T.check, T.message
I = ctypes.c_int32
lib.ks_store_open.argtypes = [ctypes.POINTER(P), S, ctypes.c_uint32]
lib.ks_session_open_owner.argtypes = [ctypes.POINTER(P), P]
OUT = ctypes.POINTER(P)
sigs = {
    "ks_routine_start": [OUT, P, S, S], "ks_routine_get": [OUT, P], "ks_routine_delete": [P],
    "ks_routine_set_reminder": [P, S, S, S], "ks_routine_set_answers": [P, S, S],
    "ks_routine_take": [P, S, S, S, S], "ks_routine_untake": [P, S, S, S, S], "ks_routine_set_note": [P, S, S, S, S],
    "ks_routine_rate": [P, S, I, I, I, S, S], "ks_routine_home": [OUT, P, S], "ks_routine_progress": [OUT, P, S],
    "ks_routine_calendar": [OUT, P, S, S], "ks_routine_day": [OUT, P, S, S], "ks_routine_reminders": [OUT, P, S],
    "ks_routine_achievements": [OUT, P, S], "ks_routine_results": [OUT, P], "ks_routine_message": [OUT, P, S, S],
    "ks_routine_export_csv": [OUT, P, S, S], "ks_routine_export_bundle": [OUT, P, S, P], "ks_bundle_import": [OUT, P, S, P],
    "ks_bundle_verify": [S, P], "ks_bundle_dump": [OUT, S, P],
}
for name, argtypes in sigs.items():
    getattr(lib, name).argtypes = argtypes

NOW = b"2026-11-30T09:00:00Z"


def js(fn, *args):
    rc, text = T.call_text(getattr(lib, fn), *args)
    if text is None:
        return rc, None
    return rc, json.loads(text) if text[:1] in "{[" else text


work = tempfile.mkdtemp(prefix="keepsake-routine-")


def new_session(name):
    store, session = P(), P()
    assert lib.ks_store_open(ctypes.byref(store), os.path.join(work, name).encode(), 1) == 0, message()
    assert lib.ks_session_open_owner(ctypes.byref(session), store) == 0, message()
    return session


s = new_session("a")
rc, _ = js("ks_routine_get", s)
check("no routine yet", rc == -2, message())
rc, _ = js("ks_routine_start", s, b'{"start_date":"2026-11-25","length_days":30,"goal":"world_peace"}', NOW)
check("an unknown goal is refused", rc == -1 and "better_sleep" in message(), message())
rc, r = js("ks_routine_start", s, b'{"start_date":"2026-11-25","length_days":30,"goal":"better_sleep","answers":{"age":"30-39","coffee":"2 cups"}}', NOW)
check("start a 30-day routine", rc == 0 and r["slots"] == [{"name": "morning", "reminder": "08:00"}, {"name": "evening", "reminder": "20:00"}]
      and r["answers"] == {"age": "30-39", "coffee": "2 cups"}, r or message())
rc, _ = js("ks_routine_start", s, b'{"start_date":"2026-11-25"}', NOW)
check("a second routine is refused", rc == -3, message())
check("answers can be added", lib.ks_routine_set_answers(s, b'{"stress_level":"high"}', NOW) == 0, message())
for answers, words in [(b'["high"]', "must be a JSON object of strings"), (b'{"age":30}', "answer 'age' must be a string"),
                       (b'{"a":', "answers_json must be a JSON object of strings")]:
    check(f"answers {answers!r} are refused by the core's parser", lib.ks_routine_set_answers(s, answers, NOW) == -1 and words in message(), message())
rc, r = js("ks_routine_get", s)
check("answers are kept", r["answers"]["stress_level"] == "high" and r["answers"]["age"] == "30-39", r)


def take(date, slot, today="2026-11-30", at=None):
    return lib.ks_routine_take(s, date.encode(), slot.encode(), today.encode(), (at or f"{date}T09:00:00Z").encode())


# Nov 25..29 complete, Nov 30 (today): morning only.
for d in ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]:
    take(d, "morning"); take(d, "evening")
check("take today's morning", take("2026-11-30", "morning") == 0, message())
check("a future day is refused", take("2026-12-01", "morning") == -1 and "after today" in message(), message())
check("a day before the start is refused", take("2026-11-24", "morning") == -1 and "before the routine starts" in message(), message())
check("an unknown slot is refused", take("2026-11-29", "noon") == -2, message())
rc, home = js("ks_routine_home", s, b"2026-11-30")
check("Day 6 of the reset", home["day"] == 6 and home["length_days"] == 30, home)
check("today is not yet complete: the streak of 5 stands", home["streak"] == 5 and home["status"] == "today", home)
check("today's slots", [(x["name"], x["taken_at"] is not None) for x in home["today_slots"]] == [("morning", True), ("evening", False)], home)
check("progress of the programme", home["complete_days"] == 5 and home["progress_of"] == 30, home)
check("a day with one slot taken is today, then partial", js("ks_routine_day", s, b"2026-11-30", b"2026-11-30")[1]["status"] == "today"
      and js("ks_routine_day", s, b"2026-11-30", b"2026-12-01")[1]["status"] == "partial")
take("2026-11-30", "evening")
rc, home = js("ks_routine_home", s, b"2026-11-30")
check("completing today extends the streak", home["streak"] == 6 and home["status"] == "complete", home)

# A streak across a month end, then broken by editing a past day.
for d in ["2026-12-01", "2026-12-02"]:
    lib.ks_routine_take(s, d.encode(), b"morning", b"2026-12-02", f"{d}T08:05:00Z".encode())
    lib.ks_routine_take(s, d.encode(), b"evening", b"2026-12-02", f"{d}T20:05:00Z".encode())
rc, home = js("ks_routine_home", s, b"2026-12-02")
check("a streak across a month end", home["streak"] == 8 and home["streak_first"] == "2026-11-25", home)
rc, ach = js("ks_routine_achievements", s, b"2026-12-02")
unlocked = {a["id"]: a["unlocked_on"] for a in ach["achievements"]}
check("First Step and the 7-day streak", unlocked == {"first_step": "2026-11-25", "streak_7": "2026-12-01", "streak_10": None, "streak_30": None}, ach)
check("the next achievement and the progress towards it", ach["next"] == {"id": "streak_10", "of": 10, "progress": 8, "title": "10-day streak"}, ach)
check("editing a past day", lib.ks_routine_untake(s, b"2026-11-28", b"evening", b"2026-12-02", NOW) == 0, message())
rc, home = js("ks_routine_home", s, b"2026-12-02")
check("breaks the streak", home["streak"] == 4 and home["streak_first"] == "2026-11-29", home)
rc, ach = js("ks_routine_achievements", s, b"2026-12-02")
check("and re-evaluates the achievements", {a["id"]: a["unlocked_on"] for a in ach["achievements"]}["streak_7"] is None and ach["next"]["id"] == "streak_7", ach)
rc, day = js("ks_routine_day", s, b"2026-11-28", b"2026-12-02")
check("the edited day is partial", day["status"] == "partial", day)
check("untaking what was not taken", lib.ks_routine_untake(s, b"2026-11-28", b"evening", b"2026-12-02", NOW) == -2)

# Week strip and calendar.
rc, progress = js("ks_routine_progress", s, b"2026-12-02")
check("the week runs Monday to Sunday", [d["date"] for d in progress["week"]][0] == "2026-11-30" and progress["week"][0]["weekday"] == 1
      and [d["status"] for d in progress["week"]] == ["complete", "complete", "complete", "future", "future", "future", "future"], progress)
rc, cal = js("ks_routine_calendar", s, b"2026-11", b"2026-12-02")
statuses = [d["status"] for d in cal["days"]]
check("a month of statuses", len(statuses) == 30 and statuses[:24] == ["before_start"] * 24 and statuses[24:] == ["complete", "complete", "complete", "partial", "complete", "complete"], statuses)
rc, _ = js("ks_routine_calendar", s, b"2026-13", b"2026-12-02")
check("a bad month is refused", rc == -1)

# Notes.
check("a note", lib.ks_routine_set_note(s, b"2026-12-01", b"Felt rested", b"2026-12-02", NOW) == 0)
rc, day = js("ks_routine_day", s, b"2026-12-01", b"2026-12-02")
check("the day's details", day["note"] == "Felt rested" and day["slots"][0]["taken_at"] == "2026-12-01T08:05:00Z", day)

# Reminders: a changed time, overdue, next instants in the user's offset.
rc, rem = js("ks_routine_reminders", s, b"2026-12-03T21:10:00+01:00")
check("evening overdue an hour after 20:00 local", [o["slot"] for o in rem["overdue"]] == ["morning", "evening"] and rem["overdue"][1]["minutes_late"] == 70, rem)
check("next reminders tomorrow, same offset", rem["next"] == [{"at": "2026-12-04T08:00:00+01:00", "slot": "morning"}, {"at": "2026-12-04T20:00:00+01:00", "slot": "evening"}], rem)
rc, rem = js("ks_routine_reminders", s, b"2026-12-03T20:40:00+01:00")
check("not overdue within the hour", [o["slot"] for o in rem["overdue"]] == ["morning"], rem)
check("change the evening reminder", lib.ks_routine_set_reminder(s, b"evening", b"21:30", NOW) == 0, message())
check("a bad time is refused", lib.ks_routine_set_reminder(s, b"evening", b"25:00", NOW) == -1)
rc, rem = js("ks_routine_reminders", s, b"2026-12-03T21:10:00+01:00")
check("a changed reminder time moves overdue and next", [o["slot"] for o in rem["overdue"]] == ["morning"]
      and {"at": "2026-12-03T21:30:00+01:00", "slot": "evening"} in rem["next"], rem)

# Results and the daily message.
lib.ks_routine_rate(s, b"2026-11-25", 3, 4, 8, b"2026-12-02", NOW)
check("a rating out of range", lib.ks_routine_rate(s, b"2026-12-02", 11, 4, 8, b"2026-12-02", NOW) == -1)
lib.ks_routine_rate(s, b"2026-12-02", 7, 6, 5, b"2026-12-02", NOW)
rc, res = js("ks_routine_results", s)
check("before and after", res["comparison"]["energy"] == {"after": 7, "before": 3, "better": True, "change": 4}
      and res["comparison"]["stress"] == {"after": 5, "before": 8, "better": True, "change": -3}, res)
messages = [js("ks_routine_message", s, b'["a","b","c","d"]', f"2026-12-{d:02d}".encode())[1]["message"] for d in range(1, 9)]
check("no repeat within the list's length", len(set(messages[:4])) == 4 and messages[:4] == messages[4:], messages)
check("deterministic", js("ks_routine_message", s, None, b"2026-12-02")[1] == js("ks_routine_message", s, None, b"2026-12-02")[1])
for messages_json in [b'{"a":"b"}', b'["a",1]', b'["a"']:
    check(f"messages {messages_json!r} are refused by the core's parser", js("ks_routine_message", s, messages_json, b"2026-12-02")[0] == -1
          and "messages_json must be a JSON array of strings" in message(), message())

# CSV and bundles.
csv_path = os.path.join(work, "routine.csv")
rc, written = js("ks_routine_export_csv", s, csv_path.encode(), b"2026-12-02")
csv = open(csv_path, encoding="utf-8", newline="").read()
lines = csv.split("\r\n")
check("CSV written to its path: rows and size", written["records"] == len(lines) - 2 and written["size"] == len(csv.encode()), written)
check("CSV in the long layout", lines[0] == "date,value,note" and lines[1] == "2026-11-25,2," and "2026-11-28,1," in csv and "2026-12-01,2,\"Felt rested\"" in csv, csv)


class ExportOptions(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("created", S), ("progress", P), ("payload", P)]


options = ExportOptions(1, NOW, None, None)
bundle = os.path.join(work, "routine.keepsake").encode()
rc, _ = js("ks_routine_export_bundle", s, bundle, ctypes.byref(options))
check("export the routine", rc == 0, message())
check("the routine bundle verifies", lib.ks_bundle_verify(bundle, None) == 0, message())
rc, dump = js("ks_bundle_dump", bundle, None)
check("its dump", dump["kind"] == "routine" and len(dump["tables"]["routines"]) == 1 and len(dump["tables"]["routine_checkins"]) == 15, dump["tables"].get("routine_checkins"))
s2 = new_session("b")
rc, result = js("ks_bundle_import", s2, bundle, None)
check("import into an account without a routine", rc == 0 and result["routine"] == "taken", result or message())
rc, home = js("ks_routine_home", s2, b"2026-12-02")
check("the imported routine works", home["streak"] == 4 and home["day"] == 8, home)
lib.ks_routine_take(s2, b"2026-12-02", b"morning", b"2026-12-02", b"2026-12-02T23:00:00Z")
rc, result = js("ks_bundle_import", s2, bundle, None)
check("an older routine does not replace a newer one", rc == 0 and result["routine"] == "kept", result)
check("delete", lib.ks_routine_delete(s2) == 0 and js("ks_routine_get", s2)[0] == -2)

shutil.rmtree(work, ignore_errors=True)
T.finish()
