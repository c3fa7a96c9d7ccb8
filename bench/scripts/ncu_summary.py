#!/usr/bin/env python3
"""Summarise an `ncu --csv --metrics gpu__time_duration.sum` log: launches and
total GPU time per kernel name, biggest first (issue 6: where a BFS variant's
time goes); with --list, every kernel in launch order with its time (where a
level's time goes). Usage: ncu_summary.py [--list] NCU.csv"""
import csv
import sys
from collections import defaultdict


def main(path, listing=False):
    with open(path, newline="") as f:
        lines = [l for l in f if l.startswith('"')]  # ncu's CSV rows; the program's own stdout is dropped
    count, total = defaultdict(int), defaultdict(float)
    launch = 0
    for row in csv.DictReader(lines):
        if row.get("Metric Name") != "gpu__time_duration.sum":
            continue
        scale = {"nsecond": 1e-3, "usecond": 1.0, "msecond": 1e3}.get(row.get("Metric Unit", "nsecond"), 1e-3)
        name = row["Kernel Name"].split("(")[0][:70]
        us = float(row["Metric Value"].replace(",", "")) * scale
        if listing:
            print(f"{launch:4d} {us:9.1f} {name}")
        launch += 1
        count[name] += 1
        total[name] += us
    launches, us = sum(count.values()), sum(total.values())
    print(f"{path}: {launches} kernel launches, {us / 1e3:.3f} ms of GPU time in total")
    for name in sorted(total, key=total.get, reverse=True)[:12]:
        print(f"  {count[name]:6d} x {total[name] / count[name]:9.2f} us  {total[name] / 1e3:8.3f} ms  {name}")


if __name__ == "__main__":
    args = sys.argv[1:]
    main(args[-1], "--list" in args[:-1])
