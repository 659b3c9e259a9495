"""The supplement routine ("reset") of the session's account (keepsake.h, "Supplement
routine").

    routine = session.routine
    routine.start(start_date="2026-11-25", length_days=30, goal=keepsake.Goal.BETTER_SLEEP,
                  now=NOW)
    routine.take("2026-11-29", "morning", taken_at="2026-11-29T08:05:00+01:00",
                 today="2026-11-30")
    home = routine.home(today="2026-11-30")
    print(home.day, home.streak, home.status)

A day after `today` is refused (InvalidArgumentError); relatives keep no routine
(PermissionDeniedError).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import (TYPE_CHECKING, Any, Dict, Iterable, List, Mapping, Optional, Sequence,
                    Tuple, Union)

from . import _native
from ._values import Day, Instant, Month, call_value, day, dumps, instant, text
from ._values import month as _month
from .bundles import ProgressFn, run_export
from .errors import call_json, check
from .records import ExportResult, FileExport, Record, lenient

if TYPE_CHECKING:
    from .store import PathLike, Session


class Goal(str, enum.Enum):
    """A routine's goal."""
    BETTER_SLEEP = "better_sleep"
    LESS_STRESS = "less_stress"
    MORE_ENERGY = "more_energy"
    BETTER_FOCUS = "better_focus"

    def __str__(self) -> str:
        return self.value


class DayStatus(str, enum.Enum):
    """The status of a routine day."""
    COMPLETE = "complete"
    PARTIAL = "partial"
    MISSED = "missed"
    TODAY = "today"
    FUTURE = "future"
    BEFORE_START = "before_start"
    AFTER_END = "after_end"

    def __str__(self) -> str:
        return self.value


_status = lenient(DayStatus)


@dataclass(frozen=True)
class Slot(Record):
    """A slot to check in every day, with its local reminder time "HH:MM"."""
    name: str = ""
    reminder: str = ""


@dataclass(frozen=True)
class Routine(Record):
    """`ks_routine_get`: the account's routine."""
    id: str = ""
    start_date: str = ""
    length_days: Optional[int] = None
    goal: Optional[Union[Goal, str]] = None
    answers: Dict[str, str] = field(default_factory=dict)
    slots: List[Slot] = field(default_factory=list)
    created_at: str = ""
    modified_at: str = ""

    _convert = {"goal": lenient(Goal), "slots": Slot.list_from_json}


@dataclass(frozen=True)
class RoutineHome(Record):
    """`ks_routine_home`: "Day N of your reset", streak, today's slots (dicts with
    "name", "reminder", "taken_at")."""
    day: Optional[int] = None
    status: Union[DayStatus, str, None] = None
    streak: int = 0
    complete_days: int = 0
    started: bool = False
    finished: bool = False
    length_days: Optional[int] = None
    progress_of: Optional[int] = None
    today_slots: List[Dict[str, Any]] = field(default_factory=list)

    _convert = {"status": _status}


@dataclass(frozen=True)
class CalendarDay(Record):
    """A day of `RoutineCalendar` or of `RoutineProgress.week`."""
    date: str = ""
    status: Union[DayStatus, str] = ""

    _convert = {"status": _status}


@dataclass(frozen=True)
class RoutineProgress(Record):
    """`ks_routine_progress`: the Monday-to-Sunday week around today (with "weekday")."""
    complete_days: int = 0
    length_days: Optional[int] = None
    week: List[CalendarDay] = field(default_factory=list)

    _convert = {"week": CalendarDay.list_from_json}


@dataclass(frozen=True)
class RoutineCalendar(Record):
    """`ks_routine_calendar`: a month of days (each with "taken", the slots taken)."""
    month: str = ""
    first_weekday: int = 1
    slots: List[Any] = field(default_factory=list)
    days: List[CalendarDay] = field(default_factory=list)

    _convert = {"days": CalendarDay.list_from_json}


@dataclass(frozen=True)
class RoutineDay(Record):
    """`ks_routine_day`: one day's slots ({"name","taken_at"}), note and status."""
    date: str = ""
    status: Union[DayStatus, str] = ""
    note: Optional[str] = None
    slots: List[Dict[str, Any]] = field(default_factory=list)

    _convert = {"status": _status}


@dataclass(frozen=True)
class Reminders(Record):
    """`ks_routine_reminders`: the local day and time, the overdue slots
    ({"minutes_late","reminder","slot"}) and each slot's next reminder ({"at","slot"})."""
    local_date: str = ""
    local_time: str = ""
    overdue: List[Dict[str, Any]] = field(default_factory=list)
    next: List[Dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class Achievement(Record):
    """An achievement: unlocked on `unlocked_on`, or None while locked."""
    id: str = ""
    title: str = ""
    days: int = 0
    unlocked_on: Optional[str] = None


@dataclass(frozen=True)
class Achievements(Record):
    """`ks_routine_achievements`: every achievement, and the next one ({"id","of",
    "progress","title"}) or None."""
    achievements: List[Achievement] = field(default_factory=list)
    next: Optional[Dict[str, Any]] = None

    _convert = {"achievements": Achievement.list_from_json}


@dataclass(frozen=True)
class RoutineResults(Record):
    """`ks_routine_results`: the ratings and the first-to-latest comparison (or None)."""
    ratings: List[Dict[str, Any]] = field(default_factory=list)
    comparison: Optional[Dict[str, Any]] = None


@dataclass(frozen=True)
class DailyMessage(Record):
    """`ks_routine_message`: the message of the day and its index in the list."""
    day: int = 0
    index: int = 0
    message: str = ""


SlotSpec = Union[Slot, Tuple[str, str], Mapping[str, str]]


def _slot(value: SlotSpec) -> Dict[str, str]:
    if isinstance(value, Slot):
        return {"name": value.name, "reminder": value.reminder}
    if isinstance(value, tuple):
        return {"name": value[0], "reminder": value[1]}
    return dict(value)


class RoutineLog:
    """The session account's supplement routine: `session.routine`."""

    def __init__(self, session: "Session"):
        self._session = session

    def _h(self) -> int:
        return self._session._handle()

    def start(self, *, start_date: Day, now: Instant, length_days: Optional[int] = None,
              goal: Optional[Union[Goal, str]] = None,
              answers: Optional[Mapping[str, str]] = None,
              slots: Optional[Iterable[SlotSpec]] = None) -> Routine:
        """`ks_routine_start`: start the account's routine (day 1 is `start_date`).

        `slots` are Slot, (name, "HH:MM") or {"name","reminder"}; by default "morning" at
        08:00 and "evening" at 20:00. AlreadyExistsError when one exists.
        """
        request: Dict[str, Any] = {"start_date": day(start_date, "start_date").decode()}
        if length_days is not None:
            request["length_days"] = length_days
        if goal is not None:
            request["goal"] = goal
        if answers is not None:
            request["answers"] = dict(answers)
        if slots is not None:
            request["slots"] = [_slot(slot) for slot in slots]
        return Routine.from_json(call_value(_native.lib().ks_routine_start, self._h(),
                                            dumps(request), instant(now)))

    def get(self) -> Routine:
        """`ks_routine_get`: the routine; NotFoundError when there is none."""
        return Routine.from_json(call_value(_native.lib().ks_routine_get, self._h()))

    def delete(self) -> None:
        """`ks_routine_delete`: delete the routine with its check-ins, notes and ratings."""
        check(_native.lib().ks_routine_delete(self._h()))

    def set_reminder(self, slot: str, time: str, *, now: Instant) -> None:
        """`ks_routine_set_reminder`: a slot's reminder time ("HH:MM", local)."""
        check(_native.lib().ks_routine_set_reminder(self._h(), _native.encode(slot, "slot"),
                                                    _native.encode(time, "time"),
                                                    instant(now)))

    def set_answers(self, answers: Mapping[str, str], *, now: Instant) -> None:
        """`ks_routine_set_answers`: add or replace onboarding answers."""
        check(_native.lib().ks_routine_set_answers(self._h(), dumps(dict(answers)),
                                                   instant(now)))

    def take(self, date: Day, slot: str, *, today: Day, now: Instant) -> None:
        """`ks_routine_take`: mark `slot` taken on `date` at `now` (again: moves it)."""
        check(_native.lib().ks_routine_take(self._h(), day(date), _native.encode(slot, "slot"),
                                            day(today, "today"), instant(now)))

    def untake(self, date: Day, slot: str, *, today: Day, now: Instant) -> None:
        """`ks_routine_untake`: unmark `slot`; NotFoundError when it was not taken."""
        check(_native.lib().ks_routine_untake(self._h(), day(date),
                                              _native.encode(slot, "slot"),
                                              day(today, "today"), instant(now)))

    def set_note(self, date: Day, note: Optional[str], *, today: Day, now: Instant) -> None:
        """`ks_routine_set_note`: the note of `date` (None or "" removes it)."""
        check(_native.lib().ks_routine_set_note(self._h(), day(date), text(note, "note"),
                                                day(today, "today"), instant(now)))

    def rate(self, date: Day, *, energy: int, sleep: int, stress: int, today: Day,
             now: Instant) -> None:
        """`ks_routine_rate`: self-ratings 1-10 for `date` (one set a day)."""
        check(_native.lib().ks_routine_rate(self._h(), day(date), energy, sleep, stress,
                                            day(today, "today"), instant(now)))

    def home(self, *, today: Day) -> RoutineHome:
        """`ks_routine_home`: the home screen."""
        return RoutineHome.from_json(call_value(_native.lib().ks_routine_home, self._h(),
                                                day(today, "today")))

    def progress(self, *, today: Day) -> RoutineProgress:
        """`ks_routine_progress`: this week's days."""
        return RoutineProgress.from_json(call_value(_native.lib().ks_routine_progress,
                                                    self._h(), day(today, "today")))

    def calendar(self, month: Month, *, today: Day) -> RoutineCalendar:
        """`ks_routine_calendar`: a month ("YYYY-MM" or a date in it) of days."""
        return RoutineCalendar.from_json(call_value(_native.lib().ks_routine_calendar,
                                                    self._h(), _month(month),
                                                    day(today, "today")))

    def day(self, date: Day, *, today: Day) -> RoutineDay:
        """`ks_routine_day`: a day's details."""
        return RoutineDay.from_json(call_value(_native.lib().ks_routine_day, self._h(),
                                               day(date), day(today, "today")))

    def reminders(self, *, now: Instant) -> Reminders:
        """`ks_routine_reminders`: the reminder check at `now` (its offset is the user's)."""
        return Reminders.from_json(call_value(_native.lib().ks_routine_reminders, self._h(),
                                              instant(now)))

    def achievements(self, *, today: Day) -> Achievements:
        """`ks_routine_achievements`: achievements computed from the check-ins."""
        return Achievements.from_json(call_value(_native.lib().ks_routine_achievements,
                                                 self._h(), day(today, "today")))

    def results(self) -> RoutineResults:
        """`ks_routine_results`: first and latest ratings compared."""
        return RoutineResults.from_json(call_value(_native.lib().ks_routine_results,
                                                   self._h()))

    def message(self, *, today: Day, messages: Optional[Sequence[str]] = None) -> DailyMessage:
        """`ks_routine_message`: the message of the day from `messages` (or the built-in
        list)."""
        return DailyMessage.from_json(call_value(
            _native.lib().ks_routine_message, self._h(),
            None if messages is None else dumps(list(messages)), day(today, "today")))

    def export_csv(self, path: "PathLike", *, today: Day) -> FileExport:
        """`ks_routine_export_csv`: writes "date,value,note" lines (CRLF), one per day, to
        `path`, atomically; `count` is rows."""
        return FileExport.from_json(call_value(
            _native.lib().ks_routine_export_csv, self._h(), _native.encode(path, "path"),
            day(today, "today")))

    def export_bundle(self, path: "PathLike", *, created: Instant,
                      progress: Optional[ProgressFn] = None) -> ExportResult:
        """`ks_routine_export_bundle`: the routine as a bundle of kind "routine"."""
        return run_export(ExportResult, created, progress, lambda options: call_json(
            _native.lib().ks_routine_export_bundle, self._h(), _native.encode(path, "path"),
            options))


__all__ = ["Achievement", "Achievements", "CalendarDay", "DailyMessage", "DayStatus", "Goal",
           "Reminders", "Routine", "RoutineCalendar", "RoutineDay", "RoutineHome",
           "RoutineLog", "RoutineProgress", "RoutineResults", "Slot"]
