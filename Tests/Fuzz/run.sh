#!/usr/bin/env bash
# Runs every fuzz target (Tests/Fuzz/targets/*.swift) for a bounded time.
#
#   Tests/Fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]     default 10 s, every target
#   Tests/Fuzz/run.sh 600                                   the long run (about 70 minutes)
#
# For each target: builds it (Tests/Fuzz/build.sh), writes its seed corpus
# (make_seeds.py, into .build/fuzz/seeds/), replays every input of crashers/TARGET/ (each
# crashed once; each must now pass), then fuzzes with dicts/TARGET.dict, keeping what it
# learns in .build/fuzz/corpus/TARGET/. Two targets run at a time (CI has two cores).
#
# Fails on any crash, sanitizer report (AddressSanitizer, LeakSanitizer), hang (an input
# taking longer than -timeout), memory blow-up (-rss_limit_mb / -malloc_limit_mb) or a broken
# property a target checks. A failing input is copied to crashers/TARGET/ so that every later
# run replays it: fix the bug, keep the file.
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
seconds=${1:-10}
shift || true
out="$root/.build/fuzz"
fuzz="$root/Tests/Fuzz"

# Per-target options: the largest input tried (bundles hold an SQLite database, so they are
# larger), and the per-input time limit in seconds.
max_len() {
  case $1 in
    bundle) echo 262144 ;;
    xmind) echo 131072 ;;
    json|api_json) echo 16384 ;;
    *) echo 65536 ;;
  esac
}
timeout_for() { echo 20; }

"$fuzz/build.sh" || { echo "fuzz: the build failed"; exit 1; }

if [ $# -gt 0 ]; then targets=("$@"); else
  targets=(); for f in "$fuzz"/targets/*.swift; do targets+=("$(basename "$f" .swift)"); done
fi

library=${KEEPSAKE_LIBRARY:-}
if [ -z "$library" ]; then
  if [ -f "$root/.build/stage/lib/libkeepsake.so" ]; then library="$root/.build/stage/lib/libkeepsake.so"
  else swift build -q --product keepsake >/dev/null && library="$root/.build/debug/libkeepsake.so"; fi
fi
rm -rf "$out/seeds"
only=(); for t in "${targets[@]}"; do only+=(--only "$t"); done
python3 "$fuzz/make_seeds.py" "$out/seeds" --library "$library" "${only[@]}" || { echo "fuzz: cannot write the seeds"; exit 1; }

scratch=$(mktemp -d /dev/shm/keepsake-fuzz.XXXXXX 2>/dev/null || mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$out/logs" "$out/artifacts"

run_target() {
  local t=$1 log="$out/logs/$1.log"
  local bin="$out/bin/$t" crashers="$fuzz/crashers/$t" corpus="$out/corpus/$t" artifacts="$out/artifacts/$t/"
  mkdir -p "$corpus" "$artifacts"
  rm -f "$artifacts"/*
  : > "$log"
  export KEEPSAKE_FUZZ_TMP="$scratch"
  local common=(-timeout="$(timeout_for "$t")" -rss_limit_mb=2560 -malloc_limit_mb=2048 -max_len="$(max_len "$t")"
                -artifact_prefix="$artifacts" -print_final_stats=1)
  # 1. Every input that ever crashed must pass now.
  local replay=()
  if [ -d "$crashers" ]; then for f in "$crashers"/*; do [ -f "$f" ] && replay+=("$f"); done; fi
  if [ ${#replay[@]} -gt 0 ]; then
    if ! "$bin" "${common[@]}" "${replay[@]}" >>"$log" 2>&1; then
      echo "FAIL $t: a saved crasher crashes again (see $log)"; return 1
    fi
  fi
  # 2. Fuzz from the corpus and the seeds.
  local dict=(); [ -f "$fuzz/dicts/$t.dict" ] && dict=(-dict="$fuzz/dicts/$t.dict")
  if timeout $((seconds + 300)) "$bin" "${common[@]}" "${dict[@]}" -max_total_time="$seconds" \
       "$corpus" "$out/seeds/$t" >>"$log" 2>&1; then
    local execs
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$')
    echo "ok   $t: ${execs:-?} inputs in ${seconds} s, corpus $(ls "$corpus" | wc -l) files"
    return 0
  fi
  mkdir -p "$crashers"
  local saved=""
  for f in "$artifacts"*; do
    [ -f "$f" ] || continue
    cp "$f" "$crashers/" && saved="$saved $crashers/$(basename "$f")"
  done
  echo "FAIL $t: $(grep -m1 -E 'ERROR: |==[0-9]+==|Fatal error|deadly signal|timeout' "$log" | head -c 300)"
  echo "     saved:${saved:- nothing (see $log)}; log: $log"
  grep -E -A12 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|Fatal error' "$log" | head -40 | sed 's/^/     /'
  return 1
}

failed=0
pids=()
names=()
for t in "${targets[@]}"; do
  [ -x "$out/bin/$t" ] || { echo "FAIL $t: no such target"; failed=1; continue; }
  run_target "$t" &
  pids+=($!); names+=("$t")
  if [ ${#pids[@]} -ge 2 ]; then
    wait "${pids[0]}" || failed=1
    pids=("${pids[@]:1}"); names=("${names[@]:1}")
  fi
done
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
[ $failed -eq 0 ] && echo "fuzz: every target ran ${seconds} s without a finding"
exit $failed
