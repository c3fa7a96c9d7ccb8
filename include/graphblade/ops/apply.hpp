// apply, GraphBLAS C order (output, mask, accumulator, op, input[, thunk], descriptor):
//   w<mask> = accum(w, f(u))             f unary: identity_op, ainv_op, one_op, lnot_op, ...
//   w<mask> = accum(w, f(u, i, 0, thunk)) f index-unary: rowindex_op, colindex_op, ...
// and the same for matrices (input may be transpose(A); f sees (x, i, j, thunk)).
// The overload follows what f can be called with.
#pragma once
#include <type_traits>

#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cpu/apply.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/apply.cuh"
#endif

namespace graphblade {
inline namespace GB_FRONT_END_NAMESPACE {

/// w<mask> = accum(w, f(u)), f unary. Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Op, class TU,
          std::enable_if_t<std::is_invocable_v<const Op&, TU>, int> = 0>
void apply(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Op& f, const Vector<TU>& u,
           const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  detail::check_vector_unary("apply", w, mask, u);
  GB_DISPATCH(w.where(), apply, w, mask, accum, f, u, desc);
}

/// w<mask> = accum(w, f(u(i), i, 0, thunk)), f index-unary.
template <class W, class MaskArg, class Accum, class Op, class TU, class Thunk,
          std::enable_if_t<std::is_invocable_v<const Op&, TU, index_t, index_t, Thunk>, int> = 0>
void apply(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Op& f, const Vector<TU>& u,
           const Thunk& thunk, const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  detail::check_vector_unary("apply", w, mask, u);
  GB_DISPATCH(w.where(), apply_index, w, mask, accum, f, u, thunk, desc);
}

/// C<mask> = accum(C, f(A)), f unary. Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Op, class AArg,
          std::enable_if_t<std::is_invocable_v<const Op&, operand_value_t<AArg>>, int> = 0>
void apply(Matrix<W>& C, const MaskArg& mask_arg, const Accum& accum, const Op& f, const AArg& A_arg,
           const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  auto A = as_operand(A_arg);
  detail::check_matrix_unary("apply", C, mask, A);
  GB_DISPATCH(C.where(), apply, C, mask, accum, f, A, desc);
}

/// C<mask> = accum(C, f(A(i,j), i, j, thunk)), f index-unary.
template <class W, class MaskArg, class Accum, class Op, class AArg, class Thunk,
          std::enable_if_t<std::is_invocable_v<const Op&, operand_value_t<AArg>, index_t, index_t, Thunk>, int> = 0>
void apply(Matrix<W>& C, const MaskArg& mask_arg, const Accum& accum, const Op& f, const AArg& A_arg,
           const Thunk& thunk, const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  auto A = as_operand(A_arg);
  detail::check_matrix_unary("apply", C, mask, A);
  GB_DISPATCH(C.where(), apply_index, C, mask, accum, f, A, thunk, desc);
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
