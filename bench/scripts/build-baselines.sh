#!/usr/bin/env bash
# Build the external baselines staged by stage-baselines.sh (issue 21): LAGraph's
# bfs_demo against the GraphBLAS found through $GRAPHBLAS_ROOT (LAGraph's own
# FindGraphBLAS; on the GPU machine .offline-deps, here Debian's libgraphblas-dev)
# and GAP's bfs. Release builds with -O3, as their projects ship them.
#   bench/scripts/build-baselines.sh [BASELINES_DIR] [JOBS]
# Prints the two binaries' paths (for `graphblade bench --lagraph ... --gap ...`).
set -euo pipefail
dir=${1:-$(cd "$(dirname "$0")/../.." && pwd)/.baselines}
jobs=${2:-2}
[ -d "$dir/lagraph" ] && [ -d "$dir/gapbs" ] || { echo "error: run bench/scripts/stage-baselines.sh first ($dir)" >&2; exit 2; }
cmake -S "$dir/lagraph" -B "$dir/lagraph/build-gb" -DCMAKE_BUILD_TYPE=Release > "$dir/lagraph-configure.log" 2>&1 ||
  { tail -20 "$dir/lagraph-configure.log" >&2; exit 1; }
grep -E "GraphBLAS (version|library)|GRAPHBLAS" "$dir/lagraph-configure.log" | head -3 >&2 || true
cmake --build "$dir/lagraph/build-gb" -j "$jobs" --target bfs_demo > "$dir/lagraph-build.log" 2>&1 ||
  { tail -20 "$dir/lagraph-build.log" >&2; exit 1; }
make -C "$dir/gapbs" -j "$jobs" bfs > "$dir/gapbs-build.log" 2>&1 || { tail -20 "$dir/gapbs-build.log" >&2; exit 1; }
echo "lagraph=$dir/lagraph/build-gb/src/benchmark/bfs_demo"
echo "gap=$dir/gapbs/bfs"
