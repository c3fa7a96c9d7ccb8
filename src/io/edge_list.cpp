// Edge-list files (.el, optionally gzipped): "src dst [weight]" per line,
// 0-based ids, '#' / '%' comments; n = 1 + the largest id. The body is parsed
// in parallel like a MatrixMarket body; the first data line fixes whether
// every line carries a weight.
#include "graphblade/io/edge_list.hpp"

#include "graphblade/io/limits.hpp"

#include <algorithm>
#include <cstdint>
#include <string>

#include "graphblade/core/errors.hpp"
#include "src/io/row_writer.hpp"
#include "src/io/text_file.hpp"
#include "src/io/text_scan.hpp"

namespace graphblade::io {
namespace {

// Number of tokens on the line [p, eol).
int count_tokens(const char* p, const char* eol) {
  int n = 0;
  for (p = detail::skip_blanks(p, eol); p < eol; p = detail::skip_blanks(p, eol)) {
    ++n;
    while (p < eol && !detail::is_blank(*p)) ++p;
  }
  return n;
}

}  // namespace

coo_list read_edge_list(const std::string& path) {
  detail::text_bytes text = detail::read_whole_file(path);
  detail::line_chunks chunks(text.begin(), text.end(), "#%");
  const std::size_t m = chunks.data_lines();
  coo_list out;
  out.field = "pattern";
  if (m == 0) return out;
  const char* first = chunks.data_line(0);
  const int columns = count_tokens(first, detail::line_end(first, text.end()));
  if (columns != 2 && columns != 3)
    throw io_error(path, chunks.line_index(first) + 1,
                   "expected 'src dst [weight]', got " + std::to_string(columns) + " columns");
  const bool weighted = columns == 3;
  if (weighted) out.field = "real";
  out.resize(m, weighted);
  index_t* rows = out.rows.data();
  index_t* cols = out.cols.data();
  double* vals = out.values.data();
  auto parse_id = [&](const char*& q, const char* eol, const char* name, index_t& id, detail::scan_failure& f) {
    std::uint64_t v;
    const char* r = detail::parse_u64(q, eol, v);
    if (!r)
      return detail::fail_at(
          f, q, std::string("expected a ") + name + " id, got non-numeric token " + detail::token_at(q, eol));
    if (v >= max_index)
      return detail::fail_at(f, q, std::string(name) + " id " + std::to_string(v) + " does not fit index_t");
    id = index_t(v);
    q = detail::skip_blanks(r, eol);
    return true;
  };
  std::vector<index_t> largest(std::size_t(omp_get_max_threads()), 0);
  detail::scan_failure bad = chunks.parse([&](const char* q, const char* eol, std::size_t k, detail::scan_failure& f) {
    index_t s, d;
    if (!parse_id(q, eol, "source", s, f) || !parse_id(q, eol, "destination", d, f)) return false;
    if (weighted) {
      double w;
      const char* r = detail::parse_f64(q, eol, w);
      if (!r)
        return detail::fail_at(f, q,
                               "expected a weight (the first data line has one), got " + detail::token_at(q, eol));
      vals[k] = w;
      q = detail::skip_blanks(r, eol);
    }
    if (q != eol) return detail::fail_at(f, q, "unexpected token " + detail::token_at(q, eol) + " after the edge");
    rows[k] = s;
    cols[k] = d;
    index_t& big = largest[std::size_t(omp_get_thread_num())];
    big = std::max(big, std::max(s, d));
    return true;
  });
  if (bad) throw io_error(path, chunks.line_index(bad.at) + 1, bad.what);
  const index_t top = *std::max_element(largest.begin(), largest.end());
  detail::check_vertex_count(path, 0, std::uint64_t(top) + 1, text.size());
  out.nrows = out.ncols = top + 1;
  return out;
}

void write_edge_list(const std::string& path, const Matrix<double>& A) {
  Matrix<double> csr = detail::csr_copy(A, "write_edge_list");
  const bool pattern = csr.is_pattern();
  detail::text_sink sink(path);
  detail::write_entries(
      sink, csr, [](index_t, index_t) { return true; },
      [pattern](std::string& s, index_t i, index_t j, double v) { detail::append_entry_line(s, i, j, v, pattern, 0); });
  sink.close();
}

}  // namespace graphblade::io
