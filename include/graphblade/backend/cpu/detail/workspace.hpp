// Per-thread (of the calling thread) scratch arrays of the CPU kernels, kept
// between calls so a BFS allocates nothing O(n) per level once warm:
//   byte maps that are all-zero between calls (touched marks, scattered masks
//   and inputs; each user clears exactly what it set), accumulators that hold
//   the monoid's identity between calls, and spare vectors that output
//   buffers are recycled through (the result is swapped into w, w's old arrays
//   become the next call's spare).
#pragma once
#include <algorithm>
#include <cstdint>
#include <utility>

#include "graphblade/container/vector.hpp"
#include "graphblade/core/buffer.hpp"

namespace graphblade::cpu::detail {

/// A byte map that is all zero between calls; grows on demand.
struct zero_bytes {
  buffer<std::uint8_t> bytes;
  /// At least n bytes, all zero.
  std::uint8_t* get(std::size_t n) {
    if (bytes.size() < n) bytes = buffer<std::uint8_t>(std::max<std::size_t>(n, 1), std::uint8_t(0));
    return bytes.data();
  }
};

/// Roles of the zero byte maps: distinct maps, so one call may use several.
enum class bytes_role { touched, mask, input, output, index_set };

template <bytes_role Role>
inline thread_local zero_bytes scratch_bytes;

/// Scratch values of type T, contents meaningless between calls.
template <class T>
struct scratch_values {
  buffer<T> values;
  T* get(std::size_t n) {
    if (values.size() < n) values = buffer<T>(std::max<std::size_t>(n, 1));
    return values.data();
  }
};
/// Roles of the scratch value arrays.
enum class values_role { input, output, degree_prefix, entry_index, entry_value };
template <class T, values_role Role>
inline thread_local scratch_values<T> scratch_array;

/// An accumulator array holding Add::identity() everywhere between calls.
template <class D, class Add>
struct identity_accumulator {
  buffer<D> values;
  D* get(std::size_t n) {
    if (values.size() < n) values = buffer<D>(std::max<std::size_t>(n, 1), Add::identity());
    return values.data();
  }
};
template <class D, class Add>
inline thread_local identity_accumulator<D, Add> accumulator;

/// Spare output vectors of element type W, one per storage kind.
template <class W>
struct vector_spares {
  Vector<W> bitmap, sparse;
};
template <class W>
inline thread_local vector_spares<W> spares;

/// A bitmap vector of size n whose present[]/values[] may hold garbage: the
/// caller overwrites every present byte.
template <class W>
Vector<W> take_bitmap(index_t n) {
  Vector<W> v;
  v.swap(spares<W>.bitmap);
  if (v.kind() != storage::bitmap || v.size() != n || v.present().size() < n || v.values().size() < n)
    return Vector<W>(n, storage::bitmap);
  return v;
}

/// A sparse vector of size n with room for `capacity` entries (nvals unset).
template <class W>
Vector<W> take_sparse(index_t n, std::size_t capacity) {
  Vector<W> v;
  v.swap(spares<W>.sparse);
  if (v.kind() != storage::sparse || v.size() != n) Vector<W>(n, storage::sparse).swap(v);
  if (v.indices().size() < capacity) v.indices() = buffer<index_t>(std::max<std::size_t>(capacity, 1));
  if (v.values().size() < capacity) v.values() = buffer<W>(std::max<std::size_t>(capacity, 1));
  return v;
}

/// Keep a no longer needed vector's arrays for a later call.
template <class W>
void give_back(Vector<W>&& v) {
  if (v.kind() == storage::bitmap) v.swap(spares<W>.bitmap);
  else if (v.kind() == storage::sparse && v.indices().size() > 0) v.swap(spares<W>.sparse);
}

/// w = result; w's previous arrays become spares.
template <class W>
void install_result(Vector<W>& w, Vector<W>&& result) {
  w.swap(result);
  give_back(std::move(result));
}

}  // namespace graphblade::cpu::detail
