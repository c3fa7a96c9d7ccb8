// The write side of the push (SpMSpV) and edge-parallel kernels, after Hong,
// Oguntebi & Olukotun (PACT'11) §III Fig. 1: a "touched" byte map claimed by
// test-and-test-and-set so each output index is listed once, per-thread local
// queues flushed into the output list in bulk with one fetch-and-add per
// flush. Values: with the "any" monoid the claiming thread's term is the
// result (later terms are dropped, as any allows); other monoids combine every
// term by compare-and-swap into an accumulator that holds the monoid's
// identity between calls (exact for integer types; float sums may be summed
// in any order).
#pragma once
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "graphblade/algebra/monoid_traits.hpp"
#include "graphblade/backend/cpu/detail/atomics.hpp"
#include "graphblade/backend/cpu/detail/workspace.hpp"
#include "graphblade/backend/cpu/grain.hpp"

namespace graphblade::cpu::detail {

using graphblade::is_any_monoid_v;

/// Shared state of one scatter: marks, accumulator, output list, its length.
template <class D, class W, class Add>
struct scatter_sink {
  static constexpr bool first_wins = is_any_monoid_v<Add>;
  Add add;
  std::uint8_t* touched;  ///< zero between calls; null when the kernel claimed through its own bitset
  D* acc;                 ///< identity between calls (unused when first_wins)
  index_t* out_idx;
  W* out_val;
  offset_t* count;  ///< entries flushed so far (atomic fetch-add)
  index_t n;        ///< output size

  /// Per-thread queue of claimed outputs, flushed in bulk.
  struct local_queue {
    static constexpr int capacity = 512;
    index_t idx[capacity];
    W val[capacity];
    int size = 0;
  };

  void flush(local_queue& q) const {
    if (q.size == 0) return;
    offset_t at = __atomic_fetch_add(count, offset_t(q.size), __ATOMIC_RELAXED);
    std::memcpy(out_idx + at, q.idx, sizeof(index_t) * q.size);
    if constexpr (first_wins) std::memcpy(static_cast<void*>(out_val + at), q.val, sizeof(W) * q.size);
    q.size = 0;
  }

  /// List output o with value term; the caller claimed o (first_wins only).
  void emit_claimed(local_queue& q, index_t o, D term) const {
    static_assert(first_wins, "only a first-wins sink takes outside claims");
    q.idx[q.size] = o;
    q.val[q.size] = W(term);
    if (++q.size == local_queue::capacity) flush(q);
  }

  /// Contribute term to output o.
  void emit(local_queue& q, index_t o, D term) const {
    if constexpr (first_wins) {
      if (!claim_byte(touched + o)) return;
      q.idx[q.size] = o;
      q.val[q.size] = W(term);
    } else {
      atomic_combine(add, acc + o, term);
      if (!claim_byte(touched + o)) return;
      q.idx[q.size] = o;
    }
    if (++q.size == local_queue::capacity) flush(q);
  }

  /// After every thread flushed: gather values (combining monoids) and
  /// restore the touched map and the accumulator for the next call.
  void finish(offset_t listed) const {
    if (first_wins && touched == nullptr) return;
    std::int64_t nn = std::int64_t(listed);
#pragma omp parallel for schedule(static) if (nn > parallel_grain)
    for (std::int64_t p = 0; p < nn; ++p) {
      index_t o = out_idx[p];
      touched[o] = 0;
      if constexpr (!first_wins) {
        out_val[p] = W(acc[o]);
        acc[o] = Add::identity();
      }
    }
  }
};

/// A sink over the calling thread's workspace for an output of size n.
template <class D, class W, class Add>
scatter_sink<D, W, Add> make_scatter_sink(const Add& add, index_t n, index_t* out_idx, W* out_val,
                                          offset_t* count) {
  D* acc = nullptr;
  if constexpr (!is_any_monoid_v<Add>) acc = accumulator<D, Add>.get(n);
  return {add, scratch_bytes<bytes_role::touched>.get(n), acc, out_idx, out_val, count, n};
}

}  // namespace graphblade::cpu::detail
