#!/usr/bin/env python3
"""The CLI uses only the public API of KeepsakeCore: it is a host like an app.

Type-checks Sources/KeepsakeCLI against the built modules with the compiler arguments SwiftPM
used for it (read from the build's manifest, .build/debug.yaml), but without `-package-name`:
a module outside the package sees only the public symbols, so any use of a `package` symbol
(JSONValue, CanonicalJSON, a `json` property, …) is a compile error. `internal` symbols are
already out of reach, unless through `@testable import`, which this check refuses too.

So that it cannot pass silently, the same arguments must also reject a control file that uses
a package symbol (`JSONValue`): if they accept it, the check itself is broken and fails.

Usage: check_public_api.py   (from the repository root, after `swift build`). Exits 1 listing
the compiler's errors.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

MODULE_KEY = re.compile(r'^  "C\.KeepsakeCLI-[^"]*debug\.module":$')
# Arguments that produce outputs or describe the package; a type-check needs none of them.
DROP_WITH_VALUE = {"-package-name", "-emit-module-path", "-output-file-map", "-index-store-path"}
KEEP_WITH_VALUE = {"-Xcc", "-Xfrontend", "-I", "-target", "-module-name", "-module-cache-path", "-swift-version"}
DROP = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode", "-j2",
        "-serialize-diagnostics", "-parseable-output", "-g", "-enable-testing"}


def cli_arguments(root):
    manifest = os.path.join(root, ".build", "debug.yaml")
    lines = open(manifest, encoding="utf-8").read().split("\n")
    for index, line in enumerate(lines):
        if MODULE_KEY.match(line):
            for following in lines[index + 1:index + 8]:
                stripped = following.strip()
                if stripped.startswith("args: "):
                    return eval(stripped[len("args: "):], {}, {})  # a JSON/YAML flow list of strings
    raise SystemExit(f"no compile command of KeepsakeCLI in {manifest}: run swift build first")


def typecheck_arguments(args, sources):
    out, skip, keep = [], False, False
    for arg in args:
        if skip:
            skip = False
            continue
        if keep:  # the value of -Xcc, -Xfrontend, -I, …: passed on as it is
            keep = False
            out.append(arg)
            continue
        if arg in KEEP_WITH_VALUE:
            keep = True
            out.append(arg)
            continue
        if arg in DROP_WITH_VALUE:
            skip = True
            continue
        if arg in DROP or arg.startswith("@"):
            continue
        out.append(arg)
    if "-package-name" in out:
        raise SystemExit("could not remove -package-name from the CLI's arguments")
    return out + ["-typecheck"] + sources


def run(arguments):
    result = subprocess.run(arguments, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def main():
    root = os.getcwd()
    sources = sorted(glob.glob(os.path.join(root, "Sources", "KeepsakeCLI", "*.swift")))
    if not sources:
        raise SystemExit("run from the repository root")
    failures = []
    for path in sources:
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            if re.search(r"@testable\s+import", line):
                failures.append(f"{os.path.relpath(path, root)}:{number}: @testable import reaches internal symbols")
    args = typecheck_arguments(cli_arguments(root), sources)
    status, output = run(args)
    if status != 0:
        failures.append("the CLI does not type-check against the public API of its modules:\n" + output)
    # The control: the same arguments must refuse a package symbol.
    with tempfile.TemporaryDirectory() as scratch:
        control = os.path.join(scratch, "Control.swift")
        with open(control, "w", encoding="utf-8") as f:
            f.write("import KeepsakeCore\nlet control: JSONValue = .null\n")
        status, output = run(typecheck_arguments(cli_arguments(root), [control]))
        if status == 0 or "JSONValue" not in output:
            failures.append("the check is broken: a file using the package symbol JSONValue type-checked "
                            "(or failed for another reason):\n" + output)
    for failure in failures:
        print(failure)
    print(f"CLI public API: {len(sources)} source files type-checked without the package's name; "
          f"{'FAILED' if failures else 'only public symbols used'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
