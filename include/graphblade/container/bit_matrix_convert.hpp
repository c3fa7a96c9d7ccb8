// Reading a BitMatrix (64·k packed Boolean vectors, iBFS SIGMOD'16 §4) with the
// other containers: column b as a Vector<bool> (instance b's set, e.g. one BFS's
// frontier) and the whole bit matrix as a pattern Matrix<bool> (CSR, one entry
// per set bit). Host containers; a device BitMatrix is read through a host copy.
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/container/bit_matrix.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade {

/// Column `col` of X as a sparse Vector<bool> of size X.nrows(): entry v (true) where bit (v, col)
/// is set, indices ascending. Throws invalid_index when col >= X.ncols(). O(nrows).
inline Vector<bool> column(const BitMatrix& X, index_t col) {
  if (col >= X.ncols())
    throw invalid_index("column: bit column " + std::to_string(col) + " >= " + std::to_string(X.ncols()));
  const BitMatrix host_copy = X.where().is_host() ? BitMatrix() : X.to(host);
  const BitMatrix& B = X.where().is_host() ? X : host_copy;
  const std::uint64_t* words = B.words().data();
  const std::size_t k = B.words_per_row(), word = col / 64;
  const std::uint64_t bit = std::uint64_t(1) << (col % 64);
  std::vector<index_t> idx;
  for (index_t v = 0; v < B.nrows(); ++v)
    if (words[std::size_t(v) * k + word] & bit) idx.push_back(v);
  return Vector<bool>::from_list(B.nrows(), idx, std::vector<bool>(idx.size(), true));
}

/// X as a pattern-only CSR Matrix<bool> of X.nrows() x X.ncols(): entry (v, b) where bit (v, b)
/// is set. O(nrows · words_per_row + set bits).
inline Matrix<bool> to_matrix(const BitMatrix& X) {
  const BitMatrix host_copy = X.where().is_host() ? BitMatrix() : X.to(host);
  const BitMatrix& B = X.where().is_host() ? X : host_copy;
  const std::uint64_t* words = B.words().data();
  const std::size_t k = B.words_per_row();
  buffer<offset_t> offsets(std::size_t(B.nrows()) + 1);
  offsets[0] = 0;
  for (index_t v = 0; v < B.nrows(); ++v) {
    offset_t row = 0;
    for (std::size_t w = 0; w < k; ++w) row += offset_t(__builtin_popcountll(words[std::size_t(v) * k + w]));
    offsets[std::size_t(v) + 1] = offsets[v] + row;
  }
  buffer<index_t> indices(offsets[B.nrows()]);
  for (index_t v = 0; v < B.nrows(); ++v) {
    offset_t out = offsets[v];
    for (std::size_t w = 0; w < k; ++w)
      for (std::uint64_t bits = words[std::size_t(v) * k + w]; bits; bits &= bits - 1)
        indices[out++] = index_t(64 * w + std::size_t(__builtin_ctzll(bits)));
  }
  return Matrix<bool>::from_compressed(format::csr, B.nrows(), B.ncols(), std::move(offsets), std::move(indices));
}

}  // namespace graphblade
