// MatrixMarket coordinate reader: read the whole (gunzipped) file, parse the
// banner and size line serially, check the declared sizes before allocating,
// then parse the body in parallel (per-thread chunks cut at line boundaries,
// hand-written integer parser, std::from_chars for reals).
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

#include "graphblade/core/errors.hpp"
#include "graphblade/io/limits.hpp"
#include "graphblade/io/matrix_market.hpp"
#include "src/io/text_file.hpp"
#include "src/io/text_scan.hpp"

namespace graphblade::io {
namespace {

using detail::line_chunks;
using detail::line_end;
using detail::scan_failure;
using detail::skip_blanks;
using detail::token_at;

struct banner {
  std::string field;  // pattern | integer | real
  bool symmetric = false;
};

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::vector<std::string> split_blanks(const char* p, const char* e) {
  std::vector<std::string> words;
  for (p = skip_blanks(p, e); p < e; p = skip_blanks(p, e)) {
    const char* q = p;
    while (q < e && !detail::is_blank(*q)) ++q;
    words.emplace_back(p, q);
    p = q;
  }
  return words;
}

banner parse_banner(const std::string& path, const char* p, const char* eol) {
  const std::string expected = "expected '%%MatrixMarket matrix coordinate <field> <symmetry>'";
  std::vector<std::string> w = split_blanks(p, eol);
  if (w.empty() || lower(w[0]) != "%%matrixmarket") throw io_error(path, 1, "bad banner: " + expected);
  if (w.size() != 5) throw io_error(path, 1, "bad banner: " + expected);
  if (lower(w[1]) != "matrix") throw io_error(path, 1, "bad banner: object '" + io::printable(w[1]) + "' is not 'matrix'");
  std::string fmt = lower(w[2]), field = lower(w[3]), sym = lower(w[4]);
  if (fmt == "array") throw io_error(path, 1, "unsupported format 'array' (only 'coordinate' is read)");
  if (fmt != "coordinate") throw io_error(path, 1, "bad banner: unknown format '" + io::printable(w[2]) + "'");
  if (field == "complex") throw io_error(path, 1, "unsupported field 'complex' (pattern, integer or real)");
  if (field != "pattern" && field != "integer" && field != "real")
    throw io_error(path, 1, "bad banner: unknown field '" + io::printable(w[3]) + "'");
  if (sym == "hermitian" || sym == "skew-symmetric")
    throw io_error(path, 1, "unsupported symmetry '" + io::printable(w[4]) + "' (general or symmetric)");
  if (sym != "general" && sym != "symmetric") throw io_error(path, 1, "bad banner: unknown symmetry '" + io::printable(w[4]) + "'");
  return {field, sym == "symmetric"};
}

std::size_t physical_memory_bytes() {
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  return pages > 0 && page > 0 ? std::size_t(pages) * std::size_t(page) : SIZE_MAX;
}

// Refuse sizes that index_t or this machine's memory cannot hold, before any
// allocation happens.
void check_fits(const std::string& path, std::size_t line, std::uint64_t m, std::uint64_t n, std::uint64_t nnz,
                bool valued) {
  if (m > max_index || n > max_index)
    throw io_error(path, line,
                   "dimensions " + std::to_string(m) + " x " + std::to_string(n) +
                       " cannot fit in memory: index_t holds at most " + std::to_string(max_index));
  std::uint64_t per_entry = 2 * sizeof(index_t) + (valued ? sizeof(double) : 0);
  std::size_t mem = physical_memory_bytes();
  if (nnz > SIZE_MAX / per_entry || nnz * per_entry > mem)
    throw io_error(path, line,
                   std::to_string(nnz) + " entries cannot fit in memory: they need " +
                       (nnz > SIZE_MAX / per_entry ? std::string("more than 2^64") : std::to_string(nnz * per_entry)) +
                       " bytes, the machine has " + std::to_string(mem));
}

}  // namespace

coo_list read_matrix_market(const std::string& path) {
  detail::text_bytes text = detail::read_whole_file(path);
  const char* p = text.begin();
  const char* e = text.end();
  if (p == e) throw io_error(path, 1, "bad banner: empty file");
  const char* eol = line_end(p, e);
  banner b = parse_banner(path, p, eol);
  bool valued = b.field != "pattern";

  // Comments and blank lines, then the size line "rows cols entries".
  std::size_t line = 1;
  std::uint64_t m = 0, n = 0, nnz = 0;
  for (p = eol + 1;; p = eol + 1) {
    ++line;
    if (p >= e) throw io_error(path, line, "bad size line: the file ends before 'rows cols entries'");
    eol = line_end(p, e);
    const char* q = skip_blanks(p, eol);
    if (q == eol || *q == '%') continue;
    const char* r1 = detail::parse_u64(q, eol, m);
    const char* r2 = r1 ? detail::parse_u64(skip_blanks(r1, eol), eol, n) : nullptr;
    const char* r3 = r2 ? detail::parse_u64(skip_blanks(r2, eol), eol, nnz) : nullptr;
    if (!r3 || skip_blanks(r3, eol) != eol)
      throw io_error(path, line, "bad size line: expected 'rows cols entries', got '" + io::printable(q, eol) + "'");
    break;
  }
  if (b.symmetric && m != n)
    throw io_error(
        path, line,
        "bad size line: a symmetric matrix must be square, got " + std::to_string(m) + " x " + std::to_string(n));
  check_fits(path, line, m, n, nnz, valued);
  detail::check_vertex_count(path, line, std::max(m, n), text.size());

  // Count the data lines before allocating: fewer or more than declared is an
  // error.
  const char* body = eol < e ? eol + 1 : e;
  const std::size_t body_line = line + 1;  // 1-based line number of the body's first line
  line_chunks chunks(body, e, "%");
  std::size_t found = chunks.data_lines();
  if (found < nnz) {
    std::size_t last = body_line + chunks.line_index(e) - (e > body && e[-1] == '\n' ? 1 : 0);
    throw io_error(path, last,
                   "truncated: the size line declares " + std::to_string(nnz) + " entries, the file holds " +
                       std::to_string(found));
  }
  if (found > nnz)
    throw io_error(path, body_line + chunks.line_index(chunks.data_line(nnz)),
                   "more entries than the " + std::to_string(nnz) + " declared on the size line");

  coo_list out;
  out.nrows = index_t(m);
  out.ncols = index_t(n);
  out.symmetric = b.symmetric;
  out.field = b.field;
  out.resize(nnz, valued);
  index_t* rows = out.rows.data();
  index_t* cols = out.cols.data();
  double* vals = out.values.data();
  const bool integer = b.field == "integer";

  auto parse_index = [&](const char*& q, const char* eol, std::uint64_t bound, const char* name, std::uint64_t& v,
                         scan_failure& f) {
    const char* r = detail::parse_u64(q, eol, v);
    if (!r)
      return detail::fail_at(f, q,
                             std::string("expected a ") + name + " index, got non-numeric token " + token_at(q, eol));
    if (v == 0 || v > bound)
      return detail::fail_at(
          f, q, std::string(name) + " index " + std::to_string(v) + " outside [1, " + std::to_string(bound) + "]");
    q = skip_blanks(r, eol);
    return true;
  };
  scan_failure bad = chunks.parse([&](const char* q, const char* eol, std::size_t k, scan_failure& f) {
    std::uint64_t i, j;
    if (!parse_index(q, eol, m, "row", i, f) || !parse_index(q, eol, n, "column", j, f)) return false;
    if (valued) {
      double v;
      const char* r = integer ? detail::parse_i64_as_double(q, eol, v) : detail::parse_f64(q, eol, v);
      if (!r)
        return detail::fail_at(f, q,
                               std::string("expected ") + (integer ? "an integer" : "a real") +
                                   " value, got non-numeric token " + token_at(q, eol));
      vals[k] = v;
      q = skip_blanks(r, eol);
    }
    if (q != eol) return detail::fail_at(f, q, "unexpected token " + token_at(q, eol) + " after the entry");
    rows[k] = index_t(i - 1);
    cols[k] = index_t(j - 1);
    return true;
  });
  if (bad) throw io_error(path, body_line + chunks.line_index(bad.at), bad.what);
  return out;
}

}  // namespace graphblade::io
