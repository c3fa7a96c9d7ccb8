// Real graphs from ../shared/data/graphs (skipped when absent): sizes after
// reading match the published n / nnz in ../shared/data/PROVENANCE.md.
#include <string>

#include "catch_compat.hpp"
#include "graphblade/io/load_graph.hpp"
#include "graphblade/io/matrix_market.hpp"

using namespace graphblade;

namespace {
struct published {
  const char* name;
  index_t n;
  offset_t nnz;  // SuiteSparse convention: both directions for symmetric files
  bool symmetric;
};
}  // namespace

TEST_CASE("real graphs: n and nnz after mirroring match PROVENANCE.md", "[io][data]") {
  GB_REQUIRE_DATA(dir);
  const published graphs[] = {
      {"karate", 34, 156, true},        {"email-Enron", 36692, 367662, true}, {"cit-HepPh", 34546, 421578, false},
      {"netscience", 1589, 5484, true}, {"ca-GrQc", 5242, 28980, true},       {"bips98_606", 7135, 34738, false},
  };
  for (const auto& g : graphs) {
    INFO(g.name);
    auto loaded = io::load_graph(dir + "/" + g.name + ".mtx.gz");
    CHECK(loaded.name == g.name);
    CHECK(loaded.undirected == g.symmetric);
    CHECK(loaded.A.nrows() == g.n);
    CHECK(loaded.A.ncols() == g.n);
    CHECK(loaded.A.nvals() == g.nnz);
  }
}

TEST_CASE(
    "real graphs: a symmetric file lists one triangle, a general file "
    "every arc",
    "[io][data]") {
  GB_REQUIRE_DATA(dir);
  auto karate = io::read_matrix_market(dir + "/karate.mtx.gz");
  CHECK(karate.symmetric);
  CHECK(karate.rows.size() == 78);
  auto net = io::read_matrix_market(dir + "/netscience.mtx.gz");
  CHECK(net.field == "real");
  CHECK(net.values.size() == net.rows.size());
  auto cit = io::read_matrix_market(dir + "/cit-HepPh.mtx.gz");
  CHECK_FALSE(cit.symmetric);
  CHECK(cit.rows.size() == 421578);
}
