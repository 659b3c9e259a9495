"""The runners' report (run.py, encode.py, interop.py): `ok NAME`, `skip NAME: why` or
`FAIL NAME: why` per check, then `N skipped` (when any) and `N passed, N failed`."""

from __future__ import annotations

import sys


class Tally:
    def __init__(self) -> None:
        self.passed = self.failed = self.skipped = 0

    def result(self, label: str, why: str = "") -> None:
        """A check that passed when `why` is empty, else failed for `why`."""
        if why:
            self.failed += 1
            print("FAIL %s: %s" % (label, why))
        else:
            self.passed += 1
            print("ok %s" % label)
        sys.stdout.flush()

    def skip(self, label: str, why: str) -> None:
        self.skipped += 1
        print("skip %s: %s" % (label, why))
        sys.stdout.flush()

    def close(self) -> int:
        """Prints the closing lines; the exit status: 1 when a check failed or none passed."""
        if self.skipped:
            print("%d skipped" % self.skipped)
        print("%d passed, %d failed" % (self.passed, self.failed))
        return 1 if self.failed or self.passed == 0 else 0
