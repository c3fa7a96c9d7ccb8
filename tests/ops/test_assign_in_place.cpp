// The in-place assign path (structural mask, no accumulator, merge, bitmap
// output: the BFS update level<s(q)> = d) gives the reference's result for
// sparse and bitmap masks, scalar and vector sources, the source being the mask.
#include <random>

#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/ops/assign.hpp"
#include "graphblade/reference/assign.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {
gb::Vector<int> random_vector(std::mt19937& rng, index_t n, double density, gb::storage s) {
  std::vector<index_t> idx;
  std::vector<int> val;
  for (index_t i = 0; i < n; ++i)
    if (std::uniform_real_distribution<double>(0, 1)(rng) < density) {
      idx.push_back(i);
      val.push_back(int(rng() % 50) - 10);
    }
  std::shuffle(idx.begin(), idx.end(), rng);  // sparse vectors may be unsorted (BFS queues)
  auto v = gb::Vector<int>::from_list(n, idx, val);
  return v.to_storage(s);
}
}  // namespace

TEST_CASE("in-place assign under a structural mask equals the reference", "[ops][assign]") {
  std::mt19937 rng(7);
  for (index_t n : {1u, 17u, 9000u})
    for (auto mask_storage : {gb::storage::sparse, gb::storage::bitmap})
      for (int rep = 0; rep < 3; ++rep) {
        auto w = random_vector(rng, n, 0.4, gb::storage::bitmap);
        auto m = random_vector(rng, n, 0.3, mask_storage);
        auto u = random_vector(rng, n, 0.5, gb::storage::bitmap);
        // scalar source
        auto got = w, want = w;
        gb::assign(got, gb::structure(m), gb::no_accum, 5, gb::default_desc);
        gb::reference::assign_scalar(want, gb::structure(m), gb::no_accum, 5, false);
        CHECK(got.entries() == want.entries());
        CHECK(got.nvals() == want.nvals());
        // the mask is the source (parent<s(p)> = p)
        got = w, want = w;
        gb::assign(got, gb::structure(m), gb::no_accum, m, gb::default_desc);
        gb::reference::assign(want, gb::structure(m), gb::no_accum, m, false);
        CHECK(got.entries() == want.entries());
        CHECK(got.nvals() == want.nvals());
        // a bitmap source missing at some masked positions deletes them
        got = w, want = w;
        gb::assign(got, gb::structure(m), gb::no_accum, u, gb::default_desc);
        gb::reference::assign(want, gb::structure(m), gb::no_accum, u, false);
        CHECK(got.entries() == want.entries());
        CHECK(got.nvals() == want.nvals());
      }
}

TEST_CASE("assign with replace under a sparse structural mask (gather path) equals the reference", "[ops][assign]") {
  std::mt19937 rng(11);
  for (index_t n : {1u, 17u, 9000u})
    for (auto u_storage : {gb::storage::bitmap, gb::storage::dense, gb::storage::sparse})
      for (auto w_storage : {gb::storage::sparse, gb::storage::bitmap})
        for (int rep = 0; rep < 3; ++rep) {
          auto w = random_vector(rng, n, 0.4, w_storage);
          auto m = random_vector(rng, n, 0.3, gb::storage::sparse);
          auto u = u_storage == gb::storage::dense ? gb::Vector<int>::full(n, int(rng() % 9))
                                                   : random_vector(rng, n, 0.5, u_storage);
          auto got = w, want = w;
          gb::assign(got, gb::structure(m), gb::no_accum, u, gb::replace);
          gb::reference::assign(want, gb::structure(m), gb::no_accum, u, true);
          CHECK(got.entries() == want.entries());
          CHECK(got.nvals() == want.nvals());
          // the mask is the source; and the output is the mask
          got = m, want = m;
          gb::assign(got, gb::structure(got), gb::no_accum, u, gb::replace);
          gb::reference::assign(want, gb::structure(m), gb::no_accum, u, true);
          CHECK(got.entries() == want.entries());
          got = w, want = w;
          gb::assign(got, gb::structure(m), gb::no_accum, m, gb::replace);
          gb::reference::assign(want, gb::structure(m), gb::no_accum, m, true);
          CHECK(got.entries() == want.entries());
        }
}

TEST_CASE("subassign without mask and accumulator (in place / into empty) equals the reference", "[ops][assign]") {
  std::mt19937 rng(13);
  for (index_t n : {1u, 17u, 9000u})
    for (auto w_storage : {gb::storage::sparse, gb::storage::bitmap})
      for (double w_fill : {0.0, 0.4})
        for (int rep = 0; rep < 3; ++rep) {
          auto w = random_vector(rng, n, w_fill, w_storage);
          std::vector<index_t> I;
          for (index_t i = 0; i < n; ++i)
            if (rng() % 3 == 0) I.push_back(i);
          std::shuffle(I.begin(), I.end(), rng);
          auto u = random_vector(rng, index_t(I.size()), 0.6, gb::storage::bitmap);
          auto got = w, want = w;
          gb::subassign(got, gb::no_mask, gb::no_accum, u, I);
          gb::reference::subassign(want, gb::no_mask, gb::no_accum, u, I, false);
          CHECK(got.entries() == want.entries());
          CHECK(got.nvals() == want.nvals());
          got = w, want = w;
          gb::subassign(got, gb::no_mask, gb::no_accum, 7, I);
          gb::reference::subassign_scalar(want, gb::no_mask, gb::no_accum, 7, I, false);
          CHECK(got.entries() == want.entries());
          CHECK(got.nvals() == want.nvals());
        }
  // w(I) = w with I = all of [0, n): the source is the output
  auto w = random_vector(rng, 500, 0.5, gb::storage::bitmap);
  std::vector<index_t> I(500);
  for (index_t i = 0; i < 500; ++i) I[i] = 499 - i;
  auto got = w, want = w;
  gb::subassign(got, gb::no_mask, gb::no_accum, got, I);
  gb::reference::subassign(want, gb::no_mask, gb::no_accum, w, I, false);
  CHECK(got.entries() == want.entries());
}
