// Where a container's arrays live: host memory or a CUDA device.
#pragma once
#include <string>

namespace graphblade {

enum class space { host, cuda };

/// A memory location: the host, or CUDA device `device`.
struct place {
  space kind = space::host;
  int device = 0;
  bool is_host() const { return kind == space::host; }
  bool is_cuda() const { return kind == space::cuda; }
  friend bool operator==(const place& a, const place& b) {
    return a.kind == b.kind && (a.kind == space::host || a.device == b.device);
  }
  friend bool operator!=(const place& a, const place& b) { return !(a == b); }
};

/// The host.
inline constexpr place host{};
/// CUDA device `dev`.
inline place cuda(int dev = 0) { return place{space::cuda, dev}; }

inline std::string to_string(const place& p) {
  return p.is_host() ? std::string("host") : "cuda:" + std::to_string(p.device);
}

}  // namespace graphblade
