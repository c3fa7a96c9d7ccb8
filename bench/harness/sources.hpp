// The named rules by which every benchmark picks its BFS sources: seeded,
// distinct vertices drawn at random (gapbs / Graph500 habit: the same sources
// for every implementation of a row), then, when the draws fall short, the
// first vertices in order that satisfy the rule. One rule per kind of table,
// so that no benchmark keeps its own copy of the picker:
//   has_neighbour     an edge to another vertex (Graph500 kernel 2; `graphblade bench`,
//                     bench_cpu_bfs, bench_per_level)
//   has_out_edge      out-degree > 0, self-loops count (TurboBFS Tables I-II, bench_turbo)
//   giant_component   reaches at least 10% of the vertices (Hong et al. Fig. 6, bench_hong)
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "graphblade/container/matrix.hpp"

namespace graphblade::bench {

/// Which vertices may start a timed BFS (see the file comment).
enum class source_rule { has_neighbour, has_out_edge, giant_component };

/// The rule's name as written in records and accepted by source_rule_named.
const char* to_string(source_rule rule);
/// The rule called `name`; throws invalid_value listing the names.
source_rule source_rule_named(const std::string& name);

/// Up to `count` distinct vertices of A (CSR) satisfying `rule`, the same for the
/// same (A, count, seed, rule). Throws invalid_value when no vertex satisfies it.
std::vector<index_t> pick_sources(const Matrix<bool>& A, int count, std::uint64_t seed, source_rule rule);

}  // namespace graphblade::bench
