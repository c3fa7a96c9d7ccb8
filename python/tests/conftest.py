"""Shared fixtures of the graphblade Python tests: small random graphs (seeded)
as SciPy CSR arrays, directed and undirected, with the SciPy BFS oracle."""
import os

# Before libgomp loads (with graphblade): on a shared, busy box OpenMP's default
# spin-waiting makes each parallel region cost milliseconds (bench/README.md).
os.environ.setdefault("OMP_WAIT_POLICY", "passive")

import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse import csgraph


def random_graph(n, density, seed, undirected):
    """A random 0/1 pattern (float64 ones), symmetrised when undirected, no explicit zeros."""
    rng = np.random.default_rng(seed)
    m = int(density * n * n)
    rows, cols = rng.integers(0, n, m), rng.integers(0, n, m)
    if undirected:
        rows, cols = np.concatenate([rows, cols]), np.concatenate([cols, rows])
    A = sp.csr_array((np.ones(len(rows)), (rows, cols)), shape=(n, n))
    A.sum_duplicates()
    A.data[:] = 1.0
    return A


def scipy_levels(A, source):
    """Hop distances from source by SciPy's breadth_first_order (the oracle), -1 unreached."""
    order, pred = csgraph.breadth_first_order(A, source, directed=True, return_predecessors=True)
    level = np.full(A.shape[0], -1, dtype=np.int64)
    level[source] = 0
    for v in order[1:]:  # BFS order: a vertex's predecessor comes before it
        level[v] = level[pred[v]] + 1
    return level


GRAPHS = [(n, d, seed, und) for (n, d, seed, und) in
          [(1, 0.0, 1, True), (40, 0.05, 2, True), (200, 0.01, 3, False), (300, 0.02, 4, True), (500, 0.004, 5, False)]]


@pytest.fixture(params=GRAPHS, ids=lambda g: f"n{g[0]}-{'und' if g[3] else 'dir'}-s{g[2]}")
def graph(request):
    n, d, seed, und = request.param
    return random_graph(n, d, seed, und)
