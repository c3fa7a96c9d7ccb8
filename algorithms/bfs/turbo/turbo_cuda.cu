// Device instantiation of the TurboBFS traversal (turbo_bfs.hpp): compiled by
// nvcc only when the CUDA backend is on, so the operator front ends route the
// device-resident state to the CUDA backend (src/cuda), whose descriptor
// honours the paper's kernels: method::edge -> spmv_edge_cooc (scCOOC, one
// thread per edge), pull + mapping::thread -> spmv_pull_thread (scCSC / busc),
// pull + mapping::warp -> spmv_pull_warp (veCSC / buve, shuffle reduction).
// All variants but the hybrid take the persistent level loop first (turbo_level_loop.cu).
#include "algorithms/bfs/turbo/turbo_level_loop.hpp"
#include "graphblade/algorithms/bfs/turbo/turbo_bfs.hpp"

namespace graphblade::turbo {

void traverse_on_cuda(state& s, index_t source, const bfs_options& opt) {
  if (traverse_level_loop(s, source, opt)) return;
  traverse<cuda_tu>(s, source, opt);
}

}  // namespace graphblade::turbo
