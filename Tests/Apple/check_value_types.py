#!/usr/bin/env python3
"""The public value types of KeepsakeCore and KeepsakeKit work in SwiftUI as they are, and no
public type hides a name of Swift's standard library.

Reads the symbol graphs of `swift package dump-symbol-graph` (TOOLCHAIN.md) and checks:
- every public struct, and every public enum with cases, conforms to `Sendable`, `Equatable`,
  `Hashable`, `Encodable` and `Decodable`, and to `Identifiable` when it has an `id` property
  (`ForEach`, `NavigationLink(value:)`, state restoration). The exceptions are listed with
  their reason in Tests/Apple/value_types.txt, a list that may only shrink: a listed type that
  conforms to all of them fails too (take it off the list);
- no public top-level type has the name of a type or protocol of the standard library's
  modules (Swift, _Concurrency, _StringProcessing, FoundationEssentials), read from their own
  symbol graphs (`swift-symbolgraph-extract`): a `struct Actor` made `isolated any Actor` fail
  to compile in every file that imports KeepsakeKit.

Usage: check_value_types.py [--graphs DIR]   (from the repository root). Exits 1 listing every
offending type.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
from symbol_graphs import MODULES, graphs_from_arguments  # noqa: E402

REQUIRED = {"s:s8SendableP": "Sendable", "s:SQ": "Equatable", "s:SH": "Hashable", "s:SE": "Encodable", "s:Se": "Decodable"}
IDENTIFIABLE = "s:s12IdentifiableP"
STANDARD_MODULES = ("Swift", "_Concurrency", "_StringProcessing", "FoundationEssentials")
TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"}


def graph_files(directory):
    for module in MODULES:
        yield from [os.path.join(directory, f"{module}.symbols.json")] + \
            sorted(glob.glob(os.path.join(directory, f"{module}@*.symbols.json")))


def load(directory):
    """(public symbols by precise id, conformances by precise id) of the modules' graphs."""
    symbols, conformances = {}, {}
    for path in graph_files(directory):
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") in ("public", "open"):
                symbols[symbol["identifier"]["precise"]] = symbol
        for relation in graph["relationships"]:
            if relation["kind"] == "conformsTo":
                conformances.setdefault(relation["source"], set()).add(relation["target"])
    return symbols, conformances


def standard_names():
    """The top-level type and protocol names of the standard library's modules."""
    names = set()
    target = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True)
    triple = json.loads(target.stdout)["target"]["triple"]
    with tempfile.TemporaryDirectory() as out:
        for module in STANDARD_MODULES:
            subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-target", triple, "-output-dir", out,
                            "-minimum-access-level", "public"], capture_output=True, text=True)
        for path in glob.glob(os.path.join(out, "*.symbols.json")):
            with open(path, encoding="utf-8") as f:
                for symbol in json.load(f)["symbols"]:
                    path_components = symbol["pathComponents"]
                    if len(path_components) == 1 and symbol["kind"]["identifier"] in TYPE_KINDS and not path_components[0].startswith("_"):
                        names.add(path_components[0])
    if not {"Actor", "Result", "Range", "Array"} <= names:
        raise SystemExit("check_value_types: the standard library's symbol graphs were not read (swift-symbolgraph-extract)")
    return names


def main():
    root, directory = graphs_from_arguments("check_value_types")
    listed_path = os.path.join(root, "Tests", "Apple", "value_types.txt")
    with open(listed_path, encoding="utf-8") as f:
        listed = {line.split("#")[0].strip() for line in f if line.split("#")[0].strip()}
    symbols, conformances = load(directory)
    members = {}
    for symbol in symbols.values():
        path = tuple(symbol["pathComponents"])
        members.setdefault(path[:-1], []).append(symbol)
    problems, checked, seen = [], 0, set()
    for precise, symbol in symbols.items():
        kind = symbol["kind"]["identifier"]
        path = tuple(symbol["pathComponents"])
        children = members.get(path, [])
        if kind == "swift.enum" and not any(c["kind"]["identifier"] == "swift.enum.case" for c in children):
            continue  # a namespace
        if kind not in ("swift.struct", "swift.enum"):
            continue
        checked += 1
        name = ".".join(path)
        has = conformances.get(precise, set())
        missing = [label for target, label in REQUIRED.items() if target not in has]
        if any(c["kind"]["identifier"] == "swift.property" and c["pathComponents"][-1] == "id" for c in children) \
                and IDENTIFIABLE not in has:
            missing.append("Identifiable")
        if name in listed:
            seen.add(name)
            if not missing:
                problems.append(f"{listed_path}: {name} conforms to every protocol now: take it off the list")
            continue
        if missing:
            problems.append(f"{name} is not {', '.join(missing)}")
    for name in sorted(listed - seen):
        problems.append(f"{listed_path}: no public value type {name}: take it off the list")
    standard = standard_names()
    for symbol in symbols.values():
        path = symbol["pathComponents"]
        if len(path) == 1 and symbol["kind"]["identifier"] in TYPE_KINDS and path[0] in standard:
            problems.append(f"{path[0]} hides the standard library's {path[0]} in every file that imports the module: rename it")
    for problem in problems:
        print(problem)
    print(f"public value types checked: {checked}; listed exceptions: {len(listed)}; standard names: {len(standard)}; problems: {len(problems)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
