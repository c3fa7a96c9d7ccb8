// The exception types thrown at graphblade's API boundary (ARCHITECTURE.md,
// "Errors"). Kernels never throw; front ends check and throw these.
#pragma once
#include <cstddef>
#include <stdexcept>
#include <string>

namespace graphblade {

/// Base class of every exception graphblade throws.
class error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Operand dimensions do not agree (e.g. mxv with A.ncols() != u.size()).
class dimension_mismatch : public error {
 public:
  using error::error;
};

/// An index is outside [0, n).
class invalid_index : public error {
 public:
  using error::error;
};

/// A value or argument is not acceptable (bad option, bad spec, bad format).
class invalid_value : public error {
 public:
  using error::error;
};

/// Operands live in different places (host vs a CUDA device).
class placement_error : public error {
 public:
  using error::error;
};

/// The requested feature is not available in this build (e.g. CUDA off).
class not_supported : public error {
 public:
  using error::error;
};

/// A device loop's body cannot be recorded into a CUDA graph (an operation in it
/// waits for the device, allocates or uses the legacy stream); run it eagerly instead.
class not_capturable : public not_supported {
 public:
  using not_supported::not_supported;
};

/// A file could not be read or written or has bad contents; names file and line.
class io_error : public error {
 public:
  io_error(const std::string& file, std::size_t line, const std::string& what)
      : error(file + (line ? ":" + std::to_string(line) : std::string()) + ": " + what),
        file_(file),
        line_(line) {}
  const std::string& file() const noexcept { return file_; }
  /// 1-based line number, 0 when the error is not tied to a line.
  std::size_t line() const noexcept { return line_; }

 private:
  std::string file_;
  std::size_t line_;
};

/// A CUDA runtime / library call failed; names the call, file and line.
class cuda_error : public error {
 public:
  using error::error;
};

/// An allocation failed; carries the bytes asked for and the bytes free.
class out_of_memory : public error {
 public:
  out_of_memory(const std::string& where, std::size_t asked, std::size_t free_bytes)
      : error("out of memory on " + where + ": asked " + std::to_string(asked) + " bytes, " +
              std::to_string(free_bytes) + " free"),
        asked_(asked),
        free_(free_bytes) {}
  std::size_t bytes_asked() const noexcept { return asked_; }
  std::size_t bytes_free() const noexcept { return free_; }

 private:
  std::size_t asked_, free_;
};

}  // namespace graphblade
