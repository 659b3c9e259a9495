"""What the interchange tests share: `check` counting failures, `keepsake` running the CLI
given as the first argument, and `finish` printing the count and exiting with it."""
import subprocess
import sys

NOW = "2026-12-01T09:00:00Z"
failures = 0


def check(what, condition, detail=""):
    """Prints ok or FAIL for `what`; a failure shows `detail` (cut to 600 characters)."""
    global failures
    print(("ok " if condition else "FAIL ") + what + ("" if condition else ": " + str(detail)[:600]))
    if not condition:
        failures += 1


def keepsake(*args):
    """The CLI's stdout for `args`; any failure ends the test with the CLI's message."""
    result = subprocess.run([sys.argv[1], *args], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit("keepsake %s: exit %d: %s" % (" ".join(args), result.returncode, result.stderr))
    return result.stdout


def finish():
    print("%d failed" % failures)
    sys.exit(1 if failures else 0)
