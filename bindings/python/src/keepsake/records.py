"""Records as frozen dataclasses, built from the canonical JSON the C API returns.

Each has `from_json(dict)`, which takes the fields this binding knows and keeps the whole
object in `raw` (left out of comparisons and repr), so a newer library that adds fields
does not break an older binding.
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field, fields
from typing import Any, Callable, ClassVar, Dict, FrozenSet, List, Optional, Type, TypeVar

T = TypeVar("T", bound="Record")
E = TypeVar("E", bound=enum.Enum)


def lenient(kind: Type[E]) -> Callable[[Any], Any]:
    """A converter to the enum `kind` that keeps values it does not know (a newer library's)
    as they are."""
    def convert(value: Any) -> Any:
        try:
            return kind(value)
        except ValueError:
            return value
    return convert


class Role(str, enum.Enum):
    """An account's role (keepsake.h, "Accounts, sign-in and roles")."""
    OWNER = "owner"
    STAFF = "staff"
    RELATIVE = "relative"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Record:
    """Base of every record: the JSON object it came from is kept in `raw`."""

    raw: Dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    #: Fields the JSON may leave out (they keep their default).
    _optional: ClassVar[FrozenSet[str]] = frozenset()
    #: Field -> function applied to a non-null JSON value (enums, nested records).
    _convert: ClassVar[Dict[str, Callable[[Any], Any]]] = {}

    @classmethod
    def from_json(cls: Type[T], value: Dict[str, Any]) -> T:
        if not isinstance(value, dict):
            raise TypeError("%s: expected a JSON object, got %r" % (cls.__name__, value))
        known = {f.name for f in fields(cls)} - {"raw"}
        missing = known - value.keys() - cls._optional
        if missing:
            raise ValueError("%s: the library's JSON lacks %s" % (cls.__name__, sorted(missing)))
        arguments = {}
        for name in known & value.keys():
            item = value[name]
            convert = cls._convert.get(name)
            if convert is not None and item is not None:
                item = convert(item)
            arguments[name] = item
        return cls(raw=value, **arguments)

    @classmethod
    def list_from_json(cls: Type[T], values: List[Dict[str, Any]]) -> List[T]:
        return [cls.from_json(value) for value in values]

    @classmethod
    def from_text(cls: Type[T], text: str) -> T:
        return cls.from_json(json.loads(text))


# `raw` has a default, so the fields of the subclasses need defaults too; they are always
# given by from_json.

@dataclass(frozen=True)
class Media(Record):
    """A media file in a store: {"sha256","size","media_type","added_at"}."""
    sha256: str = ""
    size: int = 0
    media_type: str = ""
    added_at: str = ""


@dataclass(frozen=True)
class StoreInfo(Record):
    """`ks_store_info`."""
    id: str = ""
    path: str = ""
    schema_version: int = 0
    format_version: int = 0
    read_only: bool = False
    media_count: int = 0
    media_bytes: int = 0


@dataclass(frozen=True)
class SessionInfo(Record):
    """`ks_session_info`: who the session acts as (account fields are None for the
    implicit owner of a store without accounts). `role` is a `keepsake.Role`."""
    role: str = ""
    account_id: Optional[str] = None
    username: Optional[str] = None
    display_name: Optional[str] = None

    _optional = frozenset({"username", "display_name"})
    _convert = {"role": lenient(Role)}


@dataclass(frozen=True)
class ExportResult(Record):
    """`ks_bundle_export`: the bundle written."""
    path: str = ""
    size: int = 0
    members: int = 0


@dataclass(frozen=True)
class ImportResult(Record):
    """`ks_bundle_import`: what the import brought. The mind-map counts are always there;
    `dossiers` and `moods` (dicts of counts) and `routine` ("taken" or "kept") only for bundles that
    carry them, else None."""
    kind: str = ""
    media_added: int = 0
    media_present: int = 0
    maps_added: int = 0
    maps_copied: int = 0
    maps_replaced: int = 0
    maps_unchanged: int = 0
    dossiers: Optional[Dict[str, int]] = None
    moods: Optional[Dict[str, int]] = None
    routine: Optional[str] = None

    _optional = frozenset({"maps_added", "maps_copied", "maps_replaced", "maps_unchanged",
                           "dossiers", "moods", "routine"})


@dataclass(frozen=True)
class BundleInfo(Record):
    """`ks_bundle_inspect`: the manifest (a dict, FORMAT.md section 4) and counts."""
    manifest: Dict[str, Any] = field(default_factory=dict)
    counts: Dict[str, int] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        return self.manifest["kind"]

    @property
    def created(self) -> str:
        return self.manifest["created"]

    @property
    def members(self) -> List[Dict[str, Any]]:
        return self.manifest["members"]


@dataclass(frozen=True)
class FileExport(Record):
    """A file a session wrote: `path`, `size` in bytes and `records` (FHIR resources, CSV
    rows); for a mind-map export `nodes` instead of `records` (`count` gives either)."""
    path: str = ""
    size: int = 0

    @property
    def count(self) -> int:
        for key in ("records", "nodes", "members"):
            if key in self.raw:
                return int(self.raw[key])
        return 0
