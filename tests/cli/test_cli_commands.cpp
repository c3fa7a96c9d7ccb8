// The CLI's other subcommands: algos lists the registry, gen / convert write
// files that info and bfs read back identically, info --json has its fields.
#include <nlohmann/json.hpp>

#include "catch_compat.hpp"
#include "cli_runner.hpp"

TEST_CASE("cli algos: lists the reference BFS with its device, as a table and as JSON", "[cli]") {
  gbtest::temp_dir dir;
  auto table = gbtest::run_cli(dir, "algos");
  REQUIRE(table.status == 0);
  CHECK(table.out.find("reference") != std::string::npos);
  auto json = gbtest::run_cli(dir, "algos --json");
  REQUIRE(json.status == 0);
  bool found = false;
  for (const auto& a : nlohmann::json::parse(json.out))
    if (a["name"] == "reference") found = a["devices"] == nlohmann::json::array({"cpu"});
  CHECK(found);
}

TEST_CASE("cli gen + convert + info: every output format reloads as the same graph", "[cli]") {
  gbtest::temp_dir dir;
  REQUIRE(gbtest::run_cli(dir, "gen grid:5:7 --out '" + dir.file("g.mtx") + "'").status == 0);
  REQUIRE(gbtest::run_cli(dir, "convert '" + dir.file("g.mtx") + "' '" + dir.file("g.gbin") + "'").status == 0);
  REQUIRE(gbtest::run_cli(dir, "convert '" + dir.file("g.gbin") + "' '" + dir.file("g.el") + "'").status == 0);
  REQUIRE(gbtest::run_cli(dir, "convert '" + dir.file("g.el") + "' '" + dir.file("g.mtx.gz") + "'").status == 0);
  std::string levels_first;
  for (const char* name : {"g.mtx", "g.gbin", "g.el", "g.mtx.gz"}) {
    INFO(name);
    auto info = gbtest::run_cli(dir, "info --json --graph '" + dir.file(name) + "'");
    REQUIRE(info.status == 0);
    const auto j = nlohmann::json::parse(info.out);
    CHECK(j["n"] == 35);
    CHECK(j["nnz"] == 2 * (5 * 6 + 4 * 7));  // both directions of every grid edge
    CHECK(j["structurally_symmetric"] == true);
    CHECK(j["out_degree"]["max"] == 4);
    CHECK(j["out_degree"]["min"] == 2);
    auto bfs = gbtest::run_cli(dir, "bfs --source 3 --out '" + dir.file("levels.txt") + "' --graph '" +
                                        dir.file(name) + "'");
    REQUIRE(bfs.status == 0);
    const std::string levels = gbtest::read_text(dir.file("levels.txt"));
    if (levels_first.empty()) levels_first = levels;
    CHECK(levels == levels_first);
  }
}

TEST_CASE("cli demo: runs and validates every cpu algorithm on a small graph", "[cli]") {
  gbtest::temp_dir dir;
  auto r = gbtest::run_cli(dir, "demo --graph kron:10 --sources 2 --json");
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["results"].size() >= 1);
  for (const auto& row : j["results"]) CHECK(row["valid"] == true);
  CHECK(j["sources"].size() == 2);
}
