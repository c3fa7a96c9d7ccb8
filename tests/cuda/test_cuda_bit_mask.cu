// BitMatrix masks on a CUDA device (issue 18): the masked bit product
// C<M> = accum(C, Aᵀ lor.land X), iBFS's F<¬V> = Aᵀ lor.land F (SIGMOD'16 §4),
// on device operands against the same call on host operands (itself tested
// against reference::mxm_bits_masked in tests/api), for every format, mask
// sense, replace and accumulator. Skipped without a GPU.
#include "cuda_test.hpp"
#include "graphblade/graphblade.hpp"
#include "ops/bit_mask_cases.hpp"

namespace gb = graphblade;

TEST_CASE("cuda mxm on bit matrices under a BitMatrix mask equals the host", "[cuda][bit_matrix][mxm][sanitize]") {
  GB_REQUIRE_CUDA();
  gbtest::case_rng r(53);
  const gb::place dev = gb::cuda(0);
  gbtest::for_each_bit_mask_case(r, 300, 3, 0.02, [&](gbtest::bit_mask_case& c) {
    gb::BitMatrix dev_C = c.C.to(dev);
    gbtest::masked_bit_product(c.C, c.M, c.complemented, c.accumulate, c.A, c.X, c.replace);
    gbtest::masked_bit_product(dev_C, c.M.to(dev), c.complemented, c.accumulate, c.A.to(dev), c.X.to(dev), c.replace);
    CHECK(dev_C.to(gb::host).words().to_vector() == c.C.words().to_vector());
  });
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
