// Helpers for the io tests: a scratch folder per process, small text and gzip
// files written into it, and a check that a call throws io_error naming the
// file, the line and a phrase of the reason.
#pragma once
#include <unistd.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "catch_compat.hpp"
#include "graphblade/core/errors.hpp"

namespace iotest {

/// Path of `name` inside this process's scratch folder (created on first use).
inline std::string scratch(const std::string& name) {
  static const std::filesystem::path dir = [] {
    auto d = std::filesystem::temp_directory_path() / ("graphblade_io_tests_" + std::to_string(getpid()));
    std::filesystem::create_directories(d);
    return d;
  }();
  return (dir / name).string();
}

/// Write `text` to scratch(name) and return the path.
inline std::string write_text(const std::string& name, const std::string& text) {
  std::string path = scratch(name);
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

/// gzip `text` into scratch(name) and return the path.
inline std::string write_gzip(const std::string& name, const std::string& text) {
  std::string path = scratch(name);
  gzFile g = gzopen(path.c_str(), "wb");
  gzwrite(g, text.data(), unsigned(text.size()));
  gzclose(g);
  return path;
}

/// The bytes of a file.
inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

/// Require that call() throws io_error for `file` at `line` whose message
/// contains `phrase`.
inline void require_io_error(const std::function<void()>& call, const std::string& file, std::size_t line,
                             const std::string& phrase) {
  bool thrown = false;
  try {
    call();
  } catch (const graphblade::io_error& e) {
    thrown = true;
    INFO(e.what());
    CHECK(e.file() == file);
    CHECK(e.line() == line);
    CHECK(std::string(e.what()).find(phrase) != std::string::npos);
  }
  REQUIRE(thrown);
}

}  // namespace iotest
