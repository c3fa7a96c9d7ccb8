// Types shared by the translation units of the Python module (python/src):
// the dtype-erased Matrix and Vector the binding hands to Python. Element types
// are bool, int64 and float64 (NumPy's bool, int64, float64); other NumPy
// dtypes are converted by the Python layer (python/graphblade/__init__.py).
#pragma once
#include <nanobind/nanobind.h>

#include <string>

#include "any_types.hpp"

namespace graphblade::python {

namespace nb = nanobind;

/// The Python-side object behind graphblade.Matrix.
struct PyMatrix {
  AnyMatrix m;
};
/// The Python-side object behind graphblade.Vector.
struct PyVector {
  AnyVector v;
};

/// The place named by `device` ("cpu", "cuda", "cuda:N"). Throws invalid_value for another name and
/// not_supported for a CUDA device when the module has no CUDA backend or that device is not visible.
place parse_place(const std::string& device);
/// CUDA devices visible to the module (0 without the CUDA backend or without a driver).
int cuda_device_count();

/// Translate graphblade's C++ exceptions into graphblade.errors' Python classes.
void register_exceptions(nb::module_& m);
/// Matrix, Vector, conversions from/to NumPy arrays and graph loading.
void bind_containers(nb::module_& m);
/// mxv, vxm, mxm, ewise_add, ewise_mult, apply, reduce with masks, accumulators and replace.
void bind_operations(nb::module_& m);
/// The BFS registry: prepared BFS objects and one-shot bfs().
void bind_bfs(nb::module_& m);
/// Multi-source BFS (iBFS) and what is built on it: k-hop counts, closeness, betweenness, all-pairs distances.
void bind_multi_source_bfs(nb::module_& m);
/// cuda_device_count().
void bind_devices(nb::module_& m);

}  // namespace graphblade::python
