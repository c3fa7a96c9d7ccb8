// Matrix / Vector / BitMatrix: builds, conversions between CSR, CSC and COOC,
// transpose and build options, checked against a brute-force dense picture.
#include <map>
#include <random>

#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {
using dense_map = std::map<std::pair<index_t, index_t>, double>;

dense_map picture(const gb::Matrix<double>& A) {
  dense_map m;
  auto f = A.storage_format();
  for (gb::offset_t k = 0; k < A.nvals(); ++k) {
    index_t i, j;
    if (f == gb::format::cooc) {
      i = A.indices()[k];
      j = A.major_indices()[k];
    } else {
      index_t major = index_t(std::upper_bound(A.offsets().begin(), A.offsets().end(), k) - A.offsets().begin() - 1);
      i = f == gb::format::csr ? major : A.indices()[k];
      j = f == gb::format::csr ? A.indices()[k] : major;
    }
    REQUIRE(m.count({i, j}) == 0);
    m[{i, j}] = A.value_at(k);
  }
  return m;
}

struct random_coo {
  index_t nr, nc;
  std::vector<index_t> r, c;
  std::vector<double> v;
};

random_coo make_coo(unsigned seed, index_t nr, index_t nc, std::size_t nnz) {
  std::mt19937 rng(seed);
  random_coo x{nr, nc, {}, {}, {}};
  for (std::size_t k = 0; k < nnz; ++k) {
    x.r.push_back(rng() % nr);
    x.c.push_back(rng() % nc);
    x.v.push_back(double(rng() % 100));
  }
  return x;
}
}  // namespace

TEST_CASE("from_coo merges duplicates keeping the smallest value, in every format", "[container]") {
  auto x = make_coo(1, 37, 23, 400);
  dense_map expect;
  for (std::size_t k = 0; k < x.r.size(); ++k) {
    auto key = std::make_pair(x.r[k], x.c[k]);
    auto it = expect.find(key);
    if (it == expect.end() || x.v[k] < it->second) expect[key] = x.v[k];
  }
  for (auto f : {gb::format::csr, gb::format::csc, gb::format::cooc}) {
    auto A = gb::Matrix<double>::from_coo(x.nr, x.nc, x.r, x.c, x.v, f);
    CHECK(A.storage_format() == f);
    CHECK(A.nvals() == expect.size());
    CHECK(picture(A) == expect);
    for (auto g : {gb::format::csr, gb::format::csc, gb::format::cooc}) CHECK(picture(A.to_format(g)) == expect);
  }
}

TEST_CASE("transpose swaps every entry and keeps the format", "[container]") {
  auto x = make_coo(2, 50, 31, 300);
  for (auto f : {gb::format::csr, gb::format::csc, gb::format::cooc}) {
    auto A = gb::Matrix<double>::from_coo(x.nr, x.nc, x.r, x.c, x.v, f);
    auto T = A.transposed();
    CHECK(T.storage_format() == f);
    CHECK(T.nrows() == A.ncols());
    dense_map expect;
    for (auto& [ij, v] : picture(A)) expect[{ij.second, ij.first}] = v;
    CHECK(picture(T) == expect);
  }
}

TEST_CASE("build options: self-loops dropped, symmetrize mirrors, pattern has no values", "[container]") {
  std::vector<index_t> r{0, 1, 2, 2}, c{1, 1, 0, 3};
  gb::build_options opt;
  opt.drop_self_loops = true;
  opt.symmetrize = true;
  auto A = gb::Matrix<double>::from_coo(4, 4, r, c, {}, gb::format::csr, opt);
  CHECK(A.is_pattern());
  CHECK(A.values().empty());
  CHECK(A.nvals() == 6);
  CHECK(A.get(1, 0).has_value());
  CHECK(!A.get(1, 1).has_value());
  CHECK(A.get(3, 2).value() == 1.0);
  CHECK_THROWS_AS(gb::Matrix<double>::from_coo(3, 4, r, c, {}, gb::format::csr, opt), gb::dimension_mismatch);
  CHECK_THROWS_AS(gb::Matrix<double>::from_coo(2, 2, r, c), gb::invalid_index);
}

TEST_CASE("empty and 1x1 matrices convert cleanly", "[container]") {
  for (index_t n : {0u, 1u}) {
    auto A = gb::Matrix<double>::from_coo(n, n, {}, {}, {}, gb::format::csr);
    for (auto f : {gb::format::csr, gb::format::csc, gb::format::cooc}) CHECK(A.to_format(f).nvals() == 0);
  }
}

TEST_CASE("Vector storage conversions keep the entries", "[container]") {
  auto v = gb::Vector<int>::from_list(10, {7, 2, 5}, {70, 20, 50});
  CHECK(v.kind() == gb::storage::sparse);
  CHECK(v.nvals() == 3);
  auto b = v.to_storage(gb::storage::bitmap);
  CHECK(b.get(2).value() == 20);
  CHECK(!b.get(3).has_value());
  CHECK(b.to_storage(gb::storage::sparse).entries() == v.entries());
  CHECK_THROWS_AS(b.to_storage(gb::storage::dense), gb::invalid_value);
  auto d = gb::Vector<int>::full(4, 3);
  CHECK(d.to_storage(gb::storage::sparse).nvals() == 4);
  CHECK_THROWS_AS(v.get(10), gb::invalid_index);
  CHECK_THROWS_AS(gb::Vector<int>::from_list(3, {1, 1}, {0, 0}), gb::invalid_value);
}

TEST_CASE("BitMatrix packs 64 bits per word per row", "[container]") {
  gb::BitMatrix M(5, 2);
  CHECK(M.ncols() == 128);
  M.set(4, 127);
  M.set(0, 0);
  CHECK(M.get(4, 127));
  CHECK(!M.get(4, 126));
  CHECK(M.count() == 2);
  CHECK(M.words()[4 * 2 + 1] == (std::uint64_t(1) << 63));
  CHECK_THROWS_AS(M.get(5, 0), gb::invalid_index);
}

TEST_CASE("memory::fill_bytes sets every byte of a large host block, split over the threads", "[container]") {
  // past the size filled in 1 MiB pieces on every thread, and not a whole number of pieces
  for (const std::size_t bytes : {std::size_t(1000), (std::size_t(9) << 20) + 12345}) {
    gb::buffer<unsigned char> b(bytes);
    gb::memory::fill_bytes(b.data(), gb::host, 0xab, bytes);
    std::size_t wrong = 0;
    for (std::size_t k = 0; k < bytes; ++k) wrong += b[k] != 0xab;
    CHECK(wrong == 0);
    gb::memory::fill_bytes(b.data() + 3, gb::host, 0, bytes - 5);
    CHECK(b[2] == 0xab);
    CHECK(b[3] == 0);
    CHECK(b[bytes - 3] == 0);
    CHECK(b[bytes - 2] == 0xab);
  }
}
