#!/usr/bin/env python3
"""A decoder for run.py built on ksbundle.py, the independent Python implementation.

Usage: ksbundle_decode.py [--user NAME --today YYYY-MM-DD] [--max-members N]
                          [--max-member-size N] [--max-total-size N] [--max-manifest-size N]
                          BUNDLE

Prints the canonical dump of a valid bundle and exits 0; for an invalid one prints
`invalid bundle [NAME]: ...` on stderr, nothing on stdout, and exits 1. A viewer bundle
(FORMAT.md section 15) dumps only with --user and --today, the password read as one line from
stdin (R60); a refusal about the person (not a recipient or wrong password, access ended) or a
viewer bundle without credentials also exits 1 with its reason on stderr.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Hostile"))
import ksbundle as ks  # noqa: E402
import ksviewer  # noqa: E402


def take_option(args: list, flag: str):
    if flag not in args:
        return None
    at = args.index(flag)
    if at + 1 >= len(args):
        raise ValueError("%s needs a value" % flag)
    value = args[at + 1]
    del args[at:at + 2]
    return value


def main(argv: list) -> int:
    if not argv:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    options = list(argv[:-1])
    try:
        user = take_option(options, "--user")
        today = take_option(options, "--today")
        limits = ks.Limits.from_args(options)
    except (KeyError, ValueError) as error:
        print("ksbundle_decode: bad arguments: %s" % error, file=sys.stderr)
        return 2
    credentials = None
    if user is not None:
        if today is None:
            print("ksbundle_decode: --user needs --today YYYY-MM-DD", file=sys.stderr)
            return 2
        password = sys.stdin.readline().rstrip("\r\n")
        credentials = ksviewer.Credentials(user, password, today)
    try:
        data = Path(argv[-1]).read_bytes()
    except OSError as error:
        print("ksbundle_decode: %s" % error, file=sys.stderr)
        return 1
    try:
        result = ks.read_bundle(data, limits, credentials=credentials)
    except (ks.BundleError, ks.CredentialsNeeded, ksviewer.AccessError) as error:
        print(str(error), file=sys.stderr)
        return 1
    if credentials is not None and result.manifest.get("access") != "viewer":
        # R60: credentials are for viewer bundles; keepsake refuses them for others too.
        print("this is not a viewer bundle (access %r): it is read without a recipient's "
              "credentials" % result.manifest.get("access"), file=sys.stderr)
        return 1
    sys.stdout.buffer.write(result.dump)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
