// Re-executing with OMP_WAIT_POLICY=passive on a busy machine (omp_wait.hpp).
#include "bench/harness/omp_wait.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <vector>

namespace graphblade::bench {

namespace {

constexpr const char* marker = "GRAPHBLADE_BUSY_LOAD";  // set on the re-executed process

}  // namespace

void reexec_with_passive_wait_if_busy() {
  if (std::getenv("OMP_WAIT_POLICY") || std::getenv(marker)) return;
  double load[1] = {0};
  const long cores = sysconf(_SC_NPROCESSORS_ONLN);
  if (getloadavg(load, 1) != 1 || cores < 1 || load[0] < double(cores)) return;
  std::ifstream in("/proc/self/cmdline", std::ios::binary);
  const std::string raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::string> args;
  for (std::size_t start = 0; start < raw.size();) {
    const std::size_t end = raw.find('\0', start);
    args.push_back(raw.substr(start, end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  if (args.empty()) return;
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  char text[64];
  std::snprintf(text, sizeof text, "%.1f on %ld cores", load[0], cores);
  setenv("OMP_WAIT_POLICY", "passive", 1);
  setenv(marker, text, 1);
  std::fflush(nullptr);
  execv("/proc/self/exe", argv.data());
  unsetenv("OMP_WAIT_POLICY");  // exec failed: carry on as we are
  unsetenv(marker);
}

std::string passive_wait_note() {
  const char* load = std::getenv(marker);
  if (!load) return "";
  return std::string("note: busy machine (load ") + load +
         "): OpenMP threads wait passively (OMP_WAIT_POLICY=passive); set OMP_WAIT_POLICY to choose";
}

}  // namespace graphblade::bench
