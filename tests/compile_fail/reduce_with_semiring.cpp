// expect: reduce: the operator must be a monoid
// Passing a semiring to reduce is one static_assert at the front end, not errors deep in the backend.
#include "graphblade/graphblade.hpp"

int main() {
  graphblade::Vector<int> u(3);
  int s = 0;
  graphblade::reduce(s, graphblade::no_accum, graphblade::plus_times<int>{}, u);
  return s;
}
