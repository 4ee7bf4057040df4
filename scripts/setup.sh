#!/usr/bin/env bash
# Installs what wmc needs to build and test (Debian 12 packages). Needs root.
set -euo pipefail
packages=(clang-19 libclang-19-dev llvm-19-dev llvm-19-tools clang-tools-19 libclang-rt-19-dev libz3-dev libboost-context-dev
  nlohmann-json3-dev googletest libgtest-dev ninja-build cmake g++ python3 python3-jsonschema)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends "${missing[@]}"
