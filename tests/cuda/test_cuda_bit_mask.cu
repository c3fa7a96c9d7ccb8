// BitMatrix masks on a CUDA device (issue 18): the masked bit product
// C<M> = accum(C, Aᵀ lor.land X), iBFS's F<¬V> = Aᵀ lor.land F (SIGMOD'16 §4),
// on device operands against the same call on host operands (itself tested
// against reference::mxm_bits_masked in tests/api), for every format, mask
// sense, replace and accumulator. Skipped without a GPU.
#include "cuda_test.hpp"
#include "graphblade/graphblade.hpp"
#include "ops/op_case_gen.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {
gb::BitMatrix random_bits(gbtest::case_rng& r, index_t n, index_t words, double density) {
  gb::BitMatrix X(n, words);
  for (index_t v = 0; v < n; ++v)
    for (index_t b = 0; b < X.ncols(); ++b)
      if (r.chance(density)) X.set(v, b);
  return X;
}

template <class Accum>
void masked_product(gb::BitMatrix& C, const gb::BitMatrix& M, bool complemented, const Accum& accum,
                    const gb::Matrix<bool>& A, const gb::BitMatrix& X, bool replace) {
  const gb::descriptor desc = replace ? gb::replace : gb::default_desc;
  if (complemented)
    gb::mxm(C, gb::complement(M), accum, gb::lor_land<bool>{}, gb::transpose(A), X, desc);
  else
    gb::mxm(C, M, accum, gb::lor_land<bool>{}, gb::transpose(A), X, desc);
}
}  // namespace

TEST_CASE("cuda mxm on bit matrices under a BitMatrix mask equals the host", "[cuda][bit_matrix][mxm]") {
  GB_REQUIRE_CUDA();
  gbtest::case_rng r(53);
  const gb::place dev = gb::cuda(0);
  for (auto f : gbtest::all_formats())
    for (int complemented = 0; complemented < 2; ++complemented)
      for (int replace = 0; replace < 2; ++replace)
        for (int accumulate = 0; accumulate < 2; ++accumulate) {
          INFO("format " << gb::to_string(f) << " complemented " << complemented << " replace " << replace << " accum "
                         << accumulate);
          const index_t n = 300;
          const auto A = gbtest::random_matrix<bool>(r, n, n, 0.02, f);
          const auto X = random_bits(r, n, 3, 0.05), M = random_bits(r, n, 3, 0.5);
          gb::BitMatrix host_C = random_bits(r, n, 3, 0.3);
          gb::BitMatrix dev_C = host_C.to(dev);
          const auto A_dev = A.to(dev);
          const auto X_dev = X.to(dev), M_dev = M.to(dev);
          if (accumulate) {
            masked_product(host_C, M, complemented, gb::lor_op<bool>{}, A, X, replace);
            masked_product(dev_C, M_dev, complemented, gb::lor_op<bool>{}, A_dev, X_dev, replace);
          } else {
            masked_product(host_C, M, complemented, gb::no_accum, A, X, replace);
            masked_product(dev_C, M_dev, complemented, gb::no_accum, A_dev, X_dev, replace);
          }
          CHECK(dev_C.to(gb::host).words().to_vector() == host_C.words().to_vector());
        }
}

TEST_CASE("cuda BFS step F<¬V> = Aᵀ lor.land F with the frontier as output", "[cuda][bit_matrix][mxm]") {
  GB_REQUIRE_CUDA();
  const gb::place dev = gb::cuda(0);
  const auto A = gb::Matrix<bool>::from_coo(4, 4, {0, 1, 2}, {1, 2, 3}).to(dev);  // the path 0 -> 1 -> 2 -> 3
  gb::BitMatrix F(4, 1), V(4, 1);
  F.set(0, 0), V.set(0, 0);
  F.set(2, 1), V.set(2, 1);
  V.set(3, 1);  // search 1 saw vertex 3 already
  gb::BitMatrix Fd = F.to(dev);
  const gb::BitMatrix Vd = V.to(dev);
  gb::mxm(Fd, gb::complement(Vd), gb::no_accum, gb::lor_land<bool>{}, gb::transpose(A), Fd, gb::replace);
  const gb::BitMatrix got = Fd.to(gb::host);
  CHECK(got.get(1, 0));
  CHECK(gb::column(got, 0).nvals() == 1);
  CHECK(gb::column(got, 1).nvals() == 0);
}
