// Device-resident loops (issue 13): "repeat these operator calls while a
// condition held in a Scalar is non-zero", written once with the public API.
//
//   gb::Scalar<std::int64_t> active(1, where);          // the condition lives with the operands
//   gb::while_loop loop(active, [&] {
//     ... operator calls on device operands ...          // the last of them writes `active`
//   });
//   loop.run();    // host: a plain loop; device: one CUDA graph launch, returns at once
//   loop.wait();   // the one host synchronisation (a kernel fault surfaces here as cuda_error)
//
// Inside a body, gb::if_else(flag, then, else) branches on a Scalar (or on an
// integral field of a struct Scalar: if_else(state, &state_t::flag, ...)):
// recorded, it is a conditional IF node (the device picks the branch each pass);
// gb::while_do(flag, body) repeats an inner body: recorded, a conditional WHILE
// node inside the pass. On the H200 an IF node costs ~6.8 µs a pass and a WHILE
// iteration ~3.1, beyond their kernels (bench_device_loop --node-passes,
// bench/results/h200-s34), so a
// loop whose branch changes seldom (a BFS direction) runs cheaper as inner
// while_do loops, one per branch, than as an if_else every pass. The
// Scalar operations of ops/scalar_ops.hpp (apply over Scalars, nvals into a
// Scalar) and assign of a Scalar's value keep loop state on the device.
//
// On the host (and with loop_mode::eager on a device) run() is the plain loop
// `while (cond.value()) body();`. On a device the body is recorded once, at
// construction, into a CUDA graph: a kernel tests the condition, then a
// conditional WHILE node (CUDA 12.4+) repeats the recorded body, whose last
// node re-tests the condition on the device; run() enqueues that graph on the
// legacy stream (ordered with every other operation) and does not wait. The
// instantiated graph is kept, so run() may be called again (a new traversal
// with new values in the same containers) without recording again.
//
// Recording rules (the CUDA graph semantics, checked): the body runs twice on
// the host while it is recorded (a probe, then the recording kept), so host
// variables it changes change then, not per pass - per-pass state belongs in device containers and Scalars.
// Every operation in the body must only enqueue device work: one that waits
// for the device (reads an entry count or a value to the host), allocates
// (a container or a scratch slot that must grow: run the body once eagerly
// first so the workspace is sized) or uses the legacy stream throws
// not_capturable from the constructor, naming the cause; loop_mode::eager
// runs such a body as a host loop instead (GRAPHBLADE_LOOP_MODE=eager in the
// environment makes every device loop eager). After not_capturable the
// containers the body writes hold unspecified values (start them again). The containers a recorded body
// uses must outlive the loop and keep their storage between runs; the backend's scratch arrays do
// (an array outgrown by later eager work is kept while a recorded loop lives).
#pragma once
#include <cstddef>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

#include "graphblade/container/scalar.hpp"
#include "graphblade/core/device_activity.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/place.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade {

/// How a while_loop on device operands runs: recorded into a CUDA graph, or as a host loop.
enum class loop_mode { captured, eager };

namespace detail {
/// An instantiated CUDA graph of a device loop (src/cuda/loop.cu).
struct device_loop_graph;
/// Record `body` on `device` into a graph that repeats it while the cond_bytes at
/// `cond` hold a non-zero byte; throws not_capturable when the body cannot be recorded.
std::shared_ptr<device_loop_graph> record_device_while(int device, const void* cond, std::size_t cond_bytes,
                                                       const std::function<void()>& body);
/// Inside a body being recorded on `device`: add "if (cond) then_body() else else_body()" as a
/// conditional IF node (both branches recorded) and return true; false when nothing is recorded.
bool record_device_if(int device, const void* cond, std::size_t cond_bytes, const std::function<void()>& then_body,
                      const std::function<void()>& else_body);
/// Inside a body being recorded on `device`: add "while (cond) body()" as a conditional WHILE
/// node (its body recorded, its re-test at its end) and return true; false when nothing is recorded.
bool record_device_inner_while(int device, const void* cond, std::size_t cond_bytes,
                               const std::function<void()>& body);
/// Enqueue *dst = src ? *src : value on `device` (dst, src device addresses; no host wait).
void copy_count(int device, offset_t* dst, const offset_t* src, offset_t value);
/// Enqueue a recorded loop (no host wait).
void launch_device_loop(device_loop_graph& g);
/// True when GRAPHBLADE_LOOP_MODE=eager is set: every loop on a device runs as loop_mode::eager
/// (src/core/loop_mode.cpp), for tools that cannot follow conditional graph nodes: compute-sanitizer
/// racecheck kills the process when a WHILE body holds a CUB scan (bench/conditional_graph_probe.cu).
bool loops_forced_eager();
/// Wait for everything graphblade queued on `device` (counted as a host synchronisation).
void wait_device(int device);
/// The stream graphblade's operations on `device` use from this host thread right now
/// (the recording stream while a loop body is recorded), as a cudaStream_t.
void* device_stream(int device);
}  // namespace detail

/// Repeat a body of operator calls while a Scalar condition is non-zero (tested before each pass).
class while_loop {
 public:
  /// Record `body` to repeat while `cond` != 0; cond's place decides where it runs.
  /// Throws not_capturable (device, loop_mode::captured) when the body cannot be recorded.
  template <class C>
  while_loop(const Scalar<C>& cond, std::function<void()> body, loop_mode mode = loop_mode::captured)
      : where_(cond.where()), body_(std::move(body)) {
    static_assert(std::is_integral_v<C>, "while_loop: the condition must be an integral or bool Scalar");
    const Scalar<C>* c = &cond;
    test_ = [c] { return c->value() != C(0); };
    record(cond.data(), sizeof(C), mode);
  }
  /// Record `body` to repeat while the integral field `field` of the struct s holds is non-zero (a loop
  /// whose state, advanced in one apply, also says whether to go on). C: trivially copyable and default
  /// constructible (the field's offset is taken from a C{}).
  template <class C, class F>
  while_loop(const Scalar<C>& s, F C::*field, std::function<void()> body, loop_mode mode = loop_mode::captured);

  /// Run the loop: on the host (or eager) until the condition fails; recorded: enqueue it and return.
  void run() {
    if (graph_) return detail::launch_device_loop(*graph_);
    while (test_()) body_();
  }
  /// Wait until the loop (and all work queued before it) has finished; kernel faults surface here.
  void wait() const {
    if (where_.is_cuda()) detail::wait_device(where_.device);
  }
  /// True when the body was recorded into a device graph.
  bool recorded() const { return graph_ != nullptr; }
  /// The device work one pass of a recorded body enqueues (kernels, library calls, memory
  /// operations recorded; the condition tests that run as kernels of their own counted, both
  /// branches of an if_else counted).
  const device_activity& recorded_per_pass() const { return per_pass_; }

 private:
  place where_;
  std::function<void()> body_;
  std::function<bool()> test_;
  std::shared_ptr<detail::device_loop_graph> graph_;
  device_activity per_pass_{};

  /// On a device (captured, not forced eager): the body recorded into a graph whose WHILE node tests the
  /// `bytes` bytes at `cond` before each pass.
  void record(const void* cond, std::size_t bytes, loop_mode mode) {
    if (where_.is_cuda() && mode == loop_mode::captured && !detail::loops_forced_eager()) {
      const device_activity before = device_activity_now();
      graph_ = detail::record_device_while(where_.device, cond, bytes, body_);
      const device_activity twice = device_activity_now() - before;  // the body is recorded twice
      per_pass_ = {twice.launches / 2, twice.library_calls / 2, twice.memory_ops / 2, 0, 0};
    }
  }
};

/// while (cond) body(); on cond's place, then wait: the one-shot form of while_loop. Recorded on a
/// device, the first pass runs eagerly (it sizes the workspace and count cells the recording needs;
/// `if (cond) { body(); while (cond) body(); }` is the same loop), the others in one CUDA graph.
template <class C>
void repeat_while(const Scalar<C>& cond, std::function<void()> body, loop_mode mode = loop_mode::captured) {
  if (cond.where().is_cuda() && mode == loop_mode::captured && !detail::loops_forced_eager()) {
    if (cond.value() == C(0)) return;
    body();
  }
  while_loop loop(cond, std::move(body), mode);
  loop.run();
  loop.wait();
}

namespace detail {
/// Where the integral field `field` of the struct a Scalar holds lies (a branch's or inner loop's
/// condition): C trivially copyable and default constructible (the offset is taken from a C{}).
template <class C, class F>
const unsigned char* field_address(const Scalar<C>& s, F C::*field) {
  static_assert(std::is_integral_v<F>, "a condition field must be integral or bool");
  static_assert(std::is_trivially_copyable_v<C> && std::is_default_constructible_v<C>,
                "a condition field's Scalar must hold a trivially copyable, default constructible type");
  const C probe{};
  const std::size_t at = std::size_t(reinterpret_cast<const unsigned char*>(&(probe.*field)) -
                                     reinterpret_cast<const unsigned char*>(&probe));
  return reinterpret_cast<const unsigned char*>(s.data()) + at;
}
}  // namespace detail

template <class C, class F>
while_loop::while_loop(const Scalar<C>& s, F C::*field, std::function<void()> body, loop_mode mode)
    : where_(s.where()), body_(std::move(body)) {
  const Scalar<C>* c = &s;
  test_ = [c, field] { return (c->value().*field) != F(0); };
  record(detail::field_address(s, field), sizeof(F), mode);
}

/// if (cond) then_body(); else else_body(); for a branch inside a loop body. Inside a body being
/// recorded on a device, both branches are recorded into a conditional IF node with an ELSE
/// graph that the device takes by the Scalar's value on each pass, so the branch costs no host
/// round trip; elsewhere (host, eager, outside a loop) cond.value() decides on the host (on a
/// device: a wait). Both branches must leave every container in the same storage kind.
template <class C>
void if_else(const Scalar<C>& cond, const std::function<void()>& then_body, const std::function<void()>& else_body) {
  static_assert(std::is_integral_v<C>, "if_else: the condition must be an integral or bool Scalar");
  if (cond.where().is_cuda() &&
      detail::record_device_if(cond.where().device, cond.data(), sizeof(C), then_body, else_body))
    return;
  if (cond.value() != C(0)) then_body();
  else else_body();
}

/// if (s.value().*field) then_body(); else else_body(); the if_else above on one integral field
/// of a Scalar whose value is a struct: a loop that advances a whole state in one apply (a
/// direction rule and its decision, say) branches on the decision in it, with no apply into a
/// flag Scalar of its own (a kernel less per pass recorded). C: trivially copyable and default
/// constructible (the field's offset is taken from a C{}).
template <class C, class F>
void if_else(const Scalar<C>& s, F C::*field, const std::function<void()>& then_body,
             const std::function<void()>& else_body) {
  if (s.where().is_cuda() &&
      detail::record_device_if(s.where().device, detail::field_address(s, field), sizeof(F), then_body, else_body))
    return;
  if ((s.value().*field) != F(0)) then_body();
  else else_body();
}

/// while (cond) body(); for a loop inside a loop body. Inside a body being recorded on a device, a
/// conditional WHILE node within the recorded pass: the device tests cond before each inner pass (the
/// test rides on the kernel that wrote cond when that kernel was recorded right before it:
/// backend/cuda/detail/condition_link.cuh), with no host round trip; elsewhere (host, eager, outside
/// a loop) the host loop `while (cond.value()) body();` (on a device: a wait per test). The body must
/// leave every container in the storage kind it found it in.
template <class C>
void while_do(const Scalar<C>& cond, const std::function<void()>& body) {
  static_assert(std::is_integral_v<C>, "while_do: the condition must be an integral or bool Scalar");
  if (cond.where().is_cuda() && detail::record_device_inner_while(cond.where().device, cond.data(), sizeof(C), body))
    return;
  while (cond.value() != C(0)) body();
}

/// while (s.value().*field) body(); the while_do above on one integral field of a struct Scalar (as
/// if_else on a field: C trivially copyable and default constructible).
template <class C, class F>
void while_do(const Scalar<C>& s, F C::*field, const std::function<void()>& body) {
  if (s.where().is_cuda() &&
      detail::record_device_inner_while(s.where().device, detail::field_address(s, field), sizeof(F), body))
    return;
  while ((s.value().*field) != F(0)) body();
}

/// Wait until the work queued on `where` has finished (nothing on the host); faults surface as cuda_error.
inline void wait(const place& where) {
  if (where.is_cuda()) detail::wait_device(where.device);
}

}  // namespace graphblade
