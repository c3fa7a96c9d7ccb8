// Element-wise vector operations on the device as one kernel over the output
// indices: a term functor says whether T(i) exists and its value; indices the
// mask rules out are skipped (the write-back ignores T there). The terms land
// in the workspace bitset/values and store.cuh writes them into w. Under the
// structure of a sparse vector, a bitmap w is written at the mask's entries
// only (masked_list_update: the BFS write-back v<s(f)> = depth in O(|f|)), and
// a sparse w with replace and no accumulator is rebuilt from them
// (masked_list_gather: gb-auto's d<s(f), replace> = out_degree in O(|f|)).
// Term functors for apply, apply with an index operator, select, eWiseAdd
// (union), eWiseMult (intersection), assign of a scalar or a vector, extract.
#pragma once
#include <cuda_runtime.h>

#include <cub/block/block_reduce.cuh>

#include <utility>

#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/detail/operands.cuh"
#include "graphblade/backend/cuda/detail/refs.cuh"
#include "graphblade/backend/cuda/detail/store.cuh"
#include "graphblade/backend/cuda/detail/warp.cuh"

namespace graphblade::gpu::detail {

/// t(i) for i < n where the mask allows i and term(i, z) says it exists.
template <class W, class Term>
__global__ void vector_terms_kernel(index_t n, mask_ref mask, Term term, std::uint32_t* t_bits, W* t_val) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t base = offset_t(blockIdx.x) * blockDim.x; base < n; base += stride) {
    const offset_t p = base + threadIdx.x;
    bool has = false;
    if (p < n && mask.allows(index_t(p))) {
      W z{};
      has = term(index_t(p), z);
      if (has) t_val[p] = z;
    }
    const unsigned word = __ballot_sync(full_warp, has);
    if ((threadIdx.x & 31) == 0 && p < n) t_bits[p >> 5] = word;
  }
}

/// The index list of a mask that is the structure of a sparse vector (null otherwise).
inline const index_t* structural_list(no_mask_t, counted&) { return nullptr; }
template <class C>
const index_t* structural_list(const mask_view<C>&, counted&) {
  return nullptr;
}
template <class M>
const index_t* structural_list(const mask_view<Vector<M>>& view, counted& c) {
  const Vector<M>& m = view.container();
  if (m.kind() != storage::sparse || !view.structural || view.complemented) return nullptr;
  c = count_of(m);
  return m.indices().data();
}

/// Whether the mask's container is the object at w.
inline bool aliases(no_mask_t, const void*) { return false; }
template <class C>
bool aliases(const mask_view<C>& m, const void* w) {
  return static_cast<const void*>(&m.container()) == w;
}

/// Whether the mask is s(v) (complemented: ¬s(v)) of the object at v: w<s(u)> = ... u, or a
/// product's mask ¬s(t) for a write-back target t.
inline bool is_structure_mask_of(no_mask_t, const void*, bool) { return false; }
template <class C>
bool is_structure_mask_of(const mask_view<C>& m, const void* v, bool complemented) {
  return m.structural && m.complemented == complemented && aliases(m, v);
}

/// T(i) = u(i) for the entries of a sparse u under its own structure: the value of mask entry k
/// is u's k-th value, read beside its index (term_at), so u needs no lookup.
template <class W, class TU>
struct list_values_term {
  const TU* values;
};

/// A term at mask entry k of index i: by index, or (list_values_term) by position.
template <class Term, class W>
__device__ __forceinline__ bool term_at(const Term& term, index_t i, offset_t, W& z) {
  return term(i, z);
}
template <class W, class TU>
__device__ __forceinline__ bool term_at(const list_values_term<W, TU>& term, index_t, offset_t k, W& z) {
  z = W(term.values[k]);
  return true;
}

/// *cell = value.
template <class = void>
__global__ void set_count_cell(offset_t* cell, offset_t value) {
  *cell = value;
}

/// The work-efficient write-back w<s(m)> = accum(w, T) into a bitmap w, one thread per
/// entry of the sparse mask m (its list idx, count c); w's count cell gains the change.
template <class W, class Accum, class Term>
__global__ void masked_list_update(const index_t* idx, counted c, Accum accum, Term term, std::uint8_t* present,
                                   W* values, offset_t* count) {
  const offset_t n = c.size();
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  long long change = 0;
  for (offset_t k = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; k < n; k += stride) {
    const index_t i = idx[k];
    W t{}, z{};
    const bool has_t = term_at(term, i, k, t);
    const bool has_old = present[i] != 0;
    const bool keep = merged_entry(true, false, accum, has_old, has_old ? values[i] : W{}, has_t, t, z);
    present[i] = keep ? 1 : 0;
    if (keep) values[i] = z;
    change += (keep ? 1 : 0) - (has_old ? 1 : 0);
  }
  // one atomic per block, not per thread: with millions of mask entries, per-thread atomics on the one count
  // cell serialise (gb-auto kron:22 on the H100: 4.8 ms against 2.7 ms with the O(n) write-back)
  using block_sum = cub::BlockReduce<long long, tuning::block_threads>;
  __shared__ typename block_sum::TempStorage scratch;
  const long long block_change = block_sum(scratch).Sum(change);
  if (threadIdx.x == 0 && block_change != 0)
    atomicAdd(reinterpret_cast<unsigned long long*>(count), static_cast<unsigned long long>(block_change));
}

/// The work-efficient w<s(m), replace> = T into a sparse w, one thread per entry of the sparse
/// mask m (its list idx, count c): the entries with a term are appended to w's arrays (a
/// warp's at once), their count added in w's count cell (zeroed before). The grid-stride trip
/// count is uniform per block, so every lane reaches every ballot.
template <class W, class Term>
__global__ void masked_list_gather(const index_t* idx, counted c, Term term, index_t* out_indices, W* out_values,
                                   offset_t* count) {
  const offset_t n = c.size();
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  const unsigned lane = threadIdx.x & 31;
  for (offset_t base = offset_t(blockIdx.x) * blockDim.x; base < n; base += stride) {
    const offset_t k = base + threadIdx.x;
    W z{};
    const index_t i = k < n ? idx[k] : index_t(0);
    const bool has = k < n && term(i, z);
    const unsigned found = __ballot_sync(full_warp, has);
    if (!found) continue;
    offset_t first = 0;
    if (lane == 0) first = offset_t(atomicAdd(reinterpret_cast<unsigned long long*>(count), (unsigned long long)__popc(found)));
    first = __shfl_sync(full_warp, first, 0);
    if (has) {
      const offset_t at = first + offset_t(__popc(found & ((1u << lane) - 1u)));
      out_indices[at] = i;
      out_values[at] = z;
    }
  }
}

/// w<s(m)> = accum(w, T) into a bitmap w at the entries of the sparse m only (its list, count c):
/// O(nvals(m)), the count kept in w's cell.
template <class W, class Accum, class Term>
void update_at_list(Vector<W>& w, const index_t* list, const counted& c, const Accum& accum, const Term& term,
                    workspace& ws) {
  offset_t* cell = w.device_count_cell();
  if (!w.nvals_on_device()) launch("set_count_cell", GB_HERE, set_count_cell<>, 1, 1, ws.stream(), cell, w.nvals());
  launch("masked_list_update", GB_HERE, masked_list_update<W, Accum, Term>, grid_for(c, tuning::block_threads, ws),
         tuning::block_threads, ws.stream(), list, c, accum, term, w.present().data(), w.values().data(), cell);
  w.set_nvals_on_device(false);
}

/// w<mask> = accum(w, T) with T(i) given by `term` (a device functor). Under the structure of a
/// sparse vector m, a bitmap w (no replace) is updated at m's entries only, and a sparse w (replace,
/// no accumulator, m not w itself) is rebuilt from them: O(nvals(m)) either way.
template <class W, class MaskArg, class Accum, class Term>
void vector_op(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, bool replace, const Term& term,
               workspace& ws) {
  const index_t n = w.size();
  counted c;
  const index_t* list = structural_list(mask_arg, c);
  if (list && w.kind() == storage::sparse && replace && is_no_accum_v<Accum> && !aliases(mask_arg, &w)) {
    reshape_sparse(w, n);  // capacity from the bound (kept when w already has it), no count read back
    offset_t* cell = w.device_count_cell();
    GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(cell, 0, sizeof(offset_t), ws.stream()));
    launch("masked_list_gather", GB_HERE, masked_list_gather<W, Term>, grid_for(c, tuning::block_threads, ws),
           tuning::block_threads, ws.stream(), list, c, term, w.indices().data(), w.values().data(), cell);
    w.set_nvals_on_device(false);
    return;
  }
  if (list && w.kind() == storage::bitmap && !replace) return update_at_list(w, list, c, accum, term, ws);
  const mask_ref mask = make_mask(mask_arg, n, ws);
  const std::size_t words = (std::size_t(n) + 31) / 32;
  std::uint32_t* t_bits = ws.get<std::uint32_t>(slot::t_bits, words);
  W* t_val = ws.get<W>(slot::t_values, n);
  launch("vector_terms_kernel", GB_HERE, vector_terms_kernel<W, Term>, grid_for(n, tuning::block_threads, ws),
         tuning::block_threads, ws.stream(), n, mask, term, t_bits, t_val);
  store_terms(w, mask, accum, replace, terms_are_result<MaskArg, Accum>(w, replace), t_bits,
              static_cast<const W*>(t_val), ws);
}

template <class W, class Op, class TU>
struct apply_term {
  Op f;
  lookup_ref<TU> u;
  __device__ bool operator()(index_t i, W& z) const {
    if (!u.has(i)) return false;
    z = W(f(u.value(i)));
    return true;
  }
};

template <class W, class Op, class TU, class Thunk>
struct apply_index_term {
  Op f;
  lookup_ref<TU> u;
  Thunk thunk;
  __device__ bool operator()(index_t i, W& z) const {
    if (!u.has(i)) return false;
    z = W(f(u.value(i), i, index_t(0), thunk));
    return true;
  }
};

template <class W, class Op, class TU, class Thunk>
struct select_term {
  Op f;
  lookup_ref<TU> u;
  Thunk thunk;
  __device__ bool operator()(index_t i, W& z) const {
    if (!u.has(i) || !f(u.value(i), i, index_t(0), thunk)) return false;
    z = W(u.value(i));
    return true;
  }
};

/// eWiseAdd: op where both exist, the one value (cast to op's result) where one does.
template <class W, class Op, class TU, class TV>
struct union_term {
  Op op;
  lookup_ref<TU> u;
  lookup_ref<TV> v;
  __device__ bool operator()(index_t i, W& z) const {
    using Z = decltype(op(std::declval<TU>(), std::declval<TV>()));
    const bool a = u.has(i), b = v.has(i);
    if (a && b) z = W(op(u.value(i), v.value(i)));
    else if (a) z = W(Z(u.value(i)));
    else if (b) z = W(Z(v.value(i)));
    return a || b;
  }
};

/// eWiseMult: op where both exist.
template <class W, class Op, class TU, class TV>
struct intersect_term {
  Op op;
  lookup_ref<TU> u;
  lookup_ref<TV> v;
  __device__ bool operator()(index_t i, W& z) const {
    if (!u.has(i) || !v.has(i)) return false;
    z = W(op(u.value(i), v.value(i)));
    return true;
  }
};

template <class W>
struct scalar_term {
  W value;
  __device__ bool operator()(index_t, W& z) const {
    z = value;
    return true;
  }
};

/// A scalar read on the device (a Scalar's cell).
template <class W, class X>
struct scalar_cell_term {
  const X* value;
  __device__ bool operator()(index_t, W& z) const {
    z = W(*value);
    return true;
  }
};

template <class W, class TU>
struct copy_term {
  lookup_ref<TU> u;
  __device__ bool operator()(index_t i, W& z) const {
    if (!u.has(i)) return false;
    z = W(u.value(i));
    return true;
  }
};

/// extract: T(k) = u(I[k]).
template <class W, class TU>
struct gather_term {
  const index_t* I;
  lookup_ref<TU> u;
  __device__ bool operator()(index_t k, W& z) const {
    const index_t i = I[k];
    if (!u.has(i)) return false;
    z = W(u.value(i));
    return true;
  }
};

/// The index list I on the device (workspace slot index_list).
inline const index_t* device_index_list(const std::vector<index_t>& I, workspace& ws) {
  index_t* d = ws.get<index_t>(slot::index_list, I.size());
  if (!I.empty())
    GB_CUDA_CHECK(::graphblade::gpu::detail::copy_async(d, I.data(), I.size() * sizeof(index_t), cudaMemcpyHostToDevice, ws.stream()));
  return d;
}

}  // namespace graphblade::gpu::detail
