"""graphblade.Matrix / Vector from and to NumPy and SciPy: every layout and
dtype round-trips, views share memory, bad input raises typed exceptions."""
import numpy as np
import pytest
import scipy.sparse as sp

import graphblade as gb
from conftest import random_graph


def valued(n, seed, dtype):
    A = random_graph(n, 0.05, seed, False)
    A.data = np.random.default_rng(seed).integers(1, 9, A.nnz).astype(dtype)
    return A


@pytest.mark.parametrize("layout", ["csr", "csc", "coo"])
@pytest.mark.parametrize("dtype", [np.float64, np.int64, np.bool_, np.int32, np.float32])
def test_scipy_round_trip(layout, dtype):
    A = valued(60, 3, dtype).asformat(layout)
    M = gb.Matrix.from_scipy(A)
    assert M.shape == A.shape and M.nvals == A.nnz
    assert M.format == ("csc" if layout == "csc" else "csr")
    assert M.dtype in (np.dtype(np.bool_), np.dtype(np.int64), np.dtype(np.float64))
    back = M.to_scipy()
    assert back.format == M.format
    assert np.array_equal(back.toarray(), A.toarray().astype(M.dtype))


def test_views_share_the_matrix_memory_and_outlive_the_python_name():
    A = valued(50, 4, np.float64)
    M = gb.Matrix.from_scipy(A)
    vals, idx, off = M.values(), M.indices(), M.offsets()
    assert vals.base is not None and not vals.flags.writeable
    assert idx.dtype == np.uint32 and off.dtype == np.uint64
    assert np.array_equal(vals, A.data) and np.array_equal(idx, A.indices) and np.array_equal(off, A.indptr)
    assert np.shares_memory(M.values(), vals)  # the same buffer every time: a view, no copy
    del M
    assert np.array_equal(vals, A.data)  # the view keeps the matrix alive


def test_duplicates_and_unsorted_scipy_input_are_canonicalised():
    S = sp.csr_array((np.array([1.0, 2.0, 5.0]), np.array([2, 0, 2]), np.array([0, 3, 3])), shape=(2, 3))
    assert not S.has_canonical_format
    M = gb.Matrix.from_scipy(S)
    assert M.nvals == 2 and M[0, 2] == 6.0 and M[0, 0] == 2.0 and M[1, 1] is None
    assert S.nnz == 3  # the caller's matrix is left alone


def test_from_coo_pattern_formats_and_transpose():
    M = gb.Matrix.from_coo([0, 1, 2], [1, 2, 0], nrows=3, ncols=4)
    assert M.is_pattern and M.dtype == np.bool_ and M.shape == (3, 4)
    assert M.T.shape == (4, 3) and M.T[1, 0] and M.transpose().shape == (4, 3)
    for fmt in ("csc", "cooc", "csr"):
        F = M.to_format(fmt)
        assert F.format == fmt and np.array_equal(F.to_scipy().toarray(), M.to_scipy().toarray())
    U = gb.Matrix.from_coo([0, 1], [1, 2], nrows=3, ncols=3, symmetrize=True)
    assert U.nvals == 4 and U[2, 1]


def test_vector_round_trips():
    x = np.array([0.0, 1.5, 0.0, -2.0])
    v = gb.Vector.from_dense(x)
    assert v.storage == "dense" and v.nvals == 4 and np.array_equal(v.to_dense(), x)
    s = gb.Vector.from_coo([3, 1], [7, 8], size=5)
    assert s.dtype == np.int64 and s[1] == 8 and s[0] is None
    idx, val = s.to_coo()
    assert idx.tolist() == [1, 3] and val.tolist() == [8, 7]
    assert s.to_dense(-1).tolist() == [-1, 8, -1, 7, -1] and s.to_dense().dtype == np.int64
    assert np.isnan(s.to_dense(np.nan)[0]) and s.to_dense(np.nan)[1] == 8
    assert s.to_storage("bitmap").storage == "bitmap"
    b = gb.Vector.from_coo([0], [True], size=2)
    assert b.dtype == np.bool_ and b.to_coo()[1].tolist() == [True]
    assert b.to_dense().tolist() == [True, False] and b.to_dense().dtype == np.bool_


def test_bad_input_raises_typed_errors():
    with pytest.raises(gb.InvalidIndex):
        gb.Matrix.from_coo([0, 5], [0, 1], nrows=3, ncols=3)
    with pytest.raises(gb.InvalidIndex):
        gb.Matrix.from_coo([-1], [0])
    with pytest.raises(gb.InvalidValue, match="duplicate"):
        gb.Vector.from_coo([1, 1], [1.0, 2.0], size=3)
    with pytest.raises(gb.InvalidIndex):
        gb.Vector.from_coo([4], [1.0], size=3)
    with pytest.raises(gb.InvalidValue, match="format"):
        gb.Matrix.from_coo([0], [0]).to_format("ellpack")
    with pytest.raises(TypeError):
        gb.Matrix.from_scipy(sp.csr_array(np.eye(2, dtype=np.complex128)))
    with pytest.raises(gb.InvalidValue, match="device"):
        gb.Matrix.from_coo([0], [0]).to("tpu")
