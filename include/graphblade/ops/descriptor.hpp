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

/// How a device kernel maps work to threads (CUDA backend; the CPU backend
/// ignores it). Pull: per output vertex; push: per frontier vertex, or per
/// frontier edge when load-balanced (gunrock's thread/warp-mapped and LB advance).
enum class mapping {
  automatic,      ///< the backend chooses (by average degree and input size)
  thread,         ///< one thread per vertex
  warp,           ///< one warp per vertex
  load_balanced,  ///< pull: degree bins (thread / warp / block per vertex); push: one thread per edge
};

inline const char* to_string(mapping m) {
  switch (m) {
    case mapping::automatic: return "automatic";
    case mapping::thread: return "thread";
    case mapping::warp: return "warp";
    case mapping::load_balanced: return "load_balanced";
  }
  return "?";
}

struct descriptor {
  bool replace = false;               ///< GrB_REPLACE: entries outside the mask are deleted
  method kernel = method::automatic;  ///< kernel override
  mapping map = mapping::automatic;   ///< work mapping of device kernels
  /// Same descriptor with another kernel.
  constexpr descriptor with(method m) const { return descriptor{replace, m, map}; }
  /// Same descriptor with another device work mapping.
  constexpr descriptor with(mapping m) const { return descriptor{replace, kernel, m}; }
};

/// The default descriptor (merge, automatic kernel).
inline constexpr descriptor default_desc{};
/// GrB_DESC_R: replace.
inline constexpr descriptor replace{true, method::automatic};

}  // namespace graphblade
