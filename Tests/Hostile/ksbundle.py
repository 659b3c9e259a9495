"""ksbundle: an independent writer and strict reader of Keepsake bundles.

This module is written from FORMAT.md (format versions 1 to 3, document revision 3.1) alone and uses only the
Python standard library; viewer bundles (section 15) are read with ksviewer.py, which
reaches libsodium through ctypes for their cryptography. It has two jobs:

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

Format version 2 adds mind maps (section 11), mood years (12), rehab patient dossiers (13)
and supplement routines (14): twelve tables beside `media` and the kinds `mindmap`, `mood`,
`dossier` and `routine`. A version 1 bundle stays valid and is read against version 1's
schema (the `media` table only). Viewer bundles (section 15, access `viewer`) are read
with ksviewer.py: their manifest and signature always, their members with a recipient's
credentials (`read_bundle(..., credentials=...)`). Format version 3 adds update bundles
(section 16: `base`, `base_revision`, media held from the base) and node links (section 17:
`link` and `feed` in `mindmap_nodes`). The order of the manifest's checks is R21's (FORMAT
3.1: the digest right after `format_version`, `kind` before the other fields).

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

import ksviewer

# --------------------------------------------------------------------------------------
# Constants from FORMAT.md
# --------------------------------------------------------------------------------------

FORMAT_VERSION = 3                      # highest format version this module knows
# R27: the kinds each format version defines; a kind at a version that does not define it
# is `unsupported-kind` (R22, R27).
KINDS_BY_VERSION = {
    1: ("archive",),
    2: ("archive", "mindmap", "mood", "dossier", "routine"),
    3: ("archive", "mindmap", "mood", "dossier", "routine"),      # R27: version 3 keeps them
}
KNOWN_KINDS = KINDS_BY_VERSION[FORMAT_VERSION]
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

# R36, R41, R44, R49: the tables format version 2 adds, with the exact SQL of FORMAT.md.
V2_TABLE_SQL = {
    # Section 11, R36: mind maps.
    "mindmaps": """CREATE TABLE mindmaps (
  id TEXT NOT NULL PRIMARY KEY,
  title TEXT NOT NULL,
  created TEXT NOT NULL,
  modified TEXT NOT NULL
) WITHOUT ROWID""",
    "mindmap_nodes": """CREATE TABLE mindmap_nodes (
  id TEXT NOT NULL PRIMARY KEY,
  map_id TEXT NOT NULL,
  parent_id TEXT,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  note TEXT,
  created TEXT NOT NULL,
  modified TEXT NOT NULL
) WITHOUT ROWID""",
    # Section 12, R41: mood years.
    "mood_days": """CREATE TABLE mood_days (
  date TEXT NOT NULL PRIMARY KEY,
  mood TEXT,
  note TEXT,
  changed_at TEXT NOT NULL
) WITHOUT ROWID""",
    # Section 13, R44: rehab patient dossiers.
    "patients": """CREATE TABLE patients (
  id TEXT NOT NULL PRIMARY KEY,
  full_name TEXT NOT NULL,
  birth_date TEXT NOT NULL,
  admitted_on TEXT NOT NULL,
  discharged_on TEXT,
  diagnosis TEXT NOT NULL,
  notes TEXT NOT NULL,
  created TEXT NOT NULL,
  modified TEXT NOT NULL
) WITHOUT ROWID""",
    "dossier_actions": """CREATE TABLE dossier_actions (
  id TEXT NOT NULL,
  version INTEGER NOT NULL,
  patient_id TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  details TEXT NOT NULL,
  duration_seconds INTEGER,
  value TEXT,
  unit TEXT,
  call_direction TEXT,
  call_party TEXT,
  call_number TEXT,
  call_outcome TEXT,
  deleted INTEGER NOT NULL,
  changed_at TEXT NOT NULL,
  changed_by TEXT,
  changed_by_name TEXT NOT NULL,
  PRIMARY KEY (id, version)
) WITHOUT ROWID""",
    "dossier_attachments": """CREATE TABLE dossier_attachments (
  id TEXT NOT NULL PRIMARY KEY,
  patient_id TEXT NOT NULL,
  action_id TEXT,
  sha256 TEXT NOT NULL,
  caption TEXT NOT NULL,
  captured_at TEXT,
  attached_at TEXT NOT NULL,
  attached_by TEXT,
  attached_by_name TEXT NOT NULL
) WITHOUT ROWID""",
    # Section 14, R49: supplement routines.
    "routines": """CREATE TABLE routines (
  id TEXT NOT NULL PRIMARY KEY,
  start_date TEXT NOT NULL,
  length_days INTEGER,
  goal TEXT,
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL
) WITHOUT ROWID""",
    "routine_slots": """CREATE TABLE routine_slots (
  routine_id TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  reminder TEXT NOT NULL,
  PRIMARY KEY (routine_id, name)
) WITHOUT ROWID""",
    "routine_answers": """CREATE TABLE routine_answers (
  routine_id TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (routine_id, key)
) WITHOUT ROWID""",
    "routine_checkins": """CREATE TABLE routine_checkins (
  routine_id TEXT NOT NULL,
  date TEXT NOT NULL,
  slot TEXT NOT NULL,
  taken_at TEXT NOT NULL,
  PRIMARY KEY (routine_id, date, slot)
) WITHOUT ROWID""",
    "routine_notes": """CREATE TABLE routine_notes (
  routine_id TEXT NOT NULL,
  date TEXT NOT NULL,
  note TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  PRIMARY KEY (routine_id, date)
) WITHOUT ROWID""",
    "routine_ratings": """CREATE TABLE routine_ratings (
  routine_id TEXT NOT NULL,
  rated_on TEXT NOT NULL,
  energy INTEGER NOT NULL,
  sleep INTEGER NOT NULL,
  stress INTEGER NOT NULL,
  changed_at TEXT NOT NULL,
  PRIMARY KEY (routine_id, rated_on)
) WITHOUT ROWID""",
}
TABLE_SQL = dict({"media": MEDIA_TABLE_SQL}, **V2_TABLE_SQL)
# Section 17, R68: format version 3's tables that differ from version 2's (node links).
V3_TABLE_SQL = {
    "mindmap_nodes": """CREATE TABLE mindmap_nodes (
  id TEXT NOT NULL PRIMARY KEY,
  map_id TEXT NOT NULL,
  parent_id TEXT,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  note TEXT,
  created TEXT NOT NULL,
  modified TEXT NOT NULL,
  link TEXT,
  feed TEXT
) WITHOUT ROWID""",
}


def schema_sql(table: str, version: int = FORMAT_VERSION) -> Optional[str]:
    """FORMAT.md's CREATE TABLE statement of `table` at format `version` (None for a table
    the format does not define)."""
    if version >= 3 and table in V3_TABLE_SQL:
        return V3_TABLE_SQL[table]
    return TABLE_SQL.get(table)

# R25, R40, R46: the tables of each format version's schema, and every table's primary key
# (the dump's row order: text by UTF-8 bytes, integers numerically).
SCHEMAS = {
    1: ("media",),
    2: ("media", "mindmaps", "mindmap_nodes", "mood_days", "patients", "dossier_actions",
        "dossier_attachments", "routines", "routine_slots", "routine_answers",
        "routine_checkins", "routine_notes", "routine_ratings"),
}
# Section 16 (format version 3) adds update bundles and no table (R27); R68, R30: version 3 has
# version 2's tables in the same order (mindmap_nodes with links).
SCHEMAS[3] = SCHEMAS[2]
PRIMARY_KEYS = {
    "media": ("sha256",),
    "mindmaps": ("id",), "mindmap_nodes": ("id",),
    "mood_days": ("date",),
    "patients": ("id",), "dossier_actions": ("id", "version"), "dossier_attachments": ("id",),
    "routines": ("id",), "routine_slots": ("routine_id", "name"),
    "routine_answers": ("routine_id", "key"), "routine_checkins": ("routine_id", "date", "slot"),
    "routine_notes": ("routine_id", "date"), "routine_ratings": ("routine_id", "rated_on"),
}
ROUTINE_TABLES = ("routines", "routine_slots", "routine_answers", "routine_checkins",
                  "routine_notes", "routine_ratings")
DOSSIER_TABLES = ("patients", "dossier_actions", "dossier_attachments")
# R38, R42, R47, R50: the tables a bundle of each kind may hold rows in (`archive`: all).
# AMBIGUITY: R38 says what a `mindmap` bundle holds (one map, no media) and R47 that it
# holds no dossier rows, but not that it holds no mood or routine rows; this reader, like
# keepsake (KindContent.swift), allows a `mindmap` bundle rows in the map tables only.
KIND_TABLES = {
    "mindmap": ("mindmaps", "mindmap_nodes"),
    "mood": ("mood_days",),
    "dossier": ("media",) + DOSSIER_TABLES,
    "routine": ROUTINE_TABLES,
}


def table_columns(table: str, version: int = FORMAT_VERSION) -> list:
    """The column names of `table` at format `version`, in the order of its CREATE TABLE
    statement."""
    return re.findall(r"^  ([a-z_0-9]+) [A-Z]", schema_sql(table, version), re.M)


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
    "database-schema", "database-row", "media-mismatch", "mindmap-tree", "kind-content",
    "dossier-reference", "signature", "decryption", "base-missing", "weak-kdf",
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


# R25 (FORMAT 2.2): RFC 6838 restricted-name type and subtype, each beginning with a letter
# or digit, then letters, digits and ! # $ & - ^ _ . +; no parameters.
_RESTRICTED_NAME = r"[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*"
_MEDIA_TYPE = re.compile(_RESTRICTED_NAME + "/" + _RESTRICTED_NAME)


def is_media_type(value: object) -> bool:
    """R25: an ASCII `type/subtype` of 3-127 characters, RFC 6838 restricted names."""
    return (isinstance(value, str) and 3 <= len(value) <= 127
            and _MEDIA_TYPE.fullmatch(value) is not None)


_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_CIVIL_DATE = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")


def is_uuid(value: object) -> bool:
    """R26: ids are lowercase UUID strings (8-4-4-4-12 lowercase hex digits).

    AMBIGUITY: R26 does not say whether the version and variant nibbles are checked; they
    are not (R48 derives ids with version nibble 8), as in keepsake.
    """
    return isinstance(value, str) and _UUID.fullmatch(value) is not None


def is_civil_date(value: object) -> bool:
    """R26: a civil date YYYY-MM-DD, the day valid for its month and year."""
    if not isinstance(value, str):
        return False
    match = _CIVIL_DATE.fullmatch(value)
    if match is None:
        return False
    year, month, day = (int(g) for g in match.groups())
    return 1 <= month <= 12 and 1 <= day <= _days_in_month(year, month)


def instant_key(value: str) -> tuple:
    """An instant (R26) as a sortable (UTC seconds since 0001-01-01, nanoseconds) pair."""
    match = _INSTANT.fullmatch(value)
    year, month, day, hour, minute, second = (int(g) for g in match.groups()[:6])
    fraction = value[19:].split("Z")[0].split("+")[0].split("-")[0]
    nanos = int((fraction[1:] + "000000000")[:9]) if fraction.startswith(".") else 0
    days = sum(_days_in_month(year, m) for m in range(1, month)) + day - 1
    y = year - 1
    days += y * 365 + y // 4 - y // 100 + y // 400
    seconds = ((days * 24 + hour) * 60 + minute) * 60 + second
    if match.group(7) is not None:
        sign = 1 if value[-6] == "+" else -1
        seconds -= sign * (int(match.group(7)) * 3600 + int(match.group(8)) * 60)
    return (seconds, nanos)


# Unicode White_Space (PropList.txt), which the titles and short texts of sections 11 and
# 13 must not begin or end with. Not Python's str.isspace(), which also counts U+001C to
# U+001F and leaves nothing out that this set has.
WHITE_SPACE = frozenset(
    [chr(c) for c in range(0x09, 0x0E)] + [" ", "\u0085", "\u00a0", "\u1680"]
    + [chr(c) for c in range(0x2000, 0x200B)]
    + ["\u2028", "\u2029", "\u202f", "\u205f", "\u3000"])


def no_white_space_at_ends(text: str) -> bool:
    return text[:1] not in WHITE_SPACE and text[-1:] not in WHITE_SPACE


def is_map_title(value: object) -> bool:
    """R36: 1 to 1,000 Unicode scalar values, not beginning or ending with White_Space
    (R26, FORMAT 2.1: U+0000 is not white space).

    AMBIGUITY: unlike a short text of section 13, a map title may hold characters below
    U+0020 inside.
    """
    return (isinstance(value, str) and 1 <= len(value) <= 1000
            and no_white_space_at_ends(value))


def is_short_text(value: object, limit: int = 1000) -> bool:
    """R44: 1 to 1,000 scalar values, none below U+0020, no White_Space at either end."""
    return (isinstance(value, str) and 1 <= len(value) <= limit
            and not any(ch < " " for ch in value) and no_white_space_at_ends(value))


def is_long_text(value: object) -> bool:
    """R44: 0 to 1,000,000 bytes of UTF-8."""
    return isinstance(value, str) and len(value.encode("utf-8")) <= 1_000_000


def is_characters(value: object, low: int, high: int) -> bool:
    """Section 14's "N to M characters": Unicode scalar values (R26, FORMAT 2.1)."""
    return isinstance(value, str) and low <= len(value) <= high


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


_DECIMAL = re.compile(r"-?[0-9]{1,15}(?:\.[0-9]{1,9})?")
_PHONE = re.compile(r"[0-9 +*#().-]{1,40}")
_LOCAL_TIME = re.compile(r"([0-9]{2}):([0-9]{2})")


def is_decimal(value: object) -> bool:
    """R44: an optional `-`, 1 to 15 digits, optionally `.` and 1 to 9 digits."""
    return isinstance(value, str) and _DECIMAL.fullmatch(value) is not None


def is_phone_number(value: object) -> bool:
    """R44: 1 to 40 of 0-9, space, + * # ( ) . -; a digit; no space at either end."""
    return (isinstance(value, str) and _PHONE.fullmatch(value) is not None
            and any(ch.isdigit() for ch in value) and value.strip(" ") == value)


def is_local_time(value: object) -> bool:
    """R49: a local time HH:MM, 00:00 to 23:59."""
    match = _LOCAL_TIME.fullmatch(value) if isinstance(value, str) else None
    return match is not None and int(match.group(1)) <= 23 and int(match.group(2)) <= 59


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

    def row_dict(self) -> dict:
        """The `media` row as a column -> value object (format version 2's writer)."""
        return dict(zip(table_columns("media"), self.row()))


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
                   user_version: int = 1) -> bytes:
    """A fresh format version 1 `keepsake.db` (R24, R25, R29): build it, then `VACUUM INTO`.

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


@dataclass(frozen=True)
class Raw:
    """A row value written through an SQL expression, e.g. Raw("CAST(? AS TEXT)", b"\\xff")
    for TEXT holding invalid UTF-8 (hostile cases only)."""
    sql: str
    value: object


def full_tables(media: Sequence[MediaItem], tables: Optional[dict],
                format_version: int) -> dict:
    """Every table of `format_version`'s schema -> its rows (dicts): the `media` rows of
    `media`, the given rows of the other tables, [] for the rest."""
    tables = dict(tables or {})
    unknown = set(tables) - set(SCHEMAS[format_version]) - {"media"}
    if unknown:
        raise ValueError("tables %s are not in format version %d" % (sorted(unknown), format_version))
    out = {name: list(tables.get(name, [])) for name in SCHEMAS[format_version]}
    if "media" not in tables:
        out["media"] = [m.row_dict() for m in media]
    return out


def build_tables_database(tables: dict, *, format_version: int = FORMAT_VERSION,
                          table_sql: Optional[dict] = None, extra_sql: Sequence[str] = (),
                          application_id: int = APPLICATION_ID,
                          user_version: Optional[int] = None, page_size: int = 512,
                          pragmas: Sequence[str] = ()) -> bytes:
    """A fresh `keepsake.db` of any format version (R24, R25, R29, R36, R41, R44, R49).

    `tables` maps a table name to its rows, each a dict column -> value (a Raw value is
    written through its SQL expression); the tables of `format_version`'s schema are
    created with FORMAT.md's exact SQL (`table_sql` replaces a table's statement, None
    leaves the table out), in schema order, then the rows are inserted table by table in
    the order given, then `extra_sql` runs; last, VACUUM INTO a new file (R29). The same
    inputs give the same bytes on one SQLite version (R30).
    """
    table_sql = dict(table_sql or {})
    names = list(SCHEMAS[format_version]) + [t for t in table_sql if t not in SCHEMAS[format_version]]
    with tempfile.TemporaryDirectory(prefix="ksbundle-db-") as tmp:
        work = os.path.join(tmp, "work.db")
        fresh = os.path.join(tmp, "fresh.db")
        conn = sqlite3.connect(work, isolation_level=None)
        try:
            # 512-byte pages by default, SQLite's smallest (FORMAT.md leaves the page size
            # to the writer): thirteen mostly empty tables take 7 KiB instead of 56 KiB.
            conn.execute("PRAGMA page_size=%d" % page_size)
            for pragma in pragmas:          # hostile and edge cases: auto_vacuum, encoding
                conn.execute(pragma)
            conn.execute("PRAGMA journal_mode=DELETE")
            conn.execute("PRAGMA application_id=%d" % application_id)
            conn.execute("PRAGMA user_version=%d" % (format_version if user_version is None
                                                     else user_version))
            conn.execute("BEGIN")
            for name in names:
                sql = table_sql[name] if name in table_sql else schema_sql(name, format_version)
                if sql is not None:
                    conn.execute(sql)
            for name, rows in tables.items():
                for row in rows:
                    columns = list(row)
                    marks = [row[c].sql if isinstance(row[c], Raw) else "?" for c in columns]
                    values = [row[c].value if isinstance(row[c], Raw) else row[c] for c in columns]
                    conn.execute('INSERT INTO "%s" (%s) VALUES (%s)' % (
                        name, ", ".join('"%s"' % c for c in columns), ", ".join(marks)), values)
            for sql in extra_sql:
                conn.execute(sql)
            conn.execute("COMMIT")
            conn.execute("VACUUM INTO ?", (fresh,))
        finally:
            conn.close()
        return Path(fresh).read_bytes()


CANONICAL_PAGE_SIZE = 4096              # R30: the page size of the stated build procedure


def canonical_database(tables: dict, format_version: int = FORMAT_VERSION) -> bytes:
    """R30 (FORMAT 2.2): keepsake.db built by the procedure FORMAT.md states, so that another
    writer following it on the same SQLite release writes the same bytes: page size 4096,
    the tables of the version's schema created in the stated order with FORMAT.md's exact
    SQL, the rows, then VACUUM INTO. `tables` maps every table to its rows (dicts)."""
    return build_tables_database(tables, format_version=format_version,
                                 page_size=CANONICAL_PAGE_SIZE)


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
                   format_version: int = 1) -> dict:
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
                 generator: str = DEFAULT_GENERATOR, *, kind: str = "archive",
                 tables: Optional[dict] = None, format_version: int = 1,
                 page_size: int = 512) -> bytes:
    """The bytes of a valid bundle holding `media` (bytes or MediaItem) in a new database.

    Format version 1 (media only) unless `format_version` is given; `tables` gives the
    rows (dicts) of format version 2's other tables (section 11-14), `kind` the kind,
    `page_size` the database's page size at version 2 (large rows fit larger pages).
    """
    items = as_media_items(media)
    if format_version == 1 and not tables:
        database = build_database([m.row() for m in items])
    else:
        database = build_tables_database(full_tables(items, tables, format_version),
                                         format_version=format_version, page_size=page_size)
    manifest = build_manifest(database, items, created=created, generator=generator,
                              kind=kind, format_version=format_version)
    return serialize(bundle_members(canonical_json(manifest), database, items))


def sort_rows(table: str, rows: Iterable[dict]) -> list:
    """R33, R40, R46: rows by primary key, text by UTF-8 bytes, integers numerically."""
    def key(row: dict) -> tuple:
        return tuple(row[c].encode("utf-8") if isinstance(row[c], str) else row[c]
                     for c in PRIMARY_KEYS[table])
    return sorted(rows, key=key)


def expected_dump(media: Iterable[Union[bytes, MediaItem]], created: str = DEFAULT_CREATED,
                  kind: str = "archive", access: str = "full", *,
                  tables: Optional[dict] = None, format_version: int = 1) -> bytes:
    """R33, R40, R46: the canonical dump of a bundle holding `media` and the rows of
    `tables` (as build_bundle takes them), computed from the inputs."""
    items = as_media_items(media)
    dump = {
        "format": "keepsake-dump",
        "format_version": format_version,
        "kind": kind,
        "access": access,
        "created": created,
        "media": [{"sha256": m.sha256, "size": m.size} for m in items],
        "tables": {name: sort_rows(name, rows) for name, rows
                   in full_tables(items, tables, format_version).items()},
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
    tables: dict = field(default_factory=dict)      # table -> rows (dicts), as dumped



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


def _parse_size(raw: bytes) -> int:
    """The value of a size field. Its form (R10, FORMAT 2.2: exactly 11 octal digits and one
    NUL or space) is checked by `_header_problem`; here, for a reader that tolerated a bad
    header, any octal digits between spaces and NULs are read."""
    text = raw.strip(b"\0 ")
    if not text or re.fullmatch(rb"[0-7]+", text) is None:
        raise BundleError("bad-header", "size field %r is not octal" % raw)
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
    if block[156:157] in (b"0", b"x") and re.fullmatch(rb"[0-7]{11}[\0 ]", block[124:136]) is None:
        return "size field %r is not 11 octal digits and NUL or space" % block[124:136]
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


PAX_HEADER_MAX = 65536                  # R12: the largest pax header data a reader takes
MAX_PAX_SIZE = 2**63 - 1                # R12: the largest `size` record


def _parse_pax(data: bytes, fail: Fail) -> dict:
    """R12: the records of a pax extended header, checked.

    A record is `LEN key=value\\n`: LEN decimal without leading zeros, counting the whole
    record; key and value UTF-8, the key not empty and given once; `size` a decimal from 0
    to 2^63 - 1 without leading zeros; the values of the other allowed keys are not read.
    """
    records = {}
    pos = 0
    while pos < len(data):
        match = re.match(rb"([1-9][0-9]*) ", data[pos:pos + 21])
        length = int(match.group(1)) if match else 0
        record = data[pos:pos + length]
        if (match is None or length <= len(match.group(0)) + 2 or len(record) != length
                or not record.endswith(b"\n") or b"=" not in record
                or record[len(match.group(0)):].startswith(b"=")):
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
        if key_text in records:
            fail("bad-pax-header", "pax key %r given twice" % key_text)
        if key_text in PAX_RENAMING_KEYS:
            fail("renaming-header", "pax record %r" % key_text)
        elif key_text not in PAX_ALLOWED_KEYS:
            fail("bad-pax-header", "unknown pax key %r" % key_text)
        elif key_text == "size" and (re.fullmatch(r"0|[1-9][0-9]*", value_text) is None
                                     or int(value_text) > MAX_PAX_SIZE):
            fail("bad-pax-header", "pax size %r is not a decimal from 0 to 2^63-1 without "
                 "leading zeros" % value_text[:40])
        else:
            records[key_text] = value_text
    return records


def _integral_float(text: str):
    """Used when non-canonical JSON is tolerated: 1.0 and 1e0 read as the integer 1."""
    value = float(text)
    return int(value) if value.is_integer() else value


# R20: the members of a manifest of access `full`.
MANIFEST_KEYS = frozenset({"format", "format_version", "kind", "access", "created",
                           "generator", "members", "digest"})


def check_manifest_fields(value: dict, version: int, fail: Fail) -> None:
    """R20-R22, R27: the manifest's keys, kind, access, created and generator.

    `version` is the format version the bundle is read with. Every check of the manifest's
    own members except `format`, `format_version` and `members` is here; a viewer
    manifest's own members and signature (R52, R53) are ksviewer.check_manifest's, after the
    digest.
    """
    # R21 ORDER (FORMAT 3.1): the set of members, then `kind`, then every other value.
    # R52: a viewer manifest has R20's members and section 15's (checked by ksviewer).
    viewer = value.get("access") == "viewer"
    expected_keys = MANIFEST_KEYS | ksviewer.VIEWER_KEYS if viewer else MANIFEST_KEYS
    # R61, R66: an update has `base` (access full) or `base_revision` (viewer) besides.
    if "base" in value and not viewer:
        expected_keys = expected_keys | {"base"}
    if "base_revision" in value and viewer:
        expected_keys = expected_keys | {"base_revision"}
    if set(value) != expected_keys:
        fail("manifest-field", "keys missing %s, extra %s" % (
            sorted(expected_keys - set(value)), sorted(set(value) - expected_keys)))
    kind = value.get("kind")
    if not isinstance(kind, str):
        fail("manifest-field", "kind is not a string")
    elif kind not in KINDS_BY_VERSION[version]:
        # R27: a kind is valid only at the versions that define it (`mindmap` in a
        # version 1 bundle included).
        fail("unsupported-kind", "kind %r at format version %d" % (kind, version))
    if value.get("access") not in ("full", "viewer") or (viewer and version < 2):
        fail("manifest-field", "access is %r at format version %d" % (value.get("access"), version))
    if not is_instant(value.get("created")):
        fail("manifest-field", "created %r is not an RFC 3339 instant" % (value.get("created"),))
    generator = value.get("generator")
    # R20 (FORMAT 1.2): 1-200 bytes of UTF-8.
    if not isinstance(generator, str) or not 1 <= len(generator.encode("utf-8", "surrogatepass")) <= 200:
        fail("manifest-field", "generator is not a string of 1-200 bytes")
    if "base" in value and not viewer:
        if version < 3:
            fail("manifest-field", "base (an update bundle, R61) at format version %d" % version)
        elif not is_sha256_hex(value["base"]):
            fail("manifest-field", "base %r is not 64 lowercase hex digits" % (value["base"],))


def parse_manifest(data: bytes, fail: Fail = _strict_fail) -> dict:
    """R20-R22: the manifest object, checked.

    Returns the manifest with one extra key, "_version": the format version to read
    the rest of the bundle with (the manifest's own; None when a broken format_version
    was tolerated).
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
    # A tolerated unusable format_version leaves `version` None: read_bundle then reads the
    # database with the version its user_version names.
    version = value.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        fail("manifest-field", "format_version is %r" % (version,))
        version = None
    elif version > FORMAT_VERSION:
        fail("unsupported-version", "format_version %d" % version)
        version = None
    elif version < 1:
        fail("manifest-field", "format_version is %d" % version)
        version = None

    # R21 ORDER (FORMAT 3.1): `digest` right after `format_version`, before any other member:
    # it MUST be a string (else manifest-field), and any string that is not the digest of the
    # rest is manifest-digest, whatever its form. A changed byte of a field is therefore
    # manifest-digest, whatever field rule it also breaks.
    if "digest" in value:
        digest = value["digest"]
        if not isinstance(digest, str):
            fail("manifest-field", "digest is %r" % (digest,))
        elif digest != manifest_digest(value):
            fail("manifest-digest", "digest %s does not match %s"
                 % (digest, manifest_digest(value)))
    else:
        fail("manifest-field", "digest is missing")

    check_manifest_fields(value, FORMAT_VERSION if version is None else version, fail)

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
    # R52, R53: a viewer manifest's own members and its signature, after the digest and
    # before any member after the manifest is read.
    if value.get("access") == "viewer" and ksviewer.VIEWER_KEYS <= set(value):
        ksviewer.check_manifest(value, fail, canonical_json)
    return dict(value, _version=version)


def check_database(data: bytes, format_version: int, fail: Fail = _strict_fail,
                   kind: str = "archive") -> dict:
    """R24, R25, R28 and sections 11-14: check `keepsake.db` of a bundle of `kind` and
    return its tables: every table of `format_version`'s schema -> its rows (dicts), sorted
    by primary key."""
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
            _check_schema(conn, format_version, fail)
            tables = {name: _read_rows(conn, name, fail, format_version)
                      for name in SCHEMAS[format_version]}
        finally:
            conn.close()
    try:
        _check_references(tables, fail)
        _check_kind_content(tables, kind, fail)
    except (TypeError, KeyError) as error:
        # Only reachable when a `database-row` error was tolerated: a value of the wrong
        # type cannot be followed as a reference.
        raise BundleError("database-row", "rows of the wrong form: %s" % error)
    return tables


_expected_columns_cache: dict = {}


def expected_columns(table: str, version: int = FORMAT_VERSION) -> list:
    """R25: `PRAGMA table_xinfo` of FORMAT.md's SQL for `table` at `version`: (cid, name,
    declared type, notnull, default, pk, hidden), pk being the column's place in the
    primary key."""
    key = (table, version)
    if key not in _expected_columns_cache:
        conn = sqlite3.connect(":memory:")
        try:
            conn.execute(schema_sql(table, version))
            _expected_columns_cache[key] = [
                tuple(row) for row in conn.execute('PRAGMA table_xinfo("%s")' % table)]
        finally:
            conn.close()
    return _expected_columns_cache[key]


def _check_schema(conn: sqlite3.Connection, format_version: int, fail: Fail) -> None:
    """R25, R36, R41, R44, R49: exactly the tables of the version's schema, each with
    exactly FORMAT.md's columns, declared types, NOT NULL flags and primary key, no
    defaults, WITHOUT ROWID, the default collation and order in every index, and nothing
    else (no other table, view, trigger or index)."""
    schema = SCHEMAS[format_version]
    # R25 (FORMAT 2.2): text is UTF-8 (header offset 56 is 1).
    encoding = conn.execute("PRAGMA encoding").fetchone()[0]
    encoding = encoding.decode() if isinstance(encoding, bytes) else encoding
    if encoding != "UTF-8":
        fail("database-schema", "the text encoding is %s, not UTF-8" % encoding)
    objects = conn.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name").fetchall()
    for kind, name, table, sql in objects:
        if kind == b"table" and name.decode(errors="replace") in schema:
            continue
        # R25: the only index allowed is the one SQLite creates for the primary key (a
        # rowid table with a TEXT primary key has one; WITHOUT ROWID has none, and a rowid
        # table is refused below anyway).
        if (kind == b"index" and sql is None and table.decode(errors="replace") in schema
                and name.startswith(b"sqlite_autoindex_" + table + b"_")):
            origins = {r[1]: r[3] for r in conn.execute(
                'PRAGMA index_list("%s")' % table.decode())}
            if origins.get(name) == b"pk":
                continue
        fail("database-schema", "unexpected %s %r" % (
            kind.decode(errors="replace"), name.decode(errors="replace")))
    present = {name.decode(errors="replace") for kind, name, _, _ in objects if kind == b"table"}
    for table in schema:
        if table not in present:
            # Nothing of this table can be read: never tolerated.
            raise BundleError("database-schema", "no %s table" % table)
        # R25 (FORMAT 2.1): declared types without regard to case (upper-cased here, as
        # SQLite before 3.37 reports them as written).
        columns = [tuple(c.decode() if isinstance(c, bytes) else c for c in row)
                   for row in conn.execute('PRAGMA table_xinfo("%s")' % table).fetchall()]
        columns = [(c[0], c[1], c[2].upper() if isinstance(c[2], str) else c[2]) + tuple(c[3:])
                   for c in columns]
        if columns != expected_columns(table, format_version):
            fail("database-schema", "%s columns are %r" % (table, columns))
        # R25: "Tables MUST be WITHOUT ROWID tables". Only a rowid table has a rowid.
        try:
            conn.execute('SELECT rowid FROM "%s" LIMIT 0' % table)
        except sqlite3.OperationalError:
            pass
        else:
            fail("database-schema", "%s is not a WITHOUT ROWID table" % table)
        # R25 (FORMAT 1.1): every index key in the default order and collation. (A
        # `COLLATE NOCASE` or `DESC` on a primary key is invisible to table_xinfo.)
        for index in conn.execute('PRAGMA index_list("%s")' % table).fetchall():
            for seqno, cid, column, desc, collation, key in conn.execute(
                    "PRAGMA index_xinfo(\"%s\")" % index[1].decode().replace('"', '""')):
                if key and (desc != 0 or collation != b"BINARY"):
                    fail("database-schema", "index %s orders %s %s with collation %s" % (
                        index[1].decode(), column.decode(), "DESC" if desc else "ASC",
                        collation.decode()))


def _read_rows(conn: sqlite3.Connection, table: str, fail: Fail, version: int) -> list:
    """Every row of `table` (format `version`'s columns) as a dict, each checked against
    its table's rules (`database-row`), sorted by primary key (R33)."""
    columns = table_columns(table, version)
    select = ", ".join('"%s", typeof("%s")' % (c, c) for c in columns)
    rule = ROW_RULES[table]
    rows = []
    for raw in conn.execute('SELECT %s FROM "%s"' % (select, table)):
        row = {}
        for index, column in enumerate(columns):
            value, storage = raw[2 * index], raw[2 * index + 1]
            if storage == b"text":
                try:
                    value = value.decode("utf-8")
                except UnicodeDecodeError:
                    fail("database-row", "%s.%s is not UTF-8 text: %r" % (table, column, value))
                    value = value.decode("utf-8", "replace")
                if "\0" in value:
                    # R25 (FORMAT 2.3): no TEXT value holds U+0000. Tolerated: kept whole.
                    fail("database-row", "%s.%s holds U+0000: %r" % (table, column, value[:64]))
            elif storage == b"integer" and abs(value) > MAX_JSON_INTEGER:
                # R25 (FORMAT 2.2): integers beyond R4's range, which no dump can carry.
                fail("database-row", "%s.%s is %d, beyond 2^53-1" % (table, column, value))
                value = MAX_JSON_INTEGER if value > 0 else -MAX_JSON_INTEGER   # tolerated
            elif storage in (b"real", b"blob"):
                # R25: "a value of the wrong storage class". Tolerated: read as text.
                fail("database-row", "%s.%s is a %s" % (table, column, storage.decode()))
                value = (value.decode("utf-8", "replace") if isinstance(value, bytes)
                         else str(value))
            row[column] = value

        def bad(why: str, row=row) -> None:
            key = ", ".join("%s=%r" % (c, row[c]) for c in PRIMARY_KEYS[table])
            fail("database-row", "%s row (%s): %s" % (table, key, why))
        rule(row, bad)
        rows.append(row)
    try:
        return sort_rows(table, rows)
    except TypeError:                          # tolerated wrong types in a primary key
        return sorted(rows, key=repr)


# ---- the row rules of each table (R25, R36, R41, R44, R49) --------------------------------

def _instants(row: dict, bad, *columns: str) -> None:
    for column in columns:
        if not is_instant(row[column]):
            bad("%s %r is not an RFC 3339 instant" % (column, row[column]))


def _media_row(row: dict, bad) -> None:
    """R25."""
    if not is_sha256_hex(row["sha256"]):
        bad("sha256 %r" % (row["sha256"],))
    if not is_int(row["size"]) or row["size"] < 0:
        bad("size %r" % (row["size"],))
    # AMBIGUITY: R25 says "the sniffed media type"; this reader checks the syntax
    # only, not that it equals the type sniffed from the member's content.
    if not is_media_type(row["media_type"]):
        bad("media_type %r" % (row["media_type"],))
    _instants(row, bad, "added_at")


def _mindmaps_row(row: dict, bad) -> None:
    """R36."""
    if not is_uuid(row["id"]):
        bad("id is not a lowercase UUID")
    if not is_map_title(row["title"]):
        bad("title %r breaks R36" % (row["title"],))
    _instants(row, bad, "created", "modified")


def _mindmap_nodes_row(row: dict, bad) -> None:
    """R36."""
    for column in ("id", "map_id"):
        if not is_uuid(row[column]):
            bad("%s is not a lowercase UUID" % column)
    if row["parent_id"] is not None and not is_uuid(row["parent_id"]):
        bad("parent_id is neither NULL nor a lowercase UUID")
    if not is_int(row["position"]) or row["position"] < 0:
        bad("position %r is not an integer >= 0" % (row["position"],))
    if not is_map_title(row["title"]):
        bad("title %r breaks R36" % (row["title"],))
    note = row["note"]
    if note is not None and not (isinstance(note, str)
                                 and 1 <= len(note.encode("utf-8")) <= 1_000_000):
        bad("note is neither NULL nor 1 to 1,000,000 bytes")
    _instants(row, bad, "created", "modified")
    # R68: version 3's links (absent from a version 2 row).
    for column in ("link", "feed"):
        if column in row and row[column] is not None:
            problem = link_problem(row[column])
            if problem:
                bad("%s %s (R68)" % (column, problem))


# R68: the schemes a link may not have, and RFC 3986's scheme syntax.
FORBIDDEN_LINK_SCHEMES = ("javascript", "vbscript", "data")
# R68 (FORMAT 3.1): the format characters no link may hold, as the text lists them (Unicode
# 15.1's general category Cf, and U+2028, U+2029), inclusive ranges.
LINK_FORMAT_CHARACTERS = (
    (0x00AD, 0x00AD), (0x0600, 0x0605), (0x061C, 0x061C), (0x06DD, 0x06DD), (0x070F, 0x070F),
    (0x0890, 0x0891), (0x08E2, 0x08E2), (0x180E, 0x180E), (0x200B, 0x200F), (0x2028, 0x202E),
    (0x2060, 0x2064), (0x2066, 0x206F), (0xFEFF, 0xFEFF), (0xFFF9, 0xFFFB), (0x110BD, 0x110BD),
    (0x110CD, 0x110CD), (0x13430, 0x1343F), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0001, 0xE0001), (0xE0020, 0xE007F),
)
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+\-.]*):")


def link_problem(value: object) -> Optional[str]:
    """Why `value` is not a valid `link` or `feed` (R68), or None."""
    if not isinstance(value, str):
        return "is not text"
    size = len(value.encode("utf-8", "surrogatepass"))
    if not 1 <= size <= 4096:
        return "is %d bytes, not 1 to 4,096" % size
    if value[0] in WHITE_SPACE or value[-1] in WHITE_SPACE:
        return "begins or ends with white space"
    if any(ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F for c in value):
        return "holds a control character"
    for c in value:
        if any(low <= ord(c) <= high for low, high in LINK_FORMAT_CHARACTERS):
            return "holds the format character U+%04X" % ord(c)
    scheme = _SCHEME.match(value)
    if scheme and scheme.group(1).lower() in FORBIDDEN_LINK_SCHEMES:
        return "has the scheme %s:" % scheme.group(1)
    return None


def _mood_days_row(row: dict, bad) -> None:
    """R41."""
    if not is_civil_date(row["date"]):
        bad("date %r is not YYYY-MM-DD" % (row["date"],))
    if row["mood"] not in (None, "good", "ok", "bad"):
        bad("mood %r is not good, ok, bad or NULL" % (row["mood"],))
    note = row["note"]
    if note is not None:
        if not isinstance(note, str) or not 1 <= len(note) <= 1000:
            bad("note is neither NULL nor 1 to 1,000 Unicode scalar values")
        elif row["mood"] is None:
            bad("a cleared day (mood NULL) has a note")
    _instants(row, bad, "changed_at")


def _patients_row(row: dict, bad) -> None:
    """R44."""
    if not is_uuid(row["id"]):
        bad("id is not a lowercase UUID")
    if not is_short_text(row["full_name"]):
        bad("full_name is not a short text")
    for column in ("birth_date", "admitted_on"):
        if not is_civil_date(row[column]):
            bad("%s %r is not a civil date" % (column, row[column]))
    discharged = row["discharged_on"]
    if discharged is not None and not is_civil_date(discharged):
        bad("discharged_on %r is neither NULL nor a civil date" % (discharged,))
    if is_civil_date(row["birth_date"]) and is_civil_date(row["admitted_on"]):
        # Civil dates of the form YYYY-MM-DD compare as text.
        if row["birth_date"] > row["admitted_on"]:
            bad("birth_date is after admitted_on")
        if is_civil_date(discharged) and discharged < row["admitted_on"]:
            bad("discharged_on is before admitted_on")
    for column in ("diagnosis", "notes"):
        if not is_long_text(row[column]):
            bad("%s is not a long text" % column)
    _instants(row, bad, "created", "modified")


ACTION_KINDS = ("therapy", "procedure", "medication", "measurement", "note", "call")
CALL_DIRECTIONS = ("incoming", "outgoing")
CALL_OUTCOMES = ("answered", "no-answer", "busy", "voicemail", "failed")
CALL_COLUMNS = ("call_direction", "call_party", "call_number", "call_outcome")


def _dossier_actions_row(row: dict, bad) -> None:
    """R44."""
    for column in ("id", "patient_id"):
        if not is_uuid(row[column]):
            bad("%s is not a lowercase UUID" % column)
    if not is_int(row["version"]) or row["version"] < 1:
        bad("version %r is not an integer >= 1" % (row["version"],))
    _instants(row, bad, "occurred_at", "changed_at")
    kind = row["kind"]
    if kind not in ACTION_KINDS:
        bad("kind %r" % (kind,))
    if not is_short_text(row["title"]):
        bad("title is not a short text")
    if not is_long_text(row["details"]):
        bad("details is not a long text")
    duration = row["duration_seconds"]
    if duration is None:
        if kind == "call":
            bad("a call has no duration_seconds")
    elif not is_int(duration) or not 0 <= duration <= 31_622_400:
        bad("duration_seconds %r is not 0 to 31,622,400" % (duration,))
    if kind == "measurement":
        if not is_decimal(row["value"]):
            bad("a measurement's value %r is not a decimal" % (row["value"],))
        unit = row["unit"]
        if not (is_characters(unit, 1, 32) and not any(ch < " " for ch in unit)
                and no_white_space_at_ends(unit)):
            bad("a measurement's unit %r breaks R44" % (unit,))
    elif row["value"] is not None or row["unit"] is not None:
        bad("a %s has a value or unit" % kind)
    if kind == "call":
        if row["call_direction"] not in CALL_DIRECTIONS:
            bad("call_direction %r" % (row["call_direction"],))
        if not is_short_text(row["call_party"]):
            bad("call_party is not a short text")
        if not is_phone_number(row["call_number"]):
            bad("call_number %r is not a phone number" % (row["call_number"],))
        if row["call_outcome"] not in CALL_OUTCOMES:
            bad("call_outcome %r" % (row["call_outcome"],))
    elif any(row[c] is not None for c in CALL_COLUMNS):
        bad("a %s has call columns" % kind)
    if row["deleted"] not in (0, 1) or not is_int(row["deleted"]):
        bad("deleted %r is not 0 or 1" % (row["deleted"],))
    # AMBIGUITY: R44 says a deleting version's "content repeats the previous version";
    # whether a reader MUST check that is not said. Neither this reader nor keepsake does.
    if row["changed_by"] is not None and not is_uuid(row["changed_by"]):
        bad("changed_by is neither NULL nor a lowercase UUID")
    if not is_short_text(row["changed_by_name"]):
        bad("changed_by_name is not a short text")


def _dossier_attachments_row(row: dict, bad) -> None:
    """R44."""
    for column in ("id", "patient_id"):
        if not is_uuid(row[column]):
            bad("%s is not a lowercase UUID" % column)
    for column in ("action_id", "attached_by"):
        if row[column] is not None and not is_uuid(row[column]):
            bad("%s is neither NULL nor a lowercase UUID" % column)
    if not is_sha256_hex(row["sha256"]):
        bad("sha256 %r" % (row["sha256"],))
    if row["caption"] != "" and not is_short_text(row["caption"]):
        bad("caption is neither \"\" nor a short text")
    if row["captured_at"] is not None and not is_instant(row["captured_at"]):
        bad("captured_at is neither NULL nor an instant")
    _instants(row, bad, "attached_at")
    if not is_short_text(row["attached_by_name"]):
        bad("attached_by_name is not a short text")


ROUTINE_GOALS = ("better_sleep", "less_stress", "more_energy", "better_focus")


def _routine_id(row: dict, bad) -> None:
    # R49 asks only that it names a routines row (checked in _check_references); every
    # routines id is a UUID, so a malformed one is refused here, as keepsake does.
    if not is_uuid(row["routine_id"]):
        bad("routine_id is not a lowercase UUID")


def _routines_row(row: dict, bad) -> None:
    """R49."""
    if not is_uuid(row["id"]):
        bad("id is not a lowercase UUID")
    if not is_civil_date(row["start_date"]):
        bad("start_date %r is not YYYY-MM-DD" % (row["start_date"],))
    length = row["length_days"]
    if length is not None and not (is_int(length) and 1 <= length <= 3650):
        bad("length_days %r is neither NULL nor 1 to 3650" % (length,))
    if row["goal"] is not None and row["goal"] not in ROUTINE_GOALS:
        bad("goal %r" % (row["goal"],))
    _instants(row, bad, "created_at", "modified_at")


def _routine_slots_row(row: dict, bad) -> None:
    """R49."""
    _routine_id(row, bad)
    if not is_characters(row["name"], 1, 40):
        bad("name is not 1 to 40 characters")
    if not is_int(row["position"]) or row["position"] < 0:
        bad("position %r is not an integer >= 0" % (row["position"],))
    if not is_local_time(row["reminder"]):
        bad("reminder %r is not HH:MM" % (row["reminder"],))


def _routine_answers_row(row: dict, bad) -> None:
    """R49."""
    _routine_id(row, bad)
    if not is_characters(row["key"], 1, 100):
        bad("key is not 1 to 100 characters")
    if not is_characters(row["value"], 0, 1000):
        bad("value is not 0 to 1,000 characters")


def _routine_checkins_row(row: dict, bad) -> None:
    """R49 (the slot's reference is checked in _check_references)."""
    _routine_id(row, bad)
    if not is_civil_date(row["date"]):
        bad("date %r is not YYYY-MM-DD" % (row["date"],))
    if not isinstance(row["slot"], str):
        bad("slot is not text")
    _instants(row, bad, "taken_at")


def _routine_notes_row(row: dict, bad) -> None:
    """R49."""
    _routine_id(row, bad)
    if not is_civil_date(row["date"]):
        bad("date %r is not YYYY-MM-DD" % (row["date"],))
    if not is_characters(row["note"], 1, 1000):
        bad("note is not 1 to 1,000 characters")
    _instants(row, bad, "changed_at")


def _routine_ratings_row(row: dict, bad) -> None:
    """R49."""
    _routine_id(row, bad)
    if not is_civil_date(row["rated_on"]):
        bad("rated_on %r is not YYYY-MM-DD" % (row["rated_on"],))
    for column in ("energy", "sleep", "stress"):
        if not is_int(row[column]) or not 1 <= row[column] <= 10:
            bad("%s %r is not 1 to 10" % (column, row[column]))
    _instants(row, bad, "changed_at")


ROW_RULES = {
    "media": _media_row, "mindmaps": _mindmaps_row, "mindmap_nodes": _mindmap_nodes_row,
    "mood_days": _mood_days_row, "patients": _patients_row,
    "dossier_actions": _dossier_actions_row, "dossier_attachments": _dossier_attachments_row,
    "routines": _routines_row, "routine_slots": _routine_slots_row,
    "routine_answers": _routine_answers_row, "routine_checkins": _routine_checkins_row,
    "routine_notes": _routine_notes_row, "routine_ratings": _routine_ratings_row,
}


# ---- references between rows (R37, R47, R49) ----------------------------------------

def _check_references(tables: dict, fail: Fail) -> None:
    """ORDER: mind-map trees (R37), dossier references (R47), routine references (R49).
    FORMAT.md does not order these; a bundle breaking one rule is refused the same way
    whatever the order."""
    if "mindmaps" in tables:
        _check_mindmap_trees(tables["mindmaps"], tables["mindmap_nodes"], fail)
    if "patients" in tables:
        _check_dossier_references(tables, fail)
    if "routines" in tables:
        _check_routine_references(tables, fail)


def _check_mindmap_trees(maps: list, nodes: list, fail: Fail) -> None:
    """R37: the nodes of each map form one tree. Iterative (a breadth-first walk with an
    explicit queue): a chain 100,000 nodes deep needs no deep call stack."""
    titles = {m["id"]: m["title"] for m in maps}
    by_map: dict = {map_id: [] for map_id in titles}
    for node in nodes:
        if node["map_id"] not in titles:
            fail("mindmap-tree", "node %s belongs to map %s, which the bundle does not hold"
                 % (node["id"], node["map_id"]))
            continue                                   # tolerated: ignore the node
        by_map[node["map_id"]].append(node)
    for map_id, members in by_map.items():
        roots = [n for n in members if n["parent_id"] is None]
        if len(roots) != 1:
            fail("mindmap-tree", "map %s has %d root nodes" % (map_id, len(roots)))
            if not roots:
                continue
        root = roots[0]
        if root["title"] != titles[map_id]:
            fail("mindmap-tree", "the root of map %s is titled %r, the map %r"
                 % (map_id, root["title"], titles[map_id]))
        ids = {n["id"] for n in members}
        children: dict = {}
        for node in members:
            parent = node["parent_id"]
            if parent is None:
                continue
            if parent not in ids:
                fail("mindmap-tree", "node %s of map %s has parent %s, not a node of the map"
                     % (node["id"], map_id, parent))
                continue
            children.setdefault(parent, []).append(node)
        for parent, kids in children.items():
            positions = [k["position"] for k in kids]
            if len(set(positions)) != len(positions):
                fail("mindmap-tree", "two children of node %s have the same position" % parent)
        reached = {root["id"]}
        queue = [root["id"]]
        while queue:
            current = queue.pop()
            for child in children.get(current, ()):
                if child["id"] not in reached:
                    reached.add(child["id"])
                    queue.append(child["id"])
        if len(reached) != len(members):
            fail("mindmap-tree", "%d nodes of map %s are not reachable from its root (a cycle)"
                 % (len(members) - len(reached), map_id))


def _check_dossier_references(tables: dict, fail: Fail) -> None:
    """R47: actions and attachments name the bundle's patients, versions 1, 2, ... of one
    patient with only the last deleted, attachments name their patient's actions and
    media rows."""
    patients = {p["id"] for p in tables["patients"]}
    owner: dict = {}
    previous = None
    for action in tables["dossier_actions"]:          # sorted by (id, version)
        if action["patient_id"] not in patients:
            fail("dossier-reference", "action %s belongs to patient %s, whom the bundle does "
                 "not hold" % (action["id"], action["patient_id"]))
        if owner.setdefault(action["id"], action["patient_id"]) != action["patient_id"]:
            fail("dossier-reference", "the versions of action %s name different patients"
                 % action["id"])
        same = previous is not None and previous["id"] == action["id"]
        expected = previous["version"] + 1 if same else 1
        if action["version"] != expected:
            fail("dossier-reference", "action %s has version %r where %d must come"
                 % (action["id"], action["version"], expected))
        if same and previous["deleted"] == 1:
            fail("dossier-reference", "action %s has a version after the one that deleted it"
                 % action["id"])
        previous = action
    media = {m["sha256"] for m in tables["media"]}
    for attachment in tables["dossier_attachments"]:
        if attachment["patient_id"] not in patients:
            fail("dossier-reference", "attachment %s belongs to patient %s, whom the bundle "
                 "does not hold" % (attachment["id"], attachment["patient_id"]))
        action = attachment["action_id"]
        if action is not None and owner.get(action) != attachment["patient_id"]:
            fail("dossier-reference", "attachment %s names action %s, not an action of its "
                 "patient" % (attachment["id"], action))
        if attachment["sha256"] not in media:
            fail("dossier-reference", "attachment %s names media %s, which has no media row"
                 % (attachment["id"], attachment["sha256"]))


def _check_routine_references(tables: dict, fail: Fail) -> None:
    """R49: every routine_id names a routines row, every check-in's slot one of that
    routine's slots (`database-row`)."""
    routines = {r["id"] for r in tables["routines"]}
    slots = {(s["routine_id"], s["name"]) for s in tables["routine_slots"]}
    for table in ROUTINE_TABLES[1:]:
        for row in tables[table]:
            if row["routine_id"] not in routines:
                fail("database-row", "%s: routine %s is not in the bundle"
                     % (table, row["routine_id"]))
            elif table == "routine_checkins" and (row["routine_id"], row["slot"]) not in slots:
                fail("database-row", "routine_checkins: %r is not a slot of routine %s"
                     % (row["slot"], row["routine_id"]))


def _check_kind_content(tables: dict, kind: str, fail: Fail) -> None:
    """R38, R42, R47, R50: what a bundle of each kind holds (`kind-content`). Kind
    `archive` holds anything its version's schema has.

    R50 (FORMAT 2.1): an `archive` carries the exporting account's routine, at most one.
    """
    if kind == "archive" and len(tables.get("routines", [])) > 1:
        fail("kind-content", "a bundle of kind archive holds %d routines, at most one"
             % len(tables["routines"]))
    allowed = KIND_TABLES.get(kind)
    if allowed is None:
        return
    for table in sorted(tables):
        if tables[table] and table not in allowed:
            fail("kind-content", "a bundle of kind %s holds rows in %s" % (kind, table))
    counted = {"mindmap": "mindmaps", "dossier": "patients", "routine": "routines"}
    if kind in counted and len(tables[counted[kind]]) != 1:
        fail("kind-content", "a bundle of kind %s holds %d %s rows, not exactly one"
             % (kind, len(tables[counted[kind]]), counted[kind]))
    if kind == "dossier":
        named = {a["sha256"] for a in tables["dossier_attachments"]}
        held = {m["sha256"] for m in tables["media"]}
        if named != held:
            fail("kind-content", "a dossier bundle's media rows %s are not exactly the "
                 "hashes its attachments name %s" % (sorted(held - named)[:1],
                                                     sorted(named - held)[:1]))


class CredentialsNeeded(Exception):
    """A valid-looking viewer bundle read without a recipient's credentials (R60): it was
    checked as far as it can be without them (container, hashes, manifest, signature)."""


def _check_limits(manifest: dict, limits: Limits, fail: Fail) -> None:
    """R19: the number of members (manifest.json included), each listed member's size and
    their total, as the manifest gives them."""
    members = manifest.get("members")
    if not isinstance(members, list):
        return
    sizes = [m["size"] for m in members if isinstance(m, dict) and is_int(m.get("size"))]
    if len(members) + 1 > limits.max_members:
        fail("limit-exceeded", "%d members, more than %d" % (len(members) + 1, limits.max_members))
    for size in sizes:
        if size > limits.max_member_size:
            fail("limit-exceeded", "a member of %d bytes, more than %d" % (size, limits.max_member_size))
            break
    if sum(sizes) > limits.max_total_size:
        fail("limit-exceeded", "members total %d bytes, more than %d" % (sum(sizes), limits.max_total_size))


def read_bundle(data: bytes, limits: Limits = Limits(),
                tolerate: Iterable[str] = (),
                credentials: Optional[ksviewer.Credentials] = None) -> ReadResult:
    """Read and check a whole bundle; raise BundleError on the first broken rule.

    ORDER: the archive is read front to back (header validity, typeflag, pax records,
    prefix and name, limits, order/duplicates/listing, size, hash, padding; the manifest
    is parsed as soon as it has been read); then the end of the archive (missing members,
    trailing data); then the database (R24, R25); last, rows against members
    (media-mismatch).

    `tolerate`: error names to record in ReadResult.tolerated instead of raising (see
    the comment above `Fail`).

    A viewer bundle (section 15) is decrypted with `credentials` and its plaintext checked
    as any dossier bundle's (R56, R57); without credentials, CredentialsNeeded is raised once
    everything that needs no key has been checked. A refusal about the person (R55: not a
    recipient or wrong password, access ended) raises ksviewer.AccessError.
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
    content_key: Optional[bytes] = None     # a viewer bundle's K, with credentials (R55)
    plain_db: Optional[bytes] = None        # and its members decrypted (R56)
    plain_media: list = []
    pending_pax: Optional[dict] = None

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
                # R17: a single zero block followed by anything but a second one.
                raise BundleError("trailing-data", "a single zero block inside the archive")
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
            size = _parse_size(block[124:136])
            if size > PAX_HEADER_MAX:
                fail("bad-pax-header", "pax header of %d bytes, more than %d" % (size, PAX_HEADER_MAX))
            pending_pax = _parse_pax(take_data_and_padding(size, "a pax header"), fail)
            continue

        name = _check_member_name(block, fail)
        if pending_pax is not None and "size" in pending_pax:
            size = int(pending_pax["size"])
        else:
            size = _parse_size(block[124:136])
        pending_pax = None
        if name is None:                               # tolerated bad name: skip it
            take_data_and_padding(size, "a skipped member")
            continue

        # R19: the manifest's size on its header, before its data is read; the other
        # limits against the manifest, once it is read (below).
        if name == MANIFEST_NAME and manifest is None and size > limits.max_manifest_size:
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
            # R19 ORDER (FORMAT 2.2): the member limits against the manifest, after its
            # fields and signature (R21, R22, R52, R53), before the credentials (R55) and
            # before any member after it is read.
            _check_limits(manifest, limits, fail)
            # R55 ORDER: a recipient's key right after the signature, before any member.
            if credentials is not None and _is_viewer(manifest):
                content_key = ksviewer.open_content_key(manifest, credentials, fail)
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
        # R56 ORDER: each sealed member is decrypted right after its own hash check (R16).
        if content_key is not None and (name == DATABASE_NAME or name.startswith(MEDIA_PREFIX)):
            role = DATABASE_NAME if name == DATABASE_NAME else "media"
            plain, why = ksviewer.open_member(body, content_key, ksviewer.member_ad(
                manifest["dossier_id"], manifest["revision"], role))
            if why is not None:
                raise BundleError("decryption", "%s: %s" % (name, why))
            if name == DATABASE_NAME:
                plain_db = plain
            else:
                plain_media.append(plain)

    if manifest is None:
        raise BundleError("missing-member", "no manifest.json")
    missing = [path for path in expected if path not in seen]
    if missing:
        fail("missing-member", "%s never appears" % missing[0])
    if database is None:
        raise BundleError("missing-member", "keepsake.db never appears")

    if _is_viewer(manifest):
        if content_key is None or plain_db is None:
            raise CredentialsNeeded("this is a viewer bundle, sealed to the relatives it was made "
                                    "for: it has a dump only with a recipient's username and "
                                    "password (R60)")
        return _read_viewer(manifest, plain_db, plain_media, fail, tolerated)

    version = manifest["_version"]
    if version is None:                   # tolerated: the database's own user_version
        claimed = int.from_bytes(database[60:64], "big") if len(database) >= 64 else 0
        version = claimed if claimed in SCHEMAS else FORMAT_VERSION
    kind = manifest.get("kind")
    if kind not in KINDS_BY_VERSION[version]:
        kind = "archive"                  # tolerated unsupported-kind: read as an archive
    tables = check_database(database, version, fail, kind)
    rows = [(r["sha256"], r["size"], r["media_type"], r["added_at"]) for r in tables["media"]]

    # R25: the set of media rows equals the set of media members, sizes included; R62: in
    # an update every member has its row, and rows without a member are held from the base.
    media_entries = [e for e in manifest["members"] if e["path"] != DATABASE_NAME]
    listed = {(e["sha256"], e["size"]) for e in media_entries}
    stored = {(r[0], r[1]) for r in rows}
    update = "base" in manifest
    if update:
        if not listed <= stored:
            fail("media-mismatch", "update members without row: %s" % sorted(listed - stored)[:2])
    elif listed != stored or len(rows) != len(listed):
        fail("media-mismatch", "rows without member: %s; members without row: %s"
             % (sorted(stored - listed)[:2], sorted(listed - stored)[:2]))

    # R33, R40, R46: one member per table of the version's schema, rows by primary key.
    dump = {
        "format": "keepsake-dump",
        "format_version": version,
        "kind": manifest.get("kind"),
        "access": manifest.get("access"),
        "created": manifest.get("created"),
        "media": [{"sha256": e["sha256"], "size": e["size"]} for e in media_entries],
        "tables": tables,
    }
    if update:
        dump["base"] = manifest["base"]           # R65
    result_manifest = {k: v for k, v in manifest.items() if k != "_version"}
    return ReadResult(result_manifest, rows, canonical_json(dump) + b"\n", tolerated, tables)


def _is_viewer(manifest: dict) -> bool:
    return manifest.get("access") == "viewer" and ksviewer.VIEWER_KEYS <= set(manifest)


def _read_viewer(manifest: dict, plain_db: bytes, plain_media: list, fail: Fail,
                 tolerated: list) -> ReadResult:
    """R56, R57, R60: a viewer bundle whose container, hashes and signature were checked and
    whose members were decrypted as they were read."""
    dossier_id = manifest["dossier_id"]
    # R56: the plaintext database is a dossier database of the manifest's format version
    # (2 or later); its media rows are the decrypted media (R25 on plaintext); R57: what
    # relatives see.
    version = manifest.get("_version") or manifest.get("format_version")
    version = version if version in SCHEMAS and version >= 2 else 2
    tables = check_database(plain_db, version, fail, "dossier")
    rows = [(r["sha256"], r["size"], r["media_type"], r["added_at"]) for r in tables["media"]]
    decrypted = sorted((sha256_hex(p), len(p)) for p in plain_media)
    stored = sorted((r[0], r[1]) for r in rows)
    update = "base_revision" in manifest
    if len(set(decrypted)) != len(decrypted):
        fail("media-mismatch", "two media members decrypt to the same file")
    if update:
        # R66: every decrypted medium has its row; rows without one are held on the device.
        if not set(decrypted) <= set(stored):
            fail("media-mismatch", "decrypted media without row: %s" % sorted(set(decrypted) - set(stored))[:2])
    elif decrypted != stored:
        fail("media-mismatch", "decrypted media %s; media rows %s" % (decrypted[:2], stored[:2]))
    ksviewer.check_content(tables, dossier_id, fail)
    dump = {
        "format": "keepsake-dump",
        "format_version": version,
        "kind": manifest.get("kind"),
        "access": "viewer",
        "created": manifest.get("created"),
        "media": [{"sha256": sha, "size": size} for sha, size in decrypted],
        "tables": tables,
    }
    if update:
        dump["base_revision"] = manifest["base_revision"]   # R65
    result_manifest = {k: v for k, v in manifest.items() if k != "_version"}
    return ReadResult(result_manifest, rows, canonical_json(dump) + b"\n", tolerated, tables)
