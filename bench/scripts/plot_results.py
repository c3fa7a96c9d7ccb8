#!/usr/bin/env python3
"""Turn graphblade bench JSON lines (schema graphblade.bench/1) into charts and a table.

  bench/scripts/plot_results.py results.jsonl [more.jsonl ...] --out DIR [--baseline suitesparse]

Writes DIR/gteps.png (median GTEPS, Graph500 convention, per graph and
algorithm), DIR/speedup.png (median-time speedup over the baseline on the same
graph: same thread count when the baseline ran with it, else its fastest run)
and DIR/results.md (the table, with the machine and versions). When a graph x
algorithm x device x threads appears more than once, the last record wins.
Needs matplotlib (Debian python3-matplotlib, or pip install matplotlib).
"""
import argparse
import json
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def load(paths):
    records = {}
    for path in paths:
        with open(path) as f:
            for number, line in enumerate(f, 1):
                line = line.strip()
                if not line:
                    continue
                j = json.loads(line)
                if j.get("schema") != "graphblade.bench/1":
                    sys.exit(f"error: {path}:{number}: not a graphblade.bench/1 record")
                key = (j["graph"]["name"], j["algo"], j["device"], j["threads"])
                records[key] = j
    return list(records.values())


def label(r):
    return f"{r['algo']} ({r['device']})" if r["device"] == "cuda" else f"{r['algo']} ({r['device']}, {r['threads']}t)"


def speedup(records, r, baseline):
    """Baseline median ms / r's median ms; None without a valid baseline."""
    same_graph = [b for b in records if b["graph"]["name"] == r["graph"]["name"] and b["algo"] == baseline
                  and b["valid"] and b["trials"]]
    if not same_graph or not r["trials"] or r["ms"]["median"] <= 0:
        return None
    same_threads = [b for b in same_graph if r["device"] == "cpu" and b["device"] == "cpu" and b["threads"] == r["threads"]]
    base = same_threads[0] if same_threads else min(same_graph, key=lambda b: b["ms"]["median"])
    return base["ms"]["median"] / r["ms"]["median"]


def grouped_bars(records, value, ylabel, title, path, log=False, hline=None):
    graphs = list(dict.fromkeys(r["graph"]["name"] for r in records))
    series = list(dict.fromkeys(label(r) for r in records))
    width = 0.8 / max(1, len(series))
    fig, ax = plt.subplots(figsize=(max(6, 1.6 * len(graphs) + 2) + 3, 4.5))
    colors = plt.get_cmap("tab20").colors
    for k, s in enumerate(series):
        xs, ys = [], []
        for g, graph in enumerate(graphs):
            match = [r for r in records if r["graph"]["name"] == graph and label(r) == s]
            v = value(match[0]) if match else None
            if v is not None and v > 0:
                xs.append(g + (k - (len(series) - 1) / 2) * width)
                ys.append(v)
        ax.bar(xs, ys, width=width, label=s, color=colors[k % len(colors)])
    ax.set_xticks(range(len(graphs)))
    ax.set_xticklabels(graphs, rotation=20, ha="right")
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    if log:
        ax.set_yscale("log")
    if hline is not None:
        ax.axhline(hline, color="black", linewidth=0.8, linestyle="--")
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def machine_lines(records):
    seen = []
    for r in records:
        h, v, g = r["host"], r["versions"], r["git"]
        line = (f"- host `{h['name']}`: {h['cpu']} ({h['cpu_threads']} threads)"
                + (f", GPU {h['gpu']}" if h.get("gpu") else "")
                + (f", env {h['omp_env']}" if h.get("omp_env") else "")
                + f"; git {g['sha'][:12]}{' (dirty)' if g.get('dirty') else ''}"
                + f"; {v.get('graphblas') or 'no GraphBLAS'}; {v.get('compiler')}")
        if line not in seen:
            seen.append(line)
    return seen


def table(records, baseline):
    rows = ["| graph | n | nnz | algorithm | device | threads | median ms | min ms | max ms | GTEPS (Graph500) "
            f"| GTEPS (directed) | vs {baseline} | valid |",
            "|---|---:|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    for r in records:
        if r.get("error"):
            rows.append(f"| {r['graph']['name']} | {r['graph']['n']} | {r['graph']['nnz']} | {r['algo']} | "
                        f"{r['device']} | {r['threads']} | error: {r['error']} | | | | | | no |")
            continue
        s = speedup(records, r, baseline)
        rows.append(f"| {r['graph']['name']} | {r['graph']['n']} | {r['graph']['nnz']} | {r['algo']} | {r['device']} "
                    f"| {'-' if r['device'] == 'cuda' else r['threads']} | {r['ms']['median']:.3f} | {r['ms']['min']:.3f} | {r['ms']['max']:.3f} "
                    f"| {r['gteps_graph500']['median']:.4f} | {r['gteps_directed']['median']:.4f} "
                    f"| {'-' if s is None else f'{s:.2f}x'} | {'yes' if r['valid'] else 'NO'} |")
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("inputs", nargs="+", help="JSON lines files")
    ap.add_argument("--out", required=True, help="output folder")
    ap.add_argument("--baseline", default="suitesparse", help="algorithm the speedups are relative to")
    ap.add_argument("--title", default="graphblade BFS", help="chart title prefix")
    args = ap.parse_args()
    records = load(args.inputs)
    if not records:
        sys.exit("error: no records")
    os.makedirs(args.out, exist_ok=True)
    ok = [r for r in records if not r.get("error")]
    grouped_bars(ok, lambda r: r["gteps_graph500"]["median"], "GTEPS (Graph500 convention, median)",
                 f"{args.title}: traversal rate", os.path.join(args.out, "gteps.png"), log=True)
    grouped_bars(ok, lambda r: speedup(ok, r, args.baseline), f"speedup over {args.baseline} (median time)",
                 f"{args.title}: speedup over {args.baseline}", os.path.join(args.out, "speedup.png"), log=True,
                 hline=1.0)
    conventions = records[0]["teps_conventions"]
    lines = [f"# {args.title}", "", *machine_lines(records), "",
             f"TEPS numerators: Graph500 = {conventions['graph500']}; directed = {conventions['directed']}.",
             "Times are per BFS (one source), medians over the recorded trials; every result was validated.", "",
             *table(records, args.baseline), "", "![GTEPS](gteps.png)", "", "![speedup](speedup.png)", ""]
    with open(os.path.join(args.out, "results.md"), "w") as f:
        f.write("\n".join(lines))
    print(f"wrote {args.out}/gteps.png, speedup.png, results.md ({len(records)} records)")


if __name__ == "__main__":
    main()
