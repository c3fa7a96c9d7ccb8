// The multi-source commands, all on iBFS (algorithms/bfs/ibfs):
//   graphblade bfs --graph G --sources LIST [--algo ibfs] [--device cpu|cuda] [--out FILE] [--validate] [--json]
//       [--output levels|parents]
//       FILE: n lines, line v = the levels (or parents) of v from each source, in LIST's order, one space
//       apart (-1 unreached); --validate checks levels and parents (Graph500 rules) of every source
//   graphblade khop --graph G --sources LIST --hops H [--device] --out FILE
//       one line per source: "source count", count = vertices within H hops (the source included)
//   graphblade closeness --graph G --sources LIST [--device] --out FILE   one line per source: "source closeness"
//   graphblade bc --graph G --sources LIST [--device] --out FILE
//       n lines, BC(v) from the given sources (batched Brandes), 17 significant digits
// LIST: "3,17,42", "@FILE" (one id a line) or "random:K[:SEED]" (K distinct seeded vertices with a neighbour).
// --group-words k sets the group size 64·k, --no-groupby keeps LIST's order in the groups.
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>

#include "graphblade/algorithms/bfs/ibfs.hpp"
#include "graphblade/algorithms/bfs/ibfs_apps.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"
#include "tools/bfs_timing.hpp"

namespace graphblade::cli {

std::vector<index_t> parse_source_list(const std::string& spec, const Matrix<bool>& A) {
  const index_t n = A.nrows();
  auto vertex = [&](const std::string& text, const std::string& where) {
    std::size_t used = 0;
    long long v = -1;
    try {
      v = std::stoll(text, &used);
    } catch (const std::logic_error&) {
      used = 0;
    }
    if (used != text.size() || text.empty()) throw invalid_value(where + ": '" + text + "' is not a vertex id");
    if (v < 0 || v >= (long long)n)
      throw invalid_index(where + ": source " + text + " is out of range: the graph has " + std::to_string(n) +
                          " vertices");
    return index_t(v);
  };
  std::vector<index_t> sources;
  if (spec.rfind("random:", 0) == 0) {
    const std::string rest = spec.substr(7);
    const std::size_t colon = rest.find(':');
    int count = 0;
    std::uint64_t seed = 1;
    try {
      std::size_t used = 0;
      count = std::stoi(rest.substr(0, colon), &used);
      if (used != rest.substr(0, colon).size()) throw std::invalid_argument(rest);
      if (colon != std::string::npos) seed = std::stoull(rest.substr(colon + 1));
    } catch (const std::logic_error&) {
      throw invalid_value("--sources " + spec + ": expected random:K[:SEED]");
    }
    if (count < 1) throw invalid_value("--sources " + spec + ": K must be at least 1");
    sources = pick_sources(A, count, seed);
    if (int(sources.size()) < count)
      throw invalid_value("--sources " + spec + ": the graph has only " + std::to_string(sources.size()) +
                          " vertices with a neighbour");
  } else if (!spec.empty() && spec[0] == '@') {
    std::ifstream in(spec.substr(1));
    if (!in) throw io_error(spec.substr(1), 0, "cannot open the source list");
    std::string line;
    while (std::getline(in, line)) {
      const auto first = line.find_first_not_of(" \t\r"), last = line.find_last_not_of(" \t\r");
      if (first == std::string::npos) continue;
      sources.push_back(vertex(line.substr(first, last - first + 1), spec));
    }
  } else {
    std::size_t start = 0;
    while (start <= spec.size()) {
      const std::size_t comma = std::min(spec.find(',', start), spec.size());
      sources.push_back(vertex(spec.substr(start, comma - start), "--sources"));
      start = comma + 1;
    }
  }
  if (sources.empty()) throw invalid_value("--sources " + spec + ": no source");
  return sources;
}

namespace {

struct multi_args {
  std::string graph, sources, device = "cpu", out;
  std::int64_t hops = -1;
  int group_words = 0;
  bool no_groupby = false, validate = false, json = false;
};

place place_of(const std::string& device) {
  if (device == "cpu") return host;
  if (!memory::cuda_available())
    throw not_supported("no CUDA device is available (or this build has no CUDA backend)");
  return cuda(0);
}

ibfs_options options_of(const multi_args& a) {
  ibfs_options opt;
  opt.group_words = a.group_words;
  opt.group_by = !a.no_groupby;
  return opt;
}

std::FILE* open_out(const std::string& path) {
  std::FILE* f = std::fopen(path.c_str(), "w");
  if (!f) throw io_error(path, 0, "cannot open for writing");
  return f;
}
void close_out(std::FILE* f, const std::string& path) {
  const bool failed = std::ferror(f) != 0;
  if (std::fclose(f) != 0 || failed) throw io_error(path, 0, "write failed");
}

void add_common_options(CLI::App* cmd, multi_args& a) {
  cmd->add_option("--graph,-g", a.graph, "graph file (.mtx, .mtx.gz, .el, .gbin) or generator spec")->required();
  cmd->add_option("--sources", a.sources, "3,17,42 | @FILE (one id a line) | random:K[:SEED]")->required();
  cmd->add_option("--device,-d", a.device, "cpu or cuda")->capture_default_str()->check(
      CLI::IsMember({"cpu", "cuda"}));
  cmd->add_option("--group-words", a.group_words, "k: iBFS runs 64·k sources per group (0: from the free memory)")
      ->capture_default_str()->check(CLI::Range(0, 1024));
  cmd->add_flag("--no-groupby", a.no_groupby, "form groups in the order given instead of the GroupBy rules");
}

void run_khop(const multi_args& a) {
  const place where = place_of(a.device);
  const bfs_graph g = load_bfs_graph(a.graph);
  const std::vector<index_t> sources = parse_source_list(a.sources, g.A);
  const std::vector<std::int64_t> counts = khop_counts(g.A, sources, a.hops, options_of(a), where);
  std::FILE* f = a.out.empty() ? stdout : open_out(a.out);
  for (std::size_t j = 0; j < sources.size(); ++j)
    std::fprintf(f, "%llu %lld\n", (unsigned long long)sources[j], (long long)counts[j]);
  if (!a.out.empty()) close_out(f, a.out);
}

void run_closeness(const multi_args& a) {
  const place where = place_of(a.device);
  const bfs_graph g = load_bfs_graph(a.graph);
  const std::vector<index_t> sources = parse_source_list(a.sources, g.A);
  const std::vector<double> c = closeness(g.A, sources, options_of(a), where);
  std::FILE* f = a.out.empty() ? stdout : open_out(a.out);
  for (std::size_t j = 0; j < sources.size(); ++j)
    std::fprintf(f, "%llu %.17g\n", (unsigned long long)sources[j], c[j]);
  if (!a.out.empty()) close_out(f, a.out);
}

void run_bc(const multi_args& a) {
  const place where = place_of(a.device);
  const bfs_graph g = load_bfs_graph(a.graph);
  const std::vector<index_t> sources = parse_source_list(a.sources, g.A);
  const std::vector<double> bc = betweenness(g.A, sources, options_of(a), where);
  std::FILE* f = a.out.empty() ? stdout : open_out(a.out);
  for (double x : bc) std::fprintf(f, "%.17g\n", x);
  if (!a.out.empty()) close_out(f, a.out);
}

}  // namespace

void run_multi_source_bfs(const std::string& graph, const std::string& source_list, const std::string& algo,
                          const std::string& device, const std::string& output, const std::string& out, bool validate,
                          bool json) {
  if (algo != "ibfs" && algo != "reference")
    throw invalid_value("--sources runs algorithm 'ibfs' (got '" + algo + "')");
  if (output != "levels" && output != "parents")
    throw not_supported("--sources writes levels or parents (got --output " + output + ")");
  const place where = place_of(device);
  const bfs_graph g = load_bfs_graph(graph);
  const std::vector<index_t> sources = parse_source_list(source_list, g.A);
  ibfs_options opt;
  opt.parents = output == "parents" || validate;
  const auto start = std::chrono::steady_clock::now();
  const ibfs_result r = ibfs(g.A, sources, opt, where);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  const std::size_t i = sources.size();
  validation_report rep;
  if (validate) {
    for (std::size_t j = 0; j < i; ++j) {
      validation_report checked = validate_bfs(g.A, sources[j], r.instance(j));
      if (!checked.ok) checked.problems.insert(checked.problems.begin(), "source " + std::to_string(sources[j]));
      rep.merge(checked);
    }
  }
  if (!out.empty()) {
    std::FILE* f = open_out(out);
    const bool parents = output == "parents";
    for (index_t v = 0; v < r.n; ++v)
      for (std::size_t j = 0; j < i; ++j)
        std::fprintf(f, j + 1 < i ? "%lld " : "%lld\n", parents ? (long long)r.parent_at(v, j) : (long long)r.at(v, j));
    close_out(f, out);
  }
  if (json) {
    nlohmann::json j;
    j["graph"] = graph;
    j["n"] = r.n;
    j["nnz"] = g.A.nvals();
    j["algo"] = "ibfs";
    j["device"] = device;
    j["sources"] = i;
    j["ms"] = ms;
    j["valid"] = validate ? nlohmann::json(rep.ok) : nlohmann::json(nullptr);
    if (validate && !rep.ok) j["problems"] = rep.problems;
    std::cout << j.dump() << "\n";
  } else {
    std::printf("ibfs on %s: %s (n=%u, nnz=%llu), %zu sources, %.3f ms (untimed setup included), valid: %s\n",
                device.c_str(), graph.c_str(), unsigned(r.n), (unsigned long long)g.A.nvals(), i, ms,
                validate ? (rep.ok ? "yes" : "NO") : "not checked");
  }
  std::fflush(stdout);
  if (validate && !rep.ok) throw validation_failed(rep.summary());
}

void add_ibfs_commands(CLI::App& app) {
  auto khop = std::make_shared<multi_args>();
  CLI::App* k = app.add_subcommand("khop", "vertices within H hops of each source (iBFS)");
  add_common_options(k, *khop);
  k->add_option("--hops", khop->hops, "H >= 0")->required()->check(CLI::NonNegativeNumber);
  k->add_option("--out,-o", khop->out, "write 'source count' lines to FILE (default: stdout)");
  k->callback([khop] { run_khop(*khop); });

  auto close = std::make_shared<multi_args>();
  CLI::App* c = app.add_subcommand("closeness", "closeness centrality (r - 1) / sum of distances of each source");
  add_common_options(c, *close);
  c->add_option("--out,-o", close->out, "write 'source closeness' lines to FILE (default: stdout)");
  c->callback([close] { run_closeness(*close); });

  auto bc = std::make_shared<multi_args>();
  CLI::App* b = app.add_subcommand("bc", "betweenness centrality from the given sources (batched Brandes on iBFS)");
  add_common_options(b, *bc);
  b->add_option("--out,-o", bc->out, "write n lines BC(v) to FILE (default: stdout)");
  b->callback([bc] { run_bc(*bc); });
}

}  // namespace graphblade::cli
