// Atomic building blocks of the CPU scatter kernels (Hong et al., PACT'11 §III,
// Fig. 1): test-and-test-and-set on a byte of a "touched" map, and a lock-free
// compare-and-swap combine of a monoid into one accumulator slot.
#pragma once
#include "graphblade/core/openmp.hpp"

#include <cstdint>
#include <type_traits>

namespace graphblade::cpu::detail {

/// Test-and-test-and-set: true for exactly one caller per byte (until reset).
/// The plain read first keeps losers off the cache line's exclusive state.
inline bool claim_byte(std::uint8_t* b) {
  if (__atomic_load_n(b, __ATOMIC_RELAXED)) return false;
  return __atomic_exchange_n(b, std::uint8_t(1), __ATOMIC_ACQ_REL) == 0;
}

/// *slot = add(*slot, x), atomically. Lock-free CAS loop for 1/2/4/8-byte
/// trivially copyable values; stops early once *slot holds a terminal value.
template <class Add, class D>
inline void atomic_combine(const Add& add, D* slot, D x) {
  constexpr std::size_t size = sizeof(D);
  if constexpr (std::is_trivially_copyable_v<D> && (size == 1 || size == 2 || size == 4 || size == 8)) {
    D expected;
    __atomic_load(slot, &expected, __ATOMIC_RELAXED);
    for (;;) {
      if constexpr (Add::has_terminal)
        if (Add::is_terminal(expected)) return;
      D desired = add(expected, x);
      if (__atomic_compare_exchange(slot, &expected, &desired, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) return;
    }
  } else {
#pragma omp critical(graphblade_atomic_combine)
    *slot = add(*slot, x);
  }
}

}  // namespace graphblade::cpu::detail
