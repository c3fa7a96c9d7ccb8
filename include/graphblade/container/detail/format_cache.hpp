// The other storage format of a Matrix, converted once and kept with it (issue
// 18): operators that need the rows of a CSC / COOC matrix or the columns of a
// CSR one (a DenseMatrix or BitMatrix product on transpose(A_csr), SpGEMM,
// element-wise operations and masks across formats, reduce of a CSC matrix) ask
// Matrix::in_format, which converts on the first call and counts the conversion
// (format_conversions()). A Matrix never changes in place (an operator's output
// is assigned a new Matrix), so assignment is the only invalidation: the cache
// follows the matrix it was built from. Shared by copies (the same entries),
// dropped by moves, placement and pattern(). Thread-safe: concurrent first
// calls may both convert (both counted); one result is kept.
#pragma once
#include <atomic>
#include <cstdint>
#include <memory>
#include <utility>

namespace graphblade {
namespace detail {

/// Conversions done by Matrix::in_format since the program started.
inline std::atomic<std::uint64_t>& format_conversion_counter() {
  static std::atomic<std::uint64_t> count{0};
  return count;
}

/// One cached conversion of a matrix M (M<T> is incomplete where this is declared).
template <class M>
class format_cache {
 public:
  format_cache() = default;
  format_cache(const format_cache& other) : kept_(std::atomic_load(&other.kept_)) {}
  format_cache(format_cache&& other) noexcept : kept_(std::atomic_exchange(&other.kept_, std::shared_ptr<const M>())) {}
  format_cache& operator=(const format_cache& other) {
    if (this != &other) std::atomic_store(&kept_, std::atomic_load(&other.kept_));
    return *this;
  }
  format_cache& operator=(format_cache&& other) noexcept {
    if (this != &other) std::atomic_store(&kept_, std::atomic_exchange(&other.kept_, std::shared_ptr<const M>()));
    return *this;
  }
  ~format_cache() = default;

  /// The kept conversion, or null.
  std::shared_ptr<const M> get() const { return std::atomic_load(&kept_); }
  /// Keep `converted` (replacing what was kept).
  void keep(std::shared_ptr<const M> converted) const { std::atomic_store(&kept_, std::move(converted)); }
  /// Keep nothing.
  void drop() const { std::atomic_store(&kept_, std::shared_ptr<const M>()); }

 private:
  mutable std::shared_ptr<const M> kept_;
};

}  // namespace detail

/// How many times an operator converted a matrix to another storage format
/// (Matrix::in_format cache misses) since the program started: repeated calls
/// on the same matrix convert once.
inline std::uint64_t format_conversions() { return detail::format_conversion_counter().load(); }

}  // namespace graphblade
