#!/usr/bin/env bash
# Runs every libFuzzer target of a fuzzing build for a bounded time, starting
# from its seed corpus in test/fuzz/NAME/corpus (docs/dev/sanitizers.md).
#   scripts/fuzz.sh [BUILD_DIR] [SECONDS_PER_TARGET]   (default: build-san 25)
# WMC_FUZZ_SEED picks libFuzzer's seed (default 1, so that CI starts the same
# way every time; 0 = a random seed, for longer runs by hand).
# New inputs go to a scratch copy of the corpus, never into the tree. A
# crash, a sanitizer report or a broken invariant fails the script; the
# input that did it is saved as BUILD_DIR/fuzz-artifacts/NAME-crash-* (run the
# target on that file to reproduce).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-san}
seconds=${2:-25}
seed=${WMC_FUZZ_SEED:-1}
shopt -s nullglob
targets=("$build"/bin/fuzz-*)
if [ ${#targets[@]} -eq 0 ]; then
  echo "fuzz.sh: no fuzz targets in $build/bin (configure with -DWMC_FUZZ=ON)" >&2
  exit 2
fi
artifacts="$build/fuzz-artifacts"
mkdir -p "$artifacts"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
status=0
for target in "${targets[@]}"; do
  name=${target##*/fuzz-}
  corpus="test/fuzz/$name/corpus"
  mkdir -p "$scratch/$name"
  echo "== fuzz $name: $seconds s"
  if ! "$target" -seed="$seed" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$artifacts/$name-" "$scratch/$name" "$corpus" >"$scratch/$name.log" 2>&1; then
    tail -n 60 "$scratch/$name.log"
    echo "fuzz.sh: $name FAILED" >&2
    status=1
  else
    grep -E "^stat::(number_of_executed_units|new_units_added)" "$scratch/$name.log" || true
  fi
done
exit $status
