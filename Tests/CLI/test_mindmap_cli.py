#!/usr/bin/env python3
"""Golden tests of the mind-map verbs of the keepsake CLI (`map`, `render`): run the built
executable and compare stdout, stderr and the exit code.

Usage: test_mindmap_cli.py PATH_TO_KEEPSAKE_CLI

The sample files are Tests/Samples/mindmaps (sources in Tests/Samples/SOURCES.md).
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
SAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples", "mindmaps")
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
    expect("map needs --store", ["map", "list"], 2, stderr_has="--store DIR is required (or set KEEPSAKE_STORE)")
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
    expect("list", ["map", "list", "--store", store], 0,
           stdout=f"{'id':36}  nodes  {'modified':{len(NOW)}}  title\n{map_id}  3      {NOW}  Holidays\n")

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
    expect("import needs a format", ["map", "import", "--store", store, os.path.join(work, "x.dat")], 2, stderr_has="--format")

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

    # Issue 16: real FreeMind files, errors with place and cause, Markdown in, Mermaid out, pictures.
    pics = os.path.join(work, "pics")
    out = expect("import FreeMind 1.0 test map", ["map", "import", "--store", pics, "--create", "--now", NOW, os.path.join(SAMPLES, "freemind-1.0-testmap.mm")], 0,
                 stdout_re=f"imported .*: map {UUID}, 10 nodes, \"Testmap for automated Tests\"\n")
    fm_id = re.search(UUID, out).group(0)
    expect("a title of two lines stays on one map list line", ["map", "list", "--store", pics], 0,
           stdout=f"{'id':36}  nodes  {'modified':{len(NOW)}}  title\n{fm_id}  10     {NOW}  Testmap / for automated Tests\n")
    broken = os.path.join(work, "broken.opml")
    with open(broken, "w") as f:
        f.write('<opml version="2.0"><body>\n<outline text="x">\n</body></opml>')
    expect("a malformed file is refused with line, column and cause", ["map", "import", "--store", pics, broken], 1,
           stderr_has="line 3, column 8: Opening and ending tag mismatch: outline line 2 and body")
    outline_md = os.path.join(work, "outline.md")
    with open(outline_md, "w") as f:
        f.write("# Plan\n\n- One\n  - Two\n- Three\n")
    expect("import Markdown", ["map", "import", "--store", pics, "--now", NOW, outline_md], 0,
           stdout_re=f"imported .*outline.md: map {UUID}, 4 nodes, \"Plan\"\n")
    mermaid = os.path.join(work, "m.mmd")
    expect("export Mermaid", ["map", "export", "--store", pics, "--format", "mermaid", "-o", mermaid, fm_id], 0,
           stdout_re=f"wrote {re.escape(mermaid)}: 10 nodes, \\d+ bytes\n")
    check("Mermaid mindmap", open(mermaid).read().startswith('mindmap\n  root(("Testmap<br/>for automated Tests"))\n    Notetest\n'), open(mermaid).read()[:200])
    shown = expect("show", ["map", "show", "--store", pics, fm_id], 0)
    notetest = re.search(f"This is a node  \\[({UUID})\\]", shown).group(1)
    level = os.path.join(work, "level.svg")
    expect("render --node draws one level", ["render", "--store", pics, "-o", level, "--node", re.search(f"\\[({UUID})\\]", shown).group(1)], 0,
           stdout_re=f"wrote .*level.svg: 4 nodes, \\d+ bytes\n")
    svg = ET.parse(level).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    check("the level: a centre and its three children in bubbles", len(svg.findall(f".//{ns}circle")) == 4 and svg.get("width") == "414", ET.tostring(svg)[:200])
    check("each bubble carries its full title", sorted(t.text for t in svg.findall(f"./{ns}g/{ns}title"))[0:1] == ["Attributes"], [t.text for t in svg.findall(f"./{ns}g/{ns}title")])
    expect("render --node on a node with three children, on a small phone", ["render", "--store", pics, "-o", level, "--node", notetest, "--size", "320x568"], 0,
           stdout_re="wrote .*: 4 nodes, \\d+ bytes\n")
    expect("render --size needs --node", ["render", "--store", pics, "-o", level, "--size", "320x568", fm_id], 2, stderr_has="--size goes with --node")

    # XMind: import by extension (XMind Zen and XMind 8 files XMind wrote), export by --format.
    out = expect("import XMind Zen", ["map", "import", "--store", pics, "--now", NOW, os.path.join(SAMPLES, "xmind-zen-xmindparser.xmind")], 0,
                 stdout_re=f"imported .*: map {UUID}, 29 nodes, \"xmind-zen-xmindparser\"\n")
    zen_id = re.search(UUID, out).group(0)
    expect("import XMind 8", ["map", "import", "--store", pics, "--now", NOW, os.path.join(SAMPLES, "xmind8-xmindparser.xmind")], 0,
           stdout_re=f"imported .*: map {UUID}, 47 nodes, \"xmind8-xmindparser\"\n")
    xm = os.path.join(work, "m.xmind")
    expect("export XMind", ["map", "export", "--store", pics, "--format", "xmind", "-o", xm, zen_id], 0,
           stdout_re=f"wrote {re.escape(xm)}: 29 nodes, \\d+ bytes\n")
    import zipfile
    with zipfile.ZipFile(xm) as z:
        check("the export is a zip Python reads, every CRC good", z.testzip() is None and z.namelist() == ["content.json", "metadata.json", "manifest.json"], z.namelist())
        sheets = json.loads(z.read("content.json"))
    def count(topic):
        return 1 + sum(count(t) for t in topic.get("children", {}).get("attached", []))
    check("one sheet of 29 topics", len(sheets) == 1 and count(sheets[0]["rootTopic"]) == 29 and sheets[0]["rootTopic"]["title"] == "xmind-zen-xmindparser", sheets[0]["title"])
    expect("re-import the export", ["map", "import", "--store", pics, "--now", NOW, xm], 0,
           stdout_re=f"imported .*: map {UUID}, 29 nodes, \"xmind-zen-xmindparser\"\n")
    not_zip = os.path.join(work, "notzip.xmind")
    with open(not_zip, "w") as f:
        f.write("plain text")
    expect("a file that is not a zip is refused", ["map", "import", "--store", pics, not_zip], 1, stderr_has="is not an XMind file (XMind files are zip archives)")

    # Moving nodes.
    out = expect("add a second child", ["map", "add", "--store", store, "--now", NOW, "--parent", root_id, "Mountains"], 0, stdout_re=f"{UUID}  Mountains\n")
    mountains = out.split()[0]
    towels = re.search(f"Towels  \\[({UUID})\\]", expect("show before move", ["map", "show", "--store", store, map_id], 0)).group(1)
    expect("move Towels under Mountains", ["map", "move", "--store", store, "--now", NOW, "--parent", mountains, towels], 0,
           stdout=f"moved {towels} under {mountains} at 0\n")
    expect("reorder Mountains first", ["map", "move", "--store", store, "--now", NOW, "--parent", root_id, "--index", "0", mountains], 0,
           stdout=f"moved {mountains} under {root_id} at 0\n")
    expect("show after moves", ["map", "show", "--store", store, map_id], 0,
           stdout_re=f"Holidays  \\[{root_id}\\]\n  Mountains  \\[{mountains}\\]\n    Towels  \\[{towels}\\]\n  Beach  \\[{beach}\\]\n")
    expect("a move into its own subtree is refused", ["map", "move", "--store", store, "--now", NOW, "--parent", towels, mountains], 1,
           stderr_has="would make a cycle")
    expect("move then back, so the tests below see the first shape", ["map", "move", "--store", store, "--now", NOW, "--parent", beach, towels], 0,
           stdout=f"moved {towels} under {beach} at 0\n")
    expect("delete Mountains", ["map", "delete-node", "--store", store, "--now", NOW, mountains], 0, stdout="deleted 1 node\n")

    # Links (FORMAT.md R68): added, shown, edited, refused, cleared, and written to OPML.
    out = expect("add with a link", ["map", "add", "--store", store, "--now", NOW, "--parent", root_id,
                                     "--link", "https://example.org/blog", "--feed", "https://example.org/feed.xml", "Blog"], 0,
                 stdout_re=f"{UUID}  Blog\n")
    blog = out.split()[0]
    expect("show prints link and feed", ["map", "show", "--store", store, map_id], 0,
           stdout_has=f"  Blog  [{blog}]  <https://example.org/blog>  feed <https://example.org/feed.xml>\n")
    expect("a javascript: link is refused", ["map", "edit", "--store", store, "--now", NOW, "--link", "javascript:alert(1)", blog], 1,
           stderr_has="javascript:")
    expect("--link and --clear-link together", ["map", "edit", "--store", store, "--link", "x", "--clear-link", blog], 2,
           stderr_has="not both")
    edited = json.loads(expect("edit the link, keep the feed", ["map", "edit", "--store", store, "--now", NOW, "--json",
                                                                  "--link", "https://example.org/", blog], 0))
    check("the feed stays when only the link changes",
          (edited.get("link"), edited.get("feed")) == ("https://example.org/", "https://example.org/feed.xml"), edited)
    feed_opml = os.path.join(work, "feeds.opml")
    expect("export the feed as OPML", ["map", "export", "--store", store, "--format", "opml", "-o", feed_opml, map_id], 0)
    with open(feed_opml, encoding="utf-8") as f:
        check("OPML writes the feed", 'type="rss" xmlUrl="https://example.org/feed.xml" htmlUrl="https://example.org/"' in f.read())
    cleared = json.loads(expect("clear both", ["map", "edit", "--store", store, "--json", "--clear-link", "--clear-feed", blog], 0))
    check("cleared", (cleared.get("link"), cleared.get("feed")) == (None, None), cleared)
    expect("delete Blog", ["map", "delete-node", "--store", store, "--now", NOW, blog], 0, stdout="deleted 1 node\n")

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

    # Import limits (issue 28 section 5): each --max-* option stops the import while the file
    # is read, exit 1, the store unchanged; the 2,000,000-topic XMind file stops by default.
    limited = os.path.join(work, "limited")
    small = os.path.join(work, "small.opml")
    with open(small, "w", encoding="utf-8") as f:
        f.write('<opml version="2.0"><body><outline text="root"><outline text="a"><outline text="b"/></outline>'
                '<outline text="c"/></outline></body></opml>')
    for option, value, words in [("--max-nodes", "3", "more than 3 nodes"), ("--max-depth", "2", "2 levels"),
                                 ("--max-text-bytes", "3", "bytes of text"), ("--max-input-bytes", "10", "this host allows files"),
                                 ("--max-growth-ratio", "1", "times its size")]:
        expect(f"import {option} {value}", ["map", "import", "--store", limited, "--create", option, value, small], 1,
               stderr_has=words)
    expect("bad --max-nodes", ["map", "import", "--store", limited, "--create", "--max-nodes", "0", small], 2,
           stderr_has="--max-nodes takes a whole number of 1 or more")
    expect("--max-nodes over the ceiling", ["map", "import", "--store", limited, "--create", "--max-nodes", "5000001", small], 1,
           stderr_has="max_nodes is 5000001")
    import zipfile
    many = os.path.join(work, "many.xmind")
    with zipfile.ZipFile(many, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("content.json", '[{"id":"s","title":"Sheet","rootTopic":{"id":"r","title":"r","children":{"attached":['
                   + ",".join(['{"title":"a"}'] * 2_000_000) + "]}}}]")
    check("the XMind file is small", os.path.getsize(many) < 100_000, os.path.getsize(many))
    expect("2,000,000 topics refused", ["map", "import", "--store", limited, "--create", many], 1,
           stderr_has="more than 1000 times its size")
    expect("nothing was imported", ["map", "list", "--store", limited], 0, stdout="")
    expect("within the limits", ["map", "import", "--store", limited, "--max-nodes", "4", "--max-depth", "3", small], 0,
           stdout_re=f"imported .*: map {UUID}, 4 nodes, \"root\"\n")

    # Delete.
    expect("delete-node", ["map", "delete-node", "--store", store, "--now", NOW, beach], 0, stdout="deleted 2 nodes\n")
    expect("delete root refused", ["map", "delete-node", "--store", store, "--now", NOW, root_id], 1, stderr_has="delete the map instead")
    expect("delete map", ["map", "delete", "--store", store, "--now", NOW, map_id], 0, stdout=f"deleted map {map_id}: 1 node\n")
    expect("show deleted", ["map", "show", "--store", store, map_id], 1, stderr_has="no mind map with id")
finally:
    shutil.rmtree(work, ignore_errors=True)

GOLDEN.finish()
