// CPU (OpenMP) backend of mxv / vxm: picks the kernel the call and the stored
// format allow, runs it into a recycled output vector, then either installs
// that result directly (no accumulator and replace / no mask / empty w: the
// fast path) or merges it into w with the reference's exact semantics.
//
// Both operations are one product in the kernels' orientation: output o
// gathers N(o, k) ⊗ u(k), with N = A for A·u and u·Aᵀ, N = Aᵀ for Aᵀ·u and u·A.
// Kernel choice: desc.kernel, else u's storage (sparse -> push, bitmap/dense
// -> pull). Pull needs the lists N(o, :): CSR rows when N = A, CSC columns
// when N = Aᵀ. Push needs N(:, k): CSC columns when N = A, CSR rows when
// N = Aᵀ. A CSR or CSC matrix always serves exactly one of the two, so a
// request the stored format cannot serve falls back to the other kernel
// instead of transposing the matrix on every call (keep both formats, or
// transposed copies, where an algorithm wants both directions: gb-auto BFS
// does). A COOC matrix serves only the edge-parallel scatter, which every
// request on it uses; edge requested on CSR/CSC is served as automatic.
// Nothing ever lacks a kernel, so nothing here throws.
#pragma once
#include <type_traits>
#include <utility>

#include "graphblade/container/format.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/common/kernel_choice.hpp"
#include "graphblade/backend/cpu/detail/merge.hpp"
#include "graphblade/backend/cpu/detail/spmspv_push.hpp"
#include "graphblade/backend/cpu/detail/spmv_edge.hpp"
#include "graphblade/backend/cpu/detail/spmv_pull.hpp"
#include "graphblade/backend/cpu/detail/views.hpp"
#include "graphblade/backend/cpu/detail/workspace.hpp"

namespace graphblade::cpu {


namespace detail {

/// w<mask> = accum(w, N ⊕.⊗ u) in the kernels' orientation (VXM: operand order u ⊗ A).
template <bool VXM, class W, class MaskArg, class Accum, class Semiring, class TA, class TU>
void masked_product(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Semiring& s,
                    const matrix_operand<TA>& A, const Vector<TU>& u, const descriptor& desc) {
  using D = typename Semiring::value_type;
  const bool n_is_transpose = VXM ? !A.transposed : A.transposed;
  const method kernel = backend::serving_kernel(A.A.storage_format(), n_is_transpose, desc.kernel, u.kind());
  const index_t nout = w.size();
  const bool fast = is_no_accum_v<Accum> && (desc.replace || is_no_mask_v<MaskArg> || w.nvals() == 0);
  Vector<W> result;
  {
    mask_access<MaskArg> mask(mask_arg);  // undone at the end of this scope, before w changes
    Vector<W> t;
    if (kernel == method::pull) {
      random_access_input<TU> ua(u);
      t = take_bitmap<W>(nout);
      offset_t nv = spmv_pull_rows<VXM, D>(s, lists_of(A.A), ua.view(), u.size(), mask.view(), t.present().data(),
                                           t.values().data());
      t.set_nvals(nv, true);
    } else {
      t = take_sparse<W>(nout, nout);
      offset_t count = 0;
      auto sink = make_scatter_sink<D, W>(s.add, nout, t.indices().data(), t.values().data(), &count);
      if (kernel == method::push) {
        spmspv_push_columns<VXM, D>(s, lists_of(A.A), entries_view(u), mask.view(), sink);
      } else {
        random_access_input<TU> ua(u);
        spmv_edge_cooc<VXM, D>(s, A.A, n_is_transpose, ua.view(), mask.view(), sink);
      }
      sink.finish(count);
      t.set_nvals(count, false);
    }
    if (fast) {
      result.swap(t);
    } else {
      result = merge_into_bitmap(w, mask.view(), accum, t, desc.replace);
      give_back(std::move(t));
    }
  }
  install_result(w, std::move(result));
}

}  // namespace detail

/// w<mask> = accum(w, A ⊕.⊗ u) on the host (A or Aᵀ as the operand says).
template <class W, class Mask, class Accum, class Semiring, class TA, class TU>
void mxv(Vector<W>& w, const Mask& mask, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
         const Vector<TU>& u, const descriptor& desc) {
  detail::masked_product<false>(w, mask, accum, s, A, u, desc);
}

/// w<mask> = accum(w, u ⊕.⊗ A) on the host (A or Aᵀ as the operand says).
template <class W, class Mask, class Accum, class Semiring, class TU, class TA>
void vxm(Vector<W>& w, const Mask& mask, const Accum& accum, const Semiring& s, const Vector<TU>& u,
         const matrix_operand<TA>& A, const descriptor& desc) {
  detail::masked_product<true>(w, mask, accum, s, A, u, desc);
}

}  // namespace graphblade::cpu
