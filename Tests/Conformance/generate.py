#!/usr/bin/env python3
"""Generate the Keepsake conformance suite from its readable sources.

Usage:
    generate.py [SUITEDIR]     write the suite (default: the folder of this script)
    generate.py --check        regenerate into a temporary folder and compare it with the
                               committed files; also check that every numbered requirement
                               of FORMAT.md has a case or a stated exemption

The sources are Python, standard library only:
  ../Hostile/ksbundle.py     an independent writer of bundles, written from FORMAT.md alone
  ../Hostile/make_cases.py   the cases: each hostile one breaks exactly one rule, and says
                             which (error name and requirement); each valid one says what
                             it holds
  this file                  the conformance-only cases, the requirements each valid case
                             exercises, and the requirements no bundle can show
  import_cases.py            the import cases (R39, R43, R48, R51): bundles imported in order
                             into one store, and a model of the rules for the expected dump

SUITEDIR receives:
  valid/NAME.keepsake     a bundle every reader MUST accept
  valid/NAME.json         its canonical dump (FORMAT.md section 7), byte for byte, final LF
  invalid/NAME.keepsake   a bundle every reader MUST refuse
  invalid/NAME.reason     the error name (FORMAT.md section 10) it must be refused with
  imports/NAME/N.keepsake bundles imported in order (N = 1, 2, ...) into one fresh store
  imports/NAME/expected.json
                          the dump of that store exported as an archive (compared exactly or
                          modulo new ids, see import_cases.py)
  index.json              every case: file, expectation, error, requirements, description,
                          args (reader limit flags the case needs); the import cases (key
                          `imports`); the SQLite version that wrote the databases;
                          requirement -> cases
Invalid names start with their error name, so a listing reads as the specification.

Bundle bytes are deterministic except keepsake.db, which is written by the SQLite library
Python links (index.json records its version); --check compares bundle bytes only when the
SQLite versions match, and everything else always.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import re
import shutil
import sqlite3
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO / "Tests" / "Hostile"))
import ksbundle as ks  # noqa: E402
import make_cases  # noqa: E402
import viewer_cases  # noqa: E402
import import_cases  # noqa: E402
from ksbundle import MediaItem  # noqa: E402

# Requirements each valid case exercises (make_cases' valid bundles carry descriptions
# only). Every valid bundle also exercises canonical JSON, the container, the manifest, the
# database and the dump; those are listed once in COMMON.
COMMON = ["R1", "R2", "R3", "R4", "R5", "R7", "R9", "R15", "R16", "R20", "R24", "R25", "R27",
          "R33", "R34", "R35"]
VALID_REQUIREMENTS = {
    "empty": [],
    "three-media": ["R26"],
    "pax-headers": ["R8", "R12"],
    "ignored-header-fields": ["R14"],
    "linkname-on-regular-file": ["R14"],
    "extra-zero-record": ["R17"],
    "no-record-padding": ["R17", "R18"],
    "edge-values": ["R3", "R26"],
    "generator-200-characters": ["R20"],
    "limit-max-members-5": ["R19"],
    "limit-max-member-size-equal": ["R19"],
    "limit-max-total-size-equal": ["R19"],
    "limit-max-manifest-size-equal": ["R19"],
    "every-media-type": ["R25"],
    "same-content-other-writer": ["R34"],
    "lower-case-declared-types": ["R25", "R41"],
    # FORMAT 2.2: forms the text now states exactly.
    "size-fields-space-terminated": ["R10"],
    "pax-header-65536-bytes": ["R8", "R12"],
    "instant-year-0000-leap-second-minus-zero": ["R26"],
    "media-type-restricted-name-characters": ["R25"],
    "database-page-size-65536-auto-vacuum": ["R25"],
    "v2-schema-check-references-strict": ["R25", "R36", "R38"],
    # Format version 2 (sections 11-14).
    "v2-empty-archive": ["R36", "R40", "R41", "R44", "R46", "R49"],
    "v2-mindmap": ["R26", "R36", "R37", "R38", "R40", "R69"],
    "v2-mindmap-deep-chain": ["R36", "R37", "R38", "R40"],
    "v2-mood": ["R26", "R41", "R42"],
    "v2-dossier": ["R26", "R44", "R45", "R46", "R47"],
    "v2-routine": ["R26", "R49", "R50"],
    "v2-archive-every-kind": ["R36", "R37", "R38", "R40", "R41", "R42", "R44", "R45", "R46",
                              "R47", "R49", "R50"],
    "v2-edge-values": ["R3", "R4", "R26", "R36", "R37", "R38", "R40"],
    # Format version 3: update bundles (section 16).
    "v3-dossier-update": ["R44", "R47", "R61", "R62", "R65"],
    "v3-archive-update-carrying-no-media": ["R61", "R62", "R65"],
    # Format version 3: node links (section 17); every version 2 case shows R69 (older versions read).
    "v3-mindmap-links": ["R37", "R38", "R40", "R68"],
    "v3-empty-archive": ["R27", "R40", "R68"],
}

# Requirements an error name always exercises besides the one its case names.
EXTRA_REQUIREMENTS = {"manifest-not-canonical": {"R6"}}

# Requirements no bundle can show, and where they are checked instead.
EXEMPT = {
    "R23": "a property of the rules together; Tests/CABI/abi_test.c --flips and "
           "make_cases.py --self-check change every byte of valid bundles",
    "R28": "how a reader opens the database; the database-corrupt cases show its effect",
    "R29": "writer behaviour; interop.py reads the bundles keepsake writes",
    "R30": "writer behaviour; interop.py exports the same content twice and compares, and "
           "checks that ksbundle.canonical_database, following the stated build procedure, "
           "writes keepsake's keepsake.db byte for byte (same-database-bytes/...)",
    "R31": "atomic writing is writer behaviour, not visible in a bundle; KeepsakeCoreTests",
    "R32": "import behaviour; interop.py and Tests/Hostile/run_cases.py import every case",
    "R63": "writer behaviour (what an update leaves out): Tests/KeepsakeCoreTests/"
           "UpdateBundleTests.swift and bindings/python/tests/test_updates.py check the members "
           "of updates against full bundles, chained updates included",
    "R64": "import behaviour across two bundles (base-missing, and the same store as the full "
           "bundle's import): UpdateBundleTests.swift and test_updates.py",
    "R67": "the API and CLI that make and apply updates: test_updates.py (Python binding over "
           "the C ABI) and Tests/CLI/test_cli.py (export --since, import)",
    "R70": "what programs do with links (clickable only for http, https, mailto; escaped in "
           "SVG, HTML and Markdown): Tests/KeepsakeCoreTests/MindMapLinkTests.swift",
    "R71": "writer behaviour readers cannot check (they do not know the writer's usernames): "
           "Tests/KeepsakeCoreTests/DossierInterchangeTests.swift exports dossier and archive "
           "bundles of a staff member without a chosen name and reads `staff` back",
}
# Feeds (section 19): heads are not bundles; their cases are Tests/Conformance/feeds (written by
# feeds/generate_feeds.py, checked against keepsake by Tests/KeepsakeCoreTests/FeedTests.swift);
# what a publisher and a device do across files is tested on real parts by Tests/Feed/test_feed.py.
EXEMPT.update({
    "R73": "the feed's layout and names: Tests/Feed/test_feed.py (no name or head names a patient, "
           "a relative or a username; the feed id is random)",
    "R74": "head.json's form and signature: Tests/Conformance/feeds (valid/ and invalid/ heads) and "
           "FeedTests.swift's vector",
    "R75": "fetching objects (bounded, digest checked before use, resumed): Tests/Feed/test_feed.py "
           "(altered object, endless response, cut connection)",
    "R76": "rotation records: Tests/Conformance/feeds (rotated, rotation-not-signed-by-old-key), "
           "test_feed.py follows a rotation without a new invitation",
    "R77": "what a device checks across heads (rollback, freeze, mix-and-match, fast-forward): "
           "Tests/Feed/test_feed.py and FeedTests.swift",
    "R78": "publisher behaviour (order, grace period, refresh, snapshots): test_feed.py (SIGKILL "
           "during publish) and FeedTests.swift",
})
# Viewer bundles (section 15): the cases of viewer_cases.py cover R52-R57 and R60; what a
# device does across bundles and what makes writers random are not in any one bundle.
EXEMPT.update({
    "R58": "a device's trust (centres from invitations only, an invitation's minimum "
           "revision, a pin per dossier, higher revisions only, forgetting a centre): "
           "Tests/Viewer/test_viewer.py, "
           "Tests/CABI/viewer_test.c and Tests/KeepsakeCoreTests/ViewerTrustTests.swift, "
           "across several bundles",
    "R72": "invitations are texts, not bundles: invitation_cases.py (accepted and refused "
           "texts, min and feed included), read by ksviewer.py in generate.py --check and by "
           "keepsake trust in interop.py; Tests/KeepsakeCoreTests/ViewerTrustTests.swift "
           "(every rule of the grammar), Tests/CLI/test_viewer_cli.py",
    "R59": "writer behaviour (fresh random keys, headers and sealed boxes per bundle): "
           "Tests/Viewer/test_viewer.py exports twice and compares; interop.py reads a "
           "bundle keepsake wrote",
})

# The media types of FORMAT.md section 8, one file each (sniffed by ksbundle).
MEDIA_TYPE_SAMPLES = [
    b"\xff\xd8\xff\xdb", b"\x89PNG\r\n\x1a\n", b"GIF87a", b"GIF89a",
    b"RIFF\0\0\0\0WEBP", b"RIFF\0\0\0\0WAVE", b"RIFF\0\0\0\0AVI ",
    b"\0\0\0\x18ftypheic", b"\0\0\0\x18ftypmif1", b"\0\0\0\x18ftypavif",
    b"\0\0\0\x14ftypqt  ", b"\0\0\0\x20ftypM4A ", b"\0\0\0\x20ftypisom",
    b"\x1a\x45\xdf\xa3", b"YUV4MPEG2 ", b"%PDF-", b"ID3", b"\xff\xfb", b"OggS",
    b"\0\0\0\x18fty", b"plain text",
]


def conformance_valid() -> list:
    """Valid bundles of this suite beyond make_cases' ones."""
    out = []
    media = ks.as_media_items(
        MediaItem(prefix + ks.prng_bytes("type-%d" % index, 40),
                  added_at="2026-11-30T08:%02d:00Z" % index)
        for index, prefix in enumerate(MEDIA_TYPE_SAMPLES))
    out.append(make_cases.ValidBundle(
        "every-media-type", "one media file of every type of FORMAT.md section 8, plus "
        "short and unknown content (application/octet-stream)",
        ks.build_bundle(media), media))
    # R25 (FORMAT 2.1): declared types are compared without regard to case.
    lower_sql = {name: ks.TABLE_SQL[name].replace(" TEXT", " text").replace(" INTEGER", " integer")
                 for name in ks.SCHEMAS[2]}
    mood = make_cases.mood_tables()
    database = ks.build_tables_database(ks.full_tables([], mood, 2), format_version=2, table_sql=lower_sql)
    manifest = ks.build_manifest(database, [], kind="mood", format_version=2)
    out.append(make_cases.ValidBundle(
        "lower-case-declared-types", "a mood bundle whose every table declares its columns "
        "`text` and `integer` in lower case: declared types are compared without regard to case",
        ks.serialize(ks.bundle_members(ks.canonical_json(manifest), database, [])), [],
        kind="mood", tables=mood, format_version=2))
    out.append(make_cases.ValidBundle(
        "same-content-other-writer", "the three-media content with another generator "
        "string: a different manifest, the same dump (R34)",
        ks.build_bundle(make_cases.MEDIA3, generator="another-writer/9.9"), make_cases.MEDIA3))
    return out


class UpdateBundle:
    """A valid update bundle (section 16) and its expected dump, computed from the inputs."""

    def __init__(self, short, description, data, dump):
        self.short, self.description, self.data, self._dump = short, description, data, dump
        self.args: list = []

    def expected_dump(self) -> bytes:
        return self._dump


def update_bundle(items, carried, tables, kind, base, format_version=3) -> bytes:
    """An update (R61, R62): the database of every row and of every medium in `items`, the
    members only the `carried` media; `base` the base's digest."""
    database = ks.build_tables_database(ks.full_tables(items, tables, format_version),
                                        format_version=format_version)
    manifest = ks.build_manifest(database, carried, kind=kind, format_version=format_version)
    manifest = dict(manifest, base=base)
    manifest = ks.with_digest({k: v for k, v in manifest.items() if k != "digest"})
    return ks.serialize(ks.bundle_members(ks.canonical_json(manifest), database, carried))


def update_dump(items, carried, tables, kind, base) -> bytes:
    """R65: the full bundle's dump, its `media` the carried members, plus `base`."""
    dump = json.loads(ks.expected_dump(items, kind=kind, tables=tables, format_version=3))
    dump["media"] = [{"sha256": m.sha256, "size": m.size} for m in carried]
    dump["base"] = base
    return ks.canonical_json(dump) + b"\n"


BASE_DIGEST = ks.sha256_hex(b"the base bundle's manifest, for the conformance suite")


def update_cases() -> tuple:
    """Valid and invalid update bundles (section 16)."""
    items = ks.as_media_items(make_cases.DOSSIER_MEDIA)
    tables = make_cases.dossier_tables()
    held_all = ks.as_media_items(make_cases.MEDIA3)
    valid = [
        UpdateBundle("v3-dossier-update", "an update of a dossier (R61, R62): every row, the "
                     "media rows of both files, the member of one only (the other held from "
                     "the base); its dump names the base (R65)",
                     update_bundle(items, items[1:], tables, "dossier", BASE_DIGEST),
                     update_dump(items, items[1:], tables, "dossier", BASE_DIGEST)),
        UpdateBundle("v3-archive-update-carrying-no-media", "an archive update whose three "
                     "media are all held from the base: the database is the only member",
                     update_bundle(held_all, [], {}, "archive", BASE_DIGEST),
                     update_dump(held_all, [], {}, "archive", BASE_DIGEST)),
    ]

    def case(error, short, requirement, description, data):
        return make_cases.Case(error, short, requirement, description, data)
    stray = ks.as_media_items([b"GIF89a a medium without its row"])
    invalid = [
        case("manifest-field", "base-at-version-2", "R61", "a version 2 bundle with `base`: "
             "updates need format version 3",
             update_bundle(items, items, tables, "dossier", BASE_DIGEST, format_version=2)),
        case("manifest-field", "base-not-a-digest", "R61", "`base` is not 64 lowercase hex digits",
             update_bundle(items, items[1:], tables, "dossier", BASE_DIGEST.upper())),
        case("media-mismatch", "update-member-without-row", "R62", "an update whose media "
             "member has no `media` row",
             _member_without_row(items, tables, stray)),
    ]
    return valid, invalid


def _member_without_row(items, tables, stray) -> bytes:
    """An update carrying a medium that has no row (R62): the database lists `items`."""
    database = ks.build_tables_database(ks.full_tables(items, tables, 3), format_version=3)
    carried = sorted(items[1:] + stray, key=lambda m: m.sha256)
    manifest = dict(ks.build_manifest(database, carried, kind="dossier", format_version=3), base=BASE_DIGEST)
    manifest = ks.with_digest({k: v for k, v in manifest.items() if k != "digest"})
    return ks.serialize(ks.bundle_members(ks.canonical_json(manifest), database, carried))


def collect() -> tuple:
    updates_valid, updates_invalid = update_cases()
    valid = [(b.short, b) for b in make_cases.valid_bundles() + conformance_valid() + updates_valid]
    invalid = [(c.file[:-len(".keepsake")], c) for c in make_cases.hostile_cases() + updates_invalid]
    return valid, invalid


def write_suite(outdir: Path) -> dict:
    valid, invalid = collect()
    for sub in ("valid", "invalid", "imports"):
        if (outdir / sub).is_dir():
            shutil.rmtree(outdir / sub)
        (outdir / sub).mkdir(parents=True)
    cases = []
    for name, bundle in valid:
        if name not in VALID_REQUIREMENTS:
            raise SystemExit("generate.py: valid case %r has no entry in VALID_REQUIREMENTS"
                             % name)
        (outdir / "valid" / (name + ".keepsake")).write_bytes(bundle.data)
        (outdir / "valid" / (name + ".json")).write_bytes(bundle.expected_dump())
        cases.append({"name": name, "file": "valid/%s.keepsake" % name, "expect": "valid",
                      "dump": "valid/%s.json" % name, "error": None,
                      "requirements": sorted(set(COMMON + VALID_REQUIREMENTS[name]),
                                             key=lambda r: int(r[1:])),
                      "description": bundle.description, "args": bundle.args,
                      "stdin": None, "refusal": None})
    for case in viewer_cases.valid_cases():
        (outdir / "valid" / (case.name + ".keepsake")).write_bytes(case.data)
        (outdir / "valid" / (case.name + ".json")).write_bytes(case.dump)
        cases.append({"name": case.name, "file": "valid/%s.keepsake" % case.name, "expect": "valid",
                      "dump": "valid/%s.json" % case.name, "error": None,
                      "requirements": sorted(set(COMMON + case.requirements), key=lambda r: int(r[1:])),
                      "description": case.description, "args": case.args, "stdin": case.stdin,
                      "refusal": None})
    for name, case in invalid:
        (outdir / "invalid" / (name + ".keepsake")).write_bytes(case.data)
        (outdir / "invalid" / (name + ".reason")).write_text(case.error + "\n")
        cases.append({"name": name, "file": "invalid/%s.keepsake" % name, "expect": "invalid",
                      "dump": None, "error": case.error,
                      "requirements": sorted({case.requirement} | EXTRA_REQUIREMENTS.get(
                          case.error, set()), key=lambda r: int(r[1:])),
                      "description": case.description, "args": case.args,
                      "stdin": None, "refusal": None})
    for case in viewer_cases.invalid_cases():
        (outdir / "invalid" / (case.name + ".keepsake")).write_bytes(case.data)
        (outdir / "invalid" / (case.name + ".reason")).write_text(
            (case.error if case.error else "refused: " + case.refusal) + "\n")
        cases.append({"name": case.name, "file": "invalid/%s.keepsake" % case.name, "expect": "invalid",
                      "dump": None, "error": case.error,
                      "requirements": sorted(set(case.requirements), key=lambda r: int(r[1:])),
                      "description": case.description, "args": case.args, "stdin": case.stdin,
                      "refusal": case.refusal})
    imports = []
    for built in import_cases.built_cases():
        case = built.case
        folder = outdir / "imports" / case.name
        folder.mkdir()
        steps = []
        for number, data in enumerate(built.bundles, start=1):
            (folder / ("%d.keepsake" % number)).write_bytes(data)
            steps.append("imports/%s/%d.keepsake" % (case.name, number))
        (folder / "expected.json").write_bytes(built.expected)
        imports.append({"name": case.name, "description": case.description,
                        "requirements": sorted(set(case.requirements), key=lambda r: int(r[1:])),
                        "steps": steps, "created": case.created,
                        "expected": "imports/%s/expected.json" % case.name,
                        "compare": built.compare, "unspecified": case.unspecified})
    names = [c["name"] for c in cases] + [c["name"] for c in imports]
    if len(names) != len(set(names)):
        raise SystemExit("generate.py: two cases have the same name")
    coverage: dict = {}
    for case in cases + imports:
        for requirement in case["requirements"]:
            coverage.setdefault(requirement, []).append(case["name"])
    index = {
        "suite": "keepsake-conformance",
        "format_version": ks.FORMAT_VERSION,
        "generated_by": "Tests/Conformance/generate.py",
        "sqlite_version": sqlite3.sqlite_version,
        "cases": cases,
        "imports": imports,
        "requirements": {r: coverage[r] for r in sorted(coverage, key=lambda r: int(r[1:]))},
        "exempt": EXEMPT,
    }
    (outdir / "index.json").write_text(
        json.dumps(index, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return index


def files_under(folder: Path) -> list:
    """The files below `folder` (any depth) as relative POSIX paths, sorted."""
    if not folder.is_dir():
        return []
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


def format_requirements() -> list:
    text = (REPO / "FORMAT.md").read_text(encoding="utf-8")
    return sorted(set(re.findall(r"\*\*(R\d+)\*\*", text)), key=lambda r: int(r[1:]))


def check(suitedir: Path) -> int:
    failures = 0

    def report(ok: bool, name: str, why: str = "") -> None:
        nonlocal failures
        print(("ok %s" % name) if ok else ("FAIL %s: %s" % (name, why)))
        failures += 0 if ok else 1

    with tempfile.TemporaryDirectory(prefix="keepsake-conformance-") as tmp:
        fresh = Path(tmp)
        index = write_suite(fresh)
        committed_index = json.loads((suitedir / "index.json").read_text(encoding="utf-8"))
        same_sqlite = committed_index.get("sqlite_version") == index["sqlite_version"]
        if not same_sqlite:
            print("note: SQLite %s here, %s wrote the committed suite: comparing everything "
                  "but the bundles' bytes" % (index["sqlite_version"],
                                              committed_index.get("sqlite_version")))
        committed_index["sqlite_version"] = index["sqlite_version"]
        report(committed_index == index, "index.json regenerates identically",
               "differs: run Tests/Conformance/generate.py and commit the result")
        for sub in ("valid", "invalid", "imports"):
            names = files_under(fresh / sub)
            committed = files_under(suitedir / sub)
            report(names == committed, "%s/ holds the generated files" % sub,
                   "missing %s, extra %s" % (sorted(set(names) - set(committed))[:5],
                                             sorted(set(committed) - set(names))[:5]))
            differ = [n for n in names if n in committed
                      and (same_sqlite or not n.endswith(".keepsake"))
                      and not filecmp.cmp(fresh / sub / n, suitedir / sub / n, shallow=False)]
            report(not differ, "%s/ regenerates byte for byte" % sub,
                   "%d files differ, first %s" % (len(differ), differ[:3]))

    # The viewer cases break exactly one rule each, as make_cases.py --self-check shows for
    # the others: ksbundle.py refuses each with its error, and accepts it with that error
    # tolerated (`decryption` cannot be tolerated: nothing can be read past it).
    import ksviewer  # noqa: E402 (ksbundle's companion, on the same path)
    for case in viewer_cases.invalid_cases():
        if case.error is None:
            continue
        args = list(case.args)
        flags = {args[i]: args[i + 1] for i in range(0, len(args), 2)}
        credentials = ksviewer.Credentials(flags.pop("--user"), case.stdin.strip(), flags.pop("--today"))
        limits = ks.Limits.from_args([x for pair in flags.items() for x in pair])
        try:
            ks.read_bundle(case.data, limits, credentials=credentials)
            got = "accepted"
        except ks.BundleError as error:
            got = error.name
        report(got == case.error, "viewer case %s is refused with [%s]" % (case.name, case.error),
               "got %s" % got)
        if case.error != "decryption" and not case.follows:
            try:
                ks.read_bundle(case.data, limits, credentials=credentials, tolerate={case.error})
                why = ""
            except (ks.BundleError, ks.CredentialsNeeded, ksviewer.AccessError) as error:
                why = str(error)
            report(not why, "viewer case %s breaks no other rule" % case.name, why)

    # FORMAT.md section 15's R54 vectors, computed by ksviewer.py from the text.
    text = (REPO / "FORMAT.md").read_text(encoding="utf-8")
    for typed, password, public_key, rid in [
            ("rudi", "rudi-password", "d71a3dfda282660096c5f6e6a8af1e2d36af94db6f1ba6b80d4ecd745e72f82a",
             "8697955df83e575e2f162decfdbd78d2"),
            ("\u3000ΝΙΚΟΣ ", "nikos-password", "e96cad21e35998fa9b611b6d76616e521cf4f9e0c7fdd3b66be11f8e22386562",
             "0ad57a5eff32e5718d4202299478c133")]:
        pk, _ = ksviewer.derive_keypair(ksviewer.username_key(typed), password, bytes(range(16)), 2, 64 * 2**20)
        report(pk.hex() == public_key and ksviewer.recipient_id(pk) == rid and public_key in text and rid in text,
               "ksviewer.py computes FORMAT.md's R54 vector for %r" % typed.strip(),
               "public key %s, id %s" % (pk.hex(), ksviewer.recipient_id(pk)))

    # FORMAT 3.3's vectors of R53, R54 (the binding and the sealed key) and R56, from the text.
    flat = re.sub(r"\s+", "", text)
    centre_pk, centre_sk = ksviewer.signing_keypair(b"\x07" * 32)
    vector_dossier = "11111111-1111-4111-8111-111111111111"
    bound = ksviewer.binding(centre_pk, vector_dossier, 1)
    rudi_pk, rudi_sk = ksviewer.derive_keypair("rudi", "rudi-password", bytes(range(16)), 2, 64 * 2**20)
    sealed = ksviewer.seal_key(b"\x01" * 32 + bound, rudi_pk, b"\x05" * 32)
    signature = ksviewer.sign(ksviewer.SIGNING_PREFIX + b'{"a":1}', centre_sk)
    member = ksviewer.seal_member(b"keepsake", b"\x01" * 32, ksviewer.member_ad(vector_dossier, 1, "media"), b"\x03" * 24)
    for name, value in [("R54 binding", bound.hex()), ("R54 sealed_key", sealed.hex()),
                        ("R53 signature", signature.hex()), ("R53 key_check", ksviewer.key_check(b"\x01" * 32)),
                        ("R56 member", member.hex())]:
        report(value in flat, "ksviewer.py computes FORMAT.md's %s vector" % name, value)
    report(ksviewer.open_sealed_key(sealed, rudi_pk, rudi_sk) == b"\x01" * 32 + bound,
           "the R54 sealed_key vector opens to K and the binding", "")

    # FORMAT 4.0: section 18's vectors and the 128-bit fingerprint (R52, R72), from the text;
    # every invitation case of invitation_cases.py read by ksviewer.py as the case says.
    import invitation_cases  # noqa: E402 (this folder)
    for name, value in [("R72 fingerprint", ksviewer.fingerprint(centre_pk)),
                        ("R72 invitation", ksviewer.invitation_text(centre_pk, "Jürgen")),
                        ("R72 invitation with min and feed",
                         ksviewer.invitation_text(centre_pk, "rudi", 3, "https://centre.example/viewer/feed"))]:
        report(value in text, "ksviewer.py computes FORMAT.md's %s vector" % name, value)
    for name, invitation, expected in invitation_cases.CASES:
        try:
            got = ksviewer.parse_invitation(invitation)
            got["public_key"] = got["public_key"].hex()
        except ksviewer.InvitationError as error:
            got, why = None, str(error)
        else:
            why = "accepted as %r" % (got,)
        report(got == expected, "ksviewer.py reads invitation case %s as R72 says" % name,
               why if expected is None else "expected %r, got %r (%s)" % (expected, got, why))

    known = format_requirements()
    uncovered = [r for r in known if r not in index["requirements"] and r not in EXEMPT]
    report(not uncovered, "every requirement of FORMAT.md has a case (%d requirements, %d "
           "exempt)" % (len(known), len(EXEMPT)), "no case for %s" % ", ".join(uncovered))
    unknown = sorted(set(index["requirements"]) - set(known))
    report(not unknown, "cases name only requirements FORMAT.md has",
           "unknown %s" % unknown)
    print("%d failed" % failures if failures else "suite is up to date")
    return 1 if failures else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suitedir", nargs="?", type=Path, default=HERE)
    parser.add_argument("--check", action="store_true",
                        help="compare a regeneration with SUITEDIR instead of writing it")
    options = parser.parse_args(argv)
    if options.check:
        return check(options.suitedir)
    index = write_suite(options.suitedir)
    counts = {e: sum(1 for c in index["cases"] if c["expect"] == e) for e in ("valid", "invalid")}
    print("wrote %d valid, %d invalid and %d import cases to %s" % (
        counts["valid"], counts["invalid"], len(index["imports"]), options.suitedir))
    return 0


if __name__ == "__main__":
    sys.exit(main())
