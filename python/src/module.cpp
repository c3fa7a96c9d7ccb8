// The Python module graphblade._graphblade (issue 20): a thin nanobind binding
// over the graphblade library; python/graphblade/ wraps it in the public API.
// Errors: each C++ exception of core/errors.hpp becomes the class of the same
// meaning in graphblade.errors (e.g. invalid_index -> InvalidIndex, an IndexError).
#include "py_types.hpp"

namespace graphblade::python {

namespace {
/// Raise graphblade.errors.<name>(what).
void raise_as(const char* name, const char* what) {
  nb::object cls = nb::module_::import_("graphblade.errors").attr(name);
  PyErr_SetString(cls.ptr(), what);
}
}  // namespace

void register_exceptions(nb::module_&) {
  nb::register_exception_translator([](const std::exception_ptr& p, void*) {
    try {
      std::rethrow_exception(p);
    } catch (const dimension_mismatch& e) {
      raise_as("DimensionMismatch", e.what());
    } catch (const invalid_index& e) {
      raise_as("InvalidIndex", e.what());
    } catch (const invalid_value& e) {
      raise_as("InvalidValue", e.what());
    } catch (const placement_error& e) {
      raise_as("PlacementError", e.what());
    } catch (const not_supported& e) {
      raise_as("NotSupported", e.what());
    } catch (const io_error& e) {
      raise_as("GraphIOError", e.what());
    } catch (const cuda_error& e) {
      raise_as("CudaError", e.what());
    } catch (const out_of_memory& e) {
      raise_as("OutOfMemory", e.what());
    } catch (const error& e) {
      raise_as("GraphbladeError", e.what());
    }
  });
}

}  // namespace graphblade::python

NB_MODULE(_graphblade, m) {
  using namespace graphblade::python;
  m.doc() = "graphblade: masked sparse linear algebra over semirings (C++ core of the graphblade package)";
#ifdef GRAPHBLADE_HAS_CUDA
  m.attr("has_cuda") = true;
#else
  m.attr("has_cuda") = false;
#endif
  register_exceptions(m);
  bind_containers(m);
  bind_operations(m);
  bind_bfs(m);
  bind_multi_source_bfs(m);
  bind_devices(m);
}
