// ueno-2d against the serial reference BFS (Ueno & Suzumura Algorithm II and
// section V): run under mpirun with P ranks, every test case loops over every
// R x C grid with R·C = P (np 4: 1x4, 2x2, 4x1; np 2: 1x2, 2x1; np 1: 1x1).
// Levels must equal reference_bfs's; parents are checked by the independent
// validator (validate_bfs). Results are gathered to every rank, so every rank
// checks (and agrees).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <utility>

#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/dist/graph500.hpp"
#include "graphblade/gen/generators.hpp"
#include "graphblade/io/load_graph.hpp"

using namespace graphblade;
using namespace graphblade::dist;

namespace {

int world_size() { return mpi_world()->size(); }

std::vector<std::pair<int, int>> grids() {
  std::vector<std::pair<int, int>> out;
  const int P = world_size();
  for (int R = 1; R <= P; ++R)
    if (P % R == 0) out.push_back({R, P / R});
  return out;
}

/// An edge list every rank knows; rank k hands the build the edges k, k+P, ...
struct test_graph {
  index_t n;
  std::vector<index_t> src, dst;
  bool undirected;
  std::string name;
};

test_graph from_gen(const gen::edge_list& e, const std::string& name) {
  return {e.n, e.src, e.dst, e.undirected, name};
}

Matrix<bool> csr_of(const test_graph& t) {
  build_options bo;
  bo.symmetrize = t.undirected;
  bo.drop_self_loops = true;
  return Matrix<bool>::from_coo(t.n, t.n, t.src, t.dst, {}, format::csr, bo);
}

/// The distributed graph of t, this rank handing in the edges rank, rank + P, ...
dist_graph build_share(process_grid& grid, const test_graph& t) {
  std::vector<index_t> s, d;
  for (std::size_t e = grid.rank(); e < t.src.size(); e += std::size_t(grid.ranks())) {
    s.push_back(t.src[e]);
    d.push_back(t.dst[e]);
  }
  return dist_graph::build(grid, t.n, s, d, t.undirected);
}

/// Check one ueno-2d result against the reference BFS and the validator.
void check_result(const Matrix<bool>& A, index_t source, const ueno_result& r) {
  const bfs_result ref = reference_bfs(A, source);
  CHECK(r.bfs.level == ref.level);
  CHECK(r.bfs.depth == ref.depth);
  const validation_report vr = validate_bfs(A, source, r.bfs);
  INFO(vr.summary());
  CHECK(vr.ok);
  CHECK(r.levels.size() == std::size_t(ref.depth) + 1);  // the last level finds nothing
}

/// Run ueno-2d on every grid from each source; compare with the reference.
/// `world` makes the communicator (MPI by default; NCCL host-staged in [nccl]).
void check_against_reference(const test_graph& t, const std::vector<index_t>& sources, const ueno_options& opt = {},
                             std::unique_ptr<communicator> (*world)() = mpi_world) {
  const Matrix<bool> A = csr_of(t);
  for (auto [R, C] : grids()) {
    process_grid grid = process_grid::make(world(), R, C);
    const dist_graph g = build_share(grid, t);
    CHECK(g.global_edges == A.nvals());
    for (index_t source : sources) {
      INFO(t.name << " grid " << R << "x" << C << " source " << source);
      check_result(A, source, ueno_2d_bfs(grid, g, source, opt));
    }
  }
}

/// One GPU per rank: the host has at least as many GPUs as there are ranks (the
/// tests run every rank on one host), and GRAPHBLADE_TEST_SHARED_GPU is not set
/// (the "one shared GPU" ctest entries set it, so a multi-GPU host runs both paths).
bool gpu_per_rank() {
  const char* shared = std::getenv("GRAPHBLADE_TEST_SHARED_GPU");
  if (shared && *shared && std::string(shared) != "0") return false;
  return memory::cuda_device_count() >= world_size();
}

/// The GPU ranks' world: NCCL with a GPU per rank (device = local rank); else MPI
/// staged through GPU 0, since NCCL refuses two ranks on one GPU.
std::unique_ptr<communicator> gpu_world() { return gpu_per_rank() ? nccl_world() : device_staged(mpi_world(), 0); }
int gpu_device() { return gpu_per_rank() ? -1 : 0; }

/// The GPU ranks' R x C grid, made on first use and kept for the process: NCCL takes about a second to make a
/// world and its two splits, and the cases below ran ~50 grids at np 4 (over 100 s on four GPUs). Every rank
/// asks for the same shapes in the same order (the cases run in one order), so the collective makes match.
/// Deliberately never destroyed: torn down at exit its NCCL communicators would race CUDA's own teardown.
process_grid& gpu_grid(int R, int C) {
  static auto* kept = new std::map<std::pair<int, int>, process_grid>();
  auto at = kept->find({R, C});
  if (at == kept->end()) at = kept->emplace(std::make_pair(R, C), process_grid::make(gpu_world(), R, C)).first;
  return at->second;
}

/// Says once, on rank 0's stderr, which GPU path a run took (the device logs show it).
void report_gpu_path() {
  static bool said = false;
  if (said || mpi_world()->rank() != 0) return;
  said = true;
  std::fprintf(stderr, "GPU ranks: %d rank(s) on %d visible GPU(s): %s\n", world_size(), memory::cuda_device_count(),
               gpu_per_rank() ? "NCCL, one GPU per rank" : "device-staged MPI, all ranks on GPU 0");
}

/// The same on GPU ranks: built on the MPI grid, run by ueno_gpu_bfs over a device-buffer grid of that shape.
void check_gpu_ranks_against_reference(const test_graph& t, const std::vector<index_t>& sources,
                                       const ueno_options& opt = {}) {
  const Matrix<bool> A = csr_of(t);
  report_gpu_path();
  for (auto [R, C] : grids()) {
    process_grid grid = process_grid::make(mpi_world(), R, C);
    const dist_graph g = build_share(grid, t);
    ueno_gpu_bfs gpu(gpu_grid(R, C), g, gpu_device());
    for (index_t source : sources) {
      INFO(t.name << " GPU ranks, grid " << R << "x" << C << " source " << source);
      check_result(A, source, gpu.run(source, opt));
    }
  }
}

}  // namespace

TEST_CASE("ueno-2d levels equal the reference on a Kronecker graph, every grid", "[dist][ueno]") {
  check_against_reference(from_gen(gen::kronecker(9, 8, 3), "kron9"), {0, 1, 77, 300, 511});
}

TEST_CASE("ueno-2d on a directed R-MAT graph follows out-edges only", "[dist][ueno]") {
  gen::edge_list e = gen::rmat(8, 6, 0.45, 0.25, 0.15, 5, true);
  e.undirected = false;
  check_against_reference(from_gen(e, "rmat8-directed"), {0, 5, 200});
}

TEST_CASE("ueno-2d with n not divisible by R or C (7 x 9 mesh, tree of 121)", "[dist][ueno]") {
  check_against_reference(from_gen(gen::grid(7, 9), "grid7x9"), {0, 31, 62});
  check_against_reference(from_gen(gen::kary_tree(3, 4), "tree3^4"), {0, 120});
}

TEST_CASE("ueno-2d from an isolated source reaches only the source", "[dist][ueno]") {
  test_graph t{37, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 19}, true, "path-plus-isolated"};
  check_against_reference(t, {30, 36, 0});
}

namespace {
/// The vertex of most out-edges (the first of them): a BFS from it has a wide second level.
index_t highest_degree_vertex(const Matrix<bool>& A) {
  index_t hub = 0;
  for (index_t v = 1; v < A.nrows(); ++v)
    if (A.offsets()[v + 1] - A.offsets()[v] > A.offsets()[hub + 1] - A.offsets()[hub]) hub = v;
  return hub;
}

/// The option variants every ueno-2d path must survive: bitmap-only expand, list-only expand, top-down only,
/// no shared visited (top-down only), the unrotated bottom-up.
std::vector<ueno_options> option_variants() {
  ueno_options bitmaps, lists, topdown, no_sv, unrotated;
  bitmaps.alpha = 0;
  unrotated.rotate_bottom_up = false;  // every processor of a row searches its whole row set
  lists.alpha = 2;
  topdown.direction_optimising = false;
  no_sv.shared_visited = false;
  no_sv.direction_optimising = false;
  return {bitmaps, lists, topdown, no_sv, unrotated};
}
}  // namespace

TEST_CASE("ueno-2d options: bitmap-only, list-only (VLQ, SIMD-VLQ), top-down only, no shared visited, unrotated",
          "[dist][ueno]") {
  const test_graph t = from_gen(gen::kronecker(8, 16, 11), "kron8");
  for (const ueno_options& opt : option_variants()) check_against_reference(t, {3, 100}, opt);
  ueno_options simd_lists;
  simd_lists.alpha = 2;
  simd_lists.simd_vlq_width = 32;
  check_against_reference(t, {3, 100}, simd_lists);
  ueno_options rotated;
  rotated.rotate_bottom_up = true;
  check_against_reference(t, {3, 100}, rotated);
  rotated.alpha = 0;  // with bitmap expands
  check_against_reference(t, {3, 100}, rotated);
  gen::edge_list e = gen::rmat(8, 6, 0.45, 0.25, 0.15, 5, true);
  e.undirected = false;
  check_against_reference(from_gen(e, "rmat8-directed"), {0, 200}, rotated);
  check_against_reference(from_gen(gen::grid(7, 9), "grid7x9"), {0, 62}, rotated);
}

TEST_CASE("ueno-2d rotated bottom-up: one fold record per newly visited vertex, same levels", "[dist][ueno]") {
  const test_graph t = from_gen(gen::kronecker(10, 16, 2), "kron10");
  const Matrix<bool> A = csr_of(t);
  const index_t hub = highest_degree_vertex(A);  // wide bottom-up levels
  ueno_options rotated, unrotated;
  CHECK(rotated.rotate_bottom_up);  // the default
  unrotated.rotate_bottom_up = false;
  for (auto [R, C] : grids()) {
    INFO("grid " << R << "x" << C);
    process_grid grid = process_grid::make(mpi_world(), R, C);
    const dist_graph g = build_share(grid, t);
    const ueno_result plain = ueno_2d_bfs(grid, g, hub, unrotated), turn = ueno_2d_bfs(grid, g, hub, rotated);
    check_result(A, hub, turn);
    REQUIRE(turn.levels.size() == plain.levels.size());
    bool any_bottom_up = false, plain_duplicates = false;
    for (std::size_t k = 0; k + 1 < turn.levels.size(); ++k) {
      CHECK(turn.levels[k].bottom_up == plain.levels[k].bottom_up);
      CHECK(turn.levels[k + 1].frontier == plain.levels[k + 1].frontier);  // the same level sets
      if (!turn.levels[k].bottom_up) continue;
      any_bottom_up = true;
      // each vertex found once in its row: the fold's records are exactly the next level's frontier
      CHECK(turn.levels[k].fold_bytes == turn.levels[k + 1].frontier * 2 * sizeof(index_t));  // a record: (label, parent)
      plain_duplicates = plain_duplicates || plain.levels[k].fold_bytes > turn.levels[k].fold_bytes;
    }
    CHECK(any_bottom_up);
    if (C > 1) CHECK(plain_duplicates);  // without the rotation some vertex is found twice in a row
  }
}

TEST_CASE("ueno-2d goes bottom-up on a dense Kronecker frontier and lists when sparse", "[dist][ueno]") {
  const test_graph t = from_gen(gen::kronecker(10, 16, 2), "kron10");
  const Matrix<bool> A = csr_of(t);
  for (auto [R, C] : grids()) {
    process_grid grid = process_grid::make(mpi_world(), R, C);
    const dist_graph g = build_share(grid, t);
    const index_t hub = highest_degree_vertex(A);  // a wide second level
    const ueno_result r = ueno_2d_bfs(grid, g, hub);
    bool any_bottom_up = false, any_list = false;
    for (const auto& l : r.levels) {
      any_bottom_up = any_bottom_up || l.bottom_up;
      any_list = any_list || !l.expand_bitmap;
      if (!l.expand_bitmap) CHECK(l.expand_bytes < l.expand_bitmap_bytes);  // the list is the smaller message
    }
    CHECK(any_bottom_up);
    CHECK(any_list);
    CHECK(r.bfs.level == reference_bfs(A, hub).level);
  }
}

TEST_CASE("ueno-2d on real graphs (undirected and directed)", "[dist][ueno][data]") {
  GB_REQUIRE_DATA(dir);
  for (const char* name : {"karate", "dolphins", "wiki-Vote", "p2p-Gnutella05"}) {
    io::loaded_graph lg = io::load_graph(dir + "/" + name + ".mtx.gz");
    test_graph t{lg.A.nrows(), {}, {}, false, name};
    for (index_t u = 0; u < lg.A.nrows(); ++u)
      for (offset_t k = lg.A.offsets()[u]; k < lg.A.offsets()[u + 1]; ++k) {
        t.src.push_back(u);
        t.dst.push_back(lg.A.indices()[k]);
      }
    check_against_reference(t, {0, index_t(lg.A.nrows() / 2), index_t(lg.A.nrows() - 1)});
  }
}

namespace {
/// Every rank's values concatenated in rank order (an allgatherv over the MPI world).
template <class T>
std::vector<T> gather_world(const std::vector<T>& mine) {
  auto world = mpi_world();
  const std::vector<std::uint64_t> bytes = world->allgather(mine.size() * sizeof(T));
  std::uint64_t total = 0;
  for (auto b : bytes) total += b;
  std::vector<T> all(total / sizeof(T));
  world->allgatherv(mine.data(), mine.size() * sizeof(T), all.data(), bytes);
  return all;
}
std::uint64_t edge_key(index_t u, index_t v) { return std::uint64_t(u) << 32 | v; }
}  // namespace

TEST_CASE("dist_graph::build: the blocks of all ranks hold each edge once, in original ids; degrees and labels",
          "[dist][ueno]") {
  // duplicates, self-loops and both orientations in the input; the edges split unevenly over the ranks
  gen::edge_list e = gen::rmat(9, 12, 0.57, 0.19, 0.19, 21, true);
  for (std::size_t k = 0; k < 200; ++k) {  // repeats and loops
    e.src.push_back(e.src[k]);
    e.dst.push_back(e.src[k] == e.dst[k] ? e.dst[k] : (k % 3 ? e.dst[k] : e.src[k]));
  }
  for (bool undirected : {true, false}) {
    std::vector<std::uint64_t> expected;
    std::vector<std::uint64_t> degree(e.n, 0);
    for (std::size_t k = 0; k < e.src.size(); ++k) {
      if (e.src[k] == e.dst[k]) continue;
      expected.push_back(edge_key(e.src[k], e.dst[k]));
      if (undirected) expected.push_back(edge_key(e.dst[k], e.src[k]));
    }
    std::sort(expected.begin(), expected.end());
    expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
    for (auto key : expected) ++degree[key >> 32];
    for (auto [R, C] : grids()) {
      INFO("grid " << R << "x" << C << (undirected ? " undirected" : " directed"));
      process_grid grid = process_grid::make(mpi_world(), R, C);
      std::vector<index_t> s, d;  // rank r hands in a contiguous piece of its own length
      const std::size_t m = e.src.size(), P = std::size_t(grid.ranks()), r = std::size_t(grid.rank());
      const std::size_t lo = m * r * r / (P * P), hi = m * (r + 1) * (r + 1) / (P * P);
      s.assign(e.src.begin() + std::ptrdiff_t(lo), e.src.begin() + std::ptrdiff_t(hi));
      d.assign(e.dst.begin() + std::ptrdiff_t(lo), e.dst.begin() + std::ptrdiff_t(hi));
      const dist_graph g = dist_graph::build(grid, e.n, s, d, undirected);
      const vertex_layout& L = g.layout;
      // label -> original owner-local id of every block, from every rank's own_label
      const std::vector<index_t> labels = gather_world(g.own_label);
      std::vector<std::vector<index_t>> local_of(P);
      for (int k = 0, at = 0; k < int(P); at += int(L.blocks.size(k)), ++k) {
        local_of[std::size_t(k)].resize(L.blocks.size(k));
        for (index_t x = 0; x < L.blocks.size(k); ++x) local_of[std::size_t(k)][labels[std::size_t(at) + x]] = x;
      }
      // the row set's column c -> original id
      auto row_original = [&](index_t c) {
        int jj = 0;
        while (jj + 1 < C && L.row_offset(grid.i, jj + 1) <= c) ++jj;
        const int k = jj * R + grid.i;
        return L.blocks.start(k) + local_of[std::size_t(k)][c - L.row_offset(grid.i, jj)];
      };
      std::vector<std::uint64_t> mine;
      const Matrix<bool>& B = g.push_block;
      bool rows_sorted = true;
      for (index_t u = 0; u < B.nrows(); ++u)
        for (offset_t k = B.offsets()[u]; k < B.offsets()[u + 1]; ++k) {
          mine.push_back(edge_key(g.col_original[u], row_original(B.indices()[k])));
          rows_sorted = rows_sorted && (k == B.offsets()[u] || B.indices()[k - 1] < B.indices()[k]);
        }
      CHECK(rows_sorted);
      CHECK(g.pull_block.nvals() == B.nvals());
      const Matrix<bool> back = g.pull_block.transposed();
      CHECK(std::equal(back.indices().begin(), back.indices().end(), B.indices().begin(), B.indices().end()));
      CHECK(std::equal(back.offsets().begin(), back.offsets().end(), B.offsets().begin(), B.offsets().end()));
      std::vector<std::uint64_t> all = gather_world(mine);
      std::sort(all.begin(), all.end());
      CHECK(all == expected);  // each edge on exactly one rank, nothing else
      CHECK(g.global_edges == expected.size());
      // own_degree by label is the whole graph's out-degree, non-increasing (vertex sorting)
      const index_t start = L.blocks.start(grid.rank());
      bool degrees_equal = true, non_increasing = true;
      for (index_t x = 0; x < L.blocks.size(grid.rank()); ++x) {
        degrees_equal = degrees_equal && g.own_degree[g.own_label[x]] == degree[start + x];
        non_increasing = non_increasing && (x == 0 || g.own_degree[x - 1] >= g.own_degree[x]);
      }
      CHECK(degrees_equal);
      CHECK(non_increasing);
    }
  }
}

TEST_CASE("ueno-2d rejects a source outside the graph", "[dist][ueno]") {
  process_grid grid = process_grid::make(mpi_world(), 1, world_size());
  const dist_graph g = dist_graph::build(grid, 10, {0, 1}, {1, 2}, true);
  CHECK_THROWS_AS(ueno_2d_bfs(grid, g, 10), invalid_index);
  CHECK_THROWS_AS(process_grid::make(mpi_world(), 3, world_size() + 1), invalid_value);
  CHECK_THROWS_AS(dist_graph::build(grid, 10, {0}, {10}, true), invalid_index);
}

TEST_CASE("graph500 harness: 8 roots at scale 9 validate and report the reference keys", "[dist][graph500]") {
  process_grid grid = process_grid::make(mpi_world(), 1, world_size());
  graph500_options opt;
  opt.scale = 9;
  opt.roots = 8;
  std::vector<std::string> progress;  // rank 0 only: generation, construction, warm-up, 8 BFSes
  opt.progress = [&](const std::string& line) { progress.push_back(line); };
  const graph500_report rep = run_graph500(grid, opt);
  CHECK(rep.all_valid);
  REQUIRE(rep.runs.size() == 8);
  if (grid.rank() == 0) {
    REQUIRE(progress.size() == 11);
    CHECK(progress[0].rfind("generation ", 0) == 0);
    CHECK(progress[1].rfind("construction ", 0) == 0);
    CHECK(progress[2].rfind("warm-up bfs ", 0) == 0);
    CHECK(progress[3].rfind("bfs 1/8 root " + std::to_string(rep.runs[0].root) + ": ", 0) == 0);
    CHECK(progress[10].rfind("bfs 8/8 root " + std::to_string(rep.runs[7].root) + ": ", 0) == 0);
  } else {
    CHECK(progress.empty());
  }
  std::vector<std::string> keys;
  for (const auto& [k, v] : rep.block) keys.push_back(k);
  for (const char* key : {"SCALE", "edgefactor", "NBFS", "construction_time", "median_time", "min_nedge",
                          "harmonic_mean_TEPS", "harmonic_stddev_TEPS", "firstquartile_TEPS", "thirdquartile_TEPS"})
    CHECK(std::find(keys.begin(), keys.end(), key) != keys.end());
  for (const auto& run : rep.runs) CHECK(run.nedge > 0);
}

TEST_CASE("graph500 validation over the ranks' shares of the list accepts BFS trees and rejects corrupted ones",
          "[dist][graph500]") {
  process_grid grid = process_grid::make(mpi_world(), 1, world_size());
  const int P = grid.ranks(), me = grid.rank();
  const int scale = 9;
  const gen::edge_list all = gen::kronecker(scale, 8, 3);  // every rank makes the whole list, validates its share
  const index_t n = index_t(1) << scale;
  const std::size_t m = all.src.size(), lo = m * me / P, hi = m * (me + 1) / P;
  build_options bo;
  bo.symmetrize = true;
  bo.drop_self_loops = true;
  const auto A = Matrix<bool>::from_coo(n, n, all.src, all.dst, {}, format::csr, bo);
  index_t root = 0;
  while (A.offsets()[root + 1] == A.offsets()[root]) ++root;
  const std::vector<std::int64_t> good = reference_bfs(A, root).parent;
  auto verdict = [&](const std::vector<std::int64_t>& parent) {
    const validation_report mine =
        validate_parents_distributed(grid, root, parent, all.src.data() + lo, all.dst.data() + lo, hi - lo);
    const bool ok = grid.world->allreduce_sum(mine.ok ? 0 : 1) == 0;
    CHECK(ok == validate_parents(A, root, parent).ok);  // the split rules are the whole graph's rules
    return ok;
  };
  CHECK(verdict(good));
  // A tree edge that is no edge: a reached vertex whose parent is its grandparent; it sits in the vertex
  // range of whichever rank, so the marks must travel to that rank to catch it.
  int rejected = 0;
  for (index_t v = 0; v < n && rejected < 8; ++v) {
    if (good[v] < 0 || index_t(good[v]) == v || index_t(good[good[v]]) == index_t(good[v])) continue;
    std::vector<std::int64_t> bad = good;
    bad[v] = good[good[v]];
    rejected += !verdict(bad);
  }
  CHECK(rejected == 8);
  std::vector<std::int64_t> unreached = good;
  for (index_t v = 0; v < n; ++v)
    if (good[v] >= 0 && index_t(v) != root) {
      unreached[v] = -1;  // reachable, no parent
      break;
    }
  CHECK_FALSE(verdict(unreached));
  const validation_report outside =
      validate_parents_distributed(grid, n, good, all.src.data() + lo, all.dst.data() + lo, hi - lo);
  CHECK_FALSE(outside.ok);  // a root outside the graph: every rank says so, and nothing reads past the marks
}

TEST_CASE("graph500 statistics: harmonic mean of TEPS and quartiles", "[dist][graph500]") {
  auto close = [](double a, double b) { return std::abs(a - b) <= 1e-12 * std::abs(b); };
  auto s = graph500_statistics({1.0, 2.0, 4.0}, true);
  auto get = [&](const std::string& k) {
    for (auto& [key, v] : s)
      if (key == k) return v;
    return -1.0;
  };
  CHECK(close(get("harmonic_mean"), 3.0 / (1.0 + 0.5 + 0.25)));
  CHECK(close(get("min"), 1.0));
  CHECK(close(get("max"), 4.0));
  s = graph500_statistics({4.0, 1.0, 3.0, 2.0, 5.0}, false);
  CHECK(close(get("median"), 3.0));
  CHECK(close(get("firstquartile"), 2.0));
  CHECK(close(get("mean"), 3.0));
}

namespace {
std::unique_ptr<communicator> nccl_staged_world() {
  auto nccl = nccl_world();
  return host_staged(std::move(nccl), nccl_device());
}
}  // namespace

TEST_CASE("NCCL engine (host-staged): ueno-2d equals the reference", "[dist][nccl][cuda]") {
  if (!nccl_available() || !memory::cuda_available()) GB_SKIP("no NCCL engine or no GPU");
  if (!gpu_per_rank()) GB_SKIP("NCCL between ranks needs a GPU per rank; fewer GPUs here");
  check_against_reference(from_gen(gen::kronecker(9, 8, 3), "kron9"), {0, 77, 511}, {}, nccl_staged_world);
  gen::edge_list e = gen::rmat(8, 6, 0.45, 0.25, 0.15, 5, true);
  e.undirected = false;
  check_against_reference(from_gen(e, "rmat8-directed"), {0, 200}, {}, nccl_staged_world);
  check_against_reference(from_gen(gen::grid(7, 9), "grid7x9"), {0, 62}, {}, nccl_staged_world);
}

TEST_CASE("ueno_gpu_bfs refuses a host (MPI) grid", "[dist][ueno]") {
  process_grid grid = process_grid::make(mpi_world(), 1, world_size());
  const dist_graph g = dist_graph::build(grid, 10, {0, 1}, {1, 2}, true);
  if (ueno_gpu_bfs::available())
    CHECK_THROWS_AS(ueno_gpu_bfs(grid, g), invalid_value);
  else
    CHECK_THROWS_AS(ueno_gpu_bfs(grid, g), not_supported);
}

// GPU ranks: run by the one-GPU ctest entries, "[nccl]" at np 1 (NCCL) and "[gpu-ranks]" at np 2 and 4
// (every grid; the ranks share the GPU through device_staged MPI); skipped, never passed, without a GPU
// or without NCCL.
#define GB_REQUIRE_GPU_RANKS()                                                                      \
  do {                                                                                              \
    if (!ueno_gpu_bfs::available() || !memory::cuda_available()) GB_SKIP("no GPU ranks or no GPU"); \
  } while (0)
// The NCCL grids (nccl_world()) need a GPU per rank: NCCL refuses two ranks on one GPU.
#define GB_REQUIRE_GPU_PER_RANK()                                                            \
  do {                                                                                       \
    GB_REQUIRE_GPU_RANKS();                                                                  \
    if (!gpu_per_rank()) GB_SKIP("NCCL between ranks needs a GPU per rank; fewer GPUs here"); \
  } while (0)

TEST_CASE("GPU ranks: ueno-2d equals the reference (Kronecker, directed, odd n, isolated sources)",
          "[dist][nccl][gpu-ranks][cuda]") {
  GB_REQUIRE_GPU_RANKS();
  check_gpu_ranks_against_reference(from_gen(gen::kronecker(9, 8, 3), "kron9"), {0, 1, 77, 300, 511});
  gen::edge_list e = gen::rmat(8, 6, 0.45, 0.25, 0.15, 5, true);
  e.undirected = false;
  check_gpu_ranks_against_reference(from_gen(e, "rmat8-directed"), {0, 5, 200});
  check_gpu_ranks_against_reference(from_gen(gen::grid(7, 9), "grid7x9"), {0, 31, 62});
  check_gpu_ranks_against_reference(from_gen(gen::kary_tree(3, 4), "tree3^4"), {0, 120});
  test_graph t{37, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 19}, true, "path-plus-isolated"};
  check_gpu_ranks_against_reference(t, {30, 36, 0});
}

TEST_CASE("GPU ranks: bitmap-only, list-only, top-down only, no shared visited, unrotated, hub path for every vertex",
          "[dist][nccl][gpu-ranks][cuda]") {
  GB_REQUIRE_GPU_RANKS();
  const test_graph t = from_gen(gen::kronecker(8, 16, 11), "kron8");
  for (const ueno_options& opt : option_variants()) check_gpu_ranks_against_reference(t, {3, 100}, opt);
  ueno_options hubs_everywhere;  // nearly every top-down vertex takes the heavy (whole-GPU) path
  hubs_everywhere.gpu_heavy_degree = 2;
  hubs_everywhere.direction_optimising = false;
  check_gpu_ranks_against_reference(t, {3, 100}, hubs_everywhere);
  hubs_everywhere.shared_visited = false;
  check_gpu_ranks_against_reference(t, {3, 100}, hubs_everywhere);
}

TEST_CASE("GPU ranks: rotated bottom-up equals the reference, one fold record per new vertex",
          "[dist][nccl][gpu-ranks][cuda]") {
  GB_REQUIRE_GPU_RANKS();
  ueno_options rotated;
  rotated.rotate_bottom_up = true;
  check_gpu_ranks_against_reference(from_gen(gen::kronecker(9, 8, 3), "kron9"), {0, 77}, rotated);
  check_gpu_ranks_against_reference(from_gen(gen::grid(7, 9), "grid7x9"), {0, 62}, rotated);  // odd block lengths
  const test_graph t = from_gen(gen::kronecker(10, 16, 2), "kron10");
  const Matrix<bool> A = csr_of(t);
  const index_t hub = highest_degree_vertex(A);
  for (auto [R, C] : grids()) {
    INFO("grid " << R << "x" << C);
    process_grid grid = process_grid::make(mpi_world(), R, C);
    const dist_graph g = build_share(grid, t);
    ueno_gpu_bfs gpu(gpu_grid(R, C), g, gpu_device());
    const ueno_result r = gpu.run(hub, rotated), cpu = ueno_2d_bfs(grid, g, hub, rotated);
    check_result(A, hub, r);
    REQUIRE(r.levels.size() == cpu.levels.size());
    for (std::size_t k = 0; k + 1 < r.levels.size(); ++k) {
      CHECK(r.levels[k].bottom_up == cpu.levels[k].bottom_up);
      if (r.levels[k].bottom_up) CHECK(r.levels[k].fold_bytes == r.levels[k + 1].frontier * 2 * sizeof(index_t));
    }
  }
}

TEST_CASE("GPU ranks: priming before the timer (none, exchanges only, busy rounds) leaves the result alone",
          "[dist][nccl][gpu-ranks][cuda]") {
  GB_REQUIRE_GPU_RANKS();
  const test_graph t = from_gen(gen::kronecker(8, 16, 11), "kron8");
  const Matrix<bool> A = csr_of(t);
  // one grid, the squarest (every grid's priming is the default's, run by the cases above)
  auto [R, C] = process_grid::parse_shape("", world_size());
  process_grid grid = process_grid::make(mpi_world(), R, C);
  const dist_graph g = build_share(grid, t);
  ueno_gpu_bfs gpu(gpu_grid(R, C), g, gpu_device());
  ueno_options opt;
  for (double ms : {0.0, 0.2, 1.3}) {  // 0: the exchanges only; 1.3: three rounds, the last one short
    opt.prime_ms = ms;
    INFO("prime_ms " << ms);
    check_result(A, 3, gpu.run(3, opt));
  }
  opt.prime_exchanges = false;
  check_result(A, 3, gpu.run(3, opt));
  // a bad prime_ms is refused on every rank before any collective (the same options everywhere)
  for (double bad : {-1.0, 1e9, std::nan("")}) {
    ueno_options o;
    o.prime_ms = bad;
    CHECK_THROWS_AS(gpu.run(3, o), invalid_value);
  }
  check_result(A, 3, gpu.run(3));  // and the object still runs
}

TEST_CASE("GPU ranks: bottom-up on a dense Kronecker frontier, lists when sparse, same levels as CPU ranks",
          "[dist][nccl][gpu-ranks][cuda]") {
  GB_REQUIRE_GPU_RANKS();
  const test_graph t = from_gen(gen::kronecker(10, 16, 2), "kron10");
  const Matrix<bool> A = csr_of(t);
  const index_t hub = highest_degree_vertex(A);  // a wide second level
  for (auto [R, C] : grids()) {
    process_grid grid = process_grid::make(mpi_world(), R, C);
    const dist_graph g = build_share(grid, t);
    ueno_gpu_bfs gpu(gpu_grid(R, C), g, gpu_device());
    const ueno_result r = gpu.run(hub);
    const ueno_result cpu = ueno_2d_bfs(grid, g, hub);
    bool any_bottom_up = false, any_list = false;
    for (const auto& l : r.levels) {
      any_bottom_up = any_bottom_up || l.bottom_up;
      any_list = any_list || !l.expand_bitmap;
    }
    CHECK(any_bottom_up);
    CHECK(any_list);
    check_result(A, hub, r);
    REQUIRE(r.levels.size() == cpu.levels.size());
    for (std::size_t k = 0; k < r.levels.size(); ++k) {  // the same level sets, directions and fold records
      CHECK(r.levels[k].frontier == cpu.levels[k].frontier);
      CHECK(r.levels[k].bottom_up == cpu.levels[k].bottom_up);
      CHECK(r.levels[k].fold_bytes == cpu.levels[k].fold_bytes);
    }
  }
}

TEST_CASE("GPU ranks: graph500 harness at scale 9 validates every root", "[dist][nccl][cuda]") {
  GB_REQUIRE_GPU_PER_RANK();
  process_grid grid = process_grid::make(mpi_world(), 1, world_size());
  graph500_options opt;
  opt.scale = 9;
  opt.roots = 8;
  opt.gpu_ranks = true;
  const graph500_report rep = run_graph500(grid, opt);
  CHECK(rep.all_valid);
  REQUIRE(rep.runs.size() == 8);
  for (const auto& run : rep.runs) CHECK(run.nedge > 0);
}
