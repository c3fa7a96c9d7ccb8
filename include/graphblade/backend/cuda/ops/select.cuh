// CUDA backend entry of select on vectors (included by graphblade/ops/select.hpp
// under nvcc): T(i) = u(i) where f(u(i), i, 0, thunk); the matrix form keeps
// op(A)'s entries f accepts (matrix_ops.cuh).
#pragma once
#include "graphblade/container/matrix.hpp"
#include "graphblade/backend/cuda/detail/vector_terms.cuh"
#include "graphblade/backend/cuda/detail/matrix_ops.cuh"

namespace graphblade::gpu {

/// w<mask> = accum(w, select(u, f, thunk)) on a CUDA device.
template <class W, class Mask, class Accum, class Op, class TU, class Thunk>
void select(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& f, const Vector<TU>& u,
            const Thunk& thunk, const descriptor& desc) {
  workspace& ws = default_workspace(w.where().device);
  detail::device_guard on(ws.device());
  const detail::select_term<W, Op, TU, Thunk> term{
      f, detail::make_lookup(u, ws, slot::input_present, slot::input_values), thunk};
  detail::vector_op(w, mask, accum, desc.replace, term, ws);
}

/// C<mask> = accum(C, select(op(A), f, thunk)) on a CUDA device.
template <class W, class Mask, class Accum, class Op, class TA, class Thunk>
void select(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& f, const matrix_operand<TA>& A,
            const Thunk& thunk, const descriptor& desc) {
  workspace& ws = default_workspace(C.where().device);
  detail::device_guard on(ws.device());
  detail::map_matrix(C, mask, accum, A, detail::select_entry<W, Op, Thunk>{f, thunk}, desc.replace, ws);
}

}  // namespace graphblade::gpu
