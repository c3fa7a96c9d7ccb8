// The loop facility on the host (ops/loop.hpp): Scalar, while_loop and
// repeat_while run as plain host loops; a user algorithm (Bellman-Ford with
// min_plus until no change, loop_cases.hpp) against a serial Bellman-Ford.
#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"
#include "ops/loop_cases.hpp"

namespace gb = graphblade;
using namespace gbtest;

TEST_CASE("Scalar holds a value on the host", "[loop]") {
  gb::Scalar<std::int64_t> s(7);
  CHECK(s.value() == 7);
  s.set(-3);
  CHECK(s.value() == -3);
  CHECK(s.where().is_host());
  CHECK(s.to(gb::host).value() == -3);
}

TEST_CASE("read_values reads several host Scalars as a tuple", "[loop]") {
  gb::Scalar<std::int64_t> depth(9);
  gb::Scalar<std::int32_t> pulls(-2);
  gb::Scalar<double> x(0.25);
  const auto [d, p, v] = gb::read_values(depth, pulls, x);
  CHECK(d == 9);
  CHECK(p == -2);
  CHECK(v == 0.25);
  CHECK(std::get<0>(gb::read_values(pulls)) == -2);
}

TEST_CASE("while_loop on the host tests before each pass and stops when the condition is 0", "[loop]") {
  gb::Scalar<int> more(0);
  int passes = 0;
  gb::while_loop never(more, [&] { ++passes; });
  never.run();
  CHECK(passes == 0);
  CHECK_FALSE(never.recorded());

  more.set(1);
  gb::repeat_while(more, [&] {
    if (++passes == 5) more.set(0);
  });
  CHECK(passes == 5);
}

TEST_CASE("Bellman-Ford as a while_loop on the host equals the serial Bellman-Ford", "[loop]") {
  const weighted_grid g = make_weighted_grid(9, 13);
  auto bf = bellman_ford_on(g, gb::host);
  for (gb::index_t source : {gb::index_t(0), gb::index_t(50), g.n - 1}) {
    bf.start(source);
    gb::repeat_while(bf.changed, [&] { bf.pass(); });
    CHECK(bf.changed.value() == 0);
    CHECK(bf.distances() == serial_bellman_ford(g, source));
  }
}

TEST_CASE("reduce into a Scalar accumulates on the host", "[loop]") {
  gb::Vector<std::int64_t> u = gb::Vector<std::int64_t>::from_list(10, {1, 4, 7}, {2, 3, 4});
  gb::Scalar<std::int64_t> s(100);
  gb::reduce(s, gb::plus_op<std::int64_t>{}, gb::plus_monoid<std::int64_t>{}, u);
  CHECK(s.value() == 109);
  gb::reduce(s, gb::no_accum, gb::min_monoid<std::int64_t>{}, u);
  CHECK(s.value() == 2);
}

TEST_CASE("if_else and Scalar operations in a while_loop on the host", "[loop]") {
  parity_loop L(7, gb::host);
  gb::repeat_while(L.more, [&] { L.pass(); });
  CHECK(L.i.value() == 7);
  CHECK(L.even.value() == 3);
  CHECK(L.odd.value() == 4);
}

TEST_CASE("if_else on a field of a struct Scalar in a while_loop on the host", "[loop]") {
  parity_field_loop L(7, gb::host);
  gb::repeat_while(L.more, [&] { L.pass(); });
  CHECK(L.state.value().i == 7);
  CHECK(L.even.value() == 3);
  CHECK(L.odd.value() == 4);
}

TEST_CASE("while_do inside a while_loop on the host", "[loop]") {
  nested_loop L(6, gb::host);
  gb::repeat_while(L.more, [&] { L.pass(); });
  CHECK(L.rounds.value() == 6);
  CHECK(L.total.value() == 15);  // 0 + 1 + ... + 5
}

TEST_CASE("nvals into a Scalar and assign of a Scalar on the host", "[loop]") {
  gb::Vector<std::int64_t> u = gb::Vector<std::int64_t>::from_list(10, {1, 4, 7}, {2, 3, 4});
  gb::Scalar<gb::offset_t> count(0);
  gb::nvals(count, u);
  CHECK(count.value() == 3);
  gb::Vector<std::int64_t> w(10, gb::storage::bitmap);
  gb::Scalar<std::int64_t> x(42);
  gb::assign(w, gb::structure(u), gb::no_accum, x);  // w<s(u)> = x
  using entry = std::pair<gb::index_t, std::int64_t>;
  CHECK(w.entries() == std::vector<entry>{{1, 42}, {4, 42}, {7, 42}});
}

TEST_CASE("apply over a vector's count (nvals_of) and a while_loop on a field of its state on the host", "[loop]") {
  gb::Vector<std::int64_t> u = gb::Vector<std::int64_t>::from_list(10, {1, 4, 7}, {2, 3, 4});
  gb::Scalar<std::int64_t> x(5), z(0);
  gb::apply(z, count_and{}, gb::nvals_of(u), x);  // z = 10 |u| + x
  CHECK(z.value() == 35);
  // u grows by one new entry a pass; the loop stops on its state's field once |u| reaches 6
  gb::Scalar<count_state> state(count_state{});
  const gb::index_t fresh[] = {0, 2, 3, 5};
  int k = 0;
  gb::while_loop loop(state, &count_state::more, [&] {
    gb::subassign(u, gb::no_mask, gb::no_accum, std::int64_t(1), {fresh[k++]});
    gb::apply(state, count_until{6}, state, gb::nvals_of(u));
  });
  loop.run();
  CHECK(state.value().count == 6);
  CHECK(state.value().passes == 3);
  CHECK(state.value().more == 0);
  CHECK(gb::nvals(u) == 6);
}
