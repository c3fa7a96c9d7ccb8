// A seeded mutation fuzz loop over every graph reader (MatrixMarket, .mtx.gz,
// edge list, .gbin; issue 19): valid seed files written by the writers and by
// hand, mutated by bit flips, hostile bytes and tokens (CR, NUL, huge and
// negative numbers), deletions, duplications and truncations; every mutant
// must load as a well-formed matrix or throw a graphblade::error. Runs in
// seconds; GRAPHBLADE_FUZZ_ITERATIONS sets the mutants per seed, the libFuzzer
// targets (tools/fuzz) run the same check for hours.
#include <zlib.h>

#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "fuzz_input.hpp"
#include "graphblade/io/binary.hpp"
#include "graphblade/io/edge_list.hpp"
#include "graphblade/io/matrix_market.hpp"
#include "io/io_test_files.hpp"

using namespace graphblade;
using gbfuzz::reader;

namespace {

Matrix<double> seed_matrix(bool valued, bool symmetric) {
  std::vector<index_t> r{0, 1, 2, 3, 4, 2, 5}, c{1, 2, 3, 4, 0, 2, 5};
  std::vector<double> v{1, -2.5, 3, 1e10, 0.125, 6, -0};
  build_options opt;
  opt.symmetrize = symmetric;
  return Matrix<double>::from_coo(6, 6, r, c, valued ? v : std::vector<double>{}, format::csr, opt);
}

std::string gzip_bytes(const std::string& text) {
  uLongf n = compressBound(uLong(text.size())) + 32;
  std::string out(n, '\0');
  z_stream z{};
  deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);  // gzip wrapper
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
  z.avail_in = uInt(text.size());
  z.next_out = reinterpret_cast<Bytef*>(&out[0]);
  z.avail_out = uInt(out.size());
  deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  return out;
}

/// Seed files of one reader: written by the library's writers, plus hand-written
/// variants the writers never produce (integer field, comments, CRLF, weights).
std::vector<std::string> seeds(reader r) {
  std::vector<std::string> out;
  auto written = [&](const char* name, auto write) {
    std::string path = iotest::scratch(name);
    write(path);
    out.push_back(iotest::slurp(path));
  };
  switch (r) {
    case reader::matrix_market:
    case reader::matrix_market_gz: {
      std::vector<std::string> text;
      written("seed_general.mtx", [](const std::string& p) { io::write_matrix_market(p, seed_matrix(true, false)); });
      written("seed_sym.mtx", [](const std::string& p) { io::write_matrix_market(p, seed_matrix(false, true), true); });
      out.push_back("%%MatrixMarket matrix coordinate integer symmetric\r\n% comment\r\n4 4 3\r\n1 1 -7\r\n3 2 9\r\n4 1 0\r\n");
      if (r == reader::matrix_market_gz)
        for (auto& s : out) s = gzip_bytes(s);
      break;
    }
    case reader::edge_list:
      written("seed.el", [](const std::string& p) { io::write_edge_list(p, seed_matrix(false, false)); });
      written("seed_w.el", [](const std::string& p) { io::write_edge_list(p, seed_matrix(true, false)); });
      out.push_back("# comment\n0 1\n1 2\n% other comment\n\n2 0\n");
      break;
    case reader::gbin:
      written("seed.gbin", [](const std::string& p) { io::write_gbin(p, seed_matrix(false, true)); });
      written("seed_w.gbin", [](const std::string& p) { io::write_gbin(p, seed_matrix(true, false)); });
      break;
  }
  return out;
}

/// One random edit of `s`, aimed at what parsers get wrong.
void mutate_once(std::string& s, std::mt19937_64& rng, bool binary) {
  static const char* const tokens[] = {"0", "-1", "4294967295", "4294967296", "18446744073709551616", "1e308",
                                       "nan", "-inf", "\r", "\r\n", std::string("\0", 1).c_str(), "%", "#", "\n",
                                       "\n\n", " ", "\t", "1 1 1", "%%MatrixMarket", "99999999999", "+", "0x10"};
  static const std::uint64_t words[] = {0, 1, 2, 16, 64, 0xffffffffull, 0x100000000ull, 1ull << 40, 1ull << 63,
                                        ~0ull};
  auto pick = [&](std::size_t n) { return n ? std::size_t(rng() % n) : 0; };
  const std::size_t at = pick(s.size() + 1);
  switch (rng() % 7) {
    case 0:  // flip a bit
      if (!s.empty()) s[pick(s.size())] ^= char(1u << (rng() % 8));
      break;
    case 1: {  // insert a token (NUL included)
      std::size_t t = pick(sizeof tokens / sizeof *tokens);
      s.insert(at, t == 10 ? std::string(1, '\0') : std::string(tokens[t]));
      break;
    }
    case 2:  // delete a range
      s.erase(at, 1 + pick(16));
      break;
    case 3: {  // duplicate a range
      std::string piece = s.substr(at, 1 + pick(64));
      s.insert(pick(s.size() + 1), piece);
      break;
    }
    case 4:  // truncate
      s.resize(pick(s.size() + 1));
      break;
    case 5:  // overwrite an aligned 64-bit word (header sizes, offsets) with an extreme value
      if (binary && s.size() >= 16) {
        std::size_t w = 8 * pick(s.size() / 8 - 1);
        std::uint64_t v = words[pick(sizeof words / sizeof *words)];
        s.replace(w, 8, reinterpret_cast<const char*>(&v), 8);
      } else if (!s.empty()) {
        s[pick(s.size())] = char("09 -\n\r%.e"[rng() % 10]);
      }
      break;
    default:  // replace a digit run with a huge number
      if (!s.empty()) s.replace(pick(s.size()), 1 + pick(3), tokens[4 + pick(2)]);
      break;
  }
}

std::size_t iterations_per_seed() {
  const char* env = std::getenv("GRAPHBLADE_FUZZ_ITERATIONS");
  return env && *env ? std::size_t(std::strtoull(env, nullptr, 10)) : 150;
}

/// Run the loop for one reader; returns how many mutants loaded.
std::size_t fuzz(reader r, std::uint64_t seed) {
  gbfuzz::use_fuzz_limits();
  std::mt19937_64 rng(seed);
  const bool binary = r == reader::gbin || r == reader::matrix_market_gz;
  const std::string stem = iotest::scratch("mutant");
  std::size_t loaded = 0, tried = 0;
  for (const std::string& original : seeds(r)) {
    REQUIRE(gbfuzz::feed(r, original, stem));  // the seed itself is valid
    for (std::size_t it = 0, n = iterations_per_seed(); it < n; ++it) {
      std::string s = original;
      if (r == reader::matrix_market_gz && rng() % 2) {  // mutate the text under a valid gzip stream
        std::string text;
        s = original;
        gzFile g = gzopen(iotest::write_text("gz_seed.gz", original).c_str(), "rb");
        char buf[4096];
        for (int got; (got = gzread(g, buf, sizeof buf)) > 0;) text.append(buf, std::size_t(got));
        gzclose(g);
        for (unsigned k = 1 + rng() % 4; k > 0; --k) mutate_once(text, rng, false);
        s = gzip_bytes(text);
      } else {
        for (unsigned k = 1 + rng() % 4; k > 0; --k) mutate_once(s, rng, binary);
      }
      if (r == reader::gbin && rng() % 4 != 0) gbfuzz::fix_gbin_checksum(s);
      INFO("mutant " << it << " of a seed (" << s.size() << " bytes)");
      loaded += gbfuzz::feed(r, s, stem);
      ++tried;
    }
  }
  CHECK(tried > 0);
  io::set_read_limits({});
  return loaded;
}

}  // namespace

TEST_CASE("mutated MatrixMarket files load or throw graphblade::error", "[fuzz][io]") {
  std::size_t loaded = fuzz(reader::matrix_market, 19);
  CHECK(loaded > 0);  // some mutants stay valid: the loop reaches the body parser
}

TEST_CASE("mutated .mtx.gz files (stream and text) load or throw graphblade::error", "[fuzz][io]") {
  std::size_t loaded = fuzz(reader::matrix_market_gz, 20);
  CHECK(loaded > 0);
}

TEST_CASE("mutated edge lists load or throw graphblade::error", "[fuzz][io]") {
  std::size_t loaded = fuzz(reader::edge_list, 21);
  CHECK(loaded > 0);
}

TEST_CASE("mutated .gbin files (checksum fixed) load or throw graphblade::error", "[fuzz][io]") {
  std::size_t loaded = fuzz(reader::gbin, 22);
  CHECK(loaded > 0);
}
