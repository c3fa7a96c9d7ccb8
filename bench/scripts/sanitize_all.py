#!/usr/bin/env python3
"""Every CUDA test case under compute-sanitizer tools, one process per (tool, case),
several at once on the one GPU (issue 19: memcheck, racecheck, synccheck and initcheck
over all [cuda] cases within one 10-minute device call per two tools).

Each case runs alone (`tests_cuda "<its name>"`), so a case that breaks the CUDA context
fails alone instead of failing every case after it, and its time is known. The cases run
with GRAPHBLADE_SANITIZE=1 (the tests take smaller graphs; device bitmaps' unset values
are zeroed, see memory::sanitizer_run()). Cases tagged [api_errors] provoke failing CUDA
calls on purpose and run with --report-api-errors no. The longest cases of the last run
(OUT/sanitize-all.json, else the names' hints) start first.

Writes OUT/sanitize-all-<tool>.log (every case's output under a '### case' header) and
OUT/sanitize-all.json (per tool and case: status, seconds, errors); prints per tool
  sanitize-all <tool> rc=R: C/N cases clean, F failed, T timed out, U not run; E errors (S s)
with rc 0 (all clean), 1 (a case failed or reported errors) or 124 (the deadline cut cases),
then the failing cases.

usage: sanitize_all.py TESTS_BINARY OUT [--tools memcheck,racecheck,synccheck,initcheck]
           [--jobs 12] [--deadline 540] [--spec '[cuda]~[oom]'] [--sanitizer compute-sanitizer]
           [--exclude TOOL:SPEC ...]   (also SANITIZE_EXCLUDE='TOOL:SPEC;TOOL:SPEC')
           [--eager-loops racecheck,synccheck]   (also SANITIZE_EAGER_LOOPS; "" for none)
           [--alone '[recorded],[gb_bfs],[xbfs]']   (also SANITIZE_ALONE; "" for none)
           [--carry PREV/sanitize-all.json]   (also SANITIZE_CARRY: its clean cases, same commit, not rerun)

--eager-loops names the tools whose cases run with GRAPHBLADE_LOOP_MODE=eager: every device
loop a host loop of the same kernels, not one recorded CUDA graph. Default racecheck and synccheck,
for what they do with no graphblade code involved (bench/conditional_graph_probe.cu, results in
bench/results/h100-s7): racecheck kills the process when a conditional WHILE body holds a CUB
multi-tile scan or select, and synccheck reports block barriers in a WHILE body (a CUB scan, or a
plain __syncthreads reduction) that it accepts elsewhere. Both check each kernel on its own, and
the kernels are the same either way. The eager tools leave out the cases tagged [recorded] (they
assert what a recorded loop does), reported as excluded.

--alone names the cases that the other tools (memcheck, initcheck: the loops recorded) run one at a
time after all the others: on the H100 every case that launches a recorded loop failed under memcheck
while 8 memcheck processes shared the GPU, and passed alone (bench/results/h100-s7).
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time

TOOLS = ("memcheck", "racecheck", "synccheck", "initcheck")
# Without timings from an earlier run, cases whose names say they loop over many graphs or
# combinations go first (they are the longest).
HEAVY_HINTS = re.compile(r"real graph|generated graphs|every source|every storage|every format|every monoid|every TurboBFS")


def list_cases(binary, spec):
    """Test case names matching `spec` (Catch2 2: --list-test-names-only; Catch2 3, which has no such
    option: --list-tests --verbosity quiet, one name a line)."""
    for args in (["--list-test-names-only"], ["--list-tests", "--verbosity", "quiet"]):
        r = subprocess.run([binary, spec] + args, capture_output=True, text=True)
        names = [line.strip() for line in r.stdout.splitlines() if line.strip()]
        # (Catch2 2 returns the number of cases listed; an unknown option prints an error)
        if names and not names[0].startswith(("All available test cases", "Error")) and "Unrecognised" not in r.stdout:
            return names
    return []


def catch_spec(name):
    """A test spec that matches exactly the case `name` (Catch's special characters escaped)."""
    return re.sub(r"([\\,\[\]*~\"])", r"\\\1", name)


def errors_of(tool, output):
    """The error count the tool printed (racecheck: hazards), or None when it printed none."""
    pattern = r"RACECHECK SUMMARY: (\d+) hazard" if tool == "racecheck" else r"ERROR SUMMARY: (\d+) error"
    counts = [int(m) for m in re.findall(pattern, output)]
    return max(counts) if counts else None


def run_case(args, tool, name, api_errors, deadline):
    left = deadline - time.monotonic()
    if left <= 1:
        return {"status": "not run", "seconds": 0.0, "errors": None, "rc": None, "output": ""}
    cmd = [args.sanitizer, "--tool", tool, "--error-exitcode", "1"]
    if api_errors:
        cmd += ["--report-api-errors", "no"]
    cmd += [args.tests, catch_spec(name), "--durations", "yes"]
    env = dict(os.environ, GRAPHBLADE_SANITIZE="1", OMP_WAIT_POLICY="passive",
               OMP_NUM_THREADS=os.environ.get("SANITIZE_OMP_THREADS", "2"))
    if tool in args.eager_loops:
        env["GRAPHBLADE_LOOP_MODE"] = "eager"
    t0 = time.monotonic()
    # its own process group: at the deadline the tool and the test process it started both end
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
                            env=env, start_new_session=True)
    try:
        output, _ = proc.communicate(timeout=left)
        rc, timed_out = proc.returncode, False
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        output, _ = proc.communicate()
        output += "\n(timed out at the deadline)\n"
        rc, timed_out = 124, True
    seconds = time.monotonic() - t0
    errors = errors_of(tool, output)
    ran = re.search(r"All tests passed|test cases?:", output) is not None
    skipped = re.search(r"test cases?:.*skipped|SKIPPED", output) is not None and rc in (0, 4, 77)
    if timed_out:
        status = "timed out"
    elif rc == 0 and errors == 0 and ran and not skipped:
        status = "clean"
    elif skipped and not errors:
        status = "skipped"
    else:
        status = "failed"
    return {"status": status, "seconds": round(seconds, 1), "errors": errors, "rc": rc, "output": output,
            "command": " ".join(cmd)}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("tests")
    p.add_argument("out")
    p.add_argument("--tools", default=",".join(TOOLS))
    p.add_argument("--jobs", type=int, default=12)
    p.add_argument("--deadline", type=float, default=540, help="seconds for the whole run")
    p.add_argument("--spec", default="[cuda]~[oom]", help="the cases ([oom] fills the device: not under a tool)")
    p.add_argument("--sanitizer", default="compute-sanitizer")
    p.add_argument("--eager-loops", type=lambda v: set(x for x in v.split(",") if x),
                   default=set(x for x in os.environ.get("SANITIZE_EAGER_LOOPS", "racecheck,synccheck").split(",") if x),
                   help="tools whose cases run with GRAPHBLADE_LOOP_MODE=eager (default racecheck,synccheck)")
    p.add_argument("--alone", default=os.environ.get("SANITIZE_ALONE", "[recorded],[gb_bfs],[xbfs]"),
                   help="Catch spec of the cases the recorded-loop tools run one at a time, after the others")
    p.add_argument("--carry", default=os.environ.get("SANITIZE_CARRY", ""), metavar="PREV_JSON",
                   help="an earlier sanitize-all.json of the same commit: its clean cases are not run again "
                        "(reported as clean, with carried_from); refused when its git_sha differs")
    p.add_argument("--exclude", action="append", default=[], metavar="TOOL:SPEC",
                   help="leave the cases matching the Catch spec out of TOOL's run (reported as excluded, never clean)")
    args = p.parse_args()
    tools = [t for t in re.split(r"[,\s]+", args.tools) if t]
    for t in tools:
        if t not in TOOLS:
            sys.exit(f"sanitize_all: unknown tool {t!r} (one of {', '.join(TOOLS)})")
    if not shutil.which(args.sanitizer):
        sys.exit(f"sanitize_all: {args.sanitizer} not found")
    os.makedirs(args.out, exist_ok=True)
    cases = list_cases(args.tests, args.spec)
    if not cases:
        sys.exit(f"sanitize_all: no test case of {args.tests} matches {args.spec}")
    api_errors = set(list_cases(args.tests, "[api_errors]"))
    excluded = {tool: set() for tool in tools}
    # The cases tagged [recorded] assert what a recorded loop does (one graph launch, one wait, an IF
    # node, not_capturable): they cannot pass with the loops eager, so the eager tools leave them out.
    for tool in tools:
        if tool in args.eager_loops:
            excluded[tool] |= set(list_cases(args.tests, "[recorded]"))
    for item in args.exclude + [x for x in os.environ.get("SANITIZE_EXCLUDE", "").split(";") if x]:
        tool, _, spec = item.partition(":")
        if tool in excluded:
            excluded[tool] |= set(list_cases(args.tests, spec))

    # --carry: a tool's run split over several device calls of one commit (racecheck takes longer than one call)
    carried = {tool: {} for tool in tools}
    if args.carry:
        prev = json.load(open(args.carry))
        sha = os.environ.get("GRAPHBLADE_GIT_SHA", "unknown")
        if prev.get("git_sha") != sha or sha == "unknown":
            sys.exit(f"sanitize_all: --carry {args.carry} ran at {prev.get('git_sha')}, this run at {sha}")
        for tool in tools:
            for name, r in prev.get("cases", {}).get(tool, {}).items():
                if r.get("status") == "clean" and name in cases and name not in excluded[tool]:
                    carried[tool][name] = dict(r, carried_from=args.carry, output="")

    summary_path = os.path.join(args.out, "sanitize-all.json")
    previous = {}
    for path in (summary_path, os.environ.get("SANITIZE_TIMINGS", "")):
        if path and os.path.exists(path):
            for per_tool in json.load(open(path)).get("cases", {}).values():
                for name, r in per_tool.items():
                    if r.get("status") == "not run":
                        continue
                    seconds = 1e6 if r.get("status") == "timed out" else (r.get("seconds") or 0.0)
                    previous[name] = max(previous.get(name, 0.0), seconds)
            break

    def weight(name):
        return previous.get(name, 1000.0 if HEAVY_HINTS.search(name) else 0.0)

    ordered = sorted(cases, key=weight, reverse=True)
    jobs = [(tool, name) for name in ordered for tool in tools
            if name not in excluded[tool] and name not in carried[tool]]  # longest first
    alone_cases = set(list_cases(args.tests, args.alone)) if args.alone else set()
    alone = [(tool, name) for tool, name in jobs if name in alone_cases and tool not in args.eager_loops]
    jobs = [job for job in jobs if job not in alone]
    deadline = time.monotonic() + args.deadline
    results = {tool: {name: {"status": "excluded", "seconds": 0.0, "errors": None, "rc": None, "output": "",
                             "command": ""} for name in excluded[tool]} for tool in tools}
    for tool in tools:
        results[tool].update(carried[tool])
    lock = threading.Lock()
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(run_case, args, tool, name, name in api_errors, deadline): (tool, name)
                   for tool, name in jobs}
        for f in concurrent.futures.as_completed(futures):
            tool, name = futures[f]
            with lock:
                results[tool][name] = f.result()
    for tool, name in alone:  # then one at a time, nothing else on the GPU
        results[tool][name] = run_case(args, tool, name, name in api_errors, deadline)

    rc_all = 0
    for tool in tools:
        per_case = results[tool]
        with open(os.path.join(args.out, f"sanitize-all-{tool}.log"), "w") as log:
            for name in cases:
                r = per_case[name]
                log.write(f"### case: {name}\n### {r['status']}, rc={r['rc']}, {r['seconds']} s, errors={r['errors']}\n")
                log.write(r["output"])
                log.write("\n")
        count = {s: sum(1 for r in per_case.values() if r["status"] == s)
                 for s in ("clean", "failed", "timed out", "not run", "skipped", "excluded")}
        errors = sum(r["errors"] or 0 for r in per_case.values())
        rc = 124 if count["timed out"] or count["not run"] else (1 if count["failed"] or count["skipped"] else 0)
        rc_all = max(rc_all, rc)
        busy = sum(r["seconds"] for r in per_case.values())
        eager = " (device loops eager)" if tool in args.eager_loops else ""
        n_carried = sum(1 for r in per_case.values() if r.get("carried_from"))
        carried_note = f" ({n_carried} of the clean carried from {args.carry})" if n_carried else ""
        print(f"sanitize-all {tool}{eager} rc={rc}: {count['clean']}/{len(cases)} cases clean, {count['failed']} failed, "
              f"{count['timed out']} timed out, {count['not run']} not run, {count['skipped']} skipped, "
              f"{count['excluded']} excluded{carried_note}; "
              f"{errors} {'hazards' if tool == 'racecheck' else 'errors'} ({busy:.0f} s of case time)")
        for name in cases:
            r = per_case[name]
            if r["status"] != "clean":
                print(f"  {tool} {r['status']}: {name} (rc={r['rc']}, errors={r['errors']}, {r['seconds']} s)")
    slowest = sorted(((r["seconds"], tool, name) for tool in tools for name, r in results[tool].items()), reverse=True)
    print("slowest: " + "; ".join(f"{tool} {s:.0f} s {name[:60]}" for s, tool, name in slowest[:5]))
    with open(summary_path, "w") as f:
        json.dump({"tests": args.tests, "spec": args.spec, "jobs": args.jobs, "deadline_s": args.deadline,
                   "eager_loops": sorted(args.eager_loops), "alone": args.alone,
                   "alone_cases": sorted(f"{tool}: {name}" for tool, name in alone),
                   "git_sha": os.environ.get("GRAPHBLADE_GIT_SHA", "unknown"),
                   "cases": {tool: {name: {k: v for k, v in r.items() if k != "output"}
                                    for name, r in results[tool].items()} for tool in tools}},
                  f, indent=1)
    return rc_all


if __name__ == "__main__":
    sys.exit(main())
