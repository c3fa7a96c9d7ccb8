// CUDA backend entry of mxm (included by graphblade/ops/mxm.hpp under nvcc):
// SpMM onto a DenseMatrix (any semiring) and onto a BitMatrix (lor.land on
// packed words), gather when op(A)'s rows are stored, atomic scatter
// otherwise (spmm.cuh); sparse x sparse by expand-sort-compress SpGEMM on
// sorted keys (matrix_ops.cuh).
// plus_times<float|double> on valued matrices goes to cuSPARSE instead: SpMM
// onto a DenseMatrix (cusparse/spmm.cuh), SpGEMM when op(A) and op(B) are
// stored by rows (cusparse/spgemm.cuh); route in cusparse/operand.cuh.
#pragma once
#include <cuda_runtime.h>

#include <type_traits>
#include <utility>

#include "graphblade/container/bit_matrix.hpp"
#include "graphblade/container/dense_matrix.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cuda/cusparse/path.cuh"
#include "graphblade/backend/cuda/cusparse/spgemm.cuh"
#include "graphblade/backend/cuda/cusparse/spmm.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/detail/merge.cuh"
#include "graphblade/backend/cuda/detail/operands.cuh"
#include "graphblade/backend/cuda/detail/spmm.cuh"
#include "graphblade/backend/cuda/detail/matrix_ops.cuh"

namespace graphblade::gpu {

namespace detail {

/// How op(A)'s lists are stored: rows (gather), columns (scatter) or COOC entries.
enum class spmm_orientation { gather, scatter, edge };
template <class TA>
spmm_orientation orientation_of(const matrix_operand<TA>& A) {
  if (A.A.storage_format() == format::cooc) return spmm_orientation::edge;
  return (A.A.storage_format() == format::csr) != A.transposed ? spmm_orientation::gather : spmm_orientation::scatter;
}

}  // namespace detail

/// C = accum(C, op(A) ⊕.⊗ X), X and C dense, on a CUDA device.
template <class W, class Accum, class Semiring, class TA, class TX>
void mxm_dense(DenseMatrix<W>& C, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
               const DenseMatrix<TX>& X, const descriptor& desc) {
  using D = typename Semiring::value_type;
  using namespace detail;
  workspace& ws = default_workspace(C.where().device);
  device_guard on(ws.device());
  const index_t m = C.nrows(), k = C.ncols();
  const offset_t total = offset_t(m) * k;
  if constexpr (cusparse::arithmetic_semiring_v<Semiring, TA, TX>) {
    if (cusparse::library_can_take(A.A, desc) && (total == 0 || cusparse::spmm_dense(C, accum, A, X, ws))) {
      record_product_path(product_path::cusparse);
      return;
    }
  }
  record_product_path(product_path::kernels);
  if (total == 0) return;
  const int threads = tuning::block_threads;
  const auto how = orientation_of(A);
  if (how == spmm_orientation::gather) {
    launch("spmm_dense_gather", GB_HERE, spmm_dense_gather<Semiring, W, TA, TX, Accum>, grid_for(total, threads, ws),
           threads, ws.stream(), s, lists_of(A.A), X.values().data(), C.values().data(), k, accum);
    return;
  }
  D* T = ws.get<D>(slot::t_values, total);
  std::uint8_t* row_has = ws.get<std::uint8_t>(slot::out_present, m);
  GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(row_has, 0, m, ws.stream()));
  launch("fill_values", GB_HERE, fill_values<D>, grid_for(total, threads, ws), threads, ws.stream(), T, total,
         D(s.add.identity()));
  if (how == spmm_orientation::scatter)
    launch("spmm_dense_scatter", GB_HERE, spmm_dense_scatter<Semiring, TA, TX>,
           grid_for(offset_t(A.A.major_dim()) * k, threads, ws), threads, ws.stream(), s, lists_of(A.A),
           X.values().data(), T, row_has, k);
  else
    launch("spmm_dense_edge", GB_HERE, spmm_dense_edge<Semiring, TA, TX>, grid_for(A.A.nvals() * k, threads, ws),
           threads, ws.stream(), s, entries_of(A.A), !A.transposed, X.values().data(), T, row_has, k);
  launch("spmm_dense_finish", GB_HERE, spmm_dense_finish<W, D, Accum>, grid_for(total, threads, ws), threads,
         ws.stream(), static_cast<const D*>(T), static_cast<const std::uint8_t*>(row_has), C.values().data(), total,
         k, accum);
}

/// C = accum(C, op(A) lor.land X), X and C bit matrices, on a CUDA device.
template <class Accum, class Semiring, class TA>
void mxm_bits(BitMatrix& C, const Accum&, const Semiring&, const matrix_operand<TA>& A, const BitMatrix& X,
              const descriptor&) {
  using namespace detail;
  workspace& ws = default_workspace(C.where().device);
  device_guard on(ws.device());
  const index_t kw = C.words_per_row();
  const offset_t total = offset_t(C.nrows()) * kw;
  if (total == 0) return;
  record_product_path(product_path::kernels);
  constexpr bool accumulate = !is_no_accum_v<Accum>;
  const int threads = tuning::block_threads;
  const Matrix<TA>& M = A.A;
  const lists_ref<bool> lists{M.offsets().data(), M.indices().data(), nullptr, M.major_dim()};
  const auto how = orientation_of(A);
  if (how == spmm_orientation::gather) {
    launch("spmm_bits_gather", GB_HERE, spmm_bits_gather, grid_for(total, threads, ws), threads, ws.stream(), lists,
           X.words().data(), C.words().data(), kw, accumulate);
    return;
  }
  if (!accumulate) GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(C.words().data(), 0, C.words().bytes(), ws.stream()));
  if (how == spmm_orientation::scatter)
    launch("spmm_bits_scatter", GB_HERE, spmm_bits_scatter, grid_for(offset_t(M.major_dim()) * kw, threads, ws),
           threads, ws.stream(), lists, X.words().data(), C.words().data(), kw);
  else
    launch("spmm_bits_edge", GB_HERE, spmm_bits_edge, grid_for(M.nvals(), threads, ws), threads, ws.stream(),
           coo_ref<bool>{M.indices().data(), M.major_indices().data(), nullptr, M.nvals()}, !A.transposed,
           X.words().data(), C.words().data(), kw);
}

/// C<mask> = accum(C, op(A) ⊕.⊗ op(B)) on a CUDA device (SpGEMM by expand,
/// sort, compress; any semiring).
template <class W, class Mask, class Accum, class Semiring, class TA, class TB>
void mxm(Matrix<W>& C, const Mask& mask, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
         const matrix_operand<TB>& B, const descriptor& desc) {
  workspace& ws = default_workspace(C.where().device);
  detail::device_guard on(ws.device());
  if constexpr (cusparse::arithmetic_semiring_v<Semiring, TA, TB>) {
    detail::coo_keys<W> t;
    if (cusparse::library_can_take(A.A, desc) && cusparse::library_can_take(B.A, desc) &&
        cusparse::rows_stored(A) && cusparse::rows_stored(B) && cusparse::spgemm<W>(A, B, C.where(), ws, t)) {
      detail::record_product_path(product_path::cusparse);
      detail::merge_into_matrix(C, mask, accum, std::move(t), desc.replace, ws);
      return;
    }
  }
  detail::record_product_path(product_path::kernels);
  detail::merge_into_matrix(C, mask, accum, detail::spgemm<W>(s, A, B, C.where(), ws), desc.replace, ws);
}

}  // namespace graphblade::gpu
