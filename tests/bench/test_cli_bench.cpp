// `graphblade bench` and `graphblade demo` end to end through the built binary:
// JSON lines on stdout, --out appends and prints a table, bad names exit 2.
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <sstream>

#include "bench_json.hpp"
#include "catch_compat.hpp"
#include "cli/cli_runner.hpp"

TEST_CASE("cli bench: one validated JSON line per graph x algorithm x thread count", "[bench][cli]") {
  gbtest::temp_dir dir;
  auto r = gbtest::run_cli(dir, "bench -g tree:2:5 -g grid:4:6 --algos reference --threads 1,2 --sources 3 --trials 2");
  INFO(r.err);
  REQUIRE(r.status == 0);
  const auto lines = gbtest::json_lines(r.out);
  REQUIRE(lines.size() == 4);  // 2 graphs x 1 algorithm x 2 thread counts
  CHECK(lines[0]["graph"]["spec"] == "tree:2:5");
  CHECK(lines[0]["threads"] == 1);
  CHECK(lines[1]["threads"] == 2);
  CHECK(lines[2]["graph"]["spec"] == "grid:4:6");
  for (const auto& j : lines) {
    CHECK(j["valid"] == true);
    CHECK(j["algo"] == "reference");
    CHECK(j["trials"].size() == 6);
    CHECK(j["sources"] == lines[j["graph"]["spec"] == "tree:2:5" ? 0 : 2]["sources"]);  // same sources per graph
  }
  CHECK(lines[2]["trials"][0]["edges_graph500"] == 38);  // grid 4x6: 3*6 + 4*5 edges, all reached
}

TEST_CASE("cli bench: --out appends JSON lines and prints a table with the baseline column", "[bench][cli]") {
  gbtest::temp_dir dir;
  const std::string out = dir.file("r.jsonl");
  for (int run = 0; run < 2; ++run) {
    auto r = gbtest::run_cli(dir, "bench -g kron:8 --sources 2 --out '" + out + "'");
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(r.out.find("median ms") != std::string::npos);
    CHECK(r.out.find("reference") != std::string::npos);
  }
  const auto lines = gbtest::json_lines(gbtest::read_text(out));
  CHECK(lines.size() % 2 == 0);
  CHECK(lines.size() >= 2);  // every registered cpu algorithm, twice
  for (const auto& j : lines) CHECK(j["valid"] == true);
}

TEST_CASE("cli bench: an unknown algorithm or device exits 2 with one error line", "[bench][cli]") {
  gbtest::temp_dir dir;
  auto r = gbtest::run_cli(dir, "bench -g kron:6 --algos nosuch");
  CHECK(r.status == 2);
  CHECK(r.err_lines().size() == 1);
  r = gbtest::run_cli(dir, "bench -g kron:6 --devices tpu");
  CHECK(r.status == 2);
  r = gbtest::run_cli(dir, "bench --algos reference");  // no graph
  CHECK(r.status == 2);
}

TEST_CASE("cli demo: the table lists the suitesparse baseline and every row is valid", "[bench][cli]") {
  gbtest::temp_dir dir;
  auto r = gbtest::run_cli(dir, "demo --graph kron:9 --graph grid:10:10 --sources 2 --json");
  INFO(r.err);
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.out);
  bool baseline = false;
  for (const auto& row : j["results"]) {
    CHECK(row["valid"] == true);
    baseline |= row["algo"] == "suitesparse";
    if (row["algo"] == "suitesparse") CHECK(row["speedup_vs_suitesparse"] == 1.0);
  }
#ifdef GRAPHBLADE_HAS_SUITESPARSE
  CHECK(baseline);
#endif
  CHECK(j["sources"].size() == 2);
}

TEST_CASE("cli bench: LAGraph's malloc settings by default, recorded in host.malloc; GRAPHBLADE_BENCH_MALLOC picks",
          "[bench][cli]") {
  gbtest::temp_dir dir;
  struct restore_env {  // the child inherits the variable; leave none behind
    ~restore_env() { unsetenv("GRAPHBLADE_BENCH_MALLOC"); }
  } restore;
  const std::string args = "bench -g grid:3:3 --algos reference --sources 1";
  unsetenv("GRAPHBLADE_BENCH_MALLOC");
  auto r = gbtest::run_cli(dir, args);
  REQUIRE(r.status == 0);
#ifdef __GLIBC__
  CHECK(gbtest::json_lines(r.out).at(0)["host"]["malloc"] == "lagraph: glibc mmap off, no trim, 16 MiB top pad");
#endif
  setenv("GRAPHBLADE_BENCH_MALLOC", "default", 1);
  r = gbtest::run_cli(dir, args);
  REQUIRE(r.status == 0);
  CHECK(gbtest::json_lines(r.out).at(0)["host"]["malloc"] == "glibc default");
  setenv("GRAPHBLADE_BENCH_MALLOC", "jemalloc", 1);
  r = gbtest::run_cli(dir, args);
  CHECK(r.status == 2);
  CHECK(r.err_lines().size() == 1);
  CHECK(r.err.rfind("error: ", 0) == 0);
  CHECK(r.err.find("GRAPHBLADE_BENCH_MALLOC") != std::string::npos);
}
