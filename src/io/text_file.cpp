// Whole-file reading (plain or gzip, detected by magic bytes) and the
// plain-or-gzip text sink used by the MatrixMarket and edge-list writers.
#include "src/io/text_file.hpp"

#include <sys/mman.h>
#include <sys/stat.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "graphblade/core/errors.hpp"
#include "graphblade/io/limits.hpp"

namespace graphblade::io::detail {
namespace {

using byte_ptr = std::unique_ptr<char, free_deleter>;

byte_ptr allocate_bytes(const std::string& path, std::size_t n) {
  char* p = static_cast<char*>(std::malloc(n));
  if (!p) throw io_error(path, 0, "cannot allocate " + std::to_string(n) + " bytes to hold the file");
  return byte_ptr(p);
}

struct file_closer {
  void operator()(std::FILE* f) const noexcept { std::fclose(f); }
};
using file_ptr = std::unique_ptr<std::FILE, file_closer>;

file_ptr open_for_reading(const std::string& path) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) throw io_error(path, 0, std::string("cannot open: ") + std::strerror(errno));
  struct stat st;
  if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
    std::fclose(f);
    throw io_error(path, 0, "cannot open: is a directory");
  }
  return file_ptr(f);
}

[[noreturn]] void throw_too_large(const std::string& path, std::uint64_t limit) {
  throw io_error(path, 0,
                 "input larger than the limit of " + std::to_string(limit) +
                     " bytes (after decompression); raise it with --max-input-bytes or GRAPHBLADE_MAX_INPUT_BYTES");
}

// Read a stream of unknown length into one growing buffer: read_some(dst, n)
// returns the bytes it stored (0 at the end). Refuses more than the input limit
// as soon as it gets there. The result is NUL-terminated.
template <class ReadSome>
text_bytes read_growing(const std::string& path, std::size_t cap, ReadSome read_some) {
  const std::uint64_t limit = input_byte_limit();
  cap = std::max<std::size_t>(std::min<std::uint64_t>(cap, limit) + 1, 2);
  byte_ptr data = allocate_bytes(path, cap);
  std::size_t n = 0;
  for (;;) {
    if (n > limit) throw_too_large(path, limit);
    if (cap - n < 2) {
      std::size_t grown = cap * 2;
      char* p = static_cast<char*>(std::realloc(data.get(), grown));
      if (!p) throw io_error(path, 0, "cannot allocate " + std::to_string(grown) + " bytes to hold the file");
      data.release();
      data.reset(p);
      cap = grown;
    }
    std::size_t got = read_some(data.get() + n, std::min<std::size_t>(cap - n - 1, 1u << 30));
    if (got == 0) break;
    n += got;
  }
  data.get()[n] = '\0';
  return text_bytes(std::move(data), n);
}

// A stream (a named pipe) read to its end; `already` holds bytes consumed before.
text_bytes read_stream(const std::string& path, std::FILE* f, std::string already) {
  return read_growing(path, 1 << 16, [&](char* dst, std::size_t want) {
    if (!already.empty()) {
      std::size_t k = std::min(want, already.size());
      std::memcpy(dst, already.data(), k);
      already.erase(0, k);
      return k;
    }
    std::size_t got = std::fread(dst, 1, want, f);
    if (got == 0 && std::ferror(f)) throw io_error(path, 0, std::string("read failed: ") + std::strerror(errno));
    return got;
  });
}

// Plain files are mapped read-only (no copy out of the page cache); the
// parsers never read past end(), so no terminator is needed. A named pipe or
// another special file (its size reads 0) is read as a stream.
text_bytes read_plain(const std::string& path, std::FILE* f) {
  struct stat st;
  if (fstat(fileno(f), &st) != 0) throw io_error(path, 0, std::string("cannot stat: ") + std::strerror(errno));
  if (!S_ISREG(st.st_mode)) return read_stream(path, f, "");
  std::size_t n = std::size_t(st.st_size);
  if (n > input_byte_limit()) throw_too_large(path, input_byte_limit());
  if (n == 0) return text_bytes(allocate_bytes(path, 1), 0);
  void* map = mmap(nullptr, n, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fileno(f), 0);
  if (map != MAP_FAILED) {
    madvise(map, n, MADV_SEQUENTIAL);
    return text_bytes::mapped(static_cast<const char*>(map), n);
  }
  byte_ptr data = allocate_bytes(path, n + 1);  // not mappable: read it
  std::size_t got = std::fread(data.get(), 1, n, f);
  if (got != n) throw io_error(path, 0, "short read: " + std::to_string(got) + " of " + std::to_string(n) + " bytes");
  data.get()[n] = '\0';
  return text_bytes(std::move(data), n);
}

// The gzip trailer's ISIZE (uncompressed size mod 2^32) as a first guess.
std::size_t gzip_size_hint(std::FILE* f, std::size_t compressed) {
  unsigned char tail[4];
  if (compressed < 18 || std::fseek(f, -4, SEEK_END) != 0 || std::fread(tail, 1, 4, f) != 4) return compressed * 4;
  std::size_t isize = tail[0] | (tail[1] << 8) | (tail[2] << 16) | (std::size_t(tail[3]) << 24);
  return std::max(isize, compressed);
}

text_bytes read_gzip(const std::string& path, std::FILE* f) {
  struct stat st;
  fstat(fileno(f), &st);
  std::size_t hint = gzip_size_hint(f, std::size_t(st.st_size));
  gzFile gz = gzopen(path.c_str(), "rb");
  if (!gz) throw io_error(path, 0, "cannot open gzip stream");
  struct gz_closer {
    gzFile g;
    ~gz_closer() { gzclose(g); }
  } closer{gz};
  gzbuffer(gz, 1 << 20);
  text_bytes out = read_growing(path, hint, [&](char* dst, std::size_t want) {
    int got = gzread(gz, dst, unsigned(want));
    if (got < 0) {
      int err = 0;
      const char* msg = gzerror(gz, &err);
      throw io_error(path, 0, std::string("corrupt gzip stream: ") + msg);
    }
    return std::size_t(got);
  });
  int err = Z_OK;
  const char* msg = gzerror(gz, &err);
  if (err != Z_OK && err != Z_STREAM_END)
    throw io_error(path, 0, std::string("truncated or corrupt gzip stream: ") + msg);
  return out;
}

}  // namespace

text_bytes::~text_bytes() {
  if (mapped_ && data_) munmap(const_cast<char*>(data_), size_);
}

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool has_gzip_magic(const std::string& path) {
  file_ptr f(std::fopen(path.c_str(), "rb"));
  if (!f) return false;
  unsigned char magic[2];
  return std::fread(magic, 1, 2, f.get()) == 2 && magic[0] == 0x1f && magic[1] == 0x8b;
}

text_bytes read_whole_file(const std::string& path) {
  file_ptr f = open_for_reading(path);
  unsigned char magic[2] = {0, 0};
  std::size_t got = std::fread(magic, 1, 2, f.get());
  bool gz = got == 2 && magic[0] == 0x1f && magic[1] == 0x8b;
  struct stat st;
  if (fstat(fileno(f.get()), &st) == 0 && !S_ISREG(st.st_mode)) {  // cannot rewind a pipe
    if (gz) throw io_error(path, 0, "gzip input from a pipe is not supported: decompress it into the pipe (zcat)");
    return read_stream(path, f.get(), std::string(reinterpret_cast<const char*>(magic), got));
  }
  std::rewind(f.get());
  return gz ? read_gzip(path, f.get()) : read_plain(path, f.get());
}

text_sink::text_sink(const std::string& path) : path_(path), out_(path), gz_(ends_with(path, ".gz")) {
  const std::string& file = out_.write_path();
  if (gz_) {
    gzFile g = gzopen(file.c_str(), "wb6");
    if (!g) throw io_error(path, 0, std::string("cannot create: ") + std::strerror(errno));
    gzbuffer(g, 1 << 20);
    file_ = g;
  } else {
    std::FILE* f = std::fopen(file.c_str(), "wb");
    if (!f) throw io_error(path, 0, std::string("cannot create: ") + std::strerror(errno));
    file_ = f;
  }
}

text_sink::~text_sink() {
  if (!file_) return;
  if (gz_)
    gzclose(static_cast<gzFile>(file_));
  else
    std::fclose(static_cast<std::FILE*>(file_));
}

void text_sink::write(const char* data, std::size_t n) {
  if (!file_) throw io_error(path_, 0, "write after close");
  if (gz_) {
    while (n > 0) {
      unsigned piece = unsigned(std::min<std::size_t>(n, 1u << 30));
      if (gzwrite(static_cast<gzFile>(file_), data, piece) != int(piece)) throw io_error(path_, 0, "gzip write failed");
      data += piece;
      n -= piece;
    }
  } else if (n && std::fwrite(data, 1, n, static_cast<std::FILE*>(file_)) != n) {
    throw io_error(path_, 0, std::string("write failed: ") + std::strerror(errno));
  }
}

void text_sink::close() {
  if (!file_) return;
  void* f = file_;
  file_ = nullptr;
  int rc = gz_ ? gzclose(static_cast<gzFile>(f)) : std::fclose(static_cast<std::FILE*>(f));
  if (rc != 0) throw io_error(path_, 0, "close failed (disk full?)");
  out_.commit();
}

}  // namespace graphblade::io::detail
