// Runs the built graphblade binary (GRAPHBLADE_CLI) with stdout and stderr
// redirected to files in a per-test temporary folder, for the CLI tests.
#pragma once
#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace gbtest {

/// Exit status and captured output of one CLI run.
struct cli_run {
  int status = -1;
  std::string out, err;
  /// The non-empty lines of stderr.
  std::vector<std::string> err_lines() const {
    std::vector<std::string> lines;
    std::istringstream in(err);
    for (std::string l; std::getline(in, l);)
      if (!l.empty()) lines.push_back(l);
    return lines;
  }
};

inline std::string read_text(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

/// A fresh temporary folder, removed when the object goes away.
class temp_dir {
 public:
  temp_dir() {
    char tmpl[] = "/tmp/graphblade-cli-XXXXXX";
    if (!mkdtemp(tmpl)) throw std::runtime_error("mkdtemp failed");
    path_ = tmpl;
  }
  ~temp_dir() { std::system(("rm -rf '" + path_ + "'").c_str()); }
  temp_dir(const temp_dir&) = delete;
  temp_dir& operator=(const temp_dir&) = delete;
  std::string file(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

/// Run `graphblade <args>` (args are passed through the shell as written).
inline cli_run run_cli(const temp_dir& dir, const std::string& args) {
  const std::string out = dir.file("stdout.txt"), err = dir.file("stderr.txt");
  const std::string cmd = std::string("'") + GRAPHBLADE_CLI + "' " + args + " > '" + out + "' 2> '" + err + "'";
  const int raw = std::system(cmd.c_str());
  cli_run r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = read_text(out);
  r.err = read_text(err);
  return r;
}

}  // namespace gbtest
