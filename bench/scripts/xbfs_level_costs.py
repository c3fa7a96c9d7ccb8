#!/usr/bin/env python3
"""What a level of xbfs's CUDA small-graph path costs, from bench_xbfs's output (its JSON lines: a level is
[direction, queue, found, found at +1, threads, ns from the start to its end, by vertex (since session 36)];
threads, the end time and by vertex are recorded on the small-graph path only). Per graph and source: the traversal's ms, its levels, the first level's
end (the start: the status written, the first level), then per (direction, threads that ran the level, vertices it
found in buckets of --bucket) the levels, their mean cost in µs (end minus the previous level's end) and their sum.
32 threads: warp 0 alone; 1,024: block 0; more: the grid (xbfs.hpp, xbfs_level::threads); a block's levels a thread
per frontier vertex read "td by vertex" (xbfs_level::by_vertex).
usage: xbfs_level_costs.py [--bucket N] BENCH_XBFS_OUTPUT..."""
import argparse
import json
import sys
from collections import defaultdict


def traversals(path):
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("{"):
                yield json.loads(line)


def level_costs(levels, bucket):
    """{(direction, threads, first vertex count of the bucket): [µs of each level]}, and the first level's end."""
    costs = defaultdict(list)
    previous = 0
    for level in levels:
        direction, _queue, found, _found_next, threads, end_ns = level[:6]
        if len(level) > 6 and level[6]:
            direction += " by vertex"
        costs[(direction, threads, found // bucket * bucket)].append((end_ns - previous) / 1000.0)
        previous = end_ns
    return costs, (levels[0][5] / 1000.0 if levels else 0.0)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bucket", type=int, default=50, help="vertices found a bucket (default 50)")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args(argv)
    if args.bucket < 1:
        print("error: --bucket must be >= 1", file=sys.stderr)
        return 2
    shown = 0
    for path in args.files:
        try:
            found = list(traversals(path))
        except (OSError, json.JSONDecodeError) as e:
            print(f"error: {path}: {e}", file=sys.stderr)
            return 2
        for t in found:
            levels = t.get("levels", [])
            if not levels or levels[0][5] == 0:
                continue  # not the small-graph path: no end times
            costs, start = level_costs(levels, args.bucket)
            print(f"{t.get('graph')} source {t.get('source')}: {t.get('ms')} ms, {len(levels)} levels, "
                  f"first level ends at {start:.1f} µs")
            print("| direction | threads | found | levels | µs a level | µs |")
            print("|---|---:|---|---:|---:|---:|")
            for (direction, threads, low), us in sorted(costs.items()):
                print(f"| {direction} | {threads} | {low}-{low + args.bucket - 1} | {len(us)} | "
                      f"{sum(us) / len(us):.2f} | {sum(us):.1f} |")
            print()
            shown += 1
    if shown == 0:
        print("error: no traversal with per-level end times in the input", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
