// The smallest loop the CPU kernels run in parallel when each item is a random
// access (a scatter into a byte map, a gather, a degree lookup per frontier
// entry): below it an OpenMP region (fork, barrier, and on a busy machine a
// descheduled thread) costs more than the loop itself; above it the loop's
// cache misses are worth spreading over the team (a BFS level of a few
// thousand vertices on 16 threads). Streaming loops over n bytes use larger limits.
#pragma once
#include <cstdint>

namespace graphblade::cpu {

/// Items (indices, entries or major vectors) below which a loop runs serially.
inline constexpr std::int64_t parallel_grain = 4096;

}  // namespace graphblade::cpu
