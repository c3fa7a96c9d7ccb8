// The BFS algorithm registry: every BFS implementation (reference, gb-push,
// gb-pull, gb-auto, TurboBFS, Hong variants, ...) is listed here by name with
// the devices it runs on, so the CLI, tests and benchmarks can run any of them.
//
// Two phases, so that callers time only the traversal:
//   auto algo = find_bfs_algorithm("reference");
//   auto state = algo.prepare(A_csr, "cpu", opts);  // untimed: CSC, transpose, device copies
//   state->traverse(source, opts);                  // timed; synchronous
//   bfs_result r = state->result();                 // untimed: device -> host copies
//
// Adding an algorithm: in its own .cpp define
//   void register_my_bfs() { register_bfs_algorithm({name, description, devices, prepare, outputs}); }
// where outputs says which of levels / parents / sigma it computes.
// and append one declaration + one call to register_builtin_bfs_algorithms()
// in registry.cpp (an explicit list, because self-registering static objects
// in a static library are dropped by the linker when nothing references them).
//
// Algorithms outside the core library (the SuiteSparse:GraphBLAS baseline of
// bench/baselines) use the same hook: their program calls a function of theirs
// that calls register_bfs_algorithm at start-up, before it lists or looks up
// algorithms. Built-ins always come first in bfs_algorithms().
#pragma once
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/container/matrix.hpp"

namespace graphblade {

/// A BFS algorithm bound to one graph and one device, ready to traverse.
class bfs_prepared {
 public:
  virtual ~bfs_prepared() = default;
  /// One BFS from `source`; returns when the work is finished (device synced).
  /// This is the timed region. Throws invalid_index for a source out of range.
  virtual void traverse(index_t source, const bfs_options& opt) = 0;
  /// The last traversal's result on the host (copies from the device happen here).
  virtual bfs_result result() = 0;
};

/// Adapter for host algorithms written as one function fn(source, opt) -> bfs_result
/// (fn captures whatever prepare derived, e.g. the CSC of A).
template <class Fn>
class bfs_prepared_function final : public bfs_prepared {
 public:
  explicit bfs_prepared_function(Fn fn) : fn_(std::move(fn)) {}
  void traverse(index_t source, const bfs_options& opt) override { last_ = fn_(source, opt); }
  bfs_result result() override { return last_; }

 private:
  Fn fn_;
  bfs_result last_;
};

/// Wrap fn(source, opt) -> bfs_result as a bfs_prepared.
template <class Fn>
std::unique_ptr<bfs_prepared> make_bfs_prepared(Fn fn) {
  return std::make_unique<bfs_prepared_function<Fn>>(std::move(fn));
}

/// One registered BFS algorithm.
struct bfs_algorithm {
  std::string name;                  ///< e.g. "reference", "gb-push"
  std::string description;           ///< one line for `graphblade algos`
  std::vector<std::string> devices;  ///< subset of {"cpu", "cuda"}
  /// Derive what the traversal needs from A (CSR pattern, host; A(i,j) = edge
  /// i -> j) for `device`. The state may keep a reference to A: A must outlive it.
  std::function<std::unique_ptr<bfs_prepared>(const Matrix<bool>& A_csr, const std::string& device,
                                              const bfs_options& opt)>
      prepare;
  /// What the algorithm computes; requiring more (a bfs_options flag set to true)
  /// makes prepare_for / run throw not_supported. Declare it when registering (the
  /// default claims levels, parents and sigma).
  bfs_outputs outputs;

  /// True when `device` is one of devices.
  bool supports(const std::string& device) const;
  /// Throws invalid_value (naming the supported devices) unless supports(device).
  void require_device(const std::string& device) const;
  /// Throws not_supported naming what opt requires (flags set to true) beyond `outputs`
  /// (e.g. parents of a TurboBFS top-down variant, which computes levels and sigma).
  void require_outputs(const bfs_options& opt) const;
  /// opt resolved for this algorithm: each output true when asked (required or left at
  /// the default) and computed, false otherwise; what prepare_for hands to prepare.
  bfs_options supported(bfs_options opt) const;
  /// Checked prepare: throws invalid_value when the device is not supported, not_supported
  /// when opt requires an output the algorithm does not compute. The default bfs_options
  /// asks for what the algorithm computes, so it never throws not_supported.
  std::unique_ptr<bfs_prepared> prepare_for(const Matrix<bool>& A_csr, const std::string& device,
                                            const bfs_options& opt = {}) const;
  /// prepare + traverse + result in one call (untimed convenience).
  bfs_result run(const Matrix<bool>& A_csr, index_t source, const std::string& device = "cpu",
                 const bfs_options& opt = {}) const;
};

/// Add an algorithm (built-in or from outside the core library, e.g. a baseline);
/// throws invalid_value when the name is taken or empty.
void register_bfs_algorithm(bfs_algorithm algo);
/// Every registered algorithm (built-ins first), in registration order.
const std::deque<bfs_algorithm>& bfs_algorithms();
/// The algorithm called `name`; throws invalid_value listing the known names.
const bfs_algorithm& find_bfs_algorithm(const std::string& name);

}  // namespace graphblade
