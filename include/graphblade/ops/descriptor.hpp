// The descriptor: replace (clear the output outside the mask) and the explicit
// kernel override of mxv / vxm / mxm (by default the input's storage decides:
// sparse input -> push SpMSpV, bitmap or dense input -> pull SpMV).
#pragma once

namespace graphblade {

/// Which product kernel to use.
enum class method {
  automatic,  ///< follow the input vector's storage
  push,       ///< SpMSpV: scatter from the input's entries along its matrix column/row
  pull,       ///< SpMV: each output entry gathers its row, stopping at the monoid's terminal
  edge,       ///< edge-parallel scatter over a COOC matrix (TurboBFS tdscCOOC)
};

inline const char* to_string(method m) {
  switch (m) {
    case method::automatic: return "automatic";
    case method::push: return "push";
    case method::pull: return "pull";
    case method::edge: return "edge";
  }
  return "?";
}

struct descriptor {
  bool replace = false;               ///< GrB_REPLACE: entries outside the mask are deleted
  method kernel = method::automatic;  ///< kernel override
  /// Same descriptor with another kernel.
  constexpr descriptor with(method m) const { return descriptor{replace, m}; }
};

/// The default descriptor (merge, automatic kernel).
inline constexpr descriptor default_desc{};
/// GrB_DESC_R: replace.
inline constexpr descriptor replace{true, method::automatic};

}  // namespace graphblade
