// mxv and vxm: masked sparse matrix times vector over a semiring, GraphBLAS C
// order (output, mask, accumulator, semiring, inputs, descriptor):
//   w<mask> = accum(w, A ⊕.⊗ u)        mxv(w, mask, accum, s, A or transpose(A), u, desc)
//   w<mask> = accum(w, u ⊕.⊗ A)        vxm(w, mask, accum, s, u, A or transpose(A), desc)
// The kernel follows u's storage (sparse -> push SpMSpV, bitmap/dense -> pull
// SpMV with early exit at the monoid's terminal), or desc.kernel when set.
// w may be the same object as u or as the mask (q = q any.pair A).
// Write-backs after the descriptor update other vectors under the new w's
// structure, fused on a device where they can be (ops/write_back.hpp):
//   f<¬s(v), replace> = f any.secondi A ; v<s(f)> = d ; π<s(f)> = f
//   vxm(f, complement(structure(v)), no_accum, s, f, A, replace, also_assign(v, d), also_assign(π))
// and also_reduce(m, plus_monoid<int64_t>{}, degree) for m = +/(degree<s(f)>).
#pragma once
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/detail/checks.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/ops/write_back.hpp"
#include "graphblade/backend/cpu/mxv.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/mxv.cuh"
#endif

namespace graphblade {
inline namespace GB_FRONT_END_NAMESPACE {

/// w<mask> = accum(w, A ⊕.⊗ u), then the write-backs `then` in order. Throws dimension_mismatch /
/// placement_error / invalid_value (a write-back's rules, ops/write_back.hpp).
template <class W, class MaskArg, class Accum, class Semiring, class AArg, class TU, class... Then>
void mxv(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Semiring& s, const AArg& A_arg,
         const Vector<TU>& u, const descriptor& desc = default_desc, const Then&... then) {
  auto mask = as_mask(mask_arg);
  auto A = as_operand(A_arg);
  detail::check_dim("mxv", "u size", u.size(), A.ncols());
  detail::check_dim("mxv", "w size", w.size(), A.nrows());
  detail::check_vector_mask("mxv", mask, w.size(), w.where());
  detail::check_same_place("mxv", A.A.where(), u.where());
  detail::check_same_place("mxv", w.where(), u.where());
  detail::check_write_backs("mxv", w, then...);
  bool written_back = false;  // whether the backend fused the write-backs
  if (w.where().is_host()) {
    cpu::mxv(w, mask, accum, s, A, u, desc);
  } else {
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
    written_back = gpu::mxv(w, mask, accum, s, A, u, desc, then...);
#else
    detail::no_device_backend("mxv");
#endif
  }
  if (!written_back) (run_output_assign(w, then), ...);
}

/// w<mask> = accum(w, u ⊕.⊗ A), then the write-backs `then` in order. Throws dimension_mismatch /
/// placement_error / invalid_value (a write-back's rules, ops/write_back.hpp).
template <class W, class MaskArg, class Accum, class Semiring, class TU, class AArg, class... Then>
void vxm(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Semiring& s, const Vector<TU>& u,
         const AArg& A_arg, const descriptor& desc = default_desc, const Then&... then) {
  auto mask = as_mask(mask_arg);
  auto A = as_operand(A_arg);
  detail::check_dim("vxm", "u size", u.size(), A.nrows());
  detail::check_dim("vxm", "w size", w.size(), A.ncols());
  detail::check_vector_mask("vxm", mask, w.size(), w.where());
  detail::check_same_place("vxm", A.A.where(), u.where());
  detail::check_same_place("vxm", w.where(), u.where());
  detail::check_write_backs("vxm", w, then...);
  bool written_back = false;  // whether the backend fused the write-backs
  if (w.where().is_host()) {
    cpu::vxm(w, mask, accum, s, u, A, desc);
  } else {
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
    written_back = gpu::vxm(w, mask, accum, s, u, A, desc, then...);
#else
    detail::no_device_backend("vxm");
#endif
  }
  if (!written_back) (run_output_assign(w, then), ...);
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
