// Hong et al. PACT'11 §III-B, Fig. 5 (Hybrid CPU and GPU), host part: the CPU
// phase is the Fig. 4 hybrid level loop (hong_bfs.hpp) with a hook that saves
// every level's queue and stops the loop at the migration test; the device
// part (InitGPU + GPU levels) is hong_cpu_gpu.cu. See hong_cpu_gpu.hpp.
#include "graphblade/algorithms/bfs/hong/hong_cpu_gpu.hpp"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/hong/hong_bfs.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade {

void hong_saved_levels::clear() {
  vertices.clear();
  parents.clear();
  offsets.assign(1, 0);
}

void hong_saved_levels::append(const Vector<index_t>& q) {
  const offset_t at = offsets.back(), count = q.nvals();
  vertices.resize(at + count);
  parents.resize(at + count);
  const index_t* idx = q.indices().data();
  const index_t* val = q.values().data();
  const std::int64_t chunk = 1 << 16;  // large lists are copied by all threads
#pragma omp parallel for schedule(static) if (count > offset_t(4 * chunk))
  for (std::int64_t c = 0; c < std::int64_t((count + chunk - 1) / chunk); ++c) {
    const offset_t b = offset_t(c) * chunk, len = std::min<offset_t>(chunk, count - b);
    std::memcpy(vertices.data() + at + b, idx + b, len * sizeof(index_t));
    std::memcpy(parents.data() + at + b, val + b, len * sizeof(index_t));
  }
  offsets.push_back(at + count);
}

struct hong_cpu_gpu_traversal::parts {
  const Matrix<bool>& A;
  gb_bfs_graph graph;   ///< A (host) plus its pattern copied to the device
  hong_traversal cpu;   ///< the Fig. 4 level loop on the host
  hong_saved_levels saved;
  gb_bfs_vectors gpu;   ///< device levels and parents after a migration
  std::int32_t migration = -1;
  std::vector<hong_state> trace;

  parts(const Matrix<bool>& A_csr, const place& device) : A(A_csr), graph(A_csr, device), cpu(A_csr) {
    saved.vertices.reserve(A_csr.nrows());
    saved.parents.reserve(A_csr.nrows());
    cpu.prepare_bottom_up();
  }

  /// The device loop's options: levels and parents, gb-auto's switch with knobs gpu_alpha / gpu_beta,
  /// and gb-auto's device_loop / loop_cache knobs as they are.
  static bfs_options gpu_options(const bfs_options& opt) {
    bfs_options g;
    g.levels = g.parents = true;
    g.sigma = false;
    if (opt.knobs.count("gpu_alpha")) g.knobs["alpha"] = opt.knobs.at("gpu_alpha");
    if (opt.knobs.count("gpu_beta")) g.knobs["beta"] = opt.knobs.at("gpu_beta");
    for (const char* k : {"device_loop", "loop_cache"})
      if (opt.knobs.count(k)) g.knobs[k] = opt.knobs.at(k);
    return g;
  }

  void run(index_t source, const bfs_options& opt) {
    const index_t n = A.nrows();
    if (source >= n) throw invalid_index("BFS source " + std::to_string(source) + " out of range [0, " + std::to_string(n) + ")");
    const hong_thresholds t = hong_thresholds::from(opt, n);
    saved.clear();
    migration = -1;
    trace.clear();
    if (opt.knob("gpu_only", 0) != 0) {  // migrate at level 0: the saved queue is the source alone
      saved.vertices.push_back(source);
      saved.parents.push_back(source);
      saved.offsets.push_back(1);
    } else {
      // Fig. 5: save level L's queue; migrate when level L + 1 is large and grew exponentially.
      const hong_level_hook hook = [&](std::int32_t, const Vector<index_t>& done, const Vector<index_t>& found) {
        saved.append(done);
        if (!hong_should_migrate(t, done.nvals(), found.nvals())) return false;
        saved.append(found);
        return true;
      };
      cpu.run(source, hong_method::hybrid, t, &hook);
      trace = cpu.trace();
      if (!cpu.stopped()) return;
    }
    migration = saved.levels() - 1;
#ifdef GRAPHBLADE_HAS_CUDA
    hong_gpu_levels(graph, saved, gpu_options(opt), gpu);
#else
    throw not_supported("hong-cpu-gpu: this build has no CUDA backend");
#endif
    for (std::int64_t L = migration; L <= gpu.depth; ++L) trace.push_back(hong_state::gpu);
  }
};

hong_cpu_gpu_traversal::hong_cpu_gpu_traversal(const Matrix<bool>& A_csr, const place& device) {
  if (!device.is_cuda()) throw invalid_value("hong-cpu-gpu: the device must be a CUDA device");
  if (A_csr.storage_format() != format::csr || !A_csr.where().is_host() || A_csr.nrows() != A_csr.ncols())
    throw invalid_value("hong-cpu-gpu: the graph must be a square host CSR matrix");
  p_ = std::make_unique<parts>(A_csr, device);
}

hong_cpu_gpu_traversal::~hong_cpu_gpu_traversal() = default;

void hong_cpu_gpu_traversal::run(index_t source, const bfs_options& opt) { p_->run(source, opt); }

std::int32_t hong_cpu_gpu_traversal::migration_level() const { return p_->migration; }

const std::vector<hong_state>& hong_cpu_gpu_traversal::trace() const { return p_->trace; }

bfs_result hong_cpu_gpu_traversal::result(const bfs_options& opt) const {
  if (p_->migration < 0) return p_->cpu.result(opt);
  bfs_options o = opt;
  o.levels = true;
  o.sigma = false;
  return to_bfs_result(p_->gpu, o);
}

}  // namespace graphblade
