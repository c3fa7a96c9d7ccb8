// nvals and clear as free functions (GrB_Vector_nvals / GrB_Matrix_nvals,
// GrB_Vector_clear / GrB_Matrix_clear): the count is kept by every container,
// so these need no backend kernel and work in any place.
#pragma once
#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"

namespace graphblade {

/// Number of entries of u.
template <class T>
offset_t nvals(const Vector<T>& u) { return u.nvals(); }
/// Number of entries of A.
template <class T>
offset_t nvals(const Matrix<T>& A) { return A.nvals(); }

/// Remove every entry of w; size and place are kept (storage becomes sparse).
template <class T>
void clear(Vector<T>& w) {
  place where = w.where();
  Vector<T> empty(w.size(), storage::sparse);
  w = where.is_host() ? std::move(empty) : empty.to(where);
}
/// Remove every entry of C; shape, format, pattern-ness and place are kept.
template <class T>
void clear(Matrix<T>& C) {
  place where = C.where();
  Matrix<T> empty(C.nrows(), C.ncols(), C.storage_format(), C.is_pattern());
  C = where.is_host() ? std::move(empty) : empty.to(where);
}

}  // namespace graphblade
