// iBFS on a CUDA device (the same operator calls as on the host reach the CUDA
// lor.land SpMM and bit-matrix kernels): every (source, vertex) level against
// the serial reference and every parent tree through validate_bfs (Graph500
// rules), mirroring tests/algorithms/test_ibfs.cpp, plus k-hop
// counts and closeness on the device against the host, and betweenness on the
// device against a serial Brandes. Skipped without a GPU.
#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "algorithms/test_reference_graphs.hpp"
#include "algorithms/test_serial_brandes.hpp"
#include "cuda_test.hpp"
#include "graphblade/algorithms/bfs/ibfs.hpp"
#include "graphblade/algorithms/bfs/ibfs_apps.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/validate/validate.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

std::vector<index_t> cuda_test_sources(index_t n, std::size_t count, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<index_t> s(count);
  for (auto& x : s) x = index_t(rng() % n);
  s[0] = 0;
  return s;
}

void check_cuda_ibfs(const char* name, const gb::Matrix<bool>& A, std::size_t count, gb::gb_bfs_direction dir) {
  const std::vector<index_t> sources = cuda_test_sources(A.nrows(), count, unsigned(count));
  gb::ibfs_options opt;
  opt.direction = dir;
  opt.group_words = count % 2 ? 1 : 2;
  opt.parents = true;
  const gb::ibfs_result r = gb::ibfs(A, sources, opt, gb::cuda(0));
  for (std::size_t j = 0; j < sources.size(); ++j) {
    const gb::bfs_result ref = gb::reference_bfs(A, sources[j]);
    std::size_t wrong = 0;
    for (index_t v = 0; v < A.nrows(); ++v) wrong += r.at(v, j) != ref.level[v] ? 1 : 0;
    const gb::validation_report rep = gb::validate_bfs(A, sources[j], r.instance(j));
    INFO(name << ", " << count << " sources, direction " << int(dir) << ", source " << sources[j] << ": "
              << rep.summary());
    CHECK(wrong == 0);
    CHECK(rep.ok);
  }
}

}  // namespace

TEST_CASE("cuda ibfs on small graphs equals the reference", "[cuda][ibfs][sanitize]") {
  GB_REQUIRE_CUDA();
  const gb::Matrix<bool> A = gbtest::graph_from_edges(6, {{0, 1}, {1, 2}, {2, 3}, {0, 2}, {4, 5}}, true);
  for (auto dir : {gb::gb_bfs_direction::push, gb::gb_bfs_direction::pull, gb::gb_bfs_direction::automatic})
    check_cuda_ibfs("chorded path + island", A, 65, dir);
}

TEST_CASE("cuda ibfs equals the reference for every source", "[cuda][ibfs]") {
  GB_REQUIRE_CUDA();
  for (auto& [name, A] : gbtest::bfs_test_graphs())
    for (std::size_t count : {1, 63, 64, 65, 130})
      for (auto dir : {gb::gb_bfs_direction::push, gb::gb_bfs_direction::pull, gb::gb_bfs_direction::automatic})
        check_cuda_ibfs(name, A, count, dir);
}

TEST_CASE("cuda k-hop counts and closeness equal the host's", "[cuda][ibfs]") {
  GB_REQUIRE_CUDA();
  for (auto& [name, A] : gbtest::bfs_test_graphs()) {
    const std::vector<index_t> sources = cuda_test_sources(A.nrows(), 70, 4);
    INFO(name);
    CHECK(gb::khop_counts(A, sources, 2, {}, gb::cuda(0)) == gb::khop_counts(A, sources, 2));
    CHECK(gb::closeness(A, sources, {}, gb::cuda(0)) == gb::closeness(A, sources));
  }
}

TEST_CASE("cuda ibfs takes the host's direction at every level, groups of several words", "[cuda][ibfs][sanitize]") {
  // the device loop counts |f|, m_f and the edges of the rows that became full on the
  // device; the host loop with bits_all_row: the same rule, so the same trace
  GB_REQUIRE_CUDA();
  gb::gen::edge_list directed_edges = gb::gen::uniform(9, 4, 2);
  directed_edges.undirected = false;
  const gb::Matrix<bool> directed = gbtest::graph_from_generator(directed_edges);
  const gb::Matrix<bool> kron = gbtest::graph_from_generator(gb::gen::kronecker(9, 8, 3));
  const gb::Matrix<bool> grid = gbtest::graph_from_generator(gb::gen::grid(20, 20));
  for (const gb::Matrix<bool>* A : {&kron, &grid, &directed}) {
    std::vector<index_t> sources = cuda_test_sources(A->nrows(), 8, 5);
    while (sources.size() < 192) sources.push_back((sources[sources.size() % 8] + index_t(sources.size() % 3)) % A->nrows());
    gb::ibfs_options opt;
    opt.group_words = 3;
    opt.group_by = false;
    std::vector<bool> host_pushed, device_pushed;
    gb::ibfs_run(gb::gb_bfs_graph(*A, gb::host), sources, opt, [&](const gb::ibfs_group& g) { host_pushed = g.pushed; });
    const gb::gb_bfs_graph on_device(*A, gb::cuda(0));
    gb::ibfs_run(on_device, sources, opt, [&](const gb::ibfs_group& g) { device_pushed = g.pushed; });
    INFO("n " << A->nrows());
    CHECK(device_pushed == host_pushed);
    for (auto dir : {gb::gb_bfs_direction::push, gb::gb_bfs_direction::pull, gb::gb_bfs_direction::automatic}) {
      opt.direction = dir;
      const gb::ibfs_result r = gb::ibfs(*A, sources, opt, gb::cuda(0));
      std::size_t wrong = 0;
      for (std::size_t j = 0; j < sources.size(); ++j) {
        const gb::bfs_result ref = gb::reference_bfs(*A, sources[j]);
        for (index_t v = 0; v < A->nrows(); ++v) wrong += r.at(v, j) != ref.level[v] ? 1 : 0;
      }
      INFO("direction " << int(dir));
      CHECK(wrong == 0);
    }
  }
}

TEST_CASE("cuda ibfs: groups of any width, a hub, sources on islands, duplicates and isolated vertices",
          "[cuda][ibfs][sanitize]") {
  // the device kernels put a row's words on the lanes of a warp in slabs of at most 32 (3 and 5
  // words leave lanes idle, 33 takes two slabs); instances whose source lies on an island or an
  // isolated vertex die after a level or two, and the bottom-up levels must still end their rows
  // (the live mask); a hub's row is left to a whole block. Every level of every source against the
  // reference, in every direction.
  GB_REQUIRE_CUDA();
  std::vector<std::pair<index_t, index_t>> edges;
  const index_t side = 12, grid_n = side * side;
  for (index_t r = 0; r < side; ++r)
    for (index_t c = 0; c < side; ++c) {
      if (c + 1 < side) edges.push_back({r * side + c, r * side + c + 1});
      if (r + 1 < side) edges.push_back({r * side + c, (r + 1) * side + c});
    }
  for (index_t v = grid_n; v + 1 < grid_n + 4; ++v) edges.push_back({v, v + 1});  // a path of 4: the island
  // a hub of 4,200 leaves hung from the grid's corner: more in-edges than a warp takes (pull_heavy_degree)
  const index_t hub = grid_n + 4, leaves = 4200;
  edges.push_back({0, hub});
  for (index_t l = 0; l < leaves; ++l) edges.push_back({hub, hub + 1 + l});
  const index_t n = hub + 1 + leaves + 1;  // the last vertex: isolated
  const gb::Matrix<bool> A = gbtest::graph_from_edges(n, edges, true);
  for (index_t kw : {1, 3, 5, 33}) {
    std::vector<index_t> sources = cuda_test_sources(n, std::size_t(64 * kw - 7), unsigned(kw));
    sources[1] = grid_n + 1;  // on the island
    sources[2] = n - 1;       // isolated
    sources[4] = hub;
    sources[3] = sources[0];  // a duplicate
    for (auto dir : {gb::gb_bfs_direction::push, gb::gb_bfs_direction::pull, gb::gb_bfs_direction::automatic}) {
      gb::ibfs_options opt;
      opt.group_words = kw;
      opt.group_by = false;
      opt.direction = dir;
      const gb::ibfs_result r = gb::ibfs(A, sources, opt, gb::cuda(0));
      std::size_t wrong = 0;
      for (std::size_t j = 0; j < sources.size(); ++j) {
        const gb::bfs_result ref = gb::reference_bfs(A, sources[j]);
        for (index_t v = 0; v < n; ++v) wrong += r.at(v, j) != ref.level[v] ? 1 : 0;
      }
      INFO(kw << " words, direction " << int(dir));
      CHECK(wrong == 0);
    }
  }
}

namespace {

/// Device betweenness against the serial Brandes oracle (relative 1e-9).
void check_cuda_betweenness(const char* name, const gb::Matrix<bool>& A, const std::vector<index_t>& sources,
                            index_t group_words) {
  gb::ibfs_options opt;
  opt.group_words = group_words;
  const std::vector<double> got = gb::betweenness(A, sources, opt, gb::cuda(0));
  const std::vector<double> want = gbtest::serial_brandes(A, sources);
  std::size_t wrong = 0;
  for (index_t v = 0; v < A.nrows(); ++v)
    wrong += std::abs(got[v] - want[v]) <= 1e-9 * std::max(1.0, std::abs(want[v])) ? 0 : 1;
  INFO(name << ", " << sources.size() << " sources, " << group_words << " words");
  CHECK(wrong == 0);
}

}  // namespace

TEST_CASE("cuda betweenness on small graphs equals a serial Brandes", "[cuda][ibfs][bc][sanitize]") {
  GB_REQUIRE_CUDA();
  const gb::Matrix<bool> A = gbtest::graph_from_edges(6, {{0, 1}, {1, 2}, {2, 3}, {0, 2}, {4, 5}}, true);
  check_cuda_betweenness("chorded path + island", A, {0, 3, 3, 4, 5}, 1);
  const gb::Matrix<bool> D = gbtest::graph_from_edges(4, {{0, 1}, {1, 2}, {2, 0}, {3, 1}}, false);
  check_cuda_betweenness("directed cycle + tail", D, {0, 1, 2, 3}, 1);
}

TEST_CASE("cuda betweenness equals a serial Brandes: test graphs, wide groups, a hub", "[cuda][ibfs][bc]") {
  // 65 and 100 sources fill two slabs of 64 columns; the hub's 600 in-edges span three chunks of
  // chunk_edges that add into its entries atomically, in both sweeps
  GB_REQUIRE_CUDA();
  for (auto& [name, A] : gbtest::bfs_test_graphs())
    for (std::size_t count : {1, 65, 100}) {
      std::vector<index_t> sources = cuda_test_sources(A.nrows(), count, unsigned(count));
      if (count > 1) sources[1] = sources[0];  // a duplicate counts twice
      check_cuda_betweenness(name, A, sources, count > 64 ? 2 : 1);
    }
  std::vector<std::pair<index_t, index_t>> edges;
  const index_t hub = 0, leaves = 600;
  for (index_t l = 1; l <= leaves; ++l) {
    edges.push_back({hub, l});
    edges.push_back({l, leaves + 1 + l % 7});  // leaves meet again in 7 vertices: many shortest paths
  }
  const index_t n = leaves + 8;
  const gb::Matrix<bool> H = gbtest::graph_from_edges(n, edges, true);
  check_cuda_betweenness("hub of 600 leaves", H, cuda_test_sources(n, 70, 9), 2);
  const gb::Matrix<bool> Hd = gbtest::graph_from_edges(n, edges, false);
  check_cuda_betweenness("directed hub of 600 leaves", Hd, {0, 0, 1, 601, 5}, 1);
}

namespace {

/// ibfs with byte levels on the device against the reference, and which matrix each group kept.
void check_cuda_byte_levels(const char* name, const gb::Matrix<bool>& A, const std::vector<index_t>& sources,
                            const std::vector<bool>& want_bytes) {
  gb::ibfs_options opt;
  opt.byte_levels = true;
  opt.group_words = 1;
  opt.group_by = false;
  const gb::ibfs_result r = gb::ibfs(A, sources, opt, gb::cuda(0));
  std::size_t wrong = 0;
  for (std::size_t j = 0; j < sources.size(); ++j) {
    const gb::bfs_result ref = gb::reference_bfs(A, sources[j]);
    for (index_t v = 0; v < A.nrows(); ++v) wrong += r.at(v, j) != ref.level[v] ? 1 : 0;
  }
  std::vector<bool> bytes;
  gb::gb_bfs_graph g(A, gb::cuda(0));
  gb::ibfs_run(g, sources, opt, [&](const gb::ibfs_group& group) {
    bytes.push_back(group.level_bytes.nrows() == A.nrows());
    CHECK((group.level.nrows() == A.nrows()) != bytes.back());
  });
  INFO(name);
  CHECK(wrong == 0);
  CHECK(bytes == want_bytes);
}

}  // namespace

TEST_CASE("cuda ibfs byte levels: bytes within depth 127, int32 beyond", "[cuda][ibfs][sanitize]") {
  // the group on the short path keeps bytes; the group of the long path's end (299 levels) int32
  GB_REQUIRE_CUDA();
  std::vector<index_t> sources(65);
  for (std::size_t j = 0; j < sources.size(); ++j) sources[j] = index_t(300 + j % 10);
  sources[64] = 0;
  check_cuda_byte_levels("paths of 300 and 10", gbtest::long_and_short_paths(), sources, {true, false});
}

TEST_CASE("cuda ibfs byte levels equal the reference on the test graphs", "[cuda][ibfs]") {
  GB_REQUIRE_CUDA();
  for (auto& [name, A] : gbtest::bfs_test_graphs())
    check_cuda_byte_levels(name, A, cuda_test_sources(A.nrows(), 130, 3), {true, true, true});
}
