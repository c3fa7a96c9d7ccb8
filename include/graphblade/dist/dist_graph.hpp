// A graph 2-D partitioned over an R x C process grid (Ueno & Suzumura section
// IV-B, Fig. 2): processor (i, j) keeps the edges u -> v with u in its column
// block and v in its row set, as a pattern-only CSR block of graphblade's own
// Matrix (rows = column-block vertices, columns = row-set vertices: "each edge
// list is divided and each block has partial edge lists"), plus its transpose
// for bottom-up levels. Vertex sorting (section I, V-G): inside every owner
// block, vertices are relabelled by decreasing out-degree, so the busy
// vertices share bitmap words; the owner keeps the original ids to report.
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/container/matrix.hpp"
#include "graphblade/dist/grid.hpp"

namespace graphblade::dist {

/// This rank's share of a 2-D partitioned graph (all ids 32-bit).
struct dist_graph {
  vertex_layout layout;
  /// Push block: row u (column-block local, sorted label) lists the row-set
  /// local (sorted label) out-neighbours v of u held here.
  Matrix<bool> push_block;
  /// Pull block = push_blockᵀ: row v lists the in-neighbours u held here.
  Matrix<bool> pull_block;
  /// Original id of every column-block vertex, by sorted column-local label.
  std::vector<index_t> col_original;
  /// Sorted owner-local label of every vertex this rank owns, by original
  /// owner-local id (original v -> label v - blocks.start(rank)).
  std::vector<index_t> own_label;
  /// Out-degree (whole graph, loops and duplicates removed) of every owned vertex, by label.
  std::vector<std::uint64_t> own_degree;
  /// Directed edges stored over all ranks (an undirected edge counts twice).
  std::uint64_t global_edges = 0;
  bool sorted_by_degree = true;

  /// Build from this rank's share of an edge list over n vertices: any split
  /// of the list across ranks works (every rank may pass a different part).
  /// Undirected lists add v -> u for every u -> v. Self-loops and repeated
  /// edges are dropped. Collective over grid.world. Throws invalid_index for
  /// an id >= n.
  static dist_graph build(process_grid& grid, index_t n, const std::vector<index_t>& src,
                          const std::vector<index_t>& dst, bool undirected, bool sort_by_degree = true);
  /// The same over m edges src[k] -> dst[k] held elsewhere (no copy of the list is made).
  /// Peak memory beyond the list: 8 bytes per routed edge twice (sent and received; once
  /// on one rank), then the block (4 bytes an edge, twice while relabelled) and its transpose.
  static dist_graph build(process_grid& grid, index_t n, const index_t* src, const index_t* dst, std::size_t m,
                          bool undirected, bool sort_by_degree = true);

  /// Original id of owned label x.
  index_t owned_original(const process_grid& grid, index_t x) const {
    return col_original[layout.col_offset(grid.i, grid.j) + x];
  }
};

}  // namespace graphblade::dist
