#!/usr/bin/env python3
"""Generate the hostile-bundle corpus (and the valid bundles it is measured against).

Usage:
    make_cases.py OUTDIR                 write the corpus into OUTDIR
    make_cases.py --self-check [OUTDIR]  also check every file with ksbundle's reader

OUTDIR receives:
  <error-name>--<short-description>.keepsake   one hostile bundle per case
  cases.json       [{file, error, requirement, description, args, sentinels}, ...]
  valid/*.keepsake bundles every reader MUST accept
  valid/valid.json [{file, description, args, dump, kind, media}, ...] where `dump` is the
                   exact expected output of `keepsake dump` (R33), computed from the
                   inputs, and `media` the SHA-256s an import must bring into a store.

Every hostile case breaks exactly ONE rule of FORMAT.md: it is built from the same
valid bundle, with the rule broken at one layer and everything downstream of that
layer recomputed (database -> manifest sizes/hashes -> digest -> tar checksums ->
padding -> end blocks), so nothing earlier in reading order is wrong.

`args` holds extra CLI arguments (the R19 limit flags) to pass before the file.
`sentinels` lists absolute paths that the case's member names or link targets point
at; they must not exist after the case has run. Every such file name contains
SENTINEL_TOKEN, so relative targets can be found by scanning as well.
"""

from __future__ import annotations

import argparse
import bz2
import copy
import dataclasses
import gzip
import json
import lzma
import os
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ksbundle as ks  # noqa: E402
from ksbundle import MediaItem, Member  # noqa: E402

SENTINEL_TOKEN = "keepsake-hostile-sentinel"
NOT_AN_ARCHIVE = ["not an archive: no rule after the first can be checked"]
SENTINEL_DIR = "/tmp"


# Error names whose cases live in Tests/Conformance/viewer_cases.py (see self_check).
VIEWER_ONLY_ERRORS = {"signature", "decryption"}


def sentinel(suffix: str) -> str:
    """An absolute sentinel path, e.g. /tmp/keepsake-hostile-sentinel-absolute."""
    return "%s/%s-%s" % (SENTINEL_DIR, SENTINEL_TOKEN, suffix)


# --------------------------------------------------------------------------------------
# Fixtures: the media every case is built from
# --------------------------------------------------------------------------------------

JPEG_512 = b"\xff\xd8\xff\xe0" + ks.prng_bytes("jpeg-512", 508)          # exactly one block
PNG_1300 = b"\x89PNG\r\n\x1a\n" + ks.prng_bytes("png-1300", 1292)        # needs padding
EMPTY = b""                                                              # zero bytes

EMPTY_ITEM = MediaItem(EMPTY, added_at="2026-11-30T08:59:00Z")
JPEG_ITEM = MediaItem(JPEG_512, added_at="2026-11-29T23:15:42.5+01:00")
PNG_ITEM = MediaItem(PNG_1300, added_at="2026-11-30T08:59:00.123456789Z")

MEDIA3 = ks.as_media_items([EMPTY_ITEM, JPEG_ITEM, PNG_ITEM])   # sorted by hash
MEDIA0: list = []
EXTRA_ITEM = MediaItem(b"GIF89a" + ks.prng_bytes("gif-700", 694), added_at="2026-11-30T08:00:00Z")
BIG_ITEM = MediaItem(ks.prng_bytes("big-20000", 20000), added_at="2026-11-30T08:00:00Z")

CREATED = ks.DEFAULT_CREATED
GENERATOR = ks.DEFAULT_GENERATOR
SENTINEL_DATA = b"%s: if you can read this file, a hostile bundle wrote it\n" % SENTINEL_TOKEN.encode()


def media_index(media: list, item: MediaItem) -> int:
    """Position of `item` among the sorted media (member index = this + 2)."""
    return [m.sha256 for m in media].index(item.sha256)


_database_cache: dict = {}


def database_for(rows: tuple, **kwargs) -> bytes:
    """build_database, memoized on its arguments (they are all hashable here)."""
    key = (rows, tuple(sorted((k, tuple(v) if isinstance(v, list) else v)
                              for k, v in kwargs.items())))
    if key not in _database_cache:
        _database_cache[key] = ks.build_database(list(rows), **kwargs)
    return _database_cache[key]


def assemble(media: list = MEDIA3, *, created: str = CREATED, generator: str = GENERATOR,
             kind: str = "archive", format_version: int = 1,
             rows: Optional[list] = None, database=None,
             manifest_edit: Optional[Callable[[dict], dict]] = None, redigest: bool = True,
             manifest_text: Optional[Callable[[dict], bytes]] = None,
             members_edit: Optional[Callable[[list], list]] = None,
             record_padding: bool = True,
             final_edit: Optional[Callable[[bytes], bytes]] = None) -> bytes:
    """Build a bundle, letting one layer be changed while the later ones follow it.

    `kind` and `format_version` go into the manifest (a version 2 bundle passes its
    database as bytes, see `assemble_v2`).

    Layers, in the order they are computed:
      rows          the `media` rows (default: one per media item)
      database      bytes, or a function of the rows (default: build_database)
      manifest      from the database and media; `manifest_edit` changes the object,
                    after which the digest is recomputed unless redigest=False
      manifest_text the manifest's bytes (default: canonical JSON of the object)
      members       the tar members; `members_edit` changes the list
      archive       serialized with correct checksums, padding and end blocks;
                    `final_edit` changes the final bytes (truncation, trailing data)
    """
    media = list(media)
    if rows is None:
        rows = [m.row() for m in media]
    if database is None:
        database = database_for(tuple(rows))
    elif callable(database):
        database = database(rows)
    manifest = ks.build_manifest(database, media, created=created, generator=generator,
                                 kind=kind, format_version=format_version)
    if manifest_edit is not None:
        manifest = manifest_edit(copy.deepcopy(manifest))
        if redigest:
            manifest = ks.with_digest(manifest)
    text = ks.canonical_json(manifest) if manifest_text is None else manifest_text(manifest)
    members = ks.bundle_members(text, database, media)
    if members_edit is not None:
        members = members_edit(members)
    data = ks.serialize(members, record_padding=record_padding)
    if final_edit is not None:
        data = final_edit(data)
    return data


def member_offsets(data: bytes) -> list:
    """(name, header offset, data offset, size) of each member of a well-formed archive."""
    out = []
    pos = 0
    while data[pos:pos + ks.BLOCK].strip(b"\0"):
        header = data[pos:pos + ks.BLOCK]
        name = header[:100].rstrip(b"\0").decode("latin-1")
        size = int(header[124:135], 8)
        out.append((name, pos, pos + ks.BLOCK, size))
        pos += ks.BLOCK + size + (-size % ks.BLOCK)
    return out


def edit_member(index: int, **changes) -> Callable[[list], list]:
    """A members_edit that replaces attributes of member `index`."""
    def edit(members: list) -> list:
        members = list(members)
        target = copy.copy(members[index])
        target.fields = dict(target.fields)
        for key, value in changes.items():
            if key == "fields":
                target.fields.update(value)
            else:
                setattr(target, key, value)
        members[index] = target
        return members
    return edit


def insert_members(index: int, *new: Member) -> Callable[[list], list]:
    """A members_edit that inserts `new` before position `index` (len: append)."""
    def edit(members: list) -> list:
        return members[:index] + list(new) + members[index:]
    return edit


def replace_text(old: bytes, new: bytes, count: int = 1) -> Callable[[dict], bytes]:
    """A manifest_text that replaces `old` in the canonical text, which must contain it."""
    def text(manifest: dict) -> bytes:
        canonical = ks.canonical_json(manifest)
        if old not in canonical:
            raise AssertionError("%r not in the manifest" % old)
        return canonical.replace(old, new, count)
    return text


# --------------------------------------------------------------------------------------
# Format version 2 fixtures (sections 11-14): the rows valid v2 bundles hold
# --------------------------------------------------------------------------------------

V2 = 2


def uid(group: int, number: int) -> str:
    """A readable lowercase UUID (R26): group 1 maps, 2 nodes, 3 patients, 4 actions,
    5 attachments, 6 routines, 7 accounts."""
    return "%08x-0000-4000-8000-%012x" % (group * 0x11111111, number)


MAP_ID = uid(1, 1)
MAP_TITLE = "Trip to Lisbon \u2708"


def map_row(map_id: str = MAP_ID, title: str = MAP_TITLE, **changes) -> dict:
    row = {"id": map_id, "title": title, "created": "2026-11-02T10:00:00.25+01:00",
           "modified": "2026-11-29T18:30:00Z"}
    row.update(changes)
    return row


def node_row(number: int, parent: Optional[int], position: int, title: str,
             map_id: str = MAP_ID, note: Optional[str] = None, **changes) -> dict:
    row = {"id": uid(2, number), "map_id": map_id,
           "parent_id": None if parent is None else uid(2, parent), "position": position,
           "title": title, "note": note, "created": "2026-11-02T10:00:00.25+01:00",
           "modified": "2026-11-28T07:15:30.123456789-03:00"}
    row.update(changes)
    return row


def mindmap_tables() -> dict:
    """One map: a root, three children at positions 0, 5 and 9, a grandchild with a note."""
    return {
        "mindmaps": [map_row()],
        "mindmap_nodes": [
            node_row(1, None, 0, MAP_TITLE),
            node_row(2, 1, 5, "Where to stay"),
            node_row(3, 1, 0, "Getting there"),
            node_row(4, 1, 9, "Food \u2014 past\u00e9is de nata"),
            node_row(5, 2, 0, "Alfama", note="Near the tram 28 stop.\nAsk about the roof terrace."),
        ],
    }


def deep_mindmap_tables(depth: int, map_id: str = uid(1, 2)) -> dict:
    """One map whose nodes form a single chain `depth` nodes deep (R37: no recursion)."""
    title = "Chain"
    nodes = [node_row(1000 + i, None if i == 0 else 1000 + i - 1, 0,
                      title if i == 0 else "Level %d" % i, map_id=map_id)
             for i in range(depth)]
    return {"mindmaps": [map_row(map_id, title)], "mindmap_nodes": nodes}


def mood_tables() -> dict:
    """A mood log (R41): good, ok and bad days, notes, and a cleared day (mood NULL)."""
    return {"mood_days": [
        {"date": "2026-01-01", "mood": "good", "note": "New year at the sea \u2600",
         "changed_at": "2026-01-01T22:10:00+01:00"},
        {"date": "2026-01-02", "mood": "ok", "note": None, "changed_at": "2026-01-02T21:00:00Z"},
        {"date": "2026-01-03", "mood": None, "note": None,
         "changed_at": "2026-01-04T08:00:00.5Z"},
        {"date": "2026-02-28", "mood": "bad", "note": "Flu.\nStayed in bed.",
         "changed_at": "2026-02-28T19:45:12.000000001-05:00"},
    ]}


PATIENT_ID = uid(3, 1)
STAFF_ID = uid(7, 1)
DOSSIER_JPEG = MediaItem(b"\xff\xd8\xff\xe1" + ks.prng_bytes("dossier-photo", 300),
                         added_at="2026-11-03T09:00:00Z")
DOSSIER_PDF = MediaItem(b"%PDF-1.7\n" + ks.prng_bytes("dossier-report", 200),
                        added_at="2026-11-05T14:30:00.5+01:00")
DOSSIER_MEDIA = ks.as_media_items([DOSSIER_JPEG, DOSSIER_PDF])


def patient_row(patient_id: str = PATIENT_ID, **changes) -> dict:
    row = {"id": patient_id, "full_name": "Anna M\u00fcller-\u0141ukasiewicz",
           "birth_date": "1950-03-02", "admitted_on": "2026-10-01", "discharged_on": None,
           "diagnosis": "Ischaemic stroke, left MCA.\nRight-sided weakness.", "notes": "",
           "created": "2026-10-01T08:00:00Z", "modified": "2026-11-20T16:45:00.75+01:00"}
    row.update(changes)
    return row


def action_row(number: int, version: int, kind: str, title: str, **changes) -> dict:
    row = {"id": uid(4, number), "version": version, "patient_id": PATIENT_ID,
           "occurred_at": "2026-11-0%dT10:00:00+01:00" % min(number, 9), "kind": kind,
           "title": title, "details": "", "duration_seconds": None, "value": None,
           "unit": None, "call_direction": None, "call_party": None, "call_number": None,
           "call_outcome": None, "deleted": 0,
           "changed_at": "2026-11-0%dT11:00:00Z" % min(number, 9), "changed_by": STAFF_ID,
           "changed_by_name": "Dr. Eva Nov\u00e1k"}
    row.update(changes)
    return row


def dossier_actions() -> list:
    """Every kind of action (R44); an action edited twice (versions 1-3, R45); a deleted
    action (its last version repeats the content with deleted 1)."""
    medication = dict(details="Aspirin 100 mg", occurred_at="2026-11-02T08:00:00Z")
    return [
        action_row(1, 1, "therapy", "Physiotherapy: gait training", duration_seconds=2700,
                   details="Parallel bars, 3 \u00d7 10 m."),
        action_row(2, 1, "medication", "Aspirin", **medication),
        action_row(2, 2, "medication", "Aspirin 100 mg", changed_at="2026-11-02T12:00:00Z",
                   **medication),
        action_row(2, 3, "medication", "Aspirin 100 mg daily", changed_by=None,
                   changed_by_name="import", changed_at="2026-11-03T09:30:00.5+01:00",
                   **medication),
        action_row(3, 1, "note", "Family visit planned"),
        action_row(3, 2, "note", "Family visit planned", deleted=1,
                   changed_at="2026-11-04T10:00:00Z"),
        action_row(4, 1, "measurement", "Temperature", value="36.6", unit="\u00b0C"),
        action_row(5, 1, "call", "Called the daughter", duration_seconds=300,
                   call_direction="outgoing", call_party="Eva (daughter)",
                   call_number="+49 (30) 1234-567", call_outcome="answered"),
        action_row(6, 1, "procedure", "Swallowing assessment", details="Passed."),
        action_row(7, 1, "measurement", "Weight change", value="-0.125", unit="kg"),
    ]


def attachment_row(number: int, media: MediaItem, action: Optional[int], **changes) -> dict:
    row = {"id": uid(5, number), "patient_id": PATIENT_ID,
           "action_id": None if action is None else uid(4, action), "sha256": media.sha256,
           "caption": "", "captured_at": None, "attached_at": "2026-11-05T15:00:00Z",
           "attached_by": STAFF_ID, "attached_by_name": "Dr. Eva Nov\u00e1k"}
    row.update(changes)
    return row


def dossier_tables() -> dict:
    """One patient with the actions above, a file of the patient and a photo of an action."""
    return {
        "patients": [patient_row()],
        "dossier_actions": dossier_actions(),
        "dossier_attachments": [
            attachment_row(1, DOSSIER_PDF, None, caption="Discharge letter draft"),
            attachment_row(2, DOSSIER_JPEG, 4, captured_at="2026-11-04T09:59:58.5+01:00",
                           attached_by=None),
        ],
    }


ROUTINE_ID = uid(6, 1)


def routine_tables(routine_id: str = ROUTINE_ID) -> dict:
    """A routine (R49) with two slots, answers (one empty), check-ins, a note, ratings."""
    return {
        "routines": [{"id": routine_id, "start_date": "2026-11-01", "length_days": 30,
                      "goal": "better_sleep", "created_at": "2026-11-01T07:00:00Z",
                      "modified_at": "2026-11-03T21:40:00.5+01:00"}],
        "routine_slots": [
            {"routine_id": routine_id, "name": "morning", "position": 0, "reminder": "08:00"},
            {"routine_id": routine_id, "name": "evening", "position": 5, "reminder": "21:30"},
        ],
        "routine_answers": [
            {"routine_id": routine_id, "key": "caffeine", "value": "2 cups"},
            {"routine_id": routine_id, "key": "notes", "value": ""},
            {"routine_id": routine_id, "key": "sleep_hours", "value": "6-7"},
        ],
        "routine_checkins": [
            {"routine_id": routine_id, "date": "2026-11-01", "slot": "evening",
             "taken_at": "2026-11-01T21:35:00+01:00"},
            {"routine_id": routine_id, "date": "2026-11-01", "slot": "morning",
             "taken_at": "2026-11-01T08:05:00+01:00"},
            {"routine_id": routine_id, "date": "2026-11-02", "slot": "morning",
             "taken_at": "2026-11-02T07:58:30.25+01:00"},
        ],
        "routine_notes": [
            {"routine_id": routine_id, "date": "2026-11-02", "note": "Slept better \u263a",
             "changed_at": "2026-11-02T22:00:00Z"},
        ],
        "routine_ratings": [
            {"routine_id": routine_id, "rated_on": "2026-11-01", "energy": 4, "sleep": 3,
             "stress": 8, "changed_at": "2026-11-01T22:00:00Z"},
            {"routine_id": routine_id, "rated_on": "2026-11-03", "energy": 10, "sleep": 1,
             "stress": 1, "changed_at": "2026-11-03T21:40:00.5+01:00"},
        ],
    }


def merged(*parts: dict) -> dict:
    """The union of several table dicts (each table from one part)."""
    out: dict = {}
    for part in parts:
        for name, rows in part.items():
            out.setdefault(name, []).extend(copy.deepcopy(rows))
    return out


def archive_v2_tables() -> dict:
    """Everything a version 2 store can hold, for one `archive` bundle."""
    return merged(mindmap_tables(), mood_tables(), dossier_tables(), routine_tables())


def with_row(tables: dict, table: str, index: int, **changes) -> dict:
    """A copy of `tables` whose row `index` of `table` has `changes`."""
    out = copy.deepcopy(tables)
    out[table][index].update(changes)
    return out


def plus_rows(tables: dict, table: str, *rows: dict) -> dict:
    out = copy.deepcopy(tables)
    out.setdefault(table, []).extend(copy.deepcopy(list(rows)))
    return out


def without_row(tables: dict, table: str, index: int) -> dict:
    out = copy.deepcopy(tables)
    del out[table][index]
    return out


MEDIA_CHECK_SQL = ks.MEDIA_TABLE_SQL.replace("size INTEGER NOT NULL,",
                                             "size INTEGER NOT NULL CHECK (size >= 0),")


# Format version 3 (section 17, R68): node links.
V3 = 3


def linked_mindmap_tables() -> dict:
    """`mindmap_tables` at version 3: a feed (link and feed), a page link with a query and
    non-ASCII, a relative link to another node, a link of the maximum 4,096 bytes, nodes
    without links."""
    tables = mindmap_tables()
    nodes = [dict(row, link=None, feed=None) for row in tables["mindmap_nodes"]]
    nodes[0]["link"] = "https://example.org/lisbon?q=caf\u00e9&lang=pt"
    nodes[1]["link"] = "https://blog.example.org/"
    nodes[1]["feed"] = "https://blog.example.org/feed.xml"
    nodes[2]["link"] = "#ID_784697063"
    nodes[3]["feed"] = "http://example.org/" + "f" * (4096 - len("http://example.org/"))
    return {"mindmaps": tables["mindmaps"], "mindmap_nodes": nodes}


def assemble_v3(tables: dict, kind: str = "mindmap", *, table_sql: Optional[dict] = None,
                user_version: Optional[int] = None, **kwargs) -> bytes:
    """`assemble` for a version 3 bundle without media."""
    database = ks.build_tables_database(ks.full_tables([], tables, V3), format_version=V3,
                                        table_sql=table_sql, user_version=user_version)
    return assemble([], database=database, kind=kind, format_version=V3, **kwargs)


def _v2_parts(tables: dict, kind: str, **kwargs) -> tuple:
    """(manifest bytes, database, media) of a valid version 2 bundle without media whose
    database is built with `kwargs` (for build_tables_database)."""
    database = ks.build_tables_database(ks.full_tables([], tables, V2), format_version=V2, **kwargs)
    manifest = ks.build_manifest(database, [], kind=kind, format_version=V2)
    return ks.canonical_json(manifest), database, []


def assemble_v2(tables: dict, media: list = (), kind: str = "archive", *,
                table_sql: Optional[dict] = None, extra_sql: tuple = (),
                user_version: Optional[int] = None, format_version: int = V2,
                **kwargs) -> bytes:
    """`assemble` for a version 2 bundle: `tables` (and the rows of `media`) in a database
    built by ksbundle.build_tables_database, then the later layers as usual."""
    items = ks.as_media_items(media)
    database = ks.build_tables_database(
        ks.full_tables(items, tables, V2), format_version=V2, table_sql=table_sql,
        extra_sql=extra_sql, user_version=user_version)
    return assemble(items, database=database, kind=kind, format_version=format_version,
                    **kwargs)


# --------------------------------------------------------------------------------------
# Cases
# --------------------------------------------------------------------------------------

@dataclass
class Case:
    error: str
    short: str
    requirement: str
    description: str
    data: bytes
    args: list = field(default_factory=list)
    sentinels: list = field(default_factory=list)
    # Errors that unavoidably follow once the case's own error is tolerated (see
    # ksbundle's `tolerate`); empty for a case that breaks one rule and nothing else,
    # NOT_AN_ARCHIVE for input that is no tar archive at all (nothing to read past).
    also: list = field(default_factory=list)

    @property
    def file(self) -> str:
        return "%s--%s.keepsake" % (self.error, self.short)


@dataclass
class ValidBundle:
    short: str
    description: str
    data: bytes
    media: list                          # the MediaItems, for the expected dump
    created: str = CREATED
    args: list = field(default_factory=list)
    kind: str = "archive"
    tables: Optional[dict] = None        # format version 2: the rows of the other tables
    format_version: int = 1

    @property
    def file(self) -> str:
        return "valid--%s.keepsake" % self.short

    def expected_dump(self) -> bytes:
        """R33, R40, R46: the dump `keepsake dump` must print, computed from the inputs."""
        return ks.expected_dump(self.media, created=self.created, kind=self.kind,
                                tables=self.tables, format_version=self.format_version)


def valid_bundles() -> list:
    """Bundles every conforming reader MUST accept, with what they hold."""
    out = []

    def add(short, description, data, media=MEDIA3, created=CREATED, args=(), kind="archive",
            tables=None, format_version=1):
        out.append(ValidBundle(short, description, data, list(media), created, list(args),
                               kind, tables, format_version))

    def add_v2(short, description, kind, tables, media=(), created=CREATED,
               generator=GENERATOR, page_size=512):
        media = ks.as_media_items(media)
        add(short, description, ks.build_bundle(media, created, generator, kind=kind,
                                                tables=tables, format_version=V2,
                                                page_size=page_size),
            media=media, created=created, kind=kind, tables=tables, format_version=V2)

    three = ks.build_bundle(MEDIA3)
    add("empty", "no media: manifest, an empty media table, end blocks",
        ks.build_bundle(MEDIA0), media=MEDIA0)
    add("three-media", "3 media of 0, 512 and 1300 bytes (no data, exactly one block, padded)",
        three)

    # R12: pax headers with the allowed records; `size` replaces the header's size field.
    png = media_index(MEDIA3, PNG_ITEM) + 2
    add("pax-headers",
        "pax headers before manifest.json (fractional mtime), keepsake.db (every ignored "
        "key) and a media member (size=1300 with 77777777777 in the member's size field)",
        assemble(members_edit=lambda ms: (
            [ks.pax_member(ks.MANIFEST_NAME, [("mtime", "1764493200.123456789")]), ms[0],
             ks.pax_member(ks.DATABASE_NAME, [
                 ("mtime", "1764493200"), ("atime", "1764493200"), ("ctime", "1764493200"),
                 ("uid", "1000"), ("gid", "1000"), ("uname", "alice"), ("gname", "staff")]),
             ms[1]]
            + ms[2:png]
            + [ks.pax_member(ms[png].name_text, [("size", str(PNG_ITEM.size))]),
               edit_member(0, fields={"size": b"77777777777\0"})([ms[png]])[0]]
            + ms[png + 1:])))

    # R10 (FORMAT 2.2): bsdtar ends the 11 size digits with a space, GNU tar and tarfile
    # with a NUL; both are accepted.
    add("size-fields-space-terminated",
        "every member's size field is 11 octal digits and a space, as bsdtar writes it (R10)",
        assemble(members_edit=lambda ms: [dataclasses.replace(
            m, fields=dict(m.fields, size=b"%011o " % len(m.data))) for m in ms]))
    # R12 (FORMAT 2.2): a pax header of exactly 65,536 bytes, whose ignored mtime value is
    # not interpreted (GNU tar writes fractional times).
    add("pax-header-65536-bytes",
        "a pax header of exactly 65,536 bytes (the largest R12 allows): one mtime record "
        "whose value, a time with a long fraction, is not interpreted",
        assemble(members_edit=lambda ms: ms[:1] + [ks.pax_member(
            ks.DATABASE_NAME, b"65536 mtime=1796118773." + b"4" * (65536 - 24) + b"\n")] + ms[1:]))

    # R14: ignored fields, including non-ASCII bytes (the checksum is unsigned, R7).
    ignored = {"mode": b"0100755\0", "uid": b"0001750\0", "gid": b"0000024\0",
               "mtime": b"15126253460\0", "uname": b"\xe9lise", "gname": b"staff",
               "devmajor": b"0000010\0", "devminor": b"0000001\0", "pad": b"ignored"}
    add("ignored-header-fields",
        "mode, uid, gid, mtime, uname (bytes >= 0x80), gname, devmajor/minor and the pad "
        "bytes set on every member; R14 says readers ignore them",
        assemble(members_edit=lambda ms: [dataclasses.replace(m, fields=dict(ignored))
                                          for m in ms]))
    add("linkname-on-regular-file",
        "a regular member (typeflag 0) whose ignored linkname field says /etc/passwd (R14)",
        assemble(members_edit=edit_member(1, fields={"linkname": b"/etc/passwd"})))
    add("extra-zero-record", "a further 10240 zero bytes after the record padding (R17)",
        three + b"\0" * ks.RECORD)
    add("no-record-padding",
        "ends right after the two end blocks, without padding to 10240 (R17, R18 accept it)",
        assemble(record_padding=False))

    edge_media = ks.as_media_items([
        MediaItem(b"GIF89a" + ks.prng_bytes("edge-gif", 100), added_at="2000-02-29T00:00:00-00:00"),
        MediaItem(b"RIFF\x10\x00\x00\x00WEBPVP8 " + ks.prng_bytes("edge-webp", 50),
                  added_at="2016-12-31T23:59:60Z"),
        MediaItem(b"\x00\x00\x00\x18ftypheic" + ks.prng_bytes("edge-heic", 80),
                  added_at="2026-11-30T09:00:00.000000001+14:00"),
    ])
    edge_created = "2024-02-29T23:59:60.123456789+05:30"
    add("edge-values",
        "leap-day, leap-second, 9-digit-fraction and offset instants; a non-ASCII generator "
        "with / and a character outside the BMP (written as themselves, R3)",
        ks.build_bundle(edge_media, created=edge_created,
                        generator="ksbundle.py/1.0 (\u00e9t\u00e9 \u2713 \U0001F600)"),
        media=edge_media, created=edge_created)
    # R26 (FORMAT 2.2): year 0000 (a leap year), second 60 and the offset -00:00 together.
    year_zero = ks.as_media_items([MediaItem(b"OggS" + ks.prng_bytes("year-zero", 60),
                                             added_at="0000-02-29T23:59:60-00:00")])
    add("instant-year-0000-leap-second-minus-zero",
        "an added_at of 0000-02-29T23:59:60-00:00: year 0000, a second 60 outside a real "
        "leap second and the offset -00:00 are all allowed (R26)",
        ks.build_bundle(year_zero), media=year_zero)
    # R25 (FORMAT 2.2): RFC 6838 restricted names, every allowed punctuation character.
    punct = ks.as_media_items([MediaItem(b"%PDF-1.7 " + ks.prng_bytes("punct", 40),
                                         media_type="Application/Vnd.X!#$&-^_.+9")])
    add("media-type-restricted-name-characters",
        "a media_type of RFC 6838 restricted-name characters: letters of both cases, digits "
        "and ! # $ & - ^ _ . + (R25 checks the form only, not the sniffed type)",
        ks.build_bundle(punct), media=punct)
    # R25 (FORMAT 2.2): what "nothing else" leaves to the writer.
    roomy = ks.build_tables_database(ks.full_tables(MEDIA3, None, 1), format_version=1,
                                     page_size=65536, pragmas=["PRAGMA auto_vacuum=FULL"])
    add("database-page-size-65536-auto-vacuum",
        "keepsake.db with 65,536-byte pages and auto_vacuum FULL: page size and vacuum mode "
        "are the writer's (R25)", assemble(database=roomy))
    add("generator-200-characters", "a generator of exactly 200 ASCII characters (R20)",
        ks.build_bundle(MEDIA3, generator="g/" + "x" * 198))

    # R19 boundaries: a limit equal to the bundle's value is not exceeded.
    limit_bundle = ks.build_bundle([BIG_ITEM])
    offsets = {name: size for name, _, _, size in member_offsets(limit_bundle)}
    total = sum(offsets.values())
    add("limit-max-members-5", "5 members (or 4 without manifest.json) with --max-members 5",
        three, args=["--max-members", "5"])
    add("limit-max-member-size-equal", "largest member exactly --max-member-size bytes",
        limit_bundle, media=[BIG_ITEM], args=["--max-member-size", str(BIG_ITEM.size)])
    add("limit-max-total-size-equal",
        "all members (manifest included) exactly --max-total-size bytes",
        limit_bundle, media=[BIG_ITEM], args=["--max-total-size", str(total)])
    add("limit-max-manifest-size-equal", "manifest exactly --max-manifest-size bytes",
        limit_bundle, media=[BIG_ITEM],
        args=["--max-manifest-size", str(offsets[ks.MANIFEST_NAME])])

    # ---- format version 2 (sections 11-14) -------------------------------------------
    add_v2("v2-empty-archive", "format version 2, kind archive, every table of the version 2 "
           "schema empty (R33: each dumped as [])", "archive", {})
    add_v2("v2-mindmap", "kind mindmap (R38): one map, a root titled like the map, children "
           "at positions 0, 5 and 9 (not consecutive), a grandchild with a two-line note",
           "mindmap", mindmap_tables())
    add_v2("v2-mindmap-deep-chain", "kind mindmap: one map whose 2,000 nodes form a single "
           "chain (R37: trees of any depth; readers must not recurse per level)",
           "mindmap", deep_mindmap_tables(2000), page_size=4096)
    add_v2("v2-mood", "kind mood (R42): good, ok and bad days with and without notes, and a "
           "cleared day (mood and note NULL)", "mood", mood_tables())
    add_v2("v2-dossier", "kind dossier (R47): one patient; actions of every kind (a "
           "measurement with a negative decimal value, a call); an action edited twice "
           "(versions 1-3, R45); a deleted action; a file of the patient and a photo of an "
           "action, each a media member", "dossier", dossier_tables(), DOSSIER_MEDIA)
    add_v2("v2-routine", "kind routine (R50): one routine with two slots at positions 0 "
           "and 5 (not consecutive), answers (one empty), check-ins, a note and ratings at both ends of 1-10", "routine",
           routine_tables())
    add_v2("v2-archive-every-kind", "kind archive at version 2 (R27): media, a map, a mood "
           "log, a dossier and a routine in one bundle", "archive", archive_v2_tables(),
           list(MEDIA3) + DOSSIER_MEDIA)
    long_title = ("été 😀 " * 200)[:999] + "✓"
    assert len(long_title) == 1000
    edge_tables = {
        "mindmaps": [map_row(uid(1, 9), long_title, created="2024-02-29T23:59:60.5+05:30",
                             modified="2026-11-30T09:00:00.000000001-12:00")],
        "mindmap_nodes": [node_row(90, None, 0, long_title, map_id=uid(1, 9),
                                   note="  spaces at both ends are fine in a note 　",
                                   created="2024-02-29T23:59:60.5+05:30"),
                          node_row(91, 90, 2**53 - 1, "x", map_id=uid(1, 9),
                                   note="🗺" * 3)],
    }
    # R25 (FORMAT 2.2): constraints invisible to table_xinfo are allowed and ignored.
    constrained = {
        "media": MEDIA_CHECK_SQL,
        "mindmap_nodes": ks.TABLE_SQL["mindmap_nodes"].replace(
            "map_id TEXT NOT NULL,", "map_id TEXT NOT NULL REFERENCES mindmaps (id),"),
        "mindmaps": ks.TABLE_SQL["mindmaps"].replace(") WITHOUT ROWID", ") STRICT, WITHOUT ROWID"),
    }
    media_c = ks.as_media_items(MEDIA3)
    add("v2-schema-check-references-strict",
        "kind mindmap whose media table has a CHECK constraint, mindmap_nodes.map_id a "
        "REFERENCES clause and mindmaps is STRICT: R25 allows and ignores them",
        ks.serialize(ks.bundle_members(*_v2_parts(mindmap_tables(), "mindmap", table_sql=constrained))),
        media=[], kind="mindmap", tables=mindmap_tables(), format_version=V2)
    # ---- format version 3 (section 17): node links ---------------------------------------
    v3 = linked_mindmap_tables()
    add("v3-mindmap-links", "format version 3, kind mindmap (R68): a feed with its page "
        "link, a page link with a query, a relative link to another node, a feed URL of "
        "exactly 4,096 bytes, nodes without links (NULL)",
        ks.build_bundle([], CREATED, GENERATOR, kind="mindmap", tables=v3, format_version=V3),
        media=[], kind="mindmap", tables=v3, format_version=V3)
    add("v3-empty-archive", "format version 3, kind archive, every table empty",
        ks.build_bundle([], CREATED, GENERATOR, kind="archive", tables={}, format_version=V3),
        media=[], kind="archive", tables={}, format_version=V3)
    add_v2("v2-edge-values", "kind mindmap: a title of exactly 1,000 Unicode scalar values "
           "(non-ASCII, outside the BMP), leap-day and leap-second instants with fractions "
           "and offsets, a note with white space at both ends, position 2^53-1",
           "mindmap", edge_tables)
    return out


def hostile_cases() -> list:
    """Every hostile case; each breaks exactly one rule."""
    cases = []

    def add(error, short, requirement, description, data, args=(), sentinels=(), also=()):
        cases.append(Case(error, short, requirement, description, data,
                          list(args), list(sentinels), list(also)))

    valid3 = ks.build_bundle(MEDIA3)
    valid0 = ks.build_bundle(MEDIA0)
    jpeg = media_index(MEDIA3, JPEG_ITEM) + 2       # member index of the 512-byte media
    png = media_index(MEDIA3, PNG_ITEM) + 2         # member index of the 1300-byte media
    empty = media_index(MEDIA3, EMPTY_ITEM) + 2     # member index of the 0-byte media
    last = len(MEDIA3) + 1                          # member index of the last media
    offsets = member_offsets(valid3)

    # ---- R10: the first bytes -------------------------------------------------------
    add("compressed", "gzip", "R10", "a valid bundle compressed with gzip",
        gzip.compress(valid3, mtime=0), also=NOT_AN_ARCHIVE)
    add("compressed", "bzip2", "R10", "a valid bundle compressed with bzip2",
        bz2.compress(valid3), also=NOT_AN_ARCHIVE)
    add("compressed", "xz", "R10", "a valid bundle compressed with xz",
        lzma.compress(valid3, format=lzma.FORMAT_XZ), also=NOT_AN_ARCHIVE)
    add("compressed", "gzip-under-512-bytes", "R10",
        "a gzip stream shorter than one block (compressed comes before truncated)",
        gzip.compress(b"not a bundle", mtime=0), also=NOT_AN_ARCHIVE)
    add("compressed", "zstd-magic", "R10", "the zstd magic 28 b5 2f fd followed by junk",
        b"\x28\xb5\x2f\xfd" + ks.prng_bytes("zstd", 4092), also=NOT_AN_ARCHIVE)
    add("not-a-bundle", "random-bytes", "R10", "10240 pseudo-random bytes",
        ks.prng_bytes("random-10240", ks.RECORD), also=NOT_AN_ARCHIVE)
    add("not-a-bundle", "json-text", "R10", "a JSON text file, not a tar archive",
        b'{"note":"this is a JSON file, not a bundle","padding":"%s"}\n' % (b"x" * 1000), also=NOT_AN_ARCHIVE)
    add("not-a-bundle", "zip", "R10", "a ZIP local file header and junk",
        b"PK\x03\x04" + ks.prng_bytes("zip", 2044), also=NOT_AN_ARCHIVE)
    add("not-a-bundle", "first-header-checksum", "R10",
        "the first header's checksum is one too high",
        assemble(members_edit=edit_member(0, chksum=lambda b: b"%06o\0 " % (ks.header_sum(b) + 1))))
    add("not-a-bundle", "v7-tar-no-magic", "R10",
        "the first header has no ustar magic and version (a V7 tar header)",
        assemble(members_edit=edit_member(0, fields={"magic": b"", "version": b""})))
    add("not-a-bundle", "gnu-magic-first-header", "R10",
        "the first header has the old GNU magic 'ustar  \\0' instead of 'ustar\\0' '00'",
        assemble(members_edit=edit_member(0, fields={"magic": b"ustar ", "version": b" \0"})))
    add("bad-header", "checksum", "R10", "keepsake.db's header checksum is one too high",
        assemble(members_edit=edit_member(1, chksum=lambda b: b"%06o\0 " % (ks.header_sum(b) + 1))))
    add("bad-header", "signed-checksum", "R7",
        "a media header with uname bytes >= 0x80 carries the signed sum, not the unsigned one",
        assemble(members_edit=edit_member(
            jpeg, fields={"uname": b"\xe9\xe9\xe9"},
            chksum=lambda b: b"%06o\0 " % ks.signed_header_sum(b))))
    add("bad-header", "checksum-field-format", "R10",
        "keepsake.db's checksum value is right but written as 6 digits, space, NUL (R10 "
        "requires 6 digits, NUL, space)",
        assemble(members_edit=edit_member(1, chksum=lambda b: b"%06o \0" % ks.header_sum(b))))
    add("bad-header", "gnu-magic", "R10",
        "keepsake.db's header has the old GNU magic 'ustar  \\0'",
        assemble(members_edit=edit_member(1, fields={"magic": b"ustar ", "version": b" \0"})))
    add("bad-header", "version", "R10", "a media header with version '01'",
        assemble(members_edit=edit_member(jpeg, fields={"version": b"01"})))

    # R10 (FORMAT 2.2): the size field is exactly 11 octal digits and one NUL or space.
    def size_field(index, form):
        def edit(members):
            return edit_member(index, fields={"size": form(len(members[index].data))})(members)
        return edit
    for short, form, what in [
            ("size-leading-space", lambda n: b" %010o\0" % n, "a space and 10 digits (old tar's padding)"),
            ("size-12-digits", lambda n: b"%012o" % n, "12 digits without terminator"),
            ("size-10-digits", lambda n: b"%010o\0\0" % n, "10 digits and two NULs"),
            ("size-base-256", lambda n: b"\x80" + n.to_bytes(11, "big"), "base-256 (GNU's binary form)")]:
        add("bad-header", short, "R10", "keepsake.db's size field is %s, its value right" % what,
            assemble(members_edit=size_field(1, form)))
    add("not-a-bundle", "first-header-size-leading-spaces", "R10",
        "the first header's size field is two spaces and 9 digits, its value right",
        assemble(members_edit=size_field(0, lambda n: b"  %09o\0" % n)))

    # ---- R11: member types (typeflag of a real member changed, nothing else) ----------
    typeflags = [
        (b"1", "hard-link", "a hard link", {"linkname": sentinel("hardlink").encode()},
         [sentinel("hardlink")]),
        (b"2", "symlink", "a symbolic link", {"linkname": sentinel("symlink").encode()},
         [sentinel("symlink")]),
        (b"3", "char-device", "a character device (1,3 = /dev/null)",
         {"devmajor": b"0000001\0", "devminor": b"0000003\0"}, []),
        (b"4", "block-device", "a block device (8,0)",
         {"devmajor": b"0000010\0", "devminor": b"0000000\0"}, []),
        (b"5", "directory", "a directory", {}, []),
        (b"6", "fifo", "a FIFO", {}, []),
        (b"7", "contiguous", "a contiguous file", {}, []),
        (b"\0", "old-regular-nul", "an old-style regular file (typeflag NUL, not '0')", {}, []),
        (b"L", "gnu-long-name", "a GNU long name (L)", {}, []),
        (b"K", "gnu-long-link", "a GNU long link name (K)", {}, []),
        (b"S", "gnu-sparse", "a GNU sparse file (S)", {}, []),
    ]
    for flag, short, what, extra, sentinels in typeflags:
        add("bad-member-type", short, "R11",
            "the 512-byte media member is %s (typeflag %r); name, size and data unchanged"
            % (what, flag.decode()),
            assemble(members_edit=edit_member(jpeg, typeflag=flag, fields=extra)),
            sentinels=sentinels)
    add("bad-member-type", "pax-global", "R11",
        "the first member (manifest.json) has typeflag g, a pax global header",
        assemble(members_edit=edit_member(0, typeflag=b"g")))

    # ---- R12: pax extended headers ------------------------------------------------------
    def pax_before(index: int, records, **kwargs):
        def edit(members):
            return (members[:index] + [ks.pax_member(members[index].name_text, records, **kwargs)]
                    + members[index:])
        return edit
    add("renaming-header", "pax-path", "R12",
        "a pax header renames a media member to ../../../tmp/...",
        assemble(members_edit=pax_before(jpeg, [("path", "../../../.." + sentinel("paxpath"))])),
        sentinels=[sentinel("paxpath")])
    add("renaming-header", "pax-path-same-name", "R12",
        "a pax path record that repeats the member's own name (still a renaming record)",
        assemble(members_edit=pax_before(jpeg, [("path", JPEG_ITEM.path)])))
    add("renaming-header", "pax-linkpath", "R12", "a pax linkpath=/etc/passwd record",
        assemble(members_edit=pax_before(jpeg, [("linkpath", "/etc/passwd")])))
    add("bad-pax-header", "unknown-key", "R12", "a pax comment record",
        assemble(members_edit=pax_before(jpeg, [("comment", "hello")])))
    add("bad-pax-header", "schily-xattr", "R12", "a pax SCHILY.xattr record (macOS tar)",
        assemble(members_edit=pax_before(jpeg, [("SCHILY.xattr.com.apple.quarantine", "0081;x")])))
    malformed = [
        ("length-mismatch", b"30 mtime=0\n", "record length 30 but 11 bytes"),
        ("zero-length", b"0 mtime=0\n", "record length 0"),
        ("non-decimal-length", b"x mtime=0\n", "record length not decimal"),
        ("no-newline", b"11 mtime=00", "record not ending in a newline"),
        ("no-equals", b"10 mtime0\n", "record without '='"),
        ("trailing-garbage", ks.pax_record("mtime", "0") + b"garbage", "junk after the records"),
        ("size-not-decimal", ks.pax_record("size", "0x200"), "size=0x200"),
        # FORMAT 2.2: the record grammar written out.
        ("length-leading-zero", b"012 mtime=0\n", "record length 012 (a leading zero)"),
        ("duplicate-key", ks.pax_record("mtime", "0") + ks.pax_record("mtime", "1"), "mtime twice"),
        ("size-leading-zero", ks.pax_record("size", "0512"), "size=0512 for the 512-byte member"),
        ("value-not-utf8", b"11 uname=\xff\n", "a uname value that is not UTF-8"),
        ("empty-key", b"7 =xyz\n", "a record with an empty key"),
        ("header-65537-bytes", b"65537 mtime=1796118773." + b"4" * (65537 - 24) + b"\n",
         "one mtime record making the pax header 65,537 bytes, one more than R12 allows"),
        ("size-negative", ks.pax_record("size", "-1"), "size=-1"),
    ]
    for short, records, what in malformed:
        add("bad-pax-header", short, "R12", "a malformed pax header: " + what,
            assemble(members_edit=pax_before(jpeg, records)))
    add("bad-pax-header", "followed-by-end", "R12",
        "a pax header after the last member, followed by the end blocks",
        assemble(members_edit=lambda ms: ms + [ks.pax_member("trailing", [("mtime", "0")])]))
    add("bad-pax-header", "followed-by-pax", "R12",
        "a pax header followed by a second pax header, then the member",
        assemble(members_edit=lambda ms: pax_before(jpeg, [("mtime", "0")])(
            pax_before(jpeg, [("uid", "0")])(ms))))

    # ---- R13: names -------------------------------------------------------------------
    def extra_member(name, data=SENTINEL_DATA, **kwargs):
        """Insert an extra regular member right after keepsake.db."""
        return assemble(members_edit=insert_members(2, Member(name, data, **kwargs)))
    add("unsafe-path", "absolute-etc-passwd", "R13", "an extra member named /etc/passwd",
        extra_member("/etc/passwd", b"root::0:0:%s:/:/bin/sh\n" % SENTINEL_TOKEN.encode()),
        sentinels=["/etc/passwd"])
    add("unsafe-path", "absolute", "R13", "an extra member with an absolute name in /tmp",
        extra_member(sentinel("absolute")), sentinels=[sentinel("absolute")])
    dotdot = "../" * 12 + sentinel("dotdot").lstrip("/")
    add("unsafe-path", "dotdot", "R13",
        "an extra member named ../../(x12)tmp/..., reaching /tmp from any depth",
        extra_member(dotdot), sentinels=[sentinel("dotdot")])
    add("unsafe-path", "media-dotdot", "R13",
        "an extra member named media/../%s-media-dotdot" % SENTINEL_TOKEN,
        extra_member("media/../%s-media-dotdot" % SENTINEL_TOKEN))
    add("unsafe-path", "dotdot-component-only", "R13", "an extra member named media/..",
        extra_member("media/.."))
    add("unsafe-path", "backslash", "R13",
        "an extra member named ..\\..\\%s-backslash" % SENTINEL_TOKEN,
        extra_member("..\\..\\%s-backslash" % SENTINEL_TOKEN))
    add("unsafe-path", "non-ascii", "R13", "an extra member whose name has UTF-8 bytes",
        extra_member(("%s-\u00e9" % SENTINEL_TOKEN).encode("utf-8")))
    add("unsafe-path", "nul-inside-name", "R13",
        "an extra member named 'keepsake.db' NUL '../...' (a C string would see keepsake.db)",
        extra_member(b"keepsake.db\0../%s-nul" % SENTINEL_TOKEN.encode()))
    add("unsafe-path", "control-character", "R13", "an extra member whose name has ESC",
        extra_member(b"media/\x1b[2J%s-esc" % SENTINEL_TOKEN.encode()))
    add("unsafe-path", "delete-character", "R13", "an extra member whose name ends in DEL",
        extra_member(b"%s-del\x7f" % SENTINEL_TOKEN.encode()))
    add("unsafe-path", "prefix-media", "R13",
        "the 512-byte media member written as prefix 'media' + name '<sha256>' (POSIX would "
        "join them to a valid name; R13 requires an empty prefix)",
        assemble(members_edit=edit_member(jpeg, name=JPEG_ITEM.sha256,
                                          fields={"prefix": b"media"})),
        also=["unexpected-member"])     # a reader ignoring the prefix sees a bare hash
    prefix_dotdot = "../" * 12 + sentinel("prefix").lstrip("/")
    add("unsafe-path", "prefix-dotdot", "R13",
        "keepsake.db with prefix '../(x12)tmp/%s-prefix' (a reader that ignores the "
        "prefix sees a valid bundle; one that joins it writes into /tmp)" % SENTINEL_TOKEN,
        assemble(members_edit=edit_member(1, fields={"prefix": prefix_dotdot.encode()})),
        sentinels=[sentinel("prefix")])
    add("unexpected-member", "unknown-name", "R13", "an extra member README.txt",
        extra_member("README.txt"))
    add("unexpected-member", "database-journal", "R13", "an extra member keepsake.db-journal",
        extra_member("keepsake.db-journal", b"\0" * 512))
    add("unexpected-member", "dot-slash-database", "R13",
        "an extra copy of keepsake.db named ./keepsake.db",
        assemble(members_edit=lambda ms: insert_members(2, Member("./keepsake.db", ms[1].data))(ms)))
    add("unexpected-member", "uppercase-media-name", "R13",
        "an extra copy of a media member named with its hash in upper-case hex",
        extra_member("media/" + JPEG_ITEM.sha256.upper(), JPEG_512))
    add("unexpected-member", "short-media-name", "R13",
        "an extra member named media/ + 63 hex digits",
        extra_member("media/" + JPEG_ITEM.sha256[:63]))

    # ---- R15: order, duplicates, listing ------------------------------------------------
    add("member-order", "database-first", "R15", "keepsake.db before manifest.json",
        assemble(members_edit=lambda ms: [ms[1], ms[0]] + ms[2:]))
    add("member-order", "media-before-database", "R15", "media members before keepsake.db",
        assemble(members_edit=lambda ms: [ms[0]] + ms[2:] + [ms[1]]))
    add("member-order", "media-not-in-manifest-order", "R15",
        "the last two media members swapped in the archive (the manifest lists them ascending)",
        assemble(members_edit=lambda ms: ms[:last - 1] + [ms[last], ms[last - 1]]))
    add("duplicate-member", "database-twice", "R15", "keepsake.db appears twice in a row",
        assemble(members_edit=lambda ms: ms[:2] + [ms[1]] + ms[2:]))
    add("duplicate-member", "media-twice", "R15", "a media member appears twice in a row",
        assemble(members_edit=lambda ms: ms[:jpeg + 1] + [ms[jpeg]] + ms[jpeg + 1:]))
    add("duplicate-member", "manifest-again-at-end", "R15",
        "manifest.json appears again after the last media member",
        assemble(members_edit=lambda ms: ms + [ms[0]]))
    add("unexpected-member", "unlisted-media", "R15",
        "a well-named media member after the last listed one, listed nowhere",
        assemble(members_edit=lambda ms: ms + [Member(EXTRA_ITEM.path, EXTRA_ITEM.data)]))
    add("missing-member", "last-media", "R15",
        "the archive ends cleanly without the last listed media member",
        assemble(members_edit=lambda ms: ms[:-1]))
    add("missing-member", "database", "R15",
        "only manifest.json, then the end blocks (keepsake.db never appears)",
        assemble(MEDIA0, members_edit=lambda ms: ms[:1]))

    # ---- R16: sizes and hashes ------------------------------------------------------
    add("size-mismatch", "media-one-byte-longer", "R16",
        "the 512-byte media member carries 513 bytes (manifest says 512)",
        assemble(members_edit=edit_member(jpeg, data=JPEG_512 + b"\0")))
    add("size-mismatch", "database-longer", "R16",
        "keepsake.db's member carries 512 more zero bytes than the manifest says",
        assemble(members_edit=lambda ms: edit_member(1, data=ms[1].data + b"\0" * 512)(ms)))
    add("size-mismatch", "pax-size", "R16",
        "a pax size=500 record before the 512-byte media (the member really has 500 bytes)",
        assemble(members_edit=lambda ms: pax_before(jpeg, [("size", "500")])(
            edit_member(jpeg, data=JPEG_512[:500])(ms))))
    add("hash-mismatch", "media", "R16", "one byte of the 1300-byte media changed",
        assemble(members_edit=edit_member(png, data=PNG_1300[:700] + b"\x00" + PNG_1300[701:])))
    add("hash-mismatch", "database", "R16",
        "one unused byte in keepsake.db's free space changed (the database itself stays valid)",
        assemble(members_edit=lambda ms: edit_member(1, data=harmless_database_change(ms[1].data))(ms)))

    # ---- R17: padding, end blocks, trailing data ----------------------------------------
    manifest_len = offsets[0][3]
    assert manifest_len % ks.BLOCK, "the manifest needs padding for the next case"
    add("bad-padding", "after-manifest", "R17", "a newline in the manifest's padding",
        assemble(members_edit=edit_member(0, padding=b"\n" + b"\0" * (-manifest_len % ks.BLOCK - 1))))
    add("bad-padding", "after-media", "R17", "the last padding byte after the 1300-byte media is 01",
        assemble(members_edit=edit_member(png, padding=b"\0" * (-PNG_ITEM.size % ks.BLOCK - 1) + b"\1")))
    add("bad-padding", "after-pax-header", "R17", "non-zero padding after a valid pax header",
        assemble(members_edit=pax_before(jpeg, [("mtime", "0")], padding=b"\0" * 500 + b"x")))
    add("trailing-data", "in-record-padding", "R17", "the last byte of the record padding is 01",
        valid3[:-1] + b"\1")
    add("trailing-data", "after-record", "R17", "512 bytes of text after the padded record",
        valid3 + (b"trailing text " * 40)[:512])
    add("trailing-data", "second-bundle", "R17",
        "a second valid bundle concatenated after the first (tar -A style smuggling)",
        valid3 + valid0)
    add("trailing-data", "zero-block-between-members", "R17",
        "a single zero block between keepsake.db and the first media member",
        assemble(final_edit=lambda d: d[:offsets[2][1]] + b"\0" * ks.BLOCK + d[offsets[2][1]:]))
    add("truncated", "no-end-blocks", "R17", "the archive ends right after the last member",
        assemble(final_edit=lambda d: d[:offsets[-1][2] + offsets[-1][3] + (-offsets[-1][3] % 512)]))
    add("truncated", "one-end-block", "R17", "only one of the two end blocks",
        assemble(final_edit=lambda d: d[:offsets[-1][2] + offsets[-1][3]
                                        + (-offsets[-1][3] % 512) + 512]))

    # ---- R18: truncation ------------------------------------------------------------
    db_header, db_data = offsets[1][1], offsets[1][2]
    add("truncated", "empty-file", "R18", "an empty file (0 bytes)", b"")
    add("truncated", "inside-first-header", "R18", "the first 300 bytes of a valid bundle",
        valid3[:300])
    add("truncated", "inside-header", "R18", "ends 100 bytes into keepsake.db's header",
        valid3[:db_header + 100])
    add("truncated", "inside-manifest-data", "R18", "ends in the middle of the manifest data",
        valid3[:ks.BLOCK + manifest_len // 2])
    add("truncated", "inside-database-data", "R18", "ends in the middle of keepsake.db",
        valid3[:db_data + 4096])
    pad_at = offsets[png][2] + PNG_ITEM.size + 10
    add("truncated", "inside-padding", "R18", "ends inside the padding of the 1300-byte media",
        valid3[:pad_at])
    add("truncated", "at-member-boundary", "R18",
        "ends exactly after keepsake.db (a block boundary, no end blocks)",
        valid3[:db_data + offsets[1][3]])

    # ---- R19: limits ---------------------------------------------------------------
    limit_bundle = ks.build_bundle([BIG_ITEM])
    limit_sizes = {name: size for name, _, _, size in member_offsets(limit_bundle)}
    without_manifest = sum(s for n, s in limit_sizes.items() if n != ks.MANIFEST_NAME)
    add("limit-exceeded", "max-members", "R19", "5 members (4 without the manifest), --max-members 3",
        valid3, args=["--max-members", "3"])
    add("limit-exceeded", "max-member-size", "R19",
        "a 20000-byte media member with --max-member-size 19999",
        limit_bundle, args=["--max-member-size", str(BIG_ITEM.size - 1)])
    add("limit-exceeded", "max-total-size", "R19",
        "members total one byte more than --max-total-size, even without the manifest",
        limit_bundle, args=["--max-total-size", str(without_manifest - 1)])
    add("limit-exceeded", "max-manifest-size", "R19",
        "a manifest one byte longer than --max-manifest-size",
        limit_bundle, args=["--max-manifest-size", str(limit_sizes[ks.MANIFEST_NAME] - 1)])
    add("limit-exceeded", "manifest-header-33MiB", "R19",
        "manifest.json's header declares 33 MiB (default limit 32 MiB); the file then ends "
        "after the real manifest: the limit must be checked before reading the data",
        assemble(members_edit=edit_member(0, size=33 * 2**20),
                 final_edit=lambda d: d[:ks.BLOCK + manifest_len]),
        also=["truncated"])
    huge = 2**47
    huge_sha = ks.sha256_hex(b"128 TiB that are not there")
    huge_rows = [m.row() for m in MEDIA3] + [(huge_sha, huge, "application/octet-stream",
                                             "2026-11-30T08:00:00Z")]

    def huge_manifest(m):
        m["members"].append({"path": "media/" + huge_sha, "size": huge, "sha256": huge_sha})
        m["members"][1:] = sorted(m["members"][1:], key=lambda e: e["sha256"])
        return m

    def huge_members(ms):
        members = [ms[0], ms[1]] + [Member(e.path, e.data) for e in MEDIA3]
        big = Member("media/" + huge_sha, ks.prng_bytes("huge", 4096), size=huge)
        members.append(big)
        order = sorted(members[2:], key=lambda m: m.name_text)
        at = 2 + order.index(big)
        members = members[:2] + order
        return members[:at] + [ks.pax_member(big.name_text, [("size", str(huge))])] + members[at:]
    add("limit-exceeded", "pax-size-128TiB", "R19",
        "a media member of 2^47 bytes by its pax size record (listed so in the manifest and "
        "the database), of which only 4 KiB follow: refuse before reading (default limits)",
        assemble(rows=huge_rows, manifest_edit=huge_manifest, members_edit=huge_members,
                 final_edit=lambda d: d[:d.index(ks.prng_bytes("huge", 4096)) + 4096]),
        also=["truncated"])

    # ---- R20, R21: manifest JSON and canonical form --------------------------------
    add("manifest-json", "not-json", "R21", "the manifest is plain text",
        assemble(manifest_text=lambda m: b"this is not JSON"))
    add("manifest-json", "empty", "R21", "the manifest is empty (0 bytes)",
        assemble(manifest_text=lambda m: b""))
    add("manifest-json", "truncated-json", "R21", "the manifest lacks its closing brace",
        assemble(manifest_text=lambda m: ks.canonical_json(m)[:-1]))
    add("manifest-json", "trailing-comma", "R21", "a comma before the closing brace",
        assemble(manifest_text=lambda m: ks.canonical_json(m)[:-1] + b",}"))
    add("manifest-json", "invalid-utf8", "R21", "a 0xFF byte inside the generator string",
        assemble(manifest_text=replace_text(b"ksbundle.py", b"ksbundle\xffpy")))
    add("manifest-json", "overlong-utf8", "R21", "an overlong UTF-8 '/' (C0 AF) in the generator",
        assemble(manifest_text=replace_text(b"ksbundle.py/", b"ksbundle.py\xc0\xaf")))
    add("manifest-json", "utf8-surrogate", "R21", "a UTF-8-encoded surrogate (ED A0 80)",
        assemble(manifest_text=replace_text(b"ksbundle.py", b"ksbundle\xed\xa0\x80py")))
    add("manifest-json", "nan", "R21", "format_version written as NaN",
        assemble(manifest_text=replace_text(b'"format_version":1', b'"format_version":NaN')))
    add("manifest-json", "leading-zero", "R21", "format_version written as 01 (not JSON)",
        assemble(manifest_text=replace_text(b'"format_version":1', b'"format_version":01')))
    add("manifest-json", "raw-control-character", "R21",
        "an unescaped TAB inside the generator string (not JSON)",
        assemble(manifest_text=replace_text(b"ksbundle.py", b"ksbundle\tpy")))

    def dumps(m, **kwargs):
        return json.dumps(m, ensure_ascii=False, **kwargs).encode("utf-8")
    add("manifest-not-canonical", "whitespace", "R1",
        "json.dumps default separators: a space after every ',' and ':'",
        assemble(manifest_text=lambda m: dumps(m, sort_keys=True)))
    add("manifest-not-canonical", "trailing-newline", "R1", "the canonical text plus one LF",
        assemble(manifest_text=lambda m: ks.canonical_json(m) + b"\n"))
    add("manifest-not-canonical", "unsorted-keys", "R2",
        "keys in writing order (format first), otherwise canonical",
        assemble(manifest_text=lambda m: dumps(m, separators=(",", ":"))))
    add("manifest-not-canonical", "duplicate-key", "R2", '"access":"full" written twice',
        assemble(manifest_text=replace_text(b'{"access":"full",', b'{"access":"full","access":"full",')))
    add("manifest-not-canonical", "escaped-slash", "R3", 'every "/" written as "\\/"',
        assemble(manifest_text=lambda m: ks.canonical_json(m).replace(b"/", b"\\/")))
    add("manifest-not-canonical", "escaped-ascii-letter", "R3", '"k" written as "\\u006b"',
        assemble(manifest_text=replace_text(b"ksbundle.py", b"\\u006bsbundle.py")))
    add("manifest-not-canonical", "escaped-non-ascii", "R3",
        'a generator with \u00e9 written as "\\u00e9"',
        assemble(generator="ksbundle.py/1.0 \u00e9",
                 manifest_text=replace_text("\u00e9".encode(), b"\\u00e9")))
    add("manifest-not-canonical", "uppercase-hex-escape", "R3",
        'a generator with U+001F written as "\\u001F" (canonical: "\\u001f")',
        assemble(generator="ksbundle.py/1.0\x1f",
                 manifest_text=replace_text(b"\\u001f", b"\\u001F")))
    add("manifest-not-canonical", "float", "R4", "format_version written as 1.0",
        assemble(manifest_text=replace_text(b'"format_version":1', b'"format_version":1.0')))
    add("manifest-not-canonical", "exponent", "R4", "format_version written as 1e0",
        assemble(manifest_text=replace_text(b'"format_version":1', b'"format_version":1e0')))
    add("manifest-not-canonical", "negative-zero", "R4", "the 0-byte media's size written as -0",
        assemble(manifest_text=replace_text(b'"size":0}', b'"size":-0}')))

    # ---- R20, R21: digest ------------------------------------------------------------
    def flip_digest(m):
        m["digest"] = ("0" if m["digest"][0] != "0" else "1") + m["digest"][1:]
        return m
    add("manifest-digest", "one-digit-changed", "R20", "the first digest digit changed",
        assemble(manifest_edit=flip_digest, redigest=False))

    def digest_of_pretty(m):
        without = {k: v for k, v in m.items() if k != "digest"}
        m["digest"] = ks.sha256_hex(json.dumps(without, sort_keys=True).encode())
        return m
    add("manifest-digest", "digest-of-non-canonical-json", "R20",
        "digest computed over json.dumps(sort_keys=True) (with spaces) instead of canonical JSON",
        assemble(manifest_edit=digest_of_pretty, redigest=False))

    # R21's order (FORMAT 3.1): the digest is checked before every field rule after
    # `format_version`, so a field changed without the digest recomputed is manifest-digest.
    def created_not_an_instant(m):
        m["created"] = "2026-11-31T09:00:00Z"
        return m
    add("manifest-digest", "created-changed-to-a-non-instant", "R21",
        "created changed to 2026-11-31T09:00:00Z (no such day: a field rule) and the digest not "
        "recomputed: the digest is checked first",
        assemble(manifest_edit=created_not_an_instant, redigest=False), also=["manifest-field"])
    add("manifest-digest", "digest-upper-case", "R21",
        "the digest written with upper-case hex digits: a string that is not the digest of "
        "the rest is manifest-digest, whatever its form",
        assemble(manifest_edit=lambda m: dict(m, digest=m["digest"].upper()), redigest=False))

    # ---- R20, R21: fields (digest recomputed after every change) -----------------------
    def drop(key):
        def edit(m):
            del m[key]
            return m
        return edit

    def put(key, value):
        def edit(m):
            m[key] = value
            return m
        return edit

    def put_member(index, key, value):
        def edit(m):
            if value is drop:
                del m["members"][index][key]
            else:
                m["members"][index][key] = value
            return m
        return edit
    field_cases = [
        ("not-an-object", "the manifest is the JSON array []", None, lambda m: b"[]"),
        ("missing-access", "no access member", drop("access"), None),
        ("missing-digest", "no digest member", drop("digest"), None),
        ("extra-field", 'an extra member "comment"', put("comment", "hello"), None),
        ("wrong-format", 'format is "keepsake-archive"', put("format", "keepsake-archive"), None),
        ("format-version-string", 'format_version is the string "1"', put("format_version", "1"), None),
        ("format-version-zero", "format_version is 0", put("format_version", 0), None),
        ("access-partial", 'access is "partial"', put("access", "partial"), None),
        ("kind-not-string", "kind is the number 1", put("kind", 1), None),
        ("generator-empty", "generator is empty", put("generator", ""), None),
        ("generator-201-characters", "generator has 201 characters",
         put("generator", "g/" + "x" * 199), None),
        ("generator-not-string", "generator is null", put("generator", None), None),
        ("members-not-array", "members is an object", put("members", {}), None),
        ("members-empty", "members is []", put("members", []), None),
        ("member-extra-key", 'keepsake.db\'s entry has an extra "mtime" key',
         put_member(0, "mtime", 0), None),
        ("member-missing-sha256", "a media entry without sha256",
         put_member(jpeg - 1, "sha256", drop), None),
        ("member-size-negative", "a media entry with size -1", put_member(empty - 1, "size", -1), None),
        ("member-size-string", 'a media entry with size "512"',
         put_member(jpeg - 1, "size", "512"), None),
        ("member-sha256-uppercase", "keepsake.db's sha256 in upper-case hex",
         lambda m: put_member(0, "sha256", m["members"][0]["sha256"].upper())(m), None),
    ]
    for short, what, edit, text in field_cases:
        add("manifest-field", short, "R20", what,
            assemble(manifest_edit=edit, redigest=short != "missing-digest", manifest_text=text))

    def database_last(m):
        m["members"] = m["members"][1:] + m["members"][:1]
        return m
    add("manifest-field", "first-member-not-database", "R20",
        "the members list puts keepsake.db last (and the archive follows the list)",
        assemble(manifest_edit=database_last,
                 members_edit=lambda ms: [ms[0]] + ms[2:] + [ms[1]]))

    def wrong_path(m):
        m["members"][jpeg - 1]["path"] = EXTRA_ITEM.path
        return m
    add("manifest-field", "media-path-not-its-sha256", "R20",
        "a media entry's path names another hash than its sha256 (the member is so named)",
        assemble(manifest_edit=wrong_path,
                 members_edit=edit_member(jpeg, name=EXTRA_ITEM.path)))

    def descending(m):
        m["members"][1:] = m["members"][1:][::-1]
        return m
    add("manifest-field", "media-not-ascending", "R20",
        "media entries in descending order (the archive follows the list)",
        assemble(manifest_edit=descending,
                 members_edit=lambda ms: ms[:2] + ms[2:][::-1]))

    created_cases = [
        ("feb-30", "2026-02-30T00:00:00Z"),
        ("feb-29-not-leap-year", "2025-02-29T12:00:00Z"),
        ("month-13", "2026-13-01T00:00:00Z"),
        ("hour-24", "2026-11-30T24:00:00Z"),
        ("minute-60", "2026-11-30T09:60:00Z"),
        ("second-61", "2026-11-30T09:00:61Z"),
        ("lowercase-t-z", "2026-11-30t09:00:00z"),
        ("space-separator", "2026-11-30 09:00:00Z"),
        ("no-offset", "2026-11-30T09:00:00"),
        ("empty-fraction", "2026-11-30T09:00:00.Z"),
        ("fraction-10-digits", "2026-11-30T09:00:00.1234567890Z"),
        ("offset-hour-24", "2026-11-30T09:00:00+24:00"),
        ("offset-without-colon", "2026-11-30T09:00:00+0100"),
        ("date-only", "2026-11-30"),
        ("trailing-newline", "2026-11-30T09:00:00Z\n"),
        ("arabic-indic-digits", "\u0662\u0660\u0662\u0666-11-30T09:00:00Z"),
    ]
    for short, value in created_cases:
        add("manifest-field", "created-" + short, "R26",
            "created is %s" % json.dumps(value), assemble(created=value))

    # ---- R22: version and kind -----------------------------------------------------
    future_version = ks.FORMAT_VERSION + 1
    add("unsupported-version", "format-version-%d" % future_version, "R22",
        "format_version %d, above the highest known (digest recomputed, everything else as in version 1)" % future_version,
        assemble(manifest_edit=put("format_version", future_version)))

    def future(m):
        m["format_version"] = future_version
        m["kind"] = "mood"
        m["tables"] = ["media", "moods"]
        del m["digest"]
        return m
    add("unsupported-version", "future-manifest", "R22",
        "format_version %d with a future manifest (unknown kind, extra member, no digest): "
        "R22 says the version is checked before anything but `format` is interpreted" % future_version,
        assemble(manifest_edit=future, redigest=False),
        also=["manifest-field"])
    add("unsupported-kind", "mindmap", "R22", 'kind "mindmap" (a later version\'s kind)',
        assemble(manifest_edit=put("kind", "mindmap")))

    # ---- R24: database header and integrity ----------------------------------------
    def patched(offset: int, value: bytes):
        def build(rows):
            db = bytearray(database_for(tuple(rows)))
            db[offset:offset + len(value)] = value
            return bytes(db)
        return build
    add("database-journal-mode", "wal", "R24", "keepsake.db header bytes 18/19 are 2/2 (WAL)",
        assemble(database=patched(18, b"\2\2")))
    add("database-journal-mode", "wal-read-only", "R24",
        "keepsake.db header bytes 18/19 are 1/2", assemble(database=patched(18, b"\1\2")))
    add("database-application-id", "zero", "R24", "keepsake.db has application_id 0",
        assemble(database=lambda rows: ks.build_database(rows, application_id=0)))
    add("database-application-id", "store-kstr", "R24",
        'keepsake.db has the store\'s application_id "KSTR" (a copied store file)',
        assemble(database=lambda rows: ks.build_database(
            rows, application_id=ks.STORE_APPLICATION_ID)))
    add("database-version", "user-version-0", "R24", "keepsake.db has user_version 0",
        assemble(database=lambda rows: ks.build_database(rows, user_version=0)))
    add("database-version", "user-version-2", "R24",
        "keepsake.db has user_version 2 (the manifest says format_version 1)",
        assemble(database=lambda rows: ks.build_database(rows, user_version=2)))
    page = 4096
    add("database-corrupt", "cell-count", "R24",
        "the media table's b-tree page claims one cell more than it has",
        assemble(database=lambda rows: _patch_cell_count(database_for(tuple(rows)), page)))
    add("database-corrupt", "page-type", "R24", "the media table's b-tree page has type 0",
        assemble(database=patched(page, b"\0")))
    add("database-corrupt", "missing-page", "R24",
        "keepsake.db cut after its first page (the media table's root page is gone)",
        assemble(database=lambda rows: database_for(tuple(rows))[:page]))
    add("database-corrupt", "not-sqlite-magic", "R24",
        'the "SQLite format 3" string replaced (header bytes 18/19, 60 and 68 intact)',
        assemble(database=patched(0, b"NotSQLite form\0\0")))

    # ---- R25: schema -------------------------------------------------------------------
    insert = "INSERT INTO media (sha256, size, media_type, added_at) VALUES (?, ?, ?, ?)"
    schema_cases = [
        ("extra-table", "an extra table notes(x)", {"extra_sql": ["CREATE TABLE notes (x TEXT)"]}),
        ("extra-column", "the media table has a fifth column note TEXT",
         {"table_sql": [ks.MEDIA_TABLE_SQL.replace("added_at TEXT NOT NULL",
                                                   "added_at TEXT NOT NULL,\n  note TEXT")]}),
        ("trigger", "a trigger on media",
         {"extra_sql": ["CREATE TRIGGER media_ai AFTER INSERT ON media BEGIN SELECT 1; END"]}),
        ("view", "a view over media", {"extra_sql": ["CREATE VIEW media_v AS SELECT * FROM media"]}),
        ("extra-index", "an index on media(added_at)",
         {"extra_sql": ["CREATE INDEX media_added_at ON media (added_at)"]}),
        ("unique-constraint-index", "a UNIQUE constraint (its automatic index is not a primary key's)",
         {"table_sql": [ks.MEDIA_TABLE_SQL.replace("added_at TEXT NOT NULL",
                                                   "added_at TEXT NOT NULL UNIQUE")]}),
        ("sqlite-stat1", "an ANALYZE result table sqlite_stat1", {"extra_sql": ["ANALYZE"]}),
        ("column-order", "columns in another order (size before sha256)",
         {"table_sql": ["CREATE TABLE media (\n  size INTEGER NOT NULL,\n"
                        "  sha256 TEXT NOT NULL PRIMARY KEY,\n  media_type TEXT NOT NULL,\n"
                        "  added_at TEXT NOT NULL\n) WITHOUT ROWID"]}),
        ("declared-type", "media_type declared VARCHAR(127) (same affinity, other type)",
         {"table_sql": [ks.MEDIA_TABLE_SQL.replace("media_type TEXT", "media_type VARCHAR(127)")]}),
        ("missing-not-null", "added_at without NOT NULL",
         {"table_sql": [ks.MEDIA_TABLE_SQL.replace("added_at TEXT NOT NULL", "added_at TEXT")]}),
        ("no-primary-key", "sha256 without PRIMARY KEY (a rowid table)",
         {"table_sql": [ks.MEDIA_TABLE_SQL.replace(" PRIMARY KEY", "").replace(" WITHOUT ROWID", "")]}),
        ("collate-nocase", "the primary key sha256 with COLLATE NOCASE",
         {"table_sql": [ks.MEDIA_TABLE_SQL.replace("sha256 TEXT NOT NULL",
                                                   "sha256 TEXT COLLATE NOCASE NOT NULL")]}),
        ("primary-key-desc", "the primary key in descending order (PRIMARY KEY DESC)",
         {"table_sql": [ks.MEDIA_TABLE_SQL.replace("PRIMARY KEY", "PRIMARY KEY DESC")]}),
        ("default-value", "added_at with a DEFAULT clause",
         {"table_sql": [ks.MEDIA_TABLE_SQL.replace("added_at TEXT NOT NULL",
                                                   "added_at TEXT NOT NULL DEFAULT ''")]}),
    ]
    for short, what, kwargs in schema_cases:
        add("database-schema", short, "R25", what,
            assemble(database=lambda rows, kw=kwargs: ks.build_database(rows, insert_sql=insert, **kw)))
    utf16 = ks.build_tables_database(ks.full_tables(MEDIA3, None, 1), format_version=1,
                                     page_size=4096, pragmas=["PRAGMA encoding='UTF-16le'"])
    add("database-schema", "text-encoding-utf16le", "R25",
        "keepsake.db's text encoding is UTF-16le (header offset 56 is 2): R25 requires UTF-8",
        assemble(database=utf16))
    add("database-schema", "no-media-table", "R25",
        "keepsake.db has no table at all (bundle without media)",
        assemble(MEDIA0, database=lambda rows: ks.build_database(rows, table_sql=[])))

    # ---- R25: rows -------------------------------------------------------------------
    def rows_with(index_item: MediaItem, position: int, value):
        rows = [list(m.row()) for m in MEDIA3]
        rows[media_index(MEDIA3, index_item)][position] = value
        return [tuple(r) for r in rows]
    row_cases = [
        ("sha256-uppercase", "the 1300-byte media's row has its sha256 in upper case (so it "
         "also matches no member; the row rule is checked first)", PNG_ITEM, 0,
         PNG_ITEM.sha256.upper()),
        ("added-at-feb-30", "a row with added_at 2026-02-30T00:00:00Z", JPEG_ITEM, 3,
         "2026-02-30T00:00:00Z"),
        ("added-at-no-offset", "a row with added_at 2026-11-30T09:00:00", JPEG_ITEM, 3,
         "2026-11-30T09:00:00"),
        ("media-type-no-slash", 'a row with media_type "nonsense"', JPEG_ITEM, 2, "nonsense"),
        ("media-type-too-long", "a row with a 128-character media_type", JPEG_ITEM, 2,
         "image/" + "x" * 122),
        # FORMAT 2.2: RFC 6838 restricted names.
        ("media-type-wildcard", 'a row with media_type "image/*"', JPEG_ITEM, 2, "image/*"),
        ("media-type-parameter", 'a row with media_type "text/plain;charset=utf-8" (a parameter)',
         JPEG_ITEM, 2, "text/plain;charset=utf-8"),
        ("media-type-subtype-starts-with-dot", 'a row with media_type "image/.png"', JPEG_ITEM, 2,
         "image/.png"),
        ("media-type-blob", "a row whose media_type is a BLOB, not TEXT", JPEG_ITEM, 2,
         b"image/jpeg"),
    ]
    for short, what, item, position, value in row_cases:
        add("database-row", short, "R25", what,
            assemble(rows=rows_with(item, position, value)),
            # an upper-case row cannot also match its member: R25's set rule breaks too
            also=["media-mismatch"] if short == "sha256-uppercase" else [])
    add("database-row", "media-type-invalid-utf8", "R25",
        "a row whose media_type is TEXT with the invalid UTF-8 bytes 'image/\\xff'",
        assemble(database=lambda rows: ks.build_database(
            [r if r[0] != JPEG_ITEM.sha256 else (r[0], r[1], b"image/\xff", r[3]) for r in rows],
            insert_sql="INSERT INTO media (sha256, size, media_type, added_at) "
                       "VALUES (?, ?, CAST(? AS TEXT), ?)")))

    # ---- R25: rows against members ---------------------------------------------------
    add("media-mismatch", "row-without-member", "R25",
        "a fourth, valid row for media that is not in the bundle",
        assemble(rows=[m.row() for m in MEDIA3] + [EXTRA_ITEM.row()]))
    add("media-mismatch", "member-without-row", "R25",
        "the 512-byte media has no row",
        assemble(rows=[m.row() for m in MEDIA3 if m is not JPEG_ITEM]))
    add("media-mismatch", "row-size-differs", "R25",
        "the 512-byte media's row says size 511", assemble(rows=rows_with(JPEG_ITEM, 1, 511)))
    add("media-mismatch", "row-in-bundle-without-media", "R25",
        "a row in a bundle that lists no media", assemble(MEDIA0, rows=[EXTRA_ITEM.row()]))

    hostile_cases_v2(add)
    return cases


def hostile_cases_v2(add) -> None:
    """Version 2 cases (sections 11-14): each breaks one rule of a valid version 2 bundle."""
    mindmap, mood, dossier, routine = (mindmap_tables(), mood_tables(), dossier_tables(),
                                       routine_tables())
    archive = archive_v2_tables()
    archive_media = list(MEDIA3) + DOSSIER_MEDIA

    # ---- R22, R27: kinds and versions -------------------------------------------------
    for kind in ("mood", "dossier", "routine"):
        add("unsupported-kind", "v1-" + kind, "R27",
            'a format version 1 bundle of kind "%s", which version 2 defines' % kind,
            assemble(MEDIA0, manifest_edit=lambda m, k=kind: dict(m, kind=k)))
    add("unsupported-kind", "v2-unknown-kind", "R22",
        'a format version 2 bundle of kind "diary", which no version defines',
        assemble_v2({}, kind="diary"))
    add("database-version", "v2-user-version-1", "R24",
        "a format version 2 bundle (version 2 schema) whose keepsake.db has user_version 1",
        assemble_v2(mood, kind="mood", user_version=1))
    add("database-schema", "v1-with-v2-tables", "R25",
        "a format version 1 bundle whose keepsake.db (user_version 1) has every version 2 "
        "table: version 1 is read against version 1's schema",
        assemble_v2({}, user_version=1, format_version=1))

    # ---- R36, R41, R44, R49: the schema of every version 2 table -------------------------
    def sql(table, old, new):
        text = ks.TABLE_SQL[table]
        assert old in text, (table, old)
        return {table: text.replace(old, new)}
    schema_cases = [
        ("R36", "mindmaps-title-nullable", "mindmaps.title without NOT NULL",
         {"table_sql": sql("mindmaps", "title TEXT NOT NULL", "title TEXT")}),
        ("R36", "mindmap-nodes-position-int", "mindmap_nodes.position declared INT (same "
         "affinity, another declared type)",
         {"table_sql": sql("mindmap_nodes", "position INTEGER", "position INT")}),
        ("R36", "mindmap-nodes-rowid", "mindmap_nodes without WITHOUT ROWID (a rowid table "
         "with the same columns)",
         {"table_sql": sql("mindmap_nodes", ") WITHOUT ROWID", ")")}),
        ("R41", "mood-days-default", "mood_days.mood with DEFAULT 'ok'",
         {"table_sql": sql("mood_days", "mood TEXT,", "mood TEXT DEFAULT 'ok',")}),
        ("R41", "mood-days-missing", "no mood_days table",
         {"table_sql": {"mood_days": None}}),
        ("R44", "patients-extra-column", "patients has a tenth column ward TEXT",
         {"table_sql": sql("patients", "modified TEXT NOT NULL\n",
                           "modified TEXT NOT NULL,\n  ward TEXT\n")}),
        ("R44", "dossier-actions-key-order", "dossier_actions' primary key is (version, id)",
         {"table_sql": sql("dossier_actions", "PRIMARY KEY (id, version)",
                           "PRIMARY KEY (version, id)")}),
        ("R44", "dossier-actions-no-version-key", "dossier_actions' primary key is id alone",
         {"table_sql": sql("dossier_actions", "id TEXT NOT NULL,\n  version",
                           "id TEXT NOT NULL PRIMARY KEY,\n  version") and
          sql("dossier_actions", "  changed_by_name TEXT NOT NULL,\n  PRIMARY KEY (id, version)\n",
              "  changed_by_name TEXT NOT NULL,\n  PRIMARY KEY (id)\n")}),
        ("R44", "dossier-attachments-caption-type", "dossier_attachments.caption declared "
         "VARCHAR instead of TEXT",
         {"table_sql": sql("dossier_attachments", "caption TEXT", "caption VARCHAR")}),
        ("R49", "routines-column-missing", "routines without its goal column",
         {"table_sql": sql("routines", "  goal TEXT,\n", "")}),
        ("R49", "routine-slots-key-desc", "routine_slots' primary key orders name DESC",
         {"table_sql": sql("routine_slots", "PRIMARY KEY (routine_id, name)",
                           "PRIMARY KEY (routine_id, name DESC)")}),
        ("R49", "routine-answers-key-nocase", "routine_answers.key with COLLATE NOCASE (a "
         "primary-key column)",
         {"table_sql": sql("routine_answers", "key TEXT NOT NULL", "key TEXT NOT NULL COLLATE NOCASE")}),
        ("R49", "routine-checkins-index", "an extra index on routine_checkins(slot)",
         {"extra_sql": ("CREATE INDEX routine_checkins_slot ON routine_checkins (slot)",)}),
        ("R49", "routine-notes-note-nullable", "routine_notes.note without NOT NULL",
         {"table_sql": sql("routine_notes", "note TEXT NOT NULL", "note TEXT")}),
        ("R49", "routine-ratings-column-order", "routine_ratings with sleep before energy",
         {"table_sql": sql("routine_ratings", "energy INTEGER NOT NULL,\n  sleep INTEGER NOT NULL",
                           "sleep INTEGER NOT NULL,\n  energy INTEGER NOT NULL")}),
        ("R36", "v2-trigger", "a trigger on mindmap_nodes",
         {"extra_sql": ("CREATE TRIGGER nodes_ai AFTER INSERT ON mindmap_nodes BEGIN SELECT 1; END",)}),
    ]
    for requirement, short, what, kwargs in schema_cases:
        add("database-schema", short, requirement, what + " (an empty version 2 archive)",
            assemble_v2({}, **kwargs))

    # ---- R36: mind-map rows -------------------------------------------------------------
    row_cases = [
        ("R36", "mindmap-id-uppercase", "the map's id in upper case (its nodes name it so too)",
         "mindmap", merged({"mindmaps": [map_row(uid(0xa, 0xabc).upper())]},
                           {"mindmap_nodes": [dict(n, map_id=uid(0xa, 0xabc).upper())
                                              for n in mindmap["mindmap_nodes"]]})),
        ("R36", "mindmap-title-trailing-space", "the map and its root titled with a trailing "
         "space", "mindmap", with_row(with_row(mindmap, "mindmaps", 0, title=MAP_TITLE + " "),
                                      "mindmap_nodes", 0, title=MAP_TITLE + " ")),
        ("R36", "mindmap-title-leading-nbsp", "the map and its root titled with a leading "
         "U+00A0 (Unicode White_Space)", "mindmap",
         with_row(with_row(mindmap, "mindmaps", 0, title="\u00a0" + MAP_TITLE),
                  "mindmap_nodes", 0, title="\u00a0" + MAP_TITLE)),
        ("R36", "mindmap-modified-no-offset", "the map's modified is 2026-11-29T18:30:00 (no "
         "Z or offset)", "mindmap", with_row(mindmap, "mindmaps", 0, modified="2026-11-29T18:30:00")),
        ("R36", "node-position-negative", "a node at position -1", "mindmap",
         with_row(mindmap, "mindmap_nodes", 2, position=-1)),
        ("R36", "node-position-2-pow-53", "a node at position 2^53, beyond what the dump can "
         "carry (R4, R25)", "mindmap", with_row(mindmap, "mindmap_nodes", 2, position=2**53)),
        ("R36", "node-position-text", "a node whose position is the TEXT 'first'", "mindmap",
         with_row(mindmap, "mindmap_nodes", 2, position="first")),
        ("R36", "node-note-empty", 'a node whose note is "" (NULL is no note)', "mindmap",
         with_row(mindmap, "mindmap_nodes", 1, note="")),
        ("R36", "node-title-1001", "a node titled with 1,001 Unicode scalar values", "mindmap",
         with_row(mindmap, "mindmap_nodes", 1, title="\u00e9" * 1001)),
        ("R36", "node-parent-not-uuid", "a node whose parent_id is not a UUID", "mindmap",
         with_row(mindmap, "mindmap_nodes", 1, parent_id="root")),
        ("R36", "node-title-blob", "a node whose title is a BLOB", "mindmap",
         with_row(mindmap, "mindmap_nodes", 1, title=b"Where to stay")),
    ]
    # ---- R41: mood rows ------------------------------------------------------------
    row_cases += [
        ("R41", "mood-great", 'a day whose mood is "great"', "mood",
         with_row(mood, "mood_days", 1, mood="great")),
        ("R41", "mood-cleared-with-note", "a cleared day (mood NULL) with a note", "mood",
         with_row(mood, "mood_days", 2, note="gone")),
        ("R41", "mood-date-feb-29", "a day dated 2026-02-29 (not a leap year)", "mood",
         with_row(mood, "mood_days", 3, date="2026-02-29")),
        ("R41", "mood-note-1001", "a note of 1,001 Unicode scalar values", "mood",
         with_row(mood, "mood_days", 0, note="x" * 1001)),
        ("R41", "mood-note-empty", 'a note ""', "mood", with_row(mood, "mood_days", 0, note="")),
        ("R41", "mood-note-1002-scalars-501-graphemes", "a note of 1,002 Unicode scalar "
         "values (501 times e + U+0301 COMBINING ACUTE): R41 counts scalar values, not "
         "user-perceived characters", "mood",
         with_row(mood, "mood_days", 0, note="e\u0301" * 501)),
        ("R41", "mood-changed-at-date", "changed_at is a date, not an instant", "mood",
         with_row(mood, "mood_days", 0, changed_at="2026-01-01")),
    ]
    # ---- R44: dossier rows ---------------------------------------------------------
    actions = dossier["dossier_actions"]
    def index_of(number, version=1):
        return next(i for i, a in enumerate(actions)
                    if a["id"] == uid(4, number) and a["version"] == version)
    measurement, call, therapy = index_of(4), index_of(5), index_of(1)
    row_cases += [
        ("R44", "patient-born-after-admission", "birth_date after admitted_on", "dossier",
         with_row(dossier, "patients", 0, birth_date="2026-10-02")),
        ("R44", "patient-discharged-before-admission", "discharged_on before admitted_on",
         "dossier", with_row(dossier, "patients", 0, discharged_on="2026-09-30")),
        ("R44", "patient-name-tab", "a full_name with a TAB inside (below U+0020)", "dossier",
         with_row(dossier, "patients", 0, full_name="Anna\tM\u00fcller")),
        ("R44", "patient-name-empty", 'full_name ""', "dossier",
         with_row(dossier, "patients", 0, full_name="")),
        ("R44", "patient-diagnosis-blob", "diagnosis is a BLOB (the wrong storage class)",
         "dossier", with_row(dossier, "patients", 0, diagnosis=b"Ischaemic stroke")),
        ("R44", "action-kind-visit", 'an action of kind "visit"', "dossier",
         with_row(dossier, "dossier_actions", therapy, kind="visit")),
        ("R44", "action-measurement-no-unit", "a measurement without a unit", "dossier",
         with_row(dossier, "dossier_actions", measurement, unit=None)),
        ("R44", "action-measurement-comma", 'a measurement value "36,6"', "dossier",
         with_row(dossier, "dossier_actions", measurement, value="36,6")),
        ("R44", "action-measurement-16-digits", "a measurement value of 16 digits", "dossier",
         with_row(dossier, "dossier_actions", measurement, value="1" * 16)),
        ("R44", "action-therapy-with-value", "a therapy with a value and unit", "dossier",
         with_row(dossier, "dossier_actions", therapy, value="1", unit="h")),
        ("R44", "action-call-no-duration", "a call with duration_seconds NULL", "dossier",
         with_row(dossier, "dossier_actions", call, duration_seconds=None)),
        ("R44", "action-call-number-space", 'a call number ending in a space "+49 30 "',
         "dossier", with_row(dossier, "dossier_actions", call, call_number="+49 30 ")),
        ("R44", "action-call-number-letters", 'a call number "0800-FLOWERS"', "dossier",
         with_row(dossier, "dossier_actions", call, call_number="0800-FLOWERS")),
        ("R44", "action-call-outcome", 'a call outcome "hung-up"', "dossier",
         with_row(dossier, "dossier_actions", call, call_outcome="hung-up")),
        ("R44", "action-note-with-call-party", "a therapy with a call_party", "dossier",
         with_row(dossier, "dossier_actions", therapy, call_party="Eva")),
        ("R44", "action-duration-too-long", "duration_seconds 31,622,401 (over 366 days)",
         "dossier", with_row(dossier, "dossier_actions", therapy, duration_seconds=31_622_401)),
        ("R44", "action-deleted-2", "deleted is 2", "dossier",
         with_row(dossier, "dossier_actions", therapy, deleted=2)),
        ("R44", "action-version-0", "an action's only version is 0", "dossier",
         with_row(dossier, "dossier_actions", therapy, version=0)),
        ("R44", "action-title-trailing-ideographic-space", "a title ending in U+3000 (Unicode "
         "White_Space)", "dossier",
         with_row(dossier, "dossier_actions", therapy, title="Physiotherapy\u3000")),
        ("R44", "action-changed-by-name-empty", 'changed_by_name ""', "dossier",
         with_row(dossier, "dossier_actions", therapy, changed_by_name="")),
        ("R44", "attachment-caption-leading-space", 'a caption " x-ray"', "dossier",
         with_row(dossier, "dossier_attachments", 0, caption=" x-ray")),
        ("R44", "attachment-attached-at-invalid", "attached_at 2026-11-31T10:00:00Z",
         "dossier", with_row(dossier, "dossier_attachments", 0,
                             attached_at="2026-11-31T10:00:00Z")),
        ("R44", "action-changed-by-not-uuid", 'changed_by "eva" (R26 governs every id column)',
         "dossier", with_row(dossier, "dossier_actions", 0, changed_by="eva")),
        ("R44", "attachment-attached-by-not-uuid", 'attached_by "eva"', "dossier",
         with_row(dossier, "dossier_attachments", 0, attached_by="eva")),
    ]
    # ---- R49: routine rows -----------------------------------------------------------
    row_cases += [
        ("R49", "routine-length-0", "length_days 0", "routine",
         with_row(routine, "routines", 0, length_days=0)),
        ("R49", "routine-length-3651", "length_days 3651", "routine",
         with_row(routine, "routines", 0, length_days=3651)),
        ("R49", "routine-goal", 'goal "sleep_more"', "routine",
         with_row(routine, "routines", 0, goal="sleep_more")),
        ("R49", "routine-start-date", 'start_date "2026-11-1"', "routine",
         with_row(routine, "routines", 0, start_date="2026-11-1")),
        ("R49", "slot-reminder-24h", 'a reminder "24:00"', "routine",
         with_row(routine, "routine_slots", 0, reminder="24:00")),
        ("R49", "slot-name-41", "a slot name of 41 characters", "routine",
         with_row(routine, "routine_slots", 1, name="e" * 41)),
        ("R49", "slot-position-negative", "a slot at position -1", "routine",
         with_row(routine, "routine_slots", 1, position=-1)),
        ("R49", "answer-key-empty", 'an answer key ""', "routine",
         with_row(routine, "routine_answers", 0, key="")),
        ("R49", "answer-value-1001", "an answer value of 1,001 characters", "routine",
         with_row(routine, "routine_answers", 0, value="v" * 1001)),
        ("R49", "checkin-date-month-13", 'a check-in dated "2026-13-01"', "routine",
         with_row(routine, "routine_checkins", 2, date="2026-13-01")),
        ("R49", "checkin-taken-at", "a check-in's taken_at without seconds", "routine",
         with_row(routine, "routine_checkins", 2, taken_at="2026-11-02T07:58Z")),
        ("R49", "note-empty", 'a day note ""', "routine",
         with_row(routine, "routine_notes", 0, note="")),
        ("R49", "rating-energy-11", "energy 11", "routine",
         with_row(routine, "routine_ratings", 0, energy=11)),
        ("R49", "rating-stress-0", "stress 0", "routine",
         with_row(routine, "routine_ratings", 1, stress=0)),
        # R49's references (database-row as well).
        ("R49", "answer-unknown-routine", "an answer of a routine the bundle does not hold",
         "routine", with_row(routine, "routine_answers", 0, routine_id=uid(6, 2))),
        ("R49", "rating-unknown-routine", "a rating of a routine the bundle does not hold",
         "routine", with_row(routine, "routine_ratings", 0, routine_id=uid(6, 2))),
        ("R49", "checkin-unknown-slot", 'a check-in for slot "noon", not a slot of its routine',
         "routine", with_row(routine, "routine_checkins", 2, slot="noon")),
    ]
    # A malformed parent or version cannot also hold as a reference.
    follows = {"node-parent-not-uuid": ["mindmap-tree"], "action-version-0": ["dossier-reference"]}
    for requirement, short, what, kind, tables in row_cases:
        media = DOSSIER_MEDIA if kind == "dossier" else []
        add("database-row", short, requirement, what, assemble_v2(tables, media, kind),
            also=follows.get(short, []))
    # ---- R68: node links (format version 3) ----------------------------------------------
    linked = linked_mindmap_tables()
    link_cases = [
        ("link-javascript", 'a link "javascript:alert(1)"', dict(link="javascript:alert(1)")),
        ("link-javascript-upper-case", 'a link "JavaScript:alert(1)" (schemes compare without '
         "regard to ASCII case)", dict(link="JavaScript:alert(1)")),
        ("link-vbscript", 'a link "vbscript:msgbox(1)"', dict(link="vbscript:msgbox(1)")),
        ("feed-data", 'a feed "data:text/html,<script>alert(1)</script>"',
         dict(feed="data:text/html,<script>alert(1)</script>")),
        ("link-empty", 'a link "" (no link is NULL)', dict(link="")),
        ("link-4097-bytes", "a link of 4,097 bytes", dict(link="https://e.org/" + "a" * 4083)),
        ("link-leading-space", 'a link " https://example.org/"', dict(link=" https://example.org/")),
        ("link-trailing-no-break-space", "a link ending in U+00A0 (Unicode White_Space)",
         dict(link="https://example.org/\u00a0")),
        ("link-tab-inside", "a link with a tab inside (a control character)",
         dict(link="java\tscript:alert(1)")),
        ("feed-c1-control", "a feed with U+0085 inside (a C1 control character)",
         dict(feed="https://example.org/\u0085feed")),
        # FORMAT 3.1: format characters (Unicode's Cf as of 15.1, U+2028, U+2029), anywhere.
        ("link-right-to-left-override", "a link with U+202E RIGHT-TO-LEFT OVERRIDE inside "
         "(shows 'https://example.org/exe.pdf' as '…fdp.exe')",
         dict(link="https://example.org/\u202efdp.exe")),
        ("feed-first-strong-isolate", "a feed with U+2068 FIRST STRONG ISOLATE inside",
         dict(feed="https://example.org/\u2068feed\u2069.xml")),
        ("link-zero-width-space", "a link with U+200B ZERO WIDTH SPACE in its host",
         dict(link="https://exam\u200bple.org/")),
        ("link-byte-order-mark-first", "a link beginning with U+FEFF (not white space, a format "
         "character)", dict(link="\ufeffhttps://example.org/")),
        ("link-line-separator-inside", "a link with U+2028 LINE SEPARATOR inside (white space, "
         "allowed inside by that rule, but a format character of R68)",
         dict(link="https://example.org/a\u2028b")),
        ("link-tag-character", "a link ending in U+E0041 TAG LATIN CAPITAL LETTER A (invisible)",
         dict(link="https://example.org/\U000e0041")),
        ("link-blob", "a link that is a BLOB (R25: never allowed)",
         dict(link=ks.Raw("CAST(? AS BLOB)", b"https://example.org/"))),
    ]
    for short, what, changes in link_cases:
        add("database-row", short, "R68", "format version 3: " + what,
            assemble_v3(with_row(linked, "mindmap_nodes", 4, **changes)))
    add("database-schema", "v3-without-link-columns", "R68",
        "a format version 3 bundle whose mindmap_nodes is version 2's (no link, no feed)",
        assemble_v3({"mindmaps": mindmap["mindmaps"], "mindmap_nodes": mindmap["mindmap_nodes"]},
                    table_sql={"mindmap_nodes": ks.TABLE_SQL["mindmap_nodes"]}))
    add("database-schema", "v2-with-link-columns", "R69",
        "a format version 2 bundle whose mindmap_nodes has version 3's link and feed columns: "
        "version 2 is read against version 2's schema",
        assemble_v2(mindmap, kind="mindmap", table_sql={"mindmap_nodes": ks.V3_TABLE_SQL["mindmap_nodes"]}))
    add("database-version", "v3-user-version-2", "R24",
        "a format version 3 bundle (version 3 schema) whose keepsake.db has user_version 2",
        assemble_v3(linked, user_version=2))
    add("database-row", "mood-note-invalid-utf8", "R41",
        "a mood note that is TEXT holding the invalid UTF-8 bytes 'ok \\xff'",
        assemble_v2(with_row(mood, "mood_days", 0, note=ks.Raw("CAST(? AS TEXT)", b"ok \xff")),
                    kind="mood"))
    add("database-row", "mood-note-nul", "R25",
        "a mood note 'before\\u0000after': TEXT holding U+0000 (FORMAT 2.3), refused, never cut",
        assemble_v2(with_row(mood, "mood_days", 0, note="before\u0000after"), kind="mood"))

    # ---- R37: trees ----------------------------------------------------------------
    tree_cases = [
        ("orphan", "a node whose parent is no node of the map",
         with_row(mindmap, "mindmap_nodes", 4, parent_id=uid(2, 99))),
        ("two-roots", "two nodes with parent_id NULL (the second titled like the map)",
         with_row(mindmap, "mindmap_nodes", 3, parent_id=None, title=MAP_TITLE)),
        ("no-root", "a map without nodes (no root)",
         {"mindmaps": mindmap["mindmaps"], "mindmap_nodes": []}),
        ("root-title-differs", "the root titled \"Trip to Porto\", the map otherwise",
         with_row(mindmap, "mindmap_nodes", 0, title="Trip to Porto")),
        ("cycle", "two nodes that are each other's parent (unreachable from the root)",
         with_row(with_row(mindmap, "mindmap_nodes", 1, parent_id=uid(2, 5)),
                  "mindmap_nodes", 4, parent_id=uid(2, 2))),
        ("self-parent", "a node that is its own parent",
         with_row(mindmap, "mindmap_nodes", 4, parent_id=uid(2, 5))),
        ("duplicate-position", "two children of the root at position 5",
         with_row(mindmap, "mindmap_nodes", 3, position=5)),
        ("unknown-map", "a node whose map_id is no map of the bundle",
         plus_rows(mindmap, "mindmap_nodes", node_row(6, None, 0, "Stray", map_id=uid(1, 7)))),
        ("parent-in-other-map", "a node whose parent is a node of another map",
         plus_rows(merged(mindmap, deep_mindmap_tables(2)), "mindmap_nodes",
                   node_row(6, 1000, 1, "Crossed", map_id=MAP_ID))),
    ]
    for short, what, tables in tree_cases:
        kind = "archive" if short == "parent-in-other-map" else "mindmap"
        add("mindmap-tree", short, "R37", what, assemble_v2(tables, kind=kind))

    # ---- R47: dossier references ---------------------------------------------------------
    second = patient_row(uid(3, 2), full_name="Bruno Costa")
    two_patients = plus_rows(dossier, "patients", second)
    ref_cases = [
        ("action-unknown-patient", "an action of a patient the bundle does not hold",
         "dossier", with_row(dossier, "dossier_actions", therapy, patient_id=uid(3, 9))),
        ("version-gap", "an action's versions are 1, 2 and 4",
         "dossier", with_row(dossier, "dossier_actions", index_of(2, 3), version=4)),
        ("version-starts-at-2", "an action whose only version is 2",
         "dossier", with_row(dossier, "dossier_actions", therapy, version=2)),
        ("versions-other-patient", "version 2 of an action names another patient of the "
         "bundle", "archive", with_row(two_patients, "dossier_actions", index_of(2, 2),
                                       patient_id=uid(3, 2))),
        ("version-after-deletion", "a version 3 after the version that deleted the action",
         "dossier", plus_rows(dossier, "dossier_actions",
                              action_row(3, 3, "note", "Family visit planned",
                                         changed_at="2026-11-05T10:00:00Z"))),
        ("attachment-unknown-patient", "an attachment of a patient the bundle does not hold",
         "dossier", with_row(dossier, "dossier_attachments", 0, patient_id=uid(3, 9))),
        ("attachment-unknown-action", "an attachment naming an action the bundle does not hold",
         "dossier", with_row(dossier, "dossier_attachments", 1, action_id=uid(4, 99))),
        ("attachment-other-patients-action", "an attachment of the second patient naming an "
         "action of the first", "archive",
         with_row(two_patients, "dossier_attachments", 1, patient_id=uid(3, 2))),
        ("attachment-media-without-row", "an attachment naming a hash no media row has "
         "(an archive, so that kind dossier's media rule is not involved)", "archive",
         with_row(dossier, "dossier_attachments", 0, sha256=EXTRA_ITEM.sha256)),
    ]
    for short, what, kind, tables in ref_cases:
        add("dossier-reference", short, "R47", what, assemble_v2(tables, DOSSIER_MEDIA, kind))

    # ---- R38, R42, R47, R50: what each kind holds ------------------------------------------
    other_map = {"mindmaps": [map_row(uid(1, 3), "Other")],
                 "mindmap_nodes": [node_row(50, None, 0, "Other", map_id=uid(1, 3))]}
    kind_cases = [
        ("R38", "mindmap-two-maps", "kind mindmap with two maps", "mindmap",
         merged(mindmap, other_map), []),
        ("R38", "mindmap-no-map", "kind mindmap without any map", "mindmap", {}, []),
        ("R38", "mindmap-with-media", "kind mindmap with a media row and member", "mindmap",
         mindmap, [EXTRA_ITEM]),
        ("R38", "mindmap-with-mood", "kind mindmap with a mood day", "mindmap",
         merged(mindmap, {"mood_days": mood["mood_days"][:1]}), []),
        ("R42", "mood-with-map", "kind mood with a map", "mood", merged(mood, mindmap), []),
        ("R42", "mood-with-media", "kind mood with a media row and member", "mood", mood,
         [EXTRA_ITEM]),
        ("R42", "mood-with-routine", "kind mood with a routine", "mood",
         merged(mood, routine), []),
        ("R47", "mood-with-patient", "kind mood with a patient (other kinds hold no dossier "
         "rows)", "mood", merged(mood, {"patients": [patient_row()]}), []),
        ("R47", "dossier-two-patients", "kind dossier with two patients", "dossier",
         two_patients, DOSSIER_MEDIA),
        ("R47", "dossier-no-patient", "kind dossier without a patient", "dossier", {}, []),
        ("R47", "dossier-unnamed-media", "kind dossier with a media file no attachment names",
         "dossier", dossier, DOSSIER_MEDIA + [EXTRA_ITEM]),
        ("R47", "dossier-with-mood", "kind dossier with a mood day", "dossier",
         merged(dossier, {"mood_days": mood["mood_days"][:1]}), DOSSIER_MEDIA),
        ("R50", "routine-two-routines", "kind routine with two routines", "routine",
         merged(routine, routine_tables(uid(6, 2))), []),
        ("R50", "routine-no-routine", "kind routine without a routine", "routine", {}, []),
        ("R50", "archive-two-routines", "kind archive with two routines (an archive carries "
         "the exporting account's routine, at most one)", "archive",
         merged(routine, routine_tables(uid(6, 2))), []),
        ("R50", "routine-with-map", "kind routine with a map", "routine",
         merged(routine, mindmap), []),
        ("R50", "routine-with-media", "kind routine with a media row and member", "routine",
         routine, [EXTRA_ITEM]),
    ]
    for requirement, short, what, kind, tables, media in kind_cases:
        add("kind-content", short, requirement, what, assemble_v2(tables, media, kind))

    # ---- R25 at version 2: media rows against members --------------------------------------
    add("media-mismatch", "v2-dossier-row-without-member", "R25",
        "kind dossier: an attachment's media row is there, its member is not",
        assemble_v2(dossier, DOSSIER_MEDIA, "dossier",
                    members_edit=lambda ms: [m for m in ms
                                             if m.name_text != DOSSIER_JPEG.path],
                    manifest_edit=lambda m: dict(m, members=[
                        e for e in m["members"] if e["path"] != DOSSIER_JPEG.path])))
    add("media-mismatch", "v2-archive-member-without-row", "R25",
        "a version 2 archive with a media member that has no row",
        assemble_v2(plus_rows(archive, "media", *[m.row_dict() for m in archive_media
                                                  if m is not JPEG_ITEM]),
                    archive_media))


def _patch_cell_count(db: bytes, page: int) -> bytes:
    """Page 2 (the media table) claims one more cell than it holds."""
    out = bytearray(db)
    count = int.from_bytes(out[page + 3:page + 5], "big")
    out[page + 3:page + 5] = (count + 1).to_bytes(2, "big")
    return bytes(out)


def harmless_database_change(db: bytes) -> bytes:
    """Change one byte of the database that SQLite never reads (free space of page 2).

    Used for a hash mismatch that breaks R16 only: the changed file still passes every
    database check, which is asserted here.
    """
    offset = 4096 + 2048
    assert db[offset] == 0, "expected free space at byte %d" % offset
    changed = db[:offset] + b"\x5a" + db[offset + 1:]
    ks.check_database(changed, 1)     # raises if the change mattered
    return changed


# --------------------------------------------------------------------------------------
# Writing and self-checking
# --------------------------------------------------------------------------------------

def write_corpus(outdir: Path) -> tuple:
    """Write every case and valid bundle; return (cases, valid bundles)."""
    cases = hostile_cases()
    valid = valid_bundles()
    files = [c.file for c in cases]
    duplicates = {f for f in files if files.count(f) > 1}
    assert not duplicates, duplicates
    unknown = {c.error for c in cases} - set(ks.ERROR_NAMES)
    assert not unknown, unknown

    outdir.mkdir(parents=True, exist_ok=True)
    for stale in outdir.glob("*.keepsake"):
        stale.unlink()
    if (outdir / "valid").is_dir():
        shutil.rmtree(outdir / "valid")
    (outdir / "valid").mkdir()
    for case in cases:
        (outdir / case.file).write_bytes(case.data)
    (outdir / "cases.json").write_text(json.dumps([
        {"file": c.file, "error": c.error, "requirement": c.requirement,
         "description": c.description, "args": c.args, "sentinels": c.sentinels}
        for c in cases], indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    for bundle in valid:
        (outdir / "valid" / bundle.file).write_bytes(bundle.data)
    (outdir / "valid" / "valid.json").write_text(json.dumps([
        {"file": b.file, "description": b.description, "args": b.args,
         "dump": b.expected_dump().decode("utf-8"), "kind": b.kind,
         "media": [m.sha256 for m in ks.as_media_items(b.media)]}
        for b in valid], indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return cases, valid


def self_check(cases: list, valid: list) -> tuple:
    """Check the corpus with ksbundle's strict reader; return (passed, failed)."""
    passed = failures = 0

    def report(ok: bool, name: str, why: str = "") -> None:
        nonlocal passed, failures
        if ok:
            passed += 1
            print("ok %s" % name)
        else:
            failures += 1
            print("FAIL %s: %s" % (name, why))

    # Determinism (R30): the same inputs give the same bytes.
    report(ks.build_bundle(MEDIA3) == ks.build_bundle(MEDIA3), "determinism",
           "two builds of the same bundle differ")
    tables = archive_v2_tables()
    report(ks.build_bundle(MEDIA3, tables=tables, format_version=V2)
           == ks.build_bundle(MEDIA3, tables=copy.deepcopy(tables), format_version=V2),
           "determinism-v2", "two builds of the same version 2 bundle differ")

    # Canonical JSON examples from FORMAT.md section 2 and R3.
    example = {"b": {"d": True, "c": None}, "a": [1, -2, "x\n"]}
    report(ks.canonical_json(example) == b'{"a":[1,-2,"x\\n"],"b":{"c":null,"d":true}}',
           "canonical-json-example", ks.canonical_json(example).decode())
    escapes = "\"\\/\b\f\n\r\t\x00\x1f\x7f\u00e9\U0001F600"
    report(ks.canonical_json(escapes) == '"\\"\\\\/\\b\\f\\n\\r\\t\\u0000\\u001f\x7f\u00e9\U0001F600"'
           .encode("utf-8"), "canonical-json-escapes", repr(ks.canonical_json(escapes)))

    for bundle in valid:
        name = "valid--" + bundle.short
        try:
            result = ks.read_bundle(bundle.data, ks.Limits.from_args(bundle.args))
        except ks.BundleError as error:
            report(False, name, "refused: %s" % error)
            continue
        expected = bundle.expected_dump()
        report(result.dump == expected, name,
               "dump differs:\n  got      %s\n  expected %s" % (result.dump, expected))

    for case in cases:
        name = case.file[:-len(".keepsake")]
        limits = ks.Limits.from_args(case.args)
        try:
            ks.read_bundle(case.data, limits)
        except ks.BundleError as error:
            if error.name != case.error:
                report(False, name, "refused with [%s] (%s), expected [%s]"
                       % (error.name, error.detail, case.error))
                continue
        else:
            report(False, name, "accepted, expected [%s]" % case.error)
            continue
        if case.also == NOT_AN_ARCHIVE:
            report(True, name)
            continue
        # One rule only: read again tolerating the case's own error. The bundle must
        # then be accepted, or stop at an error of the same name that reading cannot go
        # past, or at one the case declares in `also`.
        try:
            ks.read_bundle(case.data, limits, tolerate={case.error})
        except ks.BundleError as error:
            report(error.name == case.error or error.name in case.also, name,
                   "breaks a second rule: tolerating [%s], it is refused with [%s] (%s)"
                   % (case.error, error.name, error.detail))
        else:
            report(not case.also, name, "tolerating [%s] it is accepted, but the case "
                   "declares also=%s" % (case.error, case.also))

    # Every error name of section 10 has at least one case. The two that only a viewer
    # bundle opened with credentials can show have theirs in the conformance suite
    # (Tests/Conformance/viewer_cases.py), which runs them with --user and a password.
    # `base-missing` (R64, R66) is about what the reading store holds, not about one bundle:
    # Tests/Hostile/run_cases.py and UpdateBundleTests.swift import an update without its base.
    missing = sorted(set(ks.ERROR_NAMES) - {c.error for c in cases} - VIEWER_ONLY_ERRORS - {"base-missing"})
    report(not missing, "every-error-name-covered", "no case for %s" % missing)

    # R23: changing any single byte of a valid bundle makes it invalid. Two variants
    # per byte (flip the low bit; set to 0xFF or, if already 0xFF, to 0x00).
    for short in ("empty", "three-media"):
        data = next(b for b in valid if b.short == short).data
        accepted = []
        for offset in range(len(data)):
            for value in (data[offset] ^ 1, 0xFF if data[offset] != 0xFF else 0):
                changed = data[:offset] + bytes([value]) + data[offset + 1:]
                try:
                    ks.read_bundle(changed)
                except ks.BundleError:
                    continue
                accepted.append((offset, value))
        report(not accepted, "R23-single-byte-changes-%s" % short,
               "%d changes accepted, first at byte %s" % (len(accepted), accepted[:3]))
    return passed, failures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir", nargs="?", type=Path,
                        help="where to write the corpus (optional with --self-check)")
    parser.add_argument("--self-check", action="store_true",
                        help="check every case with ksbundle's independent strict reader")
    options = parser.parse_args(argv)
    if options.outdir is None and not options.self_check:
        parser.error("OUTDIR is required unless --self-check is given")

    if options.outdir is not None:
        cases, valid = write_corpus(options.outdir)
        print("wrote %d hostile cases and %d valid bundles to %s"
              % (len(cases), len(valid), options.outdir))
    else:
        cases, valid = hostile_cases(), valid_bundles()
    if not options.self_check:
        return 0
    passed, failures = self_check(cases, valid)
    print("%d passed, %d failed" % (passed, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
