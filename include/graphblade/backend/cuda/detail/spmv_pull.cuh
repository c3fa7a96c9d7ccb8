// Pull SpMV kernels (Beamer's bottom-up step; TurboBFS Alg. 6): every output
// index o the mask allows gathers ⊕_k N(o,k) ⊗ u(k) over its list N(o, :),
// looking u(k) up in a dense or bitmap vector, and stops at the monoid's
// terminal (for "any": at the first term). Three mappings:
//   spmv_pull_thread  one thread per output index (scalar; ballot writes the bitset)
//   spmv_pull_warp    one warp per output index (vector; shuffle reduction)
//   spmv_pull_block   one block per output index (the high-degree bin)
// The load-balanced pull (spmv_pull_thread_defer) runs one thread per output
// index that gathers the low-degree ones itself and defers the others, by
// degree, to a warp list and a block list (appended with warp-aggregated
// atomics) that spmv_pull_warp / spmv_pull_block then take: one pass over the
// vertices, no partition pass. Terms land in a bitset t_bits (zero on entry)
// and t_val (written where the bit is set).
#pragma once
#include <cstdint>

#include "graphblade/backend/cuda/detail/monoid_traits.cuh"
#include "graphblade/backend/cuda/detail/product_term.cuh"
#include "graphblade/backend/cuda/detail/refs.cuh"
#include "graphblade/backend/cuda/detail/warp.cuh"

namespace graphblade::gpu::detail {

/// Everything a pull kernel reads and writes (passed by value).
template <class Semiring, class TA, class TU>
struct pull_args {
  using D = typename Semiring::value_type;
  product_term<Semiring> term;
  lists_ref<TA> lists;  ///< N(o, :) for every output o
  lookup_ref<TU> u;
  mask_ref mask;
  std::uint32_t* t_bits;
  D* t_val;
};

/// Indices to process: list[0 .. *count) when list is set, else 0 .. n.
struct work_list {
  const index_t* list = nullptr;
  const offset_t* count = nullptr;
  offset_t offset = 0;  ///< the list starts at list[offset]
  index_t n = 0;
  __device__ __forceinline__ offset_t size() const { return list ? *count : n; }
  __device__ __forceinline__ index_t at(offset_t p) const { return list ? list[offset + p] : index_t(p); }
};

/// Sequential gather of output o by one thread over at most `limit` entries of
/// its list; true when a term exists.
template <class Args, class D>
__device__ __forceinline__ bool gather_sequential(const Args& g, index_t o, D& sum, offset_t limit = ~offset_t(0)) {
  bool has = false;
  const offset_t begin = g.lists.offsets[o], stored = g.lists.offsets[o + 1] - begin;
  const offset_t end = begin + (stored < limit ? stored : limit);
  for (offset_t k = begin; k < end; ++k) {
    const index_t in = g.lists.indices[k];
    if (!g.u.has(in)) continue;
    D term = g.term(D(g.lists.value(k)), D(g.u.value(in)), o, in);
    sum = has ? D(g.term.s.add(sum, term)) : term;
    has = true;
    if (reached_terminal(g.term.s.add, sum)) break;
  }
  return has;
}

/// Strided gather by the lanes of a group of `width` threads (lane < width):
/// each lane combines its own terms; the loop ends for all lanes once any
/// lane reached the terminal (checked through `any_terminal`).
template <class Args, class D, class AnyTerminal>
__device__ __forceinline__ void gather_strided(const Args& g, index_t o, int lane, int width, bool& has, D& sum,
                                               AnyTerminal any_terminal) {
  const offset_t begin = g.lists.offsets[o], end = g.lists.offsets[o + 1];
  for (offset_t base = begin; base < end; base += width) {
    const offset_t k = base + lane;
    if (k < end) {
      const index_t in = g.lists.indices[k];
      if (g.u.has(in)) {
        D term = g.term(D(g.lists.value(k)), D(g.u.value(in)), o, in);
        sum = has ? D(g.term.s.add(sum, term)) : term;
        has = true;
      }
    }
    if constexpr (has_terminal_v<decltype(g.term.s.add)>) {
      if (any_terminal(has && reached_terminal(g.term.s.add, sum))) break;
    }
  }
}

template <class D>
__device__ __forceinline__ void set_term(std::uint32_t* bits, D* t_val, index_t o, D sum) {
  t_val[o] = sum;
  atomicOr(bits + (o >> 5), 1u << (o & 31));
}

/// One thread per output index. Over the full range (no list) each warp
/// writes its 32 bits of t_bits with one store (needs t_bits words aligned to
/// the warp: blockDim.x is a multiple of 32).
template <class Semiring, class TA, class TU>
__global__ void spmv_pull_thread(pull_args<Semiring, TA, TU> g, work_list work) {
  using D = typename Semiring::value_type;
  const offset_t total = work.size();
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t base = offset_t(blockIdx.x) * blockDim.x; base < total; base += stride) {
    const offset_t p = base + threadIdx.x;
    bool has = false;
    D sum{};
    index_t o = 0;
    if (p < total) {
      o = work.at(p);
      if (g.mask.allows(o)) has = gather_sequential(g, o, sum);
    }
    if (work.list) {
      if (has) set_term(g.t_bits, g.t_val, o, sum);
    } else {
      if (has) g.t_val[o] = sum;
      const unsigned word = __ballot_sync(full_warp, has);
      if ((threadIdx.x & 31) == 0 && p < total) g.t_bits[p >> 5] = word;
    }
  }
}

/// Lists of deferred output indices of the load-balanced pull.
struct deferred_lists {
  index_t* medium;   ///< warp_degree <= degree < block_degree
  offset_t* medium_count;
  index_t* large;    ///< degree >= block_degree
  offset_t* large_count;
  offset_t warp_degree, block_degree;
};

/// One thread per output index over 0..n; low-degree indices are gathered
/// here, the others appended to the lists (their bits are set by the warp /
/// block kernels afterwards, with atomicOr). With a terminal monoid a
/// high-degree index first probes its first warp_degree entries and is
/// deferred only when they do not reach the terminal: during a BFS most
/// vertices meet the frontier early, so only the hubs of early levels move.
template <class Semiring, class TA, class TU>
__global__ void spmv_pull_thread_defer(pull_args<Semiring, TA, TU> g, index_t n, deferred_lists defer) {
  using D = typename Semiring::value_type;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t base = offset_t(blockIdx.x) * blockDim.x; base < n; base += stride) {
    const offset_t p = base + threadIdx.x;
    bool has = false;
    D sum{};
    if (p < n && g.mask.allows(index_t(p))) {
      const index_t o = index_t(p);
      const offset_t degree = g.lists.offsets[o + 1] - g.lists.offsets[o];
      bool done = degree < defer.warp_degree;
      if (done) {
        has = gather_sequential(g, o, sum);
      } else if constexpr (has_terminal_v<typename Semiring::add_type>) {
        has = gather_sequential(g, o, sum, defer.warp_degree);
        done = has && reached_terminal(g.term.s.add, sum);
        has = has && done;
      }
      if (!done) {
        if (degree >= defer.block_degree) append_index(defer.large, defer.large_count, o);
        else append_index(defer.medium, defer.medium_count, o);
      }
    }
    if (has) g.t_val[p] = sum;
    const unsigned word = __ballot_sync(full_warp, has);
    if ((threadIdx.x & 31) == 0 && p < n) g.t_bits[p >> 5] = word;
  }
}

/// One warp per output index; lanes stride over the list, shuffle-reduce.
template <class Semiring, class TA, class TU>
__global__ void spmv_pull_warp(pull_args<Semiring, TA, TU> g, work_list work) {
  using D = typename Semiring::value_type;
  const int lane = threadIdx.x & 31;
  const offset_t warps = offset_t(gridDim.x) * (blockDim.x >> 5);
  const offset_t total = work.size();
  for (offset_t p = offset_t(blockIdx.x) * (blockDim.x >> 5) + (threadIdx.x >> 5); p < total; p += warps) {
    const index_t o = work.at(p);
    if (!g.mask.allows(o)) continue;  // uniform across the warp
    bool has = false;
    D sum{};
    gather_strided(g, o, lane, 32, has, sum, [](bool hit) { return __any_sync(full_warp, hit); });
    warp_combine(g.term.s.add, has, sum);
    if (lane == 0 && has) set_term(g.t_bits, g.t_val, o, sum);
  }
}

/// One block per output index (high-degree vertices).
template <class Semiring, class TA, class TU>
__global__ void spmv_pull_block(pull_args<Semiring, TA, TU> g, work_list work) {
  using D = typename Semiring::value_type;
  __shared__ bool scratch_has[32];
  __shared__ D scratch_sum[32];
  const offset_t total = work.size();
  for (offset_t p = blockIdx.x; p < total; p += gridDim.x) {
    const index_t o = work.at(p);
    if (!g.mask.allows(o)) continue;  // uniform across the block
    bool has = false;
    D sum{};
    gather_strided(g, o, int(threadIdx.x), int(blockDim.x), has, sum,
                   [](bool hit) { return __syncthreads_or(hit) != 0; });
    block_combine(g.term.s.add, has, sum, scratch_has, scratch_sum);
    if (threadIdx.x == 0 && has) set_term(g.t_bits, g.t_val, o, sum);
  }
}

}  // namespace graphblade::gpu::detail
