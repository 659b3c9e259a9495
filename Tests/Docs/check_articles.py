#!/usr/bin/env python3
"""The Swift code of the DocC articles compiles against the real API.

Every ```swift block of every article of a documentation catalog (Sources/*/*.docc/*.md) is
type-checked with `swiftc -typecheck` against the modules of the debug build: an article's
blocks, in order, form the body of one async throwing function (a later block may use what an
earlier one declared, as a reader follows them), and `import` lines go to the top of the file.
A signature changed without its article fails here with the compiler's message, which names
the article's line.

Usage: check_articles.py   (from the repository root, after `swift build`; exits 1 on an error)
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

BLOCK = re.compile(r"^```swift\n(.*?)^```$", re.S | re.M)
C_MODULES = ("CSQLite", "CSodium", "CCrypto", "CZlib")
#: C targets of the package whose public headers hold their own module map.
HEADER_MODULES = ("CXML2",)
BUILT_C_MODULES = ("CKeepsake", "CPlatform")


def article_source(path):
    """(imports, body lines with their article line numbers) of one article."""
    text = open(path, encoding="utf-8").read()
    imports, body = set(), []
    for match in BLOCK.finditer(text):
        first_line = text.count("\n", 0, match.start(1)) + 1
        lines = match.group(1).splitlines()
        # Imports come first in a block; they go to the top of the file.
        skip = 0
        while skip < len(lines) and (lines[skip].startswith("import ") or not lines[skip].strip()):
            if lines[skip].strip():
                imports.add(lines[skip].strip())
            skip += 1
        if skip < len(lines):
            body.append((first_line + skip, lines[skip:]))
    return imports, body


def main():
    root = os.getcwd()
    build = os.path.join(root, ".build", "debug")
    articles = sorted(glob.glob(os.path.join(root, "Sources", "*", "*.docc", "*.md")))
    flags = ["-I", os.path.join(build, "Modules")]
    for module in C_MODULES:
        if os.path.exists(os.path.join(root, "Sources", module, "module.modulemap")):
            flags += ["-Xcc", f"-fmodule-map-file={root}/Sources/{module}/module.modulemap"]
    # CXML2's public headers (its module map and the forwarders to libxml2's headers).
    for module in HEADER_MODULES:
        include = os.path.join(root, "Sources", module, "include")
        flags += ["-Xcc", f"-fmodule-map-file={include}/module.modulemap", "-Xcc", f"-I{include}"]
    for module in BUILT_C_MODULES:
        flags += ["-Xcc", f"-fmodule-map-file={build}/{module}.build/module.modulemap"]
    failed, checked = 0, 0
    with tempfile.TemporaryDirectory(prefix="keepsake-articles-") as scratch:
        for path in articles:
            imports, body = article_source(path)
            if not body:
                continue
            checked += 1
            relative = os.path.relpath(path, root)
            lines = sorted(imports) + ["func article() async throws {"]
            for number, block in body:
                # Each block says where it came from, so errors point into the article.
                lines.append(f'#sourceLocation(file: "{relative}", line: {number})')
                lines += block
            lines += ["#sourceLocation()", "}"]
            source = os.path.join(scratch, "article.swift")
            with open(source, "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
            result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", *flags, source],
                                    capture_output=True, text=True)
            errors = [l for l in (result.stdout + result.stderr).splitlines() if "error:" in l]
            if result.returncode != 0:
                failed += 1
                print(f"{relative}: its code does not compile:")
                print("\n".join(errors) or result.stderr)
    print(f"articles: {checked} with Swift code type-checked, {failed} failing")
    return 1 if failed or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
