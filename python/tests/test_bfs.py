"""graphblade.bfs against SciPy's csgraph.breadth_first_order: every registered
CPU algorithm, random directed / undirected graphs, several sources; parents
checked edge by edge here and by graphblade's Graph500 validator."""
import numpy as np
import pytest
import scipy.sparse as sp

import graphblade as gb
from conftest import random_graph, scipy_levels

CPU_ALGOS = sorted(name for name, (_, devices) in gb.bfs_algorithms().items() if "cpu" in devices)


def check_parents(A, source, level, parent):
    """parent[source] = source; every other reached v has an edge parent[v] -> v one level up; -1 elsewhere."""
    assert parent.dtype == np.int64
    assert parent[source] == source
    assert np.array_equal(parent >= 0, level >= 0)
    for v in np.flatnonzero((level >= 0) & (np.arange(len(level)) != source)):
        p = parent[v]
        assert A[p, v] != 0, f"tree edge {p} -> {v} is not an edge"
        assert level[p] == level[v] - 1


def test_every_cpu_algorithm_is_listed():
    assert "gb-auto" in CPU_ALGOS and "reference" in CPU_ALGOS and len(CPU_ALGOS) >= 5


@pytest.mark.parametrize("algo", ["reference", "gb-auto", "gb-push", "gb-pull", "hong-hybrid"])
def test_parents_are_returned(algo):
    A = random_graph(50, 0.05, 9, True)
    assert gb.bfs(A, 0, algo=algo).parent is not None


@pytest.mark.parametrize("algo", CPU_ALGOS)
def test_levels_and_parents_match_scipy(graph, algo):
    A = graph
    rng = np.random.default_rng(7)
    for source in sorted(set(rng.integers(0, A.shape[0], size=3).tolist())):
        r = gb.bfs(A, source, algo=algo)
        assert r.level.dtype == np.int64 and r.level.shape == (A.shape[0],)
        assert np.array_equal(r.level, scipy_levels(A, source)), f"{algo} from {source}"
        if r.parent is not None:  # TurboBFS computes levels and sigma, no parents
            check_parents(A, source, r.level, r.parent)
        assert gb.validate_bfs(A, source, r.level, r.parent) == (True, [])
        assert r.depth == r.level.max() and r.source == source


def test_prepared_bfs_runs_many_sources_and_takes_a_graphblade_matrix():
    A = random_graph(300, 0.01, 11, True)
    M = gb.Matrix.from_scipy(A)
    for algo in ("gb-auto", "hong-hybrid"):
        prepared = gb.BFS(M, algo)
        for s in (0, 17, 299):
            assert np.array_equal(prepared.run(s).level, scipy_levels(A, s))


def test_directed_edges_are_followed_forward_only():
    A = sp.csr_array(([1.0, 1.0], ([0, 1], [1, 2])), shape=(4, 4))  # 0 -> 1 -> 2, 3 alone
    r = gb.bfs(A, 1)
    assert r.level.tolist() == [-1, 0, 1, -1]
    assert r.parent.tolist() == [-1, 1, 1, -1]


def test_every_scipy_layout_gives_the_same_levels():
    A = random_graph(120, 0.03, 12, False)
    expect = scipy_levels(A, 5)
    for S in (A, A.tocsc(), A.tocoo(), sp.csr_matrix(A)):
        assert np.array_equal(gb.bfs(S, 5).level, expect)


def test_sigma_and_no_parents():
    A = random_graph(80, 0.05, 13, True)
    r = gb.bfs(A, 0, algo="reference", parents=False, sigma=True)
    assert r.parent is None and r.sigma is not None and r.sigma[0] == 1.0


def test_errors_are_typed_python_exceptions():
    A = random_graph(10, 0.2, 14, True)
    with pytest.raises(gb.InvalidIndex):
        gb.bfs(A, 10)
    with pytest.raises(IndexError):
        gb.bfs(A, -1)
    with pytest.raises(gb.InvalidValue, match="unknown BFS algorithm"):
        gb.bfs(A, 0, algo="no-such-bfs")
    with pytest.raises(gb.DimensionMismatch):
        gb.bfs(sp.csr_array((3, 4)), 0)
    with pytest.raises(TypeError):
        gb.bfs(np.eye(3), 0)


def test_validator_rejects_a_wrong_level():
    A = random_graph(60, 0.05, 15, True)
    r = gb.bfs(A, 0)
    bad = r.level.copy()
    v = int(np.flatnonzero(bad > 0)[0])
    bad[v] += 1
    ok, problems = gb.validate_bfs(A, 0, bad)
    assert not ok and problems


def test_generated_graph_from_the_cli_loader():
    M, undirected, name = gb.load_graph("kron:8")
    assert undirected and name == "kron:8" and M.nrows == 256
    r = gb.bfs(M, 1)
    assert np.array_equal(r.level, scipy_levels(M.to_scipy(), 1))
    with pytest.raises(gb.GraphIOError):
        gb.load_graph("/nonexistent/graph.mtx")


def _cuda_usable():
    if not gb.has_cuda:
        return False
    try:
        gb.bfs(random_graph(4, 0.5, 1, True), 0, algo="gb-auto", device="cuda")
        return True
    except gb.GraphbladeError:
        return False


CUDA_ALGOS = sorted(name for name, (_, devices) in gb.bfs_algorithms().items() if "cuda" in devices)


@pytest.mark.skipif(not _cuda_usable(), reason="no CUDA build or no usable GPU")
@pytest.mark.parametrize("algo", CUDA_ALGOS)
def test_cuda_algorithms_match_scipy(algo):
    for n, d, seed, und in [(300, 0.02, 4, True), (500, 0.004, 5, False)]:
        A = random_graph(n, d, seed, und)
        for source in (0, n // 2):
            r = gb.bfs(A, source, algo=algo, device="cuda")
            assert np.array_equal(r.level, scipy_levels(A, source)), f"{algo} from {source}"
            assert gb.validate_bfs(A, source, r.level, r.parent) == (True, [])
