#!/usr/bin/env bash
# A host that imports only KeepsakeCore must not see libc (no `@_exported import Glibc/Darwin`):
# type-checks two files against the built debug module: one using the core's API must compile,
# one calling getpid() must fail with "cannot find 'getpid' in scope".
# Usage: Tests/Apple/check_libc_not_exported.sh (after `swift build`).
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
bin=$(swift build --show-bin-path)
work=$(mktemp -d /tmp/keepsake-libc.XXXXXX)
trap 'rm -rf "$work"' EXIT
flags=(-I "$bin/Modules" -Xcc "-fmodule-map-file=$bin/CPlatform.build/module.modulemap" -Xcc "-fmodule-map-file=$bin/CKeepsake.build/module.modulemap")
for m in CSQLite CSodium CCrypto CZlib; do flags+=(-Xcc "-fmodule-map-file=$root/Sources/$m/module.modulemap"); done
# CXML2 is a C target whose public headers hold its module map and libxml2's forwarders.
flags+=(-Xcc "-fmodule-map-file=$root/Sources/CXML2/include/module.modulemap" -Xcc "-I$root/Sources/CXML2/include")
printf 'import KeepsakeCore\nprint(CivilDate(year: 2026, month: 1, day: 1))\n' > "$work/uses_core.swift"
printf 'import KeepsakeCore\nprint(getpid())\n' > "$work/uses_libc.swift"
swiftc -typecheck "${flags[@]}" "$work/uses_core.swift" || { echo "a file using only KeepsakeCore does not compile"; exit 1; }
if out=$(swiftc -typecheck "${flags[@]}" "$work/uses_libc.swift" 2>&1); then
  echo "getpid() compiles in a host that imports only KeepsakeCore: libc is re-exported"; exit 1
fi
grep -q "cannot find 'getpid' in scope" <<<"$out" || { echo "unexpected failure: $out"; exit 1; }
echo "KeepsakeCore does not re-export libc (getpid() is not visible to its hosts)"
