// Tests of the deterministic generators (grid, k-ary tree, Mycielski): vertex
// and edge counts, degrees, BFS distances, triangle-freeness, argument checks,
// and Mycielski M_12 against ../shared/data/graphs/mycielskian12.mtx.gz.
#include <algorithm>
#include <string>

#include "catch_compat.hpp"
#include "gen_test_util.hpp"
#include "graphblade/gen/generators.hpp"
#include "graphblade/io/matrix_market.hpp"

namespace gb = graphblade;
namespace gen = graphblade::gen;
using gb::index_t;
using gb::offset_t;

namespace {

/// Number of triangles of a symmetric CSR pattern (sorted rows), each counted once.
std::size_t triangles(const gb::Matrix<double>& A) {
  std::size_t t = 0;
  for (index_t u = 0; u < A.nrows(); ++u)
    for (offset_t k = A.offsets()[u]; k < A.offsets()[u + 1]; ++k) {
      index_t v = A.indices()[k];
      if (v <= u) continue;
      for (offset_t l = A.offsets()[v]; l < A.offsets()[v + 1]; ++l) {
        index_t w = A.indices()[l];
        if (w > v && A.get(u, w)) ++t;
      }
    }
  return t;
}

}  // namespace

TEST_CASE("grid: n = rows x cols and rows(cols-1)+cols(rows-1) edges with corner degree 2 and interior 4", "[gen]") {
  auto [rows, cols] = GENERATE(table<index_t, index_t>({{1, 1}, {1, 7}, {5, 1}, {2, 2}, {6, 9}, {33, 17}}));
  auto g = gen::grid(rows, cols);
  CHECK(g.n == rows * cols);
  REQUIRE(g.src.size() == std::size_t(rows) * (cols - 1) + std::size_t(cols) * (rows - 1));
  auto A = g.to_matrix();
  CHECK(gentest::is_symmetric(A));
  CHECK(A.nvals() == 2 * g.src.size());  // no duplicates, no loops
  auto deg = gentest::degrees(A);
  auto id = [&](index_t r, index_t c) { return r * cols + c; };
  for (index_t r = 0; r < rows; ++r)
    for (index_t c = 0; c < cols; ++c) {
      offset_t expect = (r > 0) + (r + 1 < rows) + (c > 0) + (c + 1 < cols);
      CHECK(deg[id(r, c)] == expect);
      if (c + 1 < cols) CHECK(A.get(id(r, c), id(r, c + 1)).has_value());
      if (r + 1 < rows) CHECK(A.get(id(r, c), id(r + 1, c)).has_value());
    }
  if (rows >= 2 && cols >= 2) CHECK(deg[id(0, 0)] == 2);
  if (rows >= 3 && cols >= 3) CHECK(deg[id(1, 1)] == 4);
}

TEST_CASE("grid: BFS distance from a corner is the Manhattan distance and the diameter is rows+cols-2", "[gen]") {
  const index_t rows = 23, cols = 41;
  auto A = gen::grid(rows, cols).to_matrix();
  auto level = gentest::bfs_levels(A, 0);
  for (index_t r = 0; r < rows; ++r)
    for (index_t c = 0; c < cols; ++c) REQUIRE(level[r * cols + c] == long(r + c));
  CHECK(*std::max_element(level.begin(), level.end()) == long(rows + cols - 2));
}

TEST_CASE("grid rejects empty sides and vertex counts past 32-bit ids", "[gen]") {
  CHECK_THROWS_AS(gen::grid(0, 5), gb::invalid_value);
  CHECK_THROWS_AS(gen::grid(5, 0), gb::invalid_value);
  CHECK_THROWS_AS(gen::grid(100000, 100000), gb::invalid_value);
  CHECK_THROWS_AS(gen::grid(65536, 65536), gb::invalid_value);
}

TEST_CASE("kary_tree: n = (k^(d+1)-1)/(k-1) with root degree k and internal k+1 and leaves 1 at depth d", "[gen]") {
  auto [k, depth] = GENERATE(table<index_t, index_t>({{2, 0}, {2, 1}, {2, 6}, {3, 4}, {5, 3}, {1, 6}}));
  auto g = gen::kary_tree(k, depth);
  std::size_t n = 0, level_size = 1;
  for (index_t d = 0; d <= depth; ++d, level_size *= k) n += level_size;
  REQUIRE(g.n == n);
  REQUIRE(g.src.size() == n - 1);
  for (std::size_t e = 0; e < g.src.size(); ++e) CHECK(g.src[e] == (g.dst[e] - 1) / k);
  auto A = g.to_matrix();
  CHECK(gentest::is_symmetric(A));
  CHECK(A.nvals() == 2 * (n - 1));
  auto deg = gentest::degrees(A);
  auto level = gentest::bfs_levels(A, 0);
  const std::size_t first_leaf = n - level_size / k;  // the last level has k^depth vertices
  for (index_t v = 0; v < g.n; ++v) {
    bool leaf = v >= first_leaf;
    offset_t expect = depth == 0 ? 0 : v == 0 ? k : leaf ? 1 : k + 1;
    CHECK(deg[v] == expect);
    if (leaf) CHECK(level[v] == long(depth));
    else CHECK(level[v] < long(depth));
  }
}

TEST_CASE("kary_tree rejects k = 0 and trees with more vertices than 32-bit ids", "[gen]") {
  CHECK_THROWS_AS(gen::kary_tree(0, 3), gb::invalid_value);
  CHECK_THROWS_AS(gen::kary_tree(2, 32), gb::invalid_value);  // 2^33 - 1 vertices
  CHECK_THROWS_AS(gen::kary_tree(1000, 4), gb::invalid_value);
  CHECK_THROWS_AS(gen::kary_tree(1, gb::max_index), gb::invalid_value);
  CHECK_THROWS_AS(gen::kary_tree(gb::max_index, 2), gb::invalid_value);
  CHECK_THROWS_AS(gen::kary_tree(2, 31), gb::invalid_value);  // 2^32 - 1 = max_index vertices
  CHECK(gen::kary_tree(2, 20).n == (index_t(1) << 21) - 1);
}

TEST_CASE("mycielski k=2..10: n = 3 x 2^(k-2)-1 and edges(k+1) = 3 edges(k) + n(k) and symmetric without duplicates", "[gen]") {
  std::size_t n = 2, m = 1;
  for (int k = 2; k <= 10; ++k) {
    auto g = gen::mycielski(k);
    CHECK(g.n == 3 * (std::size_t(1) << (k - 2)) - 1);
    CHECK(g.n == n);
    REQUIRE(g.src.size() == m);
    auto A = g.to_matrix();
    CHECK(gentest::is_symmetric(A));
    CHECK(A.nvals() == 2 * m);  // every listed edge distinct, none a loop
    m = 3 * m + n;
    n = 2 * n + 1;
  }
  CHECK(gen::mycielski(4).src.size() == 20);  // the Grötzsch graph: 11 vertices, 20 edges
}

TEST_CASE("mycielski graphs are triangle-free and M_3 is the 5-cycle", "[gen]") {
  for (int k = 2; k <= 7; ++k) CHECK(triangles(gen::mycielski(k).to_matrix()) == 0);
  auto deg = gentest::degrees(gen::mycielski(3).to_matrix());
  CHECK(std::all_of(deg.begin(), deg.end(), [](offset_t d) { return d == 2; }));
  auto level = gentest::bfs_levels(gen::mycielski(3).to_matrix(), 0);
  CHECK(*std::max_element(level.begin(), level.end()) == 2);  // connected, diameter 2
}

TEST_CASE("mycielski rejects k < 2 and k past 32-bit ids", "[gen]") {
  CHECK_THROWS_AS(gen::mycielski(1), gb::invalid_value);
  CHECK_THROWS_AS(gen::mycielski(-4), gb::invalid_value);
  CHECK_THROWS_AS(gen::mycielski(33), gb::invalid_value);
}

TEST_CASE("mycielski(12) matches mycielskian12.mtx.gz in n and nnz and sorted degree sequence", "[gen][data]") {
  GB_REQUIRE_DATA(dir);
  auto file = gb::io::read_matrix_market(dir + "/mycielskian12.mtx.gz");
  auto ours = gen::mycielski(12);
  REQUIRE(file.nrows == ours.n);
  REQUIRE(file.nrows == 3071);
  auto F = file.to_matrix(), M = ours.to_matrix();
  CHECK(F.nvals() == M.nvals());
  CHECK(M.nvals() == 2 * ours.src.size());
  auto df = gentest::degrees(F), dm = gentest::degrees(M);
  std::sort(df.begin(), df.end());
  std::sort(dm.begin(), dm.end());
  CHECK(df == dm);
}

TEST_CASE("mycielski(12) equals mycielskian12.mtx.gz entry for entry in the file's documented vertex order",
          "[gen][data]") {
  // The file's header says: originals, then shadows, then hub at each step —
  // the order gen::mycielski uses.
  GB_REQUIRE_DATA(dir);
  auto F = gb::io::read_matrix_market(dir + "/mycielskian12.mtx.gz").to_matrix();
  auto M = gen::mycielski(12).to_matrix();
  REQUIRE(F.nvals() == M.nvals());
  CHECK(std::equal(F.offsets().begin(), F.offsets().end(), M.offsets().begin()));
  CHECK(std::equal(F.indices().begin(), F.indices().end(), M.indices().begin()));
}
