#!/usr/bin/env python3
"""The encoder direction: bundles written by one implementation, read by the other.

Usage: interop.py --keepsake PATH_TO_CLI [--suite DIR] [--only TEXT] [--keep-temp]

1. Written by ksbundle.py, read by keepsake. For every valid case of the suite (each was
   written by ksbundle.py, an independent implementation of FORMAT.md):
     `keepsake import --store NEW --create [LIMITS] BUNDLE` must succeed, and the store it filled,
     exported again as the case's kind with --created CREATED:
       archive   `keepsake export --store NEW -o OUT`
       mindmap   `keepsake map export --store NEW --format bundle -o OUT MAP_ID`
       dossier   `keepsake dossier export --store NEW --patient ID -o OUT`
       mood      `keepsake mood export --store NEW --bundle OUT`
       routine   `keepsake routine export --store NEW --bundle OUT`
     must dump the same content: `keepsake dump OUT` has the case's `created`, `kind`,
     `access`, `media` and every table's rows exactly, and any table the case's format
     version does not have is empty (a newer writer may write a newer format version with
     more tables). Exporting again gives the same bytes (R30).
2. Written by keepsake, read by ksbundle.py. Each of those exports is read by
   ksbundle.read_bundle, which must accept it and produce exactly `keepsake dump`'s
   output. A bundle of a format version ksbundle.py does not know yet is reported as
   skipped, naming the version: ksbundle.py must learn it.
3. Viewer bundles (FORMAT.md section 15). Each valid viewer case (written by ksbundle.py's
   ksviewer.py) is opened on a new device store with `keepsake open --user NAME --today
   DATE` (the password on stdin), which must succeed and show the case's patient and
   actions. The other way, `keepsake demo` writes a viewer bundle (random, as R59 says);
   ksbundle.py opens it with the demo relative's credentials and must dump exactly what
   `keepsake dump --user` prints.
4. Import cases (index.json `imports`, FORMAT.md R39, R43, R48, R51: what a store that
   already holds records does with a bundle). Each case's bundles are imported in order into
   one new store (`keepsake import --store NEW --create STEP`), the store is exported as an archive
   (`keepsake export --store NEW --created CREATED -o OUT`), and `keepsake dump OUT` must
   equal the case's expected.json: byte for byte (`compare` "exact"), or after
   import_cases.normalize_dump (`compare` "modulo-new-ids": unspecified cells masked, ids
   that are in none of the case's bundles numbered as placeholders). Reported as
   `ok import/NAME` or `FAIL import/NAME: why`.

5. Update cases (FORMAT.md section 16: a valid case whose dump has `base` or `base_revision`).
   `keepsake import` (or `open`) into a new store must refuse it with exit 1 and
   `[base-missing]`, importing nothing (R64, R66); into a store that first took a valid case
   carrying the update's held media it must succeed, and the store's export must hold the
   update's rows with every medium, as its full bundle would (`ok update/NAME`). Before that,
   the same store must refuse the update rewritten with one held `media` row one byte larger
   with exit 1 and `[media-mismatch]`, its media unchanged (R64, FORMAT 3.1).

6. Invitations (FORMAT.md section 18, R72; invitation_cases.py, which ksviewer.py reads in
   `generate.py --check`). Each case's text is given to `keepsake trust --json --store NEW
   --create TEXT`: an accepted case must be trusted with the case's key, username, minimum
   revision and feed URL; a refused one must exit 1 with "not a Keepsake invitation" and
   leave no trusted centre (`invitation/NAME`).

Prints `ok NAME`, `skip NAME: why` or `FAIL NAME: why` per check, then `N passed, N failed`.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "Hostile"))
import ksbundle as ks  # noqa: E402
import ksviewer  # noqa: E402
from tally import Tally  # noqa: E402
import import_cases  # noqa: E402
import invitation_cases  # noqa: E402


def run(command: list, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([str(c) for c in command], capture_output=True, timeout=120,
                          input=stdin.encode("utf-8"))


def open_viewer_case(cli: Path, suite: Path, case: dict, device: Path) -> str:
    """'' when `keepsake open` accepts the viewer case and shows its content."""
    expected = json.loads((suite / case["dump"]).read_bytes())
    # The device trusts the centre that signed the case (FORMAT.md R58), from an invitation.
    key = json.loads(run([cli, "inspect", "--json", suite / case["file"]]).stdout)["manifest"]["public_key"]
    trusted = run([cli, "trust", "--store", device, "--create", "keepsake:invite?v=1&key=%s&user=maria" % key])
    if trusted.returncode != 0:
        return "keepsake trust refused the case's centre: " + explain(trusted)
    result = run([cli, "open", "--json", "--store", device, "--create"] + case["args"] + [suite / case["file"]],
                 case["stdin"] or "")
    if result.returncode != 0:
        return "keepsake open refused it: " + explain(result)
    shown = json.loads(result.stdout)
    tables = expected["tables"]
    if shown.get("patient", {}).get("id") != tables["patients"][0]["id"]:
        return "keepsake open shows patient %r" % shown.get("patient", {}).get("id")
    actions = sorted(a["id"] for a in shown.get("timeline", {}).get("actions", []))
    if actions != sorted(a["id"] for a in tables["dossier_actions"]):
        return "keepsake open shows actions %s" % actions
    return ""


def invitation_case(cli: Path, text: str, expected, device: Path) -> str:
    """'' when `keepsake trust` reads the invitation as the case says (R72)."""
    result = run([cli, "trust", "--json", "--store", device, "--create", text])
    if expected is None:
        if result.returncode != 1 or result.stdout or b"not a Keepsake invitation" not in result.stderr:
            return "keepsake trust did not refuse it: " + explain(result)
        forgot = run([cli, "trust", "--json", "--store", device, "--forget", invitation_cases.KEY])
        if forgot.returncode == 0:
            return "a refused invitation left its centre trusted"
        return ""
    if result.returncode != 0:
        return "keepsake trust refused it: " + explain(result)
    got = json.loads(result.stdout)
    got = {key: got.get(key) for key in ("public_key", "username", "min_revision", "feed_url")}
    return "" if got == expected else "keepsake trust read %r, the case says %r" % (got, expected)


def keepsake_viewer_bundle(cli: Path, work: Path) -> str:
    """'' when ksbundle.py reads the viewer bundle `keepsake demo` writes as keepsake does."""
    result = run([cli, "demo", work / "demo"])
    if result.returncode != 0:
        return "keepsake demo failed: " + explain(result)
    bundle = work / "demo" / "bundles" / "viewer.keepsake"
    user, password = "maria", "maria-demo-password"      # the demo's relative
    today = json.loads(run([cli, "inspect", "--json", bundle]).stdout)["manifest"]["created"][:10]
    dumped = run([cli, "dump", "--user", user, "--today", today, bundle], password + "\n")
    if dumped.returncode != 0:
        return "keepsake dump --user of its own viewer bundle: " + explain(dumped)
    try:
        read = ks.read_bundle(bundle.read_bytes(), credentials=ksviewer.Credentials(user, password, today))
    except (ks.BundleError, ks.CredentialsNeeded, ksviewer.AccessError) as error:
        return "ksbundle.py refuses keepsake's viewer bundle: %s" % error
    if read.dump != dumped.stdout:
        return "ksbundle.py's dump differs from keepsake dump --user"
    if json.loads(read.dump)["access"] != "viewer" or not json.loads(read.dump)["media"]:
        return "the demo's viewer bundle is not the viewer dossier with media it should be"
    return ""


def base_holder(index: dict, suite: Path, held: set, viewer: bool) -> dict:
    """A valid, non-update case of the suite that carries every medium of `held` (as
    (sha256, size)): the base an update case is applied on (FORMAT.md R64, R66)."""
    for other in index["cases"]:
        if other["expect"] != "valid" or ("--user" in other["args"]) != viewer:
            continue
        dump = json.loads((suite / other["dump"]).read_bytes())
        if "base" in dump or "base_revision" in dump:
            continue
        if held <= {(m["sha256"], m["size"]) for m in dump["media"]}:
            return other
    raise SystemExit("interop.py: no valid case carries the media an update case holds")


def held_row_of_another_size(cli: Path, suite: Path, case: dict, expected: dict, held: set,
                             store: Path, work: Path) -> str:
    """'' when keepsake refuses, into `store` (which holds the update's held media), the update
    case rewritten by ksbundle_encode.py with one held `media` row one byte larger, with exit 1
    and `[media-mismatch]` (FORMAT.md R64, 3.1: the bundle's fault, not `base-missing`), and
    leaves the store's media as they were."""
    import ksbundle_encode  # noqa: E402 (this folder)
    target = min(held)[0]
    lying = dict(expected, tables=dict(expected["tables"], media=[
        dict(row, size=row["size"] + 1) if row["sha256"] == target else row
        for row in expected["tables"]["media"]]))
    media_dir = work / "carried"
    media_dir.mkdir()
    with tarfile.open(suite / case["file"]) as archive:      # the suite's own, trusted bundle
        for member in archive.getmembers():
            if member.name.startswith("media/"):
                (media_dir / member.name[len("media/"):]).write_bytes(archive.extractfile(member).read())
    bundle = work / "held-row-of-another-size.keepsake"
    bundle.write_bytes(ksbundle_encode.encode(lying, media_dir))
    before = run([cli, "media", "list", "--json", "--store", store]).stdout
    refused = run([cli, "import", "--store", store] + case["args"] + [bundle])
    if refused.returncode != 1 or "[media-mismatch]" not in refused.stderr.decode("utf-8", "replace"):
        return "a held row of another size: expected exit 1 and [media-mismatch], got %s" % explain(refused)
    if run([cli, "media", "list", "--json", "--store", store]).stdout != before:
        return "the refused update with a held row of another size changed the store's media"
    return ""


def update_case(cli: Path, suite: Path, index: dict, case: dict, work: Path) -> str:
    """'' when keepsake refuses the update case (FORMAT.md section 16) in a store without its
    base with [base-missing] and nothing imported, and applies it on a store holding a valid
    case that carries its held media, as its full bundle would be."""
    expected = json.loads((suite / case["dump"]).read_bytes())
    viewer = "--user" in case["args"]
    held = {(r["sha256"], r["size"]) for r in expected["tables"]["media"]} - \
        {(m["sha256"], m["size"]) for m in expected["media"]}
    verb = ["open", "--json"] if viewer else ["import"]
    fresh = work / "fresh"
    if viewer:      # a device that trusts the case's centre (FORMAT.md R58) but lacks the base
        key = json.loads(run([cli, "inspect", "--json", suite / case["file"]]).stdout)["manifest"]["public_key"]
        trusted = run([cli, "trust", "--store", fresh, "--create", "keepsake:invite?v=1&key=%s&user=maria" % key])
        if trusted.returncode != 0:
            return "keepsake trust refused the case's centre: " + explain(trusted)
    refused = run([cli] + verb + ["--store", fresh, "--create"] + case["args"] + [suite / case["file"]],
                  case["stdin"] or "")
    if refused.returncode != 1 or "[base-missing]" not in refused.stderr.decode("utf-8", "replace"):
        return "without its base: expected exit 1 and [base-missing], got %s" % explain(refused)
    listed = run([cli, "media", "list", "--json", "--store", fresh])
    if listed.returncode == 0 and json.loads(listed.stdout or b"[]"):
        return "the refused update left media in the store"
    base = base_holder(index, suite, held, viewer)
    if viewer:
        device = work / "device"
        why = open_viewer_case(cli, suite, base, device)
        return ("opening the base %s: %s" % (base["name"], why)) if why else \
            open_viewer_case(cli, suite, case, device)
    store, out = work / "store", work / "out.keepsake"
    for step in (base, case):
        if step is case and held:
            why = held_row_of_another_size(cli, suite, case, expected, held, store, work)
            if why:
                return why
        result = run([cli, "import", "--store", store, "--create"] + step["args"] + [suite / step["file"]])
        if result.returncode != 0:
            return "import of %s refused: %s" % (step["name"], explain(result))
    full = dict(expected)
    del full["base"]
    full["media"] = [{"sha256": r["sha256"], "size": r["size"]} for r in expected["tables"]["media"]]
    result = run(export_command(cli, store, full) + [out])
    if result.returncode != 0:
        return "export failed: " + explain(result)
    return same_content(full, json.loads(run([cli, "dump", out]).stdout))


def run_import_case(cli: Path, suite: Path, case: dict, work: Path) -> str:
    """'' when importing the case's bundles in order into a new store and exporting it as an
    archive gives the expected dump (exactly, or modulo new ids)."""
    store, out = work / "store", work / "out.keepsake"
    for number, step in enumerate(case["steps"], start=1):
        result = run([cli, "import", "--store", store, "--create", suite / step])
        if result.returncode != 0:
            return "import of bundle %d refused: %s" % (number, explain(result))
    exported = run([cli, "export", "--store", store, "--created", case["created"], "-o", out])
    if exported.returncode != 0:
        return "export failed: " + explain(exported)
    dumped = run([cli, "dump", out])
    if dumped.returncode != 0:
        return "dump of the export: " + explain(dumped)
    expected = (suite / case["expected"]).read_bytes()
    got = dumped.stdout
    if case["compare"] == "modulo-new-ids":
        steps = [json.loads(ks.read_bundle((suite / step).read_bytes()).dump)
                 for step in case["steps"]]
        got = import_cases.normalize_dump(json.loads(got), import_cases.known_ids(steps),
                                          case["unspecified"])
    elif case["compare"] != "exact":
        return "unknown compare mode %r" % case["compare"]
    if got == expected:
        return ""
    return "%s: %s" % (case["compare"], import_cases.first_difference(expected, got))


def keepsake_database(bundle: bytes) -> bytes:
    """The keepsake.db member of a well-formed bundle (the second member)."""
    size = int(bundle[124:135], 8)
    at = 512 + -(-size // 512) * 512
    db_size = int(bundle[at + 124:at + 135], 8)
    return bundle[at + 512:at + 512 + db_size]


def sqlite_release(database: bytes) -> int:
    """SQLITE_VERSION_NUMBER of the library that last wrote `database` (header bytes 96-99)."""
    return int.from_bytes(database[96:100], "big")


def explain(result: subprocess.CompletedProcess) -> str:
    text = result.stderr.decode("utf-8", "replace").strip()
    return "exit %d: %s" % (result.returncode, text.splitlines()[0][:200] if text else "")


def same_content(expected: dict, got: dict) -> str:
    """'' when `got` (a re-export's dump) holds exactly the content of `expected`."""
    for key in ("format", "created", "kind", "access", "media"):
        if got.get(key) != expected.get(key):
            return "%s is %r, expected %r" % (key, got.get(key), expected.get(key))
    if got.get("format_version", 0) < expected["format_version"]:
        return "format_version went down to %r" % got.get("format_version")
    for table, rows in expected["tables"].items():
        theirs = got["tables"].get(table)
        if theirs is not None and got.get("format_version", 0) > expected["format_version"]:
            # R68, R69: columns a later version added are NULL for older content.
            known = set(rows[0]) if rows else set()
            theirs = [{k: v for k, v in row.items() if k in known or v is not None}
                      for row in theirs]
        if theirs != rows:
            return "table %s differs: %r..." % (table, json.dumps(got["tables"].get(table))[:200])
    newer = {t: r for t, r in got["tables"].items() if t not in expected["tables"] and r}
    if newer:
        return "tables the original has no rows for are not empty: %s" % sorted(newer)
    return ""


def export_command(cli: Path, store: Path, expected: dict) -> list:
    """The command that exports the case's kind from `store` (without the output path,
    which comes last), with the case's `created` (R30)."""
    kind, created, tables = expected["kind"], expected["created"], expected["tables"]
    if kind == "mindmap":
        return [cli, "map", "export", "--store", store, "--format", "bundle",
                "--created", created, tables["mindmaps"][0]["id"], "-o"]
    if kind == "dossier":
        return [cli, "dossier", "export", "--store", store, "--patient",
                tables["patients"][0]["id"], "--created", created, "-o"]
    if kind in ("mood", "routine"):
        return [cli, kind, "export", "--store", store, "--created", created, "--bundle"]
    return [cli, "export", "--store", store, "--created", created, "-o"]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keepsake", required=True, type=Path, help="the keepsake CLI")
    parser.add_argument("--suite", type=Path, default=HERE)
    parser.add_argument("--only")
    parser.add_argument("--keep-temp", action="store_true")
    options = parser.parse_args(argv)
    cli = options.keepsake.resolve()
    index = json.loads((options.suite / "index.json").read_text(encoding="utf-8"))
    work = Path(tempfile.mkdtemp(prefix="keepsake-interop-"))
    tally = Tally()

    def report(status: str, name: str, why: str = "") -> None:
        """`ok`, `skip` or `FAIL` (a FAIL always with its why)."""
        if status == "skip":
            tally.skip(name, why)
        else:
            tally.result(name, why if status == "FAIL" else "")

    try:
        for case in index["cases"]:
            if case["expect"] != "valid" or (options.only and options.only not in case["name"]):
                continue
            name = case["name"]
            dump_text = (options.suite / case["dump"]).read_bytes()
            if b'"base":' in dump_text or b'"base_revision":' in dump_text:
                (work / name).mkdir()
                why = update_case(cli, options.suite, index, case, work / name)
                report("FAIL" if why else "ok", "update/" + name, why)
                continue
            if "--user" in case["args"]:
                (work / name).mkdir()
                why = open_viewer_case(cli, options.suite, case, work / name / "device")
                report("FAIL" if why else "ok", "ksbundle-to-keepsake-open/" + name, why)
                continue
            expected = json.loads((options.suite / case["dump"]).read_bytes())
            store, out, again = work / name / "store", work / name / "out.keepsake", \
                work / name / "again.keepsake"
            (work / name).mkdir()
            result = run([cli, "import", "--store", store, "--create"] + case["args"]
                         + [options.suite / case["file"]])
            if result.returncode != 0:
                report("FAIL", "ksbundle-to-keepsake/" + name, "import refused: " + explain(result))
                continue
            export = export_command(cli, store, expected)
            first, second = run(export + [out]), run(export + [again])
            if first.returncode != 0 or second.returncode != 0:
                report("FAIL", "ksbundle-to-keepsake/" + name,
                       "export failed: " + explain(first if first.returncode else second))
                continue
            dumped = run([cli, "dump", out])
            if dumped.returncode != 0:
                report("FAIL", "ksbundle-to-keepsake/" + name, "dump of the re-export: "
                       + explain(dumped))
                continue
            why = same_content(expected, json.loads(dumped.stdout))
            if not why and out.read_bytes() != again.read_bytes():
                why = "exporting the same store twice gave different bytes (R30)"
            report("FAIL" if why else "ok", "ksbundle-to-keepsake/" + name, why)

            label = "keepsake-to-ksbundle/" + name
            manifest_version = json.loads(dumped.stdout)["format_version"]
            if manifest_version > ks.FORMAT_VERSION:
                report("skip", label, "keepsake wrote format version %d; ksbundle.py knows "
                       "versions up to %d" % (manifest_version, ks.FORMAT_VERSION))
                continue
            try:
                read = ks.read_bundle(out.read_bytes())
            except ks.BundleError as error:
                report("FAIL", label, "ksbundle.py refuses keepsake's bundle: %s" % error)
                continue
            report("ok" if read.dump == dumped.stdout else "FAIL", label,
                   "ksbundle.py's dump differs from keepsake dump")
            # R30: two writers following the stated build procedure on one SQLite release
            # write the same keepsake.db.
            label = "same-database-bytes/" + name
            theirs = out.read_bytes()
            database = ks.canonical_database(json.loads(dumped.stdout)["tables"], manifest_version)
            ours_sqlite, theirs_sqlite = sqlite_release(database), sqlite_release(keepsake_database(theirs))
            if ours_sqlite != theirs_sqlite:
                report("skip", label, "keepsake's SQLite is %d, Python's %d: bytes compare only "
                       "on one release" % (theirs_sqlite, ours_sqlite))
            else:
                report("ok" if ks.sha256_hex(database) == read.manifest["members"][0]["sha256"]
                       else "FAIL", label, "ksbundle.canonical_database writes other bytes than "
                       "keepsake's export of the same rows")
        for case in index.get("imports", []):
            label = "import/" + case["name"]
            if options.only and options.only not in label:
                continue
            (work / label).mkdir(parents=True)
            why = run_import_case(cli, options.suite, case, work / label)
            report("FAIL" if why else "ok", label, why)
        for name, text, expected in invitation_cases.CASES:
            if options.only and options.only not in name:
                continue
            (work / "invitation" / name).mkdir(parents=True)
            why = invitation_case(cli, text, expected, work / "invitation" / name / "device")
            report("FAIL" if why else "ok", "invitation/" + name, why)
        if not options.only or options.only in "viewer-bundle-of-keepsake-demo":
            why = keepsake_viewer_bundle(cli, work)
            report("FAIL" if why else "ok", "keepsake-to-ksbundle/viewer-bundle-of-keepsake-demo", why)
    finally:
        if options.keep_temp:
            print("kept %s" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)
    return tally.close()


if __name__ == "__main__":
    sys.exit(main())
