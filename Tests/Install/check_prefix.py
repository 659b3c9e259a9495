#!/usr/bin/env python3
"""Checks what `scripts/install PREFIX` put there, as a machine without the Swift toolchain
would see it:

- PREFIX/bin/keepsake and PREFIX/lib/libkeepsake.so.* need no Swift library (the runtime is
  linked in) and have no RUNPATH or RPATH into the toolchain; every library they need
  resolves to a system library;
- both are stripped, with their debug information in PREFIX/lib/debug/, named by their
  .gnu_debuglink and out of the folders valgrind searches by itself;
- in a mount namespace where the toolchain's folder is hidden (an empty tmpfs over it), the
  command creates a store, writes and verifies a bundle, and a C-ABI host (Python's ctypes)
  loads the library.

    check_prefix.py PREFIX

The namespace needs root (unshare -m); without it the run fails, as the check would be lost.
"""
import os
import shutil
import subprocess
import sys
import tempfile

PREFIX = os.path.abspath(sys.argv[1])
SYSTEM_DIRS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/")
passed = failed = 0


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok {name}")
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


def readelf(*args):
    return subprocess.run(["readelf", *args], capture_output=True, check=True).stdout.decode("utf-8", "replace")


def toolchain_root():
    """The toolchain's top folder (…/usr/bin/swift → …), from the swift on PATH."""
    swift = shutil.which("swift")
    if swift is None:
        return None
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(swift))))


toolchain = toolchain_root()
binaries = [os.path.join(PREFIX, "bin", "keepsake")]
binaries += [os.path.join(PREFIX, "lib", name) for name in sorted(os.listdir(os.path.join(PREFIX, "lib")))
             if name.startswith("libkeepsake.so.") and not os.path.islink(os.path.join(PREFIX, "lib", name))]
check("one library file", len(binaries) == 2, binaries)

for binary in binaries:
    name = os.path.relpath(binary, PREFIX)
    dynamic = readelf("-d", binary)
    needed = [line.split("[")[1].rstrip("]") for line in dynamic.splitlines() if "(NEEDED)" in line]
    check(f"{name} needs no Swift library", not any("swift" in n.lower() or "Foundation" in n for n in needed), needed)
    paths = [line.split("[")[1].rstrip("]") for line in dynamic.splitlines() if "(RUNPATH)" in line or "(RPATH)" in line]
    check(f"{name} has no RUNPATH into the toolchain",
          all(toolchain is None or toolchain not in p for p in paths) and all("/opt/" not in p for p in paths), paths)
    ldd = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    outside = [line.strip() for line in ldd.splitlines()
               if "=>" in line and not any(line.split("=>")[1].strip().startswith(d) for d in SYSTEM_DIRS)]
    check(f"{name}: every library resolves to a system one", not outside and "not found" not in ldd, outside)
    sections = readelf("-S", "-W", binary)
    # What stays of the symbol table is the runtime caches' names, by which
    # share/keepsake/valgrind.supp matches (scripts/install).
    symbols = subprocess.run(["nm", binary], capture_output=True, text=True).stdout.splitlines()
    check(f"{name} is stripped", ".debug_info" not in sections and len(symbols) < 200
          and all("ConcurrentReadableHashMap" in s or "LockingConcurrentMap" in s for s in symbols), len(symbols))
    debug = os.path.join(PREFIX, "lib", "debug", os.path.basename(binary) + ".debug")
    check(f"{name} links its debug file", ".gnu_debuglink" in sections and os.path.basename(debug) in
          readelf("--string-dump=.gnu_debuglink", binary), debug)
    check(f"{name}'s debug information is in {os.path.relpath(debug, PREFIX)}",
          os.path.isfile(debug) and ".debug_info" in readelf("-S", "-W", debug))

# Without the toolchain: an empty tmpfs over its folder, in a mount namespace of this process.
script = r"""
set -e
mount -t tmpfs none "$TOOLCHAIN"
test -z "$(ls -A "$TOOLCHAIN")"
"$PREFIX/bin/keepsake" --version
"$PREFIX/bin/keepsake" init "$WORK/store" >/dev/null
"$PREFIX/bin/keepsake" mood set --store "$WORK/store" --today 2026-11-30 --date 2026-11-29 good >/dev/null
"$PREFIX/bin/keepsake" export --store "$WORK/store" -o "$WORK/b.keepsake" --created 2026-11-30T09:00:00Z >/dev/null
"$PREFIX/bin/keepsake" verify "$WORK/b.keepsake"
python3 -c 'import ctypes, sys; lib = ctypes.CDLL(sys.argv[1]); lib.ks_version.restype = ctypes.c_char_p; print("libkeepsake", lib.ks_version().decode())' "$PREFIX/lib/libkeepsake.so.0"
"""
if toolchain is None:
    check("the toolchain is found to hide it", False, "no swift on PATH")
elif os.geteuid() != 0:
    check("a mount namespace to hide the toolchain (needs root)", False, f"euid {os.geteuid()}")
else:
    with tempfile.TemporaryDirectory() as work:
        run = subprocess.run(["unshare", "-m", "--propagation", "private", "bash", "-c", script],
                             capture_output=True, text=True,
                             env={**os.environ, "TOOLCHAIN": toolchain, "PREFIX": PREFIX, "WORK": work})
        check(f"with {toolchain} hidden: keepsake makes a store and a bundle that verifies, ctypes loads the library",
              run.returncode == 0 and "valid" in run.stdout and "libkeepsake" in run.stdout,
              run.stdout + run.stderr)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
