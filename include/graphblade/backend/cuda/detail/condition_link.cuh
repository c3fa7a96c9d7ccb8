// A device loop's condition test carried by the one-thread kernel that wrote the condition
// (ops/loop.hpp, src/cuda/loop.cu; issue 12's launches per level). A recorded while_loop
// re-tests its condition after each pass, and an if_else tests its Scalar before the IF
// node, each with a one-thread kernel that sets the conditional handle. When the node right
// before that test is a one-thread Scalar kernel (apply over Scalars, nvals into a Scalar)
// that wrote the condition's bytes, the recording sets those bytes' handle in that kernel
// instead (its first parameter, a condition_link, filled in after the launch was recorded):
// one kernel fewer per pass and per branch, the same order of effects.
#pragma once
#include <cuda_runtime.h>

#include <cstddef>

namespace graphblade::gpu::detail {

/// The conditional handle a linkable kernel sets after it wrote its output: non-zero when any of
/// `bytes` bytes at `offset` of the output is. bytes = 0: no link (the kernel sets nothing).
struct condition_link {
  cudaGraphConditionalHandle handle;
  unsigned offset;
  unsigned bytes;
};

/// Sets l's handle from `out`, the output the calling thread has just written (nothing when
/// l is empty).
__device__ inline void set_linked_condition(const condition_link& l, const void* out) {
  if (l.bytes == 0) return;
  const unsigned char* at = static_cast<const unsigned char*>(out) + l.offset;
  unsigned on = 0;
  for (unsigned b = 0; b < l.bytes; ++b) on |= at[b];
  cudaGraphSetConditional(l.handle, on != 0 ? 1u : 0u);
}

/// Right after the launch of a linkable kernel on `stream` (one thread; `params` parameters, the first
/// a condition_link, empty; it writes `bytes` bytes at `out`): while the stream is recorded into
/// a CUDA graph, the kernel's node is remembered, so that a condition test of bytes within its
/// output that follows at once rides on it (link_condition). Nothing otherwise.
void note_linkable_launch(cudaStream_t stream, const void* out, std::size_t bytes, int params);

/// The test "handle = any of the `bytes` bytes at `cond` is non-zero" carried by the last
/// kernel recorded on `stream`, when that kernel is linkable, wrote those bytes and is the
/// capture's only open dependency: true when it now carries it (the caller enqueues no test);
/// false otherwise (the caller enqueues its own test kernel). GRAPHBLADE_LOOP_LINK=0 in the
/// environment, or set_condition_linking(false), turns linking off.
bool link_condition(cudaStream_t stream, cudaGraphConditionalHandle handle, const void* cond, unsigned bytes);

/// Turns linking on or off for the process (tests, A/B measurements); returns the previous setting.
bool set_condition_linking(bool on);

}  // namespace graphblade::gpu::detail
