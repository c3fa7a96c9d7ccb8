// CUDA mxv / vxm against the reference oracle: the shared operator cases of
// tests/ops (every format x transpose x input storage x kernel x mask kind x
// complement x replace x accumulate) run with the operands on cuda(0), then
// every work mapping (thread / warp / load-balanced) of the pull and push
// kernels on a graph whose degrees fill all three pull bins, the sub-word and
// 64-bit atomic paths, and the workspace's reuse across repeated calls.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "cuda_test.hpp"
#include "graphblade/graphblade.hpp"
#include "ops/op_cases_product.hpp"
#include "graphblade/backend/cuda/workspace.cuh"

namespace gb = graphblade;
using namespace gbtest;

TEST_CASE("cuda mxv and vxm over bool semirings equal the reference for every storage, kernel, mask and flag",
          "[cuda][mxv]") {
  GB_REQUIRE_CUDA();
  check_mxv_cases<bool, gb::lor_land<bool>>(gb::cuda(0), 11);
  check_mxv_cases<bool, gb::any_pair<bool>>(gb::cuda(0), 12);
}

TEST_CASE("cuda mxv and vxm over int32 semirings equal the reference (any: admissible terms)", "[cuda][mxv]") {
  GB_REQUIRE_CUDA();
  using T = std::int32_t;
  check_mxv_cases<T, gb::any_secondi<T>>(gb::cuda(0), 13);
  check_mxv_cases<T, gb::min_secondi<T>>(gb::cuda(0), 14);
  check_mxv_cases<T, gb::plus_pair<T>>(gb::cuda(0), 15);
}

TEST_CASE("cuda mxv and vxm over double plus_times equal the reference", "[cuda][mxv]") {
  GB_REQUIRE_CUDA();
  check_mxv_cases<double, gb::plus_times<double>>(gb::cuda(0), 17);
}

TEST_CASE("cuda mxv and vxm with write-backs equal the product then the assigns (fused into a sparse w)",
          "[cuda][mxv][write_back]") {
  GB_REQUIRE_CUDA();
  check_mxv_write_back_cases<std::int32_t, gb::any_secondi<std::int32_t>>(gb::cuda(0), 31);
  check_mxv_write_back_cases<bool, gb::any_pair<bool>>(gb::cuda(0), 32);
  check_mxv_write_back_cases<double, gb::plus_times<double>>(gb::cuda(0), 33);
  check_mxv_write_back_errors<std::int32_t, gb::any_secondi<std::int32_t>>(gb::cuda(0));
}

TEST_CASE("cuda push from a frontier whose count only the device knows equals the reference (hubs, empty, all; "
          "warp chunks and the grid's slices)",
          "[cuda][mxv][device_count][sanitize]") {
  GB_REQUIRE_CUDA();
  // a skewed graph: five hubs of 3,000-12,000 out-edges, the rest 0-12; frontiers from empty to every vertex
  case_rng r(41);
  const index_t n = gb::memory::sanitizer_run() ? 3000 : 20000;
  std::vector<index_t> rows, cols;
  for (index_t v = 0; v < n; ++v) {
    const index_t degree = v < 5 ? std::min<index_t>(n - 1, 3000 * (v + 1) - 2000 * (v % 2)) : r.below(13);
    for (index_t d = 0; d < degree; ++d) rows.push_back(v), cols.push_back(r.below(n));
  }
  const auto A = gb::Matrix<std::int64_t>::from_coo(n, n, rows, cols, std::vector<std::int64_t>(rows.size(), 1));
  const auto Ad = A.to(gb::cuda(0));
  const gb::matrix_operand<std::int64_t> opA{A, false};
  const auto visited = random_vector<std::int64_t>(r, n, 0.3, gb::storage::bitmap);
  const auto visited_d = visited.to(gb::cuda(0));
  for (index_t size : {index_t(0), index_t(1), index_t(7), index_t(300), n / 4, n}) {
    for (bool hubs : {false, true}) {
      std::vector<index_t> idx;
      std::vector<std::int64_t> val;
      for (index_t v = 0; v < n && index_t(idx.size()) < size; ++v)
        if ((v < 5 && hubs) || (v >= 5 && (size == n || r.chance(double(size) / double(n))))) {
          idx.push_back(v);
          val.push_back(std::int64_t(r.below(7)) + 1);
        }
      const auto u = gb::Vector<std::int64_t>::from_list(n, idx, val);
      const auto u_host_count = u.to(gb::cuda(0));
      // u's entries again, their count left on the device: ud<s(u), replace> = u
      gb::Vector<std::int64_t> ud(n, gb::storage::sparse, gb::cuda(0));
      gb::assign(ud, gb::structure(u_host_count), gb::no_accum, u_host_count, gb::replace);
      for (int variant = 0; variant < 6; ++variant) {
        // the device-count push's two forms: warp chunks (mapping warp) and the grid's slices (load_balanced);
        // automatic takes the slices here (mean degree above 8)
        const bool masked = variant % 2 == 1;
        const gb::mapping map = std::array<gb::mapping, 3>{gb::mapping::automatic, gb::mapping::warp,
                                                           gb::mapping::load_balanced}[variant / 2];
        INFO("frontier " << idx.size() << (hubs ? " with the hubs" : "") << (masked ? ", mask ¬s(visited)" : "")
                         << ", mapping " << gb::to_string(map));
        REQUIRE(ud.nvals_on_device());
        // w = u plus.pair A: every edge counted once; w = u min.first A: the smallest frontier value
        gb::Vector<std::int64_t> want_pair(n), want_min(n);
        gb::Vector<std::int64_t> got_pair(n, gb::storage::sparse, gb::cuda(0)), got_min = got_pair;
        const auto push = gb::replace.with(gb::method::push).with(map);
        const auto run = [&](auto mask, auto mask_h) {
          gb::reference::vxm(want_pair, mask_h, gb::no_accum, gb::plus_pair<std::int64_t>{}, u, opA, true);
          gb::reference::vxm(want_min, mask_h, gb::no_accum, gb::min_first<std::int64_t>{}, u, opA, true);
          gb::vxm(got_pair, mask, gb::no_accum, gb::plus_pair<std::int64_t>{}, ud, Ad, push);
          gb::vxm(got_min, mask, gb::no_accum, gb::min_first<std::int64_t>{}, ud, Ad, push);
        };
        if (masked) run(gb::complement(gb::structure(visited_d)), gb::complement(gb::structure(visited)));
        else run(gb::no_mask, gb::no_mask);
        CHECK(diff_vectors(got_pair.to(gb::host), want_pair) == "");
        CHECK(diff_vectors(got_min.to(gb::host), want_min) == "");
      }
    }
  }
}

namespace {

/// n x n graph whose in/out degrees cover the three pull bins (< 16, < 1024, >= 1024).
template <class T>
gb::Matrix<T> skewed_graph(case_rng& r, index_t n) {
  std::vector<index_t> rows, cols;
  std::vector<T> vals;
  auto add = [&](index_t i, index_t j) {
    rows.push_back(i);
    cols.push_back(j);
    vals.push_back(small_value<T>(r, 1));
  };
  for (index_t i = 0; i < n; ++i) {
    const index_t deg = i % 997 == 5 ? 1500 : i % 31 == 2 ? 60 : r.below(6);
    for (index_t d = 0; d < deg; ++d) add(i, r.below(n));
  }
  for (index_t j = 0; j < 2; ++j)  // two columns of high in-degree too
    for (index_t i = 0; i < n; i += 2) add(i, j);
  return gb::Matrix<T>::from_coo(n, n, rows, cols, vals, gb::format::csr);
}

/// q<¬visited, replace> = q ⊕.⊗ A (and Aᵀ ⊕.⊗ q) for every mapping, kernel and format.
template <class T, class Semiring>
void check_mappings(std::uint64_t seed) {
  Semiring s{};
  case_rng r(seed);
  const index_t n = 3001;
  auto A = skewed_graph<T>(r, n);
  for (gb::format f : {gb::format::csr, gb::format::csc}) {
    auto Af = A.to_format(f);
    auto Ad = Af.to(gb::cuda(0));
    for (gb::storage us : {gb::storage::sparse, gb::storage::bitmap})
      for (double fill : {0.002, 0.3}) {
        auto u = random_vector<T>(r, n, fill, us, 1);
        auto visited = random_vector<T>(r, n, 0.4, gb::storage::bitmap);
        auto ud = u.to(gb::cuda(0)), vd = visited.to(gb::cuda(0));
        for (bool vxm : {false, true})
          for (gb::method kernel : {gb::method::push, gb::method::pull})
            for (gb::mapping map : {gb::mapping::thread, gb::mapping::warp, gb::mapping::load_balanced}) {
              INFO((vxm ? "vxm " : "mxv ") << to_string(f) << " u " << to_string(us) << " fill " << fill
                                           << " kernel " << to_string(kernel) << " mapping " << to_string(map));
              gb::descriptor desc = gb::replace.with(kernel).with(map);
              gb::Vector<T> want(n), got(n);
              gb::Vector<T> wd = got.to(gb::cuda(0));
              auto mask_h = gb::complement(gb::structure(visited));
              auto mask_d = gb::complement(gb::structure(vd));
              gb::matrix_operand<T> opA{Af, false};
              if (vxm) {
                gb::reference::vxm(want, mask_h, gb::no_accum, s, u, opA, true);
                gb::vxm(wd, mask_d, gb::no_accum, s, ud, Ad, desc);
              } else {
                gb::reference::mxv(want, mask_h, gb::no_accum, s, opA, u, true);
                gb::mxv(wd, mask_d, gb::no_accum, s, Ad, ud, desc);
              }
              got = wd.to(gb::host);
              if constexpr (is_any_semiring<Semiring>) {
                CHECK(got.nvals() == want.nvals());  // structure; values are checked by the op cases
                auto g = gb::reference::entries_of(got), w = gb::reference::entries_of(want);
                bool same_keys = g.size() == w.size();
                for (auto& kv : w) same_keys = same_keys && g.count(kv.first);
                CHECK(same_keys);
              } else {
                CHECK(diff_vectors(got, want) == "");
              }
            }
      }
  }
}

}  // namespace

TEST_CASE("cuda pull and push give the reference result under every work mapping (thread, warp, load-balanced)",
          "[cuda][mxv][sanitize][racecheck]") {
  GB_REQUIRE_CUDA();
  check_mappings<std::int32_t, gb::min_secondi<std::int32_t>>(31);
  check_mappings<bool, gb::any_pair<bool>>(32);
  check_mappings<double, gb::plus_times<double>>(33);
}

TEST_CASE("cuda scatter atomics combine 1-byte (CAS), 64-bit and float-max terms like the reference",
          "[cuda][mxv][sanitize]") {
  GB_REQUIRE_CUDA();
  check_mappings<std::int8_t, gb::plus_times<std::int8_t>>(41);
  check_mappings<std::int64_t, gb::plus_times<std::int64_t>>(42);
  check_mappings<float, gb::max_times<float>>(43);
}

TEST_CASE("repeated cuda products of one shape allocate no new workspace memory", "[cuda][mxv]") {
  GB_REQUIRE_CUDA();
  case_rng r(51);
  const index_t n = 2000;
  auto A = skewed_graph<bool>(r, n).to(gb::cuda(0));
  auto u = random_vector<bool>(r, n, 0.05, gb::storage::sparse, 1).to(gb::cuda(0));
  auto visited = random_vector<bool>(r, n, 0.3, gb::storage::bitmap).to(gb::cuda(0));
  gb::Vector<bool> q = gb::Vector<bool>(n).to(gb::cuda(0));
  auto& ws = gb::gpu::default_workspace(0);
  auto step = [&] {
    q = u;
    gb::vxm(q, gb::complement(gb::structure(visited)), gb::no_accum, gb::any_pair<bool>{}, q, A, gb::replace);
  };
  step();
  const std::size_t warm = ws.allocation_count();
  for (int k = 0; k < 5; ++k) step();
  CHECK(ws.allocation_count() == warm);
  CHECK(q.nvals() > 0);
}
