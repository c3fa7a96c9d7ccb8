// GraphBLAS BFS (gb-push, gb-pull, gb-auto) on every real graph of
// ../shared/data/graphs: exact levels and σ against the reference BFS and
// Graph500-valid parents, from two sources per graph (vertex 0 and the
// highest-degree vertex; only the latter on graphs where vertices x depth is
// large, e.g. road networks with ~1000 levels). Skipped when the data folder
// is absent.
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "gb_bfs_checks.hpp"
#include "graphblade/io/load_graph.hpp"

namespace gb = graphblade;
using gb::index_t;

TEST_CASE("gb-push/pull/auto match the reference levels and sigma with valid parents on every real graph",
          "[algorithms][gb_bfs][data]") {
  GB_REQUIRE_DATA(dir);
  const auto files = gbtest::real_graph_files(dir);
  REQUIRE(files.size() > 0);
  for (const auto& file : files) {
    const gb::Matrix<bool> A = gb::io::load_graph(file).A.cast<bool>();
    if (A.nrows() == 0) continue;
    const index_t hub = gbtest::turbo_hub(A);
    const gb::bfs_result hub_ref = gb::reference_bfs(A, hub);
    const bool deep = double(A.nrows()) * double(hub_ref.depth + 1) > 5e6;
    for (index_t s : deep ? std::vector<index_t>{hub} : std::vector<index_t>{hub, 0}) {
      const gb::bfs_result ref = s == hub ? hub_ref : gb::reference_bfs(A, s);
      for (const char* algo : gbtest::gb_bfs_names) {
        INFO(file << ", " << algo << ", source " << s);
        gbtest::check_against_reference(A, s, algo, &ref);
      }
    }
  }
}
