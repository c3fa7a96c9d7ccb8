// SpMM through cuSPARSE (cusparseSpMM, generic API) for mxm onto a
// DenseMatrix over plus_times<float|double>: C = accum(C, op(A) X) with X
// (n x k) and C (m x k) row-major as DenseMatrix stores them. Without an
// accumulator and with C of the semiring's type cuSPARSE writes C directly
// (an empty row of op(A) gives 0, the monoid's identity, as the GraphBLAS
// rule for DenseMatrix outputs says); otherwise the product goes to the
// workspace and the existing finish kernel applies accum where op(A)'s row
// has an entry (row flags from A's structure, structure.cuh). cuSPARSE does
// not serve every layout x operation x format (a transposed COO with
// row-major X, say): when cusparseSpMM_bufferSize answers
// CUSPARSE_STATUS_NOT_SUPPORTED nothing is written and the caller runs our kernels.
#pragma once
#include <cuda_runtime.h>

#include <type_traits>

#include "graphblade/container/dense_matrix.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cuda/cusparse/operand.cuh"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/spmm.cuh"

namespace graphblade::gpu::cusparse {

/// C = accum(C, op(A) X) (C non-empty); false, with C untouched, where cuSPARSE does not support the case.
template <class W, class Accum, class T>
bool spmm_dense(DenseMatrix<W>& C, const Accum& accum, const matrix_operand<T>& A, const DenseMatrix<T>& X,
                workspace& ws) {
  const index_t m = C.nrows(), k = C.ncols(), n_in = X.nrows();
  const offset_t total = offset_t(m) * k;
  constexpr bool direct = is_no_accum_v<Accum> && std::is_same_v<W, T>;
  T* Y = nullptr;
  if constexpr (direct) Y = C.values().data();
  else Y = ws.get<T>(slot::t_values, total);
  if (A.A.nvals() == 0 || n_in == 0) {
    GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(Y, 0, total * sizeof(T), ws.stream()));  // every sum empty: the identity 0
  } else {
    context& ctx = context_for(ws);
    const stored_matrix s = stored_view(A.A, ctx, scratch::offsets_a, ws);
    const cusparseOperation_t op = s.op_for(A.transposed);
    const dense_matrix mx(n_in, k, X.values().data()), my(m, k, static_cast<const T*>(Y));
    const T alpha = 1, beta = 0;
    std::size_t bytes = 0;
    const cusparseStatus_t asked =
        cusparseSpMM_bufferSize(ctx.handle(), op, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, s.S.get(), mx.get(), &beta,
                                my.get(), cuda_type_of<T>(), CUSPARSE_SPMM_ALG_DEFAULT, &bytes);
    if (asked == CUSPARSE_STATUS_NOT_SUPPORTED) return false;
    check(asked, "cusparseSpMM_bufferSize", __FILE__, __LINE__);
    void* buffer = bytes ? ctx.raw(scratch::external, bytes) : nullptr;
    ::graphblade::detail::note_library_call();
    GB_CUSPARSE_CHECK(cusparseSpMM(ctx.handle(), op, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, s.S.get(), mx.get(),
                                   &beta, my.get(), cuda_type_of<T>(), CUSPARSE_SPMM_ALG_DEFAULT, buffer));
  }
  if constexpr (!direct) {
    std::uint8_t* row_has = ws.get<std::uint8_t>(slot::out_present, m);
    GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(row_has, 0, m, ws.stream()));
    if constexpr (!is_no_accum_v<Accum>) mark_outputs(A.A, !A.transposed, m, row_has, ws);
    detail::launch("spmm_dense_finish", GB_HERE, detail::spmm_dense_finish<W, T, Accum>,
                   detail::grid_for(total, tuning::block_threads, ws), tuning::block_threads, ws.stream(),
                   static_cast<const T*>(Y), static_cast<const std::uint8_t*>(row_has), C.values().data(), total, k,
                   accum);
  }
  return true;
}

}  // namespace graphblade::gpu::cusparse
