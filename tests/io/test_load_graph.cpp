// load_graph: file specs by extension, generator specs, the undirected flag,
// self-loop / duplicate policy, names, and clear errors for bad specs.
#include <string>

#include "catch_compat.hpp"
#include "graphblade/io/binary.hpp"
#include "graphblade/io/load_graph.hpp"
#include "io_test_files.hpp"

using namespace graphblade;

namespace {

// The message of the invalid_value thrown by load_graph(spec), or "" if none.
std::string spec_error(const std::string& spec) {
  try {
    io::load_graph(spec);
  } catch (const invalid_value& e) {
    return e.what();
  }
  return "";
}

bool has_self_loop(const Matrix<double>& A) {
  for (index_t i = 0; i < A.nrows(); ++i)
    if (A.get(i, i)) return true;
  return false;
}

}  // namespace

TEST_CASE("load_graph .mtx keeps self-loops and merges duplicates", "[io][load]") {
  auto path = iotest::write_text("loops.mtx",
                                 "%%MatrixMarket matrix coordinate pattern "
                                 "general\n3 3 4\n1 1\n1 2\n1 2\n3 2\n");
  auto g = io::load_graph(path);
  CHECK_FALSE(g.undirected);
  CHECK(g.name == "loops");
  CHECK(g.A.nvals() == 3);
  CHECK(g.A.get(0, 0).has_value());
  CHECK(g.A.get(2, 1).has_value());
  CHECK_FALSE(g.A.get(1, 2).has_value());
}

TEST_CASE(
    "load_graph symmetric .mtx.gz is undirected and mirrored, in the "
    "asked format",
    "[io][load]") {
  auto path = iotest::write_gzip("sym.mtx.gz", "%%MatrixMarket matrix coordinate pattern symmetric\n4 4 2\n2 1\n4 3\n");
  auto g = io::load_graph(path, format::csc);
  CHECK(g.undirected);
  CHECK(g.name == "sym");
  CHECK(g.A.storage_format() == format::csc);
  CHECK(g.A.nvals() == 4);
  CHECK(g.A.get(0, 1).has_value());
  CHECK(g.A.get(1, 0).has_value());
}

TEST_CASE("load_graph .el and .gbin files", "[io][load]") {
  auto el = io::load_graph(iotest::write_text("g.el", "0 1\n1 2\n2 2\n"));
  CHECK(el.A.nrows() == 3);
  CHECK(el.A.nvals() == 3);
  CHECK_FALSE(el.undirected);
  CHECK(el.name == "g");
  build_options opt;
  opt.symmetrize = true;
  auto S = Matrix<double>::from_coo(5, 5, {1, 4}, {0, 2}, {}, format::csr, opt);
  auto path = iotest::scratch("s.gbin");
  io::write_gbin(path, S);
  auto g = io::load_graph(path);
  CHECK(g.undirected);
  CHECK(g.A.nvals() == 4);
  CHECK(g.name == "s");
}

TEST_CASE(
    "load_graph file errors: missing file is io_error, unknown extension "
    "is invalid_value",
    "[io][load]") {
  CHECK_THROWS_AS(io::load_graph(iotest::scratch("absent.mtx")), io_error);
  CHECK_THROWS_AS(io::load_graph(iotest::write_text("graph.txt", "0 1\n")), invalid_value);
}

TEST_CASE("graph_name strips folders and graph extensions; specs are their own name", "[io][load]") {
  CHECK(io::graph_name("data/graphs/karate.mtx.gz") == "karate");
  CHECK(io::graph_name("/x/y/road.el") == "road");
  CHECK(io::graph_name("g.gbin") == "g");
  CHECK(io::graph_name("kron:10:16:1") == "kron:10:16:1");
  CHECK(io::is_generator_spec("grid:3:4"));
  CHECK_FALSE(io::is_generator_spec("karate.mtx"));
  CHECK_FALSE(io::is_generator_spec("foo:1"));
}

TEST_CASE("load_graph generator specs: sizes, undirected, no self-loops", "[io][load][gen]") {
  auto grid = io::load_graph("grid:3:4");
  CHECK(grid.undirected);
  CHECK(grid.A.nrows() == 12);
  CHECK(grid.A.nvals() == 2 * (3 * 3 + 2 * 4));  // horizontal + vertical edges, both directions
  auto tree = io::load_graph("tree:2:3");
  CHECK(tree.A.nrows() == 15);
  CHECK(tree.A.nvals() == 2 * 14);
  auto myc = io::load_graph("mycielski:4");  // the Groetzsch graph
  CHECK(myc.A.nrows() == 11);
  CHECK(myc.A.nvals() == 2 * 20);
  for (const char* spec : {"kron:8", "kron:8:4:3", "rmat:8", "rmat:8:4:0.5:0.2:0.2:9", "uniform:8:4"}) {
    INFO(spec);
    auto g = io::load_graph(spec);
    CHECK(g.name == spec);
    CHECK(g.A.nrows() == 256);
    CHECK(g.A.nvals() > 0);
    CHECK_FALSE(has_self_loop(g.A));
  }
  CHECK(io::load_graph("kron:8:4:3").A.indices().to_vector() == io::load_graph("kron:8:4:3").A.indices().to_vector());
}

TEST_CASE("load_graph bad generator specs throw invalid_value naming the part", "[io][load][gen]") {
  CHECK(spec_error("kron:abc") == "kron:abc: SCALE must be an integer, got 'abc'");
  CHECK(spec_error("kron:").find("SCALE must be an integer") != std::string::npos);
  CHECK(spec_error("kron:0").find("SCALE must be in [1, 31]") != std::string::npos);
  CHECK(spec_error("kron:8:16:1:2").find("expected kron:SCALE[:EF[:SEED]]") != std::string::npos);
  CHECK(spec_error("uniform:8:x").find("EF must be an integer") != std::string::npos);
  CHECK(spec_error("rmat:8:4:0.5").find("all three of A:B:C") != std::string::npos);
  CHECK(spec_error("rmat:8:4:0.5:0.4:0.3").find("at most 1") != std::string::npos);
  CHECK(spec_error("rmat:8:4:0.5:q:0.1").find("B must be a number") != std::string::npos);
  CHECK(spec_error("grid:3").find("expected grid:R:C") != std::string::npos);
  CHECK(spec_error("grid:3:-1").find("C must be in") != std::string::npos);
  CHECK(spec_error("tree:2:x").find("DEPTH must be an integer") != std::string::npos);
  CHECK(spec_error("tree:1000:5").find("more than 2^32-1 vertices") != std::string::npos);
  CHECK(spec_error("mycielski:1").find("K must be in [2") != std::string::npos);
}
