// Example program for examples/bellman_ford.hpp: shortest paths on a weighted
// rows x cols grid (weights 1..9) from a source, on the host or a GPU, the
// loop recorded into one CUDA graph on the GPU (or run eagerly with --eager).
// Compiled by nvcc when the CUDA backend is built (so device operators reach
// the GPU), else by the host compiler.
//   example_bellman_ford [ROWS COLS SOURCE] [--cuda] [--eager]
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "examples/bellman_ford.hpp"
#include "graphblade/graphblade.hpp"

namespace gb = graphblade;

int main(int argc, char** argv) {
  try {
    std::vector<std::string> pos;
    bool on_cuda = false, eager = false;
    for (int k = 1; k < argc; ++k) {
      const std::string a = argv[k];
      if (a == "--cuda") on_cuda = true;
      else if (a == "--eager") eager = true;
      else pos.push_back(a);
    }
    const gb::index_t rows = pos.size() > 0 ? std::stoul(pos[0]) : 100, cols = pos.size() > 1 ? std::stoul(pos[1]) : 100;
    const gb::index_t n = rows * cols, source = pos.size() > 2 ? std::stoul(pos[2]) : 0;
    if (n == 0 || source >= n) throw gb::invalid_index("example_bellman_ford: source out of range");
    std::vector<gb::index_t> src, dst;
    std::vector<std::int64_t> w;
    auto edge = [&](gb::index_t a, gb::index_t b) {
      const std::int64_t weight = 1 + std::int64_t((std::uint64_t(a) * 31u + std::uint64_t(b) * 17u) % 9u);
      src.push_back(a), dst.push_back(b), w.push_back(weight);
      src.push_back(b), dst.push_back(a), w.push_back(weight);
    };
    for (gb::index_t r = 0; r < rows; ++r)
      for (gb::index_t c = 0; c < cols; ++c) {
        if (c + 1 < cols) edge(r * cols + c, r * cols + c + 1);
        if (r + 1 < rows) edge(r * cols + c, (r + 1) * cols + c);
      }
    const gb::place where = on_cuda ? gb::cuda(0) : gb::host;
    gb::examples::bellman_ford_state bf(n, src, dst, w, where);
    bf.start(source);
    const gb::device_activity before = gb::device_activity_now();
    gb::repeat_while(bf.changed, [&] { bf.pass(); }, eager ? gb::loop_mode::eager : gb::loop_mode::captured);
    const gb::device_activity used = gb::device_activity_now() - before;
    const std::vector<std::int64_t> d = bf.distances();
    std::int64_t far = 0, reached = 0;
    for (std::int64_t x : d)
      if (x >= 0) ++reached, far = x > far ? x : far;
    std::printf("grid %ux%u from %u on %s (%s): %lld reached, farthest at distance %lld; "
                "%llu kernel launches, %llu graph launches, %llu host synchronisations\n",
                unsigned(rows), unsigned(cols), unsigned(source), gb::to_string(where).c_str(),
                where.is_host() ? "host loop" : eager ? "eager" : "recorded", (long long)reached, (long long)far,
                (unsigned long long)used.launches, (unsigned long long)used.graph_launches,
                (unsigned long long)used.host_syncs);
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  }
}
