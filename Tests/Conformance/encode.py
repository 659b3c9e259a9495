#!/usr/bin/env python3
"""Run the conformance suite against any encoder (the encoder direction, after toml-test).

Usage:
    encode.py [--suite DIR] [--only TEXT] --decoder CMD [--decoder ARG]... -- ENCODER [ARG...]
    encode.py --decoder ./keepsake --decoder dump -- python3 Tests/Conformance/ksbundle_encode.py

The encoder contract: it is run as `ENCODER [ARG...] DUMP.json MEDIA_DIR OUT` and writes to
OUT the bundle whose canonical dump (FORMAT.md section 7) is DUMP.json, the media files'
bytes read from MEDIA_DIR/<sha256>. For every valid case of the suite whose access is `full`
(a viewer bundle needs a centre's key and is skipped), the runner gives the encoder the
case's dump and media, then runs the decoder, a trusted reader such as `keepsake dump`, on
OUT with the case's limit arguments: it must accept the bundle and print the case's dump
byte for byte. The bytes of OUT may differ from the case's bundle (another generator,
another SQLite version, another tar layout within FORMAT.md section 3); the dump may not.

Prints `ok NAME` or `FAIL NAME: why` per case, then `N passed, N failed`. Standard library
only (the media are taken out of the case bundles with a minimal ustar reader).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from tally import Tally

HERE = Path(__file__).resolve().parent


def members(data: bytes):
    """(name, bytes) of each regular member of a valid bundle, pax size records applied."""
    pos, pax_size = 0, None
    while pos + 512 <= len(data):
        header = data[pos:pos + 512]
        if header == b"\0" * 512:
            return
        name = header[:100].split(b"\0", 1)[0].decode("utf-8")
        size = pax_size if pax_size is not None else int(header[124:136].split(b"\0", 1)[0] or b"0", 8)
        body = data[pos + 512:pos + 512 + size]
        pos += 512 + -(-size // 512) * 512
        if header[156:157] == b"x":
            records = body.decode("utf-8").splitlines()
            sizes = [r.split(" ", 1)[1].split("=", 1)[1] for r in records if " size=" in r]
            pax_size = int(sizes[0]) if sizes else None
            continue
        pax_size = None
        yield name, body


def run_case(encoder: list, decoder: list, suite: Path, case: dict, work: Path, timeout: float) -> str:
    dump_path = suite / case["dump"]
    media_dir = work / "media"
    media_dir.mkdir()
    for name, body in members((suite / case["file"]).read_bytes()):
        if name.startswith("media/"):
            (media_dir / name[len("media/"):]).write_bytes(body)
    out = work / "out.keepsake"
    try:
        written = subprocess.run(encoder + [str(dump_path), str(media_dir), str(out)], capture_output=True,
                                 timeout=timeout, stdin=subprocess.DEVNULL)
        if written.returncode != 0 or not out.exists():
            return "the encoder failed (exit %d): %s" % (written.returncode, written.stderr.decode("utf-8", "replace")[:200])
        read = subprocess.run(decoder + case["args"] + [str(out)], capture_output=True, timeout=timeout,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return "timed out after %g s" % timeout
    if read.returncode != 0:
        return "the decoder refuses the encoder's bundle: %s" % read.stderr.decode("utf-8", "replace").strip()[:200]
    expected = dump_path.read_bytes()
    if read.stdout != expected:
        at = next((i for i, (a, b) in enumerate(zip(read.stdout, expected)) if a != b),
                  min(len(read.stdout), len(expected)))
        return "the dump differs at byte %d: got %r, expected %r" % (at, read.stdout[max(0, at - 30):at + 30],
                                                                     expected[max(0, at - 30):at + 30])
    return ""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Run the Keepsake conformance suite against an encoder.",
                                     usage="%(prog)s --decoder CMD [options] -- ENCODER [ARG...]")
    parser.add_argument("--suite", type=Path, default=HERE)
    parser.add_argument("--only", help="run the cases whose name contains this text")
    parser.add_argument("--decoder", required=True, action="append",
                        help="the trusted decoder, one word per --decoder: --decoder ./keepsake --decoder dump")
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("encoder", nargs=argparse.REMAINDER)
    options = parser.parse_args(argv)
    encoder = options.encoder[1:] if options.encoder[:1] == ["--"] else options.encoder
    if not encoder:
        parser.error("give the encoder command after --")
    decoder = options.decoder
    index = json.loads((options.suite / "index.json").read_text(encoding="utf-8"))
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="keepsake-encode-") as tmp:
        for number, case in enumerate(index["cases"]):
            if case["expect"] != "valid" or (options.only and options.only not in case["name"]):
                continue
            label = "encode/" + case["name"]
            if json.loads((options.suite / case["dump"]).read_bytes())["access"] != "full":
                tally.skip(label, "a viewer bundle (written with a centre's key)")
                continue
            work = Path(tmp) / str(number)
            work.mkdir()
            tally.result(label, run_case(encoder, decoder, options.suite, case, work, options.timeout))
    return tally.close()


if __name__ == "__main__":
    sys.exit(main())
