// The CLI's error contract: bad input ends with exit status 2 and exactly one
// line "error: ..." on stderr (no crash, no usage dump); --help exits 0.
#include "catch_compat.hpp"
#include "cli_runner.hpp"

namespace {

void check_one_error_line(const std::string& args, const std::string& expected_words) {
  gbtest::temp_dir dir;
  auto r = gbtest::run_cli(dir, args);
  INFO("graphblade " << args << "\nstderr: " << r.err);
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  const auto lines = r.err_lines();
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].rfind("error: ", 0) == 0);
  CHECK(lines[0].find(expected_words) != std::string::npos);
}

}  // namespace

TEST_CASE("cli errors: a missing graph file exits 2 with one error line", "[cli]") {
  check_one_error_line("bfs --graph /no/such/graph.mtx --source 0", "/no/such/graph.mtx");
}

TEST_CASE("cli errors: a bad generator spec exits 2 with one error line", "[cli]") {
  check_one_error_line("bfs --graph kron:notanumber --source 0", "kron");
}

TEST_CASE("cli errors: a source out of range exits 2 with one error line", "[cli]") {
  check_one_error_line("bfs --graph tree:2:3 --source 15", "out of range");
  check_one_error_line("bfs --graph tree:2:3 --source -1", "out of range");
}

TEST_CASE("cli errors: an unknown algorithm exits 2 and names the known ones", "[cli]") {
  check_one_error_line("bfs --graph tree:2:3 --source 0 --algo no-such-bfs", "reference");
}

TEST_CASE("cli errors: an unknown option exits 2 with one error line", "[cli]") {
  check_one_error_line("bfs --graph tree:2:3 --source 0 --frobnicate", "--frobnicate");
  check_one_error_line("bfs --graph tree:2:3", "--source");
}

TEST_CASE("cli errors: cuda on a cpu-only algorithm exits 2 with one error line", "[cli]") {
  check_one_error_line("bfs --graph tree:2:3 --source 0 --algo reference --device cuda", "cuda");
}

TEST_CASE("cli errors: an unknown output extension and a non-spec for gen exit 2", "[cli]") {
  gbtest::temp_dir dir;
  check_one_error_line("gen tree:2:3 --out '" + dir.file("g.txt") + "'", ".txt");
  check_one_error_line("gen /tmp/file.mtx --out '" + dir.file("g.mtx") + "'", "not a generator spec");
}

TEST_CASE("cli: --help exits 0 and prints usage on stdout", "[cli]") {
  gbtest::temp_dir dir;
  auto r = gbtest::run_cli(dir, "bfs --help");
  CHECK(r.status == 0);
  CHECK(r.out.find("--source") != std::string::npos);
}

TEST_CASE("cli errors: asking an algorithm for an output it does not compute exits 2 and says which", "[cli]") {
  check_one_error_line("bfs --graph tree:2:3 --source 0 --algo turbo-td-cooc --output parents --out p.txt",
                       "does not compute parents");
  check_one_error_line("bfs --graph tree:2:3 --source 0 --algo hong-queue --output sigma --out s.txt",
                       "does not compute sigma");
}
