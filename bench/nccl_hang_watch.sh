#!/usr/bin/env bash
# bench/nccl_hang_watch.sh OUTDIR BINDIR (on a 4-GPU host): the np 4 [nccl] cases with a watchdog; if they
# outlast WATCH_S (default 110) seconds, every rank's host threads are backtraced (gdb, else cuda-gdb, else
# their wait channels) before the 170 s limit stops them. Written for the np 4 run that outlasted its limit in
# h100x4-s18 (it was slow, not hung: priming on by default in the tests then).
# np 4 [nccl] tests with a watchdog: host backtraces of every rank if still running after WATCH_S seconds.
out=$1; bin=$2; mkdir -p "$out"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 NCCL_NVLS_ENABLE=0 OMP_WAIT_POLICY=passive OMP_NUM_THREADS=2
echo "tools: $(command -v gdb cuda-gdb eu-stack | tr '\n' ' ')"
S=$(date +%s)
timeout 170 mpiexec --bind-to none -x NCCL_NVLS_ENABLE -x OMP_NUM_THREADS -x OMP_WAIT_POLICY -x LD_LIBRARY_PATH -n 4 \
  "$bin"/tests_dist "[nccl]" -d yes > "$out/tests-np4.log" 2>&1 &
job=$!
while kill -0 $job 2>/dev/null && (( $(date +%s) - S < ${WATCH_S:-110} )); do sleep 2; done
if kill -0 $job 2>/dev/null; then
  echo "still running after $(( $(date +%s) - S )) s: backtraces"
  nvidia-smi --query-gpu=index,utilization.gpu,clocks.sm,power.draw --format=csv > "$out/smi.txt" 2>&1
  for p in $(pgrep -x tests_dist); do
    dbg=$(command -v gdb || command -v cuda-gdb)
    if [[ -n $dbg ]]; then timeout 40 "$dbg" -p $p -batch -ex "thread apply all bt 30" > "$out/bt-$p.txt" 2>&1
    else for t in /proc/$p/task/*; do echo "$t $(cat $t/wchan)"; done > "$out/bt-$p.txt" 2>&1; fi
  done
fi
wait $job; echo "tests np4 rc=$? after $(( $(date +%s) - S )) s"
grep -E "^[0-9.]+ s: |test cases|FAILED" "$out/tests-np4.log" | sort | uniq -c | head -30
