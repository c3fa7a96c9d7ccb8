// The smallest loop the CPU kernels of the non-product operations run in
// parallel: below it an OpenMP region (fork, barrier, and on a busy machine a
// descheduled thread) costs more than the loop itself.
#pragma once
#include <cstdint>

namespace graphblade::cpu {

/// Items (indices, entries or major vectors) below which a loop runs serially.
inline constexpr std::int64_t parallel_grain = 4096;

}  // namespace graphblade::cpu
