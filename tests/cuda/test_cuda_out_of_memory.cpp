// Issue 19: a graph that does not fit in the device's free memory makes a
// device BFS throw out_of_memory (not cuda_error, not a crash), and afterwards
// the process is usable: with the memory back, the same BFS on the same graph
// runs and its levels equal the reference BFS's. The device is filled with buffers first, so
// "larger than the GPU" holds on any GPU without building a huge host graph.
#include <string>
#include <vector>

#include "cuda_test.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/io/load_graph.hpp"

namespace gb = graphblade;

TEST_CASE("a graph larger than the free device memory throws out_of_memory; the process stays usable",
          "[cuda][memory][oom]") {
  GB_REQUIRE_CUDA();
  const gb::Matrix<bool> A = gb::io::load_graph("grid:1024:1024").A.cast<bool>();  // 1M vertices, ~4M entries
  const gb::index_t source = 0;
  const gb::bfs_result want = gb::reference_bfs(A, source);
  gb::bfs_options levels_only;
  levels_only.parents = levels_only.sigma = false;
  for (const char* name : {"gb-auto", "turbo-hybrid"}) {
    INFO(name);
    {
      // Hold the device's memory in ever smaller pieces until 1 MiB no longer fits.
      std::vector<gb::buffer<char>> filler;
      std::size_t held = 0;
      for (std::size_t piece : {std::size_t(1) << 30, std::size_t(1) << 26, std::size_t(1) << 20}) {
        for (;;) {
          try {
            filler.emplace_back(piece, gb::cuda(0));
            held += piece;
          } catch (const gb::out_of_memory&) {
            break;
          }
        }
      }
      INFO("held " << held << " bytes of the device");
      CHECK(held > 0);
      bool threw_oom = false;
      try {
        auto state = gb::find_bfs_algorithm(name).prepare_for(A, "cuda", levels_only);
        state->traverse(source, levels_only);
      } catch (const gb::out_of_memory& e) {
        threw_oom = true;
        CHECK(std::string(e.what()).find("cuda:0") != std::string::npos);
        CHECK(e.bytes_asked() > e.bytes_free());
      }
      CHECK(threw_oom);
    }  // the filler goes back to the device
    auto state = gb::find_bfs_algorithm(name).prepare_for(A, "cuda", levels_only);
    state->traverse(source, levels_only);
    CHECK(state->result().level == want.level);
  }
}
