#!/usr/bin/env python3
"""The import cases of the conformance suite: what a store that already holds records does
when it imports a bundle (FORMAT.md R39 mind maps, R43 mood years, R48 dossiers, R51
routines). No single bundle can show these rules, so each case is a short sequence of
bundles imported in order into one fresh store:

    imports/NAME/1.keepsake, 2.keepsake, ...   `keepsake import --store S FILE`, in order
    imports/NAME/expected.json                 `keepsake dump` of the store exported as an
                                               archive (`keepsake export --store S --created
                                               CREATED -o OUT`), compared as `compare` says

The bundles are written by ../Hostile/ksbundle.py. The expected dump is computed by the
small model below (class Store), written from FORMAT.md's rules, never by running keepsake.

Comparison (`compare` in index.json):
  exact            the export's dump equals expected.json byte for byte.
  modulo-new-ids   some records come in under ids the format leaves to the implementation
                   (R39's new ids are random; R48's are derived from content by a hash
                   FORMAT.md does not give byte for byte). Both the model's dump and the
                   export's dump are put through normalize_dump(), and the results must be
                   equal byte for byte; expected.json holds the model's normalized dump:
     1. `unspecified` cells (cells the rule does not fix, e.g. the `details` of R48's note)
        are replaced by the string "(unspecified)" in every row of the named table whose
        cells equal the entry's `where` values;
     2. a *new id* is any string cell of `tables` that has the form of an id (a lowercase
        UUID, R26) and is a cell value in none of the case's bundles;
     3. a row's *shape* is the canonical JSON (R1-R5) of the row with every new id replaced
        by "(new)"; tables are taken in ascending order of name, each table's rows in
        ascending order of shape (UTF-8 bytes), each row's cells in ascending order of
        column name; each new id is numbered at its first occurrence in that walk and
        replaced everywhere by "(new N)", N counting from 1;
     4. the rows of every table are sorted again by primary key as R33 says (placeholders
        are text) and the dump is written as canonical JSON and one LF.
   Because one new id becomes one placeholder everywhere, the references between rows
   (a node's map_id and parent_id, an attachment's action_id) must hold as the model says.
   The model never yields two rows of one table with the same shape holding new ids
   (check_unambiguous), so the numbering does not depend on the ids' values.

Run as a script to print the cases and their compare modes.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO / "Tests" / "Hostile"))
import ksbundle as ks  # noqa: E402
import make_cases as mc  # noqa: E402
from make_cases import uid, map_row, node_row, patient_row, action_row, attachment_row  # noqa: E402

V2 = 2
EXPORT_CREATED = "2026-12-31T12:00:00Z"
STEP_CREATED = ["2026-12-01T09:00:00Z", "2026-12-02T09:00:00Z", "2026-12-03T09:00:00Z",
                "2026-12-04T09:00:00Z"]
PATIENT_NOTE_TITLE = "Patient details differed at import"
# R48 fixes the note's title, kind, author name, patient, instants, changed_by and duration
# (NULL); what its details say is left to the implementation.
PATIENT_NOTE_UNSPECIFIED = {"table": "dossier_actions",
                            "columns": ["details"],
                            "where": {"title": PATIENT_NOTE_TITLE}}


@dataclass
class Step:
    """One bundle of a case: its kind, rows (version 2 tables) and media."""
    kind: str
    tables: dict
    media: list = field(default_factory=list)

    def bundle(self, created: str) -> bytes:
        return ks.build_bundle(self.media, created, kind=self.kind, tables=self.tables,
                               format_version=V2)


@dataclass
class ImportCase:
    name: str
    description: str
    requirements: list
    steps: list                        # Step, imported in this order into one fresh store
    created: str = EXPORT_CREATED      # the archive export's `created`
    unspecified: list = field(default_factory=list)

    def step_created(self, index: int) -> str:
        return STEP_CREATED[index]


# --------------------------------------------------------------------------------------
# The model: a store of one account, as FORMAT.md's import rules say
# --------------------------------------------------------------------------------------

def later(a: str, b: str) -> bool:
    """True when instant `a` is later than instant `b` (R26 instants compared as instants)."""
    return ks.instant_key(a) > ks.instant_key(b)


def derived_id(purpose: str, original: str, content: object) -> str:
    """An id derived from content (R48). FORMAT.md does not give the hash input byte for
    byte, so this one is the model's own; normalize_dump() hides which it is."""
    digest = hashlib.sha256(("model-%s\n%s\n" % (purpose, original)).encode()
                            + ks.canonical_json(content)).hexdigest()[:32]
    digest = digest[:12] + "8" + digest[13:]
    return "%s-%s-%s-%s-%s" % (digest[:8], digest[8:12], digest[12:16], digest[16:20], digest[20:])


class Store:
    """The rows of a store with one account, as an archive export of it would hold them."""

    def __init__(self) -> None:
        self.media: dict = {}                   # sha256 -> MediaItem
        self.tables = {t: [] for t in ks.SCHEMAS[V2] if t != "media"}
        self.random_ids = 0

    def new_id(self) -> str:
        """R39's new ids are random; the model's are numbered (normalize_dump hides them)."""
        self.random_ids += 1
        return "eeeeeeee-eeee-4eee-8eee-%012x" % self.random_ids

    def rows(self, table: str, **where) -> list:
        return [r for r in self.tables[table] if all(r[k] == v for k, v in where.items())]

    def remove(self, table: str, **where) -> None:
        self.tables[table] = [r for r in self.tables[table]
                              if not all(r[k] == v for k, v in where.items())]

    def holds_id(self, table: str, value: str) -> bool:
        return bool(self.rows(table, id=value))

    def import_bundle(self, step: Step) -> None:
        bundle = ks.full_tables(ks.as_media_items(step.media), step.tables, V2)
        for item in step.media:
            self.media.setdefault(item.sha256, item)      # content-addressed (section 9)
        self.import_maps(bundle)
        self.import_dossiers(bundle)
        self.import_mood(bundle)
        self.import_routine(bundle)

    # R39 ------------------------------------------------------------------------------
    def import_maps(self, bundle: dict) -> None:
        for theirs in bundle["mindmaps"]:
            their_nodes = [n for n in bundle["mindmap_nodes"] if n["map_id"] == theirs["id"]]
            taken = any(node["map_id"] != theirs["id"]
                        for n in their_nodes for node in self.rows("mindmap_nodes", id=n["id"]))
            ours = self.rows("mindmaps", id=theirs["id"])
            if not ours:
                self.add_map(theirs, their_nodes, new_ids=taken)
                continue
            ours = ours[0]
            our_nodes = self.rows("mindmap_nodes", map_id=ours["id"])
            if later(theirs["modified"], ours["modified"]) and not taken:
                # (FORMAT 2.1: node ids another map holds send the map in under new ids,
                # whatever its `modified`; the else branch below.)
                self.remove("mindmaps", id=ours["id"])
                self.remove("mindmap_nodes", map_id=ours["id"])
                self.add_map(theirs, their_nodes, new_ids=False)
            elif theirs == ours and sorted_rows(their_nodes) == sorted_rows(our_nodes):
                pass                                          # identical: nothing changes
            else:
                self.add_map(theirs, their_nodes, new_ids=True)

    def add_map(self, map_row_: dict, nodes: list, new_ids: bool) -> None:
        ids = {n["id"]: (self.new_id() if new_ids else n["id"]) for n in nodes}
        map_id = self.new_id() if new_ids else map_row_["id"]
        self.tables["mindmaps"].append(dict(map_row_, id=map_id))
        for n in nodes:
            self.tables["mindmap_nodes"].append(dict(
                n, id=ids[n["id"]], map_id=map_id,
                parent_id=None if n["parent_id"] is None else ids[n["parent_id"]]))

    # R48 ------------------------------------------------------------------------------
    def import_dossiers(self, bundle: dict) -> None:
        for theirs in bundle["patients"]:
            ours = self.rows("patients", id=theirs["id"])
            if not ours:
                self.tables["patients"].append(dict(theirs))
                continue
            ours = ours[0]
            theirs_as_ours = dict(theirs, created=ours["created"])     # created stays the store's
            if ours == theirs_as_ours:
                continue
            if later(theirs["modified"], ours["modified"]):    # the store's on a tie
                loser = ours
                self.remove("patients", id=ours["id"])
                self.tables["patients"].append(theirs_as_ours)
            else:
                loser = theirs
            note_id = derived_id("patient-note", theirs["id"], loser)
            if not self.holds_id("dossier_actions", note_id):
                self.tables["dossier_actions"].append(self.patient_note(note_id, loser))
        histories: dict = {}
        for row in bundle["dossier_actions"]:
            histories.setdefault(row["id"], []).append(row)
        copied: dict = {}
        for action_id, theirs in histories.items():
            theirs = sorted(theirs, key=lambda r: r["version"])
            ours = sorted(self.rows("dossier_actions", id=action_id), key=lambda r: r["version"])
            if not ours:
                self.tables["dossier_actions"].extend(dict(r) for r in theirs)
            elif theirs[:len(ours)] == ours:                   # the store's is a prefix
                self.tables["dossier_actions"].extend(dict(r) for r in theirs[len(ours):])
            elif ours[:len(theirs)] == theirs:                 # the bundle's is a prefix
                pass
            else:                                              # diverged: add beside
                copy_id = derived_id("action-copy", action_id, theirs)
                copied[action_id] = copy_id
                if not self.holds_id("dossier_actions", copy_id):
                    self.tables["dossier_actions"].extend(dict(r, id=copy_id) for r in theirs)
        for theirs in bundle["dossier_attachments"]:
            theirs = dict(theirs, action_id=copied.get(theirs["action_id"], theirs["action_id"]))
            ours = self.rows("dossier_attachments", id=theirs["id"])
            if not ours:
                self.tables["dossier_attachments"].append(theirs)
            elif ours[0] != theirs:                            # other columns: add beside
                copy_id = derived_id("attachment-copy", theirs["id"], theirs)
                if not self.holds_id("dossier_attachments", copy_id):
                    self.tables["dossier_attachments"].append(dict(theirs, id=copy_id))

    @staticmethod
    def patient_note(note_id: str, loser: dict) -> dict:
        """R48's note: the other side's patient values, at that side's `modified`."""
        details = "\n".join("%s: %s" % (k, loser[k]) for k in sorted(loser) if k != "id")
        return {"id": note_id, "version": 1, "patient_id": loser["id"],
                "occurred_at": loser["modified"], "kind": "note", "title": PATIENT_NOTE_TITLE,
                "details": details, "duration_seconds": None, "value": None, "unit": None,
                "call_direction": None, "call_party": None, "call_number": None,
                "call_outcome": None, "deleted": 0, "changed_at": loser["modified"],
                "changed_by": None, "changed_by_name": "import"}

    # R43 ------------------------------------------------------------------------------
    def import_mood(self, bundle: dict) -> None:
        for theirs in bundle["mood_days"]:
            ours = self.rows("mood_days", date=theirs["date"])
            if not ours:
                self.tables["mood_days"].append(dict(theirs))
            elif later(theirs["changed_at"], ours[0]["changed_at"]):
                self.remove("mood_days", date=theirs["date"])
                self.tables["mood_days"].append(dict(theirs))
            # else: the store keeps its own day (an earlier or equal instant)

    # R51 ------------------------------------------------------------------------------
    def import_routine(self, bundle: dict) -> None:
        if not bundle["routines"]:
            return
        theirs = bundle["routines"][0]
        ours = self.tables["routines"]
        if ours and not later(theirs["modified_at"], ours[0]["modified_at"]):
            return                                             # "routine":"kept"
        for table in ks.ROUTINE_TABLES:                        # replaced whole
            self.tables[table] = [dict(r) for r in bundle[table]]

    def export_dump(self, created: str) -> dict:
        """The dump of an archive export of this store (R27, R33), written at the newest
        format version (version 3 has version 2's tables)."""
        return json.loads(ks.expected_dump(list(self.media.values()), created, kind="archive",
                                           tables=self.tables, format_version=ks.FORMAT_VERSION))


def sorted_rows(rows: list) -> list:
    return sorted(rows, key=ks.canonical_json)


# --------------------------------------------------------------------------------------
# Comparison modulo new ids
# --------------------------------------------------------------------------------------

_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def is_id(value: object) -> bool:
    return isinstance(value, str) and _ID.fullmatch(value) is not None


def ids_in(tables: dict) -> set:
    """Every id-shaped cell value of `tables` (table -> rows)."""
    return {v for rows in tables.values() for row in rows for v in row.values() if is_id(v)}


def known_ids(step_dumps: list) -> set:
    """The ids of a case's bundles, from their dumps (parsed)."""
    out: set = set()
    for dump in step_dumps:
        out |= ids_in(dump["tables"])
    return out


def mask_unspecified(dump: dict, unspecified: list) -> dict:
    dump = copy.deepcopy(dump)
    for entry in unspecified:
        for row in dump["tables"].get(entry["table"], []):
            if all(row.get(k) == v for k, v in entry["where"].items()):
                for column in entry["columns"]:
                    row[column] = "(unspecified)"
    return dump


def shape(row: dict, new: set) -> bytes:
    return ks.canonical_json({k: ("(new)" if v in new else v) for k, v in row.items()})


def number_new_ids(dump: dict, new: set) -> dict:
    """new id -> "(new N)", numbered in the walk of normalize_dump's step 3."""
    names: dict = {}
    for table in sorted(dump["tables"]):
        for row in sorted(dump["tables"][table], key=lambda r: shape(r, new)):
            for column in sorted(row):
                value = row[column]
                if value in new and value not in names:
                    names[value] = "(new %d)" % (len(names) + 1)
    return names


def normalize_dump(dump: dict, known: set, unspecified: list = ()) -> bytes:
    """The dump with unspecified cells masked and new ids numbered (see the docstring)."""
    dump = mask_unspecified(dump, list(unspecified))
    new = {v for v in ids_in(dump["tables"]) if v not in known}
    names = number_new_ids(dump, new)
    tables = {}
    for table, rows in dump["tables"].items():
        rows = [{k: names.get(v, v) if isinstance(v, str) else v for k, v in row.items()}
                for row in rows]
        tables[table] = ks.sort_rows(table, rows)
    dump["tables"] = tables
    return ks.canonical_json(dump) + b"\n"


def check_unambiguous(dump: dict, known: set, unspecified: list) -> None:
    """Refuse a model dump whose numbering would depend on the ids' values: two rows of one
    table with the same shape that hold new ids."""
    dump = mask_unspecified(dump, unspecified)
    new = {v for v in ids_in(dump["tables"]) if v not in known}
    for table, rows in dump["tables"].items():
        shapes = [shape(r, new) for r in rows if any(v in new for v in r.values())]
        if len(shapes) != len(set(shapes)):
            raise ValueError("table %s has two rows of the same shape with new ids" % table)


def first_difference(expected: bytes, got: bytes) -> str:
    """A short description of where two dumps differ (for FAIL lines)."""
    a, b = json.loads(expected), json.loads(got)
    for key in sorted(set(a) | set(b)):
        if key != "tables" and a.get(key) != b.get(key):
            return "%s is %s, expected %s" % (key, json.dumps(b.get(key))[:120],
                                              json.dumps(a.get(key))[:120])
    for table in sorted(set(a["tables"]) | set(b["tables"])):
        want, have = a["tables"].get(table, []), b["tables"].get(table, [])
        if want != have:
            missing = [r for r in want if r not in have]
            extra = [r for r in have if r not in want]
            return "table %s: %d rows expected, %d got; missing %s; unexpected %s" % (
                table, len(want), len(have), json.dumps(missing[:1], ensure_ascii=False)[:300],
                json.dumps(extra[:1], ensure_ascii=False)[:300])
    return "the bytes differ"


# --------------------------------------------------------------------------------------
# The cases
# --------------------------------------------------------------------------------------

def mood_step(*days: tuple) -> Step:
    """A `mood` bundle of (date, mood, note, changed_at) days."""
    return Step("mood", {"mood_days": [
        {"date": d, "mood": m, "note": n, "changed_at": c} for d, m, n, c in days]})


def routine_step(routine_id: str, modified_at: str, slots: list, *, goal: Optional[str],
                 answers: dict, checkins: list = (), notes: list = (), ratings: list = (),
                 start_date: str = "2026-11-01", length_days: Optional[int] = 30) -> Step:
    """A `routine` bundle: slots (name, position, reminder), answers {key: value},
    check-ins (date, slot, taken_at), notes (date, note, changed_at), ratings (date,
    energy, sleep, stress, changed_at)."""
    r = routine_id
    return Step("routine", {
        "routines": [{"id": r, "start_date": start_date, "length_days": length_days,
                      "goal": goal, "created_at": "2026-11-01T07:00:00Z",
                      "modified_at": modified_at}],
        "routine_slots": [{"routine_id": r, "name": n, "position": p, "reminder": t}
                          for n, p, t in slots],
        "routine_answers": [{"routine_id": r, "key": k, "value": v} for k, v in answers.items()],
        "routine_checkins": [{"routine_id": r, "date": d, "slot": s, "taken_at": t}
                             for d, s, t in checkins],
        "routine_notes": [{"routine_id": r, "date": d, "note": n, "changed_at": c}
                          for d, n, c in notes],
        "routine_ratings": [{"routine_id": r, "rated_on": d, "energy": e, "sleep": s,
                             "stress": x, "changed_at": c} for d, e, s, x, c in ratings],
    })


def map_step(maps: list, nodes: list, kind: str = "mindmap") -> Step:
    return Step(kind, {"mindmaps": maps, "mindmap_nodes": nodes})


def base_map_nodes(map_id: str = mc.MAP_ID, **changes) -> list:
    """The nodes of make_cases' mind map (a root, three children, a grandchild)."""
    return [dict(n, map_id=map_id, **changes) for n in mc.mindmap_tables()["mindmap_nodes"]]


def dossier_step(patient: dict, actions: list, attachments: list = ()) -> Step:
    """A `dossier` bundle; its media are exactly the files its attachments name (R47)."""
    by_hash = {m.sha256: m for m in mc.DOSSIER_MEDIA}
    media = [by_hash[h] for h in sorted({a["sha256"] for a in attachments})]
    return Step("dossier", {"patients": [patient], "dossier_actions": list(actions),
                            "dossier_attachments": list(attachments)}, media)


def medication(version: int, title: str, changed_at: str, **changes) -> dict:
    """Version `version` of action 2, a medication."""
    return action_row(2, version, "medication", title, details="Aspirin 100 mg",
                      occurred_at="2026-11-02T08:00:00Z", changed_at=changed_at, **changes)


ASPIRIN = [medication(1, "Aspirin", "2026-11-02T11:00:00Z"),
           medication(2, "Aspirin 100 mg", "2026-11-02T12:00:00Z"),
           medication(3, "Aspirin 100 mg daily", "2026-11-03T09:30:00.5+01:00",
                      changed_by=None, changed_by_name="Nurse Jo")]
THERAPY = action_row(1, 1, "therapy", "Physiotherapy: gait training", duration_seconds=2700)
TEMPERATURE = action_row(4, 1, "measurement", "Temperature", value="36.6", unit="\u00b0C")


def cases() -> list:
    out = []

    def add(name, description, requirements, steps, **kwargs):
        out.append(ImportCase(name, description, requirements, steps, **kwargs))

    # R43: mood days -------------------------------------------------------------------
    add("mood-merge-day-by-day",
        "R43: a mood log imported into a store holding one: a day only the store has stays; "
        "a day only the bundle has is added; a day in both is taken when the bundle's "
        "changed_at is later, kept when it is earlier, and kept (the store's own) when the "
        "instants are equal", ["R43"],
        [mood_step(("2026-01-01", "good", "Only in the store", "2026-01-01T20:00:00Z"),
                   ("2026-01-02", "ok", None, "2026-01-02T20:00:00Z"),
                   ("2026-01-03", "bad", "The store's note", "2026-01-03T20:00:00Z"),
                   ("2026-01-04", "good", "The store's, same instant", "2026-01-04T20:00:00Z")),
         mood_step(("2026-01-02", "bad", "Later in the bundle", "2026-01-02T21:00:00Z"),
                   ("2026-01-03", "good", "Earlier in the bundle", "2026-01-03T19:59:59Z"),
                   ("2026-01-04", "bad", "The bundle's, same instant", "2026-01-04T20:00:00Z"),
                   ("2026-01-05", "ok", "Only in the bundle", "2026-01-05T08:00:00Z"))])
    add("mood-cleared-day",
        "R43 and R41: a cleared day (mood and note NULL) merges like any other: a clearing "
        "later than the store's mood wins, and an older mood in the bundle does not bring "
        "back a day the store cleared later", ["R41", "R43"],
        [mood_step(("2026-03-01", "good", "To be cleared", "2026-03-01T09:00:00Z"),
                   ("2026-03-02", None, None, "2026-03-02T18:00:00Z")),
         mood_step(("2026-03-01", None, None, "2026-03-01T09:00:00.5Z"),
                   ("2026-03-02", "bad", "Older than the clearing", "2026-03-02T17:00:00Z"))])
    add("mood-instants-not-text",
        "R43 and R26: changed_at compared as instants, not as text: 10:00+02:00 is earlier "
        "than 09:00Z (kept), 11:00Z is later than 12:00+02:00 (taken), 10:00+01:00 equals "
        "09:00Z (the store keeps its own), and 09:00:00.000000001Z is later than 09:00:00Z "
        "(taken)", ["R43"],
        [mood_step(("2026-04-01", "ok", "Store 09:00Z", "2026-04-01T09:00:00Z"),
                   ("2026-04-02", "bad", "Store 12:00+02:00", "2026-04-02T12:00:00+02:00"),
                   ("2026-04-03", "good", "Store 09:00Z", "2026-04-03T09:00:00Z"),
                   ("2026-04-04", "ok", "Store 09:00:00Z", "2026-04-04T09:00:00Z")),
         mood_step(("2026-04-01", "bad", "Bundle 10:00+02:00", "2026-04-01T10:00:00+02:00"),
                   ("2026-04-02", "good", "Bundle 11:00Z", "2026-04-02T11:00:00Z"),
                   ("2026-04-03", "bad", "Bundle 10:00+01:00", "2026-04-03T10:00:00+01:00"),
                   ("2026-04-04", "good", "Bundle one nanosecond later",
                    "2026-04-04T09:00:00.000000001Z"))])

    # R51: routines --------------------------------------------------------------------
    rid1, rid2 = uid(6, 1), uid(6, 2)
    store_routine = dict(goal="better_sleep", answers={"caffeine": "2 cups", "notes": ""},
                         checkins=[("2026-11-01", "morning", "2026-11-01T08:05:00+01:00"),
                                   ("2026-11-01", "evening", "2026-11-01T21:35:00+01:00")],
                         notes=[("2026-11-01", "The store's note", "2026-11-01T22:00:00Z")],
                         ratings=[("2026-11-01", 4, 3, 8, "2026-11-01T22:00:00Z")])
    store_slots = [("morning", 0, "08:00"), ("evening", 5, "21:30")]
    bundle_routine = dict(goal="less_stress", answers={"sleep_hours": "6-7"},
                          checkins=[("2026-11-04", "noon", "2026-11-04T12:10:00Z")],
                          ratings=[("2026-11-04", 7, 7, 2, "2026-11-04T21:00:00Z")],
                          start_date="2026-11-04", length_days=None)
    bundle_slots = [("noon", 3, "12:00"), ("night", 10, "22:15")]
    add("routine-store-has-none",
        "R51: a store whose account has no routine takes the bundle's, every value as given "
        "(slot positions 0 and 5 included)", ["R51"],
        [Step("routine", mc.routine_tables())])
    add("routine-later-replaces-whole",
        "R51: the bundle's routine (another id) was modified later, as instants "
        "(09:30Z against the store's 10:00+01:00): it replaces the store's whole, no slot, "
        "answer, check-in, note or rating of the store's routine remains, and its slots keep "
        "positions 3 and 10 as given", ["R51"],
        [routine_step(rid1, "2026-11-05T10:00:00+01:00", store_slots, **store_routine),
         routine_step(rid2, "2026-11-05T09:30:00Z", bundle_slots, **bundle_routine)])
    add("routine-earlier-kept",
        "R51: the bundle's routine was modified earlier, as instants (10:00+01:00 against the "
        "store's 09:30Z): the store keeps its own", ["R51"],
        [routine_step(rid1, "2026-11-05T09:30:00Z", store_slots, **store_routine),
         routine_step(rid2, "2026-11-05T10:00:00+01:00", bundle_slots, **bundle_routine)])
    add("routine-equal-kept",
        "R51: the bundle's routine has the same modified_at as the store's, first as the same "
        "text, then as another text of the same instant (10:00+01:00 against 09:00Z): the "
        "store keeps its own both times", ["R51"],
        [routine_step(rid1, "2026-11-05T09:00:00Z", store_slots, **store_routine),
         routine_step(rid2, "2026-11-05T09:00:00Z", bundle_slots, **bundle_routine),
         routine_step(rid1, "2026-11-05T10:00:00+01:00", bundle_slots, **bundle_routine)])

    # R39: mind maps -------------------------------------------------------------------
    base_map = map_row()                                   # modified 2026-11-29T18:30:00Z
    base_nodes = base_map_nodes()
    later_nodes = [n for n in base_nodes if n["id"] != uid(2, 4)]   # "Food" removed
    later_nodes = [dict(n, title="Where to sleep", modified="2026-11-30T06:00:00Z")
                   if n["id"] == uid(2, 2) else n for n in later_nodes]
    later_nodes.append(node_row(6, 3, 2, "Train from Madrid", modified="2026-11-30T06:00:00Z"))
    add("mindmap-later-replaces",
        "R39: the bundle holds the store's map (same id) with a later modified, as instants "
        "(07:00:00+01:00 next day): it replaces the store's map, not merged: a node the "
        "bundle lacks is gone, a retitled node and a new node are as the bundle gives them",
        ["R39"],
        [map_step([base_map], base_nodes, kind="archive"),
         map_step([map_row(modified="2026-11-30T07:00:00+01:00")], later_nodes)])
    add("mindmap-identical-unchanged",
        "R39: the bundle holds exactly the store's map (map row and every node, as another "
        "kind and created): nothing changes, no copy is added", ["R39"],
        [map_step([base_map], base_nodes, kind="archive"), map_step([base_map], base_nodes)])
    earlier_nodes = [dict(n, title="Hotels", modified="2026-11-20T10:00:00Z")
                     if n["id"] == uid(2, 2) else n for n in base_nodes]
    add("mindmap-earlier-copied",
        "R39: the bundle's map has the store's id and an earlier modified: the store keeps "
        "its map unchanged and adds the bundle's under new ids, map and every node, the "
        "tree's references (map_id, parent_id) kept between the new ids; every other value "
        "as the bundle gives it. Compared modulo new ids", ["R39"],
        [map_step([base_map], base_nodes),
         map_step([map_row(modified="2026-11-20T10:00:00Z")], earlier_nodes)])
    add("mindmap-same-modified-other-content-copied",
        "R39: the bundle's map has the store's id and the same modified, but a node's note "
        "differs: not identical and not later, so the store keeps its map and adds the "
        "bundle's under new ids. Compared modulo new ids", ["R39"],
        [map_step([base_map], base_nodes),
         map_step([base_map], [dict(n, note="Ask for a room facing the river.")
                               if n["id"] == uid(2, 5) else n for n in base_nodes])])
    add("mindmap-same-modified-other-created-copied",
        "R39: the bundle's map differs from the store's only in the map row's created: the "
        "map row is not identical and the bundle's modified is not later, so the store keeps "
        "its map and adds the bundle's under new ids. Compared modulo new ids", ["R39"],
        [map_step([base_map], base_nodes),
         map_step([map_row(created="2026-11-01T10:00:00Z")], base_nodes)])
    add("mindmap-equal-instant-other-text-copied",
        "R39: the bundle's map has the store's content but its modified is another text of "
        "the same instant (19:30+01:00 against 18:30Z): not later and not identical, so the "
        "store keeps its map and adds the bundle's under new ids. Compared modulo new ids",
        ["R39"],
        [map_step([base_map], base_nodes),
         map_step([map_row(modified="2026-11-29T19:30:00+01:00")], base_nodes)])
    other_map = uid(1, 2)
    other_nodes = [node_row(11, None, 0, "Garden", map_id=other_map),
                   node_row(3, 11, 0, "Tomatoes", map_id=other_map),     # id of a store node
                   node_row(12, 11, 1, "Herbs", map_id=other_map)]
    add("mindmap-node-ids-taken",
        "R39: the bundle's map has an id the store lacks, but one of its node ids is a node "
        "of another map of the store: the store's map is unchanged and the bundle's is added "
        "under new ids, map and every node. Compared modulo new ids", ["R39"],
        [map_step([base_map], base_nodes),
         map_step([map_row(other_map, "Garden")], other_nodes)])
    garden = [node_row(11, None, 0, "Garden", map_id=other_map),
              node_row(12, 11, 0, "Herbs", map_id=other_map)]
    later_garden = garden + [node_row(2, 11, 1, "Tomatoes", map_id=other_map)]   # a node id of the store's first map
    add("mindmap-later-node-ids-taken",
        "R39: the bundle holds the store's second map with a later modified, but one of its "
        "node ids is a node of the store's first map: node ids taken win over modified, so "
        "the store keeps both its maps unchanged and the bundle's is added under new ids. "
        "Compared modulo new ids", ["R39"],
        [map_step([base_map, map_row(other_map, "Garden")], base_nodes + garden, kind="archive"),
         map_step([map_row(other_map, "Garden", modified="2026-11-30T08:00:00Z")], later_garden)])

    # R48: dossiers --------------------------------------------------------------------
    patient = patient_row()
    pdf, jpeg = mc.DOSSIER_PDF, mc.DOSSIER_JPEG
    letter = attachment_row(1, pdf, None, caption="Discharge letter draft")
    photo = attachment_row(2, jpeg, 4, captured_at="2026-11-04T09:59:58.5+01:00",
                           attached_by=None)
    add("dossier-action-store-lacks",
        "R48: the patient is identical on both sides (unchanged); an action the store lacks "
        "is added with every version (1 and 2); the action both hold is unchanged", ["R45", "R48"],
        [dossier_step(patient, [THERAPY]),
         dossier_step(patient, [THERAPY] + ASPIRIN[:2])])
    add("dossier-versions-appended",
        "R48: the store's versions of an action (1) are a prefix of the bundle's (1 to 3, "
        "same columns): versions 2 and 3 are appended", ["R45", "R48"],
        [dossier_step(patient, ASPIRIN[:1]), dossier_step(patient, ASPIRIN)])
    add("dossier-bundle-prefix-unchanged",
        "R48: the bundle's versions of an action (1 and 2) are a prefix of the store's (1 to "
        "3): nothing changes, no version is lost", ["R45", "R48"],
        [dossier_step(patient, ASPIRIN), dossier_step(patient, ASPIRIN[:2])])
    full = mc.dossier_tables()
    add("dossier-same-bundle-twice",
        "R48: a whole dossier (every kind of action, a deleted action, attachments) "
        "imported into a store holding part of it (two actions, version 1 of one), then "
        "imported again: the second import changes nothing", ["R45", "R48"],
        [dossier_step(patient, full["dossier_actions"][:2]),
         Step("dossier", full, list(mc.DOSSIER_MEDIA)),
         Step("dossier", full, list(mc.DOSSIER_MEDIA))])
    add("dossier-attachment-store-lacks",
        "R48: the store has the patient, an action and a file of the patient; the bundle "
        "also has a photo of the action: the attachment and its media file are added",
        ["R48"],
        [dossier_step(patient, [TEMPERATURE], [letter]),
         dossier_step(patient, [TEMPERATURE], [letter, photo])])
    add("dossier-attachment-other-columns",
        "R48: the bundle has an attachment of the store's id with another caption: the "
        "store's is kept and the bundle's is added beside it under an id derived from its "
        "content; importing the bundle again adds nothing. Compared modulo new ids",
        ["R48"],
        [dossier_step(patient, [TEMPERATURE], [letter]),
         dossier_step(patient, [TEMPERATURE], [dict(letter, caption="Final discharge letter")]),
         dossier_step(patient, [TEMPERATURE], [dict(letter, caption="Final discharge letter")])])
    ours_v2 = medication(2, "Aspirin 75 mg", "2026-11-02T12:00:00Z")
    theirs_v2 = medication(2, "Aspirin 300 mg", "2026-11-02T12:30:00Z")
    theirs_v3 = medication(3, "Aspirin 300 mg", "2026-11-02T13:00:00Z", deleted=1)
    chart = attachment_row(3, jpeg, 2, caption="Medication chart")
    add("dossier-diverged-history",
        "R48: the store's and the bundle's histories of an action diverge after version 1: "
        "the store keeps its action and the bundle's whole history (versions 1 to 3, the last "
        "a deletion) is added as another action of the patient, under an id derived from its "
        "content; the bundle's attachment of that action is attached to the added action. "
        "Importing the bundle again adds nothing. Compared modulo new ids", ["R45", "R48"],
        [dossier_step(patient, [ASPIRIN[0], ours_v2]),
         dossier_step(patient, [ASPIRIN[0], theirs_v2, theirs_v3], [chart]),
         dossier_step(patient, [ASPIRIN[0], theirs_v2, theirs_v3], [chart])])
    store_patient = patient_row(diagnosis="Ischaemic stroke.", notes="",
                                modified="2026-11-20T16:45:00Z")
    later_patient = patient_row(diagnosis="Ischaemic stroke, left MCA.",
                                notes="Prefers to be called Ania.", discharged_on="2026-12-01",
                                modified="2026-12-01T10:00:00+01:00")
    earlier_patient = patient_row(full_name="Anna Mueller", modified="2026-11-10T08:00:00Z")
    tie_patient = patient_row(notes="Allergic to penicillin.", modified="2026-11-20T17:45:00+01:00")
    note = [PATIENT_NOTE_UNSPECIFIED]
    add("dossier-patient-bundle-later",
        "R48: the patient's columns differ and the bundle's modified is later: the bundle's "
        "columns are kept, and the store's values become a new note action of the patient "
        "titled 'Patient details differed at import', author name 'import', occurred_at and "
        "changed_at the store's modified (its details, changed_by and duration are not "
        "compared). Importing the bundle again changes nothing. Both sides have the same "
        "created. Compared modulo new ids", ["R48"],
        [dossier_step(store_patient, [THERAPY]), dossier_step(later_patient, [THERAPY]),
         dossier_step(later_patient, [THERAPY])], unspecified=note)
    add("dossier-patient-store-later",
        "R48: the patient's columns differ and the store's modified is later: the store's "
        "columns are kept, and the bundle's values become the note 'Patient details differed "
        "at import' (author name 'import', occurred_at and changed_at the bundle's modified); "
        "importing the bundle again adds no second note. Compared modulo new ids", ["R48"],
        [dossier_step(store_patient, [THERAPY]), dossier_step(earlier_patient, [THERAPY]),
         dossier_step(earlier_patient, [THERAPY])], unspecified=note)
    recreated = dict(later_patient, created="2026-11-05T08:00:00Z")
    add("dossier-patient-other-created",
        "R48: the bundle's patient is later and also has another created: the bundle's "
        "columns are kept except created, which stays the store's, and the store's values "
        "become the note; importing the bundle again changes nothing (the patients then differ "
        "in created only). Compared modulo new ids", ["R48"],
        [dossier_step(store_patient, [THERAPY]), dossier_step(recreated, [THERAPY]),
         dossier_step(recreated, [THERAPY])], unspecified=note)
    add("dossier-patient-created-only",
        "R48: the bundle's patient differs from the store's only in created: unchanged, no "
        "note", ["R48"],
        [dossier_step(store_patient, [THERAPY]),
         dossier_step(dict(store_patient, created="2026-11-05T08:00:00Z"), [THERAPY])])
    add("dossier-patient-same-instant",
        "R48: the patient's columns differ and both modified are the same instant in other "
        "texts (17:45+01:00 against 16:45Z): the store's columns are kept (a tie), the "
        "bundle's values become the note 'Patient details differed at import' at the "
        "bundle's modified as its text is. Compared modulo new ids", ["R48"],
        [dossier_step(store_patient, [THERAPY]), dossier_step(tie_patient, [THERAPY])],
        unspecified=note)
    return out


# --------------------------------------------------------------------------------------
# Writing a case
# --------------------------------------------------------------------------------------

@dataclass
class BuiltCase:
    case: ImportCase
    bundles: list           # bytes of each step
    expected: bytes         # expected.json
    compare: str            # "exact" or "modulo-new-ids"


def build(case: ImportCase) -> BuiltCase:
    store = Store()
    bundles = []
    for index, step in enumerate(case.steps):
        data = step.bundle(case.step_created(index))
        ks.read_bundle(data)                  # every step is a valid bundle (raises if not)
        bundles.append(data)
        store.import_bundle(step)
    dump = store.export_dump(case.created)
    known = set()
    for step in case.steps:
        known |= ids_in(ks.full_tables(ks.as_media_items(step.media), step.tables, V2))
    new = {v for v in ids_in(mask_unspecified(dump, case.unspecified)["tables"]) if v not in known}
    if not new and not case.unspecified:
        return BuiltCase(case, bundles, ks.canonical_json(dump) + b"\n", "exact")
    check_unambiguous(dump, known, case.unspecified)
    return BuiltCase(case, bundles, normalize_dump(dump, known, case.unspecified),
                     "modulo-new-ids")


def built_cases() -> list:
    return [build(c) for c in cases()]


if __name__ == "__main__":
    for built in built_cases():
        print("%-45s %-15s %d steps  %s" % (built.case.name, built.compare,
                                             len(built.bundles), " ".join(built.case.requirements)))
