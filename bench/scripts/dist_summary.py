#!/usr/bin/env python3
"""Summarise graphblade-dist graph500 JSON runs as a Markdown table: grid,
harmonic-mean TEPS, median BFS time, and per BFS (mean over roots, all ranks
summed) the bytes contributed to expand (and what bitmaps would have cost) and
the bytes sent in the fold. Usage: dist_summary.py RUN.json [RUN.json ...]"""
import json
import os
import sys

print("| run | grid | harmonic-mean TEPS | median BFS | expand bytes / BFS | bitmap-only expand / BFS "
      "| fold bytes / BFS | fold edges dropped by SV / BFS | valid |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
for path in sys.argv[1:]:
    j = json.load(open(path))
    runs = j["runs"]
    k = len(runs)
    mean = lambda key: sum(sum(l[key] for l in r["levels"]) for r in runs) / k
    b = j["block"]
    print(f"| {os.path.basename(path).removesuffix('.json')} | {j['grid']} | {b['harmonic_mean_TEPS']:.3g} "
          f"| {b['median_time'] * 1e3:.1f} ms | {mean('expand_bytes'):.3g} | {mean('expand_bitmap_bytes'):.3g} "
          f"| {mean('fold_bytes'):.3g} | {mean('fold_edges_filtered'):.3g} | {j['all_valid']} |")
