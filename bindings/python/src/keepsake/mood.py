"""Mood years: one mood a day per account (keepsake.h, "Mood years").

    log = session.mood
    log.set("2026-11-29", keepsake.Mood.GOOD, note="walk", today="2026-11-30", now=NOW)
    tiles = log.tiles(keepsake.RangePreset.CURRENT_MONTH, today="2026-11-30")
    summary = log.summary()                      # today: the local date
    log.export_svg(2026, "2026.svg", today="2026-11-30")

A day after `today` is refused with InvalidArgumentError by every call; relatives keep no
log (PermissionDeniedError). `today` defaults to the local date, `now` to the current time.
"""

from __future__ import annotations

import datetime
import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Dict, List, Mapping, Optional, Union

from . import _native
from ._values import now_or, today_or, Day, Instant, PathLike, call_value, day, dumps, instant, text
from .bundles import ProgressFn, run_export
from .errors import NotFoundError, call_json, check
from .records import ExportResult, FileExport, Record

if TYPE_CHECKING:
    from .store import Session


class Mood(str, enum.Enum):
    """A day's mood: green, yellow, red."""
    GOOD = "good"
    OK = "ok"
    BAD = "bad"

    def __str__(self) -> str:
        return self.value


class RangePreset(str, enum.Enum):
    """The ranges of tiles and statistics (keepsake.h, "Range presets")."""
    CURRENT_MONTH = "current_month"
    LAST_1_MONTH = "last_1_month"
    LAST_3_MONTHS = "last_3_months"
    LAST_6_MONTHS = "last_6_months"
    LAST_12_MONTHS = "last_12_months"
    YEAR_TO_DATE = "year_to_date"
    ALL_TIME = "all_time"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class MoodDay(Record):
    """A marked day: `mood` is None once cleared."""
    date: datetime.date
    mood: Union[Mood, str, None]
    note: Optional[str]
    changed_at: datetime.datetime


@dataclass(frozen=True)
class Tile(Record):
    """One day of `MoodTiles`: `mood` is None while unmarked; `future` days are after
    today."""
    date: datetime.date
    mood: Union[Mood, str, None]
    future: bool


@dataclass(frozen=True)
class TileMonth(Record):
    """A month's group of tiles: `days` tiles from `first_index` in `MoodTiles.days`;
    `month` is "YYYY-MM"."""
    month: str
    first_index: int
    days: int


@dataclass(frozen=True)
class MoodTiles(Record):
    """Every day of a preset's range, in order, grouped by month; `first_weekday` is the
    ISO weekday (Monday 1) of the first day."""
    preset: Union[RangePreset, str]
    first: datetime.date
    last: datetime.date
    first_weekday: int
    days: List[Tile]
    months: List[TileMonth]


@dataclass(frozen=True)
class MoodRun(Record):
    """A run of consecutive days (`first` to `last`, `length` days); `mood` for a streak."""
    first: datetime.date
    last: datetime.date
    length: int
    mood: Union[Mood, str, None] = None


@dataclass(frozen=True)
class MoodCounts(Record):
    """Marked days by mood."""
    good: int
    ok: int
    bad: int


@dataclass(frozen=True)
class MoodPercents(Record):
    """Percentages of marked days, one decimal as text ("12.5"), adding up to exactly
    "100.0"."""
    good: str
    ok: str
    bad: str


@dataclass(frozen=True)
class MoodRange(Record):
    """The statistics of one preset's range: its `days` from `first` to `last`, how many are
    `marked` and `unmarked`, counts and percentages (None with no marked day) by mood, and
    the longest good and bad runs (None without one)."""
    first: datetime.date
    last: datetime.date
    days: int
    marked: int
    unmarked: int
    counts: MoodCounts
    percent: Optional[MoodPercents]
    longest_good_run: Optional[MoodRun]
    longest_bad_run: Optional[MoodRun]


@dataclass(frozen=True)
class MoodSummary(Record):
    """The summary screen: the current streak (the run of today's mood ending today, None
    when today is unmarked) and the statistics of each range preset but current_month and
    year_to_date."""
    today: datetime.date
    current_streak: Optional[MoodRun]
    ranges: Dict[Union[RangePreset, str], MoodRange]

    def range(self, preset: Union[RangePreset, str]) -> MoodRange:
        """The statistics of `preset`'s range; KeyError for a preset the summary lacks."""
        return self.ranges[RangePreset(preset)]


@dataclass(frozen=True)
class TileLayout(Record):
    """The grid giving the largest square tiles: `columns` x `rows` tiles of `tile_size`
    points, `gap` apart, `width` x `height` in all."""
    columns: int
    rows: int
    tile_size: int
    gap: int
    width: int
    height: int


@dataclass(frozen=True)
class MoodImportResult(Record):
    """A Daylio or Pixels import: how many days were `imported`, the days `skipped`
    because they were already marked, and the days refused as `future` (after `today`, none
    stored)."""
    imported: int
    source: str
    skipped: List[datetime.date] = field(default_factory=list)
    future: List[datetime.date] = field(default_factory=list)


def mood_tile_layout(count: int, width: int, height: int, min_gap: int = 0) -> TileLayout:
    """The columns giving the largest whole-point square tiles for `count` tiles in a
    `width` x `height` viewport, at least `min_gap` apart (`ks_mood_tile_layout`; needs no
    store). Tiles only get smaller as `count` grows; ties go to fewer columns."""
    return TileLayout.from_json(call_value(_native.lib().ks_mood_tile_layout, count, width,
                                           height, min_gap))


def _mood_value(mood: Union[Mood, str]) -> bytes:
    return _native.encode(mood.value if isinstance(mood, Mood) else mood, "mood")


class MoodLog:
    """The session account's mood log: `session.mood`. Every call takes the user's civil
    day `today`; a day after it is refused (InvalidArgumentError)."""

    def __init__(self, session: "Session"):
        self._session = session

    def set(self, date: Day, mood: Union[Mood, str], *, today: Optional[Day] = None, now: Optional[Instant] = None,
            note: Optional[str] = None) -> MoodDay:
        """Set or change the mood of `date` (`ks_mood_set`), with an optional note of up to
        1,000 characters; returns the day as stored."""
        return MoodDay.from_json(call_value(
            _native.lib().ks_mood_set, self._session._handle(), day(date), _mood_value(mood),
            text(note, "note"), today_or(today), now_or(now)))

    def clear(self, date: Day, *, today: Optional[Day] = None, now: Optional[Instant] = None) -> None:
        """Clear the mood of `date` (`ks_mood_clear`): the day shows unmarked, and a later
        import cannot bring the old mood back."""
        check(_native.lib().ks_mood_clear(self._session._handle(), day(date),
                                          today_or(today), now_or(now)))

    def get(self, date: Day, *, today: Optional[Day] = None) -> Optional[MoodDay]:
        """The record of `date` (`ks_mood_get`): None when the day was never marked; a
        cleared day has `mood` None."""
        try:
            return MoodDay.from_json(call_value(_native.lib().ks_mood_get,
                                                self._session._handle(), day(date),
                                                today_or(today)))
        except NotFoundError:
            return None

    def tiles(self, preset: Union[RangePreset, str], *, today: Optional[Day] = None) -> MoodTiles:
        """Every day of the preset's range, in order, for a grid of tiles
        (`ks_mood_tiles`)."""
        return MoodTiles.from_json(call_value(
            _native.lib().ks_mood_tiles, self._session._handle(),
            _native.encode(RangePreset(preset).value, "preset"), today_or(today)))

    def summary(self, *, today: Optional[Day] = None) -> MoodSummary:
        """The current streak and, per range, counts, exact percentages and the longest
        runs (`ks_mood_summary`)."""
        return MoodSummary.from_json(call_value(_native.lib().ks_mood_summary,
                                                self._session._handle(), today_or(today)))

    def export_csv(self, path: PathLike, *, today: Optional[Day] = None, year: int = 0) -> FileExport:
        """Write the log as CSV to `path`, atomically (`ks_mood_export_csv`):
        "date,value,label,note" lines (CRLF), oldest first, value 1 bad, 2 ok, 3 good; one
        calendar `year`, or all with 0. The result's `count` is rows."""
        return FileExport.from_json(call_value(
            _native.lib().ks_mood_export_csv, self._session._handle(), year,
            _native.encode(path, "output"), today_or(today)))

    def export_svg(self, year: int, path: PathLike, *, today: Optional[Day] = None) -> FileExport:
        """Write a year in pixels as SVG to `path`, atomically (`ks_mood_export_svg`): a row
        per month, a tile per day. The result's `count` is the year's tiles (days)."""
        return FileExport.from_json(call_value(
            _native.lib().ks_mood_export_svg, self._session._handle(), year,
            _native.encode(path, "output"), today_or(today)))

    def import_daylio(self, path: PathLike, *, today: Optional[Day] = None, now: Optional[Instant] = None,
                      levels: Optional[Mapping[str, int]] = None) -> MoodImportResult:
        """Import a Daylio CSV export (`ks_mood_import_daylio`); `levels` maps renamed moods
        to their 1-5 level. Days already marked are kept and listed in `skipped`; days after
        `today` are refused, none stored, and listed in `future`."""
        return MoodImportResult.from_json(call_value(
            _native.lib().ks_mood_import_daylio, self._session._handle(),
            _native.encode(path, "path"), None if levels is None else dumps(dict(levels)),
            today_or(today), now_or(now)))

    def import_pixels(self, path: PathLike, *, today: Optional[Day] = None, now: Optional[Instant] = None) -> MoodImportResult:
        """Import a Pixels JSON backup (`ks_mood_import_pixels`); days already marked are
        kept and listed in `skipped`, days after `today` refused and listed in `future`."""
        return MoodImportResult.from_json(call_value(
            _native.lib().ks_mood_import_pixels, self._session._handle(),
            _native.encode(path, "path"), today_or(today), now_or(now)))

    def export_bundle(self, path: PathLike, *, today: Optional[Day] = None, created: Instant, year: int = 0,
                      progress: Optional[ProgressFn] = None) -> ExportResult:
        """Write the log (one `year`, or all with 0) as a bundle of kind "mood"
        (`ks_mood_export_bundle`); `Session.import_bundle` merges it day by day (the later
        change wins). Returns the bundle's path, size and member count."""
        return run_export(
            ExportResult, created, progress,
            lambda options: call_json(_native.lib().ks_mood_export_bundle,
                                      self._session._handle(), year,
                                      _native.encode(path, "output"), options,
                                      today_or(today)))


__all__ = ["Mood", "MoodCounts", "MoodDay", "MoodImportResult", "MoodLog", "MoodPercents",
           "MoodRange", "MoodRun", "MoodSummary", "MoodTiles", "RangePreset", "Tile", "TileLayout",
           "TileMonth", "mood_tile_layout"]
