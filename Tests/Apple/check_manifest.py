#!/usr/bin/env python3
"""Checks that Package.swift can be an ordinary versioned dependency on every platform branch.

SwiftPM refuses `unsafeFlags` in a package depended upon by version (`.package(url:, from:)`),
and Xcode's build engine refuses a C target without a source file; neither shows on the
platform that builds here when the offending setting sits in another `#if os(...)` branch. So
this script evaluates the manifest once per branch: for every host (macOS, Linux, Windows) it
writes a copy of Package.swift in which each `os(NAME)` of an `#if`/`#elseif` line is `true`
for that host and `false` otherwise, and for every environment variable the manifest reads it
tries the variable unset and set to "1"; each copy is evaluated by `swift package
dump-package` in a folder that links to the package's files. For each evaluation:

  1. no target that a product other than the C library (`keepsake`, the dynamic library whose
     ELF linker flags are the one allowed use) depends on, directly or not, has unsafeFlags,
     whatever their platform condition;
  2. every binary target named by path points at a file or folder tracked by git;
  3. every C target (a regular target without Swift files) has a C source file.

Besides, every libxml2 header of this machine (/usr/include/libxml2/libxml) has its forwarding
header in Sources/CXML2/include/libxml (Sources/CXML2/include/cxml2.h says why).

`--self-test` first checks that each rule fails on a manifest that breaks it.
Usage: Tests/Apple/check_manifest.py [--self-test]
"""
import copy
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOSTS = ("macOS", "Linux", "Windows")
C_LIBRARY_PRODUCT = "keepsake"
C_SOURCE_SUFFIXES = (".c", ".m", ".cc", ".cpp", ".S", ".s")


def manifest_variants(text: str):
    """Yields (description, manifest text, environment) for every branch of the manifest."""
    names = sorted(set(re.findall(r"\bos\((\w+)\)", "\n".join(
        line for line in text.splitlines() if re.match(r"\s*#(else)?if\b", line)))))
    variables = sorted(set(re.findall(r'environment\["(\w+)"\]', text)))
    for host in HOSTS:
        variant = text
        for name in names:
            value = "true" if name == host else "false"
            variant = re.sub(r"(#(?:else)?if[^\n]*?)\bos\(%s\)" % name,
                             lambda m, v=value: m.group(1) + v, variant)
            # more than one os() on a line: repeat until none is left
            while re.search(r"#(?:else)?if[^\n]*\bos\(%s\)" % name, variant):
                variant = re.sub(r"(#(?:else)?if[^\n]*?)\bos\(%s\)" % name,
                                 lambda m, v=value: m.group(1) + v, variant)
        for values in itertools.product((None, "1"), repeat=len(variables)):
            env = {k: v for k, v in zip(variables, values) if v is not None}
            described = ", ".join("%s=%s" % kv for kv in env.items()) or "no variable set"
            yield "host %s, %s" % (host, described), variant, env


def dump(manifest: str, env: dict) -> dict:
    with tempfile.TemporaryDirectory(prefix="keepsake-manifest.") as tmp:
        for entry in ROOT.iterdir():
            if entry.name not in ("Package.swift", ".build", "Package.resolved"):
                os.symlink(entry, Path(tmp) / entry.name)
        (Path(tmp) / "Package.swift").write_text(manifest)
        environment = {k: v for k, v in os.environ.items() if not k.startswith("KEEPSAKE_")}
        environment.update(env)
        out = subprocess.run(["swift", "package", "--package-path", tmp, "dump-package"],
                             capture_output=True, text=True, env=environment)
        if out.returncode != 0:
            raise SystemExit("swift package dump-package failed:\n" + out.stderr)
        return json.loads(out.stdout)


def dependency_names(target: dict):
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                yield dependency[kind][0]


def reachable(package: dict, roots) -> set:
    targets = {t["name"]: t for t in package["targets"]}
    seen, stack = set(), list(roots)
    while stack:
        name = stack.pop()
        if name in seen or name not in targets:
            continue
        seen.add(name)
        stack.extend(dependency_names(targets[name]))
    return seen


def target_folder(target: dict) -> Path:
    if target.get("path"):
        return ROOT / target["path"]
    base = {"test": "Tests"}.get(target["type"], "Sources")
    return ROOT / base / target["name"]


def tracked(path: str) -> bool:
    out = subprocess.run(["git", "-C", str(ROOT), "ls-files", "--", path],
                         capture_output=True, text=True)
    return out.returncode == 0 and out.stdout.strip() != ""


def problems(package: dict) -> list:
    found = []
    targets = {t["name"]: t for t in package["targets"]}
    # 1. unsafeFlags
    for product in package["products"]:
        if product["name"] == C_LIBRARY_PRODUCT:
            continue
        for name in sorted(reachable(package, product["targets"])):
            for setting in targets[name].get("settings", []):
                if "unsafeFlags" in setting.get("kind", {}):
                    found.append("target %s (used by product %s) has unsafeFlags %s" % (
                        name, product["name"], setting["kind"]["unsafeFlags"]["_0"]))
    # 2. binary targets
    for target in package["targets"]:
        if target["type"] == "binary" and target.get("path") and not tracked(target["path"]):
            found.append("binary target %s: %s is not tracked by git" % (target["name"], target["path"]))
    # 3. C targets have a source file
    for target in package["targets"]:
        if target["type"] != "regular":
            continue
        folder = target_folder(target)
        excluded = [folder / e for e in target.get("exclude", [])]
        files = [p for p in folder.rglob("*") if p.is_file()
                 and not any(p == e or e in p.parents for e in excluded)]
        if any(p.suffix == ".swift" for p in files):
            continue
        if not any(p.suffix in C_SOURCE_SUFFIXES for p in files):
            found.append("C target %s (%s) has no source file: Xcode's build engine fails "
                         "linking it" % (target["name"], folder.relative_to(ROOT)))
    return found


def libxml2_forwarders() -> list:
    system = Path("/usr/include/libxml2/libxml")
    mine = ROOT / "Sources/CXML2/include/libxml"
    if not system.is_dir():
        return []
    return ["libxml2 header %s has no forwarder in %s" % (h.name, mine.relative_to(ROOT))
            for h in sorted(system.glob("*.h")) if not (mine / h.name).is_file()]


def self_test(package: dict) -> None:
    """Each rule must fail on a package that breaks it."""
    assert not problems(package), problems(package)
    bad = copy.deepcopy(package)
    kit = next(t for t in bad["targets"] if t["name"] == "KeepsakeCore")
    kit["settings"].append({"tool": "swift", "condition": {"platformNames": ["ios"]},
                            "kind": {"unsafeFlags": {"_0": ["-Xcc", "-I$(SDKROOT)/x"]}}})
    assert any("KeepsakeCore" in p and "unsafeFlags" in p for p in problems(bad)), "rule 1"
    bad = copy.deepcopy(package)
    bad["targets"].append({"name": "Clibsodium", "type": "binary", "dependencies": [],
                           "path": "Vendor/Clibsodium.xcframework", "settings": []})
    assert any("Clibsodium.xcframework is not tracked" in p for p in problems(bad)), "rule 2"
    bad = copy.deepcopy(package)
    header_only = next(t for t in bad["targets"] if t["name"] == "CKeepsake")
    header_only["exclude"] = ["keepsake_header_check.c"]
    assert any("CKeepsake" in p and "no source file" in p for p in problems(bad)), "rule 3"
    print("self-test: each rule fails on a manifest that breaks it")


def main() -> int:
    text = (ROOT / "Package.swift").read_text()
    failures = libxml2_forwarders()
    checked = 0
    for description, manifest, env in manifest_variants(text):
        package = dump(manifest, env)
        if "--self-test" in sys.argv and checked == 0:
            self_test(package)
        names = sorted(t["name"] for t in package["targets"])
        found = problems(package)
        failures += ["%s: %s" % (description, p) for p in found]
        print("%s: %d targets, %s" % (description, len(names), "ok" if not found else "%d problems" % len(found)))
        checked += 1
    for failure in failures:
        print("FAIL", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
