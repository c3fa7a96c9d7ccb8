// iBFS: i breadth-first searches from i sources run jointly (Liu, Huang & Hu,
// SIGMOD'16): the sources are cut into groups of 64·k (out-degree GroupBy
// rules, §5.2), and each group traverses with one bitwise status array S
// (n x 64·k bits, §6) and one joint frontier F, every level one SpMM over
// lor.land (top-down: push over the joint frontier; bottom-up: pull with early
// termination once a vertex's bits for the whole group are set), with
// Beamer's direction switch decided for the whole group. Levels for every
// (vertex, source). Built on it (ibfs_apps.hpp): k-hop counts, closeness,
// all-pairs distances.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"
#include "graphblade/container/dense_matrix.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/core/place.hpp"

namespace graphblade {

/// What ibfs computes and how it groups sources.
struct ibfs_options {
  /// k: a group runs 64·k BFS instances (one k-word row of bits per vertex); 0 = automatic:
  /// enough words for all sources, at most 16, fewer while one group's arrays
  /// (ibfs_group_bytes) would take more than 70 % of the free memory of the place.
  index_t group_words = 0;
  bool group_by = true;     ///< out-degree GroupBy rules (§5.2); false: groups in the order given
  double q = 128;           ///< GroupBy rule 2: a shared neighbour's out-degree must exceed q
  std::int64_t max_depth = -1;  ///< stop after this many levels (k-hop); -1: until every frontier is empty
  gb_bfs_direction direction = gb_bfs_direction::automatic;  ///< push (top-down), pull (bottom-up) or switch
  double alpha = 15, beta = 18;  ///< the direction switch's constants (as gb-auto)
  bool parents = false;  ///< ibfs() also fills ibfs_result::parent (Graph500 parent rules)
  /// Each group keeps its levels as bytes (ibfs_group::level_bytes, a quarter of the memory, as the
  /// paper's joint status array keeps a byte per instance) when its depth stays within 127; a group
  /// that goes deeper keeps int32 levels (ibfs_group::level) instead. ibfs()'s result is int32 either way.
  bool byte_levels = false;
};

/// The largest depth byte levels hold.
constexpr std::int64_t ibfs_byte_level_max = 127;

/// One group's traversal: level(v, c) for the group's column c, in the graph's place.
struct ibfs_group {
  std::vector<index_t> positions;  ///< position in the caller's source list of each column (padding: none)
  std::vector<index_t> sources;    ///< the source of each column (64·k, the last ones repeat to pad)
  DenseMatrix<std::int32_t> level;  ///< n x 64·k; -1 unreached (empty when level_bytes holds the levels)
  DenseMatrix<std::int8_t> level_bytes;  ///< the same as bytes (ibfs_options::byte_levels), else empty
  std::int64_t depth = 0;           ///< levels run
  int pull_levels = 0;              ///< of which bottom-up
  std::vector<bool> pushed;         ///< the direction of each level expanded (true: top-down), depth 1 first
  std::size_t bytes = 0;            ///< the group's arrays (ibfs_group_bytes), graph not included
};

/// Levels of every (vertex, source), host, row-major n x i: level[v·i + j] is the
/// distance from sources[j] to v, -1 when unreached.
struct ibfs_result {
  index_t n = 0;
  std::vector<index_t> sources;
  std::vector<std::int32_t> level;
  /// With ibfs_options::parents, row-major n x i like level: the parent of v in
  /// the BFS tree of sources[j] (an in-neighbour one level up; the source's is
  /// itself), -1 when unreached. Empty otherwise.
  std::vector<std::int64_t> parent;
  /// Distance from sources[j] to v (-1 unreached).
  std::int32_t at(index_t v, std::size_t j) const { return level[std::size_t(v) * sources.size() + j]; }
  /// Parent of v in the tree of sources[j] (-1 unreached); needs ibfs_options::parents.
  std::int64_t parent_at(index_t v, std::size_t j) const { return parent[std::size_t(v) * sources.size() + j]; }
  /// The single-source result of sources[j]: levels, depth, and the parents when computed
  /// (what validate_bfs and the single-source BFS algorithms take).
  bfs_result instance(std::size_t j) const {
    bfs_result one;
    one.source = sources[j];
    one.level.resize(n);
    if (!parent.empty()) one.parent.resize(n);
    for (index_t v = 0; v < n; ++v) {
      one.level[v] = at(v, j);
      if (!parent.empty()) one.parent[v] = parent_at(v, j);
      if (one.level[v] > one.depth) one.depth = one.level[v];
    }
    return one;
  }
};

/// Bytes one group of 64·k sources holds on n vertices: three n x k status
/// arrays (S, F, F'), the n x 64·k levels, two joint-frontier queues, two lists
/// of the rows not yet full, a mark per vertex, and on a CUDA device the queue's
/// degrees, their prefix sum and four n x k depth planes (the bits of levels up
/// to 15; one plane more each time the depth doubles beyond). The host loop,
/// ibfs_host.cpp, holds per-thread lists instead of the degrees and planes.
/// With byte levels the levels take one byte an entry.
inline std::size_t ibfs_group_bytes(index_t n, index_t k, bool byte_levels = false) {
  return std::size_t(n) * k * (7 * sizeof(std::uint64_t) + 64 * (byte_levels ? 1 : sizeof(std::int32_t))) +
         std::size_t(n) * (4 * sizeof(index_t) + sizeof(std::int32_t) + 2 * sizeof(offset_t));
}

/// The k that opt.group_words gives for i sources on n vertices in `where`
/// (automatic when 0), counting `extra_bytes_per_entry` more per (vertex, column)
/// that the caller keeps beside each group (betweenness: its dense matrices).
/// Throws out_of_memory when not even k = 1 fits.
index_t ibfs_group_words(const ibfs_options& opt, index_t n, std::size_t i, const place& where,
                         std::size_t extra_bytes_per_entry = 0);

/// The group's levels as int32 on the host (a copy; widened from level_bytes when the group has those).
DenseMatrix<std::int32_t> ibfs_levels_on_host(const ibfs_group& group);

/// Free bytes of CUDA device `device` (cudaMemGetInfo; CUDA builds only).
std::size_t ibfs_cuda_free_bytes(int device);

/// The groups of 64·k source positions the GroupBy rules (or the given order)
/// form, k = opt.group_words (automatic when 0, as on the host).
std::vector<std::vector<index_t>> ibfs_form_groups(const Matrix<bool>& A_csr, const std::vector<index_t>& sources,
                                                   const ibfs_options& opt);

/// Runs every group in g.where and hands each to `on_group` (its level matrix is in
/// g.where). Throws invalid_index for a source out of range, out_of_memory when
/// one group of 64 sources cannot be allocated.
void ibfs_run(const gb_bfs_graph& g, const std::vector<index_t>& sources, const ibfs_options& opt,
              const std::function<void(const ibfs_group&)>& on_group);

/// Parents from levels (Graph500 rules): for the first `cols` columns c of the
/// host n x L.ncols() level matrix L, parent(v, c) = the first in-neighbour u
/// of v (in the in-edge order of `in_edges`) with L(u, c) = L(v, c) - 1; v itself
/// where L(v, c) = 0, -1 where unreached. `in_edges` lists v's in-neighbours in
/// its major v: A's CSC, or A's CSR when A is symmetric. Writes parent[v·stride +
/// column[c]]. O(Σ in-degree scanned) with an early stop per vertex, parallel over v.
void ibfs_parents_from_levels(const Matrix<bool>& in_edges, const DenseMatrix<std::int32_t>& L, std::size_t cols,
                              const std::vector<index_t>& column, std::size_t stride, std::int64_t* parent);

/// Levels from all sources at once on the host (or on `where`, copied back);
/// with opt.parents, the parents too (from each group's levels, on the host).
ibfs_result ibfs(const Matrix<bool>& A_csr, const std::vector<index_t>& sources, const ibfs_options& opt = {},
                 const place& where = host);

/// One group on the host (algorithms/bfs/ibfs/ibfs_host.cpp): the level loop of ibfs_levels.hpp
/// over work lists (the joint frontier queue, the rows not yet full); g.where is the host.
void ibfs_group_on_host(const gb_bfs_graph& g, const ibfs_options& opt, ibfs_group& group);

/// One group on a CUDA device (algorithms/bfs/ibfs/ibfs.cu, CUDA builds only).
void ibfs_group_on_cuda(const gb_bfs_graph& g, const ibfs_options& opt, ibfs_group& group);

}  // namespace graphblade
