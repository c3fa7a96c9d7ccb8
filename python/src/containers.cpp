// graphblade.Matrix / graphblade.Vector: construction from NumPy arrays (SciPy
// CSR/CSC/COO arrive as such arrays from python/graphblade/__init__.py), the
// stored arrays as read-only NumPy views (no copy), device moves and graph loading.
// Copies: building always copies into graphblade's own buffers (one O(nnz) pass;
// the library does not adopt foreign memory); the views returned by offsets(),
// indices(), major_indices() and values() share the matrix's memory.
#include <nanobind/ndarray.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/pair.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>

#include <cstring>
#include <tuple>

#include "graphblade/core/detail/device_hooks.hpp"
#include "graphblade/io/load_graph.hpp"
#include "py_types.hpp"

namespace graphblade::python {

namespace {

using array1d = nb::ndarray<nb::ro, nb::ndim<1>, nb::c_contig, nb::device::cpu>;

template <class T>
std::string dtype_name_any() {
  if constexpr (std::is_same_v<T, index_t>)
    return "uint32";
  else if constexpr (std::is_same_v<T, offset_t>)
    return "uint64";
  else
    return dtype_name<T>();
}

/// The data of `a` as const T*, after checking its dtype.
template <class T>
const T* typed_data(const array1d& a, const char* what) {
  if (a.dtype() != nb::dtype<T>())
    throw invalid_value(std::string(what) + ": expected a " + dtype_name_any<T>() + " array");
  return static_cast<const T*>(a.data());
}

/// A copy of `a` (dtype T) as a graphblade buffer.
template <class T>
buffer<T> to_buffer(const array1d& a, const char* what) {
  buffer<T> out(a.shape(0));
  if (a.shape(0)) std::memcpy(out.data(), typed_data<T>(a, what), a.shape(0) * sizeof(T));
  return out;
}

/// A read-only NumPy view of a host buffer of the matrix `owner` (kept alive by the view).
template <class T>
nb::object view(const buffer<T>& b, const place& where, const PyMatrix& owner, const char* what) {
  if (!where.is_host())
    throw placement_error(std::string(what) + ": the arrays live on " + to_string(where) + "; call .to('cpu') first");
  std::size_t n = b.size();
  return nb::cast(nb::ndarray<nb::numpy, const T, nb::ndim<1>>(b.data(), 1, &n, nb::find(&owner)));
}

std::string device_name(const place& p) { return p.is_host() ? "cpu" : to_string(p); }

}  // namespace

int cuda_device_count() { return memory::detail::cuda_device_count(); }

place parse_place(const std::string& device) {
  if (device == "cpu" || device == "host") return host;
  int id = -1;
  if (device == "cuda") id = 0;
  if (device.rfind("cuda:", 0) == 0 && device.size() > 5 &&
      device.find_first_not_of("0123456789", 5) == std::string::npos && device.size() < 15)
    id = std::stoi(device.substr(5));
  if (id < 0) throw invalid_value("unknown device '" + device + "' (expected cpu, cuda or cuda:N)");
#ifndef GRAPHBLADE_HAS_CUDA
  throw not_supported("device '" + device +
                      "': this graphblade module was built without CUDA (pip install . on a machine with nvcc)");
#else
  const int count = cuda_device_count();
  if (count == 0) throw not_supported("device '" + device + "': no CUDA device is visible (no GPU or no driver)");
  if (id >= count)
    throw not_supported("device '" + device + "': only " + std::to_string(count) + " CUDA device(s) visible");
  return cuda(id);
#endif
}

/// A NumPy array owning `v` (moved, no copy).
template <class T>
nb::ndarray<nb::numpy, T, nb::ndim<1>> to_numpy(std::vector<T>&& v) {
  auto* owned = new std::vector<T>(std::move(v));
  nb::capsule owner(owned, [](void* p) noexcept { delete static_cast<std::vector<T>*>(p); });
  std::size_t n = owned->size();
  return nb::ndarray<nb::numpy, T, nb::ndim<1>>(owned->data(), 1, &n, owner);
}
template nb::ndarray<nb::numpy, std::int64_t, nb::ndim<1>> to_numpy(std::vector<std::int64_t>&&);
template nb::ndarray<nb::numpy, double, nb::ndim<1>> to_numpy(std::vector<double>&&);

void bind_devices(nb::module_& m) {
  m.def("cuda_device_count", &cuda_device_count, "CUDA devices visible to this module (0 in a build without CUDA)");
}

void bind_containers(nb::module_& m) {
  nb::class_<PyMatrix>(m, "_Matrix")
      .def_static(
          "from_compressed",
          [](const std::string& fmt, index_t nrows, index_t ncols, const array1d& indptr, const array1d& indices,
             std::optional<array1d> values, const std::string& dtype) {
            return with_dtype(dtype, [&](auto t) {
              using T = decltype(t);
              buffer<offset_t> off = to_buffer<offset_t>(indptr, "indptr");
              buffer<index_t> idx = to_buffer<index_t>(indices, "indices");
              buffer<T> val = values ? to_buffer<T>(*values, "values") : buffer<T>();
              return PyMatrix{Matrix<T>::from_compressed(parse_format(fmt), nrows, ncols, std::move(off),
                                                         std::move(idx), std::move(val))};
            });
          },
          nb::arg("format"), nb::arg("nrows"), nb::arg("ncols"), nb::arg("indptr"), nb::arg("indices"),
          nb::arg("values").none(), nb::arg("dtype"))
      .def_static(
          "from_coo",
          [](index_t nrows, index_t ncols, const array1d& rows, const array1d& cols, std::optional<array1d> values,
             const std::string& dtype, const std::string& fmt, bool symmetrize, bool drop_self_loops) {
            if (rows.shape(0) != cols.shape(0)) throw dimension_mismatch("from_coo: rows and cols differ in length");
            build_options opt;
            opt.symmetrize = symmetrize;
            opt.drop_self_loops = drop_self_loops;
            return with_dtype(dtype, [&](auto t) {
              using T = decltype(t);
              const T* vals = values ? typed_data<T>(*values, "values") : nullptr;
              return PyMatrix{Matrix<T>::from_coo(nrows, ncols, rows.shape(0), typed_data<index_t>(rows, "rows"),
                                                  typed_data<index_t>(cols, "cols"), vals, parse_format(fmt), opt,
                                                  values ? values->shape(0) : std::size_t(-1))};
            });
          },
          nb::arg("nrows"), nb::arg("ncols"), nb::arg("rows"), nb::arg("cols"), nb::arg("values").none(),
          nb::arg("dtype"), nb::arg("format") = "csr", nb::arg("symmetrize") = false,
          nb::arg("drop_self_loops") = false)
      .def_prop_ro("nrows", [](const PyMatrix& p) { return std::visit([](auto& A) { return A.nrows(); }, p.m); })
      .def_prop_ro("ncols", [](const PyMatrix& p) { return std::visit([](auto& A) { return A.ncols(); }, p.m); })
      .def_prop_ro("nvals", [](const PyMatrix& p) { return std::visit([](auto& A) { return A.nvals(); }, p.m); })
      .def_prop_ro(
          "dtype",
          [](const PyMatrix& p) {
            return std::visit(
                [](auto& A) { return std::string(dtype_name<typename std::decay_t<decltype(A)>::value_type>()); }, p.m);
          })
      .def_prop_ro("format",
                   [](const PyMatrix& p) {
                     return std::visit([](auto& A) { return std::string(to_string(A.storage_format())); }, p.m);
                   })
      .def_prop_ro("is_pattern",
                   [](const PyMatrix& p) { return std::visit([](auto& A) { return A.is_pattern(); }, p.m); })
      .def_prop_ro("device",
                   [](const PyMatrix& p) { return std::visit([](auto& A) { return device_name(A.where()); }, p.m); })
      .def("offsets",
           [](const PyMatrix& p) {
             return std::visit([&](auto& A) { return view(A.offsets(), A.where(), p, "offsets"); }, p.m);
           })
      .def("indices",
           [](const PyMatrix& p) {
             return std::visit([&](auto& A) { return view(A.indices(), A.where(), p, "indices"); }, p.m);
           })
      .def("major_indices",
           [](const PyMatrix& p) {
             return std::visit([&](auto& A) { return view(A.major_indices(), A.where(), p, "major_indices"); }, p.m);
           })
      .def("values",
           [](const PyMatrix& p) -> nb::object {
             return std::visit([&](auto& A) { return view(A.values(), A.where(), p, "values"); }, p.m);
           })
      .def(
          "to",
          [](const PyMatrix& p, const std::string& device) {
            place dst = parse_place(device);
            return std::visit([&](auto& A) { return PyMatrix{A.to(dst)}; }, p.m);
          },
          nb::arg("device"))
      .def(
          "to_format",
          [](const PyMatrix& p, const std::string& fmt) {
            return std::visit([&](auto& A) { return PyMatrix{A.to_format(parse_format(fmt))}; }, p.m);
          },
          nb::arg("format"))
      .def("transposed",
           [](const PyMatrix& p) { return std::visit([](auto& A) { return PyMatrix{A.transposed()}; }, p.m); })
      .def("pattern", [](const PyMatrix& p) { return std::visit([](auto& A) { return PyMatrix{A.pattern()}; }, p.m); })
      .def(
          "astype",
          [](const PyMatrix& p, const std::string& dtype) {
            return with_dtype(dtype, [&](auto t) {
              using T = decltype(t);
              return std::visit([](auto& A) { return PyMatrix{A.template cast<T>()}; }, p.m);
            });
          },
          nb::arg("dtype"))
      .def(
          "get",
          [](const PyMatrix& p, index_t i, index_t j) -> nb::object {
            return std::visit(
                [&](auto& A) -> nb::object {
                  auto x = A.get(i, j);
                  return x ? nb::cast(*x) : nb::none();
                },
                p.m);
          },
          nb::arg("i"), nb::arg("j"));

  nb::class_<PyVector>(m, "_Vector")
      .def_static(
          "from_coo",
          [](index_t n, const array1d& indices, const array1d& values, const std::string& dtype) {
            if (indices.shape(0) != values.shape(0))
              throw dimension_mismatch("Vector.from_coo: indices and values differ in length");
            return with_dtype(dtype, [&](auto t) {
              using T = decltype(t);
              const index_t* idx = typed_data<index_t>(indices, "indices");
              const T* val = typed_data<T>(values, "values");
              return PyVector{Vector<T>::from_list(n, std::vector<index_t>(idx, idx + indices.shape(0)),
                                                   std::vector<T>(val, val + values.shape(0)))};
            });
          },
          nb::arg("size"), nb::arg("indices"), nb::arg("values"), nb::arg("dtype"))
      .def_static(
          "from_dense",
          [](const array1d& values, const std::string& dtype) {
            return with_dtype(dtype, [&](auto t) {
              using T = decltype(t);
              Vector<T> v = Vector<T>::full(index_t(values.shape(0)), T{});
              if (values.shape(0))
                std::memcpy(v.values().data(), typed_data<T>(values, "values"), values.shape(0) * sizeof(T));
              return PyVector{std::move(v)};
            });
          },
          nb::arg("values"), nb::arg("dtype"))
      .def_static(
          "empty",
          [](index_t n, const std::string& dtype) {
            return with_dtype(dtype, [&](auto t) { return PyVector{Vector<decltype(t)>(n)}; });
          },
          nb::arg("size"), nb::arg("dtype"))
      .def_prop_ro("size", [](const PyVector& p) { return std::visit([](auto& v) { return v.size(); }, p.v); })
      .def_prop_ro("nvals", [](const PyVector& p) { return std::visit([](auto& v) { return v.nvals(); }, p.v); })
      .def_prop_ro(
          "dtype",
          [](const PyVector& p) {
            return std::visit(
                [](auto& v) { return std::string(dtype_name<typename std::decay_t<decltype(v)>::value_type>()); }, p.v);
          })
      .def_prop_ro(
          "storage",
          [](const PyVector& p) { return std::visit([](auto& v) { return std::string(to_string(v.kind())); }, p.v); })
      .def_prop_ro("device",
                   [](const PyVector& p) { return std::visit([](auto& v) { return device_name(v.where()); }, p.v); })
      .def(
          "to",
          [](const PyVector& p, const std::string& device) {
            place dst = parse_place(device);
            return std::visit([&](auto& v) { return PyVector{v.to(dst)}; }, p.v);
          },
          nb::arg("device"))
      .def(
          "to_storage",
          [](const PyVector& p, const std::string& s) {
            storage k = s == "dense"    ? storage::dense
                        : s == "bitmap" ? storage::bitmap
                        : s == "sparse"
                            ? storage::sparse
                            : throw invalid_value("unknown storage '" + s + "' (expected dense, sparse or bitmap)");
            return std::visit([&](auto& v) { return PyVector{v.to_storage(k)}; }, p.v);
          },
          nb::arg("storage"))
      .def("to_coo",
           [](const PyVector& p) {
             return std::visit(
                 [](auto& v) -> nb::object {
                   using T = typename std::decay_t<decltype(v)>::value_type;
                   if (!v.where().is_host())
                     throw placement_error("Vector.to_coo: the vector lives on a device; call .to('cpu') first");
                   auto entries = v.entries();
                   std::vector<std::int64_t> idx(entries.size());
                   std::vector<T> val(entries.size());
                   for (std::size_t k = 0; k < entries.size(); ++k) {
                     idx[k] = entries[k].first;
                     val[k] = entries[k].second;
                   }
                   if constexpr (std::is_same_v<T, bool>) {  // std::vector<bool> has no data(): go through uint8
                     std::vector<std::uint8_t> bytes(val.begin(), val.end());
                     auto* owned = new std::vector<std::uint8_t>(std::move(bytes));
                     nb::capsule owner(owned,
                                       [](void* q) noexcept { delete static_cast<std::vector<std::uint8_t>*>(q); });
                     std::size_t n = owned->size();
                     return nb::make_tuple(to_numpy(std::move(idx)),
                                           nb::ndarray<nb::numpy, bool, nb::ndim<1>>(
                                               reinterpret_cast<bool*>(owned->data()), 1, &n, owner));
                   } else {
                     return nb::make_tuple(to_numpy(std::move(idx)), to_numpy(std::move(val)));
                   }
                 },
                 p.v);
           })
      .def(
          "get",
          [](const PyVector& p, index_t i) -> nb::object {
            return std::visit(
                [&](auto& v) -> nb::object {
                  auto x = v.get(i);
                  return x ? nb::cast(*x) : nb::none();
                },
                p.v);
          },
          nb::arg("i"));

  m.def(
      "load_graph",
      [](const std::string& spec, const std::string& fmt) {
        io::loaded_graph g = io::load_graph(spec, parse_format(fmt));
        return std::make_tuple(PyMatrix{std::move(g.A)}, g.undirected, g.name);
      },
      nb::arg("spec"), nb::arg("format") = "csr",
      "Load a graph file (.mtx[.gz], .el[.gz], .gbin) or generator spec (kron:20, grid:R:C, ...): (A, undirected, "
      "name)");
}

}  // namespace graphblade::python
