// Hong, Oguntebi & Olukotun, "Efficient Parallel Graph Exploration on
// Multi-Core CPU and GPU" (PACT'11), §III, on graphblade's operators: every
// parallel BFS level is one masked vxm
//   q'<¬s(level), replace> = f any.secondi A      (push SpMSpV, descriptor kernel push)
// whose frontier f is the current-level queue (Fig. 1, Queue) or the level
// array read in vertex order (Fig. 2, Read), chosen per level by the Fig. 4
// state machine (Hybrid Read and Queue). The level vector is a bitmap whose
// structure is the visited set; levels and parents (any.secondi = the
// discovering frontier vertex) are written with a masked assign per level.
// σ is not computed (bfs_result::sigma stays empty).
#pragma once
#include <memory>
#include <vector>

#include "algorithms/bfs/bfs_result.hpp"
#include "algorithms/bfs/hong/hong_state_machine.hpp"
#include "graphblade/container/matrix.hpp"

namespace graphblade {

/// Which of the paper's CPU methods to run.
enum class hong_method {
  queue,   ///< Fig. 1: every level pushed from a queue (hong-queue)
  read,    ///< Fig. 2: every level pushed from the level array (hong-read)
  hybrid,  ///< Fig. 4: Seq / Queue / QueueToRead / Read per level (hong-hybrid)
};

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
  void run(index_t source, hong_method m, const hong_thresholds& t);
  /// The state that processed each level of the last run (trace[L] = level L's).
  const std::vector<hong_state>& trace() const;
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
