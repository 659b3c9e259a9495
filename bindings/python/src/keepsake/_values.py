"""Converting Python values to the strings the C API takes, and JSON out of its results.

Dates are civil days "YYYY-MM-DD" (a `datetime.date` or a str); instants are RFC 3339 with
an offset (an aware `datetime.datetime` or a str); months are "YYYY-MM".
"""

from __future__ import annotations

import datetime
import enum
import json
from typing import Any, Optional, Union

from . import _native
from .errors import call_json

Day = Union[str, datetime.date]
Instant = Union[str, datetime.datetime]
Month = Union[str, datetime.date]


def day(value: Day, what: str = "date") -> bytes:
    """A civil day as b"YYYY-MM-DD"."""
    if isinstance(value, datetime.datetime):
        raise TypeError("%s must be a date or a 'YYYY-MM-DD' str, not a datetime" % what)
    if isinstance(value, datetime.date):
        return value.isoformat().encode("ascii")
    return _native.encode(value, what)


def optional_day(value: Optional[Day], what: str = "date") -> Optional[bytes]:
    return None if value is None else day(value, what)


def instant(value: Instant, what: str = "now") -> bytes:
    """An instant as RFC 3339 bytes; a datetime must carry its UTC offset."""
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError("%s must be an aware datetime (with a UTC offset)" % what)
        text = value.isoformat(timespec="seconds" if not value.microsecond else "microseconds")
        if text.endswith("+00:00"):
            text = text[:-6] + "Z"
        return text.encode("ascii")
    return _native.encode(value, what)


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
        return instant(value).decode("ascii")
    if isinstance(value, datetime.date):
        return value.isoformat()
    raise TypeError("%s is not JSON serialisable" % type(value).__name__)


def dumps(value: Any) -> bytes:
    """A JSON argument: enums by value, dates and datetimes as the C API writes them."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"),
                      default=_default).encode("utf-8")


def call_value(function, *args) -> Any:
    """`call_json`, parsed."""
    return json.loads(call_json(function, *args))
