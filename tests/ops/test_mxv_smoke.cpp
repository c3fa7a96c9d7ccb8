// Smoke test of the mxv / vxm front end: one BFS step written as in
// ARCHITECTURE.md, push and pull, gives the next frontier of a path graph.
#include "catch_compat.hpp"
#include "graphblade/graphblade.hpp"

namespace gb = graphblade;

TEST_CASE("one BFS step: q<!s(visited),replace> = q any.pair A, push and pull agree", "[ops][mxv]") {
  // path 0-1-2-3 (both directions)
  auto A = gb::Matrix<bool>::from_coo(4, 4, {0, 1, 1, 2, 2, 3}, {1, 0, 2, 1, 3, 2}, {}, gb::format::csr);
  auto visited = gb::Vector<bool>::from_list(4, {0, 1}, {true, true});
  auto q = gb::Vector<bool>::from_list(4, {1}, {true});
  gb::vxm(q, gb::complement(gb::structure(visited)), gb::no_accum, gb::any_pair<bool>{}, q, A, gb::replace);
  REQUIRE(q.nvals() == 1);
  CHECK(q.get(2).has_value());
  auto q2 = gb::Vector<bool>::from_list(4, {1}, {true}).to_storage(gb::storage::bitmap);
  auto At = A.to_format(gb::format::csc);
  gb::mxv(q2, gb::complement(gb::structure(visited)), gb::no_accum, gb::any_pair<bool>{}, gb::transpose(At), q2,
          gb::replace);
  CHECK(q2.entries() == q.entries());
  CHECK_THROWS_AS(gb::mxv(q2, gb::no_mask, gb::no_accum, gb::any_pair<bool>{}, A, gb::Vector<bool>(5)),
                  gb::dimension_mismatch);
}
