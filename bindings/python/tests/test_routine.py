"""The supplement routine through the real library."""

from __future__ import annotations

import pytest

import keepsake
from conftest import CREATED, NOW, TODAY


@pytest.fixture
def routine(session):
    session.routine.start(start_date="2026-11-25", length_days=30,
                          goal=keepsake.Goal.BETTER_SLEEP, answers={"coffee": "yes"},
                          slots=[("morning", "08:00"), keepsake.Slot(name="evening",
                                                                    reminder="20:00")],
                          now=NOW)
    return session.routine


def test_start_and_get(routine):
    got = routine.get()
    assert got.start_date == "2026-11-25" and got.length_days == 30
    assert got.goal is keepsake.Goal.BETTER_SLEEP and got.answers == {"coffee": "yes"}
    assert [slot.name for slot in got.slots] == ["morning", "evening"]
    with pytest.raises(keepsake.AlreadyExistsError):
        routine.start(start_date="2026-11-26", now=NOW)
    routine.set_answers({"tea": "no"}, now=NOW)
    routine.set_reminder("morning", "07:30", now=NOW)
    got = routine.get()
    assert got.answers == {"coffee": "yes", "tea": "no"} and got.slots[0].reminder == "07:30"


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
    assert home.complete_days == 2
    day = routine.day("2026-11-27", today=TODAY)
    assert day.status is keepsake.DayStatus.PARTIAL
    assert routine.day("2026-11-29", today=TODAY).note == "slept well"
    week = routine.progress(today=TODAY).week
    assert len(week) == 7 and week[0].date == "2026-11-30"
    calendar = routine.calendar("2026-11", today=TODAY)
    assert calendar.month == "2026-11" and calendar.days[0].status == "before_start"
    reminders = routine.reminders(now="2026-11-30T10:00:00Z")
    assert reminders.local_date == TODAY
    assert [item["slot"] for item in reminders.overdue] == ["morning"]
    achievements = routine.achievements(today=TODAY)
    assert achievements.achievements[0].unlocked_on == "2026-11-28"
    results = routine.results()
    assert results.comparison["energy"]["better"] is True
    message = routine.message(today=TODAY, messages=["one", "two", "three"])
    assert message.message in {"one", "two", "three"}
    routine.export_csv(tmp_path / "routine.csv", today=TODAY)
    csv = (tmp_path / "routine.csv").read_bytes().decode()
    assert csv.startswith("date,value,note\r\n") and "2026-11-29,2,slept well" in csv
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
