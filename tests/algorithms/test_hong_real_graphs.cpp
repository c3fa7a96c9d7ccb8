// Hong et al. PACT'11 BFS methods on every real graph of ../shared/data/graphs:
// exact levels against the reference BFS and Graph500-valid parents, from
// two sources per graph (vertex 0 and the highest-degree vertex); hong-hybrid
// with and without what it adds beyond the paper (knob fig4 = 1: Fig. 4 alone). Skipped
// when the data folder is absent.
#include <algorithm>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "catch_compat.hpp"
#include "graphblade/io/load_graph.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

index_t highest_degree_vertex(const gb::Matrix<bool>& A) {
  const gb::offset_t* ptr = A.offsets().data();
  index_t best = 0;
  for (index_t v = 1; v < A.nrows(); ++v)
    if (ptr[v + 1] - ptr[v] > ptr[best + 1] - ptr[best]) best = v;
  return best;
}

}  // namespace

TEST_CASE("hong methods match the reference levels and pass the parent validator on every real graph",
          "[hong][data]") {
  GB_REQUIRE_DATA(dir);
  const auto files = gbtest::real_graph_files(dir);
  REQUIRE(files.size() > 0);
  const char* const names[] = {"hong-queue", "hong-read", "hong-hybrid"};
  gb::bfs_options levels_parents;  // what Hong's methods compute
  levels_parents.sigma = false;
  for (const auto& file : files) {
    const gb::Matrix<bool> A = gb::io::load_graph(file).A.cast<bool>();
    if (A.nrows() == 0) continue;
    for (index_t s : {index_t(0), highest_degree_vertex(A)}) {
      const gb::bfs_result ref = gb::reference_bfs(A, s);
      for (const char* name : names) {
        INFO(file << ", " << name << ", source " << s);
        gb::bfs_result r = gb::find_bfs_algorithm(name).run(A, s, "cpu", levels_parents);
        CHECK(r.level == ref.level);
        auto rep = gb::validate_parents(A, s, r.parent);
        INFO(rep.summary());
        CHECK(rep.ok);
      }
      gb::bfs_options paper = levels_parents;  // hong-hybrid as Fig. 4 draws it, without the bottom_up levels
      paper.knobs = {{"fig4", 1}};
      INFO(file << ", hong-hybrid fig4=1, source " << s);
      CHECK(gb::find_bfs_algorithm("hong-hybrid").run(A, s, "cpu", paper).level == ref.level);
    }
  }
}
