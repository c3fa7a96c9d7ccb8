// The .gbin binary graph format. Layout (little-endian, as written by x86-64):
//   "GBLADE01" | u32 version = 1 | u32 flags (bit 0 pattern, bit 1 symmetric)
//   | u64 nrows | u64 ncols | u64 nnz | u64 offsets[nrows + 1] | u32
//   indices[nnz] | f64 values[nnz] (absent for a pattern) | u64 checksum
// The checksum is gbin_checksum over the 32 header bytes after the magic, then
// the arrays. Reading is one fread per array, then the checksum (parallel).
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

#include "graphblade/core/errors.hpp"
#include "graphblade/io/atomic_file.hpp"
#include "graphblade/io/binary.hpp"
#include "graphblade/io/limits.hpp"
#include "src/io/gbin_format.hpp"
#include "src/io/row_writer.hpp"

namespace graphblade::io {
namespace {

constexpr char kMagic[8] = {'G', 'B', 'L', 'A', 'D', 'E', '0', '1'};
constexpr std::uint32_t kVersion = 1;
constexpr std::uint32_t kPatternFlag = 1, kSymmetricFlag = 2;
constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ull, kFnvPrime = 0x100000001b3ull;

struct gbin_header {
  std::uint32_t version, flags;
  std::uint64_t nrows, ncols, nnz;
};
static_assert(sizeof(gbin_header) == 32, "gbin header must be packed");

// FNV-1a over 64-bit words in 4 independent lanes (so the multiply chains
// overlap), then the tail bytes; lanes folded with FNV-1a.
std::uint64_t hash_block(const unsigned char* p, std::size_t n) {
  std::uint64_t lane[4] = {kFnvOffset, kFnvOffset ^ 1, kFnvOffset ^ 2, kFnvOffset ^ 3};
  std::size_t k = 0;
  for (; k + 32 <= n; k += 32)
    for (int l = 0; l < 4; ++l) {
      std::uint64_t w;
      std::memcpy(&w, p + k + 8 * l, 8);
      lane[l] = (lane[l] ^ w) * kFnvPrime;
    }
  for (; k < n; ++k) lane[0] = (lane[0] ^ p[k]) * kFnvPrime;
  std::uint64_t h = kFnvOffset;
  for (std::uint64_t v : lane) h = (h ^ v) * kFnvPrime;
  return h;
}

/// Running checksum: each array is hashed in 1 MiB blocks in parallel and the
/// block hashes are folded in order, so the value does not depend on threads.
class gbin_checksum {
 public:
  void add(const void* data, std::size_t bytes) {
    constexpr std::size_t block = 1 << 20;
    const auto* p = static_cast<const unsigned char*>(data);
    std::int64_t nb = std::int64_t((bytes + block - 1) / block);
    std::vector<std::uint64_t> hashes(static_cast<std::size_t>(nb));
#pragma omp parallel for schedule(static)
    for (std::int64_t b = 0; b < nb; ++b)
      hashes[b] = hash_block(p + std::size_t(b) * block, std::min(block, bytes - std::size_t(b) * block));
    for (std::uint64_t v : hashes) h_ = (h_ ^ v) * kFnvPrime;
    h_ = (h_ ^ bytes) * kFnvPrime;
  }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = kFnvOffset;
};

struct file_closer {
  void operator()(std::FILE* f) const noexcept { std::fclose(f); }
};
using file_ptr = std::unique_ptr<std::FILE, file_closer>;

void write_all(std::FILE* f, const std::string& path, const void* p, std::size_t bytes) {
  if (bytes && std::fwrite(p, 1, bytes, f) != bytes)
    throw io_error(path, 0, std::string("write failed: ") + std::strerror(errno));
}

template <class T>
buffer<T> read_array(std::FILE* f, const std::string& path, std::size_t n, const char* what) {
  buffer<T> out(n);
  if (n && std::fread(out.data(), sizeof(T), n, f) != n)
    throw io_error(path, 0, std::string("truncated: cannot read the ") + what + " array");
  return out;
}

}  // namespace

void write_gbin(const std::string& path, const Matrix<double>& A) {
  Matrix<double> csr = detail::csr_copy(A, "write_gbin");
  gbin_header h{kVersion, 0, csr.nrows(), csr.ncols(), csr.nvals()};
  if (csr.is_pattern()) h.flags |= kPatternFlag;
  if (detail::is_symmetric_csr(csr)) h.flags |= kSymmetricFlag;
  gbin_checksum sum;
  sum.add(&h, sizeof h);
  sum.add(csr.offsets().data(), csr.offsets().bytes());
  sum.add(csr.indices().data(), csr.indices().bytes());
  if (!csr.is_pattern()) sum.add(csr.values().data(), csr.values().bytes());
  std::uint64_t check = sum.value();

  atomic_file out(path);
  file_ptr f(std::fopen(out.write_path().c_str(), "wb"));
  if (!f) throw io_error(path, 0, std::string("cannot create: ") + std::strerror(errno));
  write_all(f.get(), path, kMagic, sizeof kMagic);
  write_all(f.get(), path, &h, sizeof h);
  write_all(f.get(), path, csr.offsets().data(), csr.offsets().bytes());
  write_all(f.get(), path, csr.indices().data(), csr.indices().bytes());
  if (!csr.is_pattern()) write_all(f.get(), path, csr.values().data(), csr.values().bytes());
  write_all(f.get(), path, &check, sizeof check);
  if (std::fclose(f.release()) != 0) throw io_error(path, 0, "close failed (disk full?)");
  out.commit();
}

Matrix<double> read_gbin(const std::string& path, bool& symmetric) {
  file_ptr f(std::fopen(path.c_str(), "rb"));
  if (!f) throw io_error(path, 0, std::string("cannot open: ") + std::strerror(errno));
  struct stat st;
  if (fstat(fileno(f.get()), &st) != 0) throw io_error(path, 0, std::string("cannot stat: ") + std::strerror(errno));
  const std::uint64_t file_bytes = std::uint64_t(st.st_size);
  char magic[8];
  gbin_header h;
  if (std::fread(magic, 1, 8, f.get()) != 8 || std::memcmp(magic, kMagic, 8) != 0)
    throw io_error(path, 0, "bad magic: not a .gbin file (expected \"GBLADE01\")");
  if (std::fread(&h, sizeof h, 1, f.get()) != 1) throw io_error(path, 0, "truncated: incomplete header");
  if (h.version != kVersion)
    throw io_error(path, 0, "unsupported .gbin version " + std::to_string(h.version) + " (expected 1)");
  if (h.nrows > max_index || h.ncols > max_index || h.nnz > file_bytes || (h.flags & ~3u))
    throw io_error(path, 0, "bad header: impossible sizes or flags");
  detail::check_vertex_count(path, 0, std::max(h.nrows, h.ncols), file_bytes);
  const bool pattern = h.flags & kPatternFlag;
  const std::uint64_t expected = 8 + sizeof h + (h.nrows + 1) * 8 + h.nnz * 4 + (pattern ? 0 : h.nnz * 8) + 8;
  if (expected != file_bytes)
    throw io_error(path, 0,
                   "size mismatch: the header describes " + std::to_string(expected) + " bytes, the file has " +
                       std::to_string(file_bytes));
  auto offsets = read_array<offset_t>(f.get(), path, h.nrows + 1, "offsets");
  auto indices = read_array<index_t>(f.get(), path, h.nnz, "indices");
  auto values = read_array<double>(f.get(), path, pattern ? 0 : h.nnz, "values");
  std::uint64_t stored = 0;
  if (std::fread(&stored, 8, 1, f.get()) != 1) throw io_error(path, 0, "truncated: missing checksum");
  gbin_checksum sum;
  sum.add(&h, sizeof h);
  sum.add(offsets.data(), offsets.bytes());
  sum.add(indices.data(), indices.bytes());
  if (!pattern) sum.add(values.data(), values.bytes());
  if (sum.value() != stored) throw io_error(path, 0, "checksum mismatch: the file is corrupt");
  symmetric = h.flags & kSymmetricFlag;
  try {
    return Matrix<double>::from_compressed(format::csr, index_t(h.nrows), index_t(h.ncols), std::move(offsets),
                                           std::move(indices), std::move(values));
  } catch (const io_error&) {
    throw;
  } catch (const error& e) {
    throw io_error(path, 0, std::string("inconsistent CSR arrays: ") + e.what());
  }
}

bool detail::gbin_expected_checksum(const std::string& image, std::uint64_t& checksum) {
  gbin_header h;
  if (image.size() < 8 + sizeof h + 8) return false;
  std::memcpy(&h, image.data() + 8, sizeof h);
  if (h.nrows > max_index || h.nnz > image.size()) return false;
  const bool pattern = h.flags & kPatternFlag;
  const std::uint64_t off_bytes = (h.nrows + 1) * 8, idx_bytes = h.nnz * 4, val_bytes = pattern ? 0 : h.nnz * 8;
  if (8 + sizeof h + off_bytes + idx_bytes + val_bytes + 8 != image.size()) return false;
  const char* p = image.data() + 8 + sizeof h;
  gbin_checksum sum;
  sum.add(&h, sizeof h);
  sum.add(p, off_bytes);
  sum.add(p + off_bytes, idx_bytes);
  if (!pattern) sum.add(p + off_bytes + idx_bytes, val_bytes);
  checksum = sum.value();
  return true;
}

Matrix<double> read_gbin(const std::string& path) {
  bool symmetric = false;
  return read_gbin(path, symmetric);
}

}  // namespace graphblade::io
