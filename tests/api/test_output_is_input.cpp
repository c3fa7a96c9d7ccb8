// Operations whose output is also an input (issue 18): mxm on Matrix, DenseMatrix
// and BitMatrix reads the old operand and gives the reference's result, as if
// output and input were different objects; select/apply's positional thunk is an
// int64 whatever the value type (tril_op<bool> with -1 is the strict lower triangle).
#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/reference/mxm.hpp"
#include "graphblade/reference/select.hpp"
#include "ops/op_case_gen.hpp"

namespace gb = graphblade;
using gb::index_t;
using gbtest::case_rng;

TEST_CASE("mxm with C also an input equals the reference on copies", "[ops][mxm][alias]") {
  gbtest::serial_omp one_thread;
  case_rng r(18);
  for (int rep = 0; rep < 4; ++rep)
    for (auto f : gbtest::all_formats()) {
      INFO("format " << gb::to_string(f) << " rep " << rep);
      const index_t n = 9 + r.below(20);
      auto C = gbtest::random_matrix<int>(r, n, n, 0.2, f, 1);
      auto B = gbtest::random_matrix<int>(r, n, n, 0.2, f, 1);
      const gb::Matrix<int> C_before = C;
      // C = C plus.times B
      auto want = C_before;
      gb::reference::mxm(want, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, gb::as_operand(C_before),
                         gb::as_operand(B), false);
      gb::mxm(C, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, C, B);
      CHECK(gbtest::diff_matrices(C, want).empty());
      // C += Bᵀ plus.times C, with C as the mask too
      C = C_before;
      want = C_before;
      gb::reference::mxm(want, gb::structure(C_before), gb::plus_op<int>{}, gb::plus_times<int>{},
                         gb::as_operand(gb::transpose(B)), gb::as_operand(C_before), false);
      gb::mxm(C, gb::structure(C), gb::plus_op<int>{}, gb::plus_times<int>{}, gb::transpose(B), C);
      CHECK(gbtest::diff_matrices(C, want).empty());
    }
}

TEST_CASE("mxm_dense X += A X reads the old X", "[ops][mxm][alias]") {
  case_rng r(19);
  for (auto f : gbtest::all_formats()) {
    const index_t n = 23, k = 3;
    auto A = gbtest::random_matrix<double>(r, n, n, 0.15, f, 1);
    gb::DenseMatrix<double> X(n, k);
    for (index_t i = 0; i < n; ++i)
      for (index_t j = 0; j < k; ++j) X(i, j) = double(r.below(5));
    const gb::DenseMatrix<double> X_before = X;
    gb::DenseMatrix<double> want = X_before;
    gb::reference::mxm_dense(want, gb::plus_op<double>{}, gb::plus_times<double>{}, gb::as_operand(A), X_before);
    gb::mxm(X, gb::no_mask, gb::plus_op<double>{}, gb::plus_times<double>{}, A, X);
    for (index_t i = 0; i < n; ++i)
      for (index_t j = 0; j < k; ++j) CHECK(X(i, j) == want(i, j));
  }
}

TEST_CASE("mxm_bits R = Aᵀ lor.land R advances one step, not a whole path", "[ops][mxm][alias]") {
  // The path 0 -> 1 -> ... -> 99: one step from {0} must reach {1} only.
  const index_t n = 100;
  std::vector<index_t> rows, cols;
  for (index_t i = 0; i + 1 < n; ++i) rows.push_back(i), cols.push_back(i + 1);
  auto A = gb::Matrix<bool>::from_coo(n, n, rows, cols);
  gb::BitMatrix R(n, 1);
  R.set(0, 0);
  R.set(5, 1);
  gb::mxm(R, gb::no_mask, gb::no_accum, gb::lor_land<bool>{}, gb::transpose(A), R);
  CHECK(R.count() == 2);
  CHECK(R.get(1, 0));
  CHECK(R.get(6, 1));
  // With lor accumulation: R |= Aᵀ R, against the reference on a copy.
  case_rng r(20);
  auto B = gbtest::random_matrix<bool>(r, n, n, 0.03, gb::format::csr);
  const gb::BitMatrix R_before = R;
  gb::BitMatrix want = R_before;
  gb::reference::mxm_bits(want, gb::lor_op<bool>{}, gb::lor_land<bool>{}, gb::as_operand(B), R_before);
  gb::mxm(R, gb::no_mask, gb::lor_op<bool>{}, gb::lor_land<bool>{}, B, R);
  for (index_t i = 0; i < n; ++i)
    for (index_t b = 0; b < 64; ++b) CHECK(R.get(i, b) == want.get(i, b));
}

TEST_CASE("select's positional thunk does not follow the value type", "[ops][select]") {
  // A full 5 x 5 pattern: tril with -1 keeps j - i <= -1, the 10 entries below the diagonal.
  std::vector<index_t> rows, cols;
  for (index_t i = 0; i < 5; ++i)
    for (index_t j = 0; j < 5; ++j) rows.push_back(i), cols.push_back(j);
  auto S = gb::Matrix<bool>::from_coo(5, 5, rows, cols);
  gb::Matrix<bool> L(5, 5);
  gb::select(L, gb::no_mask, gb::no_accum, gb::tril_op<bool>{}, S, -1);
  CHECK(L.nvals() == 10);
  gb::Matrix<bool> want(5, 5);
  gb::reference::select(want, gb::no_mask, gb::no_accum, gb::tril_op<bool>{}, gb::as_operand(S), -1, false);
  CHECK(gbtest::diff_matrices(L, want).empty());
  gb::Matrix<bool> U(5, 5);
  gb::select(U, gb::no_mask, gb::no_accum, gb::triu_op<bool>{}, S, 2);
  CHECK(U.nvals() == 6);  // j - i >= 2: 3 + 2 + 1
}
