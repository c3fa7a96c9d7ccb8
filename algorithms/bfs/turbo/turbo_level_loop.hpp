// The persistent level loop of the TurboBFS one-format variants on a CUDA device (turbo_level_loop.cu; the
// persistent_knob of turbo_bfs.hpp).
#pragma once
#include "graphblade/algorithms/bfs/turbo/turbo_bfs.hpp"

namespace graphblade::turbo {

/// True for the variants the persistent level loop runs: the one-format variants (tdscCOOC, tdscCSC,
/// tdveCSC, busc, buve), not the hybrid (its push phase and switch stay operator calls).
inline bool has_level_loop(variant v) { return v != variant::hybrid; }

/// One traversal of s (on a CUDA device) from `source` as one cooperative launch, when the variant has
/// one (has_level_loop), opt asks for it (persistent_knob 1, or -1 on a graph where level_loop_pays;
/// device_loop_knob 1) and the device can launch it; false (nothing done) otherwise. Results as traverse
/// gives them.
bool traverse_level_loop(state& s, index_t source, const bfs_options& opt);

}  // namespace graphblade::turbo
