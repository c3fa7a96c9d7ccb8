// Registers the GraphBLAS BFS (gb_bfs.hpp) as gb-push, gb-pull and gb-auto.
// prepare (untimed) builds the CSC of A for pull when A is not symmetric and
// the degree vector (and copies them to the device for "cuda"); traverse runs
// the level loop; result() converts the GraphBLAS vectors to bfs_result arrays
// outside the timed region.
#include <memory>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"

namespace graphblade {

namespace {

class gb_bfs_prepared final : public bfs_prepared {
 public:
  gb_bfs_prepared(const Matrix<bool>& A, gb_bfs_direction dir, const place& where) : graph_(A, where), dir_(dir) {}
  void traverse(index_t source, const bfs_options& opt) override {
    opt_ = opt;
    gb_bfs(graph_, source, dir_, opt, vectors_);
  }
  bfs_result result() override { return to_bfs_result(vectors_, opt_); }

 private:
  gb_bfs_graph graph_;
  gb_bfs_direction dir_;
  gb_bfs_vectors vectors_;
  bfs_options opt_;
};

void register_gb(const char* name, const char* description, gb_bfs_direction dir) {
  std::vector<std::string> devices{"cpu"};
#ifdef GRAPHBLADE_HAS_CUDA
  devices.emplace_back("cuda");  // the level loop instantiated by nvcc (gb_bfs.cu)
#endif
  register_bfs_algorithm({name, description, devices,
                          [dir](const Matrix<bool>& A, const std::string& device, const bfs_options&) {
                            const place where = device == "cuda" ? cuda(0) : host;
                            return std::unique_ptr<bfs_prepared>(std::make_unique<gb_bfs_prepared>(A, dir, where));
                          },
                          bfs_outputs{true, true, true}});
}

}  // namespace

void register_gb_bfs() {
  register_gb("gb-push", "GraphBLAS BFS, push every level: q<!s(v),replace> = q any.pair A (SpMSpV, vxm)",
              gb_bfs_direction::push);
  register_gb("gb-pull", "GraphBLAS BFS, pull every level: q<!s(v),replace> = AT any.pair q (SpMV, early exit)",
              gb_bfs_direction::pull);
  register_gb("gb-auto", "GraphBLAS BFS, direction-optimising push/pull (Beamer; GAP alpha=15, beta=18)",
              gb_bfs_direction::automatic);
}

}  // namespace graphblade
