#!/usr/bin/env bash
# Install the Debian packages graphblade builds with, if any is missing.
# Run as root (apt-get); otherwise only report what is missing.
set -euo pipefail
need=(cmake g++ make ninja-build catch2 libeigen3-dev libcli11-dev nlohmann-json3-dev zlib1g-dev libgraphblas-dev python3 openmpi-bin libopenmpi-dev)
missing=()
for p in "${need[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
((${#missing[@]})) || exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "missing Debian packages: ${missing[*]} (run as root, or: sudo apt-get install ${missing[*]})" >&2
  exit 1
fi
echo "installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
