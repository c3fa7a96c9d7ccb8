// Beamer's direction switch (direction_switch.hpp), used by gb-auto and by
// hong-hybrid's bottom_up levels: leaving push when m_f > unexplored / α,
// returning when the frontier shrinks to n / β, the unexplored count, and
// the upper-bound shortcut that skips the m_f sum.
#include "graphblade/algorithms/bfs/direction_switch.hpp"
#include "catch_compat.hpp"

namespace gb = graphblade;

TEST_CASE("direction_switch: push until m_f > unexplored / alpha, pull until the frontier shrinks to n / beta",
          "[direction_switch]") {
  gb::direction_switch s(15, 18, 1800, 3000);  // unexplored 3000: pull above 200 frontier edges
  int calls = 0;
  auto edges = [&](double mf) { return [&calls, mf] { ++calls; return mf; }; };
  CHECK(s.push(1, edges(100)));      // 100 <= 200; unexplored -> 2900
  CHECK(s.push(10, edges(190)));     // 190 <= 2900 / 15 = 193.3; unexplored -> 2710
  CHECK_FALSE(s.push(50, edges(181)));  // 181 > 2710 / 15 = 180.7: pull
  CHECK(calls == 3);
  CHECK_FALSE(s.push(400, edges(0)));  // growing: stays pull, m_f not asked
  CHECK_FALSE(s.push(150, edges(0)));  // shrinking but 150 > 1800 / 18 = 100
  CHECK(s.push(90, edges(0)));         // shrinking and <= 100: push again
  CHECK(calls == 3);
}

TEST_CASE("direction_switch: an upper bound of m_f under unexplored / alpha skips the sum", "[direction_switch]") {
  gb::direction_switch s(15, 18, 1800, 3000);
  int calls = 0;
  auto edges = [&](double mf) { return [&calls, mf] { ++calls; return mf; }; };
  CHECK(s.push(1, edges(100), 150));  // bound 150 <= 200: push, no sum, unexplored stays 3000
  CHECK(calls == 0);
  CHECK(s.push(1, edges(199), 400));  // bound too loose: the sum decides (199 <= 200)
  CHECK(calls == 1);
  CHECK_FALSE(s.push(2, edges(190), 1000));  // 190 > (3000 - 199) / 15 = 186.7: pull
  CHECK(calls == 2);
}
