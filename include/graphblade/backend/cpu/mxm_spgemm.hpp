// SpGEMM, Gustavson's row-by-row method (ACM TOMS 4(3), 1978), masked:
// row i of T = ⊕ over the entries A(i,k) of A(i,k) ⊗ B(k,:), rows in parallel.
// Two passes over each row: a symbolic one counts the distinct output columns
// the mask allows (per-thread stamp array), a numeric one accumulates into a
// per-thread dense accumulator, lists the columns straight into the output
// slice and sorts them. Each row folds its k in ascending order, so the
// result (an "any" monoid's pick included) equals the reference's exactly.
// The mask row is scattered into a per-thread stamp array before the row.
#pragma once
#include "graphblade/core/openmp.hpp"

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "graphblade/container/detail/parallel.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/backend/cpu/major_view.hpp"

namespace graphblade::cpu::detail {

/// Allowed output columns of one row: a stamp array marks the mask row's "on" entries.
template <class MaskArg>
struct row_mask;

template <>
struct row_mask<no_mask_t> {
  explicit row_mask(no_mask_t) {}
  struct scratch {
    scratch(index_t) {}
    void load(const row_mask&, index_t) {}
    bool allows(index_t) const { return true; }
  };
};

template <class M>
struct row_mask<mask_view<Matrix<M>>> {
  major_view<M> rows;
  bool structural, complemented;
  explicit row_mask(const mask_view<Matrix<M>>& m)
      : rows(major_view_of(m.container(), false, true)), structural(m.structural), complemented(m.complemented) {}
  struct scratch {
    std::vector<std::uint32_t> stamp;
    std::uint32_t now = 0;
    bool complemented = false;
    explicit scratch(index_t ncols) : stamp(ncols, 0) {}
    /// Mark row i's "on" positions (stamps are i + 1: unique per row).
    void load(const row_mask& m, index_t i) {
      now = i + 1;
      complemented = m.complemented;
      for (offset_t e = m.rows.begin(i); e < m.rows.end(i); ++e)
        if (m.structural || m.rows.value(e) != M(0)) stamp[m.rows.idx[e]] = now;
    }
    bool allows(index_t j) const { return (stamp[j] == now) != complemented; }
  };
};

/// T = A ⊕.⊗ B restricted to the mask, as a CSR matrix (nrows(A) x ncols(B)).
template <class W, class Semiring, class MaskArg, class TA, class TB>
Matrix<W> spgemm_gustavson(const Semiring& s, const MaskArg& mask_arg, const matrix_operand<TA>& Aop,
                           const matrix_operand<TB>& Bop) {
  using D = typename Semiring::value_type;
  const major_view<TA> A = major_view_of(Aop.A, Aop.transposed, true);
  const major_view<TB> B = major_view_of(Bop.A, Bop.transposed, true);
  const row_mask<MaskArg> mask(mask_arg);
  const index_t nrows = A.nmajor, ncols = B.nminor;
  const std::int64_t nr = nrows;
  buffer<offset_t> off(std::size_t(nrows) + 1);
  const std::int64_t work = std::int64_t(A.nmajor ? A.off[A.nmajor] : 0);

  // Pass 1: distinct allowed columns per row.
#pragma omp parallel if (work > 8192)
  {
    typename row_mask<MaskArg>::scratch ms(ncols);
    std::vector<std::uint32_t> seen(ncols, 0);
#pragma omp for schedule(dynamic, 64)
    for (std::int64_t ii = 0; ii < nr; ++ii) {
      const index_t i = index_t(ii);
      ms.load(mask, i);
      offset_t count = 0;
      for (offset_t ea = A.begin(i); ea < A.end(i); ++ea) {
        const index_t k = A.idx[ea];
        for (offset_t eb = B.begin(k); eb < B.end(k); ++eb) {
          const index_t j = B.idx[eb];
          if (seen[j] == i + 1 || !ms.allows(j)) continue;
          seen[j] = i + 1;
          ++count;
        }
      }
      off[ii] = count;
    }
  }
  off[nrows] = 0;
  const offset_t total = graphblade::detail::exclusive_scan_inplace(off.data(), std::size_t(nrows) + 1);
  buffer<index_t> idx(total);
  buffer<W> val(total);

  // Pass 2: accumulate, list, sort, write.
#pragma omp parallel if (work > 8192)
  {
    typename row_mask<MaskArg>::scratch ms(ncols);
    std::vector<std::uint32_t> seen(ncols, 0);
    std::vector<D> acc(ncols);
#pragma omp for schedule(dynamic, 64)
    for (std::int64_t ii = 0; ii < nr; ++ii) {
      const index_t i = index_t(ii);
      ms.load(mask, i);
      index_t* out = idx.data() + off[i];
      offset_t count = 0;
      for (offset_t ea = A.begin(i); ea < A.end(i); ++ea) {
        const index_t k = A.idx[ea];
        const D a = D(A.value(ea));
        for (offset_t eb = B.begin(k); eb < B.end(k); ++eb) {
          const index_t j = B.idx[eb];
          if (!ms.allows(j)) continue;
          const D term = multiply(s.mult, a, D(B.value(eb)), i, k, j);
          if (seen[j] != i + 1) {
            seen[j] = i + 1;
            acc[j] = term;
            out[count++] = j;
          } else {
            acc[j] = s.add(acc[j], term);
          }
        }
      }
      std::sort(out, out + count);
      W* vout = val.data() + off[i];
      for (offset_t e = 0; e < count; ++e) vout[e] = W(acc[out[e]]);
    }
  }
  return Matrix<W>::adopt(nrows, ncols, format::csr, std::move(off), std::move(idx), buffer<index_t>(),
                          std::move(val), host, false);
}

}  // namespace graphblade::cpu::detail
