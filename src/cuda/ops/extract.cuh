// CUDA backend entry of extract (included by graphblade/ops/extract.hpp under nvcc).
// Not implemented on the device yet: every call throws not_supported.
#pragma once
#include <optional>

#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "src/cuda/ops/not_implemented.cuh"

namespace graphblade::gpu {

/// extract on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void extract(Args&&...) {
  detail::not_implemented("extract");
}

/// u(i) of a device vector: not implemented yet (throws not_supported).
template <class T>
std::optional<T> extract_element(const Vector<T>&, index_t) {
  detail::not_implemented("extract_element");
}
/// A(i, j) of a device matrix: not implemented yet (throws not_supported).
template <class T>
std::optional<T> extract_element(const Matrix<T>&, index_t, index_t) {
  detail::not_implemented("extract_element");
}

}  // namespace graphblade::gpu
