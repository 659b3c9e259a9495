"""The public API's shape: typed records and docstrings that say what a call does."""

from __future__ import annotations

import dataclasses
import datetime
import enum
import inspect
import re
import typing
from typing import Any, Iterator, List, Tuple

import keepsake
from keepsake.records import Record


def public_objects() -> List[Tuple[str, Any]]:
    return [(name, getattr(keepsake, name)) for name in keepsake.__all__]


def record_classes() -> List[type]:
    return [value for _, value in public_objects()
            if isinstance(value, type) and issubclass(value, Record) and value is not Record]


def walk(hint: Any) -> Iterator[Any]:
    yield hint
    for argument in typing.get_args(hint):
        yield from walk(argument)


def test_record_fields_are_typed_without_any():
    untyped = []
    for cls in record_classes():
        hints = typing.get_type_hints(cls)
        for item in dataclasses.fields(cls):
            if item.name == "raw":
                continue
            if any(part is Any for part in walk(hints[item.name])):
                untyped.append("%s.%s: %s" % (cls.__name__, item.name, hints[item.name]))
    assert not untyped, "record fields typed with Any: %s" % untyped


def test_days_and_instants_are_dates_and_datetimes():
    """A field named like a day or an instant is typed as one (no date kept as a str)."""
    wrong = []
    for cls in record_classes():
        hints = typing.get_type_hints(cls)
        for name, hint in hints.items():
            parts = set(walk(hint))
            if re.search(r"(_at|^created|^modified|^changed)$", name) and \
                    datetime.datetime not in parts:
                wrong.append("%s.%s" % (cls.__name__, name))
            if re.search(r"(_on|_date|^date|^today|^first|^last)$", name) and \
                    datetime.date not in parts and name not in ("first_index", "first_weekday"):
                wrong.append("%s.%s" % (cls.__name__, name))
    assert not wrong, "fields holding days or instants typed otherwise: %s" % wrong


def test_moods_roles_kinds_and_presets_are_enums():
    hints = {cls.__name__: typing.get_type_hints(cls) for cls in record_classes()}
    for record, name, kind in (("MoodDay", "mood", keepsake.Mood), ("Account", "role",
                               keepsake.Role), ("Action", "kind", keepsake.ActionKind),
                               ("MoodTiles", "preset", keepsake.RangePreset),
                               ("BundleInfo", None, None), ("ViewerOpened", "pin", keepsake.Pin),
                               ("ImportResult", "kind", keepsake.BundleKind)):
        if name is not None:
            assert kind in set(walk(hints[record][name])), (record, name)
    for kind in (keepsake.Mood, keepsake.Role, keepsake.ActionKind, keepsake.RangePreset):
        assert issubclass(kind, enum.Enum) and issubclass(kind, str)


def public_callables() -> Iterator[Tuple[str, Any]]:
    for name, value in public_objects():
        if inspect.isfunction(value):
            yield name, value
        elif isinstance(value, type) and value.__module__.startswith("keepsake"):
            for attribute, member in vars(value).items():
                if attribute.startswith("_") and attribute != "__iter__":
                    continue
                function = member.__func__ if isinstance(member, (classmethod, staticmethod)) \
                    else member.fget if isinstance(member, property) else member
                if inspect.isfunction(function):
                    yield "%s.%s" % (name, attribute), function


def test_every_public_function_says_what_it_does():
    """A docstring that is only the C function's name (`ks_x`) or empty does not count."""
    bare = []
    for name, function in public_callables():
        doc = inspect.getdoc(function) or ""
        words = re.sub(r"`ks_\w+`:?", "", doc).strip(" .:;()\n")
        if len(words.split()) < 3:
            bare.append(name)
    assert not bare, "public functions without a docstring saying what they do: %s" % bare


def test_unknown_enum_values_stay_strings():
    day = keepsake.MoodDay.from_json({"date": "2026-11-30", "mood": "ecstatic", "note": None,
                                      "changed_at": "2026-11-30T09:00:00Z", "later": 1})
    assert day.mood == "ecstatic" and not isinstance(day.mood, keepsake.Mood)
    assert day.raw["later"] == 1 and day.date == datetime.date(2026, 11, 30)
