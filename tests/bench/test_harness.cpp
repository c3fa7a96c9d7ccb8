// The benchmark harness (bench/harness): seeded source picking (deterministic,
// never an isolated vertex), TEPS arithmetic in both conventions on tiny
// graphs with known answers, the JSON record schema, speedup arithmetic and
// graph-spec resolution.
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "bench/harness/record.hpp"
#include "bench/harness/run_bench.hpp"
#include "catch_compat.hpp"
#include "cli/cli_runner.hpp"
#include "graphblade/core/errors.hpp"

using namespace graphblade;

namespace {

/// Write a MatrixMarket pattern file with the given 1-based entries.
std::string write_mtx(const gbtest::temp_dir& dir, const std::string& name, index_t n, bool symmetric,
                      const std::vector<std::pair<int, int>>& entries) {
  const std::string path = dir.file(name);
  std::ofstream f(path);
  f << "%%MatrixMarket matrix coordinate pattern " << (symmetric ? "symmetric" : "general") << "\n";
  f << n << " " << n << " " << entries.size() << "\n";
  for (auto [i, j] : entries) f << i << " " << j << "\n";
  return path;
}

bench::bench_settings settings_with(int sources, std::uint64_t seed) {
  bench::bench_settings s;
  s.sources = sources;
  s.seed = seed;
  return s;
}

}  // namespace

TEST_CASE("harness sources: the same seed gives the same sources, another seed others", "[bench]") {
  const auto a = bench::load_bench_graph("kron:12", settings_with(16, 7));
  const auto b = bench::load_bench_graph("kron:12", settings_with(16, 7));
  const auto c = bench::load_bench_graph("kron:12", settings_with(16, 8));
  CHECK(a.sources.size() == 16);
  CHECK(a.sources == b.sources);
  CHECK(a.sources != c.sources);
  CHECK(std::set<index_t>(a.sources.begin(), a.sources.end()).size() == a.sources.size());  // distinct
}

TEST_CASE("harness sources: never an isolated vertex or one with only a self-loop", "[bench]") {
  gbtest::temp_dir dir;
  // 10 vertices: edges 1-2 and 3-3 (a self-loop only); the others isolated.
  const std::string path = write_mtx(dir, "sparse.mtx", 10, true, {{2, 1}, {4, 4}});
  const auto g = bench::load_bench_graph(path, settings_with(5, 1));
  REQUIRE(g.sources.size() == 2);  // only vertices 0 and 1 have a neighbour
  CHECK(std::set<index_t>(g.sources.begin(), g.sources.end()) == std::set<index_t>{0, 1});

  const auto kron = bench::load_bench_graph("kron:10", settings_with(64, 3));  // many isolated vertices
  const auto& A = kron.g.A;
  for (index_t s : kron.sources) {
    bool has_neighbour = false;
    for (offset_t k = A.offsets()[s]; k < A.offsets()[s + 1]; ++k) has_neighbour |= A.indices()[k] != s;
    CHECK(has_neighbour);
  }
}

TEST_CASE("harness TEPS: undirected component edges counted once (Graph500) and twice (directed)", "[bench]") {
  gbtest::temp_dir dir;
  // Component {0,1,2}: edges 0-1, 1-2, 0-2 and a self-loop at 2; component {3,4}: 3-4.
  const std::string path = write_mtx(dir, "two.mtx", 5, true, {{2, 1}, {3, 2}, {3, 1}, {3, 3}, {5, 4}});
  const auto g = bench::load_bench_graph(path, settings_with(1, 1));
  REQUIRE(g.g.undirected);
  bfs_result r;
  r.level = {0, 1, 1, -1, -1};
  const bench::component_edges e = bench::count_component_edges(g.g, r);
  CHECK(e.reached == 3);
  CHECK(e.graph500 == 4);  // 3 edges + the self-loop, once each
  CHECK(e.directed == 7);  // 6 mirrored entries + the self-loop
  CHECK(bench::gteps(e.graph500, 2.0) == 4 / 2e-3 / 1e9);
  CHECK(bench::gteps(e.graph500, 0.0) == 0.0);

  // The same from parents alone.
  bfs_result p;
  p.parent = {0, 0, 0, -1, -1};
  CHECK(bench::count_component_edges(g.g, p).graph500 == 4);
}

TEST_CASE("harness TEPS: a directed graph counts the edges out of reached vertices in both fields", "[bench]") {
  gbtest::temp_dir dir;
  // 0->1, 1->2, 2->0, 3->1: from 0, vertex 3 is unreached and its edge does not count.
  const std::string path = write_mtx(dir, "dir.mtx", 4, false, {{1, 2}, {2, 3}, {3, 1}, {4, 2}});
  const auto g = bench::load_bench_graph(path, settings_with(1, 1));
  REQUIRE(!g.g.undirected);
  bfs_result r;
  r.level = {0, 1, 2, -1};
  const bench::component_edges e = bench::count_component_edges(g.g, r);
  CHECK(e.graph500 == 3);
  CHECK(e.directed == 3);
}

TEST_CASE("harness statistics: median, min, max, mean and harmonic mean", "[bench]") {
  const bench::summary s = bench::summarize({4.0, 1.0, 2.0, 4.0});
  CHECK(s.median == 3.0);
  CHECK(s.min == 1.0);
  CHECK(s.max == 4.0);
  CHECK(s.mean == 11.0 / 4);
  CHECK(s.hmean == 4.0 / (1 / 4.0 + 1 / 1.0 + 1 / 2.0 + 1 / 4.0));
  CHECK(bench::summarize({}).median == 0.0);
}

TEST_CASE("harness record: every schema key, one validated trial per source x trial, consistent stats", "[bench]") {
  bench::bench_settings s = settings_with(3, 5);
  s.trials = 2;
  bench::bench_graph g = bench::load_bench_graph("tree:2:6", s);
  const bench::run_environment env = bench::gather_environment();
  bench::progress_bar bar(6, false);
  const bench::trial_set set = bench::run_trial_set(g, find_bfs_algorithm("reference"), "cpu", 1, s, "test cpu", bar);
  REQUIRE(set.error.empty());
  CHECK(set.valid);
  const nlohmann::json j = nlohmann::json::parse(bench::make_record(set, g, env, s).dump());
  for (const auto& key : bench::record_keys()) CHECK(j.contains(key));
  CHECK(j["schema"] == bench::record_schema);
  CHECK(j["algo"] == "reference");
  CHECK(j["threads"] == 1);
  CHECK(j["sources"].size() == 3);
  REQUIRE(j["trials"].size() == 6);
  for (const auto& t : j["trials"]) {
    CHECK(t["valid"] == true);
    CHECK(t["reached"] == 127);         // the whole tree
    CHECK(t["edges_graph500"] == 126);  // a tree of 127 vertices
    CHECK(t["edges_directed"] == 252);
  }
  CHECK(j["ms"]["min"].get<double>() <= j["ms"]["median"].get<double>());
  CHECK(j["ms"]["median"].get<double>() <= j["ms"]["max"].get<double>());
  CHECK(j["gteps_directed"]["median"].get<double>() > j["gteps_graph500"]["median"].get<double>());
  CHECK(j["git"]["sha"].get<std::string>().size() > 0);
  CHECK(j["graph"]["n"] == 127);
  CHECK(j["error"].is_null());
}

TEST_CASE(
    "harness speedup: baseline median over the row's median (same threads on cpu, fastest for cuda), 0 without a valid "
    "baseline",
    "[bench]") {
  auto row = [](const std::string& algo, double ms, bool valid) {
    bench::bench_row r;
    r.graph = "g";
    r.set.algo = algo;
    r.set.device = "cpu";
    r.set.threads = 2;
    r.set.valid = valid;
    r.set.trials.push_back({0, ms, {}, valid});
    return r;
  };
  std::vector<bench::bench_row> rows{row("suitesparse", 10.0, true), row("mine", 2.5, true)};
  CHECK(bench::speedup_over(rows, rows[1], "suitesparse") == 4.0);
  CHECK(bench::speedup_over(rows, rows[0], "suitesparse") == 1.0);
  // A GPU row is compared with the baseline's fastest cpu set, whatever its threads.
  rows.push_back(row("suitesparse", 5.0, true));
  rows.back().set.threads = 16;
  rows.push_back(row("mine", 0.5, true));
  rows.back().set.device = "cuda";
  CHECK(bench::speedup_over(rows, rows.back(), "suitesparse") == 10.0);
  CHECK(bench::speedup_over(rows, rows[1], "suitesparse") == 4.0);  // cpu, 2 threads: the 2-thread baseline
  // Equal work only: a parents-only row is not compared with a levels+parents baseline.
  rows[1].set.outputs = "parents";
  CHECK(bench::speedup_over(rows, rows[1], "suitesparse") == 0.0);
  rows[1].set.outputs.clear();
  for (auto& r : rows)
    if (r.set.algo == "suitesparse") r.set.valid = false;
  CHECK(bench::speedup_over(rows, rows[1], "suitesparse") == 0.0);
}

TEST_CASE("harness outputs: what a result holds, in a fixed order", "[bench]") {
  bfs_result r;
  CHECK(bench::outputs_of(r).empty());
  r.parent = {0};
  CHECK(bench::outputs_of(r) == "parents");
  r.level = {0};
  r.sigma = {1};
  CHECK(bench::outputs_of(r) == "levels+parents+sigma");
  r.parent.clear();
  CHECK(bench::outputs_of(r) == "levels+sigma");
}

TEST_CASE("harness specs: generator specs and paths pass through, list files skip comments", "[bench]") {
  CHECK(bench::resolve_graph_spec("kron:10", "/nowhere") == "kron:10");
  CHECK(bench::resolve_graph_spec("dir/x.mtx", "/nowhere") == "dir/x.mtx");
  gbtest::temp_dir dir;
  {
    std::ofstream f(dir.file("list.txt"));
    f << "# graphs\nkron:10\n\n  grid:3:4   # a grid\n";
  }
  CHECK(bench::read_graph_list(dir.file("list.txt")) == std::vector<std::string>{"kron:10", "grid:3:4"});
  CHECK_THROWS_AS(bench::read_graph_list(dir.file("absent.txt")), io_error);
}

TEST_CASE("harness specs: a bare name resolves to <data>/graphs/NAME.mtx.gz", "[bench]") {
  GB_REQUIRE_DATA(graphs);
  const std::string data = graphs.substr(0, graphs.size() - std::string("/graphs").size());
  CHECK(bench::resolve_graph_spec("karate", data) == graphs + "/karate.mtx.gz");
}
