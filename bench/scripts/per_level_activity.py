#!/usr/bin/env python3
"""Device work and host waits per BFS level from `graphblade bench` JSON lines
(issue 12): for each graph x algorithm x device, the median over trials of
kernel launches, library calls (CUB / cuSPARSE), memory operations and host
synchronisations, per traversal and per level.

usage: per_level_activity.py RESULTS.jsonl [--markdown]
"""
import json
import statistics
import sys


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    rows = []
    for line in open(sys.argv[1]):
        r = json.loads(line)
        trials = [t for t in r.get("trials", []) if "device_activity" in t]
        if not trials:
            continue
        def med(key, per_level):
            xs = [t["device_activity"][key] / (max(t["levels"], 1) if per_level else 1) for t in trials]
            return statistics.median(xs)
        rows.append((r["graph"]["name"], r["algo"], r["device"], statistics.median(t["levels"] for t in trials),
                     r["ms"]["median"], med("launches", True), med("library_calls", True), med("memory_ops", True),
                     med("host_syncs", True), med("host_syncs", False), r["valid"]))
    md = "--markdown" in sys.argv
    head = ("graph", "algo", "device", "levels", "median ms", "launches/lvl", "lib calls/lvl", "mem ops/lvl",
            "syncs/lvl", "syncs/BFS", "valid")
    if md:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
    for row in rows:
        cells = [row[0], row[1], row[2], f"{row[3]:.0f}", f"{row[4]:.2f}"] + [f"{x:.2f}" for x in row[5:9]] + \
                [f"{row[9]:.0f}", str(row[10])]
        print(("| " + " | ".join(cells) + " |") if md else "  ".join(f"{c:>12}" for c in cells))


if __name__ == "__main__":
    main()
