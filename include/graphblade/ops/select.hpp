// select, GraphBLAS C order (output, mask, accumulator, predicate, input, thunk, descriptor):
//   w<mask> = accum(w, u(i) where f(u(i), i, 0, thunk))
//   C<mask> = accum(C, A(i,j) where f(A(i,j), i, j, thunk))
// with f an index-unary predicate: tril_op, triu_op, offdiag_op, valueeq/ne/gt/lt_op, ...
#pragma once
#include <type_traits>

#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cpu/select.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/select.cuh"
#endif

namespace graphblade {
inline namespace GB_FRONT_END_NAMESPACE {

/// w<mask> = accum(w, select(u, f, thunk)). Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Op, class TU, class Thunk>
void select(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Op& f, const Vector<TU>& u,
            const Thunk& thunk, const descriptor& desc = default_desc) {
  static_assert(std::is_invocable_r_v<bool, const Op&, TU, index_t, index_t, Thunk>,
                "select: f must be an index-unary predicate f(x, i, j, thunk)");
  auto mask = as_mask(mask_arg);
  detail::check_vector_unary("select", w, mask, u);
  GB_DISPATCH(w.where(), select, w, mask, accum, f, u, thunk, desc);
}

/// C<mask> = accum(C, select(A, f, thunk)). Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Op, class AArg, class Thunk>
void select(Matrix<W>& C, const MaskArg& mask_arg, const Accum& accum, const Op& f, const AArg& A_arg,
            const Thunk& thunk, const descriptor& desc = default_desc) {
  static_assert(std::is_invocable_r_v<bool, const Op&, operand_value_t<AArg>, index_t, index_t, Thunk>,
                "select: f must be an index-unary predicate f(x, i, j, thunk)");
  auto mask = as_mask(mask_arg);
  auto A = as_operand(A_arg);
  detail::check_matrix_unary("select", C, mask, A);
  GB_DISPATCH(C.where(), select, C, mask, accum, f, A, thunk, desc);
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
