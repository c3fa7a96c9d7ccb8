// validate_parents: Graph500's BFS tree rules, checked from the parent array
// and the graph alone. Tree depths are computed from the parent pointers
// themselves (never from a BFS), then every graph edge u -> v out of the tree
// must land in the tree at depth <= depth[u] + 1, which makes the tree a BFS tree.
#include <algorithm>
#include <string>
#include <vector>

#include "graphblade/algorithms/validate/validate.hpp"
#include "algorithms/validate/validate_common.hpp"

namespace graphblade {

namespace {

constexpr std::int64_t not_in_tree = -1;  // parent -1: unreached
constexpr std::int64_t unknown = -2;      // depth not computed yet
constexpr std::int64_t on_path = -3;      // on the chain being walked now
constexpr std::int64_t broken = -4;       // has a parent but its chain never reaches the source

/// Depth of every vertex in the parent forest: >= 0 in the tree rooted at
/// source, not_in_tree for parent -1, broken for cycles and dangling chains.
/// Serial, O(n): each vertex is walked once.
std::vector<std::int64_t> tree_depths(index_t source, const std::vector<std::int64_t>& parent,
                                      validation_report& rep) {
  const std::int64_t n = std::int64_t(parent.size());
  std::vector<std::int64_t> depth(n, unknown), path;
  depth[source] = 0;
  for (std::int64_t v = 0; v < n; ++v) {
    if (depth[v] != unknown) continue;
    path.clear();
    std::int64_t x = v;
    // Walk up until a vertex whose depth is known, a root, or a repeat.
    while (depth[x] == unknown) {
      const std::int64_t p = parent[x];
      if (p < 0 || p >= n) {  // the chain ends at a vertex without a (valid) parent
        depth[x] = not_in_tree;
        break;
      }
      depth[x] = on_path;
      path.push_back(x);
      x = p;
    }
    std::int64_t d = depth[x];
    if (d == on_path) {
      rep.fail("parent pointers form a cycle through vertex " + std::to_string(x));
      d = broken;
    } else if (d == not_in_tree && !path.empty()) {
      rep.fail("parent chain of vertex " + std::to_string(path.front()) + " ends at vertex " + std::to_string(x) +
               ", which has no parent (not rooted at the source)");
      d = broken;
    }
    for (auto it = path.rbegin(); it != path.rend(); ++it) depth[*it] = d >= 0 ? ++d : broken;
  }
  return depth;
}

}  // namespace

validation_report validate_parents(const Matrix<bool>& A, index_t source, const std::vector<std::int64_t>& parent) {
  validate_detail::require_host_csr(A, "validate_parents");
  validation_report rep;
  if (!validate_detail::check_shape(A, source, parent.size(), "parent", rep)) return rep;
  const std::int64_t n = A.nrows();
  const offset_t* rowptr = A.offsets().data();
  const index_t* col = A.indices().data();

  // Rule 1 (root): the source is its own parent.
  if (parent[source] != std::int64_t(source))
    rep.fail("parent[source " + std::to_string(source) + "] = " + std::to_string(parent[source]) +
             ", expected the source itself");
  // Values are -1 or vertex ids; rule 2 (tree edges exist): parent[v] -> v is an edge.
  validate_detail::first_bad bad_value, not_edge;
#pragma omp parallel for schedule(dynamic, 1024)
  for (std::int64_t v = 0; v < n; ++v) {
    const std::int64_t p = parent[v];
    if (p < -1 || p >= n) {
      bad_value.offer(v, p);
      continue;
    }
    if (p < 0 || v == std::int64_t(source)) continue;
    const index_t* lo = col + rowptr[p];
    const index_t* hi = col + rowptr[p + 1];
    const index_t* at = std::lower_bound(lo, hi, index_t(v));
    if (at == hi || *at != index_t(v)) not_edge.offer(v, p);
  }
  if (bad_value.found())
    rep.fail("parent[" + std::to_string(bad_value.a) + "] = " + std::to_string(bad_value.b) +
             " is neither -1 nor a vertex");
  if (not_edge.found())
    rep.fail("tree edge " + std::to_string(not_edge.b) + " -> " + std::to_string(not_edge.a) +
             " (parent of " + std::to_string(not_edge.a) + ") is not an edge of the graph");

  // Rule 3 (no cycles, rooted at the source): depths from the parent pointers;
  // by construction depth[v] = depth[parent[v]] + 1 along tree edges (rule 4).
  const std::vector<std::int64_t> depth = tree_depths(source, parent, rep);

  // Rule 5 (reachable <=> has a parent) and the BFS property: every edge u -> v
  // out of a tree vertex lands in the tree at depth <= depth[u] + 1.
  validate_detail::first_bad escapes, too_deep;
#pragma omp parallel for schedule(dynamic, 1024)
  for (std::int64_t u = 0; u < n; ++u) {
    const std::int64_t du = depth[u];
    if (du < 0) continue;
    for (offset_t k = rowptr[u]; k < rowptr[u + 1]; ++k) {
      const std::int64_t dv = depth[col[k]];
      if (dv == not_in_tree) escapes.offer(u, col[k]);
      else if (dv > du + 1) too_deep.offer(u, col[k]);
    }
  }
  if (escapes.found())
    rep.fail("vertex " + std::to_string(escapes.b) + " is reachable (edge " + std::to_string(escapes.a) + " -> " +
             std::to_string(escapes.b) + " from the tree) but has no parent");
  if (too_deep.found())
    rep.fail("edge " + std::to_string(too_deep.a) + " -> " + std::to_string(too_deep.b) + " joins tree depths " +
             std::to_string(depth[too_deep.a]) + " and " + std::to_string(depth[too_deep.b]) +
             ": not a BFS tree (depths along an edge grow by at most one)");
  return rep;
}

}  // namespace graphblade
