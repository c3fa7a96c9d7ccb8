// Device atomics of the scatter kernels (push SpMSpV, edge-parallel SpMV):
// test-and-test-and-set on a bitset (claim an output index once), and
// combining a term into an output value with any monoid: the hardware atomic
// where one exists (plus, min, max on 32/64-bit types; lor), else a CAS loop
// on the value's bits (1- and 2-byte types through their aligned 32-bit word).
#pragma once
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "graphblade/core/types.hpp"
#include "graphblade/backend/cuda/detail/monoid_traits.cuh"

namespace graphblade::gpu::detail {

/// Set bit i; true when this call changed it from 0 to 1 (the caller owns i).
/// The plain read first skips the atomic for indices already claimed.
__device__ __forceinline__ bool claim_bit(std::uint32_t* bits, index_t i) {
  const std::uint32_t m = 1u << (i & 31);
  if (*const_cast<volatile std::uint32_t*>(bits + (i >> 5)) & m) return false;
  return (atomicOr(bits + (i >> 5), m) & m) == 0;
}

template <class T>
__device__ __forceinline__ T from_bits(std::uint64_t b) {
  T x;
  memcpy(&x, &b, sizeof(T));
  return x;
}
template <class T>
__device__ __forceinline__ std::uint64_t to_bits(const T& x) {
  std::uint64_t b = 0;
  memcpy(&b, &x, sizeof(T));
  return b;
}

/// *addr = add(*addr, x) atomically, by compare-and-swap on the value's bits.
template <class Add, class T>
__device__ void atomic_combine_cas(const Add& add, T* addr, T x) {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8, "1, 2, 4 or 8-byte values");
  if constexpr (sizeof(T) == 8) {
    auto* a = reinterpret_cast<unsigned long long*>(addr);
    unsigned long long old = *a, assumed;
    do {
      assumed = old;
      unsigned long long next = to_bits(T(add(from_bits<T>(assumed), x)));
      if (next == assumed) return;
      old = atomicCAS(a, assumed, next);
    } while (old != assumed);
  } else if constexpr (sizeof(T) == 4) {
    auto* a = reinterpret_cast<unsigned int*>(addr);
    unsigned int old = *a, assumed;
    do {
      assumed = old;
      unsigned int next = static_cast<unsigned int>(to_bits(T(add(from_bits<T>(assumed), x))));
      if (next == assumed) return;
      old = atomicCAS(a, assumed, next);
    } while (old != assumed);
  } else {
    // Sub-word value: CAS the aligned 32-bit word that holds it.
    const std::uintptr_t p = reinterpret_cast<std::uintptr_t>(addr);
    auto* word = reinterpret_cast<unsigned int*>(p & ~std::uintptr_t(3));
    const unsigned shift = unsigned(p & 3) * 8;
    const unsigned mask = (sizeof(T) == 1 ? 0xffu : 0xffffu) << shift;
    unsigned int old = *word, assumed;
    do {
      assumed = old;
      T cur = from_bits<T>((assumed & mask) >> shift);
      unsigned int field = static_cast<unsigned int>(to_bits(T(add(cur, x)))) << shift;
      unsigned int next = (assumed & ~mask) | (field & mask);
      if (next == assumed) return;
      old = atomicCAS(word, assumed, next);
    } while (old != assumed);
  }
}

/// The native atomic type for T (same size and signedness), void when none.
template <class T>
using native_atomic_t = std::conditional_t<
    std::is_integral_v<T> && sizeof(T) == 4, std::conditional_t<std::is_signed_v<T>, int, unsigned>,
    std::conditional_t<std::is_integral_v<T> && sizeof(T) == 8,
                       std::conditional_t<std::is_signed_v<T>, long long, unsigned long long>, void>>;

/// *addr = add(*addr, x) atomically for the semiring's additive monoid.
template <class Add, class T>
__device__ __forceinline__ void atomic_combine(const Add& add, T* addr, T x) {
  using N = native_atomic_t<T>;
  constexpr bool integral_native = !std::is_void_v<N> && !std::is_same_v<T, bool>;
  if constexpr (is_plus_monoid_v<Add> && (std::is_same_v<T, float> || std::is_same_v<T, double>)) {
    atomicAdd(addr, x);
  } else if constexpr (is_plus_monoid_v<Add> && integral_native) {
    // two's complement: an unsigned add is the signed add
    using U = std::make_unsigned_t<N>;
    atomicAdd(reinterpret_cast<U*>(addr), static_cast<U>(x));
  } else if constexpr (is_min_monoid_v<Add> && integral_native) {
    atomicMin(reinterpret_cast<N*>(addr), static_cast<N>(x));
  } else if constexpr (is_max_monoid_v<Add> && integral_native) {
    atomicMax(reinterpret_cast<N*>(addr), static_cast<N>(x));
  } else if constexpr (is_lor_monoid_v<Add>) {
    if (x) *const_cast<volatile T*>(addr) = T(1);  // idempotent: every writer stores the same value
  } else {
    atomic_combine_cas(add, addr, x);
  }
}

}  // namespace graphblade::gpu::detail
