// transpose(A): a view meaning Aᵀ inside an operation; nothing is copied.
#pragma once
#include "graphblade/container/matrix.hpp"

namespace graphblade {

template <class T>
struct transpose_view {
  const Matrix<T>* A;
  const Matrix<T>& matrix() const { return *A; }
};

/// Aᵀ as an operand.
template <class T>
transpose_view<T> transpose(const Matrix<T>& A) { return {&A}; }

/// An operand matrix and whether it is used transposed.
template <class T>
struct matrix_operand {
  const Matrix<T>& A;
  bool transposed;
  index_t nrows() const { return transposed ? A.ncols() : A.nrows(); }
  index_t ncols() const { return transposed ? A.nrows() : A.ncols(); }
};
template <class T>
matrix_operand<T> as_operand(const Matrix<T>& A) { return {A, false}; }
template <class T>
matrix_operand<T> as_operand(const transpose_view<T>& t) { return {*t.A, true}; }
/// An operand with a run-time transpose flag passes through unchanged.
template <class T>
matrix_operand<T> as_operand(const matrix_operand<T>& op) { return op; }

/// The element type of a matrix operand argument (Matrix<T> or transpose(Matrix<T>)).
template <class A>
struct operand_traits {};
template <class T>
struct operand_traits<Matrix<T>> {
  using value_type = T;
};
template <class T>
struct operand_traits<transpose_view<T>> {
  using value_type = T;
};
template <class T>
struct operand_traits<matrix_operand<T>> {
  using value_type = T;
};
template <class A>
using operand_value_t = typename operand_traits<A>::value_type;

}  // namespace graphblade
