// When a device product goes to cuSPARSE, and a stored matrix as cuSPARSE
// sees it. The route is taken exactly where cuSPARSE computes the GraphBLAS
// result (README.md, "Which device products go to cuSPARSE"):
//   semiring plus_times<T>, T float or double, every operand of type T (no casts);
//   a valued (not pattern) matrix of fewer than 2^31 rows, columns and entries;
//   the descriptor's kernel left automatic (any explicit method keeps our kernels);
//   the route switched on (set_library_products).
// A stored matrix S is given to cuSPARSE as it lies: CSR as CSR of A; CSC as
// CSR of Aᵀ (the same arrays); COOC (column-major coordinates) as COO of Aᵀ
// sorted by row; op(A) then picks CUSPARSE_OPERATION_(NON_)TRANSPOSE.
#pragma once
#include <cusparse.h>

#include <cstdint>
#include <limits>
#include <type_traits>

#include "graphblade/algebra/semiring.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/backend/cuda/cusparse/context.cuh"
#include "graphblade/backend/cuda/cusparse/descriptors.cuh"
#include "graphblade/backend/cuda/cusparse/path.cuh"
#include "graphblade/backend/cuda/cusparse/structure.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"

namespace graphblade::gpu::cusparse {

/// plus_times over float / double with every operand of the semiring's type.
template <class Semiring, class... Operands>
constexpr bool arithmetic_semiring() {
  using D = typename Semiring::value_type;
  return (std::is_same_v<D, float> || std::is_same_v<D, double>) &&
         std::is_same_v<typename Semiring::add_type, plus_monoid<D>> &&
         std::is_same_v<typename Semiring::mult_type, times_op<D>> && (std::is_same_v<Operands, D> && ...);
}
template <class Semiring, class... Operands>
inline constexpr bool arithmetic_semiring_v = arithmetic_semiring<Semiring, Operands...>();

/// The run-time part of the route: a valued matrix of 32-bit size, automatic kernel, route on.
template <class T>
bool library_can_take(const Matrix<T>& A, const descriptor& desc) {
  constexpr offset_t limit = offset_t(std::numeric_limits<std::int32_t>::max());
  return library_products_enabled() && desc.kernel == method::automatic && !A.is_pattern() &&
         offset_t(A.nrows()) <= limit && offset_t(A.ncols()) <= limit && A.nvals() <= limit;
}

/// S, the stored matrix as cuSPARSE reads it (A for CSR, Aᵀ for CSC / COOC).
struct stored_matrix {
  sparse_matrix S;
  bool s_is_transpose = false;  ///< S = Aᵀ
  /// The operation giving N (= A, or Aᵀ when n_is_transpose) from S.
  cusparseOperation_t op_for(bool n_is_transpose) const {
    return n_is_transpose == s_is_transpose ? CUSPARSE_OPERATION_NON_TRANSPOSE : CUSPARSE_OPERATION_TRANSPOSE;
  }
};

/// A's arrays as a cuSPARSE descriptor; compressed offsets are narrowed into `offsets_slot`.
template <class T>
stored_matrix stored_view(const Matrix<T>& A, context& ctx, scratch offsets_slot, workspace& ws) {
  stored_matrix m;
  const format f = A.storage_format();
  m.s_is_transpose = f != format::csr;
  const std::int64_t rows = m.s_is_transpose ? A.ncols() : A.nrows(), cols = m.s_is_transpose ? A.nrows() : A.ncols();
  const std::int64_t nnz = std::int64_t(A.nvals());
  if (f == format::cooc) {
    m.S = sparse_matrix::coo<T>(rows, cols, nnz, A.major_indices().data(), A.indices().data(), A.values().data());
    return m;
  }
  const offset_t n = offset_t(A.major_dim()) + 1;
  std::int32_t* offsets = ctx.get<std::int32_t>(offsets_slot, n);
  detail::launch("narrow_offsets", GB_HERE, narrow_offsets, detail::grid_for(n, tuning::block_threads, ws),
                 tuning::block_threads, ws.stream(), A.offsets().data(), n, offsets);
  m.S = sparse_matrix::csr<T>(rows, cols, nnz, offsets, A.indices().data(), A.values().data());
  return m;
}

}  // namespace graphblade::gpu::cusparse
