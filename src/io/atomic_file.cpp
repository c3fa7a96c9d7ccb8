// atomic_file (include/graphblade/io/atomic_file.hpp): mkstemp in the
// destination's folder, rename(2) on commit, unlink otherwise.
#include "graphblade/io/atomic_file.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "graphblade/core/errors.hpp"

namespace graphblade::io {
namespace {

mode_t default_file_mode() {
  mode_t mask = umask(0);  // read the umask: there is no call that only reads it
  umask(mask);
  return mode_t(0666) & ~mask;
}

}  // namespace

atomic_file::atomic_file(const std::string& path) : path_(path), target_(path), write_path_(path) {
  if (path.empty()) throw io_error(path, 0, "cannot create: empty file name");
  std::string& target = target_;
  struct stat st;
  if (lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {  // replace what the link points to, not the link
    char resolved[PATH_MAX];
    if (realpath(path.c_str(), resolved)) target = resolved;
  }
  bool exists = stat(target.c_str(), &st) == 0;
  if (exists && S_ISDIR(st.st_mode)) throw io_error(path, 0, "cannot create: is a directory");
  if (exists && !S_ISREG(st.st_mode)) {
    direct_ = true;
    return;
  }
  const std::size_t slash = target.find_last_of('/');
  const std::string dir = slash == std::string::npos ? std::string() : target.substr(0, slash + 1);
  const std::string base = slash == std::string::npos ? target : target.substr(slash + 1);
  std::string name = dir + "." + base + ".tmp.XXXXXX";
  std::vector<char> buf(name.begin(), name.end());
  buf.push_back('\0');
  int fd = mkstemp(buf.data());
  if (fd < 0) throw io_error(path, 0, std::string("cannot create: ") + std::strerror(errno));
  fchmod(fd, exists ? (st.st_mode & 07777) : default_file_mode());
  close(fd);
  write_path_.assign(buf.data());
}

atomic_file::~atomic_file() {
  if (!direct_ && !done_) unlink(write_path_.c_str());
}

void atomic_file::commit() {
  if (direct_ || done_) return;
  if (std::rename(write_path_.c_str(), target_.c_str()) != 0) {
    int err = errno;
    unlink(write_path_.c_str());
    done_ = true;
    throw io_error(path_, 0, std::string("cannot replace: ") + std::strerror(err));
  }
  done_ = true;
}

}  // namespace graphblade::io
