// CUDA backend entry of assign and subassign on vectors (included by
// graphblade/ops/assign.hpp under nvcc):
//   assign:    w<M> = accum(w, x or u) over every index: one element-wise kernel
//              (vector_terms.cuh; under the structure of a sparse vector, its
//              entries only; w<s(u)> = accum(w, u) into a bitmap reads u's
//              values beside its indices: O(nvals(u)), no lookup of u);
//   subassign: w(I)<M> = accum(w(I), x or u): I is copied to the device, one
//              thread per k merges position I[k] into a bitmap copy of w (in
//              place when w is a bitmap that neither the mask nor u aliases:
//              then O(|I|), the count updated on the device, no host wait);
//              a sparse w known empty on the host gets the kept terms
//              appended (O(|I|), no host wait); any other sparse or dense w
//              goes through an O(n) bitmap copy.
#pragma once
#include <vector>

#include "graphblade/backend/cuda/detail/vector_terms.cuh"

namespace graphblade::gpu {

namespace detail {

/// Merge T(k) (term(k, z)) into position I[k] of the bitmap (present, values); I distinct. With
/// `count` (w's count cell, holding w's count before the call) each block adds the entries it
/// inserted minus those it removed (offset_t wraps: a negative change is added modulo 2^64), so the
/// count stays right at O(|I|) work.
template <class W, class Accum, class Term>
__global__ void subassign_kernel(const index_t* I, offset_t nI, mask_ref mask, bool replace, Accum accum, Term term,
                                 std::uint8_t* present, W* values, offset_t* count) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  // every thread of a block runs the same passes (the block-wide counts below)
  for (offset_t base = offset_t(blockIdx.x) * blockDim.x; base < nI; base += stride) {
    const offset_t k = base + threadIdx.x;
    bool inserted = false, removed = false;
    if (k < nI) {
      const index_t i = I[k];
      W t{}, z{};
      const bool has_t = term(index_t(k), t);
      const bool has_old = present[i] != 0;
      const bool keep = merged_entry(mask.allows(index_t(k)), replace, accum, has_old,
                                     has_old ? values[i] : W{}, has_t, t, z);
      present[i] = keep ? 1 : 0;
      if (keep) values[i] = z;
      inserted = keep && !has_old;
      removed = !keep && has_old;
    }
    if (count) {
      const int added = __syncthreads_count(inserted), taken = __syncthreads_count(removed);
      if (threadIdx.x == 0 && added != taken)
        atomicAdd(reinterpret_cast<unsigned long long*>(count),
                  static_cast<unsigned long long>(offset_t(std::int64_t(added) - std::int64_t(taken))));
    }
  }
}

/// w(I)<mask> = accum(w(I), T) into a sparse w that holds no entry: each kept T(k) is appended to
/// w's arrays at a position taken from w's count cell (holding 0 before the call). O(|I|), I distinct.
template <class W, class Accum, class Term>
__global__ void subassign_into_empty_kernel(const index_t* I, offset_t nI, mask_ref mask, bool replace, Accum accum,
                                            Term term, index_t* indices, W* values, offset_t* count) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t k = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; k < nI; k += stride) {
    W t{}, z{};
    const bool has_t = term(index_t(k), t);
    if (!merged_entry(mask.allows(index_t(k)), replace, accum, false, W{}, has_t, t, z)) continue;
    const offset_t at = offset_t(atomicAdd(reinterpret_cast<unsigned long long*>(count), 1ull));
    indices[at] = I[k];
    values[at] = z;
  }
}

/// A bitmap copy of w in w's place.
template <class W>
Vector<W> bitmap_copy(const Vector<W>& w, workspace& ws) {
  const index_t n = w.size();
  Vector<W> out(n, storage::bitmap, w.where());
  if (w.kind() == storage::sparse) {
    launch("scatter_list", GB_HERE, scatter_list<W>, grid_for(w.nvals(), tuning::block_threads, ws),
           tuning::block_threads, ws.stream(), w.indices().data(), w.values().data(), w.nvals(),
           out.present().data(), out.values().data());
  } else {
    if (w.kind() == storage::bitmap)
      GB_CUDA_CHECK(::graphblade::gpu::detail::copy_async(out.present().data(), w.present().data(), n, cudaMemcpyDeviceToDevice,
                                    ws.stream()));
    else
      GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(out.present().data(), 1, n, ws.stream()));
    GB_CUDA_CHECK(::graphblade::gpu::detail::copy_async(out.values().data(), w.values().data(), n * sizeof(W), cudaMemcpyDeviceToDevice,
                                  ws.stream()));
  }
  out.set_nvals(w.nvals());
  return out;
}

/// w(I)<mask> = accum(w(I), T), T(k) = term(k, z).
template <class W, class Mask, class Accum, class Term>
void subassign_terms(Vector<W>& w, const Mask& mask_arg, const Accum& accum, const std::vector<index_t>& I,
                     const Term& term, bool replace, bool u_is_w, workspace& ws) {
  const mask_ref mask = make_mask(mask_arg, index_t(I.size()), ws);
  const index_t* dI = device_index_list(I, ws);
  if (w.kind() == storage::sparse && !w.nvals_on_device() && w.nvals() == 0 && !u_is_w && !aliases(mask_arg, &w)) {
    // a sparse w known empty on the host (a new vector, or after clear / clear_in_place): the kept terms are
    // appended to w's arrays (kept when they hold |I|), the count in w's cell; O(|I|), no host wait
    reshape_sparse(w, offset_t(I.size()));
    if (I.empty()) return;
    w.set_nvals_in_cell(0);
    launch("subassign_into_empty_kernel", GB_HERE, subassign_into_empty_kernel<W, Accum, Term>,
           grid_for(I.size(), tuning::block_threads, ws), tuning::block_threads, ws.stream(), dI, offset_t(I.size()),
           mask, replace, accum, term, w.indices().data(), w.values().data(), w.device_count_cell());
    w.set_nvals_on_device(I.size() <= 1);  // several appends land in any order
    return;
  }
  const bool in_place = w.kind() == storage::bitmap && !u_is_w && !aliases(mask_arg, &w);
  const storage kind = w.kind();
  Vector<W> copy = in_place ? Vector<W>() : bitmap_copy(w, ws);
  Vector<W>& out = in_place ? w : copy;
  if (in_place && I.empty()) return;
  // in place: w's count goes to its cell (enqueued, if only the host knew it) and the kernel updates it
  // there, O(|I|) and no host wait; a copy is counted whole
  if (in_place && !w.nvals_on_device()) w.set_nvals_in_cell(w.nvals());
  launch("subassign_kernel", GB_HERE, subassign_kernel<W, Accum, Term>,
         grid_for(I.size(), tuning::block_threads, ws), tuning::block_threads, ws.stream(), dI, offset_t(I.size()),
         mask, replace, accum, term, out.present().data(), out.values().data(),
         in_place ? w.device_count_cell() : nullptr);
  if (in_place) {
    w.set_nvals_on_device();
    return;
  }
  out.set_nvals(primitives::count_nonzero(out.present().data(), w.size(), ws));
  store_bitmap_as(w, copy, kind, ws);
}

}  // namespace detail

/// w<mask> = accum(w, x) at every index, on a CUDA device.
template <class W, class Mask, class Accum, class X>
void assign_scalar(Vector<W>& w, const Mask& mask, const Accum& accum, const X& x, const descriptor& desc) {
  workspace& ws = default_workspace(w.where().device);
  detail::device_guard on(ws.device());
  detail::vector_op(w, mask, accum, desc.replace, detail::scalar_term<W>{W(x)}, ws);
}

/// w<mask> = accum(w, *x) at every index, x a device address (a Scalar's cell), on a CUDA device.
template <class W, class Mask, class Accum, class X>
void assign_scalar_cell(Vector<W>& w, const Mask& mask, const Accum& accum, const X* x, const descriptor& desc) {
  workspace& ws = default_workspace(w.where().device);
  detail::device_guard on(ws.device());
  detail::vector_op(w, mask, accum, desc.replace, detail::scalar_cell_term<W, X>{x}, ws);
}

/// w<mask> = accum(w, u), on a CUDA device.
template <class W, class Mask, class Accum, class TU>
void assign(Vector<W>& w, const Mask& mask, const Accum& accum, const Vector<TU>& u, const descriptor& desc) {
  workspace& ws = default_workspace(w.where().device);
  detail::device_guard on(ws.device());
  if (w.kind() == storage::bitmap && !desc.replace && u.kind() == storage::sparse &&
      static_cast<const void*>(&u) != &w && detail::is_structure_mask_of(mask, &u, false)) {
    // w<s(u)> = accum(w, u) into a bitmap (the BFS parents' π<s(f)> = f): u's values beside its indices, O(nvals(u))
    const detail::counted c = detail::count_of(u);
    return detail::update_at_list(w, u.indices().data(), c, accum, detail::list_values_term<W, TU>{u.values().data()},
                                  ws);
  }
  const detail::copy_term<W, TU> term{detail::make_lookup(u, ws, slot::input_present, slot::input_values)};
  detail::vector_op(w, mask, accum, desc.replace, term, ws);
}

/// w(I)<mask> = accum(w(I), u), on a CUDA device.
template <class W, class Mask, class Accum, class TU>
void subassign(Vector<W>& w, const Mask& mask, const Accum& accum, const Vector<TU>& u, const std::vector<index_t>& I,
               const descriptor& desc) {
  workspace& ws = default_workspace(w.where().device);
  detail::device_guard on(ws.device());
  const detail::copy_term<W, TU> term{detail::make_lookup(u, ws, slot::input_present, slot::input_values)};
  detail::subassign_terms(w, mask, accum, I, term, desc.replace, static_cast<const void*>(&u) == &w, ws);
}

/// w(I)<mask> = accum(w(I), x), on a CUDA device.
template <class W, class Mask, class Accum, class X>
void subassign_scalar(Vector<W>& w, const Mask& mask, const Accum& accum, const X& x, const std::vector<index_t>& I,
                      const descriptor& desc) {
  workspace& ws = default_workspace(w.where().device);
  detail::device_guard on(ws.device());
  detail::subassign_terms(w, mask, accum, I, detail::scalar_term<W>{W(x)}, desc.replace, false, ws);
}

}  // namespace graphblade::gpu
