// SpMM kernels: a sparse op(A) times k dense columns (DenseMatrix, row-major)
// or k·64 packed Boolean columns (BitMatrix, iBFS SIGMOD'16 §4). Two
// orientations, as for mxv: gather when the rows of op(A) are stored (one
// thread per output element, sequential over the row, consecutive threads on
// consecutive columns / words of one row: coalesced X reads), scatter with
// atomics when only its columns are (CSC A, CSR Aᵀ) or for COOC entries.
#pragma once
#include <cstdint>

#include "graphblade/backend/cuda/detail/atomics.cuh"
#include "graphblade/backend/cuda/detail/monoid_traits.cuh"
#include "graphblade/backend/cuda/detail/refs.cuh"

namespace graphblade::gpu::detail {

/// C(i, w) = [accum] OR_k X(k, w) over row i of op(A): gather, one thread per (i, w).
static __global__ void spmm_bits_gather(lists_ref<bool> rows, const std::uint64_t* X, std::uint64_t* C, index_t kw,
                                        bool accumulate) {
  const offset_t total = offset_t(rows.count) * kw;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t t = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; t < total; t += stride) {
    const index_t i = index_t(t / kw), w = index_t(t % kw);
    std::uint64_t acc = accumulate ? C[t] : 0;
    // OR into C: a word with every bit set cannot change (iBFS's bottom-up early termination)
    for (offset_t e = rows.offsets[i]; e < rows.offsets[i + 1] && acc != ~std::uint64_t(0); ++e)
      acc |= X[offset_t(rows.indices[e]) * kw + w];
    C[t] = acc;
  }
}

/// C(i, w) |= X(k, w) for every i in column k of op(A): scatter, one thread per (k, w).
static __global__ void spmm_bits_scatter(lists_ref<bool> cols, const std::uint64_t* X, std::uint64_t* C,
                                         index_t kw) {
  const offset_t total = offset_t(cols.count) * kw;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t t = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; t < total; t += stride) {
    const index_t k = index_t(t / kw), w = index_t(t % kw);
    const std::uint64_t x = X[t];
    if (!x) continue;
    for (offset_t e = cols.offsets[k]; e < cols.offsets[k + 1]; ++e)
      atomicOr(reinterpret_cast<unsigned long long*>(C + offset_t(cols.indices[e]) * kw + w), x);
  }
}

/// COOC entries (r, c): C(i, w) |= X(k, w) with (i, k) = (r, c) or (c, r).
static __global__ void spmm_bits_edge(coo_ref<bool> entries, bool out_is_row, const std::uint64_t* X,
                                      std::uint64_t* C, index_t kw) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t e = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; e < entries.nnz; e += stride) {
    const index_t i = out_is_row ? entries.rows[e] : entries.cols[e];
    const index_t k = out_is_row ? entries.cols[e] : entries.rows[e];
    for (index_t w = 0; w < kw; ++w) {
      const std::uint64_t x = X[offset_t(k) * kw + w];
      if (x) atomicOr(reinterpret_cast<unsigned long long*>(C + offset_t(i) * kw + w), x);
    }
  }
}

/// Dense SpMM by gather: C(i, j) from row i of op(A), one thread per (i, j).
template <class Semiring, class W, class TA, class TX, class Accum>
__global__ void spmm_dense_gather(Semiring s, lists_ref<TA> rows, const TX* X, W* C, index_t k, Accum accum) {
  using D = typename Semiring::value_type;
  const offset_t total = offset_t(rows.count) * k;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t t = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; t < total; t += stride) {
    const index_t i = index_t(t / k), j = index_t(t % k);
    bool has = false;
    D sum = s.add.identity();
    for (offset_t e = rows.offsets[i]; e < rows.offsets[i + 1]; ++e) {
      const index_t kk = rows.indices[e];
      const D term = multiply(s.mult, D(rows.value(e)), D(X[offset_t(kk) * k + j]), i, kk, j);
      sum = has ? D(s.add(sum, term)) : term;
      has = true;
    }
    if constexpr (is_no_accum_v<Accum>) C[t] = W(sum);
    else if (has) C[t] = W(accum(C[t], W(sum)));
  }
}

/// Dense SpMM by scatter into T (holding the identity on entry): T(i, j) ⊕= A(i,kk) ⊗ X(kk, j)
/// for every i of column kk of op(A), one thread per (kk, j); row_has[i] marks non-empty rows.
template <class Semiring, class TA, class TX>
__global__ void spmm_dense_scatter(Semiring s, lists_ref<TA> cols, const TX* X, typename Semiring::value_type* T,
                                   std::uint8_t* row_has, index_t k) {
  using D = typename Semiring::value_type;
  const offset_t total = offset_t(cols.count) * k;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t t = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; t < total; t += stride) {
    const index_t kk = index_t(t / k), j = index_t(t % k);
    for (offset_t e = cols.offsets[kk]; e < cols.offsets[kk + 1]; ++e) {
      const index_t i = cols.indices[e];
      const D term = multiply(s.mult, D(cols.value(e)), D(X[t]), i, kk, j);
      if constexpr (is_any_monoid_v<typename Semiring::add_type>) T[offset_t(i) * k + j] = term;  // any term will do
      else atomic_combine(s.add, T + offset_t(i) * k + j, term);
      row_has[i] = 1;
    }
  }
}

/// Dense SpMM by COOC entries: as spmm_dense_scatter, one thread per (entry, j).
template <class Semiring, class TA, class TX>
__global__ void spmm_dense_edge(Semiring s, coo_ref<TA> entries, bool out_is_row, const TX* X,
                                typename Semiring::value_type* T, std::uint8_t* row_has, index_t k) {
  using D = typename Semiring::value_type;
  const offset_t total = entries.nnz * k;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t t = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; t < total; t += stride) {
    const offset_t e = t / k;
    const index_t j = index_t(t % k);
    const index_t i = out_is_row ? entries.rows[e] : entries.cols[e];
    const index_t kk = out_is_row ? entries.cols[e] : entries.rows[e];
    const D term = multiply(s.mult, D(entries.value(e)), D(X[offset_t(kk) * k + j]), i, kk, j);
    if constexpr (is_any_monoid_v<typename Semiring::add_type>) T[offset_t(i) * k + j] = term;
    else atomic_combine(s.add, T + offset_t(i) * k + j, term);
    row_has[i] = 1;
  }
}

/// C = T without accum; else C(i,j) = accum(C(i,j), T(i,j)) where row i of op(A) is non-empty.
template <class W, class D, class Accum>
__global__ void spmm_dense_finish(const D* T, const std::uint8_t* row_has, W* C, offset_t total, index_t k,
                                  Accum accum) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t t = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; t < total; t += stride) {
    if constexpr (is_no_accum_v<Accum>) C[t] = W(T[t]);
    else if (row_has[t / k]) C[t] = W(accum(C[t], W(T[t])));
  }
}

}  // namespace graphblade::gpu::detail
