#!/usr/bin/env python3
"""Golden tests of the `keepsake dossier` verb and the demo's dossier (issue 6): run the built
executable and compare stdout, stderr and the exit code.

Usage: test_dossier_cli.py PATH_TO_KEEPSAKE_CLI
"""
import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from golden import Golden  # noqa: E402
import tempfile

CLI = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/keepsake-cli"

CREATED = "2026-11-30T09:00:00Z"


def as_demo_owner(args, stdin):
    """The demo's store has an owner account (alma, password keepsake-demo): act as her there."""
    if "--store" in args and args[args.index("--store") + 1].endswith(os.path.join("demo", "store")):
        return args + ["--as", "alma"], "keepsake-demo\n"
    return args, stdin


GOLDEN = Golden(CLI, prepare=as_demo_owner)
run, check, expect = GOLDEN.run, GOLDEN.check, GOLDEN.expect

work = tempfile.mkdtemp(prefix="keepsake-dossier-cli-")
try:
    # Help.
    help_text = expect("help dossier", ["help", "dossier"], 0, stderr="",
                       stdout_has="Usage: keepsake dossier list --store DIR")
    expect("dossier --help equals help dossier", ["dossier", "--help"], 0, stdout=help_text, stderr="")
    expect("top-level help lists dossier", ["--help"], 0, stdout_has="  dossier ")
    usage = help_text.split("Usage: ", 1)[1].split("\n\n", 1)[0]
    expect("no subcommand", ["dossier"], 2, stdout="",
           stderr="keepsake: dossier needs one of: list, export, fhir, calls\nUsage: " + usage + "\n")
    expect("unknown subcommand", ["dossier", "erase", "--store", work], 2, stdout="",
           stderr_has="keepsake: unknown dossier command 'erase'; use one of: list, export, fhir, calls\n")
    expect("export needs --patient", ["dossier", "export", "--store", work, "-o", "x"], 2, stdout="",
           stderr_has="keepsake: --patient is required\n")

    # The demo builds a patient with a timeline, media, a bundle, a FHIR Bundle and a call log.
    demo = os.path.join(work, "demo")
    out = expect("demo", ["demo", demo], 0, stderr="", stdout_has="patient: Anna Berg (demo) (")
    check("demo attaches the photos and the video", "attach:  4 files (3 photos and the video)" in out, out)
    for name in ["dossier.keepsake", "dossier.fhir.json", "calls.csv"]:
        check(f"demo wrote {name}", os.path.getsize(os.path.join(demo, "bundles", name)) > 0)
    out = expect("demo runs again", ["demo", demo], 0, stderr="", stdout_has="patient: Anna Berg (demo)")
    store = os.path.join(demo, "store")
    listing = expect("dossier list", ["dossier", "list", "--store", store], 0, stderr="")
    lines = listing.splitlines()
    check("one demo patient after two runs, below the header row", len(lines) == 2
          and lines[0] == f"{'id':36}  {'name':16}  {'born':10}  {'admitted':10}  discharged", listing)
    match = re.fullmatch(r"([0-9a-f-]{36})  Anna Berg \(demo\)  1950-04-02  2026-11-02  -", lines[1] if len(lines) > 1 else "")
    check("list line", match is not None, listing)
    patient = match.group(1) if match else ""
    expect("dossier list --search", ["dossier", "list", "--store", store, "--search", "BERG"], 0, stdout=listing, stderr="")
    expect("dossier list --search misses", ["dossier", "list", "--store", store, "--search", "nobody"], 0, stdout="", stderr="")
    # Pages (ks_patient_page): the same lines, then the next page's cursor when there is one.
    expect("dossier list --limit", ["dossier", "list", "--store", store, "--limit", "1"], 0, stdout=listing, stderr="")
    paged = json.loads(expect("dossier list --limit --json", ["dossier", "list", "--store", store, "--limit", "5", "--json"], 0, stderr=""))
    check("a page in JSON: the patients and a null next_cursor on the last page",
          [p["id"] for p in paged["patients"]] == [patient] and paged["next_cursor"] is None, paged)
    for bad in ["0", "1001", "-3", "ten"]:
        expect("dossier list --limit " + bad, ["dossier", "list", "--store", store, "--limit", bad], 2, stdout="",
               stderr_has="keepsake: --limit takes a whole number from 1 to 1000, not '%s'\n" % bad)
    expect("dossier list --after without --limit", ["dossier", "list", "--store", store, "--after", "0/61/" + patient], 2,
           stdout="", stderr_has="keepsake: --after needs --limit\n")
    expect("dossier list --after a cursor it did not give", ["dossier", "list", "--store", store, "--limit", "2", "--after", "garbage"],
           1, stdout="", stderr_has="cursor 'garbage' is not a cursor this library gave")

    # Export a dossier bundle, deterministically; inspect and import it elsewhere.
    bundle = os.path.join(work, "anna.keepsake")
    out = expect("dossier export", ["dossier", "export", "--store", store, "--patient", patient, "-o", bundle, "--created", CREATED], 0, stderr="")
    check("export line", re.fullmatch(re.escape(f"wrote {bundle}: ") + r"6 members, \d+ bytes\n", out) is not None, out)
    first = open(bundle, "rb").read()
    expect("dossier export again", ["dossier", "export", "--store", store, "--patient", patient, "-o", bundle, "--created", CREATED], 0)
    check("same dossier, same instant, same bytes", open(bundle, "rb").read() == first)
    expect("verify", ["verify", bundle], 0, stdout=f"{bundle}: valid\n", stderr="")
    expect("inspect shows kind dossier", ["inspect", bundle], 0, stdout_has="kind:            dossier\n")
    rc, dump, _ = run("dump", bundle)
    tables = json.loads(dump)["tables"] if rc == 0 else {}
    check("dump holds one patient and every version", len(tables.get("patients", [])) == 1 and len(tables.get("dossier_actions", [])) == 11,
          {k: len(v) for k, v in tables.items()})
    other = os.path.join(work, "other")
    expect("import into another store", ["import", "--store", other, "--create", bundle], 0, stderr="")
    expect("the patient arrived", ["dossier", "list", "--store", other], 0, stdout=listing, stderr="")

    # FHIR and the call log (14 resources: the demo links relative maria for its viewer bundle).
    fhir = os.path.join(work, "anna.fhir.json")
    out = expect("dossier fhir", ["dossier", "fhir", "--store", store, "--patient", patient, "-o", fhir, "--created", CREATED], 0, stderr="")
    check("fhir line", re.fullmatch(re.escape(f"wrote {fhir}: ") + r"14 FHIR resources, \d+ bytes\n", out) is not None, out)
    data = json.load(open(fhir))
    kinds = [e["resource"]["resourceType"] for e in data["entry"]]
    check("FHIR Bundle", data["resourceType"] == "Bundle" and data["type"] == "collection" and data["timestamp"] == CREATED, data.get("type"))
    check("FHIR resources", kinds.count("Patient") == 1 and kinds.count("Procedure") == 3 and kinds.count("Observation") == 5
          and kinds.count("Media") == 4, kinds)
    calls = os.path.join(work, "calls.csv")
    out = expect("dossier calls", ["dossier", "calls", "--store", store, "-o", calls], 0, stderr="")
    check("calls line", re.fullmatch(re.escape(f"wrote {calls}: ") + r"2 calls, \d+ bytes\n", out) is not None, out)
    raw = open(calls, "rb").read()
    check("CSV uses CRLF", raw.count(b"\r\n") == 3 and raw.count(b"\n") == 3, raw[:200])
    rows = list(csv.reader(io.StringIO(raw.decode(), newline="")))
    check("CSV header", rows[0] == ["direction", "party", "number", "start", "duration_seconds", "outcome", "patient_id", "patient_name", "action_id"], rows[0])
    check("CSV rows", [r[0] for r in rows[1:]] == ["outgoing", "incoming"] and rows[1][6] == patient, rows)
    expect("calls of one patient", ["dossier", "calls", "--store", store, "--patient", patient, "-o", calls], 0, stdout=out, stderr="")

    # Failures are one line with exit 1.
    missing = "11111111-1111-4111-8111-111111111111"
    expect("unknown patient", ["dossier", "export", "--store", store, "--patient", missing, "-o", bundle], 1, stdout="",
           stderr=f"keepsake: no patient with id {missing}\n")
    expect("malformed patient id is a usage mistake", ["dossier", "fhir", "--store", store, "--patient", "anna", "-o", fhir], 2, stdout="",
           stderr_has="keepsake: 'anna' is not a patient id or an id prefix of at least 4 hexadecimal digits\n")
    expect("missing folder", ["dossier", "calls", "--store", store, "-o", os.path.join(work, "nope", "c.csv")], 1, stdout="",
           stderr_has="does not exist")
finally:
    shutil.rmtree(work, ignore_errors=True)

GOLDEN.finish()
