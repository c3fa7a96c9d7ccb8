// Shared cases of the loop facility (ops/loop.hpp): the user algorithm of
// examples/bellman_ford.hpp (Bellman-Ford with min_plus until no distance
// changes) on weighted grids, run on the host (tests/ops) and on a device,
// recorded or eager (tests/cuda), against a plain serial Bellman-Ford.
#pragma once
#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "examples/bellman_ford.hpp"
#include "graphblade/graphblade.hpp"

namespace gbtest {
namespace gb = graphblade;

/// A rows x cols grid, both directions of each edge with the same weight in 1..9.
struct weighted_grid {
  gb::index_t n = 0;
  std::vector<gb::index_t> src, dst;
  std::vector<std::int64_t> w;
};

inline weighted_grid make_weighted_grid(gb::index_t rows, gb::index_t cols) {
  weighted_grid g;
  g.n = rows * cols;
  auto add = [&](gb::index_t a, gb::index_t b) {
    const std::int64_t weight = 1 + std::int64_t((std::uint64_t(a) * 7919u + std::uint64_t(b) * 104729u) % 9u);
    g.src.push_back(a), g.dst.push_back(b), g.w.push_back(weight);
    g.src.push_back(b), g.dst.push_back(a), g.w.push_back(weight);
  };
  for (gb::index_t r = 0; r < rows; ++r)
    for (gb::index_t c = 0; c < cols; ++c) {
      if (c + 1 < cols) add(r * cols + c, r * cols + c + 1);
      if (r + 1 < rows) add(r * cols + c, (r + 1) * cols + c);
    }
  return g;
}

/// Serial Bellman-Ford: distance from `source`, -1 when unreached.
inline std::vector<std::int64_t> serial_bellman_ford(const weighted_grid& g, gb::index_t source) {
  const std::int64_t inf = std::numeric_limits<std::int64_t>::max();
  std::vector<std::int64_t> d(g.n, inf);
  d[source] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t e = 0; e < g.src.size(); ++e)
      if (d[g.src[e]] != inf && d[g.src[e]] + g.w[e] < d[g.dst[e]]) d[g.dst[e]] = d[g.src[e]] + g.w[e], changed = true;
  }
  for (auto& x : d) x = x == inf ? -1 : x;
  return d;
}

/// The example's state built from a weighted grid.
inline graphblade::examples::bellman_ford_state bellman_ford_on(const weighted_grid& g, const gb::place& where) {
  return graphblade::examples::bellman_ford_state(g.n, g.src, g.dst, g.w, where);
}

/// z = x + 1.
struct plus_one {
  GB_HD std::int64_t operator()(std::int64_t x) const { return x + 1; }
};
/// 1 when x is even.
struct is_even {
  GB_HD int operator()(std::int64_t x) const { return x % 2 == 0 ? 1 : 0; }
};
/// 1 while x < limit.
struct below {
  std::int64_t limit;
  GB_HD int operator()(std::int64_t x) const { return x < limit ? 1 : 0; }
};

/// A loop of Scalar operations with a branch (ops/scalar_ops.hpp, if_else): i counts the
/// passes up to `limit`, `even` / `odd` count the passes taken by each branch of if_else.
struct parity_loop {
  gb::Scalar<std::int64_t> i, even, odd;
  gb::Scalar<int> more, parity;
  std::int64_t limit;
  parity_loop(std::int64_t lim, const gb::place& where)
      : i(0, where), even(0, where), odd(0, where), more(1, where), parity(0, where), limit(lim) {}
  /// One pass: i = i + 1; if (i even) even = even + 1 else odd = odd + 1; more = i < limit.
  void pass() {
    gb::apply(i, plus_one{}, i);
    gb::apply(parity, is_even{}, i);
    gb::if_else(
        parity, [&] { gb::apply(even, plus_one{}, even); }, [&] { gb::apply(odd, plus_one{}, odd); });
    gb::apply(more, below{limit}, i);
  }
};

/// parity_loop's pass with its state in one struct Scalar: i, whether i is even (not the first
/// field, so the branch reads at an offset) and whether to go on, advanced by one apply; the
/// branch is if_else on the struct's `even` field.
struct parity_state {
  std::int64_t i = 0;
  std::int32_t even = 0;
  std::int32_t more = 1;
};
struct step_parity {
  std::int64_t limit;
  GB_HD parity_state operator()(parity_state s) const {
    ++s.i;
    s.even = s.i % 2 == 0 ? 1 : 0;
    s.more = s.i < limit ? 1 : 0;
    return s;
  }
};
struct more_of {
  GB_HD int operator()(parity_state s) const { return s.more; }
};
struct parity_field_loop {
  gb::Scalar<parity_state> state;
  gb::Scalar<std::int64_t> even, odd;
  gb::Scalar<int> more;
  std::int64_t limit;
  parity_field_loop(std::int64_t lim, const gb::place& where)
      : state(parity_state{}, where), even(0, where), odd(0, where), more(1, where), limit(lim) {}
  /// One pass: state = step(state); if (state.even) even = even + 1 else odd = odd + 1; more = state.more.
  void pass() {
    gb::apply(state, step_parity{limit}, state);
    gb::if_else(
        state, &parity_state::even, [&] { gb::apply(even, plus_one{}, even); },
        [&] { gb::apply(odd, plus_one{}, odd); });
    gb::apply(more, more_of{}, state);
  }
};

/// A loop state advanced on a vector's count (apply(state, count_until{stop}, state, nvals_of(u))): the passes
/// run, the count last read, and whether to go on (the loop's condition field).
struct count_state {
  std::int64_t passes = 0;
  std::int64_t count = 0;
  std::int32_t more = 1;
};
/// One pass more, the count read, and go on until it is `stop` (a growing vector's size, or 0: a BFS until its
/// frontier is empty).
struct count_until {
  std::int64_t stop;
  GB_HD count_state operator()(count_state s, gb::offset_t n) const {
    ++s.passes;
    s.count = std::int64_t(n);
    s.more = s.count != stop ? 1 : 0;
    return s;
  }
};
/// 10 n + x: a vector's count beside a Scalar in one apply.
struct count_and {
  GB_HD std::int64_t operator()(gb::offset_t n, std::int64_t x) const { return 10 * std::int64_t(n) + x; }
};

/// z = 0.
struct zero {
  GB_HD std::int64_t operator()(std::int64_t) const { return 0; }
};
/// 1 while x < y.
struct less {
  GB_HD int operator()(std::int64_t x, std::int64_t y) const { return x < y ? 1 : 0; }
};

/// A loop with an inner loop (while_do): round r runs its inner body r times, so `limit` rounds
/// run limit (limit - 1) / 2 inner passes in all, none in round 0.
struct nested_loop {
  gb::Scalar<std::int64_t> rounds, inner, total;
  gb::Scalar<int> more, inner_more;
  std::int64_t limit;
  nested_loop(std::int64_t lim, const gb::place& where)
      : rounds(0, where), inner(0, where), total(0, where), more(1, where), inner_more(0, where), limit(lim) {}
  /// One pass: inner = 0 ; while (inner < rounds) { inner = inner + 1 ; total = total + 1 } ;
  /// rounds = rounds + 1 ; more = rounds < limit.
  void pass() {
    gb::apply(inner, zero{}, inner);
    gb::apply(inner_more, less{}, inner, rounds);
    gb::while_do(inner_more, [&] {
      gb::apply(inner, plus_one{}, inner);
      gb::apply(total, plus_one{}, total);
      gb::apply(inner_more, less{}, inner, rounds);
    });
    gb::apply(rounds, plus_one{}, rounds);
    gb::apply(more, below{limit}, rounds);
  }
};

}  // namespace gbtest
