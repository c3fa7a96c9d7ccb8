#!/usr/bin/env python3
"""One line per graphblade.bench/1 record (bench/README.md) of the JSON-lines files given:
graph, algorithm, device, knobs, median ms over the trials, Graph500 GTEPS at that median,
levels, whether every trial validated, and the first trial's device activity (launches,
graph launches, host waits). The GPU-machine steps print it after a run.

usage: bench_summary.py FILE.jsonl [FILE.jsonl ...]"""
import json
import statistics
import sys


def line(r):
    trials = r["trials"]
    ms = statistics.median(t["ms"] for t in trials)
    edges = statistics.median(t["edges_graph500"] for t in trials)
    act = trials[0].get("device_activity") or {}
    knobs = ",".join(f"{k}={v:g}" for k, v in sorted(r["options"]["knobs"].items())) or "-"
    valid = all(t["valid"] for t in trials)
    return (f"{r['graph']['name']:<18} {r['algo']:<13} {r['device']:<5} {knobs:<22} {ms:10.3f} ms "
            f"{edges / ms / 1e6:8.2f} GTEPS  levels {trials[0]['levels']:>5}  valid {str(valid):<5} "
            f"launches {act.get('launches', '-')} graphs {act.get('graph_launches', '-')} "
            f"waits {act.get('host_syncs', '-')}")


def main(paths):
    for p in paths:
        try:
            with open(p) as f:
                for raw in f:
                    if raw.strip():
                        print(line(json.loads(raw)))
        except OSError as e:
            print(f"{p}: {e.strerror}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
