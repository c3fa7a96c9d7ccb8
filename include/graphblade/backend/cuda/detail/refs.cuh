// Device-side views of the operands, passed to kernels by value: a type-erased
// mask (so kernels are not instantiated per mask type), random-access input
// vectors, compressed lists and the term bitset. Built on the host by
// graphblade/backend/cuda/detail/operands.cuh.
#pragma once
#include <cstdint>

#include "graphblade/core/types.hpp"

namespace graphblade::gpu::detail {

/// allows(i) of a vector mask, any storage, any value type (GraphBLAS §3.5.4):
/// on = present(i) && (structural || value(i) != 0); allows = on != complemented.
struct mask_ref {
  const std::uint8_t* present = nullptr;  ///< null: every entry present (dense mask)
  const void* values = nullptr;           ///< null: structural (values ignored)
  std::uint8_t value_bytes = 0;           ///< sizeof(M)
  bool value_is_float = false;            ///< compare with the sign bit cleared (-0.0 == 0)
  bool complemented = false;
  bool active = false;  ///< false: no mask, every index allowed

  __device__ __forceinline__ bool value_nonzero(index_t i) const {
    switch (value_bytes) {
      case 1: return static_cast<const std::uint8_t*>(values)[i] != 0;
      case 2: return static_cast<const std::uint16_t*>(values)[i] != 0;
      case 4: {
        std::uint32_t b = static_cast<const std::uint32_t*>(values)[i];
        return (value_is_float ? (b & 0x7fffffffu) : b) != 0;
      }
      default: {
        std::uint64_t b = static_cast<const std::uint64_t*>(values)[i];
        return (value_is_float ? (b & 0x7fffffffffffffffull) : b) != 0;
      }
    }
  }
  __device__ __forceinline__ bool allows(index_t i) const {
    if (!active) return true;
    bool on = present ? present[i] != 0 : true;
    if (on && values) on = value_nonzero(i);
    return on != complemented;
  }
};

/// A vector with O(1) lookup: dense (present == null) or bitmap.
template <class T>
struct lookup_ref {
  const std::uint8_t* present = nullptr;
  const T* values = nullptr;
  bool empty = false;  ///< no entries at all (present and values unused)
  __device__ __forceinline__ bool has(index_t i) const { return !empty && (!present || present[i]); }
  __device__ __forceinline__ T value(index_t i) const { return values[i]; }
};

/// A list of entries (sparse vector): indices[k], values[k], k < count.
template <class T>
struct list_ref {
  const index_t* indices = nullptr;
  const T* values = nullptr;
  offset_t count = 0;
};

/// Compressed lists (CSR rows or CSC columns); values == null: pattern (1).
template <class TA>
struct lists_ref {
  const offset_t* offsets = nullptr;
  const index_t* indices = nullptr;
  const TA* values = nullptr;
  index_t count = 0;  ///< number of lists
  __device__ __forceinline__ TA value(offset_t k) const { return values ? values[k] : TA(1); }
};

/// Coordinate entries of a COOC matrix: rows[e], cols[e], e < nnz.
template <class TA>
struct coo_ref {
  const index_t* rows = nullptr;
  const index_t* cols = nullptr;
  const TA* values = nullptr;
  offset_t nnz = 0;
  __device__ __forceinline__ TA value(offset_t k) const { return values ? values[k] : TA(1); }
};

/// Bit i of a bitset of 32-bit words.
__device__ __forceinline__ bool test_bit(const std::uint32_t* bits, index_t i) {
  return (bits[i >> 5] >> (i & 31)) & 1u;
}

}  // namespace graphblade::gpu::detail
