#!/usr/bin/env bash
# Sets up (if needed), builds, and checks the bundled Dekker example: correct
# under SC, broken under TSO (a store still in the store buffer lets both
# threads into the critical section).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
echo
echo "== wmc check --model=sc examples/dekker.c"
build/bin/wmc check --model=sc examples/dekker.c
echo
echo "== wmc check --model=tso examples/dekker.c"
set +e
build/bin/wmc check --model=tso examples/dekker.c
status=$?
set -e
echo
if [ "$status" -eq 1 ]; then
  echo "wmc found the TSO bug (exit status 1). Add -DFENCE to fix it:"
  echo "  build/bin/wmc check --model=tso examples/dekker.c -- -DFENCE"
  exit 0
fi
echo "unexpected exit status $status"
exit 1
