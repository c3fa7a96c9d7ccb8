// SpGEMM through cuSPARSE (cusparseSpGEMM, generic API: work estimation ->
// compute -> copy) for mxm over plus_times<float|double> when both op(A) and
// op(B) are stored by rows (CSR, or CSC read transposed): cuSPARSE's SpGEMM
// takes CSR operands, 32-bit indices and non-transposed operations only. The
// result's structure is the symbolic product (an entry wherever some
// A(i,k)·B(k,j) term exists, also when the sum is 0: GraphBLAS keeps such
// structural entries); the test compares with the reference oracle on values
// that include explicit zeros. C comes back as CSR, becomes sorted row-major
// keys (coo.cuh; column order within a row is not relied on: the keys are
// sorted) and is merged into the output with the mask, accumulator and
// replace flag by merge_into_matrix, as after our own SpGEMM. Where cuSPARSE
// declines (CUSPARSE_STATUS_NOT_SUPPORTED at work estimation) our SpGEMM runs.
#pragma once
#include <cuda_runtime.h>

#include <type_traits>
#include <utility>

#include "graphblade/container/matrix.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cuda/cusparse/operand.cuh"
#include "graphblade/backend/cuda/detail/coo.cuh"

namespace graphblade::gpu::cusparse {

/// op(A)'s rows are stored lists (what cusparseSpGEMM reads).
template <class T>
bool rows_stored(const matrix_operand<T>& A) {
  const format f = A.A.storage_format();
  return (f == format::csr && !A.transposed) || (f == format::csc && A.transposed);
}

/// keys[e] = (row of entry e, columns[e]) for a CSR of `rows` rows with 32-bit offsets.
static __global__ void csr_to_keys(const std::int32_t* offsets, index_t rows, const std::int32_t* columns,
                                   offset_t nnz, std::uint64_t* keys) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t e = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; e < nnz; e += stride) {
    index_t lo = 0, hi = rows;  // largest r with offsets[r] <= e
    while (hi - lo > 1) {
      const index_t mid = lo + (hi - lo) / 2;
      if (offset_t(offsets[mid]) <= e) lo = mid;
      else hi = mid;
    }
    keys[e] = detail::make_key(lo, index_t(columns[e]));
  }
}

/// cuSPARSE's SpGEMM scans parts of its work buffers it never wrote (compute-sanitizer initcheck,
/// H100, CUDA 13.0: DeviceScanKernel under cusparseSpGEMM_compute); zeroed first, so its reads are
/// defined. The buffers are O(nnz) and are filled by the calls anyway.
inline void zero_scratch(void* p, std::size_t bytes, workspace& ws) {
  if (bytes == 0) return;
  GB_CUDA_CHECK(detail::memset_async(p, 0, bytes, ws.stream()));
}

/// t = op(A) op(B) over plus_times as sorted keys (both operands rows_stored);
/// false where cuSPARSE answers CUSPARSE_STATUS_NOT_SUPPORTED (the caller runs our SpGEMM).
template <class W, class T>
bool spgemm(const matrix_operand<T>& A, const matrix_operand<T>& B, const place& where, workspace& ws,
            detail::coo_keys<W>& t) {
  t = detail::coo_keys<W>{};
  t.nrows = A.nrows();
  t.ncols = B.ncols();
  if (A.A.nvals() == 0 || B.A.nvals() == 0 || t.nrows == 0 || t.ncols == 0) return true;
  context& ctx = context_for(ws);
  const stored_matrix a = stored_view(A.A, ctx, scratch::offsets_a, ws);
  const stored_matrix b = stored_view(B.A, ctx, scratch::offsets_b, ws);
  const cusparseOperation_t nt = CUSPARSE_OPERATION_NON_TRANSPOSE;
  sparse_matrix c = sparse_matrix::csr<T>(t.nrows, t.ncols, 0, nullptr, nullptr, static_cast<const T*>(nullptr));
  const spgemm_descriptor sd;
  const T alpha = 1, beta = 0;
  constexpr cudaDataType type = cuda_type_of<T>();
  constexpr cusparseSpGEMMAlg_t alg = CUSPARSE_SPGEMM_DEFAULT;
  std::size_t work_bytes = 0, compute_bytes = 0;
  const cusparseStatus_t asked = cusparseSpGEMM_workEstimation(ctx.handle(), nt, nt, &alpha, a.S.get(), b.S.get(),
                                                               &beta, c.get(), type, alg, sd.get(), &work_bytes, nullptr);
  if (asked == CUSPARSE_STATUS_NOT_SUPPORTED) return false;
  check(asked, "cusparseSpGEMM_workEstimation", __FILE__, __LINE__);
  void* work = ctx.raw(scratch::spgemm_work, work_bytes);
  zero_scratch(work, work_bytes, ws);
  GB_CUSPARSE_CHECK(cusparseSpGEMM_workEstimation(ctx.handle(), nt, nt, &alpha, a.S.get(), b.S.get(), &beta, c.get(),
                                                  type, alg, sd.get(), &work_bytes, work));
  GB_CUSPARSE_CHECK(cusparseSpGEMM_compute(ctx.handle(), nt, nt, &alpha, a.S.get(), b.S.get(), &beta, c.get(), type,
                                           alg, sd.get(), &compute_bytes, nullptr));
  void* compute = ctx.raw(scratch::spgemm_compute, compute_bytes);
  zero_scratch(compute, compute_bytes, ws);
  GB_CUSPARSE_CHECK(cusparseSpGEMM_compute(ctx.handle(), nt, nt, &alpha, a.S.get(), b.S.get(), &beta, c.get(), type,
                                           alg, sd.get(), &compute_bytes, compute));
  std::int64_t c_rows = 0, c_cols = 0, c_nnz = 0;
  GB_CUSPARSE_CHECK(cusparseSpMatGetSize(c.get(), &c_rows, &c_cols, &c_nnz));
  if (c_nnz == 0) return true;
  const offset_t nnz = offset_t(c_nnz);
  buffer<std::int32_t> c_offsets(offset_t(t.nrows) + 1, where), c_columns(nnz, where);
  buffer<T> c_values(nnz, where);
  GB_CUSPARSE_CHECK(cusparseCsrSetPointers(c.get(), c_offsets.data(), c_columns.data(), c_values.data()));
  GB_CUSPARSE_CHECK(cusparseSpGEMM_copy(ctx.handle(), nt, nt, &alpha, a.S.get(), b.S.get(), &beta, c.get(), type, alg,
                                        sd.get()));
  t.keys = buffer<std::uint64_t>(nnz, where);
  detail::launch("csr_to_keys", GB_HERE, csr_to_keys, detail::grid_for(nnz, tuning::block_threads, ws),
                 tuning::block_threads, ws.stream(), static_cast<const std::int32_t*>(c_offsets.data()), t.nrows,
                 static_cast<const std::int32_t*>(c_columns.data()), nnz, t.keys.data());
  if constexpr (std::is_same_v<W, T>) {
    t.values = std::move(c_values);
  } else {
    t.values = buffer<W>(nnz, where);
    detail::launch("permute_values", GB_HERE, detail::permute_values<W, T>,
                   detail::grid_for(nnz, tuning::block_threads, ws), tuning::block_threads, ws.stream(),
                   static_cast<const offset_t*>(nullptr), static_cast<const T*>(c_values.data()), t.values.data(), nnz);
  }
  detail::sort_by_key(t.keys, t.values, ws);
  return true;  // the CSR arrays are freed stream-ordered, after the kernels that read them
}

}  // namespace graphblade::gpu::cusparse
