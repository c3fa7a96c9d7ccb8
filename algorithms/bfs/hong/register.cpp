// Registers Hong et al.'s PACT'11 methods in the BFS registry: the CPU
// methods hong-queue (Fig. 1), hong-read (Fig. 2), hong-hybrid (Fig. 4) and
// hong-cpu-gpu (Fig. 5, device "cuda": CPU levels on the host, then the GPU).
// Thresholds come from bfs_options knobs (see hong_state_machine.hpp and
// hong_cpu_gpu.hpp).
#include <memory>
#include <string>

#include "graphblade/algorithms/bfs/hong/hong_bfs.hpp"
#include "graphblade/algorithms/bfs/hong/hong_cpu_gpu.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"

namespace graphblade {

namespace {

/// The traversal's arrays are kept between sources; levels/parents are
/// widened to bfs_result's int64 arrays in result(), outside the timed region.
class hong_prepared final : public bfs_prepared {
 public:
  hong_prepared(const Matrix<bool>& A, hong_method m) : bfs_(A), method_(m), n_(A.nrows()) {
    if (m == hong_method::hybrid) bfs_.prepare_bottom_up();  // untimed, like the graph itself
  }
  void traverse(index_t source, const bfs_options& opt) override {
    opt_ = opt;
    bfs_.run(source, method_, hong_thresholds::from(opt, n_));
  }
  bfs_result result() override { return bfs_.result(opt_); }

 private:
  hong_traversal bfs_;
  hong_method method_;
  index_t n_;
  bfs_options opt_;
};

/// hong-cpu-gpu: prepare copies the graph's pattern to the device (untimed);
/// levels and parents come back from the device in result().
class hong_cpu_gpu_prepared final : public bfs_prepared {
 public:
  explicit hong_cpu_gpu_prepared(const Matrix<bool>& A) : bfs_(A, cuda(0)) {}
  void traverse(index_t source, const bfs_options& opt) override {
    opt_ = opt;
    bfs_.run(source, opt);
  }
  bfs_result result() override { return bfs_.result(opt_); }

 private:
  hong_cpu_gpu_traversal bfs_;
  bfs_options opt_;
};

/// Hong's methods compute levels and parents (no path counts).
constexpr bfs_outputs hong_outputs{true, true, false};

void register_hong(const char* name, const char* description, hong_method m) {
  register_bfs_algorithm({name, description, {"cpu"},
                          [m](const Matrix<bool>& A, const std::string&, const bfs_options&) {
                            return std::unique_ptr<bfs_prepared>(std::make_unique<hong_prepared>(A, m));
                          },
                          hong_outputs});
}

}  // namespace

void register_hong_bfs() {
  register_hong("hong-queue", "Hong PACT'11 Fig. 1: push vxm from a queue frontier every level (levels, parents)",
                hong_method::queue);
  register_hong("hong-read", "Hong PACT'11 Fig. 2: push vxm from the level array read in vertex order every level",
                hong_method::read);
  register_hong("hong-hybrid",
                "Hong PACT'11 Fig. 4: Seq/Queue/QueueToRead/Read per level (knobs t1 t2 t3 alpha beta), plus bottom-up "
                "levels and Seq by edges beyond the paper (knobs bottom_up bu_alpha bu_beta bu_gamma seq_edges read_scan_min fused; fig4=1 is Fig. 4 exactly)",
                hong_method::hybrid);
  register_bfs_algorithm(
      {"hong-cpu-gpu",
       "Hong PACT'11 Fig. 5: hybrid levels on the CPU, then the GPU once a level > t4 grows exponentially "
       "(knobs t1..t4 alpha beta gpu_alpha gpu_beta gpu_only device_loop loop_cache; levels, parents)",
       {"cuda"}, [](const Matrix<bool>& A, const std::string&, const bfs_options&) {
         if (!memory::cuda_available())
           throw not_supported("hong-cpu-gpu: no CUDA device is available (or this build has no CUDA backend)");
         return std::unique_ptr<bfs_prepared>(std::make_unique<hong_cpu_gpu_prepared>(A));
       },
       hong_outputs});
}

}  // namespace graphblade
