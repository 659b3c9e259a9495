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

import datetime
import enum
from dataclasses import dataclass, field
from typing import (TYPE_CHECKING, Any, Dict, Iterable, List, Mapping, Optional, Sequence,
                    Tuple, Union)

from . import _native
from ._values import (now_or, today_or, Day, Instant, LocalTime, Month, PathLike, call_value, day, dumps, instant,
                      local_time, text)
from ._values import month as _month
from .bundles import ProgressFn, run_export
from .errors import call_json, check
from .records import ExportResult, FileExport, Record

if TYPE_CHECKING:
    from .store import Session


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


@dataclass(frozen=True)
class Slot(Record):
    """A slot to check in every day, with its local reminder time."""
    name: str
    reminder: datetime.time


@dataclass(frozen=True)
class Routine(Record):
    """The account's routine: day 1 is `start_date`; `length_days` None runs without end."""
    id: str
    start_date: datetime.date
    length_days: Optional[int]
    goal: Union[Goal, str, None]
    answers: Dict[str, str]
    slots: List[Slot]
    created_at: datetime.datetime
    modified_at: datetime.datetime


@dataclass(frozen=True)
class NextAchievement(Record):
    """The next achievement to unlock: `progress` of `of` days."""
    id: str
    title: str
    progress: int
    of: int


@dataclass(frozen=True)
class TodaySlot(Record):
    """A slot on the home screen: taken at `taken_at`, or None while not taken today."""
    name: str
    reminder: datetime.time
    taken_at: Optional[datetime.datetime]


@dataclass(frozen=True)
class RoutineHome(Record):
    """The home screen: "Day `day` of your reset" (None before the start), today's
    `status`, the current `streak` of complete days (from `streak_first`), today's slots
    and the next achievement (None once all are unlocked)."""
    day: Optional[int]
    status: Union[DayStatus, str, None]
    streak: int
    complete_days: int
    started: bool
    finished: bool
    length_days: Optional[int]
    progress_of: Optional[int]
    today_slots: List[TodaySlot]
    streak_first: Optional[datetime.date] = None
    next_achievement: Optional[NextAchievement] = None


@dataclass(frozen=True)
class CalendarDay(Record):
    """A day of `RoutineCalendar` (with `taken`, the slots taken) or of
    `RoutineProgress.week` (with `weekday`, ISO: Monday 1)."""
    date: datetime.date
    status: Union[DayStatus, str]
    taken: Optional[int] = None
    weekday: Optional[int] = None


@dataclass(frozen=True)
class RoutineProgress(Record):
    """The Monday-to-Sunday week around today."""
    complete_days: int
    length_days: Optional[int]
    week: List[CalendarDay]


@dataclass(frozen=True)
class RoutineCalendar(Record):
    """A month ("YYYY-MM") of days; `slots` is how many slots a day has; `first_weekday`
    the ISO weekday of the 1st."""
    month: str
    first_weekday: int
    slots: int
    days: List[CalendarDay]


@dataclass(frozen=True)
class DaySlot(Record):
    """A slot of one day: taken at `taken_at`, or None."""
    name: str
    taken_at: Optional[datetime.datetime]


@dataclass(frozen=True)
class RoutineDay(Record):
    """One day's slots, note and status."""
    date: datetime.date
    status: Union[DayStatus, str]
    note: Optional[str]
    slots: List[DaySlot]


@dataclass(frozen=True)
class OverdueSlot(Record):
    """A slot not taken an hour or more after its reminder time."""
    slot: str
    reminder: datetime.time
    minutes_late: int


@dataclass(frozen=True)
class NextReminder(Record):
    """A slot's next reminder instant, in the offset of the `now` asked about."""
    slot: str
    at: datetime.datetime


@dataclass(frozen=True)
class Reminders(Record):
    """The reminder check at an instant: the user's local day and time then, the overdue
    slots and each slot's next reminder."""
    local_date: datetime.date
    local_time: datetime.time
    overdue: List[OverdueSlot]
    next: List[NextReminder]


@dataclass(frozen=True)
class Achievement(Record):
    """An achievement for `days` complete days in a row: unlocked on `unlocked_on`, or
    None while locked."""
    id: str
    title: str
    days: int
    unlocked_on: Optional[datetime.date]


@dataclass(frozen=True)
class Achievements(Record):
    """Every achievement, and the next one to unlock (None once all are)."""
    achievements: List[Achievement]
    next: Optional[NextAchievement]


@dataclass(frozen=True)
class Rating(Record):
    """The self-ratings (1-10) of one day."""
    date: datetime.date
    energy: int
    sleep: int
    stress: int


@dataclass(frozen=True)
class RatingChange(Record):
    """One rating compared: `before` (first day), `after` (latest), `change` and whether
    it is `better` (for stress: lower)."""
    before: int
    after: int
    change: int
    better: bool


@dataclass(frozen=True)
class RatingComparison(Record):
    """The first ratings (`from_date`) against the latest (`to_date`)."""
    energy: RatingChange
    sleep: RatingChange
    stress: RatingChange
    from_date: datetime.date = field(metadata={"json": "from"})
    to_date: datetime.date = field(metadata={"json": "to"})


@dataclass(frozen=True)
class RoutineResults(Record):
    """Every rating, and the first compared with the latest (None with fewer than two)."""
    ratings: List[Rating]
    comparison: Optional[RatingComparison]


@dataclass(frozen=True)
class DailyMessage(Record):
    """The message of the day and its index in the list."""
    day: int
    index: int
    message: str


SlotSpec = Union[Slot, Tuple[str, LocalTime], Mapping[str, Any]]


def _slot(value: SlotSpec) -> Dict[str, str]:
    if isinstance(value, Slot):
        return {"name": value.name, "reminder": local_time(value.reminder)}
    if isinstance(value, tuple):
        return {"name": value[0], "reminder": local_time(value[1])}
    return {"name": value["name"], "reminder": local_time(value["reminder"])}


class RoutineLog:
    """The session account's supplement routine: `session.routine`. A day after `today` is
    refused (InvalidArgumentError)."""

    def __init__(self, session: "Session"):
        self._session = session

    def _h(self) -> int:
        return self._session._handle()

    def start(self, *, start_date: Day, now: Optional[Instant] = None, length_days: Optional[int] = None,
              goal: Optional[Union[Goal, str]] = None,
              answers: Optional[Mapping[str, str]] = None,
              slots: Optional[Iterable[SlotSpec]] = None) -> Routine:
        """Start the account's routine, day 1 being `start_date` (`ks_routine_start`), and
        return it. `slots` are Slot, (name, time) or {"name","reminder"}, the time a
        `datetime.time` or "HH:MM"; by default "morning" at 08:00 and "evening" at 20:00.
        AlreadyExistsError when the account has one."""
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
                                            dumps(request), now_or(now)))

    def get(self) -> Routine:
        """The account's routine (`ks_routine_get`); NotFoundError when there is none."""
        return Routine.from_json(call_value(_native.lib().ks_routine_get, self._h()))

    def delete(self) -> None:
        """Delete the routine with its check-ins, notes and ratings (`ks_routine_delete`)."""
        check(_native.lib().ks_routine_delete(self._h()))

    def set_reminder(self, slot: str, time: LocalTime, *, now: Optional[Instant] = None) -> None:
        """Change a slot's local reminder time (`ks_routine_set_reminder`)."""
        check(_native.lib().ks_routine_set_reminder(
            self._h(), _native.encode(slot, "slot"),
            _native.encode(local_time(time, "time"), "time"), now_or(now)))

    def set_answers(self, answers: Mapping[str, str], *, now: Optional[Instant] = None) -> None:
        """Add or replace onboarding answers (`ks_routine_set_answers`)."""
        check(_native.lib().ks_routine_set_answers(self._h(), dumps(dict(answers)),
                                                   now_or(now)))

    def take(self, date: Day, slot: str, *, today: Optional[Day] = None, now: Optional[Instant] = None) -> None:
        """Mark `slot` taken on `date` at the instant `now` (`ks_routine_take`); taking it
        again moves the instant."""
        check(_native.lib().ks_routine_take(self._h(), day(date), _native.encode(slot, "slot"),
                                            today_or(today), now_or(now)))

    def untake(self, date: Day, slot: str, *, today: Optional[Day] = None, now: Optional[Instant] = None) -> None:
        """Unmark `slot` on `date` (`ks_routine_untake`); NotFoundError when it was not
        taken."""
        check(_native.lib().ks_routine_untake(self._h(), day(date),
                                              _native.encode(slot, "slot"),
                                              today_or(today), now_or(now)))

    def set_note(self, date: Day, note: Optional[str], *, today: Optional[Day] = None, now: Optional[Instant] = None) -> None:
        """Set the note of `date`, at most 1,000 characters (`ks_routine_set_note`); None or
        "" removes it."""
        check(_native.lib().ks_routine_set_note(self._h(), day(date), text(note, "note"),
                                                today_or(today), now_or(now)))

    def rate(self, date: Day, *, energy: int, sleep: int, stress: int, today: Optional[Day] = None,
             now: Optional[Instant] = None) -> None:
        """Record self-ratings 1-10 of energy, sleep and stress for `date`, one set a day
        (`ks_routine_rate`)."""
        check(_native.lib().ks_routine_rate(self._h(), day(date), energy, sleep, stress,
                                            today_or(today), now_or(now)))

    def home(self, *, today: Optional[Day] = None) -> RoutineHome:
        """The home screen of `today` (`ks_routine_home`)."""
        return RoutineHome.from_json(call_value(_native.lib().ks_routine_home, self._h(),
                                                today_or(today)))

    def progress(self, *, today: Optional[Day] = None) -> RoutineProgress:
        """The days of the Monday-to-Sunday week around `today` (`ks_routine_progress`)."""
        return RoutineProgress.from_json(call_value(_native.lib().ks_routine_progress,
                                                    self._h(), today_or(today)))

    def calendar(self, month: Month, *, today: Optional[Day] = None) -> RoutineCalendar:
        """Every day of a month ("YYYY-MM" or any date in it) with its status
        (`ks_routine_calendar`)."""
        return RoutineCalendar.from_json(call_value(_native.lib().ks_routine_calendar,
                                                    self._h(), _month(month),
                                                    today_or(today)))

    def day(self, date: Day, *, today: Optional[Day] = None) -> RoutineDay:
        """One day's slots, note and status (`ks_routine_day`)."""
        return RoutineDay.from_json(call_value(_native.lib().ks_routine_day, self._h(),
                                               day(date), today_or(today)))

    def reminders(self, *, now: Optional[Instant] = None) -> Reminders:
        """The reminder check at `now`, whose UTC offset is the user's: overdue slots and
        each slot's next reminder (`ks_routine_reminders`)."""
        return Reminders.from_json(call_value(_native.lib().ks_routine_reminders, self._h(),
                                              now_or(now)))

    def achievements(self, *, today: Optional[Day] = None) -> Achievements:
        """The achievements computed from the check-ins (`ks_routine_achievements`)."""
        return Achievements.from_json(call_value(_native.lib().ks_routine_achievements,
                                                 self._h(), today_or(today)))

    def results(self) -> RoutineResults:
        """Every rating, and the first compared with the latest (`ks_routine_results`)."""
        return RoutineResults.from_json(call_value(_native.lib().ks_routine_results,
                                                   self._h()))

    def message(self, *, today: Optional[Day] = None, messages: Optional[Sequence[str]] = None) -> DailyMessage:
        """The message of the day from `messages`, or from the built-in list
        (`ks_routine_message`); deterministic, no repeat within the list's length."""
        return DailyMessage.from_json(call_value(
            _native.lib().ks_routine_message, self._h(),
            None if messages is None else dumps(list(messages)), today_or(today)))

    def export_csv(self, path: PathLike, *, today: Optional[Day] = None) -> FileExport:
        """Write the check-ins as CSV to `path`, atomically (`ks_routine_export_csv`):
        "date,value,note" lines (CRLF), one a day from the start, value the number of slots
        taken. The result's `count` is rows."""
        return FileExport.from_json(call_value(
            _native.lib().ks_routine_export_csv, self._h(), _native.encode(path, "output"),
            today_or(today)))

    def export_bundle(self, path: PathLike, *, created: Instant,
                      progress: Optional[ProgressFn] = None) -> ExportResult:
        """Write the routine as a bundle of kind "routine" (`ks_routine_export_bundle`);
        returns the bundle's path, size and member count."""
        return run_export(ExportResult, created, progress, lambda options: call_json(
            _native.lib().ks_routine_export_bundle, self._h(), _native.encode(path, "output"),
            options))


__all__ = ["Achievement", "Achievements", "CalendarDay", "DailyMessage", "DaySlot", "DayStatus",
           "Goal", "NextAchievement", "NextReminder", "OverdueSlot", "Rating", "RatingChange",
           "RatingComparison", "Reminders", "Routine", "RoutineCalendar", "RoutineDay",
           "RoutineHome", "RoutineLog", "RoutineProgress", "RoutineResults", "Slot",
           "TodaySlot"]
