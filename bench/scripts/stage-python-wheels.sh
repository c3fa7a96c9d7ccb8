#!/usr/bin/env bash
# Stages the Python wheels that `bench/gpu_machine_run.sh OUT --python` installs
# on the GPU machine, which has no package registry: python-graphblas and what it
# needs beyond that machine's image (numpy, numba, pyyaml, scipy, networkx,
# pytest and nanobind are in it: /work/.library/device/KINDS.md). CPython 3.12,
# manylinux x86-64, no dependencies resolved (each one is named here), one
# version each. About 19 MB; the folder is carried, never committed.
#   bench/scripts/stage-python-wheels.sh [DIR]     (default: .whl in the repository root)
set -euo pipefail
dir=${1:-$(cd "$(dirname "$0")/../.." && pwd)/.whl}
mkdir -p "$dir"
platforms=()
for p in manylinux_2_28_x86_64 manylinux_2_27_x86_64 manylinux_2_17_x86_64 manylinux2014_x86_64 manylinux1_x86_64; do
  platforms+=(--platform "$p")
done
python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp "${platforms[@]}" \
  -d "$dir" python-graphblas==2025.2.0 suitesparse-graphblas==9.4.5.0 donfig==0.8.1.post1 cffi==1.17.1 \
  pycparser==2.22
ls -la "$dir"
