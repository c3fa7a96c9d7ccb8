// Cases of the masked bit product C<M> = accum(C, Aᵀ lor.land X) (iBFS's
// F<¬V> = Aᵀ lor.land F, SIGMOD'16 §4; issue 18), shared by the host test
// (tests/api/test_bit_matrix.cpp, against reference::mxm_bits_masked) and the
// CUDA test (tests/cuda/test_cuda_bit_mask.cu, device against host): every
// format of A × mask sense × replace × accumulator, on random operands.
#pragma once
#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"
#include "ops/op_case_gen.hpp"

namespace gbtest {

/// An n × 64·words bit matrix with each bit set with probability `density`.
inline graphblade::BitMatrix random_bits(case_rng& r, graphblade::index_t n, graphblade::index_t words,
                                         double density) {
  graphblade::BitMatrix X(n, words);
  for (graphblade::index_t v = 0; v < n; ++v)
    for (graphblade::index_t b = 0; b < X.ncols(); ++b)
      if (r.chance(density)) X.set(v, b);
  return X;
}

/// One masked bit product: C<M or ¬M> = accum(C, Aᵀ lor.land X), replace or not.
struct bit_mask_case {
  bool complemented = false, replace = false, accumulate = false;
  graphblade::Matrix<bool> A;
  graphblade::BitMatrix X, M, C;
};

/// fn(c) for every format × complemented × replace × accumulate, on n vertices.
template <class Fn>
void for_each_bit_mask_case(case_rng& r, graphblade::index_t n, graphblade::index_t words, double edge_density, Fn fn) {
  for (auto f : all_formats())
    for (int complemented = 0; complemented < 2; ++complemented)
      for (int replace = 0; replace < 2; ++replace)
        for (int accumulate = 0; accumulate < 2; ++accumulate) {
          INFO("format " << graphblade::to_string(f) << " complemented " << complemented << " replace " << replace
                         << " accum " << accumulate);
          bit_mask_case c{complemented == 1,
                          replace == 1,
                          accumulate == 1,
                          random_matrix<bool>(r, n, n, edge_density, f),
                          random_bits(r, n, words, 0.05),
                          random_bits(r, n, words, 0.5),
                          random_bits(r, n, words, 0.3)};
          fn(c);
        }
}

/// C<M or ¬M> = accum(C, Aᵀ lor.land X) through the front end (host or device operands).
inline void masked_bit_product(graphblade::BitMatrix& C, const graphblade::BitMatrix& M, bool complemented,
                               bool accumulate, const graphblade::Matrix<bool>& A, const graphblade::BitMatrix& X,
                               bool replace) {
  namespace gb = graphblade;
  const gb::descriptor desc = replace ? gb::replace : gb::default_desc;
  const auto mask = complemented ? gb::complement(M) : gb::as_mask(M);
  if (accumulate)
    gb::mxm(C, mask, gb::lor_op<bool>{}, gb::lor_land<bool>{}, gb::transpose(A), X, desc);
  else
    gb::mxm(C, mask, gb::no_accum, gb::lor_land<bool>{}, gb::transpose(A), X, desc);
}

}  // namespace gbtest
