#!/usr/bin/env python3
"""Builds the DocC archives of KeepsakeCore and KeepsakeKit with warnings treated as errors.

Each catalog (Sources/<Module>/<Module>.docc) is converted by the toolchain's `docc` against
that module's symbol graphs (`<Module>.symbols.json` and its `<Module>@<Other>` extension
graphs, from `swift package dump-symbol-graph`). A warning fails the build: a link to a symbol
that does not exist, a parameter a doc comment leaves out or names wrongly, an article no
page curates.

Usage: convert.py OUT [--graphs DIR]   (from the repository root; writes OUT/<Module>.doccarchive)
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
from symbol_graphs import MODULES, dump  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--graphs", help="a folder of symbol graphs already written")
    args = parser.parse_args()
    root = os.getcwd()
    graphs = args.graphs or dump(root, "convert")
    failed = 0
    for module in MODULES:
        catalog = os.path.join(root, "Sources", module, f"{module}.docc")
        own = os.path.join(args.out, "graphs", module)
        shutil.rmtree(own, ignore_errors=True)
        os.makedirs(own)
        for path in [os.path.join(graphs, f"{module}.symbols.json")] + glob.glob(os.path.join(graphs, f"{module}@*.symbols.json")):
            shutil.copy(path, own)
        archive = os.path.join(args.out, f"{module}.doccarchive")
        result = subprocess.run(
            ["docc", "convert", catalog, "--additional-symbol-graph-dir", own, "--output-path", archive,
             "--warnings-as-errors", "--fallback-display-name", module,
             "--fallback-bundle-identifier", f"org.keepsake.{module}"],
            capture_output=True, text=True)
        if result.returncode != 0:
            failed += 1
            sys.stdout.write(result.stdout + result.stderr)
            print(f"docc: {module} FAILED")
        else:
            pages = len(glob.glob(os.path.join(archive, "data", "**", "*.json"), recursive=True))
            print(f"docc: {module}: {pages} pages, no warnings")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
