// BitMatrix: n rows x (64·k) columns of bits, i.e. k·64 packed Boolean vectors
// of length n (one bit per vertex per BFS instance), row-major: row v holds k
// consecutive 64-bit words. The operand of concurrent BFS (iBFS, SIGMOD'16 §4).
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>

#include "graphblade/core/buffer.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade {

class BitMatrix {
 public:
  BitMatrix() = default;
  /// n x (64·words_per_row) bits, all zero.
  BitMatrix(index_t n, index_t words_per_row, const place& where = host)
      : n_(n), k_(words_per_row), words_(std::size_t(n) * words_per_row, where) {
    memory::fill_bytes(words_.data(), where, 0, words_.bytes());
  }
  index_t nrows() const { return n_; }
  /// Number of bit columns (64 per word).
  index_t ncols() const { return 64 * k_; }
  index_t words_per_row() const { return k_; }
  const place& where() const { return words_.where(); }
  std::size_t bytes() const { return words_.bytes(); }
  buffer<std::uint64_t>& words() { return words_; }
  const buffer<std::uint64_t>& words() const { return words_; }

  bool get(index_t row, index_t col) const {
    check(row, col);
    return (words_[std::size_t(row) * k_ + col / 64] >> (col % 64)) & 1u;
  }
  void set(index_t row, index_t col, bool bit = true) {
    check(row, col);
    std::uint64_t& w = words_[std::size_t(row) * k_ + col / 64];
    std::uint64_t m = std::uint64_t(1) << (col % 64);
    w = bit ? (w | m) : (w & ~m);
  }
  /// Number of set bits.
  offset_t count() const {
    offset_t c = 0;
    for (std::uint64_t w : words_) c += __builtin_popcountll(w);
    return c;
  }
  BitMatrix to(const place& dst) const {
    BitMatrix out;
    out.n_ = n_;
    out.k_ = k_;
    out.words_ = words_.to(dst);
    return out;
  }

 private:
  void check(index_t row, index_t col) const {
    if (row >= n_ || col >= 64 * k_)
      throw invalid_index("BitMatrix: (" + std::to_string(row) + ", " + std::to_string(col) + ") out of range");
    if (!words_.where().is_host()) throw placement_error("BitMatrix element access needs a host matrix");
  }
  index_t n_ = 0, k_ = 0;
  buffer<std::uint64_t> words_;
};

}  // namespace graphblade
