// A one-line progress bar on stderr for benchmark runs: drawn only when
// enabled (stderr is a terminal, or --progress) and only once the run has
// lasted a couple of seconds, so short runs and logs stay clean.
#pragma once
#include <chrono>
#include <string>

namespace graphblade::bench {

/// Counts finished steps out of a total and redraws "\r[####    ] k/N label".
class progress_bar {
 public:
  /// `force`: draw even when stderr is not a terminal.
  progress_bar(long total, bool force);
  ~progress_bar();
  progress_bar(const progress_bar&) = delete;
  progress_bar& operator=(const progress_bar&) = delete;

  /// One more step done; `label` says what runs now.
  void step(const std::string& label);
  /// Grow the total (when the work turns out larger than planned).
  void add_total(long more) { total_ += more; }
  /// Clear the line (if drawn) so that following output starts clean.
  void finish();

  /// Seconds to wait before the first draw.
  static constexpr double delay_s = 2.0;

 private:
  long total_, done_ = 0;
  bool enabled_, drawn_ = false;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace graphblade::bench
