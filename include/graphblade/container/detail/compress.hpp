// Parallel O(nnz) compression of a coordinate list into pointer + index arrays,
// the one routine behind every build and format conversion of Matrix.
#pragma once
#include "graphblade/core/openmp.hpp"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <numeric>
#include <vector>

#include "graphblade/container/detail/parallel.hpp"
#include "graphblade/core/buffer.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade::detail {

/// Compressed arrays: offsets[nmajor + 1], minor ids and (optionally) values.
template <class T>
struct compressed {
  buffer<offset_t> offsets;
  buffer<index_t> minor;
  buffer<T> values;
};

/// Bucket the entries by major id; within each bucket sort by minor id (then
/// value); optionally merge duplicates keeping the smallest value. O(slots +
/// nmajor) work, parallel. The entries come from a callable over slots
/// 0..slots-1: entry(k, major, minor, value) sets the coordinates (and, when
/// with_values, the value) of slot k and returns false for a slot that holds
/// no entry. A caller whose entries are pairs, ids to translate, or a list to
/// symmetrize thus needs no copy of them as coordinate arrays.
template <class T, class Entry>
compressed<T> compress_by(index_t nmajor, std::size_t slots, Entry&& entry, bool with_values, bool remove_duplicates) {
  compressed<T> out;
  buffer<offset_t> count(std::size_t(nmajor) + 1);
  std::fill(count.begin(), count.end(), offset_t(0));
  auto* cnt = reinterpret_cast<std::atomic<offset_t>*>(count.data());
#pragma omp parallel for schedule(static)
  for (std::int64_t k = 0; k < std::int64_t(slots); ++k) {
    index_t major, minor;
    T value{};
    if (entry(k, major, minor, value)) cnt[major].fetch_add(1, std::memory_order_relaxed);
  }
  const std::size_t nnz = exclusive_scan_inplace(count.data(), std::size_t(nmajor) + 1);
  buffer<offset_t> cursor(count);
  auto* cur = reinterpret_cast<std::atomic<offset_t>*>(cursor.data());
  buffer<index_t> mi(nnz);
  buffer<T> val(with_values ? nnz : 0);
#pragma omp parallel for schedule(static)
  for (std::int64_t k = 0; k < std::int64_t(slots); ++k) {
    index_t major, minor;
    T value{};
    if (!entry(k, major, minor, value)) continue;
    offset_t at = cur[major].fetch_add(1, std::memory_order_relaxed);
    mi[at] = minor;
    if (with_values) val[at] = value;
  }
  // Sort each bucket; the atomic scatter left its order unspecified.
  buffer<offset_t> kept(std::size_t(nmajor) + 1);
  kept[nmajor] = 0;
#pragma omp parallel
  {
    std::vector<std::pair<index_t, T>> tmp;
#pragma omp for schedule(dynamic, 256)
    for (std::int64_t r = 0; r < std::int64_t(nmajor); ++r) {
      offset_t lo = count[r], hi = count[r + 1];
      if (with_values) {
        tmp.clear();
        for (offset_t k = lo; k < hi; ++k) tmp.emplace_back(mi[k], val[k]);
        std::sort(tmp.begin(), tmp.end(), [](const auto& a, const auto& b) {
          return a.first < b.first || (a.first == b.first && a.second < b.second);
        });
        for (offset_t k = lo; k < hi; ++k) {
          mi[k] = tmp[k - lo].first;
          val[k] = tmp[k - lo].second;
        }
      } else {
        std::sort(mi.begin() + lo, mi.begin() + hi);
      }
      offset_t n = hi - lo;
      if (remove_duplicates && n > 1) {
        offset_t w = lo + 1;
        for (offset_t k = lo + 1; k < hi; ++k)
          if (mi[k] != mi[w - 1]) {
            mi[w] = mi[k];
            if (with_values) val[w] = val[k];
            ++w;
          }
        n = w - lo;
      }
      kept[r] = n;
    }
  }
  bool shrunk = false;
  for (index_t r = 0; r < nmajor && !shrunk; ++r) shrunk = kept[r] != count[r + 1] - count[r];
  if (!shrunk) {
    out.offsets = std::move(count);
    out.minor = std::move(mi);
    out.values = std::move(val);
    return out;
  }
  buffer<offset_t> off(kept);
  offset_t total = exclusive_scan_inplace(off.data(), std::size_t(nmajor) + 1);
  buffer<index_t> mi2(total);
  buffer<T> val2(with_values ? total : 0);
#pragma omp parallel for schedule(dynamic, 256)
  for (std::int64_t r = 0; r < std::int64_t(nmajor); ++r) {
    std::copy(mi.begin() + count[r], mi.begin() + count[r] + kept[r], mi2.begin() + off[r]);
    if (with_values) std::copy(val.begin() + count[r], val.begin() + count[r] + kept[r], val2.begin() + off[r]);
  }
  out.offsets = std::move(off);
  out.minor = std::move(mi2);
  out.values = std::move(val2);
  return out;
}

/// compress_by over arrays: entry k is (major[k], minor[k], values[k]); values may be null.
template <class T>
compressed<T> compress(index_t nmajor, std::size_t nnz, const index_t* major, const index_t* minor, const T* values,
                       bool remove_duplicates) {
  return compress_by<T>(
      nmajor, nnz,
      [=](std::int64_t k, index_t& M, index_t& m, T& v) {
        M = major[k];
        m = minor[k];
        if (values) v = values[k];
        return true;
      },
      values != nullptr, remove_duplicates);
}

/// Expand pointer array offsets[nmajor+1] into one major id per entry.
inline buffer<index_t> expand_offsets(const buffer<offset_t>& offsets, index_t nmajor) {
  buffer<index_t> out(nmajor ? offsets[nmajor] : 0);
#pragma omp parallel for schedule(dynamic, 1024)
  for (std::int64_t r = 0; r < std::int64_t(nmajor); ++r)
    for (offset_t k = offsets[r]; k < offsets[r + 1]; ++k) out[k] = index_t(r);
  return out;
}

/// Pointer array offsets[nmajor+1] of a major-id array sorted ascending.
inline buffer<offset_t> offsets_of_sorted(const buffer<index_t>& major, index_t nmajor) {
  buffer<offset_t> off(std::size_t(nmajor) + 1);
  std::size_t nnz = major.size();
#pragma omp parallel for schedule(static)
  for (std::int64_t r = 0; r <= std::int64_t(nmajor); ++r)
    off[r] = offset_t(std::lower_bound(major.begin(), major.begin() + nnz, index_t(r)) - major.begin()) *
                 (r < std::int64_t(nmajor)) +
             offset_t(nnz) * (r == std::int64_t(nmajor));
  return off;
}

}  // namespace graphblade::detail
