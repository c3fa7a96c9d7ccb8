// iBFS (ibfs.hpp): the out-degree GroupBy rules that cut a source list into
// groups of 64·k (Liu, Huang & Hu, SIGMOD'16 §5.2), the dispatch of each group
// to its place's level loop (ibfs_host.cpp, ibfs.cu) and the assembly of the n x i levels.
//
// GroupBy as §5.2 applies it: rule 1, a source's out-degree is below p; rule
// 2, two sources share a neighbour whose out-degree exceeds q (128). Each
// source's hub is its neighbour of largest out-degree above q; sources that
// satisfy both rules for p = 4, then 16, 64, 128 come first, ordered by hub
// (so sources of one hub fill groups together, small p first within a hub),
// then the rest in the order given ("grouped in a random manner"). Groups are
// consecutive runs of 64·k of that order; the last one is padded by repeating
// its last source (its extra columns are dropped). k is chosen from the free
// memory of the place unless given (ibfs_group_words).
//
// Parents (Graph500 rules) come from each group's levels on the host: the
// parent of v for column c is an in-neighbour one level up, so any BFS tree
// the levels admit is valid, whatever direction each level took.
#include "graphblade/algorithms/bfs/ibfs.hpp"

#include <algorithm>
#include <new>
#include <optional>
#include <string>
#include <tuple>

#include <unistd.h>

#include "algorithms/bfs/in_edges.hpp"

namespace graphblade {

index_t ibfs_group_words(const ibfs_options& opt, index_t n, std::size_t i, const place& where,
                         std::size_t extra_bytes_per_entry) {
  if (opt.group_words > 0) return opt.group_words;
  std::size_t free_bytes = 0;
  if (where.is_host()) {
    free_bytes = std::size_t(sysconf(_SC_AVPHYS_PAGES)) * std::size_t(sysconf(_SC_PAGESIZE));
  } else {
#ifdef GRAPHBLADE_HAS_CUDA
    free_bytes = ibfs_cuda_free_bytes(where.device);
#endif
  }
  const auto bytes = [&](index_t k) {
    return ibfs_group_bytes(n, k, opt.byte_levels) + std::size_t(n) * 64 * std::size_t(k) * extra_bytes_per_entry;
  };
  index_t k = index_t(std::min<std::size_t>(16, std::max<std::size_t>(1, (i + 63) / 64)));
  while (k > 1 && double(bytes(k)) > 0.7 * double(free_bytes)) --k;
  if (double(bytes(k)) > 0.7 * double(free_bytes))
    throw out_of_memory(to_string(where) + " (one ibfs group of 64 sources)", bytes(1), free_bytes);
  return k;
}

std::vector<std::vector<index_t>> ibfs_form_groups(const Matrix<bool>& A_csr, const std::vector<index_t>& sources,
                                                   const ibfs_options& opt) {
  const index_t n = A_csr.nrows();
  for (index_t s : sources)
    if (s >= n)
      throw invalid_index("ibfs: source " + std::to_string(s) + " out of range [0, " + std::to_string(n) + ")");
  const std::size_t group_size = 64 * std::size_t(ibfs_group_words(opt, n, sources.size(), host));
  std::vector<index_t> order(sources.size());
  for (std::size_t j = 0; j < order.size(); ++j) order[j] = index_t(j);
  if (opt.group_by) {
    const offset_t* off = A_csr.offsets().data();
    const index_t* adj = A_csr.indices().data();
    auto degree = [&](index_t v) { return double(off[v + 1] - off[v]); };
    constexpr index_t none = ~index_t(0);
    // key: (rule class: 0..3 for p = 4, 16, 64, 128, 4 = no rule; hub; position)
    std::vector<std::tuple<int, index_t, index_t>> key(sources.size());
    for (std::size_t j = 0; j < sources.size(); ++j) {
      const index_t s = sources[j];
      index_t hub = none;
      for (offset_t e = off[s]; e < off[s + 1]; ++e)
        if (degree(adj[e]) > opt.q && (hub == none || degree(adj[e]) > degree(hub))) hub = adj[e];
      int rule = 4;
      if (hub != none) {
        const double p_values[] = {4, 16, 64, 128};
        for (int c = 0; c < 4 && rule == 4; ++c)
          if (degree(s) < p_values[c]) rule = c;
      }
      key[j] = {rule == 4 ? 1 : 0, rule == 4 ? index_t(0) : hub, index_t(rule) * index_t(sources.size()) + index_t(j)};
    }
    std::stable_sort(order.begin(), order.end(), [&](index_t a, index_t b) { return key[a] < key[b]; });
  }
  std::vector<std::vector<index_t>> groups;
  for (std::size_t first = 0; first < order.size(); first += group_size)
    groups.emplace_back(order.begin() + first, order.begin() + std::min(order.size(), first + group_size));
  return groups;
}

void ibfs_run(const gb_bfs_graph& g, const std::vector<index_t>& sources, const ibfs_options& opt,
              const std::function<void(const ibfs_group&)>& on_group) {
  ibfs_options fixed = opt;
  fixed.group_words = ibfs_group_words(opt, g.A->nrows(), sources.size(), g.where);
  // on the host one group object serves every group: its level matrix is refilled, not reallocated
  // (no page faults per group); on a device each group starts empty (the last one's levels freed first)
  ibfs_group group;
  for (const std::vector<index_t>& positions : ibfs_form_groups(*g.A, sources, fixed)) {
    if (!g.where.is_host()) group = ibfs_group{};
    group.positions = positions;
    group.bytes = ibfs_group_bytes(g.A->nrows(), fixed.group_words, fixed.byte_levels);
    group.sources.resize(64 * std::size_t(fixed.group_words));
    for (std::size_t c = 0; c < group.sources.size(); ++c)
      group.sources[c] = sources[positions[std::min(c, positions.size() - 1)]];
    try {
      if (g.where.is_host()) {
        ibfs_group_on_host(g, fixed, group);
      } else {
#ifdef GRAPHBLADE_HAS_CUDA
        ibfs_group_on_cuda(g, fixed, group);
#else
        throw not_supported("ibfs on " + to_string(g.where) + ": this build has no CUDA backend");
#endif
      }
    } catch (const std::bad_alloc&) {
      throw out_of_memory(to_string(g.where) + " (ibfs group of " + std::to_string(group.sources.size()) +
                              " sources)",
                          group.bytes, 0);
    }
    on_group(group);
  }
}

DenseMatrix<std::int32_t> ibfs_levels_on_host(const ibfs_group& group) {
  if (group.level_bytes.nrows() == 0) return group.level.where().is_host() ? group.level : group.level.to(host);
  const DenseMatrix<std::int8_t> bytes =
      group.level_bytes.where().is_host() ? group.level_bytes : group.level_bytes.to(host);
  DenseMatrix<std::int32_t> L = DenseMatrix<std::int32_t>::unfilled(bytes.nrows(), bytes.ncols(), host);
  const std::int64_t size = std::int64_t(bytes.nrows()) * bytes.ncols();
  const std::int8_t* from = bytes.values().data();
  std::int32_t* to = L.values().data();
#pragma omp parallel for schedule(static)
  for (std::int64_t e = 0; e < size; ++e) to[e] = from[e];
  return L;
}

void ibfs_parents_from_levels(const Matrix<bool>& in_edges, const DenseMatrix<std::int32_t>& L, std::size_t cols,
                              const std::vector<index_t>& column, std::size_t stride, std::int64_t* parent) {
  const index_t n = L.nrows();
  const std::size_t width = std::size_t(L.ncols());
  const offset_t* off = in_edges.offsets().data();
  const index_t* adj = in_edges.indices().data();
  const std::int32_t* level = L.values().data();
#pragma omp parallel
  {
    std::vector<std::uint32_t> pending;  // columns of v still without a parent
#pragma omp for schedule(dynamic, 1024)
    for (std::int64_t vv = 0; vv < std::int64_t(n); ++vv) {
      const index_t v = index_t(vv);
      const std::int32_t* lv = level + std::size_t(v) * width;
      std::int64_t* pv = parent + std::size_t(v) * stride;
      pending.clear();
      for (std::size_t c = 0; c < cols; ++c) {
        pv[column[c]] = lv[c] == 0 ? std::int64_t(v) : -1;
        if (lv[c] > 0) pending.push_back(std::uint32_t(c));
      }
      for (offset_t e = off[v]; e < off[v + 1] && !pending.empty(); ++e) {
        const index_t u = adj[e];
        const std::int32_t* lu = level + std::size_t(u) * width;
        std::size_t keep = 0;
        for (std::uint32_t c : pending) {
          if (lu[c] == lv[c] - 1 && lu[c] >= 0)
            pv[column[c]] = std::int64_t(u);
          else
            pending[keep++] = c;
        }
        pending.resize(keep);
      }
    }
  }
}

ibfs_result ibfs(const Matrix<bool>& A_csr, const std::vector<index_t>& sources, const ibfs_options& opt,
                 const place& where) {
  gb_bfs_graph g(A_csr, where);
  ibfs_result r;
  r.n = A_csr.nrows();
  r.sources = sources;
  const std::size_t i = sources.size();
  r.level.assign(std::size_t(r.n) * i, -1);
  // the in-edges the parents are read from, on the host: g's CSC there, or one made here for a device run
  std::optional<Matrix<bool>> host_in_edges;
  const Matrix<bool>* in_edges = &A_csr;
  if (opt.parents) {
    r.parent.assign(std::size_t(r.n) * i, -1);
    if (where.is_host() && g.A_csc) {
      in_edges = &*g.A_csc;
    } else if (!where.is_host()) {
      host_in_edges = in_edges_unless_symmetric(A_csr);
      if (host_in_edges) in_edges = &*host_in_edges;
    }
  }
  ibfs_run(g, sources, opt, [&](const ibfs_group& group) {
    const DenseMatrix<std::int32_t> L = ibfs_levels_on_host(group);
    const std::size_t cols = std::size_t(L.ncols());
    const std::int32_t* from = L.values().data();
#pragma omp parallel for schedule(static)
    for (std::int64_t v = 0; v < std::int64_t(r.n); ++v)
      for (std::size_t c = 0; c < group.positions.size(); ++c)
        r.level[std::size_t(v) * i + group.positions[c]] = from[std::size_t(v) * cols + c];
    if (opt.parents)
      ibfs_parents_from_levels(*in_edges, L, group.positions.size(), group.positions, i, r.parent.data());
  });
  return r;
}

}  // namespace graphblade
