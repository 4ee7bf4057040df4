#!/usr/bin/env bash
# Sets up (if needed), builds, and runs every test: unit tests (GoogleTest)
# and end-to-end lit tests, through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
ctest --test-dir build --output-on-failure -j2
