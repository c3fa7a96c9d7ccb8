// CUDA backend entry of mxv / vxm (included by graphblade/ops/mxv.hpp when the
// including translation unit is compiled by nvcc). Mirrors the CPU backend
// (backend/cpu/mxv.hpp; the kernel choice is backend/common/kernel_choice.hpp): both operations are one product in the kernels'
// orientation, output o gathers N(o,k) ⊗ u(k) with N = A for A·u and u·Aᵀ,
// N = Aᵀ for Aᵀ·u and u·A; the kernel is desc.kernel or follows u's storage
// (sparse -> push SpMSpV, bitmap/dense -> pull SpMV) and falls back to the one
// kind the stored format serves (pull needs N(o,:), push needs N(:,k)); a COOC
// matrix always runs the edge-parallel kernel.
//
// Result: with no accumulator and (replace, no mask, or an empty w) the terms
// are the result (fast path: push/edge give a sparse w from their claimed
// list; the pull's bitset is compacted straight into a sparse w, store_bits,
// or merged into a bitmap w); otherwise the terms are merged into w on the device (merge.cuh) and w keeps
// its storage kind (a dense w that loses entries becomes a bitmap).
// No host synchronisation for sparse and bitmap outputs: the result's entry
// count stays on the device (store.cuh), and an input whose count is on the
// device is read there (the push kernels take the frontier's count from its
// cell; device_count.cuh).
//
// plus_times<float|double> on a valued matrix with a full input u (dense, or
// a bitmap with every entry) goes to cuSPARSE SpMV instead (cusparse/spmv.cuh,
// route in cusparse/operand.cuh); its terms are merged into w the same way.
//
// Write-backs (ops/write_back.hpp) ride on the kernel that stores a sparse w
// (gather_list: the push list, or a compacted pull): O(nvals(w)), no launch
// of their own; a bitmap or dense w, or a target that is not a bitmap, leaves
// them to the front end (one assign each, after the product).
#pragma once
#include <cuda_runtime.h>

#include <type_traits>

#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/common/kernel_choice.hpp"
#include "graphblade/backend/cuda/cusparse/spmv.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/monoid_traits.cuh"
#include "graphblade/backend/cuda/detail/operands.cuh"
#include "graphblade/backend/cuda/detail/output_write.cuh"
#include "graphblade/backend/cuda/detail/store.cuh"
#include "graphblade/backend/cuda/dispatch/product.cuh"
#include "graphblade/backend/cuda/primitives.cuh"

namespace graphblade::gpu {

namespace detail {

/// The frontier of a push: u's entries as a list (a bitmap u is compacted,
/// a dense u enumerated; values are then read by index). A count that only
/// the device knows stays there (the push kernels read it).
template <class TU>
frontier_ref<TU> make_frontier(const Vector<TU>& u, workspace& ws) {
  frontier_ref<TU> fr;
  fr.values = u.values().data();
  if (u.kind() == storage::sparse) {
    fr.indices = u.indices().data();
    fr.count = count_of(u);
    return fr;
  }
  fr.values_by_index = true;
  index_t* list = ws.get<index_t>(slot::frontier, u.size());
  if (u.kind() == storage::dense) {
    primitives::iota(list, u.size(), ws);
    fr.count = counted{offset_t(u.size()), nullptr};
  } else {
    offset_t* selected = ws.device_counters() + primitives::selected_count;
    primitives::select_flagged(u.present().data(), u.size(), list, selected, ws);
    fr.count = u.nvals_on_device() ? counted{0, selected} : counted{u.nvals(), nullptr};
  }
  fr.indices = list;
  return fr;
}

/// An input vector of n present entries whose values no multiply reads (first_op):
/// the row-wise reduce as a product, ⊕_j A(i,j) = ⊕_j first(A(i,j), 1).
template <class T>
struct full_input {
  using value_type = T;
  index_t n;
  storage kind() const { return storage::dense; }
  offset_t nvals() const { return n; }
};

template <class T>
const T* full_input_values(index_t n, workspace& ws) {
  T* values = ws.get<T>(slot::input_values, n);
  launch("fill_values", GB_HERE, fill_values<T>, grid_for(n, tuning::block_threads, ws), tuning::block_threads,
         ws.stream(), values, offset_t(n), T{});
  return values;
}
template <class T>
lookup_ref<T> make_lookup(const full_input<T>& u, workspace& ws, slot, slot, bool = true) {
  lookup_ref<T> r;
  r.values = full_input_values<T>(u.n, ws);
  r.empty = u.n == 0;
  return r;
}
template <class T>
frontier_ref<T> make_frontier(const full_input<T>& u, workspace& ws) {
  frontier_ref<T> fr;
  fr.count = counted{offset_t(u.n), nullptr};
  fr.values = full_input_values<T>(u.n, ws);
  fr.values_by_index = true;
  index_t* list = ws.get<index_t>(slot::frontier, u.n);
  primitives::iota(list, u.n, ws);
  fr.indices = list;
  return fr;
}

/// w<mask> = accum(w, N ⊕.⊗ u) on the device (vxm: operand order u ⊗ A).
/// U is Vector<TU> or full_input<TU>. The write-backs `then` (ops/write_back.hpp) are done by
/// the kernel that stores w when w comes out sparse and each is fusable (output_write.cuh):
/// then the result is true; false leaves them to the caller.
template <class W, class MaskArg, class Accum, class Semiring, class TA, class U, class... Then>
bool masked_product(bool vxm, Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Semiring& s,
                    const matrix_operand<TA>& A, const U& u, const descriptor& desc, const Then&... then) {
  using TU = typename U::value_type;
  using D = typename Semiring::value_type;
  using Add = typename Semiring::add_type;
  workspace& ws = default_workspace(w.where().device);
  device_guard on(ws.device());
  const bool n_is_transpose = vxm ? !A.transposed : A.transposed;
  const method kernel = backend::serving_kernel(A.A.storage_format(), n_is_transpose, desc.kernel, u.kind());
  const index_t nout = w.size();
  const bool fast = terms_are_result<MaskArg, Accum>(w, desc.replace);
  const bool fusable = sizeof...(then) > 0 && (fusable_write_back(w, then) && ...);
  const bool sparse_w = w.kind() == storage::sparse;  // (before the product: a compacted w stays sparse)

  const mask_ref mask = make_mask(mask_arg, nout, ws);
  const std::size_t words = (std::size_t(nout) + 31) / 32;
  std::uint32_t* t_bits = ws.get<std::uint32_t>(slot::t_bits, words);
  // a term narrower than 32 bits is combined by a CAS on its aligned word (atomics.cuh): the value array
  // is padded to whole words and filled there too, so that no CAS reads an unwritten byte
  const std::size_t per_word = sizeof(D) < 4 ? 4 / sizeof(D) : 1;
  const std::size_t t_slots = (std::size_t(nout) + per_word - 1) / per_word * per_word;
  D* t_val = ws.get<D>(slot::t_values, t_slots);
  GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(t_bits, 0, words * sizeof(std::uint32_t), ws.stream()));
  const product_term<Semiring> term{s, vxm};
  index_t* list = nullptr;
  offset_t* list_count = ws.device_counters() + primitives::list_count;
  // a push or edge kernel whose claimed list is the result, with "any": each term beside its list position
  const bool values_at_list = is_any_monoid_v<Add> && fast;
  // the terms merged into w; the write-backs ride on a sparse w's compaction (true when they did)
  const auto store_merged = [&] {
    if (fusable && sparse_w) {
      store_terms(w, mask, accum, desc.replace, fast, t_bits, static_cast<const D*>(t_val), ws,
                  write_back_of(then, mask_arg, fast, ws)...);
      return true;
    }
    store_terms(w, mask, accum, desc.replace, fast, t_bits, static_cast<const D*>(t_val), ws);
    return false;
  };

  if constexpr (std::is_same_v<U, Vector<TU>> && cusparse::arithmetic_semiring_v<Semiring, TA, TU>) {
    if (cusparse::library_can_take(A.A, desc) && cusparse::is_full(u) &&
        cusparse::spmv_terms(A.A, n_is_transpose, u.values().data(), u.size(), nout, t_bits, t_val, ws)) {
      record_product_path(product_path::cusparse);
      return store_merged();
    }
  }
  record_product_path(product_path::kernels);
  constexpr bool reads_u = reads_operand_values_v<typename Semiring::mult_type>;  // (else u's pattern alone)
  if (kernel == method::pull) {
    const pull_args<Semiring, TA, TU> g{term, lists_of(A.A),
                                        make_lookup(u, ws, slot::input_present, slot::input_values, reads_u), mask,
                                        t_bits, t_val};
    dispatch::pull(g, nout, desc.map, ws);
    if (fast && sparse_w) {  // the pull's bits are the result (it sets only what the mask allows)
      if (fusable) {
        store_bits(w, static_cast<const std::uint32_t*>(t_bits), static_cast<const D*>(t_val), ws,
                   write_back_of(then, mask_arg, fast, ws)...);
        return true;
      }
      store_bits(w, static_cast<const std::uint32_t*>(t_bits), static_cast<const D*>(t_val), ws);
      return false;
    }
  } else {
    list = ws.get<index_t>(slot::t_list, nout);
    ws.clear_counters(primitives::list_count + 1);
    if constexpr (!is_any_monoid_v<Add>)
      launch("fill_values", GB_HERE, fill_values<D>, grid_for(offset_t(t_slots), tuning::block_threads, ws),
             tuning::block_threads, ws.stream(), t_val, offset_t(t_slots), D(s.add.identity()));
    const scatter_sink<Add, D> sink{s.add, t_bits, t_val, list, list_count, values_at_list};
    if (kernel == method::push) {
      const push_args<Semiring, TA, TU> g{term, lists_of(A.A), make_frontier(u, ws), mask, sink};
      const double mean_degree = A.A.major_dim() ? double(A.A.nvals()) / double(A.A.major_dim()) : 0.0;
      dispatch::push(g, desc.map, mean_degree, ws);
    } else {
      const bool out_is_row = !n_is_transpose;  // N = A: o is A's row
      const edge_args<Semiring, TA, TU> g{term,      entries_of(A.A),
                                          out_is_row, make_lookup(u, ws, slot::input_present, slot::input_values, reads_u),
                                          mask,      sink};
      dispatch::edge(g, ws);
    }
  }

  if (fast && list) {  // the claimed list is the result
    if (fusable) {
      store_list(w, static_cast<const index_t*>(list), static_cast<const offset_t*>(list_count),
                 static_cast<const D*>(t_val), values_at_list, ws, write_back_of(then, mask_arg, fast, ws)...);
      return true;
    }
    store_list(w, static_cast<const index_t*>(list), static_cast<const offset_t*>(list_count),
               static_cast<const D*>(t_val), values_at_list, ws);
    return false;
  }
  return store_merged();
}

}  // namespace detail

/// w<mask> = accum(w, A ⊕.⊗ u) on a CUDA device (A or Aᵀ as the operand says); true when the
/// write-backs `then` were done with it (masked_product).
template <class W, class Mask, class Accum, class Semiring, class TA, class TU, class... Then>
bool mxv(Vector<W>& w, const Mask& mask, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
         const Vector<TU>& u, const descriptor& desc, const Then&... then) {
  return detail::masked_product(false, w, mask, accum, s, A, u, desc, then...);
}

/// w<mask> = accum(w, u ⊕.⊗ A) on a CUDA device (A or Aᵀ as the operand says); true when the
/// write-backs `then` were done with it (masked_product).
template <class W, class Mask, class Accum, class Semiring, class TU, class TA, class... Then>
bool vxm(Vector<W>& w, const Mask& mask, const Accum& accum, const Semiring& s, const Vector<TU>& u,
         const matrix_operand<TA>& A, const descriptor& desc, const Then&... then) {
  return detail::masked_product(true, w, mask, accum, s, A, u, desc, then...);
}

}  // namespace graphblade::gpu
