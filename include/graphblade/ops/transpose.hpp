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

}  // namespace graphblade
