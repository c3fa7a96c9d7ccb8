"""graphblade from Python: masked sparse linear algebra over semirings and the
BFS algorithms of the graphblade C++ library (README "Python"), a thin layer over
the nanobind module graphblade._graphblade.

    import graphblade as gb
    r = gb.bfs(scipy_csr, 0)                      # r.level, r.parent: int64 NumPy arrays, -1 unreached
    L = gb.bfs(scipy_csr, sources=[0, 5, 9])      # iBFS: int32 levels, one row per source
    A = gb.Matrix.from_scipy(scipy_csr)
    w = A.mxv(u, "plus_times").new()               # expressions in the style of python-graphblas
    w(mask=m.S, accum="plus", replace=True) << A.mxv(u, gb.semiring.min_plus)

Element types are bool, int64 and float64: other NumPy dtypes are converted
(integers -> int64, floats -> float64; a copy). Copies at the boundary: building
a Matrix or Vector copies the arrays into graphblade's own buffers (one O(nnz)
pass); Matrix.offsets()/indices()/values() are read-only views without copy;
to_scipy() copies (SciPy wants signed index arrays); BFS results take over the
C++ arrays without copy; multi-source levels are transposed into a sources x n
array (one copy).

Devices: device="cuda" (or "cuda:N") on containers and BFS needs a module built
with CUDA and a visible GPU; otherwise NotSupported is raised (has_cuda,
cuda_device_count()).
"""
from types import SimpleNamespace

import numpy as np

from . import _graphblade as _gb
from .errors import (CudaError, DimensionMismatch, GraphbladeError, GraphIOError, InvalidIndex, InvalidValue,
                     NotSupported, OutOfMemory, PlacementError)

__all__ = ["Matrix", "Vector", "Mask", "BFS", "BFSResult", "bfs", "bfs_algorithms", "load_graph", "validate_bfs",
           "multi_source_bfs", "khop_counts", "closeness", "betweenness", "all_pairs_distances",
           "semiring", "binary", "monoid", "has_cuda", "cuda_device_count", "GraphbladeError", "DimensionMismatch",
           "InvalidIndex", "InvalidValue", "PlacementError", "NotSupported", "GraphIOError", "CudaError", "OutOfMemory"]

has_cuda = _gb.has_cuda
"""True when the module was built with the CUDA backend (device="cuda" then needs a GPU at run time)."""


def cuda_device_count():
    """CUDA devices this module can use: 0 without the CUDA backend, without a driver or without a GPU."""
    return _gb.cuda_device_count()


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


def _on_device(native, device):
    """The native container moved to `device` unless that is the CPU (NotSupported without CUDA or a GPU)."""
    return native if device in ("cpu", None) else native.to(str(device))


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

    def __init__(self, kind, run, shape, dtype, operands):
        self._kind, self._run, self._shape, self.dtype, self._operands = kind, run, shape, dtype, operands

    def new(self, dtype=None, mask=None, format="csr"):
        """A fresh output holding the result, where the first operand lives (dtype: the first operand's unless
        given; it is the semiring's domain)."""
        dt, device = _dtype_name(dtype or self.dtype), self._operands[0].device
        out = Vector(self._shape[0], dt, device=device) if self._kind is Vector else Matrix(
            self._shape[0], self._shape[1], dt, format=format, device=device)
        self._run(out, mask, "", False)
        return out


class Vector(_Container):
    """A sparse vector (graphblade::Vector): sparse, bitmap or dense storage."""

    def __init__(self, size=0, dtype=np.float64, *, device="cpu", _native=None):
        if _native is None:
            _native = _on_device(_gb._Vector.empty(int(size), _dtype_name(dtype)), device)
        self._native = _native

    @classmethod
    def from_coo(cls, indices, values, size, dtype=None, *, device="cpu"):
        """Entries (indices[k], values[k]); indices distinct. values may be a scalar. device: where it lives."""
        indices = _ids(indices, "Vector.from_coo")
        if np.ndim(values) == 0:
            values = np.full(len(indices), values)
        dt = _dtype_name(dtype or np.asarray(values).dtype)
        return cls(_native=_on_device(_gb._Vector.from_coo(int(size), indices, _values(values, dt), dt), device))

    @classmethod
    def from_dense(cls, array, dtype=None, *, device="cpu"):
        """Every entry present (dense storage); a copy of the array. device: where it lives."""
        array = np.asarray(array)
        dt = _dtype_name(dtype or array.dtype)
        return cls(_native=_on_device(_gb._Vector.from_dense(_values(array, dt), dt), device))

    size = property(lambda self: self._native.size, doc="Length.")
    nvals = property(lambda self: self._native.nvals, doc="Number of entries present.")
    dtype = property(lambda self: np.dtype(self._native.dtype), doc="NumPy dtype of the values.")
    storage = property(lambda self: self._native.storage, doc="'sparse', 'bitmap' or 'dense'.")
    device = property(lambda self: self._native.device, doc="'cpu' or 'cuda:N'.")
    shape = property(lambda self: (self.size,))

    def to(self, device):
        """A copy on `device` ('cpu', 'cuda', 'cuda:N'); operations run where their operands live."""
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
            kernel, True), (A.ncols,), self.dtype, (self, A))

    def _ewise(self, other, op, add):
        return _Expression(Vector, lambda w, mask, accum, replace: _gb.ewise_vector(
            w._native, *_mask_args(mask, Vector), accum, op, self._native, other._native, replace, add),
            (self.size,), self.dtype, (self, other))

    def reduce(self, monoid="plus"):
        """⊕_i u(i) as a Python scalar (the monoid's identity when empty)."""
        return _gb.reduce_vector(self._native, monoid)


class Matrix(_Container):
    """A sparse matrix (graphblade::Matrix) in CSR, CSC or COOC; pattern-only (every entry reads 1) or valued.
    A.T is the transpose inside operations (no copy)."""

    def __init__(self, nrows=0, ncols=0, dtype=np.float64, *, format="csr", device="cpu", _native=None,
                 _transposed=False):
        if _native is None:
            empty = np.zeros(0, dtype=np.uint32)
            dt = _dtype_name(dtype)
            _native = _on_device(_gb._Matrix.from_coo(int(nrows), int(ncols), empty, empty, _values([], dt), dt,
                                                      format), device)
        self._native, self._transposed = _native, _transposed

    @classmethod
    def from_coo(cls, rows, cols, values=None, nrows=None, ncols=None, dtype=None, *, format="csr",
                 symmetrize=False, drop_self_loops=False, device="cpu"):
        """From coordinates; values None gives a pattern matrix (dtype bool unless given). Duplicates keep the
        smallest value. Dimensions default to 1 + the largest id. device: where it lives (built on the host,
        then copied)."""
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
        return cls(_native=_on_device(_gb._Matrix.from_coo(nrows, ncols, rows, cols, vals, dt, format, symmetrize,
                                                           drop_self_loops), device))

    @classmethod
    def from_scipy(cls, S, dtype=None, pattern=False, *, device="cpu"):
        """From a scipy.sparse matrix or array: CSR stays CSR, CSC stays CSC, anything else becomes CSR.
        Duplicates are summed and indices sorted first (SciPy's canonical form, on a copy when needed).
        pattern=True drops the values (every stored entry, explicit zeros included, is an edge).
        device: where it lives (built on the host, then copied)."""
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
        return cls(_native=_on_device(_gb._Matrix.from_compressed(fmt, S.shape[0], S.shape[1], indptr,
                                                                  _ids(S.indices, "from_scipy"), vals, dt), device))

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
            replace, kernel, False), (self.nrows,), self.dtype, (self, u))

    def mxm(self, B, semiring="plus_times"):
        """A ⊕.⊗ B (either may be .T)."""
        return _Expression(Matrix, lambda C, mask, accum, replace: _gb.mxm(
            C._own(), *_mask_args(mask, Matrix), accum, semiring, self._native, self._transposed, B._native,
            B._transposed, replace), (self.nrows, B.ncols), self.dtype, (self, B))

    def _ewise(self, other, op, add):
        return _Expression(Matrix, lambda C, mask, accum, replace: _gb.ewise_matrix(
            C._own(), *_mask_args(mask, Matrix), accum, op, self._materialized(), other._materialized(), replace,
            add), self.shape, self.dtype, (self, other))

    def reduce_scalar(self, monoid="plus"):
        """⊕_ij A(i,j) as a Python scalar."""
        return _gb.reduce_matrix(self._native, monoid)

    def _own(self):
        if self._transposed:
            raise InvalidValue("a transposed view (A.T) cannot be an output")
        return self._native


def _device_of(A, device):
    """The device a graph function runs on: `device` when given, else where the graphblade.Matrix lives (cpu for
    SciPy input)."""
    if device is not None:
        return str(device)
    return A.device if isinstance(A, Matrix) else "cpu"


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

    def __init__(self, A, algo="gb-auto", device=None, *, parents=None, sigma=False, knobs=None):
        # parents=None: parents when the algorithm computes them (TurboBFS computes levels and sigma only);
        # parents=True on such an algorithm raises NotSupported, as in C++ (bfs_algorithm::outputs).
        graph, knob_map = _as_native_graph(A), {str(k): float(v) for k, v in (knobs or {}).items()}
        device = _device_of(A, device)
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


def bfs(A, source=None, algo=None, device=None, *, sources=None, parents=None, sigma=False, knobs=None):
    """BFS over the graph A (scipy.sparse or graphblade.Matrix; A(i, j) stored = edge i -> j) with any registered
    algorithm (bfs_algorithms(); default gb-auto) on device 'cpu' or 'cuda' (default: where A lives; a graph on a
    device is copied to the host, then the algorithm copies it to its device).

    One source: a BFSResult whose .level and .parent are int64 NumPy arrays, -1 where unreached.
    Several (sources=[...], or a list as source): an int32 array of shape (len(sources), n), row j the levels
    from sources[j] (-1 unreached; duplicates allowed). With algo None or "ibfs" they run jointly by iBFS
    (multi_source_bfs, which takes iBFS's options); any other algorithm runs once per source."""
    if sources is None and source is not None and np.ndim(source) != 0:
        source, sources = None, source
    if sources is None:
        if source is None:
            raise TypeError("bfs needs a source (or sources=[...])")
        return BFS(A, algo or "gb-auto", device, parents=parents, sigma=sigma, knobs=knobs).run(source)
    if source is not None:
        raise TypeError("bfs takes either source or sources, not both")
    if parents or sigma:
        raise NotSupported("multi-source BFS returns levels only; for parents or sigma run BFS(A, algo).run(s) "
                           "per source")
    if algo in (None, "ibfs"):
        if knobs:
            raise InvalidValue("iBFS takes no knobs: pass its options to multi_source_bfs")
        return multi_source_bfs(A, sources, device)
    sources = _source_ids(sources)
    prepared = BFS(A, algo, device, parents=False, knobs=knobs)
    levels = np.full((len(sources), prepared._native.n), -1, dtype=np.int32)
    for j, s in enumerate(sources):
        levels[j] = prepared.run(int(s)).level
    return levels


def _source_ids(sources):
    sources = np.asarray(sources)
    if sources.ndim != 1 or not (sources.size == 0 or np.issubdtype(sources.dtype, np.integer)):
        raise TypeError("sources must be a 1-D sequence of vertex ids")
    return _ids(sources, "sources")


def multi_source_bfs(A, sources, device=None, *, max_depth=None, group_words=0, group_by=True, direction="auto"):
    """Levels from every source at once by iBFS (Liu, Huang & Hu, SIGMOD'16): int32 array (len(sources), n), row j
    the hop distances from sources[j], -1 unreached (or beyond max_depth). Sources may repeat.
    group_words k: 64·k sources traverse together (0: from the free memory); group_by: the paper's out-degree
    GroupBy rules (False: groups in the order given); direction: 'auto' (Beamer's switch per group), 'push', 'pull'."""
    return _gb.ibfs(_as_native_graph(A), _source_ids(sources), _device_of(A, device),
                    -1 if max_depth is None else int(max_depth), int(group_words), bool(group_by), str(direction))


def khop_counts(A, sources, hops, device=None, *, group_words=0, group_by=True):
    """For each source, the number of vertices within `hops` hops (itself included): int64 array (iBFS)."""
    return _gb.khop_counts(_as_native_graph(A), _source_ids(sources), int(hops), _device_of(A, device),
                           int(group_words),
                           bool(group_by))


def closeness(A, sources, device=None, *, group_words=0, group_by=True):
    """Closeness of each source s, (r − 1) / Σ_v d(s, v) over the r vertices s reaches (itself included), 0 when
    s reaches nothing else: float64 array (iBFS). NetworkX's closeness_centrality(G.reverse()) without its
    wf_improved scaling, for the sources it reaches."""
    return _gb.closeness(_as_native_graph(A), _source_ids(sources), _device_of(A, device), int(group_words),
                         bool(group_by))


def betweenness(A, sources, device=None, *, group_words=0, group_by=True):
    """Betweenness of every vertex over the shortest directed paths from the given sources (batched Brandes on
    iBFS): BC(v) = Σ_s Σ_{t ≠ s, v ∉ {s, t}} σ_st(v) / σ_st, float64 array of length n; no halving for undirected
    graphs, no normalisation; a source listed twice counts twice."""
    return _gb.betweenness(_as_native_graph(A), _source_ids(sources), _device_of(A, device), int(group_words),
                           bool(group_by))


def all_pairs_distances(A, device=None, *, max_vertices=1 << 15, group_words=0, group_by=True):
    """D[u, v] = hops from u to v for every pair, int32 n x n, -1 unreached (iBFS from every vertex). Raises
    InvalidValue when n > max_vertices."""
    return _gb.all_pairs_distances(_as_native_graph(A), _device_of(A, device), int(max_vertices), int(group_words),
                                   bool(group_by))


def validate_bfs(A, source, level, parent=None):
    """Check a BFS result by the Graph500 rules with graphblade's independent checker: (ok, problems)."""
    parent = None if parent is None else np.ascontiguousarray(parent, dtype=np.int64)
    return _gb.validate_bfs(_as_native_graph(A), int(source), np.ascontiguousarray(level, dtype=np.int64), parent)
