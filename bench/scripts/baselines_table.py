#!/usr/bin/env python3
"""Markdown table of a baselines run (issue 21): one line per graph x row of
`graphblade bench` JSON lines (algorithm, device, threads, outputs, median ms)
and, for every row, its time relative to LAGraph's bfs_demo and to the
SuiteSparse baseline with the SAME outputs (parents only vs parents only, ...);
'-' where the outputs differ or the reference is absent.
    python3 bench/scripts/baselines_table.py RESULTS.jsonl [...]
"""
import json
import sys


def rows_of(paths):
    rows = []
    for path in paths:
        with open(path) as f:
            rows += [json.loads(line) for line in f if line.strip()]
    return rows


def label(r):
    return f"{r['algo']} ({r['device']}{'' if r['device'] == 'cuda' else ', ' + str(r['threads']) + ' thr'})"


def main(paths):
    rows = rows_of(paths)
    if not rows:
        sys.exit("no rows")
    env = rows[0]
    print(f"git {env['git']['sha']}, {env['host']['cpu']}, GPU: {env['host']['gpu']}, "
          f"SuiteSparse: {env['versions']['graphblas']}\n")
    print("| graph | row | outputs | median ms | vs LAGraph (same outputs) | vs suitesparse (same outputs) | valid |")
    print("|---|---|---|---:|---:|---:|---|")
    for graph in dict.fromkeys(r["graph"]["name"] for r in rows):
        mine = [r for r in rows if r["graph"]["name"] == graph]

        def reference(algo, r):
            same = [b for b in mine if b["algo"] == algo and b["outputs"] == r["outputs"] and b["valid"] is not False
                    and not b["error"] and (r["device"] == "cuda" or b["threads"] == r["threads"])]
            return min((b["ms"]["median"] for b in same), default=None)

        for r in mine:
            if r["error"]:
                print(f"| {graph} | {label(r)} | - | error: {r['error'][:80]} | | | no |")
                continue
            ms = r["ms"]["median"]
            cells = []
            for algo in ("lagraph", "suitesparse"):
                ref = reference(algo, r)
                cells.append(f"{ms / ref:.2f}x time" if ref and ms > 0 else "-")
            valid = "unchecked" if r.get("validation") == "none" else ("yes" if r["valid"] else "NO")
            print(f"| {graph} | {label(r)} | {r['outputs']} | {ms:.3f} | {cells[0]} | {cells[1]} | {valid} |")


if __name__ == "__main__":
    main(sys.argv[1:])
