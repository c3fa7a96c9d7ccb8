// The multi-source commands (tools/cmd_ibfs.cpp): `bfs --sources` writes n
// lines of i levels equal to the reference BFS from each source (lists as
// ids, @FILE and random:K:SEED, with --validate), `khop` and `closeness` one
// line per source, `bc` n values equal to a serial Brandes run in-process; bad
// lists end with one error line and status 2; `ibfs-bench` writes one JSON line
// whose methods are all valid.
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "cli/cli_runner.hpp"
#include "graphblade/algorithms/bfs/ibfs_apps.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/io/load_graph.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

gb::Matrix<bool> load_csr_pattern(const std::string& spec) {
  auto g = gb::io::load_graph(spec);
  return gb::Matrix<bool>::adopt(g.A.nrows(), g.A.ncols(), gb::format::csr, g.A.offsets(), g.A.indices(), {}, {},
                                 gb::host, true);
}

std::vector<std::vector<std::string>> words_by_line(const std::string& text) {
  std::vector<std::vector<std::string>> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::istringstream ws(line);
    out.emplace_back();
    for (std::string w; ws >> w;) out.back().push_back(w);
  }
  return out;
}

}  // namespace

TEST_CASE("cli bfs --sources: n lines of i levels equal the reference", "[cli][ibfs]") {
  gbtest::temp_dir dir;
  const std::string graph = "kron:8:4:3";
  const gb::Matrix<bool> A = load_csr_pattern(graph);
  {
    std::ofstream f(dir.file("list.txt"));
    f << "5\n\n0\n5\n200\n";
  }
  const std::vector<index_t> want_sources = {5, 0, 5, 200};
  for (const std::string list : {std::string("5,0,5,200"), "@" + dir.file("list.txt")}) {
    auto r = gbtest::run_cli(dir, "bfs --graph " + graph + " --sources " + list + " --validate --out '" +
                                      dir.file("levels.txt") + "'");
    INFO(r.err);
    REQUIRE(r.status == 0);
    const auto lines = words_by_line(gbtest::read_text(dir.file("levels.txt")));
    REQUIRE(lines.size() == A.nrows());
    std::size_t wrong = 0;
    for (std::size_t j = 0; j < want_sources.size(); ++j) {
      const gb::bfs_result ref = gb::reference_bfs(A, want_sources[j]);
      for (index_t v = 0; v < A.nrows(); ++v)
        wrong += lines[v].size() != want_sources.size() || lines[v][j] != std::to_string(ref.level[v]);
    }
    CHECK(wrong == 0);
  }
  auto r = gbtest::run_cli(dir, "bfs --graph " + graph + " --sources random:70:2 --validate --json");
  INFO(r.err);
  CHECK(r.status == 0);
  CHECK(r.out.find("\"valid\":true") != std::string::npos);
  CHECK(r.out.find("\"sources\":70") != std::string::npos);
}

TEST_CASE("cli bfs --sources --output parents: n lines of i parent trees valid by Graph500's rules", "[cli][ibfs]") {
  gbtest::temp_dir dir;
  const std::string graph = "kron:8:4:3";
  const gb::Matrix<bool> A = load_csr_pattern(graph);
  const std::vector<index_t> sources = {5, 0, 5, 200, 17};
  auto r = gbtest::run_cli(dir, "bfs --graph " + graph + " --sources 5,0,5,200,17 --output parents --validate --out '" +
                                    dir.file("parents.txt") + "'");
  INFO(r.err);
  REQUIRE(r.status == 0);
  const auto lines = words_by_line(gbtest::read_text(dir.file("parents.txt")));
  REQUIRE(lines.size() == A.nrows());
  for (std::size_t j = 0; j < sources.size(); ++j) {
    std::vector<std::int64_t> parent(A.nrows(), -2);
    for (index_t v = 0; v < A.nrows(); ++v)
      if (lines[v].size() == sources.size()) parent[v] = std::stoll(lines[v][j]);
    const gb::validation_report rep = gb::validate_parents(A, sources[j], parent);
    INFO("source " << sources[j] << ": " << rep.summary());
    CHECK(rep.ok);
  }
  auto sigma = gbtest::run_cli(dir, "bfs --graph " + graph + " --sources 1,2 --output sigma");
  CHECK(sigma.status == 2);
}

TEST_CASE("cli khop, closeness and bc equal the library and a serial Brandes", "[cli][ibfs]") {
  gbtest::temp_dir dir;
  const std::string graph = "grid:6:7";
  const gb::Matrix<bool> A = load_csr_pattern(graph);
  auto k = gbtest::run_cli(dir, "khop --graph " + graph + " --sources 0,41,20 --hops 2");
  REQUIRE(k.status == 0);
  std::vector<std::vector<std::string>> want_khop;
  for (index_t s : {0u, 41u, 20u}) {
    int within = 0;
    for (auto d : gb::reference_bfs(A, s).level) within += d >= 0 && d <= 2;
    want_khop.push_back({std::to_string(s), std::to_string(within)});
  }
  CHECK(want_khop[0][1] == "6");  // a corner: itself, 2 at one hop, 3 at two
  CHECK(words_by_line(k.out) == want_khop);
  auto c = gbtest::run_cli(dir, "closeness --graph " + graph + " --sources 0");
  REQUIRE(c.status == 0);
  // distances from a corner of a 6 x 7 grid: Σ (i + j) = 7·15 + 6·21 = 231 over 41 other vertices
  CHECK(std::stod(words_by_line(c.out)[0][1]) == Approx(41.0 / 231.0));

  auto b = gbtest::run_cli(dir, "bc --graph " + graph + " --sources 0,3,41 --out '" + dir.file("bc.txt") + "'");
  REQUIRE(b.status == 0);
  const auto lines = words_by_line(gbtest::read_text(dir.file("bc.txt")));
  REQUIRE(lines.size() == A.nrows());
  // the library's batched Brandes is checked against a serial Brandes in tests/algorithms;
  // here the file must carry exactly its values (17 significant digits read back)
  const std::vector<double> want = gb::betweenness(A, {0, 3, 41});
  std::size_t wrong = 0;
  for (index_t v = 0; v < A.nrows(); ++v) wrong += std::stod(lines[v][0]) != want[v];
  CHECK(wrong == 0);
}

TEST_CASE("cli multi-source errors: one line, status 2", "[cli][ibfs]") {
  gbtest::temp_dir dir;
  for (const std::string args :
       {"bfs --graph grid:3:3 --sources 0,9", "bfs --graph grid:3:3 --sources 0,x", "bfs --graph grid:3:3 --sources ,",
        "bfs --graph grid:3:3 --sources random:0", "bfs --graph grid:3:3 --sources @/nonexistent/list",
        "bfs --graph grid:3:3 --sources random:99", "khop --graph grid:3:3 --sources 0 --hops -1",
        "bfs --graph grid:3:3", "bfs --graph grid:3:3 --source 0 --sources 1"}) {
    auto r = gbtest::run_cli(dir, args);
    INFO("graphblade " << args << "\nstderr: " << r.err);
    CHECK(r.status == 2);
    CHECK(r.err_lines().size() == 1);
    CHECK(r.err.rfind("error: ", 0) == 0);
  }
}

TEST_CASE("cli ibfs-bench: every method valid against the sequential levels, aggregate TEPS, one JSON line",
          "[cli][ibfs]") {
  gbtest::temp_dir dir;
  auto r = gbtest::run_cli(dir, "ibfs-bench --graph kron:9 --sources random:65:3 --trials 1 --no-suitesparse --out '" +
                                    dir.file("ibfs.jsonl") + "'");
  INFO(r.err);
  REQUIRE(r.status == 0);
  for (const char* method : {"\"sequential\"", "\"ibfs-groupby\"", "\"ibfs-random\""})
    CHECK(r.out.find(method) != std::string::npos);
  CHECK(r.out.find("\"valid\":false") == std::string::npos);
  CHECK(r.out.find("\"valid\":true") != std::string::npos);
  CHECK(r.out.find("\"sources\":65") != std::string::npos);
  std::ifstream f(dir.file("ibfs.jsonl"));
  std::string line, extra;
  CHECK(std::getline(f, line));
  CHECK(line.find("\"aggregate_gteps\"") != std::string::npos);
  CHECK(!std::getline(f, extra));
}
