// extract, GraphBLAS C order:
//   extract_element(u, i) / extract_element(A, i, j): the entry or nothing (GrB_NO_VALUE)
//   w<mask> = accum(w, u(I))   extract(w, mask, accum, u, I): w has |I| entries' room,
//                              T(k) = u(I[k]) where present; I may repeat indices.
#pragma once
#include <optional>
#include <vector>

#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/ops/detail/index_lists.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/backend/cpu/extract.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/extract.cuh"
#endif

namespace graphblade {
inline namespace GB_FRONT_END_NAMESPACE {

/// u(i) if present. Throws invalid_index when i >= u.size().
template <class T>
std::optional<T> extract_element(const Vector<T>& u, index_t i) {
  detail::check_index("extract_element", "index", i, u.size());
  if (u.where().is_host()) return cpu::extract_element(u, i);
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
  return gpu::extract_element(u, i);
#else
  detail::no_device_backend("extract_element");
#endif
}

/// A(i, j) if present. Throws invalid_index when (i, j) is outside A.
template <class T>
std::optional<T> extract_element(const Matrix<T>& A, index_t i, index_t j) {
  detail::check_index("extract_element", "row", i, A.nrows());
  detail::check_index("extract_element", "column", j, A.ncols());
  if (A.where().is_host()) return cpu::extract_element(A, i, j);
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
  return gpu::extract_element(A, i, j);
#else
  detail::no_device_backend("extract_element");
#endif
}

/// w<mask> = accum(w, u(I)). Throws dimension_mismatch (w size != |I|),
/// invalid_index (an index >= u.size()), placement_error.
template <class W, class MaskArg, class Accum, class TU>
void extract(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Vector<TU>& u,
             const std::vector<index_t>& I, const descriptor& desc = default_desc) {
  auto mask = as_mask(mask_arg);
  detail::check_dim("extract", "w size", w.size(), I.size());
  detail::check_vector_mask("extract", mask, w.size(), w.where());
  detail::check_same_place("extract", u.where(), w.where());
  detail::check_index_list("extract", I, u.size(), false);
  GB_DISPATCH(w.where(), extract, w, mask, accum, u, I, desc);
}

/// w<mask> = accum(w, u(I)) with the indices given as the values of a Vector (index_list):
/// f = f[f] is extract(f2, no_mask, no_accum, f, f). Same errors as the list form.
template <class W, class MaskArg, class Accum, class TU, class TI>
void extract(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Vector<TU>& u, const Vector<TI>& I,
             const descriptor& desc = default_desc) {
  extract(w, mask_arg, accum, u, index_list(I), desc);
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
