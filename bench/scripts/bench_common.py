"""What the Python baselines (ssgb10_bfs.py, vs_python_graphblas.py) share: the
push/pull rule of the SuiteSparse baseline (LAGraph's, as bench/suitesparse),
and the statistics and TEPS of the graphblade.bench/1 record (bench/README.md),
counted as the C++ harness does."""
import statistics

import numpy as np


def component_edges(offsets, indices, level, undirected):
    """(Graph500 edges, directed edges, reached vertices) of the component a BFS traversed."""
    deg = np.diff(offsets).astype(np.int64)
    reached = level >= 0
    directed = int(deg[reached].sum())
    if not undirected:
        return directed, directed, int(reached.sum())
    rows = np.repeat(np.arange(len(deg)), deg)
    graph500 = int(np.count_nonzero(reached[rows] & (indices.astype(np.int64) >= rows)))
    return graph500, directed, int(reached.sum())


def summary(xs):
    """median, min, max, mean and harmonic mean of the trials (zeros when there are none)."""
    if not xs:
        return {"median": 0, "min": 0, "max": 0, "mean": 0, "hmean": 0}
    hmean = statistics.harmonic_mean(xs) if min(xs) > 0 else 0
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs), "mean": statistics.fmean(xs),
            "hmean": hmean}


class LagraphDirection:
    """LAGraph's direction switch (alpha 8, beta1 8, beta2 512), one object per traversal: push until the
    frontier's out-edges exceed the unexplored edges / alpha while growing, pull until it shrinks below n / beta2."""

    def __init__(self, n, nnz, alpha=8.0, beta1=8.0, beta2=512.0):
        self.n, self.alpha, self.beta1, self.beta2 = n, alpha, beta1, beta2
        self.push, self.pulled, self.last_nq, self.unexplored = True, False, 0.0, float(nnz)

    def next_is_push(self, nq, frontier_edges):
        """Direction of the next level for a frontier of nq vertices; frontier_edges() sums their out-degrees
        (called only while it matters)."""
        if self.push:
            growing = nq > self.last_nq
            if self.pulled:
                to_pull = growing and nq > self.n / self.beta1
            else:
                edges = frontier_edges()
                self.unexplored -= edges
                to_pull = growing and self.unexplored >= self.n and edges > self.unexplored / self.alpha
            self.push = not to_pull
        elif nq < self.last_nq and nq <= self.n / self.beta2:
            self.push = True
        self.pulled = self.pulled or not self.push
        self.last_nq = nq
        return self.push
