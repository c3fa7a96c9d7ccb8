// Private to src/io: whole-file input (gunzipped when the bytes start with the
// gzip magic, whatever the extension) and a plain-or-gzip output sink.
#pragma once
#include <cstddef>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>

#include "graphblade/io/atomic_file.hpp"

namespace graphblade::io::detail {

struct free_deleter {
  void operator()(char* p) const noexcept { std::free(p); }
};

/// The bytes of a file: a read-only memory map of a plain file, or one
/// malloc'd buffer holding a gunzipped stream. Move-only.
class text_bytes {
 public:
  text_bytes() = default;
  text_bytes(std::unique_ptr<char, free_deleter> data, std::size_t size) : owned_(std::move(data)), size_(size) {
    data_ = owned_.get();
  }
  /// Adopt a memory map of `size` bytes (unmapped on destruction).
  static text_bytes mapped(const char* map, std::size_t size) {
    text_bytes t;
    t.data_ = map;
    t.size_ = size;
    t.mapped_ = true;
    return t;
  }
  text_bytes(text_bytes&& o) noexcept { swap(o); }
  text_bytes& operator=(text_bytes&& o) noexcept {
    swap(o);
    return *this;
  }
  ~text_bytes();
  const char* data() const noexcept { return data_; }
  const char* begin() const noexcept { return data_; }
  const char* end() const noexcept { return data_ + size_; }
  std::size_t size() const noexcept { return size_; }

 private:
  void swap(text_bytes& o) noexcept {
    std::swap(owned_, o.owned_);
    std::swap(data_, o.data_);
    std::swap(size_, o.size_);
    std::swap(mapped_, o.mapped_);
  }
  std::unique_ptr<char, free_deleter> owned_;
  const char* data_ = nullptr;
  std::size_t size_ = 0;
  bool mapped_ = false;
};

/// True when `path` opens and starts with the two gzip magic bytes 1f 8b.
bool has_gzip_magic(const std::string& path);

/// Read the whole of `path` into memory, decompressing a gzip stream. Throws
/// io_error when the file is missing or unreadable, or the gzip stream is
/// corrupt or truncated.
text_bytes read_whole_file(const std::string& path);

/// True when `s` ends with `suffix`.
bool ends_with(const std::string& s, const std::string& suffix);

/// Output file: gzip-compressed when the path ends in ".gz", plain otherwise.
/// Written through an atomic_file: the destination changes only when close()
/// succeeds. Every failure throws io_error naming the path.
class text_sink {
 public:
  explicit text_sink(const std::string& path);
  ~text_sink();
  text_sink(const text_sink&) = delete;
  text_sink& operator=(const text_sink&) = delete;
  void write(const char* data, std::size_t n);
  void write(const std::string& s) { write(s.data(), s.size()); }
  /// Flush, close and replace the destination; a failure here (disk full) throws.
  void close();

 private:
  std::string path_;
  atomic_file out_;
  void* file_ = nullptr;  // FILE* or gzFile
  bool gz_ = false;
};

}  // namespace graphblade::io::detail
