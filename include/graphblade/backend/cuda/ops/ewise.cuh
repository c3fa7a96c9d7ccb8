// CUDA backend entry of eWiseAdd / eWiseMult on vectors (included by
// graphblade/ops/ewise.hpp under nvcc): union or intersection of two inputs in
// one element-wise kernel, then the device write-back; the matrix forms take
// the stable union of the two key lists (matrix_ops.cuh).
#pragma once
#include "graphblade/container/matrix.hpp"
#include "graphblade/backend/cuda/detail/vector_terms.cuh"
#include "graphblade/backend/cuda/detail/matrix_ops.cuh"

namespace graphblade::gpu {

/// w<mask> = accum(w, u ∪op v) on a CUDA device.
template <class W, class Mask, class Accum, class Op, class TU, class TV>
void ewise_add(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& op, const Vector<TU>& u,
               const Vector<TV>& v, const descriptor& desc) {
  workspace& ws = default_workspace(w.where().device);
  detail::device_guard on(ws.device());
  const detail::union_term<W, Op, TU, TV> term{op, detail::make_lookup(u, ws, slot::input_present, slot::input_values),
                                               detail::make_lookup(v, ws, slot::second_present, slot::second_values)};
  detail::vector_op(w, mask, accum, desc.replace, term, ws);
}

/// w<mask> = accum(w, u ∩op v) on a CUDA device.
template <class W, class Mask, class Accum, class Op, class TU, class TV>
void ewise_mult(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& op, const Vector<TU>& u,
                const Vector<TV>& v, const descriptor& desc) {
  workspace& ws = default_workspace(w.where().device);
  detail::device_guard on(ws.device());
  const detail::intersect_term<W, Op, TU, TV> term{
      op, detail::make_lookup(u, ws, slot::input_present, slot::input_values),
      detail::make_lookup(v, ws, slot::second_present, slot::second_values)};
  detail::vector_op(w, mask, accum, desc.replace, term, ws);
}

/// C<mask> = accum(C, op(A) ∪op op(B)) on a CUDA device.
template <class W, class Mask, class Accum, class Op, class TA, class TB>
void ewise_add(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& op, const matrix_operand<TA>& A,
               const matrix_operand<TB>& B, const descriptor& desc) {
  workspace& ws = default_workspace(C.where().device);
  detail::device_guard on(ws.device());
  detail::ewise_matrix<detail::union_rule>(C, mask, accum, op, A, B, desc.replace, ws);
}

/// C<mask> = accum(C, op(A) ∩op op(B)) on a CUDA device.
template <class W, class Mask, class Accum, class Op, class TA, class TB>
void ewise_mult(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& op, const matrix_operand<TA>& A,
                const matrix_operand<TB>& B, const descriptor& desc) {
  workspace& ws = default_workspace(C.where().device);
  detail::device_guard on(ws.device());
  detail::ewise_matrix<detail::intersect_rule>(C, mask, accum, op, A, B, desc.replace, ws);
}

}  // namespace graphblade::gpu
