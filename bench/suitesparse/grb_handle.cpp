// GraphBLAS error checking, one-time initialisation, thread count and library
// version for the SuiteSparse:GraphBLAS baseline (see grb_handle.hpp).
#include "bench/suitesparse/grb_handle.hpp"

#include <mutex>

#include "graphblade/core/errors.hpp"

namespace graphblade::suitesparse {

void grb_check(GrB_Info info, const char* call) {
  if (info == GrB_SUCCESS || info == GrB_NO_VALUE) return;
  if (info == GrB_OUT_OF_MEMORY)
    throw out_of_memory(std::string("the host (SuiteSparse:GraphBLAS ") + call + ")", 0, 0);
  throw error(std::string("SuiteSparse:GraphBLAS: ") + call + " failed with GrB_Info " + std::to_string(int(info)));
}

void grb_init_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    const GrB_Info info = GrB_init(GrB_NONBLOCKING);
    // Another component of the process may have initialised GraphBLAS already.
    if (info != GrB_INVALID_VALUE) grb_check(info, "GrB_init(GrB_NONBLOCKING)");
  });
}

void grb_set_threads(int threads) {
  grb_init_once();
  GB_GRB_CHECK(GxB_Global_Option_set_INT32(GxB_GLOBAL_NTHREADS, threads));
}

std::string grb_library_version() {
  grb_init_once();
  int version[3] = {0, 0, 0};
  GB_GRB_CHECK(GxB_Global_Option_get(GxB_LIBRARY_VERSION, version));
  return "SuiteSparse:GraphBLAS " + std::to_string(version[0]) + "." + std::to_string(version[1]) + "." +
         std::to_string(version[2]);
}

}  // namespace graphblade::suitesparse
