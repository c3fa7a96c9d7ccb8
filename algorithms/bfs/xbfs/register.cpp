// Registers XBFS (xbfs.hpp; Gaihre et al., HPDC'19) as the BFS algorithm
// "xbfs" on cpu (the OpenMP step set) and, in CUDA builds, cuda. prepare
// (untimed) keeps the CSR of A, the CSC when A is not symmetric (bottom-up
// reads in-edges) and every traversal array on the device, on CUDA also the
// in-lists ordered by degree (knob order_lists) and the status a traversal
// starts from; traverse runs the level loop (cpu and knob device_loop = 0:
// one host read per level; cuda: one recorded device loop, one host wait);
// result() copies levels and parents.
#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "algorithms/bfs/in_edges.hpp"
#include "algorithms/bfs/xbfs/xbfs_levels.hpp"
#include "algorithms/bfs/xbfs/xbfs_traverse.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/bfs/xbfs.hpp"
#include "graphblade/core/memory.hpp"

namespace graphblade {

const char* to_string(xbfs_queue q) {
  switch (q) {
    case xbfs_queue::scan_free:
      return "scan_free";
    case xbfs_queue::single_scan:
      return "single_scan";
    case xbfs_queue::none:
      return "none";
    case xbfs_queue::double_scan:
      return "double_scan";
    case xbfs_queue::atomic_scan:
      return "atomic_scan";
    case xbfs_queue::listed:
      return "listed";
    case xbfs_queue::status_array:
      return "status_array";
    case xbfs_queue::edge_stream:
      return "edge_stream";
  }
  return "?";
}

const char* to_string(xbfs_balance b) {
  switch (b) {
    case xbfs_balance::static_threads:
      return "static";
    case xbfs_balance::thread_centric:
      return "thread_centric";
    case xbfs_balance::warp_centric:
      return "warp_centric";
  }
  return "?";
}

namespace xbfs {

std::int64_t depth_estimate(const offset_t* offsets, const index_t* indices, index_t n) {
  if (n == 0) return 0;
  std::vector<std::int64_t> level(n);
  std::vector<index_t> queue(n);
  // a plain serial BFS from `from`: its depth, and in `last` the last vertex it reached (one of the deepest)
  const auto sweep = [&](index_t from, index_t& last) {
    std::fill(level.begin(), level.end(), -1);
    std::size_t head = 0, tail = 0;
    level[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
      const index_t u = queue[head++];
      for (offset_t e = offsets[u]; e < offsets[u + 1]; ++e)
        if (level[indices[e]] < 0) {
          level[indices[e]] = level[u] + 1;
          queue[tail++] = indices[e];
        }
    }
    last = queue[tail - 1];
    return level[last];
  };
  index_t hub = 0;
  for (index_t v = 1; v < n; ++v)
    if (offsets[v + 1] - offsets[v] > offsets[hub + 1] - offsets[hub]) hub = v;
  index_t far = hub, farther = hub;
  const std::int64_t first = sweep(hub, far);
  return std::max(first, sweep(far, farther));
}

offset_t max_degree(const offset_t* offsets, index_t n) {
  offset_t most = 0;
  for (index_t v = 0; v < n; ++v) most = std::max(most, offsets[v + 1] - offsets[v]);
  return most;
}

namespace {

class prepared final : public bfs_prepared {
 public:
  prepared(const Matrix<bool>& A_csr, const place& where, const bfs_options& opt) {
    s_.where = where;
    std::optional<Matrix<bool>> csc = in_edges_unless_symmetric(A_csr);
    if (!where.is_host()) s_.A_device = A_csr.to(where);
    const Matrix<bool>& A = s_.A_device ? *s_.A_device : A_csr;  // the registry keeps A_csr alive
    s_.edges = double(A_csr.nvals());
    s_.host_offsets = A_csr.offsets().data();
    s_.host_indices = A_csr.indices().data();
    if (csc) s_.AT = where.is_host() ? std::move(*csc) : csc->to(where);
    const index_t n = A_csr.nrows();
    s_.g.n = n;
    s_.g.out_offsets = A.offsets().data();
    s_.g.out_indices = A.indices().data();
    s_.g.in_offsets = s_.AT ? s_.AT->offsets().data() : s_.g.out_offsets;
    s_.g.in_indices = s_.AT ? s_.AT->indices().data() : s_.g.out_indices;
    const std::size_t slots = std::max<std::size_t>(n, 1);
    s_.status = buffer<std::int32_t>(slots, where);
    s_.parent = buffer<index_t>(slots, where);
    // Written for visited vertices only; set once here so that result()'s whole-array copy never
    // reads unwritten memory (stale entries of unvisited vertices are masked by their level).
    memory::fill_bytes(s_.parent.data(), where, 0xff, s_.parent.bytes());
    for (auto& b : s_.list) b = buffer<index_t>(slots, where);
    for (auto& b : s_.bu) b = buffer<index_t>(slots, where);
#ifdef GRAPHBLADE_HAS_CUDA
    if (!where.is_host()) prepare_on_cuda(s_, opt.knob(xbfs_knobs::order_lists, 1) != 0);
#else
    (void)opt;
#endif
  }

  void traverse(index_t source, const bfs_options& opt) override {
    if (source >= s_.g.n)
      throw invalid_index("BFS source " + std::to_string(source) + " out of range [0, " + std::to_string(s_.g.n) + ")");
    const settings cfg(opt);
    s_.parents = cfg.parents;
    s_.source = source;
    s_.trace.clear();
    if (s_.where.is_host()) {
      s_.depth = traverse_on_host(s_, source, cfg);
      return;
    }
#ifdef GRAPHBLADE_HAS_CUDA
    s_.depth = traverse_on_cuda(s_, source, cfg);
#else
    throw not_supported("xbfs: this build has no CUDA backend");
#endif
  }

  bfs_result result() override {
    bfs_result r;
    r.source = s_.source;
    r.depth = s_.depth;
    const index_t n = s_.g.n;
    // the status (and parents) to the host with one wait, straight from the state's arrays
    std::vector<std::int32_t> status(n);
    std::vector<index_t> parent(s_.parents ? n : 0);
    const memory::host_read reads[2] = {{status.data(), s_.status.data(), status.size() * sizeof(std::int32_t)},
                                        {parent.data(), s_.parent.data(), parent.size() * sizeof(index_t)}};
    memory::read_to_host(reads, 2, s_.where);
    r.level.assign(n, -1);
    for (index_t v = 0; v < n; ++v) r.level[v] = status[v] >= 0 ? status[v] : -1;  // never_reached too
    if (s_.parents) {
      r.parent.assign(n, -1);
      for (index_t v = 0; v < n; ++v)
        if (status[v] >= 0) r.parent[v] = parent[v];
    }
    return r;
  }

  std::vector<xbfs_level> trace() const {
#ifdef GRAPHBLADE_HAS_CUDA
    if (s_.trace_on_device >= 0) return device_trace(s_);
#endif
    return s_.trace;
  }

 private:
  state s_;
};

}  // namespace
}  // namespace xbfs

std::vector<xbfs_level> xbfs_trace(const bfs_prepared& p) {
  const auto* x = dynamic_cast<const xbfs::prepared*>(&p);
  return x ? x->trace() : std::vector<xbfs_level>{};
}

void register_xbfs() {
  std::vector<std::string> devices{"cpu"};
#ifdef GRAPHBLADE_HAS_CUDA
  devices.emplace_back("cuda");
#endif
  register_bfs_algorithm({"xbfs",
                          "XBFS (Gaihre et al. HPDC'19): adaptive frontier queues (scan-free / single-scan / none / "
                          "double-scan / listed), balanced and asynchronous bottom-up; levels, parents",
                          devices,
                          [](const Matrix<bool>& A, const std::string& device, const bfs_options& opt) {
                            const place where = device == "cuda" ? cuda(0) : host;
                            return std::unique_ptr<bfs_prepared>(std::make_unique<xbfs::prepared>(A, where, opt));
                          },
                          bfs_outputs{true, true, false}});
}

}  // namespace graphblade
