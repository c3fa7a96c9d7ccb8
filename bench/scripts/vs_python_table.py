#!/usr/bin/env python3
"""The README's tables of a vs_python_graphblas.py run (JSON lines): median ms per
BFS (single source) and per call of K sources (multi-source), each graphblade
set with its speedup over python-graphblas on the same graph; '✗' marks an
invalid or failed set.

Usage: bench/scripts/vs_python_table.py vs_python.jsonl
"""
import json
import sys

SINGLE = [("python-graphblas", "cpu"), ("gb-auto", "cpu"), ("hong-hybrid", "cpu"), ("gb-auto", "cuda"),
          ("hong-cpu-gpu", "cuda")]
MULTI = [("python-graphblas-multi", "cpu"), ("ibfs-multi", "cpu"), ("ibfs-multi", "cuda")]


def cell(rec, base):
    if rec is None:
        return "—"
    if rec.get("error") or not rec.get("valid"):
        return "✗ " + (rec.get("error") or "invalid")[:40]
    ms = rec["ms"]["median"]
    if base is None or rec["algo"].startswith("python-graphblas"):
        return f"{ms:.2f}"
    return f"{ms:.2f} ({base / ms:.1f}×)"


def main(path):
    recs, graphs = {}, []
    for line in open(path):
        r = json.loads(line)
        name = r["graph"]["name"]
        if name not in graphs:
            graphs.append(name)
        recs[(name, r["algo"], r["device"])] = r
    some = next(iter(recs.values()))
    print(f"<!-- {path}: git {some['git']['sha'][:7]}, {some['host']['cpu']}, {some['threads']} threads, "
          f"GPU {some['host']['gpu']} -->")
    for title, sets in (("single source (levels + parents), median ms per BFS", SINGLE),
                        ("multi-source (levels), median ms per call", MULTI)):
        if not any((k[1], k[2]) in sets for k in recs):
            continue
        print(f"\n{title}\n")
        print("| graph (n, stored entries) | " + " | ".join(f"{a} ({d})" for a, d in sets) + " |")
        print("|---" * (len(sets) + 1) + "|")
        for name in graphs:
            g = next(r["graph"] for k, r in recs.items() if k[0] == name)
            base = recs.get((name,) + sets[0])
            base_ms = base["ms"]["median"] if base and base.get("valid") else None
            k = next((r.get("multi_source") for kk, r in recs.items() if kk[0] == name and r.get("multi_source")), "")
            label = f"{name} ({g['n'] / 1e6:.2f} M, {g['nnz'] / 1e6:.1f} M)" + (f", K = {k}" if sets is MULTI else "")
            print(f"| {label} | " + " | ".join(cell(recs.get((name, a, d)), base_ms) for a, d in sets) + " |")


if __name__ == "__main__":
    main(sys.argv[1])
