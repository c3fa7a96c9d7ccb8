// Argument checks shared by the generators: each bad argument becomes an
// invalid_value that names the generator, the argument and the allowed range.
#pragma once
#include <cstdint>
#include <string>

#include "graphblade/core/errors.hpp"
#include "graphblade/core/types.hpp"

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

}  // namespace graphblade::gen::detail
