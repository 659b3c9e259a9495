#!/usr/bin/env python3
"""Nothing newer than the package's platforms (iOS 16, macOS 13) is used by the sources an app
builds (KeepsakeCore, KeepsakeKit, the C ABI).

The toolchain here has no Apple SDK, so the compiler cannot check availability for iOS. The
Linux standard library's interfaces keep Apple availability attributes, though: this script
collects every declaration of Swift, _Concurrency and Synchronization marked available only
from iOS 17 / macOS 14 or later (and not back-deployed), and fails when a source file names one
(a type, or a function called with that name and not declared by the project itself), or
imports a module that needs iOS 17+ (Synchronization's Mutex/Atomic, Observation)."""
import os, re, sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SOURCES = [os.path.join(ROOT, "Sources", d) for d in ("KeepsakeCore", "KeepsakeKit", "Keepsake")]
FLOOR = {"iOS": 16, "macOS": 13}
toolchain_lib = None
for cand in ("/opt/swift/usr/lib/swift/linux", "/usr/lib/swift/linux"):
    if os.path.isdir(cand):
        toolchain_lib = cand
if toolchain_lib is None:
    sys.exit("no Swift toolchain interfaces found")

avail = re.compile(r"@available\(([^)]*)\)")
decl = re.compile(r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:public\s+|open\s+)?(?:(?:final|static|mutating|nonmutating|consuming|borrowing|__consuming|nonisolated|indirect|dynamic)\s+)*(struct|class|enum|protocol|actor|typealias|func)\s+`?([A-Za-z_][A-Za-z0-9_]*)")
gated, ungated = {}, set()
for module in ("Swift", "_Concurrency", "Synchronization"):
    path = os.path.join(toolchain_lib, module + ".swiftmodule", "x86_64-unknown-linux-gnu.swiftinterface")
    pending = None  # (too new?, attribute line) of the attributes above the next declaration
    for line in open(path).read().split("\n"):
        stripped = line.strip()
        m = avail.search(stripped)
        if stripped.startswith("@") and not decl.match(stripped):
            if m and re.search(r"(iOS|macOS) \d", m.group(1)):
                versions = dict(re.findall(r"(iOS|macOS) (\d+)", m.group(1)))
                new = any(int(versions.get(k, 0)) > v for k, v in FLOOR.items())
                pending = (new or (pending or (False, ""))[0], stripped)
            if stripped.startswith("@backDeployed"):
                pending = (False, "")
            continue
        d = decl.match(stripped)
        if d:
            kind = "type" if d.group(1) != "func" else "func"
            if m and re.search(r"(iOS|macOS) \d", m.group(1)):
                versions = dict(re.findall(r"(iOS|macOS) (\d+)", m.group(1)))
                pending = (any(int(versions.get(k, 0)) > v for k, v in FLOOR.items()), stripped)
            if pending and pending[0]:
                gated[(kind, d.group(2))] = f"{module}: {pending[1][:90]}"
            else:
                ungated.add((kind, d.group(2)))
        pending = None
too_new = {k: v for k, v in gated.items() if k not in ungated}
types = {n: v for (k, n), v in too_new.items() if k == "type"}
funcs = {n: v for (k, n), v in too_new.items() if k == "func"}

text = {}
for base in SOURCES:
    for dirpath, _, files in os.walk(base):
        for f in files:
            if f.endswith(".swift"):
                p = os.path.join(dirpath, f)
                text[p] = re.sub(r"//[^\n]*", "", open(p).read())
declared = set()
for t in text.values():
    declared.update(re.findall(r"\b(?:func|var|let|case|struct|class|enum)\s+([A-Za-z_][A-Za-z0-9_]*)", t))

problems = []
for p, t in text.items():
    rel = os.path.relpath(p, ROOT)
    for mod in ("Synchronization", "Observation"):
        if re.search(rf"^\s*import\s+{mod}\b", t, re.M):
            problems.append(f"{rel}: imports {mod} (iOS 17/18+)")
    for name in set(re.findall(r"\b([A-Z][A-Za-z0-9_]*)\b", t)):
        if name in types and name not in declared:
            problems.append(f"{rel}: uses {name} ({types[name]})")
    for name in set(re.findall(r"\b([a-z][A-Za-z0-9_]*)\s*\(", t)):
        if name in funcs and name not in declared and len(name) > 3:
            problems.append(f"{rel}: calls {name} ({funcs[name]})")

print(f"{len(types)} types and {len(funcs)} functions need more than iOS 16 / macOS 13")
if problems:
    print("\n".join(sorted(problems)))
    sys.exit(1)
print(f"{len(text)} source files use none of them")
