// Benchmark of read_matrix_market (the parallel MatrixMarket reader): times
// reading a large .mtx (given as argv[1], or a ~218 MB Kronecker-like pattern
// file generated once into /tmp) and prints one JSON line
// {file, bytes, entries, threads, trials, seconds (median), best_seconds,
// MB/s}. Usage: bench_mtx_read [file.mtx[.gz]] [--real] [--trials N]
//   --real  generate a real-valued file instead of a pattern one.
#include <omp.h>
#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "graphblade/io/matrix_market.hpp"

namespace {

std::uint64_t splitmix64(std::uint64_t& s) {
  std::uint64_t z = (s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// Write an R-MAT (0.57, 0.19, 0.19) graph with scrambled ids as MatrixMarket.
void generate_kron_like(const std::string& path, int scale, std::uint64_t edges, bool real) {
  const std::uint64_t n = std::uint64_t(1) << scale, mask = n - 1;
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) {
    std::perror(path.c_str());
    return;
  }
  std::fprintf(f,
               "%%%%MatrixMarket matrix coordinate %s general\n%% kron-like "
               "benchmark input\n%llu %llu %llu\n",
               real ? "real" : "pattern", (unsigned long long)n, (unsigned long long)n, (unsigned long long)edges);
  std::uint64_t state = 42;
  std::string buf;
  buf.reserve(1 << 22);
  for (std::uint64_t e = 0; e < edges; ++e) {
    std::uint64_t i = 0, j = 0;
    for (int b = 0; b < scale; ++b) {
      double u = double(splitmix64(state) >> 11) * 0x1.0p-53;
      int q = u < 0.57 ? 0 : u < 0.76 ? 1 : u < 0.95 ? 2 : 3;
      i = (i << 1) | std::uint64_t(q >> 1);
      j = (j << 1) | std::uint64_t(q & 1);
    }
    i = (i * 0x9e3779b97f4a7c15ull) & mask;  // odd multiplier: a bijection of [0, n)
    j = (j * 0x9e3779b97f4a7c15ull) & mask;
    char line[80];
    int len =
        real ? std::snprintf(line, sizeof line, "%llu %llu %.6g\n", (unsigned long long)i + 1,
                             (unsigned long long)j + 1, double(splitmix64(state) >> 11) * 0x1.0p-53)
             : std::snprintf(line, sizeof line, "%llu %llu\n", (unsigned long long)i + 1, (unsigned long long)j + 1);
    buf.append(line, std::size_t(len));
    if (buf.size() > (1u << 22) - 100) {
      std::fwrite(buf.data(), 1, buf.size(), f);
      buf.clear();
    }
  }
  std::fwrite(buf.data(), 1, buf.size(), f);
  std::fclose(f);
}

std::uint64_t file_bytes(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 ? std::uint64_t(st.st_size) : 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string path;
  bool real = false;
  int trials = 3;
  for (int a = 1; a < argc; ++a) {
    if (!std::strcmp(argv[a], "--real"))
      real = true;
    else if (!std::strcmp(argv[a], "--trials") && a + 1 < argc)
      trials = std::max(1, std::atoi(argv[++a]));
    else
      path = argv[a];
  }
  if (path.empty()) {
    path = real ? "/tmp/graphblade_bench_kron_real.mtx" : "/tmp/graphblade_bench_kron.mtx";
    // ~16 bytes per pattern line at scale 22: 13.6M entries make ~218 MB.
    std::uint64_t edges = real ? 9000000 : 13600000;
    if (file_bytes(path) < 100000000) {
      std::fprintf(stderr, "generating %s ...\n", path.c_str());
      generate_kron_like(path, 22, edges, real);
    }
  }
  std::vector<double> seconds;
  std::size_t entries = 0;
  try {
    for (int t = 0; t < trials; ++t) {
      auto t0 = std::chrono::steady_clock::now();
      graphblade::io::coo_list c = graphblade::io::read_matrix_market(path);
      auto t1 = std::chrono::steady_clock::now();
      entries = c.rows.size();
      seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  }
  std::sort(seconds.begin(), seconds.end());
  double median = seconds[seconds.size() / 2];
  std::uint64_t bytes = file_bytes(path);
  std::printf(
      "{\"file\": \"%s\", \"bytes\": %llu, \"entries\": %zu, "
      "\"threads\": %d, \"trials\": %d, \"seconds\": %.4f, "
      "\"best_seconds\": %.4f, \"MB/s\": %.1f}\n",
      path.c_str(), (unsigned long long)bytes, entries, omp_get_max_threads(), trials, median, seconds.front(),
      double(bytes) / 1e6 / median);
  return 0;
}
