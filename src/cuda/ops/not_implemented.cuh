// The CUDA backend's answer for an operation (or an operand kind) it does not
// run on the device yet: not_supported naming the operation. Used by the op
// entries below until each gets its kernels, so a device call never silently
// falls back to the host.
#pragma once
#include <string>

#include "graphblade/core/errors.hpp"

namespace graphblade::gpu::detail {

[[noreturn]] inline void not_implemented(const char* op) {
  throw not_supported(std::string(op) + ": the CUDA backend does not implement this operation (yet); "
                      "move the operands to the host with .to(graphblade::host)");
}

}  // namespace graphblade::gpu::detail
