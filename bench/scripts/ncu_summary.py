#!/usr/bin/env python3
"""Summarise an `ncu --csv --metrics gpu__time_duration.sum[,...]` log: launches
and total GPU time per kernel name, biggest first (issue 6: where a BFS
variant's time goes); with --list, every kernel in launch order with its time
(where a level's time goes) and, when the log holds them, its DRAM bytes
(dram__bytes.sum) and L2 hit rate (lts__t_sector_hit_rate.pct).
Usage: ncu_summary.py [--list] NCU.csv"""
import csv
import sys
from collections import defaultdict


def main(path, listing=False):
    with open(path, newline="") as f:
        lines = [l for l in f if l.startswith('"')]  # ncu's CSV rows; the program's own stdout is dropped
    count, total = defaultdict(int), defaultdict(float)
    kernels = {}  # launch id -> {metric: value}, in launch order
    byte_scale = {"byte": 1e-6, "Kbyte": 1e-3, "Mbyte": 1.0, "Gbyte": 1e3}
    for row in csv.DictReader(lines):
        k = kernels.setdefault(row.get("ID", str(len(kernels))), {"name": row["Kernel Name"].split("(")[0][:70]})
        value = float(row["Metric Value"].replace(",", "") or 0)
        metric, unit = row.get("Metric Name"), row.get("Metric Unit", "")
        if metric == "gpu__time_duration.sum":
            k["us"] = value * {"nsecond": 1e-3, "usecond": 1.0, "msecond": 1e3}.get(unit, 1e-3)
        elif metric == "dram__bytes.sum":
            k["MB"] = value * byte_scale.get(unit, 1e-6)
        elif metric == "lts__t_sector_hit_rate.pct":
            k["l2"] = value
    for launch, k in enumerate(v for v in kernels.values() if "us" in v):
        name, us = k["name"], k["us"]
        if listing:
            extra = (f" {k['MB']:9.2f} MB {k['MB'] / us if us else 0:6.2f} TB/s" if "MB" in k else "") + (
                f" L2 {k['l2']:5.1f}%" if "l2" in k else "")
            print(f"{launch:4d} {us:9.1f}{extra} {name}")
        count[name] += 1
        total[name] += us
    launches, us = sum(count.values()), sum(total.values())
    print(f"{path}: {launches} kernel launches, {us / 1e3:.3f} ms of GPU time in total")
    for name in sorted(total, key=total.get, reverse=True)[:12]:
        print(f"  {count[name]:6d} x {total[name] / count[name]:9.2f} us  {total[name] / 1e3:8.3f} ms  {name}")


if __name__ == "__main__":
    args = sys.argv[1:]
    main(args[-1], "--list" in args[:-1])
