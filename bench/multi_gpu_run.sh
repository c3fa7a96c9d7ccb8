#!/usr/bin/env bash
# Issue 17: ueno-2d on several GPUs of one host, one MPI rank per GPU over NCCL, in one device call.
#   bench/multi_gpu_run.sh OUTDIR BINDIR [--tests] [--memcheck] [--graph500 "NP:SCALE ..."]
# BINDIR holds tests_dist and graphblade-dist (a CUDA + NCCL build for sm_90; built here or carried).
# --tests     every [nccl] case (host-staged NCCL engine, GPU ranks, Graph500 harness) at np = the GPUs,
#             so every grid of that size (np 2: 1x2, 2x1; np 4: 1x4, 2x2, 4x1), plus np 2 when there are 4
#             (TEST_NP="4": only those sizes); each run stopped after TEST_TIMEOUT s (240), and with WATCH_S set,
#             every rank still running after WATCH_S s is backtraced first (gdb, else cuda-gdb, else its threads'
#             wait channels) and the Catch cases' durations are logged
# --memcheck  compute-sanitizer memcheck on the [gpu-ranks] cases at np 2 (one rank, one GPU each)
# --racecheck compute-sanitizer racecheck and synccheck on the same cases (SANITIZE_TIMEOUT s each, default 240)
# --exchange  graphblade-dist exchange --device cuda at np 2 and np = the GPUs: the latency of one level's
#             exchanges (allreduce, allgatherv, alltoallv of 4 bytes, a device copy) after 0-5 s idle
# --graph500  graphblade-dist graph500 --device cuda for each NP:SCALE, ROOTS roots (default 16), every
#             BFS validated (every rank its share of the list); OMP threads per rank = THREADS (default: the host's
#             cores / NP, so the untimed generation, construction and validation use the whole host); JSON per run; --progress
#             lines (each phase as it ends) in the run's log, the phases and the first BFS echoed.
# G500_ARGS: more graphblade-dist graph500 options for every run (e.g. --no-validate: the BFSes back to back);
# G500_TAG: appended to each run's JSON and log names (two binaries' runs into one OUTDIR).
# CLOCKS=1: nvidia-smi samples every GPU's SM and memory clocks, power and utilisation every 20 ms during each
# Graph500 run (clocks-NAME.csv in the logs; read only, no setting is changed).
# BUDGET_S: seconds from the start that no Graph500 run outlasts (device time is short); a run that would have
# less than G500_MIN seconds (default 60) is not started; G500_TIMEOUT (default 300) caps each run.
# NVLink multicast stays off (NCCL_NVLS_ENABLE=0); each step has its own timeout so the call ends in time.
# The device returns at most 8 files: the logs go into OUTDIR/multi-gpu-logs.tgz, the JSON beside it.
set -uo pipefail
dest=${1:?usage: multi_gpu_run.sh OUTDIR BINDIR [steps]}; bin=${2:?BINDIR}; shift 2
out=$(mktemp -d); mkdir -p "$dest"
trap 'tar czf "$dest/multi-gpu-logs.tgz" -C "$out" . && cp "$out"/*.json "$dest/" 2>/dev/null' EXIT
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 NCCL_NVLS_ENABLE=0 OMP_WAIT_POLICY=passive
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
gpus=$(nvidia-smi -L | wc -l)
{ nvidia-smi -L; nvidia-smi topo -m; } > "$out/gpu.txt" 2>&1
echo "gpus: $gpus ($(nvidia-smi --query-gpu=name --format=csv,noheader | head -1))"
mpi=(mpiexec --bind-to none -x NCCL_NVLS_ENABLE -x OMP_NUM_THREADS -x OMP_WAIT_POLICY -x LD_LIBRARY_PATH)
t0=$(date +%s); deadline=$((t0 + ${BUDGET_S:-100000}))
while (($#)); do
  step=$1; shift
  case $step in
    --tests)
      for np in ${TEST_NP:-$( ((gpus >= 4)) && echo 2 4 || echo "$gpus")}; do
        started=$(date +%s)
        OMP_NUM_THREADS=2 timeout ${TEST_TIMEOUT:-240} "${mpi[@]}" -n "$np" "$bin"/tests_dist "[nccl]" \
          ${WATCH_S:+-d yes} > "$out/tests-nccl-np$np.log" 2>&1 &
        job=$!
        if [[ -n ${WATCH_S:-} ]]; then
          while kill -0 $job 2>/dev/null && (( $(date +%s) - started < WATCH_S )); do sleep 2; done
          if kill -0 $job 2>/dev/null; then
            echo "tests [nccl] np$np still running after $WATCH_S s: backtraces"
            dbg=$(command -v gdb || command -v cuda-gdb)
            for p in $(pgrep -x tests_dist); do
              if [[ -n $dbg ]]; then timeout 40 "$dbg" -p $p -batch -ex "thread apply all bt 30" > "$out/bt-np$np-$p.txt" 2>&1
              else for t in /proc/$p/task/*; do echo "$t $(cat $t/wchan)"; done > "$out/bt-np$np-$p.txt" 2>&1; fi
            done
          fi
        fi
        wait $job
        echo "tests [nccl] np$np rc=$?: $(grep -E "GPU ranks:|test cases|skipped|FAILED" "$out/tests-nccl-np$np.log" | sort -u | tr '\n' ' ')"
      done ;;
    --memcheck)
      # --print-limit 0: every report printed. At h100x2-s12 the default limit of 100 a process was filled by
      # NCCL's own API errors (cudaFuncGetAttributes -> no kernel image, inside ncclCommInitRank between two
      # GPUs), hiding whatever followed. Each rank logs to its own file (--log-file, %p = its pid), so the
      # reports do not interleave; the summary counts them by kind and by the first graphblade or NCCL frame.
      # --report-api-errors no: the exit code and the reports are memory errors (graphblade checks every CUDA
      # call's return itself and throws); NCCL's own probing calls that return an error are not reports then.
      OMP_NUM_THREADS=2 timeout 200 "${mpi[@]}" -n 2 compute-sanitizer --tool memcheck --report-api-errors no \
        --print-limit 0 --error-exitcode 1 \
        --log-file "$out/memcheck-np2-pid%p.log" "$bin"/tests_dist "[gpu-ranks]" > "$out/memcheck-np2.log" 2>&1
      echo "memcheck np2 rc=$?: $(cat "$out"/memcheck-np2*.log | grep -E "GPU ranks:|ERROR SUMMARY|test cases" | sort | uniq -c | tr '\n' ' ')"
      echo "memcheck np2 reports by kind and frame (both ranks):"
      for f in "$out"/memcheck-np2-pid*.log; do
        awk '/^========= [A-Z]/ && !/ERROR SUMMARY|COMPUTE-SANITIZER|LEAK SUMMARY/ {
               if (kind) print kind " | (no graphblade frame)"; kind=$0; sub(/ due to.*| on CUDA API call.*| of size.*/, "", kind)}
             /Host Frame: (graphblade|pncclCommInit)/ && kind {sub(/.*Host Frame: /, ""); sub(/ \[0x.*/, ""); print kind " | " $0; kind=""}
             END {if (kind) print kind " | (no graphblade frame)"}' "$f"
      done | sort | uniq -c | sort -rn | head -20 ;;
    --racecheck)
      # racecheck and synccheck on the [gpu-ranks] cases at np 2, one rank a GPU (shared memory in the block
      # scans of block_slot, the warp shuffles of add_warp_sum); a log per rank and tool
      for tool in racecheck synccheck; do
        OMP_NUM_THREADS=2 timeout ${SANITIZE_TIMEOUT:-240} "${mpi[@]}" -n 2 compute-sanitizer --tool $tool --print-limit 0 --error-exitcode 1 \
          --log-file "$out/$tool-np2-pid%p.log" "$bin"/tests_dist "[gpu-ranks]" > "$out/$tool-np2.log" 2>&1
        echo "$tool np2 rc=$?: $(cat "$out"/$tool-np2*.log | grep -E "ERROR SUMMARY|RACECHECK SUMMARY|test cases" | sort | uniq -c | tr '\n' ' ')"
      done ;;
    --exchange)
      for np in $( ((gpus >= 4)) && echo 2 4 || echo "$gpus"); do
        timeout 120 "${mpi[@]}" -n "$np" "$bin"/graphblade-dist exchange --device cuda --json "$out/exchange-np$np.json" \
          > "$out/exchange-np$np.log" 2>&1
        echo "exchange np$np rc=$?:"; sed 's/^/  /' "$out/exchange-np$np.log" | head -30
      done ;;
    --graph500)
      for run in $1; do
        np=${run%%:*}; scale=${run##*:}; name=graph500-np$np-s$scale${G500_TAG:-}
        left=$((deadline - $(date +%s))); limit=$((left < ${G500_TIMEOUT:-300} ? left : ${G500_TIMEOUT:-300}))
        if ((limit < ${G500_MIN:-60})); then echo "graph500 np$np s$scale: not run (${left} s of BUDGET_S left)"; continue; fi
        sampler=
        if [[ ${CLOCKS:-0} == 1 ]]; then
          nvidia-smi --query-gpu=timestamp,index,clocks.sm,clocks.mem,power.draw,utilization.gpu --format=csv,noheader \
            -lms 20 > "$out/clocks-$name.csv" 2>&1 &
          sampler=$!
        fi
        OMP_NUM_THREADS=${THREADS:-$(( $(nproc) / np ))} timeout "$limit" "${mpi[@]}" -n "$np" "$bin"/graphblade-dist graph500 \
          --scale "$scale" --roots "${ROOTS:-16}" --device cuda --progress ${G500_ARGS:-} --json "$out/$name.json" > "$out/$name.log" 2>&1
        rc=$?
        [[ -n $sampler ]] && kill "$sampler" 2>/dev/null
        echo "$name rc=$rc ($(( $(date +%s) - t0 )) s): $(grep -E "construction_time|median_time|harmonic_mean_TEPS|validation" \
          "$out/$name.log" | tr -s ' ' | tr '\n' ' ')"
        grep -m2 -i "error" "$out/$name.log"
        grep "^graph500: [a-z]" "$out/$name.log" | grep -v "^graph500: bfs [2-9]/\|^graph500: bfs 1[0-9]" | sed 's/^/  /'
      done
      shift ;;
    *) echo "unknown step $step"; exit 2 ;;
  esac
done
echo "total: $(( $(date +%s) - t0 )) s"
