// CPU mxv / vxm beyond the random grid: which kernel each format serves,
// aliasing (w = u, w = mask) on every kernel, "any" semirings (value = some
// valid term), and large inputs that run the parallel paths (atomics, edge
// chunks, local-queue flushes) against the reference, repeatedly, so the
// per-thread workspaces are reused across sizes and types.
#include <random>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/reference/mxv.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

/// Random square pattern-or-valued matrix with a few hubs (high degree rows).
gb::Matrix<int> random_graph(index_t n, index_t avg_degree, std::uint32_t seed, bool valued) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<index_t> vertex(0, n - 1);
  std::uniform_int_distribution<int> val(1, 4);
  std::vector<index_t> r, c;
  std::vector<int> v;
  for (index_t e = 0; e < n * avg_degree; ++e) {
    index_t i = e % 97 == 0 ? index_t(e % 5) : vertex(rng);  // rows 0..4 are hubs
    r.push_back(i);
    c.push_back(vertex(rng));
    v.push_back(val(rng));
  }
  return gb::Matrix<int>::from_coo(n, n, r, c, valued ? v : std::vector<int>{}, gb::format::csr);
}

gb::Vector<int> random_frontier(index_t n, double fill, std::uint32_t seed, gb::storage s) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> coin(0, 1);
  std::vector<index_t> idx;
  std::vector<int> val;
  for (index_t i = n; i-- > 0;)
    if (coin(rng) < fill) {
      idx.push_back(i);
      val.push_back(int(i % 7) + 1);
    }
  auto v = gb::Vector<int>::from_list(n, idx, val);
  return s == gb::storage::sparse ? v : v.to_storage(s);
}

}  // namespace

TEST_CASE("serving_kernel honours the request when the format stores the needed lists, else falls back",
          "[ops][cpu]") {
  using gb::method;
  using gb::format;
  // N = A (mxv on A): CSR stores rows of N -> pull; CSC stores columns -> push.
  CHECK(gb::backend::serving_kernel(format::csr, false, method::pull, gb::storage::sparse) == method::pull);
  CHECK(gb::backend::serving_kernel(format::csr, false, method::push, gb::storage::sparse) == method::pull);
  CHECK(gb::backend::serving_kernel(format::csc, false, method::push, gb::storage::bitmap) == method::push);
  CHECK(gb::backend::serving_kernel(format::csc, false, method::pull, gb::storage::bitmap) == method::push);
  // N = Aᵀ (vxm on A, mxv on transpose(A)): CSR serves push, CSC serves pull.
  CHECK(gb::backend::serving_kernel(format::csr, true, method::automatic, gb::storage::sparse) == method::push);
  CHECK(gb::backend::serving_kernel(format::csr, true, method::automatic, gb::storage::bitmap) == method::push);
  CHECK(gb::backend::serving_kernel(format::csc, true, method::automatic, gb::storage::bitmap) == method::pull);
  CHECK(gb::backend::serving_kernel(format::csc, true, method::edge, gb::storage::dense) == method::pull);
  // COOC: the edge-parallel scatter, whatever was asked.
  for (method m : {method::automatic, method::push, method::pull, method::edge})
    CHECK(gb::backend::serving_kernel(format::cooc, m == method::push, m, gb::storage::sparse) == method::edge);
}

TEST_CASE("cpu mxv/vxm with w aliasing u or the mask equals the reference on every kernel", "[ops][cpu]") {
  const index_t n = 300;
  auto A_csr = random_graph(n, 4, 7, true);
  for (gb::format f : {gb::format::csr, gb::format::csc, gb::format::cooc}) {
    auto A = A_csr.to_format(f);
    for (gb::storage us : {gb::storage::sparse, gb::storage::bitmap})
      for (bool replace : {false, true})
        for (bool vxm : {false, true}) {
          INFO("format " << gb::to_string(f) << " u " << gb::to_string(us) << " replace " << replace << " vxm "
                         << vxm);
          auto q0 = random_frontier(n, 0.1, 5, us);
          auto visited = random_frontier(n, 0.3, 6, gb::storage::bitmap);
          gb::descriptor d{replace, gb::method::automatic};
          gb::plus_times<int> s;
          // q<¬s(visited)> = q +.* A (w = u), accumulate-free and accumulating.
          {
            gb::Vector<int> q = q0, ref = q0;
            auto mask = gb::complement(gb::structure(visited));
            if (vxm) {
              gb::vxm(q, mask, gb::no_accum, s, q, A, d);
              gb::reference::vxm(ref, mask, gb::no_accum, s, q0, gb::matrix_operand<int>{A, false}, replace);
            } else {
              gb::mxv(q, mask, gb::no_accum, s, A, q, d);
              gb::reference::mxv(ref, mask, gb::no_accum, s, gb::matrix_operand<int>{A, false}, q0, replace);
            }
            CHECK(q.entries() == ref.entries());
          }
          {
            gb::Vector<int> q = q0, ref = q0;
            if (vxm) {
              gb::vxm(q, gb::structure(visited), gb::plus_op<int>{}, s, q, A, d);
              gb::reference::vxm(ref, gb::structure(visited), gb::plus_op<int>{}, s, q0,
                                 gb::matrix_operand<int>{A, false}, replace);
            } else {
              gb::mxv(q, gb::structure(visited), gb::plus_op<int>{}, s, A, q, d);
              gb::reference::mxv(ref, gb::structure(visited), gb::plus_op<int>{}, s,
                                 gb::matrix_operand<int>{A, false}, q0, replace);
            }
            CHECK(q.entries() == ref.entries());
          }
          // v<v> = u +.* A (w = the value mask).
          {
            gb::Vector<int> v = visited, ref = visited;
            gb::Vector<int> mask_copy = visited;
            if (vxm) {
              gb::vxm(v, v, gb::no_accum, s, q0, A, d);
              gb::reference::vxm(ref, gb::as_mask(mask_copy), gb::no_accum, s, q0, gb::matrix_operand<int>{A, false},
                                 replace);
            } else {
              gb::mxv(v, v, gb::plus_op<int>{}, s, A, q0, d);
              gb::reference::mxv(ref, gb::as_mask(mask_copy), gb::plus_op<int>{}, s,
                                 gb::matrix_operand<int>{A, false}, q0, replace);
            }
            CHECK(v.entries() == ref.entries());
          }
        }
  }
}

TEST_CASE("cpu any_secondi: same entries as the reference, each value a frontier in-neighbour", "[ops][cpu]") {
  const index_t n = 5000;
  auto A = random_graph(n, 6, 9, false);
  auto At = A.to_format(gb::format::csc);
  auto Acooc = A.to_format(gb::format::cooc);
  auto visited = random_frontier(n, 0.2, 3, gb::storage::bitmap);
  for (gb::storage us : {gb::storage::sparse, gb::storage::bitmap}) {
    auto q = random_frontier(n, 0.05, 4, us);
    gb::Vector<int> ref(n);
    gb::reference::vxm(ref, gb::complement(gb::structure(visited)), gb::no_accum, gb::any_secondi<int>{}, q,
                       gb::matrix_operand<int>{A, false}, true);
    for (const gb::Matrix<int>* M : {&A, &At, &Acooc}) {
      gb::Vector<int> p(n);
      gb::vxm(p, gb::complement(gb::structure(visited)), gb::no_accum, gb::any_secondi<int>{}, q, *M, gb::replace);
      REQUIRE(p.nvals() == ref.nvals());
      auto got = p.entries();
      auto want = ref.entries();
      for (std::size_t e = 0; e < got.size(); ++e) {
        REQUIRE(got[e].first == want[e].first);
        index_t parent = index_t(got[e].second);
        REQUIRE(parent < n);
        CHECK(q.get(parent).has_value());
        CHECK(A.get(parent, got[e].first).has_value());
      }
    }
  }
}

TEST_CASE("cpu kernels on large inputs (parallel paths) equal the reference, workspaces reused across sizes",
          "[ops][cpu]") {
  for (index_t n : {20000u, 3000u, 20000u}) {
    auto A = random_graph(n, 8, n, true);
    auto Acsc = A.to_format(gb::format::csc);
    auto Acooc = A.to_format(gb::format::cooc);
    auto visited = random_frontier(n, 0.3, 1, gb::storage::bitmap);
    for (gb::storage us : {gb::storage::sparse, gb::storage::bitmap}) {
      auto u = random_frontier(n, 0.2, 2, us);
      gb::Vector<long> ref_sum(n), ref_min(n);
      gb::reference::vxm(ref_sum, gb::complement(gb::structure(visited)), gb::no_accum, gb::plus_times<long>{}, u,
                         gb::matrix_operand<int>{A, false}, true);
      gb::reference::vxm(ref_min, gb::complement(gb::structure(visited)), gb::no_accum, gb::min_secondi<long>{}, u,
                         gb::matrix_operand<int>{A, false}, true);
      for (const gb::Matrix<int>* M : {&A, &Acsc, &Acooc}) {
        INFO("n " << n << " format " << gb::to_string(M->storage_format()) << " u " << gb::to_string(us));
        gb::Vector<long> w_sum(n), w_min(n);
        gb::vxm(w_sum, gb::complement(gb::structure(visited)), gb::no_accum, gb::plus_times<long>{}, u, *M,
                gb::replace);
        gb::vxm(w_min, gb::complement(gb::structure(visited)), gb::no_accum, gb::min_secondi<long>{}, u, *M,
                gb::replace);
        CHECK(w_sum.entries() == ref_sum.entries());
        CHECK(w_min.entries() == ref_min.entries());
        // The same product as mxv over transpose(A).
        gb::Vector<long> w_t(n);
        gb::mxv(w_t, gb::complement(gb::structure(visited)), gb::no_accum, gb::plus_times<long>{},
                gb::transpose(*M), u, gb::replace);
        CHECK(w_t.entries() == ref_sum.entries());
      }
    }
  }
}

TEST_CASE("cpu push and pull allocate nothing in steady state: output arrays ping-pong between two buffers",
          "[ops][cpu]") {
  const index_t n = 50000;
  auto A = random_graph(n, 4, 21, false);
  auto visited = random_frontier(n, 0.5, 22, gb::storage::bitmap);
  for (gb::storage us : {gb::storage::sparse, gb::storage::bitmap}) {
    auto q = random_frontier(n, 0.01, 23, us);
    std::vector<const void*> seen;
    for (int call = 0; call < 6; ++call) {
      gb::Vector<int> q_in = q;  // fresh input each call: only w's arrays are recycled
      // vxm on a CSR matrix runs push (sparse output), mxv on it runs pull (bitmap output).
      if (us == gb::storage::sparse)
        gb::vxm(q, gb::complement(gb::structure(visited)), gb::no_accum, gb::any_pair<int>{}, q_in, A, gb::replace);
      else
        gb::mxv(q, gb::complement(gb::structure(visited)), gb::no_accum, gb::any_pair<int>{}, A, q_in, gb::replace);
      REQUIRE(q.kind() == us);
      if (call >= 2) seen.push_back(q.values().data());
    }
    // After two warm-up calls the results alternate between the same two value arrays.
    CHECK(seen[0] == seen[2]);
    CHECK(seen[1] == seen[3]);
    CHECK(seen[0] != seen[1]);
  }
}
