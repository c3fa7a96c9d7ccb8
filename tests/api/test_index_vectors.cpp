// Index lists given as Vectors (f = f[f] in FastSV, SIAM PP'20 §3) and subassign
// with repeated indices under an accumulator (f(f(u)) min= gp(u)), against the
// reference oracle (reference::extract, reference::subassign_repeated) over
// storages and masks; the errors for repeats without an accumulator or with replace.
#include <cstdint>

#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/reference/assign.hpp"
#include "graphblade/reference/extract.hpp"
#include "ops/op_case_gen.hpp"

namespace gb = graphblade;
using gb::index_t;
using gbtest::case_rng;

namespace {
/// A full vector of n random indices below `below` (a parent vector when below = n).
gb::Vector<std::int64_t> random_index_vector(case_rng& r, index_t n, index_t below) {
  std::vector<index_t> idx(n);
  std::vector<std::int64_t> val(n);
  for (index_t i = 0; i < n; ++i) idx[i] = i, val[i] = std::int64_t(r.below(below));
  return gb::Vector<std::int64_t>::from_list(n, idx, val);
}
}  // namespace

TEST_CASE("index_list reads a Vector's values in index order", "[ops][api][index_list]") {
  auto I = gb::Vector<int>::from_list(6, {4, 1, 3}, {7, 2, 2});
  CHECK(gb::index_list(I) == std::vector<index_t>{2, 2, 7});
  CHECK_THROWS_AS(gb::index_list(gb::Vector<int>::from_list(3, {0}, {-1})), gb::invalid_index);
}

TEST_CASE("extract with a Vector of indices: f = f[f] equals the reference", "[ops][api][extract]") {
  gbtest::serial_omp one_thread;
  case_rng r(41);
  for (auto s : gbtest::all_storages())
    for (int rep = 0; rep < 4; ++rep) {
      INFO("storage " << gb::to_string(s) << " rep " << rep);
      const index_t n = 1 + r.below(60);
      auto f = random_index_vector(r, n, n).to_storage(s);
      gb::Vector<std::int64_t> got(n), want(n);
      gb::extract(got, gb::no_mask, gb::no_accum, f, f);  // got = f[f]
      gb::reference::extract(want, gb::no_mask, gb::no_accum, f, gb::index_list(f), false);
      CHECK(gbtest::diff_vectors(got, want).empty());
      for (index_t i = 0; i < n; ++i) CHECK(*got.get(i) == *f.get(index_t(*f.get(i))));  // the definition
      // A partial index vector selects fewer positions: w has its entry count as size.
      auto partial = gbtest::random_vector<std::int64_t>(r, n, 0.5, s);
      gb::Vector<std::int64_t> picked(index_t(partial.nvals()));
      gb::extract(picked, gb::no_mask, gb::no_accum, f, partial);
      gb::Vector<std::int64_t> picked_want(index_t(partial.nvals()));
      gb::reference::extract(picked_want, gb::no_mask, gb::no_accum, f, gb::index_list(partial), false);
      CHECK(gbtest::diff_vectors(picked, picked_want).empty());
    }
}

TEST_CASE("subassign with repeated indices under an accumulator folds every term", "[ops][api][subassign]") {
  gbtest::serial_omp one_thread;
  case_rng r(42);
  for (auto ws : gbtest::all_storages())
    for (int masked = 0; masked < 3; ++masked)
      for (int rep = 0; rep < 3; ++rep) {
        INFO("w storage " << gb::to_string(ws) << " mask " << masked << " rep " << rep);
        const index_t n = 2 + r.below(40), m = 1 + r.below(3 * n);
        auto w = gbtest::random_vector<std::int64_t>(r, n, 0.6, ws);
        auto I = random_index_vector(r, m, n);  // m >= n positions repeat often
        auto u = gbtest::random_vector<std::int64_t>(r, m, 0.7, gb::storage::bitmap);
        auto mask = gbtest::random_vector<std::int32_t>(r, m, 0.5, gb::storage::sparse);
        auto got = w, want = w;
        const auto list = gb::index_list(I);
        if (masked == 0) {
          gb::subassign(got, gb::no_mask, gb::min_op<std::int64_t>{}, u, I);
          gb::reference::subassign_repeated(want, gb::no_mask, gb::min_op<std::int64_t>{}, u, list);
        } else if (masked == 1) {
          gb::subassign(got, gb::structure(mask), gb::plus_op<std::int64_t>{}, u, list);
          gb::reference::subassign_repeated(want, gb::structure(mask), gb::plus_op<std::int64_t>{}, u, list);
        } else {
          gb::subassign(got, gb::complement(mask), gb::plus_op<std::int64_t>{}, std::int64_t(3), list);
          auto threes = gb::Vector<std::int64_t>::full(m, 3);
          gb::reference::subassign_repeated(want, gb::complement(mask), gb::plus_op<std::int64_t>{}, threes, list);
        }
        CHECK(gbtest::diff_vectors(got, want).empty());
      }
}

TEST_CASE("subassign_repeated agrees with subassign when indices are distinct", "[ops][api][subassign]") {
  // The oracle of repeats is itself checked against the distinct-index reference.
  case_rng r(43);
  for (int rep = 0; rep < 10; ++rep) {
    const index_t n = 30;
    auto w = gbtest::random_vector<int>(r, n, 0.5, gb::storage::bitmap);
    auto u = gbtest::random_vector<int>(r, 10, 0.7, gb::storage::sparse);
    auto mask = gbtest::random_vector<std::int32_t>(r, 10, 0.5, gb::storage::bitmap);
    std::vector<index_t> I;
    for (index_t i = 0; i < n && I.size() < 10; i += 1 + r.below(2)) I.push_back(i);
    if (I.size() < 10) continue;
    auto a = w, b = w;
    gb::reference::subassign(a, gb::as_mask(mask), gb::plus_op<int>{}, u, I, false);
    gb::reference::subassign_repeated(b, gb::as_mask(mask), gb::plus_op<int>{}, u, I);
    CHECK(gbtest::diff_vectors(a, b).empty());
  }
}

TEST_CASE("subassign with repeated indices needs an accumulator and no replace", "[ops][api][subassign][errors]") {
  gb::Vector<int> w(5);
  auto u = gb::Vector<int>::from_list(3, {0, 1, 2}, {1, 2, 3});
  const std::vector<index_t> I{1, 1, 4};
  CHECK_THROWS_AS(gb::subassign(w, gb::no_mask, gb::no_accum, u, I), gb::invalid_value);
  CHECK_THROWS_AS(gb::subassign(w, gb::no_mask, gb::plus_op<int>{}, u, I, gb::replace), gb::invalid_value);
  gb::subassign(w, gb::no_mask, gb::plus_op<int>{}, u, I);
  CHECK(*w.get(1) == 3);
  CHECK(*w.get(4) == 3);
  CHECK(w.nvals() == 2);
}
