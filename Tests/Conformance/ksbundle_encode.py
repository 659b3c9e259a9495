#!/usr/bin/env python3
"""An encoder for encode.py built on ksbundle.py, the independent Python implementation.

Usage: ksbundle_encode.py DUMP.json MEDIA_DIR OUT.keepsake

Writes the bundle whose canonical dump (FORMAT.md section 7) is DUMP.json: the manifest's
format version, kind, access and created from the dump, every table's rows, and the media
files read from MEDIA_DIR/<sha256>. Exits 0 when written; prints why and exits 1 otherwise
(a dump it cannot write, such as a viewer bundle's, which needs the centre's key).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Hostile"))
import ksbundle as ks  # noqa: E402


def encode(dump: dict, media_dir: Path) -> bytes:
    if dump.get("format") != "keepsake-dump" or dump.get("access") != "full":
        raise ValueError("only dumps of bundles with access full can be written without keys")
    version = dump["format_version"]
    rows = {row["sha256"]: row for row in dump["tables"]["media"]}
    items = []
    for entry in dump["media"]:
        row = rows[entry["sha256"]]
        data = (media_dir / entry["sha256"]).read_bytes()
        items.append(ks.MediaItem(data, added_at=row["added_at"], media_type=row["media_type"]))
    if "base" in dump:
        # An update (section 16, R61, R62): the database holds every row, the `media` rows of
        # the media left to the base included; the members are the carried media only, and
        # the manifest names the base.
        database = ks.build_tables_database(ks.full_tables(items, dump["tables"], version),
                                            format_version=version, page_size=ks.CANONICAL_PAGE_SIZE)
        manifest = ks.build_manifest(database, items, created=dump["created"], kind=dump["kind"],
                                     format_version=version)
        manifest = ks.with_digest(dict({k: v for k, v in manifest.items() if k != "digest"}, base=dump["base"]))
        return ks.serialize(ks.bundle_members(ks.canonical_json(manifest), database, items))
    tables = {name: table for name, table in dump["tables"].items() if name != "media"}
    # R30: the database as the stated build procedure makes it (4096-byte pages).
    return ks.build_bundle(items, created=dump["created"], kind=dump["kind"], tables=tables or None,
                           format_version=version, page_size=ks.CANONICAL_PAGE_SIZE)


def main(argv: list) -> int:
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        dump = json.loads(Path(argv[0]).read_bytes())
        data = encode(dump, Path(argv[1]))
    except (OSError, ValueError, KeyError, TypeError) as error:
        print("ksbundle_encode: cannot write this dump: %s" % error, file=sys.stderr)
        return 1
    Path(argv[2]).write_bytes(data)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
