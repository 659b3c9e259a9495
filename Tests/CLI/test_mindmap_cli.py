#!/usr/bin/env python3
"""Golden tests of the mind-map verbs of the keepsake CLI (`map`, `render`): run the built
executable and compare stdout, stderr and the exit code.

Usage: test_mindmap_cli.py PATH_TO_KEEPSAKE_CLI SAMPLES_DIR
"""
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from golden import Golden  # noqa: E402
import tempfile
import xml.etree.ElementTree as ET

CLI = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/keepsake-cli"
SAMPLES = sys.argv[2] if len(sys.argv) > 2 else "../shared/samples/mindmaps"
NOW = "2026-11-30T09:00:00Z"
UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
GOLDEN = Golden(CLI)
run, check, expect = GOLDEN.run, GOLDEN.check, GOLDEN.expect

work = tempfile.mkdtemp(prefix="keepsake-map-cli-")
try:
    store = os.path.join(work, "store")
    other = os.path.join(work, "other")
    # Help.
    _, top, _ = run("--help")
    for verb in ["map", "render"]:
        check(f"help lists {verb}", f"\n  {verb} " in top, top)
        _, a, _ = run("help", verb)
        _, b, _ = run(verb, "--help")
        check(f"help {verb} equals {verb} --help", a == b and f"Usage: keepsake {verb}" in a, a)

    # Usage mistakes exit 2 with the usage line.
    expect("map without sub-verb", ["map", "--store", store], 2, stderr_has="map needs one of: create, list")
    expect("map needs --store", ["map", "list"], 2, stderr_has="--store is required")
    expect("export needs -o", ["map", "export", "--store", store, "--format", "opml", "x"], 2, stderr_has="-o OUT is required")

    # Create, add, show, list.
    out = expect("create", ["map", "create", "--store", store, "--create", "--now", NOW, "Holidays"], 0,
                 stdout_re=f"({UUID})  root ({UUID})  Holidays\n")
    map_id, root_id = out.split()[0], out.split()[2]
    out = expect("add", ["map", "add", "--store", store, "--now", NOW, "--parent", root_id, "--note", "sun", "Beach"], 0,
                 stdout_re=f"{UUID}  Beach\n")
    beach = out.split()[0]
    expect("add under beach", ["map", "add", "--store", store, "--now", NOW, "--parent", beach, "Towels"], 0, stdout_re=f"{UUID}  Towels\n")
    expect("add blank title", ["map", "add", "--store", store, "--now", NOW, "--parent", beach, "   "], 1,
           stderr_has="keepsake: title is blank")
    expect("add under unknown", ["map", "add", "--store", store, "--now", NOW, "--parent", "00000000-0000-4000-8000-000000000000", "x"], 1,
           stderr_has="no mind-map node with id")
    out = expect("show", ["map", "show", "--store", store, map_id], 0,
                 stdout_re=f"Holidays  \\[{root_id}\\]\n  Beach  \\[{beach}\\]\n    Towels  \\[{UUID}\\]\n")
    shown = json.loads(expect("show --json", ["map", "show", "--store", store, "--json", map_id], 0))
    check("show --json", shown["node_count"] == 3 and shown["title"] == "Holidays" and shown["modified"] == NOW, shown)
    expect("list", ["map", "list", "--store", store], 0, stdout=f"{map_id}  3 nodes  {NOW}  Holidays\n")

    # Import real files.
    expect("import opml", ["map", "import", "--store", store, "--now", NOW, os.path.join(SAMPLES, "opml-editor-source.opml")], 0,
           stdout_re=f"imported .*opml-editor-source.opml: map {UUID}, 697 nodes, \"nodeEditor: opmlValidator\"\n")
    out = expect("import mm", ["map", "import", "--store", store, "--now", NOW, os.path.join(SAMPLES, "freeplane-structured-map-test.mm")], 0,
                 stdout_re=f"imported .*: map {UUID}, 59 nodes, \"Title of the Map\"\n")
    mm_id = re.search(UUID, out).group(0)
    bad = os.path.join(work, "bad.opml")
    with open(bad, "w") as f:
        f.write('<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY a "aa">]><opml><body><outline text="&a;"/></body></opml>')
    expect("import refuses a DOCTYPE", ["map", "import", "--store", store, bad], 1, stderr_has="document type declaration")
    expect("import needs a format", ["map", "import", "--store", store, os.path.join(work, "x.txt")], 2, stderr_has="--format")

    # Export each format; the OPML and .mm parse as XML.
    for fmt, name in [("opml", "m.opml"), ("freemind", "m.mm"), ("markdown", "m.md"), ("svg", "m.svg")]:
        target = os.path.join(work, name)
        expect(f"export {fmt}", ["map", "export", "--store", store, "--format", fmt, "-o", target, mm_id], 0,
               stdout_re=f"wrote {re.escape(target)}: 59 nodes, \\d+ bytes\n")
    check("opml parses", ET.parse(os.path.join(work, "m.opml")).getroot().tag == "opml")
    check("mm parses", len(ET.parse(os.path.join(work, "m.mm")).getroot().findall(".//node")) == 59)
    check("svg parses", ET.parse(os.path.join(work, "m.svg")).getroot().tag.endswith("svg"))
    check("markdown outline", open(os.path.join(work, "m.md")).read().startswith("# Title of the Map\n\n- Intro\n"))
    expect("render", ["render", "--store", store, "-o", os.path.join(work, "r.svg"), mm_id], 0,
           stdout_re=f"wrote .*r.svg: 59 nodes, \\d+ bytes\n")
    check("render equals export svg", open(os.path.join(work, "r.svg"), "rb").read() == open(os.path.join(work, "m.svg"), "rb").read())
    expect("render unknown map", ["render", "--store", store, "-o", os.path.join(work, "r.svg"), "00000000-0000-4000-8000-000000000000"], 1,
           stderr_has="no mind map with id")

    # A bundle of kind mindmap, into another store, twice.
    bundle = os.path.join(work, "holidays.keepsake")
    expect("export bundle", ["map", "export", "--store", store, "--format", "bundle", "--created", NOW, "-o", bundle, map_id], 0,
           stdout_re=f"wrote {re.escape(bundle)}: 2 members, \\d+ bytes\n")
    expect("inspect", ["inspect", bundle], 0, stdout_re=".*kind:            mindmap\n.*")
    expect("import bundle", ["import", "--store", other, "--create", bundle], 0,
           stdout=f"imported {bundle} (mindmap): 0 media added, 0 already present; mind maps: 1 added, 0 replaced, 0 kept beside a newer one, 0 unchanged\n")
    expect("import bundle again", ["import", "--store", other, bundle], 0,
           stdout=f"imported {bundle} (mindmap): 0 media added, 0 already present; mind maps: 0 added, 0 replaced, 0 kept beside a newer one, 1 unchanged\n")
    dump = json.loads(expect("dump", ["dump", bundle], 0))
    check("dump has the nodes", len(dump["tables"]["mindmap_nodes"]) == 3 and dump["kind"] == "mindmap", dump)

    # Delete.
    expect("delete-node", ["map", "delete-node", "--store", store, "--now", NOW, beach], 0, stdout="deleted 2 nodes\n")
    expect("delete root refused", ["map", "delete-node", "--store", store, "--now", NOW, root_id], 1, stderr_has="delete the map instead")
    expect("delete map", ["map", "delete", "--store", store, "--now", NOW, map_id], 0, stdout=f"deleted map {map_id}: 1 nodes\n")
    expect("show deleted", ["map", "show", "--store", store, map_id], 1, stderr_has="no mind map with id")
finally:
    shutil.rmtree(work, ignore_errors=True)

GOLDEN.finish()
