// Edge-list (.el) reading and writing: 0-based ids, comments, optional
// weights, n = 1 + max id, and file:line errors.
#include <string>

#include "catch_compat.hpp"
#include "graphblade/io/edge_list.hpp"
#include "io_test_files.hpp"

using namespace graphblade;
using iotest::require_io_error;
using iotest::write_text;

TEST_CASE("el pattern file: comments skipped, ids 0-based, n = 1 + largest id", "[io][el]") {
  auto c = io::read_edge_list(write_text("a.el", "# header\n0 1\n% other comment\n\n4 2\n  2\t0\n"));
  CHECK(c.nrows == 5);
  CHECK(c.ncols == 5);
  CHECK(c.field == "pattern");
  CHECK(c.rows == std::vector<index_t>{0, 4, 2});
  CHECK(c.cols == std::vector<index_t>{1, 2, 0});
  CHECK_FALSE(c.symmetric);
}

TEST_CASE("el weighted file keeps the weights", "[io][el]") {
  auto c = io::read_edge_list(write_text("w.el", "0 1 0.5\n1 2 -2\n"));
  CHECK(c.field == "real");
  CHECK(c.values == std::vector<double>{0.5, -2});
  CHECK(*c.to_matrix().get(1, 2) == -2);
}

TEST_CASE("el empty file gives an empty graph", "[io][el]") {
  auto c = io::read_edge_list(write_text("e.el", "# nothing\n"));
  CHECK(c.nrows == 0);
  CHECK(c.rows.empty());
}

TEST_CASE("el errors name file and line", "[io][el][errors]") {
  auto bad_tok = write_text("bad_tok.el", "0 1\n# c\n1 x\n");
  require_io_error([&] { io::read_edge_list(bad_tok); }, bad_tok, 3, "non-numeric token 'x'");
  auto missing_w = write_text("missing_w.el", "0 1 2.0\n1 2\n");
  require_io_error([&] { io::read_edge_list(missing_w); }, missing_w, 2, "weight");
  auto extra = write_text("extra.el", "0 1\n1 2 3\n");
  require_io_error([&] { io::read_edge_list(extra); }, extra, 2, "unexpected token '3'");
  auto one_col = write_text("one_col.el", "\n5\n");
  require_io_error([&] { io::read_edge_list(one_col); }, one_col, 2, "columns");
  auto negative = write_text("neg.el", "0 -1\n");
  require_io_error([&] { io::read_edge_list(negative); }, negative, 1, "non-numeric");
  auto huge = write_text("huge.el", "0 4294967295\n");
  require_io_error([&] { io::read_edge_list(huge); }, huge, 1, "does not fit");
  auto missing = iotest::scratch("missing.el");
  require_io_error([&] { io::read_edge_list(missing); }, missing, 0, "cannot open");
}

TEST_CASE("el write then read gives the same entries", "[io][el]") {
  std::vector<index_t> r{0, 3, 2, 2}, c{3, 1, 2, 0};
  std::vector<double> v{1.5, 2, 3, 4.75};
  for (bool valued : {false, true}) {
    auto A = Matrix<double>::from_coo(4, 4, r, c, valued ? v : std::vector<double>{});
    auto path = iotest::scratch(valued ? "rt_w.el" : "rt_p.el");
    io::write_edge_list(path, A);
    auto B = io::read_edge_list(path).to_matrix();
    CHECK(B.nrows() == 4);
    CHECK(B.indices().to_vector() == A.indices().to_vector());
    CHECK(B.offsets().to_vector() == A.offsets().to_vector());
    CHECK(B.values().to_vector() == A.values().to_vector());
  }
}
