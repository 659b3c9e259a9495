#!/usr/bin/env bash
# Builds the libFuzzer targets of Tests/Fuzz/targets/*.swift into .build/fuzz/bin/.
#
# SwiftPM cannot link an executable built with -sanitize=fuzzer (it passes
# --defsym main=<module>_main, which clashes with libFuzzer's main), so this script drives
# swiftc itself:
#   1. Sources/CPlatform/cplatform.c          -> cplatform.o       (clang, ASan + coverage)
#   2. Sources/KeepsakeCore/**/*.swift         -> libKeepsakeCore.a (the core)
#   3. Sources/Keepsake/*.swift                -> libKeepsake.a     (the C ABI, checked against
#                                                                    Include/keepsake.h)
#   4. each target + Tests/Fuzz/Support/*.swift -> bin/<target>
# All with -sanitize=fuzzer,address. The system libraries come in through the module maps of
# Sources/C*/ (SQLite, libsodium, libcrypto, zlib; libxml2 through Sources/CXML2/include). A build stamp (hash of every input
# file and flag) skips the work when nothing changed.
#
# Usage: Tests/Fuzz/build.sh [--force]
# Adding a target: drop Tests/Fuzz/targets/NAME.swift (and dicts/NAME.dict, a seeds entry in
# make_seeds.py); this script picks it up.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
out="$root/.build/fuzz"
optimize=${KEEPSAKE_FUZZ_OPT:--O}
swift_flags=(-sanitize=fuzzer,address -parse-as-library "$optimize" -g -package-name keepsake
             -I "$root/Sources/CSQLite" -I "$root/Sources/CSodium" -I "$root/Sources/CXML2/include"
             -I "$root/Sources/CCrypto" -I "$root/Sources/CZlib" -I "$out/modules/CPlatform" -I "$out/modules/CKeepsake"
             -Xcc -I/usr/include/libxml2 -I "$out/lib")
# lld, as for libkeepsake.so: gold prints a warning for each ASan symbol it cannot export.
link_flags=(-use-ld=lld -L "$out/lib" -lKeepsake -lKeepsakeCore "$out/lib/cplatform.o"
            -lswiftSynchronization -lsqlite3 -lsodium -lcrypto -lxml2 -lz)

core_sources=$(find Sources/KeepsakeCore -name '*.swift' | sort)
abi_sources=$(find Sources/Keepsake -name '*.swift' | sort)
support_sources=$(find Tests/Fuzz/Support -name '*.swift' | sort)
targets=$(find Tests/Fuzz/targets -name '*.swift' | sort)

stamp=$( { echo "${swift_flags[*]} ${link_flags[*]}"; swiftc --version 2>&1;
           cat $core_sources $abi_sources Sources/CPlatform/cplatform.c Sources/CPlatform/include/*.h \
               Include/keepsake.h Sources/C*/shim.h Sources/CXML2/include/cxml2.h $support_sources $targets Tests/Fuzz/build.sh; } | sha256sum | cut -c1-64)
if [ "${1:-}" != "--force" ] && [ -f "$out/stamp" ] && [ "$(cat "$out/stamp")" = "$stamp" ]; then
  echo "fuzz targets up to date in $out/bin"
  exit 0
fi
rm -rf "$out/lib" "$out/bin" "$out/stamp"
mkdir -p "$out/lib" "$out/bin" "$out/modules/CPlatform" "$out/modules/CKeepsake"
printf 'module CPlatform {\n    header "%s"\n    export *\n}\n' "$root/Sources/CPlatform/include/cplatform.h" \
  > "$out/modules/CPlatform/module.modulemap"
printf 'module CKeepsake {\n    header "%s"\n    export *\n}\n' "$root/Include/keepsake.h" \
  > "$out/modules/CKeepsake/module.modulemap"

toolchain_clang="$(dirname "$(command -v swiftc)")/clang"
start=$SECONDS
"$toolchain_clang" -c -O1 -g -fsanitize=address,fuzzer-no-link -I Sources/CPlatform/include \
  Sources/CPlatform/cplatform.c -o "$out/lib/cplatform.o"
# shellcheck disable=SC2086
swiftc "${swift_flags[@]}" -wmo -module-name KeepsakeCore -enable-testing \
  -emit-module -emit-module-path "$out/lib/KeepsakeCore.swiftmodule" \
  -emit-library -static -o "$out/lib/libKeepsakeCore.a" $core_sources
echo "core built ($((SECONDS - start)) s)"
# shellcheck disable=SC2086
swiftc "${swift_flags[@]}" -wmo -module-name Keepsake \
  -emit-module -emit-module-path "$out/lib/Keepsake.swiftmodule" \
  -emit-library -static -o "$out/lib/libKeepsake.a" $abi_sources
echo "C ABI built ($((SECONDS - start)) s)"
pids=()
for target in $targets; do
  name=$(basename "$target" .swift)
  # shellcheck disable=SC2086
  swiftc "${swift_flags[@]}" -module-name "fuzz_$name" "$target" $support_sources \
    "${link_flags[@]}" -o "$out/bin/$name" &
  pids+=($!)
  # Two links at a time (CI has two cores).
  if [ ${#pids[@]} -ge 2 ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
for pid in "${pids[@]}"; do wait "$pid"; done
for target in $targets; do
  [ -x "$out/bin/$(basename "$target" .swift)" ] || { echo "fuzz target $target did not build"; exit 1; }
done
echo "$stamp" > "$out/stamp"
echo "fuzz targets built in $out/bin ($((SECONDS - start)) s)"
