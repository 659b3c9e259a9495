#!/usr/bin/env python3
"""Markdown exports are text (issue 28 §3, issue 31 §3): a CommonMark renderer, markdown-it-py
(PyPI), shows every title and note of `keepsake map export --format markdown` as the text it
is. Notes that arrive with imported files holding `<script>`, `<img onerror=…>`,
`<a href="javascript:…">`, `[x](javascript:…)`, autolinks, entities, list and heading lines,
CR LF line ends (in the root's note too) render as text; the only live links are the http,
https and mailto links of titles; and the export reads back as the same tree.

Usage: test_markdown_render.py KEEPSAKE   (run with a Python that has markdown-it-py installed)
"""
import html.parser
import os
import re
import tempfile

from markdown_it import MarkdownIt
from harness import NOW, check, finish, keepsake



class Page(html.parser.HTMLParser):
    """Tags, attributes and text of rendered HTML."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags = []
        self.text = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text.append(data)


# Notes as OPML carries them when they are not inline markup an outliner wrote (a raw "<"
# that starts no inline tag): the importer keeps them as written, so they reach the export.
HOSTILE = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(2)>",
    "<a href=\"javascript:alert(3)\">click</a>",
    "[x](javascript:alert(4)) and ![i](javascript:alert(5))",
    "<javascript:alert(6)> <https://example.com/auto>",
    "&lt;script&gt; &#60;b&#62; &amp;",
    "# not a heading\r\n- not an item\r\n1. not a list\r\n> not a quote\r\n---",
    "*not emphasis* _nor this_ `nor code` ~~nor struck~~ | not | a table |",
    "```\nnot a fence\n```",
    "    four spaces\n\ttab",
]
ROOT_NOTE = "- root note line\r\n<script>alert(7)</script>\r\n## not a heading"


def opml():
    def attr(s):
        return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                 .replace("\"", "&quot;").replace("\r", "&#13;").replace("\n", "&#10;").replace("\t", "&#9;"))
    lines = ['<?xml version="1.0"?>', '<opml version="2.0"><head><title>Hostile notes</title></head><body>',
             '<outline text="Root" _note="%s">' % attr(ROOT_NOTE)]
    for i, note in enumerate(HOSTILE):
        lines.append('<outline text="Node %d &lt;b&gt;" _note="%s"/>' % (i, attr(note)))
    lines.append('<outline text="a web link" url="https://example.com/page"/>')
    lines.append("</outline></body></opml>")
    return "\n".join(lines) + "\n"


def outline(store, map_id):
    """The map's lines as `map show` prints them, without the ids (new on every import)."""
    shown = keepsake("map", "show", "--store", store, "--json", map_id)
    return re.sub(r'"(id|map_id|parent_id|root_id|created|modified)":"[^"]*",?', "", shown)


with tempfile.TemporaryDirectory(prefix="keepsake-markdown-") as work:
    store = os.path.join(work, "store")
    source = os.path.join(work, "hostile.opml")
    with open(source, "w", encoding="utf-8") as f:
        f.write(opml())
    printed = keepsake("map", "import", "--store", store, "--create", "--now", NOW, "--format", "opml", source)
    map_id = re.search(r"map ([0-9a-f-]{36})", printed).group(1)
    exported = os.path.join(work, "map.md")
    keepsake("map", "export", "--store", store, "--format", "markdown", "-o", exported, map_id)
    with open(exported, encoding="utf-8", newline="") as f:
        markdown = f.read()
    check("the export has no carriage return", "\r" not in markdown, repr(markdown[:200]))

    for preset in ["commonmark", "gfm-like"]:
        try:
            renderer = MarkdownIt(preset, {"html": True, "linkify": False})
        except Exception as error:  # gfm-like needs linkify-it-py only with linkify on
            check("markdown-it-py has the %s preset" % preset, False, error)
            continue
        page = Page()
        page.feed(renderer.render(markdown))
        tags = {tag for tag, _ in page.tags}
        check("%s: no raw HTML element is live" % preset, not tags & {"script", "img", "iframe", "object", "embed"}, tags)
        handlers = [(tag, name) for tag, attrs in page.tags for name in attrs if name.lower().startswith("on")]
        check("%s: no event handler attribute" % preset, not handlers, handlers)
        hrefs = [attrs.get("href", "") for tag, attrs in page.tags if tag == "a"]
        check("%s: every link is http, https or mailto" % preset,
              all(re.match(r"(?i)(https?|mailto):", h) for h in hrefs), hrefs)
        check("%s: the title's web link is live" % preset, "https://example.com/page" in hrefs, hrefs)
        # (A note line indented four spaces more than its item is an indented code block:
        # literal text too, so `pre` is not looked for.)
        check("%s: no heading, quote, rule, table or emphasis comes from a note" % preset,
              not tags & {"h2", "h3", "blockquote", "hr", "table", "em", "strong", "del", "s"}, tags)
        text = "".join(page.text)
        # Rendered text joins a note's lines with line breaks; white space aside, every note
        # is there as written (entities as their characters were written, not decoded).
        flat = re.sub(r"\s+", " ", text)
        for note in HOSTILE + [ROOT_NOTE]:
            for line in re.split(r"\r\n|\n|\r", note):
                wanted = re.sub(r"\s+", " ", line).strip()
                check("%s shows %r as text" % (preset, wanted[:40]), wanted in flat, flat[:300])
        check("%s: a title shows its <b> as text" % preset, "Node 0 <b>" in flat, flat[:200])

    # The export reads back as the same tree: titles and notes (CR LF read as line feeds).
    printed = keepsake("map", "import", "--store", store, "--now", NOW, "--format", "markdown", exported)
    back_id = re.search(r"map ([0-9a-f-]{36})", printed).group(1)
    before = outline(store, map_id).replace("\\r\\n", "\\n").replace("\\r", "\\n")
    after = outline(store, back_id)
    check("the Markdown export reads back as the same outline", before == after, "%s\n%s" % (before[:800], after[:800]))

finish()
