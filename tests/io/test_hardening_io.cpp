// Issue 19 regressions in the readers and writers: a crafted .gbin with a valid
// checksum, headers that would allocate gigabytes (vertex limit), a gzip bomb
// (input limit), a named pipe, control bytes in quoted text, and atomic writes
// (the destination is replaced whole or left alone; no temporary remains).
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/io/atomic_file.hpp"
#include "graphblade/io/binary.hpp"
#include "graphblade/io/edge_list.hpp"
#include "graphblade/io/limits.hpp"
#include "graphblade/io/load_graph.hpp"
#include "graphblade/io/matrix_market.hpp"
#include "io_test_files.hpp"
#include "src/io/gbin_format.hpp"

using namespace graphblade;
using iotest::require_io_error;

namespace {

/// A .gbin image with the given arrays (as bytes) and a valid checksum.
std::string gbin_image(std::uint64_t nrows, std::uint64_t ncols, const std::vector<std::uint64_t>& offsets,
                       const std::vector<std::uint32_t>& indices) {
  std::string s("GBLADE01", 8);
  const std::uint32_t version = 1, flags = 1;  // pattern
  const std::uint64_t nnz = indices.size();
  auto put = [&](const void* p, std::size_t n) { s.append(static_cast<const char*>(p), n); };
  put(&version, 4);
  put(&flags, 4);
  put(&nrows, 8);
  put(&ncols, 8);
  put(&nnz, 8);
  put(offsets.data(), offsets.size() * 8);
  put(indices.data(), indices.size() * 4);
  std::uint64_t sum = 0;
  s.append(8, '\0');
  REQUIRE(io::detail::gbin_expected_checksum(s, sum));
  s.replace(s.size() - 8, 8, reinterpret_cast<const char*>(&sum), 8);
  return s;
}

/// Files in scratch() whose name contains ".tmp." (left-over temporaries).
std::size_t temporaries_left() {
  std::size_t n = 0;
  for (auto& e : std::filesystem::directory_iterator(std::filesystem::path(iotest::scratch("x")).parent_path()))
    n += e.path().filename().string().find(".tmp.") != std::string::npos;
  return n;
}

/// The message of the io_error that call() throws ("" and a failed check when none).
std::string io_error_message(const std::function<void()>& call) {
  try {
    call();
  } catch (const io_error& e) {
    return e.what();
  }
  FAIL_CHECK("no io_error thrown");
  return "";
}

struct limits_guard {
  explicit limits_guard(io::read_limits l) { io::set_read_limits(l); }
  ~limits_guard() { io::set_read_limits({}); }
};

}  // namespace

TEST_CASE("a .gbin with a valid checksum and offsets beyond nnz is rejected, not scanned", "[io][gbin][hardening]") {
  std::vector<std::uint32_t> idx(16);
  for (std::uint32_t k = 0; k < 16; ++k) idx[k] = k % 4;
  for (std::uint64_t middle : {std::uint64_t(1) << 40, std::uint64_t(64)}) {
    INFO("offsets [0, " << middle << ", 16]");
    auto path = iotest::write_text("crafted.gbin", gbin_image(2, 4, {0, middle, 16}, idx));
    require_io_error([&] { io::read_gbin(path); }, path, 0, "inconsistent CSR arrays");
  }
  // The same arrays with sane offsets read (the image itself is well made).
  std::vector<std::uint32_t> sorted{0, 1, 2, 3, 0, 1, 2, 3};
  auto good = iotest::write_text("good.gbin", gbin_image(2, 4, {0, 4, 8}, sorted));
  CHECK(io::read_gbin(good).nvals() == 8);
}

TEST_CASE("a header declaring more vertices than the limit fails before allocating", "[io][limits][hardening]") {
  // 10^9 vertices with one entry used to allocate 8 GB of row pointers first.
  auto mtx = iotest::write_text("huge.mtx", "%%MatrixMarket matrix coordinate pattern general\n1000000000 1000000000 1\n1 1\n");
  auto t0 = std::chrono::steady_clock::now();
  require_io_error([&] { io::load_graph(mtx); }, mtx, 2, "vertices exceed the limit of 67108864");
  CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(5));  // generous: it is milliseconds
  auto el = iotest::write_text("huge.el", "0 1\n4000000000 2\n");
  require_io_error([&] { io::load_graph(el); }, el, 0, "vertices exceed the limit");
  auto cols = iotest::write_text("wide.gbin", gbin_image(1, 4000000000u, {0, 0}, {}));
  require_io_error([&] { io::read_gbin(cols); }, cols, 0, "vertices exceed the limit");

  // The knob: an explicit limit replaces the automatic one, both ways.
  auto small = iotest::write_text("small.el", "0 1\n1 11\n");
  {
    limits_guard g({10, 0});
    require_io_error([&] { io::load_graph(small); }, small, 0, "12 vertices exceed the limit of 10");
  }
  CHECK(io::load_graph(small).A.nrows() == 12);
}

TEST_CASE("input beyond --max-input-bytes is refused, gzip bombs included", "[io][limits][hardening]") {
  std::string body = "%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 1\n" + std::string(200000, '%') + "\n";
  auto gz = iotest::write_gzip("bomb.mtx.gz", body);  // ~1 KB compressed, 200 KB expanded
  auto plain = iotest::write_text("plain.mtx", body);
  {
    limits_guard g({0, 100000});
    require_io_error([&] { io::load_graph(gz); }, gz, 0, "larger than the limit of 100000 bytes");
    require_io_error([&] { io::load_graph(plain); }, plain, 0, "larger than the limit of 100000 bytes");
  }
  CHECK(io::load_graph(gz).A.nvals() == 1);
}

TEST_CASE("a named pipe is read as a stream, not rejected as an empty file", "[io][hardening]") {
  const std::string fifo = iotest::scratch("pipe.mtx");
  unlink(fifo.c_str());
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  std::thread writer([&] {
    std::ofstream(fifo) << "%%MatrixMarket matrix coordinate pattern symmetric\n3 3 2\n2 1\n3 2\n";
  });
  io::coo_list coo = io::read_matrix_market(fifo);
  writer.join();
  CHECK(coo.nrows == 3);
  CHECK(coo.rows.size() == 2);
  unlink(fifo.c_str());
}

TEST_CASE("quoted text in error messages escapes CR and NUL", "[io][hardening]") {
  auto crlf = iotest::write_text("crlf.mtx", "%%MatrixMarket matrix coordinate pattern general\r\n3 3 x\r\n");
  std::string what = io_error_message([&] { io::read_matrix_market(crlf); });
  CHECK(what.find('\r') == std::string::npos);
  CHECK(what.find("3 3 x\\r") != std::string::npos);
  auto nul = iotest::write_text("nul.el", std::string("0 1\n2 \0x\n", 9));
  what = io_error_message([&] { io::read_edge_list(nul); });
  CHECK(what.find('\0') == std::string::npos);
  CHECK(what.find("'\\x00x'") != std::string::npos);
}

TEST_CASE("atomic_file replaces the destination on commit and leaves it alone otherwise", "[io][atomic][hardening]") {
  const std::string path = iotest::write_text("kept.txt", "good old content\n");
  chmod(path.c_str(), 0640);
  {
    io::atomic_file f(path);
    CHECK(f.write_path() != path);
    std::ofstream(f.write_path()) << "half writ";
  }  // destroyed uncommitted: a failed write
  CHECK(iotest::slurp(path) == "good old content\n");
  CHECK(temporaries_left() == 0);
  {
    io::atomic_file f(path);
    std::ofstream(f.write_path()) << "new content\n";
    CHECK(iotest::slurp(path) == "good old content\n");  // nothing visible before commit
    f.commit();
  }
  CHECK(iotest::slurp(path) == "new content\n");
  struct stat st;
  REQUIRE(stat(path.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0640);  // the destination's mode is kept
  CHECK(temporaries_left() == 0);
  {
    io::atomic_file f("/dev/null");  // not a regular file: written in place, never replaced
    CHECK(f.write_path() == "/dev/null");
    f.commit();
  }
  require_io_error([] { io::atomic_file f(iotest::scratch("no/such/dir/x.el")); }, iotest::scratch("no/such/dir/x.el"),
                   0, "cannot create");
}

TEST_CASE("a writer that hits a full disk keeps the old file and leaves no temporary", "[io][atomic][hardening]") {
  // The disk fills at 16 KiB (RLIMIT_FSIZE; SIGXFSZ ignored so write() fails
  // with EFBIG, as the CLI does): every writer must throw io_error, keep the
  // previous file whole and remove its temporary.
  std::vector<index_t> r, c;
  for (index_t i = 0; i < 20000; ++i) {
    r.push_back(i);
    c.push_back((i * 7919u + 1) % 20000u);
  }
  auto A = Matrix<double>::from_coo(20000, 20000, r, c, std::vector<double>(r.size(), 0.1234567));
  struct rlimit old_limit;
  REQUIRE(getrlimit(RLIMIT_FSIZE, &old_limit) == 0);
  auto old_handler = std::signal(SIGXFSZ, SIG_IGN);
  for (const char* name : {"full.mtx", "full.mtx.gz", "full.el", "full.gbin"}) {
    INFO(name);
    const std::string path = iotest::write_text(name, "previous\n");
    struct rlimit small = old_limit;
    small.rlim_cur = 16 << 10;
    REQUIRE(setrlimit(RLIMIT_FSIZE, &small) == 0);
    bool threw = false;
    try {
      if (std::string(name) == "full.el")
        io::write_edge_list(path, A);
      else if (std::string(name) == "full.gbin")
        io::write_gbin(path, A);
      else
        io::write_matrix_market(path, A);
    } catch (const io_error& e) {
      threw = true;
      CHECK(e.file() == path);
    }
    REQUIRE(setrlimit(RLIMIT_FSIZE, &old_limit) == 0);
    CHECK(threw);
    CHECK(iotest::slurp(path) == "previous\n");
    CHECK(temporaries_left() == 0);
    io::write_edge_list(path, A);  // and with room, the same call replaces it
    CHECK(iotest::slurp(path) != "previous\n");
  }
  std::signal(SIGXFSZ, old_handler);
}
