#!/usr/bin/env python3
"""Every kernel of a profiled run in launch order, as the GPU ran it (not
serialised, clocks not locked: unlike ncu's listing, ncu_summary.py --list),
from the CSV of `nsys stats --report cuda_gpu_trace --format csv` on a report
taken with `nsys profile --cuda-graph-trace=node` (so a CUDA graph's kernel
nodes are listed one by one). For each kernel: its start relative to the first
listed one, its duration and the idle gap since the previous kernel ended (µs),
then totals: kernel time, idle time and the span.

Usage: nsys_kernels.py TRACE.csv [--last N]   (--last: only the last N kernels)
"""
import csv
import sys


def rows(path):
    with open(path, newline="") as f:
        lines = [l for l in f if l.strip() and not l.startswith("NOTICE") and not l.startswith("Processing")]
    reader = csv.DictReader(lines)
    out = []
    for r in reader:
        name = r.get("Name") or r.get("Kernel Name") or ""
        start, dur = r.get("Start (ns)"), r.get("Duration (ns)")
        if not start or not dur or not name or name.startswith("[CUDA mem"):
            continue
        out.append((float(start), float(dur), name))
    out.sort()
    return out


def main(path, last):
    ks = rows(path)
    if last:
        ks = ks[-last:]
    if not ks:
        print(f"{path}: no kernels")
        return
    t0 = ks[0][0]
    prev_end = t0
    busy = idle = 0.0
    for i, (start, dur, name) in enumerate(ks):
        gap = max(0.0, start - prev_end) if i else 0.0
        busy += dur
        idle += gap
        print(f"{i:4d} {(start - t0) / 1e3:10.1f} {dur / 1e3:9.1f} {gap / 1e3:8.1f}  {name[:90]}")
        prev_end = max(prev_end, start + dur)
    span = prev_end - t0
    print(f"{path}: {len(ks)} kernels, {busy / 1e3:.1f} us in kernels, {idle / 1e3:.1f} us idle between them, "
          f"span {span / 1e3:.1f} us")


if __name__ == "__main__":
    args = sys.argv[1:]
    n = 0
    if "--last" in args:
        i = args.index("--last")
        n = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 1:
        sys.exit(__doc__)
    main(args[0], n)
