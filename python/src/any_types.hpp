// The dtype-erased containers of the Python module (python/src), without
// nanobind: element types bool, int64 and float64 (NumPy's), shared by the
// binding translation units and operations_compute.cpp (compiled by nvcc in a
// CUDA build so that device operands reach the CUDA backend).
#pragma once
#include <cstdint>
#include <string>
#include <type_traits>
#include <variant>

#include "graphblade/graphblade.hpp"

namespace graphblade::python {

/// A graphblade Matrix of one of the bound element types.
using AnyMatrix = std::variant<Matrix<bool>, Matrix<std::int64_t>, Matrix<double>>;
/// A graphblade Vector of one of the bound element types.
using AnyVector = std::variant<Vector<bool>, Vector<std::int64_t>, Vector<double>>;

/// NumPy's name of T ("bool", "int64", "float64").
template <class T>
constexpr const char* dtype_name() {
  if constexpr (std::is_same_v<T, bool>)
    return "bool";
  else if constexpr (std::is_same_v<T, std::int64_t>)
    return "int64";
  else
    return "float64";
}

/// Call f(T{}) with T the element type named by `dtype`; throws invalid_value otherwise.
template <class F>
decltype(auto) with_dtype(const std::string& dtype, F&& f) {
  if (dtype == "bool") return f(bool{});
  if (dtype == "int64") return f(std::int64_t{});
  if (dtype == "float64") return f(double{});
  throw invalid_value("unsupported dtype '" + dtype + "' (graphblade binds bool, int64 and float64)");
}

}  // namespace graphblade::python
