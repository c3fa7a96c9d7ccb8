// MatrixMarket coordinate writer: pattern or real, general or symmetric (lower
// triangle), plain or gzip by the path's ".gz" suffix; 1-based ids.
#include <string>

#include "graphblade/core/errors.hpp"
#include "graphblade/io/matrix_market.hpp"
#include "src/io/row_writer.hpp"
#include "src/io/text_file.hpp"

namespace graphblade::io {

void write_matrix_market(const std::string& path, const Matrix<double>& A, bool symmetric) {
  Matrix<double> csr = detail::csr_copy(A, "write_matrix_market");
  if (symmetric && !detail::is_symmetric_csr(csr))
    throw invalid_value("write_matrix_market: symmetric=true needs a symmetric matrix (" + path + ")");
  const bool pattern = csr.is_pattern();
  offset_t kept = csr.nvals();
  if (symmetric) {
    kept = 0;
    for (index_t i = 0; i < csr.nrows(); ++i)
      for (offset_t k = csr.offsets()[i]; k < csr.offsets()[i + 1]; ++k) kept += csr.indices()[k] <= i;
  }
  std::string head = std::string("%%MatrixMarket matrix coordinate ") + (pattern ? "pattern" : "real") +
                     (symmetric ? " symmetric" : " general") + "\n% written by graphblade\n";
  detail::append_uint(head, csr.nrows());
  head += ' ';
  detail::append_uint(head, csr.ncols());
  head += ' ';
  detail::append_uint(head, kept);
  head += '\n';
  detail::text_sink sink(path);
  sink.write(head);
  detail::write_entries(
      sink, csr, [symmetric](index_t i, index_t j) { return !symmetric || j <= i; },
      [pattern](std::string& s, index_t i, index_t j, double v) { detail::append_entry_line(s, i, j, v, pattern, 1); });
  sink.close();
}

}  // namespace graphblade::io
