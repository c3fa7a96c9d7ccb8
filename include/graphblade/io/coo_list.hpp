// coo_list: a coordinate list as read from a file, before it becomes a Matrix.
#pragma once
#include <string>
#include <vector>

#include "graphblade/container/matrix.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade::io {

/// Entries (rows[k], cols[k], values[k]); 0-based. `values` is empty for a
/// pattern file. For a symmetric file only the stored triangle is listed and
/// `symmetric` is true (to_matrix mirrors it).
struct coo_list {
  index_t nrows = 0, ncols = 0;
  std::vector<index_t> rows, cols;
  std::vector<double> values;
  bool symmetric = false;
  std::string field = "pattern";  ///< pattern | integer | real

  /// Size the arrays for n entries (values only when `valued`).
  void resize(std::size_t n, bool valued) {
    rows.resize(n);
    cols.resize(n);
    values.resize(valued ? n : 0);
  }

  /// Build a matrix; a symmetric list is mirrored (opt.symmetrize forced on).
  Matrix<double> to_matrix(format f = format::csr, build_options opt = {}) const {
    if (symmetric) opt.symmetrize = true;
    return Matrix<double>::from_coo(nrows, ncols, rows, cols, values, f, opt);
  }
};

}  // namespace graphblade::io
