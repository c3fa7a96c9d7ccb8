// write_matrix_market round trips: what is written reads back as the same
// matrix (pattern and real, general and symmetric, plain and gzip).
#include <string>

#include "catch_compat.hpp"
#include "graphblade/io/matrix_market.hpp"
#include "io_test_files.hpp"

using namespace graphblade;

namespace {

// Same dimensions, pattern flag, structure and values.
bool same_matrix(const Matrix<double>& a, const Matrix<double>& b) {
  auto x = a.to_format(format::csr), y = b.to_format(format::csr);
  return x.nrows() == y.nrows() && x.ncols() == y.ncols() && x.is_pattern() == y.is_pattern() &&
         x.offsets().to_vector() == y.offsets().to_vector() && x.indices().to_vector() == y.indices().to_vector() &&
         x.values().to_vector() == y.values().to_vector();
}

Matrix<double> directed_sample(bool valued) {
  std::vector<index_t> r{0, 0, 1, 3, 4, 4, 2}, c{1, 4, 2, 0, 4, 3, 2};
  std::vector<double> v{0.1, 1e-300, -3.25, 7, 1.0 / 3.0, 12345678.9, 2};
  return Matrix<double>::from_coo(5, 6, r, c, valued ? v : std::vector<double>{});
}

Matrix<double> symmetric_sample(bool valued) {
  std::vector<index_t> r{1, 2, 3, 3, 0}, c{0, 0, 1, 3, 0};
  std::vector<double> v{0.5, 2, 3, 4, 5};
  build_options opt;
  opt.symmetrize = true;
  return Matrix<double>::from_coo(4, 4, r, c, valued ? v : std::vector<double>{}, format::csr, opt);
}

}  // namespace

TEST_CASE(
    "mtx write then read gives the same general matrix (pattern and "
    "real, plain and gzip)",
    "[io][mtx][write]") {
  for (bool valued : {false, true})
    for (const char* name : {"rt.mtx", "rt.mtx.gz"}) {
      auto A = directed_sample(valued);
      auto path = iotest::scratch(std::string(valued ? "real_" : "pat_") + name);
      io::write_matrix_market(path, A);
      io::coo_list c = io::read_matrix_market(path);
      CHECK(c.field == (valued ? "real" : "pattern"));
      CHECK_FALSE(c.symmetric);
      CHECK(same_matrix(c.to_matrix(), A));
    }
}

TEST_CASE("mtx write of a .gz path is gzip-compressed", "[io][mtx][write]") {
  auto path = iotest::scratch("compressed.mtx.gz");
  io::write_matrix_market(path, directed_sample(false));
  std::string bytes = iotest::slurp(path);
  REQUIRE(bytes.size() > 2);
  CHECK((unsigned char)bytes[0] == 0x1f);
  CHECK((unsigned char)bytes[1] == 0x8b);
}

TEST_CASE("mtx symmetric write stores the lower triangle and reads back mirrored", "[io][mtx][write]") {
  for (bool valued : {false, true}) {
    auto A = symmetric_sample(valued);
    auto path = iotest::scratch(valued ? "sym_real.mtx" : "sym_pat.mtx");
    io::write_matrix_market(path, A, /*symmetric=*/true);
    io::coo_list c = io::read_matrix_market(path);
    CHECK(c.symmetric);
    CHECK(c.rows.size() == 5);  // 4 off-diagonal pairs stored once + 1 diagonal entry
    bool lower = true;
    for (std::size_t k = 0; k < c.rows.size(); ++k) lower = lower && c.rows[k] >= c.cols[k];
    CHECK(lower);
    CHECK(same_matrix(c.to_matrix(), A));
  }
}

TEST_CASE("mtx symmetric write of a non-symmetric matrix is refused", "[io][mtx][write]") {
  CHECK_THROWS_AS(
      io::write_matrix_market(iotest::scratch("nonsym.mtx"), Matrix<double>::from_coo(3, 3, {0}, {1}), true),
      invalid_value);
}

TEST_CASE("mtx write accepts CSC and COOC inputs", "[io][mtx][write]") {
  auto A = directed_sample(true);
  for (format f : {format::csc, format::cooc}) {
    auto path = iotest::scratch(std::string("fmt_") + to_string(f) + ".mtx");
    io::write_matrix_market(path, A.to_format(f));
    CHECK(same_matrix(io::read_matrix_market(path).to_matrix(), A));
  }
}

TEST_CASE("mtx write into a missing folder throws io_error", "[io][mtx][write]") {
  auto path = iotest::scratch("no_such_dir/x.mtx");
  CHECK_THROWS_AS(io::write_matrix_market(path, directed_sample(false)), io_error);
}
