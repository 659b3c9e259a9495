#!/usr/bin/env python3
"""A feed list survives Keepsake (issue 16 §5, FORMAT.md section 16): a feed-reader library,
listparser (PyPI), finds the same feeds, titles and folders in `keepsake map export --format
opml` as in the list a feed reader exported, after `keepsake map import`; and once more after
a second round trip. Today's reference: NetNewsWire's subscription list in Tests/Samples.

Usage: test_feed_lists.py KEEPSAKE   (run with a Python that has listparser installed)
"""
import os
import re
import tempfile

import listparser
from harness import NOW, check, finish, keepsake

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SAMPLES = os.path.join(REPO, "Tests", "Samples", "mindmaps")


def feeds(path):
    """(url, title, folders) of every feed listparser finds in the file at `path`."""
    with open(path, "rb") as f:
        parsed = listparser.parse(f.read())
    check("listparser reads %s without complaint" % os.path.basename(path), not parsed.bozo, parsed.get("bozo_exception"))
    return [(feed.url, feed.title, [tuple(c) for c in feed.categories]) for feed in parsed.feeds]


def round_trip(store, source, out):
    """Imports `source` into `store` as a new map and exports that map as OPML to `out`."""
    printed = keepsake("map", "import", "--store", store, "--create", "--now", NOW, "--format", "opml", source)
    map_id = re.search(r"map ([0-9a-f-]{36})", printed).group(1)
    keepsake("map", "export", "--store", store, "--format", "opml", "-o", out, map_id)
    return map_id


with tempfile.TemporaryDirectory(prefix="keepsake-feeds-") as work:
    store = os.path.join(work, "store")
    source = os.path.join(SAMPLES, "netnewswire-subscriptions.opml")
    original = feeds(source)
    check("the original list holds 207 feeds", len(original) == 207, len(original))
    check("some feeds are in folders", any(folders for _, _, folders in original), original[:3])

    first = os.path.join(work, "first.opml")
    map_id = round_trip(store, source, first)
    exported = feeds(first)
    # The map's root is the list itself, so each feed sits one folder deeper: the root's title.
    root = keepsake("map", "show", "--store", store, map_id).splitlines()[0].split("  [")[0]
    lifted = [(url, title, [folders[0][1:]] if folders and folders[0][:1] == (root,) else folders)
              for url, title, folders in exported]
    check("the export holds the same feeds, titles and folders, in order",
          [(u, t) for u, t, _ in exported] == [(u, t) for u, t, _ in original] and
          [[f for f in fs if f] for _, _, fs in lifted] == [[f for f in fs if f] for _, _, fs in original],
          [x for x in zip(exported, original) if x[0][:2] != x[1][:2]][:2])
    with open(first, encoding="utf-8") as f:
        text = f.read()
    check("every feed is written type=\"rss\" with its xmlUrl", text.count('type="rss" xmlUrl="') == 207, text.count('type="rss"'))
    check("a feed keeps its site as htmlUrl",
          'xmlUrl="http://daringfireball.net/feeds/main" htmlUrl="http://daringfireball.net/"' in text)

    second = os.path.join(work, "second.opml")
    round_trip(store, first, second)
    with open(second, encoding="utf-8") as f:
        check("a second round trip writes the same file", f.read() == text)

finish()
