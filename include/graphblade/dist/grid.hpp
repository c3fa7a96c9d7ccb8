// The R x C process grid and the vertex partition of Ueno & Suzumura section
// IV-B (after Yoo et al.): P = R·C processors; the vertices are cut into P
// contiguous blocks and processor (i, j) owns block k = j·R + i (its world rank
// is k). Processor-column j holds the n/C vertices of blocks jR .. jR+R-1 (the
// "column block", CQ's range); processor-row i holds the n/R vertices of blocks
// i, R+i, 2R+i, ... (the "row set", SV's range). Expand runs along columns,
// fold along rows.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "graphblade/core/types.hpp"
#include "graphblade/dist/comm.hpp"

namespace graphblade::dist {

/// n vertices cut into `parts` contiguous blocks whose sizes differ by at most one.
struct block_partition {
  index_t n = 0;
  int parts = 1;

  /// First vertex of block k (k = parts gives n).
  index_t start(int k) const { return index_t(std::uint64_t(n) * std::uint64_t(k) / std::uint64_t(parts)); }
  index_t size(int k) const { return start(k + 1) - start(k); }
  /// The block holding v. O(1).
  int owner(index_t v) const {
    int k = int(std::uint64_t(v) * std::uint64_t(parts) / std::uint64_t(n));
    while (k + 1 < parts && start(k + 1) <= v) ++k;  // rounding: at most one step either way
    while (start(k) > v) --k;
    return k;
  }
};

/// A process grid: the world, its processor-row and processor-column groups,
/// and the vertex partition that goes with it.
struct process_grid {
  int R = 1, C = 1;  ///< grid shape, R·C = world size
  int i = 0, j = 0;  ///< this processor's row and column; world rank = j·R + i
  std::unique_ptr<communicator> world;
  std::unique_ptr<communicator> row;  ///< the C processors (i, *), ranked by j (fold, SV sharing)
  std::unique_ptr<communicator> col;  ///< the R processors (*, j), ranked by i (expand)

  /// Split `world` into an R x C grid; throws invalid_value when R·C != world size.
  static process_grid make(std::unique_ptr<communicator> world, int R, int C);
  /// Parse "RxC" (e.g. "2x2"); "" picks the squarest grid with R <= C (Ueno's Table 1).
  static std::pair<int, int> parse_shape(const std::string& text, int world_size);

  int rank() const { return j * R + i; }
  int ranks() const { return R * C; }
};

/// Where each vertex lives in an R x C grid over n vertices, and its local ids.
struct vertex_layout {
  block_partition blocks;  ///< P = R·C owner blocks
  int R = 1, C = 1;

  vertex_layout() = default;
  vertex_layout(index_t n, int R_, int C_) : blocks{n, R_ * C_}, R(R_), C(C_) {}

  index_t n() const { return blocks.n; }
  /// World rank owning v.
  int owner(index_t v) const { return blocks.owner(v); }
  /// Grid row of the owner (the processor-row whose row set holds v).
  int owner_row(index_t v) const { return owner(v) % R; }
  /// Grid column of the owner (the processor-column whose column block holds v).
  int owner_col(index_t v) const { return owner(v) / R; }
  /// First vertex and length of column block j.
  index_t col_start(int j) const { return blocks.start(j * R); }
  index_t col_size(int j) const { return blocks.start((j + 1) * R) - blocks.start(j * R); }
  /// Length of row set i (sum of the C blocks jR + i).
  index_t row_size(int i) const {
    index_t s = 0;
    for (int j = 0; j < C; ++j) s += blocks.size(j * R + i);
    return s;
  }
  /// Offset of block (i, j) inside row set i.
  index_t row_offset(int i, int j) const {
    index_t s = 0;
    for (int jj = 0; jj < j; ++jj) s += blocks.size(jj * R + i);
    return s;
  }
  /// Offset of block (i, j) inside column block j.
  index_t col_offset(int i, int j) const { return blocks.start(j * R + i) - blocks.start(j * R); }
};

}  // namespace graphblade::dist
