// The CUDA kernels' view of the monoid facts (algebra/monoid_traits.hpp holds
// them for both backends): early exit on the device, and the names the
// atomics use to pick a hardware atomic.
#pragma once
#include <type_traits>

#include "graphblade/algebra/monoid_traits.hpp"

namespace graphblade::gpu::detail {

/// Whether x is the monoid's terminal value (false when it has none).
template <class M, class T>
__device__ __forceinline__ bool reached_terminal(const M& add, const T& x) {
  if constexpr (has_terminal_v<M>) return add.is_terminal(x);
  else return false;
}

}  // namespace graphblade::gpu::detail
