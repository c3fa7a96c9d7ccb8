// TurboBFS on the CPU against the reference BFS on every real graph of
// ../shared/data/graphs (directed and undirected SuiteSparse / SNAP graphs):
// levels, depth and σ, parents for the bottom-up variants (test_turbo_compare.hpp).
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/io/load_graph.hpp"
#include "test_turbo_compare.hpp"

using namespace graphblade;

TEST_CASE("every TurboBFS variant matches the reference on every real graph", "[turbo][data]") {
  GB_REQUIRE_DATA(dir);
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    const std::string p = e.path().string();
    if (p.size() > 7 && (p.compare(p.size() - 7, 7, ".mtx.gz") == 0 || p.compare(p.size() - 4, 4, ".mtx") == 0))
      files.push_back(p);
  }
  std::sort(files.begin(), files.end());
  REQUIRE(!files.empty());
  for (const auto& path : files) {
    const Matrix<bool> A = io::load_graph(path).A.cast<bool>();
    // Two sources keep the suite within its time budget: vertex 0 and the hub.
    std::vector<index_t> sources = gbtest::turbo_sources(A);
    sources.resize(std::min<std::size_t>(sources.size(), 2));
    gbtest::check_turbo_variants(io::graph_name(path), A, sources, "cpu");
  }
}
