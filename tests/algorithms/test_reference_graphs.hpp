// Small graphs shared by the reference-BFS and validator tests: hand-made ones
// with known answers and generated ones (grid, tree, Kronecker, directed).
#pragma once
#include <utility>
#include <vector>

#include "graphblade/container/matrix.hpp"
#include "graphblade/gen/generators.hpp"

namespace gbtest {

using graphblade::index_t;
using graphblade::Matrix;

/// Pattern CSR matrix from an edge list; undirected lists get both directions.
inline Matrix<bool> graph_from_edges(index_t n, const std::vector<std::pair<index_t, index_t>>& edges,
                                     bool undirected) {
  std::vector<index_t> r, c;
  for (auto [u, v] : edges) {
    r.push_back(u);
    c.push_back(v);
  }
  graphblade::build_options opt;
  opt.symmetrize = undirected;
  // The pointer overload: the vector one cannot take std::vector<bool> values.
  return Matrix<bool>::from_coo(n, n, r.size(), r.data(), c.data(), nullptr, graphblade::format::csr, opt);
}

/// A generated graph as the pattern CSR matrix the BFS code takes.
inline Matrix<bool> graph_from_generator(const graphblade::gen::edge_list& el) { return el.to_matrix().cast<bool>(); }

/// Named test graphs: hand-made (with unreached vertices) and generated.
inline std::vector<std::pair<const char*, Matrix<bool>>> bfs_test_graphs() {
  namespace gen = graphblade::gen;
  std::vector<std::pair<const char*, Matrix<bool>>> g;
  // 0-1-2-3 path with a chord 0-2, and an isolated pair 4-5.
  g.emplace_back("chorded path + island", graph_from_edges(6, {{0, 1}, {1, 2}, {2, 3}, {0, 2}, {4, 5}}, true));
  // Directed: 0->1->2, 2->0, 3->1 (3 unreachable from 0).
  g.emplace_back("directed cycle + tail", graph_from_edges(4, {{0, 1}, {1, 2}, {2, 0}, {3, 1}}, false));
  g.emplace_back("grid 7x9", graph_from_generator(gen::grid(7, 9)));
  g.emplace_back("3-ary tree depth 4", graph_from_generator(gen::kary_tree(3, 4)));
  g.emplace_back("kron scale 9", graph_from_generator(gen::kronecker(9, 8, 3)));
  gen::edge_list directed = gen::uniform(8, 3, 5);
  directed.undirected = false;
  g.emplace_back("directed uniform scale 8", graph_from_generator(directed));
  return g;
}

/// A path of 300 vertices (0 … 299) beside one of 10 (300 … 309), symmetric: a BFS from the long
/// path's end runs 299 levels, one from the short path at most 9.
inline Matrix<bool> long_and_short_paths() {
  std::vector<std::pair<index_t, index_t>> edges;
  for (index_t v = 0; v + 1 < 310; ++v)
    if (v != 299) edges.push_back({v, v + 1});
  return graph_from_edges(310, edges, true);
}

}  // namespace gbtest
