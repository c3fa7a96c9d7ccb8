// Backend dispatch of a front end: host operands go to cpu::name, device
// operands to gpu::name (src/cuda) when this translation unit is compiled by nvcc with
// the CUDA backend, otherwise the call throws not_supported.
#pragma once
#include "graphblade/ops/detail/checks.hpp"

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
