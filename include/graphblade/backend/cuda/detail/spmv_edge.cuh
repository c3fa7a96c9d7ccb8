// Edge-parallel SpMV over a COOC matrix (TurboBFS tdscCOOC, Alg. 3): one
// thread per stored entry (r, c); the entry is the term N(o, k) ⊗ u(k) with
// (o, k) = (r, c) or (c, r) by orientation, scattered with atomics into the
// output when u(k) exists and the mask allows o.
#pragma once
#include "graphblade/backend/cuda/detail/product_term.cuh"
#include "graphblade/backend/cuda/detail/refs.cuh"
#include "graphblade/backend/cuda/detail/scatter_sink.cuh"

namespace graphblade::gpu::detail {

template <class Semiring, class TA, class TU>
struct edge_args {
  using D = typename Semiring::value_type;
  product_term<Semiring> term;
  coo_ref<TA> entries;
  bool out_is_row = true;  ///< o = row of the entry (else its column)
  lookup_ref<TU> u;
  mask_ref mask;
  scatter_sink<typename Semiring::add_type, D> sink;
};

template <class Semiring, class TA, class TU>
__global__ void spmv_edge_cooc(edge_args<Semiring, TA, TU> g) {
  using D = typename Semiring::value_type;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t e = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; e < g.entries.nnz; e += stride) {
    const index_t r = g.entries.rows[e], c = g.entries.cols[e];
    const index_t o = g.out_is_row ? r : c, k = g.out_is_row ? c : r;
    if (!g.u.has(k) || g.sink.settled(o) || !g.mask.allows(o)) continue;
    g.sink.put(o, g.term(D(g.entries.value(e)), D(g.u.value(k)), o, k));
  }
}

}  // namespace graphblade::gpu::detail
