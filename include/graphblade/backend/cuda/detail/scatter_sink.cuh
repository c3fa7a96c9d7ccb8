// Where the scatter kernels (push SpMSpV, edge-parallel SpMV) put a term for
// output index o: the first thread to claim o's bit (test-and-test-and-set)
// appends o to the output list; with an "any" monoid the claimer also writes
// its term and every later term is dropped, otherwise every term is combined
// into t_val[o] (which holds the monoid's identity on entry) atomically.
// When the list is the product's result (the fast case), an "any" claimer
// writes its term beside o's list position (t_val[p] for list[p] = o), so
// that storing the result reads the values in order instead of by index.
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
  bool values_at_list = false;  ///< ("any") t_val[p] holds the term of list[p], not t_val[o]
  /// True when a term for o would be dropped anyway ("any" and o already set),
  /// so the caller can skip computing it.
  __device__ __forceinline__ bool settled(index_t o) const {
    if constexpr (is_any_monoid_v<Add>) return test_bit(t_bits, o);
    else return false;
  }
  /// Takes the term for o: true when this thread claimed o's bit, so o goes on the list (place).
  __device__ __forceinline__ bool claim(index_t o, D term) const {
    const bool claimed = claim_bit(t_bits, o);
    if constexpr (is_any_monoid_v<Add>) {
      if (claimed && !values_at_list) t_val[o] = term;
    } else {
      atomic_combine(add, t_val + o, term);
    }
    return claimed;
  }
  /// A claimed o (and, values_at_list, its term) at list position `at`.
  __device__ __forceinline__ void place(offset_t at, index_t o, D term) const {
    list[at] = o;
    if constexpr (is_any_monoid_v<Add>) {
      if (values_at_list) t_val[at] = term;
    }
  }
  /// claim, then place at a position taken with one atomic per warp.
  __device__ __forceinline__ void put(index_t o, D term) const {
    if (claim(o, term)) place(append_position(count), o, term);
  }
  /// put for every thread of a block at once (each thread: `claimed` from claim): one atomic per
  /// call for the block's claims, where put takes one per warp; a big frontier's claims, taken a
  /// warp at a time, queue on the one count (kron:22's second level). Every thread of the block
  /// calls it; Scan is a cub::BlockScan<offset_t, blockDim.x>.
  template <class Scan>
  __device__ __forceinline__ void put_block(bool claimed, index_t o, D term, typename Scan::TempStorage& scratch,
                                            offset_t& block_at) const {
    offset_t rank = 0, total = 0;
    Scan(scratch).ExclusiveSum(offset_t(claimed ? 1 : 0), rank, total);
    if (threadIdx.x == 0 && total != 0)
      block_at = offset_t(atomicAdd(reinterpret_cast<unsigned long long*>(count), (unsigned long long)total));
    __syncthreads();
    if (claimed) place(block_at + rank, o, term);
    __syncthreads();  // (scratch and block_at are reused by the next call)
  }
};

}  // namespace graphblade::gpu::detail
