// `graphblade bfs`: --out levels / parents / sigma files match the reference
// BFS computed in-process (on a generator spec and on a .mtx file written
// here), sigma formatting past 2^53, and the --json object's fields.
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "graphblade/algorithms/bfs/reference.hpp"
#include "catch_compat.hpp"
#include "cli_runner.hpp"
#include "graphblade/io/load_graph.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

/// The graph as the CLI sees it, loaded in-process: CSR pattern.
gb::Matrix<bool> load_pattern(const std::string& spec) {
  auto g = gb::io::load_graph(spec);
  return gb::Matrix<bool>::adopt(g.A.nrows(), g.A.ncols(), gb::format::csr, g.A.offsets(), g.A.indices(), {}, {},
                                 gb::host, true);
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

std::vector<std::string> as_text(const std::vector<std::int64_t>& xs) {
  std::vector<std::string> out;
  for (auto x : xs) out.push_back(std::to_string(x));
  return out;
}

/// Run bfs with --out for levels, parents and sigma; compare with the reference.
void check_outputs_match_reference(const std::string& graph, index_t source) {
  gbtest::temp_dir dir;
  const auto A = load_pattern(graph);
  const auto ref = gb::reference_bfs(A, source);
  for (std::string what : {"levels", "parents", "sigma"}) {
    INFO(graph << " source " << source << " --output " << what);
    const std::string file = dir.file(what + ".txt");
    auto r = gbtest::run_cli(dir, "bfs --graph '" + graph + "' --source " + std::to_string(source) +
                                      " --output " + what + " --out '" + file + "' --validate");
    REQUIRE(r.status == 0);
    CHECK(r.err.empty());
    const auto got = lines_of(gbtest::read_text(file));
    REQUIRE(got.size() == A.nrows());
    if (what == "levels") CHECK(got == as_text(ref.level));
    if (what == "parents") CHECK(got == as_text(ref.parent));
    if (what == "sigma")
      for (index_t v = 0; v < A.nrows(); ++v) CHECK(got[v] == std::to_string(std::int64_t(ref.sigma[v])));
  }
}

}  // namespace

TEST_CASE("cli bfs: --out levels, parents and sigma on tree:2:5 equal the reference BFS", "[cli]") {
  check_outputs_match_reference("tree:2:5", 0);
  check_outputs_match_reference("tree:2:5", 17);
}

TEST_CASE("cli bfs: --out files on a directed .mtx file equal the reference BFS", "[cli]") {
  gbtest::temp_dir dir;
  const std::string mtx = dir.file("diamond.mtx");
  {
    // 1-based: 1->2, 1->3, 2->4, 3->4, 4->5, 6->1 (6 unreachable from 1), a self-loop 5->5.
    std::ofstream f(mtx);
    f << "%%MatrixMarket matrix coordinate pattern general\n% test graph\n6 6 7\n"
         "1 2\n1 3\n2 4\n3 4\n4 5\n6 1\n5 5\n";
  }
  check_outputs_match_reference(mtx, 0);
  check_outputs_match_reference(mtx, 5);
  // Hand-checked answer from vertex 0: two shortest paths to 3 and to 4.
  auto r = gbtest::run_cli(dir, "bfs --graph '" + mtx + "' --source 0 --output sigma --out '" +
                                    dir.file("s.txt") + "'");
  REQUIRE(r.status == 0);
  CHECK(lines_of(gbtest::read_text(dir.file("s.txt"))) == std::vector<std::string>{"1", "1", "1", "2", "2", "0"});
}

TEST_CASE("cli bfs: sigma past 2^53 is printed with %.17g and reads back exactly", "[cli]") {
  gbtest::temp_dir dir;
  // On a 40 x 40 grid, sigma of the far corner is binomial(78, 39) ~ 2.7e22.
  const std::string file = dir.file("sigma.txt");
  auto r = gbtest::run_cli(dir, "bfs --graph grid:40:40 --source 0 --output sigma --out '" + file + "'");
  REQUIRE(r.status == 0);
  const auto got = lines_of(gbtest::read_text(file));
  REQUIRE(got.size() == 1600);
  const auto ref = gb::reference_bfs(load_pattern("grid:40:40"), 0);
  CHECK(got[1599].find("e+") != std::string::npos);
  CHECK(std::strtod(got[1599].c_str(), nullptr) == ref.sigma[1599]);
  CHECK(got[41] == "2");  // vertex (1, 1)
}

TEST_CASE("cli bfs --json: one object with every contract field, consistent with the graph", "[cli]") {
  gbtest::temp_dir dir;
  auto r = gbtest::run_cli(dir, "bfs --graph tree:2:5 --source 0 --trials 3 --json --validate");
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.out);  // throws (fails the test) unless exactly one JSON value
  for (const char* key : {"graph", "n", "nnz", "algo", "device", "source", "trials_ms", "median_ms", "gteps",
                          "edges_traversed", "depth", "reached", "valid"})
    CHECK(j.contains(key));
  CHECK(j["graph"] == "tree:2:5");
  CHECK(j["n"] == 63);
  CHECK(j["nnz"] == 124);
  CHECK(j["algo"] == "reference");
  CHECK(j["device"] == "cpu");
  CHECK(j["source"] == 0);
  CHECK(j["trials_ms"].size() == 3);
  CHECK(j["median_ms"].get<double>() >= 0);
  CHECK(j["gteps"].get<double>() >= 0);
  CHECK(j["edges_traversed"] == 62);  // undirected tree edges, each counted once
  CHECK(j["depth"] == 5);
  CHECK(j["reached"] == 63);
  CHECK(j["valid"] == true);

  auto unvalidated = gbtest::run_cli(dir, "bfs --graph tree:2:5 --source 0 --json");
  REQUIRE(unvalidated.status == 0);
  CHECK(nlohmann::json::parse(unvalidated.out)["valid"].is_null());
}

TEST_CASE("cli bfs --json: a directed graph counts the directed edges out of reached vertices", "[cli]") {
  gbtest::temp_dir dir;
  const std::string el = dir.file("g.el");
  {
    std::ofstream f(el);
    f << "# 0->1->2, 1->3, 4->0 (4 unreached from 0)\n0 1\n1 2\n1 3\n4 0\n";
  }
  auto r = gbtest::run_cli(dir, "bfs --graph '" + el + "' --source 0 --json");
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["reached"] == 4);
  CHECK(j["edges_traversed"] == 3);
  CHECK(j["depth"] == 2);
}
