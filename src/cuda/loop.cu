// CUDA side of the device loops of graphblade/ops/loop.hpp (issue 13): a loop
// is one CUDA graph, [test] -> WHILE(handle){ recorded body -> [test] }, where
// [test] is a one-thread kernel that sets the conditional handle from the
// condition Scalar's bytes. The body is recorded twice, on a blocking stream
// that the calling thread's workspace is redirected to, in thread-local
// capture mode: first into a graph of its own (a probe: any wait, blocking
// copy, allocation or legacy stream use invalidates the capture and becomes
// not_capturable before anything else is built), then with
// cudaStreamBeginCaptureToGraph straight into the WHILE node's body graph.
// An if_else inside a body being recorded becomes a conditional IF node with
// an ELSE graph (CUDA 12.8+) added to the capture in stream order: a kernel
// sets its handle from the condition Scalar, then each branch is recorded the
// same way into its own body graph. A while_do inside a body becomes a conditional
// WHILE node the same way (its test kernel, the node, its body recorded with its
// re-test). A test whose condition the node before it
// (a one-thread Scalar kernel) has just written rides on that kernel instead
// (condition_link.cuh): one kernel fewer per pass and per if_else.
#include <cuda_runtime.h>

#include <atomic>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/condition_link.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/workspace.cuh"
#include "graphblade/core/device_activity.hpp"
#include "graphblade/ops/loop.hpp"

namespace graphblade {
namespace {

/// handle = (any of the `bytes` bytes at cond is non-zero).
__global__ void set_loop_condition(cudaGraphConditionalHandle handle, const unsigned char* cond, unsigned bytes) {
  unsigned on = 0;
  for (unsigned b = 0; b < bytes; ++b) on |= cond[b];
  cudaGraphSetConditional(handle, on != 0 ? 1u : 0u);
}

/// *dst = src ? *src : value (a count copied into a Scalar without the host waiting); then the
/// test linked to dst, if any.
__global__ void store_count_cell(gpu::detail::condition_link test, offset_t* dst, const offset_t* src,
                                 offset_t value) {
  const offset_t count = src ? *src : value;
  *dst = count;
  gpu::detail::set_linked_condition(test, &count);
}

/// Destroys a graph on scope exit unless released.
struct graph_owner {
  cudaGraph_t g = nullptr;
  ~graph_owner() {
    if (g) (void)cudaGraphDestroy(g);
  }
};

}  // namespace

namespace detail {

/// An instantiated loop graph; while it lives, the workspace keeps the scratch arrays it points into.
struct device_loop_graph {
  int device = 0;
  cudaGraphExec_t exec = nullptr;
  explicit device_loop_graph(int d) : device(d) { gpu::note_recorded_graph(d, +1); }
  ~device_loop_graph() {
    if (exec) (void)cudaGraphExecDestroy(exec);
    gpu::note_recorded_graph(device, -1);
  }
  device_loop_graph(const device_loop_graph&) = delete;
  device_loop_graph& operator=(const device_loop_graph&) = delete;
};

namespace {

/// Record body() on a fresh blocking stream that the calling thread's workspace is
/// redirected to: into `into` (the WHILE node's body graph) or, when null, into a graph
/// of its own that is dropped (a probe). Returns the failure ("" when recorded).
std::string record_body(gpu::workspace& ws, cudaGraph_t into, const std::function<void()>& body,
                        cudaGraphConditionalHandle handle, const unsigned char* cond, unsigned nbytes,
                        bool retest = true) {
  cudaStream_t rec = nullptr;
  GB_CUDA_CHECK(cudaStreamCreate(&rec));  // blocking: legacy-stream work during the capture is an error, never eager
  const cudaError_t begun = into ? cudaStreamBeginCaptureToGraph(rec, into, nullptr, nullptr, 0,
                                                                 cudaStreamCaptureModeThreadLocal)
                                 : cudaStreamBeginCapture(rec, cudaStreamCaptureModeThreadLocal);
  if (begun != cudaSuccess) {
    (void)cudaStreamDestroy(rec);
    gpu::detail::check(begun, "cudaStreamBeginCapture", __FILE__, __LINE__);
  }
  const cudaStream_t previous = ws.redirect(rec);
  std::string failure;
  try {
    body();
    // the re-test ends each pass: on the kernel that wrote the condition last, or a kernel of its own
    // (in the probe too, so that both recordings count the same launches)
    if (retest && !gpu::detail::link_condition(rec, handle, cond, nbytes)) {
      ::graphblade::detail::note_launch();
      set_loop_condition<<<1, 1, 0, rec>>>(handle, cond, nbytes);
    }
    GB_CUDA_CHECK(cudaGetLastError());
  } catch (const std::exception& e) {
    failure = e.what();
  }
  ws.redirect(previous);
  cudaGraph_t ended = nullptr;
  const cudaError_t end_status = cudaStreamEndCapture(rec, &ended);
  (void)cudaGetLastError();
  if (!into && ended) (void)cudaGraphDestroy(ended);
  (void)cudaStreamDestroy(rec);
  if (failure.empty() && end_status != cudaSuccess)
    failure = std::string("the capture ended with ") + cudaGetErrorName(end_status) + " (" +
              cudaGetErrorString(end_status) + ")";
  return failure;
}

/// With GRAPHBLADE_LOOP_DOT=FILE set, each recorded loop's graph (its WHILE body and IF branches
/// included) is written to FILE as Graphviz DOT, every node with its kernel or copy parameters:
/// the nodes a level runs, for profiling. Written to FILE.tmp and renamed; a failure is reported
/// on stderr and changes nothing else.
void write_graph_dot(cudaGraph_t g) {
  const char* path = std::getenv("GRAPHBLADE_LOOP_DOT");
  if (!path || !*path) return;
  const std::string tmp = std::string(path) + ".tmp";
  const cudaError_t e = cudaGraphDebugDotPrint(g, tmp.c_str(), cudaGraphDebugDotFlagsVerbose);
  if (e != cudaSuccess || std::rename(tmp.c_str(), path) != 0)
    std::fprintf(stderr, "graphblade: GRAPHBLADE_LOOP_DOT: could not write %s (%s)\n", path,
                 e != cudaSuccess ? cudaGetErrorString(e) : "rename failed");
}

}  // namespace

std::shared_ptr<device_loop_graph> record_device_while(int device, const void* cond, std::size_t cond_bytes,
                                                       const std::function<void()>& body) {
  gpu::detail::device_guard on(device);
  gpu::workspace& ws = gpu::default_workspace(device);
  const auto* cond_ptr = static_cast<const unsigned char*>(cond);
  unsigned nbytes = unsigned(cond_bytes);

  // A probe first, into a graph of its own: a body that cannot be recorded fails here,
  // before anything is built around it.
  const std::string failure = record_body(ws, nullptr, body, cudaGraphConditionalHandle{}, cond_ptr, nbytes);
  if (!failure.empty())
    throw not_capturable("while_loop on cuda:" + std::to_string(device) +
                         ": the body cannot be recorded into a CUDA graph (an operation in it waits for the "
                         "device, allocates or uses the legacy stream; use loop_mode::eager): " +
                         failure);

  graph_owner outer;
  GB_CUDA_CHECK(cudaGraphCreate(&outer.g, 0));
  cudaGraphConditionalHandle handle;
  GB_CUDA_CHECK(cudaGraphConditionalHandleCreate(&handle, outer.g, 0, 0));

  // [test]: the first evaluation of the condition, before the WHILE node
  void* args[] = {&handle, &cond_ptr, &nbytes};
  cudaKernelNodeParams kp{};
  kp.func = reinterpret_cast<void*>(set_loop_condition);
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(1);
  kp.kernelParams = args;
  cudaGraphNode_t test_node;
  GB_CUDA_CHECK(cudaGraphAddKernelNode(&test_node, outer.g, nullptr, 0, &kp));

  cudaGraphNodeParams cp{};
  cp.type = cudaGraphNodeTypeConditional;
  cp.conditional.handle = handle;
  cp.conditional.type = cudaGraphCondTypeWhile;
  cp.conditional.size = 1;
  cudaGraphNode_t while_node;
  GB_CUDA_CHECK(cudaGraphAddNode(&while_node, outer.g, &test_node, nullptr, 1, &cp));

  // The body again, now into the WHILE node's body graph, then the re-test.
  const std::string again = record_body(ws, cp.conditional.phGraph_out[0], body, handle, cond_ptr, nbytes);
  if (!again.empty()) throw not_capturable("while_loop: the body recorded once but not twice: " + again);

  write_graph_dot(outer.g);
  auto g = std::make_shared<device_loop_graph>(device);
  GB_CUDA_CHECK(cudaGraphInstantiate(&g->exec, outer.g, 0));
  return g;
}

namespace {

/// A conditional node added to a capture: its handle and its body graphs.
struct conditional_node {
  cudaGraphConditionalHandle handle{};
  cudaGraph_t body[2] = {nullptr, nullptr};
};

/// Adds a conditional node of `type` with `size` body graphs to the capture of ws's stream, after the test of
/// the `nbytes` bytes at cond (carried by the kernel that wrote them when it can, else a kernel of its own);
/// false when the stream is not being recorded (nothing added).
bool add_conditional(gpu::workspace& ws, const unsigned char* cond, unsigned nbytes, cudaGraphConditionalNodeType type,
                     unsigned size, conditional_node& added) {
  const cudaStream_t s = ws.stream();
  cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
  GB_CUDA_CHECK(cudaStreamIsCapturing(s, &status));
  if (status != cudaStreamCaptureStatusActive) return false;
  cudaGraph_t g = nullptr;
  GB_CUDA_CHECK(cudaStreamGetCaptureInfo(s, &status, nullptr, &g, nullptr, nullptr, nullptr));
  GB_CUDA_CHECK(cudaGraphConditionalHandleCreate(&added.handle, g, 0, 0));
  if (!gpu::detail::link_condition(s, added.handle, cond, nbytes)) {  // (else the writer sets it)
    ::graphblade::detail::note_launch();
    set_loop_condition<<<1, 1, 0, s>>>(added.handle, cond, nbytes);
  }
  GB_CUDA_CHECK(cudaGetLastError());
  const cudaGraphNode_t* deps = nullptr;
  std::size_t ndeps = 0;
  GB_CUDA_CHECK(cudaStreamGetCaptureInfo(s, &status, nullptr, &g, &deps, nullptr, &ndeps));
  cudaGraphNodeParams cp{};
  cp.type = cudaGraphNodeTypeConditional;
  cp.conditional.handle = added.handle;
  cp.conditional.type = type;
  cp.conditional.size = size;
  cudaGraphNode_t node;
  GB_CUDA_CHECK(cudaGraphAddNode(&node, g, deps, nullptr, ndeps, &cp));
  GB_CUDA_CHECK(cudaStreamUpdateCaptureDependencies(s, &node, nullptr, 1, cudaStreamSetCaptureDependencies));
  for (unsigned k = 0; k < size && k < 2; ++k) added.body[k] = cp.conditional.phGraph_out[k];
  return true;
}

}  // namespace

bool record_device_if(int device, const void* cond, std::size_t cond_bytes, const std::function<void()>& then_body,
                      const std::function<void()>& else_body) {
  gpu::detail::device_guard on(device);
  gpu::workspace& ws = gpu::default_workspace(device);
  const auto* cond_ptr = static_cast<const unsigned char*>(cond);
  conditional_node added;
  // [0] when the condition holds, [1] (ELSE) when it does not; not recording: the caller branches on the host
  if (!add_conditional(ws, cond_ptr, unsigned(cond_bytes), cudaGraphCondTypeIf, 2, added)) return false;
  std::string failure = record_body(ws, added.body[0], then_body, added.handle, cond_ptr, 0, false);
  if (failure.empty()) failure = record_body(ws, added.body[1], else_body, added.handle, cond_ptr, 0, false);
  if (!failure.empty()) throw not_capturable("if_else: a branch cannot be recorded into a CUDA graph: " + failure);
  return true;
}

bool record_device_inner_while(int device, const void* cond, std::size_t cond_bytes,
                               const std::function<void()>& body) {
  gpu::detail::device_guard on(device);
  gpu::workspace& ws = gpu::default_workspace(device);
  const auto* cond_ptr = static_cast<const unsigned char*>(cond);
  const unsigned nbytes = unsigned(cond_bytes);
  conditional_node added;  // (not recording: the caller loops on the host)
  if (!add_conditional(ws, cond_ptr, nbytes, cudaGraphCondTypeWhile, 1, added)) return false;
  // the inner body, then its re-test, into the WHILE node's body graph
  const std::string failure = record_body(ws, added.body[0], body, added.handle, cond_ptr, nbytes);
  if (!failure.empty()) throw not_capturable("while_do: the inner body cannot be recorded into a CUDA graph: " + failure);
  return true;
}

void copy_count(int device, offset_t* dst, const offset_t* src, offset_t value) {
  gpu::detail::device_guard on(device);
  gpu::workspace& ws = gpu::default_workspace(device);
  ::graphblade::detail::note_launch();
  store_count_cell<<<1, 1, 0, ws.stream()>>>(gpu::detail::condition_link{}, dst, src, value);
  GB_CUDA_CHECK(cudaGetLastError());
  gpu::detail::note_linkable_launch(ws.stream(), dst, sizeof(offset_t), 4);
}

void launch_device_loop(device_loop_graph& g) {
  gpu::detail::device_guard on(g.device);
  ::graphblade::detail::note_graph_launch();
  GB_CUDA_CHECK(cudaGraphLaunch(g.exec, gpu::default_workspace(g.device).stream()));
}

void wait_device(int device) {
  gpu::detail::device_guard on(device);
  GB_HOST_SYNC(gpu::default_workspace(device).stream());
}

void* device_stream(int device) { return gpu::default_workspace(device).stream(); }

}  // namespace detail

namespace gpu::detail {
namespace {

/// The linkable kernel recorded last on this thread: its capture, node and output.
struct linkable_node {
  cudaStream_t stream = nullptr;
  unsigned long long capture = 0;
  cudaGraphNode_t node = nullptr;
  const unsigned char* out = nullptr;
  std::size_t bytes = 0;
  int params = 0;
};
thread_local linkable_node last_linkable;

/// -1: not read yet; else 0 / 1 (GRAPHBLADE_LOOP_LINK=0 turns linking off).
std::atomic<int> linking{-1};

bool linking_on() {
  int on = linking.load(std::memory_order_relaxed);
  if (on < 0) {
    const char* env = std::getenv("GRAPHBLADE_LOOP_LINK");
    on = env && std::strcmp(env, "0") == 0 ? 0 : 1;
    int unread = -1;
    linking.compare_exchange_strong(unread, on);
    on = linking.load(std::memory_order_relaxed);
  }
  return on != 0;
}

/// The capture `stream` is in: its id and its one open dependency (false when it is not
/// capturing or has no single open dependency).
bool sole_dependency(cudaStream_t stream, unsigned long long& capture, cudaGraphNode_t& node) {
  cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
  const cudaGraphNode_t* deps = nullptr;
  std::size_t ndeps = 0;
  if (cudaStreamGetCaptureInfo(stream, &status, &capture, nullptr, &deps, nullptr, &ndeps) != cudaSuccess) {
    (void)cudaGetLastError();
    return false;
  }
  if (status != cudaStreamCaptureStatusActive || ndeps != 1) return false;
  node = deps[0];
  return true;
}

}  // namespace

void note_linkable_launch(cudaStream_t stream, const void* out, std::size_t bytes, int params) {
  last_linkable = {};
  linkable_node l{stream, 0, nullptr, static_cast<const unsigned char*>(out), bytes, params};
  if (sole_dependency(stream, l.capture, l.node)) last_linkable = l;
}

bool link_condition(cudaStream_t stream, cudaGraphConditionalHandle handle, const void* cond, unsigned bytes) {
  const linkable_node l = last_linkable;
  last_linkable = {};  // a node carries one test
  const auto* c = static_cast<const unsigned char*>(cond);
  if (!linking_on() || !l.node || l.stream != stream || bytes == 0 || c < l.out || c + bytes > l.out + l.bytes)
    return false;
  unsigned long long capture = 0;
  cudaGraphNode_t node = nullptr;
  if (!sole_dependency(stream, capture, node) || capture != l.capture || node != l.node) return false;
  // the node's parameters again with the link as the first: each argument's bytes copied out first
  cudaKernelNodeParams p{};
  if (cudaGraphKernelNodeGetParams(node, &p) != cudaSuccess || !p.kernelParams) {
    (void)cudaGetLastError();
    return false;
  }
  std::vector<std::size_t> at(std::size_t(l.params)), sizes(at.size());  // each argument at its offset
  for (std::size_t i = 0; i < at.size(); ++i)
    if (cudaFuncGetParamInfo(p.func, i, &at[i], &sizes[i]) != cudaSuccess) {
      (void)cudaGetLastError();
      return false;
    }
  if (at.empty() || sizes[0] != sizeof(condition_link)) return false;
  std::vector<std::max_align_t> buffer((at.back() + sizes.back()) / sizeof(std::max_align_t) + 1);
  auto* base = reinterpret_cast<unsigned char*>(buffer.data());
  std::vector<void*> args(at.size());
  for (std::size_t i = 0; i < at.size(); ++i) {
    std::memcpy(base + at[i], p.kernelParams[i], sizes[i]);
    args[i] = base + at[i];
  }
  const condition_link link{handle, unsigned(c - l.out), bytes};
  std::memcpy(base + at[0], &link, sizeof link);
  p.kernelParams = args.data();
  p.extra = nullptr;
  if (cudaGraphKernelNodeSetParams(node, &p) != cudaSuccess) {
    (void)cudaGetLastError();
    return false;
  }
  return true;
}

bool set_condition_linking(bool on) {
  const bool was = linking_on();
  linking.store(on ? 1 : 0, std::memory_order_relaxed);
  return was;
}

}  // namespace gpu::detail
}  // namespace graphblade
