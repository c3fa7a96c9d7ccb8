// Process grid construction (include/graphblade/dist/grid.hpp): world rank
// k = j·R + i, as Ueno & Suzumura section IV-B number processors.
#include "graphblade/dist/grid.hpp"

#include <cmath>
#include <cstdio>

#include "graphblade/core/errors.hpp"

namespace graphblade::dist {

process_grid process_grid::make(std::unique_ptr<communicator> world, int R, int C) {
  if (R < 1 || C < 1 || R * C != world->size())
    throw invalid_value("grid " + std::to_string(R) + "x" + std::to_string(C) + " does not match " +
                        std::to_string(world->size()) + " ranks");
  process_grid g;
  g.R = R;
  g.C = C;
  const int k = world->rank();
  g.i = k % R;
  g.j = k / R;
  g.row = world->split(g.i, g.j);
  g.col = world->split(R + g.j, g.i);  // colours disjoint from the row split's
  g.world = std::move(world);
  return g;
}

std::pair<int, int> process_grid::parse_shape(const std::string& text, int world_size) {
  if (text.empty()) {
    int R = int(std::sqrt(double(world_size)));
    while (R > 1 && world_size % R) --R;
    return {R, world_size / R};
  }
  int R = 0, C = 0;
  char x = 0, tail = 0;
  if (std::sscanf(text.c_str(), "%d%c%d%c", &R, &x, &C, &tail) != 3 || (x != 'x' && x != 'X') || R < 1 || C < 1)
    throw invalid_value("--grid expects RxC (e.g. 2x2), got '" + text + "'");
  if (R * C != world_size)
    throw invalid_value("--grid " + text + " needs " + std::to_string(R * C) + " ranks, running with " +
                        std::to_string(world_size));
  return {R, C};
}

}  // namespace graphblade::dist
