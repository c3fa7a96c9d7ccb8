"""graphblade from Python: masked sparse linear algebra over semirings and the
BFS algorithms of the graphblade C++ library (README "Python"), a thin layer over
the nanobind module graphblade._graphblade.

    import graphblade as gb
    r = gb.bfs(scipy_csr, 0)                      # r.level, r.parent: int64 NumPy arrays, -1 unreached
    A = gb.Matrix.from_scipy(scipy_csr)
    w = A.mxv(u, "plus_times").new()               # expressions in the style of python-graphblas
    w(mask=m.S, accum="plus", replace=True) << A.mxv(u, gb.semiring.min_plus)

Element types are bool, int64 and float64: other NumPy dtypes are converted
(integers -> int64, floats -> float64; a copy). Copies at the boundary: building
a Matrix or Vector copies the arrays into graphblade's own buffers (one O(nnz)
pass); Matrix.offsets()/indices()/values() are read-only views without copy;
to_scipy() copies (SciPy wants signed index arrays); BFS results take over the
C++ arrays without copy.
"""
from types import SimpleNamespace

import numpy as np

from . import _graphblade as _gb
from .errors import (CudaError, DimensionMismatch, GraphbladeError, GraphIOError, InvalidIndex, InvalidValue,
                     NotSupported, OutOfMemory, PlacementError)

__all__ = ["Matrix", "Vector", "Mask", "BFS", "BFSResult", "bfs", "bfs_algorithms", "load_graph", "validate_bfs",
           "semiring", "binary", "monoid", "has_cuda", "GraphbladeError", "DimensionMismatch", "InvalidIndex",
           "InvalidValue", "PlacementError", "NotSupported", "GraphIOError", "CudaError", "OutOfMemory"]

has_cuda = _gb.has_cuda
"""True when the module was built with the CUDA backend (device="cuda" then needs a GPU at run time)."""

_SEMIRINGS = ["plus_times", "plus_pair", "plus_first", "plus_second", "min_plus", "max_plus", "min_first",
              "min_second", "max_times", "any_pair", "any_secondi", "min_secondi", "lor_land"]
_BINARY = ["plus", "minus", "times", "min", "max", "first", "second", "lor", "land", "pair"]
_MONOIDS = ["plus", "times", "min", "max", "lor", "land", "any"]
semiring = SimpleNamespace(**{s: s for s in _SEMIRINGS})
"""Predefined semirings by name: gb.semiring.min_plus == "min_plus" (the output's dtype is the domain)."""
binary = SimpleNamespace(**{b: b for b in _BINARY})
"""Binary operators by name (accumulators and ewise operators)."""
monoid = SimpleNamespace(**{m: m for m in _MONOIDS})
"""Monoids by name (reduce)."""


def _dtype_name(dtype):
    dt = np.dtype(dtype)
    if dt == np.bool_:
        return "bool"
    if np.issubdtype(dt, np.integer):
        return "int64"
    if np.issubdtype(dt, np.floating):
        return "float64"
    raise TypeError(f"graphblade binds bool, int64 and float64 elements, not {dt}")


def _values(x, dtype_name):
    return np.ascontiguousarray(x, dtype={"bool": np.bool_, "int64": np.int64, "float64": np.float64}[dtype_name])


def _ids(x, what):
    x = np.asarray(x)
    if x.size and (x.min() < 0 or x.max() >= 2**32 - 1):
        raise InvalidIndex(f"{what}: ids must lie in [0, 2^32 - 1)")
    return np.ascontiguousarray(x, dtype=np.uint32)


def _is_scipy_sparse(x):
    try:
        import scipy.sparse as sp
    except ImportError:
        return False
    return sp.issparse(x)


class Mask:
    """A mask: value (entries that exist and are nonzero), structural (entries that exist), complemented with ~."""

    def __init__(self, container, structural=False, complemented=False):
        self.container, self.structural, self.complemented = container, structural, complemented

    def __invert__(self):
        return Mask(self.container, self.structural, not self.complemented)

    def __repr__(self):
        return f"{'~' if self.complemented else ''}{'S' if self.structural else 'V'}-mask of {self.container!r}"


def _mask_args(mask, kind):
    """(native container or None, structural, complemented) of a mask argument."""
    if mask is None:
        return None, False, False
    if isinstance(mask, kind):
        mask = Mask(mask)
    if not isinstance(mask, Mask) or not isinstance(mask.container, kind):
        raise TypeError(f"mask must be a {kind.__name__}, its .S / .V, or their complement ~")
    native = mask.container._native if kind is Vector else mask.container._materialized()
    return native, mask.structural, mask.complemented


class _Container:
    @property
    def S(self):
        """Structural mask: where entries exist."""
        return Mask(self, structural=True)

    @property
    def V(self):
        """Value mask: where entries exist and are nonzero."""
        return Mask(self, structural=False)

    def __call__(self, mask=None, accum=None, replace=False):
        """Output with a mask, accumulator and replace flag: w(mask=m.S, accum="plus") << expression."""
        return _Target(self, mask, accum, replace)

    def __lshift__(self, expr):
        _Target(self, None, None, False) << expr
        return self

    def ewise_add(self, other, op="plus"):
        """u ∪op v (A ∪op B): the union of the entries, op where both exist."""
        return self._ewise(other, op, True)

    def ewise_mult(self, other, op="times"):
        """u ∩op v (A ∩op B): the intersection of the entries."""
        return self._ewise(other, op, False)


class _Target:
    def __init__(self, out, mask, accum, replace):
        self.out, self.mask, self.accum, self.replace = out, mask, accum, replace

    def __lshift__(self, expr):
        if not isinstance(expr, _Expression):
            raise TypeError("the right side of << must be an expression such as A.mxv(u, 'plus_times')")
        expr._run(self.out, self.mask, self.accum or "", self.replace)
        return self.out


class _Expression:
    """A deferred operation: assign it with `w(...) << expr` or make a new container with `.new()`."""

    def __init__(self, kind, run, shape, dtype):
        self._kind, self._run, self._shape, self.dtype = kind, run, shape, dtype

    def new(self, dtype=None, mask=None, format="csr"):
        """A fresh output holding the result (dtype: the first operand's unless given; it is the semiring's domain)."""
        dt = _dtype_name(dtype or self.dtype)
        out = Vector(self._shape[0], dt) if self._kind is Vector else Matrix(self._shape[0], self._shape[1], dt,
                                                                           format=format)
        self._run(out, mask, "", False)
        return out


class Vector(_Container):
    """A sparse vector (graphblade::Vector): sparse, bitmap or dense storage."""

    def __init__(self, size=0, dtype=np.float64, *, _native=None):
        self._native = _native if _native is not None else _gb._Vector.empty(int(size), _dtype_name(dtype))

    @classmethod
    def from_coo(cls, indices, values, size, dtype=None):
        """Entries (indices[k], values[k]); indices distinct. values may be a scalar."""
        indices = _ids(indices, "Vector.from_coo")
        if np.ndim(values) == 0:
            values = np.full(len(indices), values)
        dt = _dtype_name(dtype or np.asarray(values).dtype)
        return cls(_native=_gb._Vector.from_coo(int(size), indices, _values(values, dt), dt))

    @classmethod
    def from_dense(cls, array, dtype=None):
        """Every entry present (dense storage); a copy of the array."""
        array = np.asarray(array)
        dt = _dtype_name(dtype or array.dtype)
        return cls(_native=_gb._Vector.from_dense(_values(array, dt), dt))

    size = property(lambda self: self._native.size, doc="Length.")
    nvals = property(lambda self: self._native.nvals, doc="Number of entries present.")
    dtype = property(lambda self: np.dtype(self._native.dtype), doc="NumPy dtype of the values.")
    storage = property(lambda self: self._native.storage, doc="'sparse', 'bitmap' or 'dense'.")
    device = property(lambda self: self._native.device, doc="'cpu' or 'cuda:N'.")
    shape = property(lambda self: (self.size,))

    def to(self, device):
        """A copy on `device` ('cpu', 'cuda', 'cuda:N'); operators from Python run on the CPU."""
        return Vector(_native=self._native.to(device))

    def to_storage(self, storage):
        """The same entries stored 'sparse', 'bitmap' or 'dense' (a copy; the storage picks mxv's kernel)."""
        return Vector(_native=self._native.to_storage(storage))

    def to_coo(self):
        """(indices int64, values) in ascending index order (a copy)."""
        return self._native.to_coo()

    def to_dense(self, fill_value=0):
        """A dense NumPy array; missing entries hold fill_value."""
        idx, val = self.to_coo()
        dt = self.dtype
        if not np.can_cast(np.min_scalar_type(fill_value), dt) and not (dt == np.bool_ and fill_value in (0, 1)):
            dt = np.result_type(dt, np.min_scalar_type(fill_value))  # e.g. an int64 vector filled with NaN
        out = np.full(self.size, fill_value, dtype=dt)
        out[idx] = val
        return out

    def __getitem__(self, i):
        return self._native.get(int(i))

    def __repr__(self):
        return f"graphblade.Vector(size={self.size}, nvals={self.nvals}, dtype={self.dtype}, {self.storage})"

    def vxm(self, A, semiring="plus_times", kernel="auto"):
        """u ⊕.⊗ A (A may be B.T)."""
        return _Expression(Vector, lambda w, mask, accum, replace: _gb.mxv(
            w._native, *_mask_args(mask, Vector), accum, semiring, A._native, A._transposed, self._native, replace,
            kernel, True), (A.ncols,), self.dtype)

    def _ewise(self, other, op, add):
        return _Expression(Vector, lambda w, mask, accum, replace: _gb.ewise_vector(
            w._native, *_mask_args(mask, Vector), accum, op, self._native, other._native, replace, add),
            (self.size,), self.dtype)

    def reduce(self, monoid="plus"):
        """⊕_i u(i) as a Python scalar (the monoid's identity when empty)."""
        return _gb.reduce_vector(self._native, monoid)


class Matrix(_Container):
    """A sparse matrix (graphblade::Matrix) in CSR, CSC or COOC; pattern-only (every entry reads 1) or valued.
    A.T is the transpose inside operations (no copy)."""

    def __init__(self, nrows=0, ncols=0, dtype=np.float64, *, format="csr", _native=None, _transposed=False):
        if _native is None:
            empty = np.zeros(0, dtype=np.uint32)
            dt = _dtype_name(dtype)
            _native = _gb._Matrix.from_coo(int(nrows), int(ncols), empty, empty, _values([], dt), dt, format)
        self._native, self._transposed = _native, _transposed

    @classmethod
    def from_coo(cls, rows, cols, values=None, nrows=None, ncols=None, dtype=None, *, format="csr",
                 symmetrize=False, drop_self_loops=False):
        """From coordinates; values None gives a pattern matrix (dtype bool unless given). Duplicates keep the
        smallest value. Dimensions default to 1 + the largest id."""
        rows, cols = _ids(rows, "Matrix.from_coo"), _ids(cols, "Matrix.from_coo")
        nrows = int(nrows if nrows is not None else (rows.max() + 1 if rows.size else 0))
        ncols = int(ncols if ncols is not None else (cols.max() + 1 if cols.size else 0))
        if values is None:
            dt = _dtype_name(dtype or np.bool_)
            vals = None
        else:
            if np.ndim(values) == 0:
                values = np.full(len(rows), values)
            dt = _dtype_name(dtype or np.asarray(values).dtype)
            vals = _values(values, dt)
        return cls(_native=_gb._Matrix.from_coo(nrows, ncols, rows, cols, vals, dt, format, symmetrize,
                                                drop_self_loops))

    @classmethod
    def from_scipy(cls, S, dtype=None, pattern=False):
        """From a scipy.sparse matrix or array: CSR stays CSR, CSC stays CSC, anything else becomes CSR.
        Duplicates are summed and indices sorted first (SciPy's canonical form, on a copy when needed).
        pattern=True drops the values (every stored entry, explicit zeros included, is an edge)."""
        import scipy.sparse as sp
        if not sp.issparse(S):
            raise TypeError("from_scipy takes a scipy.sparse matrix or array")
        fmt = S.format if S.format in ("csr", "csc") else "csr"
        S = S.asformat(fmt)
        if not S.has_canonical_format:
            S = S.copy()
            S.sum_duplicates()
        dt = "bool" if pattern else _dtype_name(dtype or S.dtype)
        vals = None if pattern else _values(S.data, dt)
        indptr = np.ascontiguousarray(S.indptr, dtype=np.uint64)
        return cls(_native=_gb._Matrix.from_compressed(fmt, S.shape[0], S.shape[1], indptr,
                                                       _ids(S.indices, "from_scipy"), vals, dt))

    nrows = property(lambda self: self._native.ncols if self._transposed else self._native.nrows)
    ncols = property(lambda self: self._native.nrows if self._transposed else self._native.ncols)
    shape = property(lambda self: (self.nrows, self.ncols))
    nvals = property(lambda self: self._native.nvals, doc="Number of stored entries.")
    dtype = property(lambda self: np.dtype(self._native.dtype))
    format = property(lambda self: self._native.format, doc="'csr', 'csc' or 'cooc'.")
    device = property(lambda self: self._native.device, doc="'cpu' or 'cuda:N'.")
    is_pattern = property(lambda self: self._native.is_pattern, doc="True when no value array is stored.")

    @property
    def T(self):
        """The transpose as an operand of mxv / vxm / mxm (no copy); transpose() makes a transposed copy."""
        return Matrix(_native=self._native, _transposed=not self._transposed)

    def _materialized(self):
        return self._native.transposed() if self._transposed else self._native

    def transpose(self):
        """Aᵀ as a new matrix (a copy, same format)."""
        return Matrix(_native=self._native if self._transposed else self._native.transposed())

    def to(self, device):
        """A copy on `device` ('cpu', 'cuda', 'cuda:N'), as Matrix::to in C++."""
        return Matrix(_native=self._native.to(device), _transposed=self._transposed)

    def to_format(self, format):
        """The same matrix stored as 'csr', 'csc' or 'cooc' (a copy)."""
        return Matrix(_native=self._native.to_format(format), _transposed=self._transposed)

    def pattern(self):
        """The same structure without values (every entry reads 1)."""
        return Matrix(_native=self._native.pattern(), _transposed=self._transposed)

    def astype(self, dtype):
        """The values cast to dtype (a copy; a pattern stays a pattern)."""
        return Matrix(_native=self._native.astype(_dtype_name(dtype)), _transposed=self._transposed)

    def offsets(self):
        """CSR row / CSC column pointers, uint64, a read-only view (no copy)."""
        return self._native.offsets()

    def indices(self):
        """CSR column ids / CSC and COOC row ids, uint32, a read-only view (no copy)."""
        return self._native.indices()

    def values(self):
        """The stored values, a read-only view (no copy); empty for a pattern matrix."""
        return self._native.values()

    def to_scipy(self):
        """A scipy.sparse array in the same layout (csr, csc; cooc gives coo). A copy: SciPy wants signed index
        arrays; a pattern matrix gives bool ones."""
        import scipy.sparse as sp
        n = self._materialized()
        if not n.device == "cpu":
            raise PlacementError("to_scipy: the matrix lives on " + n.device + "; call .to('cpu') first")
        vals = np.ones(n.nvals, dtype=np.bool_) if n.is_pattern else np.array(n.values())
        idx = n.indices().astype(np.int64)
        if n.format == "cooc":
            return sp.coo_array((vals, (idx, n.major_indices().astype(np.int64))), shape=(n.nrows, n.ncols))
        ctor = sp.csr_array if n.format == "csr" else sp.csc_array
        return ctor((vals, idx, n.offsets().astype(np.int64)), shape=(n.nrows, n.ncols))

    def __getitem__(self, ij):
        i, j = ij
        return self._native.get(int(j), int(i)) if self._transposed else self._native.get(int(i), int(j))

    def __repr__(self):
        t = ".T" if self._transposed else ""
        return (f"graphblade.Matrix({self.nrows}x{self.ncols}, nvals={self.nvals}, dtype={self.dtype}, "
                f"{self.format}{', pattern' if self.is_pattern else ''}){t}")

    def mxv(self, u, semiring="plus_times", kernel="auto"):
        """A ⊕.⊗ u. kernel: 'auto' (follows u's storage), 'push' (SpMSpV) or 'pull' (SpMV)."""
        return _Expression(Vector, lambda w, mask, accum, replace: _gb.mxv(
            w._native, *_mask_args(mask, Vector), accum, semiring, self._native, self._transposed, u._native,
            replace, kernel, False), (self.nrows,), self.dtype)

    def mxm(self, B, semiring="plus_times"):
        """A ⊕.⊗ B (either may be .T)."""
        return _Expression(Matrix, lambda C, mask, accum, replace: _gb.mxm(
            C._own(), *_mask_args(mask, Matrix), accum, semiring, self._native, self._transposed, B._native,
            B._transposed, replace), (self.nrows, B.ncols), self.dtype)

    def _ewise(self, other, op, add):
        return _Expression(Matrix, lambda C, mask, accum, replace: _gb.ewise_matrix(
            C._own(), *_mask_args(mask, Matrix), accum, op, self._materialized(), other._materialized(), replace,
            add), self.shape, self.dtype)

    def reduce_scalar(self, monoid="plus"):
        """⊕_ij A(i,j) as a Python scalar."""
        return _gb.reduce_matrix(self._native, monoid)

    def _own(self):
        if self._transposed:
            raise InvalidValue("a transposed view (A.T) cannot be an output")
        return self._native


def _as_native_graph(A):
    if isinstance(A, Matrix):
        return A._materialized()
    if _is_scipy_sparse(A):
        return Matrix.from_scipy(A, pattern=True)._native
    raise TypeError("the graph must be a scipy.sparse matrix/array or a graphblade.Matrix")


def load_graph(spec, format="csr"):
    """(Matrix, undirected, name) of a graph file (.mtx[.gz], .el[.gz], .gbin) or a generator spec
    (kron:SCALE[:EF[:SEED]], rmat:..., uniform:..., grid:R:C, tree:K:DEPTH, mycielski:K), as the CLI reads it."""
    native, undirected, name = _gb.load_graph(spec, format)
    return Matrix(_native=native), undirected, name


def bfs_algorithms():
    """{name: (description, devices)} of every BFS algorithm in the registry."""
    return {name: (desc, tuple(devices)) for name, desc, devices in _gb.bfs_algorithms()}


class BFSResult:
    """One BFS: level (int64, -1 unreached), parent (int64, source's parent = source, -1 unreached; None when
    not asked), sigma (float64 shortest-path counts; None unless sigma=True), source, depth."""

    def __init__(self, level, parent, sigma, source, depth, algo, device):
        self.level, self.parent, self.sigma = level, parent, sigma
        self.source, self.depth, self.algo, self.device = source, depth, algo, device

    def __repr__(self):
        reached = int(np.count_nonzero(self.level >= 0))
        return f"BFSResult(source={self.source}, depth={self.depth}, reached={reached}, algo={self.algo!r})"


class BFS:
    """A BFS algorithm prepared once on a graph and a device (CSC, transposes, device copies), then run from
    many sources: BFS(A, "hong-hybrid").run(s). A(i, j) stored = edge i -> j."""

    def __init__(self, A, algo="gb-auto", device="cpu", *, parents=None, sigma=False, knobs=None):
        # parents=None: parents when the algorithm computes them (TurboBFS computes levels and sigma only);
        # parents=True on such an algorithm raises NotSupported, as in C++ (bfs_algorithm::outputs).
        graph, knob_map = _as_native_graph(A), {str(k): float(v) for k, v in (knobs or {}).items()}
        try:
            self._native = _gb._BFS(graph, algo, device, parents is None or bool(parents), bool(sigma), knob_map)
        except NotSupported:
            if parents is not None:
                raise
            self._native = _gb._BFS(graph, algo, device, False, bool(sigma), knob_map)

    algo = property(lambda self: self._native.algo)
    device = property(lambda self: self._native.device)

    def traverse(self, source):
        """One traversal only (what benchmarks time); fetch it with result()."""
        self._native.traverse(int(source))

    def result(self):
        level, parent, sigma, source, depth = self._native.result()
        return BFSResult(level, parent, sigma, source, depth, self.algo, self.device)

    def run(self, source):
        """traverse(source) then result()."""
        self.traverse(source)
        return self.result()


def bfs(A, source, algo="gb-auto", device="cpu", *, parents=None, sigma=False, knobs=None):
    """BFS from `source` over the graph A (scipy.sparse or graphblade.Matrix; A(i, j) stored = edge i -> j)
    with any registered algorithm (bfs_algorithms()) on device 'cpu' or 'cuda'. Returns a BFSResult whose
    .level and .parent are int64 NumPy arrays, -1 where unreached."""
    if not np.isscalar(source):
        # Multi-source BFS (issue 14, iBFS) is being added to the C++ registry; bind it here
        # (a list of sources -> one result per source) once it lands.
        raise NotSupported("multi-source BFS is not bound yet; call bfs once per source or use BFS(A).run(s)")
    return BFS(A, algo, device, parents=parents, sigma=sigma, knobs=knobs).run(source)


def validate_bfs(A, source, level, parent=None):
    """Check a BFS result by the Graph500 rules with graphblade's independent checker: (ok, problems)."""
    parent = None if parent is None else np.ascontiguousarray(parent, dtype=np.int64)
    return _gb.validate_bfs(_as_native_graph(A), int(source), np.ascontiguousarray(level, dtype=np.int64), parent)
