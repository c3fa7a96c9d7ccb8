"""Statistics and TEPS of the graphblade.bench/1 JSON record (bench/README.md),
shared by the Python baselines (ssgb10_bfs.py, vs_python_graphblas.py) so they
count edges and summarise trials as the C++ harness does."""
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
