// Private to src/io: write a CSR matrix as text, one line per entry, with the
// formatting done in parallel over row pieces and the writing kept in order
// (an ordered OpenMP loop), so memory stays bounded by a few pieces.
#pragma once
#include <charconv>
#include <cstdint>
#include <exception>
#include <string>
#include <vector>

#include "graphblade/container/matrix.hpp"
#include "src/io/text_file.hpp"

namespace graphblade::io::detail {

/// A in CSR on the host (a copy only when A is in another format).
Matrix<double> csr_copy(const Matrix<double>& A, const char* who);

/// True when A equals its transpose (structure and values); A in CSR.
bool is_symmetric_csr(const Matrix<double>& A);

/// Append an unsigned integer.
inline void append_uint(std::string& s, std::uint64_t v) {
  char tmp[24];
  auto r = std::to_chars(tmp, tmp + sizeof tmp, v);
  s.append(tmp, r.ptr);
}

/// Append a double in its shortest form that reads back exactly.
inline void append_double(std::string& s, double v) {
  char tmp[40];
  auto r = std::to_chars(tmp, tmp + sizeof tmp, v);
  s.append(tmp, r.ptr);
}

/// Append the line "i j\n" (pattern) or "i j v\n", ids shifted by `base`
/// (1 for MatrixMarket, 0 for edge lists).
inline void append_entry_line(std::string& s, index_t i, index_t j, double v, bool pattern, unsigned base) {
  append_uint(s, std::uint64_t(i) + base);
  s += ' ';
  append_uint(s, std::uint64_t(j) + base);
  if (!pattern) {
    s += ' ';
    append_double(s, v);
  }
  s += '\n';
}

/// For each stored entry (i, j, v) of CSR matrix A for which keep(i, j) holds,
/// append one line through line(out, i, j, v); pieces are written in row order.
template <class Keep, class Line>
void write_entries(text_sink& sink, const Matrix<double>& A, Keep keep, Line line) {
  const index_t n = A.nrows();
  const offset_t* off = A.offsets().data();
  const index_t* idx = A.indices().data();
  // Pieces of about `per` entries, cut at row boundaries.
  const offset_t per = offset_t(1) << 18;
  std::vector<index_t> cut{0};
  while (cut.back() < n) {
    offset_t target = off[cut.back()] + per;
    index_t r = index_t(std::upper_bound(off + cut.back() + 1, off + n + 1, target) - off - 1);
    cut.push_back(std::max<index_t>(r, cut.back() + 1));
  }
  std::exception_ptr failed;
  const std::int64_t npieces = std::int64_t(cut.size()) - 1;
#pragma omp parallel
  {
    std::string buf;
#pragma omp for ordered schedule(static, 1)
    for (std::int64_t pc = 0; pc < npieces; ++pc) {
      buf.clear();
      for (index_t i = cut[pc]; i < cut[pc + 1]; ++i)
        for (offset_t k = off[i]; k < off[i + 1]; ++k)
          if (keep(i, idx[k])) line(buf, i, idx[k], A.value_at(k));
#pragma omp ordered
      {
        if (!failed) try {
            sink.write(buf);
          } catch (...) {
            failed = std::current_exception();
          }
      }
    }
  }
  if (failed) std::rethrow_exception(failed);
}

}  // namespace graphblade::io::detail
