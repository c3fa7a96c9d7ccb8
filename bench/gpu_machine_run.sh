#!/usr/bin/env bash
# One consolidated run on the GPU machine (no package registry there): unpack the
# staged deps, configure + build for sm_90, run every test, compute-sanitizer
# memcheck and racecheck on the CUDA tests, then (with --bench) the benchmarks.
#   bench/gpu_machine_run.sh OUTDIR [--tests] [--sanitize] [--bench]
# Needs .offline-deps (../shared/tools/stage-offline-deps) and, for real graphs,
# a copy of ../shared/data in .device-data (both carried, never committed).
set -uo pipefail
out=${1:?usage: gpu_machine_run.sh OUTDIR [--tests] [--sanitize] [--bench]}; shift
mkdir -p "$out"
root=$(cd "$(dirname "$0")/.." && pwd); cd "$root"
eval "$(.offline-deps/unpack.sh)"
export GRAPHBLADE_DATA=$root/.device-data GRAPHBLADE_GIT_SHA=$(git rev-parse HEAD 2>/dev/null || echo unknown)
nvidia-smi -L > "$out/gpu.txt" 2>&1
t0=$(date +%s)
cmake -S . -B build-gpu -G Ninja -DCMAKE_BUILD_TYPE=Release -DGRAPHBLADE_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DCMAKE_PREFIX_PATH="$root/.offline-deps" -DGraphBLAS_ROOT="$root/.offline-deps" -DGB_DATA_DIR="$root/.device-data" \
  > "$out/configure.log" 2>&1 || { tail -30 "$out/configure.log"; exit 1; }
cmake --build build-gpu -j16 > "$out/build.log" 2>&1 || { grep -E "error|FAILED" "$out/build.log" | head -30; exit 1; }
echo "build: $(( $(date +%s) - t0 )) s"
for step in "$@"; do
  case $step in
    --tests)
      ctest --test-dir build-gpu -j8 --output-on-failure > "$out/ctest.log" 2>&1; echo "ctest rc=$?"
      tail -4 "$out/ctest.log"; grep -E "\(Failed\)|\*\*\*" "$out/ctest.log" | head -20 ;;
    --sanitize)
      # memcheck on the [sanitize] cases, racecheck on the [racecheck] cases (the full suite under the tools is slow)
      timeout 150 compute-sanitizer --tool memcheck --error-exitcode 1 build-gpu/bin/tests_cuda "[sanitize]" \
        > "$out/sanitizer-memcheck.log" 2>&1; echo "memcheck rc=$?: $(grep -E "ERROR SUMMARY|test cases" "$out/sanitizer-memcheck.log" | tr '\n' ' ')"
      timeout 120 compute-sanitizer --tool racecheck --error-exitcode 1 build-gpu/bin/tests_cuda "[racecheck]" \
        > "$out/sanitizer-racecheck.log" 2>&1; echo "racecheck rc=$?: $(grep -E "RACECHECK SUMMARY|ERROR SUMMARY|test cases" "$out/sanitizer-racecheck.log" | tr '\n' ' ')" ;;
    --bench)
      timeout 240 build-gpu/bin/graphblade bench --graph-list bench/lists/gpu-issue5.txt --data-dir "$root/.device-data" \
        --algos gb-auto,gb-pull,turbo-bu-vector,turbo-td-cooc,hong-hybrid,suitesparse --devices cpu,cuda --threads 16 \
        --sources 4 --out "$out/results.jsonl" > "$out/bench.log" 2>&1; echo "bench rc=$?"; tail -60 "$out/bench.log" ;;
  esac
done
