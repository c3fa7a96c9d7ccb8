// SpMV through cuSPARSE (cusparseSpMV, generic API) for mxv / vxm over
// plus_times<float|double> with a full input (dense, or a bitmap with every
// entry present): the terms t = N u (N = op(A), or op(A)ᵀ for vxm) are
// computed into the workspace's term arrays, y = 1·op(S)·x + 0·y, and t's
// structure is marked from A's structure (structure.cuh), so the caller merges
// t into w with the mask, accumulator and replace flag exactly as after its
// own kernels (store_terms). Rows with no entry give no term, never a 0.
// Where cuSPARSE declines a case (CUSPARSE_STATUS_NOT_SUPPORTED from the
// buffer-size query) nothing is written and our kernels run instead.
#pragma once
#include <cuda_runtime.h>

#include "graphblade/container/vector.hpp"
#include "graphblade/backend/cuda/cusparse/operand.cuh"
#include "graphblade/backend/cuda/detail/check.cuh"

namespace graphblade::gpu::cusparse {

/// u has every entry present, its values readable as a dense array.
template <class T>
bool is_full(const Vector<T>& u) {
  return u.kind() == storage::dense || (u.kind() == storage::bitmap && !u.nvals_on_device() && u.nvals() == u.size());
}

/// t = N u into t_bits (zeroed by the caller) and t_val (n_out values), N = A or
/// Aᵀ (n_is_transpose); x holds u's n_in values. False, with nothing written,
/// where cuSPARSE answers CUSPARSE_STATUS_NOT_SUPPORTED (the caller runs our kernels).
template <class T>
bool spmv_terms(const Matrix<T>& A, bool n_is_transpose, const T* x, index_t n_in, index_t n_out,
                std::uint32_t* t_bits, T* t_val, workspace& ws) {
  if (n_out == 0) return true;
  if (A.nvals() == 0 || n_in == 0) return true;  // no term at all (t_bits stay zero); empty shapes are not asked
  context& ctx = context_for(ws);
  const stored_matrix m = stored_view(A, ctx, scratch::offsets_a, ws);
  const cusparseOperation_t op = m.op_for(n_is_transpose);
  const dense_vector vx(n_in, x), vy(n_out, static_cast<const T*>(t_val));
  const T alpha = 1, beta = 0;
  std::size_t bytes = 0;
  const cusparseStatus_t asked = cusparseSpMV_bufferSize(ctx.handle(), op, &alpha, m.S.get(), vx.get(), &beta,
                                                         vy.get(), cuda_type_of<T>(), CUSPARSE_SPMV_ALG_DEFAULT, &bytes);
  if (asked == CUSPARSE_STATUS_NOT_SUPPORTED) return false;
  check(asked, "cusparseSpMV_bufferSize", __FILE__, __LINE__);
  void* buffer = bytes ? ctx.raw(scratch::external, bytes) : nullptr;
  mark_outputs(A, !n_is_transpose, n_out, t_bits, ws);
  GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(t_val, 0, std::size_t(n_out) * sizeof(T), ws.stream()));
  ::graphblade::detail::note_library_call();
  GB_CUSPARSE_CHECK(cusparseSpMV(ctx.handle(), op, &alpha, m.S.get(), vx.get(), &beta, vy.get(), cuda_type_of<T>(),
                                 CUSPARSE_SPMV_ALG_DEFAULT, buffer));
  return true;
}

}  // namespace graphblade::gpu::cusparse
