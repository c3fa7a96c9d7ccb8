// Hong, Oguntebi & Olukotun (PACT'11) §III-B, Fig. 5, "Hybrid CPU and GPU":
// the first levels run on the CPU with the Fig. 4 hybrid (hong_bfs.hpp); when
// the level about to be expanded holds more than T4 vertices (16384, knob
// "t4") and grew exponentially (|next| > α·|curr|, the hybrid's growth test),
// the traversal migrates to the GPU and never comes back. InitGPU copies only
// the saved level queues (every CPU level's list, concatenated, with level
// offsets), not the O(n) level array; the GPU rebuilds its level and parent
// arrays from them (hong_cpu_gpu.cu) and runs the remaining levels with
// graphblade's device operators, one masked product per level as in gb-auto
// (gb_bfs_levels.hpp):
//   f<¬s(v), replace> = f any.secondi A    (push SpMSpV over the sparse frontier)
//   f<¬s(v), replace> = Aᵀ any.secondi f   (pull over the bitmap, Beamer's switch)
//   v<s(f)> = L ; π<s(f)> = f
// The device direction switch takes knobs "gpu_alpha" (15) and "gpu_beta"
// (18), since "alpha"/"beta" are the CPU hybrid's. Knob "gpu_only" = 1
// migrates right after the source (level 0): the pure-GPU run of the method.
// Knobs "device_loop" and "loop_cache" are gb-auto's: where gb-auto records its
// levels as one device loop (by default on graphs of at most 8 stored entries
// per vertex) the GPU levels are that loop, one host wait for all of them.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"
#include "graphblade/algorithms/bfs/hong/hong_state_machine.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/core/place.hpp"

namespace graphblade {

/// The level queues saved during the CPU phase (Fig. 5, InitGPU's input).
struct hong_saved_levels {
  std::vector<index_t> vertices;  ///< level 0's list, then level 1's, ...
  std::vector<index_t> parents;   ///< parents[k] = the vertex that discovered vertices[k]
  std::vector<offset_t> offsets;  ///< level L = [offsets[L], offsets[L + 1]); starts {0}

  void clear();
  /// Append the list q (indices = vertices, values = parents) as the next level.
  void append(const Vector<index_t>& q);
  /// Number of saved levels.
  std::int32_t levels() const { return std::int32_t(offsets.size()) - 1; }
};

/// Fig. 5's migration test after a CPU level of `curr` vertices found `next`.
inline bool hong_should_migrate(const hong_thresholds& t, offset_t curr, offset_t next) {
  return double(next) > t.t4 && double(next) > t.alpha * double(curr);
}

/// hong-cpu-gpu bound to one graph: the host CSR for the CPU phase, its
/// pattern (and CSC when A is not symmetric) copied to `device` once (untimed).
class hong_cpu_gpu_traversal {
 public:
  hong_cpu_gpu_traversal(const Matrix<bool>& A_csr, const place& device);
  ~hong_cpu_gpu_traversal();
  hong_cpu_gpu_traversal(const hong_cpu_gpu_traversal&) = delete;
  hong_cpu_gpu_traversal& operator=(const hong_cpu_gpu_traversal&) = delete;

  /// One BFS from `source` (thresholds and knobs from opt, see the file comment).
  void run(index_t source, const bfs_options& opt);
  /// The first level expanded on the GPU; -1 when the last run stayed on the CPU.
  std::int32_t migration_level() const;
  /// The state of each expanded level (CPU states, then hong_state::gpu).
  const std::vector<hong_state>& trace() const;
  /// The last run's levels and parents on the host (device -> host copies here).
  bfs_result result(const bfs_options& opt) const;

 private:
  struct parts;
  std::unique_ptr<parts> p_;
};

/// InitGPU and the GPU levels (hong_cpu_gpu.cu, CUDA builds only): copies the
/// saved queues to g.where, rebuilds out.level and out.parent there from them
/// and expands from the last saved level until the frontier is empty.
void hong_gpu_levels(const gb_bfs_graph& g, const hong_saved_levels& saved, const bfs_options& gpu_opt,
                     gb_bfs_vectors& out);

}  // namespace graphblade
