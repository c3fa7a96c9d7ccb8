// OpenMP waiting policy on a busy machine. libgomp spins while waiting at
// barriers; with more runnable threads than cores (a shared 2-core box) the
// spinning steals the time slices the working threads need, and BFS codes with
// a parallel region per level slow down up to 10x. libgomp reads
// OMP_WAIT_POLICY only at start-up, so the demo re-executes itself with
// OMP_WAIT_POLICY=passive when the variable is unset and the machine is busy.
#pragma once
#include <string>

namespace graphblade::bench {

/// When OMP_WAIT_POLICY is unset and the 1-minute load average is at least the
/// number of online cores, re-execute this program (/proc/self/exe, same
/// arguments) with OMP_WAIT_POLICY=passive; does not return then. Returns
/// normally when nothing needs doing or the re-execution fails.
void reexec_with_passive_wait_if_busy();

/// The line to print when this process is such a re-execution ("" otherwise).
std::string passive_wait_note();

}  // namespace graphblade::bench
