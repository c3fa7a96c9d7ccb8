#!/usr/bin/env python3
"""graphblade's Python module next to python-graphblas (SuiteSparse:GraphBLAS from
PyPI): the same BFS (levels + parents) on the same graphs and sources, each result
checked by graphblade's independent validator, JSON lines in the schema of the C++
harness (graphblade.bench/1, bench/README.md) plus a table.

python-graphblas side: the direction-optimising BFS a python-graphblas user
writes (LAGraph's rule and constants, as bench/suitesparse and ssgb10_bfs.py):
push q<!s(pi), replace> = q any.secondi A with q sparse, pull
q<!s(pi), replace> = Aᵀ any.secondi q with q bitmap; then pi<s(q)> = q and
level<s(q)> = d. Timed: the whole traversal (with wait()); not timed: building
the matrices (prepare_ms) and extracting the results.
graphblade side: graphblade.BFS(A, algo).traverse(s) timed; prepare apart.

--multi K adds multi-source BFS, levels from K sources at once: python-graphblas
as its user writes it (a K x n frontier matrix, F<!s(L), replace> = F any.pair A
per level, L<s(F)> = d; A built once, not timed) and graphblade.multi_source_bfs
(iBFS) on each device, timed as one call: it builds its CSC / device copy of the
graph inside (there is no prepared form of it), and returns the K x n levels on
the host. Every row is checked by validate_bfs and against the other set's levels.

Usage (PYTHONPATH=build/python, or after pip install .):
  bench/scripts/vs_python_graphblas.py -g kron:16 -g luxembourg_osm --sources 8 --out r.jsonl
Needs: pip install python-graphblas numpy scipy
"""
import argparse
import datetime
import json
import os
import platform
import socket
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-g", "--graph", action="append", required=True,
                    help="file, bare name (<data>/graphs/NAME.mtx.gz) or generator spec such as kron:20; repeatable")
    ap.add_argument("--algos", default="gb-auto,hong-hybrid", help="graphblade BFS algorithms (comma-separated)")
    ap.add_argument("--devices", default="cpu", help="devices of the graphblade algorithms: cpu, cuda or cpu,cuda")
    ap.add_argument("--sources", type=int, default=8,
                    help="random sources per graph (with an out-neighbour); 0: multi-source sets only")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--trials", type=int, default=1, help="timed traversals per source")
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--data-dir", default=os.path.join(HERE, "..", "..", "..", "shared", "data"))
    ap.add_argument("--multi", type=int, default=0, help="also multi-source BFS from this many sources (0: no)")
    ap.add_argument("--out", help="append the JSON lines here (else print them)")
    return ap.parse_args()


ARGS = parse_args()
# Before either OpenMP runtime loads: thread count, and passive waiting on a busy
# shared box (bench/README.md, "OpenMP"); both are recorded in host.omp_env.
os.environ["OMP_NUM_THREADS"] = str(ARGS.threads)
os.environ.setdefault("OMP_WAIT_POLICY", "passive")

import numpy as np  # noqa: E402

import graphblade  # noqa: E402

try:
    import graphblas as grb
except ImportError:  # e.g. on the GPU machine (no PyPI): graphblade's sets only
    grb = None

sys.path.insert(0, HERE)
from bench_common import LagraphDirection, component_edges, summary  # noqa: E402  (statistics and TEPS as the C++ harness)


class PythonGraphblasBfs:
    """Direction-optimising BFS in python-graphblas (LAGraph's switch rule, alpha 8, beta1 8, beta2 512)."""

    def __init__(self, n, offsets, indices, alpha=8.0, beta1=8.0, beta2=512.0):
        self.n, self.nnz = n, len(indices)
        self.alpha, self.beta1, self.beta2 = alpha, beta1, beta2
        self.A = grb.Matrix.from_csr(offsets.astype(np.int64), indices.astype(np.int64), True, dtype=bool,
                                     nrows=n, ncols=n)
        self.AT = self.A.T.new()
        self.degree = grb.Vector.from_dense(np.diff(offsets).astype(np.int64))
        self.A.wait()
        self.AT.wait()

    def frontier_edges(self, q, work):
        work(q.S, replace=True) << self.degree
        return float(work.reduce(grb.monoid.plus).value)

    def traverse(self, source):
        n = self.n
        q = grb.Vector(grb.dtypes.INT64, n)
        pi = grb.Vector(grb.dtypes.INT64, n)
        level = grb.Vector(grb.dtypes.INT64, n)
        work = grb.Vector(grb.dtypes.INT64, n)
        q[source] = source
        pi[source] = source
        level[source] = 0
        direction = LagraphDirection(n, self.nnz, self.alpha, self.beta1, self.beta2)
        nq, nvisited, d = 1, 1, 0
        while nq > 0 and nvisited < n:
            d += 1
            push = direction.next_is_push(nq, lambda: self.frontier_edges(q, work))
            q.ss.config["sparsity_control"] = "sparse" if push else "bitmap"
            if push:
                q(~pi.S, replace=True) << q.vxm(self.A, grb.semiring.ss.any_secondi)
            else:
                q(~pi.S, replace=True) << self.AT.mxv(q, grb.semiring.ss.any_secondi)
            nq = q.nvals
            if nq == 0:
                break
            nvisited += nq
            pi(q.S) << q
            level(q.S) << d
        pi.wait()
        level.wait()
        self.pi, self.level = pi, level

    def result(self):
        return self.level.to_dense(fill_value=-1), self.pi.to_dense(fill_value=-1)


def python_graphblas_multi_source_levels(A, sources):
    """Levels (K x n, -1 unreached) from each source: a K x n frontier matrix advanced by F any.pair A per level."""
    k, n = len(sources), A.nrows
    F = grb.Matrix.from_coo(np.arange(k), sources, True, dtype=bool, nrows=k, ncols=n)
    L = grb.Matrix.from_coo(np.arange(k), sources, 0, dtype=grb.dtypes.INT32, nrows=k, ncols=n)
    d = 0
    while F.nvals > 0:
        d += 1
        F(~L.S, replace=True) << F.mxm(A, grb.semiring.any_pair[bool])
        L(F.S) << d
    return L.to_dense(fill_value=-1)


def resolve(spec, data_dir):
    if ":" in spec or os.path.exists(spec):
        return spec
    path = os.path.join(data_dir, "graphs", spec + ".mtx.gz")
    if not os.path.exists(path):
        raise SystemExit(f"error: graph '{spec}' is neither a file, a generator spec nor {path}")
    return path


def pick_sources(offsets, indices, count, seed):
    """Distinct random vertices with an out-neighbour other than themselves (seeded, numpy's generator)."""
    n = len(offsets) - 1
    rows = np.repeat(np.arange(n), np.diff(offsets).astype(np.int64))
    ok = np.zeros(n, dtype=bool)
    ok[rows[rows != indices.astype(np.int64)]] = True
    candidates = np.flatnonzero(ok)
    rng = np.random.default_rng(seed)
    return sorted(rng.choice(candidates, size=min(count, len(candidates)), replace=False).tolist())


def gpu_name():
    """The first GPU's name (nvidia-smi), None without one."""
    if graphblade.cuda_device_count() == 0:
        return None
    try:
        return subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], capture_output=True,
                              text=True, check=True).stdout.splitlines()[0].strip()
    except (OSError, subprocess.CalledProcessError, IndexError):
        return "CUDA device 0"


def on_device(rec, device):
    """The record with device_name the GPU's for a cuda set."""
    if device != "cpu":
        rec["device_name"] = rec["host"]["gpu"] or device
    return rec


def git_info():
    try:
        sha = subprocess.run(["git", "-C", HERE, "rev-parse", "HEAD"], capture_output=True, text=True,
                             check=True).stdout.strip()
        dirty = bool(subprocess.run(["git", "-C", HERE, "status", "--porcelain", "--untracked-files=no"],
                                    capture_output=True, text=True).stdout.strip())
        return {"sha": sha, "dirty": dirty}
    except (OSError, subprocess.CalledProcessError):
        return {"sha": os.environ.get("GRAPHBLADE_GIT_SHA", "unknown"), "dirty": None}


def run_set(name, make, traverse, result, sources, A, offsets, indices, undirected):
    """prepare once, warm up, time every source; validate each result with graphblade.validate_bfs."""
    t0 = time.perf_counter()
    state = make()
    prepare_ms = (time.perf_counter() - t0) * 1e3
    for _ in range(ARGS.warmup):
        traverse(state, sources[0])
    trials, problems = [], []
    for s in sources:
        for _ in range(ARGS.trials):
            t0 = time.perf_counter()
            traverse(state, s)
            ms = (time.perf_counter() - t0) * 1e3
            level, parent = result(state)
            ok, bad = graphblade.validate_bfs(A, s, level, parent)
            problems += [f"source {s}: {p}" for p in bad][: max(0, 8 - len(problems))]
            g500, directed, reached = component_edges(offsets, indices, level, undirected)
            trials.append({"source": s, "ms": ms, "reached": reached, "edges_graph500": g500,
                           "edges_directed": directed, "valid": ok})
    return prepare_ms, trials, problems


def versions_of(python_graphblas):
    """The record's versions: SuiteSparse:GraphBLAS and python-graphblas, or graphblade's module."""
    if python_graphblas:
        ss = ".".join(str(x) for x in grb.ss.about["library_version"])
        return {"graphblade": "0.1.0", "graphblas": f"SuiteSparse:GraphBLAS {ss}",
                "compiler": f"python {platform.python_version()}, python-graphblas {grb.__version__}",
                "cuda_runtime": None}
    return {"graphblade": "0.1.0", "graphblas": None,
            "compiler": f"python {platform.python_version()}, graphblade module (nanobind)", "cuda_runtime": None}


def run_multi_source(base, graph, A, offsets, indices, out, table, ms_of):
    """--multi K: levels from K sources at once, python-graphblas (CPU) next to graphblade's iBFS on each device."""
    sources = pick_sources(offsets, indices, ARGS.multi, ARGS.seed + 1)
    degree = np.diff(offsets).astype(np.int64)
    sets = []
    if grb is not None:
        G = grb.Matrix.from_csr(offsets.astype(np.int64), indices.astype(np.int64), True, dtype=bool,
                                nrows=A.nrows, ncols=A.ncols)
        G.wait()
        sets.append(("python-graphblas-multi", "cpu", lambda: python_graphblas_multi_source_levels(G, sources)))
    for device in ARGS.devices.split(","):
        if device == "cpu" or graphblade.cuda_device_count() > 0:
            sets.append(("ibfs-multi", device, lambda device=device: graphblade.multi_source_bfs(A, sources, device)))
    reference = None
    for algo, device, run in sets:
        rec = dict(base, time=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
                   graph=graph, algo=algo, device=device, sources=sources, multi_source=len(sources),
                   options={"levels": True, "parents": False, "sigma": False, "knobs": {}},
                   versions=versions_of(algo.startswith("python-graphblas")),
                   timed="one call: levels from every source (graphblade: graph preparation included)")
        try:
            for _ in range(ARGS.warmup):
                run()
            trials, problems = [], []
            for _ in range(ARGS.trials):
                t0 = time.perf_counter()
                levels = run()
                ms = (time.perf_counter() - t0) * 1e3
                ok = True
                for j, s in enumerate(sources):
                    good, bad = graphblade.validate_bfs(A, s, levels[j].astype(np.int64))
                    ok &= good
                    problems += [f"source {s}: {p}" for p in bad][: max(0, 8 - len(problems))]
                if reference is not None and not np.array_equal(levels, reference):
                    ok = False
                    problems.append("levels differ from the first set's")
                reference = levels if reference is None else reference
                edges = int(sum(degree[levels[j] >= 0].sum() for j in range(len(sources))))
                trials.append({"ms": ms, "edges_directed": edges, "valid": bool(ok)})
            rec.update(trials=trials, ms=summary([t["ms"] for t in trials]),
                       gteps_directed=summary([t["edges_directed"] / t["ms"] / 1e6 for t in trials]),
                       valid=all(t["valid"] for t in trials), problems=problems, error=None)
            ms_of[(algo, device)] = rec["ms"]["median"]
        except Exception as e:  # recorded, the run goes on
            rec.update(valid=False, problems=[], error=f"{type(e).__name__}: {e}")
        print(json.dumps(on_device(rec, device)), file=out, flush=True)
        table.append({"graph": graph["name"], "algo": algo, "device": device, "ms": ms_of.get((algo, device)),
                      "valid": rec.get("valid")})


def main():
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "unknown")
    if grb is not None:
        grb.ss.config["nthreads"] = ARGS.threads
    else:
        print("note: python-graphblas is not installed; only graphblade's sets run", file=sys.stderr)
    base = {
        "schema": "graphblade.bench/1", "git": git_info(),
        "host": {"name": socket.gethostname(), "cpu": cpu, "cpu_threads": os.cpu_count(), "gpu": gpu_name(),
                 "omp_env": {k: v for k, v in os.environ.items() if k.startswith(("OMP_", "GOMP_"))}},
        "device_name": f"{cpu}, {ARGS.threads} threads", "threads": ARGS.threads,
        "options": {"levels": True, "parents": True, "sigma": False, "knobs": {}},
        "seed": ARGS.seed, "warmup": ARGS.warmup, "trials_per_source": ARGS.trials,
    }
    out = open(ARGS.out, "a") if ARGS.out else sys.stdout
    table = []
    for spec in ARGS.graph:
        path = resolve(spec, ARGS.data_dir)
        t0 = time.perf_counter()
        A, undirected, name = graphblade.load_graph(path)
        A = A.pattern().astype(bool)  # what BFS and the validator take without a copy
        load_s = time.perf_counter() - t0
        offsets, indices = np.array(A.offsets()), np.array(A.indices())
        sources = pick_sources(offsets, indices, ARGS.sources, ARGS.seed)
        graph = {"spec": spec, "path": path, "name": name, "n": A.nrows, "nnz": A.nvals, "undirected": undirected,
                 "load_s": load_s}
        sets = [] if grb is None else [
            ("python-graphblas", "cpu", lambda: PythonGraphblasBfs(A.nrows, offsets, indices),
             lambda st, s: st.traverse(s), lambda st: st.result())]
        known = graphblade.bfs_algorithms()
        for algo in ARGS.algos.split(","):
            for device in ARGS.devices.split(","):
                if algo in known and device not in known[algo][1]:
                    continue
                sets.append((algo, device, lambda algo=algo, device=device: graphblade.BFS(A, algo, device),
                             lambda st, s: st.traverse(s), lambda st: (lambda r: (r.level, r.parent))(st.result())))
        if not sources:  # --sources 0: multi-source sets only
            sets = []
        ms_of = {}
        for algo, device, make, traverse, result in sets:
            rec = dict(base, time=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
                       graph=graph, algo=algo, device=device, sources=sources,
                       versions=versions_of(algo == "python-graphblas"))
            try:
                prepare_ms, trials, problems = run_set(algo, make, traverse, result, sources, A, offsets, indices,
                                                       undirected)
                rec.update(prepare_ms=prepare_ms, trials=trials, ms=summary([t["ms"] for t in trials]),
                           gteps_graph500=summary([t["edges_graph500"] / t["ms"] / 1e6 for t in trials]),
                           gteps_directed=summary([t["edges_directed"] / t["ms"] / 1e6 for t in trials]),
                           valid=all(t["valid"] for t in trials), problems=problems, error=None)
                ms_of[(algo, device)] = rec["ms"]["median"]
            except Exception as e:  # recorded, the run goes on (as the C++ harness does)
                rec.update(valid=False, problems=[], error=f"{type(e).__name__}: {e}")
            print(json.dumps(on_device(rec, device)), file=out, flush=True)
            table.append({"graph": name, "algo": algo, "device": device, "ms": ms_of.get((algo, device)),
                          "valid": rec.get("valid")})
        if ARGS.multi:
            run_multi_source(base, graph, A, offsets, indices, out, table, ms_of)
        base_ms = ms_of.get(("python-graphblas", "cpu"))
        for row in table:
            ref_ms = ms_of.get(("python-graphblas-multi", "cpu")) if row["algo"].endswith("-multi") else base_ms
            if row["graph"] == name and row["ms"] and ref_ms:
                row["speedup"] = ref_ms / row["ms"]
    print(f"{'graph':<22} {'algo':<18} {'device':<6} {'median ms':>10} {'vs python-graphblas':>20} valid",
          file=sys.stderr)
    for row in table:
        speed = f"{row['speedup']:.2f}x" if "speedup" in row else "-"
        ms = f"{row['ms']:.3f}" if row["ms"] is not None else "error"
        print(f"{row['graph']:<22} {row['algo']:<18} {row['device']:<6} {ms:>10} {speed:>20} {row['valid']}",
              file=sys.stderr)
    return 0 if all(row["valid"] for row in table) else 1


if __name__ == "__main__":
    sys.exit(main())
