#!/usr/bin/env bash
# Builds the sanitizer configuration (ASan + UBSan, and the libFuzzer
# targets) into build-san/ with clang 19 and runs its unit and lit tests
# (docs/dev/sanitizers.md). Extra arguments go to ctest, e.g. -R lit.
set -euo pipefail
cd "$(dirname "$0")/.."
build=build-san
[ -f "$build/build.ninja" ] || cmake -S . -B "$build" -G Ninja \
  -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
  -DWMC_SANITIZE=address,undefined -DWMC_FUZZ=ON
cmake --build "$build"
ctest --test-dir "$build" --output-on-failure -j2 "$@"
