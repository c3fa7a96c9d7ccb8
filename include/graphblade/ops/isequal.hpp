// isequal: whether two vectors or two matrices hold the same entries (same size,
// same pattern, equal values), written with the public operations as LAGraph's
// IsEqual is: C = A ∩eq B has as many entries as A and B, and land-reduces to true.
// Works wherever the operands live (host or one CUDA device).
#pragma once
#include "graphblade/algebra/binary_ops.hpp"
#include "graphblade/algebra/monoid.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/ewise.hpp"
#include "graphblade/ops/reduce.hpp"

namespace graphblade {

/// True when u and v have the same size, the same entries and equal values (compared in T's
/// domain with eq_op<T>). Storage (sparse / bitmap / dense) does not matter. O(n + nvals).
template <class T>
bool isequal(const Vector<T>& u, const Vector<T>& v) {
  if (u.size() != v.size() || u.nvals() != v.nvals()) return false;
  Vector<bool> agree(u.size(), storage::sparse, u.where());
  ewise_mult(agree, no_mask, no_accum, eq_op<T>{}, u, v);  // agree = u ∩eq v
  if (agree.nvals() != u.nvals()) return false;
  bool all = true;
  reduce(all, no_accum, land_monoid<bool>{}, agree);  // all = land_i agree(i)
  return all;
}

/// True when A and B have the same shape, the same entries and equal values (eq_op<T>).
/// Formats (CSR / CSC / COOC) and pattern-only storage do not matter. O(nvals) plus a sort.
template <class T>
bool isequal(const Matrix<T>& A, const Matrix<T>& B) {
  if (A.nrows() != B.nrows() || A.ncols() != B.ncols() || A.nvals() != B.nvals()) return false;
  Matrix<bool> agree(A.nrows(), A.ncols(), format::csr, false);
  if (!A.where().is_host()) agree = agree.to(A.where());
  ewise_mult(agree, no_mask, no_accum, eq_op<T>{}, A, B);  // agree = A ∩eq B
  if (agree.nvals() != A.nvals()) return false;
  bool all = true;
  reduce(all, no_accum, land_monoid<bool>{}, agree);  // all = land_ij agree(i, j)
  return all;
}

}  // namespace graphblade
