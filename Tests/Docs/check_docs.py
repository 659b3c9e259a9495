#!/usr/bin/env python3
"""Every public declaration of KeepsakeCore and KeepsakeKit has a doc comment.

Reads the symbol graphs that `swift package dump-symbol-graph` writes (one
`<Module>.symbols.json` per module, plus `<Module>@<Other>.symbols.json` for extensions of
another module's types) and lists every public symbol without a doc comment, by file and line.

What counts is what a reader of the API sees in the generated documentation:
- Every public symbol declared in the sources: types, members, enum cases, extensions' members.
- A member that implements a protocol requirement and has no comment of its own shows the
  requirement's comment (the symbol graph carries it, e.g. Decodable's for a written
  `init(from:)`, CustomStringConvertible's for `description`); that counts as documented,
  because that text is accurate for the member and is what DocC displays.
- Exempt: symbols without a source location. These are members the compiler synthesizes or
  that come from a protocol extension of another module: `hashValue` and `hash(into:)` of
  Hashable enums, `init(rawValue:)` and `rawValue` of raw-value enums, `!=`, `>`, `...` and
  the other operators Equatable and Comparable derive. No line of the project declares them,
  so there is nothing to document; their meaning is the protocol's.

Usage: check_docs.py [--graphs DIR]   (from the repository root; without --graphs it runs
`swift package dump-symbol-graph` itself). Exits 1 listing every undocumented symbol.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
from symbol_graphs import graphs_from_arguments, public_symbols  # noqa: E402








def documented(symbol):
    lines = symbol.get("docComment", {}).get("lines", [])
    return any(line.get("text", "").strip() for line in lines)


def main():
    root, directory = graphs_from_arguments("check_docs")
    counted, exempt, missing = 0, 0, []
    for module, symbol in public_symbols(directory):
        location = symbol.get("location")
        if location is None:
            exempt += 1
            continue
        counted += 1
        if not documented(symbol):
            path = location["uri"].removeprefix("file://")
            path = os.path.relpath(path, root)
            line = location["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            missing.append((path, line, symbol["kind"]["displayName"], name))
    for path, line, kind, name in sorted(missing):
        print(f"{path}:{line}: undocumented {kind.lower()} {name}")
    print(f"public symbols: {counted} declared in the sources, {len(missing)} undocumented; "
          f"{exempt} synthesized or inherited without a source line (exempt)")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
