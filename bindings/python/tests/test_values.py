"""Values crossing the binding: instants, days and local times both ways."""

from __future__ import annotations

import datetime

import pytest

from keepsake import _values
from keepsake.records import parse_date, parse_instant, parse_time


def test_instants_parse_with_their_offset_and_fraction():
    assert parse_instant("2026-11-30T09:00:00Z") == datetime.datetime(
        2026, 11, 30, 9, tzinfo=datetime.timezone.utc)
    later = parse_instant("2026-11-30T08:05:00.25+01:00")
    assert later.utcoffset() == datetime.timedelta(hours=1) and later.microsecond == 250000
    assert parse_instant("2026-11-30T08:05:00.123456789-05:30").microsecond == 123456
    assert parse_instant("2026-11-30T08:05:00-05:30").utcoffset() == -datetime.timedelta(
        hours=5, minutes=30)
    for bad in ("2026-11-30", "2026-11-30T09:00:00", "2026-11-30 09:00Z", "yesterday"):
        with pytest.raises(ValueError):
            parse_instant(bad)


def test_instants_go_back_as_they_came():
    for text in ("2026-11-30T09:00:00Z", "2026-11-30T08:05:00.250000+01:00",
                 "2026-11-30T08:05:00-05:30"):
        assert _values.instant(parse_instant(text)).decode() == text


def test_days_and_times():
    assert parse_date("2026-02-28") == datetime.date(2026, 2, 28)
    assert _values.day(datetime.date(2026, 2, 28)) == b"2026-02-28"
    assert _values.day("2026-02-28") == b"2026-02-28"
    with pytest.raises(TypeError, match="not a datetime"):
        _values.day(datetime.datetime(2026, 2, 28, 9))
    assert parse_time("08:05") == datetime.time(8, 5)
    assert _values.local_time(datetime.time(8, 5)) == "08:05"
    assert _values.month(datetime.date(2026, 2, 28)) == b"2026-02"
    assert _values.dumps({"at": parse_instant("2026-11-30T09:00:00Z"),
                          "on": datetime.date(2026, 11, 30), "time": datetime.time(20)}) == \
        b'{"at":"2026-11-30T09:00:00Z","on":"2026-11-30","time":"20:00"}'
