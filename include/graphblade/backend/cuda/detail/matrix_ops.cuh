// Matrix forms of apply, select, eWiseAdd / eWiseMult and SpGEMM on the device,
// on the sorted-key representation of coo.cuh: each builds T as sorted keys,
// then merge_into_matrix writes C<M> = accum(C, T).
//   apply / select: one kernel over op(A)'s entries (f(x), f(x, i, j, thunk), keep);
//   eWiseAdd / Mult: the stable union of op(A)'s and op(B)'s keys (combine);
//   SpGEMM (ESC): expand every product A(i,k) ⊗ B(k,j) (per-entry degrees of B
//   scanned with cub::DeviceScan, one thread per product), stable-sort the
//   products by (i, j) (terms of one position stay in ascending k), fold each
//   run with the monoid.
#pragma once
#include <utility>

#include "graphblade/algebra/binary_ops.hpp"
#include "graphblade/backend/cuda/detail/coo.cuh"

namespace graphblade::gpu::detail {

/// z_p = fn(key_p, x_p) where fn says the entry is kept.
template <class W, class TA, class Fn>
__global__ void map_entries(const std::uint64_t* keys, const TA* values, offset_t n, Fn fn, W* out,
                            std::uint8_t* keep) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t p = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; p < n; p += stride) {
    W z{};
    keep[p] = fn(keys[p], values[p], z) ? 1 : 0;
    out[p] = z;
  }
}

template <class W, class Op>
struct apply_entry {
  Op f;
  template <class T>
  __device__ bool operator()(std::uint64_t, const T& x, W& z) const {
    z = W(f(x));
    return true;
  }
};
template <class W, class Op, class Thunk>
struct apply_index_entry {
  Op f;
  Thunk thunk;
  template <class T>
  __device__ bool operator()(std::uint64_t key, const T& x, W& z) const {
    z = W(f(x, key_row(key), key_col(key), thunk));
    return true;
  }
};
template <class W, class Op, class Thunk>
struct select_entry {
  Op f;
  Thunk thunk;
  template <class T>
  __device__ bool operator()(std::uint64_t key, const T& x, W& z) const {
    z = W(x);
    return bool(f(x, key_row(key), key_col(key), thunk));
  }
};

/// T = op(A) with values mapped by fn (entries fn rejects dropped), then C<M> = accum(C, T).
template <class W, class MaskArg, class Accum, class TA, class Fn>
void map_matrix(Matrix<W>& C, const MaskArg& mask, const Accum& accum, const matrix_operand<TA>& A, const Fn& fn,
                bool replace, workspace& ws) {
  const place where = C.where();
  coo_keys<TA> a = coo_of<TA>(A, ws);
  const offset_t n = a.nnz();
  buffer<W> values(n, where);
  buffer<std::uint8_t> keep(n, where);
  launch("map_entries", GB_HERE, map_entries<W, TA, Fn>, grid_for(n, tuning::block_threads, ws),
         tuning::block_threads, ws.stream(), static_cast<const std::uint64_t*>(a.keys.data()),
         static_cast<const TA*>(a.values.data()), n, fn, values.data(), keep.data());
  merge_into_matrix(C, mask, accum, keep_flagged(a.nrows, a.ncols, a.keys, values, keep.data(), n, where, ws),
                    replace, ws);
}

/// eWiseAdd per key: op where both exist, the one value (cast to op's result) where one does.
template <class W, class Op, class X, class Y>
struct union_rule {
  Op op;
  __device__ bool operator()(bool hx, const X& x, bool hy, const Y& y, std::uint64_t, W& z) const {
    using Z = decltype(op(std::declval<X>(), std::declval<Y>()));
    z = hx && hy ? W(op(x, y)) : hx ? W(Z(x)) : W(Z(y));
    return hx || hy;
  }
};
/// eWiseMult per key: op where both exist.
template <class W, class Op, class X, class Y>
struct intersect_rule {
  Op op;
  __device__ bool operator()(bool hx, const X& x, bool hy, const Y& y, std::uint64_t, W& z) const {
    if (hx && hy) z = W(op(x, y));
    return hx && hy;
  }
};

/// C<M> = accum(C, op(A) ∪/∩ op(B)) (Rule: union_rule or intersect_rule).
template <template <class, class, class, class> class Rule, class W, class MaskArg, class Accum, class Op, class TA,
          class TB>
void ewise_matrix(Matrix<W>& C, const MaskArg& mask, const Accum& accum, const Op& op, const matrix_operand<TA>& A,
                  const matrix_operand<TB>& B, bool replace, workspace& ws) {
  coo_keys<TA> a = coo_of<TA>(A, ws);
  coo_keys<TB> b = coo_of<TB>(B, ws);
  merge_into_matrix(C, mask, accum,
                    combine<W>(C.nrows(), C.ncols(), a.keys, static_cast<const TA*>(a.values.data()), b.keys,
                               static_cast<const TB*>(b.values.data()), Rule<W, Op, TA, TB>{op}, C.where(), ws),
                    replace, ws);
}

/// Every product of op(A)'s entry e = (i, k) with op(B)'s row k: product p of
/// e sits at expand[e] + (position in row k).
template <class Semiring, class TA, class TB>
__global__ void expand_products(Semiring s, const std::uint64_t* a_keys, const TA* a_values, offset_t na,
                                const offset_t* expand, const std::uint64_t* b_keys, const TB* b_values,
                                const offset_t* b_offsets, std::uint64_t* keys,
                                typename Semiring::value_type* values) {
  using D = typename Semiring::value_type;
  const offset_t total = expand[na];
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t p = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; p < total; p += stride) {
    offset_t lo = 0, hi = na;  // largest e with expand[e] <= p
    while (hi - lo > 1) {
      const offset_t mid = (lo + hi) / 2;
      if (expand[mid] <= p) lo = mid;
      else hi = mid;
    }
    const index_t i = key_row(a_keys[lo]), k = key_col(a_keys[lo]);
    const offset_t q = b_offsets[k] + (p - expand[lo]);
    const index_t j = key_col(b_keys[q]);
    keys[p] = make_key(i, j);
    values[p] = multiply(s.mult, D(a_values[lo]), D(b_values[q]), i, k, j);
  }
}

/// out[h] = ⊕ of the run of equal keys starting at heads[h], in order.
template <class W, class Add, class D>
__global__ void fold_runs(Add add, const std::uint64_t* keys, const D* values, offset_t n, const index_t* heads,
                          offset_t nheads, std::uint64_t* out_keys, W* out_values) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t h = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; h < nheads; h += stride) {
    const offset_t p = heads[h];
    D sum = values[p];
    for (offset_t q = p + 1; q < n && keys[q] == keys[p]; ++q) sum = D(add(sum, values[q]));
    out_keys[h] = keys[p];
    out_values[h] = W(sum);
  }
}

/// T = op(A) ⊕.⊗ op(B) as sorted keys (expand, sort, compress).
template <class W, class Semiring, class TA, class TB>
coo_keys<W> spgemm(const Semiring& s, const matrix_operand<TA>& A, const matrix_operand<TB>& B, const place& where,
                   workspace& ws) {
  using D = typename Semiring::value_type;
  coo_keys<TA> a = coo_of<TA>(A, ws);
  coo_keys<TB> b = coo_of<TB>(B, ws);
  const offset_t na = a.nnz();
  coo_keys<W> t;
  t.nrows = a.nrows;
  t.ncols = b.ncols;
  buffer<offset_t> b_offsets(offset_t(b.nrows) + 1, where);
  primitives::offsets_of_sorted_keys(b.keys.data(), b.nnz(), b.nrows, b_offsets.data(), ws);
  buffer<index_t> a_cols(na, where);
  launch("split_keys", GB_HERE, split_keys, grid_for(na, tuning::block_threads, ws), tuning::block_threads,
         ws.stream(), static_cast<const std::uint64_t*>(a.keys.data()), na, static_cast<index_t*>(nullptr),
         a_cols.data());
  buffer<offset_t> expand(na + 1, where);
  primitives::frontier_edge_offsets(b_offsets.data(), a_cols.data(), na, expand.data(), ws);
  offset_t total = 0;
  GB_CUDA_CHECK(::graphblade::gpu::detail::copy_blocking(&total, expand.data() + na, sizeof(offset_t), cudaMemcpyDeviceToHost));
  buffer<std::uint64_t> keys(total, where);
  buffer<D> values(total, where);
  launch("expand_products", GB_HERE, expand_products<Semiring, TA, TB>, grid_for(total, tuning::block_threads, ws),
         tuning::block_threads, ws.stream(), s, static_cast<const std::uint64_t*>(a.keys.data()),
         static_cast<const TA*>(a.values.data()), na, static_cast<const offset_t*>(expand.data()),
         static_cast<const std::uint64_t*>(b.keys.data()), static_cast<const TB*>(b.values.data()),
         static_cast<const offset_t*>(b_offsets.data()), keys.data(), values.data());
  sort_by_key(keys, values, ws);
  buffer<index_t> heads(total, where);
  offset_t* d_count = ws.device_counters() + primitives::selected_count;
  primitives::run_heads(keys.data(), total, heads.data(), d_count, ws);
  const offset_t nheads = total ? ws.read_counters(primitives::selected_count + 1)[primitives::selected_count] : 0;
  t.keys = buffer<std::uint64_t>(nheads, where);
  t.values = buffer<W>(nheads, where);
  launch("fold_runs", GB_HERE, fold_runs<W, typename Semiring::add_type, D>, grid_for(nheads, tuning::block_threads, ws),
         tuning::block_threads, ws.stream(), s.add, static_cast<const std::uint64_t*>(keys.data()),
         static_cast<const D*>(values.data()), total, static_cast<const index_t*>(heads.data()), nheads,
         t.keys.data(), t.values.data());
  return t;
}

}  // namespace graphblade::gpu::detail
