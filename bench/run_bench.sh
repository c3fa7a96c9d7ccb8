#!/usr/bin/env bash
# Run the benchmark harness over a graph list and plot the results:
#   bench/run_bench.sh [-b BUILD] [-l LABEL] [-g LIST] [--ssgb10] [-- graphblade bench options]
# Writes bench/results/LABEL/{results.jsonl, gteps.png, speedup.png, results.md}
# (results.jsonl is appended to: delete it for a fresh set). Defaults: BUILD=build,
# LIST=bench/lists/gpu.txt when nvidia-smi finds a GPU else bench/lists/cpu-2core.txt,
# LABEL=<host>-<cores>core. --ssgb10 also runs bench/scripts/ssgb10_bfs.py (GraphBLAS
# 10 from PyPI's suitesparse-graphblas) on the same graphs and sources.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build=$root/build
label=""
list=""
ssgb10=0
while (($#)); do
  case $1 in
    -b) build=$2; shift 2 ;;
    -l) label=$2; shift 2 ;;
    -g) list=$2; shift 2 ;;
    --ssgb10) ssgb10=1; shift ;;
    --) shift; break ;;
    -h|--help) sed -n 2,9p "$0"; exit 0 ;;
    *) echo "run_bench.sh: unknown option $1 (use -- before graphblade bench options)" >&2; exit 2 ;;
  esac
done
cli=$build/bin/graphblade
[[ -x $cli ]] || { echo "run_bench.sh: $cli not found: build first (make build, or -b BUILD)" >&2; exit 2; }
if [[ -z $list ]]; then
  if nvidia-smi -L >/dev/null 2>&1; then list=$here/lists/gpu.txt; else list=$here/lists/cpu-2core.txt; fi
fi
[[ -n $label ]] || label="$(hostname -s)-$(nproc)core"
out=$here/results/$label
mkdir -p "$out"

"$cli" bench --graph-list "$list" --out "$out/results.jsonl" "$@"
if ((ssgb10)); then
  grep -v '^\s*#' "$list" | sed 's/#.*//' | awk 'NF {print $1}' | while read -r g; do
    python3 "$here/scripts/ssgb10_bfs.py" --graph "$g" --graphblade "$cli" --sources-from "$out/results.jsonl" \
      --threads "$(nproc)" >> "$out/results.jsonl" || echo "run_bench.sh: ssgb10 failed on $g" >&2
  done
fi
python3 "$here/scripts/plot_results.py" "$out/results.jsonl" --out "$out" --title "graphblade BFS ($label)"
