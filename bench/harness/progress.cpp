// The stderr progress bar of benchmark runs (progress.hpp).
#include "bench/harness/progress.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>

namespace graphblade::bench {

progress_bar::progress_bar(long total, bool force)
    : total_(total), enabled_(force || isatty(STDERR_FILENO)), start_(std::chrono::steady_clock::now()) {}

progress_bar::~progress_bar() { finish(); }

void progress_bar::step(const std::string& label) {
  ++done_;
  if (!enabled_) return;
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  if (elapsed < delay_s) return;
  constexpr int width = 30;
  const long total = std::max(total_, done_);
  const int filled = int(width * done_ / std::max(total, 1L));
  std::string bar(filled, '#');
  bar.resize(width, ' ');
  std::fprintf(stderr, "\r[%s] %ld/%ld %5.0fs %-40.40s", bar.c_str(), done_, total, elapsed, label.c_str());
  std::fflush(stderr);
  drawn_ = true;
}

void progress_bar::finish() {
  if (!drawn_) return;
  std::fprintf(stderr, "\r%*s\r", 100, "");
  std::fflush(stderr);
  drawn_ = false;
}

}  // namespace graphblade::bench
