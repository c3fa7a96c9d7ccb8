// mxv and vxm: masked sparse matrix times vector over a semiring, GraphBLAS C
// order (output, mask, accumulator, semiring, inputs, descriptor):
//   w<mask> = accum(w, A ⊕.⊗ u)        mxv(w, mask, accum, s, A or transpose(A), u, desc)
//   w<mask> = accum(w, u ⊕.⊗ A)        vxm(w, mask, accum, s, u, A or transpose(A), desc)
// The kernel follows u's storage (sparse -> push SpMSpV, bitmap/dense -> pull
// SpMV with early exit at the monoid's terminal), or desc.kernel when set.
// w may be the same object as u or as the mask (q = q any.pair A).
#pragma once
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/detail/checks.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cpu/mxv.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/mxv.cuh"
#endif

namespace graphblade {
inline namespace GB_FRONT_END_NAMESPACE {

/// w<mask> = accum(w, A ⊕.⊗ u). Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Semiring, class AArg, class TU>
void mxv(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Semiring& s, const AArg& A_arg,
         const Vector<TU>& u, const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  auto A = as_operand(A_arg);
  detail::check_dim("mxv", "u size", u.size(), A.ncols());
  detail::check_dim("mxv", "w size", w.size(), A.nrows());
  detail::check_vector_mask("mxv", mask, w.size(), w.where());
  detail::check_same_place("mxv", A.A.where(), u.where());
  detail::check_same_place("mxv", w.where(), u.where());
  if (w.where().is_host()) {
    cpu::mxv(w, mask, accum, s, A, u, desc);
  } else {
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
    gpu::mxv(w, mask, accum, s, A, u, desc);
#else
    detail::no_device_backend("mxv");
#endif
  }
}

/// w<mask> = accum(w, u ⊕.⊗ A). Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Semiring, class TU, class AArg>
void vxm(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Semiring& s, const Vector<TU>& u,
         const AArg& A_arg, const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  auto A = as_operand(A_arg);
  detail::check_dim("vxm", "u size", u.size(), A.nrows());
  detail::check_dim("vxm", "w size", w.size(), A.ncols());
  detail::check_vector_mask("vxm", mask, w.size(), w.where());
  detail::check_same_place("vxm", A.A.where(), u.where());
  detail::check_same_place("vxm", w.where(), u.where());
  if (w.where().is_host()) {
    cpu::vxm(w, mask, accum, s, u, A, desc);
  } else {
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
    gpu::vxm(w, mask, accum, s, u, A, desc);
#else
    detail::no_device_backend("vxm");
#endif
  }
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
