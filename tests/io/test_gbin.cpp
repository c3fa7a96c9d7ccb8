// .gbin round trips and rejection of bad magic, version, size and checksum.
#include <cstring>
#include <fstream>
#include <string>

#include "catch_compat.hpp"
#include "graphblade/io/binary.hpp"
#include "io_test_files.hpp"

using namespace graphblade;
using iotest::require_io_error;

namespace {

Matrix<double> sample(bool valued) {
  std::vector<index_t> r{0, 0, 2, 5, 5, 1}, c{1, 5, 2, 0, 3, 4};
  std::vector<double> v{1, -2.5, 3, 1e10, 0.125, 6};
  return Matrix<double>::from_coo(7, 6, r, c, valued ? v : std::vector<double>{});
}

std::string written_gbin(const std::string& name, const Matrix<double>& A) {
  auto path = iotest::scratch(name);
  io::write_gbin(path, A);
  return path;
}

// Overwrite bytes [at, at + n) of a copy of `src` into scratch(name).
std::string patched(const std::string& src, const std::string& name, std::size_t at, const std::string& bytes) {
  std::string data = iotest::slurp(src);
  data.replace(at, bytes.size(), bytes);
  return iotest::write_text(name, data);
}

}  // namespace

TEST_CASE(
    "gbin write then read gives the same matrix, pattern and valued, any "
    "input format",
    "[io][gbin]") {
  for (bool valued : {false, true})
    for (format f : {format::csr, format::csc, format::cooc}) {
      auto A = sample(valued);
      auto path = written_gbin("rt.gbin", A.to_format(f));
      bool symmetric = true;
      auto B = io::read_gbin(path, symmetric);
      CHECK_FALSE(symmetric);
      CHECK(B.storage_format() == format::csr);
      CHECK(B.nrows() == 7);
      CHECK(B.ncols() == 6);
      CHECK(B.is_pattern() == !valued);
      CHECK(B.offsets().to_vector() == A.offsets().to_vector());
      CHECK(B.indices().to_vector() == A.indices().to_vector());
      CHECK(B.values().to_vector() == A.values().to_vector());
    }
}

TEST_CASE("gbin records whether the matrix is symmetric", "[io][gbin]") {
  build_options opt;
  opt.symmetrize = true;
  auto S = Matrix<double>::from_coo(4, 4, {1, 3}, {0, 2}, {}, format::csr, opt);
  bool symmetric = false;
  io::read_gbin(written_gbin("sym.gbin", S), symmetric);
  CHECK(symmetric);
}

TEST_CASE("gbin empty matrix round trips", "[io][gbin]") {
  auto B = io::read_gbin(written_gbin("empty.gbin", Matrix<double>(3, 3)));
  CHECK(B.nrows() == 3);
  CHECK(B.nvals() == 0);
}

TEST_CASE("gbin rejects bad magic, version, size and checksum", "[io][gbin][errors]") {
  auto good = written_gbin("good.gbin", sample(true));
  auto magic = patched(good, "magic.gbin", 0, "GBLADE99");
  require_io_error([&] { io::read_gbin(magic); }, magic, 0, "bad magic");
  auto version = patched(good, "version.gbin", 8, std::string("\x07\0\0\0", 4));
  require_io_error([&] { io::read_gbin(version); }, version, 0, "version 7");
  std::string data = iotest::slurp(good);
  auto cut = iotest::write_text("cut.gbin", data.substr(0, data.size() - 9));
  require_io_error([&] { io::read_gbin(cut); }, cut, 0, "size mismatch");
  auto grown = iotest::write_text("grown.gbin", data + "x");
  require_io_error([&] { io::read_gbin(grown); }, grown, 0, "size mismatch");
  // Flip one bit of the last value (just before the 8-byte checksum).
  std::string flipped = data;
  flipped[flipped.size() - 9] ^= 1;
  auto corrupt = iotest::write_text("corrupt.gbin", flipped);
  require_io_error([&] { io::read_gbin(corrupt); }, corrupt, 0, "checksum");
  auto missing = iotest::scratch("missing.gbin");
  require_io_error([&] { io::read_gbin(missing); }, missing, 0, "cannot open");
}
