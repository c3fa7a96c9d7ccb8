// Front-end errors: every operation rejects mismatched dimensions
// (dimension_mismatch), out-of-range indices (invalid_index), repeated
// subassign indices (invalid_value) and operands in different places
// (placement_error, only where a CUDA device exists).
#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {
gb::Matrix<int> matrix(index_t nr, index_t nc) { return gb::Matrix<int>::from_coo(nr, nc, {0}, {0}, {1}); }
gb::Vector<int> vec(index_t n) { return gb::Vector<int>::from_list(n, {0}, {1}); }
}  // namespace

TEST_CASE("every vector operation rejects mismatched sizes with dimension_mismatch", "[ops][errors]") {
  auto w = vec(4), u = vec(4), u5 = vec(5), m5 = vec(5);
  auto A = matrix(4, 5);
  gb::plus_op<int> plus;
  using dm = gb::dimension_mismatch;
  CHECK_THROWS_AS(gb::ewise_add(w, gb::no_mask, gb::no_accum, plus, u, u5), dm);
  CHECK_THROWS_AS(gb::ewise_mult(w, gb::no_mask, gb::no_accum, plus, u5, u), dm);
  CHECK_THROWS_AS(gb::ewise_add(w, m5, gb::no_accum, plus, u, u), dm);
  CHECK_THROWS_AS(gb::apply(w, gb::no_mask, gb::no_accum, gb::ainv_op<int>{}, u5), dm);
  CHECK_THROWS_AS(gb::apply(w, gb::no_mask, gb::no_accum, gb::rowindex_op<int>{}, u5, 0), dm);
  CHECK_THROWS_AS(gb::select(w, gb::structure(m5), gb::no_accum, gb::tril_op<int>{}, u, 0), dm);
  CHECK_THROWS_AS(gb::reduce(w, gb::no_mask, gb::no_accum, gb::plus_monoid<int>{}, gb::transpose(A)), dm);
  CHECK_THROWS_AS(gb::reduce(w, m5, gb::no_accum, gb::plus_monoid<int>{}, A), dm);
  CHECK_THROWS_AS(gb::assign(w, gb::no_mask, gb::no_accum, u5), dm);
  CHECK_THROWS_AS(gb::assign(w, m5, gb::no_accum, 3), dm);
  CHECK_THROWS_AS(gb::subassign(w, gb::no_mask, gb::no_accum, u, {0, 1}), dm);
  CHECK_THROWS_AS(gb::subassign(w, m5, gb::no_accum, 3, {0, 1}), dm);
  CHECK_THROWS_AS(gb::extract(w, gb::no_mask, gb::no_accum, u5, {0, 1, 2}), dm);
  CHECK_THROWS_AS(gb::mxv(w, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, A, u), dm);
  CHECK_THROWS_AS(gb::vxm(u5, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, u5, A), dm);
}

TEST_CASE("every matrix operation rejects mismatched shapes with dimension_mismatch", "[ops][errors]") {
  auto A = matrix(4, 5), B = matrix(4, 5), C = matrix(4, 5), M = matrix(5, 4);
  gb::plus_op<int> plus;
  using dm = gb::dimension_mismatch;
  CHECK_THROWS_AS(gb::ewise_add(C, gb::no_mask, gb::no_accum, plus, A, gb::transpose(B)), dm);
  CHECK_THROWS_AS(gb::ewise_mult(C, M, gb::no_accum, plus, A, B), dm);
  CHECK_THROWS_AS(gb::apply(C, gb::no_mask, gb::no_accum, gb::ainv_op<int>{}, gb::transpose(A)), dm);
  CHECK_THROWS_AS(gb::apply(C, gb::structure(M), gb::no_accum, gb::colindex_op<int>{}, A, 0), dm);
  CHECK_THROWS_AS(gb::select(C, gb::no_mask, gb::no_accum, gb::offdiag_op<int>{}, gb::transpose(A), 0), dm);
  CHECK_THROWS_AS(gb::mxm(C, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, A, B), dm);
  CHECK_THROWS_AS(gb::mxm(C, M, gb::no_accum, gb::plus_times<int>{}, A, gb::transpose(matrix(4, 5))), dm);
  gb::DenseMatrix<int> X(5, 3), Y(4, 2), Z(4, 3);
  CHECK_THROWS_AS(gb::mxm(Y, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, A, X), dm);
  CHECK_THROWS_AS(gb::mxm(Z, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, gb::transpose(A), X), dm);
  gb::BitMatrix bx(5, 1), by(4, 2), bz(5, 1);
  auto P = gb::Matrix<bool>::from_coo(4, 5, {0}, {0});
  CHECK_THROWS_AS(gb::mxm(by, gb::no_mask, gb::no_accum, gb::lor_land<bool>{}, P, bx), dm);
  CHECK_THROWS_AS(gb::mxm(bz, gb::no_mask, gb::no_accum, gb::lor_land<bool>{}, P, bx), dm);
  // the well-formed calls go through
  gb::Matrix<int> C2(4, 4);
  CHECK_NOTHROW(gb::mxm(C2, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, A, gb::transpose(B)));
  CHECK_NOTHROW(gb::mxm(Z, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, A, X));
}

TEST_CASE("extract and subassign reject out-of-range indices, and subassign rejects repeated ones", "[ops][errors]") {
  auto w = vec(4), u = vec(4), u2 = vec(2);
  auto A = matrix(4, 5);
  CHECK_THROWS_AS(gb::extract_element(u, 4), gb::invalid_index);
  CHECK_THROWS_AS(gb::extract_element(A, 4, 0), gb::invalid_index);
  CHECK_THROWS_AS(gb::extract_element(A, 0, 5), gb::invalid_index);
  gb::Vector<int> w2(2);
  CHECK_THROWS_AS(gb::extract(w2, gb::no_mask, gb::no_accum, u, {1, 4}), gb::invalid_index);
  CHECK_THROWS_AS(gb::subassign(w, gb::no_mask, gb::no_accum, u2, {0, 4}), gb::invalid_index);
  CHECK_THROWS_AS(gb::subassign(w, gb::no_mask, gb::no_accum, 7, {9}), gb::invalid_index);
  CHECK_THROWS_AS(gb::subassign(w, gb::no_mask, gb::no_accum, u2, {1, 1}), gb::invalid_value);
  CHECK(gb::extract_element(u, 0) == std::optional<int>(1));
  CHECK_FALSE(gb::extract_element(u, 3).has_value());
  CHECK_NOTHROW(gb::extract(w2, gb::no_mask, gb::no_accum, u, {3, 3}));
}

TEST_CASE("operations on operands in different places throw placement_error", "[ops][errors][cuda]") {
  if (!gb::memory::cuda_available()) GB_SKIP("no CUDA device in this build or machine");
  auto w = vec(4), u = vec(4);
  auto ud = u.to(gb::cuda(0));
  auto A = matrix(4, 4), C = matrix(4, 4);
  auto Ad = A.to(gb::cuda(0));
  using pe = gb::placement_error;
  gb::plus_op<int> plus;
  CHECK_THROWS_AS(gb::ewise_add(w, gb::no_mask, gb::no_accum, plus, u, ud), pe);
  CHECK_THROWS_AS(gb::ewise_mult(C, gb::no_mask, gb::no_accum, plus, A, Ad), pe);
  CHECK_THROWS_AS(gb::apply(w, gb::no_mask, gb::no_accum, gb::ainv_op<int>{}, ud), pe);
  CHECK_THROWS_AS(gb::select(C, gb::no_mask, gb::no_accum, gb::tril_op<int>{}, Ad, 0), pe);
  CHECK_THROWS_AS(gb::reduce(w, gb::no_mask, gb::no_accum, gb::plus_monoid<int>{}, Ad), pe);
  CHECK_THROWS_AS(gb::assign(w, gb::no_mask, gb::no_accum, ud), pe);
  CHECK_THROWS_AS(gb::assign(w, ud, gb::no_accum, 1), pe);
  CHECK_THROWS_AS(gb::extract(w, gb::no_mask, gb::no_accum, ud, {0, 1, 2, 3}), pe);
  CHECK_THROWS_AS(gb::mxm(C, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, A, Ad), pe);
  CHECK_THROWS_AS(gb::mxv(w, gb::no_mask, gb::no_accum, gb::plus_times<int>{}, Ad, u), pe);
}
