#!/usr/bin/env python3
"""A decoder for run.py built on ksbundle.py, the independent Python implementation.

Usage: ksbundle_decode.py [--max-members N] [--max-member-size N] [--max-total-size N]
                          [--max-manifest-size N] BUNDLE

Prints the canonical dump of a valid bundle and exits 0; for an invalid one prints
`invalid bundle [NAME]: ...` on stderr, nothing on stdout, and exits 1.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Hostile"))
import ksbundle as ks  # noqa: E402


def main(argv: list) -> int:
    if not argv:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        limits = ks.Limits.from_args(argv[:-1])
    except (KeyError, ValueError) as error:
        print("ksbundle_decode: bad limit arguments: %s" % error, file=sys.stderr)
        return 2
    try:
        data = Path(argv[-1]).read_bytes()
    except OSError as error:
        print("ksbundle_decode: %s" % error, file=sys.stderr)
        return 1
    try:
        result = ks.read_bundle(data, limits)
    except ks.BundleError as error:
        print(str(error), file=sys.stderr)
        return 1
    sys.stdout.buffer.write(result.dump)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
