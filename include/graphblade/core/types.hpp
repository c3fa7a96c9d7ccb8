// Index types shared by every container and kernel: 32-bit vertex ids and
// 64-bit edge offsets, so matrices with more than 2^32 entries work.
#pragma once
#include <cstdint>
#include <limits>

#if defined(__CUDACC__)
#define GB_HD __host__ __device__
#define GB_INLINE __host__ __device__ __forceinline__
#else
#define GB_HD
#define GB_INLINE inline
#endif

namespace graphblade {

/// Vertex / row / column id (32 bits).
using index_t = std::uint32_t;
/// Edge offset / entry count (64 bits).
using offset_t = std::uint64_t;

/// Largest representable dimension; also the "no vertex" marker.
inline constexpr index_t max_index = std::numeric_limits<index_t>::max();

}  // namespace graphblade
