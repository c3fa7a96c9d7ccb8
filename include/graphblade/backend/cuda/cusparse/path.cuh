// Which implementation served a device product (mxv, vxm, mxm onto a Matrix or
// a DenseMatrix): graphblade's own kernels or the cuSPARSE generic API
// (src/cuda/cusparse). A debug query for tests and benchmarks, and a
// process-wide switch that turns the cuSPARSE route off (A/B comparisons).
// The route itself: README.md, "Which device products go to cuSPARSE".
#pragma once
#include <atomic>

namespace graphblade::gpu {

/// The implementation of a device product.
enum class product_path {
  none,      ///< no device product ran on this host thread yet
  kernels,   ///< graphblade's own kernels (pull / push / edge SpMV, SpMM, ESC SpGEMM)
  cusparse,  ///< cuSPARSE generic API (SpMV, SpMM, SpGEMM)
};

inline const char* to_string(product_path p) {
  switch (p) {
    case product_path::none: return "none";
    case product_path::kernels: return "kernels";
    case product_path::cusparse: return "cusparse";
  }
  return "?";
}

namespace detail {
inline thread_local product_path last_path = product_path::none;
inline std::atomic<bool> library_route_on{true};
inline void record_product_path(product_path p) { last_path = p; }
}  // namespace detail

/// The path of the calling host thread's last device product.
inline product_path last_product_path() { return detail::last_path; }

/// Allow (default) or forbid the cuSPARSE route for every thread; forbidden,
/// every device product runs graphblade's kernels.
inline void set_library_products(bool on) { detail::library_route_on.store(on, std::memory_order_relaxed); }
inline bool library_products_enabled() { return detail::library_route_on.load(std::memory_order_relaxed); }

}  // namespace graphblade::gpu
