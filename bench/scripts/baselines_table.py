#!/usr/bin/env python3
"""Markdown table of a baselines run (issue 21): one line per graph x row of
`graphblade bench` JSON lines (algorithm, device, threads, outputs, median ms)
and, for every row, its time relative to LAGraph's bfs_demo and to the
SuiteSparse baseline with the SAME outputs (parents only vs parents only, ...);
'-' where the outputs differ or the reference is absent.
    python3 bench/scripts/baselines_table.py RESULTS.jsonl [...]
--summary: the README's form instead, one table per output set, one line per
graph, one column per algorithm x device (median ms), and the baseline's time
over LAGraph's where both computed the same outputs.
    python3 bench/scripts/baselines_table.py --summary RESULTS.jsonl [...]
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


# Column order of --summary: the external references, the baselines, then graphblade (CPU, GPU).
ORDER = ["lagraph", "suitesparse", "suitesparse10", "gap"]


def column(r):
    return r["algo"] + (" GPU" if r["device"] == "cuda" else "")


def summary(rows):
    """One markdown table per output set: graphs x (algorithm, device), median ms."""
    ok = [r for r in rows if not r["error"] and r["valid"] is not False]
    versions = sorted({r["versions"]["graphblas"] for r in ok if r["algo"].startswith("suitesparse")
                       and r["versions"].get("graphblas")})
    threads = sorted({r["threads"] for r in ok if r["device"] == "cpu"})
    env = rows[0]
    print(f"git {env['git']['sha'][:7]}, {env['host']['cpu']} ({', '.join(map(str, threads))} threads), "
          f"GPU: {env['host']['gpu']}, {' and '.join(versions)}, malloc: {env['host'].get('malloc')}; "
          "median ms over every source x trial")
    graphs = list(dict.fromkeys(r["graph"]["name"] for r in rows))
    for outputs in dict.fromkeys(r["outputs"] for r in ok):
        mine = [r for r in ok if r["outputs"] == outputs]
        cols = list(dict.fromkeys(column(r) for r in mine))
        cols.sort(key=lambda c: (ORDER.index(c) if c in ORDER else len(ORDER) + c.endswith(" GPU")))
        ratio = "suitesparse" in cols and "lagraph" in cols
        print(f"\noutputs {outputs}:\n")
        print("| graph | " + " | ".join(cols) + (" | suitesparse / lagraph |" if ratio else " |"))
        print("|---|" + "---:|" * (len(cols) + ratio))
        for g in graphs:
            ms = {column(r): r["ms"]["median"] for r in mine if r["graph"]["name"] == g}
            if not ms:
                continue
            cells = [f"{ms[c]:.3g}" if c in ms else "-" for c in cols]
            if ratio:
                both = ms.get("lagraph", 0) > 0 and "suitesparse" in ms
                cells.append(f"{ms['suitesparse'] / ms['lagraph']:.2f}x" if both else "-")
            print(f"| {g} | " + " | ".join(cells) + " |")
    bad = [r for r in rows if r["error"] or r["valid"] is False]
    for r in bad:
        print(f"\nleft out: {r['graph']['name']} {column(r)} {r['outputs']}: {r['error'] or 'INVALID'}")


def main(paths):
    if paths and paths[0] == "--summary":
        rows = rows_of(paths[1:])
        if not rows:
            sys.exit("no rows")
        return summary(rows)
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
