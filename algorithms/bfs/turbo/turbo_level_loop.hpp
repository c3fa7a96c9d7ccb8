// The persistent level loop of the TurboBFS pull variants on a CUDA device (turbo_level_loop.cu; the
// persistent_knob of turbo_bfs.hpp).
#pragma once
#include "graphblade/algorithms/bfs/turbo/turbo_bfs.hpp"

namespace graphblade::turbo {

/// True for the variants the persistent level loop runs: the one-format pull variants (tdscCSC,
/// tdveCSC, busc, buve), not td-cooc (edges) or the hybrid (a push phase).
inline bool has_level_loop(variant v) {
  return v == variant::td_csc_scalar || v == variant::td_csc_vector || v == variant::bu_scalar ||
         v == variant::bu_vector;
}

/// One traversal of s (on a CUDA device) from `source` as one cooperative launch, when the variant has
/// one (has_level_loop), opt asks for it (persistent_knob and device_loop_knob 1) and the device can
/// launch it; false (nothing done) otherwise. Results as traverse gives them.
bool traverse_level_loop(state& s, index_t source, const bfs_options& opt);

}  // namespace graphblade::turbo
