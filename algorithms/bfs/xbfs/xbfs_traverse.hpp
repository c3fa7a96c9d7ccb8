// The two entry points of one XBFS traversal (xbfs.hpp): the host step set
// (xbfs_host.cpp) and the CUDA one (xbfs_cuda.cu, CUDA builds only). Both run
// the level loop of xbfs_levels.hpp on a state made by register.cpp.
#pragma once
#include <cstdint>
#include <vector>

#include "algorithms/bfs/xbfs/xbfs_state.hpp"

namespace graphblade::xbfs {

struct settings;

/// One traversal on the host arrays of s; returns the depth, fills s.trace.
std::int64_t traverse_on_host(state& s, index_t source, const settings& cfg);
/// One traversal on the device arrays of s; returns the depth. The host loop (knob device_loop = 0)
/// fills s.trace; the device loop leaves its trace on the device (s.trace_on_device levels).
std::int64_t traverse_on_cuda(state& s, index_t source, const settings& cfg);
/// The arrays a CUDA state adds at prepare (untimed): s.status_init and, with order_lists, s.ordered_in
/// (each in-list, what bottom-up scans, ordered by the out-degree of its vertices, highest first).
void prepare_on_cuda(state& s, bool order_lists);
/// The trace the last device loop of s left on the device (a copy: one host wait).
std::vector<xbfs_level> device_trace(const state& s);

}  // namespace graphblade::xbfs
