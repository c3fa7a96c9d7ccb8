// expect: (use of deleted function|call to deleted constructor)
// gb_bfs_graph keeps a pointer to its matrix: building it from a temporary does not compile.
#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"

int main() {
  graphblade::gb_bfs_graph g(graphblade::Matrix<bool>(4, 4));
  return int(g.where.is_host());
}
