// The per-call format conversion (issue 18): an operator that needs the other
// orientation of a matrix (transpose(A_csr) in a DenseMatrix / BitMatrix
// product, a CSC A by rows) converts it once and keeps it with the matrix
// (Matrix::in_format); format_conversions() counts the conversions, assigning
// the matrix invalidates the kept one, and the results equal the reference.
#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/reference/mxm.hpp"
#include "ops/op_case_gen.hpp"

namespace gb = graphblade;
using gb::index_t;
using gbtest::case_rng;

namespace {
gb::DenseMatrix<double> random_dense(case_rng& r, index_t n, index_t k) {
  gb::DenseMatrix<double> X(n, k);
  for (index_t i = 0; i < n; ++i)
    for (index_t j = 0; j < k; ++j) X(i, j) = double(r.below(5));
  return X;
}
bool same_dense(const gb::DenseMatrix<double>& a, const gb::DenseMatrix<double>& b) {
  for (index_t i = 0; i < a.nrows(); ++i)
    for (index_t j = 0; j < a.ncols(); ++j)
      if (a(i, j) != b(i, j)) return false;
  return true;
}
/// C = op(A) plus.times X by graphblade and by the reference; true when equal.
bool product_matches(const gb::Matrix<double>& A, bool transposed, const gb::DenseMatrix<double>& X) {
  const index_t rows = transposed ? A.ncols() : A.nrows();
  gb::DenseMatrix<double> got(rows, X.ncols()), want(rows, X.ncols());
  if (transposed) {
    gb::mxm(got, gb::no_mask, gb::no_accum, gb::plus_times<double>{}, gb::transpose(A), X);
    gb::reference::mxm_dense(want, gb::no_accum, gb::plus_times<double>{}, gb::as_operand(gb::transpose(A)), X);
  } else {
    gb::mxm(got, gb::no_mask, gb::no_accum, gb::plus_times<double>{}, A, X);
    gb::reference::mxm_dense(want, gb::no_accum, gb::plus_times<double>{}, gb::as_operand(A), X);
  }
  return same_dense(got, want);
}
}  // namespace

TEST_CASE("transpose(A_csr) in a DenseMatrix product converts A once, not per call", "[ops][api][format_cache]") {
  case_rng r(81);
  const index_t n = 60;
  auto A = gbtest::random_matrix<double>(r, n, n, 0.1, gb::format::csr, 1);
  const auto X = random_dense(r, n, 4);
  CHECK_FALSE(A.has_format_cache());
  const auto before = gb::format_conversions();
  CHECK(product_matches(A, true, X));
  CHECK(gb::format_conversions() == before + 1);
  CHECK(A.has_format_cache());
  for (int call = 0; call < 3; ++call) CHECK(product_matches(A, true, X));
  CHECK(gb::format_conversions() == before + 1);  // kept: no more conversions
  CHECK(product_matches(A, false, X));            // A by rows: the stored CSR, nothing converted
  CHECK(gb::format_conversions() == before + 1);

  // A copy has the same entries and shares the kept conversion.
  const gb::Matrix<double> copy = A;
  CHECK(product_matches(copy, true, X));
  CHECK(gb::format_conversions() == before + 1);

  // Modifying A (every change is an assignment) drops what was kept: the next
  // product converts the new A and reads its entries, not the old ones.
  A = gbtest::random_matrix<double>(r, n, n, 0.1, gb::format::csr, 1);
  CHECK_FALSE(A.has_format_cache());
  CHECK(product_matches(A, true, X));
  CHECK(gb::format_conversions() == before + 2);
  // An operator writing A as its output is such an assignment too.
  gb::mxm(A, gb::no_mask, gb::no_accum, gb::plus_times<double>{}, A, copy);
  CHECK(product_matches(A, true, X));
  CHECK(gb::format_conversions() == before + 3);

  A.drop_format_cache();
  CHECK_FALSE(A.has_format_cache());
  CHECK(product_matches(A, true, X));
  CHECK(gb::format_conversions() == before + 4);
  CHECK_FALSE(A.pattern().has_format_cache());  // a pattern copy has no values to share
}

TEST_CASE("a CSC matrix in a BitMatrix product and in SpGEMM converts once", "[ops][api][format_cache][mxm]") {
  case_rng r(82);
  const index_t n = 50;
  for (auto f : {gb::format::csc, gb::format::cooc}) {
    INFO("format " << gb::to_string(f));
    const auto A = gbtest::random_matrix<bool>(r, n, n, 0.1, f);
    gb::BitMatrix X(n, 1);
    for (index_t v = 0; v < n; v += 7) X.set(v, v % 64);
    const auto before = gb::format_conversions();
    for (int call = 0; call < 3; ++call) {
      gb::BitMatrix got(n, 1), want(n, 1);
      gb::mxm(got, gb::no_mask, gb::no_accum, gb::lor_land<bool>{}, A, X);
      gb::reference::mxm_bits(want, gb::no_accum, gb::lor_land<bool>{}, gb::as_operand(A), X);
      CHECK(got.words().to_vector() == want.words().to_vector());
    }
    CHECK(gb::format_conversions() - before <= 1);
  }
  // SpGEMM reads both operands by rows: a CSC B is converted on the first call only.
  const auto A = gbtest::random_matrix<int>(r, n, n, 0.1, gb::format::csr, 1);
  const auto B = gbtest::random_matrix<int>(r, n, n, 0.1, gb::format::csc, 1);
  const auto before = gb::format_conversions();
  for (int call = 0; call < 3; ++call) {
    gb::Matrix<int> C(n, n, gb::format::csr, false), want(n, n, gb::format::csr, false);
    gb::mxm(C, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, A, B);
    gb::reference::mxm(want, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, gb::as_operand(A), gb::as_operand(B),
                       false);
    CHECK(gbtest::diff_matrices(C, want).empty());
  }
  CHECK(gb::format_conversions() - before == 1);
}

TEST_CASE("a vxm asking for pull on CSR converts nothing (the push kernel serves it)", "[ops][api][format_cache]") {
  case_rng r(83);
  const index_t n = 40;
  const auto A = gbtest::random_matrix<bool>(r, n, n, 0.1, gb::format::csr);
  gb::Vector<bool> u(n, gb::storage::bitmap);  // bitmap: the pull kernel is asked for
  for (index_t i = 0; i < n; i += 3) u.set(i, true);
  const auto before = gb::format_conversions();
  gb::Vector<bool> w(n);
  gb::vxm(w, gb::no_mask, gb::no_accum, gb::any_pair<bool>{}, u, A);
  CHECK(gb::format_conversions() == before);
  for (index_t j = 0; j < n; ++j) {
    bool reached = false;
    for (index_t i = 0; i < n; i += 3) reached = reached || A.get(i, j).has_value();
    CHECK(w.get(j).has_value() == reached);
  }
}
