"""GraphBLAS operations from Python against a dictionary model of the C API
(GraphBLAS C API 2.0 §3.5: t = the operation, z = accum(w, t) or t, then
w<mask> = z with replace): mxv / vxm / mxm over several semirings, ewise add
and mult, value / structural / complemented masks, accumulators, replace."""
import itertools
import math

import numpy as np
import pytest

import graphblade as gb
from conftest import random_graph

N = 30
SEMIRINGS = {  # add, multiply, identity
    "plus_times": (lambda a, b: a + b, lambda x, y: x * y),
    "min_plus": (min, lambda x, y: x + y),
    "max_plus": (max, lambda x, y: x + y),
    "plus_pair": (lambda a, b: a + b, lambda x, y: 1),
    "min_first": (min, lambda x, y: x),
    "plus_second": (lambda a, b: a + b, lambda x, y: y),
}
ACCUM = {"plus": lambda a, b: a + b, "min": min, "second": lambda a, b: b, "times": lambda a, b: a * b}


def rand_vector(seed, density=0.4, n=N):
    rng = np.random.default_rng(seed)
    idx = np.flatnonzero(rng.random(n) < density)
    return {int(i): int(v) for i, v in zip(idx, rng.integers(-3, 6, len(idx)))}


def rand_matrix(seed, density=0.15, n=N, m=N):
    rng = np.random.default_rng(seed)
    return {(int(i), int(j)): int(rng.integers(-2, 5)) for i in range(n) for j in range(m) if rng.random() < density}


def to_vector(d, n=N):
    return gb.Vector.from_coo(list(d), list(d.values()), size=n, dtype=np.int64)


def to_matrix(d, n=N, m=N):
    rows, cols = zip(*d) if d else ((), ())
    return gb.Matrix.from_coo(rows, cols, list(d.values()), nrows=n, ncols=m, dtype=np.int64)


def as_dict(v):
    idx, val = v.to_coo()
    return dict(zip(idx.tolist(), val.tolist()))


def matrix_dict(M):
    S = M.to_scipy().tocoo()
    return {(int(i), int(j)): int(x) for i, j, x in zip(S.row, S.col, S.data)}


def product_vector(A, u, semiring, transpose=False, u_first=False):
    """t(row) = ⊕_k A'(row, k) ⊗ u(k), A' = A or Aᵀ; u ⊗ A' when u_first (vxm: first = u's value)."""
    add, mul = SEMIRINGS[semiring]
    t = {}
    for (i, j), a in A.items():
        row, k = (j, i) if transpose else (i, j)
        if k in u:
            x = mul(u[k], a) if u_first else mul(a, u[k])
            t[row] = add(t[row], x) if row in t else x
    return t


def allowed(mask, structural, complemented, positions):
    if mask is None:
        return set(positions)
    inside = {p for p, x in mask.items() if structural or x != 0}
    return set(positions) - inside if complemented else inside


def write_back(w, t, mask_set, accum, replace):
    z = dict(t) if accum is None else {p: (ACCUM[accum](w[p], t[p]) if p in w and p in t else w.get(p, t.get(p)))
                                       for p in set(w) | set(t)}
    out = {}
    for p in set(w) | set(z):
        if p in mask_set:
            if p in z:
                out[p] = z[p]
        elif not replace and p in w:
            out[p] = w[p]
    return out


MASKS = [None, "V", "S", "~V", "~S"]


def mask_arg(container, kind):
    if kind is None:
        return None
    m = container.S if "S" in kind else container.V
    return ~m if kind.startswith("~") else m


@pytest.mark.parametrize("semiring", list(SEMIRINGS))
@pytest.mark.parametrize("mask_kind,accum,replace",
                         [(None, None, False), ("V", None, False), ("S", "plus", False), ("~S", None, True),
                          ("~V", "min", False), ("V", "second", True), (None, "times", False)])
def test_mxv_and_vxm_follow_the_c_api(semiring, mask_kind, accum, replace):
    for seed in range(3):
        A, u, w0 = rand_matrix(seed), rand_vector(seed + 10), rand_vector(seed + 20)
        m = {i: x % 2 for i, x in rand_vector(seed + 30, 0.5).items()}  # some explicit zeros in the mask
        mask_set = allowed(m if mask_kind else None, "S" in (mask_kind or ""), (mask_kind or "").startswith("~"),
                           range(N))
        for transpose, vxm in itertools.product((False, True), (False, True)):
            t = product_vector(A, u, semiring, transpose != vxm, u_first=vxm)
            expect = write_back(w0, t, mask_set, accum, replace)
            w = to_vector(w0)
            M = to_matrix(A).T if transpose else to_matrix(A)
            expr = to_vector(u).vxm(M, semiring) if vxm else M.mxv(to_vector(u), semiring)
            w(mask=mask_arg(to_vector(m), mask_kind), accum=accum, replace=replace) << expr
            assert as_dict(w) == expect, (seed, transpose, vxm)


@pytest.mark.parametrize("kernel", ["push", "pull"])
def test_mxv_kernels_agree(kernel):
    A, u = rand_matrix(5), rand_vector(6)
    expect = product_vector(A, u, "min_plus")
    uv = to_vector(u).to_storage("bitmap" if kernel == "pull" else "sparse")
    assert as_dict(to_matrix(A).mxv(uv, "min_plus", kernel=kernel).new()) == expect


def test_float_mxv_matches_scipy_and_bool_semirings():
    A = random_graph(100, 0.05, 3, False)
    x = np.random.default_rng(1).random(100)
    w = gb.Matrix.from_scipy(A).mxv(gb.Vector.from_dense(x)).new()
    assert np.allclose(w.to_dense(), A @ x)
    B = gb.Matrix.from_scipy(A, pattern=True)
    f = gb.Vector.from_coo([0], [True], size=100)
    for s in ("lor_land", "any_pair"):
        nxt = f.vxm(B, s).new()
        assert sorted(nxt.to_coo()[0].tolist()) == sorted(A.indices[A.indptr[0]:A.indptr[1]].tolist())


@pytest.mark.parametrize("mask_kind,accum,replace", [(None, None, False), ("S", "plus", True), ("~V", None, False)])
def test_mxm_follows_the_c_api(mask_kind, accum, replace):
    n = 12
    A, B, C0 = rand_matrix(1, 0.3, n, n), rand_matrix(2, 0.3, n, n), rand_matrix(3, 0.3, n, n)
    Md = {p: x % 2 for p, x in rand_matrix(4, 0.5, n, n).items()}
    dense = lambda d: np.array([[d.get((i, j), 0) for j in range(n)] for i in range(n)])
    present = lambda d: np.array([[(i, j) in d for j in range(n)] for i in range(n)])
    P = dense(A) @ dense(B)
    reach = (present(A).astype(int) @ present(B).astype(int)) > 0
    t = {(i, j): int(P[i, j]) for i in range(n) for j in range(n) if reach[i, j]}
    mask_set = allowed(Md if mask_kind else None, "S" in (mask_kind or ""), (mask_kind or "").startswith("~"),
                       [(i, j) for i in range(n) for j in range(n)])
    C = to_matrix(C0, n, n)
    C(mask=mask_arg(to_matrix(Md, n, n), mask_kind), accum=accum, replace=replace) << \
        to_matrix(A, n, n).mxm(to_matrix(B, n, n), "plus_times")
    assert matrix_dict(C) == write_back(C0, t, mask_set, accum, replace)


@pytest.mark.parametrize("op", ["plus", "min", "times", "first", "second"])
@pytest.mark.parametrize("mask_kind", [None, "S", "~V"])
def test_ewise_add_and_mult(op, mask_kind):
    f = {"plus": lambda a, b: a + b, "min": min, "times": lambda a, b: a * b, "first": lambda a, b: a,
         "second": lambda a, b: b}[op]
    u, v, w0 = rand_vector(1), rand_vector(2), rand_vector(3)
    m = {i: x % 2 for i, x in rand_vector(4, 0.5).items()}
    mask_set = allowed(m if mask_kind else None, mask_kind == "S", mask_kind == "~V", range(N))
    union = {i: f(u[i], v[i]) if i in u and i in v else u.get(i, v.get(i)) for i in set(u) | set(v)}
    inter = {i: f(u[i], v[i]) for i in set(u) & set(v)}
    for add, t in ((True, union), (False, inter)):
        w = to_vector(w0)
        expr = to_vector(u).ewise_add(to_vector(v), op) if add else to_vector(u).ewise_mult(to_vector(v), op)
        w(mask=mask_arg(to_vector(m), mask_kind)) << expr
        assert as_dict(w) == write_back(w0, t, mask_set, None, False)
    A, B = rand_matrix(5), rand_matrix(6)
    C = to_matrix(A).ewise_add(to_matrix(B), op).new()
    assert matrix_dict(C) == {p: f(A[p], B[p]) if p in A and p in B else A.get(p, B.get(p)) for p in set(A) | set(B)}


def test_reduce():
    u = rand_vector(7)
    assert to_vector(u).reduce("plus") == sum(u.values())
    assert to_vector(u).reduce("min") == min(u.values())
    assert to_vector({}).reduce("max") == np.iinfo(np.int64).min  # the monoid's identity
    A = rand_matrix(8)
    assert to_matrix(A).reduce_scalar("plus") == sum(A.values())
    x = gb.Vector.from_dense([0.5, 0.25])
    assert math.isclose(x.reduce("times"), 0.125)


def test_operation_errors():
    A, u = to_matrix(rand_matrix(1)), to_vector(rand_vector(2))
    with pytest.raises(gb.InvalidValue, match="unknown semiring"):
        A.mxv(u, "plus_dance").new()
    with pytest.raises(gb.InvalidValue, match="unknown binary operator"):
        u(accum="xor") << A.mxv(u)
    with pytest.raises(gb.DimensionMismatch):
        A.mxv(gb.Vector(N + 1, np.int64)).new()
    with pytest.raises(gb.DimensionMismatch):
        gb.Vector(N, np.int64)(mask=gb.Vector(N + 2, np.bool_).S) << A.mxv(u)
    with pytest.raises(TypeError):
        u << 3
