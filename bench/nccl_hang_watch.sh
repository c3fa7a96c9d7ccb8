#!/usr/bin/env bash
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
    if command -v gdb >/dev/null; then timeout 40 gdb -p $p -batch -ex "thread apply all bt 30" > "$out/bt-$p.txt" 2>&1
    else cat /proc/$p/task/*/wchan > "$out/bt-$p.txt" 2>&1; fi
  done
fi
wait $job; echo "tests np4 rc=$? after $(( $(date +%s) - S )) s"
grep -E "^[0-9.]+ s: |test cases|FAILED" "$out/tests-np4.log" | sort | uniq -c | head -30
