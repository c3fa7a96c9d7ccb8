// atomic_file: every graphblade writer (MatrixMarket, edge list, .gbin, the
// CLI's --out files) writes through one of these, so a destination is either
// left as it was or replaced whole: the bytes go to a temporary file in the
// destination's folder, renamed over it by commit(); a failure (disk full, an
// exception) removes the temporary. Two processes writing the same path leave
// one complete file, the last to commit.
#pragma once
#include <string>

namespace graphblade::io {

/// A temporary file beside `path`, renamed over `path` by commit() and removed
/// when destroyed uncommitted. A destination that exists and is not a regular
/// file (/dev/null, a named pipe) is written directly: it cannot be replaced.
class atomic_file {
 public:
  /// Create the temporary (mode 0666 & ~umask, or the mode of an existing
  /// destination); throws io_error naming `path` when the folder is not writable.
  explicit atomic_file(const std::string& path);
  ~atomic_file();
  atomic_file(const atomic_file&) = delete;
  atomic_file& operator=(const atomic_file&) = delete;

  /// The file to open and write (the temporary, or `path` itself when direct).
  const std::string& write_path() const noexcept { return write_path_; }
  /// The destination.
  const std::string& path() const noexcept { return path_; }
  /// Rename the temporary over the destination (the writer has closed it).
  void commit();

 private:
  std::string path_, target_, write_path_;  // as given, with a symlink resolved, the file written
  bool direct_ = false, done_ = false;
};

}  // namespace graphblade::io
