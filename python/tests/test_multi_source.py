"""Multi-source BFS from Python (iBFS, Liu, Huang & Hu SIGMOD'16) and what is built
on it (k-hop counts, closeness, betweenness, all-pairs distances) against SciPy's
breadth_first_order run once per source and NetworkX: source counts around the
64-bit group width (1, 63, 64, 65), duplicates, isolated vertices, forced group
sizes, both directions."""
import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse import csgraph

import graphblade as gb
from conftest import random_graph, scipy_levels


def oracle(A, sources):
    """levels[j] = SciPy's BFS levels from sources[j]."""
    return np.array([scipy_levels(A, s) for s in sources], dtype=np.int64).reshape(len(sources), A.shape[0])


def pick_sources(n, count, seed):
    """`count` sources drawn with repetition (so duplicates occur) from [0, n)."""
    return np.random.default_rng(seed).integers(0, n, size=count)


@pytest.mark.parametrize("count", [1, 63, 64, 65])
def test_levels_match_one_scipy_bfs_per_source(graph, count):
    A = graph
    sources = pick_sources(A.shape[0], count, count)
    L = gb.bfs(A, sources=sources)
    assert L.shape == (count, A.shape[0]) and L.dtype == np.int32
    assert np.array_equal(L, oracle(A, sources))


@pytest.mark.parametrize("group_words,group_by,direction",
                         [(1, True, "auto"), (1, False, "push"), (2, True, "pull"), (0, False, "auto")])
def test_group_sizes_and_directions_give_the_same_levels(group_words, group_by, direction):
    A = random_graph(400, 0.01, 21, False)
    sources = pick_sources(400, 130, 22)  # 3 groups of 64 at k = 1, the last padded
    L = gb.multi_source_bfs(A, sources, group_words=group_words, group_by=group_by, direction=direction)
    assert np.array_equal(L, oracle(A, sources))


def test_duplicates_isolated_vertices_and_a_list_as_source():
    # 0 -> 1 -> 2 -> 0 cycle, 3 and 5 isolated, 4 -> 0
    A = sp.csr_array((np.ones(4), ([0, 1, 2, 4], [1, 2, 0, 0])), shape=(6, 6))
    L = gb.bfs(A, [3, 0, 3, 4, 5, 0])
    assert L.tolist() == [[-1, -1, -1, 0, -1, -1], [0, 1, 2, -1, -1, -1], [-1, -1, -1, 0, -1, -1],
                          [1, 2, 3, -1, 0, -1], [-1, -1, -1, -1, -1, 0], [0, 1, 2, -1, -1, -1]]
    assert gb.bfs(A, sources=[]).shape == (0, 6)
    assert gb.bfs(A, np.array(4)).level.tolist() == L[3].tolist()  # a 0-d array is one source


def test_max_depth_cuts_the_levels():
    A = random_graph(300, 0.02, 4, True)
    sources = pick_sources(300, 10, 5)
    full = oracle(A, sources)
    L = gb.multi_source_bfs(A, sources, max_depth=2)
    assert np.array_equal(L, np.where(full <= 2, full, -1))


@pytest.mark.parametrize("algo", ["gb-auto", "hong-hybrid", "reference"])
def test_any_registered_algorithm_runs_per_source(algo):
    A = random_graph(200, 0.01, 3, False)
    sources = [0, 7, 7, 199]
    L = gb.bfs(A, sources=sources, algo=algo)
    assert L.dtype == np.int32 and np.array_equal(L, oracle(A, sources))


def test_a_graphblade_matrix_and_every_scipy_layout():
    A = random_graph(150, 0.03, 6, False)
    sources = [1, 2, 3]
    expect = oracle(A, sources)
    for G in (gb.Matrix.from_scipy(A), gb.Matrix.from_scipy(A.tocsc()), A.tocoo(), sp.csr_matrix(A)):
        assert np.array_equal(gb.bfs(G, sources=sources), expect)


@pytest.mark.parametrize("hops", [0, 1, 3])
def test_khop_counts(graph, hops):
    A = graph
    sources = pick_sources(A.shape[0], 65, 30 + hops)
    full = oracle(A, sources)
    counts = gb.khop_counts(A, sources, hops)
    assert counts.dtype == np.int64
    assert np.array_equal(counts, ((full >= 0) & (full <= hops)).sum(axis=1))


def test_closeness_against_the_levels_and_networkx():
    A = random_graph(300, 0.006, 8, True)  # several components
    sources = pick_sources(300, 70, 9)
    full = oracle(A, sources)
    reached = (full >= 0).sum(axis=1)
    total = np.where(full > 0, full, 0).sum(axis=1)
    expect = np.where(total > 0, (reached - 1) / np.maximum(total, 1), 0.0)
    c = gb.closeness(A, sources)
    assert c.dtype == np.float64 and np.allclose(c, expect)
    G = nx.from_scipy_sparse_array(A)  # undirected: NetworkX's closeness without wf_improved is the same
    G.add_nodes_from(range(300))
    for s, value in zip(sources[:10], c[:10]):
        assert value == pytest.approx(nx.closeness_centrality(G, int(s), wf_improved=False))


@pytest.mark.parametrize("undirected", [True, False])
def test_betweenness_against_networkx(undirected):
    A = random_graph(120, 0.03, 10, undirected)
    G = nx.from_scipy_sparse_array(A, create_using=nx.DiGraph)  # directed: no halving, as graphblade
    G.add_nodes_from(range(120))
    sources = [0, 5, 17, 17, 99]
    bc = gb.betweenness(A, sources)
    expect = np.zeros(120)
    for s in sources:  # a source listed twice counts twice
        one = nx.betweenness_centrality_subset(G, [s], list(G.nodes), normalized=False)
        expect += np.array([one[v] for v in range(120)])
    assert bc.shape == (120,) and np.allclose(bc, expect)
    everyone = nx.betweenness_centrality(G, normalized=False)
    assert np.allclose(gb.betweenness(A, range(120)), [everyone[v] for v in range(120)])


def test_all_pairs_distances_against_scipy():
    A = random_graph(200, 0.01, 12, False)
    D = csgraph.shortest_path(A, unweighted=True, directed=True)
    D = np.where(np.isinf(D), -1, D).astype(np.int64)
    assert np.array_equal(gb.all_pairs_distances(A), D)
    with pytest.raises(gb.InvalidValue):
        gb.all_pairs_distances(A, max_vertices=100)


def test_errors_are_typed():
    A = random_graph(10, 0.2, 14, True)
    with pytest.raises(gb.InvalidIndex):
        gb.bfs(A, sources=[0, 10])
    with pytest.raises(IndexError):
        gb.multi_source_bfs(A, [-1])
    with pytest.raises(TypeError):
        gb.bfs(A, sources=[[0, 1]])
    with pytest.raises(TypeError):
        gb.bfs(A, 0, sources=[1])
    with pytest.raises(gb.NotSupported):
        gb.bfs(A, sources=[0, 1], parents=True)
    with pytest.raises(gb.InvalidValue, match="direction"):
        gb.multi_source_bfs(A, [0], direction="sideways")
    with pytest.raises(gb.InvalidValue):
        gb.khop_counts(A, [0], -1)
    if gb.cuda_device_count() == 0:
        with pytest.raises(gb.NotSupported):
            gb.betweenness(A, [0], device="cuda")
    with pytest.raises(gb.DimensionMismatch):
        gb.bfs(sp.csr_array((3, 4)), sources=[0])
