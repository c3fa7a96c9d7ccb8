// The NCCL engine's stand-in for builds without CUDA or NCCL: nccl_world()
// throws not_supported, so `--device cuda` fails with one clear error line.
#include "graphblade/core/errors.hpp"
#include "graphblade/dist/comm.hpp"

namespace graphblade::dist {

bool nccl_available() { return false; }
int nccl_device() { return -1; }

std::unique_ptr<communicator> nccl_world() {
  throw not_supported("this build has no NCCL engine (configure with the CUDA backend and NCCL)");
}

}  // namespace graphblade::dist
