"""Converting Python values to the strings the C API takes, and JSON out of its results.

Days are civil dates "YYYY-MM-DD" (a `datetime.date` or a str); instants are RFC 3339 with
an offset (an aware `datetime.datetime` or a str); local times are "HH:MM" (a
`datetime.time` or a str); months are "YYYY-MM" (a str, or any date in the month).
"""

from __future__ import annotations

import datetime
import enum
import json
import os
from typing import Any, Callable, Optional, Union

from . import _native
from .errors import call_json

Day = Union[str, datetime.date]
Instant = Union[str, datetime.datetime]
Month = Union[str, datetime.date]
LocalTime = Union[str, datetime.time]
PathLike = Union[str, "os.PathLike[str]"]


def day(value: Day, what: str = "date") -> bytes:
    """A civil day as b"YYYY-MM-DD". A datetime is refused: which day it is depends on a
    time zone, so the host says."""
    if isinstance(value, datetime.datetime):
        raise TypeError("%s must be a date or a 'YYYY-MM-DD' str, not a datetime" % what)
    if isinstance(value, datetime.date):
        return value.isoformat().encode("ascii")
    return _native.encode(value, what)


def today_or(value: Optional[Day]) -> bytes:
    """`today` as the C API takes it: the value given, else the local date of this computer
    (`datetime.date.today()`). The binding is the host: the library never reads the clock."""
    return day(datetime.date.today() if value is None else value, "today")


def now_or(value: Optional[Instant]) -> bytes:
    """`now` as the C API takes it: the value given, else the current time in UTC."""
    return instant(datetime.datetime.now(datetime.timezone.utc) if value is None else value, "now")


def optional_day(value: Optional[Day], what: str = "date") -> Optional[bytes]:
    """`day`, or None (NULL) for None."""
    return None if value is None else day(value, what)


def instant_text(value: datetime.datetime, what: str = "now") -> str:
    """An aware datetime in RFC 3339 ("Z" for UTC; microseconds only when not zero)."""
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError("%s must be an aware datetime (with a UTC offset)" % what)
    text = value.isoformat(timespec="seconds" if not value.microsecond else "microseconds")
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def instant(value: Instant, what: str = "now") -> bytes:
    """An instant as RFC 3339 bytes; a datetime must carry its UTC offset."""
    if isinstance(value, datetime.datetime):
        return instant_text(value, what).encode("ascii")
    if isinstance(value, datetime.date):
        raise TypeError("%s must be an aware datetime or an RFC 3339 str, not a date" % what)
    return _native.encode(value, what)


def optional_instant(value: Optional[Instant], what: str) -> Optional[bytes]:
    """`instant`, or None (NULL) for None."""
    return None if value is None else instant(value, what)


def local_time(value: LocalTime, what: str = "reminder") -> str:
    """A local time as "HH:MM"."""
    if isinstance(value, datetime.time):
        return value.strftime("%H:%M")
    if not isinstance(value, str):
        raise TypeError("%s must be a datetime.time or an 'HH:MM' str" % what)
    return value


def month(value: Month, what: str = "month") -> bytes:
    """A month as b"YYYY-MM"."""
    if isinstance(value, datetime.date):
        return ("%04d-%02d" % (value.year, value.month)).encode("ascii")
    return _native.encode(value, what)


def text(value: Optional[str], what: str) -> Optional[bytes]:
    """A str argument, or NULL for None."""
    return None if value is None else _native.encode(value, what)


def _default(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, datetime.datetime):
        return instant_text(value)
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, datetime.time):
        return value.strftime("%H:%M")
    raise TypeError("%s is not JSON serialisable" % type(value).__name__)


def _refuse_nul(value: Any, what: str) -> None:
    """ValueError for a str holding U+0000 anywhere in a JSON argument (keys included): the
    C API's text ends at NUL, so such a value would not arrive whole."""
    if isinstance(value, str):
        if "\0" in value:
            raise ValueError("embedded null character in %s" % what)
    elif isinstance(value, dict):
        for key, item in value.items():
            _refuse_nul(key, what)
            _refuse_nul(item, "%s[%r]" % (what, key))
    elif isinstance(value, (list, tuple)):
        for item in value:
            _refuse_nul(item, what)


def dumps(value: Any, what: str = "argument") -> bytes:
    """A JSON argument: enums by value, dates, datetimes and times as the C API writes
    them. A str holding U+0000 is refused with ValueError."""
    _refuse_nul(value, what)
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"),
                      default=_default).encode("utf-8")


def call_value(function: Callable[..., int], *args: Any) -> Any:
    """`call_json`, parsed: the JSON value the C function handed out."""
    return json.loads(call_json(function, *args))
