#!/usr/bin/env python3
"""Per graph: an algorithm's median ms next to SuiteSparse:GraphBLAS's from the
same `graphblade bench` JSON lines, the speedup, and the graphs where it is
slower. Usage: vs_suitesparse.py RESULTS.jsonl [ALGO=hong-hybrid] [DEVICE=cpu]"""
import json
import sys


def main():
    path = sys.argv[1]
    algo = sys.argv[2] if len(sys.argv) > 2 else "hong-hybrid"
    device = sys.argv[3] if len(sys.argv) > 3 else "cpu"
    ms = {}
    for line in open(path):
        r = json.loads(line)
        if r.get("error") or r["device"] != device and r["algo"] != "suitesparse":
            continue
        ms.setdefault(r["graph"]["name"], {})[r["algo"]] = r["ms"]["median"]
    slower = []
    print(f"{'graph':<24} {algo + ' ms':>16} {'suitesparse ms':>15} {'speedup':>8}")
    for graph, d in ms.items():
        if algo not in d or "suitesparse" not in d:
            continue
        x = d["suitesparse"] / d[algo]
        if x < 1:
            slower.append(graph)
        print(f"{graph:<24} {d[algo]:16.3f} {d['suitesparse']:15.3f} {x:7.2f}x")
    print(f"{algo} slower than SuiteSparse on {len(slower)} of {len(ms)} graphs: {' '.join(slower) or '-'}")


if __name__ == "__main__":
    main()
