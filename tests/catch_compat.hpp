// One include for Catch2 2.13 (Debian, CI) and Catch2 3.x (GPU machine), plus
// GB_SKIP: report a test case as skipped (never as passed) when what it needs
// (a GPU, ../shared/data) is absent. CTest maps the skip exit code to "Skipped".
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "graphblade/core/memory.hpp"

#if __has_include(<catch2/catch_test_macros.hpp>)
#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>
#include <catch2/generators/catch_generators.hpp>
#define GB_CATCH3 1
#define GB_SKIP(msg) SKIP(msg)
using Catch::Approx;  // Catch2 2 declares Approx at global scope too
#else
#include <catch2/catch.hpp>
#define GB_CATCH3 0
// Catch2 2 cannot skip: end this process (CTest runs one test case per
// process) with the code CTest's SKIP_RETURN_CODE reports as skipped.
#define GB_SKIP(msg)                                  \
  do {                                                \
    std::cout << "SKIPPED: " << (msg) << std::endl;   \
    std::_Exit(77);                                   \
  } while (0)
#endif

namespace gbtest {

/// The folder of real graphs (../shared/data/graphs), or "" when absent.
/// GRAPHBLADE_DATA overrides the compiled-in default.
inline std::string data_graphs_dir() {
  std::string base;
  if (const char* env = std::getenv("GRAPHBLADE_DATA")) base = env;
#ifdef GRAPHBLADE_DATA_DIR
  if (base.empty()) base = GRAPHBLADE_DATA_DIR;
#endif
  std::string dir = base + "/graphs";
  if (base.empty() || std::system(("test -d '" + dir + "'").c_str()) != 0) return "";
  return dir;
}

/// Under a compute-sanitizer run (GRAPHBLADE_SANITIZE, memory::sanitizer_run()) the real-graph
/// tests take only the graphs whose file is at most this many bytes (16 of the 55 in ../shared/data).
inline constexpr std::uintmax_t sanitizer_graph_file_bytes = 8192;

/// The MatrixMarket files (.mtx, .mtx.gz) of folder `dir`, sorted by path (under a
/// sanitizer run, only the small ones: sanitizer_graph_file_bytes).
inline std::vector<std::string> real_graph_files(const std::string& dir) {
  const bool small_only = graphblade::memory::sanitizer_run();
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    const std::string p = e.path().string();
    if (small_only && e.file_size() > sanitizer_graph_file_bytes) continue;
    if (p.size() > 7 && (p.compare(p.size() - 7, 7, ".mtx.gz") == 0 || p.compare(p.size() - 4, 4, ".mtx") == 0))
      files.push_back(p);
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace gbtest

/// Skip the current test case when ../shared/data is absent.
#define GB_REQUIRE_DATA(dirvar)                                               \
  const std::string dirvar = gbtest::data_graphs_dir();                       \
  if (dirvar.empty()) GB_SKIP("../shared/data/graphs is absent")
