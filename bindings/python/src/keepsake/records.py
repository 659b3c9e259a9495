"""Records as frozen dataclasses, built from the canonical JSON the C API returns.

Every field is typed, and `from_json` converts each JSON value to its field's annotation:
days ("YYYY-MM-DD") to `datetime.date`, instants (RFC 3339) to aware `datetime.datetime`,
local times ("HH:MM") to `datetime.time`, enum values to the enum, nested objects to their
records, lists and dicts item by item. An enum field is annotated `Union[TheEnum, str]`: a
value a newer library adds stays a plain `str` instead of failing. The whole JSON object is
kept in `raw` (outside the constructor, comparisons and repr), so fields a newer library adds
are not lost.
"""

from __future__ import annotations

import dataclasses
import datetime
import enum
import json
import re
import typing
from dataclasses import dataclass, field, fields
from typing import Any, Callable, Dict, List, Optional, Tuple, Type, TypeVar, Union

T = TypeVar("T", bound="Record")
E = TypeVar("E", bound=enum.Enum)

Converter = Callable[[Any], Any]

_INSTANT = re.compile(r"(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(?:\.(\d+))?"
                      r"(?:([Zz])|([+-])(\d\d):(\d\d))")


def parse_date(value: str) -> datetime.date:
    """A civil day "YYYY-MM-DD" as a `datetime.date`."""
    return datetime.date.fromisoformat(value)


def parse_instant(value: str) -> datetime.datetime:
    """An RFC 3339 instant ("2026-11-30T09:00:00Z", "...T08:05:00.25+01:00") as an aware
    `datetime.datetime` with the same UTC offset (fractions beyond microseconds are cut)."""
    match = _INSTANT.fullmatch(value)
    if match is None:
        raise ValueError("not an RFC 3339 instant: %r" % (value,))
    (year, month, day_, hour, minute, second, fraction, zulu, sign, offset_hours,
     offset_minutes) = match.groups()
    if zulu:
        zone = datetime.timezone.utc
    else:
        offset = datetime.timedelta(hours=int(offset_hours), minutes=int(offset_minutes))
        zone = datetime.timezone(-offset if sign == "-" else offset)
    micro = int((fraction or "0")[:6].ljust(6, "0"))
    return datetime.datetime(int(year), int(month), int(day_), int(hour), int(minute),
                             int(second), micro, tzinfo=zone)


def parse_time(value: str) -> datetime.time:
    """A local time "HH:MM" as a `datetime.time`."""
    return datetime.time.fromisoformat(value)


def lenient(kind: Type[E]) -> Callable[[Any], Union[E, Any]]:
    """A converter to the enum `kind` that keeps values it does not know (a newer library's)
    as they are."""
    def convert(value: Any) -> Union[E, Any]:
        try:
            return kind(value)
        except ValueError:
            return value
    return convert


def _identity(value: Any) -> Any:
    return value


def converter(hint: Any) -> Converter:
    """The function turning a JSON value into a value of the annotation `hint` (not called
    for null)."""
    origin = typing.get_origin(hint)
    arguments = typing.get_args(hint)
    if origin is Union:
        members = [member for member in arguments if member is not type(None)]
        enums = [member for member in members
                 if isinstance(member, type) and issubclass(member, enum.Enum)]
        if enums:
            return lenient(enums[0])
        return converter(members[0]) if len(members) == 1 else _identity
    if origin is list:
        item = converter(arguments[0])
        return lambda value: [item(element) for element in value]
    if origin is dict:
        key, item = converter(arguments[0]), converter(arguments[1])
        return lambda value: {key(name): item(element) for name, element in value.items()}
    if hint is datetime.datetime:
        return parse_instant
    if hint is datetime.date:
        return parse_date
    if hint is datetime.time:
        return parse_time
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint
    if isinstance(hint, type) and issubclass(hint, Record):
        return hint.from_json
    return _identity


#: Per record class: (field name, JSON name, converter, required) for every field but `raw`.
_SPECS: Dict[type, List[Tuple[str, str, Converter, bool]]] = {}


def _spec(cls: type) -> List[Tuple[str, str, Converter, bool]]:
    """The fields of a record class, read once from its annotations. A field whose JSON name
    differs (a Python keyword, say) names it in its metadata: field(metadata={"json": …})."""
    spec = _SPECS.get(cls)
    if spec is None:
        hints = typing.get_type_hints(cls)
        spec = [(item.name, item.metadata.get("json", item.name), converter(hints[item.name]),
                 item.default is dataclasses.MISSING
                 and item.default_factory is dataclasses.MISSING)
                for item in fields(cls) if item.init]
        _SPECS[cls] = spec
    return spec


@dataclass(frozen=True)
class Record:
    """Base of every record: the JSON object it came from is kept in `raw`."""

    raw: Dict[str, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    @classmethod
    def from_json(cls: Type[T], value: Any) -> T:
        """The record of the JSON object `value` (a dict). Raises ValueError when a field
        without a default is missing, TypeError when `value` is not an object."""
        if not isinstance(value, dict):
            raise TypeError("%s: expected a JSON object, got %r" % (cls.__name__, value))
        arguments: Dict[str, Any] = {}
        missing = []
        for name, key, convert, required in _spec(cls):
            if key in value:
                item = value[key]
                arguments[name] = None if item is None else convert(item)
            elif required:
                missing.append(key)
        if missing:
            raise ValueError("%s: the library's JSON lacks %s" % (cls.__name__, missing))
        record = cls(**arguments)
        object.__setattr__(record, "raw", value)
        return record

    @classmethod
    def list_from_json(cls: Type[T], values: List[Any]) -> List[T]:
        """The records of a JSON array of objects."""
        return [cls.from_json(value) for value in values]

    @classmethod
    def from_text(cls: Type[T], text: str) -> T:
        """The record of a JSON text holding one object."""
        return cls.from_json(json.loads(text))


class Role(str, enum.Enum):
    """An account's role (keepsake.h, "Accounts, sign-in and roles")."""
    OWNER = "owner"
    STAFF = "staff"
    RELATIVE = "relative"

    def __str__(self) -> str:
        return self.value


class BundleKind(str, enum.Enum):
    """What a bundle holds (FORMAT.md, the manifest's `kind`)."""
    ARCHIVE = "archive"
    MINDMAP = "mindmap"
    MOOD = "mood"
    DOSSIER = "dossier"
    ROUTINE = "routine"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Media(Record):
    """A media file in a store."""
    sha256: str
    size: int
    media_type: str
    added_at: datetime.datetime


@dataclass(frozen=True)
class StoreInfo(Record):
    """`Store.info()`: the store's id, folder, versions and media totals."""
    id: str
    path: str
    schema_version: int
    format_version: int
    read_only: bool
    media_count: int
    media_bytes: int


@dataclass(frozen=True)
class SessionInfo(Record):
    """`Session.info()`: who the session acts as (the account fields are None for the
    implicit owner of a store without accounts)."""
    role: Union[Role, str]
    account_id: Optional[str] = None
    username: Optional[str] = None
    display_name: Optional[str] = None


@dataclass(frozen=True)
class ExportResult(Record):
    """A bundle written: its path, size in bytes and member count."""
    path: str
    size: int
    members: int


@dataclass(frozen=True)
class ImportResult(Record):
    """What `Session.import_bundle` brought in. The media and mind-map counts are always
    there; `dossiers` and `moods` (counts by name) and `routine` ("taken" or "kept") only
    for bundles that carry them, else None."""
    kind: Union[BundleKind, str]
    media_added: int
    media_present: int
    maps_added: int = 0
    maps_copied: int = 0
    maps_replaced: int = 0
    maps_unchanged: int = 0
    dossiers: Optional[Dict[str, int]] = None
    moods: Optional[Dict[str, int]] = None
    routine: Optional[str] = None


@dataclass(frozen=True)
class ManifestMember(Record):
    """A member of a bundle, as its manifest lists it."""
    path: str
    sha256: str
    size: int


@dataclass(frozen=True)
class Manifest(Record):
    """A bundle's manifest (FORMAT.md section 4); `raw` has every field."""
    format: str
    format_version: int
    kind: Union[BundleKind, str]
    created: datetime.datetime
    members: List[ManifestMember]
    access: str = "full"
    generator: Optional[str] = None
    digest: Optional[str] = None


@dataclass(frozen=True)
class BundleInfo(Record):
    """`inspect_bundle`: the manifest and the counts of what the bundle holds (`media`,
    `media_bytes`, ...)."""
    manifest: Manifest
    counts: Dict[str, int]

    @property
    def kind(self) -> Union[BundleKind, str]:
        """The manifest's kind."""
        return self.manifest.kind

    @property
    def created(self) -> datetime.datetime:
        """The instant written into the manifest."""
        return self.manifest.created

    @property
    def members(self) -> List[ManifestMember]:
        """The manifest's members."""
        return self.manifest.members


@dataclass(frozen=True)
class FileExport(Record):
    """A file a session wrote: `path`, `size` in bytes and `count`: FHIR resources or CSV
    rows (`records` in the JSON), or a mind map's `nodes`."""
    path: str
    size: int

    @property
    def count(self) -> int:
        """How many records (or nodes) the file holds."""
        for key in ("records", "nodes", "members"):
            if key in self.raw:
                return int(self.raw[key])
        return 0


__all__ = ["BundleInfo", "BundleKind", "ExportResult", "FileExport", "ImportResult", "Manifest",
           "ManifestMember", "Media", "Record", "Role", "SessionInfo", "StoreInfo",
           "lenient", "parse_date", "parse_instant", "parse_time"]
