// Vector<T>: a sparse vector of size n stored dense (every entry present),
// sparse (index list + values, possibly unsorted: a BFS queue) or bitmap
// (one presence byte per entry + values). Conversions between the three.
// The entry count of a device vector may stay on the device after an
// asynchronous operation (issue 12): nvals() then copies it to the host once
// (a host synchronisation); backends that only enqueue work never ask for it.
// That first nvals() updates the cached count: calling it from several host
// threads at once on the same vector is a data race (as any write would be).
#pragma once
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "graphblade/container/detail/parallel.hpp"
#include "graphblade/core/buffer.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade {

enum class storage { dense, sparse, bitmap };

inline const char* to_string(storage s) {
  switch (s) {
    case storage::dense: return "dense";
    case storage::sparse: return "sparse";
    case storage::bitmap: return "bitmap";
  }
  return "?";
}

template <class T>
class Vector {
 public:
  using value_type = T;

  Vector() : Vector(0) {}
  /// An empty vector of size n (no entries) in the given storage.
  /// storage::dense is not allowed for an empty vector of n > 0 (dense means full).
  explicit Vector(index_t n, storage s = storage::sparse) : n_(n), kind_(s) {
    if (s == storage::dense && n > 0) throw invalid_value("Vector: dense storage means every entry is present");
    if (s == storage::bitmap) {
      present_ = buffer<std::uint8_t>(n);
      std::fill(present_.begin(), present_.end(), std::uint8_t(0));
      values_ = buffer<T>(n);
    }
  }

  /// An empty vector of size n in storage s whose arrays live in `where` (host or
  /// a CUDA device); a bitmap's presence bytes are zeroed there (and, on a device
  /// under memory::sanitizer_run(), its values too). Backends build their device
  /// outputs with it.
  Vector(index_t n, storage s, const place& where) : n_(n), kind_(s), place_(where) {
    if (s == storage::dense && n > 0) throw invalid_value("Vector: dense storage means every entry is present");
    if (s == storage::bitmap) {
      present_ = buffer<std::uint8_t>(n, where);
      memory::fill_bytes(present_.data(), where, 0, present_.bytes());
      values_ = buffer<T>(n, where);
      if (where.is_cuda() && memory::sanitizer_run()) memory::fill_bytes(values_.data(), where, 0, values_.bytes());
    }
  }

  /// A deep copy in the same place. A sparse vector whose count is known on the host copies its
  /// nvals() entries, not the capacity behind them (O(nvals)); one whose count is still on the
  /// device copies its whole capacity and the count cell, without waiting.
  Vector(const Vector& o)
      : n_(o.n_), kind_(o.kind_), nvals_(o.nvals_), count_on_device_(o.count_on_device_), sorted_(o.sorted_),
        place_(o.place_), present_(o.present_) {
    if (count_on_device_) count_cell_ = o.count_cell_;
    if (kind_ == storage::sparse && !count_on_device_) {
      o.copy_entries_to(*this, place_);
    } else {
      values_ = o.values_;
      indices_ = o.indices_;
    }
  }
  Vector(Vector&& o) noexcept { swap(o); }
  Vector& operator=(Vector o) noexcept {
    swap(o);
    return *this;
  }

  /// Every entry present, equal to `value`.
  static Vector full(index_t n, const T& value) {
    Vector v(0);
    v.n_ = n;
    v.kind_ = storage::dense;
    v.values_ = buffer<T>(n, value);
    v.nvals_ = n;
    return v;
  }
  /// From (index, value) lists; indices must be distinct and < n.
  static Vector from_list(index_t n, const std::vector<index_t>& idx, const std::vector<T>& val) {
    if (idx.size() != val.size()) throw dimension_mismatch("Vector::from_list: index and value lists differ");
    Vector v(n, storage::bitmap);
    for (std::size_t k = 0; k < idx.size(); ++k) {
      if (idx[k] >= n) throw invalid_index("Vector::from_list: index " + std::to_string(idx[k]) + " >= " +
                                           std::to_string(n));
      if (v.present_[idx[k]]) throw invalid_value("Vector::from_list: duplicate index " + std::to_string(idx[k]));
      v.present_[idx[k]] = 1;
      v.values_[idx[k]] = val[k];
    }
    v.nvals_ = idx.size();
    return v.to_storage(storage::sparse);
  }

  index_t size() const { return n_; }
  storage kind() const { return kind_; }
  /// Number of entries present (on a device, after an asynchronous operation: waits for it).
  offset_t nvals() const {
    if (count_on_device_) {
      memory::copy(&nvals_, host, count_cell_.data(), place_, sizeof(offset_t));
      count_on_device_ = false;
    }
    return nvals_;
  }
  /// True while the entry count is known only on the device (nvals() would wait for it).
  bool nvals_on_device() const { return count_on_device_; }
  /// The device cell holding the entry count while nvals_on_device(), else null (backends
  /// launch kernels that read the count there instead of waiting for it).
  const offset_t* device_count() const { return count_on_device_ ? count_cell_.data() : nullptr; }
  const place& where() const { return place_; }
  std::size_t bytes() const { return values_.bytes() + indices_.bytes() + present_.bytes(); }
  /// Sparse only: whether indices are in ascending order.
  bool sorted() const { return sorted_; }

  /// Dense/bitmap: values[n]; sparse: values[nvals] parallel to indices().
  buffer<T>& values() { return values_; }
  const buffer<T>& values() const { return values_; }
  /// Sparse only: indices[nvals] (capacity may be larger).
  buffer<index_t>& indices() { return indices_; }
  const buffer<index_t>& indices() const { return indices_; }
  /// Bitmap only: present[n], 1 where an entry exists.
  buffer<std::uint8_t>& present() { return present_; }
  const buffer<std::uint8_t>& present() const { return present_; }

  /// Kernels that fill the arrays directly set the count and sortedness here.
  void set_nvals(offset_t nv, bool sorted = false) {
    nvals_ = nv;
    sorted_ = sorted;
    count_on_device_ = false;
  }
  /// A device cell of this vector's place where a kernel may write the entry count
  /// (allocated on first use; a device loop body needs it allocated beforehand).
  offset_t* device_count_cell() {
    if (count_cell_.size() == 0 || count_cell_.where() != place_) count_cell_ = buffer<offset_t>(1, place_);
    return count_cell_.data();
  }
  /// Backends rebuilding a vector into `o`: exchange the count cells, so this vector keeps its
  /// cell (a recorded device loop refers to it by address).
  void swap_count_cell(Vector& o) noexcept { count_cell_.swap(o.count_cell_); }
  /// The entry count is the one kernels wrote to device_count_cell() (read back only by nvals()).
  void set_nvals_on_device(bool sorted = false) {
    sorted_ = sorted;
    count_on_device_ = true;
  }
  /// Kernels (or copies) that filled the arrays set the count nv here; on a device it is also
  /// written to device_count_cell() and read there, as an asynchronous operation's count is
  /// (a recorded device loop reads its input counts from the cells, so a count known only on
  /// the host would leave an earlier run's count there). On a device the write is enqueued
  /// (memory::store): no host wait.
  void set_nvals_in_cell(offset_t nv, bool sorted = false) {
    if (!place_.is_cuda()) return set_nvals(nv, sorted);
    memory::store(device_count_cell(), place_, &nv, sizeof(offset_t));
    nvals_ = nv;
    sorted_ = sorted;
    count_on_device_ = true;
  }

  /// Entry i if present (host).
  std::optional<T> get(index_t i) const {
    check_index(i, "get");
    switch (kind_) {
      case storage::dense: return values_[i];
      case storage::bitmap: return present_[i] ? std::optional<T>(values_[i]) : std::nullopt;
      case storage::sparse:
        for (offset_t k = 0; k < nvals_; ++k)
          if (indices_[k] == i) return values_[k];
        return std::nullopt;
    }
    return std::nullopt;
  }
  /// Set entry i (host). A sparse vector becomes bitmap first.
  void set(index_t i, const T& value) {
    check_index(i, "set");
    if (kind_ == storage::sparse) *this = to_storage(storage::bitmap);
    if (kind_ == storage::dense) {
      values_[i] = value;
      return;
    }
    if (!present_[i]) ++nvals_;
    present_[i] = 1;
    values_[i] = value;
  }
  /// Remove every entry keeping the storage kind and the arrays where they are (a recorded
  /// device loop refers to them by address); a bitmap's presence bytes are zeroed in place.
  void clear_in_place() {
    if (kind_ == storage::dense) {
      clear();
      return;
    }
    if (kind_ == storage::bitmap) memory::fill_bytes(present_.data(), place_, 0, present_.bytes());
    nvals_ = 0;
    count_on_device_ = false;
    sorted_ = true;
  }
  /// Remove every entry; storage becomes sparse.
  void clear() {
    Vector empty(n_, storage::sparse);
    swap(empty);
  }
  void swap(Vector& o) noexcept {
    std::swap(n_, o.n_);
    std::swap(kind_, o.kind_);
    std::swap(nvals_, o.nvals_);
    std::swap(count_on_device_, o.count_on_device_);
    count_cell_.swap(o.count_cell_);
    std::swap(sorted_, o.sorted_);
    std::swap(place_, o.place_);
    values_.swap(o.values_);
    indices_.swap(o.indices_);
    present_.swap(o.present_);
  }

  /// Entries as (index, value) pairs in ascending index order (host).
  std::vector<std::pair<index_t, T>> entries() const {
    std::vector<std::pair<index_t, T>> out;
    out.reserve(nvals_);
    if (kind_ == storage::sparse) {
      for (offset_t k = 0; k < nvals_; ++k) out.emplace_back(indices_[k], values_[k]);
      std::sort(out.begin(), out.end(), [](auto& a, auto& b) { return a.first < b.first; });
    } else {
      for (index_t i = 0; i < n_; ++i)
        if (kind_ == storage::dense || present_[i]) out.emplace_back(i, values_[i]);
    }
    return out;
  }

  /// The same entries in storage s. To dense requires every entry present.
  Vector to_storage(storage s) const {
    if (!place_.is_host()) throw placement_error("Vector::to_storage needs a host vector");
    if (s == kind_) return *this;
    Vector out(n_, s == storage::dense ? storage::sparse : s);
    out.kind_ = s;
    if (s == storage::dense) {
      if (nvals_ != n_) throw invalid_value("Vector: cannot store a vector with missing entries as dense");
      out.values_ = buffer<T>(n_);
      if (kind_ == storage::bitmap)
        out.values_ = values_;
      else
        for (offset_t k = 0; k < nvals_; ++k) out.values_[indices_[k]] = values_[k];
      out.nvals_ = n_;
      return out;
    }
    if (s == storage::bitmap) {
      if (kind_ == storage::dense) {
        std::fill(out.present_.begin(), out.present_.end(), std::uint8_t(1));
        out.values_ = values_;
      } else {
#pragma omp parallel for schedule(static)
        for (std::int64_t k = 0; k < std::int64_t(nvals_); ++k) {
          out.present_[indices_[k]] = 1;
          out.values_[indices_[k]] = values_[k];
        }
      }
      out.nvals_ = nvals_;
      return out;
    }
    // to sparse, sorted
    out.indices_ = buffer<index_t>(nvals_);
    out.values_ = buffer<T>(nvals_);
    offset_t w = 0;
    for (index_t i = 0; i < n_; ++i)
      if (kind_ == storage::dense || present_[i]) {
        out.indices_[w] = i;
        out.values_[w] = values_[i];
        ++w;
      }
    out.nvals_ = w;
    out.sorted_ = true;
    return out;
  }

  /// A copy whose arrays live in `dst`. A sparse vector copies its nvals() entries only, not the
  /// capacity behind them: O(nvals) (and no read of unwritten device memory).
  Vector to(const place& dst) const {
    nvals();  // the count comes to the host first
    Vector out;  // no arrays yet
    out.n_ = n_;
    out.kind_ = kind_;
    out.nvals_ = nvals_;
    out.sorted_ = sorted_;
    if (kind_ == storage::sparse) {
      copy_entries_to(out, dst);
    } else {
      out.values_ = values_.to(dst);
      out.present_ = present_.to(dst);
    }
    out.place_ = dst;
    return out;
  }

 private:
  /// Sparse, count on the host: out's values and indices become copies in `dst` of the nvals() entries
  /// (not the capacity behind them).
  void copy_entries_to(Vector& out, const place& dst) const {
    const std::size_t k = std::size_t(nvals_);
    out.values_ = values_.to(dst, std::min(k, values_.size()));
    out.indices_ = indices_.to(dst, std::min(k, indices_.size()));
  }
  void check_index(index_t i, const char* what) const {
    if (i >= n_) throw invalid_index(std::string("Vector::") + what + ": index " + std::to_string(i) +
                                     " >= size " + std::to_string(n_));
    if (!place_.is_host()) throw placement_error(std::string("Vector::") + what + " needs a host vector");
  }

  index_t n_ = 0;
  storage kind_ = storage::sparse;
  mutable offset_t nvals_ = 0;
  mutable bool count_on_device_ = false;  ///< nvals_ is stale: the count is in count_cell_
  buffer<offset_t> count_cell_;           ///< device count written by asynchronous operations
  bool sorted_ = true;
  place place_ = host;
  buffer<T> values_;
  buffer<index_t> indices_;
  buffer<std::uint8_t> present_;
};

}  // namespace graphblade
