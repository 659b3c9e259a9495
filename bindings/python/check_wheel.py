"""Checks the wheel of scripts/wheel, and the package once pip installed it.

    python3 check_wheel.py WHEEL        the file: its tags say what it holds, and it holds the
                                        library, its header and the libraries it needs
    python check_wheel.py --installed   run by the interpreter the wheel was installed into,
                                        with no KEEPSAKE_LIBRARY: the package loads its own
                                        copy, every library that copy needs resolves inside
                                        the package or is one manylinux lets a wheel assume,
                                        and a store round trip works

Exits 1 listing every failed check; prints one line per check otherwise.
"""

from __future__ import annotations

import os
import platform
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import List

DISTRIBUTION = "keepsake_records"
#: What libkeepsake.so links beyond the C runtime (see README.md, "Installing"). libxml2 is not
#: among them: the wheel's library has it linked in, built without ICU (scripts/libxml2).
BUNDLED = ("libsodium", "libsqlite3", "libcrypto")
#: What the wheel must not carry: the system's libxml2 and the ICU it pulls in (about 33 MB).
NOT_BUNDLED = ("libxml2", "libicu")
#: Size targets (issue 30): the wheel file and its unpacked files, in bytes.
WHEEL_LIMIT = 12_000_000
INSTALLED_LIMIT = 45_000_000
#: The libraries a manylinux wheel may take from the system (PEP 600; auditwheel's policy),
#: as far as libkeepsake needs any.
SYSTEM = {"linux-vdso.so.1", "libc.so.6", "libm.so.6", "libdl.so.2", "librt.so.1",
          "libpthread.so.0", "libgcc_s.so.1", "libstdc++.so.6", "libz.so.1",
          "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"}
FILENAME = re.compile(r"^(?P<name>[A-Za-z0-9_]+)-(?P<version>[^-]+)-(?P<python>[^-]+)-"
                      r"(?P<abi>[^-]+)-(?P<platform>[^-]+)\.whl$")

failures: List[str] = []


def check(condition: bool, what: str) -> None:
    print("%s  %s" % ("ok  " if condition else "FAIL", what))
    if not condition:
        failures.append(what)


def check_file(wheel: Path) -> None:
    match = FILENAME.match(wheel.name)
    check(match is not None, "%s is named NAME-VERSION-PYTHON-ABI-PLATFORM.whl" % wheel.name)
    if match is None:
        return
    machine = platform.machine()
    check(match["name"] == DISTRIBUTION, "distribution %s" % match["name"])
    check(match["python"] == "py3" and match["abi"] == "none",
          "any Python 3, no extension module: %s-%s" % (match["python"], match["abi"]))
    check(re.fullmatch(r"manylinux_\d+_\d+_%s" % re.escape(machine), match["platform"])
          is not None, "platform tag %s is manylinux for %s (not 'any')"
          % (match["platform"], machine))
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = archive.read("%s-%s.dist-info/WHEEL" % (match["name"], match["version"]))
    lines = metadata.decode("utf-8").splitlines()
    tag = "%s-%s-%s" % (match["python"], match["abi"], match["platform"])
    check("Root-Is-Purelib: false" in lines, "WHEEL says Root-Is-Purelib: false")
    check(["Tag: " + tag] == [line for line in lines if line.startswith("Tag:")],
          "WHEEL's only tag is the file name's, %s" % tag)
    for member in ("keepsake/lib/libkeepsake.so", "keepsake/include/keepsake.h",
                   "keepsake/py.typed"):
        check(member in names, "holds %s" % member)
    with zipfile.ZipFile(wheel) as archive:
        info = archive.read("%s-%s.dist-info/METADATA" % (match["name"], match["version"]))
        unpacked = sum(entry.file_size for entry in archive.infolist())
        with tempfile.TemporaryDirectory() as scratch:
            library = archive.extract("keepsake/lib/libkeepsake.so", scratch) \
                if "keepsake/lib/libkeepsake.so" in names else None
            sections = subprocess.run(["readelf", "-S", "-W", library], capture_output=True,
                                      text=True).stdout if library else ""
            dynamic = subprocess.run(["readelf", "-d", "-W", library], capture_output=True,
                                     text=True).stdout if library else ""
    meta = info.decode("utf-8").splitlines()
    check("License-Expression: Apache-2.0" in meta, "METADATA names the licence (Apache-2.0)")
    check(any(line.startswith("License-File: ") for line in meta), "the wheel carries the licence file")
    check("License-File: LICENSE-libxml2" in meta and any(name.endswith("/LICENSE-libxml2") for name in names),
          "the wheel carries libxml2's notice (MIT; libxml2 is linked into libkeepsake.so)")
    check(sum(line.startswith("Classifier: ") for line in meta) >= 5, "METADATA has classifiers")
    check(".debug_info" not in sections and ".gnu_debuglink" in sections,
          "libkeepsake.so is stripped (its debug information stays in PREFIX/lib/debug)")
    size = wheel.stat().st_size
    check(size <= WHEEL_LIMIT, "the wheel is %.1f MB (at most %.0f MB)" % (size / 1e6, WHEEL_LIMIT / 1e6))
    check(unpacked <= INSTALLED_LIMIT, "installed it is %.1f MB (at most %.0f MB)"
          % (unpacked / 1e6, INSTALLED_LIMIT / 1e6))
    libraries = [name for name in names if name.startswith(DISTRIBUTION + ".libs/")]
    for library in BUNDLED:
        check(any(Path(name).name.startswith(library + "-") for name in libraries),
              "holds %s (in %s.libs/)" % (library, DISTRIBUTION))
    for library in NOT_BUNDLED:
        check(not any(Path(name).name.startswith(library) for name in names),
              "does not hold %s (libxml2 is linked in, without ICU)" % library)
    check(not any(re.search(r"NEEDED.*\[(libxml2|libicu)", line) for line in dynamic.splitlines()),
          "libkeepsake.so does not need libxml2.so or ICU")


def check_installed() -> None:
    check("KEEPSAKE_LIBRARY" not in os.environ, "KEEPSAKE_LIBRARY is not set")
    import keepsake

    package = Path(keepsake.__file__).resolve().parent
    check("site-packages" in package.parts, "keepsake imported from %s" % package)
    check(keepsake.library_origin() == "package",
          "library found %s: %s" % (keepsake.library_origin(), keepsake.library_path()))
    library = Path(keepsake.library_path())
    check(library == package / "lib" / "libkeepsake.so", "library is %s" % library)
    ldd = subprocess.run(["ldd", str(library)], capture_output=True, text=True, check=True)
    site = package.parent
    for line in ldd.stdout.splitlines():
        parts = line.split()
        if not parts:
            continue
        name = Path(parts[0]).name
        resolved = parts[2] if len(parts) > 2 and parts[1] == "=>" else parts[0]
        inside = Path(resolved).resolve().is_relative_to(site) if resolved.startswith("/") \
            else False
        check("not found" not in line and (inside or name in SYSTEM),
              "%s resolves to %s (%s)" % (name, resolved,
                                          "in the wheel" if inside else "system"))
    with tempfile.TemporaryDirectory() as scratch:
        now = "2026-11-30T09:00:00Z"
        with keepsake.Store.open(Path(scratch) / "store", create=True) as store, \
                store.owner_session() as session:
            media = session.import_media_bytes(b"%PDF-1.7 wheel check", now=now)
            plan = session.mindmaps.create("Plan", now=now)
            session.mindmaps.create_node(plan.root_id, "Walk", now=now)
            opml = Path(scratch) / "plan.opml"
            session.mindmaps.export_file(plan.id, opml, keepsake.MindMapFormat.OPML)
            session.mindmaps.import_file(opml, keepsake.MindMapFormat.OPML, now=now)
            bundle = Path(scratch) / "backup.keepsake"
            session.export_bundle(bundle, created=now)
            # libxml2 without ICU still reads these encodings (itself: UTF-8, UTF-16, Latin-1;
            # through glibc's iconv: windows-1252).
            title = "Caf\u00e9 \u2013 \u0111\u01b0\u1eddng \u5730\u56f3"
            cases = [("UTF-8", "utf-8", title), ("UTF-16", "utf-16", title),
                     ("ISO-8859-1", "latin-1", "Caf\u00e9 cr\u00e8me"),
                     ("windows-1252", "cp1252", "Caf\u00e9 \u2013 \u20ac")]
            for label, codec, text in cases:
                document = ('<?xml version="1.0" encoding="%s"?>\n<opml version="2.0"><head>'
                            '<title>%s</title></head><body><outline text="%s"/></body></opml>\n'
                            % (label, text, text)).encode(codec)
                path = Path(scratch) / ("%s.opml" % label)
                path.write_bytes(document)
                imported = session.mindmaps.import_file(path, keepsake.MindMapFormat.OPML, now=now)
                # The one top-level outline is the map's root.
                check(imported.title == text and imported.node_count == 1,
                      "an OPML file in %s imports: %r" % (label, imported.title))
        keepsake.verify_bundle(bundle)
        check(keepsake.inspect_bundle(bundle).counts.get("media") == 1 and media.size == 20,
              "a store, media, OPML (libxml2) and a bundle round trip")


def main() -> int:
    arguments = sys.argv[1:]
    if arguments == ["--installed"]:
        check_installed()
    elif len(arguments) == 1 and not arguments[0].startswith("-"):
        check_file(Path(arguments[0]))
    else:
        print(__doc__, file=sys.stderr)
        return 2
    if failures:
        print("%d check(s) failed: %s" % (len(failures), "; ".join(failures)))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
