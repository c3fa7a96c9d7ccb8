// The harness pieces every benchmark driver shares (issue 18): the named source
// rules (bench/harness/sources.hpp: has_neighbour, has_out_edge,
// giant_component) and the one JSON line writer (bench/harness/json_lines.hpp).
#include <nlohmann/json.hpp>
#include <sstream>

#include "algorithms/test_reference_graphs.hpp"
#include "bench/harness/environment.hpp"
#include "bench/harness/json_lines.hpp"
#include "bench/harness/sources.hpp"
#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/core/errors.hpp"
#include "tools/bfs_timing.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {
/// A star 0-1..0-9 (undirected, the giant component: 10 of 30 vertices), a
/// self-loop at 10, a directed edge 11 -> 12, a pair 13-14, and isolated vertices.
gb::Matrix<bool> mixed_graph() {
  std::vector<std::pair<index_t, index_t>> edges;
  for (index_t v = 1; v < 10; ++v) edges.emplace_back(0, v);
  edges.emplace_back(13, 14);
  auto sym = gbtest::graph_from_edges(30, edges, true);
  std::vector<index_t> r, c;
  for (index_t u = 0; u < 30; ++u)
    for (auto k = sym.offsets()[u]; k < sym.offsets()[u + 1]; ++k) r.push_back(u), c.push_back(sym.indices()[k]);
  r.push_back(10), c.push_back(10);
  r.push_back(11), c.push_back(12);
  return gb::Matrix<bool>::from_coo(30, 30, r, c);
}
bool has_neighbour(const gb::Matrix<bool>& A, index_t v) {
  for (auto k = A.offsets()[v]; k < A.offsets()[v + 1]; ++k)
    if (A.indices()[k] != v) return true;
  return false;
}
}  // namespace

TEST_CASE("source rules pick distinct, seeded vertices that satisfy them", "[bench][sources]") {
  using gb::bench::source_rule;
  const auto A = mixed_graph();
  for (auto rule : {source_rule::has_neighbour, source_rule::has_out_edge, source_rule::giant_component}) {
    INFO(gb::bench::to_string(rule));
    CHECK(gb::bench::source_rule_named(gb::bench::to_string(rule)) == rule);
    const auto s = gb::bench::pick_sources(A, 40, 7, rule);  // more than qualify: every one that does
    CHECK(gb::bench::pick_sources(A, 40, 7, rule) == s);     // seeded: the same again
    std::vector<index_t> sorted = s;
    std::sort(sorted.begin(), sorted.end());
    CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
    for (index_t v : s) {
      if (rule == source_rule::has_neighbour) CHECK(has_neighbour(A, v));
      if (rule == source_rule::has_out_edge) CHECK(A.major_degree(v) > 0);
      if (rule == source_rule::giant_component) CHECK(v < 10);  // the star: 10 of 30 vertices
    }
    if (rule == source_rule::has_neighbour) CHECK(s.size() == 13);  // the star, 11, 13, 14 (not 10: a self-loop)
    if (rule == source_rule::has_out_edge) CHECK(s.size() == 14);   // the star, 10 (self-loop), 11, 13, 14
    if (rule == source_rule::giant_component) CHECK(!s.empty());
    const auto few = gb::bench::pick_sources(A, 3, 7, rule);
    CHECK(few.size() == 3);
  }
  // The CLI's picker (`graphblade bench`, `bfs --sources random:K`) is the rule has_neighbour.
  CHECK(gb::cli::pick_sources(A, 5, 3) == gb::bench::pick_sources(A, 5, 3, source_rule::has_neighbour));
  CHECK_THROWS_AS(gb::bench::source_rule_named("nope"), gb::invalid_value);
  const auto empty = gb::Matrix<bool>::from_coo(4, 4, {}, {});
  CHECK_THROWS_AS(gb::bench::pick_sources(empty, 2, 1, source_rule::has_out_edge), gb::invalid_value);
}

TEST_CASE("the JSON line writer stamps git, host and time and writes one line", "[bench][json]") {
  gb::bench::run_environment env;
  env.git_sha = "abc123";
  env.git_dirty = true;
  env.hostname = "box";
  env.cpu_model = "cpu model";
  env.cpu_threads = 2;
  env.timestamp = "2026-11-24T13:00:00Z";
  std::ostringstream out;
  gb::bench::write_json_line(out, gb::bench::stamp_record({{"bench", "x"}, {"ms", 1.5}}, env));
  gb::bench::write_json_line(out, gb::bench::stamp_record({{"bench", "y"}, {"time", "given"}}, env));
  std::istringstream in(out.str());
  std::string line;
  REQUIRE(std::getline(in, line));
  const auto first = nlohmann::json::parse(line);
  CHECK(first["bench"] == "x");
  CHECK(first["ms"] == 1.5);
  CHECK(first["git"]["sha"] == "abc123");
  CHECK(first["git"]["dirty"] == true);
  CHECK(first["host"]["name"] == "box");
  CHECK(first["host"]["gpu"].is_null());
  CHECK(first["time"] == "2026-11-24T13:00:00Z");
  REQUIRE(std::getline(in, line));
  CHECK(nlohmann::json::parse(line)["time"] == "given");  // a record's own key is kept
  CHECK_FALSE(std::getline(in, line));
}
