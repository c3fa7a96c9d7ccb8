// External BFS programs as benchmark rows (external.hpp).
#include "bench/harness/external.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade::bench {

namespace {

std::ofstream open_for_writing(const std::string& path) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) throw io_error(path, 0, "cannot open for writing");
  return out;
}

template <class T>
void put(std::ofstream& out, T value) {
  out.write(reinterpret_cast<const char*>(&value), sizeof value);
}

/// Write `count` values converted to T, in blocks (no full-size copy).
template <class T, class Src>
void put_array(std::ofstream& out, const Src* values, std::size_t count) {
  std::vector<T> block;
  for (std::size_t at = 0; at < count;) {
    const std::size_t len = std::min<std::size_t>(count - at, std::size_t(1) << 20);
    block.assign(values + at, values + at + len);
    out.write(reinterpret_cast<const char*>(block.data()), std::streamsize(len * sizeof(T)));
    at += len;
  }
}

void finish(std::ofstream& out, const std::string& path) {
  out.flush();
  if (!out) throw io_error(path, 0, "write failed (disk full?)");
}

/// Single-quoted for /bin/sh.
std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

/// Run `command` through the shell; its stdout and stderr; `status` = exit code.
std::string run_capturing(const std::string& command, int& status) {
  std::FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
  if (!pipe) throw io_error(command, 0, "cannot start");
  std::string output;
  char buf[4096];
  std::size_t got;
  while ((got = std::fread(buf, 1, sizeof buf, pipe)) > 0) output.append(buf, got);
  const int raw = ::pclose(pipe);
  status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128;
  return output;
}

/// The last lines of a program's output, for an error message.
std::string tail_of(const std::string& output) {
  const std::size_t keep = 300;
  std::string t = output.size() > keep ? "..." + output.substr(output.size() - keep) : output;
  for (char& c : t)
    if (c == '\n') c = ' ';
  return t;
}

/// A scratch file for `graph` (removed with the graph by run_benchmarks).
std::string scratch_file(bench_graph& graph, const bench_settings& settings, const std::string& suffix) {
  namespace fs = std::filesystem;
  const fs::path dir = settings.scratch_dir.empty() ? fs::temp_directory_path() : fs::path(settings.scratch_dir);
  std::string stem = graph.g.name;
  for (char& c : stem)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  const std::string path = (dir / ("graphblade-" + std::to_string(::getpid()) + "-" + stem + suffix)).string();
  for (const auto& f : graph.scratch_files)
    if (f == path) return path;
  graph.scratch_files.push_back(path);
  return path;
}

bool written(const std::string& path) { return std::filesystem::exists(path); }

/// Edge counts of source k (from an earlier row, else from the reference BFS).
const component_edges& edges_of(bench_graph& graph, std::size_t k) {
  if (!graph.edges[k].known) {
    const bfs_result r = find_bfs_algorithm("reference").run(graph.g.A, graph.sources[k]);
    graph.edges[k] = count_component_edges(graph.g, r);
  }
  return graph.edges[k];
}

std::string env_threads(int threads) { return "OMP_NUM_THREADS=" + std::to_string(threads) + " "; }

/// GAP: one `bfs -f G.sg -r S -n N -v` per source; times from "Trial Time:",
/// every "Verification:" must say PASS.
void run_gap(bench_graph& graph, const external_program& program, int threads, const bench_settings& settings,
             trial_set& set, progress_bar& bar, const std::string& label) {
  const std::string sg = scratch_file(graph, settings, ".sg");
  if (!written(sg)) write_gap_sg(graph.g.A, graph.g.undirected, sg);
  set.validation = "GAP's verifier (bfs -v)";
  for (std::size_t k = 0; k < graph.sources.size(); ++k) {
    // --warm-each: one more trial from the same source, first and untimed, as for graphblade's rows
    const int warmup = (k == 0 ? settings.warmup : 0) + (settings.warm_each ? 1 : 0);
    const std::string command = env_threads(threads) + shell_quote(program.path) + " -f " + shell_quote(sg) + " -r " +
                                std::to_string(graph.sources[k]) + " -n " + std::to_string(warmup + settings.trials) +
                                " -v";
    int status = 0;
    const std::string output = run_capturing(command, status);
    const std::vector<double> ms = parse_trial_ms(output, "Trial Time:", false);
    if (status != 0 || ms.size() != std::size_t(warmup + settings.trials))
      throw invalid_value("gap: `" + command + "` exited " + std::to_string(status) + ": " + tail_of(output));
    std::size_t passes = 0, pos = 0;
    while ((pos = output.find("Verification:", pos)) != std::string::npos) {
      const std::size_t eol = output.find('\n', pos);
      passes += output.substr(pos, eol - pos).find("PASS") != std::string::npos;
      pos = eol;
    }
    const bool ok = passes == ms.size();
    if (!ok && set.problems.size() < validation_report::max_problems)
      set.problems.push_back("source " + std::to_string(graph.sources[k]) + ": GAP's verifier did not PASS");
    for (std::size_t t = std::size_t(warmup); t < ms.size(); ++t) {
      set.trials.push_back({graph.sources[k], ms[t], edges_of(graph, k), ok});
      set.valid = set.valid && ok;
      bar.step(label);
    }
  }
}

/// LAGraph: one `bfs_demo G.grb sources.mtx`, each source `trials` times in
/// the file (bfs_demo warms up once itself); times from its "parent only"
/// trial lines.
void run_lagraph(bench_graph& graph, const external_program& program, int threads, const bench_settings& settings,
                 trial_set& set, progress_bar& bar, const std::string& label) {
  const std::string grb = scratch_file(graph, settings, ".grb");
  if (!written(grb)) write_lagraph_grb(graph.g.A, grb);
  const std::string sources = scratch_file(graph, settings, "-sources.mtx");
  write_sources_mtx(graph.sources, settings.trials, sources);
  set.validation = "none";  // bfs_demo prints times, not results
  const std::string command =
      env_threads(threads) + shell_quote(program.path) + " " + shell_quote(grb) + " " + shell_quote(sources);
  int status = 0;
  const std::string output = run_capturing(command, status);
  const std::vector<double> ms = parse_trial_ms(output, "parent only  pushpull trial:", true);
  if (status != 0 || ms.size() != graph.sources.size() * std::size_t(settings.trials))
    throw invalid_value("lagraph: `" + command + "` exited " + std::to_string(status) + ": " + tail_of(output));
  for (std::size_t t = 0; t < ms.size(); ++t) {
    const std::size_t k = t / std::size_t(settings.trials);
    set.trials.push_back({graph.sources[k], ms[t], edges_of(graph, k), true});
    bar.step(label);
  }
}

}  // namespace

void write_gap_sg(const Matrix<bool>& A, bool undirected, const std::string& path) {
  if (A.nrows() != A.ncols()) throw dimension_mismatch("GAP .sg: the adjacency matrix must be square");
  if (A.nrows() >= index_t(INT32_MAX)) throw invalid_value("GAP .sg: 32-bit vertex ids only");
  const std::size_t n = A.nrows(), nnz = A.nvals();
  std::ofstream out = open_for_writing(path);
  put<bool>(out, !undirected);
  put<std::int64_t>(out, std::int64_t(nnz));
  put<std::int64_t>(out, std::int64_t(n));
  put_array<std::int64_t>(out, A.offsets().data(), n + 1);
  put_array<std::int32_t>(out, A.indices().data(), nnz);
  if (!undirected) {  // in-neighbours: the CSR of A's transpose, by counting
    std::vector<std::int64_t> in_offsets(n + 1, 0);
    for (std::size_t k = 0; k < nnz; ++k) ++in_offsets[A.indices()[k] + 1];
    for (std::size_t v = 0; v < n; ++v) in_offsets[v + 1] += in_offsets[v];
    std::vector<std::int32_t> in_neighbours(nnz);
    std::vector<std::int64_t> next(in_offsets.begin(), in_offsets.end() - 1);
    for (std::size_t u = 0; u < n; ++u)
      for (offset_t k = A.offsets()[u]; k < A.offsets()[u + 1]; ++k)
        in_neighbours[next[A.indices()[k]]++] = std::int32_t(u);
    put_array<std::int64_t>(out, in_offsets.data(), n + 1);
    put_array<std::int32_t>(out, in_neighbours.data(), nnz);
  }
  finish(out, path);
}

void write_lagraph_grb(const Matrix<bool>& A, const std::string& path) {
  const std::uint64_t n = A.nrows(), nnz = A.nvals();
  std::ofstream out = open_for_writing(path);
  char header[512] = {};
  std::snprintf(header, sizeof header,
                "written by graphblade bench for LAGraph's demos\nnrows: %llu ncols: %llu nvals: %llu by row, sparse, "
                "iso bool\n",
                (unsigned long long)n, (unsigned long long)n, (unsigned long long)nnz);
  out.write(header, sizeof header);
  put<std::int32_t>(out, 0);        // format: by row
  put<std::int32_t>(out, 100 + 2);  // kind: sparse (2), iso-valued (+100)
  put<double>(out, 0.0625);         // hyper switch (SuiteSparse's default)
  put<std::uint64_t>(out, n);       // nrows
  put<std::uint64_t>(out, n);       // ncols
  put<std::int64_t>(out, -1);       // non-empty rows: unknown (as LAGraph's mtx2bin writes it)
  put<std::uint64_t>(out, n);       // nvec: every row
  put<std::uint64_t>(out, nnz);     // nvals
  put<std::int32_t>(out, 0);        // type code: bool
  put<std::uint64_t>(out, 1);       // type size
  put_array<std::uint64_t>(out, A.offsets().data(), n + 1);
  put_array<std::uint64_t>(out, A.indices().data(), nnz);
  put<bool>(out, true);  // the one (iso) value
  finish(out, path);
}

void write_sources_mtx(const std::vector<index_t>& sources, int repeats, const std::string& path) {
  std::ofstream out = open_for_writing(path);
  const std::size_t rows = sources.size() * std::size_t(repeats);
  out << "%%MatrixMarket matrix coordinate integer general\n" << rows << " 1 " << rows << "\n";
  std::size_t row = 1;
  for (index_t s : sources)
    for (int r = 0; r < repeats; ++r) out << row++ << " 1 " << (std::uint64_t(s) + 1) << "\n";
  finish(out, path);
}

std::vector<double> parse_trial_ms(const std::string& output, const std::string& prefix, bool before_sec) {
  std::vector<double> ms;
  std::istringstream lines(output);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.compare(0, prefix.size(), prefix) != 0) continue;
    std::istringstream tokens(line.substr(prefix.size()));
    std::string token, previous;
    double seconds = -1;
    while (tokens >> token) {
      if (!before_sec) {
        seconds = std::strtod(token.c_str(), nullptr);
        break;
      }
      if (token == "sec") {
        seconds = std::strtod(previous.c_str(), nullptr);
        break;
      }
      previous = token;
    }
    if (seconds >= 0) ms.push_back(seconds * 1e3);
  }
  return ms;
}

std::vector<external_program> external_programs(const bench_settings& settings) {
  std::vector<external_program> programs;
  if (!settings.gap_bfs.empty()) programs.push_back({"gap", settings.gap_bfs});
  if (!settings.lagraph_bfs_demo.empty()) programs.push_back({"lagraph", settings.lagraph_bfs_demo});
  for (const auto& p : programs)
    if (::access(p.path.c_str(), X_OK) != 0) throw invalid_value(p.algo + ": '" + p.path + "' is not an executable");
  return programs;
}

trial_set run_external_set(bench_graph& graph, const external_program& program, int threads,
                           const bench_settings& settings, const std::string& device_label, progress_bar& bar) {
  trial_set set;
  set.algo = program.algo;
  set.device = "cpu";
  set.threads = threads;
  set.device_name = device_label;
  set.outputs = "parents";  // GAP's bfs and LAGraph's bfs_demo compute parents only
  const std::string label = graph.g.name + " " + program.algo + " cpu t" + std::to_string(threads);
  try {
    if (program.algo == "gap")
      run_gap(graph, program, threads, settings, set, bar, label);
    else
      run_lagraph(graph, program, threads, settings, set, bar, label);
  } catch (const std::exception& e) {
    set.error = e.what();
    set.valid = false;
  }
  return set;
}

}  // namespace graphblade::bench
