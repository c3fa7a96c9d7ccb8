// Private to src/io: the hand-written tokenizer behind the parallel text
// readers (MatrixMarket, edge lists) and the splitter that cuts a file body
// into per-thread chunks at line boundaries, counts data lines, parses them in
// parallel and reports the first failure with its line number.
#pragma once
#include "graphblade/core/openmp.hpp"

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "graphblade/io/printable.hpp"

namespace graphblade::io::detail {

inline bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

inline const char* skip_blanks(const char* p, const char* e) {
  while (p < e && is_blank(*p)) ++p;
  return p;
}

/// End of the line starting at p (the '\n' or e).
inline const char* line_end(const char* p, const char* e) {
  const void* nl = std::memchr(p, '\n', std::size_t(e - p));
  return nl ? static_cast<const char*>(nl) : e;
}

/// True when p is at the end of a token (blank, end of line).
inline bool token_ends(const char* p, const char* e) { return p == e || is_blank(*p); }

/// Parse an unsigned decimal token; nullptr when no digits, an overflow of
/// 64 bits, or a token that does not end after the digits.
inline const char* parse_u64(const char* p, const char* e, std::uint64_t& v) {
  const char* start = p;
  std::uint64_t x = 0;
  while (p < e && unsigned(*p - '0') < 10u) x = x * 10 + std::uint64_t(*p++ - '0');
  std::size_t digits = std::size_t(p - start);
  if (digits == 0 || !token_ends(p, e)) return nullptr;
  if (digits >= 20) {  // may have wrapped: redo with an overflow check
    while (start < p && *start == '0') ++start;
    if (p - start > 20) return nullptr;
    x = 0;
    for (const char* q = start; q < p; ++q) {
      std::uint64_t d = std::uint64_t(*q - '0');
      if (x > (UINT64_MAX - d) / 10) return nullptr;
      x = x * 10 + d;
    }
  }
  v = x;
  return p;
}

/// Parse a signed decimal integer token as a double.
inline const char* parse_i64_as_double(const char* p, const char* e, double& v) {
  if (p < e && *p == '+') ++p;
  long long x = 0;
  auto r = std::from_chars(p, e, x);
  if (r.ec != std::errc() || !token_ends(r.ptr, e)) return nullptr;
  v = double(x);
  return r.ptr;
}

/// Parse a floating-point token (decimal or scientific, inf, nan).
inline const char* parse_f64(const char* p, const char* e, double& v) {
  if (p < e && *p == '+') ++p;
  auto r = std::from_chars(p, e, v);
  if (r.ec != std::errc() || !token_ends(r.ptr, e)) return nullptr;
  return r.ptr;
}

/// The token at p, clipped, for error messages.
inline std::string token_at(const char* p, const char* e) {
  const char* q = p;
  while (q < e && !is_blank(*q) && q - p < 24) ++q;
  return q == p ? std::string("end of line") : "'" + io::printable(p, q) + "'";
}

/// A failed line: where (a pointer into the body) and why.
struct scan_failure {
  const char* at = nullptr;
  std::string what;
  explicit operator bool() const { return at != nullptr; }
};

/// Record a failure at `at` and return false (the parse callbacks' "stop").
inline bool fail_at(scan_failure& f, const char* at, std::string what) {
  f.at = at;
  f.what = std::move(what);
  return false;
}

/// A text body [begin, end) cut into per-thread chunks at line starts; a
/// "data line" is one that is neither blank nor starts (after blanks) with a
/// comment character. Counting is parallel and happens in the constructor.
class line_chunks {
 public:
  line_chunks(const char* begin, const char* end, const char* comment_chars) : begin_(begin), end_(end) {
    for (const char* c = comment_chars; *c; ++c) comment_[static_cast<unsigned char>(*c)] = true;
    int nt = std::max(1, omp_get_max_threads());
    std::size_t bytes = std::size_t(end - begin);
    if (bytes < (1u << 16)) nt = 1;
    cuts_.push_back(begin);
    for (int t = 1; t < nt; ++t) {
      const char* guess = begin + bytes * std::size_t(t) / std::size_t(nt);
      if (guess < cuts_.back()) guess = cuts_.back();
      if (guess == begin) {
        cuts_.push_back(begin);
        continue;
      }
      const char* nl = line_end(guess - 1, end);  // the cut is the first line start >= guess
      cuts_.push_back(nl < end ? nl + 1 : end);
    }
    cuts_.push_back(end);
    std::size_t nc = cuts_.size() - 1;
    counts_.assign(nc, 0);
#pragma omp parallel for schedule(static, 1) num_threads(int(nc))
    for (std::int64_t c = 0; c < std::int64_t(nc); ++c) {
      std::size_t n = 0;
      for (const char* p = cuts_[c]; p < cuts_[c + 1];) {
        const char* eol = line_end(p, cuts_[c + 1]);
        n += is_data(p, eol);
        p = eol + 1;
      }
      counts_[c] = n;
    }
    first_.assign(nc + 1, 0);
    for (std::size_t c = 0; c < nc; ++c) first_[c + 1] = first_[c] + counts_[c];
  }

  /// Number of data lines in the body.
  std::size_t data_lines() const { return first_.back(); }

  /// Pointer to the k-th data line (0-based; k == data_lines() gives end).
  const char* data_line(std::size_t k) const {
    std::size_t c = 0;
    while (c + 1 < counts_.size() && first_[c + 1] <= k) ++c;
    std::size_t seen = first_[c];
    for (const char* p = cuts_[c]; p < end_;) {
      const char* eol = line_end(p, end_);
      if (is_data(p, eol) && seen++ == k) return p;
      p = eol + 1;
    }
    return end_;
  }

  /// 0-based line number of `at` within the body.
  std::size_t line_index(const char* at) const { return std::size_t(std::count(begin_, at < end_ ? at : end_, '\n')); }

  /// Call ok = parse(first_non_blank, eol, k, failure) for every data line k,
  /// in parallel; returns the failure nearest the start of the body (empty
  /// when every line parsed).
  template <class ParseLine>
  scan_failure parse(ParseLine&& parse_line) const {
    std::size_t nc = counts_.size();
    std::vector<scan_failure> fails(nc);
#pragma omp parallel for schedule(static, 1) num_threads(int(nc))
    for (std::int64_t c = 0; c < std::int64_t(nc); ++c) {
      std::size_t k = first_[c];
      for (const char* p = cuts_[c]; p < cuts_[c + 1];) {
        const char* eol = line_end(p, cuts_[c + 1]);
        const char* q = skip_blanks(p, eol);
        if (q < eol && !is_comment(*q)) {
          if (!parse_line(q, eol, k, fails[c])) {
            if (!fails[c].at) fails[c].at = q;
            break;
          }
          ++k;
        }
        p = eol + 1;
      }
    }
    for (auto& f : fails)
      if (f) return f;
    return {};
  }

 private:
  bool is_data(const char* p, const char* eol) const {
    const char* q = skip_blanks(p, eol);
    return q < eol && !is_comment(*q);
  }
  bool is_comment(char c) const { return comment_[static_cast<unsigned char>(c)]; }

  const char* begin_;
  const char* end_;
  bool comment_[256] = {};
  std::vector<const char*> cuts_;
  std::vector<std::size_t> counts_, first_;
};

}  // namespace graphblade::io::detail
