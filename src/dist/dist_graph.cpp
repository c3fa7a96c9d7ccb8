// Building the 2-D partitioned graph (include/graphblade/dist/dist_graph.hpp;
// Ueno & Suzumura section IV-B and vertex sorting): route every edge to the
// processor (row of dst's owner, column of src's owner) with one all-to-all,
// drop duplicates, sum degrees along processor-columns, relabel each owner
// block by decreasing degree and share the labels along rows and columns.
#include "graphblade/dist/dist_graph.hpp"

#include <omp.h>

#include <algorithm>
#include <numeric>
#include <string>

#include "graphblade/container/detail/compress.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade::dist {
namespace {

struct edge_pair {  // an edge u -> v; once routed, as the receiver's local ids (row in its column block, column in its row set)
  index_t u, v;
};

/// Exchange typed items packed by destination (counts in items); returns what arrives.
template <class T>
std::vector<T> exchange(communicator& comm, const std::vector<T>& packed, const std::vector<std::uint64_t>& counts) {
  std::vector<std::uint64_t> send_bytes(counts.size());
  for (std::size_t r = 0; r < counts.size(); ++r) send_bytes[r] = counts[r] * sizeof(T);
  std::vector<std::uint64_t> recv_bytes = comm.alltoall(send_bytes);
  std::uint64_t total = 0;
  for (auto b : recv_bytes) total += b;
  std::vector<T> out(total / sizeof(T));
  comm.alltoallv(packed.data(), send_bytes, out.data(), recv_bytes);
  return out;
}

/// Every rank's items concatenated in rank order.
template <class T>
std::vector<T> gather_all(communicator& comm, const std::vector<T>& mine) {
  std::vector<std::uint64_t> bytes = comm.allgather(mine.size() * sizeof(T));
  std::uint64_t total = 0;
  for (auto b : bytes) total += b;
  std::vector<T> out(total / sizeof(T));
  comm.allgatherv(mine.data(), mine.size() * sizeof(T), out.data(), bytes);
  return out;
}

}  // namespace

dist_graph dist_graph::build(process_grid& grid, index_t n, const std::vector<index_t>& src,
                             const std::vector<index_t>& dst, bool undirected, bool sort_by_degree) {
  if (src.size() != dst.size()) throw dimension_mismatch("dist_graph::build: src and dst differ in length");
  return build(grid, n, src.data(), dst.data(), src.size(), undirected, sort_by_degree);
}

dist_graph dist_graph::build(process_grid& grid, index_t n, const index_t* src, const index_t* dst, std::size_t m_in,
                             bool undirected, bool sort_by_degree) {
  if (grid.world->device_buffers())
    throw not_supported("dist_graph::build: the graph is built with a host (MPI) communicator");
  dist_graph g;
  g.sorted_by_degree = sort_by_degree;
  const vertex_layout L(n, grid.R, grid.C);
  g.layout = L;
  const int P = grid.ranks();
  const std::int64_t m = std::int64_t(m_in);
  std::int64_t first_bad = m;
#pragma omp parallel for reduction(min : first_bad) schedule(static)
  for (std::int64_t e = 0; e < m; ++e)
    if (src[e] >= n || dst[e] >= n) first_bad = std::min(first_bad, e);
  if (first_bad < m)
    throw invalid_index("dist_graph::build: edge (" + std::to_string(src[first_bad]) + ", " +
                        std::to_string(dst[first_bad]) + ") in a graph of " + std::to_string(n) + " vertices");

  // Route u -> v to processor (owner_row(v), owner_col(u)): counting pass, then
  // fill, each thread over the same static share of the list (so the packed
  // order is the list's order) with its own counts per processor. The sender
  // writes the receiver's local ids: u's row in the column block, v's column in
  // the row set (the offset of v's owner block there, from a table per block).
  // Each endpoint's owner is found once per edge.
  std::vector<index_t> row_set_offset(P), col_block_start(P);  // by owner block k = jR + i
  for (int k = 0; k < P; ++k) {
    row_set_offset[k] = L.row_offset(k % grid.R, k / grid.R);
    col_block_start[k] = L.col_start(k / grid.R);
  }
  const int threads = omp_get_max_threads();
  std::vector<std::uint64_t> slot(std::size_t(threads) * P, 0);  // slot[t·P + r]: thread t's count, then cursor, for r
  auto each_edge = [&](auto&& f) {  // f(thread's slots, u, owner of u, v, owner of v)
#pragma omp parallel num_threads(threads)
    {
      std::uint64_t* mine = slot.data() + std::size_t(omp_get_thread_num()) * P;
#pragma omp for schedule(static)
      for (std::int64_t e = 0; e < m; ++e) {
        const index_t u = src[e], v = dst[e];
        if (u == v) continue;
        const int ku = L.owner(u), kv = L.owner(v);
        f(mine, u, ku, v, kv);
        if (undirected) f(mine, v, kv, u, ku);
      }
    }
  };
  const int R = grid.R;
  auto target = [R](int ku, int kv) { return (ku / R) * R + kv % R; };
  each_edge([&](std::uint64_t* c, index_t, int ku, index_t, int kv) { ++c[target(ku, kv)]; });
  std::vector<std::uint64_t> counts(P, 0);
  std::uint64_t total = 0;
  for (int r = 0; r < P; ++r)
    for (int t = 0; t < threads; ++t) {
      const std::uint64_t c = slot[std::size_t(t) * P + r];
      slot[std::size_t(t) * P + r] = total;
      total += c;
      counts[r] += c;
    }
  std::vector<edge_pair> packed(total);
  each_edge([&](std::uint64_t* at, index_t u, int ku, index_t v, int kv) {
    packed[at[target(ku, kv)]++] = {u - col_block_start[ku], row_set_offset[kv] + (v - L.blocks.start(kv))};
  });
  // One rank keeps its list: the exchange would only copy it.
  std::vector<edge_pair> mine = P == 1 ? std::move(packed) : exchange(*grid.world, packed, counts);
  packed = {};

  // The block by local ids (row u, column v as the sender wrote them), duplicates merged,
  // read from the received pairs as they are (no coordinate arrays).
  const index_t ncol = L.col_size(grid.j), nrow = L.row_size(grid.i), col0 = L.col_start(grid.j);
  Matrix<bool> block;
  {
    const edge_pair* in = mine.data();
    auto cmp = detail::compress_by<bool>(
        ncol, mine.size(),
        [in](std::int64_t e, index_t& row, index_t& col, bool&) {
          row = in[e].u;
          col = in[e].v;
          return true;
        },
        false, true);
    mine = {};
    block = Matrix<bool>::from_compressed(format::csr, ncol, nrow, std::move(cmp.offsets), std::move(cmp.minor));
  }

  // Degrees: processor (i', j) receives the partial degrees of its block from its column.
  std::vector<std::uint64_t> partial(ncol);
  for (index_t u = 0; u < ncol; ++u) partial[u] = block.offsets()[u + 1] - block.offsets()[u];
  std::vector<std::uint64_t> slice(grid.R);
  for (int ii = 0; ii < grid.R; ++ii) slice[ii] = L.blocks.size(grid.j * grid.R + ii);
  std::vector<std::uint64_t> parts = exchange(*grid.col, partial, slice);
  const index_t nown = L.blocks.size(grid.rank());
  std::vector<std::uint64_t> degree(nown, 0);
  for (int ii = 0; ii < grid.R; ++ii)
    for (index_t x = 0; x < nown; ++x) degree[x] += parts[std::size_t(ii) * nown + x];

  // Vertex sorting: label x of this owner block = x-th vertex by decreasing degree.
  std::vector<index_t> label_to_local(nown);
  std::iota(label_to_local.begin(), label_to_local.end(), index_t(0));
  if (sort_by_degree)
    std::stable_sort(label_to_local.begin(), label_to_local.end(),
                     [&](index_t a, index_t b) { return degree[a] > degree[b]; });
  g.own_label.assign(nown, 0);
  g.own_degree.assign(nown, 0);
  for (index_t x = 0; x < nown; ++x) {
    g.own_label[label_to_local[x]] = x;
    g.own_degree[x] = degree[label_to_local[x]];
  }

  // Labels of the column block (blocks jR + i', i' in order) and of the row set
  // (blocks j'R + i, j' in order) are the owners' lists concatenated.
  std::vector<index_t> col_labels = gather_all(*grid.col, label_to_local);
  std::vector<index_t> row_labels = gather_all(*grid.row, label_to_local);
  std::vector<index_t> col_new(ncol), row_new(nrow);
  g.col_original.assign(ncol, 0);
  for (int ii = 0; ii < grid.R; ++ii) {
    const index_t off = L.col_offset(ii, grid.j), len = L.blocks.size(grid.j * grid.R + ii);
    for (index_t x = 0; x < len; ++x) {
      col_new[off + col_labels[off + x]] = off + x;
      g.col_original[off + x] = col0 + off + col_labels[off + x];
    }
  }
  for (int jj = 0; jj < grid.C; ++jj) {
    const index_t off = L.row_offset(grid.i, jj), len = L.blocks.size(jj * grid.R + grid.i);
    for (index_t x = 0; x < len; ++x) row_new[off + row_labels[off + x]] = off + x;
  }

  // Relabel the block (row u moves to row col_new[u], its columns map through
  // row_new and are sorted again) and store it both ways.
  buffer<offset_t> offsets(std::size_t(ncol) + 1);
  offsets[0] = 0;
  for (index_t u = 0; u < ncol; ++u) offsets[std::size_t(col_new[u]) + 1] = block.offsets()[u + 1] - block.offsets()[u];
  for (index_t r = 0; r < ncol; ++r) offsets[std::size_t(r) + 1] += offsets[r];
  buffer<index_t> indices(block.nvals());
#pragma omp parallel for schedule(dynamic, 1024)
  for (std::int64_t u = 0; u < std::int64_t(ncol); ++u) {
    index_t* out = indices.data() + offsets[col_new[u]];
    const offset_t lo = block.offsets()[u], hi = block.offsets()[u + 1];
    for (offset_t k = lo; k < hi; ++k) out[k - lo] = row_new[block.indices()[k]];
    std::sort(out, out + (hi - lo));
  }
  block = {};
  g.push_block = Matrix<bool>::from_compressed(format::csr, ncol, nrow, std::move(offsets), std::move(indices));
  g.pull_block = g.push_block.transposed();
  g.global_edges = std::uint64_t(grid.world->allreduce_sum(std::int64_t(g.push_block.nvals())));
  return g;
}

}  // namespace graphblade::dist
