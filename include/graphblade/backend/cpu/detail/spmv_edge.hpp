// Edge-parallel scatter over a COOC matrix (TurboBFS §III-A, tdscCOOC): one
// iteration per stored entry A(r, c); with N = A it contributes to output r
// from u(c), with N = Aᵀ to output c from u(r). Writes go through the same
// scatter_sink as push (atomics on a touched map + combining accumulator).
#pragma once
#include <cstdint>

#include "graphblade/container/matrix.hpp"
#include "graphblade/backend/cpu/detail/product_term.hpp"
#include "graphblade/backend/cpu/detail/scatter_sink.hpp"
#include "graphblade/backend/cpu/detail/views.hpp"

namespace graphblade::cpu::detail {

template <bool VXM, class D, class Semiring, class Mask, class TA, class TU, class Sink>
void spmv_edge_cooc(const Semiring& s, const Matrix<TA>& A, bool n_is_transpose, const random_access<TU>& u,
                    const Mask& mask, const Sink& sink) {
  const index_t* rows = A.indices().data();
  const index_t* cols = A.major_indices().data();
  const TA* vals = A.is_pattern() ? nullptr : A.values().data();
  const std::int64_t nnz = std::int64_t(A.nvals());
#pragma omp parallel if (nnz > 16384)
  {
    typename Sink::local_queue q;
#pragma omp for schedule(static, 4096)
    for (std::int64_t e = 0; e < nnz; ++e) {
      const index_t o = n_is_transpose ? cols[e] : rows[e];
      const index_t k = n_is_transpose ? rows[e] : cols[e];
      if (!u.has(k) || !mask.allows(o)) continue;
      sink.emit(q, o, product_term<VXM>(s, D(vals ? vals[e] : TA(1)), D(u.at(k)), o, k));
    }
    sink.flush(q);
  }
}

}  // namespace graphblade::cpu::detail
