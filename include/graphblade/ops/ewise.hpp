// ewise_add and ewise_mult, GraphBLAS C order (output, mask, accumulator, op, inputs, descriptor):
//   w<mask> = accum(w, u ⊕ v)    ewise_add:  union, op where both exist
//   w<mask> = accum(w, u ⊗ v)    ewise_mult: intersection
// and the same for matrices (inputs may be transpose(A)). op is any binary
// operator or monoid (plus_op<T>{}, min_monoid<T>{}, ...).
#pragma once
#include <type_traits>

#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cpu/ewise.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/ewise.cuh"
#endif

namespace graphblade {
inline namespace GB_FRONT_END_NAMESPACE {

/// w<mask> = accum(w, u ∪op v). Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Op, class TU, class TV>
void ewise_add(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Op& op, const Vector<TU>& u,
               const Vector<TV>& v, const descriptor& desc = default_desc) {
  static_assert(std::is_invocable_v<const Op&, TU, TV>, "ewise_add: op cannot take the input domains");
  auto mask = as_mask(mask_arg);
  detail::check_vector_unary("ewise_add", w, mask, u);
  detail::check_vector_unary("ewise_add", w, mask, v);
  GB_DISPATCH(w.where(), ewise_add, w, mask, accum, op, u, v, desc);
}

/// w<mask> = accum(w, u ∩op v). Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Op, class TU, class TV>
void ewise_mult(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Op& op, const Vector<TU>& u,
                const Vector<TV>& v, const descriptor& desc = default_desc) {
  static_assert(std::is_invocable_v<const Op&, TU, TV>, "ewise_mult: op cannot take the input domains");
  auto mask = as_mask(mask_arg);
  detail::check_vector_unary("ewise_mult", w, mask, u);
  detail::check_vector_unary("ewise_mult", w, mask, v);
  GB_DISPATCH(w.where(), ewise_mult, w, mask, accum, op, u, v, desc);
}

/// C<mask> = accum(C, A ∪op B). Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Op, class AArg, class BArg>
void ewise_add(Matrix<W>& C, const MaskArg& mask_arg, const Accum& accum, const Op& op, const AArg& A_arg,
               const BArg& B_arg, const descriptor& desc = default_desc) {
  static_assert(std::is_invocable_v<const Op&, operand_value_t<AArg>, operand_value_t<BArg>>,
                "ewise_add: op cannot take the input domains");
  auto mask = as_mask(mask_arg);
  auto A = as_operand(A_arg);
  auto B = as_operand(B_arg);
  detail::check_matrix_unary("ewise_add", C, mask, A);
  detail::check_matrix_unary("ewise_add", C, mask, B);
  GB_DISPATCH(C.where(), ewise_add, C, mask, accum, op, A, B, desc);
}

/// C<mask> = accum(C, A ∩op B). Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Op, class AArg, class BArg>
void ewise_mult(Matrix<W>& C, const MaskArg& mask_arg, const Accum& accum, const Op& op, const AArg& A_arg,
                const BArg& B_arg, const descriptor& desc = default_desc) {
  static_assert(std::is_invocable_v<const Op&, operand_value_t<AArg>, operand_value_t<BArg>>,
                "ewise_mult: op cannot take the input domains");
  auto mask = as_mask(mask_arg);
  auto A = as_operand(A_arg);
  auto B = as_operand(B_arg);
  detail::check_matrix_unary("ewise_mult", C, mask, A);
  detail::check_matrix_unary("ewise_mult", C, mask, B);
  GB_DISPATCH(C.where(), ewise_mult, C, mask, accum, op, A, B, desc);
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
