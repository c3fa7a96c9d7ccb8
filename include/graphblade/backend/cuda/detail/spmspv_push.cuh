// Push SpMSpV kernels (top-down BFS step; GraphBLAST's SpMSpV; TurboBFS's
// scatter): every input entry k of the frontier scatters N(o,k) ⊗ u(k) to the
// outputs o in its list N(:, k) that the mask allows. Three mappings:
//   spmspv_push_thread          one thread per frontier entry
//   spmspv_push_warp            one warp per frontier entry
//   spmspv_push_load_balanced   one thread per frontier *edge*: the frontier's
//       degrees are exclusive-scanned (cub::DeviceScan, src/cuda/primitives.cu)
//       and each thread binary-searches its edge's frontier entry (the
//       "LB" advance of gunrock / merge-path over the scanned degrees).
#pragma once
#include <cstdint>

#include "graphblade/backend/cuda/detail/product_term.cuh"
#include "graphblade/backend/cuda/detail/refs.cuh"
#include "graphblade/backend/cuda/detail/scatter_sink.cuh"

namespace graphblade::gpu::detail {

/// The frontier: input indices and their values, either parallel to the
/// indices (values[f]) or addressed by index (values[indices[f]]).
template <class TU>
struct frontier_ref {
  const index_t* indices = nullptr;
  const TU* values = nullptr;
  bool values_by_index = false;
  offset_t count = 0;
  __device__ __forceinline__ TU value(offset_t f, index_t k) const { return values[values_by_index ? k : f]; }
};

template <class Semiring, class TA, class TU>
struct push_args {
  using D = typename Semiring::value_type;
  product_term<Semiring> term;
  lists_ref<TA> lists;  ///< N(:, k) for every input k
  frontier_ref<TU> frontier;
  mask_ref mask;
  scatter_sink<typename Semiring::add_type, D> sink;
};

template <class Args>
__device__ __forceinline__ void push_edge(const Args& g, offset_t e, index_t k, typename Args::D x) {
  using D = typename Args::D;
  const index_t o = g.lists.indices[e];
  if (g.sink.settled(o) || !g.mask.allows(o)) return;
  g.sink.put(o, g.term(D(g.lists.value(e)), x, o, k));
}

template <class Semiring, class TA, class TU>
__global__ void spmspv_push_thread(push_args<Semiring, TA, TU> g) {
  using D = typename Semiring::value_type;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t f = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; f < g.frontier.count; f += stride) {
    const index_t k = g.frontier.indices[f];
    const D x = D(g.frontier.value(f, k));
    for (offset_t e = g.lists.offsets[k]; e < g.lists.offsets[k + 1]; ++e) push_edge(g, e, k, x);
  }
}

template <class Semiring, class TA, class TU>
__global__ void spmspv_push_warp(push_args<Semiring, TA, TU> g) {
  using D = typename Semiring::value_type;
  const int lane = threadIdx.x & 31;
  const offset_t warps = offset_t(gridDim.x) * (blockDim.x >> 5);
  for (offset_t f = offset_t(blockIdx.x) * (blockDim.x >> 5) + (threadIdx.x >> 5); f < g.frontier.count;
       f += warps) {
    const index_t k = g.frontier.indices[f];
    const D x = D(g.frontier.value(f, k));
    for (offset_t e = g.lists.offsets[k] + lane; e < g.lists.offsets[k + 1]; e += 32) push_edge(g, e, k, x);
  }
}

/// edge_offsets[f] = edges of frontier entries before f; edge_offsets[count] = total.
template <class Semiring, class TA, class TU>
__global__ void spmspv_push_load_balanced(push_args<Semiring, TA, TU> g, const offset_t* edge_offsets) {
  using D = typename Semiring::value_type;
  const offset_t total = edge_offsets[g.frontier.count];
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t e = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; e < total; e += stride) {
    // largest f with edge_offsets[f] <= e
    offset_t lo = 0, hi = g.frontier.count;  // invariant: edge_offsets[lo] <= e < edge_offsets[hi]
    while (hi - lo > 1) {
      const offset_t mid = (lo + hi) / 2;
      if (edge_offsets[mid] <= e) lo = mid;
      else hi = mid;
    }
    const index_t k = g.frontier.indices[lo];
    push_edge(g, g.lists.offsets[k] + (e - edge_offsets[lo]), k, D(g.frontier.value(lo, k)));
  }
}

}  // namespace graphblade::gpu::detail
