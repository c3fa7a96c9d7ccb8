// Element-wise operations on bit matrices (BitMatrix: 64·k Boolean vectors
// packed by row), the word-parallel steps that iBFS (Liu, Huang & Hu,
// SIGMOD'16 §6, the bitwise status array) runs between its SpMMs (mxm over
// lor.land, ops/mxm.hpp). In GraphBLAS notation, with S, X, Y bit matrices:
//   bits_from_rows(C, r)    C = 0; C(r[j], j) = 1     (column j: the unit vector of row r[j])
//   bits_copy(C, X)         C = X
//   bits_andnot(C, X, Y)    C<¬Y, replace> = X          (the bits X adds to Y)
//   bits_any_row(f, X)      f = ∨_j X(:, j)             (the rows holding a bit; true entries only)
//   bits_all_row(g, X)      g = ∧_j X(:, j)             (the rows with every bit set; true entries only)
//   bits_assign(L, M, x)    L<M> = x                    (L dense, M's shape)
//   bits_count(X)           nvals(X)
// Operands live in one place (host, or one CUDA device under nvcc).
#pragma once
#include <string>
#include <vector>

#include "graphblade/container/bit_matrix.hpp"
#include "graphblade/container/dense_matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/backend/cpu/bit_matrix_ops.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/bit_matrix_ops.cuh"
#endif

namespace graphblade {
namespace detail {
inline void check_same_bits_shape(const char* op, const BitMatrix& C, const BitMatrix& X) {
  check_dim(op, "rows", X.nrows(), C.nrows());
  check_dim(op, "words per row", X.words_per_row(), C.words_per_row());
  check_same_place(op, X.where(), C.where());
}
}  // namespace detail

inline namespace GB_FRONT_END_NAMESPACE {

/// C = 0, then bit (rows[j], j) set for every j < rows.size() ≤ C.ncols().
/// Throws invalid_index for a row out of range, dimension_mismatch for too many rows.
inline void bits_from_rows(BitMatrix& C, const std::vector<index_t>& rows) {
  if (rows.size() > std::size_t(C.ncols()))
    throw dimension_mismatch("bits_from_rows: " + std::to_string(rows.size()) + " rows for " +
                             std::to_string(C.ncols()) + " columns");
  for (index_t r : rows)
    if (r >= C.nrows())
      throw invalid_index("bits_from_rows: row " + std::to_string(r) + " out of range [0, " +
                          std::to_string(C.nrows()) + ")");
  GB_DISPATCH(C.where(), bits_from_rows, C, rows);
}

/// C = X (same shape and place). Throws dimension_mismatch / placement_error.
inline void bits_copy(BitMatrix& C, const BitMatrix& X) {
  detail::check_same_bits_shape("bits_copy", C, X);
  GB_DISPATCH(C.where(), bits_copy, C, X);
}

/// C = X ∧ ¬Y, i.e. C<¬Y, replace> = X. Throws dimension_mismatch / placement_error.
inline void bits_andnot(BitMatrix& C, const BitMatrix& X, const BitMatrix& Y) {
  detail::check_same_bits_shape("bits_andnot", C, X);
  detail::check_same_bits_shape("bits_andnot", C, Y);
  GB_DISPATCH(C.where(), bits_andnot, C, X, Y);
}

/// f = ∨_j X(:, j): a bitmap Vector<bool> in X's place whose entries (all
/// true) are the rows of X holding a set bit; f is rebuilt when its size differs.
inline void bits_any_row(Vector<bool>& f, const BitMatrix& X) { GB_DISPATCH(X.where(), bits_any_row, f, X); }

/// g = ∧_j X(:, j): a bitmap Vector<bool> in X's place whose entries (all
/// true) are the rows of X with every bit set; g is rebuilt when its size differs.
inline void bits_all_row(Vector<bool>& g, const BitMatrix& X) { GB_DISPATCH(X.where(), bits_all_row, g, X); }

/// L<M> = value: L(i, j) = value where bit (i, j) of M is set, for the first
/// L.ncols() ≤ M.ncols() columns. Throws dimension_mismatch / placement_error.
template <class T>
void bits_assign(DenseMatrix<T>& L, const BitMatrix& M, const T& value) {
  detail::check_dim("bits_assign", "rows", M.nrows(), L.nrows());
  if (L.ncols() > M.ncols())
    throw dimension_mismatch("bits_assign: L has " + std::to_string(L.ncols()) + " columns, the mask " +
                             std::to_string(M.ncols()));
  detail::check_same_place("bits_assign", M.where(), L.where());
  GB_DISPATCH(L.where(), bits_assign, L, M, value);
}

/// Number of set bits of X (synchronous).
inline offset_t bits_count(const BitMatrix& X) {
  offset_t count = 0;
  GB_DISPATCH(X.where(), bits_count_into, count, X);
  return count;
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
