#!/usr/bin/env bash
# One consolidated run on the GPU machine (no package registry there): unpack the
# staged deps, configure + build for sm_90, run every test, compute-sanitizer
# memcheck and racecheck on the CUDA tests, then (with --bench) the benchmarks.
#   [GB_BUILD_DIR=DIR | GB_PREBUILT_BIN=DIR] bench/gpu_machine_run.sh OUTDIR [--tests] [--loop] [--loopbench] [--levels] [--sanitize] [--bench] [--cpu] [--kernels] [--s24] [--turbo] [--showcase] [--showcase27] [--hong] [--real16] [--profile] [--dist] [--dist-gpu] [--baselines] [--baselines24] [--ibfs] [--python] [--sanitize-all] [--per-level] [--xbfs] [--xbfs-bench] [--xbfs-real] [--table21] [--table21-ss10] [--table21-malloc] [--cpugap] [--gpuloop] [--gpuloop-levels] [--sanitize-focus] [--xbfs-loop] [--xbfs-racecheck] [--ibfs-loop] [--push-check] [--probe-tools] [--probe-cub] [--probe-mem] [--s7-bench] [--s8-thin] [--s8-bench] [--s9-wide] [--s9-thin-profile] [--s10-ibfs] [--s10-ibfs-sweep] [--s11-bc] [--s20-xbfs] [--s20-xbfs-bench] [--s21-tests] [--s21-claim] [--s21-small] [--s21-generators] [--s21-ablation] [--s21-sanitize] [--s22-tests] [--s22-bench] [--s22-hybrid] [--s22-xbfs] [--s23-waits] [--s23-kron] [--s23-profile] [--s23-dist] [--s23-gbprofile] [--s23-push] [--s24-fused] [--s24-profile] [--s24-final] [--s25-xbfs-profile] [--s25-xbfs] [--s25-sanitize] [--s25-final] [--s25-others] [--s26-store] [--s26-ab] [--s26-final] [--s26-tests] [--s27-turbo] [--s27-turbo-profile] [--s27-xbfs] [--s28-profile] [--s28-pull-ncu] [--s28-ab] [--s28-tests] [--s28-knobs] [--s28-persistent] [--s28-final] [--s28-rule] [--s28-check] [--s29-table15] [--s29-small] [--s29-paths] [--s29-knobs] [--s29-ncu] [--s29-thin-profile] [--s31-small] [--s32-final] [--s21-claim]
# The device lends at most 10 minutes a command: run the build with --tests/--sanitize, then the
# other steps in follow-up calls while the machine is still warm (the build dir is kept; cmake
# re-checks it in seconds). GB_BUILD_TARGETS builds only those targets first and GB_CMAKE_ARGS adds configure
# arguments: for --python alone, GB_BUILD_TARGETS=_graphblade GB_CMAKE_ARGS="-DGRAPHBLADE_PYTHON=ON
# -DPython_EXECUTABLE=$(command -v python3)" compiles the library and the module's nvcc unit side by side.
# Needs .offline-deps (../shared/tools/stage-offline-deps) and, for real graphs,
# a copy of ../shared/data in .device-data (both carried, never committed);
# --baselines / --baselines24 / --table21 also need .baselines (bench/scripts/stage-baselines.sh); --table21-ss10
# needs .whl10 (bench/results/baselines/README.md).
set -uo pipefail
out=${1:?usage: gpu_machine_run.sh OUTDIR [--tests] [--sanitize] [--bench]}; shift
mkdir -p "$out"
root=$(cd "$(dirname "$0")/.." && pwd); cd "$root"
[ -n "${GB_PREBUILT_BIN:-}" ] || eval "$(.offline-deps/unpack.sh)"
export GRAPHBLADE_DATA=$root/.device-data GRAPHBLADE_GIT_SHA=${GRAPHBLADE_GIT_SHA:-$(cat GIT_SHA 2>/dev/null || git rev-parse HEAD 2>/dev/null || echo unknown)}
nvidia-smi -L > "$out/gpu.txt" 2>&1
t0=$(date +%s)
# The configure and build logs stay in "$bdir"/ (copied to OUTDIR on failure): the device returns a limited
# number of files per command, and the step results matter more.
if [ -n "${GB_PREBUILT_BIN:-}" ]; then
  # GB_PREBUILT_BIN=DIR: binaries built elsewhere (sm_90, CUDA 13; GRAPHBLADE_SUITESPARSE=OFF, since the machine has no
  # libgraphblas of that build's version), carried in DIR: no configure or build here
  bdir=$(mktemp -d); ln -s "$(cd "$GB_PREBUILT_BIN" && pwd)" "$bdir/bin"
else
  bdir=${GB_BUILD_DIR:-build-gpu}  # GB_BUILD_DIR: a build folder outside the carried ones, kept while the machine is warm
  mkdir -p "$bdir"
  cmake -S . -B "$bdir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGRAPHBLADE_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
    -DCMAKE_PREFIX_PATH="$root/.offline-deps" -DGraphBLAS_ROOT="$root/.offline-deps" -DGB_DATA_DIR="$root/.device-data" \
    ${GB_CMAKE_ARGS:-} > "$bdir"/configure.log 2>&1 || { cp "$bdir"/configure.log "$out/"; tail -30 "$bdir"/configure.log; exit 1; }
  cmake --build "$bdir" -j16 ${GB_BUILD_TARGETS:+--target $GB_BUILD_TARGETS} > "$bdir"/build.log 2>&1 || { cp "$bdir"/build.log "$out/"; grep -E "error|FAILED" "$bdir"/build.log | head -30; exit 1; }
fi
echo "build: $(( $(date +%s) - t0 )) s"
# probe FILE TOOL [FEATURE...]: bench/conditional_graph_probe.cu under one compute-sanitizer tool, one summary line
probe() {
  local file=$1 tool=$2; shift 2
  timeout 60 compute-sanitizer --error-exitcode 1 --tool "$tool" "$bdir"/bin/conditional_graph_probe "$@" > "$bdir/p.log" 2>&1
  echo "probe $tool [$*] rc=$?: $(grep -E "conditional_graph_probe|SUMMARY|Error:|Invalid" "$bdir/p.log" | sort | uniq -c |
    tr '\n' ' ' | cut -c1-250)" | tee -a "$file"
}
# sanitize_tests PREFIX SPEC LIMIT TOOL...: tests_cuda SPEC under each compute-sanitizer TOOL into OUT/PREFIX-TOOL.log,
# one summary line each; memcheck with loops recorded, the other tools with loops eager (racecheck / synccheck do not
# follow a recorded graph's nodes)
sanitize_tests() {
  local prefix=$1 spec=$2 limit=$3 tool mode; shift 3
  for tool in "$@"; do
    mode=eager; [ $tool = memcheck ] && mode=graph
    GRAPHBLADE_LOOP_MODE=$mode timeout $limit compute-sanitizer --tool $tool --error-exitcode 1 \
      "$bdir"/bin/tests_cuda "$spec" > "$out/$prefix-$tool.log" 2>&1
    echo "$tool rc=$?: $(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases|assertions" "$out/$prefix-$tool.log" | tr '\n' ' ')"
  done
}
# xbfs_real_graphs CLI JSONL LABEL [BENCH ARGS...]: xbfs on every real graph (8 seeded sources, validated) into
# JSONL, one "LABEL rc=" line (the session-29 steps)
xbfs_real_graphs() {
  local cli=$1 jsonl=$2 label=$3; shift 3
  timeout 90 "$cli" bench --graph-list bench/lists/real-all.txt --data-dir "$root/.device-data" --devices cuda \
    --sources 8 -q --algos xbfs "$@" --out "$jsonl" > "$bdir/s.log" 2>&1
  echo "$label rc=$?"
}
# gb_auto_kron_modes JSONL LIMIT: gb-auto on kron:22 and kron:24, 8 seeded sources, --warm-each, as a host loop
# (device_loop=0) and recorded (device_loop=1), into JSONL
gb_auto_kron_modes() {
  local jsonl=$1 limit=$2 mode
  for mode in 0 1; do
    timeout $limit "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --devices cuda --sources 8 -q \
      --algos gb-auto --warm-each --knob device_loop=$mode --out "$jsonl" > "$bdir/kron-$mode.log" 2>&1
    echo "kron gb-auto device_loop=$mode rc=$?"
  done
}
# tests_and_push_sanitizers PREFIX LIMIT: every CUDA test but the real graphs (LIMIT seconds) into OUT/PREFIX-tests.log,
# then memcheck on the [device_count] and [write_back] cases, racecheck and synccheck on [device_count] (session 24's
# push and write-backs), one summary line each
tests_and_push_sanitizers() {
  local prefix=$1 limit=$2 run tool spec tlimit
  timeout $limit "$bdir"/bin/tests_cuda "~[data]" > "$out/$prefix-tests.log" 2>&1
  echo "tests rc=$?: $(tail -2 "$out/$prefix-tests.log" | tr '\n' ' ')"; grep -B3 -A12 FAILED "$out/$prefix-tests.log" | head -40
  for run in "memcheck [device_count],[write_back] 90" "racecheck [device_count] 120" "synccheck [device_count] 60"; do
    read -r tool spec tlimit <<< "$run"
    timeout $tlimit compute-sanitizer --tool $tool --error-exitcode 1 "$bdir"/bin/tests_cuda "$spec" \
      > "$out/$prefix-$tool.log" 2>&1
    echo "$tool $spec rc=$?: $(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases|assertions" "$out/$prefix-$tool.log" | tr '\n' ' ')"
  done
}
# xbfs_tests LIMIT: the [xbfs] CUDA tests into OUT/xbfs-tests.log (XBFS_TEST_TIMEOUT overrides LIMIT seconds), one
# summary line and the first failures
xbfs_tests() {
  timeout ${XBFS_TEST_TIMEOUT:-$1} "$bdir"/bin/tests_cuda "[xbfs]" > "$out/xbfs-tests.log" 2>&1
  echo "xbfs tests rc=$?: $(tail -2 "$out/xbfs-tests.log" | tr '\n' ' ')"; grep -B2 -A12 FAILED "$out/xbfs-tests.log" | head -40
}
# gb_auto_ab PREFIX SPARSE CLI...: gb-auto on kron:22 and kron:24 with each CLI (8 seeded sources, --warm-each, host
# loop and recorded) into OUT/PREFIX-kron-NAME.jsonl, and with SPARSE=1 gb-auto and gb-push on the sparse graphs into
# OUT/PREFIX-sparse-NAME.jsonl (NAME: the CLI's file name); one summary each
gb_auto_ab() {
  local prefix=$1 sparse=$2 cli name mode; shift 2
  for cli in "$@"; do
    name=$(basename "$cli")
    for mode in 0 1; do
      timeout 60 "$cli" bench --graph kron:22 --graph kron:24 --devices cuda --sources 8 -q --algos gb-auto \
        --warm-each --knob device_loop=$mode --out "$out/$prefix-kron-$name.jsonl" > "$bdir/k.log" 2>&1
      echo "$name gb-auto kron device_loop=$mode rc=$?"
    done
    if [ "$sparse" = 1 ]; then
      timeout 80 "$cli" bench --graph luxembourg_osm --graph grid:500:500 --graph delaunay_n16 \
        --data-dir "$root/.device-data" --devices cuda --sources 8 -q --algos gb-auto,gb-push \
        --out "$out/$prefix-sparse-$name.jsonl" > "$bdir/s.log" 2>&1; echo "$name sparse graphs rc=$?"
    fi
    python3 bench/scripts/bench_summary.py "$out/$prefix-kron-$name.jsonl" $([ "$sparse" = 1 ] && echo "$out/$prefix-sparse-$name.jsonl")
  done
}
# gb_auto_ncu FILE: every kernel of one warm-up and one recorded gb-auto kron:22 traversal (run eagerly) under ncu, in
# launch order with its time and DRAM bytes, into FILE
gb_auto_ncu() {
  GRAPHBLADE_LOOP_MODE=eager timeout ${S26_NCU_TIMEOUT:-120} ncu --csv --metrics gpu__time_duration.sum,dram__bytes.sum \
    "$bdir"/bin/graphblade bench --graph kron:22 --algos gb-auto --devices cuda --sources 1 --warmup 1 -q \
    --knob device_loop=1 > "$bdir/ncu-gb-auto.csv" 2>&1; echo "ncu gb-auto rc=$?"
  python3 bench/scripts/ncu_summary.py --list "$bdir/ncu-gb-auto.csv" > "$1"
  tail -13 "$1"
}
for step in "$@"; do
  case $step in
    --tests)
      ctest --test-dir "$bdir" -j8 --output-on-failure > "$out/ctest.log" 2>&1; echo "ctest rc=$?"
      tail -4 "$out/ctest.log"; grep -E "\(Failed\)|\*\*\*" "$out/ctest.log" | head -20 ;;
    --sanitize)
      # memcheck on the [sanitize] cases, racecheck on the [racecheck] cases (the full suite under the tools is slow)
      timeout 150 compute-sanitizer --tool memcheck --error-exitcode 1 "$bdir"/bin/tests_cuda "[sanitize]" \
        > "$out/sanitizer-memcheck.log" 2>&1; echo "memcheck rc=$?: $(grep -E "ERROR SUMMARY|test cases" "$out/sanitizer-memcheck.log" | tr '\n' ' ')"
      timeout 120 compute-sanitizer --tool racecheck --error-exitcode 1 "$bdir"/bin/tests_cuda "[racecheck]" \
        > "$out/sanitizer-racecheck.log" 2>&1; echo "racecheck rc=$?: $(grep -E "RACECHECK SUMMARY|ERROR SUMMARY|test cases" "$out/sanitizer-racecheck.log" | tr '\n' ' ')" ;;
    --loop)
      # issues 12-13: asynchronous operators and device loops, under memcheck, racecheck and synccheck
      "$bdir"/bin/tests_cuda "[async],[loop],[loop_error]" > "$out/loop-tests.log" 2>&1; echo "loop tests rc=$?: $(tail -2 "$out/loop-tests.log" | tr '\n' ' ')"
      for tool in memcheck racecheck synccheck; do
        timeout 150 compute-sanitizer --tool $tool --error-exitcode 1 "$bdir"/bin/tests_cuda "[async],[loop]" \
          > "$out/sanitizer-loop-$tool.log" 2>&1
        echo "$tool rc=$?: $(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases" "$out/sanitizer-loop-$tool.log" | tr '\n' ' ')"
      done ;;
    --loopbench)
      # issue 13: Bellman-Ford as a host loop of device operators vs one recorded while_loop (CUDA graph)
      timeout 200 "$bdir"/bin/bench_device_loop --grids 32x32,128x128,512x512 --reps 5 --sha "$GRAPHBLADE_GIT_SHA" \
        > "$out/device-loop.jsonl" 2> "$out/device-loop.log"; echo "device loop rc=$?"; cat "$out/device-loop.jsonl" ;;
    --levels)
      # issue 12: device launches and host synchronisations per BFS level (gb-* on the GPU), 2 seeded sources
      timeout 300 "$bdir"/bin/graphblade bench --graph kron:22 --graph grid:1000:1000 --graph luxembourg_osm \
        --graph delaunay_n16 --data-dir "$root/.device-data" --algos gb-auto,gb-push,gb-pull,turbo-hybrid --devices cuda \
        --sources 2 --out "$out/levels.jsonl" > "$out/levels.log" 2>&1; echo "levels rc=$?"
      python3 bench/scripts/per_level_activity.py "$out/levels.jsonl" ;;
    --sanitize-all)
      # issue 19: every [cuda] test case (but [oom], which fills the device) under each compute-sanitizer tool,
      # one process per (tool, case), SANITIZE_JOBS (default 12) at once, with GRAPHBLADE_SANITIZE=1 (smaller test
      # graphs): bench/scripts/sanitize_all.py. SANITIZE_TOOLS picks tools (default all four; the plan is two per
      # 10-minute call: "memcheck racecheck", then "synccheck initcheck"); SANITIZE_TIMEOUT is the seconds for the
      # step (default: what is left of 550 s since this script began); cases it cuts are "not run" (rc=124).
      # A log per tool and sanitize-all.json (every case's time; SANITIZE_TIMINGS=such a file starts the longest first).
      # SANITIZE_EXCLUDE='tool:[spec];...' leaves cases out of a tool's run, reported as excluded (never as clean).
      # SANITIZE_CARRY=an earlier call's sanitize-all.json of the same commit: its clean cases are not rerun (racecheck
      # over all cases takes more than one 10-minute call: run it in two, the second carrying the first's clean ones).
      if [[ " ${SANITIZE_TOOLS:-synccheck} " == *" synccheck "* ]]; then
        # block barriers run eagerly, in a graph and in a WHILE node's body (bench/synccheck_probe.cu): which does synccheck flag?
        timeout 60 compute-sanitizer --tool synccheck "$bdir"/bin/synccheck_probe > "$out/synccheck-probe.log" 2>&1
        echo "synccheck probe rc=$?:"; grep -E "ERROR SUMMARY|synccheck_probe:|^=========     at " "$out/synccheck-probe.log" |
          sed '/^=========     at /s/(.*//' | sort | uniq -c
      fi
      left=$(( 550 - ($(date +%s) - t0) )); [ $left -lt 60 ] && left=60  # what the 10-minute call has left
      python3 bench/scripts/sanitize_all.py "$bdir"/bin/tests_cuda "$out" --tools "${SANITIZE_TOOLS:-memcheck racecheck synccheck initcheck}" \
        --jobs "${SANITIZE_JOBS:-12}" --deadline "${SANITIZE_TIMEOUT:-$left}"
      echo "sanitize-all rc=$?" ;;
    --bench)
      timeout 240 "$bdir"/bin/graphblade bench --graph-list bench/lists/gpu-issue5.txt --data-dir "$root/.device-data" \
        --algos gb-auto,gb-pull,turbo-bu-vector,turbo-td-cooc,hong-hybrid,suitesparse --devices cpu,cuda --threads 16 \
        --sources 4 --out "$out/results.jsonl" > "$out/bench.log" 2>&1; echo "bench rc=$?"; tail -60 "$out/bench.log" ;;
    --cpu)
      # issues 3 and 7: the CPU BFS at 16 threads next to SuiteSparse:GraphBLAS 7.4 on kron s20 and s22 (and gb-auto on the GPU)
      timeout 200 "$bdir"/bin/graphblade bench --graph kron:20 --graph kron:22 --algos gb-auto,gb-pull,gb-push,hong-hybrid,suitesparse \
        --devices cpu,cuda --threads 16 --sources 8 --out "$out/cpu16.jsonl" > "$out/cpu16.log" 2>&1; echo "cpu rc=$?"
      python3 - "$out/cpu16.jsonl" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line)
    print(f"{r['graph']['name']:>8} {r['algo']:<12} {r['device']:<5} {r['ms']['median']:9.2f} ms  {r['gteps_graph500']['median']:.3f} GTEPS  valid={r['valid']}")
PY
      ;;
    --kernels)
      # issue 4: masked pull SpMV / push SpMSpV GB/s per level and gb-auto on the device, kron s22 and s24
      for s in 22 24; do
        timeout 200 "$bdir"/bin/bench_cuda_kernels --scale $s --sources 4 --sha "$GRAPHBLADE_GIT_SHA" \
          --out "$out/kernels-s$s.json" > "$out/kernels-s$s.log" 2>&1; echo "kernels s$s rc=$?"; tail -25 "$out/kernels-s$s.log"
      done ;;
    --s24)
      # issue 4: gb-auto on kron s24 (device) next to SuiteSparse on the host's 16 threads
      timeout 280 "$bdir"/bin/graphblade bench --graph kron:24 --algos gb-auto,gb-pull,suitesparse --devices cpu,cuda \
        --threads 16 --sources 4 --out "$out/s24.jsonl" > "$out/s24.log" 2>&1; echo "s24 rc=$?"; tail -12 "$out/s24.log" ;;
    --turbo)
      # issue 6: TurboBFS Tables I-II graphs, every variant, cpu and cuda, SuiteSparse 16 threads, paper column
      OMP_NUM_THREADS=16 timeout 450 "$bdir"/bin/bench_turbo --graph-list bench/lists/turbo-tables.txt \
        --data "$root/.device-data" --devices cuda,cpu --sources 4 --out "$out/turbo.jsonl" --markdown "$out/turbo.md" \
        --paper bench/results/turbo/paper_titanxp.csv --git-sha "$GRAPHBLADE_GIT_SHA" > "$out/turbo.log" 2>&1
      echo "turbo rc=$?"; tail -45 "$out/turbo.md" ;;
    --showcase)
      # issue 6: the largest Kronecker scale each TurboBFS variant runs on this GPU (device bytes reported)
      timeout 330 "$bdir"/bin/bench_turbo --memory-showcase --scales 24,25,26 --devices cuda \
        --out "$out/showcase-s24-26.jsonl" --git-sha "$GRAPHBLADE_GIT_SHA" > "$out/showcase-s24-26.log" 2>&1
      echo "showcase s24-26 rc=$?"; tail -20 "$out/showcase-s24-26.log" ;;
    --showcase27)
      timeout 560 "$bdir"/bin/bench_turbo --memory-showcase --scales 27 --devices cuda --validate-max-scale 26 \
        --out "$out/showcase-s27.jsonl" --git-sha "$GRAPHBLADE_GIT_SHA" > "$out/showcase-s27.log" 2>&1
      echo "showcase s27 rc=$?"; tail -20 "$out/showcase-s27.log" ;;
    --real16)
      # issue 7: hong-hybrid (and gb-auto) next to SuiteSparse:GraphBLAS at 16 threads on every real graph
      timeout 280 "$bdir"/bin/graphblade bench --graph-list bench/lists/real-all.txt --data-dir "$root/.device-data" \
        --algos hong-hybrid,gb-auto,suitesparse --devices cpu --threads 16 --sources 8 \
        --out "$out/real16.jsonl" > "$out/real16.log" 2>&1; echo "real16 rc=$?"
      python3 bench/scripts/vs_suitesparse.py "$out/real16.jsonl" hong-hybrid ;;
    --hong)
      # issue 7: Hong et al. Fig. 6 (threads 1..16; scale 22, not the paper's 25, to fit the 10-minute command),
      # Table IV (the paper's 4000 x 4000 mesh) and Fig. 10 (the paper's depth-11 tree), GPU columns included
      timeout 300 "$bdir"/bin/bench_hong --only fig6 --scale 22 --thread-list 1,2,4,8,16 --sources 4 \
        --sha "$GRAPHBLADE_GIT_SHA" > "$out/hong-fig6.jsonl" 2> "$out/hong-fig6.log"; echo "hong fig6 rc=$?"
      timeout 150 "$bdir"/bin/bench_hong --only table4 --mesh 4000 --sources 2 --threads 16 \
        --sha "$GRAPHBLADE_GIT_SHA" > "$out/hong-table4.jsonl" 2> "$out/hong-table4.log"; echo "hong table4 rc=$?"
      timeout 100 "$bdir"/bin/bench_hong --only fig10 --tree-depth 11 --threads 16 --hybrid-variant bu_gamma=0 \
        --sha "$GRAPHBLADE_GIT_SHA" > "$out/hong-fig10.jsonl" 2> "$out/hong-fig10.log"; echo "hong fig10 rc=$?"
      for f in "$out"/hong-*.log; do tail -n 5 "$f"; done ;;
    --python)
      # issue 20: the Python module built with CUDA (this build), pytest with the device tests (test_device.py, the
      # CUDA BFS tests), and the side by side with python-graphblas (CPU at 16 threads; graphblade on cpu and cuda,
      # single-source and multi-source). The image's python3 (3.12) has numpy, scipy, networkx, pytest and
      # nanobind; python-graphblas and its needs come as wheels in a carried .whl/ (bench/scripts/stage-python-wheels.sh),
      # installed into $bdir/pysite. Without them the side by side runs graphblade's sets only.
      py=$(command -v "${GB_PYTHON:-python3}")
      pysite=$(realpath -m "$bdir")/pysite
      if ls .whl/*.whl > /dev/null 2>&1; then
        $py -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target "$pysite" .whl/*.whl \
          > "$out/pip.log" 2>&1; echo "python wheels rc=$?"
      fi
      cmake -S . -B "$bdir" -DGRAPHBLADE_PYTHON=ON -DPython_EXECUTABLE="$py" > "$bdir"/configure-py.log 2>&1 &&
        cmake --build "$bdir" -j16 --target _graphblade > "$bdir"/build-py.log 2>&1
      rc=$?; echo "python module rc=$rc"
      [ $rc = 0 ] || { cp "$bdir"/configure-py.log "$bdir"/build-py.log "$out/"; tail -20 "$bdir"/configure-py.log "$bdir"/build-py.log; continue; }
      export PYTHONPATH=$(realpath -m "$bdir")/python:$pysite
      $py -c "import graphblade as gb; print('graphblade module: has_cuda', gb.has_cuda, 'devices', gb.cuda_device_count())"
      timeout 200 $py -m pytest -q -rs -p no:cacheprovider python/tests > "$out/pytest.log" 2>&1; echo "pytest rc=$?"
      tail -4 "$out/pytest.log"
      timeout 300 $py bench/scripts/vs_python_graphblas.py -g kron:20 -g luxembourg_osm -g soc-Slashdot0902 \
        --data-dir "$root/.device-data" --devices cpu,cuda --algos gb-auto,hong-hybrid,hong-cpu-gpu --threads 16 \
        --sources 8 --multi 64 --out "$out/vs_python.jsonl" 2> "$out/vs_python.log"; echo "vs_python rc=$?"
      $py bench/scripts/vs_python_table.py "$out/vs_python.jsonl" | tee "$out/vs_python_table.md" ;;
    --baselines|--baselines24)
      # issue 21: in one run from the same seeded sources, LAGraph v1.0.2's bfs_demo (built here against
      # .offline-deps' SuiteSparse:GraphBLAS), the suitesparse baseline, GAP's bfs, graphblade's CPU rows
      # (gb-auto, hong-hybrid; 16 threads) and GPU rows (gb-auto, turbo-hybrid, xbfs: issue 15's same run). Parents-only rows compare
      # with LAGraph and GAP; a second CPU pass with levels+parents compares hong-hybrid with the baseline.
      if ! built=$(GRAPHBLAS_ROOT=$root/.offline-deps bench/scripts/build-baselines.sh "$root/.baselines" 16); then
        echo "baselines build failed"; continue
      fi
      eval "$built"  # sets lagraph=... gap=...
      if [ "$step" = --baselines ]; then
        graphs=(--graph kron:20 --graph kron:22 --graph luxembourg_osm --graph delaunay_n16 --graph soc-Slashdot0902)
        name=baselines; limit=150
      else
        graphs=(--graph kron:24); name=baselines24; limit=180
      fi
      scratch=$root/.baselines/scratch; mkdir -p "$scratch"
      common=(--data-dir "$root/.device-data" --sources 8 --out "$out/$name.jsonl")
      timeout $limit $bdir/bin/graphblade bench "${graphs[@]}" "${common[@]}" --devices cpu --threads 16 \
        --algos suitesparse,gb-auto --outputs parents --gap "$gap" --lagraph "$lagraph" --scratch "$scratch" \
        > "$out/$name-parents.log" 2>&1; echo "$name parents rc=$?"
      timeout $limit $bdir/bin/graphblade bench "${graphs[@]}" "${common[@]}" --devices cpu --threads 16 \
        --algos suitesparse,gb-auto,hong-hybrid > "$out/$name-levels.log" 2>&1; echo "$name levels+parents rc=$?"
      timeout 100 $bdir/bin/graphblade bench "${graphs[@]}" "${common[@]}" --devices cuda \
        --algos gb-auto,turbo-hybrid,xbfs --outputs parents > "$out/$name-gpu.log" 2>&1; echo "$name gpu rc=$?"
      python3 bench/scripts/baselines_table.py "$out/$name.jsonl" | tee "$out/$name.md" ;;
    --ibfs)
      # issue 14, one call of at most 8 minutes (timeouts sum to 470 s): parents of 256 sources on the GPU checked by
      # Graph500's rules; iBFS vs i sequential BFS runs (gb-auto) and SuiteSparse's n x i frontier (cpu), GroupBy vs
      # random grouping, every level checked against the sequential BFS: kron:22 with 1,024 sources on the GPU, kron:20
      # with 256 on the GPU and on the 16-core host; then betweenness on kron:20 with 64 sources vs SuiteSparse's
      OMP_NUM_THREADS=16 timeout 30 $bdir/bin/graphblade bfs --graph kron:18 --sources random:256:1 --device cuda \
        --output parents --validate --json > "$out/ibfs-parents-cuda.log" 2>&1
      echo "ibfs parents cuda rc=$?"; tail -c 600 "$out/ibfs-parents-cuda.log"
      for run in "kron:22 1024 cuda gb-auto 180" "kron:20 256 cuda gb-auto 40" "kron:20 256 cpu gb-auto 130"; do
        read -r g k dev seq limit <<< "$run"
        OMP_NUM_THREADS=16 timeout "$limit" $bdir/bin/graphblade ibfs-bench --graph "$g" --sources "random:$k:1" \
          --device "$dev" --seq-algo "$seq" --trials 3 --out "$out/ibfs.jsonl" > "$out/ibfs-${g/:/}-$k-$dev.log" 2>&1
        echo "ibfs $run rc=$?"; tail -c 1500 "$out/ibfs-${g/:/}-$k-$dev.log"
      done
      OMP_NUM_THREADS=16 timeout 90 $bdir/bin/graphblade ibfs-bench --bc --graph kron:20 --sources random:64:1 \
        --trials 1 --out "$out/ibfs.jsonl" > "$out/bc-kron20-64.log" 2>&1; echo "bc rc=$?"; tail -c 800 "$out/bc-kron20-64.log" ;;
    --per-level)
      # issue 12: per-level BFS time against frontier size on path, grid and kron at n and 16n (host, 16 threads)
      OMP_NUM_THREADS=16 timeout 400 $bdir/bin/bench_per_level --threads 16 --devices cpu --trials 3 \
        --out "$out/per_level.jsonl" > "$out/per_level.log" 2>&1; echo "per-level rc=$?"; tail -40 "$out/per_level.log" ;;
    --profile)
      # issue 6: where turbo-hybrid's time goes (ncu kernel durations; one source, a high-diameter and a Kronecker graph)
      for g in delaunay_n16 kron:20; do
        timeout 200 ncu --csv --metrics gpu__time_duration.sum "$bdir"/bin/bench_turbo --graphs $g --devices cuda \
          --variants turbo-hybrid --sources 1 --data "$root/.device-data" > "$out/ncu-${g/:/}.csv" 2> "$out/ncu-${g/:/}.log"
        echo "ncu $g rc=$?"
        python3 bench/scripts/ncu_summary.py "$out/ncu-${g/:/}.csv"
      done ;;
    --dist)
      # issue 16: ueno-2d's MPI tests (np 1, 2, 4 CPU ranks; every grid) and the NCCL engine on this one GPU
      # ("dist: np1 NCCL engine [cuda]" must pass, not skip), then Graph500 on CPU ranks: 1 rank x 16 OpenMP threads at
      # scale 22 and 16 ranks x 1 thread (4 x 4 grid) at scale 21
      export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
      ctest --test-dir "$bdir" -L dist --output-on-failure > "$out/dist-ctest.log" 2>&1; echo "dist ctest rc=$?"
      grep -E "Test +#|tests passed" "$out/dist-ctest.log"
      for run in "1 22 16" "16 21 1"; do
        read -r np scale threads <<< "$run"
        OMP_NUM_THREADS=$threads OMP_WAIT_POLICY=passive timeout 240 mpiexec -n "$np" --oversubscribe --bind-to none "$bdir"/bin/graphblade-dist \
          graph500 --scale "$scale" --json "$out/graph500-s$scale-np$np.json" > "$out/graph500-s$scale-np$np.log" 2>&1
        echo "graph500 s$scale np$np rc=$?"
        grep -E "construction_time|median_TEPS|harmonic_mean_TEPS|validation" "$out/graph500-s$scale-np$np.log"
      done ;;
    --dist-gpu)
      # issue 16: ueno-2d on GPU ranks, one rank on this one GPU (NCCL engine, blocks and frontiers on the GPU).
      # 1. the np1 NCCL ctest entry (host-staged engine and GPU ranks against reference + validator) and the
      #    np2 / np4 GPU-rank entries (every grid, ranks sharing the GPU over device-staged MPI): all must pass,
      #    not skip; 2. one validated GPU-rank BFS on kron:16; 3. graph500 --scale 24 --device cuda (64 roots,
      #    every BFS validated; harmonic_mean_TEPS goes into the README). JSON: dist-gpu-bfs-kron16.json,
      #    graph500-s24-cuda.json. About 3-5 minutes (generation, construction and validation run on the host).
      #    Needs tests_dist and graphblade-dist (GB_BUILD_TARGETS="tests_dist graphblade_dist_cli").
      export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
      ctest --test-dir "$bdir" -R "dist: np1 NCCL|dist: np. GPU ranks" --output-on-failure > "$out/dist-gpu-ctest.log" 2>&1
      echo "dist NCCL ctest rc=$?"; grep -E "Test +#|tests passed|test cases|skipped" "$out/dist-gpu-ctest.log"
      OMP_NUM_THREADS=16 OMP_WAIT_POLICY=passive timeout 90 mpiexec -n 1 --bind-to none "$bdir"/bin/graphblade-dist \
        bfs --graph kron:16 --source 5 --device cuda --validate --json > "$out/dist-gpu-bfs-kron16.json" 2>&1
      echo "dist gpu bfs kron:16 rc=$?"; grep -E '"(seconds|reached|validation)"' "$out/dist-gpu-bfs-kron16.json"
      OMP_NUM_THREADS=16 OMP_WAIT_POLICY=passive timeout 420 mpiexec -n 1 --bind-to none "$bdir"/bin/graphblade-dist \
        graph500 --scale 24 --device cuda --json "$out/graph500-s24-cuda.json" > "$out/graph500-s24-cuda.log" 2>&1
      echo "graph500 s24 cuda rc=$?"
      grep -E "generation|construction_time|median_time|median_TEPS|harmonic_mean_TEPS|validation" "$out/graph500-s24-cuda.log"
      grep -m3 "error" "$out/graph500-s24-cuda.log" ;;
    --xbfs)
      # issue 15: XBFS tests (cpu and cuda, real graphs included) and memcheck / racecheck on its small case.
      # Needs tests_cuda and tests_algorithms (GB_BUILD_TARGETS="tests_cuda tests_algorithms graphblade_cli bench_xbfs").
      { timeout 150 "$bdir"/bin/tests_cuda "[xbfs]"; timeout 60 "$bdir"/bin/tests_algorithms "[xbfs]"; } \
        > "$out/xbfs-tests.log" 2>&1
      echo "xbfs tests rc=$?: $(grep -E "test cases|passed|failed" "$out/xbfs-tests.log" | tr '\n' ' ')"
      for tool in memcheck racecheck; do
        timeout 90 compute-sanitizer --tool $tool --error-exitcode 1 "$bdir"/bin/tests_cuda "[xbfs][sanitize]" \
          > "$out/xbfs-$tool.log" 2>&1
        echo "$tool rc=$?: $(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases" "$out/xbfs-$tool.log" | tr '\n' ' ')"
      done ;;
    --xbfs-bench)
      # issue 15: xbfs vs gb-auto vs turbo-hybrid on the GPU (8 seeded sources, levels + parents where computed, every
      # trial validated), the ablation (xbfs with each technique off) and the per-level trace (bench_xbfs)
      xg=(--graph kron:22 --graph kron:24 --graph grid:1000:1000 --graph luxembourg_osm --graph delaunay_n16)
      timeout ${XBFS_BENCH_TIMEOUT:-200} "$bdir"/bin/graphblade bench "${xg[@]}" --data-dir "$root/.device-data" \
        --algos xbfs,gb-auto,turbo-hybrid --devices cuda --sources 8 --out "$out/xbfs.jsonl" > "$bdir/xbfs-bench.log" 2>&1
      echo "xbfs bench rc=$?"; tail -20 "$bdir/xbfs-bench.log"
      timeout 60 "$bdir"/bin/bench_xbfs --graph kron:22 --graph luxembourg_osm --graph delaunay_n16 --sources 8 \
        --data-dir "$root/.device-data" > "$out/xbfs-trace.txt" 2>&1; echo "xbfs trace rc=$?"
      for knob in queue=1 queue=2 balance=0 balance=1 async=0 sorted=0 bottom_up=0; do
        timeout 30 "$bdir"/bin/graphblade bench --graph kron:22 --graph luxembourg_osm --graph delaunay_n16 \
          --data-dir "$root/.device-data" --algos xbfs --devices cuda --sources 8 --knob $knob \
          --out "$out/xbfs-ablation.jsonl" > /dev/null 2>&1; echo "ablation $knob rc=$?"
      done
      python3 bench/scripts/xbfs_summary.py "$out/xbfs.jsonl" "$out/xbfs-ablation.jsonl" | tee "$out/xbfs-summary.md"
      # where one kron:22 traversal's time goes (ncu kernel durations; warm-up + 1 source)
      timeout 90 ncu --csv --metrics gpu__time_duration.sum "$bdir"/bin/bench_xbfs --graph kron:22 --sources 1 \
        > "$bdir/ncu-xbfs.csv" 2>&1; echo "ncu rc=$?"; python3 bench/scripts/ncu_summary.py "$bdir/ncu-xbfs.csv" ;;
    --xbfs-real)
      # issue 15: xbfs against every other graphblade GPU BFS on every real graph (8 seeded sources, validated);
      # XBFS_REAL_OUTPUTS=levels: every row computes levels only (the turbo top-down variants compute no parents)
      timeout ${XBFS_REAL_TIMEOUT:-400} "$bdir"/bin/graphblade bench --graph-list bench/lists/real-all.txt \
        ${XBFS_REAL_OUTPUTS:+--outputs $XBFS_REAL_OUTPUTS} \
        --data-dir "$root/.device-data" --devices cuda --sources 8 --out "$out/xbfs-real.jsonl" \
        --algos xbfs,gb-auto,gb-push,gb-pull,turbo-hybrid,turbo-bu-scalar,turbo-bu-vector,turbo-td-csc-scalar,turbo-td-csc-vector,turbo-td-cooc \
        > "$bdir/xbfs-real.log" 2>&1; echo "xbfs real rc=$?"
      python3 bench/scripts/xbfs_summary.py --wins "$out/xbfs-real.jsonl" | tee "$out/xbfs-real-wins.txt" ;;
    --s31-small)
      # session 31: xbfs's small-graph path beside the others. The generators with every GPU BFS (both outputs, wins
      # of equal outputs), the ablation of the session's small-graph techniques (levels only, xbfs alone: a warm-up
      # run, then two interleaved rounds of each knob set; the first bench of a fresh machine runs 2-3 % slow), and
      # bench_xbfs's per-level trace (direction, queue kind, threads, end time) of eight real graphs
      for o in levels default; do
        timeout ${S31_TIMEOUT:-200} "$bdir"/bin/graphblade bench --graph kron:16 --graph uniform:16 --graph grid:300:300 \
          --graph kron:20 --graph uniform:20 --devices cuda --sources 8 -q $([ $o = levels ] && echo --outputs levels) \
          --algos xbfs,gb-auto,gb-push,gb-pull,turbo-hybrid,turbo-bu-scalar,turbo-bu-vector,turbo-td-csc-scalar,turbo-td-csc-vector,turbo-td-cooc \
          --out "$out/s31-generators-$o.jsonl" > "$bdir/s31-gen.log" 2>&1; echo "generators $o rc=$?"
        python3 bench/scripts/xbfs_summary.py --wins "$out/s31-generators-$o.jsonl"
      done
      xbfs_real_graphs "$bdir"/bin/graphblade "$bdir/s31-warmup.jsonl" "ablation warm-up" --outputs levels
      for round in 1 2; do
        for knobs in "" "small_bottom_up=0" "small_stream=0" "one_block_levels=0" "small_thread_edges=4" \
          "small_bottom_up=0 small_stream=0 one_block_levels=0 small_thread_edges=4"; do
          name=${knobs:-default}; name=${name// /,}
          xbfs_real_graphs "$bdir"/bin/graphblade "$out/s31-ablation-$name-$round.jsonl" "ablation $name round $round" \
            --outputs levels $(for k in $knobs; do echo --knob $k; done)
        done
      done
      timeout 60 "$bdir"/bin/bench_xbfs --graph hep-th --graph ca-GrQc --graph as-22july06 --graph wiki-Vote \
        --graph facebook_combined --graph 3elt --graph delaunay_n15 --graph karate --data-dir "$root/.device-data" \
        --sources 4 --validate 1 > "$out/s31-trace.txt" 2>&1; echo "trace rc=$?" ;;
    --s32-final)
      # session 32: xbfs after the wide levels' counting barrier and the queue's list bounds. Two rounds of every
      # GPU BFS on the 55 real graphs and on the generators, levels only and levels + parents, interleaved (wins
      # over the rounds: each algorithm's faster median, xbfs_summary.py --wins FILE...); xbfs on kron:22 and
      # kron:24 (--warm-each); bench_xbfs's per-level trace of four graphs
      all_gpu=xbfs,gb-auto,gb-push,gb-pull,turbo-hybrid,turbo-bu-scalar,turbo-bu-vector,turbo-td-csc-scalar,turbo-td-csc-vector,turbo-td-cooc
      for round in 1 2; do
        for o in levels default; do
          timeout ${S32_TIMEOUT:-200} "$bdir"/bin/graphblade bench --graph-list bench/lists/real-all.txt --data-dir "$root/.device-data" \
            --devices cuda --sources 8 -q $([ $o = levels ] && echo --outputs levels) --algos $all_gpu \
            --out "$out/s32-real-$o-$round.jsonl" > "$bdir/s32-real.log" 2>&1; echo "real $o round $round rc=$?"
          timeout ${S32_TIMEOUT:-200} "$bdir"/bin/graphblade bench --graph kron:16 --graph uniform:16 --graph grid:300:300 \
            --graph kron:20 --graph uniform:20 --devices cuda --sources 8 -q $([ $o = levels ] && echo --outputs levels) \
            --algos $all_gpu --out "$out/s32-generators-$o-$round.jsonl" > "$bdir/s32-gen.log" 2>&1
          echo "generators $o round $round rc=$?"
        done
      done
      for o in levels default; do
        python3 bench/scripts/xbfs_summary.py --wins "$out"/s32-real-$o-[12].jsonl | tee "$out/s32-real-wins-$o.txt"
        python3 bench/scripts/xbfs_summary.py --wins "$out"/s32-generators-$o-[12].jsonl | tee "$out/s32-generators-wins-$o.txt"
      done
      timeout 120 "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --devices cuda --sources 8 -q --algos xbfs \
        --warm-each --out "$out/s32-kron.jsonl" > "$bdir/s32-kron.log" 2>&1; echo "kron rc=$?"
      timeout 60 "$bdir"/bin/bench_xbfs --graph hep-th --graph wing --graph delaunay_n15 --graph grid:300:300 \
        --data-dir "$root/.device-data" --sources 2 --validate 1 > "$out/s32-trace.txt" 2>&1; echo "trace rc=$?" ;;
    --table21|--table21-ss10)
      # issue 21's done-when in ONE JSON (OUT/table21.jsonl): kron:20, kron:22, luxembourg_osm, delaunay_n16,
      # soc-Slashdot0902 and kron:24 (last: a timeout keeps the rows before it), the same 8 seeded sources per graph.
      # Parents only (comparable with LAGraph and GAP): LAGraph v1.0.2 bfs_demo, the suitesparse baseline (7.4,
      # .offline-deps), GAP, gb-auto on 16 host threads and on the GPU. Levels only: the baseline, hong-hybrid
      # and turbo-hybrid (16 threads and the GPU; turbo computes no parents). Timeouts: 300 s + 200 s, plus
      # the LAGraph/GAP build (seconds once built on this machine): within 9 minutes, with the build warm.
      # --table21-ss10, in a later call while the machine is warm (the wheels do not fit one carry with
      # .offline-deps, .device-data and .baselines): SuiteSparse:GraphBLAS 10.5 (bench/scripts/ssgb10_bfs.py, wheels
      # in .whl10/) on the same graphs and sources, parents only, into OUT/table21-ss10.jsonl.
      table21_graphs=(soc-Slashdot0902 delaunay_n16 luxembourg_osm kron:20 kron:22 kron:24)  # smallest first, kron:24 last
      if [ "$step" = --table21 ]; then
        if ! built=$(GRAPHBLAS_ROOT=$root/.offline-deps bench/scripts/build-baselines.sh "$root/.baselines" 16); then
          echo "table21: baselines build failed"; continue
        fi
        eval "$built"  # sets lagraph=... gap=...
        scratch=$root/.baselines/scratch; mkdir -p "$scratch"
        common=(--data-dir "$root/.device-data" --sources 8 --threads 16 --out "$out/table21.jsonl")
        for g in "${table21_graphs[@]}"; do common+=(--graph "$g"); done
        timeout 300 $bdir/bin/graphblade bench "${common[@]}" --devices cpu,cuda --algos suitesparse,gb-auto \
          --outputs parents --gap "$gap" --lagraph "$lagraph" --scratch "$scratch" > "$out/table21-parents.log" 2>&1
        echo "table21 parents rc=$?"
        if [ "${TABLE21_LEVELS:-1}" != 0 ]; then  # TABLE21_LEVELS=0: the parents rows only (the done-when's)
          timeout 200 $bdir/bin/graphblade bench "${common[@]}" --devices cpu,cuda \
            --algos suitesparse,hong-hybrid,turbo-hybrid --outputs levels > "$out/table21-levels.log" 2>&1
          echo "table21 levels rc=$?"
        fi
        cp "$out/table21.jsonl" "$bdir/table21.jsonl"  # the sources for --table21-ss10
        files=("$out/table21.jsonl")
      else
        [ -f "$bdir/table21.jsonl" ] || { echo "table21-ss10: run --table21 first (same warm machine)"; continue; }
        site=$(realpath -m "$bdir")/ss10-site  # beside python3's own numpy (no venv: numpy is in the image's)
        python3 -m pip install -q --no-index --no-deps --no-compile --upgrade --target "$site" .whl10/*.whl \
          > "$out/pip-ss10.log" 2>&1; echo "ss10 pip rc=$?"
        # the first graph pays GraphBLAS 10's JIT compiling its kernels (kron:20 first ran past 240 s at 6f5a9e2):
        # the smallest graph (first in table21_graphs) gets the long limit, kron:24 (last) a longer one
        limit=300
        for g in "${table21_graphs[@]}"; do
          [ "$g" = kron:24 ] && limit=180
          PYTHONPATH=$site OMP_NUM_THREADS=16 timeout $limit python3 bench/scripts/ssgb10_bfs.py --graph "$g" \
            --graphblade $bdir/bin/graphblade --sources-from "$bdir/table21.jsonl" --threads 16 --outputs parents \
            >> "$out/table21-ss10.jsonl" 2>> "$out/table21-ss10.log"; echo "ss10 $g rc=$?"
          limit=120
        done
        files=("$bdir/table21.jsonl" "$out/table21-ss10.jsonl")
      fi
      python3 bench/scripts/baselines_table.py "${files[@]}" > "$out/table21-rows.md"
      python3 bench/scripts/baselines_table.py --summary "${files[@]}" | tee "$out/table21.md" ;;
    --table21-malloc)
      # issue 21: the allocator's share of the baseline's gap to LAGraph at 16 threads (bench/harness/malloc_policy.hpp):
      # the suitesparse baseline, parents only, under glibc's defaults and under LAGraph's settings, beside bfs_demo,
      # kron:20 and kron:22, into OUT/table21-malloc.jsonl (about a minute; after --table21 built bfs_demo here).
      lagraph=$root/.baselines/lagraph/build-gb/src/benchmark/bfs_demo
      [ -x "$lagraph" ] || { echo "table21-malloc: run --table21 first (it builds bfs_demo)"; continue; }
      mkdir -p "$root/.baselines/scratch"
      for m in default lagraph; do
        GRAPHBLADE_BENCH_MALLOC=$m timeout 100 $bdir/bin/graphblade bench --graph kron:20 --graph kron:22 --devices cpu \
          --threads 16 --sources 8 --trials 2 --algos suitesparse --outputs parents \
          $([ $m = lagraph ] && echo --lagraph "$lagraph" --scratch "$root/.baselines/scratch") \
          --out "$out/table21-malloc.jsonl" > "$out/table21-malloc-$m.log" 2>&1; echo "table21-malloc $m rc=$?"
      done
      python3 - "$out/table21-malloc.jsonl" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line)
    print(f"{r['graph']['name']:>8} {r['algo']:<12} malloc={r['host']['malloc']!s:<50} {r['ms']['median']:8.2f} ms valid={r['valid']}")
PY
      ;;
    --cpugap)
      # issue 12 item 4: the best CPU BFS next to GAP's bfs (16 threads, 8 seeded sources, parents: GAP's output set;
      # hong-hybrid always computes levels too). Needs .baselines (bench/scripts/stage-baselines.sh). One bench call
      # per graph so that a slow graph does not cost the others; done when hong-hybrid <= 1.0x GAP on kron:22/24
      # and <= 1.5x on grid:4900:4900. GAP_BIN=PATH: a GAP bfs built elsewhere (`make -C gapbs bfs`, e.g. on the VM
      # and carried), then .baselines is not needed; CPUGAP_RUNS overrides the "graph limit_s" list, CPUGAP_ALGOS
      # the algorithms, CPUGAP_ARGS more bench options (e.g. --warm-each).
      if [ -n "${GAP_BIN:-}" ]; then
        gap=$GAP_BIN; scratch=/tmp/cpugap-scratch
      elif built=$(GRAPHBLAS_ROOT=$root/.offline-deps bench/scripts/build-baselines.sh "$root/.baselines" 16); then
        eval "$built"  # sets lagraph=... gap=...
        scratch=$root/.baselines/scratch
      else
        echo "baselines build failed"; continue
      fi
      mkdir -p "$scratch"
      IFS=, read -r -a runs <<< "${CPUGAP_RUNS:-kron:22 100,kron:24 200,grid:4900:4900 240}"
      for run in "${runs[@]}"; do
        read -r g limit <<< "$run"
        timeout "$limit" "$bdir"/bin/graphblade bench --graph "$g" --devices cpu --threads 16 --sources 8 \
          --algos "${CPUGAP_ALGOS:-hong-hybrid,gb-auto}" --outputs parents --gap "$gap" --scratch "$scratch" ${CPUGAP_ARGS:-} --out "$out/cpugap.jsonl" \
          > "$out/cpugap-${g//:/_}.log" 2>&1; echo "cpugap $g rc=$?"; grep -E "^(kron|grid)" "$out/cpugap-${g//:/_}.log"
      done ;;
    --gpuloop)
      # issues 12-13 (session 5): asynchronous sparse outputs, if_else, the gb BFS as one recorded device loop; tests,
      # then memcheck / racecheck / synccheck on the small [async] / [loop] cases (GPULOOP_TOOLS picks tools)
      "$bdir"/bin/tests_cuda "[async],[loop],[loop_error],[gb_bfs]" -s -r compact > "$out/gpuloop-tests.log" 2>&1
      echo "gpuloop tests rc=$?: $(tail -2 "$out/gpuloop-tests.log" | tr '\n' ' ')"; grep -E "gb BFS device loop|failed" "$out/gpuloop-tests.log" | head -20
      for tool in ${GPULOOP_TOOLS:-memcheck racecheck synccheck}; do
        timeout 100 compute-sanitizer --tool $tool --error-exitcode 1 "$bdir"/bin/tests_cuda "[async],[loop]~[gb_bfs]" \
          > "$out/sanitizer-gpuloop-$tool.log" 2>&1
        echo "$tool rc=$?: $(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases" "$out/sanitizer-gpuloop-$tool.log" | tr '\n' ' ')"
      done ;;
    --gpuloop-levels)
      # issues 12-13 (session 5): gb-auto / gb-push / gb-pull (device loop) and turbo-hybrid on the GPU, 8 seeded sources,
      # levels + parents, validated; device activity per trial (per_level_activity.py); GPULOOP_GRAPHS overrides the graphs
      for g in ${GPULOOP_GRAPHS:-kron:22 kron:24 luxembourg_osm delaunay_n16 grid:4900:4900}; do
        algos=gb-auto,gb-push,gb-pull,turbo-hybrid; [ "$g" = grid:4900:4900 ] && algos=gb-auto,gb-push,gb-pull
        timeout ${GPULOOP_TIMEOUT:-120} "$bdir"/bin/graphblade bench --graph "$g" --data-dir "$root/.device-data" --algos $algos \
          --devices cuda --sources 8 --trials 1 --out "$out/gpuloop-levels.jsonl" > "$out/gpuloop-levels-${g//:/_}.log" 2>&1
        echo "levels $g rc=$?"
      done
      python3 bench/scripts/per_level_activity.py "$out/gpuloop-levels.jsonl" --markdown ;;
    --sanitize-focus)
      # issues 16, 18 and the gb BFS device loop (issue 19's sanitize-all found it failing): memcheck and racecheck on
      # the device BitMatrix masks (18), on the dist GPU ranks (16: one rank, and two ranks sharing the GPU, each
      # rank under the tool) and, to tell a tool limit from a bug, on the recorded loops: Bellman-Ford and if_else
      # (tests_cuda "[loop]~[gb_bfs]") and gb-push / gb-auto through the CLI on a 60 x 80 grid from vertex 0, with σ
      # (the double-frontier loop that failed under memcheck in sanitize-all), the loop off, recorded once per
      # traversal, and reused (knobs device_loop, loop_cache). One log per run in OUT/focus-*.log.
      export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMP_NUM_THREADS=1 GRAPHBLADE_SANITIZE=1
      focus() {  # focus NAME TIMEOUT COMMAND...: one sanitizer run, its summary line
        local name=$1 limit=$2; shift 2
        timeout "$limit" "$@" > "$out/focus-$name.log" 2>&1; local rc=$?
        echo "focus $name rc=$rc: $(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases|All tests passed|reached" "$out/focus-$name.log" | sort | uniq -c | tr '\n' ' ' | cut -c1-300)"
      }
      cs="compute-sanitizer --error-exitcode 1 --tool"
      for tool in memcheck racecheck; do
        focus bitmask-$tool 120 $cs $tool "$bdir"/bin/tests_cuda "[bit_matrix]"
        focus dist-nccl-$tool 150 mpiexec -n 1 --bind-to none $cs $tool "$bdir"/bin/tests_dist "[nccl]"
        focus dist-np2-$tool 200 mpiexec -n 2 --oversubscribe --bind-to none $cs $tool "$bdir"/bin/tests_dist "[gpu-ranks]"
        focus loop-$tool 120 $cs $tool "$bdir"/bin/tests_cuda "[loop]~[gb_bfs]"
        for knobs in "device_loop=0" "device_loop=1 loop_cache=0" "device_loop=1"; do
          for algo in gb-push gb-auto; do
            k=(); for kv in $knobs; do k+=(--knob "$kv"); done
            focus "cli-$algo-${knobs// /-}-$tool" 60 $cs $tool "$bdir"/bin/graphblade bfs --graph grid:60:80 --source 0 \
              --algo $algo --device cuda --validate --output sigma --out "$bdir/focus-sigma.txt" "${k[@]}"
          done
        done
      done ;;
    --xbfs-loop)
      # issue 15, session 6: the XBFS device loop (one recorded CUDA graph per traversal, one host wait), in one
      # device call after GB_BUILD_TARGETS="tests_cuda graphblade_cli bench_xbfs", most important first (a timeout
      # keeps what ran; 7 files: the device returns 8): tests_cuda "[xbfs]~[data]"; the bench (xbfs = device loop,
      # gb-auto, turbo-hybrid; 8 seeded sources, every trial validated) on kron:22, luxembourg_osm, delaunay_n16;
      # memcheck on "[xbfs][sanitize]"; racecheck on "[xbfs][racecheck]"; xbfs on kron:24; the ablation rows
      # (device_loop=0: the host loop; warp_lists=1; alpha=0.025; thin_levels=0 and 16384); the per-level trace.
      timeout ${XBFS_TEST_TIMEOUT:-70} "$bdir"/bin/tests_cuda "[xbfs]~[data]" > "$out/xbfs-tests.log" 2>&1
      echo "xbfs tests rc=$?: $(grep -E "test cases|passed|failed" "$out/xbfs-tests.log" | tr '\n' ' ')"
      xl=(--graph kron:22 --graph luxembourg_osm --graph delaunay_n16)
      xb=("$bdir"/bin/graphblade bench --data-dir "$root/.device-data" --devices cuda --sources 8)
      timeout 60 "${xb[@]}" "${xl[@]}" --algos xbfs,gb-auto,turbo-hybrid --out "$out/xbfs.jsonl" > "$bdir/xl.log" 2>&1
      echo "xbfs bench rc=$?"; tail -12 "$bdir/xl.log"
      timeout 40 compute-sanitizer --tool memcheck --error-exitcode 1 "$bdir"/bin/tests_cuda "[xbfs][sanitize]" \
        > "$out/xbfs-memcheck.log" 2>&1
      echo "memcheck rc=$?: $(grep -E "ERROR SUMMARY|test cases" "$out/xbfs-memcheck.log" | tr '\n' ' ')"
      timeout ${XBFS_RACECHECK_TIMEOUT:-80} compute-sanitizer --tool racecheck --error-exitcode 1 "$bdir"/bin/tests_cuda \
        "[xbfs][racecheck]" > "$out/xbfs-racecheck.log" 2>&1
      echo "racecheck rc=$?: $(grep -E "RACECHECK SUMMARY|test cases" "$out/xbfs-racecheck.log" | tr '\n' ' ')"
      timeout 50 "${xb[@]}" --graph kron:24 --algos xbfs --out "$out/xbfs.jsonl" > "$bdir/x24.log" 2>&1
      echo "xbfs kron:24 rc=$?"; tail -3 "$bdir/x24.log"
      for ab in "device_loop=0 ${xl[*]}" "warp_lists=1 --graph kron:22" "alpha=0.025 --graph kron:22" "thin_levels=0 --graph luxembourg_osm --graph delaunay_n16" \
        "thin_levels=16384 --graph luxembourg_osm --graph delaunay_n16"; do
        timeout 30 "${xb[@]}" ${ab#* } --algos xbfs --knob ${ab%% *} --out "$out/xbfs-ablation.jsonl" > "$bdir/xa.log" 2>&1
        echo "ablation ${ab%% *} rc=$?"; tail -4 "$bdir/xa.log"
      done
      timeout 20 "$bdir"/bin/bench_xbfs --graph kron:22 --graph delaunay_n16 --sources 8 --data-dir "$root/.device-data" \
        > "$out/xbfs-trace.txt" 2>&1; echo "xbfs trace rc=$?"
      python3 bench/scripts/xbfs_summary.py "$out/xbfs.jsonl" "$out/xbfs-ablation.jsonl" ;;
    --xbfs-racecheck)
      # issue 15, session 6: racecheck died at once on "[xbfs][racecheck]" at 2c44c96 ("malloc(): corrupted top size", no
      # test output, then the 80-s timeout) while memcheck passed the same cases: racecheck first on the small
      # loop cases of ops/loop.hpp (conditional IF inside WHILE, no xbfs: is it the tool on conditional graph
      # nodes?), then on the xbfs case with stdout unbuffered, then synccheck (the thin-level block's barriers).
      timeout 60 compute-sanitizer --tool racecheck --error-exitcode 1 "$bdir"/bin/tests_cuda "[loop][sanitize]" \
        > "$out/racecheck-loop.log" 2>&1
      echo "racecheck [loop] rc=$?: $(grep -E "RACECHECK SUMMARY|test cases|malloc" "$out/racecheck-loop.log" | tr '\n' ' ')"
      timeout ${XBFS_RACECHECK_TIMEOUT:-150} stdbuf -o0 compute-sanitizer --tool racecheck --error-exitcode 1 \
        "$bdir"/bin/tests_cuda "[xbfs][racecheck]" -s -r compact > "$out/xbfs-racecheck.log" 2>&1
      echo "racecheck [xbfs] rc=$?: $(grep -E "RACECHECK SUMMARY|test cases|malloc|passed|failed" "$out/xbfs-racecheck.log" | tail -3 | tr '\n' ' ')"
      timeout 100 compute-sanitizer --tool synccheck --error-exitcode 1 "$bdir"/bin/tests_cuda "[xbfs][racecheck]" \
        > "$out/xbfs-synccheck.log" 2>&1
      echo "synccheck [xbfs] rc=$?: $(grep -E "ERROR SUMMARY|test cases|malloc" "$out/xbfs-synccheck.log" | tr '\n' ' ')" ;;
    --ibfs-loop)
      # issue 14 (session 6): the fused iBFS device loop (algorithms/bfs/ibfs/ibfs.cu); one call of at most 7 minutes
      # with GB_BUILD_TARGETS="tests_cuda graphblade_cli": the [ibfs] CUDA tests, memcheck and racecheck on the small
      # [ibfs][sanitize] cases, then kron:22 with 1,024 sources (GroupBy vs random vs 1,024 gb-auto runs, validated)
      timeout 50 "$bdir"/bin/tests_cuda "[ibfs]" > "$out/ibfs-loop-tests.log" 2>&1
      echo "ibfs tests rc=$?: $(tail -2 "$out/ibfs-loop-tests.log" | tr '\n' ' ')"; grep -B2 -A12 FAILED "$out/ibfs-loop-tests.log" | head -60
      for tool in memcheck racecheck; do
        timeout 50 compute-sanitizer --tool $tool --error-exitcode 1 "$bdir"/bin/tests_cuda "[ibfs][sanitize]" \
          > "$out/sanitizer-ibfs-$tool.log" 2>&1
        echo "$tool rc=$?: $(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases" "$out/sanitizer-ibfs-$tool.log" | tr '\n' ' ')"
      done
      OMP_NUM_THREADS=16 timeout ${IBFS_LOOP_TIMEOUT:-130} $bdir/bin/graphblade ibfs-bench --graph kron:22 \
        --sources random:1024:1 --device cuda --seq-algo gb-auto --trials 2 --out "$out/ibfs-kron22-1024-cuda.jsonl" \
        > "$out/ibfs-kron22-1024-cuda.log" 2>&1
      echo "ibfs kron:22 1024 cuda rc=$?"; tail -c 1500 "$out/ibfs-kron22-1024-cuda.log" ;;
    --probe-tools)
      # issue 19, session 7: tool or code? bench/conditional_graph_probe.cu (CUDA runtime only) with one feature of the
      # recorded BFS loops at a time, under racecheck and memcheck; then the σ grid through the CLI recorded, under
      # memcheck and racecheck; then memcheck on tests_cuda "[gb_bfs][loop]" (the σ loops of sanitize-all). Summary
      # lines only; logs in OUT/probe-*. (At 7df5a7d it also ran the CLI without a wait before recording, a knob
      # removed since: it changed nothing.)
      export GRAPHBLADE_SANITIZE=1
      pl="$out/probe-tools.txt"; : > "$pl"
      for tool in racecheck memcheck; do
        for feat in "" fresh if cub memset shared many again "fresh if cub memset shared many again"; do
          probe "$pl" $tool $feat
        done
      done
      for run in "memcheck gb-push" "memcheck gb-auto" "racecheck gb-push" "racecheck gb-auto"; do
        read -r tool algo <<< "$run"
        timeout 60 compute-sanitizer --error-exitcode 1 --tool $tool "$bdir"/bin/graphblade bfs \
          --graph grid:60:80 --source 0 --algo $algo --device cuda --validate --output sigma --out "$bdir/ps.txt" \
          --knob device_loop=1 > "$bdir/p.log" 2>&1
        echo "cli $tool $algo rc=$?: $(grep -E "SUMMARY|Error:|error:|valid|Program hit" "$bdir/p.log" | sort | uniq -c | tr '\n' ' ' | cut -c1-300)" | tee -a "$pl"
      done
      timeout 120 compute-sanitizer --error-exitcode 1 --tool memcheck "$bdir"/bin/tests_cuda "[gb_bfs][loop]" \
        > "$out/probe-gbloop-memcheck.log" 2>&1
      echo "gb loop memcheck rc=$?: $(grep -E "ERROR SUMMARY|test cases" "$out/probe-gbloop-memcheck.log" | tr '\n' ' ')" | tee -a "$pl" ;;
    --probe-cub)
      # issue 19, session 7: --probe-tools found racecheck killing conditional_graph_probe with a CUB scan in the WHILE
      # body (and with nothing else): which CUB algorithms, and does a plain graph do it too? Then synccheck and
      # initcheck on the probe. Summary lines in OUT/probe-cub.txt.
      pl="$out/probe-cub.txt"; : > "$pl"
      for run in "racecheck cub" "racecheck cubsmall" "racecheck cubreduce" "racecheck cubselect" "racecheck plain cub" \
        "racecheck plain cubselect" "synccheck" "synccheck cub" "synccheck fresh if memset shared many again" \
        "initcheck" "initcheck cub" "initcheck fresh if memset shared many again"; do
        probe "$pl" $run
      done ;;
    --probe-mem)
      # issue 19, session 7: the memcheck failures of sanitize-all at e3bd5d5 (the recorded σ loop: illegal address at
      # its wait, no access reported; xbfs on real graphs: an in-bounds write "out of bounds, inside the nearest
      # allocation"): the probe with the pool's memory reused on the legacy stream, then the two cases as they are and
      # with the loops eager. (At 8c469b2 it also ran them with cudaMalloc / cudaFree instead of the pool and without
      # a wait before recording, knobs removed since: they changed nothing.)
      export GRAPHBLADE_SANITIZE=1
      pl="$out/probe-mem.txt"; : > "$pl"
      for feat in "legacy" "reuse" "legacy reuse" "legacy reuse wait" "legacy reuse if cub memset again"; do
        probe "$pl" memcheck $feat
      done
      for c in "gb BFS on cuda equals the reference (levels*" "xbfs on cuda matches the reference on every real graph"; do
        for env in "GRAPHBLADE_X=1" "GRAPHBLADE_LOOP_MODE=eager"; do
          env $env timeout 45 compute-sanitizer --error-exitcode 1 --tool memcheck "$bdir"/bin/tests_cuda "$c" > "$bdir/p.log" 2>&1
          echo "case memcheck $env [${c:0:40}] rc=$?: $(grep -E "ERROR SUMMARY|test cases|All tests|Invalid|Program hit" "$bdir/p.log" | sort | uniq -c | sort -rn | head -4 | tr '\n' ' ' | cut -c1-300)" | tee -a "$pl"
          [ "$env" = GRAPHBLADE_X=1 ] && cp "$bdir/p.log" "$out/probe-mem-${c:0:3}.log"
        done
      done
      GRAPHBLADE_LOOP_MODE=eager timeout 60 compute-sanitizer --error-exitcode 1 --tool racecheck "$bdir"/bin/tests_cuda \
        "[xbfs][sanitize]~[recorded]" > "$bdir/p.log" 2>&1
      echo "racecheck eager xbfs rc=$?: $(grep -E "RACECHECK SUMMARY|test cases|All tests" "$bdir/p.log" | tr '\n' ' ')" | tee -a "$pl" ;;
    --s7-bench)
      # session 7: after --tests, the GPU numbers of the session in one go: gb-auto, xbfs and turbo-hybrid on kron:22,
      # kron:24, luxembourg_osm and delaunay_n16 (8 seeded sources, levels + parents, validated); then iBFS on kron:22
      # with 1,024 seeded sources (GroupBy vs random grouping vs 1,024 gb-auto runs, one trial, every level checked)
      timeout 150 "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --graph luxembourg_osm --graph delaunay_n16 \
        --data-dir "$root/.device-data" --algos gb-auto,xbfs,turbo-hybrid --devices cuda --sources 8 \
        --out "$out/gpu-bench.jsonl" > "$out/gpu-bench.log" 2>&1; echo "gpu bench rc=$?"; grep -E "^(kron|lux|del)" "$out/gpu-bench.log"
      OMP_NUM_THREADS=16 timeout ${IBFS_TIMEOUT:-150} "$bdir"/bin/graphblade ibfs-bench --graph kron:22 --sources random:1024:1 \
        --device cuda --trials 1 --out "$out/ibfs-kron22-1024.jsonl" > "$out/ibfs-kron22-1024.log" 2>&1
      echo "ibfs kron:22 x 1024 rc=$?"; python3 -c "import json,sys
for l in open(sys.argv[1]):
  d=json.loads(l); print({k:(round(v['median_ms'],1),v['valid'],round(v['aggregate_gteps'],1)) for k,v in d['methods'].items()})" "$out/ibfs-kron22-1024.jsonl" ;;
    --s8-thin|--s8-bench)
      # session 8: xbfs's thin levels (one block of 1,024 threads, one thread per frontier edge, the loop state in
      # shared memory): the knob thin_levels swept on the deep graphs, kron:22 and the grid:4900:4900 of issue 13
      # (xbfs, 8 seeded sources, levels + parents, validated); --s8-bench adds the session's table (gb-auto, xbfs,
      # turbo-hybrid as in --s7-bench). JSON lines in OUT/s8-thin.jsonl, OUT/s8-table.jsonl.
      for t in ${THIN_SWEEP:-2048 8192 32768}; do
        timeout 90 "$bdir"/bin/graphblade bench --graph luxembourg_osm --graph delaunay_n16 --graph kron:22 \
          --data-dir "$root/.device-data" --algos xbfs --devices cuda --sources 8 --knob thin_levels=$t \
          --out "$out/s8-thin.jsonl" -q >> "$out/s8-bench.log" 2>&1; echo "thin_levels=$t rc=$?"
        timeout 90 "$bdir"/bin/graphblade bench --graph grid:4900:4900 --algos xbfs --devices cuda --sources 8 \
          --knob thin_levels=$t --out "$out/s8-thin.jsonl" -q >> "$out/s8-bench.log" 2>&1; echo "grid thin_levels=$t rc=$?"
      done
      if [ "$step" = --s8-bench ]; then
        timeout 150 "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --graph luxembourg_osm --graph delaunay_n16 \
          --data-dir "$root/.device-data" --algos gb-auto,xbfs,turbo-hybrid --devices cuda --sources 8 \
          --out "$out/s8-table.jsonl" -q >> "$out/s8-bench.log" 2>&1; echo "table rc=$?"
      fi
      python3 bench/scripts/bench_summary.py "$out/s8-thin.jsonl" $([ "$step" = --s8-bench ] && echo "$out/s8-table.jsonl") ;;
    --s9-wide)
      # session 9: xbfs's wide levels (the mid-size top-down levels back to back across the grid of one cooperative
      # launch, one grid barrier a level): the xbfs tests in both loop modes, then the knob wide_levels swept on the
      # deep graphs and kron:22 (8 seeded sources, levels + parents, validated). JSON lines in OUT/s9-wide.jsonl.
      timeout 150 "$bdir"/bin/tests_cuda "[xbfs]" > "$out/xbfs-tests.log" 2>&1; echo "xbfs tests rc=$?: $(tail -2 "$out/xbfs-tests.log" | tr '\n' ' ')"
      GRAPHBLADE_LOOP_MODE=eager timeout 100 "$bdir"/bin/tests_cuda "[xbfs]~[recorded]" > "$out/xbfs-tests-eager.log" 2>&1
      echo "xbfs tests eager rc=$?: $(tail -2 "$out/xbfs-tests-eager.log" | tr '\n' ' ')"
      for w in ${WIDE_SWEEP:-0 32768 131072 524288}; do
        timeout 90 "$bdir"/bin/graphblade bench --graph grid:4900:4900 --graph luxembourg_osm --graph delaunay_n16 \
          --graph kron:22 --data-dir "$root/.device-data" --algos xbfs --devices cuda --sources 8 --knob wide_levels=$w \
          --out "$out/s9-wide.jsonl" -q >> "$out/s9-wide.log" 2>&1; echo "wide_levels=$w rc=$?"
      done
      # gb-auto on kron as one recorded device loop (reused across sources) against its default host loop
      for l in -1 1; do
        timeout 90 "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --algos gb-auto --devices cuda \
          --sources 8 --knob device_loop=$l --out "$out/s9-gbloop.jsonl" -q >> "$out/s9-wide.log" 2>&1
        echo "gb-auto device_loop=$l rc=$?"
      done
      python3 bench/scripts/bench_summary.py "$out/s9-wide.jsonl" "$out/s9-gbloop.jsonl" ;;
    --s20-xbfs)
      # session 20 (issues 13 / 15): xbfs after the edge-balanced top-down, the block-aggregated single scan, the
      # batched warp-centric fetch, degree-ordered in-lists and never_reached vertices: the [xbfs] CUDA tests,
      # memcheck on the [xbfs][sanitize] case and racecheck / synccheck on it with loops eager (the tools cannot
      # follow a conditional graph), side by side. --s20-xbfs-bench: the table (8 seeded sources, levels + parents,
      # validated). JSON in OUT/s20-*.jsonl.
      xbfs_tests 200
      for tool in memcheck racecheck synccheck; do
        mode=eager; [ $tool = memcheck ] && mode=graph
        GRAPHBLADE_LOOP_MODE=$mode timeout ${XBFS_SANITIZE_TIMEOUT:-300} compute-sanitizer --tool $tool --error-exitcode 1 \
          "$bdir"/bin/tests_cuda "[xbfs][sanitize]" > "$out/sanitize-xbfs-$tool.log" 2>&1 &
      done
      wait
      for tool in memcheck racecheck synccheck; do
        echo "$tool: $(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases|assertions" "$out/sanitize-xbfs-$tool.log" | tr '\n' ' ')"
      done ;;
    --s20-xbfs-bench)
      # the table of --s20-xbfs (gb-auto and turbo-hybrid beside xbfs; the 24M-vertex grid xbfs only) and xbfs with
      # its new knobs off or the rules changed on kron
      timeout ${XBFS_TABLE_TIMEOUT:-200} "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --graph luxembourg_osm \
        --graph delaunay_n16 --data-dir "$root/.device-data" --algos xbfs,gb-auto,turbo-hybrid \
        --devices cuda --sources 8 --out "$out/s20-table.jsonl" -q > "$out/s20-bench.log" 2>&1; echo "table rc=$?"
      if [ "${XBFS_GRID_TIMEOUT:-120}" != 0 ]; then
        timeout ${XBFS_GRID_TIMEOUT:-120} "$bdir"/bin/graphblade bench --graph grid:4900:4900 --algos xbfs --devices cuda \
          --sources 8 --out "$out/s20-table.jsonl" -q >> "$out/s20-bench.log" 2>&1; echo "grid rc=$?"
      fi
      for knob in ${XBFS_KNOBS:-order_lists=0 alpha=0.05 balance=0}; do
        timeout ${XBFS_KNOB_TIMEOUT:-80} "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --algos xbfs --devices cuda --sources 8 \
          --knob $knob --out "$out/s20-knobs.jsonl" -q >> "$out/s20-bench.log" 2>&1; echo "xbfs $knob rc=$?"
      done
      python3 bench/scripts/bench_summary.py "$out/s20-table.jsonl" "$out/s20-knobs.jsonl" ;;
    --s21-tests)
      # session 21: the [xbfs] CUDA tests, every real graph of .device-data included (the small-graph path and
      # claim_once knob sets added)
      xbfs_tests 300 ;;
    --s21-claim)
      # xbfs on kron with claim_once and alpha = 0.05 beside the defaults (8 seeded sources, validated)
      for knob in claim_once=0 claim_once=1 alpha=0.05 "alpha=0.05 --knob claim_once=1"; do
        timeout 90 "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --algos xbfs --devices cuda --sources 8 \
          --knob $knob --out "$out/s21-claim.jsonl" -q >> "$out/s21-claim.log" 2>&1; echo "xbfs $knob rc=$?"
      done
      python3 bench/scripts/bench_summary.py "$out/s21-claim.jsonl" ;;
    --s21-small)
      # the small-graph path (knob small_graph) against the rules of §4.3 on every real graph and on kron / uniform
      # generators of 2^14-2^20 vertices (8 seeded sources, validated): where it pays sets the knob's default
      for v in 0 1e18; do
        timeout ${XBFS_SMALL_TIMEOUT:-150} "$bdir"/bin/graphblade bench --graph-list bench/lists/real-all.txt \
          --graph kron:14 --graph kron:16 --graph kron:18 --graph kron:20 --graph uniform:16 --graph uniform:18 \
          --graph uniform:20 --data-dir "$root/.device-data" --algos xbfs --devices cuda --sources 8 \
          --knob small_graph=$v --out "$out/s21-small.jsonl" -q >> "$out/s21-small.log" 2>&1; echo "small_graph=$v rc=$?"
      done ;;
    --s21-generators)
      # issue 15: xbfs against every other graphblade GPU BFS on the generators (kron, uniform, grid; 8 seeded
      # sources, levels + parents where computed, every trial validated)
      timeout ${XBFS_GEN_TIMEOUT:-300} "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --graph uniform:22 \
        --graph grid:500:500 --devices cuda --sources 8 --out "$out/s21-generators.jsonl" -q \
        --algos xbfs,gb-auto,gb-push,gb-pull,turbo-hybrid,turbo-bu-scalar,turbo-bu-vector,turbo-td-csc-scalar,turbo-td-csc-vector,turbo-td-cooc \
        > "$out/s21-generators.log" 2>&1; echo "generators rc=$?"
      python3 bench/scripts/xbfs_summary.py --wins "$out/s21-generators.jsonl" | tee "$out/s21-generators-wins.txt" ;;
    --s21-ablation)
      # issue 15: xbfs with each technique off (8 seeded sources, validated) beside its defaults, and the
      # per-level trace (bench_xbfs: the strategy each level took)
      ag=(--graph kron:22 --graph kron:24 --graph luxembourg_osm --graph delaunay_n16 --data-dir "$root/.device-data")
      for knob in small_graph=2097152 queue=1 queue=2 balance=0 balance=1 async=0 sorted=0 bottom_up=0 \
        order_lists=0 small_graph=0 thin_levels=0 wide_levels=0 device_loop=0; do
        timeout ${XBFS_KNOB_TIMEOUT:-60} "$bdir"/bin/graphblade bench "${ag[@]}" --algos xbfs --devices cuda --sources 8 \
          --knob $knob --out "$out/s21-ablation.jsonl" -q >> "$out/s21-ablation.log" 2>&1; echo "xbfs $knob rc=$?"
      done
      timeout 60 "$bdir"/bin/bench_xbfs --graph kron:22 --graph kron:24 --graph luxembourg_osm --graph delaunay_n16 \
        --sources 8 --data-dir "$root/.device-data" > "$out/s21-xbfs-trace.txt" 2>&1; echo "xbfs trace rc=$?"
      python3 bench/scripts/bench_summary.py "$out/s21-ablation.jsonl" ;;
    --s22-tests)
      # session 22: the recorded TurboBFS and hong-cpu-gpu loops, the workspace that keeps outgrown arrays while a
      # recorded loop lives and refuses to grow while one is recorded: every CUDA test but the real-graph ones
      # (every operator uses the workspace), then memcheck (recorded graphs) and racecheck / synccheck (loops
      # eager: the recorded-loop count checks fail there by design, the log says which) one tool at a time on the
      # changed [sanitize] cases
      timeout ${S22_TEST_TIMEOUT:-300} "$bdir"/bin/tests_cuda "${S22_TEST_SPEC:-~[data]}" > "$out/s22-tests.log" 2>&1
      echo "tests ${S22_TEST_SPEC:-~[data]} rc=$?: $(tail -2 "$out/s22-tests.log" | tr '\n' ' ')"; grep -B3 -A10 FAILED "$out/s22-tests.log" | head -60
      cases="[turbo][sanitize],[hong_cpu_gpu][sanitize],[loop][sanitize]"
      for tool in ${S22_SANITIZE_TOOLS:-memcheck racecheck synccheck}; do
        mode=eager; [ $tool = memcheck ] && mode=graph
        GRAPHBLADE_LOOP_MODE=$mode timeout ${S22_SANITIZE_TIMEOUT:-100} compute-sanitizer --tool $tool --error-exitcode 1 \
          "$bdir"/bin/tests_cuda "$cases" > "$out/s22-$tool.log" 2>&1
        echo "$tool rc=$?: $(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases|assertions" "$out/s22-$tool.log" | tr '\n' ' ')"
        grep -A1 "FAILED" "$out/s22-$tool.log" | grep -E "CHECK|REQUIRE" | sort | uniq -c | head -8
      done ;;
    --s22-bench)
      # session 22: TurboBFS Tables I-II on cuda (bench_turbo, 4 sources, every variant, the paper's column), then the
      # deep graphs and kron:22 with every TurboBFS variant, hong-cpu-gpu and gb-auto beside xbfs at the defaults
      # (recorded loops) and with device_loop=0 (host loops), 8 seeded sources, validated; grid:4900:4900 last
      timeout ${S22_TABLES_TIMEOUT:-240} "$bdir"/bin/bench_turbo --graph-list bench/lists/turbo-tables.txt \
        --data "$root/.device-data" --devices cuda --sources 4 --out "$out/s22-turbo-tables.jsonl" \
        --markdown "$out/s22-turbo-tables.md" --paper bench/results/turbo/paper_titanxp.csv \
        --git-sha "$GRAPHBLADE_GIT_SHA" > "$bdir/s22-tables.log" 2>&1
      echo "turbo tables rc=$?"; grep "^|" "$out/s22-turbo-tables.md" | cut -d'|' -f2,6,13,14,17,18 | head -30
      algos=turbo-hybrid,turbo-bu-scalar,turbo-bu-vector,turbo-td-csc-scalar,turbo-td-csc-vector,turbo-td-cooc,hong-cpu-gpu,gb-auto
      for loop in ${S22_LOOP_MODES:-default 0}; do
        k=(--algos xbfs,$algos); [ $loop = 0 ] && k=(--algos $algos --knob device_loop=0)
        timeout ${S22_VARIANTS_TIMEOUT:-150} "$bdir"/bin/graphblade bench --graph luxembourg_osm --graph delaunay_n16 \
          --graph grid:500:500 --graph kron:22 --data-dir "$root/.device-data" --devices cuda --sources 8 -q \
          "${k[@]}" --out "$out/s22-loops.jsonl" > "$bdir/s22-loops-$loop.log" 2>&1
        echo "variants device_loop=$loop rc=$?"
      done
      python3 bench/scripts/bench_summary.py "$out/s22-loops.jsonl"
      timeout ${S22_GRID_TIMEOUT:-100} "$bdir"/bin/graphblade bench --graph grid:4900:4900 --devices cuda --sources 8 -q \
        --algos ${S22_GRID_ALGOS:-xbfs,turbo-hybrid,turbo-bu-scalar} --out "$out/s22-grid.jsonl" > "$bdir/s22-grid.log" 2>&1
      echo "grid rc=$?"; python3 bench/scripts/bench_summary.py "$out/s22-grid.jsonl" ;;
    --s22-hybrid)
      # session 22, after the hybrid's sizing passes: turbo-hybrid on the deep graphs (recorded now), and
      # hong-cpu-gpu with every level on the GPU (gpu_only=1; at the default T4 road graphs never migrate)
      # recorded and as a host loop, 8 seeded sources, validated
      timeout 100 "$bdir"/bin/graphblade bench --graph luxembourg_osm --graph grid:500:500 --graph delaunay_n16 \
        --data-dir "$root/.device-data" --devices cuda --sources 8 -q --algos turbo-hybrid \
        --out "$out/s22-hybrid.jsonl" > "$bdir/s22-hybrid.log" 2>&1; echo "hybrid rc=$?"
      for loop in 1 0; do
        timeout 100 "$bdir"/bin/graphblade bench --graph luxembourg_osm --graph grid:500:500 --graph delaunay_n16 \
          --data-dir "$root/.device-data" --devices cuda --sources 8 -q --algos hong-cpu-gpu --knob gpu_only=1 \
          --knob device_loop=$loop --out "$out/s22-hybrid.jsonl" > "$bdir/s22-hong-$loop.log" 2>&1
        echo "hong gpu_only device_loop=$loop rc=$?"
      done
      python3 bench/scripts/bench_summary.py "$out/s22-hybrid.jsonl" ;;
    --s23-waits)
      # branch s22-gb-waits (written in session 22, NOT run on a GPU): copies within a device enqueued, a
      # bitmap subassign's count kept on the device, gb's recorded traversal read without an extra wait.
      # The async / gb / hong / loop / turbo CUDA tests, memcheck on their [sanitize] cases, then gb-auto and
      # hong-cpu-gpu (gpu_only) waits per traversal on the deep graphs
      timeout 300 "$bdir"/bin/tests_cuda "[async],[gb_bfs]~[data],[hong_cpu_gpu]~[data],[loop],[turbo][cuda],[cuda][assign]" \
        > "$out/s23-tests.log" 2>&1; echo "tests rc=$?: $(tail -2 "$out/s23-tests.log" | tr '\n' ' ')"
      grep -B3 -A10 FAILED "$out/s23-tests.log" | head -40
      GRAPHBLADE_LOOP_MODE=graph timeout 200 compute-sanitizer --tool memcheck --error-exitcode 1 "$bdir"/bin/tests_cuda \
        "[async][sanitize],[gb_bfs][sanitize],[hong_cpu_gpu][sanitize],[loop][sanitize],[turbo][sanitize],[cuda][assign][sanitize]" \
        > "$out/s23-memcheck.log" 2>&1
      echo "memcheck rc=$?: $(grep -E "ERROR SUMMARY|test cases|assertions" "$out/s23-memcheck.log" | tr '\n' ' ')"
      timeout 150 "$bdir"/bin/graphblade bench --graph luxembourg_osm --graph grid:500:500 --graph delaunay_n16 \
        --data-dir "$root/.device-data" --devices cuda --sources 8 -q --algos gb-auto,gb-push,turbo-hybrid \
        --out "$out/s23-waits.jsonl" > "$bdir/s23-waits.log" 2>&1; echo "waits rc=$?"
      timeout 100 "$bdir"/bin/graphblade bench --graph luxembourg_osm --graph delaunay_n16 --data-dir "$root/.device-data" \
        --devices cuda --sources 8 -q --algos hong-cpu-gpu --knob gpu_only=1 --out "$out/s23-waits.jsonl" \
        > "$bdir/s23-hong.log" 2>&1; echo "hong rc=$?"
      python3 bench/scripts/bench_summary.py "$out/s23-waits.jsonl" ;;
    --s23-push)
      # session 23: the device-count push in warp-sized chunks (spmspv_push_warp_scan, hubs above 256 to the heavy
      # kernel), w<s(m), replace> = T into a sparse w from m's list and reduce of a sparse vector over its device
      # count (both O(nvals)), gb's recorded m_f on a sparse vector. Every CUDA test but the real graphs; memcheck,
      # racecheck and synccheck (loops eager) on the async / loop / gb / hong [sanitize] cases; then gb-auto on kron
      # host loop against recorded (--warm-each), and the recorded default on the sparse graphs
      timeout ${S23_TESTS_TIMEOUT:-240} "$bdir"/bin/tests_cuda "~[data]" > "$out/s23-push-tests.log" 2>&1
      echo "tests rc=$?: $(tail -2 "$out/s23-push-tests.log" | tr '\n' ' ')"; grep -B3 -A12 FAILED "$out/s23-push-tests.log" | head -40
      sanitize_tests s23-push "[async][sanitize],[loop][sanitize],[gb_bfs][sanitize],[hong_cpu_gpu][sanitize]" \
        ${S23_SANITIZE_TIMEOUT:-120} ${S23_TOOLS:-memcheck racecheck synccheck}
      gb_auto_kron_modes "$out/s23-push-kron.jsonl" ${S23_KRON_TIMEOUT:-120}
      timeout 120 "$bdir"/bin/graphblade bench --graph luxembourg_osm --graph grid:500:500 --graph delaunay_n16 \
        --data-dir "$root/.device-data" --devices cuda --sources 8 -q --algos gb-auto,gb-push,gb-pull \
        --out "$out/s23-push-sparse.jsonl" > "$bdir/s23-push-sparse.log" 2>&1; echo "sparse graphs rc=$?"
      python3 bench/scripts/bench_summary.py "$out/s23-push-kron.jsonl" "$out/s23-push-sparse.jsonl" ;;
    --s24-fused)
      # session 24: a product's write-backs (v<s(w)> = x, π<s(w)> = w; ops/write_back.hpp) done by the kernel that
      # stores a sparse w, and gb / hong-cpu-gpu levels written back that way. Every CUDA test but the real graphs;
      # memcheck and racecheck on the [write_back] cases and the gb / loop [sanitize] cases (racecheck with loops
      # eager); gb-auto on kron, host loop and recorded (--warm-each), then xbfs on the same machine; the sparse
      # graphs; then the real-graph gb BFS and hong-cpu-gpu tests
      timeout ${S24_TESTS_TIMEOUT:-240} "$bdir"/bin/tests_cuda "~[data]" > "$out/s24-tests.log" 2>&1
      echo "tests rc=$?: $(tail -2 "$out/s24-tests.log" | tr '\n' ' ')"; grep -B3 -A12 FAILED "$out/s24-tests.log" | head -40
      sanitize_tests s24 "[write_back],[device_count],[gb_bfs][sanitize],[loop][sanitize],[hong_cpu_gpu][sanitize]" \
        ${S24_SANITIZE_TIMEOUT:-100} ${S24_TOOLS:-memcheck racecheck}
      gb_auto_kron_modes "$out/s24-kron.jsonl" ${S24_KRON_TIMEOUT:-100}
      timeout ${S24_KRON_TIMEOUT:-100} "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --devices cuda \
        --sources 8 -q --algos xbfs --warm-each --out "$out/s24-kron.jsonl" > "$bdir/s24-kron-xbfs.log" 2>&1
      echo "kron xbfs rc=$?"
      timeout 100 "$bdir"/bin/graphblade bench --graph luxembourg_osm --graph grid:500:500 --graph delaunay_n16 \
        --data-dir "$root/.device-data" --devices cuda --sources 8 -q --algos gb-auto,gb-push,gb-pull \
        --out "$out/s24-sparse.jsonl" > "$bdir/s24-sparse.log" 2>&1; echo "sparse graphs rc=$?"
      python3 bench/scripts/bench_summary.py "$out/s24-kron.jsonl" "$out/s24-sparse.jsonl"
      for t in "gb BFS on cuda equals the reference on every real graph" \
               "hong-cpu-gpu equals the reference on every real graph"; do
        timeout ${S24_DATA_TIMEOUT:-100} "$bdir"/bin/tests_cuda "$t" > "$bdir/s24-data.log" 2>&1
        echo "$t rc=$?: $(tail -2 "$bdir/s24-data.log" | tr '\n' ' ')"
      done ;;
    --s24-final)
      # session 24: the device-count push's last-block scan (spmspv_push_range_offsets): every CUDA test but the real
      # graphs; memcheck on the [device_count] and [write_back] cases, racecheck and synccheck on [device_count];
      # gb-auto on kron (host loop and recorded) and the sparse graphs (gb-auto, gb-push); the real-graph gb BFS test
      tests_and_push_sanitizers s24-final ${S24_TESTS_TIMEOUT:-150}
      gb_auto_kron_modes "$out/s24-final-kron.jsonl" 80
      timeout 80 "$bdir"/bin/graphblade bench --graph luxembourg_osm --graph grid:500:500 --graph delaunay_n16 \
        --data-dir "$root/.device-data" --devices cuda --sources 8 -q --algos gb-auto,gb-push \
        --out "$out/s24-final-sparse.jsonl" > "$bdir/s.log" 2>&1; echo "sparse graphs rc=$?"
      python3 bench/scripts/bench_summary.py "$out/s24-final-kron.jsonl" "$out/s24-final-sparse.jsonl"
      t="gb BFS on cuda equals the reference on every real graph"
      timeout 60 "$bdir"/bin/tests_cuda "$t" > "$bdir/d.log" 2>&1; echo "$t rc=$?: $(tail -2 "$bdir/d.log" | tr '\n' ' ')" ;;
    --s25-xbfs)
      # session 25: xbfs's listed bottom-up queues (knob list_unvisited) and staying bottom-up while the vertices left
      # cost less than a top-down level (knob stay_bottom_up): the [xbfs] CUDA tests (real graphs included), kron:22 /
      # kron:24 (8 seeded sources, --warm-each, validated) with the defaults and each rule off, both off (the session-24
      # behaviour), and bench_xbfs's traces of two sources each
      xbfs_tests ${S25_TEST_TIMEOUT:-200}
      for knobs in "" "--knob list_unvisited=0" "--knob stay_bottom_up=0" "--knob list_unvisited=0 --knob stay_bottom_up=0"; do
        timeout 90 "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --algos xbfs --devices cuda --sources 8 \
          --warm-each $knobs --out "$out/s25-xbfs-kron.jsonl" -q > "$bdir/b.log" 2>&1; echo "xbfs kron [$knobs] rc=$?"
      done
      python3 bench/scripts/bench_summary.py "$out/s25-xbfs-kron.jsonl"
      for run in "kron:22 2649960 3230473" "kron:24 15813385 6967705"; do
        read -r g s1 s2 <<< "$run"
        timeout 60 "$bdir"/bin/bench_xbfs --graph $g --source $s1 --source $s2 --validate 1 > "$out/s25-trace-${g/:/}.txt" 2>&1
        echo "trace $g rc=$?"; grep -v '^{' "$out/s25-trace-${g/:/}.txt" | head -14; grep -o '"ms":[0-9.]*' "$out/s25-trace-${g/:/}.txt"
      done ;;
    --s25-sanitize)
      # session 25: compute-sanitizer on the xbfs device-loop case (every kernel of both loops, the listed queues and
      # carried lists included), one tool at a time: memcheck (recorded graphs), or the tools in S25_TOOLS
      sanitize_tests s25-xbfs "[xbfs][racecheck]" ${S25_SANITIZE_TIMEOUT:-150} ${S25_TOOLS:-memcheck} ;;
    --s25-final)
      # session 25, the last call: every CUDA test but the real graphs; the s24 sanitizer runs (memcheck on the
      # [device_count] and [write_back] cases, racecheck / synccheck on [device_count]); memcheck, racecheck and synccheck
      # on the xbfs device-loop case; the real-graph gb BFS test; xbfs on kron with the defaults and stay_bottom_up 0.25 /
      # 4; then (if time is left) the ncu listing of xbfs's kron:22 kernels
      tests_and_push_sanitizers s25-final ${S25_TESTS_TIMEOUT:-150}
      sanitize_tests s25-xbfs "[xbfs][racecheck]" 120 memcheck racecheck synccheck
      t="gb BFS on cuda equals the reference on every real graph"
      timeout 60 "$bdir"/bin/tests_cuda "$t" > "$bdir/d.log" 2>&1; echo "$t rc=$?: $(tail -2 "$bdir/d.log" | tr '\n' ' ')"
      for knobs in "" "--knob stay_bottom_up=0.25" "--knob stay_bottom_up=4"; do
        timeout 60 "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --algos xbfs --devices cuda --sources 8 \
          --warm-each $knobs --out "$out/s25-final-kron.jsonl" -q > "$bdir/b.log" 2>&1; echo "xbfs kron [$knobs] rc=$?"
      done
      python3 bench/scripts/bench_summary.py "$out/s25-final-kron.jsonl"
      GRAPHBLADE_LOOP_MODE=eager timeout ${S25_NCU_TIMEOUT:-60} ncu --csv --cache-control none \
        --kernel-name regex:"loop_|count_matching|Scan|bottom_up|top_down" --metrics gpu__time_duration.sum,dram__bytes.sum \
        "$bdir"/bin/bench_xbfs --graph kron:22 --source 2649960 --source 3230473 > "$bdir/ncu-xbfs.csv" 2>&1
      echo "ncu kron:22 rc=$?"
      python3 bench/scripts/ncu_summary.py --list "$bdir/ncu-xbfs.csv" > "$out/s25-final-ncu-xbfs-kron22.txt"
      tail -13 "$out/s25-final-ncu-xbfs-kron22.txt" ;;
    --s25-others)
      # session 25: the new xbfs rules on the other generated graphs big enough for the rules of §4.3 (above
      # small_graph): uniform:22, rmat:22, kron:20, grid:1000:1000, defaults against stay_bottom_up=0 and
      # list_unvisited=0 (8 seeded sources, --warm-each, validated)
      for knobs in "" "--knob stay_bottom_up=0" "--knob list_unvisited=0"; do
        timeout 100 "$bdir"/bin/graphblade bench --graph uniform:22 --graph rmat:22 --graph kron:20 --graph grid:1000:1000 \
          --algos xbfs --devices cuda --sources 8 --warm-each $knobs --out "$out/s25-others.jsonl" -q > "$bdir/o.log" 2>&1
        echo "xbfs others [$knobs] rc=$?"; tail -3 "$bdir/o.log"
      done
      python3 bench/scripts/bench_summary.py "$out/s25-others.jsonl" ;;
    --s26-store)
      # session 26: the pull's bitset compacted straight into the frontier (store_bits), the any-push's values beside
      # its list, the pattern-only lookup: every CUDA test but the real graphs, the [xbfs] cases, the real-graph gb
      # BFS test, memcheck on the product and write-back cases, then gb-auto on kron before (GB_OLD_CLI, the build of
      # the previous commit) and after in the same call, and the ncu listing (time, DRAM bytes) of one gb-auto kron:22
      # traversal's kernels
      tests_and_push_sanitizers s26-store ${S26_TESTS_TIMEOUT:-150}
      xbfs_tests 120
      t="gb BFS on cuda equals the reference on every real graph"
      timeout 60 "$bdir"/bin/tests_cuda "$t" > "$bdir/d.log" 2>&1; echo "$t rc=$?: $(tail -2 "$bdir/d.log" | tr '\n' ' ')"
      gb_auto_ab s26-store 0 ${GB_OLD_CLI:-} "$bdir/bin/graphblade"
      gb_auto_ncu "$out/s26-ncu-gb-auto-kron22.txt" ;;
    --s26-ab)
      # session 26: gb-auto before and after in one call: the CLIs GB_AB_CLIS names (space-separated paths, the last
      # one is this build's) on kron (host loop and recorded, 8 seeded sources, --warm-each) and the sparse graphs
      # (gb-auto and gb-push); then the ncu listing (time, DRAM bytes) of one gb-auto kron:22 traversal of this build
      gb_auto_ab s26-ab 1 ${GB_AB_CLIS:-"$bdir/bin/graphblade"}
      gb_auto_ncu "$out/s26-ncu-gb-auto-kron22.txt" ;;
    --s26-final)
      # session 26, the last call: every CUDA test but the real graphs and the push / write-back sanitizer runs
      # (tests_and_push_sanitizers); the real-graph gb BFS and hong-cpu-gpu tests; memcheck on the recorded loop cases
      # ([loop][sanitize], the if_else on a struct field with them); run with --s26-ab after it
      tests_and_push_sanitizers s26-final ${S26_TESTS_TIMEOUT:-150}
      timeout 90 "$bdir"/bin/tests_cuda "[gb_bfs][data],[hong_cpu_gpu][data]" > "$out/s26-final-real.log" 2>&1
      echo "real-graph gb / hong-cpu-gpu rc=$?: $(tail -2 "$out/s26-final-real.log" | tr '\n' ' ')"
      sanitize_tests s26-final-loop "[loop][sanitize]" 90 memcheck ;;
    --s27-turbo)
      # session 27 (issue 13): the TurboBFS one-format variants' persistent level loop. The [turbo] CUDA tests (real graphs
      # included); memcheck on [turbo][sanitize]; racecheck and synccheck on the cooperative-launch case; the TurboBFS
      # tables on cuda (4 sources) for S27_GRAPHS, by default and (S27_AB=1, the default) with persistent=0 for S27_AB_VARIANTS (default: the
      # five one-format variants)
      timeout ${S27_TESTS_TIMEOUT:-200} "$bdir"/bin/tests_cuda "[turbo]" > "$out/s27-turbo-tests.log" 2>&1
      echo "[turbo] rc=$?: $(tail -2 "$out/s27-turbo-tests.log" | tr '\n' ' ')"
      sanitize_tests s27-turbo-sanitize "[turbo][sanitize]" 150 memcheck
      sanitize_tests s27-turbo-coop "the TurboBFS one-format variants on cuda run a traversal as one cooperative launch and one host wait" \
        90 racecheck synccheck
      g=${S27_GRAPHS:-email-Enron,cit-HepPh,astro-ph,delaunay_n15,delaunay_n16,luxembourg_osm,mycielskian12,mycielskian13,mycielski:14,mycielski:15,mycielski:16,mycielski:17,kron:16,kron:17,kron:18,kron:19}
      tb=("$bdir"/bin/bench_turbo --graphs "$g" --data "$root/.device-data" --devices cuda --sources 4
        --paper bench/results/turbo/paper_titanxp.csv --git-sha "$GRAPHBLADE_GIT_SHA")
      timeout ${S27_BENCH_TIMEOUT:-200} "${tb[@]}" --out "$out/s27-turbo.jsonl" --markdown "$out/s27-turbo.md" \
        > "$bdir/t.log" 2>&1; echo "turbo tables rc=$?"; cat "$out/s27-turbo.md"
      if [ "${S27_AB:-1}" = 1 ]; then
        timeout ${S27_AB_TIMEOUT:-150} "${tb[@]}" \
          --variants ${S27_AB_VARIANTS:-turbo-td-cooc,turbo-td-csc-scalar,turbo-td-csc-vector,turbo-bu-scalar,turbo-bu-vector} \
          --knob persistent=0 --out "$out/s27-turbo-operator-loop.jsonl" > "$bdir/t0.log" 2>&1
        echo "operator loop rc=$?"; grep -o '"graph":"[^"]*"\|"algo":"[^"]*"\|"mteps":[0-9.]*' "$out/s27-turbo-operator-loop.jsonl" |
          paste -sd' ' | sed 's/"graph"/\n"graph"/g'
      fi ;;
    --s27-xbfs)
      # session 27: the [xbfs] CUDA tests with every real graph and memcheck on [xbfs][sanitize] (the walked-entries
      # helper and the single scan's unrolled lists), then xbfs on kron:22 / kron:24 (8 seeded sources, --warm-each)
      # for each CLI of GB_AB_CLIS, twice, the second round on kron:22 in the reverse order
      timeout ${S27_XBFS_TIMEOUT:-200} "$bdir"/bin/tests_cuda "[xbfs]" > "$out/s27-xbfs-tests.log" 2>&1
      echo "[xbfs] rc=$?: $(tail -2 "$out/s27-xbfs-tests.log" | tr '\n' ' ')"
      sanitize_tests s27-xbfs-sanitize "[xbfs][sanitize]" ${S27_XBFS_MEMCHECK_TIMEOUT:-150} memcheck
      clis=(${GB_AB_CLIS:-"$bdir"/bin/graphblade})
      for cli in "${clis[@]}"; do
        timeout 60 "$cli" bench --graph kron:22 --graph kron:24 --devices cuda --sources 8 -q --algos xbfs --warm-each \
          --out "$out/s27-xbfs-kron-$(basename "$cli").jsonl" > "$bdir/k.log" 2>&1; echo "$(basename "$cli") rc=$?"
      done
      for ((i = ${#clis[@]} - 1; i >= 0; i--)); do
        timeout 40 "${clis[$i]}" bench --graph kron:22 --devices cuda --sources 8 -q --algos xbfs --warm-each \
          --out "$out/s27-xbfs-kron-$(basename "${clis[$i]}")-again.jsonl" > "$bdir/k.log" 2>&1
        echo "$(basename "${clis[$i]}") again rc=$?"
      done
      for cli in "${clis[@]}"; do
        echo "$(basename "$cli"):"
        python3 bench/scripts/bench_summary.py "$out/s27-xbfs-kron-$(basename "$cli")"{,-again}.jsonl
      done ;;
    --s27-turbo-profile)
      # session 27: the persistent level loop's kernel time (ncu, warm caches, one source after the warm-up) against
      # the bench's time per BFS, for S27_PROFILE="graph:variant ..." (default: the tables' closest calls)
      for run in ${S27_PROFILE:-kron:16:turbo-td-cooc cit-HepPh:turbo-td-cooc luxembourg_osm:turbo-bu-scalar}; do
        g=${run%:*}; v=${run##*:}
        timeout 100 ncu --csv --cache-control none --kernel-name regex:level_loop \
          --metrics gpu__time_duration.sum,sm__warps_active.avg.pct_of_peak_sustained_active,lts__t_sector_hit_rate.pct \
          "$bdir"/bin/bench_turbo --graphs $g --variants $v --devices cuda --sources 2 --data "$root/.device-data" \
          --out "$bdir/p.jsonl" > "$out/ncu-${g/:/}-$v.csv" 2> "$bdir/ncu.log"
        echo "ncu $g $v rc=$?"; grep -E 'level_loop' "$out/ncu-${g/:/}-$v.csv" | awk -F'","' '{print $13, $14, $15}' | tail -6
        grep -o '"ms":\[[^]]*\]' "$bdir/p.jsonl" | head -2
      done ;;
    --s28-profile)
      # session 28: where a recorded kron traversal's time goes, warm: the baseline (8 seeded sources, --warm-each) of
      # S28_ALGOS (default xbfs gb-auto) on kron:22 / kron:24, then each one's kron:22 kernels under ncu as graph nodes
      # (not eager; caches not flushed, one metric: no replay), one warm-up + one source, listed in launch order
      for a in ${S28_ALGOS:-xbfs gb-auto}; do
        timeout 60 "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --devices cuda --sources 8 -q --algos $a \
          --warm-each --out "$out/s28-base-$a.jsonl" > "$bdir/k.log" 2>&1; echo "$a kron rc=$?"
        python3 bench/scripts/bench_summary.py "$out/s28-base-$a.jsonl"
        timeout ${S28_NCU_TIMEOUT:-90} ncu --csv --cache-control none --graph-profiling node --metrics gpu__time_duration.sum \
          "$bdir"/bin/graphblade bench --graph kron:22 --algos $a --devices cuda --sources 1 --warmup 1 -q \
          > "$bdir/ncu-$a.csv" 2>&1; echo "ncu $a rc=$?"
        python3 bench/scripts/ncu_summary.py --list "$bdir/ncu-$a.csv" > "$out/s28-ncu-$a-kron22.txt"
        tail -13 "$out/s28-ncu-$a-kron22.txt"
      done ;;
    --s28-pull-ncu)
      # session 28: the kron:22 level-3 pull of gb-auto (spmv_pull_thread_defer) beside xbfs's bottom-up pass
      # (loop_bottom_up, run eagerly), under ncu's speed-of-light, occupancy, launch, warp-state and memory sections
      for run in "gb-auto spmv_pull_thread_defer" "xbfs loop_bottom_up"; do
        read -r a k <<< "$run"
        GRAPHBLADE_LOOP_MODE=eager timeout ${S28_NCU_TIMEOUT:-120} ncu --cache-control none --kernel-name regex:$k \
          --launch-count 1 --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
          --section MemoryWorkloadAnalysis "$bdir"/bin/graphblade bench --graph kron:22 --algos $a --devices cuda \
          --sources 1 --warmup 1 -q > "$out/s28-pull-ncu-$a.txt" 2>&1; echo "ncu $a rc=$?"
        grep -E "Duration|Memory Throughput|DRAM Throughput|Achieved Occupancy|Theoretical Occupancy|Registers Per|Grid Size|Block Size|L2 Hit|L1/TEX Hit|Stall|Warp Cycles Per Issued|Block Limit" "$out/s28-pull-ncu-$a.txt" | head -30
      done ;;
    --s28-ab)
      # session 28: xbfs and gb-auto on kron:22 / kron:24 (8 seeded sources, --warm-each, validated) for each CLI of
      # GB_AB_CLIS, then again in the reverse order, and gb-auto on two sparse real graphs; one summary per CLI
      clis=(${GB_AB_CLIS:-"$bdir"/bin/graphblade})
      for round in 1 2; do
        order=("${clis[@]}"); [ $round = 2 ] && order=($(printf '%s\n' "${clis[@]}" | tac))
        for cli in "${order[@]}"; do
          timeout ${S28_AB_TIMEOUT:-60} "$cli" bench --graph kron:22 --graph kron:24 --devices cuda --sources 8 -q \
            --algos xbfs,gb-auto --warm-each --out "$out/s28-ab-$(basename "$cli").jsonl" > "$bdir/k.log" 2>&1
          echo "$(basename "$cli") round $round rc=$?"
        done
      done
      for cli in "${clis[@]}"; do
        timeout 60 "$cli" bench --graph luxembourg_osm --graph delaunay_n16 --data-dir "$root/.device-data" \
          --devices cuda --sources 8 -q --algos gb-auto,gb-pull --out "$out/s28-ab-$(basename "$cli").jsonl" \
          > "$bdir/s.log" 2>&1; echo "$(basename "$cli") sparse rc=$?"
        python3 bench/scripts/bench_summary.py "$out/s28-ab-$(basename "$cli").jsonl"
      done ;;
    --s28-tests)
      # session 28: the CUDA tests S28_TESTS (default: every one but the real graphs, then [xbfs], [turbo] and [gb_bfs]
      # with them), memcheck on the pull's mapping case; one summary line each
      timeout ${S28_TESTS_TIMEOUT:-200} "$bdir"/bin/tests_cuda "${S28_TESTS:-~[data]}" > "$out/s28-tests.log" 2>&1
      echo "tests rc=$?: $(tail -2 "$out/s28-tests.log" | tr '\n' ' ')"; grep -B3 -A12 FAILED "$out/s28-tests.log" | head -40
      for spec in "[xbfs][data]" "[turbo][data]" "[gb_bfs][data]"; do
        timeout 120 "$bdir"/bin/tests_cuda "$spec" > "$bdir/t.log" 2>&1
        echo "$spec rc=$?: $(tail -2 "$bdir/t.log" | tr '\n' ' ')"; grep -B3 -A12 FAILED "$bdir/t.log" | head -20
      done
      sanitize_tests s28-mxv "cuda pull and push give the reference result under every work mapping (thread, warp, load-balanced)" \
        ${S28_SANITIZE_TIMEOUT:-150} memcheck racecheck ;;
    --s28-knobs)
      # session 28: xbfs on kron:22 / kron:24 (8 seeded sources, --warm-each, validated) with each knob set of
      # S28_KNOBS ("name=value,name=value ..."; "-" the defaults) into one JSONL (each row records its knobs)
      for set in ${S28_KNOBS:--}; do
        args=(); [ "$set" = - ] || for kv in ${set//,/ }; do args+=(--knob "$kv"); done
        timeout ${S28_KNOB_TIMEOUT:-45} "$bdir"/bin/graphblade bench --graph ${S28_KNOB_GRAPHS:-kron:22 --graph kron:24} \
          --devices cuda --sources 8 -q --algos xbfs --warm-each "${args[@]}" --out "$out/s28-knobs.jsonl" \
          > "$bdir/k.log" 2>&1; echo "[$set] rc=$?: $(grep -o '"graph":{"spec":"[^"]*"\|"median":[0-9.]*' \
          <(tail -2 "$out/s28-knobs.jsonl") | tr '\n' ' ')"
      done ;;
    --s28-persistent)
      # session 28: xbfs's persistent level loop (knob persistent): kron:22 / kron:24 (8 seeded sources,
      # --warm-each, validated) with persistent=1 and =0 in the same call, twice; the [xbfs] CUDA tests (real
      # graphs included); memcheck, racecheck and synccheck on the [xbfs][racecheck] case; two sparse real graphs
      for round in 1 2; do
        for p in 1 0; do
          timeout ${S28_AB_TIMEOUT:-60} "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --devices cuda \
            --sources 8 -q --algos xbfs --warm-each --knob persistent=$p --out "$out/s28-persistent-kron.jsonl" \
            > "$bdir/k.log" 2>&1; echo "kron persistent=$p round $round rc=$?: $(grep -o '"graph":{"spec":"[^"]*"\|"median":[0-9.]*\|"valid":[a-z]*' <(tail -2 "$out/s28-persistent-kron.jsonl") | tr '\n' ' ')"
        done
      done
      timeout ${S28_XBFS_TIMEOUT:-200} "$bdir"/bin/tests_cuda "[xbfs]" > "$out/s28-xbfs-tests.log" 2>&1
      echo "[xbfs] rc=$?: $(tail -2 "$out/s28-xbfs-tests.log" | tr '\n' ' ')"; grep -B3 -A15 FAILED "$out/s28-xbfs-tests.log" | head -50
      sanitize_tests s28-xbfs "[xbfs][racecheck]" ${S28_SANITIZE_TIMEOUT:-100} memcheck racecheck synccheck
      for p in 1 0; do
        timeout 60 "$bdir"/bin/graphblade bench --graph luxembourg_osm --graph delaunay_n16 --graph cit-HepPh \
          --data-dir "$root/.device-data" --devices cuda --sources 8 -q --algos xbfs --knob persistent=$p \
          --out "$out/s28-persistent-sparse.jsonl" > "$bdir/s.log" 2>&1; echo "sparse persistent=$p rc=$?"
      done
      python3 bench/scripts/bench_summary.py "$out/s28-persistent-kron.jsonl" "$out/s28-persistent-sparse.jsonl" ;;
    --s28-final)
      # session 28, persistent level loop by default: xbfs with persistent=1 and =0 on the other generated graphs
      # above small_graph (kron:20, uniform:22, grid:1000:1000; 8 seeded sources, --warm-each); xbfs by default on
      # kron:22 / kron:24 with --warm-each and without (the host validates between trials); the [xbfs] CUDA tests
      for p in 1 0; do
        timeout 80 "$bdir"/bin/graphblade bench --graph kron:20 --graph uniform:22 --graph grid:1000:1000 \
          --devices cuda --sources 8 -q --algos xbfs --warm-each --knob persistent=$p \
          --out "$out/s28-final-others.jsonl" > "$bdir/o.log" 2>&1; echo "others persistent=$p rc=$?"
      done
      for warm in --warm-each ""; do
        timeout 60 "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --devices cuda --sources 8 -q \
          --algos xbfs $warm --out "$out/s28-final-kron.jsonl" > "$bdir/k.log" 2>&1; echo "kron [$warm] rc=$?"
      done
      python3 bench/scripts/bench_summary.py "$out/s28-final-others.jsonl" "$out/s28-final-kron.jsonl"
      timeout ${S28_XBFS_TIMEOUT:-150} "$bdir"/bin/tests_cuda "[xbfs]" > "$out/s28-final-xbfs-tests.log" 2>&1
      echo "[xbfs] rc=$?: $(tail -2 "$out/s28-final-xbfs-tests.log" | tr '\n' ' ')"
      grep -B3 -A15 FAILED "$out/s28-final-xbfs-tests.log" | head -50 ;;
    --s28-rule)
      # session 28: xbfs by default (persistent = -1: the persistent loop at >= 8 entries a vertex) on kron:20 and
      # grid:1000:1000 (8 seeded sources, --warm-each), then the [xbfs] CUDA tests
      timeout 60 "$bdir"/bin/graphblade bench --graph kron:20 --graph grid:1000:1000 --devices cuda --sources 8 -q \
        --algos xbfs --warm-each --out "$out/s28-rule.jsonl" > "$bdir/r.log" 2>&1; echo "rule rc=$?"
      python3 bench/scripts/bench_summary.py "$out/s28-rule.jsonl"
      timeout ${S28_XBFS_TIMEOUT:-150} "$bdir"/bin/tests_cuda "[xbfs]" > "$out/s28-rule-xbfs-tests.log" 2>&1
      echo "[xbfs] rc=$?: $(tail -2 "$out/s28-rule-xbfs-tests.log" | tr '\n' ' ')"
      grep -B3 -A15 FAILED "$out/s28-rule-xbfs-tests.log" | head -50 ;;
    --s29-table15)
      # session 29, issue 15's same run: kron:22 and kron:24, the same 8 seeded sources, every trial validated. Parents
      # only (what GAP and LAGraph compute): xbfs and gb-auto on the GPU with --warm-each and without, then on 16
      # threads the suitesparse baseline, gb-auto, hong-hybrid (levels too), GAP's bfs and LAGraph's bfs_demo with
      # --warm-each (each source's untimed run first, GAP's and LAGraph's too). Levels only: xbfs, gb-auto and
      # turbo-hybrid on the GPU, the suitesparse baseline on 16 threads. Needs GB_SS_BIN=DIR, built on the VM
      # (bench/results/h200-s29/README.md): graphblade with GRAPHBLADE_SUITESPARSE=ON, libgraphblas.so.7.xz (Debian's
      # 7.4.0, the library LAGraph v1.0.2 is built on), liblagraph.so.1, bfs_demo and GAP's bfs.
      ss=${GB_SS_BIN:?--s29-table15 needs GB_SS_BIN}
      [ -f "$ss/libgraphblas.so.7" ] || xz -d -k "$ss/libgraphblas.so.7.xz"
      export LD_LIBRARY_PATH=$ss${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
      mkdir -p "$bdir/scratch"
      t15=(--graph kron:22 --graph kron:24 --sources 8 -q --out "$out/s29-table15.jsonl")
      for warm in --warm-each ""; do
        timeout 100 "$ss"/graphblade bench "${t15[@]}" --outputs parents --devices cuda --algos xbfs,gb-auto $warm \
          > "$bdir/t15.log" 2>&1; echo "table15 gpu parents [$warm] rc=$?"; tail -3 "$bdir/t15.log"
      done
      # turbo-hybrid computes levels (and sigma), no parents: a levels-only row beside xbfs's and gb-auto's
      timeout 100 "$ss"/graphblade bench "${t15[@]}" --outputs levels --devices cuda --algos xbfs,gb-auto,turbo-hybrid \
        --warm-each > "$bdir/t15.log" 2>&1; echo "table15 gpu levels rc=$?"; tail -3 "$bdir/t15.log"
      timeout ${S29_CPU_TIMEOUT:-240} "$ss"/graphblade bench "${t15[@]}" --outputs parents --devices cpu --threads 16 \
        --warm-each --algos suitesparse,gb-auto,hong-hybrid --gap "$ss/bfs" --lagraph "$ss/bfs_demo" \
        --scratch "$bdir/scratch" > "$bdir/t15c.log" 2>&1; echo "table15 cpu parents rc=$?"; tail -3 "$bdir/t15c.log"
      timeout 100 "$ss"/graphblade bench "${t15[@]}" --outputs levels --devices cpu --threads 16 --warm-each \
        --algos suitesparse > "$bdir/t15c.log" 2>&1; echo "table15 cpu levels rc=$?"; tail -3 "$bdir/t15c.log"
      python3 bench/scripts/baselines_table.py "$out/s29-table15.jsonl" | tee "$out/s29-table15.md" ;;
    --s29-small)
      # session 29: xbfs on every real graph (8 seeded sources, validated) with each CLI of GB_AB_CLIS, the first
      # also with thin_levels=0 (no thin levels); then the [xbfs] CUDA tests (real graphs included) and memcheck,
      # racecheck and synccheck on the [xbfs][sanitize] case (the small-graph path's one cooperative launch)
      clis=(${GB_AB_CLIS:-"$bdir"/bin/graphblade})
      for cli in "${clis[@]}"; do xbfs_real_graphs "$cli" "$out/s29-small-$(basename "$cli").jsonl" "$(basename "$cli")"; done
      xbfs_real_graphs "${clis[0]}" "$out/s29-small-thin0.jsonl" "thin_levels=0" --knob thin_levels=0
      timeout 120 "$bdir"/bin/tests_cuda "[xbfs]" > "$out/s29-small-xbfs-tests.log" 2>&1
      echo "[xbfs] rc=$?: $(tail -2 "$out/s29-small-xbfs-tests.log" | tr '\n' ' ')"
      grep -B3 -A15 FAILED "$out/s29-small-xbfs-tests.log" | head -40
      sanitize_tests s29-small "[xbfs][sanitize]" ${S29_SANITIZE_TIMEOUT:-60} memcheck racecheck synccheck ;;
    --s29-paths)
      # session 29: xbfs on every real graph, levels only (8 seeded sources, validated), by each path: the default
      # (the small-graph path below small_graph entries), the persistent level loop (small_graph=0 persistent=1),
      # the same without thin levels
      for knobs in "" "--knob small_graph=0 --knob persistent=1" "--knob small_graph=0 --knob persistent=1 --knob thin_levels=0"; do
        xbfs_real_graphs "$bdir"/bin/graphblade "$out/s29-paths.jsonl" "paths [$knobs]" --outputs levels $knobs
      done ;;
    --s29-knobs)
      # session 29: xbfs on every real graph, levels only (8 seeded sources, validated), with each CLI of GB_AB_CLIS by
      # default, then the first with each knob set of S29_KNOBS (space-separated sets, knobs in a set comma-separated)
      clis=(${GB_AB_CLIS:-"$bdir"/bin/graphblade})
      for cli in "${clis[@]}"; do
        xbfs_real_graphs "$cli" "$out/s29-knobs-$(basename "$cli").jsonl" "$(basename "$cli")" --outputs levels
      done
      for set in ${S29_KNOBS:-}; do
        knobs=(); for kv in ${set//,/ }; do knobs+=(--knob "$kv"); done
        xbfs_real_graphs "${clis[0]}" "$out/s29-knobs-sets.jsonl" "$set" --outputs levels "${knobs[@]}"
      done ;;
    --s29-ncu)
      # session 29: the device time of xbfs's small-graph launch beside the turbo level loops' (ncu, every launch of
      # one bench call: 2 seeded sources and the warm-up) on karate, mycielskian13 and delaunay_n16
      for g in karate mycielskian13 delaunay_n16; do
        for a in xbfs turbo-td-csc-vector turbo-td-cooc; do
          timeout 60 ncu --csv --kernel-name regex:"loop" --metrics gpu__time_duration.sum,launch__grid_size \
            "$bdir"/bin/graphblade bench --graph "$root/.device-data/graphs/$g.mtx.gz" --algos $a --devices cuda \
            --outputs levels --sources 2 -q > "$bdir/ncu.csv" 2>&1
          echo "$g $a rc=$?: $(grep -E '"gpu__time_duration.sum"|"launch__grid_size"' "$bdir/ncu.csv" | awk -F'","' '{print $(NF-2) "=" $NF}' | tr -d '"' | tr '\n' ' ' | cut -c1-300)"
        done
      done ;;
    --s29-thin-profile)
      # session 29: where a small graph's level goes in xbfs's one launch (loop_small_graph): Nsight Compute's warp
      # states and per-instruction stall sampling of one launch on karate (5 levels) and delaunay_n16 (102); the
      # SASS listing's 25 most-sampled instructions
      for g in karate delaunay_n16; do
        timeout 120 ncu --kernel-name regex:loop_small_graph --launch-count 1 --launch-skip 2 --section WarpStateStats \
          --section SourceCounters --section LaunchStats -f -o "$bdir/prof-$g" "$bdir"/bin/graphblade bfs \
          --graph "$root/.device-data/graphs/$g.mtx.gz" --source 0 --algo xbfs --device cuda --trials 4 \
          > "$bdir/prof-$g.log" 2>&1; echo "ncu $g rc=$?"; tail -2 "$bdir/prof-$g.log"
        ncu -i "$bdir/prof-$g.ncu-rep" --page details > "$out/s29-thin-prof-$g.txt" 2>&1
        ncu -i "$bdir/prof-$g.ncu-rep" --page source --csv --print-source sass > "$bdir/prof-$g-sass.csv" 2>&1
        python3 - "$bdir/prof-$g-sass.csv" > "$out/s29-thin-prof-$g-top.txt" <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1], errors="replace")))
head = next((i for i, r in enumerate(rows) if "Source" in r and any("Sampling" in c for c in r)), None)
if head is None:
    print("no SASS table"); sys.exit()
h = rows[head]
src = h.index("Source")
col = next(i for i, c in enumerate(h) if c.startswith("Warp Stall Sampling (All"))
body = [r for r in rows[head + 1:] if len(r) > col and r[col].replace(",", "").isdigit()]
total = sum(int(r[col].replace(",", "")) for r in body) or 1
print("samples", total)
for r in sorted(body, key=lambda r: -int(r[col].replace(",", "")))[:25]:
    print(f"{100 * int(r[col].replace(',', '')) / total:5.1f}%  {r[src][:110]}")
PY
        grep -E "Duration|Warp Cycles Per Issued|Stall|Active Warps|Grid Size|Block Size" "$out/s29-thin-prof-$g.txt" | head -12
        head -12 "$out/s29-thin-prof-$g-top.txt"
      done ;;
    --s28-check)
      # session 28, the last call: the [xbfs] (real graphs included) and [loop] CUDA tests; memcheck, racecheck and
      # synccheck on the [xbfs][racecheck] case (both cooperative level loops, the recorded loop and the host loop)
      for spec in "[xbfs]" "[loop]"; do
        timeout 90 "$bdir"/bin/tests_cuda "$spec" > "$out/s28-check-${spec//[^a-z]/}.log" 2>&1
        echo "$spec rc=$?: $(tail -2 "$out/s28-check-${spec//[^a-z]/}.log" | tr '\n' ' ')"
        grep -B3 -A15 FAILED "$out/s28-check-${spec//[^a-z]/}.log" | head -30
      done
      sanitize_tests s28-check-xbfs "[xbfs][racecheck]" ${S28_SANITIZE_TIMEOUT:-60} memcheck racecheck synccheck ;;
    --s26-tests)
      # session 26: every CUDA test but the real graphs; memcheck on [device_count] and [write_back], racecheck and
      # synccheck on [device_count]; the real-graph gb BFS test
      tests_and_push_sanitizers s26-tests ${S26_TESTS_TIMEOUT:-150}
      t="gb BFS on cuda equals the reference on every real graph"
      timeout 60 "$bdir"/bin/tests_cuda "$t" > "$bdir/d.log" 2>&1; echo "$t rc=$?: $(tail -2 "$bdir/d.log" | tr '\n' ' ')" ;;
    --s25-xbfs-profile)
      # session 25: where xbfs's kron time goes on the H200: bench_xbfs's per-level trace of two of the bench's kron:22
      # and kron:24 sources (warm-up = the first), then every kernel of the same traversals under ncu with warm caches
      # (loops eager, so ncu sees each kernel): time, DRAM bytes, L2 hit rate
      for run in "kron:22 2649960 3230473" "kron:24 15813385 6967705"; do
        read -r g s1 s2 <<< "$run"
        timeout 60 "$bdir"/bin/bench_xbfs --graph $g --source $s1 --source $s2 --validate 1 > "$out/trace-${g/:/}.txt" 2>&1
        echo "trace $g rc=$?"; grep -v '^{' "$out/trace-${g/:/}.txt" | head -16; grep -o '"ms":[0-9.]*' "$out/trace-${g/:/}.txt"
        GRAPHBLADE_LOOP_MODE=eager timeout ${S25_NCU_TIMEOUT:-200} ncu --csv --cache-control none \
          --kernel-name regex:"loop_|count_matching|Scan|bottom_up|top_down" \
          --metrics gpu__time_duration.sum,dram__bytes.sum,lts__t_sector_hit_rate.pct \
          "$bdir"/bin/bench_xbfs --graph $g --source $s1 --source $s2 > "$bdir/ncu-xbfs.csv" 2>&1
        echo "ncu $g rc=$?"
        python3 bench/scripts/ncu_summary.py --list "$bdir/ncu-xbfs.csv" > "$out/ncu-xbfs-${g/:/}.txt"
        tail -13 "$out/ncu-xbfs-${g/:/}.txt"
      done ;;
    --s24-profile)
      # session 24: every kernel of one warm-up and one timed gb-auto traversal of kron:22 from one source, in launch
      # order with its ncu time: the host loop (device_loop=0) and the recorded path run eagerly (device_loop=1,
      # GRAPHBLADE_LOOP_MODE=eager: ncu lists a recorded graph's nodes only when they are launched one by one)
      for mode in 0 1; do
        GRAPHBLADE_LOOP_MODE=eager timeout ${S24_PROFILE_TIMEOUT:-120} ncu --csv --metrics gpu__time_duration.sum \
          "$bdir"/bin/graphblade bench --graph kron:22 --algos gb-auto --devices cuda --sources 1 --warmup 1 -q \
          --knob device_loop=$mode > "$bdir/ncu-gb-auto-$mode.csv" 2>&1; echo "ncu gb-auto device_loop=$mode rc=$?"
        python3 bench/scripts/ncu_summary.py --list "$bdir/ncu-gb-auto-$mode.csv" > "$out/ncu-gb-auto-kron22-kernels-loop$mode.txt"
        tail -13 "$out/ncu-gb-auto-kron22-kernels-loop$mode.txt"
      done ;;
    --s23-dist)
      # session 23: ueno-2d's GPU ranks at main (ueno_gpu.cu last changed at 4bb3837, never run on a GPU since) on
      # this one GPU, without ctest (GB_PREBUILT_BIN has no build tree): the np1 [nccl] cases (host-staged engine,
      # GPU ranks, Graph500 harness) and the np2 / np4 [gpu-ranks] cases, ranks sharing the GPU (every grid; the
      # rotated bottom-up is the default). Needs tests_dist in the prebuilt bin.
      export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
      for run in "1 [nccl]" "2 [gpu-ranks]" "4 [gpu-ranks]"; do
        read -r np spec <<< "$run"
        GRAPHBLADE_TEST_SHARED_GPU=$([ "$np" = 1 ] && echo 0 || echo 1) OMP_NUM_THREADS=1 OMP_WAIT_POLICY=passive \
          timeout ${S23_DIST_TIMEOUT:-150} mpiexec -n "$np" --oversubscribe --bind-to none "$bdir"/bin/tests_dist "$spec" \
          > "$out/s23-dist-np$np.log" 2>&1
        echo "dist np$np $spec rc=$?: $(grep -E "test cases|assertions|SKIPPED|FAILED" "$out/s23-dist-np$np.log" | sort | uniq -c | tr '\n' ' ')"
      done ;;
    --s23-gbprofile)
      # session 23: the kernels of gb-auto's recorded-loop path on kron:22 (knob device_loop=1, the loop run eagerly:
      # GRAPHBLADE_LOOP_MODE=eager launches the body's kernels one by one, which ncu lists; the recorded graph's
      # nodes it did not), one warm-up and one timed traversal from one source
      GRAPHBLADE_LOOP_MODE=eager timeout ${S23_PROFILE_TIMEOUT:-150} ncu --csv --metrics gpu__time_duration.sum \
        "$bdir"/bin/graphblade bench --graph kron:22 --algos gb-auto --devices cuda --sources 1 --warmup 1 -q \
        --knob device_loop=1 > "$bdir/ncu-gb-auto-eager.csv" 2>&1; echo "ncu gb-auto recorded path, eager rc=$?"
      python3 bench/scripts/ncu_summary.py "$bdir/ncu-gb-auto-eager.csv" | tee "$out/ncu-gb-auto-kron22-eager.txt" ;;
    --s23-profile)
      # session 23: where gb-auto's kron:22 traversal spends its GPU time, host loop (device_loop=0) and recorded
      # loop (device_loop=1): ncu kernel durations of one warm-up and one timed traversal from one source
      for mode in 0 1; do
        timeout ${S23_PROFILE_TIMEOUT:-150} ncu --csv --metrics gpu__time_duration.sum "$bdir"/bin/graphblade bench \
          --graph kron:22 --algos gb-auto --devices cuda --sources 1 --warmup 1 -q --knob device_loop=$mode \
          > "$bdir/ncu-gb-auto-$mode.csv" 2>&1; echo "ncu gb-auto device_loop=$mode rc=$?"
        python3 bench/scripts/ncu_summary.py "$bdir/ncu-gb-auto-$mode.csv" | tee "$out/ncu-gb-auto-kron22-loop$mode.txt"
      done ;;
    --s23-kron)
      # session 23, issues 13 / 15's kron targets: xbfs and gb-auto on kron:22 and kron:24, 8 seeded sources, in one
      # call with the harness's default method (each timed trial follows the host's validation of the last one)
      # and with --warm-each (an untimed traversal from the same source right before the timed one); then gb-auto
      # as its recorded device loop (knob device_loop=1; by default it records graphs of <= 8 entries per vertex only)
      for mode in plain warm-each gb-loop; do
        extra=(); algos=${S23_KRON_ALGOS:-xbfs,gb-auto}
        [ $mode = warm-each ] && extra=(--warm-each)
        [ $mode = gb-loop ] && extra=(--warm-each --knob device_loop=1) && algos=gb-auto
        timeout ${S23_KRON_TIMEOUT:-200} "$bdir"/bin/graphblade bench --graph kron:22 --graph kron:24 --devices cuda \
          --sources 8 -q --algos $algos "${extra[@]}" --out "$out/s23-kron-$mode.jsonl" \
          > "$bdir/s23-kron-$mode.log" 2>&1; echo "kron $mode rc=$?"
        python3 bench/scripts/bench_summary.py "$out/s23-kron-$mode.jsonl"
      done ;;
    --s22-xbfs)
      # session 21's xbfs at the code on main (787bb05's library) where its JSON did not come back: every real
      # graph beside every GPU BFS (the JSON and the wins only: a call returns a limited number of files), then
      # grid:4900:4900 after the 32-bit thin-level counts
      timeout ${XBFS_REAL_TIMEOUT:-200} "$bdir"/bin/graphblade bench --graph-list bench/lists/real-all.txt \
        --data-dir "$root/.device-data" --devices cuda --sources 8 --out "$out/xbfs-real.jsonl" -q \
        --algos xbfs,gb-auto,gb-push,gb-pull,turbo-hybrid,turbo-bu-scalar,turbo-bu-vector,turbo-td-csc-scalar,turbo-td-csc-vector,turbo-td-cooc \
        > /dev/null 2>&1; echo "xbfs real rc=$?"
      python3 bench/scripts/xbfs_summary.py --wins "$out/xbfs-real.jsonl" | tee "$out/xbfs-real-wins.txt"
      timeout ${XBFS_GRID_TIMEOUT:-120} "$bdir"/bin/graphblade bench --graph grid:4900:4900 --algos xbfs --devices cuda \
        --sources 8 --out "$out/s22-grid.jsonl" -q; echo "grid rc=$?" ;;
    --s21-sanitize)
      # compute-sanitizer one tool at a time (side by side they have reported false errors) on the device-loop
      # case (every kernel of both loops and the small-graph path): memcheck with recorded graphs, racecheck and
      # synccheck with loops eager (the tools cannot follow a conditional graph; the case's "one graph launch"
      # assertions then fail, as expected)
      for tool in memcheck racecheck synccheck; do
        mode=eager; [ $tool = memcheck ] && mode=graph
        GRAPHBLADE_LOOP_MODE=$mode timeout ${XBFS_SANITIZE_TIMEOUT:-150} compute-sanitizer --tool $tool --error-exitcode 1 \
          "$bdir"/bin/tests_cuda "[xbfs][racecheck]" > "$out/sanitize-xbfs-$tool.log" 2>&1
        echo "$tool rc=$?: $(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases|assertions" "$out/sanitize-xbfs-$tool.log" | tr '\n' ' ')"
      done ;;
    --s10-ibfs)
      # session 10 (issue 14): the iBFS level kernels rewritten (live-mask early termination, the open rows as a list,
      # edge-balanced push, levels written once): the [ibfs] CUDA tests, memcheck / initcheck / racecheck / synccheck
      # on the [ibfs][sanitize] cases, then ibfs-bench against the device's fastest single-source BFS (xbfs on cuda,
      # hong-hybrid on the host): kron:20 with 256 sources on the GPU, kron:22 with 1,024, kron:20 with 256 on the host
      timeout ${IBFS_TEST_TIMEOUT:-150} "$bdir"/bin/tests_cuda "[ibfs]" > "$out/ibfs-tests.log" 2>&1
      echo "ibfs tests rc=$?: $(tail -2 "$out/ibfs-tests.log" | tr '\n' ' ')"; grep -B2 -A12 FAILED "$out/ibfs-tests.log" | head -40
      for tool in ${IBFS_SANITIZE_TOOLS:-memcheck initcheck racecheck synccheck}; do
        timeout 90 compute-sanitizer --tool $tool --error-exitcode 1 "$bdir"/bin/tests_cuda "[ibfs][sanitize]" \
          > "$out/sanitize-ibfs-$tool.log" 2>&1
        echo "$tool rc=$?: $(grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases" "$out/sanitize-ibfs-$tool.log" | tr '\n' ' ')"
      done
      for run in ${IBFS_RUNS:-"kron:20,256,cuda,60" "kron:22,1024,cuda,200" "kron:20,256,cpu,150"}; do
        IFS=, read -r g k dev limit <<< "$run"
        OMP_NUM_THREADS=16 timeout "$limit" "$bdir"/bin/graphblade ibfs-bench --graph "$g" --sources "random:$k:1" \
          --device "$dev" --trials 3 --out "$out/s10-ibfs.jsonl" > "$out/s10-ibfs-${g/:/}-$k-$dev.log" 2>&1
        echo "ibfs $run rc=$?"; tail -c 300 "$out/s10-ibfs-${g/:/}-$k-$dev.log"
      done
      python3 -c "import json,sys
for l in open(sys.argv[1]):
  d=json.loads(l); print(d['graph'], d['sources'], d['device'], {k:(round(v['median_ms'],2),v['valid'],round(v['aggregate_gteps'],1)) for k,v in d['methods'].items()})" "$out/s10-ibfs.jsonl" ;;
    --s11-bc)
      # session 11 (issue 14): betweenness (batched Brandes on iBFS) on the GPU and on the host, each against
      # SuiteSparse's batched Brandes on 16 host threads (BC_RUNS: graph,sources,device,limit), values compared
      for run in ${BC_RUNS:-"kron:20,64,cuda,150" "kron:20,64,cpu,200"}; do
        IFS=, read -r g k dev limit <<< "$run"
        OMP_NUM_THREADS=16 timeout "$limit" "$bdir"/bin/graphblade ibfs-bench --bc --graph "$g" --sources "random:$k:1" \
          --device "$dev" --trials 3 --out "$out/s11-bc.jsonl" > "$out/s11-bc-${g/:/}-$k-$dev.log" 2>&1
        echo "bc $run rc=$?"; tail -c 300 "$out/s11-bc-${g/:/}-$k-$dev.log"
      done
      python3 -c "import json,sys
for l in open(sys.argv[1]):
  d=json.loads(l); print(d['graph'], d['sources'], d['device'], round(d['graphblade_median_ms'],1), round(d.get('suitesparse_median_ms',0),1), round(d.get('speedup_over_suitesparse',0),2), d['equal_to_suitesparse'])" "$out/s11-bc.jsonl" ;;
    --s10-ibfs-sweep)
      # session 10 (issue 14): iBFS's direction switch on kron:22 with 1,024 sources (IBFS_SWEEP: alpha,beta,direction
      # triples), every level checked against the sequential BFS
      for cfg in ${IBFS_SWEEP:-"15,18,auto" "4,18,auto" "1,18,auto" "15,2,auto" "1,2,auto"}; do
        IFS=, read -r al be di <<< "$cfg"
        OMP_NUM_THREADS=16 timeout ${IBFS_SWEEP_TIMEOUT:-60} "$bdir"/bin/graphblade ibfs-bench --graph kron:22 \
          --sources random:1024:1 --device cuda --trials 3 --alpha "$al" --beta "$be" --direction "$di" \
          --out "$out/s10-ibfs-sweep.jsonl" > /dev/null 2>> "$out/s10-ibfs-sweep.log"; echo "sweep $cfg rc=$?"
      done
      python3 -c "import json,sys
for l in open(sys.argv[1]):
  d=json.loads(l); print(d['ibfs_alpha'], d['ibfs_beta'], d['ibfs_direction'], {k:(round(v['median_ms'],2),v['valid'],v.get('pull_levels')) for k,v in d['methods'].items()})" "$out/s10-ibfs-sweep.jsonl" ;;
    --s9-thin-profile)
      # session 9: where a thin level's ~4.6 us goes: Nsight Compute's warp-state and per-instruction stall sampling
      # of one loop_thin_levels launch (loops eager, so the kernel is launched on its own) on luxembourg_osm
      GRAPHBLADE_LOOP_MODE=eager timeout 240 ncu --kernel-name regex:loop_thin_levels --launch-count 1 \
        --section SpeedOfLight --section WarpStateStats --section SourceCounters --section LaunchStats -f -o "$out/thin-prof" \
        "$bdir"/bin/graphblade bfs --graph "$root/.device-data/graphs/luxembourg_osm.mtx.gz" --source 0 --algo xbfs \
        --device cuda --json > "$out/thin-prof.log" 2>&1; echo "ncu rc=$?"; tail -3 "$out/thin-prof.log"
      ncu -i "$out/thin-prof.ncu-rep" --page details > "$out/thin-prof-details.txt" 2>&1
      ncu -i "$out/thin-prof.ncu-rep" --page source --csv --print-source sass > "$out/thin-prof-sass.csv" 2>&1
      grep -E "Duration|Warp Cycles Per Issued|Stall|Active Warps" "$out/thin-prof-details.txt" | head -20
      rm -f "$out/thin-prof.ncu-rep" ;;
    --push-check)
      # session 6: the device-count push's heavy entries spread over the grid's blocks at once (spmspv_push_heavy):
      # the gb BFS and async-output cases (they take that push), then gb-auto on kron:22 (8 seeded sources, validated)
      timeout 90 "$bdir"/bin/tests_cuda "[gb_bfs]~[data],[async]" > "$out/push-check-tests.log" 2>&1
      echo "push-check tests rc=$?: $(tail -2 "$out/push-check-tests.log" | tr '\n' ' ')"
      timeout 60 "$bdir"/bin/graphblade bench --graph kron:22 --algos gb-auto --devices cuda --sources 8 \
        --out "$out/push-check-kron22.jsonl" > "$out/push-check-kron22.log" 2>&1
      echo "push-check kron:22 rc=$?"; tail -4 "$out/push-check-kron22.log" ;;
  esac
done
