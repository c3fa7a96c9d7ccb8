// What apply(Scalar) hands a backend for each operand (ops/scalar_ops.hpp): a Scalar's address, or a
// vector's entry count (nvals_of) as its device count cell, or the count itself where the host knows it.
// Plain data, the same in host and nvcc translation units (a CUDA kernel takes it by value).
#pragma once
#include "graphblade/core/types.hpp"

namespace graphblade::detail {

/// A vector's entry count for a kernel: *cell while the count lives on the device, else value.
struct count_operand {
  const offset_t* cell;
  offset_t value;
};

}  // namespace graphblade::detail
