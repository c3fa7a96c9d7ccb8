// Division and comparison operators (eq ne lt le gt ge) in ewise_add / ewise_mult
// against the reference oracle over formats x storages, division against Eigen's
// cwiseQuotient, and isequal (issue 18: the GraphBLAS pieces a user expects).
#include <cstdint>
#include <limits>

#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/reference/ewise.hpp"
#include "ops/op_case_gen.hpp"
#ifdef GRAPHBLADE_HAS_EIGEN
#include <Eigen/Dense>
#endif

namespace gb = graphblade;
using gb::index_t;
using gbtest::case_rng;

namespace {

/// ewise_add and ewise_mult with op on vectors and matrices equal the reference.
template <class T, class W, class Op>
void check_op_against_reference(case_rng& r, const Op& op, const char* name) {
  for (auto s : gbtest::all_storages())
    for (int rep = 0; rep < 3; ++rep) {
      INFO(name << " storage " << gb::to_string(s) << " rep " << rep);
      const index_t n = 1 + r.below(40);
      auto u = gbtest::random_vector<T>(r, n, 0.5, s, 1);
      auto v = gbtest::random_vector<T>(r, n, 0.5, gb::storage::bitmap, 1);
      gb::Vector<W> got(n), want(n);
      gb::ewise_mult(got, gb::no_mask, gb::no_accum, op, u, v);
      gb::reference::ewise_mult(want, gb::no_mask, gb::no_accum, op, u, v, false);
      CHECK(gbtest::diff_vectors(got, want).empty());
      gb::ewise_add(got, gb::no_mask, gb::no_accum, op, u, v);
      gb::reference::ewise_add(want, gb::no_mask, gb::no_accum, op, u, v, false);
      CHECK(gbtest::diff_vectors(got, want).empty());
    }
  for (auto f : gbtest::all_formats()) {
    INFO(name << " format " << gb::to_string(f));
    auto A = gbtest::random_matrix<T>(r, 13, 17, 0.4, f, 1);
    auto B = gbtest::random_matrix<T>(r, 17, 13, 0.4, gb::format::csr, 1);
    gb::Matrix<W> got(13, 17, gb::format::csr, false), want(13, 17, gb::format::csr, false);
    gb::ewise_mult(got, gb::no_mask, gb::no_accum, op, A, gb::transpose(B));
    gb::reference::ewise_mult(want, gb::no_mask, gb::no_accum, op, gb::as_operand(A), gb::as_operand(gb::transpose(B)),
                              false);
    CHECK(gbtest::diff_matrices(got, want).empty());
  }
}

}  // namespace

TEST_CASE("comparison operators give bool results equal to the reference", "[ops][api][compare]") {
  gbtest::serial_omp one_thread;
  case_rng r(31);
  check_op_against_reference<int, bool>(r, gb::eq_op<int>{}, "eq");
  check_op_against_reference<int, bool>(r, gb::ne_op<int>{}, "ne");
  check_op_against_reference<double, bool>(r, gb::lt_op<double>{}, "lt");
  check_op_against_reference<double, bool>(r, gb::le_op<double>{}, "le");
  check_op_against_reference<std::int64_t, bool>(r, gb::gt_op<std::int64_t>{}, "gt");
  check_op_against_reference<float, bool>(r, gb::ge_op<float>{}, "ge");
  // The operators themselves, including the false cases a bool cast could hide.
  CHECK(gb::eq_op<int>{}(2, 2));
  CHECK_FALSE(gb::eq_op<int>{}(2, 3));
  CHECK(gb::ne_op<int>{}(0, 1));
  CHECK(gb::lt_op<double>{}(-1.0, 0.5));
  CHECK_FALSE(gb::lt_op<double>{}(0.5, 0.5));
  CHECK(gb::le_op<double>{}(0.5, 0.5));
  CHECK(gb::gt_op<int>{}(3, -3));
  CHECK_FALSE(gb::ge_op<unsigned>{}(1u, 2u));
}

TEST_CASE("div_op equals the reference; integer division by zero is defined", "[ops][api][divide]") {
  gbtest::serial_omp one_thread;
  case_rng r(32);
  check_op_against_reference<double, double>(r, gb::div_op<double>{}, "div double");
  check_op_against_reference<int, int>(r, gb::div_op<int>{}, "div int");
  CHECK(gb::div_op<int>{}(7, 2) == 3);
  CHECK(gb::div_op<int>{}(0, 0) == 0);
  CHECK(gb::div_op<int>{}(5, 0) == std::numeric_limits<int>::max());
  CHECK(gb::div_op<int>{}(-5, 0) == std::numeric_limits<int>::min());
  CHECK(gb::div_op<std::uint32_t>{}(5u, 0u) == std::numeric_limits<std::uint32_t>::max());
  CHECK(gb::div_op<double>{}(1.0, 4.0) == 0.25);
}

#ifdef GRAPHBLADE_HAS_EIGEN
TEST_CASE("div_op on full vectors equals Eigen's cwiseQuotient", "[ops][api][divide][eigen]") {
  case_rng r(33);
  const index_t n = 50;
  Eigen::VectorXd x(n), y(n);
  std::vector<index_t> idx(n);
  std::vector<double> xv(n), yv(n);
  for (index_t i = 0; i < n; ++i) {
    idx[i] = i;
    x[i] = xv[i] = double(r.below(100)) - 50.0;
    y[i] = yv[i] = double(1 + r.below(9));
  }
  auto u = gb::Vector<double>::from_list(n, idx, xv), v = gb::Vector<double>::from_list(n, idx, yv);
  gb::Vector<double> w(n);
  gb::ewise_mult(w, gb::no_mask, gb::no_accum, gb::div_op<double>{}, u, v);
  const Eigen::VectorXd want = x.cwiseQuotient(y);
  REQUIRE(w.nvals() == n);
  for (index_t i = 0; i < n; ++i) CHECK(*w.get(i) == want[i]);
}
#endif

TEST_CASE("isequal compares size, pattern and values, not storage", "[ops][api][isequal]") {
  gbtest::serial_omp one_thread;
  case_rng r(34);
  for (int rep = 0; rep < 5; ++rep) {
    auto u = gbtest::random_vector<int>(r, 30, 0.5, gb::storage::sparse, 1);
    if (u.nvals() == 0) continue;
    CHECK(gb::isequal(u, u.to_storage(gb::storage::bitmap)));
    auto changed = u.to_storage(gb::storage::bitmap);
    const index_t i = u.indices()[0];
    changed.set(i, *u.get(i) + 1);  // one value differs
    CHECK_FALSE(gb::isequal(u, changed));
    auto more = u.to_storage(gb::storage::bitmap);
    for (index_t k = 0; k < 30; ++k)
      if (!more.get(k)) {
        more.set(k, 1);  // one extra entry
        break;
      }
    if (more.nvals() != u.nvals()) CHECK_FALSE(gb::isequal(u, more));
    CHECK_FALSE(gb::isequal(u, gb::Vector<int>(31)));
  }
  for (auto f : gbtest::all_formats()) {
    auto A = gbtest::random_matrix<double>(r, 12, 9, 0.4, f, 1);
    CHECK(gb::isequal(A, A.to_format(gb::format::csr)));
    CHECK(gb::isequal(A, A.to_format(gb::format::csc)));
    auto entries = gb::reference::entries_of(A);
    if (entries.empty()) continue;
    // The same pattern with one value changed, and one entry dropped.
    std::vector<index_t> rows, cols;
    std::vector<double> vals;
    for (auto& [ij, x] : entries) rows.push_back(ij.first), cols.push_back(ij.second), vals.push_back(x);
    auto vals_changed = vals;
    vals_changed.back() += 1.0;
    CHECK_FALSE(gb::isequal(A, gb::Matrix<double>::from_coo(12, 9, rows, cols, vals_changed)));
    rows.pop_back(), cols.pop_back(), vals.pop_back();
    CHECK_FALSE(gb::isequal(A, gb::Matrix<double>::from_coo(12, 9, rows, cols, vals)));
    CHECK_FALSE(gb::isequal(A, gb::Matrix<double>(12, 10, gb::format::csr, false)));
  }
}
