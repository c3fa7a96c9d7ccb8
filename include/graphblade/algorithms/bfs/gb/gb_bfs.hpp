// GraphBLAS BFS: every level is one masked product over a semiring, written
// with the public operator API only (gb::vxm / gb::mxv / gb::assign /
// gb::reduce), as LAGraph writes it on SuiteSparse:GraphBLAS. Three
// direction policies: gb-push (SpMSpV over the rows of A), gb-pull (SpMV over
// the in-edges with early exit), gb-auto (Beamer's direction-optimising switch,
// GAP's constants α = 15, β = 18). Levels, parents (any.secondi) and
// shortest-path counts σ (plus.first / plus.second, as double).
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <typeinfo>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/core/device_activity.hpp"
#include "graphblade/core/place.hpp"

namespace graphblade {

/// Which direction each level takes.
enum class gb_bfs_direction { push, pull, automatic };

/// The graph as the GraphBLAS BFS reads it, built once outside the timing.
struct gb_bfs_graph {
  const Matrix<bool>* A = nullptr;        ///< CSR, A(i, j) = edge i -> j (push: u·A over its rows)
  std::optional<Matrix<bool>> A_csc;      ///< CSC of A for pull over Aᵀ; absent when A is symmetric
  Vector<std::int64_t> out_degree;        ///< dense; gb-auto's frontier edge count
  place where = host;                     ///< where the traversal runs (host or a CUDA device)
  std::optional<Matrix<bool>> A_device;   ///< A copied to `where` when that is a device
  /// The last traversal recorded as a device loop on this graph (gb_bfs_levels.hpp): the next
  /// traversal of the same kind (direction, outputs, knobs) runs its CUDA graph again.
  mutable std::shared_ptr<void> recorded_traversal;
  mutable const std::type_info* recorded_traversal_type = nullptr;  ///< its type (the frontier's)
  /// Builds the CSC only when A is not symmetric (then row i of A lists i's in-neighbours too);
  /// with a device `where`, A, the CSC and the degrees are copied there.
  explicit gb_bfs_graph(const Matrix<bool>& A_csr, const place& where = host);
  /// gb_bfs_graph keeps a pointer to A: a temporary matrix would dangle, so it does not compile.
  explicit gb_bfs_graph(Matrix<bool>&& A_csr, const place& where = host) = delete;
  /// A where the traversal runs.
  const Matrix<bool>& adjacency() const { return A_device ? *A_device : *A; }
};

/// One level of a traversal as the per-level benchmark reads it (bench/bench_per_level.cpp).
struct gb_bfs_level_stat {
  std::int64_t depth = 0;  ///< the level being found (1 for the source's neighbours)
  offset_t frontier = 0;   ///< entries of the frontier expanded (level depth - 1)
  offset_t found = 0;      ///< entries of the new frontier (level depth)
  bool push = true;        ///< direction taken
  double seconds = 0;      ///< host wall time of the level: direction test, product, write-back
};

/// The vectors of one traversal (GraphBLAS form, bitmap storage).
struct gb_bfs_vectors {
  Vector<std::int64_t> level;   ///< level(v) for reached v (always computed: it is the visited set)
  Vector<std::int64_t> parent;  ///< parent(v) (source: itself) when parents were asked for
  Vector<double> sigma;         ///< σ(v) when sigma was asked for
  std::int64_t depth = 0;
  index_t source = 0;
  int pull_levels = 0;  ///< how many levels ran pull (gb-auto diagnostics)
  std::vector<gb_bfs_level_stat> level_stats;///< per level, the last (empty) one included (knob level_stats = 1)
  device_activity loop_pass;  ///< on a device loop: the work recorded per level (ops/loop.hpp)
};

/// One BFS from `source` in g.where. Knobs (gb-auto): "alpha" (15), "beta" (18).
/// Throws invalid_index for a source out of range, not_supported for a device
/// in a build without CUDA.
void gb_bfs(const gb_bfs_graph& g, index_t source, gb_bfs_direction dir, const bfs_options& opt,
            gb_bfs_vectors& out);

/// gb_bfs on a CUDA device (algorithms/bfs/gb/gb_bfs.cu, built with the CUDA backend only).
void gb_bfs_on_cuda(const gb_bfs_graph& g, index_t source, gb_bfs_direction dir, const bfs_options& opt,
                    gb_bfs_vectors& out);

/// The vectors as a bfs_result (-1 / 0 where unreached; arrays not asked for stay empty).
bfs_result to_bfs_result(const gb_bfs_vectors& v, const bfs_options& opt);

}  // namespace graphblade
