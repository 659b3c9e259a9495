"""The public Swift API as `swift package dump-symbol-graph` sees it, for the checks that read
it (Tests/Docs/check_docs.py, Tests/Apple/check_public_types.py)."""
import glob
import json
import os
import subprocess
import sys

MODULES = ("KeepsakeCore", "KeepsakeKit")


def dump(root, who):
    """Dumps the modules' public symbol graphs and returns their folder. The command exits
    non-zero when a test module fails to emit although the library's graphs are written
    (TOOLCHAIN.md), so the files decide, not the exit code; the old files go first, so a graph
    that failed to build is missing rather than stale."""
    for module in MODULES:
        for old in glob.glob(os.path.join(root, ".build", "*", "symbolgraph", f"{module}*.symbols.json")):
            os.remove(old)
    result = subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
                            cwd=root, capture_output=True, text=True)
    for d in glob.glob(os.path.join(root, ".build", "*", "symbolgraph")):
        if all(os.path.exists(os.path.join(d, f"{m}.symbols.json")) for m in MODULES):
            return d
    sys.stderr.write(result.stdout + result.stderr)
    raise SystemExit(f"{who}: no symbol graphs for " + ", ".join(MODULES))


def graphs_from_arguments(who):
    """The checks' one command line: `--graphs DIR` names graphs already written, else they
    are dumped from the package in the current folder. Returns (root, graphs folder)."""
    import argparse
    parser = argparse.ArgumentParser()
    parser.add_argument("--graphs", help="a folder of symbol graphs already written")
    args = parser.parse_args()
    root = os.getcwd()
    return root, args.graphs or dump(root, who)


def public_symbols(directory):
    """Yields (module, symbol) for every public or open symbol of the modules' graphs, their
    extension graphs (`Module@Other.symbols.json`) included."""
    for module in MODULES:
        paths = [os.path.join(directory, f"{module}.symbols.json")]
        paths += sorted(glob.glob(os.path.join(directory, f"{module}@*.symbols.json")))
        for path in paths:
            with open(path, encoding="utf-8") as f:
                graph = json.load(f)
            for symbol in graph["symbols"]:
                if symbol.get("accessLevel") in ("public", "open"):
                    yield module, symbol
