// Every malformed-MatrixMarket case throws io_error naming the file and the
// offending line (0 when no line applies).
#include <omp.h>

#include <string>

#include "catch_compat.hpp"
#include "graphblade/io/matrix_market.hpp"
#include "io_test_files.hpp"

using namespace graphblade;
using iotest::require_io_error;
using iotest::write_text;

namespace {
const std::string kPattern = "%%MatrixMarket matrix coordinate pattern general\n";

// Require read_matrix_market(name holding text) to fail at `line` with
// `phrase`.
void require_mtx_error(const std::string& name, const std::string& text, std::size_t line, const std::string& phrase) {
  auto path = write_text(name, text);
  require_io_error([&] { io::read_matrix_market(path); }, path, line, phrase);
}
}  // namespace

TEST_CASE("mtx error: a missing file names the file", "[io][mtx][errors]") {
  auto path = iotest::scratch("does_not_exist.mtx");
  require_io_error([&] { io::read_matrix_market(path); }, path, 0, "cannot open");
}

TEST_CASE(
    "mtx error: fewer entries than declared is reported as truncated at "
    "the last line",
    "[io][mtx][errors]") {
  require_mtx_error("trunc.mtx", kPattern + "3 3 3\n1 1\n2 2\n", 4, "truncated");
  require_mtx_error("trunc_nonl.mtx", kPattern + "3 3 3\n1 1\n2 2", 4, "truncated");
}

TEST_CASE("mtx error: a truncated gzip stream is rejected", "[io][mtx][errors]") {
  std::string text = kPattern + "1000 1000 20000\n";
  for (int k = 0; k < 20000; ++k) text += std::to_string(k * 37 % 1000 + 1) + " " + std::to_string(k % 1000 + 1) + "\n";
  std::string full = iotest::slurp(iotest::write_gzip("whole.mtx.gz", text));
  auto path = write_text("cut.mtx.gz", full.substr(0, full.size() / 2));
  require_io_error([&] { io::read_matrix_market(path); }, path, 0, "gzip");
}

TEST_CASE("mtx error: bad banners are rejected on line 1", "[io][mtx][errors]") {
  require_mtx_error("nobanner.mtx", "3 3 1\n1 1\n", 1, "bad banner");
  require_mtx_error("short_banner.mtx", "%%MatrixMarket matrix coordinate pattern\n3 3 1\n1 1\n", 1, "bad banner");
  require_mtx_error("vector.mtx", "%%MatrixMarket vector coordinate pattern general\n3 3 1\n1 1\n", 1, "bad banner");
  require_mtx_error("field.mtx", "%%MatrixMarket matrix coordinate boolean general\n3 3 1\n1 1\n", 1, "unknown field");
  require_mtx_error("empty.mtx", "", 1, "empty file");
}

TEST_CASE(
    "mtx error: complex field, array format and hermitian symmetry are "
    "unsupported",
    "[io][mtx][errors]") {
  require_mtx_error("complex.mtx", "%%MatrixMarket matrix coordinate complex general\n1 1 1\n1 1 1 0\n", 1, "complex");
  require_mtx_error("array.mtx", "%%MatrixMarket matrix array real general\n2 2\n1\n2\n3\n4\n", 1, "array");
  require_mtx_error("herm.mtx", "%%MatrixMarket matrix coordinate real hermitian\n2 2 1\n1 1 1\n", 1, "hermitian");
  require_mtx_error("skew.mtx", "%%MatrixMarket matrix coordinate real skew-symmetric\n2 2 1\n2 1 1\n", 1, "skew");
}

TEST_CASE("mtx error: a malformed or missing size line is reported on its line", "[io][mtx][errors]") {
  require_mtx_error("size2.mtx", kPattern + "% c\n3 3\n1 1\n", 3, "bad size line");
  require_mtx_error("size4.mtx", kPattern + "3 3 1 1\n1 1\n", 2, "bad size line");
  require_mtx_error("sizex.mtx", kPattern + "3 x 1\n1 1\n", 2, "bad size line");
  require_mtx_error("sizeneg.mtx", kPattern + "-3 3 1\n1 1\n", 2, "bad size line");
  require_mtx_error("nosize.mtx", kPattern + "% only comments\n", 3, "bad size line");
  require_mtx_error("symrect.mtx", "%%MatrixMarket matrix coordinate pattern symmetric\n3 4 1\n1 1\n", 2, "square");
}

TEST_CASE("mtx error: index 0 or an index past the dimension is reported on its line", "[io][mtx][errors]") {
  require_mtx_error("row0.mtx", kPattern + "3 3 2\n1 1\n0 2\n", 4, "row index 0 outside [1, 3]");
  require_mtx_error("col0.mtx", kPattern + "3 3 2\n1 0\n1 2\n", 3, "column index 0");
  require_mtx_error("rowbig.mtx", kPattern + "3 5 2\n1 1\n4 2\n", 4, "row index 4 outside [1, 3]");
  require_mtx_error("colbig.mtx", kPattern + "3 5 2\n1 6\n1 2\n", 3, "column index 6 outside [1, 5]");
}

TEST_CASE("mtx error: more entries than declared points at the first extra entry", "[io][mtx][errors]") {
  require_mtx_error("extra.mtx", kPattern + "3 3 2\n1 1\n\n2 2\n3 3\n", 6, "more entries");
}

TEST_CASE("mtx error: non-numeric tokens and stray tokens are reported on their line", "[io][mtx][errors]") {
  require_mtx_error("tok_row.mtx", kPattern + "3 3 2\n1 1\nx 2\n", 4, "non-numeric token 'x'");
  require_mtx_error("tok_frac.mtx", kPattern + "3 3 1\n1.5 2\n", 3, "non-numeric");
  require_mtx_error("tok_col.mtx", kPattern + "3 3 1\n1\n", 3, "non-numeric token end of line");
  require_mtx_error("tok_val.mtx",
                    "%%MatrixMarket matrix coordinate real general\n3 3 2\n1 1 "
                    "2.5\n2 2 abc\n",
                    4, "non-numeric token 'abc'");
  require_mtx_error("tok_int.mtx", "%%MatrixMarket matrix coordinate integer general\n3 3 1\n1 1 2.5\n", 3,
                    "an integer value");
  require_mtx_error("tok_missing_val.mtx", "%%MatrixMarket matrix coordinate real general\n3 3 1\n1 1\n", 3,
                    "a real value");
  require_mtx_error("tok_extra.mtx", kPattern + "3 3 1\n1 1 7\n", 3, "unexpected token '7'");
}

TEST_CASE("mtx error: sizes that cannot fit are refused before allocating", "[io][mtx][errors]") {
  require_mtx_error("huge_n.mtx", kPattern + "4294967296 3 1\n1 1\n", 2, "cannot fit in memory");
  require_mtx_error("huge_nnz.mtx", kPattern + "3 3 9000000000000000000\n1 1\n", 2, "cannot fit in memory");
  require_mtx_error("huge_digits.mtx", kPattern + "3 3 99999999999999999999999\n1 1\n", 2, "bad size line");
}

TEST_CASE("mtx error: line numbers stay exact when the body is split among threads", "[io][mtx][errors]") {
  std::string text = kPattern + "% header comment\n1000 1000 30000\n";
  for (int k = 0; k < 30000; ++k) text += k == 25000 ? "7 1001\n" : std::to_string(k % 1000 + 1) + " 5\n";
  int saved = omp_get_max_threads();
  omp_set_num_threads(4);
  require_mtx_error("deep.mtx", text, 3 + 25000 + 1, "column index 1001");
  omp_set_num_threads(saved);
}
