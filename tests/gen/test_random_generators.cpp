// Tests of the seeded random generators (Graph500 Kronecker, R-MAT, uniform):
// sizes, matrix symmetry and degree sums, the initiator's quadrant frequencies,
// seeded determinism, independence from the OpenMP thread count, the vertex
// scrambling permutation, and argument checking.
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "catch_compat.hpp"
#include "gen_test_util.hpp"
#include "graphblade/gen/generators.hpp"
#include "src/gen/counter_rng.hpp"

namespace gb = graphblade;
namespace gen = graphblade::gen;
using gb::index_t;

namespace {

bool same_list(const gen::edge_list& a, const gen::edge_list& b) {
  return a.n == b.n && a.src == b.src && a.dst == b.dst && a.undirected == b.undirected;
}

/// Run `make` with 1 thread and with 2 threads; restores the thread count.
template <class F>
std::pair<gen::edge_list, gen::edge_list> with_one_and_two_threads(F make) {
  int saved = omp_get_max_threads();
  omp_set_num_threads(1);
  gen::edge_list one = make();
  omp_set_num_threads(2);
  gen::edge_list two = make();
  omp_set_num_threads(saved);
  return {std::move(one), std::move(two)};
}

}  // namespace

TEST_CASE("random generators list edge_factor x 2^scale undirected edges on 2^scale vertices", "[gen]") {
  auto g = GENERATE(as<int>{}, 0, 1, 2);
  int scale = 10, ef = 8;
  gen::edge_list list = g == 0   ? gen::kronecker(scale, ef, 7)
                        : g == 1 ? gen::rmat(scale, ef, 0.45, 0.15, 0.15, 7)
                                 : gen::uniform(scale, ef, 7);
  CHECK(list.n == (index_t(1) << scale));
  CHECK(list.undirected);
  REQUIRE(list.src.size() == std::size_t(ef) << scale);
  REQUIRE(list.dst.size() == list.src.size());
  CHECK(std::all_of(list.src.begin(), list.src.end(), [&](index_t v) { return v < list.n; }));
  CHECK(std::all_of(list.dst.begin(), list.dst.end(), [&](index_t v) { return v < list.n; }));
  CHECK(gen::kronecker(0, 3, 1).n == 1);
  CHECK(gen::kronecker(0, 3, 1).src == std::vector<index_t>(3, 0));
}

TEST_CASE("random generators: to_matrix is symmetric and loop-free with degree sum 2 x distinct edges", "[gen]") {
  auto g = GENERATE(as<int>{}, 0, 1, 2);
  gen::edge_list list = g == 0   ? gen::kronecker(11, 16, 3)
                        : g == 1 ? gen::rmat(11, 16, 0.6, 0.2, 0.1, 3, true)
                                 : gen::uniform(11, 4, 3);
  auto A = list.to_matrix();
  REQUIRE(A.nrows() == list.n);
  CHECK(gentest::is_symmetric(A));
  for (index_t i = 0; i < A.nrows(); ++i) CHECK_FALSE(A.get(i, i).has_value());
  auto deg = gentest::degrees(A);
  gb::offset_t sum = std::accumulate(deg.begin(), deg.end(), gb::offset_t(0));
  CHECK(sum == A.nvals());
  CHECK(sum == 2 * gentest::distinct_undirected_edges(list).size());
}

TEST_CASE("kronecker follows the initiator: upper-half rows A+B and left-half columns A+C", "[gen]") {
  // Unscrambled R-MAT: the top bit of a row id is 1 with probability c + d,
  // of a column id with probability b + d.
  // Graph500's symmetric initiator, and one with b != c so B and C cannot be confused.
  auto [a, b, c] = GENERATE(table<double, double, double>({{0.57, 0.19, 0.19}, {0.45, 0.30, 0.10}}));
  auto list = gen::rmat(16, 16, a, b, c, 11);
  const index_t half = list.n / 2;
  double m = double(list.src.size());
  double top_rows = double(std::count_if(list.src.begin(), list.src.end(), [&](index_t v) { return v < half; }));
  double left_cols = double(std::count_if(list.dst.begin(), list.dst.end(), [&](index_t v) { return v < half; }));
  // m ~ 1M, the standard deviation of each fraction is < 0.0005.
  CHECK(std::abs(top_rows / m - (a + b)) < 0.005);
  CHECK(std::abs(left_cols / m - (a + c)) < 0.005);
  // Vertex 0 (all-A path) is the hub: expected degree m·(a+b)^scale + ... far above the mean.
  std::vector<std::size_t> out_deg(list.n, 0);
  for (index_t v : list.src) ++out_deg[v];
  CHECK(out_deg[0] == *std::max_element(out_deg.begin(), out_deg.end()));
  CHECK(out_deg[0] > 100 * 16);
}

TEST_CASE("kronecker equals unscrambled rmat(0.57 0.19 0.19) with vertex ids permuted", "[gen]") {
  auto kron = gen::kronecker(12, 4, 5);
  auto plain = gen::rmat(12, 4, 0.57, 0.19, 0.19, 5, false);
  REQUIRE(kron.src.size() == plain.src.size());
  gb::gen::detail::power_of_two_permutation perm(12, 5);
  bool all_mapped = true;
  for (std::size_t e = 0; e < kron.src.size(); ++e)
    all_mapped = all_mapped && kron.src[e] == perm(plain.src[e]) && kron.dst[e] == perm(plain.dst[e]);
  CHECK(all_mapped);
  CHECK(kron.src != plain.src);  // the scrambling moved ids
  CHECK(same_list(gen::rmat(12, 4, 0.57, 0.19, 0.19, 5, true), kron));
}

TEST_CASE("the vertex scrambling permutation is a seed-dependent bijection of 0..2^bits-1", "[gen]") {
  for (int bits : {0, 1, 2, 5, 10, 16}) {
    gb::gen::detail::power_of_two_permutation p(bits, 42), q(bits, 43);
    std::size_t n = std::size_t(1) << bits;
    std::vector<char> hit(n, 0);
    std::size_t fixed = 0, differ = 0;
    for (std::size_t x = 0; x < n; ++x) {
      auto y = p(x);
      REQUIRE(y < n);
      hit[y] = 1;
      fixed += y == x;
      differ += y != q(x);
    }
    CHECK(std::count(hit.begin(), hit.end(), 1) == std::ptrdiff_t(n));
    if (bits >= 10) {
      CHECK(fixed < n / 64);
      CHECK(differ > n / 2);
    }
  }
}

TEST_CASE("random generators are deterministic: same seed same list and other seed other list", "[gen]") {
  CHECK(same_list(gen::kronecker(10, 16, 9), gen::kronecker(10, 16, 9)));
  CHECK_FALSE(same_list(gen::kronecker(10, 16, 9), gen::kronecker(10, 16, 10)));
  CHECK(same_list(gen::rmat(10, 8, 0.5, 0.2, 0.2, 9), gen::rmat(10, 8, 0.5, 0.2, 0.2, 9)));
  CHECK_FALSE(same_list(gen::rmat(10, 8, 0.5, 0.2, 0.2, 9), gen::rmat(10, 8, 0.5, 0.2, 0.2, 8)));
  CHECK(same_list(gen::uniform(10, 16, 9), gen::uniform(10, 16, 9)));
  CHECK_FALSE(same_list(gen::uniform(10, 16, 9), gen::uniform(10, 16, 10)));
  // Different generators with one seed draw from different streams.
  CHECK(gen::uniform(10, 16, 9).src != gen::rmat(10, 16, 0.25, 0.25, 0.25, 9).src);
}

TEST_CASE("random generators give the same list with 1 and with 2 OpenMP threads", "[gen]") {
  auto kron = with_one_and_two_threads([] { return gen::kronecker(14, 16, 21); });
  CHECK(same_list(kron.first, kron.second));
  auto rmat = with_one_and_two_threads([] { return gen::rmat(13, 8, 0.45, 0.25, 0.15, 21, true); });
  CHECK(same_list(rmat.first, rmat.second));
  auto uni = with_one_and_two_threads([] { return gen::uniform(14, 16, 21); });
  CHECK(same_list(uni.first, uni.second));
}

TEST_CASE("uniform endpoints are spread evenly over the vertices", "[gen]") {
  auto list = gen::uniform(8, 256, 4);  // 65536 edges on 256 vertices: 256 per vertex per side
  std::vector<std::size_t> count(list.n, 0);
  for (index_t v : list.src) ++count[v];
  for (index_t v : list.dst) ++count[v];
  // mean 512, sd ~ 22.6: +-8 sd bounds
  CHECK(*std::min_element(count.begin(), count.end()) > 512 - 180);
  CHECK(*std::max_element(count.begin(), count.end()) < 512 + 180);
}

TEST_CASE("random generators reject bad scale or edge factor or initiator with invalid_value", "[gen]") {
  CHECK_THROWS_AS(gen::kronecker(-1), gb::invalid_value);
  CHECK_THROWS_AS(gen::kronecker(32), gb::invalid_value);
  CHECK_THROWS_AS(gen::kronecker(10, 0), gb::invalid_value);
  CHECK_THROWS_AS(gen::kronecker(10, -3), gb::invalid_value);
  CHECK_THROWS_AS(gen::uniform(40), gb::invalid_value);
  CHECK_THROWS_AS(gen::uniform(10, 0), gb::invalid_value);
  CHECK_THROWS_AS(gen::rmat(10, 16, 0.6, 0.3, 0.2), gb::invalid_value);
  CHECK_THROWS_AS(gen::rmat(10, 16, -0.1, 0.3, 0.2), gb::invalid_value);
  CHECK_THROWS_AS(gen::rmat(10, 16, std::nan(""), 0.3, 0.2), gb::invalid_value);
  CHECK_THROWS_AS(gen::rmat(10, 0, 0.5, 0.2, 0.2), gb::invalid_value);
  CHECK_NOTHROW(gen::rmat(4, 1, 0.25, 0.25, 0.25));
  CHECK_NOTHROW(gen::rmat(4, 1, 0.5, 0.25, 0.25));  // d = 0
}
