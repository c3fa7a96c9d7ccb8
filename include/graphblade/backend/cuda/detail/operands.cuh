// Host-side builders of the device views in refs.cuh: masks (a sparse mask is
// scattered into one byte per index first), random-access inputs (a sparse
// vector is scattered into a workspace bitmap), compressed lists and COOC
// entries of a Matrix. O(1) for dense/bitmap operands, O(n) for sparse ones
// (a memset of n bytes, then O(nvals) scattered; a count that only the device
// knows is read there, never waited for).
#pragma once
#include <cuda_runtime.h>

#include <type_traits>

#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_count.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/detail/merge.cuh"
#include "graphblade/backend/cuda/detail/refs.cuh"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::gpu::detail {

inline mask_ref make_mask(no_mask_t, index_t, workspace&) { return {}; }

template <class M>
mask_ref make_mask(const mask_view<Vector<M>>& view, index_t n, workspace& ws) {
  static_assert(sizeof(M) == 1 || sizeof(M) == 2 || sizeof(M) == 4 || sizeof(M) == 8,
                "mask values of 1, 2, 4 or 8 bytes");
  const Vector<M>& m = view.container();
  mask_ref r;
  r.active = true;
  r.complemented = view.complemented;
  if (m.kind() == storage::sparse) {
    std::uint8_t* on = ws.get<std::uint8_t>(slot::mask_bytes, n);
    GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(on, 0, n, ws.stream()));
    const counted c = count_of(m);
    launch("scatter_counted_mask", GB_HERE, scatter_counted_mask<M>, grid_for(c, tuning::block_threads, ws),
           tuning::block_threads, ws.stream(), m.indices().data(), m.values().data(), c, view.structural, on);
    r.present = on;  // values already folded in
    return r;
  }
  r.present = m.kind() == storage::bitmap ? m.present().data() : nullptr;
  if (!view.structural) {
    r.values = m.values().data();
    r.value_bytes = sizeof(M);
    r.value_is_float = std::is_floating_point_v<M>;
  }
  return r;
}

/// Random access to v; a sparse v is scattered into the two workspace slots (its values only
/// `with_values`: a product whose multiply reads no value looks up the pattern alone).
template <class T>
lookup_ref<T> make_lookup(const Vector<T>& v, workspace& ws, slot present_slot, slot values_slot,
                          bool with_values = true) {
  lookup_ref<T> r;
  if (!v.nvals_on_device() && v.nvals() == 0) {  // (a count still on the device is not waited for)
    r.empty = true;
    return r;
  }
  if (v.kind() == storage::sparse) {
    std::uint8_t* present = ws.get<std::uint8_t>(present_slot, v.size());
    T* values = ws.get<T>(values_slot, v.size());
    GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(present, 0, v.size(), ws.stream()));
    const counted c = count_of(v);
    launch("scatter_counted_list", GB_HERE, scatter_counted_list<T>, grid_for(c, tuning::block_threads, ws),
           tuning::block_threads, ws.stream(), v.indices().data(), v.values().data(), c, present,
           with_values ? values : nullptr);
    r.present = present;
    r.values = values;
    return r;
  }
  r.present = v.kind() == storage::bitmap ? v.present().data() : nullptr;
  r.values = v.values().data();
  return r;
}

/// The compressed lists of a CSR (rows) or CSC (columns) matrix.
template <class TA>
lists_ref<TA> lists_of(const Matrix<TA>& A) {
  return {A.offsets().data(), A.indices().data(), A.is_pattern() ? nullptr : A.values().data(), A.major_dim()};
}

/// The coordinate entries of a COOC matrix.
template <class TA>
coo_ref<TA> entries_of(const Matrix<TA>& A) {
  return {A.indices().data(), A.major_indices().data(), A.is_pattern() ? nullptr : A.values().data(), A.nvals()};
}

}  // namespace graphblade::gpu::detail
