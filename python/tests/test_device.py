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
             lambda: gb.Vector.from_dense(np.ones(3), device="cuda"),
             lambda: gb.Vector.from_coo([1], [2.0], 4).to("cuda"),
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


def same_entries(gpu, cpu):
    """A result computed on the GPU equals the CPU's: same device placement, indices and (close) values."""
    assert gpu.device == "cuda:0" and cpu.device == "cpu"
    if isinstance(cpu, gb.Vector):
        (gi, gv), (ci, cv) = gpu.to("cpu").to_coo(), cpu.to_coo()
        assert np.array_equal(gi, ci) and np.allclose(gv, cv)
    else:
        G, C = gpu.to("cpu").to_scipy().tocsr().sorted_indices(), cpu.to_scipy().tocsr().sorted_indices()
        assert G.shape == C.shape and np.array_equal(G.indptr, C.indptr) and np.array_equal(G.indices, C.indices)
        assert np.allclose(G.data, C.data)


def operands(n=200, seed=3):
    """(host, device) pairs of a valued matrix, a sparse vector and a bool mask vector."""
    rng = np.random.default_rng(seed)
    A = random_graph(n, 0.03, seed, False)
    A.data = rng.integers(1, 9, A.nnz).astype(np.float64)
    M = gb.Matrix.from_scipy(A)
    u = gb.Vector.from_coo(np.sort(rng.choice(n, 40, replace=False)), rng.integers(1, 5, 40).astype(np.float64), n)
    m = gb.Vector.from_coo(np.sort(rng.choice(n, 80, replace=False)), True, n)
    return [(x, x.to("cuda")) for x in (M, u, m)]


@needs_gpu
@pytest.mark.parametrize("semiring", ["plus_times", "min_plus", "max_times", "any_pair", "min_secondi"])
def test_vector_products_on_the_gpu_match_the_cpu(semiring):
    (M, Md), (u, ud), (m, md) = operands()
    same_entries(Md.mxv(ud, semiring).new(), M.mxv(u, semiring).new())
    same_entries(ud.vxm(Md, semiring).new(), u.vxm(M, semiring).new())
    same_entries(Md.T.mxv(ud, semiring).new(), M.T.mxv(u, semiring).new())
    for mask in (lambda x: x.S, lambda x: ~x.V):
        w, wd = gb.Vector.from_dense(np.arange(200.0)), gb.Vector.from_dense(np.arange(200.0), device="cuda")
        w(mask=mask(m), accum="min", replace=True) << M.mxv(u, semiring)
        wd(mask=mask(md), accum="min", replace=True) << Md.mxv(ud, semiring)
        same_entries(wd, w)


@needs_gpu
def test_matrix_and_elementwise_operations_on_the_gpu_match_the_cpu():
    (M, Md), (u, ud), (m, md) = operands(120, 5)
    same_entries(Md.mxm(Md.T, "plus_times").new(), M.mxm(M.T, "plus_times").new())
    same_entries(Md.ewise_add(Md, "max").new(), M.ewise_add(M, "max").new())
    same_entries(Md.ewise_mult(Md, "times").new(), M.ewise_mult(M, "times").new())
    v, vd = gb.Vector.from_dense(np.ones(120)), gb.Vector.from_dense(np.ones(120), device="cuda")
    same_entries(ud.ewise_add(vd, "plus").new(), u.ewise_add(v, "plus").new())
    same_entries(ud.ewise_mult(vd, "times").new(), u.ewise_mult(v, "times").new())
    assert ud.reduce("plus") == pytest.approx(u.reduce("plus")) and Md.reduce_scalar("max") == M.reduce_scalar("max")
    with pytest.raises(gb.PlacementError):
        M.mxv(ud, "plus_times").new()  # host matrix, device vector


@needs_gpu
@pytest.mark.parametrize("algo", ["gb-auto", "hong-cpu-gpu"])
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


@needs_gpu
def test_betweenness_on_the_gpu():
    A = random_graph(200, 0.01, 12, False)
    sources = [0, 5, 5, 17, 199]
    assert np.allclose(gb.betweenness(A, sources, device="cuda"), gb.betweenness(A, sources), rtol=1e-12)


def test_scipy_input_defaults_to_the_cpu():
    A = sp.csr_array(([1.0], ([0], [1])), shape=(2, 2))
    assert gb.BFS(A).device == "cpu" and gb.BFS(gb.Matrix.from_scipy(A)).device == "cpu"
