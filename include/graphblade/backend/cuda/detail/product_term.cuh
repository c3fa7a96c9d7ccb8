// One term of a matrix-vector product in the kernels' orientation: output
// index o gathers N(o, k) ⊗ u(k). For mxv the multiply sees (a, x) and index
// arguments (o, k, 0); for vxm it sees (x, a) and (0, k, o), as the reference
// (graphblade/reference/mxv.hpp) and the GraphBLAS C API define. Runtime flag, so
// mxv and vxm share one instantiation of every kernel.
#pragma once
#include "graphblade/algebra/binary_ops.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade::gpu::detail {

template <class Semiring>
struct product_term {
  using D = typename Semiring::value_type;
  Semiring s;
  bool vxm = false;
  __device__ __forceinline__ D operator()(D a, D x, index_t out, index_t in) const {
    return vxm ? multiply(s.mult, x, a, index_t(0), in, out) : multiply(s.mult, a, x, out, in, index_t(0));
  }
};

}  // namespace graphblade::gpu::detail
