#!/usr/bin/env python3
"""Markdown tables of an XBFS run (bench/gpu_machine_run.sh --xbfs): per graph the
median ms and Graph500 GTEPS of xbfs, gb-auto and turbo-hybrid (8 seeded sources,
every trial validated), then the ablation: xbfs with each technique off, as the
ratio of its median time to the default xbfs row.
With --wins: per graph, xbfs against the fastest other GPU BFS of the file that computed the same
outputs (issue 15's "faster than every other graphblade GPU BFS on >= 90 % of the real graphs"). Given several
files (rounds of the same run), each algorithm's row of a graph is its fastest median over the rounds: every
algorithm gets the same best-of-rounds, which evens out the run-to-run spread of graphs of a few microseconds.
usage: xbfs_summary.py RESULTS.jsonl [ABLATION.jsonl] | xbfs_summary.py --wins RESULTS.jsonl... (.jsonl.gz too)"""
import gzip
import json
import sys


def rows(path):
    try:
        with (gzip.open(path, "rt") if path.endswith(".gz") else open(path)) as f:
            return [json.loads(line) for line in f if line.strip()]
    except FileNotFoundError:
        return []


def knobs(r):
    k = r.get("options", {}).get("knobs", {})
    return ",".join(f"{a}={v:g}" for a, v in sorted(k.items())) or "default"


def wins(paths):
    """xbfs against the fastest other GPU BFS that computed the same outputs (levels only against levels only,
    levels+parents against levels+parents), one summary per output set; over several files (rounds) each
    algorithm's fastest median of a graph."""
    by_outputs = {}
    for path in paths:
        for r in rows(path):
            if r.get("device") == "cuda" and r.get("ms") and r.get("valid"):
                times = by_outputs.setdefault(r.get("outputs", "?"), {}).setdefault(r["graph"]["name"], {})
                times[r["algo"]] = min(times.get(r["algo"], float("inf")), r["ms"]["median"])
    for outputs, by_graph in sorted(by_outputs.items()):
        won, lost = 0, []
        for g, t in sorted(by_graph.items()):
            if "xbfs" not in t or len(t) < 2:
                continue
            best_other = min((ms, a) for a, ms in t.items() if a != "xbfs")
            if t["xbfs"] < best_other[0]:
                won += 1
            else:
                lost.append(f"{g}: xbfs {t['xbfs']:.3f} ms, {best_other[1]} {best_other[0]:.3f} ms")
        total = won + len(lost)
        if total == 0:
            continue
        others = sorted({a for t in by_graph.values() for a in t if a != "xbfs"})
        print(f"{outputs}: xbfs fastest GPU BFS on {won} of {total} graphs ({100.0 * won / total:.0f} %) "
              f"against {', '.join(others)}")
        for line in lost:
            print("  not fastest:", line)


if sys.argv[1] == "--wins":
    wins(sys.argv[2:])
    sys.exit(0)
main = rows(sys.argv[1])
ablation = rows(sys.argv[2]) if len(sys.argv) > 2 else []
if main:
    r0 = main[0]
    print(f"device: {r0.get('device_name', '?')}, git {r0['git']['sha']}\n")
print("| graph | algorithm | median ms | GTEPS (Graph500) | valid |")
print("|---|---|---:|---:|---|")
base = {}
for r in main:
    ms = r["ms"]["median"] if r.get("ms") else float("nan")
    if r["algo"] == "xbfs":
        base[r["graph"]["name"]] = ms
    gteps = r["gteps_graph500"]["median"] if r.get("gteps_graph500") else float("nan")
    print(f"| {r['graph']['name']} | {r['algo']} | {ms:.3f} | {gteps:.1f} | {r.get('valid')} |")
if ablation:
    print("\n| graph | xbfs knobs | median ms | / default | valid |")
    print("|---|---|---:|---:|---|")
    for r in ablation:
        ms = r["ms"]["median"] if r.get("ms") else float("nan")
        b = base.get(r["graph"]["name"])
        ratio = f"{ms / b:.2f}" if b else "-"
        print(f"| {r['graph']['name']} | {knobs(r)} | {ms:.3f} | {ratio} | {r.get('valid')} |")
