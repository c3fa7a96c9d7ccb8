// bench_xbfs: which XBFS technique fired at each level (xbfs.hpp; Gaihre et
// al., HPDC'19 §4.3 Fig. 7 and §5), per graph and seeded source, next to the
// traversal's wall time. The timed comparison with other algorithms is
// `graphblade bench`; this prints the per-level trace it cannot hold.
//   bench_xbfs --graph kron:22 --graph luxembourg_osm [--device cuda] [--sources 8]
//              [--data-dir DIR] [--knob NAME=NUMBER ...] [--source V ...] [--validate 1]
// Output: one JSON line per (graph, source) on stdout (git sha from
// GRAPHBLADE_GIT_SHA; a level is [direction, queue, found, found at +1,
// threads, ns from the start to its end], the last two on the CUDA
// small-graph path only), then a markdown table of the first source's levels.
// A bare graph name is read from DIR/graphs/NAME.mtx.gz. Sources: vertices of
// nonzero degree drawn with a fixed seed (not the bench harness's picker), or
// the --source ones (e.g. those of a `graphblade bench` JSON). --validate 1
// checks every traversal's levels and parents (validate_bfs, after its timing)
// and adds "valid" to its line; an invalid one makes the exit status 1.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/bfs/xbfs.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/io/load_graph.hpp"

namespace gb = graphblade;

int main(int argc, char** argv) try {
  std::vector<std::string> graphs;
  std::string device = "cuda";
  std::string data_dir = "../shared/data";
  int sources = 8;
  bool validate = false;
  bool all_valid = true;
  std::vector<gb::index_t> given;
  gb::bfs_options opt;
  opt.sigma = false;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i], value = argv[i + 1];
    if (key == "--graph")
      graphs.push_back(value);
    else if (key == "--device")
      device = value;
    else if (key == "--sources")
      sources = std::stoi(value);
    else if (key == "--source")
      given.push_back(gb::index_t(std::stoull(value)));
    else if (key == "--validate")
      validate = value != "0";
    else if (key == "--data-dir")
      data_dir = value;
    else if (key == "--knob" && value.find('=') != std::string::npos)
      opt.knobs[value.substr(0, value.find('='))] = std::stod(value.substr(value.find('=') + 1));
    else
      throw gb::invalid_value("bench_xbfs: unknown option " + key);
  }
  const char* sha = std::getenv("GRAPHBLADE_GIT_SHA");
  const auto& algo = gb::find_bfs_algorithm("xbfs");
  for (const auto& spec : graphs) {
    const std::string path = gb::io::is_generator_spec(spec) || spec.find('.') != std::string::npos
                                 ? spec
                                 : data_dir + "/graphs/" + spec + ".mtx.gz";
    const gb::Matrix<bool> A = gb::io::load_graph(path).A.cast<bool>();
    std::vector<gb::index_t> picked = given;
    std::uint64_t x = 1;
    for (int tries = 0; given.empty() && int(picked.size()) < sources && tries < 100000 && A.nrows() > 0; ++tries) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      const gb::index_t v = gb::index_t((x >> 33) % A.nrows());
      if (A.major_degree(v) > 0) picked.push_back(v);
    }
    if (picked.empty()) throw gb::invalid_value("bench_xbfs: no vertex with edges in " + spec);
    auto state = algo.prepare_for(A, device, opt);
    state->traverse(picked.front(), opt);  // warm-up
    std::vector<gb::xbfs_level> first;
    for (gb::index_t s : picked) {
      const auto t0 = std::chrono::steady_clock::now();
      state->traverse(s, opt);
      const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      const auto trace = gb::xbfs_trace(*state);
      if (first.empty()) first = trace;
      std::string levels;
      for (const auto& l : trace)
        levels += std::string(levels.empty() ? "" : ",") + "[\"" + (l.bottom_up ? "bu" : "td") + "\",\"" +
                  gb::to_string(l.queue) + "\"," + std::to_string(l.found) + "," + std::to_string(l.found_next) + "," +
                  std::to_string(l.threads) + "," + std::to_string(l.end_ns) + "," + (l.by_vertex ? "1" : "0") + "]";
      std::string valid;
      if (validate) {
        const gb::validation_report report = gb::validate_bfs(A, s, state->result());
        all_valid = all_valid && report.ok;
        valid = std::string(",\"valid\":") + (report.ok ? "true" : "false");
        for (const auto& p : report.problems) std::fprintf(stderr, "invalid (source %u): %s\n", unsigned(s), p.c_str());
      }
      std::printf(
          "{\"graph\":\"%s\",\"device\":\"%s\",\"source\":%u,\"ms\":%.4f,\"git_sha\":\"%s\"%s,\"levels\":[%s]}\n",
          spec.c_str(), device.c_str(), unsigned(s), ms, sha ? sha : "unknown", valid.c_str(), levels.c_str());
    }
    std::printf(
        "\n%s, source %u\n\n| level | direction | queue | balance | input | found | found at +1 (async) | edge check "
        "| threads | by vertex | end (us) |\n"
        "|---:|---|---|---|---:|---:|---:|---:|---:|---|---:|\n",
        spec.c_str(), unsigned(picked.front()));
    for (const auto& l : first)
      std::printf("| %lld | %s | %s | %s | %llu | %llu | %llu | %llu | %d | %s | %.2f |\n", (long long)l.depth,
                  l.bottom_up ? "bottom-up" : "top-down", gb::to_string(l.queue),
                  l.bottom_up ? gb::to_string(l.balance) : "", (unsigned long long)l.input, (unsigned long long)l.found,
                  (unsigned long long)l.found_next, (unsigned long long)l.frontier_edges, int(l.threads),
                  l.by_vertex ? "yes" : "", double(l.end_ns) / 1e3);
    std::printf("\n");
  }
  return all_valid ? 0 : 1;
} catch (const std::exception& e) {
  std::fprintf(stderr, "error: %s\n", e.what());
  return 2;
}
