// Push SpMSpV (top-down step; Hong et al. PACT'11 §III Fig. 1 queue-based
// BFS): every entry u(k) scatters along the list N(:, k) (CSC columns for A·u,
// CSR rows for Aᵀ·u and u·A) into a scatter_sink, checking the mask before
// writing (a complemented structural mask of `visited` skips visited
// vertices). The work is split by edges, not by entries, so one hub vertex
// does not serialise a level: a prefix sum of the entries' list lengths, then
// equal edge ranges per chunk, each starting at its entry by binary search.
// edge-parallel COOC scatter (TurboBFS tdscCOOC) is in spmv_edge.hpp.
// With the "any" monoid and a level worth at least n/16 edges, the mask and
// the touched marks become one bitset, blocked = ¬mask, claimed per output by
// test-and-test-and-set: one random probe per edge into n/8 bytes instead of
// two into 2n (the mask is read-only; the bitset is the kernel's own copy).
// A bitmap u (Hong's Read method: the level array read in vertex order) is
// first compacted into its entry list in vertex order, 8 presence bytes at a
// time, so the edge prefix costs O(nvals(u)), not an n-slot array.
#pragma once
#include "graphblade/core/openmp.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "graphblade/container/detail/parallel.hpp"
#include "graphblade/backend/cpu/detail/bitset.hpp"
#include "graphblade/backend/cpu/detail/product_term.hpp"
#include "graphblade/backend/cpu/detail/scatter_sink.hpp"
#include "graphblade/backend/cpu/detail/views.hpp"
#include "graphblade/backend/cpu/grain.hpp"

namespace graphblade::cpu::detail {

/// blocked(o) = !mask.allows(o) as a bitset: packed from the presence bytes
/// for a structural byte mask (the BFS visited set), else evaluated per index.
template <class Mask>
bitset_view pack_blocked(const Mask& mask, index_t n) {
  if constexpr (!Mask::always) {
    if (mask.present && !mask.values)  // allows(o) = present[o] != complemented
      return pack_byte_bits<bits_role::blocked>(mask.present, n, !mask.complemented);
  }
  return pack_bits<bits_role::blocked>(n, [&mask](index_t o) { return !mask.allows(o); });
}

/// The entries of a bitmap u as a list in index order (scratch arrays of the calling thread).
template <class TU>
entry_list<TU> compact_bitmap(const entry_list<TU>& u) {
  const std::int64_t n = u.count, words = (n + 7) / 8;
  index_t* idx = scratch_array<index_t, values_role::entry_index>.get(std::size_t(n));
  TU* val = scratch_array<TU, values_role::entry_value>.get(std::size_t(n));
  const int threads = n > 65536 ? omp_get_max_threads() : 1;
  std::vector<std::int64_t> start(std::size_t(threads) + 1, 0);
  std::int64_t total = 0;
#pragma omp parallel num_threads(threads)
  {
    const int t = omp_get_thread_num(), p = omp_get_num_threads();
    const std::int64_t lo = words * t / p, hi = words * (t + 1) / p;
    auto each_entry = [&](auto&& fn) {
      for (std::int64_t w = lo; w < hi; ++w) {
        std::uint64_t bytes = 0;
        std::memcpy(&bytes, u.present + 8 * w, std::size_t(std::min<std::int64_t>(8, n - 8 * w)));
        while (bytes) {
          const int b = __builtin_ctzll(bytes) / 8;
          bytes &= ~(std::uint64_t(0xff) << (8 * b));
          fn(index_t(8 * w + b));
        }
      }
    };
    std::int64_t c = 0;
    each_entry([&](index_t) { ++c; });
    start[t + 1] = c;
#pragma omp barrier
#pragma omp single
    {
      for (int s = 0; s < p; ++s) start[s + 1] += start[s];
      total = start[p];
    }
    std::int64_t at = start[t];
    each_entry([&](index_t k) {
      idx[at] = k;
      val[at] = u.values[k];
      ++at;
    });
  }
  return {idx, nullptr, val, total};
}

/// Scatter every term N(o,k) ⊗ u(k) allowed by the mask into sink; returns
/// the number of distinct outputs listed (sink.finish not yet called).
template <bool VXM, class D, class Semiring, class Mask, class TA, class TU, class Sink>
void spmspv_push_columns(const Semiring& s, const major_lists<TA>& cols, const entry_list<TU>& u_slots,
                         const Mask& mask, Sink& sink) {
  const entry_list<TU> u = u_slots.present ? compact_bitmap(u_slots) : u_slots;
  // Edge prefix over u's entry slots: prefix[p] = edges before slot p.
  const std::int64_t m = u.count;
  offset_t* prefix = scratch_array<offset_t, values_role::degree_prefix>.get(std::size_t(m) + 1);
#pragma omp parallel for schedule(static) if (m > parallel_grain)
  for (std::int64_t p = 0; p < m; ++p) {
    index_t k;
    TU x;
    prefix[p] = u.get(p, k, x) ? cols.ptr[k + 1] - cols.ptr[k] : 0;
  }
  const offset_t edges = graphblade::detail::exclusive_scan_inplace(prefix, std::size_t(m));
  prefix[m] = edges;
  if (edges == 0) return;

  bitset_view blocked{nullptr};
  if constexpr (Sink::first_wins) {
    if (edges >= offset_t(sink.n) / 16) {
      blocked = pack_blocked(mask, sink.n);
      sink.touched = nullptr;  // claims go to the bitset
    }
  }
  const Sink& out = sink;
  const int threads = omp_get_max_threads();
  const std::int64_t chunks = std::max<std::int64_t>(
      1, std::min<std::int64_t>(std::int64_t(edges / 2048), std::int64_t(threads) * 8));
#pragma omp parallel if (chunks > 1)
  {
    typename Sink::local_queue q;
#pragma omp for schedule(dynamic, 1)
    for (std::int64_t c = 0; c < chunks; ++c) {
      const offset_t lo = edges * offset_t(c) / offset_t(chunks);
      const offset_t hi = edges * offset_t(c + 1) / offset_t(chunks);
      // First slot whose edge range contains lo.
      std::int64_t p = std::int64_t(std::upper_bound(prefix, prefix + m + 1, lo) - prefix) - 1;
      offset_t at = lo;
      while (at < hi) {
        index_t k;
        TU x;
        if (prefix[p + 1] == prefix[p] || !u.get(p, k, x)) {
          ++p;
          continue;
        }
        const offset_t first = cols.ptr[k] + (at - prefix[p]);
        const offset_t last = cols.ptr[k] + (std::min(hi, prefix[p + 1]) - prefix[p]);
        const D xd = D(x);
        if constexpr (Sink::first_wins) {
          if (blocked.words) {
            for (offset_t e = first; e < last; ++e) {
              const index_t o = cols.idx[e];
              if (blocked.claim(o)) out.emit_claimed(q, o, product_term<VXM>(s, D(cols.value(e)), xd, o, k));
            }
            at += last - first;
            ++p;
            continue;
          }
        }
        for (offset_t e = first; e < last; ++e) {
          const index_t o = cols.idx[e];
          if (!mask.allows(o)) continue;
          out.emit(q, o, product_term<VXM>(s, D(cols.value(e)), xd, o, k));
        }
        at += last - first;
        ++p;
      }
    }
    out.flush(q);
  }
}

}  // namespace graphblade::cpu::detail
