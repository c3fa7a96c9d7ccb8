// Complete k-ary tree of a given depth, in breadth-first (heap) order: the
// root is 0, the parent of v > 0 is (v - 1) / k, so level d holds ids
// [(k^d - 1)/(k - 1), (k^(d+1) - 1)/(k - 1)). n - 1 undirected edges, each
// listed once as (parent, child). A deep, narrow-frontier BFS test input.
#include <string>

#include "gen_common.hpp"
#include "graphblade/gen/generators.hpp"

namespace graphblade::gen {
namespace {

/// n = 1 + k + ... + k^depth, or invalid_value when it does not fit below max_index.
index_t tree_vertex_count(index_t k, index_t depth) {
  auto too_large = [&] {
    return invalid_value("kary_tree: a complete " + std::to_string(k) + "-ary tree of depth " +
                         std::to_string(depth) + " has more vertices than a 32-bit id can name");
  };
  if (k == 1) {  // a path
    if (depth >= max_index - 1) throw too_large();
    return depth + 1;
  }
  std::uint64_t n = 0, level = 1;
  for (index_t d = 0; d <= depth; ++d) {
    n += level;
    if (n >= max_index) throw too_large();
    level *= k;  // level <= n * k < 2^32 * 2^32 cannot overflow 64 bits
  }
  return index_t(n);
}

}  // namespace

edge_list kary_tree(index_t k, index_t depth) {
  if (k == 0) throw invalid_value("kary_tree: arity k must be at least 1");
  const index_t n = tree_vertex_count(k, depth);
  edge_list out = detail::undirected_edge_list(n, std::size_t(n) - 1);
  index_t* src = out.src.data();
  index_t* dst = out.dst.data();
#pragma omp parallel for schedule(static)
  for (std::int64_t v = 1; v < std::int64_t(n); ++v) {
    src[v - 1] = index_t((v - 1) / k);
    dst[v - 1] = index_t(v);
  }
  return out;
}

}  // namespace graphblade::gen
