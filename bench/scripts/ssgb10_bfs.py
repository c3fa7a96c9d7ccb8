#!/usr/bin/env python3
"""Second SuiteSparse baseline: the same BFS as bench/suitesparse/suitesparse_bfs.cpp,
run against the GraphBLAS 10.x bundled in PyPI's `suitesparse-graphblas` wheel
through its cffi bindings, printing JSON lines in graphblade's bench schema
(graphblade.bench/1, algorithm "suitesparse10").

Why Python: the wheel ships libgraphblas.so.10 but no GraphBLAS.h, and the C
API's option codes changed between 7.x and 10.x (GxB_SPARSITY_CONTROL 32 -> 7036,
GxB_NTHREADS 5 -> 7086), so the C++ baseline compiled against Debian's 7.4
header cannot be linked against it; python-graphblas pins
suitesparse-graphblas < 10. The cffi module carries the 10.x declarations.

Usage (same graph and sources as a `graphblade bench` run):
  graphblade bench -g kron:16 --algos suitesparse --out r.jsonl
  bench/scripts/ssgb10_bfs.py --graph kron:16 --graphblade build/bin/graphblade \
      --sources-from r.jsonl >> r.jsonl
--outputs parents computes what LAGraph's BFS and GAP compute (as the C++
baseline's parents-only mode: int32 any.secondi below 2^31 vertices, pi as the
visited mask, no levels); the default is levels and parents. Like `graphblade
bench`, it sets glibc's malloc as LAGraph's demos do (mmap off, no trim, 16 MiB
top pad; GRAPHBLADE_BENCH_MALLOC=default keeps glibc's defaults).
Needs: pip install suitesparse-graphblas numpy (cffi comes with it).
"""
import argparse
import ctypes
import datetime
import json
import os
import platform
import socket
import subprocess
import sys
import tempfile
import time

import numpy as np
import suitesparse_graphblas as ssgb
from bench_common import LagraphDirection, component_edges, summary
from suitesparse_graphblas import ffi, lib


def apply_malloc_policy():
    """LAGraph's demo_init mallopt calls (bench/harness/malloc_policy.hpp); returns host.malloc."""
    if os.environ.get("GRAPHBLADE_BENCH_MALLOC", "lagraph") == "default":
        return "glibc default"
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return "system default (not glibc)"
    m_trim_threshold, m_top_pad, m_mmap_max = -1, -2, -4
    ok = (libc.mallopt(m_mmap_max, 0) == 1 and libc.mallopt(m_trim_threshold, -1) == 1
          and libc.mallopt(m_top_pad, 16 * 1024 * 1024) == 1)
    return "lagraph: glibc mmap off, no trim, 16 MiB top pad" if ok else "glibc default (mallopt refused)"


def check(info, what):
    if info not in (lib.GrB_SUCCESS, lib.GrB_NO_VALUE):
        raise RuntimeError(f"{what} failed with GrB_Info {info}")


def read_gbin(path):
    """CSR arrays of a .gbin file (layout: src/io/gbin.cpp); checksum not verified."""
    with open(path, "rb") as f:
        if f.read(8) != b"GBLADE01":
            raise ValueError(f"{path}: not a .gbin file")
        version, flags = np.frombuffer(f.read(8), dtype="<u4")
        nrows, ncols, nnz = (int(x) for x in np.frombuffer(f.read(24), dtype="<u8"))
        offsets = np.frombuffer(f.read(8 * (nrows + 1)), dtype="<u8")
        indices = np.frombuffer(f.read(4 * nnz), dtype="<u4")
    return nrows, offsets, indices, bool(flags & 2)


def load_graph(spec, graphblade):
    """Convert `spec` (file or generator spec) to .gbin with the graphblade CLI, then read it."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "g.gbin")
        subprocess.run([graphblade, "convert", spec, out], check=True, stdout=subprocess.DEVNULL)
        return read_gbin(out)


class Grb:
    """Owned GrB_Matrix / GrB_Vector handle."""

    def __init__(self, kind):
        self.kind = kind
        self.ptr = ffi.new(f"{kind}*")

    @property
    def h(self):
        return self.ptr[0]

    def __del__(self):
        if self.ptr[0] != ffi.NULL:
            (lib.GrB_Matrix_free if self.kind == "GrB_Matrix" else lib.GrB_Vector_free)(self.ptr)


def new_vector(gtype, n, sparsity):
    v = Grb("GrB_Vector")
    check(lib.GrB_Vector_new(v.ptr, gtype, n), "GrB_Vector_new")
    check(lib.GxB_Vector_Option_set_INT32(v.h, lib.GxB_SPARSITY_CONTROL, sparsity), "sparsity")
    return v


class SuiteSparseBfs:
    """Direction-optimising BFS (parents by any.secondi, levels by assign), as in the C++ baseline."""

    def __init__(self, n, offsets, indices, undirected, levels=True, alpha=8.0, beta1=8.0, beta2=512.0):
        self.n, self.nnz = n, len(indices)
        self.levels = levels
        wide = n > 2**31 - 1  # LAGraph's index type: int32 below 2^31 vertices
        self.itype = lib.GrB_INT64 if wide else lib.GrB_INT32
        self.semiring = lib.GxB_ANY_SECONDI_INT64 if wide else lib.GxB_ANY_SECONDI_INT32
        self.set_index = lib.GrB_Vector_setElement_INT64 if wide else lib.GrB_Vector_setElement_INT32
        self.alpha, self.beta1, self.beta2 = alpha, beta1, beta2
        rows = np.repeat(np.arange(n, dtype=np.uint64), np.diff(offsets).astype(np.int64))
        cols = indices.astype(np.uint64)
        vals = np.ones(self.nnz, dtype=np.bool_)
        self.A = Grb("GrB_Matrix")
        check(lib.GrB_Matrix_new(self.A.ptr, lib.GrB_BOOL, n, n), "GrB_Matrix_new")
        check(lib.GrB_Matrix_build_BOOL(self.A.h, ffi.from_buffer("GrB_Index[]", rows),
                                        ffi.from_buffer("GrB_Index[]", cols), ffi.from_buffer("bool[]", vals),
                                        self.nnz, lib.GrB_LOR), "GrB_Matrix_build_BOOL")
        if undirected:  # symmetric: pull reads A, as LAGraph does for an undirected graph
            self.AT = self.A
        else:
            self.AT = Grb("GrB_Matrix")
            check(lib.GrB_Matrix_new(self.AT.ptr, lib.GrB_BOOL, n, n), "GrB_Matrix_new")
            check(lib.GrB_transpose(self.AT.h, ffi.NULL, ffi.NULL, self.A.h, ffi.NULL), "GrB_transpose")
        deg = np.diff(offsets).astype(np.int64)
        self.degree = Grb("GrB_Vector")
        check(lib.GrB_Vector_new(self.degree.ptr, lib.GrB_INT64, n), "GrB_Vector_new")
        check(lib.GrB_Vector_build_INT64(self.degree.h, ffi.from_buffer("GrB_Index[]", np.arange(n, dtype=np.uint64)),
                                         ffi.from_buffer("int64_t[]", deg), n, lib.GrB_PLUS_INT64), "degree")
        self.nvals = ffi.new("GrB_Index*")

    def count(self, v):
        check(lib.GrB_Vector_nvals(self.nvals, v.h), "GrB_Vector_nvals")
        return self.nvals[0]

    def frontier_edges(self, q, work):
        check(lib.GrB_Vector_assign(work.h, q.h, ffi.NULL, self.degree.h, lib.GrB_ALL, self.n, lib.GrB_DESC_RS), "w<q>=deg")
        edges = ffi.new("int64_t*")
        check(lib.GrB_Vector_reduce_INT64(edges, ffi.NULL, lib.GrB_PLUS_MONOID_INT64, work.h, ffi.NULL), "reduce")
        return float(edges[0])

    def traverse(self, source):
        n = self.n
        q = new_vector(self.itype, n, lib.GxB_SPARSE)
        self.pi = new_vector(self.itype, n, lib.GxB_BITMAP + lib.GxB_FULL)
        self.level = new_vector(self.itype, n, lib.GxB_BITMAP + lib.GxB_FULL) if self.levels else None
        work = new_vector(lib.GrB_INT64, n, lib.GxB_SPARSE)
        check(self.set_index(q.h, source, source), "q(s)")
        check(self.set_index(self.pi.h, source, source), "pi(s)")
        if self.levels:
            check(self.set_index(self.level.h, 0, source), "v(s)")
        direction = LagraphDirection(n, self.nnz, self.alpha, self.beta1, self.beta2)
        nq, nvisited, level = 1, 1, 0
        while nq > 0 and nvisited < n:
            level += 1
            push = direction.next_is_push(nq, lambda: self.frontier_edges(q, work))
            check(lib.GxB_Vector_Option_set_INT32(q.h, lib.GxB_SPARSITY_CONTROL,
                                                  lib.GxB_SPARSE if push else lib.GxB_BITMAP), "sparsity")
            if push:  # q'<!s(pi), replace> = q' any.secondi A
                check(lib.GrB_vxm(q.h, self.pi.h, ffi.NULL, self.semiring, q.h, self.A.h,
                                  lib.GrB_DESC_RSC), "vxm")
            else:  # q<!s(pi), replace> = AT any.secondi q
                check(lib.GrB_mxv(q.h, self.pi.h, ffi.NULL, self.semiring, self.AT.h, q.h,
                                  lib.GrB_DESC_RSC), "mxv")
            nq = self.count(q)
            if nq == 0:
                break
            nvisited += nq
            check(lib.GrB_Vector_assign(self.pi.h, q.h, ffi.NULL, q.h, lib.GrB_ALL, n, lib.GrB_DESC_S), "pi<q>=q")
            if self.levels:
                check(lib.GrB_Vector_assign_INT64(self.level.h, q.h, ffi.NULL, level, lib.GrB_ALL, n,
                                                  lib.GrB_DESC_S), "v<q>=level")
        check(lib.GrB_Vector_wait(self.pi.h, lib.GrB_MATERIALIZE), "wait")
        if self.levels:
            check(lib.GrB_Vector_wait(self.level.h, lib.GrB_MATERIALIZE), "wait")

    def extract(self, v):
        k = self.count(v)
        idx = np.empty(k, dtype=np.uint64)
        val = np.empty(k, dtype=np.int64)
        nv = ffi.new("GrB_Index*", k)
        check(lib.GrB_Vector_extractTuples_INT64(ffi.from_buffer("GrB_Index[]", idx), ffi.from_buffer("int64_t[]", val),
                                                 nv, v.h), "extractTuples")
        out = np.full(self.n, -1, dtype=np.int64)
        out[idx] = val
        return out


def tree_levels(parent, source):
    """Depth of every vertex in the parent tree (-1 unreached); None when the parents form a cycle."""
    level = np.full(len(parent), -1, dtype=np.int64)
    level[source] = 0
    pending = np.flatnonzero((parent >= 0) & (np.arange(len(parent)) != source))
    while len(pending):
        up = level[parent[pending]]
        done = up >= 0
        if not done.any():
            return None  # no vertex got its depth: a cycle, or a parent outside the tree
        level[pending[done]] = up[done] + 1
        pending = pending[~done]
    return level


def validate(offsets, indices, source, level, parent):
    """Graph500-style checks by property; returns a list of problems (empty when valid)."""
    problems = []
    rows = np.repeat(np.arange(len(offsets) - 1), np.diff(offsets).astype(np.int64))
    cols = indices.astype(np.int64)
    if level[source] != 0 or parent[source] != source:
        problems.append("source has level != 0 or parent != itself")
    reached_u = level[rows] >= 0
    if np.any(reached_u & (level[cols] < 0)):
        problems.append("an edge leaves the reached set")
    if np.any(reached_u & (level[cols] > level[rows] + 1)):
        problems.append("an edge skips a level")
    if np.any((level >= 0) != (parent >= 0)):
        problems.append("levels and parents disagree on reachability")
    tree = np.flatnonzero((parent >= 0) & (np.arange(len(parent)) != source))
    if np.any(level[parent[tree]] != level[tree] - 1):
        problems.append("a parent is not one level up")
    keys = set(zip(rows.tolist(), cols.tolist())) if len(tree) < 2_000_000 else None
    if keys is not None and any((int(parent[v]), int(v)) not in keys for v in tree):
        problems.append("a tree edge is not a graph edge")
    return problems


def record_for(path, spec):
    """The first graphblade bench record of graph `spec` in a JSON lines file."""
    with open(path) as f:
        for line in f:
            j = json.loads(line)
            if j.get("graph", {}).get("spec") == spec:
                return j
    raise SystemExit(f"error: no record for graph '{spec}' in {path}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--graph", required=True, help="file or generator spec, as given to graphblade bench")
    ap.add_argument("--graphblade", default="build/bin/graphblade", help="the graphblade CLI (for convert)")
    ap.add_argument("--sources-from", help="JSON lines of a graphblade bench run (its sources for this graph)")
    ap.add_argument("--sources", help="comma-separated source vertices (instead of --sources-from)")
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--trials", type=int, default=1)
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--outputs", choices=["parents", "levels,parents"], default="levels,parents",
                    help="parents: LAGraph's and GAP's output (levels are then derived from the tree to validate)")
    args = ap.parse_args()
    with_levels = args.outputs != "parents"
    malloc = apply_malloc_policy()  # before the graph is loaded, as graphblade bench does

    seed, git, path, name = None, None, args.graph, args.graph
    if args.sources_from:
        rec = record_for(args.sources_from, args.graph)
        sources, seed, git = rec["sources"], rec.get("seed"), rec.get("git")
        path, name = rec["graph"]["path"], rec["graph"]["name"]  # bare names resolved by graphblade
        # the recorded path may be gone (a later device call carries the data elsewhere): the same file
        # name under $GRAPHBLADE_DATA/graphs
        data = os.environ.get("GRAPHBLADE_DATA")
        if data and not os.path.exists(path) and os.path.exists(os.path.join(data, "graphs", os.path.basename(path))):
            path = os.path.join(data, "graphs", os.path.basename(path))
    elif args.sources:
        sources = [int(s) for s in args.sources.split(",")]
    else:
        raise SystemExit("error: give --sources-from or --sources")

    t0 = time.perf_counter()
    n, offsets, indices, undirected = load_graph(path, args.graphblade)
    load_s = time.perf_counter() - t0
    ssgb.initialize(blocking=False)
    check(lib.GrB_Global_set_INT32(lib.GrB_GLOBAL, args.threads, lib.GxB_NTHREADS), "threads")
    version = f"{lib.GxB_IMPLEMENTATION_MAJOR}.{lib.GxB_IMPLEMENTATION_MINOR}.{lib.GxB_IMPLEMENTATION_SUB}"

    t0 = time.perf_counter()
    bfs = SuiteSparseBfs(n, offsets, indices, undirected, levels=with_levels)
    prepare_ms = (time.perf_counter() - t0) * 1e3
    for _ in range(args.warmup):
        bfs.traverse(sources[0])
    trials, problems = [], []
    for s in sources:
        for _ in range(args.trials):
            t0 = time.perf_counter()
            bfs.traverse(s)
            ms = (time.perf_counter() - t0) * 1e3
            parent = bfs.extract(bfs.pi)
            level = bfs.extract(bfs.level) if with_levels else tree_levels(parent, s)
            bad = ["the parents form a cycle"] if level is None else validate(offsets, indices, s, level, parent)
            if level is None:
                level = np.where(parent >= 0, 0, -1)
            problems += [f"source {s}: {p}" for p in bad][: max(0, 8 - len(problems))]
            g500, directed, reached = component_edges(offsets, indices, level, undirected)
            trials.append({"source": s, "ms": ms, "reached": reached, "edges_graph500": g500,
                           "edges_directed": directed, "valid": not bad})
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "unknown CPU")
    record = {
        "schema": "graphblade.bench/1",
        "time": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "git": git or {"sha": "unknown", "dirty": None},
        "host": {"name": socket.gethostname(), "cpu": cpu, "cpu_threads": os.cpu_count(), "gpu": None,
                 "omp_env": {k: v for k, v in os.environ.items() if k.startswith(("OMP_", "GOMP_"))},
                 "malloc": malloc},
        "versions": {"graphblade": None, "graphblas": f"SuiteSparse:GraphBLAS {version}",
                     "compiler": f"python {platform.python_version()} cffi, suitesparse-graphblas {ssgb.__version__}",
                     "cuda_runtime": None},
        "graph": {"spec": args.graph, "path": path, "name": name, "n": n, "nnz": len(indices),
                  "undirected": undirected, "load_s": load_s},
        "algo": "suitesparse10", "device": "cpu", "device_name": f"{cpu}, {args.threads} threads",
        "threads": args.threads,
        "options": {"levels": with_levels, "parents": True, "sigma": False, "knobs": {}},
        "outputs": "levels+parents" if with_levels else "parents",
        "validation": "graph500 rules (numpy)" + ("" if with_levels else ", levels from the parent tree"),
        "seed": seed, "sources": sources, "warmup": args.warmup, "trials_per_source": args.trials,
        "prepare_ms": prepare_ms, "trials": trials,
        "ms": summary([t["ms"] for t in trials]),
        "gteps_graph500": summary([t["edges_graph500"] / t["ms"] / 1e6 for t in trials]),
        "gteps_directed": summary([t["edges_directed"] / t["ms"] / 1e6 for t in trials]),
        "teps_conventions": {"graph500": "undirected input edges within the traversed component, each counted once"
                             if undirected else "directed graph: stored edges out of reached vertices",
                             "directed": "stored (directed) entries out of reached vertices; an undirected edge counts twice"},
        "valid": all(t["valid"] for t in trials), "problems": problems, "error": None,
    }
    print(json.dumps(record))
    return 0 if record["valid"] else 1


if __name__ == "__main__":
    sys.exit(main())
