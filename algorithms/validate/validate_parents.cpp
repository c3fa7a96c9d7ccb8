// validate_parents: Graph500's BFS tree rules, checked from the parent array
// and the graph alone. Tree depths are computed from the parent pointers
// themselves (never from a BFS), then every graph edge u -> v out of the tree
// must land in the tree at depth <= depth[u] + 1, which makes the tree a BFS tree.
// The same rules over an undirected edge list split into shares (validate_parents_on_edges on each share,
// validate_tree_edges_seen on the or'ed marks) are how a distributed Graph500 run validates without
// gathering the graph.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/errors.hpp"
#include "algorithms/validate/validate_common.hpp"

namespace graphblade {

namespace {

constexpr std::int64_t not_in_tree = -1;  // parent -1: unreached
constexpr std::int64_t unknown = -2;      // depth not computed yet
constexpr std::int64_t on_path = -3;      // on the chain being walked now
constexpr std::int64_t broken = -4;       // has a parent but its chain never reaches the source

/// Depth of every vertex in the parent forest: >= 0 in the tree rooted at
/// source, not_in_tree for parent -1, broken for cycles and dangling chains.
/// Parallel rounds first (a vertex whose parent's depth is known takes it plus
/// one; a BFS tree is shallow on most graphs, and a serial walk of 2^27 vertices
/// takes seconds), while a round settles at least n/256 vertices; then a serial
/// walk, O(n), settles the rest (deep chains, cycles, chains not rooted at the source).
std::vector<std::int64_t> tree_depths(index_t source, const std::vector<std::int64_t>& parent,
                                      validation_report& rep) {
  const std::int64_t n = std::int64_t(parent.size());
  std::vector<std::int64_t> depth(n, unknown), path;
  depth[source] = 0;
  std::int64_t* d = depth.data();
  for (std::int64_t settled = n; settled > n / 256;) {
    settled = 0;
#pragma omp parallel for schedule(static) reduction(+ : settled)
    for (std::int64_t v = 0; v < n; ++v) {
      if (__atomic_load_n(d + v, __ATOMIC_RELAXED) != unknown) continue;
      const std::int64_t p = parent[v];
      if (p < 0 || p >= n) continue;
      const std::int64_t dp = __atomic_load_n(d + p, __ATOMIC_RELAXED);  // may be this round's: still exact
      if (dp < 0) continue;
      __atomic_store_n(d + v, dp + 1, __ATOMIC_RELAXED);
      ++settled;
    }
  }
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

/// The rules that read the parent array alone: rule 1 (the source is its own parent), every value -1 or a
/// vertex id, and rule 3 (no cycles, rooted at the source) through the tree depths, which it returns; by
/// construction depth[v] = depth[parent[v]] + 1 along tree edges (rule 4).
std::vector<std::int64_t> check_tree(index_t source, const std::vector<std::int64_t>& parent, validation_report& rep) {
  const std::int64_t n = std::int64_t(parent.size());
  if (parent[source] != std::int64_t(source))
    rep.fail("parent[source " + std::to_string(source) + "] = " + std::to_string(parent[source]) +
             ", expected the source itself");
  validate_detail::first_bad bad_value;
#pragma omp parallel for schedule(static)
  for (std::int64_t v = 0; v < n; ++v)
    if (parent[v] < -1 || parent[v] >= n) bad_value.offer(v, parent[v]);
  if (bad_value.found())
    rep.fail("parent[" + std::to_string(bad_value.a) + "] = " + std::to_string(bad_value.b) +
             " is neither -1 nor a vertex");
  return tree_depths(source, parent, rep);
}

/// Rule 5 (reachable <=> has a parent) and the BFS property along edge u -> v: out of a tree vertex, an
/// edge lands in the tree at depth <= depth[u] + 1.
struct edge_rules {
  explicit edge_rules(const std::vector<std::int64_t>& d) : depth(d) {}
  const std::vector<std::int64_t>& depth;
  validate_detail::first_bad escapes, too_deep;
  /// Edge u -> v with du = depth[u], dv = depth[v] (the callers have them).
  void check(std::int64_t u, std::int64_t du, std::int64_t v, std::int64_t dv) {
    if (du < 0) return;
    if (dv == not_in_tree) escapes.offer(u, v);
    else if (dv > du + 1) too_deep.offer(u, v);
  }
  void report(validation_report& rep) const {
    if (escapes.found())
      rep.fail("vertex " + std::to_string(escapes.b) + " is reachable (edge " + std::to_string(escapes.a) + " -> " +
               std::to_string(escapes.b) + " from the tree) but has no parent");
    if (too_deep.found())
      rep.fail("edge " + std::to_string(too_deep.a) + " -> " + std::to_string(too_deep.b) + " joins tree depths " +
               std::to_string(depth[too_deep.a]) + " and " + std::to_string(depth[too_deep.b]) +
               ": not a BFS tree (depths along an edge grow by at most one)");
  }
};

void report_missing_tree_edge(const validate_detail::first_bad& not_edge, validation_report& rep) {
  if (not_edge.found())
    rep.fail("tree edge " + std::to_string(not_edge.b) + " -> " + std::to_string(not_edge.a) +
             " (parent of " + std::to_string(not_edge.a) + ") is not an edge of the graph");
}

}  // namespace

validation_report validate_parents(const Matrix<bool>& A, index_t source, const std::vector<std::int64_t>& parent) {
  validate_detail::require_host_csr(A, "validate_parents");
  validation_report rep;
  if (!validate_detail::check_shape(A, source, parent.size(), "parent", rep)) return rep;
  const std::int64_t n = A.nrows();
  const offset_t* rowptr = A.offsets().data();
  const index_t* col = A.indices().data();
  const std::vector<std::int64_t> depth = check_tree(source, parent, rep);

  // Rule 2 (tree edges exist): parent[v] -> v is an edge.
  validate_detail::first_bad not_edge;
#pragma omp parallel for schedule(dynamic, 1024)
  for (std::int64_t v = 0; v < n; ++v) {
    const std::int64_t p = parent[v];
    if (p < 0 || p >= n || v == std::int64_t(source)) continue;
    const index_t* lo = col + rowptr[p];
    const index_t* hi = col + rowptr[p + 1];
    const index_t* at = std::lower_bound(lo, hi, index_t(v));
    if (at == hi || *at != index_t(v)) not_edge.offer(v, p);
  }
  report_missing_tree_edge(not_edge, rep);

  edge_rules rules(depth);
#pragma omp parallel for schedule(dynamic, 1024)
  for (std::int64_t u = 0; u < n; ++u)
    for (offset_t k = rowptr[u]; k < rowptr[u + 1]; ++k) rules.check(u, depth[u], col[k], depth[col[k]]);
  rules.report(rep);
  return rep;
}

validation_report validate_parents_on_edges(index_t source, const std::vector<std::int64_t>& parent,
                                            const index_t* src, const index_t* dst, std::size_t count,
                                            std::vector<std::uint8_t>& tree_edge_seen) {
  validation_report rep;
  const std::int64_t n = std::int64_t(parent.size());
  if (std::int64_t(source) >= n) {
    rep.fail("source " + std::to_string(source) + " is not a vertex (n = " + std::to_string(n) + ")");
    return rep;
  }
  if (tree_edge_seen.empty()) tree_edge_seen.assign(std::size_t(n), 0);
  if (std::int64_t(tree_edge_seen.size()) != n)
    throw invalid_value("validate_parents_on_edges: tree_edge_seen has " + std::to_string(tree_edge_seen.size()) +
                        " entries, expected " + std::to_string(n));
  const std::vector<std::int64_t> depth = check_tree(source, parent, rep);
  std::uint8_t* seen = tree_edge_seen.data();
  edge_rules rules(depth);
  validate_detail::first_bad outside;
#pragma omp parallel for schedule(static)
  for (std::int64_t e = 0; e < std::int64_t(count); ++e) {
    const std::int64_t u = src[e], v = dst[e];
    if (u >= n || v >= n) {
      outside.offer(e, std::max(u, v));
      continue;
    }
    if (u == v) continue;
    const std::int64_t du = depth[u], dv = depth[v];
    rules.check(u, du, v, dv);
    rules.check(v, dv, u, du);
    // A tree edge joins depths d and d + 1, so parent[] is read only there (random reads cost the most
    // here). Relaxed atomic stores: several edges may mark one vertex.
    if (du >= 0 && dv == du + 1 && parent[v] == u) __atomic_store_n(seen + v, std::uint8_t(1), __ATOMIC_RELAXED);
    if (dv >= 0 && du == dv + 1 && parent[u] == v) __atomic_store_n(seen + u, std::uint8_t(1), __ATOMIC_RELAXED);
  }
  if (outside.found())
    rep.fail("edge " + std::to_string(outside.a) + " of the list has endpoint " + std::to_string(outside.b) +
             ", not a vertex (n = " + std::to_string(n) + ")");
  rules.report(rep);
  return rep;
}

validation_report validate_tree_edges_seen(index_t source, const std::vector<std::int64_t>& parent,
                                           const std::uint8_t* seen, index_t first, index_t last) {
  validation_report rep;
  const std::int64_t n = std::int64_t(parent.size());
  if (first > last || std::int64_t(last) > n)
    throw invalid_value("validate_tree_edges_seen: range [" + std::to_string(first) + ", " + std::to_string(last) +
                        ") is not inside the " + std::to_string(n) + " vertices");
  validate_detail::first_bad not_edge;
#pragma omp parallel for schedule(static)
  for (std::int64_t v = first; v < std::int64_t(last); ++v) {
    const std::int64_t p = parent[v];
    if (p < 0 || p >= n || v == std::int64_t(source)) continue;
    if (!seen[v - first]) not_edge.offer(v, p);
  }
  report_missing_tree_edge(not_edge, rep);
  return rep;
}

}  // namespace graphblade
