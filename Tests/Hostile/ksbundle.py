"""ksbundle: an independent writer and strict reader of Keepsake bundles.

This module is written from FORMAT.md (format version 1) alone and uses only the
Python standard library. It has two jobs:

* It is a second *writer* of bundles, for interoperability tests: `build_bundle()`
  returns the bytes of a valid bundle, and the lower-level pieces (`build_header`,
  `Member`, `build_database`, `build_manifest`, `serialize`) let the hostile corpus
  (make_cases.py) break exactly one rule at a time while every checksum, hash and
  digest around the broken rule stays correct.

* It is a second, deliberately strict *reader* (`read_bundle`), used by
  `make_cases.py --self-check` to prove that every valid bundle is accepted and that
  every hostile case is refused with exactly the error name it claims. Where
  FORMAT.md leaves the order of checks open, the reader follows reading order
  (container, then manifest, then database) and the order of the requirements; each
  such choice is marked "ORDER" or "AMBIGUITY" in a comment.

Requirement numbers (R1, R2, ...) refer to FORMAT.md.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Iterable, Optional, Sequence, Union

# --------------------------------------------------------------------------------------
# Constants from FORMAT.md
# --------------------------------------------------------------------------------------

FORMAT_VERSION = 1                      # highest format version this module knows
KNOWN_KINDS = ("archive",)              # R27: version 1 knows only `archive`
BLOCK = 512                             # tar block size (R7, R9)
RECORD = 10240                          # tar record size (R9)
APPLICATION_ID = 0x4B534244             # "KSBD" (R24)
STORE_APPLICATION_ID = 0x4B535452       # "KSTR", the *store* database (section 9)
MAX_JSON_INTEGER = 2**53 - 1            # R4
PAX_SIZE_THRESHOLD = 2**33              # R8: members of 8 GiB or more need a pax size
MAX_OCTAL_SIZE = 0o77777777777          # largest value of the 11-digit size field

MANIFEST_NAME = "manifest.json"
DATABASE_NAME = "keepsake.db"
MEDIA_PREFIX = "media/"

DEFAULT_CREATED = "2026-11-30T09:00:00Z"
DEFAULT_GENERATOR = "ksbundle.py/1.0"
DEFAULT_ADDED_AT = "2026-11-30T08:59:00Z"

# R25: the exact SQL writers SHOULD use.
MEDIA_TABLE_SQL = """CREATE TABLE media (
  sha256 TEXT NOT NULL PRIMARY KEY,
  size INTEGER NOT NULL,
  media_type TEXT NOT NULL,
  added_at TEXT NOT NULL
) WITHOUT ROWID"""

# R25 as a reader sees it through `PRAGMA table_xinfo`:
# (cid, name, declared type, notnull, default, pk, hidden).
MEDIA_COLUMNS = [
    (0, "sha256", "TEXT", 1, None, 1, 0),
    (1, "size", "INTEGER", 1, None, 0, 0),
    (2, "media_type", "TEXT", 1, None, 0, 0),
    (3, "added_at", "TEXT", 1, None, 0, 0),
]

# R10: magic bytes of compressed input.
COMPRESSION_MAGICS = (
    b"\x1f\x8b",                        # gzip
    b"BZh",                             # bzip2
    b"\xfd\x37\x7a\x58\x5a\x00",        # xz
    b"\x28\xb5\x2f\xfd",                # zstd
)

# R12: pax keys a reader accepts; `size` is used, the others are ignored.
PAX_ALLOWED_KEYS = ("size", "mtime", "atime", "ctime", "uid", "gid", "uname", "gname")
PAX_RENAMING_KEYS = ("path", "linkpath")

# Every error name of FORMAT.md section 10, in the order the section lists them.
ERROR_NAMES = (
    "not-a-bundle", "compressed", "bad-header", "bad-member-type", "renaming-header",
    "bad-pax-header", "unsafe-path", "unexpected-member", "duplicate-member",
    "member-order", "missing-member", "size-mismatch", "hash-mismatch", "bad-padding",
    "trailing-data", "truncated", "limit-exceeded", "manifest-json",
    "manifest-not-canonical", "manifest-digest", "manifest-field",
    "unsupported-version", "unsupported-kind", "database-journal-mode",
    "database-application-id", "database-version", "database-corrupt",
    "database-schema", "database-row", "media-mismatch",
)

_HEX64 = re.compile(r"[0-9a-f]{64}")


def sha256_hex(data: bytes) -> str:
    """Lowercase hex SHA-256 of `data`."""
    return hashlib.sha256(data).hexdigest()


def is_sha256_hex(value: object) -> bool:
    """True for a string of exactly 64 lowercase hex digits."""
    return isinstance(value, str) and _HEX64.fullmatch(value) is not None


# --------------------------------------------------------------------------------------
# Canonical JSON (R1-R5)
# --------------------------------------------------------------------------------------

_SHORT_ESCAPES = {
    '"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r",
    "\t": "\\t",
}


def _encode_string(text: str) -> str:
    """R3: escape exactly `"`, `\\` and the characters below U+0020; nothing else."""
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch in _SHORT_ESCAPES:
            out.append(_SHORT_ESCAPES[ch])
        elif code < 0x20:
            out.append("\\u%04x" % code)          # lowercase hex digits
        elif 0xD800 <= code <= 0xDFFF:
            raise ValueError("unpaired surrogate U+%04X in string" % code)
        else:
            out.append(ch)                        # `/` and non-ASCII as themselves
    out.append('"')
    return "".join(out)


def _encode_value(value: object, out: list) -> None:
    if value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, int):
        # R4: integers only, within +/-(2^53 - 1); Python never prints "-0" for an int.
        if not -MAX_JSON_INTEGER <= value <= MAX_JSON_INTEGER:
            raise ValueError("integer %d out of range" % value)
        out.append(str(value))
    elif isinstance(value, float):
        raise ValueError("canonical JSON has no fractional numbers (R4)")
    elif isinstance(value, str):
        out.append(_encode_string(value))
    elif isinstance(value, (list, tuple)):
        out.append("[")
        for index, item in enumerate(value):
            if index:
                out.append(",")
            _encode_value(item, out)
        out.append("]")
    elif isinstance(value, dict):
        # R2: members sorted by the UTF-8 bytes of their keys. (For valid strings this is
        # also code point order, but NOT the UTF-16 order some platforms sort by.)
        for key in value:
            if not isinstance(key, str):
                raise ValueError("object key %r is not a string" % (key,))
        keys = sorted(value, key=lambda k: k.encode("utf-8"))
        out.append("{")
        for index, key in enumerate(keys):
            if index:
                out.append(",")
            out.append(_encode_string(key))
            out.append(":")
            _encode_value(value[key], out)
        out.append("}")
    else:
        raise ValueError("cannot encode %r as JSON" % type(value).__name__)


def canonical_json(value: object) -> bytes:
    """Encode `value` as canonical JSON (section 2): UTF-8, no whitespace, no newline.

    Raises ValueError for anything that has no canonical form (floats, integers out
    of range, unpaired surrogates, non-string keys).
    """
    out: list = []
    _encode_value(value, out)
    return "".join(out).encode("utf-8")


# --------------------------------------------------------------------------------------
# Instants (R26) and media types (section 8)
# --------------------------------------------------------------------------------------

# [0-9] rather than \d: \d would also match non-ASCII digits such as U+0662.
_INSTANT = re.compile(
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})"
    r"(?:\.[0-9]{1,9})?(?:Z|[+-]([0-9]{2}):([0-9]{2}))"
)


def _days_in_month(year: int, month: int) -> int:
    if month == 2:
        leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        return 29 if leap else 28
    return 30 if month in (4, 6, 9, 11) else 31


def is_instant(value: object) -> bool:
    """R26: an RFC 3339 date-time with upper-case T and Z, every field in range."""
    if not isinstance(value, str):
        return False
    match = _INSTANT.fullmatch(value)       # fullmatch: `$` would accept a trailing LF
    if match is None:
        return False
    year, month, day, hour, minute, second = (int(g) for g in match.groups()[:6])
    if not 1 <= month <= 12 or not 1 <= day <= _days_in_month(year, month):
        return False
    if hour > 23 or minute > 59 or second > 60:     # 60: leap second
        return False
    if match.group(7) is not None:
        if int(match.group(7)) > 23 or int(match.group(8)) > 59:
            return False
    return True


_MEDIA_TYPE = re.compile(r"[!-.0-~]+/[!-.0-~]+")   # printable ASCII, one `/`


def is_media_type(value: object) -> bool:
    """R25: an ASCII `type/subtype` of 3-127 characters."""
    return (isinstance(value, str) and 3 <= len(value) <= 127
            and _MEDIA_TYPE.fullmatch(value) is not None)


_FTYP_BRANDS = (
    ((b"heic", b"heix", b"heim", b"heis", b"hevc", b"hevx", b"mif1", b"msf1"), "image/heic"),
    ((b"avif",), "image/avif"),
    ((b"qt  ",), "video/quicktime"),
    ((b"M4A ",), "audio/mp4"),
)


def sniff_media_type(data: bytes) -> str:
    """Section 8: the media type of `data` from its first bytes; first match wins."""
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith((b"GIF87a", b"GIF89a")):
        return "image/gif"
    if data.startswith(b"RIFF"):
        riff = {b"WEBP": "image/webp", b"WAVE": "audio/wav", b"AVI ": "video/x-msvideo"}
        if data[8:12] in riff:
            return riff[data[8:12]]
    if data[4:8] == b"ftyp":
        brand = data[8:12]
        for brands, media_type in _FTYP_BRANDS:
            if brand in brands:
                return media_type
        return "video/mp4"
    if data.startswith(b"\x1a\x45\xdf\xa3"):
        return "video/webm"
    if data.startswith(b"YUV4MPEG2 "):
        return "video/x-yuv4mpeg"
    if data.startswith(b"%PDF-"):
        return "application/pdf"
    if data.startswith((b"ID3", b"\xff\xfb")):
        return "audio/mpeg"
    if data.startswith(b"OggS"):
        return "audio/ogg"
    return "application/octet-stream"


def prng_bytes(seed: str, length: int) -> bytes:
    """Deterministic, incompressible filler bytes (SHA-256 in counter mode)."""
    out = bytearray()
    counter = 0
    while len(out) < length:
        out += hashlib.sha256(b"%s:%d" % (seed.encode(), counter)).digest()
        counter += 1
    return bytes(out[:length])


# --------------------------------------------------------------------------------------
# ustar headers and members (R7-R9)
# --------------------------------------------------------------------------------------

# (field, offset, length) of the 512-byte header block, as in the R7 table.
HEADER_FIELDS = (
    ("name", 0, 100), ("mode", 100, 8), ("uid", 108, 8), ("gid", 116, 8),
    ("size", 124, 12), ("mtime", 136, 12), ("chksum", 148, 8), ("typeflag", 156, 1),
    ("linkname", 157, 100), ("magic", 257, 6), ("version", 263, 2), ("uname", 265, 32),
    ("gname", 297, 32), ("devmajor", 329, 8), ("devminor", 337, 8), ("prefix", 345, 155),
    ("pad", 500, 12),
)
FIELD_SPAN = {name: (offset, length) for name, offset, length in HEADER_FIELDS}


def octal_field(value: int, length: int) -> bytes:
    """A numeric header field: `length - 1` zero-padded octal digits and one NUL."""
    digits = format(value, "o").rjust(length - 1, "0")
    if len(digits) > length - 1:
        raise ValueError("%d does not fit in a %d-byte field" % (value, length))
    return digits.encode("ascii") + b"\0"


def checksum_field(block: bytes) -> bytes:
    """R7: six octal digits, NUL, space, of the unsigned byte sum (chksum as spaces)."""
    return b"%06o\0 " % header_sum(block)


def header_sum(block: bytes) -> int:
    """The R7 checksum: unsigned sum of all bytes, the chksum field counted as spaces."""
    return sum(block[:148]) + 8 * 0x20 + sum(block[156:BLOCK])


def signed_header_sum(block: bytes) -> int:
    """The historical *signed* checksum (bytes >= 0x80 count negative); R7 forbids it."""
    def signed(b: int) -> int:
        return b - 256 if b >= 128 else b
    return (sum(signed(b) for b in block[:148]) + 8 * 0x20
            + sum(signed(b) for b in block[156:BLOCK]))


ChecksumOverride = Union[bytes, Callable[[bytes], bytes]]


def build_header(name: Union[str, bytes], size: int, typeflag: bytes = b"0",
                 fields: Optional[dict] = None,
                 chksum: Optional[ChecksumOverride] = None) -> bytes:
    """Build one 512-byte header exactly as R7 specifies.

    `fields` overrides any field by name with raw bytes (NUL-padded to the field's
    length; longer values are an error), e.g. {"magic": b"ustar ", "prefix": b"media"}.
    `size` is written as 11 octal digits; pass fields={"size": ...} to write anything
    else. The checksum is computed last, over the final block, unless `chksum` gives
    the 8 raw bytes or a function of the block (chksum field already set to spaces).
    """
    values = {
        "name": name.encode("ascii") if isinstance(name, str) else name,
        "mode": b"0000644\0",
        "uid": b"0000000\0",
        "gid": b"0000000\0",
        "size": octal_field(size, 12),
        "mtime": b"00000000000\0",
        "typeflag": typeflag,
        "linkname": b"",
        "magic": b"ustar\0",
        "version": b"00",
        "uname": b"",
        "gname": b"",
        "devmajor": b"0000000\0",
        "devminor": b"0000000\0",
        "prefix": b"",
        "pad": b"",
    }
    for key, value in (fields or {}).items():
        if key not in FIELD_SPAN or key == "chksum":
            raise KeyError("unknown or non-overridable header field %r" % key)
        values[key] = value
    block = bytearray(BLOCK)
    for key, value in values.items():
        offset, length = FIELD_SPAN[key]
        if len(value) > length:
            raise ValueError("header field %s: %d bytes > %d" % (key, len(value), length))
        block[offset:offset + len(value)] = value
    block[148:156] = b" " * 8
    if chksum is None:
        stored = checksum_field(bytes(block))
    elif callable(chksum):
        stored = chksum(bytes(block))
    else:
        stored = chksum
    if len(stored) != 8:
        raise ValueError("checksum field must be 8 bytes")
    block[148:156] = stored
    return bytes(block)


def pax_record(key: str, value: str) -> bytes:
    """One pax record `LEN key=value\\n`, LEN counting its own digits (POSIX)."""
    body = (" %s=%s\n" % (key, value)).encode("utf-8")
    length = len(body) + 1
    while len(str(length)) + len(body) != length:
        length = len(str(length)) + len(body)
    return str(length).encode("ascii") + body


@dataclass
class Member:
    """One archive member: a header block, its data and the padding after the data.

    Everything not given is written as R7-R9 require. `size` is the value written in
    the header's size field (default: the data length); `padding` replaces the zero
    padding (default: zeros to the next multiple of 512).
    """
    name: Union[str, bytes]
    data: bytes = b""
    typeflag: bytes = b"0"
    fields: dict = field(default_factory=dict)
    size: Optional[int] = None
    padding: Optional[bytes] = None
    chksum: Optional[ChecksumOverride] = None

    @property
    def name_text(self) -> str:
        return self.name if isinstance(self.name, str) else self.name.decode("latin-1")

    def header(self) -> bytes:
        size = len(self.data) if self.size is None else self.size
        fields = dict(self.fields)
        if size > MAX_OCTAL_SIZE and "size" not in fields:
            fields["size"] = b"77777777777\0"     # R8: the pax record carries the size
            size = 0
        return build_header(self.name, size, self.typeflag, fields, self.chksum)

    def to_bytes(self) -> bytes:
        padding = self.padding
        if padding is None:
            padding = b"\0" * (-len(self.data) % BLOCK)
        return self.header() + self.data + padding


def pax_member(path: str, records: Union[Sequence, bytes], **kwargs) -> Member:
    """A pax extended header (typeflag `x`) named as R8 says, for the member `path`.

    `records` is a list of (key, value) pairs, or raw record bytes for malformed cases.
    """
    data = records if isinstance(records, bytes) else b"".join(
        pax_record(key, value) for key, value in records)
    return Member("PaxHeaders/" + path, data, typeflag=b"x", **kwargs)


def end_of_archive(length_so_far: int, record_padding: bool = True) -> bytes:
    """R9: two zero blocks, then zeros up to the next multiple of 10240 bytes."""
    end = b"\0" * (2 * BLOCK)
    if record_padding:
        end += b"\0" * (-(length_so_far + len(end)) % RECORD)
    return end


def serialize(members: Iterable[Member], end: bool = True, record_padding: bool = True) -> bytes:
    """The archive bytes of `members`, followed by the end blocks (R9)."""
    body = b"".join(member.to_bytes() for member in members)
    return body + (end_of_archive(len(body), record_padding) if end else b"")


# --------------------------------------------------------------------------------------
# Database (R24, R25, R29)
# --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MediaItem:
    """A media file of a bundle and the attributes of its `media` row."""
    data: bytes
    added_at: str = DEFAULT_ADDED_AT
    media_type: Optional[str] = None         # None: sniffed from the data (section 8)

    @property
    def sha256(self) -> str:
        return sha256_hex(self.data)

    @property
    def size(self) -> int:
        return len(self.data)

    @property
    def path(self) -> str:
        return MEDIA_PREFIX + self.sha256

    def row(self) -> tuple:
        """The `media` row (sha256, size, media_type, added_at)."""
        media_type = self.media_type if self.media_type is not None else sniff_media_type(self.data)
        return (self.sha256, self.size, media_type, self.added_at)


def as_media_items(media: Iterable[Union[bytes, MediaItem]]) -> list:
    """Media items sorted by hash (the archive order, R15); duplicates are an error."""
    items = [m if isinstance(m, MediaItem) else MediaItem(m) for m in media]
    items.sort(key=lambda m: m.sha256)
    hashes = [m.sha256 for m in items]
    if len(set(hashes)) != len(hashes):
        raise ValueError("the same media content is given twice")
    return items


def build_database(rows: Iterable[tuple], *,
                   table_sql: Sequence[str] = (MEDIA_TABLE_SQL,),
                   extra_sql: Sequence[str] = (),
                   insert_sql: str = "INSERT INTO media (sha256, size, media_type, added_at) "
                                     "VALUES (?, ?, ?, ?)",
                   application_id: int = APPLICATION_ID,
                   user_version: int = FORMAT_VERSION) -> bytes:
    """A fresh `keepsake.db` (R24, R25, R29): build it, then `VACUUM INTO` a new file.

    The database is made in rollback-journal mode (journal_mode=DELETE) with the given
    application_id and user_version, holds `table_sql` then the rows, then runs
    `extra_sql` (for hostile cases: triggers, views, ...). VACUUM INTO copies the
    header values and writes a compact file without free pages, so no deleted content
    can leak (R29). The same inputs give the same bytes on one SQLite version (R30).
    """
    with tempfile.TemporaryDirectory(prefix="ksbundle-db-") as tmp:
        work = os.path.join(tmp, "work.db")
        fresh = os.path.join(tmp, "fresh.db")
        conn = sqlite3.connect(work, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=DELETE")
            conn.execute("PRAGMA application_id=%d" % application_id)
            conn.execute("PRAGMA user_version=%d" % user_version)
            conn.execute("BEGIN")
            for sql in table_sql:
                conn.execute(sql)
            rows = list(rows)
            if rows:
                conn.executemany(insert_sql, rows)
            for sql in extra_sql:
                conn.execute(sql)
            conn.execute("COMMIT")
            conn.execute("VACUUM INTO ?", (fresh,))
        finally:
            conn.close()
        return Path(fresh).read_bytes()


# --------------------------------------------------------------------------------------
# Manifest (R20-R22) and whole bundles
# --------------------------------------------------------------------------------------

def manifest_digest(manifest: dict) -> str:
    """R20: SHA-256 of the canonical JSON of the manifest without its `digest`."""
    return sha256_hex(canonical_json({k: v for k, v in manifest.items() if k != "digest"}))


def with_digest(manifest: dict) -> dict:
    """A copy of `manifest` whose `digest` is recomputed (added if absent)."""
    out = dict(manifest)
    out["digest"] = manifest_digest(out)
    return out


def build_manifest(database: bytes, media: Sequence[MediaItem], *,
                   created: str = DEFAULT_CREATED, generator: str = DEFAULT_GENERATOR,
                   kind: str = "archive", access: str = "full",
                   format_version: int = FORMAT_VERSION) -> dict:
    """The manifest object (R20) of a bundle holding `database` and `media`."""
    members = [{"path": DATABASE_NAME, "size": len(database), "sha256": sha256_hex(database)}]
    members += [{"path": m.path, "size": m.size, "sha256": m.sha256} for m in media]
    return with_digest({
        "format": "keepsake-bundle",
        "format_version": format_version,
        "kind": kind,
        "access": access,
        "created": created,
        "generator": generator,
        "members": members,
    })


def bundle_members(manifest_bytes: bytes, database: bytes,
                   media: Sequence[MediaItem]) -> list:
    """The members of a bundle in the order of section 1."""
    return ([Member(MANIFEST_NAME, manifest_bytes), Member(DATABASE_NAME, database)]
            + [Member(m.path, m.data) for m in media])


def build_bundle(media: Iterable[Union[bytes, MediaItem]] = (), created: str = DEFAULT_CREATED,
                 generator: str = DEFAULT_GENERATOR) -> bytes:
    """The bytes of a valid bundle holding `media` (bytes or MediaItem) in a new database."""
    items = as_media_items(media)
    database = build_database([m.row() for m in items])
    manifest = build_manifest(database, items, created=created, generator=generator)
    return serialize(bundle_members(canonical_json(manifest), database, items))


def expected_dump(media: Iterable[Union[bytes, MediaItem]], created: str = DEFAULT_CREATED,
                  kind: str = "archive", access: str = "full") -> bytes:
    """R33: the canonical dump of a bundle holding `media`, computed from the inputs."""
    items = as_media_items(media)
    rows = sorted((m.row() for m in items), key=lambda r: r[0].encode("utf-8"))
    dump = {
        "format": "keepsake-dump",
        "format_version": FORMAT_VERSION,
        "kind": kind,
        "access": access,
        "created": created,
        "media": [{"sha256": m.sha256, "size": m.size} for m in items],
        "tables": {"media": [
            {"sha256": r[0], "size": r[1], "media_type": r[2], "added_at": r[3]} for r in rows
        ]},
    }
    return canonical_json(dump) + b"\n"


# --------------------------------------------------------------------------------------
# The strict reader
# --------------------------------------------------------------------------------------

class BundleError(Exception):
    """A refused bundle: `name` is one of ERROR_NAMES (section 10)."""

    def __init__(self, name: str, detail: str):
        assert name in ERROR_NAMES, name
        super().__init__("invalid bundle [%s]: %s" % (name, detail))
        self.name = name
        self.detail = detail


@dataclass
class Limits:
    """R19 limits, with this implementation's defaults."""
    max_members: int = 100_000
    max_member_size: int = 64 * 2**30
    max_total_size: int = 2**40
    max_manifest_size: int = 32 * 2**20

    FLAGS = {
        "--max-members": "max_members",
        "--max-member-size": "max_member_size",
        "--max-total-size": "max_total_size",
        "--max-manifest-size": "max_manifest_size",
    }

    @classmethod
    def from_args(cls, args: Sequence[str]) -> "Limits":
        """Limits from CLI-style arguments, e.g. ["--max-members", "3"]."""
        limits = cls()
        if len(args) % 2:
            raise ValueError("limit arguments come in pairs: %r" % (args,))
        for flag, value in zip(args[::2], args[1::2]):
            limits = replace(limits, **{cls.FLAGS[flag]: int(value)})
        return limits


@dataclass
class ReadResult:
    """What `read_bundle` returns for a valid bundle."""
    manifest: dict
    rows: list            # media rows as (sha256, size, media_type, added_at), sorted
    dump: bytes           # R33
    tolerated: list = field(default_factory=list)   # (name, detail) of tolerated errors



# How the reader goes on after a *tolerated* error.
#
# `read_bundle(..., tolerate={"x"})` records errors named "x" instead of raising them,
# and goes on as if the broken rule held (a bad checksum is ignored, a member of another
# type is read as a regular file, a member with a bad name is skipped, an out-of-order
# member is accepted, a schema error is ignored, ...). make_cases.py uses this to show
# that a case breaks no rule other than its own: read while tolerating the case's own
# error, the case must be accepted. Errors after which reading cannot go on (the input
# ends, the manifest is not JSON, SQLite cannot read the database, ...) are raised with
# `raise BundleError` directly and are never tolerated; `fail()` is used for the others.

Fail = Callable[[str, str], None]


def _strict_fail(name: str, detail: str) -> None:
    raise BundleError(name, detail)


def _parse_octal(raw: bytes, what: str) -> int:
    """A numeric field: octal digits, optionally NUL/space terminated (leading zeros)."""
    text = raw.rstrip(b"\0 ")
    if not text or re.fullmatch(rb"[0-7]+", text) is None:
        # AMBIGUITY: FORMAT.md names no error for an unparseable numeric field; the
        # header is unusable, so this reader calls it bad-header.
        raise BundleError("bad-header", "%s field %r is not octal" % (what, raw))
    return int(text, 8)


def _header_problem(block: bytes) -> Optional[str]:
    """R10: why `block` is not a valid header, or None."""
    stored = block[148:156]
    # R10 (FORMAT 1.1): exactly six octal digits, NUL, space. R23 needs this strictness:
    # with a lenient parse, swapping the NUL and the space would change a byte and still
    # be accepted.
    if re.fullmatch(rb"[0-7]{6}\0 ", stored) is None:
        return "checksum field %r is not six octal digits, NUL, space" % stored
    if int(stored[:6], 8) != header_sum(block):
        return "checksum %s does not match %06o" % (stored[:6].decode(), header_sum(block))
    if block[257:263] != b"ustar\0":
        return "magic %r is not 'ustar\\0'" % block[257:263]
    if block[263:265] != b"00":
        return "version %r is not '00'" % block[263:265]
    return None


def _check_member_name(block: bytes, fail: Fail) -> Optional[str]:
    """R13: the member path of a regular member's header, or None to skip the member."""
    if block[345:500].strip(b"\0"):
        # R13 (FORMAT 1.1): the prefix MUST be all NUL bytes (unsafe-path). Tolerated,
        # the prefix is ignored (as if it were empty).
        fail("unsafe-path", "the prefix field is not empty: %r" % block[345:500].rstrip(b"\0"))
    raw = block[0:100]
    text = raw.split(b"\0", 1)[0]
    problem = None
    if raw[len(text):].strip(b"\0"):
        problem = "NUL inside the name %r" % raw.rstrip(b"\0")
    elif any(b < 0x20 or b > 0x7E for b in text):
        problem = "name %r has bytes outside printable ASCII" % text
    elif text.startswith(b"/"):
        problem = "absolute name %r" % text
    elif b"\\" in text:
        problem = "backslash in name %r" % text
    elif b".." in text.split(b"/"):
        problem = "`..` component in name %r" % text
    if problem is not None:
        fail("unsafe-path", problem)
        return None                                   # tolerated: skip the member
    name = text.decode("ascii")
    if name in (MANIFEST_NAME, DATABASE_NAME) or (
            name.startswith(MEDIA_PREFIX) and is_sha256_hex(name[len(MEDIA_PREFIX):])):
        return name
    fail("unexpected-member", "name %r is not a bundle member" % name)
    return None


def _parse_pax(data: bytes, fail: Fail) -> dict:
    """R12: the records of a pax extended header, checked."""
    records = {}
    pos = 0
    while pos < len(data):
        match = re.match(rb"([1-9][0-9]*) ", data[pos:pos + 21])
        length = int(match.group(1)) if match else 0
        record = data[pos:pos + length]
        if (match is None or length <= len(match.group(0)) + 2 or len(record) != length
                or not record.endswith(b"\n") or b"=" not in record):
            fail("bad-pax-header", "malformed pax record at byte %d: %r"
                 % (pos, data[pos:pos + 40]))
            return records                            # tolerated: ignore the rest
        pos += length
        key, _, value = record[len(match.group(0)):-1].partition(b"=")
        try:
            key_text, value_text = key.decode("utf-8"), value.decode("utf-8")
        except UnicodeDecodeError:
            fail("bad-pax-header", "pax record is not UTF-8: %r" % record[:80])
            continue
        if key_text in PAX_RENAMING_KEYS:
            fail("renaming-header", "pax record %r" % key_text)
        elif key_text not in PAX_ALLOWED_KEYS:
            fail("bad-pax-header", "unknown pax key %r" % key_text)
        elif key_text == "size" and re.fullmatch(r"[0-9]+", value_text) is None:
            fail("bad-pax-header", "pax size %r is not a decimal" % value_text)
        else:
            records[key_text] = value_text
    return records


def _integral_float(text: str):
    """Used when non-canonical JSON is tolerated: 1.0 and 1e0 read as the integer 1."""
    value = float(text)
    return int(value) if value.is_integer() else value


def parse_manifest(data: bytes, fail: Fail = _strict_fail) -> dict:
    """R20-R22: the manifest object, checked.

    Returns the manifest with one extra key, "_version": the format version to read
    the rest of the bundle with (the manifest's own, unless that error was tolerated).
    """
    try:
        text = data.decode("utf-8")            # strict: rejects overlongs and surrogates
    except UnicodeDecodeError as error:
        raise BundleError("manifest-json", "manifest is not UTF-8: %s" % error)

    def reject_constant(name):
        raise ValueError("%s is not JSON" % name)
    try:
        value = json.loads(text, parse_constant=reject_constant)
    except ValueError as error:               # JSONDecodeError is a ValueError
        raise BundleError("manifest-json", "manifest is not JSON: %s" % error)

    # R6: re-encode canonically and compare bytes. Duplicate keys collapse on parsing,
    # so they show up here; so do floats, -0, out-of-range integers, lone surrogates.
    try:
        canonical = canonical_json(value)
    except ValueError as error:
        fail("manifest-not-canonical", str(error))
        value = json.loads(text, parse_float=_integral_float)
    else:
        if canonical != data:
            fail("manifest-not-canonical", "manifest differs from its canonical form")

    if not isinstance(value, dict):
        raise BundleError("manifest-field", "manifest is not an object")
    # R22 ORDER: `format`, then `format_version`, before anything else.
    if value.get("format") != "keepsake-bundle":
        fail("manifest-field", "format is %r" % (value.get("format"),))
    version = value.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        fail("manifest-field", "format_version is %r" % (version,))
        version = FORMAT_VERSION
    elif version > FORMAT_VERSION:
        fail("unsupported-version", "format_version %d" % version)
        version = FORMAT_VERSION
    elif version < 1:
        fail("manifest-field", "format_version is %d" % version)
        version = FORMAT_VERSION

    expected_keys = {"format", "format_version", "kind", "access", "created", "generator",
                     "members", "digest"}
    if set(value) != expected_keys:
        fail("manifest-field", "keys missing %s, extra %s" % (
            sorted(expected_keys - set(value)), sorted(set(value) - expected_keys)))
    kind = value.get("kind")
    if not isinstance(kind, str):
        fail("manifest-field", "kind is not a string")
    elif kind not in KNOWN_KINDS:
        fail("unsupported-kind", "kind %r" % kind)
    if value.get("access") != "full":
        fail("manifest-field", "access is %r" % (value.get("access"),))
    if not is_instant(value.get("created")):
        fail("manifest-field", "created %r is not an RFC 3339 instant" % (value.get("created"),))
    generator = value.get("generator")
    # AMBIGUITY: "1-200 characters" -- counted here as Unicode scalar values.
    if not isinstance(generator, str) or not 1 <= len(generator) <= 200:
        fail("manifest-field", "generator is not a string of 1-200 characters")

    # The members list: errors that leave no usable list are never tolerated.
    members = value.get("members")
    if not isinstance(members, list) or not members:
        raise BundleError("manifest-field", "members is not a non-empty array")
    for index, entry in enumerate(members):
        if not isinstance(entry, dict) or not {"path", "size", "sha256"} <= set(entry):
            raise BundleError("manifest-field",
                              "members[%d] lacks one of path, size, sha256" % index)
        if set(entry) != {"path", "size", "sha256"}:
            fail("manifest-field", "members[%d] has keys other than path, size, sha256" % index)
        size = entry["size"]
        if (not isinstance(entry["path"], str) or not isinstance(size, int)
                or isinstance(size, bool) or size < 0 or not is_sha256_hex(entry["sha256"])):
            raise BundleError("manifest-field", "members[%d] is %r" % (index, entry))
        if index == 0:
            if entry["path"] != DATABASE_NAME:
                fail("manifest-field", "members[0].path is %r, not keepsake.db" % entry["path"])
        else:
            if entry["path"] != MEDIA_PREFIX + entry["sha256"]:
                fail("manifest-field", "members[%d].path %r does not match its sha256"
                     % (index, entry["path"]))
            if index > 1 and not members[index - 1]["sha256"] < entry["sha256"]:
                fail("manifest-field", "media members are not in strictly ascending order")
    if [e["path"] for e in members].count(DATABASE_NAME) != 1:
        raise BundleError("manifest-field", "keepsake.db is not listed exactly once")
    if "digest" in value:
        digest = value["digest"]
        if not is_sha256_hex(digest):
            fail("manifest-field", "digest is %r" % (digest,))
        elif digest != manifest_digest(value):
            fail("manifest-digest", "digest %s does not match %s"
                 % (digest, manifest_digest(value)))
    return dict(value, _version=version)


def check_database(data: bytes, format_version: int, fail: Fail = _strict_fail) -> list:
    """R24, R25, R28: check `keepsake.db` and return its media rows."""
    # R24 ORDER: the header bytes are checked before SQLite ever opens the file.
    if len(data) < 100:
        raise BundleError("database-corrupt", "database is %d bytes" % len(data))
    if data[18] != 1 or data[19] != 1:
        fail("database-journal-mode",
             "header bytes 18/19 are %d/%d, not 1/1" % (data[18], data[19]))
        data = data[:18] + b"\1\1" + data[20:]        # tolerated: read it as a rollback db
    application_id = int.from_bytes(data[68:72], "big")
    if application_id != APPLICATION_ID:
        fail("database-application-id", "application_id 0x%08X" % application_id)
    user_version = int.from_bytes(data[60:64], "big")
    if user_version != format_version:
        fail("database-version", "user_version %d" % user_version)

    with tempfile.TemporaryDirectory(prefix="ksbundle-read-") as tmp:
        path = Path(tmp) / "keepsake.db"
        path.write_bytes(data)
        # R28, as far as Python's sqlite3 module allows: read-only, untrusted schema,
        # cell size checks, no memory mapping (defensive mode needs Python 3.12).
        conn = sqlite3.connect(path.as_uri() + "?mode=ro", uri=True, isolation_level=None)
        conn.text_factory = bytes
        try:
            try:
                conn.execute("PRAGMA trusted_schema=OFF")
                conn.execute("PRAGMA cell_size_check=ON")
                conn.execute("PRAGMA mmap_size=0")
                result = [r[0] for r in conn.execute("PRAGMA quick_check").fetchall()]
            except sqlite3.DatabaseError as error:
                raise BundleError("database-corrupt", "SQLite: %s" % error)
            if result != [b"ok"]:
                raise BundleError("database-corrupt", "quick_check: %r" % result[:3])
            return _check_schema_and_rows(conn, fail)
        finally:
            conn.close()


def _check_schema_and_rows(conn: sqlite3.Connection, fail: Fail) -> list:
    """R25: exact schema, then every row's rule."""
    objects = conn.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name").fetchall()
    for kind, name, table, sql in objects:
        if kind == b"table" and name == b"media":
            continue
        # R25: the only index allowed is the one SQLite creates for the primary key (a
        # rowid table with a TEXT primary key has one; WITHOUT ROWID has none).
        if (kind == b"index" and table == b"media" and sql is None
                and name.startswith(b"sqlite_autoindex_media_")):
            origins = {r[1]: r[3] for r in conn.execute("PRAGMA index_list(media)")}
            if origins.get(name) == b"pk":
                continue
        fail("database-schema", "unexpected %s %r" % (
            kind.decode(errors="replace"), name.decode(errors="replace")))
    if not any(kind == b"table" and name == b"media" for kind, name, _, _ in objects):
        raise BundleError("database-schema", "no media table")
    columns = [tuple(c.decode() if isinstance(c, bytes) else c for c in row)
               for row in conn.execute("PRAGMA table_xinfo(media)").fetchall()]
    if columns != MEDIA_COLUMNS:
        fail("database-schema", "media columns are %r" % (columns,))
    # R25 (FORMAT 1.1): every index key in the default order and collation. (A
    # `COLLATE NOCASE` or `DESC` on the primary key is invisible to table_xinfo.)
    for index in conn.execute("PRAGMA index_list(media)").fetchall():
        for seqno, cid, column, desc, collation, key in conn.execute(
                "PRAGMA index_xinfo(\"%s\")" % index[1].decode().replace('"', '""')):
            if key and (desc != 0 or collation != b"BINARY"):
                fail("database-schema", "index %s orders %s %s with collation %s" % (
                    index[1].decode(), column.decode(), "DESC" if desc else "ASC",
                    collation.decode()))

    rows = []
    for raw in conn.execute(
            "SELECT sha256, typeof(sha256), size, typeof(size), media_type, typeof(media_type),"
            " added_at, typeof(added_at) FROM media").fetchall():
        sha, sha_type, size, size_type, media_type, type_type, added_at, added_type = raw

        def text(value, value_type, column):
            if value_type != b"text":
                fail("database-row", "%s is a %s" % (column, value_type.decode()))
            if not isinstance(value, bytes):
                return str(value)
            try:
                return value.decode("utf-8")
            except UnicodeDecodeError:
                fail("database-row", "%s is not UTF-8 text: %r" % (column, value))
                return value.decode("utf-8", "replace")
        sha = text(sha, sha_type, "sha256")
        if not is_sha256_hex(sha):
            fail("database-row", "sha256 %r" % sha)
        if size_type != b"integer" or size < 0:
            fail("database-row", "size %r of %s" % (size, sha))
        media_type = text(media_type, type_type, "media_type")
        # AMBIGUITY: R25 says "the sniffed media type"; this reader checks the syntax
        # only, not that it equals the type sniffed from the member's content.
        if not is_media_type(media_type):
            fail("database-row", "media_type %r of %s" % (media_type, sha))
        added_at = text(added_at, added_type, "added_at")
        if not is_instant(added_at):
            fail("database-row", "added_at %r of %s" % (added_at, sha))
        rows.append((sha, size, media_type, added_at))
    rows.sort(key=lambda r: r[0].encode("utf-8"))
    return rows


def read_bundle(data: bytes, limits: Limits = Limits(),
                tolerate: Iterable[str] = ()) -> ReadResult:
    """Read and check a whole bundle; raise BundleError on the first broken rule.

    ORDER: the archive is read front to back (header validity, typeflag, pax records,
    prefix and name, limits, order/duplicates/listing, size, hash, padding; the manifest
    is parsed as soon as it has been read); then the end of the archive (missing members,
    trailing data); then the database (R24, R25); last, rows against members
    (media-mismatch).

    `tolerate`: error names to record in ReadResult.tolerated instead of raising (see
    the comment above `Fail`).
    """
    tolerate = frozenset(tolerate)
    tolerated: list = []

    def fail(name: str, detail: str) -> None:
        if name not in tolerate:
            raise BundleError(name, detail)
        tolerated.append((name, detail))

    pos = 0
    manifest: Optional[dict] = None
    expected: list = []           # member paths after the manifest, in manifest order
    by_path: dict = {}
    seen: set = set()
    early: list = []              # (name, size, body) read before the manifest (tolerated)
    database: Optional[bytes] = None
    pending_pax: Optional[dict] = None
    member_count = 0
    total_size = 0

    def take(length: int, what: str) -> bytes:
        nonlocal pos
        if pos + length > len(data):
            raise BundleError("truncated", "input ends inside %s" % what)
        chunk = data[pos:pos + length]
        pos += length
        return chunk

    def take_data_and_padding(size: int, what: str) -> bytes:
        body = take(size, "the data of " + what)
        if take(-size % BLOCK, "the padding of " + what).strip(b"\0"):
            fail("bad-padding", "non-zero padding after " + what)
        return body

    def check_listed_member(name: str, size: int, body: bytes) -> None:
        """R16: size and hash against the manifest."""
        if size != by_path[name]["size"]:
            fail("size-mismatch", "%s has %d bytes, manifest says %d"
                 % (name, size, by_path[name]["size"]))
        elif sha256_hex(body) != by_path[name]["sha256"]:
            fail("hash-mismatch", "SHA-256 of %s does not match" % name)

    # R10 (FORMAT 1.1): input shorter than one block (the empty file included) is
    # `truncated` -- unless it begins with a compression magic, which comes first.
    if len(data) < BLOCK:
        if data.startswith(COMPRESSION_MAGICS):
            raise BundleError("compressed", "input is compressed")
        raise BundleError("truncated", "input of %d bytes" % len(data))

    while True:
        header_at = pos
        block = take(BLOCK, "a header")
        if block == b"\0" * BLOCK:
            if pending_pax is not None:
                fail("bad-pax-header", "pax header followed by the end of archive")
            if take(BLOCK, "the end blocks") != b"\0" * BLOCK:
                # AMBIGUITY: a lone zero block followed by data; treated as a broken header.
                raise BundleError("bad-header", "a single zero block inside the archive")
            if data[pos:].strip(b"\0"):
                fail("trailing-data", "non-zero bytes after the end blocks")
            break

        problem = _header_problem(block)
        if problem is not None:
            if data.startswith(COMPRESSION_MAGICS):
                fail("compressed", "input is compressed")
            elif header_at == 0:
                fail("not-a-bundle", problem)
            else:
                fail("bad-header", "header at byte %d: %s" % (header_at, problem))

        typeflag = block[156:157]
        if typeflag not in (b"0", b"x"):
            fail("bad-member-type", "typeflag %r at byte %d" % (typeflag, header_at))
            typeflag = b"0"                            # tolerated: a regular file

        if typeflag == b"x":
            if pending_pax is not None:
                fail("bad-pax-header", "pax header followed by another pax header")
            size = _parse_octal(block[124:136], "size")
            if size > limits.max_member_size:
                fail("limit-exceeded", "pax header of %d bytes" % size)
            pending_pax = _parse_pax(take_data_and_padding(size, "a pax header"), fail)
            continue

        name = _check_member_name(block, fail)
        if pending_pax is not None and "size" in pending_pax:
            size = int(pending_pax["size"])
        else:
            size = _parse_octal(block[124:136], "size")
        pending_pax = None
        if name is None:                               # tolerated bad name: skip it
            take_data_and_padding(size, "a skipped member")
            continue

        # R19: limits, before any data is read.
        member_count += 1
        total_size += size
        if member_count > limits.max_members:
            fail("limit-exceeded", "more than %d members" % limits.max_members)
        if size > limits.max_member_size:
            fail("limit-exceeded", "member %s has %d bytes" % (name, size))
        if total_size > limits.max_total_size:
            fail("limit-exceeded", "members total more than %d bytes" % limits.max_total_size)
        if name == MANIFEST_NAME and size > limits.max_manifest_size:
            fail("limit-exceeded", "manifest of %d bytes" % size)

        # R15: order, duplicates, unlisted members.
        skip = False
        if name in seen:
            fail("duplicate-member", "%s appears twice" % name)
            skip = True
        elif manifest is None:
            if name != MANIFEST_NAME:
                fail("member-order", "%s before manifest.json" % name)
        elif name not in by_path:
            fail("unexpected-member", "%s is not listed" % name)
            skip = True
        elif len(seen) - 1 >= len(expected) or expected[len(seen) - 1] != name:
            fail("member-order", "%s is out of order" % name)

        if skip:
            take_data_and_padding(size, "a skipped member")
            continue
        if manifest is not None and name != MANIFEST_NAME and size != by_path[name]["size"]:
            check_listed_member(name, size, b"")       # size-mismatch, before the data
        body = take(size, "the data of " + name)
        if manifest is not None and name != MANIFEST_NAME and size == by_path[name]["size"]:
            check_listed_member(name, size, body)      # hash-mismatch, before the padding
        if take(-size % BLOCK, "the padding of " + name).strip(b"\0"):
            fail("bad-padding", "non-zero padding after " + name)
        seen.add(name)

        if name == MANIFEST_NAME:
            manifest = parse_manifest(body, fail)
            expected = [entry["path"] for entry in manifest["members"]]
            by_path = {entry["path"]: entry for entry in manifest["members"]}
            for early_name, early_size, early_body in early:   # tolerated member-order
                if early_name not in by_path:
                    fail("unexpected-member", "%s is not listed" % early_name)
                else:
                    check_listed_member(early_name, early_size, early_body)
        elif manifest is None:
            early.append((name, size, body))
        if name == DATABASE_NAME:
            database = body

    if manifest is None:
        raise BundleError("missing-member", "no manifest.json")
    missing = [path for path in expected if path not in seen]
    if missing:
        fail("missing-member", "%s never appears" % missing[0])
    if database is None:
        raise BundleError("missing-member", "keepsake.db never appears")

    version = manifest["_version"]
    rows = check_database(database, version, fail)

    # R25: the set of media rows equals the set of media members, sizes included.
    media_entries = [e for e in manifest["members"] if e["path"] != DATABASE_NAME]
    listed = {(e["sha256"], e["size"]) for e in media_entries}
    stored = {(r[0], r[1]) for r in rows}
    if listed != stored or len(rows) != len(listed):
        fail("media-mismatch", "rows without member: %s; members without row: %s"
             % (sorted(stored - listed)[:2], sorted(listed - stored)[:2]))

    dump = {
        "format": "keepsake-dump",
        "format_version": version,
        "kind": manifest.get("kind"),
        "access": manifest.get("access"),
        "created": manifest.get("created"),
        "media": [{"sha256": e["sha256"], "size": e["size"]} for e in media_entries],
        "tables": {"media": [{"sha256": r[0], "size": r[1], "media_type": r[2],
                              "added_at": r[3]} for r in rows]},
    }
    result_manifest = {k: v for k, v in manifest.items() if k != "_version"}
    return ReadResult(result_manifest, rows, canonical_json(dump) + b"\n", tolerated)
