// The BFS algorithm registry (see registry.hpp) and the explicit list of
// built-in algorithms: append one declaration and one call per algorithm.
#include "graphblade/algorithms/bfs/registry.hpp"

#include <algorithm>
#include <mutex>

#include "graphblade/core/errors.hpp"

namespace graphblade {

// Built-in algorithms: each is defined in its own .cpp under algorithms/.
void register_reference_bfs();
void register_gb_bfs();  // algorithms/bfs/gb: GraphBLAS push / pull / auto
void register_hong_bfs();  // algorithms/bfs/hong: Hong et al. PACT'11 queue / read / hybrid
void register_turbo_bfs();  // algorithms/bfs/turbo: TurboBFS (Artiles & Saeed) td / bu / tdbu
void register_xbfs();  // algorithms/bfs/xbfs: XBFS (Gaihre et al. HPDC'19) adaptive queues, async bottom-up

namespace {

std::deque<bfs_algorithm>& table() {
  static std::deque<bfs_algorithm> algorithms;  // deque: references stay valid
  return algorithms;
}

std::recursive_mutex& table_mutex() {
  static std::recursive_mutex m;
  return m;
}

void register_builtin_bfs_algorithms() {
  register_reference_bfs();
  register_gb_bfs();
  register_hong_bfs();
  register_turbo_bfs();
  register_xbfs();
}

void ensure_builtins() {
  std::lock_guard<std::recursive_mutex> lock(table_mutex());
  static bool done = false;
  if (done) return;
  done = true;  // set first: register_bfs_algorithm re-enters ensure_builtins
  register_builtin_bfs_algorithms();
}

std::string known_names() {
  std::string names;
  for (const auto& a : table()) names += (names.empty() ? "" : ", ") + a.name;
  return names;
}

}  // namespace

bool bfs_algorithm::supports(const std::string& device) const {
  return std::find(devices.begin(), devices.end(), device) != devices.end();
}

void bfs_algorithm::require_device(const std::string& device) const {
  if (supports(device)) return;
  std::string list;
  for (const auto& d : devices) list += (list.empty() ? "" : ", ") + d;
  throw invalid_value("algorithm '" + name + "' does not run on device '" + device + "' (it supports: " + list + ")");
}

void bfs_algorithm::require_outputs(const bfs_options& opt) const {
  std::string missing, has;
  if (opt.levels && !outputs.levels) missing += " levels";
  if (opt.parents && !outputs.parents) missing += " parents";
  if (opt.sigma && !outputs.sigma) missing += " sigma";
  if (missing.empty()) return;
  if (outputs.levels) has += " levels";
  if (outputs.parents) has += " parents";
  if (outputs.sigma) has += " sigma";
  throw not_supported("algorithm '" + name + "' does not compute" + missing + " (it computes:" + has +
                      "); clear those bfs_options flags or use bfs_algorithm::supported(opt)");
}

bfs_options bfs_algorithm::supported(bfs_options opt) const {
  opt.levels = opt.levels && outputs.levels;
  opt.parents = opt.parents && outputs.parents;
  opt.sigma = opt.sigma && outputs.sigma;
  return opt;
}

std::unique_ptr<bfs_prepared> bfs_algorithm::prepare_for(const Matrix<bool>& A_csr, const std::string& device,
                                                         const bfs_options& opt) const {
  require_device(device);
  require_outputs(opt);
  if (A_csr.storage_format() != format::csr) throw invalid_value("BFS: the graph must be given in CSR");
  if (A_csr.nrows() != A_csr.ncols()) throw dimension_mismatch("BFS: the adjacency matrix must be square");
  return prepare(A_csr, device, opt);
}

bfs_result bfs_algorithm::run(const Matrix<bool>& A_csr, index_t source, const std::string& device,
                              const bfs_options& opt) const {
  auto state = prepare_for(A_csr, device, opt);
  state->traverse(source, opt);
  return state->result();
}

void register_bfs_algorithm(bfs_algorithm algo) {
  std::lock_guard<std::recursive_mutex> lock(table_mutex());
  ensure_builtins();
  if (algo.name.empty() || !algo.prepare) throw invalid_value("register_bfs_algorithm: needs a name and a prepare");
  for (const auto& a : table())
    if (a.name == algo.name) throw invalid_value("BFS algorithm '" + algo.name + "' is already registered");
  table().push_back(std::move(algo));
}

const std::deque<bfs_algorithm>& bfs_algorithms() {
  ensure_builtins();
  return table();
}

const bfs_algorithm& find_bfs_algorithm(const std::string& name) {
  ensure_builtins();
  std::lock_guard<std::recursive_mutex> lock(table_mutex());
  for (const auto& a : table())
    if (a.name == name) return a;
  throw invalid_value("unknown BFS algorithm '" + name + "' (known: " + known_names() + ")");
}

}  // namespace graphblade
