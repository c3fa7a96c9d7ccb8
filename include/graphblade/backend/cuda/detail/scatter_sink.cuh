// Where the scatter kernels (push SpMSpV, edge-parallel SpMV) put a term for
// output index o: the first thread to claim o's bit (test-and-test-and-set)
// appends o to the output list; with an "any" monoid the claimer also writes
// its term and every later term is dropped, otherwise every term is combined
// into t_val[o] (which holds the monoid's identity on entry) atomically.
#pragma once
#include <cstdint>

#include "graphblade/backend/cuda/detail/atomics.cuh"
#include "graphblade/backend/cuda/detail/monoid_traits.cuh"
#include "graphblade/backend/cuda/detail/warp.cuh"

namespace graphblade::gpu::detail {

template <class Add, class D>
struct scatter_sink {
  Add add;
  std::uint32_t* t_bits;  ///< zero on entry
  D* t_val;
  index_t* list;      ///< room for every output index
  offset_t* count;    ///< list length, zero on entry
  /// True when a term for o would be dropped anyway ("any" and o already set),
  /// so the caller can skip computing it.
  __device__ __forceinline__ bool settled(index_t o) const {
    if constexpr (is_any_monoid_v<Add>) return test_bit(t_bits, o);
    else return false;
  }
  __device__ __forceinline__ void put(index_t o, D term) const {
    const bool claimed = claim_bit(t_bits, o);
    if constexpr (is_any_monoid_v<Add>) {
      if (claimed) t_val[o] = term;
    } else {
      atomic_combine(add, t_val + o, term);
    }
    if (claimed) append_index(list, count, o);
  }
};

}  // namespace graphblade::gpu::detail
