// The two entry points of one XBFS traversal (xbfs.hpp): the host step set
// (xbfs_host.cpp) and the CUDA one (xbfs_cuda.cu, CUDA builds only). Both run
// the level loop of xbfs_levels.hpp on a state made by register.cpp.
#pragma once
#include <cstdint>

#include "algorithms/bfs/xbfs/xbfs_state.hpp"

namespace graphblade::xbfs {

struct settings;

/// One traversal on the host arrays of s; returns the depth, fills s.trace.
std::int64_t traverse_on_host(state& s, index_t source, const settings& cfg);
/// One traversal on the device arrays of s; returns the depth, fills s.trace.
std::int64_t traverse_on_cuda(state& s, index_t source, const settings& cfg);

}  // namespace graphblade::xbfs
