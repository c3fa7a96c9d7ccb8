// DenseMatrix<T>: an n x k row-major dense matrix (every entry present), the
// right operand of SpMM (A ⊕.⊗ X for k vectors at once).
#pragma once
#include <string>

#include "graphblade/core/buffer.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade {

template <class T>
class DenseMatrix {
 public:
  using value_type = T;
  DenseMatrix() = default;
  /// nrows x ncols, every entry = value (host).
  DenseMatrix(index_t nrows, index_t ncols, const T& value = T(0))
      : nrows_(nrows), ncols_(ncols), values_(std::size_t(nrows) * ncols, value) {}
  /// nrows x ncols in `where` (host or a CUDA device), every byte of every entry
  /// = fill_byte (0xFF gives −1 for signed integers, 0 gives zero).
  DenseMatrix(index_t nrows, index_t ncols, const place& where, int fill_byte)
      : nrows_(nrows), ncols_(ncols), values_(std::size_t(nrows) * ncols, where) {
    memory::fill_bytes(values_.data(), where, fill_byte, values_.bytes());
  }
  /// nrows x ncols in `where` with every entry unset: for a producer that writes each entry
  /// before anything reads it (iBFS's levels on a device: each written once, not filled first).
  static DenseMatrix unfilled(index_t nrows, index_t ncols, const place& where) {
    DenseMatrix m;
    m.nrows_ = nrows;
    m.ncols_ = ncols;
    m.values_ = buffer<T>(std::size_t(nrows) * ncols, where);
    return m;
  }
  index_t nrows() const { return nrows_; }
  index_t ncols() const { return ncols_; }
  const place& where() const { return values_.where(); }
  std::size_t bytes() const { return values_.bytes(); }
  buffer<T>& values() { return values_; }
  const buffer<T>& values() const { return values_; }
  T& operator()(index_t i, index_t j) { return values_[std::size_t(i) * ncols_ + j]; }
  const T& operator()(index_t i, index_t j) const { return values_[std::size_t(i) * ncols_ + j]; }
  DenseMatrix to(const place& dst) const {
    DenseMatrix out;
    out.nrows_ = nrows_;
    out.ncols_ = ncols_;
    out.values_ = values_.to(dst);
    return out;
  }

 private:
  index_t nrows_ = 0, ncols_ = 0;
  buffer<T> values_;
};

}  // namespace graphblade
