#!/usr/bin/env bash
# End-to-end tests of wmc, wmc-cc and wmc-c++ that need neither the plugin
# nor the runtime: the tools are copied into a fake installed tree (so that
# the <prefix>/lib lookup is exercised) and WMC_CLANG_OVERRIDE points them at
# a fake compiler that logs its arguments and writes a fake "checked
# program" whose behaviour is controlled by FAKE_* environment variables.
#
# Usage: cli-test.sh WMC WMC_CC WMC_CXX
set -u

if [ $# -ne 3 ]; then
  echo "usage: $0 WMC WMC_CC WMC_CXX" >&2
  exit 2
fi

T=$(mktemp -d "${TMPDIR:-/tmp}/wmc-cli-test-XXXXXX")
trap 'rm -rf "$T"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# --- fake installed tree ----------------------------------------------------
P=$T/prefix
mkdir -p "$P/bin" "$P/lib" "$P/include/wmc" "$T/cc" "$T/tmp" "$T/src"
cp "$1" "$P/bin/wmc"
cp "$2" "$P/bin/wmc-cc"
cp "$3" "$P/bin/wmc-c++"
: >"$P/lib/libwmc_plugin.so"
: >"$P/lib/libwmc_rt.a"
: >"$P/include/wmc/wmc.h"
WMC=$P/bin/wmc

# Fake clang: logs "argv[0] args..." to $FAKE_LOG, fails if FAKE_COMPILE_FAIL
# is set, else writes the program named by -o.
cat >"$T/cc/clang" <<'EOS'
#!/bin/sh
echo "$0 $*" >>"$FAKE_LOG"
if [ -n "${FAKE_COMPILE_FAIL:-}" ]; then
  echo "t.c:1:1: error: fake compile error" >&2
  exit 1
fi
out=
while [ $# -gt 0 ]; do
  if [ "$1" = -o ]; then out=$2; fi
  shift
done
[ -n "$out" ] || exit 0
cat >"$out" <<'EOP'
#!/bin/sh
echo "ran $0${*:+ $*}" >>"$FAKE_LOG"
if [ -n "${FAKE_SIGNAL:-}" ]; then kill -s "$FAKE_SIGNAL" $$; fi
exit "${FAKE_EXIT:-0}"
EOP
chmod +x "$out"
EOS
chmod +x "$T/cc/clang"
ln -s clang "$T/cc/clang++"

# Fake CUDA lowering tool: logs "lower args...", fails if FAKE_LOWER_FAIL is
# set, else copies FILE to the -o output.
cat >"$P/bin/wmc-cuda-lower" <<'EOS'
#!/bin/sh
echo "lower $*" >>"$FAKE_LOG"
if [ -n "${FAKE_LOWER_FAIL:-}" ]; then
  echo "k.cu:1:1: error: fake lowering error" >&2
  exit 1
fi
out=$2 file=$4
cp "$file" "$out"
EOS
chmod +x "$P/bin/wmc-cuda-lower"

export WMC_CLANG_OVERRIDE=$T/cc/clang
export FAKE_LOG=$T/log
export TMPDIR=$T/tmp
printf 'int main(void) { return 0; }\n' >"$T/src/t.c"
printf 'int main() { return 0; }\n' >"$T/src/t.cpp"
: >"$T/src/k.cu"
: >"$T/src/k.cl"
: >"$T/src/notes.txt"

# expect STATUS PATTERN CMD... : runs CMD, checks the exit status and that
# PATTERN (grep -E) occurs in its stdout+stderr.
expect() {
  local want=$1 pattern=$2
  shift 2
  local out status
  out=$("$@" 2>&1)
  status=$?
  if [ "$status" -ne "$want" ]; then
    fail "'$*' exited $status, expected $want; output:"$'\n'"$out"
  elif [ -n "$pattern" ] && ! grep -Eq -- "$pattern" <<<"$out"; then
    fail "'$*' output lacks /$pattern/:"$'\n'"$out"
  fi
}

# log_has PATTERN: the fake compiler/program log matches PATTERN (grep -E).
log_has() {
  grep -Eq -- "$1" "$FAKE_LOG" || fail "log lacks /$1/:"$'\n'"$(cat "$FAKE_LOG")"
}
log_lacks() {
  ! grep -Eq -- "$1" "$FAKE_LOG" || fail "log has /$1/:"$'\n'"$(cat "$FAKE_LOG")"
}
reset_log() { : >"$FAKE_LOG"; }

# --- help, version, usage errors --------------------------------------------
expect 0 '^Usage: wmc <command>' "$WMC" --help
expect 0 'wmc [0-9]+\.[0-9]+' "$WMC" --version
expect 2 'Usage: wmc' "$WMC"
expect 2 "unknown command 'frobnicate'" "$WMC" frobnicate
expect 2 "unknown option '--frob'" "$WMC" --frob
expect 0 '--model=MODEL .*sc, tso, pso, rc11 or src11' "$WMC" check --help
expect 0 'default: sc; src11 for .cu and .cl' "$WMC" check --help
for opt in --model --unroll --max-events --keep-going --report --stack-size \
           '-o OUTPUT' '-v, --verbose' --grid --block --global-size \
           --local-size --buffer-size --kernel --arg --gpu-stack-size; do
  expect 0 "^  $opt" "$WMC" check --help
done
expect 0 'default: 10000' "$WMC" check --help

# --- analyze ------------------------------------------------------------------
expect 0 '^Usage: wmc analyze' "$WMC" analyze --help
expect 0 '^Usage: wmc analyze' "$WMC" help analyze
expect 0 '  analyze  ' "$WMC" --help
expect 2 "cannot tell the language of '$T/src/notes.txt'" "$WMC" analyze "$T/src/notes.txt"
expect 2 "invalid value 'xml' for --report" "$WMC" analyze --report=xml "$T/src/t.c"
expect 2 "unknown option '--frob'" "$WMC" analyze --frob "$T/src/t.c"
expect 2 'no input file given' "$WMC" analyze
# The fake clang writes no report: like a file clang rejects, exit 2.
reset_log
expect 2 "^wmc: analysis of $T/src/t.cpp failed$" \
  "$WMC" analyze --export-fixes=fixes.yaml "$T/src/t.cpp" -- -DN=1 -Werror=wmc-scope
log_has "^$T/cc/clang\+\+ -fplugin=$P/lib/libwmc_plugin.so -fsyntax-only -DN=1 -fplugin-arg-wmc-Werror=wmc-scope -fplugin-arg-wmc-report-json=$T/tmp/wmc-[^/]+/report.json -fplugin-arg-wmc-export-fixes=/[^ ]*/fixes.yaml -I$P/include -x c\+\+ -std=c\+\+20 $T/src/t.cpp\$"

expect 2 "unknown option '--foo'" "$WMC" check --foo "$T/src/t.c"
expect 2 "invalid value 'foo' for --model \(expected sc, tso, pso, rc11 or src11\)" \
  "$WMC" check --model=foo "$T/src/t.c"
expect 2 "invalid value 'x' for --unroll" "$WMC" check --unroll=x "$T/src/t.c"
expect 2 "invalid value '0' for --max-events" "$WMC" check --max-events=0 "$T/src/t.c"
expect 2 "invalid value 'xml' for --report" "$WMC" check --report=xml "$T/src/t.c"
expect 2 "invalid value '1Q' for --stack-size" "$WMC" check --stack-size=1Q "$T/src/t.c"
expect 2 "no input file given" "$WMC" check
expect 2 "Usage: wmc check" "$WMC" check --model=tso
expect 2 "no such file: '$T/src/missing.c'" "$WMC" check "$T/src/missing.c"
expect 2 "cannot tell the language of '$T/src/notes.txt'" \
  "$WMC" check "$T/src/notes.txt"

# GPU option errors and launch limits are found before anything is compiled.
reset_log
expect 2 "^wmc: --grid applies only to CUDA \(.cu\) and OpenCL \(.cl\) files$" \
  "$WMC" check --grid=2 "$T/src/t.c"
expect 2 "^wmc: --grid=65537 --block=1 is 65537 GPU threads, more than the limit of 65536 per launch$" \
  "$WMC" check --grid=65537 "$T/src/k.cu"
expect 2 "^wmc: a block of 2048 threads \(--block=2048\) is larger than the limit of 1024 threads per block$" \
  "$WMC" check --block=2048 "$T/src/k.cu"
expect 2 "not a multiple of --local-size=3 in dimension x" \
  "$WMC" check --global-size=8 --local-size=3 "$T/src/k.cl"
expect 2 "invalid value '0' for --grid" "$WMC" check --grid=0 "$T/src/k.cu"
[ -s "$FAKE_LOG" ] && fail "a compiler ran despite a GPU option error"

# Option errors are found before anything is compiled.
reset_log
expect 2 "" "$WMC" check --model=foo "$T/src/t.c"
[ -s "$FAKE_LOG" ] && fail "a compiler ran despite an option error"

# --- check: compile command, run flags, exit statuses -----------------------
reset_log
expect 0 "wmc: compile: $T/cc/clang -fplugin=$P/lib/libwmc_plugin.so -g -O1 -I$P/include -x c $T/src/t.c -x none -DN=2 -o $T/tmp/wmc-[^/]+/t $P/lib/libwmc_rt.a" \
  "$WMC" check -v "$T/src/t.c" -- -DN=2
log_has "^ran $T/tmp/wmc-[^/]+/t\$"
[ -z "$(ls -A "$T/tmp")" ] || fail "temporary directory not removed: $(ls -A "$T/tmp")"

reset_log
expect 0 "wmc: run: $T/tmp/wmc-[^/]+/t --wmc-model=tso --wmc-unroll=2 --wmc-max-events=99 --wmc-keep-going --wmc-report=json --wmc-stack-size=1048576" \
  "$WMC" check -v --model=tso --unroll=2 --max-events=99 --keep-going \
  --report=json --stack-size=1M "$T/src/t.c"
log_has "^ran .*/t --wmc-model=tso --wmc-unroll=2 --wmc-max-events=99 --wmc-keep-going --wmc-report=json --wmc-stack-size=1048576\$"

reset_log
expect 0 "" "$WMC" check "$T/src/t.cpp"
log_has "^$T/cc/clang\+\+ .* -x c\+\+ -std=c\+\+20 $T/src/t.cpp -x none -o "

reset_log
expect 0 "" "$WMC" check "$T/src/t.cpp" -- -std=c++17
log_lacks "std=c\+\+20"

# A C++ driver is found next to clang; failing that, --driver-mode=g++.
reset_log
WMC_CLANG_OVERRIDE=$T/cc/clang++ expect 0 "" "$WMC" check "$T/src/t.cpp"
log_has "^$T/cc/clang\+\+ -fplugin"
mkdir "$T/cc2" && ln -s "$T/cc/clang" "$T/cc2/mycc"
reset_log
WMC_CLANG_OVERRIDE=$T/cc2/mycc expect 0 "" "$WMC" check "$T/src/t.cpp"
log_has "^$T/cc2/mycc --driver-mode=g\+\+ -fplugin"

# -o keeps the binary.
reset_log
expect 0 "" "$WMC" check -o "$T/kept" "$T/src/t.c"
[ -x "$T/kept" ] || fail "-o did not keep the executable"
log_has "^ran $T/kept\$"

# Exit statuses of the checked program are passed through.
FAKE_EXIT=1 expect 1 "" "$WMC" check "$T/src/t.c"
FAKE_EXIT=2 expect 2 "" "$WMC" check "$T/src/t.c"
FAKE_SIGNAL=SEGV expect 2 \
  "^wmc: the checked program crashed with signal 11 \(wmc internal error, please report\)$" \
  "$WMC" check "$T/src/t.c"
[ -z "$(ls -A "$T/tmp")" ] || fail "temporary directory not removed after a crash"

FAKE_COMPILE_FAIL=1 expect 2 "fake compile error" "$WMC" check "$T/src/t.c"
FAKE_COMPILE_FAIL=1 expect 2 "^wmc: compilation of $T/src/t.c failed$" \
  "$WMC" check "$T/src/t.c"

WMC_CLANG_OVERRIDE=$T/cc/nonexistent expect 2 "WMC_CLANG_OVERRIDE" \
  "$WMC" check "$T/src/t.c"

# --- check: CUDA and OpenCL -------------------------------------------------
# .cu: the lowering tool next to wmc, then clang++ on its output; the model
# defaults to src11 and kernel-only options reach the program.
reset_log
expect 0 "wmc: lower: $P/bin/wmc-cuda-lower -o $T/tmp/wmc-[^/]+/k.cu.cpp --line-name=$T/src/k.cu $T/src/k.cu -- -I$P/include -I$P/include/wmc/cuda-include -include wmc/cuda_runtime.h -std=c\+\+17 -DN=2" \
  "$WMC" check -v "$T/src/k.cu" --grid=2 --block=4,2 --arg=0=1 -- -DN=2 -lm
log_has "^lower -o $T/tmp/wmc-[^/]+/k.cu.cpp --line-name=$T/src/k.cu $T/src/k.cu -- "
log_has "^$T/cc/clang\+\+ -fplugin=$P/lib/libwmc_plugin.so -fsyntax-only -Wno-everything -DN=2 -x cuda --cuda-host-only -nocudainc -nocudalib -Wno-unknown-cuda-version -Xclang -fgpu-defer-diag -std=c\+\+17 -I$P/include -I$P/include/wmc/cuda-include -include wmc/cuda_runtime.h $T/src/k.cu\$"
log_has "^$T/cc/clang\+\+ -fplugin=$P/lib/libwmc_plugin.so -fplugin-arg-wmc-no-analysis -g -O1 -I$P/include -I$P/include/wmc/cuda-include -include wmc/cuda_runtime.h -iquote $T/src -x c\+\+ -std=c\+\+17 $T/tmp/wmc-[^/]+/k.cu.cpp -x none -DN=2 -lm -o $T/tmp/wmc-[^/]+/k $P/lib/libwmc_rt.a"
log_has "^ran $T/tmp/wmc-[^/]+/k --wmc-model=src11 --wmc-grid=2 --wmc-block=4,2,1 --wmc-arg=0=1\$"
[ -z "$(ls -A "$T/tmp")" ] || fail "temporary directory not removed: $(ls -A "$T/tmp")"

# A lowering failure (clang's diagnostics come from the tool) stops the check.
reset_log
FAKE_LOWER_FAIL=1 expect 2 "^wmc: compilation of $T/src/k.cu failed$" \
  "$WMC" check "$T/src/k.cu"
log_lacks "no-analysis"
FAKE_LOWER_FAIL=1 expect 2 "k.cu:1:1: error: fake lowering error" \
  "$WMC" check "$T/src/k.cu"

# -W options about wmc checks reach the plugin, not clang (which does not
# know the groups).
reset_log
expect 0 "" "$WMC" check "$T/src/t.c" -- -Wno-wmc-scope -Wall
log_has "^$T/cc/clang .* -fplugin-arg-wmc-Wno-wmc-scope -Wall "

# .cl: compile to an object with the OpenCL flags, then link.
reset_log
expect 0 "" "$WMC" check --model=sc "$T/src/k.cl" --global-size=8 --local-size=4 -- -DN=1
log_has "^$T/cc/clang -x cl -cl-std=CL2.0 -target x86_64-unknown-linux-gnu -fplugin=$P/lib/libwmc_plugin.so -g -O1 -I$P/include -DN=1 -c $T/src/k.cl -o $T/tmp/wmc-[^/]+/k.o\$"
log_has "^$T/cc/clang -fplugin=$P/lib/libwmc_plugin.so -g -O1 -I$P/include $T/tmp/wmc-[^/]+/k.o -DN=1 -o $T/tmp/wmc-[^/]+/k $P/lib/libwmc_rt.a"
log_has "^ran $T/tmp/wmc-[^/]+/k --wmc-model=sc --wmc-grid=2 --wmc-block=4\$"

# Without the lowering tool, .cu files cannot be checked.
mv "$P/bin/wmc-cuda-lower" "$T/wmc-cuda-lower.saved"
expect 2 "wmc CUDA lowering tool not found: '$P/bin/wmc-cuda-lower'" "$WMC" check "$T/src/k.cu"
expect 0 "" "$WMC" check "$T/src/t.c"
mv "$T/wmc-cuda-lower.saved" "$P/bin/wmc-cuda-lower"

# Without the libraries next to the executable, the configured build tree is
# used; a missing library is reported before compiling.
mkdir -p "$T/bare/bin" && cp "$1" "$T/bare/bin/wmc"
expect 0 "libdir: " "$T/bare/bin/wmc" --version

# --- wmc-cc / wmc-c++ -------------------------------------------------------
CC=$P/bin/wmc-cc
CXX=$P/bin/wmc-c++
expect 0 "Usage: wmc-cc" "$CC" --wmc-help
expect 0 "Usage: wmc-c\+\+" "$CXX" --wmc-help

reset_log
expect 0 "" "$CC" -c "$T/src/t.c" -o "$T/t.o"
log_has "^$T/cc/clang -fplugin=$P/lib/libwmc_plugin.so -I$P/include -g -c $T/src/t.c -o $T/t.o\$"

reset_log
expect 0 "" "$CC" -O2 -g0 "$T/t.o" -o "$T/prog" -lm
log_has "^$T/cc/clang -fplugin=$P/lib/libwmc_plugin.so -I$P/include -O2 -g0 $T/t.o -o $T/prog -lm -x none $P/lib/libwmc_rt.a"

reset_log
expect 0 "" "$CXX" "$T/src/t.cpp"
log_has "^$T/cc/clang\+\+ -fplugin=.* -g $T/src/t.cpp -x none $P/lib/libwmc_rt.a"

for stop in -c -S -E -M -MM -fsyntax-only; do
  reset_log
  expect 0 "" "$CC" "$stop" "$T/src/t.c"
  log_lacks "libwmc_rt.a"
done

reset_log
expect 0 "" "$CC" --version
log_lacks "libwmc_rt.a"

# Arguments in a response file are taken into account.
printf -- '-c %s\n' "$T/src/t.c" >"$T/args.rsp"
reset_log
expect 0 "" "$CC" "@$T/args.rsp" -o "$T/t.o"
log_lacks "libwmc_rt.a"
log_has " @$T/args.rsp "

# The wrapper reports a compiler it cannot run.
WMC_CLANG_OVERRIDE=$T/cc/nonexistent expect 1 "wmc-cc: WMC_CLANG_OVERRIDE" "$CC" -c x.c

if [ "$failures" -ne 0 ]; then
  echo "$failures check(s) failed" >&2
  exit 1
fi
echo "all wmc CLI checks passed"
