"""The supplement routine through the real library."""

from __future__ import annotations

import datetime

import pytest

import keepsake
from conftest import CREATED, NOW, NOW_AT, TODAY, UTC, day


@pytest.fixture
def routine(session):
    session.routine.start(start_date="2026-11-25", length_days=30,
                          goal=keepsake.Goal.BETTER_SLEEP, answers={"coffee": "yes"},
                          slots=[("morning", "08:00"),
                                 keepsake.Slot(name="evening", reminder=datetime.time(20, 0))],
                          now=NOW)
    return session.routine


def test_start_and_get(routine):
    got = routine.get()
    assert got.start_date == day("2026-11-25") and got.length_days == 30
    assert got.created_at == NOW_AT
    assert got.goal is keepsake.Goal.BETTER_SLEEP and got.answers == {"coffee": "yes"}
    assert [slot.name for slot in got.slots] == ["morning", "evening"]
    with pytest.raises(keepsake.AlreadyExistsError):
        routine.start(start_date="2026-11-26", now=NOW)
    routine.set_answers({"tea": "no"}, now=NOW)
    routine.set_reminder("morning", "07:30", now=NOW)
    routine.set_reminder("evening", datetime.time(21, 15), now=NOW)
    got = routine.get()
    assert got.answers == {"coffee": "yes", "tea": "no"}
    assert got.slots == [keepsake.Slot(name="morning", reminder=datetime.time(7, 30)),
                         keepsake.Slot(name="evening", reminder=datetime.time(21, 15))]


def test_check_ins_and_views(routine, tmp_path):
    for date in ("2026-11-28", "2026-11-29"):
        routine.take(date, "morning", today=TODAY, now=date + "T08:00:00Z")
        routine.take(date, "evening", today=TODAY, now=date + "T20:00:00Z")
    routine.take("2026-11-27", "morning", today=TODAY, now="2026-11-27T08:00:00Z")
    routine.set_note("2026-11-29", "slept well", today=TODAY, now=NOW)
    routine.rate("2026-11-25", energy=3, sleep=4, stress=8, today=TODAY, now=NOW)
    routine.rate("2026-11-29", energy=7, sleep=8, stress=3, today=TODAY, now=NOW)
    home = routine.home(today=TODAY)
    assert home.day == 6 and home.streak == 2 and home.status is keepsake.DayStatus.TODAY
    assert home.complete_days == 2 and home.streak_first == day("2026-11-28")
    assert home.today_slots[0] == keepsake.TodaySlot(name="morning", reminder=datetime.time(8),
                                                     taken_at=None)
    assert home.next_achievement is not None and home.next_achievement.of == 7
    partial = routine.day("2026-11-27", today=TODAY)
    assert partial.status is keepsake.DayStatus.PARTIAL
    full = routine.day(datetime.date(2026, 11, 29), today=datetime.date(2026, 11, 30))
    assert full.note == "slept well"
    assert full.slots[1] == keepsake.DaySlot(
        name="evening", taken_at=datetime.datetime(2026, 11, 29, 20, tzinfo=UTC))
    week = routine.progress(today=TODAY).week
    assert len(week) == 7 and week[0].date == day("2026-11-30") and week[0].weekday == 1
    calendar = routine.calendar("2026-11", today=TODAY)
    assert calendar.month == "2026-11" and calendar.days[0].status is keepsake.DayStatus.BEFORE_START
    assert calendar.slots == 2 and calendar.days[27].taken == 2
    plus_one = datetime.timezone(datetime.timedelta(hours=1))
    reminders = routine.reminders(now=datetime.datetime(2026, 11, 30, 11, tzinfo=plus_one))
    assert reminders.local_date == day(TODAY) and reminders.local_time == datetime.time(11)
    assert [item.slot for item in reminders.overdue] == ["morning"]
    assert reminders.overdue[0].minutes_late == 180
    assert {item.slot: item.at.utcoffset() for item in reminders.next} == {
        "morning": datetime.timedelta(hours=1), "evening": datetime.timedelta(hours=1)}
    achievements = routine.achievements(today=TODAY)
    assert achievements.achievements[0].unlocked_on == day("2026-11-28")
    results = routine.results()
    assert results.ratings[0] == keepsake.Rating(date=day("2026-11-25"), energy=3, sleep=4,
                                                 stress=8)
    comparison = results.comparison
    assert comparison is not None and comparison.energy.better is True
    assert (comparison.from_date, comparison.to_date) == (day("2026-11-25"), day("2026-11-29"))
    assert comparison.stress == keepsake.RatingChange(before=8, after=3, change=-5, better=True)
    message = routine.message(today=TODAY, messages=["one", "two", "three"])
    assert message.message in {"one", "two", "three"}
    routine.export_csv(tmp_path / "routine.csv", today=TODAY)
    csv = (tmp_path / "routine.csv").read_bytes().decode()
    assert csv.startswith("date,value,note\r\n") and "2026-11-29,2,\"slept well\"" in csv
    exported = routine.export_bundle(tmp_path / "routine.keepsake", created=CREATED)
    assert keepsake.inspect_bundle(exported.path).kind == "routine"
    routine.untake("2026-11-29", "evening", today=TODAY, now=NOW)
    with pytest.raises(keepsake.NotFoundError):
        routine.untake("2026-11-29", "evening", today=TODAY, now=NOW)
    routine.delete()
    with pytest.raises(keepsake.NotFoundError):
        routine.get()


def test_future_day_is_refused(routine):
    with pytest.raises(keepsake.InvalidArgumentError) as caught:
        routine.take("2026-12-01", "morning", today=TODAY, now=NOW)
    assert caught.value.status is keepsake.Status.INVALID_ARGUMENT


def test_relative_keeps_no_routine(centre):
    with pytest.raises(keepsake.PermissionDeniedError):
        centre.relative.routine.start(start_date="2026-11-25", now=NOW)
    with pytest.raises(keepsake.PermissionDeniedError):
        centre.relative.routine.home(today=TODAY)
