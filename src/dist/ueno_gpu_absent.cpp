// ueno_gpu_bfs in a build without NCCL (include/graphblade/dist/ueno_bfs.hpp):
// GPU ranks need the NCCL engine, so every use throws not_supported.
#include "graphblade/core/errors.hpp"
#include "graphblade/dist/ueno_bfs.hpp"

namespace graphblade::dist {

struct ueno_gpu_bfs::state {};

ueno_gpu_bfs::ueno_gpu_bfs(process_grid&, const dist_graph&, int) {
  throw not_supported("ueno-2d GPU ranks: this build has no CUDA backend with NCCL");
}
ueno_gpu_bfs::~ueno_gpu_bfs() = default;
ueno_result ueno_gpu_bfs::run(index_t, const ueno_options&) {
  throw not_supported("ueno-2d GPU ranks: this build has no CUDA backend with NCCL");
}
bool ueno_gpu_bfs::available() { return false; }
std::string ueno_gpu_bfs::device_name() const { return {}; }

}  // namespace graphblade::dist
