#!/usr/bin/env python3
"""No public signature of KeepsakeCore or KeepsakeKit mentions JSONValue or takes a date as a String.

Reads the symbol graphs of `swift package dump-symbol-graph` (TOOLCHAIN.md) and checks every
public symbol's declaration:
- no type in it is `JSONValue` (JSON is the C ABI's and the CLI's business: the `json`
  properties and JSONValue itself are package-only);
- no parameter of a function, initializer or subscript that names a day (today, date, day,
  month, start_date, ends_on, birth_date, admitted_on, discharged_on) or an instant (now, at,
  taken_at, created, occurred_at, from, to, …) is a `String`: days go in as `CivilDate`,
  instants as `Instant` (KeepsakeKit: `Date`);
- no public property of a result type that names a day or an instant (the names above, and
  any `…At`, `…On`, `created`, `modified`) is a `String`: days come out as `CivilDate`,
  instants as `Instant`.
  The exceptions are listed in Tests/Apple/string_dates.txt: the parameters ("Function label")
  and properties ("Type.property") still given as text, a list that may only shrink. A new one
  fails, and so does a listed one that is no longer a String (take it off the list).

Usage: check_public_types.py [--graphs DIR]   (from the repository root). Exits 1 listing
every offending declaration.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
from symbol_graphs import graphs_from_arguments, public_symbols  # noqa: E402
DAYS = {"today", "date", "day", "month", "startdate", "endson", "birthdate", "admittedon", "dischargedon"}
INSTANTS = {"now", "at", "takenat", "created", "createdat", "changedat", "occurredat", "modified", "addedat", "until", "since",
            "from", "to"}
PROPERTY_KINDS = {"swift.property", "swift.type.property"}
FIELD_NAMES = {"created", "modified", "birthdate", "expires"}
FUNCTION_KINDS = {"swift.func", "swift.method", "swift.type.method", "swift.init", "swift.subscript", "swift.func.op"}







def is_date_field(name):
    """A property named like a day or an instant: the parameter names, `…At`, `…On`, `created`."""
    key = name.lower().replace("_", "")
    return key in DAYS or key in INSTANTS or key in FIELD_NAMES or \
        (len(name) > 2 and (name.endswith("At") or name.endswith("On")) and name[-3].islower())


def property_type(fragments):
    """The type of a stored or computed property's declaration: the first type after ': '."""
    for i, fragment in enumerate(fragments):
        if fragment["kind"] == "typeIdentifier" and i > 0 and fragments[i - 1]["spelling"].endswith(": "):
            return fragment["spelling"]
    return None


def parameters(fragments):
    """(name, type) of each parameter whose type is one plain type (optional or not)."""
    label = None
    out = []
    for i, fragment in enumerate(fragments):
        kind = fragment["kind"]
        if kind == "externalParam":
            label = fragment["spelling"]
        elif kind == "internalParam":
            label = fragment["spelling"] if fragment["spelling"] != "_" else label
        elif kind == "typeIdentifier" and label is not None:
            before = fragments[i - 1]["spelling"] if i > 0 else ""
            if before.endswith(": "):
                out.append((label, fragment["spelling"]))
            label = None
    return out


def name(symbol):
    return ".".join(symbol["pathComponents"])


def main():
    root, directory = graphs_from_arguments("check_public_types")
    allowed_path = os.path.join(root, "Tests", "Apple", "string_dates.txt")
    with open(allowed_path, encoding="utf-8") as f:
        allowed = {line.strip() for line in f if line.strip() and not line.startswith("#")}
    problems, seen_instants, checked = [], set(), 0
    for _, symbol in public_symbols(directory):
        checked += 1
        fragments = symbol.get("declarationFragments", [])
        where = ""
        if symbol.get("location"):
            where = os.path.relpath(symbol["location"]["uri"].removeprefix("file://"), root) + ":" + str(symbol["location"]["position"]["line"] + 1) + ": "
        if any(f["kind"] == "typeIdentifier" and f["spelling"] == "JSONValue" for f in fragments):
            problems.append(f"{where}{name(symbol)} mentions JSONValue")
        if symbol["kind"]["identifier"] in PROPERTY_KINDS:
            field = symbol["pathComponents"][-1]
            if is_date_field(field) and property_type(fragments) == "String":
                entry = name(symbol)
                seen_instants.add(entry)
                if entry not in allowed:
                    problems.append(f"{where}{entry} holds a day or an instant as a String (a new one: make it a CivilDate or an Instant)")
            continue
        if symbol["kind"]["identifier"] not in FUNCTION_KINDS:
            continue
        for label, type_name in parameters(fragments):
            if type_name != "String":
                continue
            key = label.lower().replace("_", "")
            if key in DAYS or key in INSTANTS:
                entry = f"{name(symbol)} {label}"
                seen_instants.add(entry)
                if entry not in allowed:
                    what = "day" if key in DAYS else "instant"
                    problems.append(f"{where}{name(symbol)} takes the {what} '{label}' as a String (a new one: take a CivilDate or an Instant; KeepsakeKit a Date)")
    for entry in sorted(allowed - seen_instants):
        problems.append(f"{allowed_path}: '{entry}' is no longer a String: take it off the list")
    for problem in problems:
        print(problem)
    print(f"public symbols checked: {checked}; date parameters and properties still given as text: {len(seen_instants)}; problems: {len(problems)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
