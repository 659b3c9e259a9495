"""Invitation texts (FORMAT.md section 18, R72) that every reader MUST accept or refuse.

Invitations are texts, not bundles, so they are not files of the suite: each case is a text
and what a reader makes of it (`None` for a refusal). `generate.py --check` reads every case
with ksviewer.py, the second implementation; `interop.py` gives each to `keepsake trust` on a
new device store, which must accept it with the same key, username, minimum revision and feed
URL, or refuse it (exit 1, "not a Keepsake invitation") and trust nothing.
"""

KEY = "ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c"   # the R52 vector key
BASE = "keepsake:invite?v=1&key=" + KEY + "&user="


def accepted(username, min_revision=None, feed_url=None):
    return {"public_key": KEY, "username": username, "min_revision": min_revision, "feed_url": feed_url}


# (name, text, expected: accepted(...) or None)
CASES = [
    ("plain", BASE + "rudi", accepted("rudi")),
    ("non-ascii-username", BASE + "J%C3%BCrgen", accepted("Jürgen")),
    ("min", BASE + "rudi&min=3", accepted("rudi", 3)),
    ("min-largest", BASE + "rudi&min=9007199254740991", accepted("rudi", 9007199254740991)),
    ("feed", BASE + "rudi&feed=https%3A%2F%2Fcentre.example%2Fviewer%2Ffeed",
     accepted("rudi", None, "https://centre.example/viewer/feed")),
    ("min-and-feed", BASE + "rudi&min=3&feed=https%3A%2F%2Fcentre.example%2Fviewer%2Ffeed",
     accepted("rudi", 3, "https://centre.example/viewer/feed")),
    ("feed-http-percent-in-url", BASE + "rudi&feed=http%3A%2F%2Fh%2Fa%2520b",
     accepted("rudi", None, "http://h/a%20b")),
    ("refused-version-2", "keepsake:invite?v=2&key=" + KEY + "&user=rudi", None),
    ("refused-prefix", "keepsake:invitation?v=1&key=" + KEY + "&user=rudi", None),
    ("refused-order", "keepsake:invite?key=" + KEY + "&v=1&user=rudi", None),
    ("refused-key-upper-case", "keepsake:invite?v=1&key=" + KEY.upper() + "&user=rudi", None),
    ("refused-key-short", "keepsake:invite?v=1&key=" + KEY[:62] + "&user=rudi", None),
    ("refused-user-lower-case-escape", BASE + "J%c3%bcrgen", None),
    ("refused-user-too-short", BASE + "r", None),
    ("refused-unknown-parameter", BASE + "rudi&x=1", None),
    ("refused-feed-before-min", BASE + "rudi&feed=https%3A%2F%2Fh&min=2", None),
    ("refused-min-twice", BASE + "rudi&min=2&min=3", None),
    ("refused-min-zero", BASE + "rudi&min=0", None),
    ("refused-min-leading-zero", BASE + "rudi&min=03", None),
    ("refused-min-empty", BASE + "rudi&min=", None),
    ("refused-min-beyond-2-53", BASE + "rudi&min=9007199254740992", None),
    ("refused-feed-not-encoded", BASE + "rudi&feed=https://centre.example/", None),
    ("refused-feed-ftp", BASE + "rudi&feed=ftp%3A%2F%2Fcentre.example", None),
    ("refused-feed-no-host", BASE + "rudi&feed=https%3A%2F%2F", None),
    ("refused-feed-space", BASE + "rudi&feed=https%3A%2F%2Fh%2Fa%20b", None),
    ("refused-feed-non-ascii", BASE + "rudi&feed=https%3A%2F%2Fh%2Fm%C3%BCller", None),
    ("refused-feed-257-bytes", BASE + "rudi&feed=https%3A%2F%2F" + "a" * 249, None),
    ("refused-feed-empty", BASE + "rudi&min=2&feed=", None),
]
