"""device="cuda" from Python: containers moved to a GPU and back, BFS (single and
multi-source, k-hop, closeness, all-pairs) on a GPU against SciPy, and the typed
NotSupported a build without CUDA or a machine without a GPU gives. The GPU tests
are skipped (not passed) where no CUDA device is visible."""
import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse import csgraph

import graphblade as gb
from conftest import random_graph, scipy_levels

GPU = gb.cuda_device_count() > 0
needs_gpu = pytest.mark.skipif(not GPU, reason="no CUDA device visible (module built without CUDA, or no GPU)")
without_gpu = pytest.mark.skipif(GPU, reason="a CUDA device is visible")


def test_unknown_device_names_are_invalid_values():
    A = random_graph(10, 0.2, 1, True)
    for bad in ("gpu", "cuda:", "cuda:x", "cuda:-1"):
        with pytest.raises(gb.InvalidValue, match="unknown device"):
            gb.Matrix.from_scipy(A, device=bad)
    with pytest.raises(gb.InvalidValue):
        gb.bfs(A, 0, device="tpu")


@without_gpu
def test_cuda_requests_raise_not_supported_without_a_gpu():
    A = random_graph(10, 0.2, 1, True)
    M = gb.Matrix.from_scipy(A)
    calls = [lambda: M.to("cuda"), lambda: gb.Matrix.from_scipy(A, device="cuda"),
             lambda: gb.Matrix.from_coo([0], [1], device="cuda:0"), lambda: gb.Vector(4, device="cuda"),
             lambda: gb.Vector.from_dense(np.ones(3), device="cuda"), lambda: gb.Vector.from_coo([1], [2.0], 4).to("cuda"),
             lambda: gb.bfs(A, 0, device="cuda"), lambda: gb.BFS(M, "hong-hybrid", "cuda"),
             lambda: gb.bfs(A, sources=[0, 1], device="cuda"), lambda: gb.khop_counts(A, [0], 1, device="cuda"),
             lambda: gb.closeness(A, [0], device="cuda"), lambda: gb.all_pairs_distances(A, device="cuda")]
    for call in calls:
        with pytest.raises(gb.NotSupported, match="without CUDA|no CUDA device"):
            call()
    assert gb.cuda_device_count() == 0


@needs_gpu
def test_containers_move_to_the_gpu_and_back():
    A = random_graph(300, 0.02, 4, False)
    M = gb.Matrix.from_scipy(A, device="cuda")
    assert M.device == "cuda:0" and M.nvals == A.nnz
    with pytest.raises(gb.PlacementError):
        M.to_scipy()
    back = M.to("cpu").to_scipy()
    assert (back != A).nnz == 0
    x = np.arange(50, dtype=np.float64)
    v = gb.Vector.from_dense(x, device="cuda")
    assert v.device == "cuda:0" and np.array_equal(v.to("cpu").to_dense(), x)
    w = gb.Vector.from_coo([3, 9], [1, 2], 20, device="cuda")
    assert w.to("cpu").to_coo()[0].tolist() == [3, 9]


@needs_gpu
def test_operations_on_device_operands_say_where_they_run():
    u = gb.Vector.from_dense(np.ones(30), device="cuda")
    M = gb.Matrix.from_scipy(random_graph(30, 0.1, 2, True), device="cuda")
    with pytest.raises(gb.NotSupported, match="run on the CPU"):
        M.mxv(u, "plus_times").new()


@needs_gpu
@pytest.mark.parametrize("algo", ["gb-auto", "hong-hybrid"])
def test_bfs_on_the_gpu_from_a_device_matrix(algo):
    A = random_graph(500, 0.004, 5, False)
    M = gb.Matrix.from_scipy(A, device="cuda")
    for source in (0, 250):
        r = gb.bfs(M, source, algo=algo)  # device: where M lives
        assert r.device == "cuda" and np.array_equal(r.level, scipy_levels(A, source))
        assert gb.validate_bfs(A, source, r.level, r.parent) == (True, [])


@needs_gpu
@pytest.mark.parametrize("count", [1, 63, 64, 65])
def test_multi_source_bfs_on_the_gpu(count):
    A = random_graph(400, 0.01, 21, False)
    sources = np.random.default_rng(count).integers(0, 400, size=count)
    expect = np.array([scipy_levels(A, s) for s in sources])
    assert np.array_equal(gb.bfs(A, sources=sources, device="cuda"), expect)
    assert np.array_equal(gb.multi_source_bfs(A, sources, "cuda", group_words=1, direction="pull"), expect)
    hops = 2
    assert np.array_equal(gb.khop_counts(A, sources, hops, device="cuda"),
                          ((expect >= 0) & (expect <= hops)).sum(axis=1))
    assert np.allclose(gb.closeness(A, sources, device="cuda"), gb.closeness(A, sources))


@needs_gpu
def test_all_pairs_distances_on_the_gpu():
    A = random_graph(200, 0.01, 12, False)
    D = csgraph.shortest_path(A, unweighted=True, directed=True)
    assert np.array_equal(gb.all_pairs_distances(A, device="cuda"), np.where(np.isinf(D), -1, D).astype(np.int64))
    with pytest.raises(gb.NotSupported):
        gb.betweenness(A, [0], device="cuda")


def test_scipy_input_defaults_to_the_cpu():
    A = sp.csr_array(([1.0], ([0], [1])), shape=(2, 2))
    assert gb.BFS(A).device == "cpu" and gb.BFS(gb.Matrix.from_scipy(A)).device == "cpu"
