// The bit-matrix operations (ops/bit_matrix_ops.hpp) on random operands in
// `where` against word-by-word and bit-by-bit loops written here; shared by
// the host test (tests/ops) and the CUDA test (tests/cuda).
#pragma once
#include <cstdint>
#include <random>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/ops/bit_matrix_ops.hpp"

namespace gbtest {

inline void check_bit_matrix_ops(const graphblade::place& where) {
  namespace gb = graphblade;
  using gb::index_t;
  std::mt19937_64 rng(42);
  for (index_t n : {1u, 7u, 300u}) {
    for (index_t k : {1u, 3u}) {
      INFO("n " << n << ", k " << k);
      gb::BitMatrix X(n, k), Y(n, k);
      for (auto& w : X.words()) w = rng() & rng() & (rng() % 3 ? ~std::uint64_t(0) : 0);
      for (auto& w : Y.words()) w = rng() | rng();
      const gb::BitMatrix Xd = X.to(where), Yd = Y.to(where);
      gb::BitMatrix C(n, k, where);

      gb::bits_copy(C, Xd);
      CHECK(C.to(gb::host).words().to_vector() == X.words().to_vector());

      gb::bits_andnot(C, Xd, Yd);
      const gb::BitMatrix got = C.to(gb::host);
      std::size_t wrong = 0;
      for (std::size_t e = 0; e < X.words().size(); ++e) wrong += got.words()[e] != (X.words()[e] & ~Y.words()[e]);
      CHECK(wrong == 0);

      gb::offset_t bits = 0;
      for (index_t i = 0; i < n; ++i)
        for (index_t j = 0; j < 64 * k; ++j) bits += X.get(i, j) ? 1 : 0;
      CHECK(gb::bits_count(Xd) == bits);

      gb::Vector<bool> f;
      gb::bits_any_row(f, Xd);
      const gb::Vector<bool> fh = f.where().is_host() ? f : f.to(gb::host);
      gb::offset_t rows = 0;
      for (index_t i = 0; i < n; ++i) {
        bool any = false;
        for (index_t j = 0; j < 64 * k; ++j) any = any || X.get(i, j);
        rows += any ? 1 : 0;
        CHECK(fh.get(i).has_value() == any);
      }
      CHECK(fh.nvals() == rows);

      gb::BitMatrix Z = X;  // every third row full, some rows one bit short
      for (index_t i = 0; i < n; ++i)
        for (index_t w = 0; w < k; ++w)
          if (i % 3 == 0 || i % 3 == 1) Z.words()[std::size_t(i) * k + w] = ~std::uint64_t(0);
      for (index_t i = 1; i < n; i += 6) Z.words()[std::size_t(i) * k + k - 1] &= ~(std::uint64_t(1) << (i % 64));
      gb::Vector<bool> g;
      gb::bits_all_row(g, Z.to(where));
      const gb::Vector<bool> gh = g.where().is_host() ? g : g.to(gb::host);
      gb::offset_t full_rows = 0;
      for (index_t i = 0; i < n; ++i) {
        bool all = true;
        for (index_t j = 0; j < 64 * k; ++j) all = all && Z.get(i, j);
        full_rows += all ? 1 : 0;
        CHECK(gh.get(i).has_value() == all);
      }
      CHECK(gh.nvals() == full_rows);

      const index_t cols = 64 * k - 5;  // L may be narrower than the mask
      gb::DenseMatrix<std::int32_t> L0(n, cols, -1);
      gb::DenseMatrix<std::int32_t> L = L0.to(where);
      gb::bits_assign(L, Xd, std::int32_t(7));
      const gb::DenseMatrix<std::int32_t> Lh = L.to(gb::host);
      wrong = 0;
      for (index_t i = 0; i < n; ++i)
        for (index_t j = 0; j < cols; ++j) wrong += Lh(i, j) != (X.get(i, j) ? 7 : -1);
      CHECK(wrong == 0);

      std::vector<index_t> rows_of(64 * k - 1);
      for (auto& r : rows_of) r = index_t(rng() % n);
      gb::bits_from_rows(C, rows_of);
      const gb::BitMatrix U = C.to(gb::host);
      wrong = 0;
      for (index_t i = 0; i < n; ++i)
        for (index_t j = 0; j < 64 * k; ++j) wrong += U.get(i, j) != (j < rows_of.size() && rows_of[j] == i);
      CHECK(wrong == 0);
      rows_of.push_back(n);
      CHECK_THROWS_AS(gb::bits_from_rows(C, rows_of), gb::invalid_index);
      rows_of.back() = 0;
      rows_of.push_back(0);
      CHECK_THROWS_AS(gb::bits_from_rows(C, rows_of), gb::dimension_mismatch);
      gb::BitMatrix wrong_shape(n + 1, k, where);
      CHECK_THROWS_AS(gb::bits_copy(wrong_shape, Xd), gb::dimension_mismatch);
    }
  }
}

}  // namespace gbtest
