// External BFS programs as benchmark rows (bench/harness/external): the GAP
// .sg and LAGraph .grb writers read back byte for byte, the trial-time parser
// on both programs' output lines, and `graphblade bench --gap` / `--lagraph`
// end to end. The end-to-end cases need the programs, so they are skipped
// unless GRAPHBLADE_GAP_BFS (GAP's bfs) / GRAPHBLADE_LAGRAPH_BFS_DEMO
// (LAGraph's bfs_demo) name them (bench/results/baselines/README.md builds both).
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "algorithms/test_reference_graphs.hpp"
#include "bench/harness/external.hpp"
#include "bench_json.hpp"
#include "catch_compat.hpp"
#include "cli/cli_runner.hpp"

using namespace graphblade;

namespace {

/// Reads fixed-size values in order from a binary file.
class binary_reader {
 public:
  explicit binary_reader(const std::string& path) : in_(path, std::ios::binary) { REQUIRE(in_); }
  template <class T>
  T next() {
    T value{};
    in_.read(reinterpret_cast<char*>(&value), sizeof value);
    REQUIRE(in_);
    return value;
  }
  void skip(std::size_t bytes) { in_.seekg(std::streamoff(bytes), std::ios::cur); }
  bool at_end() { return in_.peek() == std::char_traits<char>::eof(); }

 private:
  std::ifstream in_;
};

/// A directed graph: edges i -> 2i+1 and i -> 2i+2 mod n, plus 3 -> 0.
Matrix<bool> small_directed() {
  const index_t n = 9;
  std::vector<std::pair<index_t, index_t>> edges{{3, 0}};
  for (index_t i = 0; i < n; ++i)
    for (index_t j : {(2 * i + 1) % n, (2 * i + 2) % n}) edges.emplace_back(i, j);
  return gbtest::graph_from_edges(n, edges, false);
}

}  // namespace

TEST_CASE("external: GAP .sg holds the CSR, and the transpose as in-neighbours when directed", "[bench][external]") {
  gbtest::temp_dir dir;
  const Matrix<bool> A = small_directed();
  const std::string path = dir.file("g.sg");
  bench::write_gap_sg(A, true, path);  // written as undirected: out-neighbours only
  {
    binary_reader in(path);
    CHECK(in.next<bool>() == false);
    CHECK(in.next<std::int64_t>() == std::int64_t(A.nvals()));
    CHECK(in.next<std::int64_t>() == std::int64_t(A.nrows()));
    for (index_t v = 0; v <= A.nrows(); ++v) CHECK(in.next<std::int64_t>() == std::int64_t(A.offsets()[v]));
    for (offset_t k = 0; k < A.nvals(); ++k) CHECK(in.next<std::int32_t>() == std::int32_t(A.indices()[k]));
    CHECK(in.at_end());
  }
  bench::write_gap_sg(A, false, path);  // directed: in-neighbours follow
  binary_reader in(path);
  CHECK(in.next<bool>() == true);
  in.skip(16 + 8 * (A.nrows() + 1) + 4 * A.nvals());
  std::vector<std::int64_t> in_offsets(A.nrows() + 1);
  for (auto& x : in_offsets) x = in.next<std::int64_t>();
  CHECK(in_offsets.back() == std::int64_t(A.nvals()));
  // Every in-neighbour u of v is an edge u -> v of A, and each edge appears once.
  std::size_t matched = 0;
  for (index_t v = 0; v < A.nrows(); ++v)
    for (std::int64_t k = in_offsets[v]; k < in_offsets[v + 1]; ++k) {
      const auto u = index_t(in.next<std::int32_t>());
      bool edge = false;
      for (offset_t e = A.offsets()[u]; e < A.offsets()[u + 1]; ++e) edge = edge || A.indices()[e] == v;
      CHECK(edge);
      matched += edge;
    }
  CHECK(matched == A.nvals());
  CHECK(in.at_end());
}

TEST_CASE("external: LAGraph .grb header scalars and CSR arrays", "[bench][external]") {
  gbtest::temp_dir dir;
  const Matrix<bool> A = small_directed();
  const std::string path = dir.file("g.grb");
  bench::write_lagraph_grb(A, path);
  binary_reader in(path);
  in.skip(512);
  CHECK(in.next<std::int32_t>() == 0);    // by row
  CHECK(in.next<std::int32_t>() == 102);  // sparse, iso
  in.next<double>();
  CHECK(in.next<std::uint64_t>() == A.nrows());
  CHECK(in.next<std::uint64_t>() == A.ncols());
  CHECK(in.next<std::int64_t>() == -1);  // non-empty rows: unknown
  CHECK(in.next<std::uint64_t>() == A.nrows());
  CHECK(in.next<std::uint64_t>() == A.nvals());
  CHECK(in.next<std::int32_t>() == 0);  // bool
  CHECK(in.next<std::uint64_t>() == 1);
  for (index_t v = 0; v <= A.nrows(); ++v) CHECK(in.next<std::uint64_t>() == A.offsets()[v]);
  for (offset_t k = 0; k < A.nvals(); ++k) CHECK(in.next<std::uint64_t>() == A.indices()[k]);
  CHECK(in.next<bool>() == true);
  CHECK(in.at_end());
}

TEST_CASE("external: trial times parsed from GAP's and LAGraph's output lines, sources as 1-based Matrix Market",
          "[bench][external]") {
  const std::string gap =
      "Read Time:           0.01000\nTrial Time:          0.00250\nVerification:        PASS\n"
      "Trial Time:          1.50000\nAverage Time:        0.75125\n";
  CHECK(bench::parse_trial_ms(gap, "Trial Time:", false) == std::vector<double>{2.5, 1500.0});
  const std::string lagraph =
      "warmup: parent only, pushpull: 0.1 sec\n"
      "parent only  pushpull trial:  0 threads:  2 src:           41     0.0125 sec\n"
      "parent only  pushpull trial:  1 threads:  2 src:            7     2.0000 sec\n"
      "Avg: BFS parent only  pushpull threads 2:  1.0 sec: kron\n";
  CHECK(bench::parse_trial_ms(lagraph, "parent only  pushpull trial:", true) == std::vector<double>{12.5, 2000.0});
  gbtest::temp_dir dir;
  bench::write_sources_mtx({4, 0}, 2, dir.file("s.mtx"));
  CHECK(gbtest::read_text(dir.file("s.mtx")) ==
        "%%MatrixMarket matrix coordinate integer general\n4 1 4\n1 1 5\n2 1 5\n3 1 1\n4 1 1\n");
}

TEST_CASE("external: graphblade bench --gap runs GAP's bfs as a verified parents row (GRAPHBLADE_GAP_BFS)",
          "[bench][external]") {
  const char* gap = std::getenv("GRAPHBLADE_GAP_BFS");
  if (!gap || !*gap) GB_SKIP("GRAPHBLADE_GAP_BFS is not set (path of GAP's bfs binary)");
  gbtest::temp_dir dir;
  for (const char* graph : {"kron:10", "tree:3:4"}) {
    auto r = gbtest::run_cli(dir, std::string("bench -g ") + graph +
                                      " --algos gb-auto --outputs parents --sources 3 "
                                      "--trials 2 --threads 2 --scratch '" +
                                      dir.file(".") + "' --gap '" + gap + "'");
    INFO(r.err);
    REQUIRE(r.status == 0);
    const auto lines = gbtest::json_lines(r.out);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0]["outputs"] == "parents");  // gb-auto honours --outputs
    const auto& row = lines[1];
    CHECK(row["algo"] == "gap");
    CHECK(row["outputs"] == "parents");
    CHECK(row["valid"] == true);
    CHECK(row["trials"].size() == 6);
    CHECK(row["sources"] == lines[0]["sources"]);
    for (std::size_t t = 0; t < 6; ++t) CHECK(row["trials"][t]["reached"] == lines[0]["trials"][t]["reached"]);
  }
}

TEST_CASE("external: graphblade bench --lagraph runs LAGraph's bfs_demo as a parents row (GRAPHBLADE_LAGRAPH_BFS_DEMO)",
          "[bench][external]") {
  const char* demo = std::getenv("GRAPHBLADE_LAGRAPH_BFS_DEMO");
  if (!demo || !*demo) GB_SKIP("GRAPHBLADE_LAGRAPH_BFS_DEMO is not set (path of LAGraph's bfs_demo)");
  gbtest::temp_dir dir;
  auto r = gbtest::run_cli(dir, std::string("bench -g kron:10 --algos reference --sources 3 --trials 2 --threads 2 "
                                            "--scratch '") +
                                    dir.file(".") + "' --lagraph '" + demo + "'");
  INFO(r.err);
  REQUIRE(r.status == 0);
  const auto lines = gbtest::json_lines(r.out);
  REQUIRE(lines.size() == 2);
  CHECK(lines[1]["algo"] == "lagraph");
  CHECK(lines[1]["outputs"] == "parents");
  CHECK(lines[1]["validation"] == "none");
  CHECK(lines[1]["error"].is_null());
  CHECK(lines[1]["trials"].size() == 6);
}

TEST_CASE("external: a missing program exits 2 with one error line", "[bench][external]") {
  gbtest::temp_dir dir;
  auto r = gbtest::run_cli(dir, "bench -g kron:6 --algos reference --gap /nonexistent/bfs");
  CHECK(r.status == 2);
  CHECK(r.err_lines().size() == 1);
}

TEST_CASE("external: --warm-each gives GAP one untimed trial per source, as graphblade's rows get one",
          "[bench][external]") {
  // A stand-in for GAP's bfs: logs its "-n" and prints that many timed, verified trials (trial t takes t+1 ms),
  // so the row's times say which trials were kept.
  gbtest::temp_dir dir;
  const std::string fake = dir.file("fake_gap.sh"), calls = dir.file("calls.txt");
  {
    std::ofstream script(fake);
    script << "#!/bin/sh\nn=1\nwhile [ $# -gt 0 ]; do [ \"$1\" = -n ] && n=$2; shift; done\n"
           << "echo \"n=$n\" >> '" << calls << "'\ni=1\nwhile [ $i -le $n ]; do\n"
           << "  printf 'Trial Time:          0.00%d000\\nVerification:        PASS\\n' $i\n  i=$((i+1))\ndone\n";
  }
  REQUIRE(std::system(("chmod +x '" + fake + "'").c_str()) == 0);
  auto r = gbtest::run_cli(dir, "bench -g kron:6 --algos reference --sources 3 --warmup 1 --warm-each --scratch '" +
                                    dir.file(".") + "' --gap '" + fake + "'");
  INFO(r.err);
  REQUIRE(r.status == 0);
  const auto lines = gbtest::json_lines(r.out);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0]["warm_each"] == true);
  const auto& row = lines[1];
  REQUIRE(row["trials"].size() == 3);
  CHECK(row["trials"][0]["ms"] == Approx(3.0));  // first source: --warmup 1 and the warm-each trial skipped
  CHECK(row["trials"][1]["ms"] == Approx(2.0));  // later sources: the warm-each trial only
  CHECK(row["trials"][2]["ms"] == Approx(2.0));
  std::ifstream log(calls);
  std::stringstream seen;
  seen << log.rdbuf();
  CHECK(seen.str() == "n=3\nn=2\nn=2\n");
}
