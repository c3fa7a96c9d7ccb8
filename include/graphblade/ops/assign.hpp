// assign and subassign, GraphBLAS C order (output, mask, accumulator, input[, indices], descriptor):
//   w<mask> = accum(w, x)             assign(w, mask, accum, x): every position (GrB_ALL)
//   w<mask> = accum(w, u)             assign(w, mask, accum, u): u of w's size (GrB_ALL)
//   w<mask> = accum(w, s)             assign(w, mask, accum, s): s a Scalar, read where it lives
//   w(I)<mask> = accum(w(I), u or x)  subassign(w, mask, accum, u or x, I): mask and u of
//                                     size |I| (GxB_subassign); w outside I is unchanged.
#pragma once
#include <type_traits>
#include <vector>

#include "graphblade/container/scalar.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/ops/detail/index_lists.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/backend/cpu/assign.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/assign.cuh"
#endif

namespace graphblade {

namespace detail {
/// Repeated indices in subassign: allowed under an accumulator (then folded in the order of I),
/// an invalid_value without one (which term wins would be arbitrary) or with replace.
template <class Accum>
bool subassign_needs_fold(const std::vector<index_t>& I, index_t n, const descriptor& desc) {
  check_index_list("subassign", I, n, is_no_accum_v<Accum>);
  if (is_no_accum_v<Accum> || !has_repeated_index(I, n)) return false;
  if (desc.replace) throw invalid_value("subassign: repeated indices cannot be combined with replace");
  return true;
}
}  // namespace detail

inline namespace GB_FRONT_END_NAMESPACE {


/// w<mask> = accum(w, x) at every position. Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class X, std::enable_if_t<std::is_arithmetic_v<X>, int> = 0>
void assign(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const X& x,
            const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  detail::check_vector_mask("assign", mask, w.size(), w.where());
  GB_DISPATCH(w.where(), assign_scalar, w, mask, accum, x, desc);
}

/// w<mask> = accum(w, s) at every position, s a Scalar in w's place (GrB_Vector_assign_Scalar): on a
/// device its value is read there, so the call waits for nothing (a loop body's depth, say).
template <class W, class MaskArg, class Accum, class X>
void assign(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Scalar<X>& s,
            const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  detail::check_vector_mask("assign", mask, w.size(), w.where());
  detail::check_same_place("assign", s.where(), w.where());
  if (w.where().is_host()) {
    ::graphblade::cpu::assign_scalar(w, mask, accum, *s.data(), desc);
    return;
  }
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
  ::graphblade::gpu::assign_scalar_cell(w, mask, accum, s.data(), desc);
#else
  detail::no_device_backend("assign");
#endif
}

/// w<mask> = accum(w, u). Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class TU>
void assign(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Vector<TU>& u,
            const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  detail::check_vector_unary("assign", w, mask, u);
  GB_DISPATCH(w.where(), assign, w, mask, accum, u, desc);
}


/// w(I)<mask> = accum(w(I), u). I may repeat an index only under an accumulator: then every
/// u(k) with I[k] = i that the mask lets through is accumulated into w(i) in the order of k.
/// Throws dimension_mismatch (u or mask size != |I|), invalid_index (an index >= w.size()),
/// invalid_value (a repeated index without accum, or with replace), placement_error.
template <class W, class MaskArg, class Accum, class TU>
void subassign(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Vector<TU>& u,
               const std::vector<index_t>& I, const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  detail::check_dim("subassign", "u size", u.size(), I.size());
  detail::check_vector_mask("subassign", mask, index_t(I.size()), w.where());
  detail::check_same_place("subassign", u.where(), w.where());
  if (detail::subassign_needs_fold<Accum>(I, w.size(), desc)) {
    Vector<TU> terms(u.size(), storage::sparse, u.where());
    assign(terms, mask_arg, no_accum, u);  // terms<mask> = u: the positions k that take part
    detail::subassign_fold(w, accum, terms, I);
    return;
  }
  GB_DISPATCH(w.where(), subassign, w, mask, accum, u, I, desc);
}

/// w(I)<mask> = accum(w(I), x). Same rules and errors as the vector form.
template <class W, class MaskArg, class Accum, class X, std::enable_if_t<std::is_arithmetic_v<X>, int> = 0>
void subassign(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const X& x, const std::vector<index_t>& I,
               const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  detail::check_vector_mask("subassign", mask, index_t(I.size()), w.where());
  if (detail::subassign_needs_fold<Accum>(I, w.size(), desc)) {
    Vector<W> terms(index_t(I.size()), storage::sparse, w.where());
    assign(terms, mask_arg, no_accum, W(x));  // terms<mask> = x
    detail::subassign_fold(w, accum, terms, I);
    return;
  }
  GB_DISPATCH(w.where(), subassign_scalar, w, mask, accum, x, I, desc);
}

/// w(I)<mask> = accum(w(I), u) with the indices given as the values of a Vector (index_list).
template <class W, class MaskArg, class Accum, class U, class TI>
void subassign(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const U& u, const Vector<TI>& I,
               const descriptor& desc = default_desc) {
  subassign(w, mask_arg, accum, u, index_list(I), desc);
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
