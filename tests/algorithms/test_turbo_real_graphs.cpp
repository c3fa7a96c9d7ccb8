// TurboBFS on the CPU against the reference BFS on every real graph of
// ../shared/data/graphs (directed and undirected SuiteSparse / SNAP graphs):
// levels, depth and σ, parents for the bottom-up variants (test_turbo_compare.hpp).
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/io/load_graph.hpp"
#include "test_turbo_compare.hpp"

using namespace graphblade;

TEST_CASE("every TurboBFS variant matches the reference on every real graph", "[turbo][data]") {
  GB_REQUIRE_DATA(dir);
  const std::vector<std::string> files = gbtest::real_graph_files(dir);
  REQUIRE(!files.empty());
  for (const auto& path : files) {
    const Matrix<bool> A = io::load_graph(path).A.cast<bool>();
    // One source keeps the suite within its time budget (deep road graphs cost
    // O(n) per level): the largest out-degree vertex, in the biggest component.
    gbtest::check_turbo_variants(io::graph_name(path), A, {gbtest::turbo_hub(A)}, "cpu");
  }
}
