// Helpers shared by the generators: argument checks (each bad argument
// becomes an invalid_value naming the generator, the argument and the allowed
// range) and the allocation of the output edge list.
#pragma once
#include <cstdint>
#include <string>

#include "graphblade/core/errors.hpp"
#include "graphblade/core/types.hpp"
#include "graphblade/gen/generators.hpp"

namespace graphblade::gen::detail {

/// Largest scale: 2^31 vertices still fit a 32-bit index_t below max_index.
inline constexpr int max_scale = 31;

/// Check scale in [0, 31] and edge_factor > 0; return the edge count edge_factor·2^scale.
inline std::uint64_t checked_edge_count(const char* who, int scale, int edge_factor) {
  if (scale < 0 || scale > max_scale)
    throw invalid_value(std::string(who) + ": scale " + std::to_string(scale) + " outside [0, " +
                        std::to_string(max_scale) + "] (2^scale vertices must fit a 32-bit id)");
  if (edge_factor <= 0)
    throw invalid_value(std::string(who) + ": edge_factor " + std::to_string(edge_factor) + " must be positive");
  return std::uint64_t(edge_factor) << scale;
}

/// An undirected edge list of n vertices with room for m edges, to be filled in place.
inline edge_list undirected_edge_list(std::uint64_t n, std::uint64_t m) {
  edge_list out;
  out.n = index_t(n);
  out.undirected = true;
  out.src.resize(m);
  out.dst.resize(m);
  return out;
}

}  // namespace graphblade::gen::detail
