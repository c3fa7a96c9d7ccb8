// Matrix<T>: a sparse matrix in CSR, CSC or COOC, pattern-only (no value array;
// every entry reads as T(1)) or valued. 32-bit ids, 64-bit offsets. Builds and
// conversions are parallel and O(nnz) (ARCHITECTURE.md, "container/").
#pragma once
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "graphblade/container/detail/compress.hpp"
#include "graphblade/container/detail/format_cache.hpp"
#include "graphblade/container/format.hpp"
#include "graphblade/core/buffer.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/place.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade {

template <class T>
class Matrix {
 public:
  using value_type = T;

  Matrix() : Matrix(0, 0) {}
  /// An empty nrows x ncols matrix (no entries) in format f.
  Matrix(index_t nrows, index_t ncols, format f = format::csr, bool pattern = true)
      : nrows_(nrows), ncols_(ncols), fmt_(f), pattern_(pattern) {
    if (f != format::cooc) {
      offsets_ = buffer<offset_t>(std::size_t(major_dim()) + 1);
      std::fill(offsets_.begin(), offsets_.end(), offset_t(0));
    }
  }

  /// Build from coordinates (i, j[, value]); `values` empty means pattern-only.
  /// Throws invalid_index for an id out of range, dimension_mismatch when the
  /// arrays differ in length or symmetrize is asked of a non-square matrix.
  static Matrix from_coo(index_t nrows, index_t ncols, const std::vector<index_t>& rows,
                         const std::vector<index_t>& cols, const std::vector<T>& values = {},
                         format f = format::csr, const build_options& opt = {}) {
    buffer<T> vals(values.size());  // std::vector<bool> has no data()
    std::copy(values.begin(), values.end(), vals.begin());
    return from_coo(nrows, ncols, rows.size(), rows.data(), cols.data(), values.empty() ? nullptr : vals.data(), f,
                    opt, values.size());
  }
  static Matrix from_coo(index_t nrows, index_t ncols, std::size_t nnz, const index_t* rows, const index_t* cols,
                         const T* values, format f = format::csr, const build_options& opt = {},
                         std::size_t nvalues = std::size_t(-1)) {
    if (values && nvalues != std::size_t(-1) && nvalues != nnz)
      throw dimension_mismatch("from_coo: " + std::to_string(nvalues) + " values for " + std::to_string(nnz) +
                               " coordinates");
    if (opt.symmetrize && nrows != ncols) throw dimension_mismatch("from_coo: symmetrize needs a square matrix");
    bool bad = false;
#pragma omp parallel for reduction(|| : bad)
    for (std::int64_t k = 0; k < std::int64_t(nnz); ++k) bad = bad || rows[k] >= nrows || cols[k] >= ncols;
    if (bad)
      for (std::size_t k = 0; k < nnz; ++k)
        if (rows[k] >= nrows || cols[k] >= ncols)
          throw invalid_index("from_coo: entry (" + std::to_string(rows[k]) + ", " + std::to_string(cols[k]) +
                              ") outside a " + std::to_string(nrows) + " x " + std::to_string(ncols) + " matrix");
    // Slot 2k is entry k, slot 2k + 1 its mirror when symmetrizing; loops are dropped or
    // kept once. The entries go straight into the buckets: no copy of the list is made
    // (a symmetric build of m entries needs 4 bytes an entry beyond its result, not 28).
    const bool sym = opt.symmetrize, drop = opt.drop_self_loops;
    auto entry = [=](std::int64_t slot, index_t& r, index_t& c, T& v) {
      const std::int64_t k = sym ? slot / 2 : slot;
      const bool mirror = sym && (slot & 1);
      if (rows[k] == cols[k] && (drop || mirror)) return false;
      r = mirror ? cols[k] : rows[k];
      c = mirror ? rows[k] : cols[k];
      if (values) v = values[k];
      return true;
    };
    Matrix out(nrows, ncols, format::csr, values == nullptr);
    auto cmp = detail::compress_by<T>(nrows, sym ? 2 * nnz : nnz, entry, values != nullptr, opt.remove_duplicates);
    out.offsets_ = std::move(cmp.offsets);
    out.indices_ = std::move(cmp.minor);
    out.values_ = std::move(cmp.values);
    return f == format::csr ? out : out.to_format(f);
  }

  /// Adopt already-compressed arrays (CSR or CSC) after checking them.
  static Matrix from_compressed(format f, index_t nrows, index_t ncols, buffer<offset_t> offsets,
                                buffer<index_t> indices, buffer<T> values = {}) {
    if (f == format::cooc) throw invalid_value("from_compressed: build COOC with from_coo or to_format");
    Matrix out(nrows, ncols, f, values.empty());
    std::size_t nmaj = out.major_dim();
    if (offsets.size() != nmaj + 1 || offsets[0] != 0 || offsets[nmaj] != indices.size())
      throw invalid_value("from_compressed: offsets do not describe the index array");
    if (!values.empty() && values.size() != indices.size())
      throw dimension_mismatch("from_compressed: values and indices differ in length");
    // Offsets first: non-decreasing (so each lies in [0, nnz]) before any of
    // them is used to index `indices` (a crafted file must not make the scan
    // below run past the array or loop for 2^40 steps).
    bool bad = false;
#pragma omp parallel for reduction(|| : bad)
    for (std::int64_t r = 0; r < std::int64_t(nmaj); ++r) bad = bad || offsets[r] > offsets[r + 1];
    if (bad) throw invalid_value("from_compressed: offsets are not non-decreasing");
    index_t nmin = out.minor_dim();
#pragma omp parallel for reduction(|| : bad)
    for (std::int64_t r = 0; r < std::int64_t(nmaj); ++r) {
      for (offset_t k = offsets[r]; k < offsets[r + 1]; ++k)
        bad = bad || indices[k] >= nmin || (k > offsets[r] && indices[k] <= indices[k - 1]);
    }
    if (bad) throw invalid_index("from_compressed: indices out of range or not strictly increasing");
    out.offsets_ = std::move(offsets);
    out.indices_ = std::move(indices);
    out.values_ = std::move(values);
    return out;
  }

  index_t nrows() const { return nrows_; }
  index_t ncols() const { return ncols_; }
  /// Number of stored entries.
  offset_t nvals() const { return indices_.size(); }
  format storage_format() const { return fmt_; }
  /// True when no value array is stored (every entry reads as T(1)).
  bool is_pattern() const { return pattern_; }
  /// Where the arrays live (host or a CUDA device).
  const place& where() const { return place_; }
  /// Bytes held by this matrix's arrays.
  std::size_t bytes() const { return offsets_.bytes() + indices_.bytes() + major_.bytes() + values_.bytes(); }

  /// CSR: row pointers [nrows+1]; CSC: column pointers [ncols+1]; COOC: empty.
  const buffer<offset_t>& offsets() const { return offsets_; }
  /// CSR: column ids; CSC and COOC: row ids. One per entry.
  const buffer<index_t>& indices() const { return indices_; }
  /// COOC only: column id of each entry (sorted ascending).
  const buffer<index_t>& major_indices() const { return major_; }
  /// Entry values; empty when is_pattern().
  const buffer<T>& values() const { return values_; }
  /// Value of the k-th stored entry.
  T value_at(offset_t k) const { return pattern_ ? T(1) : values_[k]; }
  /// Rows in CSR, columns in CSC and COOC.
  index_t major_dim() const { return fmt_ == format::csr ? nrows_ : ncols_; }
  index_t minor_dim() const { return fmt_ == format::csr ? ncols_ : nrows_; }

  /// A(i, j) if stored (host, CSR/CSC: binary search; COOC: binary search on columns).
  std::optional<T> get(index_t i, index_t j) const {
    if (i >= nrows_ || j >= ncols_) throw invalid_index("Matrix::get: (" + std::to_string(i) + ", " +
                                                        std::to_string(j) + ") out of range");
    const index_t* idx = indices_.data();
    offset_t lo, hi;
    index_t key;
    if (fmt_ == format::cooc) {
      lo = std::lower_bound(major_.begin(), major_.end(), j) - major_.begin();
      hi = std::upper_bound(major_.begin(), major_.end(), j) - major_.begin();
      key = i;
    } else {
      index_t r = fmt_ == format::csr ? i : j;
      lo = offsets_[r];
      hi = offsets_[r + 1];
      key = fmt_ == format::csr ? j : i;
    }
    const index_t* at = std::lower_bound(idx + lo, idx + hi, key);
    if (at == idx + hi || *at != key) return std::nullopt;
    return value_at(offset_t(at - idx));
  }

  /// The same matrix in another format (a copy when f is the current one).
  Matrix to_format(format f) const {
    require_host("to_format");
    if (f == fmt_) return *this;
    if (fmt_ == format::cooc) return compressed_from_cooc().to_format(f);
    if (f == format::cooc) {
      Matrix csc = fmt_ == format::csc ? *this : to_format(format::csc);
      Matrix out(nrows_, ncols_, format::cooc, pattern_);
      out.offsets_ = buffer<offset_t>();
      out.major_ = detail::expand_offsets(csc.offsets_, ncols_);
      out.indices_ = std::move(csc.indices_);
      out.values_ = std::move(csc.values_);
      return out;
    }
    // CSR <-> CSC: bucket the entries by their minor id.
    buffer<index_t> major = detail::expand_offsets(offsets_, major_dim());
    auto cmp = detail::compress<T>(minor_dim(), nvals(), indices_.data(), major.data(),
                                   pattern_ ? nullptr : values_.data(), false);
    Matrix out(nrows_, ncols_, f, pattern_);
    out.offsets_ = std::move(cmp.offsets);
    out.indices_ = std::move(cmp.minor);
    out.values_ = std::move(cmp.values);
    return out;
  }

  /// This matrix stored as `f`, for operators that need another orientation than
  /// the stored one: itself when stored so, otherwise a conversion made on the first
  /// call and kept with the matrix (counted by format_conversions(); one format is
  /// kept, copies share it, assignment replaces it). Host only. Costs one more copy
  /// of the entries while kept: drop_format_cache() frees it.
  std::shared_ptr<const Matrix> in_format(format f) const {
    if (f == fmt_) return std::shared_ptr<const Matrix>(std::shared_ptr<const Matrix>(), this);  // not owned
    std::shared_ptr<const Matrix> kept = cache_.get();
    if (kept && kept->fmt_ == f) return kept;
    kept = std::make_shared<const Matrix>(to_format(f));
    detail::format_conversion_counter().fetch_add(1);
    cache_.keep(kept);
    return kept;
  }
  /// Free the conversion kept by in_format (the next call converts again).
  void drop_format_cache() const { cache_.drop(); }
  /// True when in_format keeps a conversion of this matrix.
  bool has_format_cache() const { return cache_.get() != nullptr; }

  /// Aᵀ in the same format as A.
  Matrix transposed() const {
    require_host("transposed");
    if (fmt_ == format::cooc) return to_format(format::csr).transposed().to_format(format::cooc);
    Matrix other = to_format(fmt_ == format::csr ? format::csc : format::csr);
    // A in CSC has exactly the arrays of Aᵀ in CSR.
    Matrix out(ncols_, nrows_, fmt_, pattern_);
    out.offsets_ = std::move(other.offsets_);
    out.indices_ = std::move(other.indices_);
    out.values_ = std::move(other.values_);
    return out;
  }

  /// A copy whose arrays live in `dst` (host or a CUDA device).
  Matrix to(const place& dst) const {
    Matrix out(*this);
    out.cache_.drop();  // a host conversion does not follow the arrays to a device
    out.offsets_ = offsets_.to(dst);
    out.indices_ = indices_.to(dst);
    out.major_ = major_.to(dst);
    out.values_ = values_.to(dst);
    out.place_ = dst;
    return out;
  }

  /// The same structure with no value array.
  Matrix pattern() const {
    Matrix out(*this);
    out.cache_.drop();  // the kept conversion has values
    out.values_ = buffer<T>();
    out.pattern_ = true;
    return out;
  }

  /// The same matrix with values converted to U (a pattern stays a pattern).
  template <class U>
  Matrix<U> cast() const {
    buffer<U> vals(pattern_ ? 0 : values_.size());
    for (std::size_t k = 0; k < vals.size(); ++k) vals[k] = static_cast<U>(values_[k]);
    return Matrix<U>::adopt(nrows_, ncols_, fmt_, offsets_, indices_, major_, std::move(vals), place_, pattern_);
  }
  /// Assemble from raw arrays without checks (used by cast and by backends).
  static Matrix adopt(index_t nrows, index_t ncols, format f, buffer<offset_t> offsets, buffer<index_t> indices,
                      buffer<index_t> major, buffer<T> values, const place& where, bool pattern) {
    Matrix out;
    out.nrows_ = nrows;
    out.ncols_ = ncols;
    out.fmt_ = f;
    out.pattern_ = pattern;
    out.offsets_ = std::move(offsets);
    out.indices_ = std::move(indices);
    out.major_ = std::move(major);
    out.values_ = std::move(values);
    out.place_ = where;
    return out;
  }

  /// Out-degree (CSR) / in-degree (CSC) of major index r.
  offset_t major_degree(index_t r) const { return offsets_[r + 1] - offsets_[r]; }

 private:
  void require_host(const char* what) const {
    if (!place_.is_host()) throw placement_error(std::string("Matrix::") + what + " needs a host matrix");
  }
  Matrix compressed_from_cooc() const {
    Matrix out(nrows_, ncols_, format::csc, pattern_);
    out.offsets_ = detail::offsets_of_sorted(major_, ncols_);
    out.indices_ = indices_;
    out.values_ = values_;
    return out;
  }

  index_t nrows_ = 0, ncols_ = 0;
  format fmt_ = format::csr;
  bool pattern_ = true;
  place place_ = host;
  buffer<offset_t> offsets_;
  buffer<index_t> indices_;
  buffer<index_t> major_;
  buffer<T> values_;
  detail::format_cache<Matrix> cache_;  ///< in_format's conversion
};

}  // namespace graphblade
