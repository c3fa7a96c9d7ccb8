// Small RAII and error-checking helpers over the SuiteSparse:GraphBLAS C API,
// used only by the benchmark baseline (bench/suitesparse). Every GrB_* call
// goes through GB_GRB_CHECK, which throws graphblade::error naming the call.
#pragma once
// GraphBLAS.h 7.x declares its functions without extern "C" (its C++ types sit
// in its own extern "C++" block), so C++ callers wrap it.
extern "C" {
#include <GraphBLAS.h>
}

#include <string>
#include <utility>

namespace graphblade::suitesparse {

/// Throw graphblade::error ("<call> failed: <GrB_Info>") unless `info` is
/// GrB_SUCCESS or GrB_NO_VALUE; out_of_memory for GrB_OUT_OF_MEMORY.
void grb_check(GrB_Info info, const char* call);

#define GB_GRB_CHECK(call) ::graphblade::suitesparse::grb_check((call), #call)

/// GrB_init(GrB_NONBLOCKING) once per process (later calls do nothing).
void grb_init_once();

/// Set GraphBLAS's thread count to `threads` (GxB_NTHREADS, global).
void grb_set_threads(int threads);

/// "SuiteSparse:GraphBLAS 7.4.0" from the running library (GxB_LIBRARY_VERSION),
/// which may differ from the header the code was compiled with.
std::string grb_library_version();

/// Free functions per handle type (GrB_free is a C11 _Generic macro, absent in C++).
inline void grb_free(GrB_Matrix* m) { GrB_Matrix_free(m); }
inline void grb_free(GrB_Vector* v) { GrB_Vector_free(v); }

/// Owner of one GraphBLAS object (GrB_Matrix or GrB_Vector): frees it on
/// destruction. `get()` for calls that read it, `out()` for calls that create it.
template <class Handle>
class grb_object {
 public:
  grb_object() = default;
  grb_object(const grb_object&) = delete;
  grb_object& operator=(const grb_object&) = delete;
  grb_object(grb_object&& o) noexcept : h_(std::exchange(o.h_, nullptr)) {}
  grb_object& operator=(grb_object&& o) noexcept {
    if (this != &o) {
      reset();
      h_ = std::exchange(o.h_, nullptr);
    }
    return *this;
  }
  ~grb_object() { reset(); }

  Handle get() const { return h_; }
  /// Address for a GrB_*_new / GrB_*_dup call; frees what was held first.
  Handle* out() {
    reset();
    return &h_;
  }
  void reset() {
    if (h_) grb_free(&h_);
    h_ = nullptr;
  }

 private:
  Handle h_ = nullptr;
};

using grb_matrix = grb_object<GrB_Matrix>;
using grb_vector = grb_object<GrB_Vector>;

}  // namespace graphblade::suitesparse
