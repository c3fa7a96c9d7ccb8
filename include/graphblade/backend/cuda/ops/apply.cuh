// CUDA backend entry of apply and select on vectors (included by
// graphblade/ops/apply.hpp and select.hpp under nvcc): one element-wise kernel
// (vector_terms.cuh) then the device write-back; matrix forms map op(A)'s
// sorted keys (matrix_ops.cuh).
#pragma once
#include <type_traits>

#include "graphblade/container/matrix.hpp"
#include "graphblade/backend/cuda/detail/vector_terms.cuh"
#include "graphblade/backend/cuda/detail/matrix_ops.cuh"

namespace graphblade::gpu {

/// w<mask> = accum(w, f(u)) on a CUDA device.
template <class W, class Mask, class Accum, class Op, class TU>
void apply(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& f, const Vector<TU>& u,
           const descriptor& desc) {
  workspace& ws = default_workspace(w.where().device);
  detail::device_guard on(ws.device());
  const detail::apply_term<W, Op, TU> term{f, detail::make_lookup(u, ws, slot::input_present, slot::input_values)};
  detail::vector_op(w, mask, accum, desc.replace, term, ws);
}

/// w<mask> = accum(w, f(u(i), i, 0, thunk)) on a CUDA device.
template <class W, class Mask, class Accum, class Op, class TU, class Thunk>
void apply_index(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& f, const Vector<TU>& u,
                 const Thunk& thunk, const descriptor& desc) {
  workspace& ws = default_workspace(w.where().device);
  detail::device_guard on(ws.device());
  const detail::apply_index_term<W, Op, TU, Thunk> term{
      f, detail::make_lookup(u, ws, slot::input_present, slot::input_values), thunk};
  detail::vector_op(w, mask, accum, desc.replace, term, ws);
}

/// C<mask> = accum(C, f(op(A))) on a CUDA device.
template <class W, class Mask, class Accum, class Op, class TA>
void apply(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& f, const matrix_operand<TA>& A,
           const descriptor& desc) {
  workspace& ws = default_workspace(C.where().device);
  detail::device_guard on(ws.device());
  detail::map_matrix(C, mask, accum, A, detail::apply_entry<W, Op>{f}, desc.replace, ws);
}

/// C<mask> = accum(C, f(op(A)(i,j), i, j, thunk)) on a CUDA device.
template <class W, class Mask, class Accum, class Op, class TA, class Thunk>
void apply_index(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& f, const matrix_operand<TA>& A,
                 const Thunk& thunk, const descriptor& desc) {
  workspace& ws = default_workspace(C.where().device);
  detail::device_guard on(ws.device());
  detail::map_matrix(C, mask, accum, A, detail::apply_index_entry<W, Op, Thunk>{f, thunk}, desc.replace, ws);
}

}  // namespace graphblade::gpu
