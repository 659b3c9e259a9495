#!/usr/bin/env python3
"""Links written into Markdown and SVG are escaped as FORMAT.md R70 (3.1) says: a conforming
parser of the output gives back exactly the link. A CommonMark renderer, markdown-it-py
(PyPI), reads `keepsake map export --format markdown` and must find each hostile link as the
destination of the node's link (before the renderer's own percent-encoding for HTML), with a
space as `%20` (the only change R70 allows), and the title as
the link's text; Python's XML parser reads `--format svg` and must find each link as an
`<a href>` value. Links of other schemes must not be links in either.

Usage: test_link_escaping.py KEEPSAKE   (run with a Python that has markdown-it-py installed)
"""
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from markdown_it import MarkdownIt

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Support"))
from kstest import Harness  # noqa: E402

NOW = "2026-12-01T09:00:00Z"
SVG = "{http://www.w3.org/2000/svg}"
harness = Harness(None)   # counts checks only: this test runs the CLI, not the library
check = harness.check

# Each link breaks out of a naive `[title](link)` or `href="link"` in its own way.
LINKS = [
    "https://example.org/a_(b)_c",                    # balanced parentheses
    "https://example.org/)x](javascript:alert(1))",   # a parenthesis that would end the link
    "https://example.org/?q=&amp;&lt;script&gt;",     # entity references, which CommonMark decodes
    "https://example.org/\\x\\(",                     # backslashes
    "https://example.org/<b>\"quoted\"</b>",          # angle brackets and quotes
    "https://example.org/a b \"title\"",              # spaces, then what would read as a title
    "mailto:someone@example.org?subject=a%20b&body=*x*",
    "https://example.org/`code`_em_*strong*",         # Markdown emphasis and code marks
]
OTHER = ["file:///etc/passwd", "ftp://example.org/x", "notes/plan.mm"]


def keepsake(*args):
    result = subprocess.run([sys.argv[1], *args], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit("keepsake %s: exit %d: %s" % (" ".join(args), result.returncode, result.stderr))
    return result.stdout


def markdown_links(text):
    """(href, link text) of every link markdown-it-py finds in `text`."""
    found = []
    md = MarkdownIt("commonmark")
    # The destination as parsed: renderers then percent-encode characters an HTML href may
    # not hold (`"`, `<`, `\`, …), as CommonMark's reference renderer does; that is theirs.
    md.normalizeLink = lambda url: url
    for token in md.parse(text):
        children = token.children or []
        for i, child in enumerate(children):
            if child.type == "link_open":
                inner = []
                for after in children[i + 1:]:
                    if after.type == "link_close":
                        break
                    inner.append(after.content)
                found.append((child.attrGet("href"), "".join(inner)))
    return found


with tempfile.TemporaryDirectory(prefix="keepsake-links-") as work:
    store = str(Path(work) / "store")
    printed = keepsake("map", "create", "--store", store, "--create", "--now", NOW, "--json", "Links")
    root = re.search(r'"root_id":"([0-9a-f-]{36})"', printed).group(1)
    map_id = re.search(r'"id":"([0-9a-f-]{36})"', printed).group(1)
    titles = {}
    for number, link in enumerate(LINKS + OTHER):
        title = "Node %d [x] *y*" % number
        keepsake("map", "add", "--store", store, "--now", NOW, "--parent", root, "--link", link, title)
        titles[link] = title

    markdown = Path(work) / "map.md"
    keepsake("map", "export", "--store", store, "--format", "markdown", "-o", str(markdown), map_id)
    found = markdown_links(markdown.read_text(encoding="utf-8"))
    for link in LINKS:
        expected = (link.replace(" ", "%20"), titles[link])
        check("Markdown: %r is the href, its title the text" % link, expected in found,
              [f for f in found if titles[link] in f[1]] or found)
    for link in OTHER:
        check("Markdown: %r is not a link" % link, all(titles[link] != text for _, text in found), found)
    check("Markdown: one link per node of a clickable scheme, none else", len(found) == len(LINKS), found)

    svg = Path(work) / "map.svg"
    keepsake("map", "export", "--store", store, "--format", "svg", "-o", str(svg), map_id)
    hrefs = [a.get("href") for a in ET.parse(svg).getroot().iter(SVG + "a")]
    for link in LINKS:
        check("SVG: %r is an <a href> value" % link, link in hrefs, hrefs)
    check("SVG: no other link is drawn as a link", sorted(hrefs) == sorted(LINKS), hrefs)

harness.finish()
