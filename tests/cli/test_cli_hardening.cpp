// Issue 19 at the CLI: numeric arguments refuse empty and partial numbers;
// --out files are replaced whole or not at all (a full disk, simulated with
// `ulimit -f`, keeps the old file and leaves no temporary); two writers of the
// same path leave one complete file; error lines escape control bytes; the
// read limits are options (before or after the subcommand) and environment
// variables; a named pipe is a graph file.
#include <filesystem>
#include <string>

#include "catch_compat.hpp"
#include "cli_runner.hpp"

namespace {

/// Run a shell command line in `dir` with $G set to the graphblade binary;
/// returns the exit status and the captured output.
gbtest::cli_run shell(const gbtest::temp_dir& dir, const std::string& script) {
  const std::string out = dir.file("stdout.txt"), err = dir.file("stderr.txt");
  const std::string cmd = "cd '" + dir.file("") + "' && G='" + GRAPHBLADE_CLI + "' && (" + script + ") > '" + out +
                          "' 2> '" + err + "'";
  const int raw = std::system(cmd.c_str());
  gbtest::cli_run r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = gbtest::read_text(out);
  r.err = gbtest::read_text(err);
  return r;
}

void check_rejected(const std::string& args, const std::string& phrase) {
  gbtest::temp_dir dir;
  auto r = gbtest::run_cli(dir, args);
  INFO("graphblade " << args << "\nstderr: " << r.err);
  CHECK(r.status == 2);
  const auto lines = r.err_lines();
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].rfind("error: ", 0) == 0);
  CHECK(lines[0].find(phrase) != std::string::npos);
}

std::size_t temporaries_in(const gbtest::temp_dir& dir) {
  std::size_t n = 0;
  for (auto& e : std::filesystem::directory_iterator(dir.file("")))
    n += e.path().filename().string().find(".tmp.") != std::string::npos;
  return n;
}

}  // namespace

TEST_CASE("cli hardening: numeric arguments refuse empty and partial numbers", "[cli][hardening]") {
  check_rejected("bfs --graph tree:2:3 --source ''", "--source");  // was accepted as vertex 0
  check_rejected("bfs --graph tree:2:3 --source 3x", "3x");
  check_rejected("bfs --graph tree:2:3 --source ' 3'", "--source");
  check_rejected("bfs --graph tree:2:3 --source 0 --trials ''", "--trials");
  check_rejected("bfs --graph tree:2:3 --source 0 --knob alpha=", "alpha");
  check_rejected("bfs --graph tree:2:3 --source 0 --knob 'alpha=1 '", "alpha");
  check_rejected("bench --graph tree:2:3 --sources ''", "--sources");
  check_rejected("bench --graph tree:2:3 --threads 2x", "2x");
  check_rejected("demo --graph tree:2:3 --seed 1.5", "--seed");
  check_rejected("info --graph tree:2:3 --max-vertices ''", "--max-vertices");
}

TEST_CASE("cli hardening: a full disk keeps the old --out file and leaves no temporary", "[cli][hardening]") {
  gbtest::temp_dir dir;
  for (const std::string out : {"g.el", "g.mtx", "g.mtx.gz", "g.gbin"}) {
    INFO(out);
    REQUIRE(shell(dir, "$G gen grid:3:3 --out " + out).status == 0);
    const std::string before = gbtest::read_text(dir.file(out));
    auto r = shell(dir, "ulimit -f 8; $G gen kron:14 --out " + out);  // the disk fills after 4-8 KB
    INFO(r.err);
    CHECK(r.status == 2);
    CHECK(r.err_lines().size() == 1);
    CHECK(gbtest::read_text(dir.file(out)) == before);
    r = shell(dir, "ulimit -f 8; $G gen kron:14 --out new_" + out);
    CHECK(r.status == 2);
    CHECK(!std::filesystem::exists(dir.file("new_" + out)));  // no partial new file
  }
  REQUIRE(shell(dir, "$G bfs --graph grid:3:3 --source 0 --out levels.txt").status == 0);
  const std::string levels = gbtest::read_text(dir.file("levels.txt"));
  CHECK(shell(dir, "ulimit -f 8; $G bfs --graph kron:14 --source 0 --out levels.txt").status == 2);
  CHECK(gbtest::read_text(dir.file("levels.txt")) == levels);
  CHECK(temporaries_in(dir) == 0);
}

TEST_CASE("cli hardening: two writers of one path leave one complete file", "[cli][hardening]") {
  gbtest::temp_dir dir;
  for (const std::string ext : {".el", ".mtx"}) {
    INFO(ext);
    REQUIRE(shell(dir, "$G gen kron:12:16:1 --out a" + ext + " && $G gen kron:12:16:2 --out b" + ext).status == 0);
    const std::string a = gbtest::read_text(dir.file("a" + ext)), b = gbtest::read_text(dir.file("b" + ext));
    REQUIRE(a != b);
    for (int round = 0; round < 6; ++round) {
      REQUIRE(shell(dir, "$G gen kron:12:16:1 --out same" + ext + " & $G gen kron:12:16:2 --out same" + ext +
                             " & wait")
                  .status == 0);
      const std::string got = gbtest::read_text(dir.file("same" + ext));
      CHECK((got == a || got == b));  // was interleaved in 5 of 21 runs
    }
  }
  CHECK(temporaries_in(dir) == 0);
}

TEST_CASE("cli hardening: error lines escape CR and NUL quoted from a file", "[cli][hardening]") {
  gbtest::temp_dir dir;
  auto r = shell(dir,
                 "printf '%%%%MatrixMarket matrix coordinate pattern general\\r\\n3 3 x\\r\\n' > crlf.mtx; "
                 "$G info --graph crlf.mtx");
  CHECK(r.status == 2);
  CHECK(r.err.find('\r') == std::string::npos);
  CHECK(r.err.find("3 3 x\\r") != std::string::npos);
  r = shell(dir, "printf '0 1\\n2 \\000x\\n' > nul.el; $G info --graph nul.el");
  CHECK(r.status == 2);
  REQUIRE(r.err_lines().size() == 1);
  CHECK(r.err.find("\\x00x") != std::string::npos);  // the message goes on past the NUL
}

TEST_CASE("cli hardening: read limits are options and environment variables", "[cli][hardening]") {
  gbtest::temp_dir dir;
  const std::string make = "printf '%%%%MatrixMarket matrix coordinate pattern general\\n1000000000 1000000000 1\\n1 1\\n' > big.mtx; ";
  auto r = shell(dir, make + "$G info --graph big.mtx");
  CHECK(r.status == 2);
  CHECK(r.err.find("--max-vertices") != std::string::npos);
  CHECK(shell(dir, "$G info --graph grid:4:4 --max-vertices 15").status == 0);  // generators are not files
  CHECK(shell(dir, "$G convert grid:4:4 g.el && $G info --graph g.el --max-vertices 15").status == 2);
  CHECK(shell(dir, "$G --max-vertices 16 info --graph g.el").status == 0);
  CHECK(shell(dir, "GRAPHBLADE_MAX_VERTICES=15 $G info --graph g.el").status == 2);
  r = shell(dir, "GRAPHBLADE_MAX_VERTICES=lots $G info --graph g.el");
  CHECK(r.status == 2);
  CHECK(r.err.find("GRAPHBLADE_MAX_VERTICES") != std::string::npos);
  CHECK(shell(dir, "$G info --graph g.el --max-input-bytes 10").status == 2);
}

TEST_CASE("cli hardening: a named pipe is a graph file", "[cli][hardening]") {
  gbtest::temp_dir dir;
  auto r = shell(dir, "mkfifo p.el && (printf '0 1\\n1 2\\n' > p.el &) && $G info --graph p.el --json");
  INFO(r.err);
  CHECK(r.status == 0);
  CHECK(r.out.find("\"n\": 3") != std::string::npos);
}
