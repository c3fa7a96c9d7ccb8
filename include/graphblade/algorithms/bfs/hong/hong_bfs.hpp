// Hong, Oguntebi & Olukotun, "Efficient Parallel Graph Exploration on
// Multi-Core CPU and GPU" (PACT'11), §III, on graphblade's operators: every
// parallel BFS level is one masked vxm
//   q'<¬s(level), replace> = f any.secondi A      (push SpMSpV, descriptor kernel push)
// whose frontier f is the current-level queue (Fig. 1, Queue) or the level
// array read in vertex order (Fig. 2, Read), chosen per level by the Fig. 4
// state machine (Hybrid Read and Queue). Beyond the paper, hong-hybrid may
// also run a level bottom-up, q'<¬s(level), replace> = Aᵀ any.secondi f (pull
// mxv), when a direction_switch says so, runs a Seq level with a hub in its
// queue in parallel, and lets Read levels push from a sorted or short queue;
// knob fig4 = 1 turns all of it off (hong_state_machine.hpp). The level
// vector is a bitmap whose structure is the visited set; levels and parents
// (any.secondi = the discovering frontier vertex) are written with a masked
// assign per level. hong-hybrid's levels that push from the queue run that
// vxm and its assigns fused into Fig. 1's one parallel pass, and its bottom_up
// levels the pull mxv and its assigns in one pass over a one-bit-per-vertex
// frontier (Beamer SC'12's bottom-up step) (knob fused = 0: the operator
// calls for both; hong_state_machine.hpp).
// σ is not computed (bfs_result::sigma stays empty).
//
// Fig. 5 (hong-cpu-gpu, hong_cpu_gpu.hpp) drives the same loop through a
// hong_level_hook: it sees every finished level's queue and may end the CPU
// loop there (the migration to the GPU); without a hook the loop pays one
// null test per level.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/algorithms/bfs/hong/hong_state_machine.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"

namespace graphblade {

/// Which of the paper's CPU methods to run.
enum class hong_method {
  queue,   ///< Fig. 1: every level pushed from a queue (hong-queue)
  read,    ///< Fig. 2: every level pushed from the level array (hong-read)
  hybrid,  ///< Fig. 4: Seq / Queue / QueueToRead / Read per level (hong-hybrid)
};

/// Fig. 5's hook into the level loop: called after level L (the list `done`:
/// its vertices, parents as values) found the non-empty list `found` (level
/// L + 1, already written to the level and parent arrays). Returning true ends
/// the loop there, before level L + 1 is expanded. The lists are only valid
/// during the call.
using hong_level_hook =
    std::function<bool(std::int32_t L, const Vector<index_t>& done, const Vector<index_t>& found)>;

/// A BFS bound to one graph (host CSR pattern, A(i,j) = edge i -> j), keeping
/// its O(n) arrays between traversals. A must outlive it.
class hong_traversal {
 public:
  explicit hong_traversal(const Matrix<bool>& A_csr);
  ~hong_traversal();
  hong_traversal(const hong_traversal&) = delete;
  hong_traversal& operator=(const hong_traversal&) = delete;

  /// One BFS from `source` with method m and thresholds t (t matters for
  /// hybrid only). Throws invalid_index for a source out of range.
  /// With a hook, the loop asks it after every level that found vertices and
  /// stops when it says so (stopped() is then true).
  void run(index_t source, hong_method m, const hong_thresholds& t, const hong_level_hook* hook = nullptr);
  /// Builds what bottom_up levels read (the CSC of A when A is not symmetric),
  /// so that the first hybrid run does not pay for it; run() calls it when needed.
  void prepare_bottom_up();
  /// True when the last run was ended by its hook: levels 0..result().depth are
  /// in the arrays, the last of them not yet expanded.
  bool stopped() const;
  /// How each level of the last run was processed (trace[L] = level L's): the
  /// Fig. 4 state, or bottom_up, or queue for a Seq level run in parallel.
  const std::vector<hong_state>& trace() const;
  /// How many levels of the last run scanned the level array (Read levels that
  /// did not push from their queue).
  std::int64_t scanned_levels() const;
  /// The last run's levels (and parents when opt.parents) as a bfs_result.
  bfs_result result(const bfs_options& opt) const;

 private:
  struct arrays;
  std::unique_ptr<arrays> a_;
};

/// One BFS (prepare + run + result); the trace of states is stored in *trace when given.
bfs_result hong_bfs(const Matrix<bool>& A_csr, index_t source, hong_method m, const bfs_options& opt = {},
                    std::vector<hong_state>* trace = nullptr);

}  // namespace graphblade
