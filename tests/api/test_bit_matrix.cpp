// BitMatrix with the rest of the API (issue 18): column b as a Vector<bool>, the
// whole bit matrix as a Matrix<bool>, and BitMatrix masks on the bit product
// (iBFS's F<¬V> = Aᵀ lor.land F, SIGMOD'16 §4) against reference::mxm_bits_masked.
#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/reference/mxm.hpp"
#include "ops/bit_mask_cases.hpp"
#include "ops/op_case_gen.hpp"

namespace gb = graphblade;
using gb::index_t;
using gbtest::case_rng;

namespace {
using gbtest::random_bits;
bool same_bits(const gb::BitMatrix& a, const gb::BitMatrix& b) {
  if (a.nrows() != b.nrows() || a.ncols() != b.ncols()) return false;
  for (index_t v = 0; v < a.nrows(); ++v)
    for (index_t c = 0; c < a.ncols(); ++c)
      if (a.get(v, c) != b.get(v, c)) return false;
  return true;
}
}  // namespace

TEST_CASE("column and to_matrix read exactly the set bits", "[ops][api][bit_matrix]") {
  case_rng r(51);
  for (index_t words : {1u, 3u}) {
    const index_t n = 37;
    auto X = random_bits(r, n, words, 0.1);
    auto M = gb::to_matrix(X);
    CHECK(M.nrows() == n);
    CHECK(M.ncols() == 64 * words);
    CHECK(gb::offset_t(M.nvals()) == X.count());
    auto entries = gb::reference::entries_of(M);
    for (index_t v = 0; v < n; ++v)
      for (index_t b = 0; b < X.ncols(); ++b) CHECK(X.get(v, b) == (entries.count({v, b}) == 1));
    for (index_t b : {index_t(0), index_t(63), X.ncols() - 1}) {
      auto col = gb::column(X, b);
      CHECK(col.size() == n);
      for (index_t v = 0; v < n; ++v) CHECK(X.get(v, b) == col.get(v).has_value());
    }
    CHECK_THROWS_AS(gb::column(X, X.ncols()), gb::invalid_index);
  }
}

TEST_CASE("mxm on bit matrices under a BitMatrix mask equals the reference", "[ops][api][bit_matrix][mxm]") {
  gbtest::serial_omp one_thread;
  case_rng r(52);
  gbtest::for_each_bit_mask_case(r, 40, 2, 0.08, [](gbtest::bit_mask_case& c) {
    auto want = c.C;
    const auto A = gb::as_operand(gb::transpose(c.A));
    if (c.accumulate)
      gb::reference::mxm_bits_masked(want, c.M, c.complemented, gb::lor_op<bool>{}, gb::lor_land<bool>{}, A, c.X,
                                     c.replace);
    else
      gb::reference::mxm_bits_masked(want, c.M, c.complemented, gb::no_accum, gb::lor_land<bool>{}, A, c.X,
                                     c.replace);
    gbtest::masked_bit_product(c.C, c.M, c.complemented, c.accumulate, c.A, c.X, c.replace);
    CHECK(same_bits(c.C, want));
  });
}

TEST_CASE("a BFS step F<¬V> = Aᵀ lor.land F with the frontier as output", "[ops][api][bit_matrix][mxm]") {
  // The path 0 -> 1 -> 2 -> 3, two searches from 0 and from 2: after one step
  // search 0 is at {1} and search 1 at {3}; visited bits are never re-entered.
  auto A = gb::Matrix<bool>::from_coo(4, 4, {0, 1, 2}, {1, 2, 3});
  gb::BitMatrix F(4, 1), V(4, 1);
  F.set(0, 0), V.set(0, 0);
  F.set(2, 1), V.set(2, 1);
  V.set(3, 1);  // pretend search 1 saw vertex 3 already
  gb::mxm(F, gb::complement(V), gb::no_accum, gb::lor_land<bool>{}, gb::transpose(A), F, gb::replace);
  CHECK(gb::column(F, 0).nvals() == 1);
  CHECK(F.get(1, 0));
  CHECK(gb::column(F, 1).nvals() == 0);
}
