// CSR copies and the symmetry test used by the text and binary writers.
#include "src/io/row_writer.hpp"

#include <algorithm>

namespace graphblade::io::detail {

Matrix<double> csr_copy(const Matrix<double>& A, const char* who) {
  if (!A.where().is_host()) throw placement_error(std::string(who) + ": the matrix must be on the host");
  return A.storage_format() == format::csr ? A : A.to_format(format::csr);
}

bool is_symmetric_csr(const Matrix<double>& A) {
  if (A.nrows() != A.ncols()) return false;
  Matrix<double> T = A.transposed();
  const auto &a = A.offsets(), &t = T.offsets();
  if (!std::equal(a.begin(), a.end(), t.begin())) return false;
  if (!std::equal(A.indices().begin(), A.indices().end(), T.indices().begin())) return false;
  return A.is_pattern() || std::equal(A.values().begin(), A.values().end(), T.values().begin());
}

}  // namespace graphblade::io::detail
