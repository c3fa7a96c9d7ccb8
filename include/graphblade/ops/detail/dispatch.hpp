// Backend dispatch of a front end: host operands go to cpu::name, device
// operands to gpu::name (src/cuda) when this translation unit is compiled by nvcc with
// the CUDA backend, otherwise the call throws not_supported.
#pragma once
#include "graphblade/ops/detail/checks.hpp"

// A front end compiled by nvcc (device operands reach src/cuda) differs from
// the same front end compiled by the host compiler (device operands throw):
// each kind lives in its own inline namespace, so the two instantiations never
// share a mangled name (an ODR clash the linker would settle by keeping either).
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#define GB_FRONT_END_NAMESPACE cuda_tu
#else
#define GB_FRONT_END_NAMESPACE host_tu
#endif

#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#define GB_DISPATCH(where, name, ...)     \
  do {                                    \
    if ((where).is_host())                \
      ::graphblade::cpu::name(__VA_ARGS__);  \
    else                                  \
      ::graphblade::gpu::name(__VA_ARGS__);  \
  } while (0)
#else
#define GB_DISPATCH(where, name, ...)                        \
  do {                                                       \
    if ((where).is_host())                                   \
      ::graphblade::cpu::name(__VA_ARGS__);                  \
    else                                                     \
      ::graphblade::detail::no_device_backend(#name);        \
  } while (0)
#endif
