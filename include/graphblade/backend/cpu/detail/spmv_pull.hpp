// Pull SpMV (Beamer's bottom-up step; TurboBFS Alg. 6; Hong et al.'s
// read-based scan): every output o that the mask allows — checked first, so a
// complemented structural mask of `visited` skips visited vertices — scans
// its list N(o, :) over a random-access u and folds the monoid, stopping at
// the first terminal value (for "any": the first hit). Output: a bitmap.
// u's presence is first packed into a bitset (GAP's bottom-up frontier
// bitmap): the row scans probe it at random, and 1 bit per vertex stays in
// cache where a byte map of a large graph does not.
#pragma once
#include <cstdint>
#include <type_traits>

#include "graphblade/backend/cpu/detail/bitset.hpp"
#include "graphblade/backend/cpu/detail/product_term.hpp"
#include "graphblade/backend/cpu/detail/views.hpp"

namespace graphblade::cpu::detail {

/// present[o], values[o] for every o < rows.count; returns the entry count.
/// `rows` are the lists N(o, :) (CSR rows for A·u, CSC columns for Aᵀ·u / u·A);
/// has(k) says whether u(k) exists.
template <bool VXM, class D, class W, class Semiring, class Mask, class TA, class TU, class Has>
offset_t spmv_pull_rows_with(const Semiring& s, const major_lists<TA>& rows, const random_access<TU>& u,
                             const Has& has, const Mask& mask, std::uint8_t* present, W* values) {
  using Add = std::decay_t<decltype(s.add)>;
  const std::int64_t nout = rows.count;
  const offset_t* ptr = rows.ptr;  // locals: the output writes cannot alias them
  const index_t* idx = rows.idx;
  constexpr std::int64_t ahead = 16;  // rows prefetched ahead: a row's first entries are a cache miss
  offset_t nvals = 0;
#pragma omp parallel for schedule(dynamic, 1024) reduction(+ : nvals) if (nout > 4096)
  for (std::int64_t oo = 0; oo < nout; ++oo) {
    const index_t o = index_t(oo);
    if (oo + ahead < nout) __builtin_prefetch(idx + ptr[oo + ahead]);
    std::uint8_t hit = 0;
    if (mask.allows(o)) {
      D sum{};
      for (offset_t e = ptr[o], end = ptr[o + 1]; e < end; ++e) {
        const index_t k = idx[e];
        if (!has(k)) continue;
        D term = product_term<VXM>(s, D(rows.value(e)), D(u.at(k)), o, k);
        sum = hit ? s.add(sum, term) : term;
        hit = 1;
        if constexpr (Add::has_terminal)
          if (Add::is_terminal(sum)) break;
      }
      if (hit) values[o] = W(sum);
    }
    present[o] = hit;
    nvals += hit;
  }
  return nvals;
}

/// As above for a u of u_size entries; a bitmap u is probed through a bitset.
template <bool VXM, class D, class W, class Semiring, class Mask, class TA, class TU>
offset_t spmv_pull_rows(const Semiring& s, const major_lists<TA>& rows, const random_access<TU>& u, index_t u_size,
                        const Mask& mask, std::uint8_t* present, W* values) {
  if (u.present == nullptr)
    return spmv_pull_rows_with<VXM, D>(s, rows, u, [](index_t) { return true; }, mask, present, values);
  const std::uint8_t* up = u.present;
  const bitset_view bits = pack_byte_bits<bits_role::input>(up, u_size, false);
  return spmv_pull_rows_with<VXM, D>(s, rows, u, [bits](index_t k) { return bits.test(k); }, mask, present, values);
}

}  // namespace graphblade::cpu::detail
