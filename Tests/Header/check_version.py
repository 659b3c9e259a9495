#!/usr/bin/env python3
"""Checks every copy of the library's version against the one place it is written: the
KS_VERSION_MAJOR, _MINOR and _PATCH macros of Include/keepsake.h.

Checked: the Python package's version (pyproject.toml) and `keepsake.__version__`, the newest
release heading of CHANGELOG.md, that the core reads the macros (Version.swift holds no number
of its own), and with an installed PREFIX: ks_version() and ks_version_number() of the
library, the library's file name, the pkg-config file and `keepsake --version`.

Usage: check_version.py [PREFIX]   (run from the repository root; exits 1 listing mismatches)
"""
import ctypes
import os
import re
import subprocess
import sys


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def header_version(text):
    parts = []
    for name in ("MAJOR", "MINOR", "PATCH"):
        m = re.search(rf"^#define KS_VERSION_{name} (\d+)$", text, re.M)
        if not m:
            raise SystemExit(f"keepsake.h has no KS_VERSION_{name}")
        parts.append(int(m.group(1)))
    return parts


def main():
    major, minor, patch = header_version(read("Include/keepsake.h"))
    version = f"{major}.{minor}.{patch}"
    problems = []

    def same(what, found):
        if found != version:
            problems.append(f"{what} says {found!r}, the header {version!r}")

    m = re.search(r'^version = "([^"]+)"', read("bindings/python/pyproject.toml"), re.M)
    same("bindings/python/pyproject.toml", m.group(1) if m else None)
    m = re.search(r'^__version__ = "([^"]+)"', read("bindings/python/src/keepsake/__init__.py"), re.M)
    same("keepsake.__version__", m.group(1) if m else None)
    m = re.search(r"^## \[(\d+\.\d+\.\d+)\]", read("CHANGELOG.md"), re.M)
    same("the newest CHANGELOG.md entry", m.group(1) if m else None)
    core = read("Sources/KeepsakeCore/Support/Version.swift")
    for name in ("MAJOR", "MINOR", "PATCH"):
        if f"KS_VERSION_{name}" not in core:
            problems.append(f"Version.swift does not read KS_VERSION_{name}")
    if re.search(r"static let (major|minor|patch) = \d", core):
        problems.append("Version.swift writes a version number of its own")

    if len(sys.argv) > 1:
        prefix = sys.argv[1]
        so = os.path.join(prefix, "lib", "libkeepsake.so")
        lib = ctypes.CDLL(so)
        lib.ks_version.restype = ctypes.c_char_p
        lib.ks_version_number.restype = ctypes.c_uint32
        same("ks_version()", lib.ks_version().decode())
        number = lib.ks_version_number()
        if number != major * 10000 + minor * 100 + patch:
            problems.append(f"ks_version_number() is {number}")
        same("the library's file name", os.path.basename(os.path.realpath(so))[len("libkeepsake.so."):])
        m = re.search(r"^Version: (.+)$", read(os.path.join(prefix, "lib", "pkgconfig", "keepsake.pc")), re.M)
        same("keepsake.pc", m.group(1).strip() if m else None)
        out = subprocess.run([os.path.join(prefix, "bin", "keepsake"), "--version"], capture_output=True, text=True).stdout
        m = re.match(r"keepsake (\S+)", out)
        same("keepsake --version", m.group(1) if m else out)

    for p in problems:
        print(p)
    print(f"version {version}: {len(problems)} copies disagree")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
