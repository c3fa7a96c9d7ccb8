// Reading well-formed MatrixMarket files: fields, symmetry, comments, gzip
// detection by magic bytes, and a body large enough to be parsed in chunks.
#include <omp.h>

#include <string>

#include "catch_compat.hpp"
#include "graphblade/io/matrix_market.hpp"
#include "io_test_files.hpp"

using namespace graphblade;
using iotest::write_gzip;
using iotest::write_text;

TEST_CASE("mtx pattern general: entries become 0-based (i, j) = edge i -> j", "[io][mtx]") {
  auto path = write_text("pg.mtx",
                         "%%MatrixMarket matrix coordinate pattern general\n% "
                         "a comment\n%\n\n3 4 3\n1 2\n3 4\n 2  1 \n");
  io::coo_list c = io::read_matrix_market(path);
  CHECK(c.nrows == 3);
  CHECK(c.ncols == 4);
  CHECK_FALSE(c.symmetric);
  CHECK(c.field == "pattern");
  CHECK(c.values.empty());
  CHECK(c.rows == std::vector<index_t>{0, 2, 1});
  CHECK(c.cols == std::vector<index_t>{1, 3, 0});
  auto A = c.to_matrix();
  CHECK(A.nvals() == 3);
  CHECK(A.is_pattern());
  CHECK(A.get(2, 3).has_value());
  CHECK_FALSE(A.get(3 - 1, 0).has_value());
}

TEST_CASE("mtx real symmetric keeps the stored triangle and to_matrix mirrors it", "[io][mtx]") {
  auto path = write_text("rs.mtx",
                         "%%MatrixMarket matrix coordinate real symmetric\n3 "
                         "3 3\n2 1 1.5\n3 3 -2e-3\n3 1 +4\n");
  io::coo_list c = io::read_matrix_market(path);
  CHECK(c.symmetric);
  CHECK(c.field == "real");
  CHECK(c.rows.size() == 3);
  CHECK(c.values == std::vector<double>{1.5, -2e-3, 4.0});
  auto A = c.to_matrix();
  CHECK(A.nvals() == 5);  // two mirrored off-diagonal entries + the diagonal one
  CHECK(*A.get(0, 1) == 1.5);
  CHECK(*A.get(1, 0) == 1.5);
  CHECK(*A.get(2, 2) == -2e-3);
  CHECK(*A.get(0, 2) == 4.0);
}

TEST_CASE("mtx integer field, upper-case banner and CRLF line ends are read", "[io][mtx]") {
  auto path = write_text("int.mtx",
                         "%%MatrixMarket MATRIX Coordinate INTEGER "
                         "General\r\n2 2 2\r\n1 1 -7\r\n2 1 12\r\n");
  io::coo_list c = io::read_matrix_market(path);
  CHECK(c.field == "integer");
  CHECK(c.values == std::vector<double>{-7, 12});
}

TEST_CASE("mtx gzip is detected by magic bytes, not by the extension", "[io][mtx]") {
  const std::string text = "%%MatrixMarket matrix coordinate pattern general\n2 2 2\n1 2\n2 1\n";
  for (const char* name : {"gz_named.mtx.gz", "gz_unnamed.mtx"}) {
    auto c = io::read_matrix_market(write_gzip(name, text));
    CHECK(c.rows == std::vector<index_t>{0, 1});
    CHECK(c.cols == std::vector<index_t>{1, 0});
  }
}

TEST_CASE("mtx with zero entries gives an empty list", "[io][mtx]") {
  auto c = io::read_matrix_market(write_text("empty.mtx", "%%MatrixMarket matrix coordinate pattern general\n5 5 0\n"));
  CHECK(c.nrows == 5);
  CHECK(c.rows.empty());
}

TEST_CASE("mtx body parsed in parallel chunks keeps entry order across chunk cuts", "[io][mtx]") {
  const int n = 50000;
  std::string text = "%%MatrixMarket matrix coordinate real general\n100000 100000 " + std::to_string(n) + "\n";
  for (int k = 0; k < n; ++k) {
    if (k % 997 == 0) text += "\n";  // blank lines inside the body are skipped
    text += std::to_string(k + 1) + " " + std::to_string((k * 7) % 100000 + 1) + " " + std::to_string(k) + ".25\n";
  }
  auto path = write_text("big.mtx", text);
  int saved = omp_get_max_threads();
  for (int threads : {1, 3, 8}) {
    omp_set_num_threads(threads);
    io::coo_list c = io::read_matrix_market(path);
    REQUIRE(c.rows.size() == std::size_t(n));
    bool ok = true;
    for (int k = 0; k < n; ++k)
      ok = ok && c.rows[k] == index_t(k) && c.cols[k] == index_t((k * 7) % 100000) && c.values[k] == k + 0.25;
    CHECK(ok);
  }
  omp_set_num_threads(saved);
}
