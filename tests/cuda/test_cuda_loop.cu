// Asynchronous device operators and device loops (issues 12 and 13): a bitmap
// output's entry count stays on the device until nvals() asks; outputs reused
// right after an operation, aliased operands and containers destroyed while
// their work is queued; while_loop recorded into a CUDA graph (conditional
// WHILE node) against the same loop run eagerly and the serial Bellman-Ford,
// the recorded graph reused for a second source, the host waits counted,
// not_capturable for a body that waits for the device, and the condition tests
// carried by the Scalar kernels that wrote the conditions (condition_link.cuh).
#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "cuda_test.hpp"
#include "graphblade/backend/cuda/detail/condition_link.cuh"
#include "graphblade/backend/cuda/workspace.cuh"
#include "graphblade/graphblade.hpp"
#include "graphblade/reference/assign.hpp"
#include "graphblade/reference/extract.hpp"
#include "ops/loop_cases.hpp"
#include "ops/op_case_gen.hpp"

namespace gb = graphblade;
using namespace gbtest;

namespace {
gb::Vector<std::int64_t> device_bitmap(gb::index_t n, const std::vector<gb::index_t>& idx,
                                       const std::vector<std::int64_t>& val) {
  gb::Vector<std::int64_t> host = gb::Vector<std::int64_t>::from_list(n, idx, val).to_storage(gb::storage::bitmap);
  return host.to(gb::cuda(0));
}

/// Run a recorded loop once and wait: one graph launch, no kernel launched apart, one host wait.
void run_recorded_once(gb::while_loop& loop) {
  REQUIRE(loop.recorded());
  const gb::device_activity before = gb::device_activity_now();
  loop.run();
  loop.wait();
  const gb::device_activity used = gb::device_activity_now() - before;
  CHECK(used.graph_launches == 1);
  CHECK(used.launches == 0);
  CHECK(used.host_syncs == 1);  // the wait
}

/// A BFS on the device over a path 0 - 1 - ... - 39 from 0: 39 levels, then an empty frontier. level() is one
/// level's depth, product and write-back; a loop body adds its condition.
struct path_bfs {
  static constexpr gb::index_t n = 40;
  gb::Matrix<bool> A;
  gb::Vector<bool> f = gb::Vector<bool>::from_list(n, {0}, {true}).to(gb::cuda(0));
  gb::Vector<std::int64_t> level = device_bitmap(n, {0}, {0});
  gb::Scalar<std::int64_t> depth{0, gb::cuda(0)};
  path_bfs() {
    std::vector<gb::index_t> r, c;
    for (gb::index_t i = 0; i + 1 < n; ++i) r.push_back(i), c.push_back(i + 1), r.push_back(i + 1), c.push_back(i);
    A = gb::Matrix<bool>::from_coo(n, n, r, c).to(gb::cuda(0));
  }
  void level_step() {
    gb::apply(depth, plus_one{}, depth);  // depth = depth + 1
    // f<¬s(level), replace> = f any.pair A ; level<s(f)> = depth
    gb::vxm(f, gb::complement(gb::structure(level)), gb::no_accum, gb::any_pair<bool>{}, f, A,
            gb::replace.with(gb::method::push));
    gb::assign(level, gb::structure(f), gb::no_accum, depth);
  }
  /// Every vertex on its level, the pass that found nothing counted in the depth.
  void check() const {
    CHECK(depth.value() == n);
    CHECK(gb::nvals(level) == n);
    const gb::Vector<std::int64_t> got = level.to(gb::host);
    for (gb::index_t v = 0; v < n; ++v) CHECK(got.get(v) == std::optional<std::int64_t>(v));
  }
};
}  // namespace

TEST_CASE("cuda: a sparse vector with its count on the device: w<s(m), replace> = T rebuilds it from m's list, "
          "reduce reads the count on the device; both enqueue only and equal the host",
          "[cuda][async][sanitize]") {
  GB_REQUIRE_CUDA();
  const gb::index_t n = 300000;
  std::vector<gb::index_t> idx;
  std::vector<std::int64_t> val;
  for (gb::index_t i = 7; i < n; i += 3) idx.push_back(i), val.push_back(std::int64_t(i % 1000) - 500);
  const gb::Vector<std::int64_t> m_host = gb::Vector<std::int64_t>::from_list(n, idx, val);
  gb::Vector<std::int64_t> degree_host = gb::Vector<std::int64_t>::full(n, 0);
  for (gb::index_t i = 0; i < n; ++i) degree_host.values()[i] = std::int64_t(i % 97) - 40;
  const gb::Vector<std::int64_t> m = m_host.to(gb::cuda(0)), degree = degree_host.to(gb::cuda(0));
  gb::Vector<std::int64_t> w = gb::Vector<std::int64_t>::from_list(n, {1, 2}, {5, 6}).to(gb::cuda(0));
  gb::Scalar<std::int64_t> sum(0, gb::cuda(0)), low(0, gb::cuda(0));
  for (int pass = 0; pass < 2; ++pass) {  // the first pass sizes the workspace
    const gb::device_activity before = gb::device_activity_now();
    // w<s(m), replace> = degree ;  sum = +/w ;  low = min/w
    gb::assign(w, gb::structure(m), gb::no_accum, degree, gb::replace);
    gb::reduce(sum, gb::no_accum, gb::plus_monoid<std::int64_t>{}, w);
    gb::reduce(low, gb::no_accum, gb::min_monoid<std::int64_t>{}, w);
    if (pass == 1) CHECK((gb::device_activity_now() - before).host_syncs == 0);
  }
  REQUIRE(w.kind() == gb::storage::sparse);
  std::int64_t want_sum = 0, want_low = std::numeric_limits<std::int64_t>::max();
  for (gb::index_t i : idx) want_sum += degree_host.values()[i], want_low = std::min(want_low, degree_host.values()[i]);
  CHECK(sum.value() == want_sum);
  CHECK(low.value() == want_low);
  CHECK(gb::nvals(w) == idx.size());
  const gb::Vector<std::int64_t> got = w.to(gb::host);
  bool same = true;
  for (gb::index_t i : idx) same = same && got.get(i) == std::optional<std::int64_t>(degree_host.values()[i]);
  CHECK(same);
  // an empty list: no entry, the monoid's identity
  gb::Vector<std::int64_t> none(n, gb::storage::sparse, gb::cuda(0));
  gb::assign(none, gb::complement(gb::structure(m)), gb::no_accum, none, gb::replace);  // empty, count on the device
  gb::assign(w, gb::structure(none), gb::no_accum, degree, gb::replace);
  gb::reduce(sum, gb::no_accum, gb::plus_monoid<std::int64_t>{}, w);
  CHECK(sum.value() == 0);
  CHECK(gb::nvals(w) == 0);
}

TEST_CASE("cuda: w<s(u)> = accum(w, u) into a bitmap under u's own structure equals the host and enqueues only",
          "[cuda][async][sanitize]") {
  GB_REQUIRE_CUDA();
  const gb::index_t n = 5000;
  const gb::Vector<std::int64_t> w_host =
      gb::Vector<std::int64_t>::from_list(n, {0, 10, 20, 4999}, {1, 2, 3, 4}).to_storage(gb::storage::bitmap);
  std::vector<gb::index_t> idx;
  std::vector<std::int64_t> val;
  for (std::int64_t i = 4999; i > 0; i -= 7) idx.push_back(gb::index_t(i)), val.push_back(i * 3 - 7000);  // descending
  const gb::Vector<std::int64_t> u_host = gb::Vector<std::int64_t>::from_list(n, idx, val);
  for (bool count_on_device : {false, true}) {
    for (bool accumulate : {false, true}) {
      INFO("count on the device " << count_on_device << ", accumulate " << accumulate);
      gb::Vector<std::int64_t> u = u_host.to(gb::cuda(0));
      if (count_on_device) {  // u = u itself through a product-free op that leaves its count in the cell
        gb::Vector<std::int64_t> none(n, gb::storage::sparse, gb::cuda(0));
        gb::assign(u, gb::complement(gb::structure(none)), gb::no_accum, u, gb::replace);
        REQUIRE(u.nvals_on_device());
        REQUIRE(u.kind() == gb::storage::sparse);
      }
      gb::Vector<std::int64_t> w = w_host.to(gb::cuda(0)), want = w_host;
      const gb::device_activity before = gb::device_activity_now();
      if (accumulate) {
        gb::assign(w, gb::structure(u), gb::plus_op<std::int64_t>{}, u);  // w<s(u)> = w + u
        gb::reference::assign(want, gb::structure(u_host), gb::plus_op<std::int64_t>{}, u_host, false);
      } else {
        gb::assign(w, gb::structure(u), gb::no_accum, u);  // w<s(u)> = u
        gb::reference::assign(want, gb::structure(u_host), gb::no_accum, u_host, false);
      }
      CHECK((gb::device_activity_now() - before).host_syncs == 0);
      CHECK(gb::nvals(w) == gb::reference::nvals(want));
      CHECK(diff_vectors(w.to(gb::host), want) == "");
    }
  }
}

TEST_CASE("cuda: a bitmap output's count stays on the device; outputs reused and aliased at once",
          "[cuda][async][sanitize][racecheck]") {
  GB_REQUIRE_CUDA();
  const gb::index_t n = 5000;
  gb::Vector<std::int64_t> u = device_bitmap(n, {1, 7, 4000, 4999}, {5, 6, 7, 8});
  gb::Vector<std::int64_t> v = device_bitmap(n, {7, 10, 4999}, {1, 2, 3});
  gb::Vector<std::int64_t> w(n, gb::storage::bitmap, gb::cuda(0));
  gb::ewise_add(w, gb::no_mask, gb::no_accum, gb::plus_op<std::int64_t>{}, u, v);  // sizes the workspace

  const gb::device_activity before = gb::device_activity_now();
  gb::ewise_add(w, gb::no_mask, gb::no_accum, gb::plus_op<std::int64_t>{}, u, v);
  // reuse w at once as an input and (aliased) as the output
  gb::ewise_mult(w, gb::no_mask, gb::no_accum, gb::times_op<std::int64_t>{}, w, u);
  const gb::device_activity enqueued = gb::device_activity_now() - before;
  CHECK(enqueued.host_syncs == 0);  // nothing waited: the count is on the device
  CHECK(w.nvals_on_device());
  CHECK(gb::nvals(w) == 4);  // the one wait
  CHECK_FALSE(w.nvals_on_device());
  using entry = std::pair<gb::index_t, std::int64_t>;
  CHECK(w.to(gb::host).entries() == std::vector<entry>{{1, 25}, {7, 42}, {4000, 49}, {4999, 88}});
}

TEST_CASE("cuda: a container destroyed while its work is queued is freed in stream order", "[cuda][async][sanitize]") {
  GB_REQUIRE_CUDA();
  const gb::index_t n = 100000;
  gb::Vector<std::int64_t> u = device_bitmap(n, {0, 99999}, {1, 2});
  gb::Vector<std::int64_t> keep(n, gb::storage::bitmap, gb::cuda(0));
  for (int round = 0; round < 4; ++round) {
    gb::Vector<std::int64_t> tmp(n, gb::storage::bitmap, gb::cuda(0));
    gb::apply(tmp, gb::no_mask, gb::no_accum, gb::ainv_op<std::int64_t>{}, u);
    gb::ewise_add(keep, gb::no_mask, gb::no_accum, gb::plus_op<std::int64_t>{}, keep, tmp);
  }  // tmp dies each round with its kernels possibly still queued
  gb::Scalar<std::int64_t> sum(0, gb::cuda(0));
  gb::reduce(sum, gb::no_accum, gb::plus_monoid<std::int64_t>{}, keep);
  CHECK(sum.value() == -12);
  CHECK(gb::nvals(keep) == 2);
}

TEST_CASE("cuda: reduce into a device Scalar enqueues only; value() is the wait", "[cuda][async][sanitize]") {
  GB_REQUIRE_CUDA();
  gb::Vector<std::int64_t> u = device_bitmap(1000, {3, 30, 300}, {1, 2, 3});
  gb::Scalar<std::int64_t> s(10, gb::cuda(0));
  gb::reduce(s, gb::plus_op<std::int64_t>{}, gb::plus_monoid<std::int64_t>{}, u);  // sizes the workspace
  const gb::device_activity before = gb::device_activity_now();
  gb::reduce(s, gb::plus_op<std::int64_t>{}, gb::plus_monoid<std::int64_t>{}, u);
  CHECK((gb::device_activity_now() - before).host_syncs == 0);
  CHECK(s.value() == 22);
  gb::Vector<std::int64_t> empty(1000, gb::storage::bitmap, gb::cuda(0));
  gb::reduce(s, gb::no_accum, gb::max_monoid<std::int64_t>{}, empty);
  CHECK(s.value() == gb::max_monoid<std::int64_t>{}.identity());
}

TEST_CASE("cuda: Bellman-Ford recorded as a device while_loop equals the eager loop and the serial one",
          "[cuda][loop][recorded][sanitize]") {
  GB_REQUIRE_CUDA();
  const weighted_grid g = make_weighted_grid(12, 17);
  const std::vector<std::int64_t> want0 = serial_bellman_ford(g, 0), want1 = serial_bellman_ford(g, 150);

  auto eager = bellman_ford_on(g, gb::cuda(0));
  eager.start(0);
  gb::repeat_while(
      eager.changed, [&] { eager.pass(); }, gb::loop_mode::eager);
  CHECK(eager.distances() == want0);

  auto bf = bellman_ford_on(g, gb::cuda(0));
  bf.start(0);
  bf.pass();  // one eager pass sizes the workspace and every count cell before recording
  gb::while_loop loop(bf.changed, [&] { bf.pass(); });
  run_recorded_once(loop);
  CHECK(bf.changed.value() == 0);
  CHECK(bf.distances() == want0);

  // the instantiated graph again, from another source (same containers, new values)
  bf.start(150);
  loop.run();
  loop.wait();
  CHECK(bf.distances() == want1);
}

TEST_CASE("cuda: repeat_while records a Bellman-Ford loop after one eager pass", "[cuda][loop][recorded][sanitize]") {
  GB_REQUIRE_CUDA();
  const weighted_grid g = make_weighted_grid(7, 9);
  auto bf = bellman_ford_on(g, gb::cuda(0));  // fresh: nothing sized yet
  bf.start(4);
  gb::repeat_while(bf.changed, [&] { bf.pass(); });
  CHECK(bf.distances() == serial_bellman_ford(g, 4));
}

// [api_errors]: the refused calls are CUDA API errors on purpose (the sanitizers run it with --report-api-errors no)
TEST_CASE("cuda: a loop body that waits for the device is not_capturable, and eager work goes on",
          "[cuda][loop_error][recorded][api_errors]") {
  GB_REQUIRE_CUDA();
  const weighted_grid g = make_weighted_grid(5, 6);
  auto bf = bellman_ford_on(g, gb::cuda(0));
  bf.start(0);
  bf.pass();
  gb::offset_t seen = 0;
  CHECK_THROWS_AS(gb::while_loop(bf.changed,
                                 [&] {
                                   bf.pass();
                                   seen = gb::nvals(bf.d);  // reads a count to the host: a wait
                                 }),
                  gb::not_capturable);
  (void)seen;
  // the workspace is back on its stream and the device is usable (the body's containers start again)
  bf.start(0);
  gb::repeat_while(
      bf.changed, [&] { bf.pass(); }, gb::loop_mode::eager);
  CHECK(bf.distances() == serial_bellman_ford(g, 0));
}

TEST_CASE("cuda: a copy within a device and a subassign into a bitmap enqueue only; nvals() is the wait",
          "[cuda][async][sanitize]") {
  GB_REQUIRE_CUDA();
  const gb::Vector<std::int64_t> v = device_bitmap(100, {3, 50}, {7, 8});
  const gb::device_activity before = gb::device_activity_now();
  gb::Vector<std::int64_t> c = v;  // a copy within the device
  gb::subassign(c, gb::no_mask, gb::no_accum, std::int64_t(5), {10, 3, 99});
  CHECK((gb::device_activity_now() - before).host_syncs == 0);
  CHECK(gb::nvals(c) == 4);
  const gb::Vector<std::int64_t> h = c.to(gb::host);
  CHECK(h.get(3) == std::optional<std::int64_t>(5));
  CHECK(h.get(10) == std::optional<std::int64_t>(5));
  CHECK(h.get(50) == std::optional<std::int64_t>(8));
  CHECK(h.get(99) == std::optional<std::int64_t>(5));
  CHECK(gb::nvals(v) == 2);  // the source of the copy is unchanged
  CHECK(v.to(gb::host).get(3) == std::optional<std::int64_t>(7));
}

TEST_CASE("cuda: a subassign into a sparse vector emptied in place enqueues only and keeps its arrays",
          "[cuda][async][sanitize]") {
  GB_REQUIRE_CUDA();
  gb::Vector<std::int64_t> f =
      gb::Vector<std::int64_t>::from_list(1000, {4, 70, 999}, {1, 2, 3}).to(gb::cuda(0));  // sparse on the device
  gb::Vector<std::int64_t> u = gb::Vector<std::int64_t>::from_list(1000, {5, 6}, {1, 2}).to(gb::cuda(0));
  gb::assign(f, gb::complement(gb::structure(u)), gb::no_accum, f, gb::replace);  // a count left on the device
  REQUIRE(f.kind() == gb::storage::sparse);
  const gb::index_t* indices = f.indices().data();
  const std::int64_t* values = f.values().data();
  const gb::device_activity before = gb::device_activity_now();
  f.clear_in_place();
  gb::subassign(f, gb::no_mask, gb::no_accum, std::int64_t(42), {17});  // f = {17: 42}
  CHECK((gb::device_activity_now() - before).host_syncs == 0);
  CHECK(f.indices().data() == indices);  // a recorded loop that reads f keeps working
  CHECK(f.values().data() == values);
  CHECK(f.sorted());
  CHECK(gb::nvals(f) == 1);
  CHECK(f.to(gb::host).get(17) == std::optional<std::int64_t>(42));
  // several indices, a mask over them: the kept ones in any order
  f.clear_in_place();
  const gb::Vector<bool> keep = gb::Vector<bool>::from_list(4, {0, 2, 3}, {true, true, true}).to(gb::cuda(0));
  gb::subassign(f, gb::structure(keep), gb::no_accum, std::int64_t(7), {900, 3, 500, 1});
  CHECK(gb::nvals(f) == 3);
  const gb::Vector<std::int64_t> h = f.to(gb::host);
  CHECK(h.get(900) == std::optional<std::int64_t>(7));
  CHECK(h.get(500) == std::optional<std::int64_t>(7));
  CHECK(h.get(1) == std::optional<std::int64_t>(7));
  CHECK(!h.get(3));
}

TEST_CASE("cuda: read_values reads several device Scalars with one host wait, after the work queued before",
          "[cuda][async][sanitize]") {
  GB_REQUIRE_CUDA();
  gb::Scalar<std::int64_t> depth(5, gb::cuda(0));
  gb::Scalar<std::int32_t> pulls(-3, gb::cuda(0));
  gb::Scalar<double> x(0.5, gb::cuda(0));
  gb::apply(depth, plus_one{}, depth);  // 6, enqueued
  const gb::device_activity before = gb::device_activity_now();
  const auto [d, p, v] = gb::read_values(depth, pulls, x);
  CHECK((gb::device_activity_now() - before).host_syncs == 1);
  CHECK(d == 6);
  CHECK(p == -3);
  CHECK(v == 0.5);
  const gb::Scalar<std::int64_t> on_host(1);
  CHECK_THROWS_AS(gb::read_values(depth, on_host), gb::invalid_value);
}

TEST_CASE("cuda: Scalar::set and memory::store are enqueued in order with the work around them, no host wait",
          "[cuda][async][sanitize]") {
  GB_REQUIRE_CUDA();
  gb::Scalar<std::int64_t> x(7, gb::cuda(0));
  const gb::device_activity before = gb::device_activity_now();
  x.set(11);
  gb::apply(x, plus_one{}, x);  // 12
  x.set(40);
  gb::apply(x, plus_one{}, x);  // 41
  std::int64_t three[3] = {5, -6, 7};
  gb::buffer<std::int64_t> cells(3, gb::cuda(0));
  gb::memory::store(cells.data(), gb::cuda(0), three, sizeof three);
  CHECK((gb::device_activity_now() - before).host_syncs == 0);
  CHECK(x.value() == 41);
  CHECK(cells.to_vector() == std::vector<std::int64_t>{5, -6, 7});
  // more than store_max_bytes: a blocking copy, the same bytes
  std::vector<std::int64_t> many(gb::memory::store_max_bytes / sizeof(std::int64_t) + 3);
  for (std::size_t i = 0; i < many.size(); ++i) many[i] = std::int64_t(i * i) - 9;
  gb::buffer<std::int64_t> wide(many.size(), gb::cuda(0));
  gb::memory::store(wide.data(), gb::cuda(0), many.data(), many.size() * sizeof(std::int64_t));
  CHECK(wide.to_vector() == many);
  // inside a recorded body, set() is a node: every pass stores the value again
  gb::Scalar<std::int64_t> i(0, gb::cuda(0)), y(0, gb::cuda(0));
  gb::Scalar<int> more(1, gb::cuda(0));
  gb::while_loop loop(more, [&] {
    y.set(100);                    // y = 100
    gb::apply(y, plus_one{}, y);   // y = y + 1
    gb::apply(i, plus_one{}, i);   // i = i + 1
    gb::apply(more, below{5}, i);  // more = i < 5
  });
  REQUIRE(loop.recorded());
  loop.run();
  loop.wait();
  CHECK(i.value() == 5);
  CHECK(y.value() == 101);
}

TEST_CASE("cuda: a scratch slot cannot grow while a loop is recorded; the arrays a recorded loop uses outlive growth",
          "[cuda][loop][recorded][sanitize]") {
  GB_REQUIRE_CUDA();
  gb::gpu::workspace& ws = gb::gpu::default_workspace(0);
  const weighted_grid g = make_weighted_grid(9, 11);
  auto bf = bellman_ford_on(g, gb::cuda(0));
  bf.start(0);
  bf.pass();  // sizes the workspace
  {
    // a body whose slot must grow: not_capturable, and the slot keeps its array
    void* const before = ws.raw(gb::gpu::slot::cub_temp, 1);
    const std::size_t grow = ws.bytes_held() + (std::size_t(1) << 20);
    CHECK_THROWS_AS(gb::while_loop(bf.changed,
                                   [&] {
                                     bf.pass();
                                     (void)ws.raw(gb::gpu::slot::cub_temp, grow);
                                   }),
                    gb::not_capturable);
    CHECK(ws.raw(gb::gpu::slot::cub_temp, 1) == before);
  }
  bf.start(0);
  bf.pass();
  std::size_t retired = 0;
  {
    gb::while_loop loop(bf.changed, [&] { bf.pass(); });
    REQUIRE(loop.recorded());
    // every slot outgrown while the loop lives: the old arrays (the graph's) are kept, the loop still right
    const std::size_t retired_before = ws.bytes_retired(), bigger = ws.bytes_held() + (std::size_t(1) << 16);
    for (int k = 0; k < static_cast<int>(gb::gpu::slot::count_); ++k)
      (void)ws.raw(static_cast<gb::gpu::slot>(k), bigger);
    retired = ws.bytes_retired() - retired_before;
    CHECK(retired > 0);
    bf.start(37);
    loop.run();
    loop.wait();
    CHECK(bf.distances() == serial_bellman_ford(g, 37));
  }
  // no recorded loop lives (none of this test's, and none elsewhere here): release() frees them
  ws.release();
  CHECK(ws.bytes_retired() == 0);
}

TEST_CASE("cuda: a sparse product output keeps its count on the device; reused at once as input and mask",
          "[cuda][async][sanitize][racecheck]") {
  GB_REQUIRE_CUDA();
  // a path 0 - 1 - ... - 99 (both directions); f = {0}; two push steps f<¬s(v)> = f any.pair A
  const gb::index_t n = 100;
  std::vector<gb::index_t> r, c;
  for (gb::index_t i = 0; i + 1 < n; ++i) r.push_back(i), c.push_back(i + 1), r.push_back(i + 1), c.push_back(i);
  const gb::Matrix<bool> A = gb::Matrix<bool>::from_coo(n, n, r, c).to(gb::cuda(0));
  gb::Vector<bool> f = gb::Vector<bool>::from_list(n, {50}, {true}).to(gb::cuda(0));
  gb::Vector<std::int64_t> visited = device_bitmap(n, {50}, {0});
  const auto step = [&] {
    // f<¬s(visited), replace> = f any.pair A
    gb::vxm(f, gb::complement(gb::structure(visited)), gb::no_accum, gb::any_pair<bool>{}, f, A,
            gb::replace.with(gb::method::push));
    // visited<s(f)> = 1
    gb::assign(visited, gb::structure(f), gb::no_accum, std::int64_t(1));
  };
  step();  // sizes the workspace and f's arrays
  const gb::device_activity before = gb::device_activity_now();
  step();
  const gb::device_activity used = gb::device_activity_now() - before;
  CHECK(used.host_syncs == 0);
  CHECK(f.kind() == gb::storage::sparse);
  CHECK(f.nvals_on_device());
  CHECK(gb::nvals(f) == 2);  // {48, 52}: the wait
  CHECK(gb::nvals(visited) == 5);
  using entry = std::pair<gb::index_t, bool>;
  CHECK(f.to(gb::host).entries() == std::vector<entry>{{48, true}, {52, true}});
  // a count into a Scalar, then a reduction of the sparse f: neither waits
  gb::Scalar<gb::offset_t> count(0, gb::cuda(0));
  gb::Scalar<std::int64_t> sum(0, gb::cuda(0));
  step();
  const gb::device_activity before2 = gb::device_activity_now();
  gb::nvals(count, f);
  gb::Vector<std::int64_t> fi(n, gb::storage::sparse, gb::cuda(0));
  gb::assign(fi, gb::structure(f), gb::no_accum, std::int64_t(3), gb::replace);  // fi<s(f), replace> = 3 (sparse)
  gb::reduce(sum, gb::no_accum, gb::plus_monoid<std::int64_t>{}, fi);
  CHECK((gb::device_activity_now() - before2).host_syncs == 0);
  CHECK(count.value() == 2);
  CHECK(sum.value() == 6);
}

/// A parity loop of ops/loop_cases.hpp (counts the even and odd numbers up to 9) with if_else in its body: run
/// eagerly, then recorded (one graph launch, one wait), then the recorded graph again after `restart` put new
/// values into the same Scalars, which must count `even_again` and `odd_again`; `counter` reads the loop's i.
template <class Loop, class Counter, class Restart>
void check_recorded_parity(Counter counter, Restart restart, std::int64_t even_again, std::int64_t odd_again) {
  Loop eager(9, gb::cuda(0));
  gb::repeat_while(
      eager.more, [&] { eager.pass(); }, gb::loop_mode::eager);
  CHECK(eager.even.value() == 4);
  CHECK(eager.odd.value() == 5);

  Loop L(9, gb::cuda(0));
  gb::while_loop loop(L.more, [&] { L.pass(); });
  run_recorded_once(loop);
  CHECK(counter(L) == 9);
  CHECK(L.even.value() == 4);
  CHECK(L.odd.value() == 5);
  restart(L);
  loop.run();
  loop.wait();
  CHECK(L.even.value() == even_again);
  CHECK(L.odd.value() == odd_again);
}

TEST_CASE("cuda: if_else in a recorded loop is an IF node taking the branch on the device", "[cuda][loop][recorded][sanitize]") {
  GB_REQUIRE_CUDA();
  check_recorded_parity<parity_loop>([](parity_loop& L) { return L.i.value(); },
                                     [](parity_loop& L) {  // again from i = 4
                                       L.i.set(4), L.even.set(0), L.odd.set(0), L.more.set(1);
                                     },
                                     2, 3);  // 6, 8 and 5, 7, 9
}

TEST_CASE("cuda: if_else on a field of a struct Scalar in a recorded loop branches on that field on the device",
          "[cuda][loop][recorded][sanitize]") {
  GB_REQUIRE_CUDA();
  check_recorded_parity<parity_field_loop>([](parity_field_loop& L) { return L.state.value().i; },
                                           [](parity_field_loop& L) {  // again from i = 3
                                             L.state.set(gbtest::parity_state{3, 0, 1}), L.even.set(0), L.odd.set(0),
                                                 L.more.set(1);
                                           },
                                           3, 3);  // 4, 6, 8 and 5, 7, 9
}

TEST_CASE("cuda: while_do in a recorded loop is an inner WHILE node run on the device", "[cuda][loop][recorded][sanitize]") {
  GB_REQUIRE_CUDA();
  nested_loop eager(6, gb::cuda(0));
  gb::repeat_while(
      eager.more, [&] { eager.pass(); }, gb::loop_mode::eager);
  CHECK(eager.total.value() == 15);
  for (bool link : {true, false}) {
    nested_loop L(6, gb::cuda(0));
    const bool was = gb::gpu::detail::set_condition_linking(link);
    gb::while_loop loop(L.more, [&] { L.pass(); });
    gb::gpu::detail::set_condition_linking(was);
    run_recorded_once(loop);  // one graph launch, one wait: the inner loops ran on the device
    CHECK(L.rounds.value() == 6);
    CHECK(L.total.value() == 15);  // 0 + 1 + ... + 5 inner passes
    // a pass: inner, inner_more, [test], inner's three applies and [re-test], rounds, more, [re-test];
    // linked, the inner re-test rides on inner_more's apply, the first test on the one before the node, and
    // the outer re-test on more's
    CHECK(loop.recorded_per_pass().launches == (link ? 7u : 10u));
    // run again from 2 rounds done: 2 + 3 + 4 + 5 more inner passes
    L.rounds.set(2), L.total.set(0), L.more.set(1);
    loop.run();
    loop.wait();
    CHECK(L.total.value() == 14);
  }
}

/// The kernels one pass of `Loop` (a loop of ops/loop_cases.hpp) records, with the condition tests linked to
/// the kernels that wrote the conditions or not; its counts checked after one recorded run.
template <class Loop>
std::uint64_t parity_kernels_per_pass(bool link) {
  const bool was = gb::gpu::detail::set_condition_linking(link);
  Loop L(9, gb::cuda(0));
  gb::while_loop loop(L.more, [&] { L.pass(); });
  gb::gpu::detail::set_condition_linking(was);
  run_recorded_once(loop);
  CHECK(L.even.value() == 4);
  CHECK(L.odd.value() == 5);
  return loop.recorded_per_pass().launches;
}

TEST_CASE("cuda: a recorded loop's tests ride on the Scalar kernels that wrote their conditions",
          "[cuda][loop][recorded][sanitize]") {
  GB_REQUIRE_CUDA();
  // parity_loop: apply(parity) then if_else(parity); apply(more) ends the pass before the re-test. Both
  // tests ride on those applies: two kernels fewer a pass (each branch's apply counts, as recorded)
  const std::uint64_t apart = parity_kernels_per_pass<parity_loop>(false);
  const std::uint64_t linked = parity_kernels_per_pass<parity_loop>(true);
  CHECK(apart == 7);  // i, parity, IF test, even, odd, more, re-test
  CHECK(linked == apart - 2);
  // on a field of a struct Scalar (at an offset): the same two
  CHECK(parity_kernels_per_pass<parity_field_loop>(true) == parity_kernels_per_pass<parity_field_loop>(false) - 2);

  // the condition written before another Scalar: the re-test keeps its kernel, and reads the condition
  gb::Scalar<std::int64_t> i(0, gb::cuda(0)), j(0, gb::cuda(0));
  gb::Scalar<int> more(1, gb::cuda(0));
  gb::while_loop loop(more, [&] {
    gb::apply(i, plus_one{}, i);
    gb::apply(more, below{5}, i);
    gb::apply(j, plus_one{}, j);
  });
  run_recorded_once(loop);
  CHECK(loop.recorded_per_pass().launches == 4);
  CHECK(i.value() == 5);
  CHECK(j.value() == 5);

}

TEST_CASE("cuda: a recorded BFS's re-test rides on its count's copy active = nvals(f)", "[cuda][loop][recorded]") {
  GB_REQUIRE_CUDA();
  // a BFS whose pass ends with active = nvals(f): the count's copy carries the re-test (a kernel fewer a pass)
  const auto path_levels = [](bool link, std::uint64_t& per_pass) {
    path_bfs bfs;
    gb::Scalar<gb::offset_t> active(1, gb::cuda(0));
    const auto pass = [&] {
      bfs.level_step();
      gb::nvals(active, bfs.f);  // active = |f|
    };
    pass();  // levels 1 and 2 eagerly: they size the workspace and f's arrays (f grows to its bound in the first)
    pass();
    const bool was = gb::gpu::detail::set_condition_linking(link);
    gb::while_loop loop(active, pass);
    gb::gpu::detail::set_condition_linking(was);
    run_recorded_once(loop);
    per_pass = loop.recorded_per_pass().launches;
    bfs.check();
  };
  std::uint64_t bfs_apart = 0, bfs_linked = 0;
  path_levels(false, bfs_apart);
  path_levels(true, bfs_linked);
  CHECK(bfs_linked == bfs_apart - 1);
}

TEST_CASE("cuda: apply over a vector's count (nvals_of) reads it in its cell or as the host knows it",
          "[cuda][loop][async][sanitize]") {
  GB_REQUIRE_CUDA();
  gb::Vector<std::int64_t> u = gb::Vector<std::int64_t>::from_list(10, {1, 4, 7}, {2, 3, 4}).to(gb::cuda(0));
  gb::Scalar<std::int64_t> x(5, gb::cuda(0)), z(0, gb::cuda(0));
  REQUIRE_FALSE(u.nvals_on_device());
  gb::apply(z, count_and{}, gb::nvals_of(u), x);  // the count the host knows, passed to the kernel
  CHECK(z.value() == 35);
  // u = u through an operation that leaves its count in the cell: the kernel reads it there, no host wait
  gb::Vector<std::int64_t> none(10, gb::storage::sparse, gb::cuda(0));
  gb::assign(u, gb::complement(gb::structure(none)), gb::no_accum, u, gb::replace);
  REQUIRE(u.nvals_on_device());
  const gb::device_activity before = gb::device_activity_now();
  gb::apply(z, count_and{}, gb::nvals_of(u), x);
  CHECK((gb::device_activity_now() - before).host_syncs == 0);
  CHECK(z.value() == 35);
  // the operands must live where z does
  gb::Scalar<std::int64_t> on_host(0);
  CHECK_THROWS_AS(gb::apply(on_host, count_and{}, gb::nvals_of(u), x), gb::placement_error);
}

TEST_CASE("cuda: a recorded BFS advancing a state on nvals_of(f) loops on its field, a kernel fewer a pass than "
          "nvals into a Scalar first",
          "[cuda][loop][recorded][sanitize]") {
  GB_REQUIRE_CUDA();
  // the path BFS above, its pass ending in a state advanced on |f| (count_until 0: the loop's field `more`), from
  // active = nvals(f) then the state on active, or from the state on nvals_of(f) at once
  const auto path_levels = [](bool through_count, std::uint64_t& per_pass) {
    path_bfs bfs;
    gb::Scalar<gb::offset_t> active(1, gb::cuda(0));
    gb::Scalar<count_state> state(count_state{}, gb::cuda(0));
    const auto pass = [&] {
      bfs.level_step();
      if (through_count) {
        gb::apply(state, count_until{0}, state, gb::nvals_of(bfs.f));  // more while f is not empty
      } else {
        gb::nvals(active, bfs.f);
        gb::apply(state, count_until{0}, state, active);
      }
    };
    pass();
    pass();
    gb::while_loop loop(state, &count_state::more, pass);
    run_recorded_once(loop);
    per_pass = loop.recorded_per_pass().launches;
    bfs.check();
    CHECK(state.value().passes == path_bfs::n);
    CHECK(state.value().count == 0);
  };
  std::uint64_t through_scalar = 0, through_count = 0;
  path_levels(false, through_scalar);
  path_levels(true, through_count);
  CHECK(through_count == through_scalar - 1);
}
