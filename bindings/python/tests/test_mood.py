"""Mood years through the real library."""

from __future__ import annotations

import datetime
import json

import pytest

import keepsake
from conftest import CREATED, NOW, NOW_AT, TODAY, day as D


def test_set_get_clear(session):
    log = session.mood
    day = log.set(datetime.date(2026, 11, 29), keepsake.Mood.GOOD, note="a walk", today=TODAY,
                  now=datetime.datetime(2026, 11, 30, 9, tzinfo=datetime.timezone.utc))
    assert day == keepsake.MoodDay(date=datetime.date(2026, 11, 29), mood=keepsake.Mood.GOOD,
                                   note="a walk", changed_at=NOW_AT)
    assert log.get("2026-11-29", today=TODAY) == day
    log.set("2026-11-29", "bad", today=TODAY, now=NOW)
    got = log.get("2026-11-29", today=TODAY)
    assert got is not None and got.mood is keepsake.Mood.BAD
    log.clear("2026-11-29", today=TODAY, now=NOW)
    got = log.get("2026-11-29", today=TODAY)
    assert got is not None and got.mood is None           # cleared: a record without a mood
    assert log.get("2026-11-01", today=TODAY) is None     # never marked: no record
    assert log.get(datetime.date(2026, 11, 2), today=datetime.date(2026, 11, 30)) is None


def test_future_day_is_refused(session):
    with pytest.raises(keepsake.InvalidArgumentError) as caught:
        session.mood.set("2026-12-01", keepsake.Mood.OK, today=TODAY, now=NOW)
    assert caught.value.status is keepsake.Status.INVALID_ARGUMENT
    with pytest.raises(keepsake.InvalidArgumentError):
        session.mood.clear("2026-12-01", today=TODAY, now=NOW)


def test_tiles_summary_layout_csv_svg(session, tmp_path):
    for date, mood in (("2026-11-27", "bad"), ("2026-11-28", "good"), ("2026-11-29", "good"),
                       ("2026-11-30", "good")):
        session.mood.set(date, mood, today=TODAY, now=NOW)
    tiles = session.mood.tiles(keepsake.RangePreset.CURRENT_MONTH, today=TODAY)
    assert (tiles.first, tiles.last, len(tiles.days)) == (D("2026-11-01"), D("2026-11-30"), 30)
    assert tiles.preset is keepsake.RangePreset.CURRENT_MONTH
    assert tiles.days[-1] == keepsake.Tile(date=D("2026-11-30"), mood=keepsake.Mood.GOOD,
                                           future=False)
    assert tiles.months == [keepsake.TileMonth(month="2026-11", first_index=0, days=30)]
    assert tiles.first_weekday == 7                       # 1 November 2026 is a Sunday
    summary = session.mood.summary(today=TODAY)
    assert summary.current_streak == keepsake.MoodRun(first=D("2026-11-28"), last=D("2026-11-30"),
                                                      length=3, mood=keepsake.Mood.GOOD)
    month = summary.range("last_1_month")
    assert summary.ranges[keepsake.RangePreset.LAST_1_MONTH] is month
    assert month.counts == keepsake.MoodCounts(bad=1, good=3, ok=0)
    assert month.percent == keepsake.MoodPercents(bad="25.0", good="75.0", ok="0.0")
    assert (month.first, month.days, month.marked, month.unmarked) == (D("2026-10-31"), 31, 4, 27)
    assert month.longest_good_run == keepsake.MoodRun(first=D("2026-11-28"),
                                                      last=D("2026-11-30"), length=3)
    assert all(isinstance(preset, keepsake.RangePreset) for preset in summary.ranges)
    layout = keepsake.mood_tile_layout(30, 390, 300, 2)
    assert layout.columns * layout.rows >= 30 and layout.tile_size > 0
    written = session.mood.export_csv(tmp_path / "moods.csv", today=TODAY, year=2026)
    csv = (tmp_path / "moods.csv").read_bytes().decode()        # CRLF lines, kept
    assert csv.splitlines()[0] == "date,value,label,note" and "2026-11-27,1,bad," in csv
    assert written.count == len(csv.splitlines()) - 1 and written.size == len(csv.encode())
    svg = session.mood.export_svg(2026, tmp_path / "moods.svg", today=TODAY)
    assert (tmp_path / "moods.svg").read_text().startswith("<svg") and svg.count == 365


def test_imports_and_bundle(session, tmp_path, store):
    daylio = tmp_path / "daylio.csv"
    daylio.write_text("full_date,date,weekday,time,mood,activities,note_title,note\n"
                      "2026-11-20,November 20,Friday,20:00,rad,,,\n"
                      "2026-11-21,November 21,Saturday,20:00,Calm,,,\n")
    result = session.mood.import_daylio(daylio, levels={"Calm": 3}, now=NOW)
    assert result.imported == 2 and result.source == "daylio"
    assert session.mood.get("2026-11-21", today=TODAY).mood is keepsake.Mood.OK
    pixels = tmp_path / "pixels.json"
    pixels.write_text(json.dumps([{"date": "2026-11-22", "type": "Mood", "scores": [1],
                                   "notes": "", "tags": []},
                                  {"date": "2026-11-20", "type": "Mood", "scores": [1],
                                   "notes": "", "tags": []}]))
    result = session.mood.import_pixels(pixels, now=NOW)
    assert result.imported == 1 and result.skipped == [D("2026-11-20")]
    exported = session.mood.export_bundle(tmp_path / "mood.keepsake", today=TODAY,
                                          created=CREATED)
    assert exported.members >= 1
    assert keepsake.inspect_bundle(exported.path).kind == "mood"
    with keepsake.Store.open(tmp_path / "other", create=True) as other, \
            other.owner_session() as elsewhere:
        result = elsewhere.import_bundle(exported.path)
        assert result.kind == "mood" and result.moods == {"days_kept": 0, "days_taken": 3}
        assert elsewhere.mood.get("2026-11-22", today=TODAY).mood is keepsake.Mood.BAD


def test_relative_keeps_no_mood_log(centre):
    with pytest.raises(keepsake.PermissionDeniedError) as caught:
        centre.relative.mood.set("2026-11-29", keepsake.Mood.GOOD, today=TODAY, now=NOW)
    assert caught.value.status is keepsake.Status.PERMISSION_DENIED
    with pytest.raises(keepsake.PermissionDeniedError):
        centre.relative.mood.summary(today=TODAY)
    centre.staff.mood.set("2026-11-29", keepsake.Mood.GOOD, today=TODAY, now=NOW)
