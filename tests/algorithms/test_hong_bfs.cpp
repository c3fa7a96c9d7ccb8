// Hong et al. PACT'11 BFS methods (hong-queue, hong-read, hong-hybrid): exact
// levels against the reference BFS and Graph500-valid parents on generated
// graphs (Kronecker, uniform, grid, tree, directed, with unreached vertices),
// with default and with tiny thresholds (so every hybrid state and every
// frontier representation change occurs), at 1 and 2 threads, on a reused
// prepared state, plus option handling and errors; and the level hook that
// hong-cpu-gpu's CPU phase (Fig. 5) runs on: saved queues, stopping.
#include <omp.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/hong/hong_bfs.hpp"
#include "graphblade/algorithms/bfs/hong/hong_cpu_gpu.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "catch_compat.hpp"
#include "graphblade/core/errors.hpp"
#include "test_reference_graphs.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

const char* const hong_names[] = {"hong-queue", "hong-read", "hong-hybrid"};

using named_graphs = std::vector<std::pair<std::string, gb::Matrix<bool>>>;

named_graphs build_generated_graphs() {
  namespace gen = gb::gen;
  named_graphs g;
  for (auto& [name, A] : gbtest::bfs_test_graphs()) g.emplace_back(name, std::move(A));
  g.emplace_back("kron scale 13", gbtest::graph_from_generator(gen::kronecker(13, 16, 7)));
  g.emplace_back("uniform scale 13", gbtest::graph_from_generator(gen::uniform(13, 8, 3)));
  g.emplace_back("grid 90x70", gbtest::graph_from_generator(gen::grid(90, 70)));
  g.emplace_back("4-ary tree depth 7", gbtest::graph_from_generator(gen::kary_tree(4, 7)));
  return g;
}

/// The generated graphs, built once per process.
const named_graphs& generated_graphs() {
  static const named_graphs g = build_generated_graphs();
  return g;
}

/// Runs `name` from each source and checks levels == reference and valid parents.
void check_against_reference(const std::string& name, const gb::Matrix<bool>& A, const gb::bfs_options& asked) {
  const gb::bfs_options opt = gb::find_bfs_algorithm(name).supported(asked);  // levels and parents
  auto state = gb::find_bfs_algorithm(name).prepare_for(A, "cpu", opt);
  for (index_t s : {index_t(0), index_t(A.nrows() / 3), index_t(A.nrows() - 1)}) {
    INFO(name << ", source " << s);
    state->traverse(s, opt);  // the same state, reused across sources
    gb::bfs_result r = state->result();
    gb::bfs_result ref = gb::reference_bfs(A, s);
    CHECK(r.level == ref.level);
    CHECK(r.depth == ref.depth);
    CHECK(r.source == s);
    auto rep = gb::validate_parents(A, s, r.parent);
    INFO(rep.summary());
    CHECK(rep.ok);
  }
}

}  // namespace

TEST_CASE("hong methods: levels equal the reference and parents validate on generated graphs", "[hong]") {
  const std::string name = GENERATE(as<std::string>{}, hong_names[0], hong_names[1], hong_names[2]);
  for (auto& [graph, A] : generated_graphs()) {
    INFO(graph);
    check_against_reference(name, A, {});
  }
}

TEST_CASE("hong-hybrid with tiny thresholds (every state, every frontier change) matches the reference",
          "[hong]") {
  gb::bfs_options opt;  // Fig. 4 alone (fig4 = 1), so that every paper state is reached
  opt.knobs = {{"t1", 2}, {"t2", 200}, {"t3", 20}, {"alpha", 1.5}, {"beta", 1.5}, {"fig4", 1}};
  for (auto& [graph, A] : generated_graphs()) {
    INFO(graph);
    check_against_reference("hong-hybrid", A, opt);
  }
  // The knobs really produced every CPU state on the Kronecker graph (from
  // its highest-degree vertex: vertex 0 may be isolated).
  auto A = gbtest::graph_from_generator(gb::gen::kronecker(13, 16, 7));
  index_t hub = 0;
  for (index_t v = 0; v < A.nrows(); ++v)
    if (A.offsets()[v + 1] - A.offsets()[v] > A.offsets()[hub + 1] - A.offsets()[hub]) hub = v;
  std::vector<gb::hong_state> trace;
  auto r = gb::hong_bfs(A, hub, gb::hong_method::hybrid, opt, &trace);
  CHECK(r.level == gb::reference_bfs(A, hub).level);
  for (auto s : {gb::hong_state::seq, gb::hong_state::queue, gb::hong_state::queue_to_read, gb::hong_state::read}) {
    INFO(gb::to_string(s));
    CHECK(std::count(trace.begin(), trace.end(), s) > 0);
  }
}

TEST_CASE("hong-hybrid bottom_up levels (beyond the paper) match the reference in every switching pattern",
          "[hong]") {
  // GAP's defaults; pull from level 1 and never back; pull from level 1 and back as soon as
  // the frontier shrinks; the tiny Fig. 4 thresholds mixed with bottom_up levels; and no
  // serial levels at all, so that level 0 is pulled too.
  const std::vector<std::map<std::string, double>> knob_sets = {
      {},
      {{"bu_alpha", 1e9}, {"bu_beta", 1e9}, {"bu_gamma", 0}},
      {{"bu_alpha", 1e9}, {"bu_beta", 1}, {"bu_gamma", 0}},
      {{"t1", 2}, {"t2", 200}, {"t3", 20}, {"alpha", 1.5}, {"beta", 1.5}, {"bu_alpha", 30}, {"bu_beta", 4}},
      {{"seq_edges", 0}, {"bu_alpha", 1e9}, {"bu_gamma", 0}}};  // every level parallel, bottom_up from level 0
  for (const auto& knobs : knob_sets) {
    gb::bfs_options opt;
    opt.knobs = knobs;
    for (auto& [graph, A] : generated_graphs()) {  // includes directed graphs: pull reads the CSC
      INFO(graph << ", knob set " << (&knobs - knob_sets.data()));
      check_against_reference("hong-hybrid", A, opt);
    }
  }
}

TEST_CASE("hong-hybrid trace: bottom_up levels on a Kronecker graph by default, none with fig4 = 1",
          "[hong]") {
  auto A = gbtest::graph_from_generator(gb::gen::kronecker(14, 16, 7));
  index_t hub = 0;
  for (index_t v = 0; v < A.nrows(); ++v)
    if (A.offsets()[v + 1] - A.offsets()[v] > A.offsets()[hub + 1] - A.offsets()[hub]) hub = v;
  const auto ref = gb::reference_bfs(A, hub).level;
  std::vector<gb::hong_state> trace;
  CHECK(gb::hong_bfs(A, hub, gb::hong_method::hybrid, {}, &trace).level == ref);
  const auto pulled = std::count(trace.begin(), trace.end(), gb::hong_state::bottom_up);
  CHECK(pulled > 0);
  CHECK(pulled < std::int64_t(trace.size()));  // the first and the last levels stay top-down
  CHECK(trace.front() != gb::hong_state::bottom_up);
  gb::bfs_options paper;
  paper.knobs = {{"fig4", 1}};
  CHECK(gb::hong_bfs(A, hub, gb::hong_method::hybrid, paper, &trace).level == ref);
  CHECK(std::count(trace.begin(), trace.end(), gb::hong_state::bottom_up) == 0);
  // hong-queue and hong-read are the paper's methods: never bottom_up.
  for (auto m : {gb::hong_method::queue, gb::hong_method::read}) {
    CHECK(gb::hong_bfs(A, hub, m, {}, &trace).level == ref);
    CHECK(std::count(trace.begin(), trace.end(), gb::hong_state::bottom_up) == 0);
  }
}

TEST_CASE("hong-hybrid: a Seq level whose queue holds a hub runs as a parallel Queue level (fig4 = 1: Seq); "
          "Seq levels are never bottom_up",
          "[hong]") {
  // A star of 3000 leaves whose centre hangs off vertex 0: level 0 = {0} (1 edge), level 1 = {centre}.
  const index_t leaves = 3000, centre = 1, n = leaves + 2;
  std::vector<std::pair<index_t, index_t>> edges = {{0, centre}};
  for (index_t k = 0; k < leaves; ++k) edges.emplace_back(centre, 2 + k);
  auto A = gbtest::graph_from_edges(n, edges, true);
  const auto ref = gb::reference_bfs(A, 0).level;
  std::vector<gb::hong_state> trace;
  gb::bfs_options opt;
  opt.knobs = {{"seq_edges", 1000}, {"bottom_up", 0}};
  CHECK(gb::hong_bfs(A, 0, gb::hong_method::hybrid, opt, &trace).level == ref);
  REQUIRE(trace.size() >= 2);
  CHECK(trace[0] == gb::hong_state::seq);
  CHECK(trace[1] == gb::hong_state::queue);
  opt.knobs = {{"fig4", 1}};
  CHECK(gb::hong_bfs(A, 0, gb::hong_method::hybrid, opt, &trace).level == ref);
  REQUIRE(trace.size() >= 2);
  CHECK(trace[1] == gb::hong_state::seq);
  // Defaults: the hub's 3000 edges are under seq_edges, so level 1 stays serial although
  // the direction switch would pull there (3000 > 6002 / 15): Seq levels are never bottom_up.
  CHECK(gb::hong_bfs(A, 0, gb::hong_method::hybrid, {}, &trace).level == ref);
  REQUIRE(trace.size() >= 2);
  CHECK(trace[0] == gb::hong_state::seq);
  CHECK(trace[1] == gb::hong_state::seq);
}

TEST_CASE("hong-hybrid trace: a directed tree pulls only its last big level by default (bu_gamma), more with bu_gamma = 0",
          "[hong]") {
  auto tree = gb::gen::kary_tree(4, 8);
  tree.undirected = false;  // parent -> child: every vertex has one parent, nothing for pull to stop early at
  auto A = gbtest::graph_from_generator(tree);
  const auto ref = gb::reference_bfs(A, 0).level;
  std::vector<gb::hong_state> trace;
  CHECK(gb::hong_bfs(A, 0, gb::hong_method::hybrid, {}, &trace).level == ref);
  const auto pulled = std::count(trace.begin(), trace.end(), gb::hong_state::bottom_up);
  gb::bfs_options beamer;  // Beamer's rule alone
  beamer.knobs = {{"bu_gamma", 0}};
  CHECK(gb::hong_bfs(A, 0, gb::hong_method::hybrid, beamer, &trace).level == ref);
  CHECK(std::count(trace.begin(), trace.end(), gb::hong_state::bottom_up) > pulled);
  gb::bfs_options never;  // no level has m_f above 10 x the unvisited vertices
  never.knobs = {{"bu_gamma", 10}};
  CHECK(gb::hong_bfs(A, 0, gb::hong_method::hybrid, never, &trace).level == ref);
  CHECK(std::count(trace.begin(), trace.end(), gb::hong_state::bottom_up) == 0);
}

TEST_CASE("hong methods give the reference levels at 1 and 2 threads", "[hong]") {
  auto A = gbtest::graph_from_generator(gb::gen::kronecker(14, 16, 11));
  const int saved = omp_get_max_threads();
  for (int threads : {1, 2}) {
    omp_set_num_threads(threads);
    for (const char* name : hong_names) {
      INFO(name << " at " << threads << " threads");
      check_against_reference(name, A, {});
    }
  }
  omp_set_num_threads(saved);
}

TEST_CASE("hong-hybrid Queue levels: Fig. 1's fused one-pass step and the operator form (fused = 0) match the "
          "reference, serial and parallel, at 1 and 2 threads",
          "[hong]") {
  // A 4-ary tree of depth 8: Seq levels (<= 64 vertices) run serially, the wider ones (up to 65536 found
  // vertices, so every thread's local queue fills and flushes many times) in the parallel pass.
  auto tree = gbtest::graph_from_generator(gb::gen::kary_tree(4, 8));
  const int saved = omp_get_max_threads();
  for (int threads : {1, 2}) {
    omp_set_num_threads(threads);
    for (double fused : {1.0, 0.0}) {
      gb::bfs_options opt;
      opt.knobs = {{"fused", fused}, {"bottom_up", 0}};
      INFO("fused " << fused << " at " << threads << " threads");
      check_against_reference("hong-hybrid", tree, opt);
      for (auto& [graph, A] : generated_graphs())  // the other graphs run fused by default in the cases above
        if (graph == "kron scale 13" || graph == "grid 90x70") {
          INFO(graph);
          check_against_reference("hong-hybrid", A, opt);
        }
      std::vector<gb::hong_state> trace;
      CHECK(gb::hong_bfs(tree, 0, gb::hong_method::hybrid, opt, &trace).level == gb::reference_bfs(tree, 0).level);
      CHECK(std::count(trace.begin(), trace.end(), gb::hong_state::seq) > 0);    // serial levels ran
      CHECK(std::count(trace.begin(), trace.end(), gb::hong_state::queue) > 0);  // parallel levels ran
    }
  }
  omp_set_num_threads(saved);
}

TEST_CASE("hong-hybrid bottom_up levels: the fused one-pass step (bit frontier, blocks of 4096 vertices) and the "
          "operator form (fused = 0) match the reference at 1 and 2 threads",
          "[hong]") {
  // Every graph of generated_graphs() (directed ones pull from the CSC), pulled from level 1 on and
  // back to push as soon as the frontier shrinks; kron scale 13 spans two blocks, grid 90x70 (6300
  // vertices) ends in a partial block whose size is not a multiple of 8 or 64.
  const int saved = omp_get_max_threads();
  for (int threads : {1, 2}) {
    omp_set_num_threads(threads);
    for (double fused : {1.0, 0.0}) {
      gb::bfs_options opt;
      opt.knobs = {{"fused", fused}, {"seq_edges", 0}, {"bu_alpha", 1e9}, {"bu_beta", 1}, {"bu_gamma", 0}};
      for (auto& [graph, A] : generated_graphs()) {
        INFO(graph << ", fused " << fused << " at " << threads << " threads");
        check_against_reference("hong-hybrid", A, opt);
        std::vector<gb::hong_state> trace;
        const index_t source = A.nrows() / 3;
        CHECK(gb::hong_bfs(A, source, gb::hong_method::hybrid, opt, &trace).level ==
              gb::reference_bfs(A, source).level);
        if (graph == "kron scale 13" || graph == "grid 90x70")  // the bottom_up step really ran
          CHECK(std::count(trace.begin(), trace.end(), gb::hong_state::bottom_up) > 0);
      }
    }
  }
  omp_set_num_threads(saved);
}

TEST_CASE("hong-hybrid fused Queue level: hubs of more than 4096 out-edges are split across the team", "[hong]") {
  // Level 1 = {1..100} (a Queue level: more than T1 vertices) holds two hubs whose leaf sets overlap
  // (1: 101..9100, 2: 5101..10100), so their edge blocks race for the shared leaves; the other
  // vertices of level 1 have one leaf each.
  const index_t first_leaf = 101, n = 10101 + 98;
  std::vector<std::pair<index_t, index_t>> edges;
  for (index_t v = 1; v <= 100; ++v) edges.emplace_back(0, v);
  for (index_t k = 0; k < 9000; ++k) edges.emplace_back(1, first_leaf + k);
  for (index_t k = 5000; k < 10000; ++k) edges.emplace_back(2, first_leaf + k);
  for (index_t v = 3; v <= 100; ++v) edges.emplace_back(v, 10101 + (v - 3));
  auto A = gbtest::graph_from_edges(n, edges, true);
  gb::bfs_options opt;
  opt.knobs = {{"bottom_up", 0}};
  const int saved = omp_get_max_threads();
  for (int threads : {1, 2}) {
    omp_set_num_threads(threads);
    INFO(threads << " threads");
    check_against_reference("hong-hybrid", A, opt);
    std::vector<gb::hong_state> trace;
    CHECK(gb::hong_bfs(A, 0, gb::hong_method::hybrid, opt, &trace).level == gb::reference_bfs(A, 0).level);
    REQUIRE(trace.size() >= 2);
    CHECK(trace[1] == gb::hong_state::queue);  // the hubs' level ran in the parallel pass
  }
  omp_set_num_threads(saved);
}

TEST_CASE("hong methods: parents left empty when not asked for; asking for sigma is an error", "[hong]") {
  auto A = gbtest::graph_from_generator(gb::gen::grid(5, 6));
  gb::bfs_options with_sigma, opt;
  opt.parents = with_sigma.parents = false;
  with_sigma.sigma = true;  // required: hong computes no sigma
  opt.sigma = false;
  for (const char* name : hong_names) {
    CHECK(gb::find_bfs_algorithm(name).outputs.parents);
    CHECK_FALSE(gb::find_bfs_algorithm(name).outputs.sigma);
    CHECK_THROWS_AS(gb::find_bfs_algorithm(name).run(A, 4, "cpu", with_sigma), gb::not_supported);
    auto r = gb::find_bfs_algorithm(name).run(A, 4, "cpu", opt);
    CHECK(r.parent.empty());
    CHECK(r.sigma.empty());
    CHECK(r.level == gb::reference_bfs(A, 4).level);
    CHECK(gb::validate_bfs(A, 4, r).ok);
  }
}

TEST_CASE("hong methods: registered for cpu only; bad sources and graphs are rejected", "[hong]") {
  auto A = gbtest::graph_from_edges(3, {{0, 1}}, true);
  for (const char* name : hong_names) {
    const auto& algo = gb::find_bfs_algorithm(name);
    CHECK(algo.supports("cpu"));
    CHECK_FALSE(algo.supports("cuda"));
    CHECK_THROWS_AS(algo.run(A, 3, "cpu", algo.supported({})), gb::invalid_index);
  }
  auto csc = A.to_format(gb::format::csc);
  CHECK_THROWS_AS(gb::hong_bfs(csc, 0, gb::hong_method::queue), gb::invalid_value);
}

TEST_CASE("hong level hook (Fig. 5's CPU phase): sees every level's queue and stops the loop when asked",
          "[hong][hong_cpu_gpu]") {
  const double bu_alpha = GENERATE(15.0, 1e9);
  for (const auto& [name, A] : generated_graphs()) {
    for (index_t s : {index_t(0), index_t(A.nrows() / 3)}) {
      INFO(name << ", source " << s);
      gb::bfs_options ro;
      ro.sigma = false;
      const gb::bfs_result ref = gb::reference_bfs(A, s, ro);
      gb::bfs_options opt;
      opt.knobs = {{"t1", 2}, {"t2", 40}, {"t3", 8}};  // every hybrid state on small graphs
      opt.knobs["bu_alpha"] = bu_alpha;                // 15: bottom_up where GAP would; 1e9: from level 0
      const gb::hong_thresholds t = gb::hong_thresholds::from(opt, A.nrows());
      gb::hong_traversal bfs(A);

      // A hook that never stops: the run equals the plain hybrid, and the saved queues are the levels.
      gb::hong_saved_levels saved;
      saved.clear();
      std::vector<std::int32_t> seen;
      const gb::hong_level_hook keep = [&](std::int32_t L, const gb::Vector<index_t>& done,
                                           const gb::Vector<index_t>& found) {
        seen.push_back(L);
        saved.append(done);
        CHECK(found.nvals() > 0);
        return false;
      };
      bfs.run(s, gb::hong_method::hybrid, t, &keep);
      CHECK_FALSE(bfs.stopped());
      CHECK(bfs.result(opt).level == ref.level);
      CHECK(bfs.trace().size() == std::size_t(ref.depth + 1));
      REQUIRE(saved.levels() == std::int32_t(ref.depth));  // the deepest level finds nothing: no call
      for (std::int32_t L = 0; L < saved.levels(); ++L) {
        CHECK(seen[L] == L);
        for (gb::offset_t k = saved.offsets[L]; k < saved.offsets[L + 1]; ++k) {
          const index_t v = saved.vertices[k], p = saved.parents[k];
          CHECK(ref.level[v] == L);
          CHECK((L == 0 ? p == s : ref.level[p] == L - 1));
        }
      }
      CHECK(saved.offsets.back() ==
            gb::offset_t(std::count_if(ref.level.begin(), ref.level.end(),
                                       [&](std::int64_t l) { return l >= 0 && l < ref.depth; })));

      // A hook that stops after level 1 found level 2: levels 0..2 are set, nothing deeper.
      if (ref.depth < 3) continue;
      const gb::hong_level_hook stop_at_2 = [](std::int32_t L, const gb::Vector<index_t>&,
                                               const gb::Vector<index_t>&) { return L == 1; };
      bfs.run(s, gb::hong_method::hybrid, t, &stop_at_2);
      CHECK(bfs.stopped());
      const gb::bfs_result r = bfs.result(opt);
      CHECK(r.depth == 2);
      CHECK(bfs.trace().size() == 2);
      for (index_t v = 0; v < A.nrows(); ++v) {
        CHECK(r.level[v] == (ref.level[v] >= 0 && ref.level[v] <= 2 ? ref.level[v] : -1));
        if (r.level[v] > 0) CHECK(ref.level[r.parent[v]] == r.level[v] - 1);
      }
      // The same traversal runs a full search afterwards (stopped state is reset).
      bfs.run(s, gb::hong_method::hybrid, t);
      CHECK_FALSE(bfs.stopped());
      CHECK(bfs.result(opt).level == ref.level);
    }
  }
}

TEST_CASE("hong-cpu-gpu's migration test is Fig. 5's: next > T4 and next > alpha * curr", "[hong][hong_cpu_gpu]") {
  gb::hong_thresholds t;  // T4 = 16384, alpha = 2
  CHECK(gb::hong_should_migrate(t, 8000, 16385));
  CHECK_FALSE(gb::hong_should_migrate(t, 8000, 16384));   // not above T4
  CHECK_FALSE(gb::hong_should_migrate(t, 10000, 20000));  // not exponential growth
  CHECK(gb::hong_should_migrate(t, 10000, 20001));
}

TEST_CASE("hong-read scans the level array every level (Fig. 2); hong-hybrid's Read levels scan only "
          "above read_scan_min, or always with fig4 = 1", "[hong]") {
  // A path: one vertex per level. hong-read scans all n presence bytes per level.
  const index_t n = 2000;
  std::vector<std::pair<index_t, index_t>> edges;
  for (index_t v = 0; v + 1 < n; ++v) edges.emplace_back(v, v + 1);
  auto A = gbtest::graph_from_edges(n, edges, true);
  const auto ref = gb::reference_bfs(A, 0).level;
  std::vector<gb::hong_state> trace;
  CHECK(gb::hong_bfs(A, 0, gb::hong_method::read, {}, &trace).level == ref);
  CHECK(std::count(trace.begin(), trace.end(), gb::hong_state::read) == std::int64_t(trace.size()));
  gb::hong_traversal bfs(A);
  bfs.run(0, gb::hong_method::read, gb::hong_thresholds::from({}, n));
  CHECK(bfs.scanned_levels() == std::int64_t(trace.size()));
  bfs.run(0, gb::hong_method::queue, gb::hong_thresholds::from({}, n));
  CHECK(bfs.scanned_levels() == 0);

  // hong-hybrid on a Kronecker graph with Read levels by growth (T3 = 20, alpha = 0.1) but a high T2:
  // those Read levels push from their queues; with fig4 = 1 they scan.
  auto K = gbtest::graph_from_generator(gb::gen::kronecker(13, 16, 7));
  index_t hub = 0;  // vertex 0 may be isolated
  for (index_t v = 0; v < K.nrows(); ++v)
    if (K.offsets()[v + 1] - K.offsets()[v] > K.offsets()[hub + 1] - K.offsets()[hub]) hub = v;
  const auto kref = gb::reference_bfs(K, hub).level;
  gb::bfs_options opt;
  opt.knobs = {{"t3", 20}, {"t2", 1e9}, {"alpha", 0.1}, {"bottom_up", 0}};
  gb::hong_traversal hybrid(K);
  hybrid.run(hub, gb::hong_method::hybrid, gb::hong_thresholds::from(opt, K.nrows()));
  const auto reads = std::count(hybrid.trace().begin(), hybrid.trace().end(), gb::hong_state::read);
  CHECK(hybrid.result({}).level == kref);
  CHECK(hybrid.scanned_levels() == 0);
  opt.knobs["fig4"] = 1;
  hybrid.run(hub, gb::hong_method::hybrid, gb::hong_thresholds::from(opt, K.nrows()));
  CHECK(hybrid.result({}).level == kref);
  CHECK(hybrid.scanned_levels() == reads);
  CHECK(reads > 0);
}
