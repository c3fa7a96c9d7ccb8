// The last step of every vector operation on the device: the computed terms
// (a bitset and values over w's indices, in the workspace) are merged into w
// with the GraphBLAS rule (merge.cuh) and stored. A bitmap w is updated in
// place; a dense w stays dense while full; a sparse w stays sparse (compacted
// with cub::DeviceSelect, so its indices come out sorted). In the fast case
// (no accumulator and replace / no mask / empty w) the old entries are not read.
// Bitmap and sparse outputs are asynchronous: the entry count stays on the
// device (w's count cell, read back only by nvals()), a sparse w's capacity
// is its size n (kept between calls), so such a call enqueues work and returns.
// A dense w is the exception: whether it stays full is read back.
#pragma once
#include <cuda_runtime.h>

#include "graphblade/container/vector.hpp"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_count.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/detail/merge.cuh"
#include "graphblade/backend/cuda/detail/operands.cuh"
#include "graphblade/backend/cuda/detail/output.cuh"
#include "graphblade/backend/cuda/primitives.cuh"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::gpu::detail {

/// The fast case of the GraphBLAS write-back: the terms are the whole result.
template <class MaskArg, class Accum, class W>
bool terms_are_result(const Vector<W>& w, bool replace) {
  return is_no_accum_v<Accum> && (replace || is_no_mask_v<MaskArg> || (!w.nvals_on_device() && w.nvals() == 0));
}

/// w = the indices `select(out, count)` lists (ascending, at most w's size) with values values[i],
/// in w's sparse arrays: the selection goes straight into w's index array (the select reads
/// none of w), then the kernel that gathers the values does the write-backs wb (output_write.cuh);
/// the count stays on the device.
template <class W, class S, class Select, class... WB>
void store_selected(Vector<W>& w, Select select, const S* values, workspace& ws, const WB&... wb) {
  reshape_sparse(w, w.size());  // capacity from the bound, not from a count read back
  index_t* selected = w.indices().data();
  offset_t* d_count = ws.device_counters() + primitives::selected_count;
  select(selected, d_count);
  launch("gather_list", GB_HERE, gather_list<W, S, WB...>, persistent_grid(ws), tuning::block_threads, ws.stream(),
         static_cast<const index_t*>(selected), static_cast<const offset_t*>(d_count), values, false, selected,
         w.values().data(), w.device_count_cell(), wb...);
  w.set_nvals_on_device(true);
}

/// w = the entries of a bitmap (present, values) of w's size, compacted into
/// w's sparse arrays in ascending order (store_selected).
template <class W, class... WB>
void store_compacted(Vector<W>& w, const std::uint8_t* present, const W* values, workspace& ws, const WB&... wb) {
  const auto select = [&](index_t* out, offset_t* count) {
    primitives::select_flagged(present, w.size(), out, count, ws);
  };
  store_selected(w, select, values, ws, wb...);
}

/// w = the terms t_bits / t_val of a product when they are its whole result (the fast case,
/// terms_are_result, of a kernel that sets only the bits the mask allows: the pull), compacted
/// into w's sparse arrays in ascending order (store_selected): one pass over the bitset, no
/// merge into a bitmap first.
template <class W, class D, class... WB>
void store_bits(Vector<W>& w, const std::uint32_t* t_bits, const D* t_val, workspace& ws, const WB&... wb) {
  const auto select = [&](index_t* out, offset_t* count) {
    primitives::select_set_bits(t_bits, w.size(), out, count, ws);
  };
  store_selected(w, select, t_val, ws, wb...);
}

/// w = out, a bitmap of w's size with its count set, in the storage w had
/// (`kind`): sparse is compacted, dense stays dense when full, else bitmap.
template <class W>
void store_bitmap_as(Vector<W>& w, Vector<W>& out, storage kind, workspace& ws) {
  if (kind == storage::sparse) {
    store_compacted(w, out.present().data(), out.values().data(), ws);
  } else if (kind == storage::dense && out.nvals() == w.size()) {
    w.values().swap(out.values());
  } else {
    w.swap(out);
  }
}

/// w<mask> = accum(w, t), t given by t_bits / t_val over w's indices. Write-backs wb only with a
/// sparse w (its compaction does them).
template <class W, class D, class Accum, class... WB>
void store_terms(Vector<W>& w, const mask_ref& mask, const Accum& accum, bool replace, bool fast,
                 const std::uint32_t* t_bits, const D* t_val, workspace& ws, const WB&... wb) {
  const index_t n = w.size();
  lookup_ref<W> old;
  old.empty = true;
  if (!fast) old = make_lookup(w, ws, slot::old_present, slot::old_values);
  const storage kind = w.kind();
  // a bitmap w counts into its own cell (no read-back); otherwise the workspace's counter
  offset_t* d_count = kind == storage::bitmap ? w.device_count_cell() : ws.device_counters() + primitives::reduced;
  GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(d_count, 0, sizeof(offset_t), ws.stream()));
  auto merge = [&](std::uint8_t* present, W* values) {
    launch("merge_vector_kernel", GB_HERE, merge_vector_kernel<W, D, Accum>, grid_for(n, tuning::block_threads, ws),
           tuning::block_threads, ws.stream(), n, mask, replace, accum, old, t_bits, t_val, present, values, d_count);
  };
  auto merged_count = [&] { return n ? ws.read_counters(primitives::reduced + 1)[primitives::reduced] : 0; };
  if (kind == storage::bitmap) {  // in place: each index reads its own mask, old entry and term
    merge(w.present().data(), w.values().data());
    w.set_nvals_on_device(false);
    return;
  }
  if (kind == storage::sparse && fast) {  // compacted into w's arrays (the mask may be w: merged first)
    std::uint8_t* present = ws.get<std::uint8_t>(slot::out_present, n);
    W* values = ws.get<W>(slot::out_values, n);
    merge(present, values);
    store_compacted(w, present, static_cast<const W*>(values), ws, wb...);
    return;
  }
  if (kind == storage::dense || fast) {  // a fresh bitmap (the mask may be w's own arrays)
    Vector<W> out(n, storage::bitmap, w.where());
    merge(out.present().data(), out.values().data());
    out.set_nvals(merged_count(), false);
    store_bitmap_as(w, out, fast ? storage::bitmap : kind, ws);
    return;
  }
  std::uint8_t* present = ws.get<std::uint8_t>(slot::out_present, n);
  W* values = ws.get<W>(slot::out_values, n);
  merge(present, values);
  store_compacted(w, present, static_cast<const W*>(values), ws, wb...);
}

/// w = the indices list[0, *d_count) with values t_val[list[k]] (values_at_list: t_val[k]; the
/// fast path of the scatter kernels, scatter_sink.cuh); w becomes sparse and unsorted, its count
/// stays on the device. The write-backs wb are done by the same kernel.
template <class W, class D, class... WB>
void store_list(Vector<W>& w, const index_t* list, const offset_t* d_count, const D* t_val, bool values_at_list,
                workspace& ws, const WB&... wb) {
  reshape_sparse(w, w.size());  // capacity from the bound, not from a count read back
  launch("gather_list", GB_HERE, gather_list<W, D, WB...>, persistent_grid(ws), tuning::block_threads, ws.stream(),
         list, d_count, t_val, values_at_list, w.indices().data(), w.values().data(), w.device_count_cell(), wb...);
  w.set_nvals_on_device(false);
}

}  // namespace graphblade::gpu::detail
