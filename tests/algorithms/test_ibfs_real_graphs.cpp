// iBFS (algorithms/bfs/ibfs) on every real graph of ../shared/data/graphs
// (directed and undirected SuiteSparse / SNAP graphs): 65 sources in one
// two-word group (so 63 padding columns; a duplicate and the highest-degree
// vertex included; one group keeps deep road graphs' many levels cheap), every (source, vertex) level against the serial reference BFS and
// every parent tree through validate_bfs (Graph500 rules). Skipped without data.
#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/ibfs.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/io/load_graph.hpp"

using namespace graphblade;

TEST_CASE("ibfs levels and parents on every real graph", "[ibfs][data]") {
  GB_REQUIRE_DATA(dir);
  const std::vector<std::string> files = gbtest::real_graph_files(dir);
  REQUIRE(!files.empty());
  for (const auto& path : files) {
    const Matrix<bool> A = io::load_graph(path).A.cast<bool>();
    const index_t n = A.nrows();
    std::mt19937 rng(7);
    std::vector<index_t> sources(65);
    for (auto& s : sources) s = index_t(rng() % n);
    index_t hub = 0;
    for (index_t v = 1; v < n; ++v)
      if (A.offsets()[v + 1] - A.offsets()[v] > A.offsets()[hub + 1] - A.offsets()[hub]) hub = v;
    sources[0] = hub;
    sources[64] = sources[1];  // a duplicate
    ibfs_options opt;
    opt.group_words = 2;
    opt.parents = true;
    const ibfs_result r = ibfs(A, sources, opt);
    std::size_t wrong = 0, invalid = 0;
    std::string first_problem;
    for (std::size_t j = 0; j < sources.size(); ++j) {
      const bfs_result ref = reference_bfs(A, sources[j]);
      const bfs_result got = r.instance(j);
      for (index_t v = 0; v < n; ++v) wrong += got.level[v] != ref.level[v] ? 1 : 0;
      const validation_report rep = validate_bfs(A, sources[j], got);
      if (!rep.ok && invalid++ == 0) first_problem = "source " + std::to_string(sources[j]) + ": " + rep.summary();
    }
    INFO(io::graph_name(path) << " (n = " << n << "): " << first_problem);
    CHECK(wrong == 0);
    CHECK(invalid == 0);
  }
}
