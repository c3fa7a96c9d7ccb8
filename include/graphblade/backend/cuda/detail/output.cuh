// Storing a device result into the output vector w, reusing w's arrays when
// they are large enough (so a BFS that ping-pongs its frontier allocates only
// while the frontier grows): a sparse w gets a capacity of 1.5x the count, or
// of the bound given (its size n) when the count stays on the device. w keeps
// its count cell (a recorded device loop refers to it by address).
#pragma once
#include <algorithm>
#include <utility>

#include "graphblade/core/types.hpp"

#include "graphblade/container/vector.hpp"

namespace graphblade::gpu::detail {

/// w becomes an (unfilled) sparse vector of its size with room for `count`
/// entries; nvals is set by the caller.
template <class W>
void reshape_sparse(Vector<W>& w, offset_t count) {
  const offset_t room = std::min<offset_t>(w.size(), std::max<offset_t>(count + count / 2, 256));
  buffer<index_t> idx = std::move(w.indices());
  buffer<W> val = std::move(w.values());
  if (idx.size() < count) idx = buffer<index_t>(room, w.where());
  if (val.size() < count) val = buffer<W>(room, w.where());
  Vector<W> out(w.size(), storage::sparse, w.where());
  out.indices() = std::move(idx);
  out.values() = std::move(val);
  out.swap_count_cell(w);
  w.swap(out);
}

}  // namespace graphblade::gpu::detail
