#!/usr/bin/env python3
"""Checks Sources/KeepsakeCore/PrivacyInfo.xcprivacy against what the code calls.

Reads Tests/Apple/required_reason_apis.txt (Apple's required-reason API categories, the API
names of each, and the reasons Keepsake declares), scans the code an app links (the Swift and C
sources of every target KeepsakeKit depends on, the vendored libsodium included; comments left
out) for calls of those APIs, and fails when:
  - a category whose APIs the code calls is not in the manifest, or is declared with reasons
    other than the list's;
  - the manifest declares a category the code does not call, or a reason not valid for it;
  - the manifest is not a well-formed property list, or declares tracking or collected data.
`--self-test` also checks that a call of statvfs without the DiskSpace category fails.
"""
import plistlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = ROOT / "Sources/KeepsakeCore/PrivacyInfo.xcprivacy"
LIST = Path(__file__).with_name("required_reason_apis.txt")
SCANNED = ["Sources/KeepsakeCore", "Sources/KeepsakeKit", "Sources/Keepsake", "Sources/CPlatform",
           "Sources/CXML2", "Include", "Vendor/libsodium"]
COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def categories():
    found = {}
    for line in LIST.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, valid, declared, apis = (part.split() for part in line.split("|"))
        found[name[0]] = {"valid": set(valid), "declared": set(declared), "apis": apis}
    return found


def calls(cats, sources):
    """{category: {api: [file, ...]}} for every API of the list called in `sources`."""
    used = {}
    for path, text in sources:
        code = COMMENTS.sub(" ", text)
        for name, cat in cats.items():
            for api in cat["apis"]:
                if re.search(r"(?<![\w.])%s\s*\(" % re.escape(api), code) or (
                        api[0].isupper() or api.endswith("Key")) and re.search(r"\b%s\b" % re.escape(api), code):
                    used.setdefault(name, {}).setdefault(api, []).append(path)
    return used


def problems(manifest, cats, used):
    found = []
    if manifest.get("NSPrivacyTracking") is not False:
        found.append("NSPrivacyTracking must be false")
    if manifest.get("NSPrivacyCollectedDataTypes") != [] or manifest.get("NSPrivacyTrackingDomains") != []:
        found.append("the core collects no data and contacts no tracking domain")
    declared = {}
    for entry in manifest.get("NSPrivacyAccessedAPITypes", []):
        declared[entry.get("NSPrivacyAccessedAPIType")] = set(entry.get("NSPrivacyAccessedAPITypeReasons", []))
    for name, apis in sorted(used.items()):
        where = "; ".join("%s in %s" % (api, ", ".join(sorted(set(files)))) for api, files in sorted(apis.items()))
        if name not in declared:
            found.append("%s is not declared, but the code calls %s" % (name, where))
        elif declared[name] != cats[name]["declared"]:
            found.append("%s declares reasons %s; the list says %s" % (
                name, sorted(declared[name]), sorted(cats[name]["declared"])))
    for name, reasons in sorted(declared.items()):
        if name not in cats:
            found.append("%s is not a required-reason category" % name)
            continue
        if name not in used:
            found.append("%s is declared but the code calls none of its APIs" % name)
        if not reasons or not reasons <= cats[name]["valid"]:
            found.append("%s: reasons %s are not valid for it (%s)" % (name, sorted(reasons), sorted(cats[name]["valid"])))
    return found


def main():
    cats = categories()
    sources = []
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in (".swift", ".c", ".h", ".m"):
                sources.append((str(path.relative_to(ROOT)), path.read_text(errors="replace")))
    used = calls(cats, sources)
    manifest = plistlib.loads(MANIFEST.read_bytes())
    if "--self-test" in sys.argv:
        bare = dict(manifest, NSPrivacyAccessedAPITypes=[
            e for e in manifest["NSPrivacyAccessedAPITypes"]
            if e["NSPrivacyAccessedAPIType"] != "NSPrivacyAccessedAPICategoryDiskSpace"])
        probe = calls(cats, [("probe.swift", "var st = statvfs(); _ = statvfs(path, &st)")])
        assert any("DiskSpace is not declared" in p for p in problems(bare, cats, probe)), "DiskSpace"
        assert any("declared but the code calls none" in p for p in problems(manifest, cats, {})), "unused"
        print("self-test: a statvfs call without DiskSpace fails, a category without calls fails")
    for name, apis in sorted(used.items()):
        print("%s: %s" % (name, ", ".join(sorted(apis))))
    found = problems(manifest, cats, used)
    for p in found:
        print("FAIL", p)
    if not found:
        print("PrivacyInfo.xcprivacy declares exactly the categories the code calls, with the listed reasons")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
