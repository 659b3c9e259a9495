#!/usr/bin/env python3
"""Run the conformance suite against any decoder (the decoder direction).

Usage:
    run.py [--suite DIR] [--only TEXT] [--check-reason] [--no-limit-args] [--no-viewer]
           -- DECODER [ARG...]
    run.py -- ./keepsake dump
    run.py --check-reason -- python3 Tests/Conformance/ksbundle_decode.py

The decoder contract (after toml-test): it is run as `DECODER [ARG...] [LIMITS] BUNDLE`.
For a valid bundle it prints the canonical dump (FORMAT.md section 7) on stdout and exits 0;
for an invalid one it prints nothing on stdout and exits non-zero (R35). LIMITS are the R19
flags a few cases need (`--max-members N`, `--max-member-size N`, `--max-total-size N`,
`--max-manifest-size N`); with --no-limit-args those cases are skipped instead.

Viewer bundles (FORMAT.md section 15) dump only with a recipient's credentials (R60): their
cases add `--user NAME --today YYYY-MM-DD` to the arguments and give the password as one line
on stdin (`stdin` in index.json). With --no-viewer those cases are skipped instead; every other
case gets empty stdin.

A valid case passes when the decoder exits 0 and stdout equals valid/NAME.json byte for
byte. An invalid case passes when the decoder exits non-zero with empty stdout; with
--check-reason, stderr must also name the expected error as `[NAME]` (keepsake's
`invalid bundle [NAME]: ...`), or, for the refusals about the person rather than the bundle
(R55: "not a recipient, or wrong password", access ended; R60: no credentials), contain the
phrase in the case's `refusal`.

Prints `ok NAME` or `FAIL NAME: why` per case, then `N passed, N failed`; exits 1 if any
case failed. Standard library only.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from tally import Tally

HERE = Path(__file__).resolve().parent


def first_difference(got: bytes, expected: bytes) -> str:
    at = next((i for i, (a, b) in enumerate(zip(got, expected)) if a != b),
              min(len(got), len(expected)))
    return ("differs at byte %d: got %r, expected %r"
            % (at, got[max(0, at - 30):at + 30], expected[max(0, at - 30):at + 30]))


def run_case(decoder: list, suite: Path, case: dict, timeout: float,
             check_reason: bool) -> str:
    """'' when the case passes, else why it failed."""
    command = decoder + case["args"] + [str(suite / case["file"])]
    try:
        result = subprocess.run(command, capture_output=True, timeout=timeout,
                                input=(case.get("stdin") or "").encode("utf-8"))
    except subprocess.TimeoutExpired:
        return "timed out after %g s" % timeout
    stderr = result.stderr.decode("utf-8", "replace").strip()
    first_line = stderr.splitlines()[0][:200] if stderr else "(nothing on stderr)"
    if case["expect"] == "valid":
        if result.returncode != 0:
            return "refused (exit %d): %s" % (result.returncode, first_line)
        expected = (suite / case["dump"]).read_bytes()
        if result.stdout != expected:
            return "wrong dump: " + first_difference(result.stdout, expected)
        return ""
    if result.returncode == 0:
        return "accepted, expected %s" % ("[%s]" % case["error"] if case["error"]
                                          else "a refusal: " + case["refusal"])
    if result.returncode < 0:
        return "decoder died of signal %d" % -result.returncode
    if result.stdout:
        return "exit %d but printed %d bytes on stdout (R35)" % (result.returncode,
                                                                len(result.stdout))
    if check_reason and case["error"] and "[%s]" % case["error"] not in stderr:
        return "refused, but not with [%s]: %s" % (case["error"], first_line)
    if check_reason and case.get("refusal") and case["refusal"] not in stderr:
        return "refused, but stderr does not say %r: %s" % (case["refusal"], first_line)
    if check_reason and case.get("refusal") and "invalid bundle [" in stderr:
        return "refused as an invalid bundle, but the bundle is valid: %s" % first_line
    return ""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        description="Run the Keepsake conformance suite against a decoder command.",
        usage="%(prog)s [options] -- DECODER [ARG...]")
    parser.add_argument("--suite", type=Path, default=HERE, help="the suite folder")
    parser.add_argument("--only", help="run the cases whose name contains this text")
    parser.add_argument("--check-reason", action="store_true",
                        help="require stderr to name the expected error as [NAME]")
    parser.add_argument("--no-limit-args", action="store_true",
                        help="skip the cases that need R19 limit flags")
    parser.add_argument("--no-viewer", action="store_true",
                        help="skip the viewer-bundle cases (they need --user and a password)")
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("decoder", nargs=argparse.REMAINDER)
    options = parser.parse_args(argv)
    decoder = options.decoder[1:] if options.decoder[:1] == ["--"] else options.decoder
    if not decoder:
        parser.error("give the decoder command after --")

    index = json.loads((options.suite / "index.json").read_text(encoding="utf-8"))
    tally = Tally()
    for case in index["cases"]:
        label = "%s/%s" % (case["expect"], case["name"])
        if options.only and options.only not in case["name"]:
            continue
        if options.no_viewer and "--user" in case["args"]:
            tally.skip(label, "a viewer bundle")
            continue
        if options.no_limit_args and any(a.startswith("--max-") for a in case["args"]):
            tally.skip(label, "needs " + " ".join(case["args"]))
            continue
        tally.result(label, run_case(decoder, options.suite, case, options.timeout, options.check_reason))
    return tally.close()


if __name__ == "__main__":
    sys.exit(main())
