// The device side of a product's fused write-backs (ops/write_back.hpp):
// t<s(w)> = x, s or w into a bitmap t, done by the kernel that stores the new
// w's entries (gather_list, device_count.cuh), one thread per entry. Each
// target's count stays in its cell: a block adds the entries it inserted
// (one atomic per block). An entry is known to be new when the product's mask
// is ¬s(t) and its terms are the whole result (the BFS level v under the mask
// ¬s(v)): then t's presence is not read.
#pragma once
#include <cstdint>

#include "graphblade/container/vector.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/write_back.hpp"
#include "graphblade/backend/cuda/detail/device_count.cuh"

namespace graphblade::gpu::detail {

/// The value stored: a fixed value, a device cell's value, or w's own value.
template <class T>
struct fixed_value {
  T x;
  template <class W>
  __device__ __forceinline__ T operator()(const W&) const { return x; }
};
template <class T, class X>
struct cell_value {
  const X* cell;
  template <class W>
  __device__ __forceinline__ T operator()(const W&) const { return T(*cell); }
};
template <class T>
struct own_value {
  template <class W>
  __device__ __forceinline__ T operator()(const W& v) const { return T(v); }
};

/// t<s(w)> = value into the bitmap arrays of t (count: t's cell).
template <class T, class Value>
struct output_write {
  std::uint8_t* present;
  T* values;
  offset_t* count;
  bool known_absent;
  Value value;
  /// Writes t(i) for w's entry (i, v); true when t had no entry at i.
  template <class W>
  __device__ __forceinline__ bool put(index_t i, const W& v) const {
    const bool added = known_absent || present[i] == 0;
    present[i] = 1;
    values[i] = value(v);
    return added;
  }
  /// Adds the block's inserted entries to t's count (every thread of the block calls it).
  __device__ __forceinline__ void count_block(bool added) const {
    const int n = __syncthreads_count(added);
    if (threadIdx.x == 0 && n != 0) atomicAdd(reinterpret_cast<unsigned long long*>(count), (unsigned long long)n);
  }
};

/// Whether the mask is ¬s(t) for the vector at t.
inline bool is_complement_structure_of(no_mask_t, const void*) { return false; }
template <class C>
bool is_complement_structure_of(const mask_view<C>& m, const void* t) {
  return m.complemented && m.structural && static_cast<const void*>(&m.container()) == t;
}

/// Whether every target is a bitmap (the fused kernel writes bitmaps only).
template <class... T, class... V>
bool targets_are_bitmaps(const output_assign<T, V>&... a) {
  return ((a.target->kind() == storage::bitmap) && ... && true);
}

/// The device write-back of a = t<s(w)> = value, its count moved to t's cell when only the host
/// knew it (enqueued). `fast`: the product's terms are its whole result.
template <class MaskArg, class T, class V>
auto output_write_of(const output_assign<T, V>& a, const MaskArg& mask, bool fast) {
  Vector<T>& t = *a.target;
  if (!t.nvals_on_device()) t.set_nvals_in_cell(t.nvals());
  const bool known_absent = fast && is_complement_structure_of(mask, &t);
  if constexpr (std::is_same_v<V, output_values_t>) {
    return output_write<T, own_value<T>>{t.present().data(), t.values().data(), t.device_count_cell(), known_absent,
                                         own_value<T>{}};
  } else if constexpr (std::is_pointer_v<V>) {
    using X = std::remove_cv_t<std::remove_pointer_t<decltype(a.value->data())>>;
    return output_write<T, cell_value<T, X>>{t.present().data(), t.values().data(), t.device_count_cell(),
                                             known_absent, cell_value<T, X>{a.value->data()}};
  } else {
    return output_write<T, fixed_value<T>>{t.present().data(), t.values().data(), t.device_count_cell(), known_absent,
                                           fixed_value<T>{a.value}};
  }
}

}  // namespace graphblade::gpu::detail
