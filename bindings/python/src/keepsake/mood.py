"""Mood years: one mood a day per account (keepsake.h, "Mood years").

    log = session.mood
    log.set("2026-11-29", keepsake.Mood.GOOD, note="walk", today="2026-11-30", now=NOW)
    tiles = log.tiles(keepsake.RangePreset.CURRENT_MONTH, today="2026-11-30")
    summary = log.summary(today="2026-11-30")
    svg = log.render_svg(2026, today="2026-11-30")

A day after `today` is refused with InvalidArgumentError by every call; relatives keep no
log (PermissionDeniedError).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Dict, List, Mapping, Optional, Union

from . import _native
from ._values import Day, Instant, call_value, day, dumps, instant, text
from .bundles import ProgressFn, run_export
from .errors import call_json, check
from .records import ExportResult, FileExport, Record, lenient

if TYPE_CHECKING:
    from .store import PathLike, Session


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


_mood = lenient(Mood)


@dataclass(frozen=True)
class MoodDay(Record):
    """A marked day: `mood` is None once cleared."""
    date: str = ""
    mood: Optional[Union[Mood, str]] = None
    note: Optional[str] = None
    changed_at: str = ""

    _convert = {"mood": _mood}


@dataclass(frozen=True)
class Tile(Record):
    """One day of `MoodTiles`: `future` days are after today."""
    date: str = ""
    mood: Optional[Union[Mood, str]] = None
    future: bool = False

    _convert = {"mood": _mood}


@dataclass(frozen=True)
class MoodTiles(Record):
    """`ks_mood_tiles`: every day of a preset's range, in order, with month groups
    (`months`: {"days","first_index","month"}) and the ISO weekday of the first day."""
    preset: str = ""
    first: str = ""
    last: str = ""
    first_weekday: int = 1
    days: List[Tile] = field(default_factory=list)
    months: List[Dict[str, Any]] = field(default_factory=list)

    _convert = {"days": Tile.list_from_json}


@dataclass(frozen=True)
class MoodSummary(Record):
    """`ks_mood_summary`: the current streak (or None) and per preset the counts, percents
    and longest runs (`ranges[preset]`, a dict as keepsake.h describes)."""
    today: str = ""
    current_streak: Optional[Dict[str, Any]] = None
    ranges: Dict[str, Dict[str, Any]] = field(default_factory=dict)

    def range(self, preset: Union[RangePreset, str]) -> Dict[str, Any]:
        return self.ranges[RangePreset(preset).value]


@dataclass(frozen=True)
class TileLayout(Record):
    """`ks_mood_tile_layout`: the grid giving the largest square tiles."""
    columns: int = 0
    rows: int = 0
    tile_size: int = 0
    gap: int = 0
    width: int = 0
    height: int = 0


@dataclass(frozen=True)
class MoodImportResult(Record):
    """A Daylio or Pixels import: days `imported`, days `skipped` (already marked)."""
    imported: int = 0
    skipped: List[str] = field(default_factory=list)
    source: str = ""

    _optional = frozenset({"skipped"})


def mood_tile_layout(count: int, width: int, height: int, min_gap: int = 0) -> TileLayout:
    """`ks_mood_tile_layout`: the columns giving the largest whole-point square tiles for
    `count` tiles in a `width` x `height` viewport, at least `min_gap` apart. Needs no
    store."""
    return TileLayout.from_json(call_value(_native.lib().ks_mood_tile_layout, count, width,
                                           height, min_gap))


def _mood_value(mood: Union[Mood, str]) -> bytes:
    return _native.encode(mood.value if isinstance(mood, Mood) else mood, "mood")


class MoodLog:
    """The session account's mood log: `session.mood`."""

    def __init__(self, session: "Session"):
        self._session = session

    def set(self, date: Day, mood: Union[Mood, str], *, today: Day, now: Instant,
            note: Optional[str] = None) -> MoodDay:
        """`ks_mood_set`: set or change the mood of `date` (not after `today`)."""
        return MoodDay.from_json(call_value(
            _native.lib().ks_mood_set, self._session._handle(), day(date), _mood_value(mood),
            text(note, "note"), day(today, "today"), instant(now)))

    def clear(self, date: Day, *, today: Day, now: Instant) -> None:
        """`ks_mood_clear`: the day shows unmarked; a later import cannot bring it back."""
        check(_native.lib().ks_mood_clear(self._session._handle(), day(date),
                                          day(today, "today"), instant(now)))

    def get(self, date: Day, *, today: Day) -> MoodDay:
        """`ks_mood_get`: the record of `date`; NotFoundError when it was never marked."""
        return MoodDay.from_json(call_value(_native.lib().ks_mood_get, self._session._handle(),
                                            day(date), day(today, "today")))

    def tiles(self, preset: Union[RangePreset, str], *, today: Day) -> MoodTiles:
        """`ks_mood_tiles`: every day of the preset's range."""
        return MoodTiles.from_json(call_value(
            _native.lib().ks_mood_tiles, self._session._handle(),
            _native.encode(RangePreset(preset).value, "preset"), day(today, "today")))

    def summary(self, *, today: Day) -> MoodSummary:
        """`ks_mood_summary`: streak, counts, exact percentages and longest runs."""
        return MoodSummary.from_json(call_value(_native.lib().ks_mood_summary,
                                                self._session._handle(), day(today, "today")))

    def export_csv(self, path: "PathLike", *, today: Day, year: int = 0) -> FileExport:
        """`ks_mood_export_csv`: writes "date,value,label,note" lines (CRLF) to `path`,
        atomically; one `year` or all (0). `count` is rows."""
        return FileExport.from_json(call_value(
            _native.lib().ks_mood_export_csv, self._session._handle(), year,
            _native.encode(path, "path"), day(today, "today")))

    def export_svg(self, year: int, path: "PathLike", *, today: Day) -> FileExport:
        """`ks_mood_export_svg`: writes a year in pixels as SVG to `path`, atomically;
        `count` is the year's tiles (days)."""
        return FileExport.from_json(call_value(
            _native.lib().ks_mood_export_svg, self._session._handle(), year,
            _native.encode(path, "path"), day(today, "today")))

    def import_daylio(self, path: "PathLike", *, now: Instant,
                      levels: Optional[Mapping[str, int]] = None) -> MoodImportResult:
        """`ks_mood_import_daylio`: a Daylio CSV export; `levels` maps renamed moods to
        their 1-5 level. Days already marked are kept (`skipped`)."""
        return MoodImportResult.from_json(call_value(
            _native.lib().ks_mood_import_daylio, self._session._handle(),
            _native.encode(path, "path"), None if levels is None else dumps(dict(levels)),
            instant(now)))

    def import_pixels(self, path: "PathLike", *, now: Instant) -> MoodImportResult:
        """`ks_mood_import_pixels`: a Pixels JSON backup."""
        return MoodImportResult.from_json(call_value(
            _native.lib().ks_mood_import_pixels, self._session._handle(),
            _native.encode(path, "path"), instant(now)))

    def export_bundle(self, path: "PathLike", *, today: Day, created: Instant, year: int = 0,
                      progress: Optional[ProgressFn] = None) -> ExportResult:
        """`ks_mood_export_bundle`: the log (one `year`, or all with 0) as a bundle of kind
        "mood"; `Session.import_bundle` merges it day by day (the later change wins)."""
        return run_export(
            ExportResult, created, progress,
            lambda options: call_json(_native.lib().ks_mood_export_bundle,
                                      self._session._handle(), year,
                                      _native.encode(path, "path"), options,
                                      day(today, "today")))


__all__ = ["Mood", "MoodDay", "MoodImportResult", "MoodLog", "MoodSummary", "MoodTiles",
           "RangePreset", "Tile", "TileLayout", "mood_tile_layout"]
